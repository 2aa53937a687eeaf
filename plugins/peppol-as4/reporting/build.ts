/**
 * The OpenPeppol End User Statistics Report 1.1 and Transaction Statistics Report 1.0 of one month, from the message
 * log rows (log.ts). Pure: same rows, same XML (keys sorted).
 *
 *   const xml = buildTsr(rows, { start: '2026-10-01', end: '2026-10-31', reporterId: 'POP000001' })
 *
 * TSR (Internal Regulations 4.4): Total incoming / outgoing; subtotals PerTP (one: Peppol AS4 2.0), PerSP-DT-PR
 * (the other access point's seat id = C2 for incoming, C3 for outgoing; document type; process) and PerSP-DT-PR-CC
 * (incoming only, with COUNTRY_C1 and C4's country; its Outgoing is 0: a sender cannot know C4's country). An empty
 * month has totals 0 and no subtotals.
 * EUSR (4.3): distinct end users: sending = C1 of outgoing messages, receiving = C4 of incoming messages, both
 * counted once in SendingOrReceiving; subsets PerDT-PR, PerDT-PR-EUC, PerDT-EUC, PerEUC with the end user's country
 * (C1's for senders, C4's for receivers). Subsets exist only where someone sent or received (SCH-EUSR-36).
 */
import { el } from '../../../core/sdk/xml.ts'
import { DOCTYPE_SCHEME, EUSR_CUSTOMIZATION, EUSR_NS, PROCESS_SCHEME, REPORTING_PROFILE, TRANSPORT_AS4, TSR_CUSTOMIZATION, TSR_NS } from './constants.ts'

export interface LogRow {
  direction: 'in' | 'out'
  sender: string
  receiver: string
  documentTypeId: string
  processId: string
  /** Seat id of the other access point. */
  otherAp: string
  countryC1: string
  /** C4's country: known for incoming messages. */
  countryC4?: string
}

export interface Header { start: string, end: string, reporterId: string }

type Key = [meta: string, scheme: string, value: string]
const key = ([meta, scheme, value]: Key): string => el('Key', value, { metaSchemeID: meta, schemeID: scheme })
const dt = (r: LogRow): Key => ['DT', DOCTYPE_SCHEME, r.documentTypeId]
const pr = (r: LogRow): Key => ['PR', PROCESS_SCHEME, r.processId]

function header (h: Header): string {
  return `<Header><ReportPeriod>${el('StartDate', h.start)}${el('EndDate', h.end)}</ReportPeriod>${el('ReporterID', h.reporterId, { schemeID: 'CertSubjectCN' })}</Header>`
}

/** Groups by the keys' values, in sorted order of the joined key. */
function groupBy<T> (rows: T[], keysOf: (r: T) => Key[]): Array<{ keys: Key[], rows: T[] }> {
  const groups = new Map<string, { keys: Key[], rows: T[] }>()
  for (const r of rows) {
    const keys = keysOf(r)
    const id = keys.map(k => k.join('\u0000')).join('\u0001')
    const g = groups.get(id)
    if (g === undefined) groups.set(id, { keys, rows: [r] })
    else g.rows.push(r)
  }
  return [...groups.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([, g]) => g)
}

export function buildTsr (rows: LogRow[], h: Header): string {
  const inOut = (rs: LogRow[], incomingOnly = false): string =>
    el('Incoming', String(rs.filter(r => r.direction === 'in').length)) + el('Outgoing', incomingOnly ? '0' : String(rs.filter(r => r.direction === 'out').length))
  const subtotal = (type: string, keys: Key[], body: string): string => `<Subtotal type="${type}">${keys.map(key).join('')}${body}</Subtotal>`
  const parts: string[] = []
  if (rows.length > 0) {
    parts.push(subtotal('PerTP', [['TP', 'Peppol', TRANSPORT_AS4]], inOut(rows)))
    for (const g of groupBy(rows, r => [['SP', 'CertSubjectCN', r.otherAp], dt(r), pr(r)])) parts.push(subtotal('PerSP-DT-PR', g.keys, inOut(g.rows)))
    const incoming = rows.filter(r => r.direction === 'in')
    for (const g of groupBy(incoming, r => [['SP', 'CertSubjectCN', r.otherAp], dt(r), pr(r), ['CC', 'SenderCountry', r.countryC1], ['CC', 'ReceiverCountry', r.countryC4 ?? 'ZZ']])) {
      parts.push(subtotal('PerSP-DT-PR-CC', g.keys, inOut(g.rows, true)))
    }
  }
  return '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<TransactionStatisticsReport xmlns="${TSR_NS}">` +
    el('CustomizationID', TSR_CUSTOMIZATION) + el('ProfileID', REPORTING_PROFILE) + header(h) +
    `<Total>${inOut(rows)}</Total>` + parts.join('') + '</TransactionStatisticsReport>\n'
}

/** One end user's part in a message: who, sending or receiving, from which country. */
interface EndUser { id: string, sending: boolean, country: string, row: LogRow }

function endUsers (rows: LogRow[]): EndUser[] {
  return rows.map(r => r.direction === 'out'
    ? { id: r.sender, sending: true, country: r.countryC1, row: r }
    : { id: r.receiver, sending: false, country: r.countryC4 ?? r.countryC1, row: r })
}

function counts (users: EndUser[]): string {
  const sending = new Set(users.filter(u => u.sending).map(u => u.id))
  const receiving = new Set(users.filter(u => !u.sending).map(u => u.id))
  const either = new Set([...sending, ...receiving])
  return el('SendingEndUsers', String(sending.size)) + el('ReceivingEndUsers', String(receiving.size)) + el('SendingOrReceivingEndUsers', String(either.size))
}

export function buildEusr (rows: LogRow[], h: Header): string {
  const users = endUsers(rows)
  const euc = (u: EndUser): Key => ['CC', 'EndUserCountry', u.country]
  const subsets: Array<[string, (u: EndUser) => Key[]]> = [
    ['PerDT-PR', u => [dt(u.row), pr(u.row)]],
    ['PerDT-PR-EUC', u => [dt(u.row), pr(u.row), euc(u)]],
    ['PerDT-EUC', u => [dt(u.row), euc(u)]],
    ['PerEUC', u => [euc(u)]]
  ]
  const parts: string[] = []
  for (const [type, keysOf] of subsets) {
    for (const g of groupBy(users, keysOf)) parts.push(`<Subset type="${type}">${g.keys.map(key).join('')}${counts(g.rows)}</Subset>`)
  }
  return '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<EndUserStatisticsReport xmlns="${EUSR_NS}">` +
    el('CustomizationID', EUSR_CUSTOMIZATION) + el('ProfileID', REPORTING_PROFILE) + header(h) +
    `<FullSet>${counts(users)}</FullSet>` + parts.join('') + '</EndUserStatisticsReport>\n'
}
