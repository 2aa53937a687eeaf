/**
 * XSD validation in Node: libxml2 compiled to WebAssembly (the libxml2-wasm package) against the vendored schemas of
 * rules/ubl-2.1, rules/ubl-2.3 and rules/cii-d16b. Each schema set is compiled once per thread, on first use, and
 * kept: UBL 2.1 (every maindoc vendored), UBL 2.3 (all 91 maindocs) and CII D16B, each with the shared imports (xmldsig,
 * the CCTS types, XAdES: rules/ubl-2.1-imports, rules/w3c-xmldsig-xmlenc). A document is then checked against the
 * compiled set in about a millisecond for 10 KB (it was parsing the whole schema set on every call before: hundreds
 * of milliseconds). libxml2 reads schema files only through the input provider below, which serves files under
 * rules/ and nothing else; a document's xsi:schemaLocation is not followed, its DTD and external entities not loaded.
 *
 * UBL 2.1 or 2.3: a UBL document whose cbc:UBLVersionID is 2.2 or 2.3, or whose root has no UBL 2.1 schema (the
 * Peppol Logistics Waybill, WeightStatement, TransportExecutionPlan, ...), gets the UBL 2.3 XSD; every other UBL
 * document the UBL 2.1 XSD. The root element must be the maindoc's own (schemaFor), so a compiled set that declares
 * every maindoc checks exactly what a schema of that maindoc alone would.
 *
 *   await validateSchema(xml, { namespace, localName, ublVersionId })   // -> SchemaIssue[] ([] = valid); null: no schema
 *   await compileSchemaSet('ubl-2.1')                                    // compile now
 *
 * libxml2-wasm is an ES module with top-level await, loaded with import() on first use: the validation pool's threads
 * run this file through tsx's CommonJS hook in the tests, which cannot require() it.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ErrorDetail, XmlDocument, XmlInputProvider, XsdValidator } from 'libxml2-wasm'
import { projectRoot } from '../paths.ts'

export interface SchemaIssue { message: string, line: number | null, column: number | null }

const rules = path.join(projectRoot, 'rules')
const UBL_NS = /^urn:oasis:names:specification:ubl:schema:xsd:([A-Za-z]+)-2$/
export const CII_NS = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100'

export type SchemaSetName = 'ubl-2.1' | 'ubl-2.3' | 'cii-d16b'
export interface Root { namespace: string, localName: string, ublVersionId?: string | null }

/** UBLVersionIDs validated with the UBL 2.3 XSD (2.2 documents are valid 2.3 ones: 2.3 only adds). */
const UBL_23_VERSIONS = new Set(['2.2', '2.3'])
const maindoc = (set: 'ubl-2.1' | 'ubl-2.3', localName: string): string | null => {
  const f = `${set}/maindoc/UBL-${localName}-${set.slice(4)}.xsd`
  return fs.existsSync(path.join(rules, f)) ? f : null
}

/** The schema set and file (relative to rules/) of a root element, or null. */
export function schemaFor (root: Root): { set: SchemaSetName, file: string } | null {
  const m = UBL_NS.exec(root.namespace)
  if (m !== null && m[1] === root.localName) {
    const ubl21 = UBL_23_VERSIONS.has(root.ublVersionId?.trim() ?? '') ? null : maindoc('ubl-2.1', root.localName)
    if (ubl21 !== null) return { set: 'ubl-2.1', file: ubl21 }
    const ubl23 = maindoc('ubl-2.3', root.localName)
    return ubl23 !== null ? { set: 'ubl-2.3', file: ubl23 } : null
  }
  if (root.namespace === CII_NS && root.localName === 'CrossIndustryInvoice') return { set: 'cii-d16b', file: 'cii-d16b/data/standard/CrossIndustryInvoice_100pD16B.xsd' }
  return null
}

/** The schema file (relative to rules/) of a root element, or null. */
export function schemaFileFor (namespace: string, localName: string, ublVersionId?: string | null): string | null {
  return schemaFor({ namespace, localName, ublVersionId })?.file ?? null
}

/** Files libxml2 opened through the provider (relative to rules/), in order: what a compile read. */
export const schemaFilesRead: string[] = []

// libxml2's file input, per thread: files under rules/ only (a path with .. that leaves it is refused).
const open = new Map<number, { bytes: Buffer, at: number }>()
let nextFd = 1
const underRules: XmlInputProvider = {
  match: name => path.resolve(name).startsWith(rules + path.sep),
  open: name => {
    const file = path.resolve(name)
    if (!file.startsWith(rules + path.sep)) return undefined
    try {
      const fd = nextFd++
      open.set(fd, { bytes: fs.readFileSync(file), at: 0 })
      schemaFilesRead.push(path.relative(rules, file).split(path.sep).join('/'))
      return fd
    } catch { return undefined }
  },
  read: (fd, buf) => {
    const f = open.get(fd)
    if (f === undefined) return -1
    const n = Math.min(buf.byteLength, f.bytes.length - f.at)
    buf.set(f.bytes.subarray(f.at, f.at + n))
    f.at += n
    return n
  },
  close: fd => open.delete(fd)
}

