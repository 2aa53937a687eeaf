/**
 * The message log of one month, as build.ts reads it: every AS4 message this access point exchanged with another one.
 *   received  peppol_message_log (written with the received document, receiver.ts): C2's seat id, C1, C4,
 *             COUNTRY_C1; C4's country is the receiving party's business card country, else `country`.
 *   sent      documents (direction out) with their `sent` history entry whose details say protocol As4: C3's seat id
 *             (receiverAccessPoint) and COUNTRY_C1 (countryC1, else `country`).
 * Not counted: the reports themselves (EUSR, TSR), messages refused or never acknowledged (no receipt: no log row,
 * no `sent` entry), and deliveries over other channels.
 *
 *   const rows = await monthLog(knex, 'test', '2026-10', { country: 'BE' })
 */
import type { Knex } from 'knex'
import { jsonColumn, WharfError } from '../../../core/sdk/host.ts'
import type { LogRow } from './build.ts'
import { businessEntityOf, type BusinessCardInput } from '../smp/business-card.ts'
import { DOCTYPE_SCHEME, PROCESS_SCHEME, isReportingDocumentType, monthBounds, stripScheme } from './constants.ts'

const PARTICIPANT_SCHEME = 'iso6523-actorid-upis'

export async function monthLog (knex: Knex, environment: string, month: string, opts: { country?: string }): Promise<LogRow[]> {
  const b = monthBounds(month)
  if (b === undefined) throw new WharfError('REPORTING_MONTH_INVALID', `${month} is not a month (YYYY-MM)`, { month })
  const rows: LogRow[] = []
  const received = await knex('peppol_message_log as l')
    .leftJoin('party_peppol as p', 'p.party_id', 'l.party_id')
    .where('l.environment', environment).andWhere('l.at', '>=', b.from).andWhere('l.at', '<', b.to)
    .select('l.sender', 'l.receiver', 'l.document_type_id', 'l.process_id', 'l.other_ap', 'l.country_c1', 'p.business_card') as Array<Record<string, unknown>>
  for (const r of received) {
    const c1 = (r.country_c1 as string | null) ?? opts.country
    const c4 = cardCountry(jsonColumn<BusinessCardInput>(r.business_card as string | null)) ?? opts.country
    rows.push(row('in', r, r.other_ap as string, c1, c4))
  }
  const sent = await knex('documents as d').join('document_history as h', 'h.document_id', 'd.id')
    .where({ 'd.environment': environment, 'd.direction': 'out', 'h.status': 'sent' })
    .andWhere('h.at', '>=', b.from).andWhere('h.at', '<', b.to)
    .select('d.sender', 'd.receiver', 'd.document_type_id', 'd.process_id', 'h.details') as Array<Record<string, unknown>>
  for (const r of sent) {
    const details = jsonColumn<{ protocol?: string, receiverAccessPoint?: string, countryC1?: string }>(r.details as string | null)
    if (details?.protocol !== 'As4' || typeof details.receiverAccessPoint !== 'string') continue
    rows.push(row('out', r, details.receiverAccessPoint, details.countryC1 ?? opts.country, undefined))
  }
  return rows.filter(r => !isReportingDocumentType(r.documentTypeId))
}

function cardCountry (card: BusinessCardInput | null | undefined): string | undefined {
  if (card == null) return undefined
  try { return businessEntityOf(card).countryCode } catch { return undefined }
}

function row (direction: 'in' | 'out', r: Record<string, unknown>, otherAp: string, c1: string | undefined, c4: string | undefined): LogRow {
  if (c1 === undefined) throw new WharfError('REPORTING_COUNTRY_MISSING', 'A message has no COUNTRY_C1 and no reporting country is configured (WHARF_REPORTING_COUNTRY)', { direction })
  return {
    direction,
    sender: stripScheme(String(r.sender ?? ''), PARTICIPANT_SCHEME),
    receiver: stripScheme(String(r.receiver ?? ''), PARTICIPANT_SCHEME),
    documentTypeId: stripScheme(String(r.document_type_id ?? ''), DOCTYPE_SCHEME),
    processId: stripScheme(String(r.process_id ?? ''), PROCESS_SCHEME),
    otherAp,
    countryC1: c1,
    ...(c4 !== undefined ? { countryC4: c4 } : {})
  }
}
