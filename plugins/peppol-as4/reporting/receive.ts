/**
 * The receiving side of Peppol Reporting, in receiver.ts:
 *   - every accepted AS4 message gets its peppol_message_log row in the same write as its document (logRow);
 *   - a Wharf configured as the reporting receiver (WHARF_REPORTING_ACCEPT, for test networks: it plays OpenPeppol's
 *     part) takes EUSR and TSR addressed to WHARF_REPORTING_RECEIVER: its SMP publishes the two document types for that
 *     participant (reportingTypes), and a report is validated with the official Schematron and kept in
 *     peppol_reports_received with the AS4 receipt row, instead of going through the business document store.
 */
import type { Knex } from 'knex'
import type { Config } from '../../../core/sdk/host.ts'
import { parsePartyId } from '../../../core/sdk/peppol.ts'
import type { SbdhView } from '../as4/sbdh.ts'
import { DOCTYPE_SCHEME, EUSR_DOCUMENT_TYPE, REPORTING_PROCESS, TSR_DOCUMENT_TYPE, isReportingDocumentType, type ReportKind } from './constants.ts'
import { validateReport } from './reports.ts'

const sameParticipant = (a: string, b: string): boolean => {
  try {
    const x = parsePartyId(a); const y = parsePartyId(b)
    return x.scheme === y.scheme && x.key === y.key
  } catch { return false }
}

/** Whether this Wharf takes reports for `participant` (scheme:value, without the iso6523-actorid-upis:: prefix). */
export function acceptsReportsFor (config: Pick<Config, 'reporting'>, participant: string): boolean {
  return config.reporting.accept && sameParticipant(participant, config.reporting.receiver)
}

/** The two document types the SMP publishes for the reporting receiver, shaped like documentTypesFor's entries. */
export function reportingTypes (): Array<{ id: string, documentTypeId: { scheme: string, value: string }, processIds: string[] }> {
  return [EUSR_DOCUMENT_TYPE, TSR_DOCUMENT_TYPE].map(value => ({ id: `${DOCTYPE_SCHEME}::${value}`, documentTypeId: { scheme: DOCTYPE_SCHEME, value }, processIds: [REPORTING_PROCESS] }))
}

/** Is this message a report for our reporting receiver? */
export function isReportForUs (config: Pick<Config, 'reporting'>, sbdh: SbdhView): boolean {
  return isReportingDocumentType(sbdh.documentTypeId.value) && sbdh.processId.value === REPORTING_PROCESS && acceptsReportsFor(config, sbdh.receiver.value)
}

/** Stores a received report with the receipt row, in one transaction. */
export async function storeReceivedReport (knex: Knex, input: { messageId: string, environment: string, sbdh: SbdhView, xml: string, fromPartyId: string, receiptRow: Record<string, unknown>, at: Date }): Promise<{ kind: ReportKind, valid: boolean }> {
  const kind: ReportKind = input.sbdh.documentTypeId.value === EUSR_DOCUMENT_TYPE ? 'EUSR' : 'TSR'
  const valid = validateReport(kind, input.xml).length === 0
  const month = /<(?:\w+:)?StartDate>([0-9]{4}-[0-9]{2})-[0-9]{2}</.exec(input.xml)?.[1] ?? null
  const reporter = /<(?:\w+:)?ReporterID[^>]*>([^<]*)</.exec(input.xml)?.[1] ?? null
  await knex.transaction(async trx => {
    await trx('as4_receipts').insert(input.receiptRow)
    await trx('peppol_reports_received').insert({
      message_id: input.messageId, environment: input.environment, kind, month, reporter_id: reporter, sender: input.sbdh.sender.value,
      sender_ap: input.fromPartyId, xml: input.xml, valid, received_at: input.at
    })
  })
  return { kind, valid }
}

/** The message log row of an accepted AS4 message (written alongside its document). */
export function logRow (db: Knex | Knex.Transaction, input: { messageId: string, environment: string, sbdh: SbdhView, fromPartyId: string, partyId: string | null, documentKey: string, at: Date }): Knex.QueryBuilder {
  const { sbdh } = input
  return db('peppol_message_log').insert({
    message_id: input.messageId, environment: input.environment, direction: 'in', at: input.at,
    sender: sbdh.sender.value, receiver: sbdh.receiver.value, document_type_id: sbdh.documentTypeId.value, process_id: sbdh.processId.value,
    other_ap: input.fromPartyId, country_c1: sbdh.countryC1 === '' ? null : sbdh.countryC1, party_id: input.partyId, document_key: input.documentKey
  })
}
