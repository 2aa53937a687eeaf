/**
 * The path segments that name a kind of document of a party, for reading it (download, status, DELETE):
 *   generic          any document of the party (sent or received, MLS included)
 *   salesInvoice     sent invoices and credit notes          purchaseInvoice  received invoices and credit notes
 *   purchaseOrder    sent orders, changes, cancellations     salesOrder       received orders, changes, cancellations
 * A document of another kind answers 404 under a segment, as an unknown one.
 */
import type { DocumentRecord } from './store.ts'

const INVOICES: readonly string[] = ['Invoice', 'CreditNote']
const ORDERS: readonly string[] = ['Order', 'OrderChange', 'OrderCancellation']

export interface DocumentSegment { segment: string, what: string, accept: (d: Pick<DocumentRecord, 'direction' | 'family'>) => boolean }

export const DOCUMENT_SEGMENTS: readonly DocumentSegment[] = [
  { segment: 'generic', what: 'any document of the party (sent or received, MLS included)', accept: () => true },
  { segment: 'salesInvoice', what: 'a sent invoice or credit note', accept: d => d.direction === 'out' && INVOICES.includes(d.family) },
  { segment: 'purchaseInvoice', what: 'a received invoice or credit note', accept: d => d.direction === 'in' && INVOICES.includes(d.family) },
  { segment: 'purchaseOrder', what: 'a sent order, order change or order cancellation', accept: d => d.direction === 'out' && ORDERS.includes(d.family) },
  { segment: 'salesOrder', what: 'a received order, order change or order cancellation', accept: d => d.direction === 'in' && ORDERS.includes(d.family) }
]
