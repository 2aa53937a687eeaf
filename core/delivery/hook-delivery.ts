/**
 * The `hook.deliver` job: one attempt of one event to one hook through its channel plugin (the webhook plugin for
 * `action: webhook`), in the worker pool. The payload gets its per-attempt fields here (hookId; sentOn from the
 * clock, so consumers' 5-minute replay window holds on retries too). The delivery id stays the same on every attempt.
 *
 * A document channel (email, sftp, httpsin, ...) gets the event's document too (receivedDocument below; large ones as
 * a spool file, core/delivery/hand-over.ts): what it delivers of an InvoiceReceived is the received invoice. A `mailto:`
 * hook URL with `targetDocumentTypeId=` gets it converted first (core/delivery/hook-conversion.ts); a conversion that
 * is refused (plan, format, lossy, invalid output) is the attempt's failure, and the plugin is not run.
 *
 * Outcomes: delivered -> done (for a received document's *Received event, the first such delivery records its
 * lifecycle status Delivered: core/lifecycle/statuses.ts). A retryable failure -> HookSentRetry event (details: hookId, deliveryId, attempt,
 * nextAttemptOn, status, code, the original topic and event id) and the job is due again at the next retry time.
 * A permanent failure, or retries used up -> HookSentError and the job fails. Deliveries of HookSentRetry/HookSentError
 * themselves never produce more of them (no feedback loop between two failing hooks).
 * Every attempt is recorded with its delivery (core/deliveries: time, status, latency, error, the first KiB of the
 * answer; attempts that finish together are written in one statement, core/deliveries/attempt-writer.ts) and counted for GET /metrics (core/metrics).
 */
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { Clock } from '../clock.ts'
import { reportsDeliveryFailure } from '../events/index.ts'
import type { HookStore, HookWithSecrets } from '../hooks/store.ts'
import type { PluginHost } from '../plugins/host.ts'
import { actionName, tenantRefs } from '../plugins/catalogue.ts'
import type { DeliveryHook, DeliveryResult, DocumentContent, JsonValue } from '../sdk/index.ts'
import { disposeSource } from '../blobs/source.ts'
import { getDocumentWithContent } from '../documents/store.ts'
import { documentContentOf, handOver, type HandedOver } from './hand-over.ts'
import { convertForHook, mailtoTarget } from './hook-conversion.ts'
import type { TransformService } from '../transforms/service.ts'
import { recordConsumerDelivery } from '../lifecycle/statuses.ts'
import { outcome, type Handler, type RetryPolicy, type Wakeup } from '../work/index.ts'
import { jobDocumentKey, publish, type DeliverJob, type EventPayload } from '../publish/publish.ts'
import { deliverySettled } from './settled.ts'
import type { LocalDelivery } from '../plugins/extensions.ts'
import type { AttemptOutcome } from '../deliveries/store.ts'
import { AttemptWriter } from '../deliveries/attempt-writer.ts'
import { stopwatch } from '../clock.ts'
import { record as metrics } from '../metrics/registry.ts'

export interface HookDeliveryDeps {
  knex: Knex
  clock: Clock
  hooks: HookStore
  plugins: PluginHost
  retry: RetryPolicy
  wakeup?: Wakeup
  /** Attempt timeout of the channel (the plugin's own deadline gets a little more). */
  timeoutMs: number
  log: Pick<Logger, 'info' | 'warn' | 'error'>
  /** Deliveries plugins run on the main thread, by action (ExtensionHost.localDelivery: plugins/batch). */
  local?: ReadonlyMap<string, LocalDelivery>
  /** Conversions a hook asks for (a `mailto:` URL's targetDocumentTypeId); without it such a delivery fails. */
  transforms?: TransformService
}

/** The body a consumer receives, in the spec's field order. */
export function webhookBody (event: EventPayload, hookId: string, sentOn: string): Record<string, unknown> {
  return {
    topic: event.topic,
    documentId: event.documentId,
    partyId: event.partyId,
    createdBy: event.createdBy,
    sentOn,
    hookId,
    message: event.message,
    createdOn: event.createdOn,
    refToDocumentId: event.refToDocumentId,
    details: event.details,
    eventId: event.eventId
  }
}

/** `document`: the event's document, for a document channel (see receivedDocument). */
export function deliveryJob (hook: HookWithSecrets, data: DeliverJob, attempt: number, tenantId: string, sentOn: string, document?: DocumentContent) {
  return {
    deliveryId: data.deliveryId,
    attempt,
    kind: 'event' as const,
    topic: data.event.topic,
    tenantId,
    partyId: data.event.partyId ?? '',
    ...(data.event.documentId !== null ? { documentId: data.event.documentId } : {}),
    payload: webhookBody(data.event, hook.id, sentOn) as JsonValue,
    ...(document !== undefined ? { document } : {}),
    hook: pluginHook(hook)
  }
}

