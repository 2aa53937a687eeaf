/**
 * The public search of the Directory double, in the JSON form of the real Directory's REST search API 1.0
 * (`GET /search/1.0/json?...`), over the entries of a DirectoryIndex.
 *
 *   const r = searchDirectory(index.entries(), new URLSearchParams('participant=iso6523-actorid-upis::0208:0123456749'))
 *   if (r.ok) r.body.matches[0].entities[0].name[0].name
 *
 * Query parameters (several are combined with AND, as the real one does; at least one is needed, else 400
 * "No valid query term provided!"):
 *   q           any field, case-insensitive substring (the real one runs a Lucene query over all fields)
 *   participant exact participant identifier (scheme::value), case-insensitive
 *   name, geoinfo, addinfo, website, contact   case-insensitive substring of that field
 *   country     exact country code, case-insensitive
 *   identifierScheme, identifierValue, doctype exact (doctype: scheme::value)
 *   regdate     exact xs:date
 *   resultPageIndex|rpi (default 0), resultPageCount|rpc (default 20); first/last index must be <= 1000.
 * Results count business entities (total-result-count) and are grouped per participant in `matches`, each with
 * participantID, docTypes (when any) and entities (name[], countryCode, geoInfo, identifiers, websites, contacts,
 * additionalInfo, regDate), field names as in the real API. Matching is simpler than Lucene: substrings, no
 * tokenising or ranking.
 */
import type { BusinessEntity } from '../../../plugins/peppol-as4/smp-xml/build.ts'
import type { Identifier } from '../../../plugins/peppol-as4/smp-xml/xml.ts'
import type { IndexEntry } from './indexer.ts'

export interface SearchJsonEntity {
  name?: Array<{ name: string, language?: string }>
  countryCode: string
  geoInfo?: string
  identifiers?: Identifier[]
  websites?: string[]
  contacts?: Array<{ type?: string, name?: string, phone?: string, email?: string }>
  additionalInfo?: string
  regDate?: string
}

export interface SearchJsonMatch { participantID: Identifier, docTypes?: Identifier[], entities: SearchJsonEntity[] }

export interface SearchJson {
  version: '1.0'
  'total-result-count': number
  'used-result-count': number
  'result-page-index': number
  'result-page-count': number
  'first-result-index': number
  'last-result-index': number
  'query-terms': string
  'creation-dt': string
  matches: SearchJsonMatch[]
}

export type SearchResult = { ok: true, body: SearchJson } | { ok: false, status: number, message: string }

const MAX_RESULTS = 1000
const FIELDS = ['q', 'participant', 'name', 'country', 'geoinfo', 'identifierScheme', 'identifierValue', 'website', 'contact', 'addinfo', 'regdate', 'doctype'] as const
type Field = typeof FIELDS[number]

interface Hit { entry: IndexEntry, entity: BusinessEntity }

const has = (hay: string | undefined, needle: string): boolean => hay !== undefined && hay.toLowerCase().includes(needle.toLowerCase())
/** Parsed cards carry the date as text; a Date (builder input) is shown as its UTC date. */
const dateText = (e: BusinessEntity): string | undefined =>
  e.registrationDate instanceof Date ? e.registrationDate.toISOString().slice(0, 10) : e.registrationDate
const idText = (i: Identifier): string => `${i.scheme}::${i.value}`

function contactTexts (e: BusinessEntity): string[] {
  return (e.contacts ?? []).flatMap(c => [c.type, c.name, c.phone, c.email].filter((x): x is string => x !== undefined))
}

function matches (field: Field, value: string, { entry, entity: e }: Hit): boolean {
  switch (field) {
    case 'participant': return entry.participantId.toLowerCase() === value.trim().toLowerCase()
    case 'name': return e.names.some(n => has(n.name, value))
    case 'country': return e.countryCode.toLowerCase() === value.trim().toLowerCase()
    case 'geoinfo': return has(e.geographicalInformation, value)
    case 'identifierScheme': return (e.identifiers ?? []).some(i => i.scheme === value)
    case 'identifierValue': return (e.identifiers ?? []).some(i => i.value === value)
    case 'website': return (e.websites ?? []).some(w => has(w, value))
    case 'contact': return contactTexts(e).some(c => has(c, value))
    case 'addinfo': return has(e.additionalInformation, value)
    case 'regdate': return dateText(e) === value.trim()
    case 'doctype': return entry.documentTypes.some(d => idText(d) === value.trim())
    case 'q': {
      const texts = [
        entry.participantId, ...e.names.map(n => n.name), e.countryCode, e.geographicalInformation,
        ...(e.identifiers ?? []).flatMap(i => [i.scheme, i.value]), ...(e.websites ?? []), ...contactTexts(e),
        e.additionalInformation, dateText(e), ...entry.documentTypes.map(idText)
      ]
      return texts.some(t => has(t, value.trim()))
    }
  }
}

