/**
 * Collecting (README.md): each event routed to a batch hook is one hook.deliver attempt, run on the main thread
 * (ExtensionHost.localDelivery). In one transaction it joins the open batch of its hook and topic (created with the
 * first event, which also queues the batch's close at first event + period) and, when that makes the batch full,
 * closes it. Closing publishes `{Topic}Batched` (InvoiceReceived -> InvoiceReceivedBatched) for the hook's party with
 * the batch's documents and a download link to their ZIP (routes.ts), valid for tokenLifetimeSeconds.
 * An event delivered twice (at-least-once) joins once: items are unique per hook and event.
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import { enqueue, publish, type DeliverJob, type HookWithSecrets, type PluginContext } from '../../core/sdk/host.ts'
import { delivered, failed, type DeliveryResult } from '../../core/sdk/index.ts'
import { createDownloadToken } from '../../core/sdk/download-token.ts'
import { BadBatchAddressError, parseBatchAddress } from './address.ts'

export const CLOSE_KIND = 'batch.close'
export const PLUGIN = 'batch'
export const DOWNLOAD_PATH = '/batch/download'

interface BatchRow { id: string, hook_id: string, tenant_id: string, environment: string, topic: string, count: number, state: string }

export const batchedTopic = (topic: string): string => `${topic}Batched`

async function lifetimeMs (context: PluginContext, tenantId: string): Promise<number> {
  const v = (await context.pluginSettings(PLUGIN, tenantId)).settings.tokenLifetimeSeconds
  return (typeof v === 'number' && Number.isInteger(v) && v >= 60 && v <= 2_592_000 ? v : 86_400) * 1000
}

/** Closes `batch` in `trx` and publishes its Batched event. Prepare `token` before the transaction. */
async function closeIn (trx: Knex.Transaction, context: PluginContext, hook: HookWithSecrets, batch: BatchRow, reason: 'size' | 'period', link: { url: string, expiresAt: number }): Promise<string> {
  const items = await trx('batch_items').where({ batch_id: batch.id }).orderBy('seq').select('event_id', 'document_id') as Array<{ event_id: string, document_id: string | null }>
  const eventId = randomUUID()
  await trx('batches').where({ id: batch.id }).update({ state: 'closed', reason, event_id: eventId, closed_at: new Date(context.clock.now()) })
  await publish(trx, { clock: context.clock, hooks: context.hooks, wakeup: context.wakeup }, {
    eventId, tenantId: batch.tenant_id, environment: hook.environment, topic: batchedTopic(batch.topic),
    partyInternalId: hook.partyId, partyId: hook.endpointId, createdBy: 'batch',
    message: `Batch of ${items.length} ${batch.topic} events (${reason === 'size' ? 'full' : 'period over'}); ZIP of the documents: ${DOWNLOAD_PATH}`,
    details: {
      batchId: batch.id, hookId: hook.id, topic: batch.topic, count: items.length, reason, format: 'zip',
      downloadUrl: link.url, expiresOn: new Date(link.expiresAt).toISOString(),
      documentIds: items.map(i => i.document_id).filter((d): d is string => d !== null), eventIds: items.map(i => i.event_id)
    }
  })
  return eventId
}

/** Signs download links for a hook's batches; reads the settings first (outside any transaction). */
async function linkSigner (context: PluginContext, hook: HookWithSecrets): Promise<(batchId: string) => { url: string, expiresAt: number }> {
  const lifetime = await lifetimeMs(context, hook.tenantId)
  const secret = await context.tokenSecret(PLUGIN, hook.tenantId)
  const base = context.config.environments[hook.environment].url.replace(/\/+$/, '')
  return batchId => {
    const expiresAt = context.clock.now() + lifetime
    const token = createDownloadToken({ documentId: batchId, tenantId: hook.tenantId, expiresAt }, secret)
    return { url: `${base}${DOWNLOAD_PATH}?token=${token}`, expiresAt }
  }
}

/** The local delivery of a batch hook: the event joins its batch. */
export function collector (context: PluginContext): (hook: HookWithSecrets, job: DeliverJob) => Promise<DeliveryResult> {
  return async (hook, job) => {
    let address
    try { address = parseBatchAddress(hook.action) } catch (err) {
      if (err instanceof BadBatchAddressError) return failed('BAD_ADDRESS', err.message)
      throw err
    }
    const topic = job.event.topic
    const documentKey = job.documentKey ?? job.event.documentId
    const sign = await linkSigner(context, hook)
    for (let tries = 0; tries < 3; tries++) {
      const batchId = randomUUID()
      const result = await context.knex.transaction(async trx => {
        await trx('batches').insert({ id: batchId, hook_id: hook.id, tenant_id: hook.tenantId, environment: hook.environment, topic, count: 0, state: 'open', created_at: new Date(context.clock.now()) }).onConflict().ignore()
        const batch = await trx('batches').where({ hook_id: hook.id, topic, state: 'open' }).forUpdate().first() as BatchRow | undefined
        if (batch === undefined) return undefined // closed meanwhile by another delivery: try again
        const seen = await trx('batch_items').where({ hook_id: hook.id, event_id: job.event.eventId }).first('batch_id')
        if (seen !== undefined) return { batchId: seen.batch_id as string, position: 0 }
        const seq = Number(batch.count) + 1
        await trx('batch_items').insert({ batch_id: batch.id, seq, hook_id: hook.id, event_id: job.event.eventId, document_key: documentKey, document_id: job.event.documentId })
        await trx('batches').where({ id: batch.id }).update({ count: seq })
        if (seq === 1) {
          await enqueue(trx, context.clock, { kind: CLOSE_KIND, tenantId: hook.tenantId, dedupeKey: batch.id, runAt: context.clock.now() + address.periodMs, payload: { batchId: batch.id } }, { wakeup: context.wakeup })
        }
        // Full: closed in the same transaction, so no event can join a full batch.
        if (seq >= address.maxBatchSize) await closeIn(trx, context, hook, batch, 'size', sign(batch.id))
        return { batchId: batch.id, position: seq }
      })
      if (result !== undefined) return delivered({ details: { batchId: result.batchId, position: result.position, protocol: 'batch' } })
    }
    throw new Error('the batch changed under three attempts to join it; the delivery is retried')
  }
}

/** The `batch.close` job: the period of a batch is over (a no-op when it was closed full before). */
export async function closeByPeriod (context: PluginContext, batchId: string): Promise<{ closed: boolean }> {
  const row = await context.knex('batches').where({ id: batchId, state: 'open' }).first() as BatchRow | undefined
  if (row === undefined) return { closed: false }
  const hook = await context.hooks.withSecrets(row.hook_id)
  if (hook === undefined) return { closed: false }
  const sign = await linkSigner(context, hook)
  return await context.knex.transaction(async trx => {
    const batch = await trx('batches').where({ id: batchId, state: 'open' }).forUpdate().first() as BatchRow | undefined
    if (batch === undefined) return { closed: false }
    await closeIn(trx, context, hook, batch, 'period', sign(batchId))
    return { closed: true }
  })
}
