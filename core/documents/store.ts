/**
 * Document records: metadata, bytes and status history. Every write takes the caller's knex or transaction, so a
 * document, its status change and the event that reports it commit together (with publish()).
 *
 *   await insertDocument(trx, clock, { ...record, content })       -> DocumentRecord   (content: bytes or ByteSource)
 *   await setStatus(trx, clock, id, { status, reason, topic, eventId, ... }) (also appends to document_history)
 *   await getDocumentWithContent(db, id)                            -> { record, bytes } (bytes null when chunked)
 *   await getDocument(db, id) / getDocumentInScope(db, scope, documentId)  (scope: tenant, environment, party)
 *   await documentContent(db, id)                                   -> { bytes, mediaType }  (whole: small documents)
 *   await openDocumentContent(db, id)                               -> { stream, size, mediaType, sha256 } (any size)
 *   await listDocuments(db, scope, filters)                         newest first, keyset paging
 *
 * Bytes: up to INLINE_MAX_BYTES (1 MiB) in the row (documents.content, one insert, as before); larger ones in the
 * blob store (core/blobs/store.ts: chunks of 1 MiB, content null), streamed from a file source chunk by chunk with
 * size and sha256 computed on the way, so a 100 MB upload is never held in memory. Rows of either kind read alike.
 *
 * History: each entry carries the topic and id of the event that reports it. Callers generate the event id first
 * (randomUUID(), passed to publish() as `eventId`), so the entry is written once, with it, in the same transaction.
 *
 * Ids: `id` is the internal key every function here takes; `documentId` is the public one (API, events, downloads):
 * the caller's X-Service-DocumentId, else equal to `id`. getDocumentInScope() and documentsOfTenant() resolve it.
 *
 * Statuses. Outbound: queued (stored, send command published), retrying, fallback (handed to a fallback hook by an
 * output rule), sent, error. Inbound: received. insertDocument() and setStatus() also write the lifecycle entries the
 * API shows (Pending, Validated, Routed, Delivered, ...: core/lifecycle/statuses.ts) with the same writes.
 */
import { createHash, randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Knex } from 'knex'
import { memorySource, readSource, sourceSize, type ByteSource } from '../blobs/source.ts'
import { fromBytea, openBlob, readBlob, writeBlob } from '../blobs/store.ts'
import type { Clock } from '../clock.ts'
import type { Environment } from '../config.ts'
import { jsonColumn } from '../db/rows.ts'
import { write, type WriteBatch } from '../db/write-batch.ts'
import { DOCUMENT_ID_UNIQUE } from '../db/migrations/012_idem_document_ids.ts'
import type { DocumentFamily, Syntax } from './detect.ts'
import { CURRENT_STATUS_SQL, entriesOnInsert, entryOnChange, isLifecycleStatus, recordStatus } from '../lifecycle/statuses.ts'

export type Direction = 'out' | 'in'
export const DOCUMENT_STATUSES = ['queued', 'retrying', 'fallback', 'sent', 'error', 'received'] as const
export type DocumentStatus = typeof DOCUMENT_STATUSES[number]

/** What a document is, whose it is and where it goes: given to insertDocument (NewDocument), kept in every record. */
export interface DocumentIdentity {
  tenantId: string
  environment: Environment
  /** Internal party id. */
  partyId: string | null
  direction: Direction
  family: DocumentFamily
  syntax: Syntax
  documentTypeId: string | null
  processId: string | null
  sender: string | null
  receiver: string | null
  status: DocumentStatus
  mediaType: string
}

export interface DocumentRecord extends DocumentIdentity {
  /** The internal key (uuid): history, chunks, jobs and the functions of this module take it. */
  id: string
  /** The id the API, downloads and events show: the caller's (X-Service-DocumentId) or else the same uuid as `id`.
   * Unique per tenant and environment (migration 012). */
  documentId: string
  documentNumber: string | null
  statusReason: string | null
  hookId: string | null
  channel: string | null
  messageId: string | null
  attempts: number
  createdBy: string | null
  size: number
  sha256: string
  createdAt: string
  updatedAt: string
}

export interface NewDocument extends DocumentIdentity {
  id?: string
  /** The public id (default: the same as `id`); a duplicate in the tenant and environment makes the insert fail
   * (isDuplicateDocumentId). */
  documentId?: string
  documentNumber?: string | null
  /** The document's issue date as written (cbc:IssueDate, CII IssueDateTime): a key of the duplicate hint. */
  issueDate?: string | null
  statusReason?: string | null
  hookId?: string | null
  channel?: string | null
  messageId?: string | null
  createdBy?: string | null
  /** The bytes, or a ByteSource (a file source is streamed into the blob store; the caller disposes it). */
  content: Uint8Array | ByteSource
}

