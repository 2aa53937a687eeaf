/**
 * The `command.run` job: one attempt of a send command (SendInvoice, SendOrder, SendInvoiceFallback, ...) through the
 * channel plugin of the hook that publish() selected for it, in the worker pool. Mirrors core/delivery/hook-delivery.ts.
 *
 * The job loads the document (bytes and metadata) and hands the plugin a DeliveryJob of kind `document`:
 * document { bytes, mediaType, documentType, filename } and payload { documentId, documentTypeId, processId, sender,
 * receiver, family, topic }. The channel (AS4, email, ...) is entirely the plugin's business.
 * A document over HANDOVER_MAX_BYTES (1 MiB) is streamed from the blob store into a spool file instead and handed
 * over as document { bytes: empty, path, size } (core/delivery/hand-over.ts; documentSource/documentStream read it).
 * The file is deleted when deliver() returns, whatever the outcome.
 *
 * Outcome, published in ONE transaction with the document's status change:
 * 1. the hook's output rules first (core/events/output.ts): the first rule whose `when` matches the outcome
 *    ({ ok, status, condition }) decides the topic instead of the defaults. A command topic (SendInvoiceFallback) is
 *    published as a new command, so another hook (e.g. email) takes over; document status `fallback`. An event topic
 *    is published as the outcome event.
 * 2. success -> <Family>Sent (status sent);
 * 3. retryable failure -> <Family>SentRetry with the attempt and nextAttemptOn (status retrying), job due again per the
 *    retry policy; permanent failure or retries used up -> <Family>SentError (status error), no further attempts.
 * Details: id, recipient, sender, endpoint, protocol, attempt, messageId, sourceDocumentTypeId, targetDocumentTypeId,
 * hookId, channel, plus whatever the plugin returned in `details` (the core's id, attempt and hookId win); protocol is
 * the plugin's (As4) or else the channel's name (email, sftp, httpsin).
 * A command no hook took may name PEPPOL_DEFAULT_HOOK_ID (core/sending/default-channel.ts): the built-in `peppol`
 * hook runs it.
 * A hook that already tried the document (tracked in the command's details.triedHookIds) is not run again, so a
 * fallback rule cannot loop back to the hook that failed.
 * A NOT_SERVICED answer naming the types the receiver accepts (details.accepted) may be followed, in the same attempt,
 * by the delivery of the document converted to one of them (core/sending/auto-convert.ts): the outcome then has
 * targetDocumentTypeId = the converted type and details.conversion { steps, targetDocumentTypeId, size, sha256 }.
 * A hook whose `mailto:` URL names a targetDocumentTypeId gets the document converted before its plugin runs
 * (core/delivery/hook-conversion.ts; targetDocumentTypeId of the outcome = the converted type); a refused conversion is
 * the attempt's failure (code PLAN_REQUIRED, TRANSFORM_UNSUPPORTED, ...).
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { Clock } from '../clock.ts'
import { applyOutputRules, isCommandTopic, validateTopic } from '../events/index.ts'
import { bestMatch } from '../events/selection.ts'
import { pluginHook, type HookDeliveryDeps } from '../delivery/hook-delivery.ts'
import type { HookStore, HookWithSecrets } from '../hooks/store.ts'
import type { PluginHost } from '../plugins/host.ts'
import type { DeliveryJob, DeliveryResult, JsonValue } from '../sdk/index.ts'
import { outcome, type Handler, type Job, type RetryPolicy, type Wakeup } from '../work/index.ts'
import { jobDocumentKey, publish, type CommandJob } from '../publish/publish.ts'
import { WriteBatch } from '../db/write-batch.ts'
import { disposeSource } from '../blobs/source.ts'
import { documentContentOf, handOver, type HandedOver } from '../delivery/hand-over.ts'
import { convertForHook, mailtoTarget, type HookConversion } from '../delivery/hook-conversion.ts'
import { documentContent, getDocumentWithContent, setStatus, type DocumentRecord, type DocumentStatus } from '../documents/store.ts'
import { topicsFor } from '../documents/topics.ts'
import type { RecentDocuments } from '../documents/recent.ts'
import { actionName, tenantRefs } from '../plugins/catalogue.ts'
import { PEPPOL_DEFAULT_HOOK_ID, defaultPeppolHook } from './default-channel.ts'
import { record as metrics } from '../metrics/registry.ts'
import type { TransformService } from '../transforms/service.ts'
import { parseFormat } from '../sdk/formats.ts'
import type { PlanConfig } from '../transforms/plans.ts'
import { acceptedTypes, convertForSend, decideConversion, planRefusal, type ConvertedDocument } from './auto-convert.ts'

/** The same services a webhook delivery needs (the plugin's own deadline gets 5 s more than timeoutMs); with
 * autoConvert, a document the receiver does not accept may be converted (core/sending/auto-convert.ts); with recent,
 * a document this process has just stored is taken from there instead of read back (core/documents/recent.ts). */
