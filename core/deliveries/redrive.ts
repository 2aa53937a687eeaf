/**
 * Sending deliveries again: one (retry) or a filtered set (redrive). A delivery is re-enqueued as a new
 * `hook.deliver` job with the SAME delivery id (X-Service-Delivery: consumers deduplicate on it) and the event as
 * the event log holds it; `sentOn` is the time of each attempt (core/delivery/hook-delivery.ts), so consumers'
 * replay window holds. The row lock on the delivery makes two concurrent redrives queue it once: a delivery that is
 * `pending` is already queued and is never queued a second time (a retry of it makes its job due now instead).
 */
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import { WharfError } from '../errors.ts'
import { enqueue, newJobId, type Wakeup } from '../work/index.ts'
import { DELIVER_KIND, type DeliverJob, type EventPayload } from '../publish/publish.ts'
import { getDelivery, matching, type Delivery, type DeliveryFilters, type DeliveryScope } from './store.ts'

export interface RedriveDeps { knex: Knex, clock: Clock, wakeup?: Wakeup }

const BATCH = 500

interface Locked { id: string, hook_id: string, document_key: string | null, job_id: string | null, status: string, event: unknown }

/**
 * Queues the locked deliveries again (one job insert and one update for all of them); returns the ids queued, without
 * those whose event is no longer in the event log.
 */
async function requeue (trx: Knex.Transaction, deps: RedriveDeps, tenantId: string, rows: readonly Locked[]): Promise<string[]> {
  const jobs = rows.filter(r => r.event !== null && r.event !== undefined).map(row => {
    const event = (typeof row.event === 'string' ? JSON.parse(row.event) : row.event) as EventPayload
    const payload: DeliverJob = { deliveryId: row.id, hookId: row.hook_id, event, ...(row.document_key !== null ? { documentKey: row.document_key } : {}) }
    return { id: newJobId(deps.clock), kind: DELIVER_KIND, tenantId, payload }
  })
  if (jobs.length === 0) return []
  const now = new Date(deps.clock.now())
  await enqueue(trx, deps.clock, jobs, { wakeup: deps.wakeup })
  // The ids as an array too: the primary key finds the rows, not a hash join over the table (store.ts, recordAttempts).
  await trx.raw(`update hook_deliveries as d set status = 'pending', job_id = v.job_id, next_attempt_at = ?, updated_at = ?
      from jsonb_to_recordset(?::jsonb) as v(id text, job_id text) where d.id = v.id and d.id = any(?::text[])`,
  [now, now, JSON.stringify(jobs.map(j => ({ id: j.payload.deliveryId, job_id: j.id }))), jobs.map(j => j.payload.deliveryId)])
  return jobs.map(j => j.payload.deliveryId)
}

const lockedRows = (trx: Knex.Transaction, scope: DeliveryScope): Knex.QueryBuilder =>
  trx('hook_deliveries as d').leftJoin('events as e', 'e.id', 'd.event_id')
    .where({ 'd.hook_id': scope.hookId, 'd.tenant_id': scope.tenantId, 'd.environment': scope.environment })
    .select('d.id', 'd.hook_id', 'd.document_key', 'd.job_id', 'd.status', 'e.payload as event')
    .forUpdate('d')

/**
 * Retry of one delivery. A delivered or failed one is queued again; a pending one waiting for its next attempt is
 * made due now; one being attempted right now is a conflict. Returns the delivery as queued, read in the same
 * transaction: after the commit a worker woken by NOTIFY may have attempted it already.
 */
export async function retryDelivery (deps: RedriveDeps, scope: DeliveryScope, deliveryId: string): Promise<Delivery> {
  return await deps.knex.transaction(async trx => {
    const row = await lockedRows(trx, scope).where('d.id', deliveryId).first() as Locked | undefined
    if (row === undefined) throw new WharfError('NOT_FOUND', `No delivery ${deliveryId} of hook ${scope.hookId}`)
    if (row.status === 'pending' && row.job_id !== null) {
      const job = await trx('jobs').where({ id: row.job_id }).first('status') as { status: string } | undefined
      if (job?.status === 'running') throw new WharfError('CONFLICT', `Delivery ${deliveryId} is being attempted now; retry it when the attempt has ended`)
      if (job?.status === 'pending') {
        const now = new Date(deps.clock.now())
        await trx('jobs').where({ id: row.job_id, status: 'pending' }).update({ run_at: now, updated_at: now })
        await trx('hook_deliveries').where({ id: row.id }).update({ next_attempt_at: now, updated_at: now })
        deps.wakeup?.afterCommit(trx, [DELIVER_KIND])
        return await getDelivery(trx, scope, deliveryId) as Delivery
      }
      // The job is gone or finished without writing the delivery back (a crash): queue it again.
    }
    if ((await requeue(trx, deps, scope.tenantId, [row])).length === 0) throw new WharfError('DELIVERY_EXPIRED', `Delivery ${deliveryId}: its event is past the event log's retention and cannot be sent again`)
    return await getDelivery(trx, scope, deliveryId) as Delivery
  })
}

export interface RedriveResult { redriven: string[], skipped: number, hasMore: boolean }

/**
 * Redrive of the hook's deliveries matching `f` (pending ones excepted: they are queued already), oldest first, at
 * most `limit`. The set is fixed when the call starts, so a delivery redriven and delivered during the call is not
 * picked up again. `skipped`: deliveries whose event is past retention.
 */
export async function redrive (deps: RedriveDeps, scope: DeliveryScope, f: DeliveryFilters, limit: number): Promise<RedriveResult> {
  const candidates = await matching(deps.knex, scope, f).whereNot({ status: 'pending' })
    .orderBy([{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }]).limit(limit + 1).pluck('id') as string[]
  const hasMore = candidates.length > limit
  const ids = candidates.slice(0, limit)
  const redriven: string[] = []
  let skipped = 0
  for (let i = 0; i < ids.length; i += BATCH) {
    await deps.knex.transaction(async trx => {
      const rows = await lockedRows(trx, scope).whereIn('d.id', ids.slice(i, i + BATCH)).whereNot('d.status', 'pending').orderBy([{ column: 'd.created_at', order: 'asc' }, { column: 'd.id', order: 'asc' }]) as Locked[]
      const queued = await requeue(trx, deps, scope.tenantId, rows)
      redriven.push(...queued)
      skipped += rows.length - queued.length
    })
  }
  return { redriven, skipped, hasMore }
}
