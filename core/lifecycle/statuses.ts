/**
 * The lifecycle of a document as the API shows it (issue 18 point 6), one `document_status` row per transition
 * (migration 013), written with the change that causes it (the same transaction or WriteBatch):
 *
 *   sent:      Pending -> Validated -> Routed -> Delivered        or Rejected (at once) / Failed (final)
 *   received:  Received -> Delivered (the first *Received event a consumer's hook took) -> Downloaded
 *   both:      Deleted (DELETE: bytes removed, trail kept) or Expired (retention removed the bytes)
 *
 * The send and receive paths keep their internal statuses (queued, retrying, fallback, sent, error, received;
 * core/documents/store.ts); lifecycleOnInsert() and lifecycleOnChange() derive the lifecycle entries from them:
 *   insert queued   -> Pending, Validated (the send checks passed before storing: well-formed, no DTD, a Peppol document
 *                      type and process, EndpointIDs; and the official rules' outcome, core/validation/outgoing.ts:
 *                      valid, or under policy warn the errors and warnings), Routed when a hook took the send command
 *   insert error    -> Pending, Rejected (an EndpointID missing or wrong: InvoiceSentError, never retried)
 *   insert received -> Received
 *   -> sent         -> Delivered;  -> error -> Failed;  -> fallback -> Routed (handed to a fallback topic)
 *   retrying adds no entry (the attempts are in document_history and the *SentRetry events).
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import { write, type WriteBatch } from '../db/write-batch.ts'

export const LIFECYCLE_STATUSES = ['Pending', 'Validated', 'Routed', 'Delivered', 'Rejected', 'Failed', 'Received', 'Downloaded', 'Deleted', 'Expired'] as const
export type LifecycleStatus = typeof LIFECYCLE_STATUSES[number]
export const isLifecycleStatus = (s: string): s is LifecycleStatus => (LIFECYCLE_STATUSES as readonly string[]).includes(s)

export interface StatusEntry { id: string, name: LifecycleStatus, description: string, createdOn: string }

type Db = Knex | Knex.Transaction
interface Entry { name: LifecycleStatus, description: string }

/** Appends entries for a document (its internal key), all at `at` (default: now), in `db` or added to `batch`. */
export async function recordStatus (db: Db, clock: Clock, documentKey: string, entries: Entry | Entry[], opts: { batch?: WriteBatch, at?: Date } = {}): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries]
  if (list.length === 0) return
  const at = opts.at ?? new Date(clock.now())
  await write(db('document_status').insert(list.map(e => ({
    id: randomUUID(), document_key: documentKey, name: e.name, description: e.description.slice(0, 2000), created_on: at
  }))), opts.batch)
}

/** The row insertDocument() writes (the fields the lifecycle reads). */
export interface InsertedRow { id: string, direction: string, status: string, status_reason: string | null, hook_id: string | null, created_by: string | null, message_id: string | null }

/** Entries for a document just stored (core/documents/store.ts insertDocument). */
export function entriesOnInsert (row: InsertedRow, topic: string | null | undefined, validation?: string | null): Entry[] {
  const via = topic != null ? ` (${topic})` : ''
  if (row.direction === 'in') return [{ name: 'Received', description: `Received through ${row.created_by ?? 'a channel'}${row.message_id !== null ? `, message ${row.message_id}` : ''}${via}` }]
  const pending: Entry = { name: 'Pending', description: `Accepted for sending by ${row.created_by ?? 'the API'}` }
  if (row.status === 'error') return [pending, { name: 'Rejected', description: row.status_reason ?? `Refused${via}` }]
  const checks = 'Well-formed XML without DTD, a Peppol document type and process, sender and receiver EndpointIDs'
  const out: Entry[] = [pending, { name: 'Validated', description: validation != null ? `${checks}. ${validation}` : checks }]
  if (row.hook_id !== null) out.push({ name: 'Routed', description: `Send command${via} taken by hook ${row.hook_id}` })
  return out
}

/** A status change (core/documents/store.ts setStatus): its entry, or none. */
export function entryOnChange (c: { status: string, reason?: string | null, topic?: string | null, hookId?: string | null, channel?: string | null, messageId?: string | null }): Entry | null {
  const via = [c.channel != null ? `channel ${c.channel}` : null, c.hookId != null ? `hook ${c.hookId}` : null].filter(Boolean).join(', ')
  switch (c.status) {
    case 'sent': return { name: 'Delivered', description: `${c.reason ?? 'Delivered'}${via !== '' ? ` via ${via}` : ''}${c.messageId != null ? `; message ${c.messageId}` : ''}${c.topic != null ? ` (${c.topic})` : ''}` }
    case 'error': return { name: 'Failed', description: `${c.reason ?? 'Failed'}${c.topic != null ? ` (${c.topic})` : ''}` }
    case 'fallback': return { name: 'Routed', description: c.reason ?? `Handed to ${c.topic ?? 'a fallback topic'}` }
    default: return null
  }
}

/** The history of a document (internal key), oldest first. */
export async function statusHistory (db: Db, documentKey: string): Promise<StatusEntry[]> {
  const rows = await db('document_status').where({ document_key: documentKey }).orderBy('seq', 'asc').select('id', 'name', 'description', 'created_on')
  return rows.map(r => ({ id: r.id, name: r.name, description: r.description, createdOn: new Date(r.created_on).toISOString() }))
}

/** Whether the document already has an entry of this name. */
export async function hasStatus (db: Db, documentKey: string, name: LifecycleStatus): Promise<boolean> {
  return (await db('document_status').where({ document_key: documentKey, name }).first('seq')) !== undefined
}

/** SQL for the current lifecycle status of `documents` rows (the latest entry), for filters. */
export const CURRENT_STATUS_SQL = '(select s.name from document_status s where s.document_key = documents.id order by s.seq desc limit 1)'

/**
 * A received document reached its consumer: the first hook delivery of its *Received event that succeeded
 * (core/delivery/hook-delivery.ts) records Delivered, once (one statement: insert unless there is one already).
 * Deleted and Expired are final: a delivery that lands after the bytes were removed is not recorded as a step (it
 * stays in the hook's delivery attempts), so the document's status stays Deleted or Expired. The document row is
 * read FOR SHARE and must still have its bytes: a removal (core/lifecycle/remove.ts updates that row first) that
 * commits while this statement runs makes it re-read the row and insert nothing, and one that starts after waits for
 * it. (Without the lock, on PostgreSQL a delivery racing a DELETE could add Delivered after Deleted.)
 */
export async function recordConsumerDelivery (db: Db, clock: Clock, documentKey: string | null, topic: string, hookId: string): Promise<void> {
  if (documentKey === null || !topic.endsWith('Received') || !/^[0-9a-f-]{36}$/i.test(documentKey)) return
  await db.raw(`insert into document_status (id, document_key, name, description, created_on)
    select ?, d.id, 'Delivered', ?, ? from documents d
     where d.id = ? and d.direction = 'in' and d.content_removed_at is null
       and not exists (select 1 from document_status s where s.document_key = d.id and s.name in ('Delivered', 'Deleted', 'Expired'))
     for share of d`,
  [randomUUID(), `Delivered to the consumer: hook ${hookId} took ${topic}`, new Date(clock.now()), documentKey])
}
