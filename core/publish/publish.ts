/**
 * Publishing an event or a command: the I/O around core/events. In the CALLER's transaction (transactional outbox):
 * 1. the event is written to the event log (table events), with the spec's common payload fields;
 * 2. the hooks of the tenant and environment are ranked (core/events selection order);
 * 3. a command topic (SendInvoice, ...) becomes one `command.run` job for the one selected hook (or the hook named by
 *    `channel`); an event topic becomes one `hook.deliver` job per matching hook, each with its own delivery id
 *    (X-Service-Delivery, stable across retries) and a `hook_deliveries` row (core/deliveries).
 * Workers pick the jobs up after commit (core/work). An event that matched no hook stays in the log as unrouted
 * (routed = 0): integrators fetch it from GET /api/v1/events.
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import type { Environment } from '../config.ts'
import { dispatch, isCommandTopic, validateTopic, type Hook, type WharfEvent } from '../events/index.ts'
import { enqueue, newJobId } from '../work/index.ts'
import type { Wakeup } from '../work/index.ts'
import type { HookRecord, HookStore } from '../hooks/store.ts'
import { write, type WriteBatch } from '../db/write-batch.ts'
import { deliveryRows } from '../deliveries/store.ts'

export const DELIVER_KIND = 'hook.deliver'
export const COMMAND_KIND = 'command.run'

/** The webhook payload minus the per-delivery fields (hookId, sentOn). */
export interface EventPayload {
  topic: string
  eventId: string
  documentId: string | null
  partyId: string | null
  createdBy: string | null
  message: string | null
  createdOn: string
  refToDocumentId: string | null
  details: Record<string, unknown>
}

export interface PublishInput {
  tenantId: string
  environment: Environment
  topic: string
  /** Internal party id: decides which party-level hooks qualify. */
  partyInternalId?: string | null
  /** The party as shown in payloads (<country>:<id_type>:<number>, or <schemeID>:<id>). */
  partyId?: string | null
  documentId?: string | null
  /** The document's internal key (documents.id) when it differs from the public documentId: given to the jobs, never
   * shown in the event. */
  documentKey?: string | null
  createdBy?: string | null
  message?: string | null
  refToDocumentId?: string | null
  details?: Record<string, unknown>
  /** Commands only: the hook id forced by `channel=`. */
  channel?: string | null
  /** Commands only: the hook that runs the command when no hook takes it (and `channel` is unset or names it):
   * the built-in Peppol hook (core/sending/default-channel.ts). */
  defaultHookId?: string
  /** The event id, when the caller generated it first (a document's history entry written before carries it). */
  eventId?: string
}

/** documentKey: the document's internal key (documents.id); absent in jobs queued before it existed, where
 * event.documentId is that key. */
export interface DeliverJob { deliveryId: string, hookId: string, event: EventPayload, documentKey?: string }
export interface CommandJob { hookId: string, event: EventPayload, documentKey?: string }

/** The internal key of the job's document (documents.id). */
export const jobDocumentKey = (job: { event: EventPayload, documentKey?: string }): string | null => job.documentKey ?? job.event.documentId

export interface PublishResult { eventId: string, hookIds: string[], commandHookMissing?: string }

export interface PublishDeps { clock: Clock, hooks: HookStore, wakeup?: Wakeup }

/**
 * Which hooks can take a topic at all, by channel: a `webhook` hook receives events (it has a URL to notify), never a
 * command; a `peppol` hook runs commands (it delivers documents), never events; other channels (email, sftp,
 * httpsin, partner plugins) deliver documents: they run send commands, and of the events only the ones that bring a
 * document in (`...Received`, pushed to the integrator's mailbox, server or endpoint). A mail hook on `Send*` is thus
 * not sent InvoiceSent reports it has no document for.
 */
export function channelAccepts (action: string, topic: string): boolean {
  if (isCommandTopic(topic)) return action !== 'webhook'
  if (action === 'webhook') return true
  return action !== 'peppol' && topic.endsWith('Received')
}

/** Ranks `hooks` for `event` with core/events, handling party scope by internal party id. */
export function route (hooks: HookRecord[], input: PublishInput, payload: EventPayload): ReturnType<typeof dispatch> {
  // A fallback command is not offered to hooks that already tried the document (details.triedHookIds).
  const tried = isCommandTopic(payload.topic) && Array.isArray(payload.details.triedHookIds) ? payload.details.triedHookIds : []
  const inScope = hooks.filter(h => (h.partyId === null || h.partyId === input.partyInternalId) && channelAccepts(h.action, payload.topic) && !tried.includes(h.id))
  // core/events compares hook.partyId with event.partyId for scope; give party-level hooks the event's party.
  const shaped: Array<Hook & { record: HookRecord }> = inScope.map(h => ({
    id: h.id, partyId: h.partyId === null ? null : `party:${h.partyId}`, topics: h.topics, filter: h.filter,
    isActive: h.isActive, action: h.action, output: h.output, record: h
  }))
  const d = details(payload)
  const event: WharfEvent = {
    topic: payload.topic,
    partyId: input.partyInternalId != null ? `party:${input.partyInternalId}` : null,
    documentId: payload.documentId,
    createdBy: payload.createdBy,
    sender: str(d.sender), recipient: str(d.recipient), documentTypeId: str(d.documentTypeId), processId: str(d.processId), verdict: str(d.verdict),
    details: d
  }
  return dispatch(shaped, event, { channel: input.channel ?? undefined })
}