export type CommandRunnerDeps = HookDeliveryDeps & {
  autoConvert?: { transforms: TransformService, plans: PlanConfig, enabled: boolean }
  recent?: RecentDocuments
}

export function documentDeliveryJob (job: Job<CommandJob>, hook: HookWithSecrets, doc: DocumentRecord, content: HandedOver): DeliveryJob {
  const data = job.payload
  return {
    // Stable over the attempts of this command; a fallback command is a new job and a new delivery.
    deliveryId: job.id,
    attempt: job.attempts,
    kind: 'document',
    topic: data.event.topic,
    tenantId: job.tenantId as string,
    partyId: data.event.partyId ?? '',
    documentId: doc.documentId,
    payload: {
      documentId: doc.documentId, documentTypeId: doc.documentTypeId, processId: doc.processId, sender: doc.sender,
      receiver: doc.receiver, family: doc.family, syntax: doc.syntax, documentNumber: doc.documentNumber, topic: data.event.topic
    },
    document: documentContentOf(doc, content),
    hook: pluginHook(hook)
  }
}

const FINAL: readonly DocumentStatus[] = ['sent', 'error', 'received']

export function commandRunHandler (deps: CommandRunnerDeps): Handler<CommandJob> {
  const publishDeps = { clock: deps.clock, hooks: deps.hooks, wakeup: deps.wakeup }

  /** Status change + event (or command) atomically: as one statement (core/db/write-batch.ts) when the event is
   * routed (or is no command), else in one transaction. The history entry carries the event's id (generated first). */
  async function record (job: Job<CommandJob>, doc: DocumentRecord, status: DocumentStatus, topic: string, message: string, details: Record<string, unknown>, hook: HookWithSecrets | null, extra: { messageId?: string | null } = {}): Promise<{ commandHookMissing?: string }> {
    const ev = job.payload.event
    const command = isCommandTopic(topic)
    if (status === 'sent' || status === 'error') metrics.document(doc.family, 'out', status === 'sent' ? 'sent' : 'failed')
    const attempt = async (db: Knex | Knex.Transaction, batch?: WriteBatch): Promise<{ commandHookMissing?: string } | 'not-batchable'> => {
      const w = batch !== undefined ? { batch } : {}
      const eventId = randomUUID()
      await setStatus(db, deps.clock, doc.id, {
        status, reason: status === 'sent' ? null : message, hookId: hook?.id ?? null, ...(hook !== null ? { channel: hook.action } : {}),
        attempts: job.attempts, details, ...(extra.messageId !== undefined ? { messageId: extra.messageId } : {}), topic, eventId
      }, w)
      const r = await publish(db, publishDeps, {
        eventId, tenantId: doc.tenantId, environment: doc.environment, topic, partyInternalId: doc.partyId, partyId: ev.partyId,
        documentId: doc.documentId, documentKey: doc.id, createdBy: ev.createdBy, refToDocumentId: ev.refToDocumentId ?? null, message, details
      }, w)
      if (command && r.commandHookMissing !== undefined) {
        // The status is set a second time below (one row twice): not in one statement.
        if (batch !== undefined) return 'not-batchable'
        // Nobody takes the fallback: the document ends in error after all.
        const t = topicsFor(doc.family, doc.documentTypeId)
        const why = `${message}; no hook takes ${topic} (${r.commandHookMissing})`
        const errorId = randomUUID()
        await setStatus(db, deps.clock, doc.id, { status: 'error', reason: why, attempts: job.attempts, topic: t.error, eventId: errorId })
        await publish(db, publishDeps, { eventId: errorId, tenantId: doc.tenantId, environment: doc.environment, topic: t.error, partyInternalId: doc.partyId, partyId: ev.partyId, documentId: doc.documentId, documentKey: doc.id, createdBy: ev.createdBy, refToDocumentId: ev.refToDocumentId ?? null, message: why, details })
        return { commandHookMissing: r.commandHookMissing }
      }
      return {}
    }
    const batch = new WriteBatch()
    const r = await attempt(deps.knex, batch)
    if (r !== 'not-batchable') {
      await batch.run(deps.knex)
      return r
    }
    return await deps.knex.transaction(async trx => await attempt(trx) as { commandHookMissing?: string })
  }

  const tenantOf = tenantRefs(deps.knex, deps.clock)
  return async (job, ctx) => {
    const data = job.payload
    const documentId = jobDocumentKey(data)
    if (documentId === null) return outcome.done({ skipped: 'the command names no document' })
    // Metadata and (small documents) bytes in one read, unless this process has just stored the document.
    const loaded = deps.recent?.take(documentId) ?? await getDocumentWithContent(deps.knex, documentId)
    if (loaded === undefined) return outcome.done({ skipped: 'the document no longer exists' })
    const doc = loaded.record
    if (FINAL.includes(doc.status)) return outcome.done({ skipped: `the document is already ${doc.status}` })
    const topics = topicsFor(doc.family, doc.documentTypeId)
    const evDetails = data.event.details
    const tried = Array.isArray(evDetails.triedHookIds) ? evDetails.triedHookIds.filter((x): x is string => typeof x === 'string') : []
    // The fields of the *Sent structure that only a channel fills are null until one does (every outcome event, the
    // interface's *SentRetry and *SentError included, has the *Sent structure).
    const base: Record<string, unknown> = {
      endpoint: null, protocol: null, messageId: null,
      id: doc.documentId, recipient: doc.receiver, sender: doc.sender, documentTypeId: doc.documentTypeId, processId: doc.processId,
      sourceDocumentTypeId: doc.documentTypeId, targetDocumentTypeId: doc.documentTypeId, attempt: String(job.attempts),
      command: data.event.topic, family: doc.family,
      // The send form's metaAttributes, carried by the command (core/documents/send-form.ts).
      ...(evDetails.metaAttributes !== undefined ? { metaAttributes: evDetails.metaAttributes } : {}),
      // Findings of the send pipeline's validation under policy warn (core/validation/outgoing.ts).
      ...(evDetails.validation !== undefined ? { validation: evDetails.validation } : {})
    }
    const hook = data.hookId === PEPPOL_DEFAULT_HOOK_ID
      ? defaultPeppolHook(doc.tenantId, doc.environment, doc.createdAt)
      : await deps.hooks.deliveryHook(data.hookId)
    if (hook === undefined || tried.includes(hook.id)) {
      const why = hook === undefined ? `the hook ${data.hookId} no longer exists` : `hook ${hook.id} already tried this document; not running it again for ${data.event.topic}`
      await record(job, doc, 'error', topics.error, why, { ...base, hookId: data.hookId, code: hook === undefined ? 'HOOK_GONE' : 'FALLBACK_LOOP' }, null)
      return outcome.fail(why)
    }
    // The hook's own target format (a mailto: URL's targetDocumentTypeId): the converted document instead.
    const target = mailtoTarget(hook.url)
    const forHook: HookConversion | undefined = target === undefined ? undefined : await convertForHook(deps.knex, deps.transforms, doc, loaded.bytes, target)
    const content = forHook?.ok === true ? forHook.content : forHook === undefined ? await handOver(deps.knex, doc, loaded.bytes) : { bytes: new Uint8Array(0), mediaType: doc.mediaType }
    if (content === undefined) return outcome.done({ skipped: 'the document no longer exists' })

    // The tenant by id and name (the plugins configuration may key tenants by either); an action written as a URL
    // (httpsin://...) is served by the plugin of its scheme.
    const tenant = await tenantOf(doc.tenantId)
    const deliver = async (d: DocumentRecord, c: HandedOver): Promise<DeliveryResult> => await deps.plugins.deliver(documentDeliveryJob(job, hook, d, c), {
      deadlineMs: deps.timeoutMs + 5000,
      signal: ctx.signal,
      action: actionName(hook.action),
      tenant
    })
    let result: DeliveryResult
    try {
      result = forHook === undefined ? await deliver(doc, content) : forHook.ok ? await deliver(forHook.record, content) : forHook.failure
    } finally {
      await disposeSource(content.spooled)
    }
    // The receiver does not take this type but names those it takes: convert when the tenant may, and send again.
    let conversion: ConvertedDocument | undefined
    const auto = deps.autoConvert
    if (!result.ok && auto !== undefined && acceptedTypes(result) !== undefined) {
      const plan = (await deps.knex('tenants').where({ id: doc.tenantId }).first('plan') as { plan: string } | undefined)?.plan ?? ''
      const t = { id: doc.tenantId, name: tenant.name, plan }
      const decision = decideConversion({ result, source: doc.documentTypeId, plugins: auto.transforms.pluginsFor(t), plan, plans: auto.plans, enabled: auto.enabled, size: doc.size })
      if (decision.kind === 'plan') result = planRefusal(result, decision)
      if (decision.kind === 'convert') {
        // The bytes read with the metadata (small documents), else read whole (conversion caps the size).
        const original = loaded.bytes ?? (await documentContent(deps.knex, doc.id))?.bytes
        const converted = original === undefined ? undefined : await convertForSend(auto.transforms, original.toString('utf8').replace(/^\uFEFF/, ''), result, decision.choice, t)
        if (converted !== undefined && !converted.ok) result = converted.failure
        if (converted !== undefined && converted.ok) {
          conversion = converted.doc
          deps.log.info({ documentId: doc.documentId, steps: conversion.steps, target: conversion.documentTypeId }, 'document converted to a type the receiver accepts')
          const syntax = parseFormat(conversion.documentTypeId)?.syntax === 'cii' ? 'CII' as const : 'UBL' as const
          result = await deliver({ ...doc, documentTypeId: conversion.documentTypeId, syntax }, { bytes: Buffer.from(conversion.xml, 'utf8'), mediaType: doc.mediaType })
        }
      }
    }
    const pluginDetails = (result.details ?? {}) as Record<string, JsonValue>
    const details: Record<string, unknown> = {
      ...base, ...pluginDetails,
      id: doc.documentId, attempt: String(job.attempts), hookId: hook.id, channel: hook.action,
      ...(result.status !== undefined ? { status: result.status } : {}),
      ...(result.condition !== undefined ? { condition: result.condition } : {}),
      ...(result.ok ? {} : { code: result.code }),
      ...(conversion !== undefined ? { targetDocumentTypeId: conversion.documentTypeId, conversion: conversion.details } : {}),
      ...(forHook?.ok === true ? { targetDocumentTypeId: forHook.record.documentTypeId, conversion: { targetFormat: target as string, targetDocumentTypeId: forHook.record.documentTypeId, steps: forHook.content.conversion?.steps ?? [] } } : {}),
      // Fields the command asks its events to carry (an MLS's statusCode, status, ..., plugins/peppol-as4/mls/send.ts).
      ...(typeof evDetails.eventDetails === 'object' && evDetails.eventDetails !== null ? evDetails.eventDetails as Record<string, unknown> : {})
    }
    // A channel that names no protocol (email, sftp, httpsin) is its own protocol.
    if (details.protocol === null || details.protocol === undefined) details.protocol = actionName(hook.action)
    const messageId = typeof details.messageId === 'string' ? details.messageId : null
    const failure = result.ok ? null : `${result.code}: ${result.message}`

    const decision = applyOutputRules(hook.output, data.event.topic, { ok: result.ok, status: result.status, condition: result.condition }, bestMatch({ id: hook.id, topics: hook.topics }, data.event.topic)?.pattern ?? null)
    if (decision !== null) {
      let topic: string
      try { topic = validateTopic(decision.topics[0], 'output topic') } catch { topic = result.ok ? topics.sent : topics.error }
      if (isCommandTopic(topic)) {
        const why = `${result.ok ? 'delivered' : failure} via hook ${hook.name ?? hook.id}; output rule ${decision.ruleIndex} hands the document to ${topic}`
        const r = await record(job, doc, 'fallback', topic, why, { ...details, triedHookIds: [...tried, hook.id], outputRule: decision.ruleIndex }, hook)
        deps.log.info({ documentId: doc.documentId, hookId: hook.id, topic, fallbackFound: r.commandHookMissing === undefined }, 'send command handed to a fallback topic')
        return r.commandHookMissing === undefined ? outcome.done({ fallback: topic }) : outcome.fail(`no hook takes ${topic}`)
      }
      const status: DocumentStatus = result.ok ? 'sent' : 'error'
      await record(job, doc, status, topic, failure ?? `${doc.family} delivered via hook ${hook.name ?? hook.id}`, { ...details, outputRule: decision.ruleIndex }, hook, { messageId })
      return result.ok ? outcome.done({ topic }) : outcome.fail(failure as string)
    }

    if (result.ok) {
      const converted = conversion !== undefined ? ` as ${conversion.documentTypeId} (automatic conversion: ${conversion.steps.join(', ')})` : ''
      await record(job, doc, 'sent', topics.sent, `${doc.family} ${doc.documentNumber ?? doc.documentId} delivered to ${doc.receiver ?? '?'}${converted} via hook ${hook.name ?? hook.id}`, details, hook, { messageId })
      return outcome.done({ status: result.status ?? null, attempt: job.attempts })
    }
    if (result.retryable) {
      const delay = deps.retry(job.attempts)
      if (delay !== 'exhausted') {
        const at = deps.clock.now() + delay
        const nextAttemptOn = new Date(at).toISOString()
        await record(job, doc, 'retrying', topics.retry, `${failure as string}; next attempt ${nextAttemptOn}`, { ...details, nextAttemptOn }, hook)
        return outcome.retry({ at, error: failure as string })
      }
    }
    deps.log.warn({ documentId: doc.documentId, hookId: hook.id, attempt: job.attempts, code: result.code }, 'document send abandoned')
    await record(job, doc, 'error', topics.error, `${failure as string}${result.retryable ? '; no further attempts' : ''}`, details, hook)
    return outcome.fail(failure as string)
  }
}
