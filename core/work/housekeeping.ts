/**
 * Housekeeping for the jobs table. No timers here: the caller schedules these (and reads the clock through them).
 */
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import { affectedRows } from '../db/rows.ts'

type Db = Knex | Knex.Transaction

export interface DeleteFinishedOptions {
  /** Delete jobs that finished more than this long ago. */
  olderThanMs: number
  /** Default ['done']: failed jobs stay for operators to inspect unless listed. */
  statuses?: ReadonlyArray<'done' | 'failed'>
  /** Rows per DELETE statement, so no statement holds many locks for long. Default 1000. */
  batchSize?: number
}

/** Deletes finished jobs older than the retention. Returns how many. */
export async function deleteFinishedJobs (db: Db, clock: Clock, opts: DeleteFinishedOptions): Promise<number> {
  const cutoff = new Date(clock.now() - opts.olderThanMs)
  const statuses = [...(opts.statuses ?? ['done'])]
  const batch = opts.batchSize ?? 1000
  let total = 0
  for (;;) {
    const res = await db.raw(`
      delete from jobs where id in (
        select id from jobs where status in ('done', 'failed') and status = any(?::text[]) and updated_at < ?
         limit ? for update skip locked)`, [statuses, cutoff, batch])
    const n = res.rowCount ?? 0
    total += n
    if (n < batch) return total
  }
}

/**
 * Makes 'running' jobs due again now, without waiting for their leases: for start-up of the embedded database
 * (one process holds it, so every running job there belongs to a dead process), or for a restarted worker with a
 * stable workerId (`lockedBy`). The lost attempt still counts. Never call it while a live worker may hold them.
 */
export async function releaseClaims (db: Db, clock: Clock, opts: { lockedBy?: string } = {}): Promise<number> {
  const now = new Date(clock.now())
  const q = db('jobs').where({ status: 'running' })
  if (opts.lockedBy !== undefined) q.andWhere({ locked_by: opts.lockedBy })
  const n: unknown = await q.update({ status: 'pending', run_at: now, lease_until: null, locked_by: null, updated_at: now })
  return affectedRows(n)
}
