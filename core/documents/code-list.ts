/**
 * The OpenPeppol eDEC code list "Document types" v9.7 (rules/peppol-codelists/document-types-v9.7.xml, vendored as
 * data) as a lookup: document type identifier value -> name, state and allowed process ids. Loaded once, lazily,
 * with the safe parser. Only the `busdox-docid-qns` scheme is indexed (PINT wildcard entries are matched elsewhere).
 *
 *   codeListEntry(value)            exact entry or undefined
 *   codeListVersionFor(prefix)      the `::<version>` suffix the code list uses for `<ns>::<root>##<customization>`
 */
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../paths.ts'
import { parseXmlSafely } from '../peppol/xmldsig/safe-xml.ts'

export const CODE_LIST_FILE = path.join(projectRoot, 'rules', 'peppol-codelists', 'document-types-v9.7.xml')

export interface CodeListEntry {
  name: string
  /** Document type identifier value (without the scheme). */
  value: string
  state: string
  processIds: string[]
}

let index: Map<string, CodeListEntry> | undefined
let byPrefix: Map<string, CodeListEntry[]> | undefined

function load (): Map<string, CodeListEntry> {
  if (index !== undefined) return index
  const doc = parseXmlSafely(fs.readFileSync(CODE_LIST_FILE, 'utf8'), { maxLength: 5 * 1024 * 1024 })
  const map = new Map<string, CodeListEntry>()
  const prefixes = new Map<string, CodeListEntry[]>()
  for (const el of Array.from(doc.getElementsByTagName('document-type'))) {
    if (el.getAttribute('scheme') !== 'busdox-docid-qns') continue
    const value = el.getAttribute('value') ?? ''
    const processIds = Array.from(el.getElementsByTagName('process-id')).map(p => p.getAttribute('value') ?? '').filter(Boolean)
    const entry: CodeListEntry = { name: el.getAttribute('name') ?? '', value, state: el.getAttribute('state') ?? '', processIds }
    map.set(value, entry)
    const cut = value.lastIndexOf('::')
    const prefix = value.slice(0, cut)
    prefixes.set(prefix, [...(prefixes.get(prefix) ?? []), entry])
  }
  index = map
  byPrefix = prefixes
  return map
}

export function codeListEntry (value: string): CodeListEntry | undefined {
  return load().get(value)
}

/** Entries whose value is `<prefix>::<version>` for some version (UBL 2.1, 2.3, CII D16B). */
export function codeListEntriesFor (prefix: string): CodeListEntry[] {
  load()
  return byPrefix?.get(prefix) ?? []
}
