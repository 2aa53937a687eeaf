/**
 * Peppol Order Response (T76, UBL OrderResponse, process ordering:3) and Order Cancellation (T115, UBL
 * OrderCancellation, process advanced_ordering:3) built from the API's small bodies and the order they answer:
 *
 *   const xml = buildOrderResponse({ id, now, order: facts, body: { status: 'AP', note } })      // the seller answers
 *   const xml = buildOrderCancellation({ id, now, order: facts, body: { cancellationNote, note } })  // the buyer cancels
 *
 * Order Response codes: UNCL4343-T76 (AB AP RE CA), header level only (no lines): AB, AP and RE, as the official
 * rules forbid lines with these (PEPPOL-T76-R008..R010); CA is refused, it must carry lines (PEPPOL-T76-R007). Both carry the order as
 * OrderReference/ID and the parties as the order names them (EndpointID, PartyIdentification, RegistrationName:
 * PEPPOL-T76-R001/R002 need a name or an identifier; the Order Cancellation's seller also its country, from the order or
 * the body's sellerCountry: PEPPOL-T115-B06002). Element order: the UBL 2.1 schemas; structure as the official
 * examples (poacc-upgrade-3 rules/examples/OrderResponse_Example.xml, the Order Cancellation example of the BIS).
 */
import { WharfError } from '../../errors.ts'
import { codesOf, isCode } from './codes.ts'
import type { AnsweredFacts } from './answered.ts'
import { el, issueDateTime, partyContent, rootAttributes } from './xml.ts'

export const ORDER_RESPONSE_CUSTOMIZATION_ID = 'urn:fdc:peppol.eu:poacc:trns:order_response:3'
export const ORDER_RESPONSE_PROFILE_ID = 'urn:fdc:peppol.eu:poacc:bis:ordering:3'
export const ORDER_CANCELLATION_CUSTOMIZATION_ID = 'urn:fdc:peppol.eu:poacc:trns:order_cancellation:3'
export const ORDER_CANCELLATION_PROFILE_ID = 'urn:fdc:peppol.eu:poacc:bis:advanced_ordering:3'

export interface OrderResponseBody { status: string, note?: string }
/** sellerCountry: ISO 3166-1 alpha-2, for an order that names no seller country (T115 wants it: PEPPOL-T115-B06002). */
export interface OrderCancellationBody { cancellationNote: string, note?: string, sellerCountry?: string }

export function checkOrderResponseBody (body: OrderResponseBody): void {
  if (!isCode('UNCL4343-T76', body.status)) {
    throw new WharfError('VALIDATION_FAILED', `status must be one of ${codesOf('UNCL4343-T76').join(', ')} (Peppol code list UNCL4343-T76)`, { field: 'status' })
  }
  // The official rules want the changed lines of a conditional acceptance; this header-level response has none.
  if (body.status === 'CA') throw new WharfError('VALIDATION_FAILED', 'status CA (conditionally accepted) needs order lines stating each change (PEPPOL-T76-R007), which this header-level Order Response does not write: answer AB, AP or RE, or send an Order Response of your own (orderResponse/send)', { field: 'status' })
}

export function checkOrderCancellationBody (body: OrderCancellationBody): void {
  if (body.cancellationNote.trim() === '') throw new WharfError('VALIDATION_FAILED', 'cancellationNote is required: the reason for cancelling the order', { field: 'cancellationNote' })
  if (body.sellerCountry !== undefined && !/^[A-Z]{2}$/.test(body.sellerCountry)) throw new WharfError('VALIDATION_FAILED', 'sellerCountry must be an ISO 3166-1 alpha-2 code such as SE', { field: 'sellerCountry' })
}

const head = (customization: string, profile: string, id: string, now: Date): string => {
  const { date, time } = issueDateTime(now)
  return el('cbc:CustomizationID', customization) + el('cbc:ProfileID', profile) + el('cbc:ID', id) + el('cbc:IssueDate', date) + el('cbc:IssueTime', time)
}
const note = (n: string | undefined): string => el('cbc:Note', n === '' ? undefined : n)
const parties = (order: AnsweredFacts, first: 'seller' | 'buyer', sellerCountry?: string): string => {
  const seller = `<cac:SellerSupplierParty><cac:Party>${partyContent(order.seller, sellerCountry === undefined ? {} : { country: sellerCountry })}</cac:Party></cac:SellerSupplierParty>`
  const buyer = `<cac:BuyerCustomerParty><cac:Party>${partyContent(order.buyer)}</cac:Party></cac:BuyerCustomerParty>`
  return first === 'seller' ? seller + buyer : buyer + seller
}

export function buildOrderResponse (input: { id: string, now: Date, order: AnsweredFacts, body: OrderResponseBody }): string {
  const { order, body } = input
  return '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<OrderResponse ${rootAttributes('OrderResponse')}>` +
    head(ORDER_RESPONSE_CUSTOMIZATION_ID, ORDER_RESPONSE_PROFILE_ID, input.id, input.now) +
    el('cbc:OrderResponseCode', body.status) + note(body.note) +
    el('cbc:DocumentCurrencyCode', order.currency ?? undefined) +
    `<cac:OrderReference>${el('cbc:ID', order.id)}</cac:OrderReference>` +
    parties(order, 'seller') +
    '</OrderResponse>\n'
}

export function buildOrderCancellation (input: { id: string, now: Date, order: AnsweredFacts, body: OrderCancellationBody }): string {
  const { order, body } = input
  // The seller's postal address is mandatory in T115 (its country: PEPPOL-T115-B06002), optional in the order (T01).
  const country = order.seller.country ?? body.sellerCountry
  if (country === undefined) throw new WharfError('VALIDATION_FAILED', `Order ${order.id} names no seller country (SellerSupplierParty/Party/PostalAddress/Country), which an Order Cancellation must carry (PEPPOL-T115-B06002): give sellerCountry`, { field: 'sellerCountry' })
  return '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<OrderCancellation ${rootAttributes('OrderCancellation')}>` +
    head(ORDER_CANCELLATION_CUSTOMIZATION_ID, ORDER_CANCELLATION_PROFILE_ID, input.id, input.now) +
    note(body.note) + el('cbc:CancellationNote', body.cancellationNote) +
    `<cac:OrderReference>${el('cbc:ID', order.id)}</cac:OrderReference>` +
    parties(order, 'buyer', country) +
    '</OrderCancellation>\n'
}
