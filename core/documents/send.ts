/**
 * The send pipeline up to the queue: detect the document, check its EndpointIDs, then atomically (one statement for a
 * document up to 1 MiB, core/db/write-batch.ts; a transaction otherwise) store it
 * and publish the family's send command (SendInvoice, SendOrder, ...), which core/publish turns into one
 * `command.run` job for the selected hook (or the hook named by `channel`). core/sending/command-runner.ts does the
 * rest.
 *
 *   const r = await sendDocument(wharf, { party, partyIdentifier, source, mediaType, families, channel })
 *   (source: a ByteSource, e.g. the spooled request body: detected by streaming it, then streamed into the blob store;
 *   the caller disposes it. `bytes` instead of `source` for a document in memory.)
 *
 * Outcomes:
 * - malformed / DTD / unsupported / wrong family, or a document type the code list deprecates (legacy BIS 4a/5a:
 *   received, never sent): WharfError (400), nothing stored;
 * - not valid against the official rules (XSD + Schematron, core/validation/outgoing.ts) under the tenant's policy
 *   `reject`: DOCUMENT_INVALID (400) with the assertions, nothing stored; under `warn` sent, the findings in its
 *   Validated entry and the command's details.validation. Skipped when an EndpointID problem already decides (below);
 * - `channel` names no hook that can take the command: CHANNEL_NOT_FOUND (400), nothing stored (rolled back);
 * - EndpointID missing, repeated or invalid (receiver or sender), or the sender EndpointID is not an identifier of the
 *   sending party: stored with status `error` and the family's *SentError event (spec: "not retried automatically");
 * - no hook takes the command: with `peppolByDefault` (an AP certificate configured, not switched off for the
 *   tenant) the built-in Peppol hook runs it; otherwise stored with status `error` and *SentError (NO_CHANNEL);
 * - otherwise stored with status `queued`; the command's job runs after commit.
 * - `documentId` already used in the tenant and environment: DOCUMENT_EXISTS (409), nothing stored or published. The
 *   database decides (unique index of migration 012, in the same statement or transaction as the command), so of two
 *   concurrent sends with one id exactly one is stored and published.
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import { resolveChannelName } from '../hooks/channel-names.ts'
import type { Wharf } from '../context.ts'
import type { Environment } from '../config.ts'
import { WharfError } from '../errors.ts'
import { publish } from '../publish/publish.ts'
import { isSamePartyId, parsePartyId, toAliasForm } from '../peppol/identifiers.ts'
import type { Party } from '../tenancy/parties.ts'
import { memorySource, type ByteSource } from '../blobs/source.ts'
import { detectDocumentSource, type DetectedDocument, type DocumentFamily } from './detect.ts'
import { batchableContent, insertDocument, isDuplicateDocumentId, setStatus, type DocumentRecord, type StatusChange } from './store.ts'
import { WriteBatch } from '../db/write-batch.ts'
import { topicsFor } from './topics.ts'
import { PEPPOL_DEFAULT_HOOK_ID } from '../sending/default-channel.ts'
import { checkOutgoing } from '../validation/outgoing.ts'
import { record } from '../metrics/registry.ts'

export interface SendInput {
  tenantId: string
  environment: Environment
  party: Party
  /** The party identifier as given in the path; shown (alias form) as partyId in events. */
  partyIdentifier: string
  /** The document: exactly one of `bytes` and `source`. */
  bytes?: Uint8Array
  source?: ByteSource
  mediaType: string
  /** Families the route accepts. */
  families: readonly DocumentFamily[]
  /** Hook id forced by `channel=`. */
  channel?: string | null
  /** The send command the document must have (an inbound hook's publishTopics entry, e.g. SendInvoice): another
   * detected command is WRONG_DOCUMENT_FAMILY (400), nothing stored. */
  command?: string
  /** A send command no hook takes goes over Peppol (core/sending/default-channel.ts); `channel=peppol` too. */
  peppolByDefault?: boolean
  maxBytes: number
  createdBy?: string
  /** The caller's document id (X-Service-DocumentId, already checked against DOCUMENT_ID_PATTERN); default a new uuid.
   * Taken in the tenant and environment: DOCUMENT_EXISTS (409), nothing stored or sent. */
  documentId?: string
  /** The form's metaAttributes: echoed as details.metaAttributes in the document's events. */
  metaAttributes?: Record<string, string>
  /** A reason the caller found not to send (a business response whose receiver lacks the capability): stored with
   * status `error` and the family's *SentError, like an EndpointID problem (which comes first). */
  refusal?: { code: string, message: string }
  /** The document this one answers (business responses): refToDocumentId of its events. */
  refToDocumentId?: string
}

