/**
 * Which document a received business response answers (issue 18): the `refToDocumentId` of
 * InvoiceResponseReceived, OrderResponseReceived and OrderCancellationReceived, found by the referenced document's ID
 * and the two parties among the receiving party's documents:
 *   Invoice Response (ApplicationResponse T111)  DocumentResponse/DocumentReference/ID -> a sent invoice or credit note
 *                                                 with that number whose receiver is the response's sender
 *   Order Response                               OrderReference/ID -> a sent order whose receiver is the response's sender
 *   Order Cancellation                           OrderReference/ID -> a received order whose sender is the cancellation's sender
 * The newest such document wins; none: null (the event is published all the same).
 *
 *   const ref = await answeredDocumentId(db, partyInternalId, detected, content)   // documentId or null
 *   const r = await referencedId(content, detected)                               // the referenced document's ID
 */
import type { Knex } from 'knex'
import { openSource, sourceSize, type ByteSource } from '../../blobs/source.ts'
import { DEFAULT_MAX_DOCUMENT_BYTES, UBL_CAC, UBL_CBC, type DetectedDocument } from '../detect.ts'
import { scanXml, scanXmlStream, type PathSpec } from '../xml-stream.ts'
import { topicStem } from '../topics.ts'

interface Target { steps: Array<[string, string]>, direction: 'in' | 'out', families: string[], counterpart: 'receiver' | 'sender' }

function targetOf (d: DetectedDocument): Target | undefined {
  const orderRef: Array<[string, string]> = [[UBL_CAC, 'OrderReference'], [UBL_CBC, 'ID']]
  switch (topicStem(d.family, d.documentTypeId)) {
    case 'InvoiceResponse': return { steps: [[UBL_CAC, 'DocumentResponse'], [UBL_CAC, 'DocumentReference'], [UBL_CBC, 'ID']], direction: 'out', families: ['Invoice', 'CreditNote'], counterpart: 'receiver' }
    case 'OrderResponse': return { steps: orderRef, direction: 'out', families: ['Order'], counterpart: 'receiver' }
    case 'OrderCancellation': return { steps: orderRef, direction: 'in', families: ['Order'], counterpart: 'sender' }
    default: return undefined
  }
}

/** The ID of the document a response refers to, read from its bytes; undefined for other documents. */
export async function referencedId (content: ByteSource, d: DetectedDocument): Promise<string | null | undefined> {
  const target = targetOf(d)
  if (target === undefined) return undefined
  const plan = (): PathSpec[] => [{ key: 'ref', steps: target.steps }]
  const scan = content.kind === 'memory'
    ? scanXml(content.bytes, { maxBytes: DEFAULT_MAX_DOCUMENT_BYTES, plan })
    : await scanXmlStream(openSource(content) as AsyncIterable<Uint8Array>, { maxBytes: DEFAULT_MAX_DOCUMENT_BYTES, size: sourceSize(content), plan })
  return scan.values.get('ref')?.text ?? null
}

export async function answeredDocumentId (db: Knex | Knex.Transaction, partyInternalId: string | null, d: DetectedDocument, content: ByteSource): Promise<string | null> {
  const target = targetOf(d)
  if (target === undefined || partyInternalId === null || !d.sender.ok) return null
  const ref = await referencedId(content, d)
  if (ref == null) return null
  const row = await db('documents')
    .where({ party_id: partyInternalId, direction: target.direction, document_number: ref, [target.counterpart]: d.sender.id })
    .whereIn('family', target.families)
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .first('document_id') as { document_id: string } | undefined
  return row?.document_id ?? null
}