function entityJson (e: BusinessEntity): SearchJsonEntity {
  const out: SearchJsonEntity = { countryCode: e.countryCode }
  if (e.names.length > 0) out.name = e.names.map(n => n.language === undefined ? { name: n.name } : { name: n.name, language: n.language })
  if (e.geographicalInformation !== undefined && e.geographicalInformation !== '') out.geoInfo = e.geographicalInformation
  if ((e.identifiers ?? []).length > 0) out.identifiers = e.identifiers
  if ((e.websites ?? []).length > 0) out.websites = e.websites
  if ((e.contacts ?? []).length > 0) out.contacts = e.contacts?.map(c => ({ ...c }))
  if (e.additionalInformation !== undefined && e.additionalInformation !== '') out.additionalInfo = e.additionalInformation
  const regDate = dateText(e)
  if (regDate !== undefined) out.regDate = regDate
  // JSON key order as the real API writes it (name first)
  const { name, ...rest } = out
  return name === undefined ? rest : { name, ...rest }
}

function intParam (params: URLSearchParams, names: string[], fallback: number): number | undefined {
  for (const n of names) {
    const v = params.get(n)
    if (v !== null) return /^-?\d+$/.test(v.trim()) ? Number(v) : undefined
  }
  return fallback
}

export function searchDirectory (entries: IndexEntry[], params: URLSearchParams, now = new Date()): SearchResult {
  const pageIndex = intParam(params, ['resultPageIndex', 'rpi'], 0)
  const pageCount = intParam(params, ['resultPageCount', 'rpc'], 20)
  if (pageIndex === undefined || pageIndex < 0) return { ok: false, status: 400, message: `ResultPageIndex ${params.get('resultPageIndex') ?? params.get('rpi') ?? ''} is invalid. It must be >= 0.` }
  if (pageCount === undefined || pageCount <= 0) return { ok: false, status: 400, message: `ResultPageCount ${params.get('resultPageCount') ?? params.get('rpc') ?? ''} is invalid. It must be > 0.` }
  const first = pageIndex * pageCount
  const last = (pageIndex + 1) * pageCount - 1
  if (first > MAX_RESULTS) return { ok: false, status: 400, message: `The first result index ${first} is invalid. It must be <= ${MAX_RESULTS}.` }
  if (last > MAX_RESULTS) return { ok: false, status: 400, message: `The last result index ${last} is invalid. It must be <= ${MAX_RESULTS}.` }

  const terms: Array<[Field, string]> = []
  for (const f of FIELDS) for (const v of params.getAll(f)) if (v.trim() !== '') terms.push([f, v])
  if (terms.length === 0) return { ok: false, status: 400, message: 'No valid query term provided!' }

  const hits: Hit[] = entries.flatMap(entry => entry.card.entities.map(entity => ({ entry, entity })))
    .filter(h => terms.every(([f, v]) => matches(f, v, h)))
  const view = hits.slice(first, last + 1)
  const grouped = new Map<string, { entry: IndexEntry, entities: BusinessEntity[] }>()
  for (const h of view) {
    const g = grouped.get(h.entry.participantId) ?? { entry: h.entry, entities: [] }
    g.entities.push(h.entity)
    grouped.set(h.entry.participantId, g)
  }
  const matchesJson: SearchJsonMatch[] = [...grouped.values()].map(({ entry, entities }) => ({
    participantID: { ...entry.participant },
    ...(entry.documentTypes.length > 0 ? { docTypes: entry.documentTypes.map(d => ({ ...d })) } : {}),
    entities: entities.map(entityJson)
  }))
  return {
    ok: true,
    body: {
      version: '1.0',
      'total-result-count': hits.length,
      'used-result-count': view.length,
      'result-page-index': pageIndex,
      'result-page-count': pageCount,
      'first-result-index': first,
      'last-result-index': Math.min(last, hits.length - 1),
      'query-terms': terms.map(([f, v]) => `${f}=${v}`).join('&'),
      'creation-dt': now.toISOString(),
      matches: matchesJson
    }
  }
}
