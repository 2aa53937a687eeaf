/**
 * The SQL of deliveries (tables hook_deliveries and hook_delivery_attempts, migration 016): the rows publish() writes
 * with the jobs, one attempt written back per run of the `hook.deliver` job (core/delivery/hook-delivery.ts), and the
 * reads of the API (core/deliveries/routes.ts). Re-enqueueing lives in redrive.ts.
 */
import type { Knex } from 'knex'
import type { Environment } from '../config.ts'
import type { DeliverJob } from '../publish/publish.ts'

export type DeliveryStatus = 'pending' | 'delivered' | 'failed'
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['pending', 'delivered', 'failed']
export type AttemptOutcome = 'delivered' | 'retry' | 'failed'

/** At most this much of a receiver's answer is kept per attempt. */
export const RESPONSE_MAX_BYTES = 1024

export interface DeliveryScope { tenantId: string, environment: Environment, hookId: string }

export interface Delivery {
  id: string
  hookId: string
  eventId: string
  topic: string
  documentId: string | null
  documentKey: string | null
  status: DeliveryStatus
  attempts: number
  jobId: string | null
  lastStatus: number | null
  lastError: string | null
  lastAttemptAt: string | null
  nextAttemptAt: string | null
  createdAt: string
  updatedAt: string
}

export interface Attempt {
  attempt: number
  at: string
  outcome: AttemptOutcome
  statusCode: number | null
  latencyMs: number | null
  errorCode: string | null
  error: string | null
  response: string | null
}

const iso = (v: unknown): string | null => v === null || v === undefined ? null : (v instanceof Date ? v : new Date(v as string)).toISOString()

function toDelivery (r: Record<string, unknown>): Delivery {
  return {
    id: r.id as string,
    hookId: r.hook_id as string,
    eventId: r.event_id as string,
    topic: r.topic as string,
    documentId: (r.document_id as string | null) ?? null,
    documentKey: (r.document_key as string | null) ?? null,
    status: r.status as DeliveryStatus,
    attempts: r.attempts as number,
    jobId: (r.job_id as string | null) ?? null,
    lastStatus: (r.last_status as number | null) ?? null,
    lastError: (r.last_error as string | null) ?? null,
    lastAttemptAt: iso(r.last_attempt_at),
    nextAttemptAt: iso(r.next_attempt_at),
    createdAt: iso(r.created_at) as string,
    updatedAt: iso(r.updated_at) as string
  }
}

/** The hook_deliveries rows of jobs publish() enqueues (each job with its id set: the delivery points at it). */
export function deliveryRows (jobs: ReadonlyArray<{ id: string, payload: DeliverJob }>, tenantId: string, environment: Environment, now: number): Array<Record<string, unknown>> {
  const at = new Date(now)
  return jobs.map(j => ({
    id: j.payload.deliveryId,
    tenant_id: tenantId,
    environment,
    hook_id: j.payload.hookId,
    event_id: j.payload.event.eventId,
    topic: j.payload.event.topic,
    document_id: j.payload.event.documentId,
    document_key: j.payload.documentKey ?? null,
    status: 'pending',
    attempts: 0,
    job_id: j.id,
    next_attempt_at: at,
    created_at: at,
    updated_at: at
  }))
}

export interface AttemptRecord {
  deliveryId: string
  at: number
  outcome: AttemptOutcome
  statusCode?: number
  latencyMs: number
  errorCode?: string
  error?: string
  response?: string
  /** When the next attempt is due (outcome retry). */
  nextAttemptAt?: number
}

/** The first RESPONSE_MAX_BYTES of `text` (UTF-8), cut at a character boundary. */
export function firstBytes (text: string | undefined): string | null {
  if (text === undefined || text === '') return null
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length <= RESPONSE_MAX_BYTES) return text
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, RESPONSE_MAX_BYTES)).replace(/\uFFFD$/, '')
}

/**
 * Writes attempts and their deliveries' new state, all in one statement (core/deliveries/attempt-writer.ts batches
 * the attempts that finish together). At most one attempt per delivery in one call. Nothing is written for a job
 * without a delivery row (the HookTest of POST /hook/{id}/test queued by a process without workers).
 *
 * The ids are given twice, as rows and as an array: PostgreSQL estimates 100 rows for jsonb_to_recordset and, joining
 * that to hook_deliveries, chose a hash join over a scan of the whole table (every write-back cost more as deliveries
 * accumulated: 0.5 ms of its 1.9 ms with 1,000 rows). `h.id = any(ids)` makes it look the rows up in the primary key.
 */