/** Documents up to this size keep their bytes in the row; larger ones go to the blob store in chunks. */
export const INLINE_MAX_BYTES = 1024 * 1024

export interface StatusChange {
  status: DocumentStatus
  reason?: string | null
  topic?: string | null
  eventId?: string | null
  hookId?: string | null
  channel?: string | null
  messageId?: string | null
  attempts?: number
  details?: Record<string, unknown> | null
  /** A sent document's validation outcome (core/validation/outgoing.ts): its Validated entry's text (insert only). */
  validation?: string | null
}

export interface HistoryEntry {
  status: DocumentStatus
  reason: string | null
  topic: string | null
  eventId: string | null
  hookId: string | null
  details: Record<string, unknown> | null
  at: string
}

export interface DocumentScope { tenantId: string, environment: Environment, partyId: string }

const iso = (v: Date | string): string => new Date(v).toISOString()

function toRecord (r: Record<string, any>): DocumentRecord {
  return {
    id: r.id, documentId: r.document_id, tenantId: r.tenant_id, environment: r.environment, partyId: r.party_id, direction: r.direction,
    family: r.family, syntax: r.syntax, documentTypeId: r.document_type_id, processId: r.process_id,
    documentNumber: r.document_number, sender: r.sender, receiver: r.receiver, status: r.status,
    statusReason: r.status_reason, hookId: r.hook_id, channel: r.channel, messageId: r.message_id,
    attempts: Number(r.attempts), createdBy: r.created_by, mediaType: r.media_type, size: Number(r.size),
    sha256: r.sha256, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at)
  }
}

/** Columns without the bytes, for every read that does not need them. */
const META = ['id', 'document_id', 'tenant_id', 'environment', 'party_id', 'direction', 'family', 'syntax', 'document_type_id', 'process_id',
  'document_number', 'sender', 'receiver', 'status', 'status_reason', 'hook_id', 'channel', 'message_id', 'attempts',
  'created_by', 'media_type', 'size', 'sha256', 'created_at', 'updated_at']

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

/** Whether insertDocument() can add this content to a WriteBatch (it stays in the row; larger ones take several
 * statements in a transaction: the row, then its chunks). */
export const batchableContent = (content: Uint8Array | ByteSource): boolean =>
  (content instanceof Uint8Array ? content.byteLength : sourceSize(content)) <= INLINE_MAX_BYTES

/** Inserts the document and its first history entry. With `batch` (only for batchableContent()) the writes are added
 * to it and run with it. */
export async function insertDocument (db: Knex | Knex.Transaction, clock: Clock, doc: NewDocument, firstEntry?: Omit<StatusChange, 'status'>, opts: { batch?: WriteBatch } = {}): Promise<DocumentRecord> {
  const now = new Date(clock.now())
  const src: ByteSource = doc.content instanceof Uint8Array ? memorySource(doc.content) : doc.content
  const size = sourceSize(src)
  if (opts.batch !== undefined && size > INLINE_MAX_BYTES) throw new Error('insertDocument: a document stored in chunks cannot join a WriteBatch')
  // Small file sources (rare: spooling keeps up to 1 MiB in memory) are read, so every small document sits in its row.
  const inline = size <= INLINE_MAX_BYTES ? await readSource(src) : null
  const id = doc.id ?? randomUUID()
  const row = {
    id,
    document_id: doc.documentId ?? id,
    tenant_id: doc.tenantId,
    environment: doc.environment,
    party_id: doc.partyId,
    direction: doc.direction,
    family: doc.family,
    syntax: doc.syntax,
    document_type_id: doc.documentTypeId,
    process_id: doc.processId,
    document_number: doc.documentNumber ?? null,
    issue_date: doc.issueDate ?? null,
    sender: doc.sender,
    receiver: doc.receiver,
    status: doc.status,
    status_reason: doc.statusReason ?? null,
    hook_id: doc.hookId ?? null,
    channel: doc.channel ?? null,
    message_id: doc.messageId ?? null,
    attempts: 0,
    created_by: doc.createdBy ?? null,
    media_type: doc.mediaType,
    content: inline,
    size,
    // A large document is hashed while it is written to the blob store (set just below).
    sha256: inline !== null ? sha256Hex(inline) : '',
    created_at: now,
    updated_at: now
  }
  await write(db('documents').insert(row), opts.batch)
  if (inline === null) {
    const blob = await writeBlob(db, row.id, src)
    if (blob.size !== size) throw new Error(`document ${row.id}: the source held ${blob.size} bytes, not ${size}`)
    row.sha256 = blob.sha256
    await db('documents').where({ id: row.id }).update({ sha256: blob.sha256 })
  }
  await appendHistory(db, row.id, { status: doc.status, reason: doc.statusReason ?? null, ...firstEntry }, now, opts.batch)
  await recordStatus(db, clock, row.id, entriesOnInsert(row, firstEntry?.topic, firstEntry?.validation), { batch: opts.batch, at: now })
  const { content: _bytes, ...meta } = row
  return toRecord(meta)
}

