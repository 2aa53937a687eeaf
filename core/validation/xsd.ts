/**
 * XSD validation in Node: libxml2 (xmllint compiled to WebAssembly, xmllint-wasm) against the vendored schemas of
 * rules/ubl-2.1 and rules/cii-d16b. The schema files are read once per thread and handed to xmllint's in-memory file
 * system; an entry schema written here imports xmldsig with its local copy (the UBL copy imports it, the CCTS types and
 * XAdES without a location: rules/ubl-2.1-imports) and then the document's own schema.
 *
 *   await validateSchema(xml, { namespace, localName })   // -> SchemaIssue[] ([] = valid); null: no schema for the root
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

/** The schema file (relative to rules/) of a root element, or null. */
export function schemaFileFor (namespace: string, localName: string): string | null {
  const m = UBL_NS.exec(namespace)
  if (m !== null && m[1] === localName) {
    const f = `ubl-2.1/maindoc/UBL-${localName}-2.1.xsd`
    return fs.existsSync(path.join(rules, f)) ? f : null
  }
  if (namespace === CII_NS && localName === 'CrossIndustryInvoice') return 'cii-d16b/data/standard/CrossIndustryInvoice_100pD16B.xsd'
  return null
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
  for (const d of ['ubl-2.1', 'ubl-2.1-imports', 'cii-d16b', 'w3c-xmldsig-xmlenc']) walk(d)
  files = out
  return out
}

/** The schema files one document needs: its own maindoc (not the other UBL document types) and, for UBL, not the
 * CII set and the other way round; xmllint gets them copied on every call, so fewer is faster. */
const preloaded = new Map<string, XMLFileInfo[]>()
function preloadFor (file: string): XMLFileInfo[] {
  let list = preloaded.get(file)
  if (list === undefined) {
    const other = file.startsWith('cii-d16b/') ? 'rules/ubl-2.1/' : 'rules/cii-d16b/'
    list = schemaFiles().filter(f => !f.fileName.startsWith(other) && (!f.fileName.startsWith('rules/ubl-2.1/maindoc/') || f.fileName === `rules/${file}`))
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
export async function validateSchema (xml: string | Uint8Array, root: { namespace: string, localName: string }): Promise<SchemaIssue[] | null> {
  const file = schemaFileFor(root.namespace, root.localName)
  if (file === null) return null
  const options = { xml: { fileName: 'document.xml', contents: xml }, schema: entrySchema(root.namespace, file), preload: preloadFor(file), maxMemoryPages: 16384 }
  // In the validation pool's threads xmllint runs in the thread itself (xmllint-inline.ts); elsewhere in its own.
  const res = await runXmllint(options) ?? await validateXML(options)
  return res.errors.map(e => {
    const col = /column (\d+)/.exec(e.rawMessage)
    return { message: e.message.trim(), line: e.loc?.lineNumber ?? null, column: col !== null ? Number(col[1]) : null }
  })
}
