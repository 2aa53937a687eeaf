/**
 * XSD validation in Node: libxml2 (xmllint compiled to WebAssembly, xmllint-wasm) against the vendored schemas of
 * rules/ubl-2.1, rules/ubl-2.3 and rules/cii-d16b. The schema files are read once per thread and handed to xmllint's
 * in-memory file system; an entry schema written here imports xmldsig with its local copy (the UBL copies import it,
 * the CCTS types and XAdES without a location: rules/ubl-2.1-imports, the same namespaces for UBL 2.1 and 2.3) and
 * then the document's own schema.
 *
 * UBL 2.1 or 2.3: a UBL document whose cbc:UBLVersionID is 2.2 or 2.3, or whose root has no UBL 2.1 schema (the
 * Peppol Logistics Waybill, WeightStatement, TransportExecutionPlan, ...), gets the UBL 2.3 XSD; every other UBL
 * document the UBL 2.1 XSD. A 2.3 document loads the 2.3 common schemas and its own maindoc only.
 *
 *   await validateSchema(xml, { namespace, localName, ublVersionId })   // -> SchemaIssue[] ([] = valid); null: no schema
 */
import fs from 'node:fs'
import path from 'node:path'
import { validateXML, type XMLFileInfo } from 'xmllint-wasm'
import { projectRoot } from '../paths.ts'
import { runXmllint } from './xmllint-inline.ts'

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

let files: XMLFileInfo[] | undefined
function schemaFiles (): XMLFileInfo[] {
  if (files !== undefined) return files
  const out: XMLFileInfo[] = []
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(path.join(rules, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`
      if (e.isDirectory()) walk(rel)
      else if (e.name.endsWith('.xsd')) out.push({ fileName: `rules/${rel}`, contents: fs.readFileSync(path.join(rules, rel)) })
    }
  }
  for (const d of ['ubl-2.1', 'ubl-2.3', 'ubl-2.1-imports', 'cii-d16b', 'w3c-xmldsig-xmlenc']) walk(d)
  files = out
  return out
}

/** The schema files one document needs: its own set (UBL 2.1, UBL 2.3 or CII) with the shared imports, and of a
 * UBL set its own maindoc only (not the other document types); xmllint gets them copied on every call, so fewer is
 * faster. */
const SETS: readonly SchemaSetName[] = ['ubl-2.1', 'ubl-2.3', 'cii-d16b']
const preloaded = new Map<string, XMLFileInfo[]>()
export function preloadFor (file: string): XMLFileInfo[] {
  let list = preloaded.get(file)
  if (list === undefined) {
    const others = SETS.filter(s => !file.startsWith(`${s}/`)).map(s => `rules/${s}/`)
    list = schemaFiles().filter(f => !others.some(o => f.fileName.startsWith(o)) && (!/^rules\/ubl-2\.[13]\/maindoc\//.test(f.fileName) || f.fileName === `rules/${file}`))
    preloaded.set(file, list)
  }
  return list
}

const IMPORTS = 'ubl-2.1-imports'

function entrySchema (namespace: string, file: string): XMLFileInfo {
  return {
    fileName: 'rules/entry.xsd',
    contents: `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x-wharf:validation:entry">
  <xsd:import namespace="http://www.w3.org/2000/09/xmldsig#" schemaLocation="w3c-xmldsig-xmlenc/xmldsig-core-schema.xsd"/>
  <xsd:import namespace="urn:un:unece:uncefact:data:specification:CoreComponentTypeSchemaModule:2" schemaLocation="${IMPORTS}/ph-xsds-ccts-cct-schemamodule/src/main/resources/schemas/CCTS_CCT_SchemaModule.xsd"/>
  <xsd:import namespace="http://uri.etsi.org/01903/v1.3.2#" schemaLocation="${IMPORTS}/ph-xsds-xades132/src/main/resources/schemas/XAdES01903v132-201601.xsd"/>
  <xsd:import namespace="http://uri.etsi.org/01903/v1.4.1#" schemaLocation="${IMPORTS}/ph-xsds-xades141/src/main/resources/schemas/XAdES01903v141-201601.xsd"/>
  <xsd:import namespace="${namespace}" schemaLocation="${file}"/>
</xsd:schema>`
  }
}

/** The document's schema errors ([] when valid), or null when no vendored schema covers its root element. */
export async function validateSchema (xml: string | Uint8Array, root: Root): Promise<SchemaIssue[] | null> {
  const file = schemaFor(root)?.file ?? null
  if (file === null) return null
  const options = { xml: { fileName: 'document.xml', contents: xml }, schema: entrySchema(root.namespace, file), preload: preloadFor(file), maxMemoryPages: 16384 }
  // In the validation pool's threads xmllint runs in the thread itself (xmllint-inline.ts); elsewhere in its own.
  const res = await runXmllint(options) ?? await validateXML(options)
  return res.errors.map(e => {
    const col = /column (\d+)/.exec(e.rawMessage)
    return { message: e.message.trim(), line: e.loc?.lineNumber ?? null, column: col !== null ? Number(col[1]) : null }
  })
}