async function appendHistory (db: Knex | Knex.Transaction, id: string, c: StatusChange, at: Date, batch?: WriteBatch): Promise<void> {
  await write(db('document_history').insert({
    document_id: id, status: c.status, reason: c.reason ?? null, topic: c.topic ?? null, event_id: c.eventId ?? null,
    hook_id: c.hookId ?? null, details: c.details == null ? null : JSON.stringify(c.details), at
  }), batch)
}

/** Sets the status (and the given optional fields) and appends a history entry (with `batch`: added to it). */
export async function setStatus (db: Knex | Knex.Transaction, clock: Clock, id: string, c: StatusChange, opts: { batch?: WriteBatch } = {}): Promise<void> {
  const now = new Date(clock.now())
  const update: Record<string, unknown> = { status: c.status, status_reason: c.reason ?? null, updated_at: now }
  if (c.hookId !== undefined) update.hook_id = c.hookId
  if (c.channel !== undefined) update.channel = c.channel
  if (c.messageId !== undefined) update.message_id = c.messageId
  if (c.attempts !== undefined) update.attempts = c.attempts
  await write(db('documents').where({ id }).update(update), opts.batch)
  await appendHistory(db, id, c, now, opts.batch)
  const entry = entryOnChange(c)
  if (entry !== null) await recordStatus(db, clock, id, entry, { batch: opts.batch, at: now })
}

export async function getDocument (db: Knex | Knex.Transaction, id: string): Promise<DocumentRecord | undefined> {
  if (!isUuid(id)) return undefined
  const row = await db('documents').where({ id }).first(META)
  return row === undefined ? undefined : toRecord(row)
}

/** The document with this public id (documentId) when it belongs to the scope's tenant, environment and party;
 * undefined otherwise (answer 404). */
export async function getDocumentInScope (db: Knex, scope: DocumentScope, documentId: string): Promise<DocumentRecord | undefined> {
  if (!isDocumentId(documentId)) return undefined
  const row = await db('documents').where({ document_id: documentId, tenant_id: scope.tenantId, environment: scope.environment, party_id: scope.partyId }).first(META)
  return row === undefined ? undefined : toRecord(row)
}

/** The tenant's documents with this public id: one, or one per environment (callers that know no environment). */
export async function documentsOfTenant (db: Knex, tenantId: string, documentId: string): Promise<DocumentRecord[]> {
  if (!isDocumentId(documentId)) return []
  const rows = await db('documents').where({ document_id: documentId, tenant_id: tenantId }).limit(2).select(META)
  return rows.map(toRecord)
}

/**
 * Metadata and inline bytes in one statement (the send command's read): `bytes` null for a chunked (large) document,
 * read it with openDocumentContent.
 */
export async function getDocumentWithContent (db: Knex | Knex.Transaction, id: string): Promise<{ record: DocumentRecord, bytes: Buffer | null } | undefined> {
  if (!isUuid(id)) return undefined
  const row = await db('documents').where({ id }).first(...META, 'content')
  if (row === undefined) return undefined
  return { record: toRecord(row), bytes: fromBytea(row.content) }
}

/** The whole bytes in one Buffer: for small documents (a chunked one is assembled in memory). */
export async function documentContent (db: Knex | Knex.Transaction, id: string): Promise<{ bytes: Buffer, mediaType: string } | undefined> {
  if (!isUuid(id)) return undefined
  const row = await db('documents').where({ id }).first('content', 'media_type')
  if (row === undefined) return undefined
  const bytes = fromBytea(row.content) ?? await readBlob(db, id)
  return { bytes, mediaType: row.media_type }
}

