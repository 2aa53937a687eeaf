/**
 * The SQL of the queue, apart from enqueue: claiming due jobs, writing results back, reading a job. Every time is a
 * parameter from the injected clock (never now() in SQL). Runs unchanged on PostgreSQL and PGlite.
 */
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import { isPostgresServer, withPooledConnection, type RawResult } from '../db/connection.ts'
import type { Job, JobRecord, JobStatus } from './types.ts'

type Db = Knex | Knex.Transaction

const ms = (v: unknown): number | null => v === null || v === undefined ? null : v instanceof Date ? v.getTime() : new Date(v as string).getTime()

export function toRecord (row: Record<string, unknown>): JobRecord {
  return {
    id: row.id as string,
    kind: row.kind as string,
    tenantId: (row.tenant_id as string | null) ?? null,
    payload: row.payload,
    status: row.status as JobStatus,
    attempts: row.attempts as number,
    maxAttempts: (row.max_attempts as number | null) ?? null,
    deadline: ms(row.deadline),
    runAt: ms(row.run_at) as number,
    leaseUntil: ms(row.lease_until),
    lockedBy: (row.locked_by as string | null) ?? null,
    lastError: (row.last_error as string | null) ?? null,
    result: row.result ?? null,
    dedupeKey: (row.dedupe_key as string | null) ?? null,
    createdAt: ms(row.created_at) as number,
    updatedAt: ms(row.updated_at) as number
  }
}

export async function getJob (db: Db, id: string): Promise<JobRecord | undefined> {
  const row = await db('jobs').where({ id }).first()
  return row === undefined ? undefined : toRecord(row)
}

/**
 * Claims and write-backs run in a short transaction of their own with two local settings:
 *
 * - Only index scans and nested loops. A queue table churns faster than ANALYZE runs (PGlite has no autovacuum at
 *   all), so its statistics are usually stale: measured with 20,000 due jobs and no fresh ANALYZE, the claim chose
 *   a bitmap scan of every due row plus a sort (29 ms on PostgreSQL, 143 ms on PGlite, instead of 0.2 ms), and the
 *   write-back a hash join over every active row. With these settings the claim walks jobs_due in run_at order and
 *   stops after `limit` rows, and the write-back looks each id up in the primary key. JIT is off too: these
 *   statements are tiny, and a plan made expensive by a disabled node would otherwise be compiled (200 ms).
 * - On a PostgreSQL server, synchronous_commit off: these commits do not wait for the WAL flush (measured 6-8 ms
 *   per commit on the 2-core test machine, half of each claim); the WAL writer flushes them within a fraction of a
 *   second. Losing one in a database crash can only make a job run again, which at-least-once allows; it never
 *   loses a job, because the job itself was committed by the enqueuing transaction, which keeps the server's
 *   (synchronous) setting. Not on PGlite: it has no WAL writer, so an asynchronous commit reaches the disk only
 *   with a later synchronous one, and a killed process would forget every claim and result since.
 */
async function queueTransaction<T> (db: Db, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const asyncCommit = isPostgresServer(db) ? 'off' : 'on'
  return await db.transaction(async trx => {
    await trx.raw(`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
      set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true),
      set_config('jit', 'off', true), set_config('synchronous_commit', ?, true)`, [asyncCommit])
    return await fn(trx)
  })
}

const settingsSql = (asyncCommit: boolean): string => `select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
      set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true),
      set_config('jit', 'off', true), set_config('synchronous_commit', '${asyncCommit ? 'off' : 'on'}', true)`

/** A dollar-quoted SQL literal of `text`, with a tag whose delimiter first occurs where it closes the literal (not
 * inside `text`, and not formed by a `$q` at the end of `text` plus the closing delimiter): no escaping to get wrong. */
export function sqlLiteral (text: string): string {
  let tag = 'q'
  while (`${text}$${tag}$`.indexOf(`$${tag}$`) !== text.length) tag += 'q'
  return `$${tag}$${text}$${tag}$`
}

