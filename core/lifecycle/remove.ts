/**
 * Removing a document's bytes while keeping its audit trail (issue 18 point 6): the documents row (metadata, size,
 * sha256), its document_history and its lifecycle entries stay; the bytes (documents.content or its chunks) go and
 * documents.content_removed_at is set, with a Deleted (DELETE route) or Expired (retention) entry.
 *
 *   await removeContent(knex, clock, doc, { name: 'Deleted', description })   -> false when it was already removed
 *   await assertContent(knex, doc)        throws 410 DOCUMENT_REMOVED when the bytes are gone
 *   await markDownloaded(knex, clock, doc, by)   410 when removed; else a Downloaded entry on the first download
 *
 * A sent document whose send is still in flight (queued, retrying, fallback) cannot be deleted: 409 DOCUMENT_IN_FLIGHT.
 */
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import { WharfError } from '../errors.ts'
import { deleteBlob } from '../blobs/store.ts'
import type { DocumentRecord } from '../documents/store.ts'
import { hasStatus, recordStatus } from './statuses.ts'

export const IN_FLIGHT: readonly string[] = ['queued', 'retrying', 'fallback']

type Doc = Pick<DocumentRecord, 'id' | 'documentId' | 'status'>

/** Removes the bytes in one transaction; false (and nothing written) when another call removed them first. */
export async function removeContent (knex: Knex, clock: Clock, doc: Pick<DocumentRecord, 'id'>, entry: { name: 'Deleted' | 'Expired', description: string }): Promise<boolean> {
  return await knex.transaction(async trx => {
    const now = new Date(clock.now())
    const n = await trx('documents').where({ id: doc.id }).whereNull('content_removed_at').update({ content: null, content_removed_at: now, updated_at: now })
    if (Number(n) === 0) return false
    await deleteBlob(trx, doc.id)
    await recordStatus(trx, clock, doc.id, entry, { at: now })
    return true
  })
}

/** When the document's bytes were removed, or null. */
export async function contentRemovedAt (db: Knex, documentKey: string): Promise<string | null> {
  const row = await db('documents').where({ id: documentKey }).first('content_removed_at')
  return row?.content_removed_at == null ? null : new Date(row.content_removed_at).toISOString()
}

function removedError (doc: Doc, at: string): WharfError {
  return new WharfError('DOCUMENT_REMOVED', `The content of document ${doc.documentId} was removed on ${at}; GET .../${doc.documentId}/status shows its history`, { documentId: doc.documentId, removedOn: at })
}

export async function assertContent (db: Knex, doc: Doc): Promise<void> {
  const at = await contentRemovedAt(db, doc.id)
  if (at !== null) throw removedError(doc, at)
}

/** Before a download: 410 when removed; the first download records Downloaded (retention counts from it). */
export async function markDownloaded (db: Knex, clock: Clock, doc: Doc, by: string): Promise<void> {
  await assertContent(db, doc)
  if (!await hasStatus(db, doc.id, 'Downloaded')) await recordStatus(db, clock, doc.id, { name: 'Downloaded', description: `First downloaded by ${by}` })
}

/** The DELETE route's checks and removal: 409 while a send is in flight, 410 when already removed. */
export async function deleteDocumentContent (knex: Knex, clock: Clock, doc: Doc, by: string): Promise<void> {
  if (IN_FLIGHT.includes(doc.status)) {
    throw new WharfError('DOCUMENT_IN_FLIGHT', `Document ${doc.documentId} is still being sent (status ${doc.status}); delete it once it is delivered or failed`, { documentId: doc.documentId, status: doc.status })
  }
  if (!await removeContent(knex, clock, doc, { name: 'Deleted', description: `Content deleted by ${by}; metadata and history kept` })) {
    throw removedError(doc, await contentRemovedAt(knex, doc.id) ?? new Date(clock.now()).toISOString())
  }
}