export interface SendResult {
  document: DocumentRecord
  detected: DetectedDocument
  /** The topic published: the send command, or the *SentError event. */
  topic: string
  eventId: string
  hookId: string | null
  error: { code: string, message: string } | null
}

/** The problem that makes a detected document undeliverable, or null. */
export function endpointProblem (d: DetectedDocument, party: Party): { code: string, message: string } | null {
  if (!d.receiver.ok) return { code: d.receiver.code, message: `Receiver: ${d.receiver.message}` }
  if (!d.sender.ok) return { code: d.sender.code, message: `Sender: ${d.sender.message}` }
  const sender = d.sender.id
  if (!party.identifiers.some(i => isSamePartyId(i, sender))) {
    return { code: 'SENDER_NOT_PARTY', message: `Sender: the EndpointID ${sender} is not an identifier of the sending party (${party.identifiers.join(', ')})` }
  }
  return null
}

function contentOf (input: { bytes?: Uint8Array, source?: ByteSource }): ByteSource {
  if ((input.bytes === undefined) === (input.source === undefined)) throw new Error('sendDocument: pass exactly one of bytes and source')
  return input.source ?? memorySource(input.bytes as Uint8Array)
}

/** GET /metrics: a stored send, accepted (queued) or refused with an error event. */
const counted = (r: SendResult): SendResult => {
  record.document(r.detected.family, 'out', r.error === null ? 'accepted' : 'error')
  return r
}

