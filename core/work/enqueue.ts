/**
 * enqueue(): the transactional outbox. Jobs are inserted with the caller's knex or transaction, so they commit or
 * roll back with the state change that caused them. Nothing here commits; workers are told only after the commit.
 */
import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import type { NewJob } from './types.ts'
import type { Wakeup } from './wakeup.ts'
import type { WriteBatch } from '../db/write-batch.ts'

export interface EnqueueOptions {
  /**
   * Wakes workers once the outermost transaction commits (never on rollback): in this process, and on PostgreSQL
   * in others too when the Wakeup was built with `db`. Without it, workers find the job at their next poll.
   */
  wakeup?: Wakeup
  /** Add the insert to this batch (core/db/write-batch.ts) instead of running it; the wake-up follows the batch.
   * Only for jobs without dedupeKey (a batch returns no rows, so an ignored duplicate could not be told). */
  batch?: WriteBatch
}

const CHUNK = 500

let lastMs = 0
let seq = 0
/** A 32-hex-digit id that sorts by creation time (48-bit ms, 16-bit sequence, 64 random bits): cheap to index. */
export function newJobId (clock: Clock): string {
  const now = Math.max(clock.now(), 0)
  if (now === lastMs) seq = (seq + 1) & 0xffff
  else { lastMs = now; seq = randomBytes(2).readUInt16BE() & 0x7fff }
  return now.toString(16).padStart(12, '0') + seq.toString(16).padStart(4, '0') + randomBytes(8).toString('hex')
}

const time = (v: number | Date): Date => typeof v === 'number' ? new Date(v) : v

/**
 * Inserts jobs inside `db` (a transaction: the caller's outbox; a knex instance: autocommit, in statements of 500
 * rows, so pass a transaction when a large batch must be all or nothing). Returns the job ids in input order; a job
 * ignored as a duplicate (same id, or same kind + dedupeKey) returns the existing job's id.
 */
export async function enqueue (db: Knex | Knex.Transaction, clock: Clock, jobs: NewJob | readonly NewJob[], opts: EnqueueOptions = {}): Promise<string[]> {
  const list: readonly NewJob[] = Array.isArray(jobs) ? jobs : [jobs as NewJob]
  if (list.length === 0) return []
  const now = clock.now()
  const nowDate = new Date(now)
  const rows = list.map(j => {
    if (typeof j.kind !== 'string' || j.kind === '') throw new TypeError('enqueue: every job needs a kind')
    if (j.maxAttempts !== undefined && j.maxAttempts !== null && (!Number.isInteger(j.maxAttempts) || j.maxAttempts < 1)) {
      throw new RangeError(`enqueue: maxAttempts must be an integer >= 1, got ${j.maxAttempts}`)
    }
    return {
      id: j.id ?? newJobId(clock),
      kind: j.kind,
      tenant_id: j.tenantId ?? null,
      // Stringified here: pg would turn a top-level array into a PostgreSQL array literal.
      payload: JSON.stringify(j.payload ?? {}),
      status: 'pending',
      attempts: 0,
      max_attempts: j.maxAttempts ?? null,
      deadline: j.deadline === undefined || j.deadline === null ? null : time(j.deadline),
      run_at: j.runAt === undefined ? nowDate : time(j.runAt),
      dedupe_key: j.dedupeKey ?? null,
      created_at: nowDate,
      updated_at: nowDate
    }
  })
  if (opts.batch !== undefined) {
    if (rows.some(r => r.dedupe_key !== null)) throw new Error('enqueue: jobs with a dedupeKey cannot join a WriteBatch')
    for (let i = 0; i < rows.length; i += CHUNK) opts.batch.add(db('jobs').insert(rows.slice(i, i + CHUNK)))
    const wakeup = opts.wakeup
    const dueKinds = [...new Set(rows.filter(r => r.run_at.getTime() <= now).map(r => r.kind))]
    if (wakeup !== undefined && dueKinds.length > 0) opts.batch.afterRun(() => { wakeup.afterCommit(db, dueKinds) })
    return rows.map(r => r.id)
  }
  const inserted = new Set<string>()
  for (let i = 0; i < rows.length; i += CHUNK) {
    const got = await db('jobs').insert(rows.slice(i, i + CHUNK)).onConflict().ignore().returning('id') as Array<{ id: string }>
    for (const r of got) inserted.add(r.id)
  }
  const ids = rows.map(r => r.id)
  if (inserted.size < rows.length) {
    // Ignored rows: look up the existing job of each dedupe key (an ignored explicit id is already the right id).
    const missing = rows.map((r, i) => ({ r, i })).filter(({ r }) => !inserted.has(r.id) && r.dedupe_key !== null)
    for (let i = 0; i < missing.length; i += CHUNK) {
      const part = missing.slice(i, i + CHUNK)
      const found = await db('jobs').select('id', 'kind', 'dedupe_key')
        .whereIn(['kind', 'dedupe_key'], part.map(({ r }) => [r.kind, r.dedupe_key as string])) as Array<{ id: string, kind: string, dedupe_key: string }>
      const byKey = new Map(found.map(f => [`${f.kind}\u0000${f.dedupe_key}`, f.id]))
      for (const { r, i: at } of part) ids[at] = byKey.get(`${r.kind}\u0000${r.dedupe_key as string}`) ?? r.id
    }
  }
  if (opts.wakeup !== undefined) {
    const dueKinds = [...new Set(rows.filter(r => inserted.has(r.id) && r.run_at.getTime() <= now).map(r => r.kind))]
    if (dueKinds.length > 0) opts.wakeup.afterCommit(db, dueKinds)
  }
  return ids
}
