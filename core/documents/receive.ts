/**
 * The inbound side's storage step, for receivers (the AS4 receiver plugin, an https-inbound channel): store a received
 * document and publish the family's *Received event (InvoiceReceived, OrderReceived, InvoiceResponseReceived,
 * MessageLevelStatusReceived, ...) in the CALLER's transaction, so the document and its event commit together
 * (and, for AS4, before the receipt is returned).
 *
 *   await knex.transaction(trx => storeReceivedDocument(trx, { clock, hooks, wakeup }, {
 *     tenantId, environment, partyInternalId, partyId, bytes, createdBy: 'peppol', detected?, messageId?, details?
 *   }))
 * A large document comes as `source` (a ByteSource, e.g. a spooled file) instead of `bytes`: detected by streaming
 * it (unless `detected` is passed) and streamed into the blob store; the caller disposes the source afterwards.
 *
 * Validation (`validation`, core/validation/incoming.ts): a document that fails under the tenant's policy reject is
 * stored all the same and announced as the family's *ReceivedError (details.validation, details.ruleIds); under warn
 * the findings go into the *Received event's details.validation.
 *
 * Details of the event: id, sender, createdBy, documentTypeId (the spec's InvoiceReceived details), plus processId,
 * recipient, messageId and what the caller adds; `possibleDuplicateOf` (a documentId) when the party already received an
 * invoice or credit note with the same number (cbc:ID), sender and issue date (indexed, migration 011). `detected` may be passed when the caller already ran
 * detectDocument(); otherwise it runs here (and throws the same coded errors as the send route).
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Environment } from '../config.ts'
import { publish, type PublishDeps } from '../publish/publish.ts'
import { memorySource, type ByteSource } from '../blobs/source.ts'
import { detectDocumentSource, DEFAULT_MAX_DOCUMENT_BYTES, type DetectedDocument } from './detect.ts'
import { batchableContent, insertDocument, type DocumentRecord } from './store.ts'
import { write, WriteBatch } from '../db/write-batch.ts'
import { receivedErrorTopic, topicsFor } from './topics.ts'
import { failedRuleIds, type IncomingValidation } from '../validation/incoming.ts'
import { answeredDocumentId } from './responses/reference.ts'
import { record } from '../metrics/registry.ts'
import { afterCommit } from '../work/wakeup.ts'

export interface ReceivedDocumentInput {
  tenantId: string
  environment: Environment
  /** Internal id of the receiving party (decides which party-level hooks get the event). */
  partyInternalId: string | null
  /** The receiving party as shown in payloads (alias form). */
  partyId: string | null
  /** The document: exactly one of `bytes` and `source`. */
  bytes?: Uint8Array
  source?: ByteSource
  mediaType?: string
  /** The channel it came in through: peppol, email, network, ... */
  createdBy: string
  detected?: DetectedDocument
  /** Transport message id (AS4 MessageId, SBDH InstanceIdentifier, ...). */
  messageId?: string | null
  /** Overrides the family's *Received topic. */
  topic?: string
  refToDocumentId?: string | null
  details?: Record<string, unknown>
  maxBytes?: number
  /** The receiving tenant's validation outcome (core/validation/incoming.ts checkIncoming): invalid under policy
   * reject -> the family's *ReceivedError topic with details.validation and details.ruleIds; otherwise the findings
   * go into details.validation of the *Received event. */
  validation?: IncomingValidation | null
}

/**
 * The content-level duplicate hint (issue 18): the first invoice (or credit note) the party already received with the
 * same number, sender and issue date, or null. Only a hint: the document is stored and announced all the same.
 */
async function possibleDuplicateOf (db: Knex | Knex.Transaction, partyId: string | null, d: DetectedDocument, sender: string | null): Promise<string | null> {
  if (partyId === null || (d.family !== 'Invoice' && d.family !== 'CreditNote') || d.documentNumber === null || sender === null || d.issueDate === null) return null
  const row = await db('documents')
    .where({ party_id: partyId, direction: 'in', family: d.family, document_number: d.documentNumber, sender, issue_date: d.issueDate })
    .orderBy([{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }]).first('document_id') as { document_id: string } | undefined
  return row?.document_id ?? null
}

/** Stores the document and publishes its event in `trx`, or with `opts.batch` (a WriteBatch, for content that
 * batchableContent() accepts) as parts of one statement the caller runs. */
