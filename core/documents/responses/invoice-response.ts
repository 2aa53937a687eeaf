/**
 * Peppol Invoice Response (BIS Invoice Response 3, transaction T111, UBL ApplicationResponse) built from the API's
 * small body and the answered invoice:
 *
 *   checkInvoiceResponseBody({ status: 'RE', reasons: { REF: 'PO number missing' }, actions: { NIN: '' }, note })
 *   const xml = buildInvoiceResponse({ id, now, invoice: facts, body })
 *
 * status: UNCL4343-T111 (AB IP UQ CA RE AP PD); reasons: OPStatusReason codes, actions: OPStatusAction codes, each
 * code -> a free text (cbc:StatusReason, omitted when empty); reasons are required for UQ, CA and RE
 * (PEPPOL-T111-R001); reason PPD goes with status PD only and needs its text (PEPPOL-T111-R005, R004). The answering buyer is the SenderParty, the seller the ReceiverParty; the invoice is the
 * DocumentReference (ID, IssueDate, DocumentTypeCode). Element order: the UBL 2.1 ApplicationResponse schema;
 * structure as the official example (poacc-upgrade-3 rules/examples/InvoiceResponse_Example.xml).
 */
import { WharfError } from '../../errors.ts'
import { codesOf, isCode, type CodeListName } from './codes.ts'
import type { AnsweredFacts } from './answered.ts'
import { el, issueDateTime, partyContent, rootAttributes } from './xml.ts'

export const INVOICE_RESPONSE_CUSTOMIZATION_ID = 'urn:fdc:peppol.eu:poacc:trns:invoice_response:3'
export const INVOICE_RESPONSE_PROFILE_ID = 'urn:fdc:peppol.eu:poacc:bis:invoice_response:3'
/** Statuses that need at least one clarification reason (PEPPOL-T111-R001). */
export const STATUSES_NEEDING_REASONS = ['UQ', 'CA', 'RE']

export interface InvoiceResponseBody {
  status: string
  reasons?: Record<string, string>
  actions?: Record<string, string>
  note?: string
}

function checkCodes (field: 'reasons' | 'actions', list: CodeListName, codes: Record<string, string> | undefined): void {
  for (const code of Object.keys(codes ?? {})) {
    if (!isCode(list, code)) throw new WharfError('VALIDATION_FAILED', `${field}: ${code} is not in the Peppol code list ${list} (${codesOf(list).join(', ')})`, { field: `${field}.${code}`, codeList: list })
  }
}

export function checkInvoiceResponseBody (body: InvoiceResponseBody): void {
  if (!isCode('UNCL4343-T111', body.status)) {
    throw new WharfError('VALIDATION_FAILED', `status must be one of ${codesOf('UNCL4343-T111').join(', ')} (Peppol code list UNCL4343-T111)`, { field: 'status' })
  }
  checkCodes('reasons', 'OPStatusReason', body.reasons)
  checkCodes('actions', 'OPStatusAction', body.actions)
  if (STATUSES_NEEDING_REASONS.includes(body.status) && Object.keys(body.reasons ?? {}).length === 0) {
    throw new WharfError('VALIDATION_FAILED', `status ${body.status} needs at least one clarification reason in reasons (PEPPOL-T111-R001)`, { field: 'reasons' })
  }
  const ppd = body.reasons?.PPD
  if (ppd !== undefined && body.status !== 'PD') throw new WharfError('VALIDATION_FAILED', `reason PPD (partial payment) goes with status PD only, not ${body.status} (PEPPOL-T111-R005)`, { field: 'reasons.PPD' })
  if (ppd !== undefined && ppd.trim() === '') throw new WharfError('VALIDATION_FAILED', 'reason PPD (partial payment) needs its text: what was paid (PEPPOL-T111-R004)', { field: 'reasons.PPD' })
}

const statusXml = (listID: string, codes: Record<string, string> | undefined): string =>
  Object.entries(codes ?? {}).map(([code, text]) =>
    `<cac:Status>${el('cbc:StatusReasonCode', code, { listID })}${text.trim() === '' ? '' : el('cbc:StatusReason', text)}</cac:Status>`).join('')

export function buildInvoiceResponse (input: { id: string, now: Date, invoice: AnsweredFacts, body: InvoiceResponseBody }): string {
  const { id, invoice, body } = input
  const { date, time } = issueDateTime(input.now)
  return '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<ApplicationResponse ${rootAttributes('ApplicationResponse')}>` +
    el('cbc:CustomizationID', INVOICE_RESPONSE_CUSTOMIZATION_ID) +
    el('cbc:ProfileID', INVOICE_RESPONSE_PROFILE_ID) +
    el('cbc:ID', id) +
    el('cbc:IssueDate', date) + el('cbc:IssueTime', time) +
    el('cbc:Note', body.note === '' ? undefined : body.note) +
    `<cac:SenderParty>${partyContent(invoice.buyer, { legalName: 'always' })}</cac:SenderParty>` +
    `<cac:ReceiverParty>${partyContent(invoice.seller, { legalName: 'always' })}</cac:ReceiverParty>` +
    '<cac:DocumentResponse>' +
    `<cac:Response>${el('cbc:ResponseCode', body.status)}${statusXml('OPStatusReason', body.reasons)}${statusXml('OPStatusAction', body.actions)}</cac:Response>` +
    `<cac:DocumentReference>${el('cbc:ID', invoice.id)}${el('cbc:IssueDate', invoice.issueDate ?? undefined)}${el('cbc:DocumentTypeCode', invoice.typeCode ?? undefined)}</cac:DocumentReference>` +
    '</cac:DocumentResponse>' +
    '</ApplicationResponse>\n'
}