export async function sendDocument (wharf: Wharf, input: SendInput): Promise<SendResult> {
  const content = contentOf(input)
  const detected = await detectDocumentSource(content, { maxBytes: input.maxBytes })
  if (!input.families.includes(detected.family)) {
    throw new WharfError('WRONG_DOCUMENT_FAMILY', `This route sends ${input.families.join(' and ')} documents; the document is a ${detected.family} (${detected.documentTypeName})`, { family: detected.family, accepted: input.families })
  }
  if (detected.codeListState !== 'active') {
    throw new WharfError('UNSUPPORTED_DOCUMENT', `${detected.documentTypeName} is ${detected.codeListState} in the Peppol code list: Wharf receives it but does not send it`, { documentTypeId: detected.documentTypeId, codeListState: detected.codeListState })
  }
  const topics = topicsFor(detected.family, detected.documentTypeId)
  if (input.command !== undefined && topics.command !== input.command) {
    throw new WharfError('WRONG_DOCUMENT_FAMILY', `This address takes documents for ${input.command}; the document is a ${detected.documentTypeName} (${topics.command})`, { family: detected.family, command: input.command })
  }
  const problem = endpointProblem(detected, input.party) ?? input.refusal ?? null
  // Before anything is stored: under `reject` an invalid document ends here (400, nothing stored, no event).
  const validation = problem === null ? await checkOutgoing(wharf, input.tenantId, content) : null
  const partyId = toAliasForm(parsePartyId(input.partyIdentifier))
  const base = {
    tenantId: input.tenantId, environment: input.environment, partyInternalId: input.party.id, partyId, createdBy: input.createdBy ?? 'api',
    ...(input.refToDocumentId !== undefined ? { refToDocumentId: input.refToDocumentId } : {})
  }
  // An error event has the InvoiceSent structure (the interface's rule for *SentError): what no channel produced is null.
  const NOT_SENT = { endpoint: null, protocol: null, messageId: null }
  const details = (id: string): Record<string, unknown> => ({
    id,
    recipient: detected.receiver.ok ? detected.receiver.id : null,
    sender: detected.sender.ok ? detected.sender.id : null,
    documentTypeId: detected.documentTypeId,
    processId: detected.processId,
    sourceDocumentTypeId: detected.documentTypeId,
    family: detected.family,
    ...(input.metaAttributes !== undefined ? { metaAttributes: input.metaAttributes } : {})
  })
  const deps = { clock: wharf.clock, hooks: wharf.hooks, wakeup: wharf.wakeup }

  // Ids first, so the document's history entry carries the id of the event that reports it (written once) and the
  // command is routed before the document is stored with the hook that takes it (one insert, no updates).
  const docKey = randomUUID()
  const docId = input.documentId ?? docKey
  // In `db` (a transaction), or with `batch` as one statement (core/db/write-batch.ts): a document that stays in its
  // row is stored with its history entry, event and job in ONE round trip. 'not-batchable': the one path that writes
  // the same row twice (stored, then set to error) runs in a transaction instead.
  const attempt = async (db: Knex | Knex.Transaction, batch?: WriteBatch): Promise<SendResult | 'not-batchable'> => {
    const w = batch !== undefined ? { batch } : {}
    const store = async (status: 'queued' | 'error', reason: string | null, first: Omit<StatusChange, 'status'>, hookId: string | null = null): Promise<DocumentRecord> =>
      await insertDocument(db, wharf.clock, {
        id: docKey, documentId: docId, tenantId: input.tenantId, environment: input.environment, partyId: input.party.id, direction: 'out',
        family: detected.family, syntax: detected.syntax, documentTypeId: detected.documentTypeId, processId: detected.processId,
        documentNumber: detected.documentNumber, issueDate: detected.issueDate, sender: detected.sender.ok ? detected.sender.id : null,
        receiver: detected.receiver.ok ? detected.receiver.id : null, status, statusReason: reason, hookId,
        createdBy: base.createdBy, mediaType: input.mediaType, content
      }, first, w)
    const publishError = async (p: { code: string, message: string }, eventId: string): Promise<string> =>
      (await publish(db, deps, { ...base, eventId, topic: topics.error, documentId: docId, documentKey: docKey, message: p.message, details: { ...details(docId), ...NOT_SENT, targetDocumentTypeId: detected.documentTypeId, attempt: '0', code: p.code } }, w)).eventId
    const failed = (doc: DocumentRecord, p: { code: string, message: string }, eventId: string): SendResult =>
      ({ document: { ...doc, status: 'error', statusReason: p.message }, detected, topic: topics.error, eventId, hookId: null, error: p })

    if (problem !== null) {
      const errorId = randomUUID()
      const doc = await store('error', problem.message, { details: { code: problem.code }, topic: topics.error, eventId: errorId })
      return failed(doc, problem, await publishError(problem, errorId))
    }

    let channel = input.channel == null ? null : resolveChannelName(await wharf.hooks.active(input.tenantId, input.environment, db), topics.command, input.channel, input.party.id)
    // `channel=peppol` with no peppol hook: the built-in one, when Peppol is the default.
    if (channel === 'peppol' && input.peppolByDefault === true) channel = PEPPOL_DEFAULT_HOOK_ID
    const commandId = randomUUID()
    const cmd = await publish(db, deps, {
      ...base, eventId: commandId, topic: topics.command, documentId: docId, documentKey: docKey, channel,
      ...(input.peppolByDefault === true ? { defaultHookId: PEPPOL_DEFAULT_HOOK_ID } : {}),
      message: `Send ${detected.documentTypeName} ${detected.documentNumber ?? ''} to ${String(details(docId).recipient)}`.replace('  ', ' '),
      details: { ...details(docId), triedHookIds: [], ...(validation?.details != null ? { validation: validation.details } : {}) }
    }, w)
    if (cmd.commandHookMissing !== undefined) {
      if (input.channel != null) {
        throw new WharfError('CHANNEL_NOT_FOUND', `No active hook ${input.channel} in this party's scope listens to ${topics.command} (${cmd.commandHookMissing})`, { channel: input.channel, reason: cmd.commandHookMissing, topic: topics.command })
      }
      if (batch !== undefined) return 'not-batchable'
      const doc = await store('queued', null, { topic: topics.command, eventId: commandId, validation: validation?.note ?? null })
      const p = { code: 'NO_CHANNEL', message: `No active hook listens to ${topics.command} for this party; add a channel hook (for example action peppol with topic ${topics.command})` }
      const errorId = randomUUID()
      await setStatus(db, wharf.clock, docKey, { status: 'error', reason: `No hook takes ${topics.command}`, topic: topics.error, eventId: errorId })
      return failed(doc, p, await publishError(p, errorId))
    }
    const hookId = cmd.hookIds[0] ?? null
    const doc = await store('queued', null, { topic: topics.command, eventId: commandId, validation: validation?.note ?? null }, hookId)
    return { document: doc, detected, topic: topics.command, eventId: commandId, hookId, error: null }
  }
  // Committed: the command's first attempt, usually in this process when it runs workers, takes the document from
  // here (recent.ts).
  const stored = (r: SendResult): SendResult => {
    if (r.error === null && content.kind === 'memory') wharf.recent?.remember(r.document, content.bytes)
    return counted(r)
  }
  try {
    if (batchableContent(content)) {
      const batch = new WriteBatch()
      const r = await attempt(wharf.knex, batch)
      if (r !== 'not-batchable') {
        await batch.run(wharf.knex)
        return stored(r)
      }
    }
    return stored(await wharf.knex.transaction(async trx => await attempt(trx) as SendResult))
  } catch (err) {
    if (!isDuplicateDocumentId(err)) throw err
    throw new WharfError('DOCUMENT_EXISTS', `A document with id ${docId} already exists; nothing was sent`, { documentId: docId })
  }
}