/**
 * The queue transaction in ONE round trip: the settings above and `statement` sent as one simple-protocol query,
 * which PostgreSQL runs as one implicit transaction (set_config(..., true) lasts until its end; an error rolls it all
 * back and leaves the connection clean). Instead of BEGIN, set_config, the statement and COMMIT as four round trips:
 * on the AS4 bench, socket writes were 14% of the sending instance's main thread on PostgreSQL, and on PGlite every
 * statement costs the main thread knex, protocol and WASM time. PGlite (`exec`, its only connection held from knex's
 * pool of one, so no other statement interleaves) keeps synchronous commits, see above. Values are inlined, so
 * `statement` takes them only through sqlLiteral() or as checked numbers. Returns the rows of the last statement.
 */
export async function queueRoundTrip (db: Knex, statement: string): Promise<Array<Record<string, unknown>>> {
  // A pooled connection directly (it has knex's search_path): knex would rewrite every `?`, inside literals too.
  const server = isPostgresServer(db)
  return await withPooledConnection(db, async conn => {
    const text = `${settingsSql(server)};\n${statement}`
    const res = server ? await conn.query(text) : await (conn.exec as (text: string) => Promise<RawResult[]>)(text)
    const results = Array.isArray(res) ? res : [res]
    return results[results.length - 1].rows
  })
}

const isTransaction = (db: Db): boolean => (db as { isTransaction?: boolean }).isTransaction === true

const int = (n: number): string => {
  if (!Number.isSafeInteger(n)) throw new TypeError(`expected an integer, got ${n}`)
  return String(n)
}
const timeLiteral = (d: Date): string => `${sqlLiteral(d.toISOString())}::timestamptz`

export interface ClaimOptions {
  workerId: string
  kinds: readonly string[]
  limit: number
  leaseMs: number
}

/**
 * Claims up to `limit` jobs that are due (pending, run_at <= now) or whose lease ran out (running, run_at =
 * lease_until <= now), oldest first, skipping rows other workers hold. Each kind is read from its own ordered
 * range of jobs_due (up to `limit` rows each, then the oldest `limit` of those are taken; the other locked rows
 * are released at once, at commit). One short transaction, committed before
 * this returns: the caller runs the handlers after it, outside any transaction. Pass a knex instance, not a
 * transaction (the claim must commit on its own).
 */
/** The claim statement, its values given as SQL (placeholders in binding order, or literals). */
const claimSql = (v: { lease: string, workerId: string, now: string, kinds: string, limit: string }): string => `
    update jobs as j
       set status = 'running', attempts = j.attempts + 1, run_at = ${v.lease}, lease_until = ${v.lease}, locked_by = ${v.workerId}, updated_at = ${v.now}
      from (select d.id, d.previous_status
              from ${v.kinds} as k(kind)
             cross join lateral (select id, status as previous_status, run_at from jobs
                                  where jobs.kind = k.kind and status in ('pending', 'running') and run_at <= ${v.now}
                                  order by run_at
                                  limit ${v.limit}
                                    for update skip locked) as d
             order by d.run_at
             limit ${v.limit}) as c
     where j.id = c.id
    returning j.id, j.kind, j.tenant_id, j.payload, j.attempts, j.max_attempts, j.deadline, j.created_at,
              j.lease_until, j.last_error, c.previous_status`

export async function claimJobs (db: Db, clock: Clock, opts: ClaimOptions): Promise<Job[]> {
  if (opts.limit <= 0 || opts.kinds.length === 0) return []
  const now = clock.now()
  const lease = new Date(now + opts.leaseMs)
  const kinds = [...new Set(opts.kinds)]
  const rows = !isTransaction(db)
    ? await queueRoundTrip(db as Knex, claimSql({
      lease: timeLiteral(lease), workerId: sqlLiteral(opts.workerId), now: timeLiteral(new Date(now)), limit: int(opts.limit),
      kinds: `jsonb_array_elements_text(${sqlLiteral(JSON.stringify(kinds))}::jsonb)`
    }))
    : (await queueTransaction(db, async trx => await trx.raw(claimSql({ lease: '?', workerId: '?', now: '?', limit: '?', kinds: 'unnest(?::text[])' }),
        [lease, lease, opts.workerId, new Date(now), kinds, new Date(now), opts.limit, opts.limit]))).rows as Array<Record<string, unknown>>
  return rows.map(row => ({

    id: row.id as string,
    kind: row.kind as string,
    tenantId: (row.tenant_id as string | null) ?? null,
    payload: row.payload,
    attempts: row.attempts as number,
    maxAttempts: (row.max_attempts as number | null) ?? null,
    deadline: ms(row.deadline),
    createdAt: ms(row.created_at) as number,
    leaseUntil: ms(row.lease_until) as number,
    reclaimed: row.previous_status === 'running',
    lastError: (row.last_error as string | null) ?? null
  }))
}

