/**
 * The OpenPeppol eDEC code list "Document types" v9.7 (rules/peppol-codelists/document-types-v9.7.xml, vendored as
 * data) as a lookup: document type identifier value -> name, state and allowed process ids. Loaded once, lazily,
 * streamed through saxes. Only the `busdox-docid-qns` scheme is indexed (PINT wildcard entries are matched elsewhere).
 *
 *   codeListEntry(value)            exact entry or undefined
 *   codeListVersionFor(prefix)      the `::<version>` suffix the code list uses for `<ns>::<root>##<customization>`
 */
import fs from 'node:fs'
import path from 'node:path'
import { SaxesParser } from 'saxes'
import { projectRoot } from '../paths.ts'

export const CODE_LIST_FILE = path.join(projectRoot, 'rules', 'peppol-codelists', 'document-types-v9.7.xml')
const MAX_CODE_LIST_BYTES = 5 * 1024 * 1024

export interface CodeListEntry {
  name: string
  /** Document type identifier value (without the scheme). */
  value: string
  state: string
  processIds: string[]
}

let index: Map<string, CodeListEntry> | undefined
let byPrefix: Map<string, CodeListEntry[]> | undefined

/** The `busdox-docid-qns` entries of the file, streamed through saxes (no DOM; a DTD is refused). */
function readEntries (): CodeListEntry[] {
  const xml = fs.readFileSync(CODE_LIST_FILE, 'utf8')
  if (xml.length > MAX_CODE_LIST_BYTES) throw new Error(`${CODE_LIST_FILE} is larger than ${MAX_CODE_LIST_BYTES} characters`)
  const entries: CodeListEntry[] = []
  let open: CodeListEntry | undefined
  const parser = new SaxesParser()
  parser.on('doctype', () => { throw new Error(`${CODE_LIST_FILE} has a document type declaration`) })
  parser.on('opentag', tag => {
    const attr = (name: string): string => { const v = tag.attributes[name]; return typeof v === 'string' ? v : '' }
    if (tag.name === 'document-type') {
      open = attr('scheme') === 'busdox-docid-qns' ? { name: attr('name'), value: attr('value'), state: attr('state'), processIds: [] } : undefined
    } else if (tag.name === 'process-id' && open !== undefined && attr('value') !== '') {
      open.processIds.push(attr('value'))
    }
  })
  parser.on('closetag', tag => {
    if (tag.name !== 'document-type' || open === undefined) return
    entries.push(open)
    open = undefined
  })
  parser.write(xml).close()
  return entries
}

function load (): Map<string, CodeListEntry> {
  if (index !== undefined) return index
  const map = new Map<string, CodeListEntry>()
  const prefixes = new Map<string, CodeListEntry[]>()
  for (const entry of readEntries()) {
    map.set(entry.value, entry)
    const prefix = entry.value.slice(0, entry.value.lastIndexOf('::'))
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
