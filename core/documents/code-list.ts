/**
 * The OpenPeppol eDEC code list "Document types" v9.7 (rules/peppol-codelists/document-types-v9.7.xml, vendored as
 * data) as a lookup: document type identifier value -> name, state and allowed process ids. Loaded once, lazily,
 * streamed through saxes. Both schemes are indexed: `busdox-docid-qns` and `peppol-doctype-wildcard` (PINT); the
 * same value can be listed under both (MY PINT: busdox removed, wildcard active), so every lookup names its scheme.
 *
 *   codeListEntry(value, scheme?)          exact entry or undefined (scheme default busdox-docid-qns)
 *   codeListEntriesFor(prefix, scheme?)    entries `<ns>::<root>##<customization>::<version>` for any version
 */
import fs from 'node:fs'
import path from 'node:path'
import { SaxesParser } from 'saxes'
import { projectRoot } from '../paths.ts'

export const CODE_LIST_FILE = path.join(projectRoot, 'rules', 'peppol-codelists', 'document-types-v9.7.xml')
const MAX_CODE_LIST_BYTES = 5 * 1024 * 1024

export const SCHEME_QNS = 'busdox-docid-qns'
export const SCHEME_WILDCARD = 'peppol-doctype-wildcard'

export interface CodeListEntry {
  name: string
  /** busdox-docid-qns or peppol-doctype-wildcard. */
  scheme: string
  /** Document type identifier value (without the scheme). */
  value: string
  state: string
  processIds: string[]
}

let index: Map<string, CodeListEntry> | undefined
let byPrefix: Map<string, CodeListEntry[]> | undefined

/** The entries of both document type schemes in the file, streamed through saxes (no DOM; a DTD is refused). */
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
      const scheme = attr('scheme')
      open = scheme === SCHEME_QNS || scheme === SCHEME_WILDCARD ? { name: attr('name'), scheme, value: attr('value'), state: attr('state'), processIds: [] } : undefined
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
    map.set(`${entry.scheme}::${entry.value}`, entry)
    const prefix = `${entry.scheme}::${entry.value.slice(0, entry.value.lastIndexOf('::'))}`
    prefixes.set(prefix, [...(prefixes.get(prefix) ?? []), entry])
  }
  index = map
  byPrefix = prefixes
  return map
}

export function codeListEntry (value: string, scheme: string = SCHEME_QNS): CodeListEntry | undefined {
  return load().get(`${scheme}::${value}`)
}

/** Entries whose value is `<prefix>::<version>` for some version (UBL 2.1, 2.3, CII D16B). */
export function codeListEntriesFor (prefix: string, scheme: string = SCHEME_QNS): CodeListEntry[] {
  load()
  return byPrefix?.get(`${scheme}::${prefix}`) ?? []
}