export interface DocumentStream {
  /** The bytes: from the row, or from the blob store one chunk per query. */
  stream: Readable
  size: number
  mediaType: string
  sha256: string
  /** The bytes when they sit in the row (small documents): send them as they are. */
  bytes: Buffer | null
}

/** The document's bytes as a stream, whatever its size (downloads, the plugin hand-over). */
export async function openDocumentContent (db: Knex | Knex.Transaction, id: string): Promise<DocumentStream | undefined> {
  if (!isUuid(id)) return undefined
  // content is null for a chunked document, so this reads at most INLINE_MAX_BYTES.
  const row = await db('documents').where({ id }).first('content', 'media_type', 'size', 'sha256')
  if (row === undefined) return undefined
  const meta = { size: Number(row.size), mediaType: row.media_type as string, sha256: row.sha256 as string }
  const bytes = fromBytea(row.content)
  if (bytes === null) return { ...meta, stream: openBlob(db, id), bytes: null }
  return { ...meta, stream: Readable.from(bytes.length === 0 ? [] : [bytes]), bytes }
}

export async function documentHistory (db: Knex, id: string): Promise<HistoryEntry[]> {
  const rows = await db('document_history').where({ document_id: id }).orderBy('seq', 'asc')
  return rows.map(r => ({
    status: r.status, reason: r.reason, topic: r.topic, eventId: r.event_id, hookId: r.hook_id,
    details: jsonColumn<Record<string, unknown>>(r.details) ?? null, at: iso(r.at)
  }))
}

export interface ListFilters {
  direction?: Direction
  family?: string
  /** An internal status (queued, ...) or a lifecycle status (Pending, ...: the document's latest lifecycle entry). */
  status?: string
  /** The other side: the receiver of a sent document, the sender of a received one (case-insensitive). */
  counterparty?: string
  /** Period of createdOn: from (inclusive) to (exclusive). */
  from?: string
  to?: string
  limit: number
  before?: { createdAt: string, id: string }
}

/** Newest first; `before` is the (createdAt, id) of the last document of the previous page. */
export async function listDocuments (db: Knex, scope: DocumentScope, f: ListFilters): Promise<{ documents: DocumentRecord[], hasMore: boolean }> {
  const q = db('documents').where({ tenant_id: scope.tenantId, environment: scope.environment, party_id: scope.partyId })
  if (f.direction !== undefined) void q.where({ direction: f.direction })
  if (f.family !== undefined) void q.where({ family: f.family })
  if (f.status !== undefined && isLifecycleStatus(f.status)) void q.whereRaw(`${CURRENT_STATUS_SQL} = ?`, [f.status])
  else if (f.status !== undefined) void q.where({ status: f.status })
  if (f.counterparty !== undefined) {
    const c = f.counterparty.toLowerCase()
    void q.where(b => { void b.where(b2 => { void b2.where({ direction: 'out' }).whereRaw('lower(receiver) = ?', [c]) }).orWhere(b2 => { void b2.where({ direction: 'in' }).whereRaw('lower(sender) = ?', [c]) }) })
  }
  if (f.from !== undefined) void q.where('created_at', '>=', new Date(f.from))
  if (f.to !== undefined) void q.where('created_at', '<', new Date(f.to))
  if (f.before !== undefined) {
    const at = new Date(f.before.createdAt)
    const id = f.before.id
    void q.where(b => { void b.where('created_at', '<', at).orWhere(b2 => { void b2.where('created_at', '=', at).andWhere('id', '<', id) }) })
  }
  const rows = await q.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(f.limit + 1).select(META)
  return { documents: rows.slice(0, f.limit).map(toRecord), hasMore: rows.length > f.limit }
}

/** A public document id: a caller's X-Service-DocumentId (6-64 letters, digits and `-`) or a generated uuid. */
export const DOCUMENT_ID_PATTERN = '^[A-Za-z0-9-]{6,64}$'
export const isDocumentId = (s: string): boolean => new RegExp(DOCUMENT_ID_PATTERN).test(s)

/** Whether `err` is the database refusing a second document with the same public id in a tenant and environment. */
export function isDuplicateDocumentId (err: unknown): boolean {
  const e = err as { code?: unknown, constraint?: unknown, message?: unknown } | null
  if (e === null || typeof e !== 'object' || e.code !== '23505') return false
  return e.constraint === DOCUMENT_ID_UNIQUE || (typeof e.message === 'string' && e.message.includes(DOCUMENT_ID_UNIQUE))
}

export const isUuid = (s: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s)