/**
 * The hook as a channel plugin gets it, with its secrets opened: `action` as shown (credentials masked), and
 * `settings.address` the action with its credentials (httpsin://user:password@...), only when it has some.
 */
export function pluginHook (hook: HookWithSecrets): DeliveryHook {
  return {
    id: hook.id,
    ...(hook.url !== null ? { url: hook.url } : {}),
    action: hook.action,
    settings: {
      secureKey: hook.secureKey,
      auth: hook.auth === null ? null : { ...hook.auth, clientSecret: hook.authSecret },
      tls: hook.tls,
      // A peppol hook's MLS wish, written into the SBDH's MLS_TYPE scope (plugins/peppol-as4/worker.ts).
      ...(hook.mlsType !== null && hook.mlsType !== undefined ? { mlsType: hook.mlsType } : {}),
      ...(hook.actionWithCredentials !== hook.action ? { address: hook.actionWithCredentials } : {})
    } as Record<string, unknown>
  }
}

/** Hooks are read for every attempt; a short cache keeps that off the database under load (changes apply within 2 s). */
class HookCache {
  readonly #entries = new Map<string, { hook: Promise<HookWithSecrets | undefined>, at: number }>()
  constructor (private readonly store: HookStore, private readonly clock: Clock) {}
  async get (id: string): Promise<HookWithSecrets | undefined> {
    const now = this.clock.now()
    const hit = this.#entries.get(id)
    if (hit !== undefined && now - hit.at < 2000 && now >= hit.at) return await hit.hook
    // Concurrent deliveries for one hook share one read (the pending promise is cached, not only its result).
    const hook = this.store.withSecrets(id)
    if (this.#entries.size > 10_000) this.#entries.clear()
    this.#entries.set(id, { hook, at: now })
    hook.catch(() => { this.#entries.delete(id) })
    return await hook
  }
}

export function hookDeliveryHandler (deps: HookDeliveryDeps): Handler<DeliverJob> {
  const cache = new HookCache(deps.hooks, deps.clock)
  const attempts = new AttemptWriter(deps.knex)

  async function report (topic: 'HookSentRetry' | 'HookSentError', tenantId: string, hook: HookWithSecrets, data: DeliverJob, attempt: number, result: DeliveryResult & { ok: false }, nextAttemptOn?: string): Promise<void> {
    if (!reportsDeliveryFailure(data.event.topic)) return
    await deps.knex.transaction(async trx => {
      await publish(trx, { clock: deps.clock, hooks: deps.hooks, wakeup: deps.wakeup }, {
        tenantId,
        environment: hook.environment,
        topic,
        partyInternalId: hook.partyId ?? await partyOfEvent(trx, data.event.eventId),
        partyId: data.event.partyId,
        documentId: data.event.documentId,
        createdBy: 'wharf',
        message: `Delivery of ${data.event.topic} to hook ${hook.name ?? hook.id} failed: ${result.message}` + (nextAttemptOn !== undefined ? `; next attempt ${nextAttemptOn}` : '; no further attempts'),
        details: {
          hookId: hook.id,
          deliveryId: data.deliveryId,
          attempt: String(attempt),
          topic: data.event.topic,
          eventId: data.event.eventId,
          code: result.code,
          ...(result.status !== undefined ? { status: result.status } : {}),
          ...(nextAttemptOn !== undefined ? { nextAttemptOn } : {}),
          url: hook.url
        }
      })
    })
  }

  /**
   * The event's document for a document channel (every action but `webhook`: email, sftp, httpsin, ...; routing
   * gives them only `...Received` events, core/publish/publish.ts channelAccepts): only a document of the hook's
   * tenant and environment, and of its party for a party-level hook. Otherwise none, and the plugin says NO_DOCUMENT.
   */
  async function receivedDocument (hook: HookWithSecrets, data: DeliverJob, tenantId: string): Promise<{ document: DocumentContent, content: HandedOver } | { failure: DeliveryResult } | undefined> {
    const id = jobDocumentKey(data)
    if (id === null || actionName(hook.action) === 'webhook') return undefined
    const loaded = await getDocumentWithContent(deps.knex, id)
    if (loaded === undefined) return undefined
    const doc = loaded.record
    if (doc.tenantId !== tenantId || doc.environment !== hook.environment || (hook.partyId !== null && doc.partyId !== hook.partyId)) {
      deps.log.warn({ hookId: hook.id, documentId: id, topic: data.event.topic }, 'the event names a document outside the hook\'s tenant, environment or party: not handed over')
      return undefined
    }
    const target = mailtoTarget(hook.url)
    if (target !== undefined) {
      const converted = await convertForHook(deps.knex, deps.transforms, doc, loaded.bytes, target)
      return converted.ok ? { document: documentContentOf(converted.record, converted.content), content: converted.content } : { failure: converted.failure }
    }
    const content = await handOver(deps.knex, doc, loaded.bytes)
    return content === undefined ? undefined : { document: documentContentOf(doc, content), content }
  }

  const tenantOf = tenantRefs(deps.knex, deps.clock)
  return async (job, ctx) => {
    const data = job.payload
    const tenantId = job.tenantId as string
    const hook = await cache.get(data.hookId)
    if (hook === undefined) return outcome.done({ skipped: 'the hook no longer exists' })
    const sentOn = new Date(deps.clock.now()).toISOString()
    const local = deps.local?.get(actionName(hook.action))
    const handed = local === undefined ? await receivedDocument(hook, data, tenantId) : undefined
    const received = handed !== undefined && 'document' in handed ? handed : undefined
    // The tenant by id and name (the plugins configuration may key tenants by either); an action written as a URL
    // (httpsin://...) is served by the plugin of its scheme.
    let result: DeliveryResult
    const elapsed = stopwatch()
    try {
      // A conversion the hook asked for and that was refused: the attempt's failure, the plugin is not run.
      if (handed !== undefined && 'failure' in handed) result = handed.failure
      else result = local !== undefined ? await local(hook, data, job.attempts) : await deps.plugins.deliver(deliveryJob(hook, data, job.attempts, tenantId, sentOn, received?.document), {
        deadlineMs: deps.timeoutMs + 5000,
        signal: ctx.signal,
        action: actionName(hook.action),
        tenant: await tenantOf(tenantId)
      })
    } finally {
      await disposeSource(received?.content.spooled)
    }
    const settled = async (): Promise<void> => {
      await deliverySettled(deps.knex, {
        tenantId, topic: data.event.topic, documentKey: jobDocumentKey(data), hookId: hook.id, ok: result.ok,
        ...(result.status !== undefined ? { status: result.status } : {}), ...(!result.ok ? { message: `${result.code}: ${result.message}` } : {})
      }, err => { deps.log.error({ err, hookId: hook.id, deliveryId: data.deliveryId }, 'a delivery listener failed') })
    }
    const latencyMs = typeof result.details?.durationMs === 'number' ? result.details.durationMs : elapsed()
    /** The attempt as the deliveries API shows it (core/deliveries/store.ts). */
    const attempt = async (o: AttemptOutcome, nextAttemptAt?: number): Promise<void> => {
      const response = result.details?.response
      metrics.attempt(actionName(hook.action), o, latencyMs)
      // The record is for people; failing to write it must not make a delivered event go out again.
      await attempts.write({
        deliveryId: data.deliveryId, at: Date.parse(sentOn), outcome: o, latencyMs,
        ...(result.status !== undefined ? { statusCode: result.status } : {}),
        ...(!result.ok ? { errorCode: result.code, error: result.message } : {}),
        ...(typeof response === 'string' ? { response } : {}),
        ...(nextAttemptAt !== undefined ? { nextAttemptAt } : {})
      }).catch((err: unknown) => { deps.log.error({ err, hookId: hook.id, deliveryId: data.deliveryId }, 'the delivery attempt could not be recorded') })
    }
    if (result.ok) {
      await attempt('delivered')
      await recordConsumerDelivery(deps.knex, deps.clock, jobDocumentKey(data), data.event.topic, hook.id)
      await settled()
      return outcome.done({ status: result.status ?? null, attempt: job.attempts })
    }
    if (result.retryable) {
      const delay = deps.retry(job.attempts)
      if (delay !== 'exhausted') {
        const at = deps.clock.now() + delay
        await attempt('retry', at)
        await report('HookSentRetry', tenantId, hook, data, job.attempts, result, new Date(at).toISOString())
        return outcome.retry({ at, error: `${result.code}: ${result.message}` })
      }
    }
    deps.log.warn({ hookId: hook.id, deliveryId: data.deliveryId, attempt: job.attempts, code: result.code }, 'webhook delivery abandoned')
    await attempt('failed')
    await report('HookSentError', tenantId, hook, data, job.attempts, result)
    await settled()
    return outcome.fail(`${result.code}: ${result.message}`)
  }
}

async function partyOfEvent (db: Knex, eventId: string): Promise<string | null> {
  const row = await db('events').where({ id: eventId }).first('party_id')
  return (row?.party_id as string | undefined) ?? null
}