/** The end of one claim: done, failed, or pending again at runAt. */
export interface WriteBack {
  id: string
  /** The claim's attempt number: a write for a claim that has since been taken again is ignored. */
  attempts: number
  status: 'done' | 'failed' | 'pending'
  /** Required for 'pending'. */
  runAt?: number
  /** null keeps the previous error. */
  error?: string | null
  /** undefined keeps the previous result. */
  result?: unknown
}

const MAX_ERROR = 4000

/**
 * Writes many claim results in one statement. Returns the ids it applied; a missing id lost its claim (the lease
 * ran out and another worker took the job), and its result is dropped: at-least-once, the other run counts.
 * "Still claimed" is `locked_by is not null` (set by the claim, cleared by every write-back and by releaseClaims),
 * not `status = 'running'`: that condition would let the planner pick the partial index jobs_due and read every
 * active job instead of looking ids up in the primary key.
 */
export async function writeBack (db: Db, clock: Clock, updates: readonly WriteBack[]): Promise<Set<string>> {
  if (updates.length === 0) return new Set()
  const ids: string[] = []
  const attempts: number[] = []
  const statuses: string[] = []
  const runAts: Array<string | null> = []
  const errors: Array<string | null> = []
  const results: Array<string | null> = []
  for (const u of updates) {
    ids.push(u.id)
    attempts.push(u.attempts)
    statuses.push(u.status)
    runAts.push(u.runAt === undefined ? null : new Date(u.runAt).toISOString())
    errors.push(u.error === undefined || u.error === null ? null : u.error.slice(0, MAX_ERROR))
    results.push(u.result === undefined ? null : JSON.stringify(u.result) ?? null)
  }
  const sql = (now: string, values: string): string => `
    update jobs as j
       set status = v.status, run_at = coalesce(v.run_at, j.run_at), lease_until = null, locked_by = null,
           last_error = coalesce(v.last_error, j.last_error), result = coalesce(v.result, j.result), updated_at = ${now}
      from ${values}
     where j.id = v.id and j.attempts = v.attempts and j.status = 'running'
    returning j.id`
  let rows: Array<Record<string, unknown>>
  if (!isTransaction(db)) {
    // One literal: the rows as JSON (result as JSON text, so that a JSON null result stays distinct from "keep").
    const json = ids.map((id, i) => ({ id, attempts: int(attempts[i]), status: statuses[i], run_at: runAts[i], last_error: errors[i], result: results[i] }))
    rows = await queueRoundTrip(db as Knex, sql(timeLiteral(new Date(clock.now())),
      `(select id, attempts, status, run_at, last_error, result::jsonb as result from jsonb_to_recordset(${sqlLiteral(JSON.stringify(json))}::jsonb)
         as r(id text, attempts int, status text, run_at timestamptz, last_error text, result text)) as v`))
  } else {
    rows = (await queueTransaction(db, async trx => await trx.raw(sql('?', `unnest(?::text[], ?::int[], ?::text[], ?::timestamptz[], ?::text[], ?::jsonb[])
           as v(id, attempts, status, run_at, last_error, result)`),
    // Arrays with null elements are fine for pg and PGlite; knex's binding type just does not say so.
    [new Date(clock.now()), ids, attempts, statuses, runAts, errors, results] as unknown as Knex.Value[]))).rows as Array<Record<string, unknown>>
  }
  return new Set((rows as Array<{ id: string }>).map(r => r.id))
}