export async function recordAttempts (db: Knex, list: readonly AttemptRecord[]): Promise<void> {
  if (list.length === 0) return
  const rows = list.map(a => {
    const error = a.error === undefined ? null : a.error.slice(0, 2000)
    return {
      id: a.deliveryId,
      status: a.outcome === 'retry' ? 'pending' : a.outcome,
      outcome: a.outcome,
      at: new Date(a.at).toISOString(),
      next_at: a.nextAttemptAt === undefined ? null : new Date(a.nextAttemptAt).toISOString(),
      status_code: a.statusCode ?? null,
      latency_ms: Math.max(0, Math.round(a.latencyMs)),
      error_code: a.errorCode ?? null,
      error,
      last_error: a.outcome === 'delivered' ? null : error,
      response: firstBytes(a.response)
    }
  })
  await db.raw(`
    with a as (
      select * from jsonb_to_recordset(?::jsonb) as x(id text, status text, outcome text, at timestamptz, next_at timestamptz,
        status_code integer, latency_ms integer, error_code text, error text, last_error text, response text)),
    d as (
      update hook_deliveries h
         set attempts = h.attempts + 1, status = a.status, last_status = a.status_code, last_error = a.last_error,
             last_attempt_at = a.at, next_attempt_at = a.next_at, updated_at = a.at
        from a where h.id = a.id and h.id = any(?::text[])
   returning h.id, h.attempts)
    insert into hook_delivery_attempts (delivery_id, attempt, at, outcome, status_code, latency_ms, error_code, error, response)
    select d.id, d.attempts, a.at, a.outcome, a.status_code, a.latency_ms, a.error_code, a.error, a.response from d join a on a.id = d.id`,
  [JSON.stringify(rows), rows.map(r => r.id)])
}


export interface DeliveryFilters {
  status?: DeliveryStatus
  /** A topic, or a pattern with `*` wildcards. */
  topic?: string
  /** Period of creation: from (inclusive) to (exclusive), ISO times. */
  from?: string
  to?: string
}

/** The hook's deliveries matching `f`, as a query to refine (no order, no limit). */
export function matching (db: Knex | Knex.Transaction, scope: DeliveryScope, f: DeliveryFilters): Knex.QueryBuilder {
  const q = db('hook_deliveries').where({ hook_id: scope.hookId, tenant_id: scope.tenantId, environment: scope.environment })
  if (f.status !== undefined) void q.where({ status: f.status })
  if (f.topic !== undefined) {
    if (f.topic.includes('*')) void q.where('topic', 'like', f.topic.replace(/[\\%_]/g, c => `\\${c}`).replace(/\*/g, '%'))
    else void q.where({ topic: f.topic })
  }
  if (f.from !== undefined) void q.where('created_at', '>=', new Date(f.from))
  if (f.to !== undefined) void q.where('created_at', '<', new Date(f.to))
  return q
}

export interface Position { createdAt: string, id: string }

/** Newest first; `before`: the position of the last delivery of the previous page. */
export async function listDeliveries (db: Knex, scope: DeliveryScope, f: DeliveryFilters & { limit: number, before?: Position }): Promise<{ deliveries: Delivery[], hasMore: boolean }> {
  const q = matching(db, scope, f)
  if (f.before !== undefined) {
    const at = new Date(f.before.createdAt)
    const id = f.before.id
    void q.where(b => { void b.where('created_at', '<', at).orWhere(b2 => { void b2.where('created_at', '=', at).andWhere('id', '<', id) }) })
  }
  const rows = await q.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(f.limit + 1).select('*') as Array<Record<string, unknown>>
  return { deliveries: rows.slice(0, f.limit).map(toDelivery), hasMore: rows.length > f.limit }
}

export async function getDelivery (db: Knex | Knex.Transaction, scope: DeliveryScope, id: string): Promise<Delivery | undefined> {
  const row = await db('hook_deliveries').where({ id, hook_id: scope.hookId, tenant_id: scope.tenantId, environment: scope.environment }).first() as Record<string, unknown> | undefined
  return row === undefined ? undefined : toDelivery(row)
}

export async function listAttempts (db: Knex, deliveryId: string): Promise<Attempt[]> {
  const rows = await db('hook_delivery_attempts').where({ delivery_id: deliveryId }).orderBy('attempt') as Array<Record<string, unknown>>
  return rows.map(r => ({
    attempt: r.attempt as number,
    at: iso(r.at) as string,
    outcome: r.outcome as AttemptOutcome,
    statusCode: (r.status_code as number | null) ?? null,
    latencyMs: (r.latency_ms as number | null) ?? null,
    errorCode: (r.error_code as string | null) ?? null,
    error: (r.error as string | null) ?? null,
    response: (r.response as string | null) ?? null
  }))
}

/** Retention: deliveries (and their attempts) older than `before`, like the event log. */
export async function deleteOldDeliveries (db: Knex, before: Date): Promise<number> {
  const n: unknown = await db('hook_deliveries').where('created_at', '<', before).delete()
  return typeof n === 'number' ? n : 0
}