const str = (v: unknown): string | null => typeof v === 'string' ? v : null
const details = (p: EventPayload): Record<string, unknown> => ({ ...p.details, partyId: p.partyId })

const defaultHook = (input: PublishInput): string | null =>
  input.defaultHookId !== undefined && (input.channel == null || input.channel === input.defaultHookId) ? input.defaultHookId : null

/** Inserts the event and the jobs it routes to, in `trx` (with `opts.batch`: added to that WriteBatch). */
export async function publish (trx: Knex | Knex.Transaction, deps: PublishDeps, input: PublishInput, opts: { batch?: WriteBatch } = {}): Promise<PublishResult> {
  return (await publishMany(trx, deps, [input], opts))[0] as PublishResult
}

/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters in one statement). */
const CHUNK = 500

/**
 * Several events at once, in `trx`: each routed as publish() does, then one insert per table for all of them (in
 * statements of CHUNK rows) instead of three per event. Results in input order.
 */
export async function publishMany (trx: Knex | Knex.Transaction, deps: PublishDeps, inputs: readonly PublishInput[], opts: { batch?: WriteBatch } = {}): Promise<PublishResult[]> {
  const events: Array<Record<string, unknown>> = []
  const deliveries: Array<Record<string, unknown>> = []
  const jobs: Array<{ id?: string, kind: string, tenantId: string, payload: DeliverJob | CommandJob }> = []
  const results: PublishResult[] = []
  for (const input of inputs) {
    const topic = validateTopic(input.topic)
    const eventId = input.eventId ?? randomUUID()
    const now = deps.clock.now()
    const payload: EventPayload = {
      topic,
      eventId,
      documentId: input.documentId ?? null,
      partyId: input.partyId ?? null,
      createdBy: input.createdBy ?? null,
      message: input.message ?? null,
      createdOn: new Date(now).toISOString(),
      refToDocumentId: input.refToDocumentId ?? null,
      details: input.details ?? {}
    }
    const hooks = await deps.hooks.active(input.tenantId, input.environment, trx)
    const routed = route(hooks, input, payload)
    const key = input.documentKey != null && input.documentKey !== payload.documentId ? { documentKey: input.documentKey } : {}
    const commandHookId = routed.kind !== 'command' ? null : routed.hook?.id ?? defaultHook(input)
    const own = routed.kind === 'command'
      ? (commandHookId === null ? [] : [{ kind: COMMAND_KIND, tenantId: input.tenantId, payload: { hookId: commandHookId, event: payload, ...key } satisfies CommandJob }])
      : routed.hooks.map(h => ({ id: newJobId(deps.clock), kind: DELIVER_KIND, tenantId: input.tenantId, payload: { deliveryId: randomUUID(), hookId: h.id, event: payload, ...key } satisfies DeliverJob }))
    events.push({
      id: eventId,
      tenant_id: input.tenantId,
      environment: input.environment,
      party_id: input.partyInternalId ?? null,
      topic,
      document_id: payload.documentId,
      payload: JSON.stringify(payload),
      routed: own.length,
      created_at: new Date(now)
    })
    // Each delivery is a row of its own too (core/deliveries: its attempts, retry and redrive).
    if (routed.kind !== 'command' && own.length > 0) deliveries.push(...deliveryRows(own as Array<{ id: string, payload: DeliverJob }>, input.tenantId, input.environment, now))
    jobs.push(...own)
    const result: PublishResult = { eventId, hookIds: own.map(j => j.payload.hookId) }
    if (routed.kind === 'command' && commandHookId === null) result.commandHookMissing = routed.selection.kind === 'not-found' ? routed.selection.reason : 'no hook'
    results.push(result)
  }
  for (let i = 0; i < events.length; i += CHUNK) await write(trx('events').insert(events.slice(i, i + CHUNK)), opts.batch)
  for (let i = 0; i < deliveries.length; i += CHUNK) await write(trx('hook_deliveries').insert(deliveries.slice(i, i + CHUNK)), opts.batch)
  if (jobs.length > 0) await enqueue(trx, deps.clock, jobs, { wakeup: deps.wakeup, ...(opts.batch !== undefined ? { batch: opts.batch } : {}) })
  return results
}