export async function storeReceivedDocument (trx: Knex | Knex.Transaction, deps: PublishDeps, input: ReceivedDocumentInput, opts: { batch?: WriteBatch } = {}): Promise<{ document: DocumentRecord, eventId: string, topic: string, refToDocumentId: string | null }> {
  if ((input.bytes === undefined) === (input.source === undefined)) throw new Error('storeReceivedDocument: pass exactly one of bytes and source')
  const content = input.source ?? memorySource(input.bytes as Uint8Array)
  const d = input.detected ?? await detectDocumentSource(content, { maxBytes: input.maxBytes ?? DEFAULT_MAX_DOCUMENT_BYTES })
  const topics = topicsFor(d.family, d.documentTypeId)
  const v = input.validation ?? null
  const topic = input.topic ?? (v?.invalid === true ? receivedErrorTopic(topics.command) : topics.received)
  const sender = d.sender.ok ? d.sender.id : null
  const receiver = d.receiver.ok ? d.receiver.id : null
  // The history entry carries the event's id: generated here, written once.
  const eventId = randomUUID()
  const duplicate = await possibleDuplicateOf(trx, input.partyInternalId, d, sender)
  // A business response (Invoice Response, Order Response, Order Cancellation): the party's document it answers.
  const refTo = input.refToDocumentId !== undefined ? input.refToDocumentId : await answeredDocumentId(trx, input.partyInternalId, d, content)
  const doc = await insertDocument(trx, deps.clock, {
    tenantId: input.tenantId, environment: input.environment, partyId: input.partyInternalId, direction: 'in',
    family: d.family, syntax: d.syntax, documentTypeId: d.documentTypeId, processId: d.processId, documentNumber: d.documentNumber,
    issueDate: d.issueDate, sender, receiver, status: 'received', createdBy: input.createdBy, messageId: input.messageId ?? null,
    mediaType: input.mediaType ?? 'application/xml', content
  }, { topic, eventId }, opts)
  const ev = await publish(trx, deps, {
    eventId, tenantId: input.tenantId, environment: input.environment, topic, partyInternalId: input.partyInternalId, partyId: input.partyId,
    documentId: doc.documentId, documentKey: doc.id, createdBy: input.createdBy, refToDocumentId: refTo ?? null,
    message: `${d.documentTypeName} ${d.documentNumber ?? ''} received from ${sender ?? 'an unknown sender'}`.replace('  ', ' ') +
      (v?.invalid === true ? `; it does not pass the official validation rules (${v.summary}): stored, not delivered as received` : ''),
    details: {
      id: doc.documentId,
      ...(v?.details != null ? { validation: v.details } : {}),
      ...(v?.invalid === true ? { ruleIds: failedRuleIds(v.details) } : {}), sender, createdBy: input.createdBy, documentTypeId: d.documentTypeId, processId: d.processId, recipient: receiver, messageId: input.messageId ?? null, ...(duplicate !== null ? { possibleDuplicateOf: duplicate } : {}), ...(refTo != null ? { refToDocumentId: refTo } : {}), ...input.details }
  }, opts)
  // GET /metrics: counted once the document is stored for good (after the batch or the commit; never on rollback).
  const count = (): void => { record.document(d.family, 'in', 'received') }
  if (opts.batch !== undefined) opts.batch.afterRun(count)
  else afterCommit(trx, count)
  return { document: doc, eventId: ev.eventId, topic, refToDocumentId: refTo ?? null }
}

/**
 * Stores a received document with its event and, with `alongside`, rows of the caller's (given the document's id),
 * all in one write: one statement when the document stays in its row (batchableContent, core/db/write-batch.ts),
 * else one transaction. `inline` says which. What a plugin's PluginContext.receiveDocument runs.
 */
export type AlongsideRows = (db: Knex | Knex.Transaction, documentId: string) => Knex.QueryBuilder | Knex.QueryBuilder[]
export async function receiveDocument (deps: PublishDeps & { knex: Knex }, input: ReceivedDocumentInput, alongside?: AlongsideRows): Promise<{ id: string, topic: string, eventId: string, inline: boolean }> {
  const store = async (db: Knex | Knex.Transaction, batch?: WriteBatch): Promise<{ id: string, topic: string, eventId: string }> => {
    const r = await storeReceivedDocument(db, deps, input, batch !== undefined ? { batch } : {})
    const rows = alongside === undefined ? [] : alongside(db, r.document.id)
    for (const q of Array.isArray(rows) ? rows : [rows]) await write(q, batch)
    return { id: r.document.id, topic: r.topic, eventId: r.eventId }
  }
  if (batchableContent(input.source ?? input.bytes as Uint8Array)) {
    const batch = new WriteBatch()
    const r = await store(deps.knex, batch)
    await batch.run(deps.knex)
    return { ...r, inline: true }
  }
  return { ...(await deps.knex.transaction(async trx => await store(trx))), inline: false }
}
