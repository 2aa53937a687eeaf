/**
 * `receiverId` of POST /api/v1/{partyId}/generic/send: the receiver Wharf sends to is written into the document's
 * receiver EndpointID (scheme and value), so the document and its routing agree. Only that element changes; the rest
 * of the bytes stay as uploaded.
 *
 *   const bytes = overrideReceiver(original, detected, '0192:987654325')
 *
 * The receiver element per document is the one detection reads (UBL_PARTIES in ../detect.ts): the first EndpointID
 * inside AccountingCustomerParty (invoices and credit notes; AccountingSupplierParty for self-billing),
 * SellerSupplierParty (orders, order changes and cancellations), BuyerCustomerParty (order responses),
 * DeliveryCustomerParty (despatch advice), ReceiverParty (ApplicationResponse and most Logistics documents), ...,
 * or BuyerTradeParty's URIUniversalCommunication/URIID (CII). A document without one: 400.
 */
import { WharfError } from '../../errors.ts'
import { parsePartyId } from '../../peppol/identifiers.ts'
import { UBL_PARTIES, type DetectedDocument } from '../detect.ts'
import { escapeXml } from './xml.ts'

function receiverElements (d: DetectedDocument): { party: string, endpoint: string } {
  if (d.syntax === 'CII') return { party: 'BuyerTradeParty', endpoint: 'URIID' }
  if (d.selfBilling) return { party: 'AccountingSupplierParty', endpoint: 'EndpointID' }
  return { party: UBL_PARTIES[d.rootName].receiver, endpoint: 'EndpointID' }
}

export function overrideReceiver (bytes: Uint8Array, d: DetectedDocument, receiverId: string): Buffer {
  let id
  try { id = parsePartyId(receiverId) } catch (err) {
    throw new WharfError('INVALID_PARTY_ID', `receiverId: ${(err as Error).message}`, { field: 'receiverId' })
  }
  const text = Buffer.from(bytes).toString('utf8')
  const { party, endpoint } = receiverElements(d)
  const start = new RegExp(`<([A-Za-z_][\\w.-]*:)?${party}[\\s>]`).exec(text)
  const el = start === null ? null : new RegExp(`<((?:[A-Za-z_][\\w.-]*:)?${endpoint})(\\s[^>]*)?>([^<]*)</\\1\\s*>`, 'g')
  if (el !== null && start !== null) el.lastIndex = start.index
  const m = el?.exec(text) ?? null
  if (m === null) throw new WharfError('VALIDATION_FAILED', `receiverId: the document has no ${party} ${endpoint} to write the receiver into`, { field: 'receiverId' })
  const attrs = (m[2] ?? '').replace(/\sschemeID\s*=\s*("[^"]*"|'[^']*')/, '')
  const replaced = `<${m[1]} schemeID="${escapeXml(id.scheme)}"${attrs}>${escapeXml(id.value)}</${m[1]}>`
  return Buffer.from(text.slice(0, m.index) + replaced + text.slice(m.index + m[0].length), 'utf8')
}
