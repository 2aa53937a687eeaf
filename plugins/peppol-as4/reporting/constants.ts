/**
 * Identifiers of Peppol Reporting (OpenPeppol EUSR 1.1 and TSR 1.0; document types and process from the eDEC code list
 * v9.7, rules/peppol-codelists/), and the month arithmetic every part of reporting/ shares.
 */
export const EUSR_DOCUMENT_TYPE = 'urn:fdc:peppol:end-user-statistics-report:1.1::EndUserStatisticsReport##urn:fdc:peppol.eu:edec:trns:end-user-statistics-report:1.1::1.1'
export const TSR_DOCUMENT_TYPE = 'urn:fdc:peppol:transaction-statistics-report:1.0::TransactionStatisticsReport##urn:fdc:peppol.eu:edec:trns:transaction-statistics-reporting:1.0::1.0'
export const REPORTING_PROCESS = 'urn:fdc:peppol.eu:edec:bis:reporting:1.0'
export const EUSR_NS = 'urn:fdc:peppol:end-user-statistics-report:1.1'
export const TSR_NS = 'urn:fdc:peppol:transaction-statistics-report:1.0'
export const EUSR_CUSTOMIZATION = 'urn:fdc:peppol.eu:edec:trns:end-user-statistics-report:1.1'
export const TSR_CUSTOMIZATION = 'urn:fdc:peppol.eu:edec:trns:transaction-statistics-reporting:1.0'
export const REPORTING_PROFILE = 'urn:fdc:peppol.eu:edec:bis:reporting:1.0'
/** The transport protocol key of the TSR's PerTP subtotal (scheme "Peppol"): AS4 profile 2.0. */
export const TRANSPORT_AS4 = 'peppol-transport-as4-v2_0'
export const DOCTYPE_SCHEME = 'busdox-docid-qns'
export const PROCESS_SCHEME = 'cenbii-procid-ubl'

export type ReportKind = 'EUSR' | 'TSR'
export const KINDS: readonly ReportKind[] = ['EUSR', 'TSR']
export const DOCUMENT_TYPE_OF: Record<ReportKind, string> = { EUSR: EUSR_DOCUMENT_TYPE, TSR: TSR_DOCUMENT_TYPE }
export const RULE_SET_OF: Record<ReportKind, string> = { EUSR: 'peppol-reporting-eusr', TSR: 'peppol-reporting-tsr' }

export const isReportingDocumentType = (id: string): boolean => {
  const v = stripScheme(id, DOCTYPE_SCHEME)
  return v === EUSR_DOCUMENT_TYPE || v === TSR_DOCUMENT_TYPE
}

/** `busdox-docid-qns::x` -> `x` (identifiers are stored with or without their scheme). */
export function stripScheme (id: string, scheme: string): string {
  return id.startsWith(`${scheme}::`) ? id.slice(scheme.length + 2) : id
}

/** '2026-10' -> the month's first and last day and its bounds in UTC; undefined when malformed. */
export function monthBounds (month: string): { start: string, end: string, from: Date, to: Date } | undefined {
  const m = /^([0-9]{4})-(0[1-9]|1[0-2])$/.exec(month)
  if (m === null) return undefined
  const y = Number(m[1]); const mo = Number(m[2])
  const from = new Date(Date.UTC(y, mo - 1, 1))
  const to = new Date(Date.UTC(y, mo, 1))
  const last = new Date(to.getTime() - 86_400_000)
  return { start: from.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10), from, to }
}

/** The month before the one `at` falls in (UTC), as YYYY-MM. */
export function previousMonth (at: number): string {
  const d = new Date(at)
  const p = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1))
  return p.toISOString().slice(0, 7)
}