type Libxml = typeof import('libxml2-wasm')
let loading: Promise<Libxml> | undefined
const libxml = async (): Promise<Libxml> => await (loading ??= import('libxml2-wasm').then(m => {
  m.xmlRegisterInputProvider(underRules)
  return m
}))

const IMPORTS = 'ubl-2.1-imports'

/**
 * An entry schema: the shared imports (xmldsig, the CCTS types, XAdES), then each [namespace, file] given (files
 * relative to rules/). `base` prefixes every location: '' here (libxml2 resolves them against rules/entry.xsd),
 * rules/ as an absolute path for a schema written elsewhere (Debian's xmllint in the cross-checks).
 */
export function entrySchema (docs: Array<[string, string]>, base = ''): string {
  const at = (f: string): string => `${base}${f}`
  return `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x-wharf:validation:entry">
  <xsd:import namespace="http://www.w3.org/2000/09/xmldsig#" schemaLocation="${at('w3c-xmldsig-xmlenc/xmldsig-core-schema.xsd')}"/>
  <xsd:import namespace="urn:un:unece:uncefact:data:specification:CoreComponentTypeSchemaModule:2" schemaLocation="${at(`${IMPORTS}/ph-xsds-ccts-cct-schemamodule/src/main/resources/schemas/CCTS_CCT_SchemaModule.xsd`)}"/>
  <xsd:import namespace="http://uri.etsi.org/01903/v1.3.2#" schemaLocation="${at(`${IMPORTS}/ph-xsds-xades132/src/main/resources/schemas/XAdES01903v132-201601.xsd`)}"/>
  <xsd:import namespace="http://uri.etsi.org/01903/v1.4.1#" schemaLocation="${at(`${IMPORTS}/ph-xsds-xades141/src/main/resources/schemas/XAdES01903v141-201601.xsd`)}"/>
${docs.map(([ns, file]) => `  <xsd:import namespace="${ns}" schemaLocation="${at(file)}"/>`).join('\n')}
</xsd:schema>
`
}

/** Every maindoc of a UBL set (or the CII root schema) as [namespace, file]. */
function setDocuments (set: SchemaSetName): Array<[string, string]> {
  if (set === 'cii-d16b') return [[CII_NS, 'cii-d16b/data/standard/CrossIndustryInvoice_100pD16B.xsd']]
  return fs.readdirSync(path.join(rules, set, 'maindoc')).filter(f => /^UBL-[A-Za-z]+-2\.[13]\.xsd$/.test(f)).sort()
    .map(f => [`urn:oasis:names:specification:ubl:schema:xsd:${f.slice(4, -8)}-2`, `${set}/maindoc/${f}`])
}

const compiled = new Map<SchemaSetName, XsdValidator>()
/** The set's compiled schema, compiled on first use in this thread (UBL 2.1: ~0.2-0.5 s, ~20 MB of WebAssembly memory). */
export async function compileSchemaSet (set: SchemaSetName): Promise<XsdValidator> {
  let v = compiled.get(set)
  if (v === undefined) {
    const { ParseOption, XmlDocument, XsdValidator } = await libxml()
    v = compiled.get(set) // compiled meanwhile
    if (v !== undefined) return v
    const doc = XmlDocument.fromString(entrySchema(setDocuments(set)), { url: path.join(rules, 'entry.xsd'), option: ParseOption.XML_PARSE_NONET })
    try { v = XsdValidator.fromDoc(doc) } finally { doc.dispose() }
    compiled.set(set, v)
  }
  return v
}

const issue = (d: ErrorDetail, prefix: string): SchemaIssue => ({
  message: `${prefix}${d.message.trim()}`,
  line: d.line > 0 ? d.line : null,
  column: d.col > 0 ? d.col : null
})

/** The document's schema errors ([] when valid), or null when no vendored schema covers its root element. */
export async function validateSchema (xml: string | Uint8Array, root: Root): Promise<SchemaIssue[] | null> {
  const schema = schemaFor(root)
  if (schema === null) return null
  const validator = await compileSchemaSet(schema.set)
  const { ParseOption, XmlDocument, XmlError, XmlParseError, XmlValidateError } = await libxml()
  // The document: no network, no external entities, line numbers past 65,535.
  const options = { option: ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_BIG_LINES }
  let doc: XmlDocument
  try {
    doc = typeof xml === 'string' ? XmlDocument.fromString(xml, options) : XmlDocument.fromBuffer(xml, options)
  } catch (err) {
    if (err instanceof XmlParseError) return err.details.map(d => issue(d, 'Parser error : '))
    throw err
  }
  try {
    validator.validate(doc)
    return []
  } catch (err) {
    if (err instanceof XmlValidateError) return err.details.map(d => issue(d, d.level === 1 ? 'Schemas validity warning : ' : 'Schemas validity error : '))
    // libxml2 gives up on some input (entity references left unexpanded by a DTD the pipelines refuse anyway): an
    // error, never "valid"
    if (err instanceof XmlError) return [{ message: `Schemas validity error : the document could not be checked against the schema (${err.message})`, line: null, column: null }]
    throw err
  } finally {
    doc.dispose()
  }
}
