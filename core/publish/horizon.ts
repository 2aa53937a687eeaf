/**
 * How far GET /api/v1/events may read without skipping an event for good. Event `seq` numbers come from a sequence,
 * taken when the publishing transaction inserts its event, but transactions commit in any order: on PostgreSQL a
 * reader can see seq 11 committed while seq 10 is still in flight. A cursor moved to 11 would then never return 10
 * (measured: the AS4 bench, 16 concurrent senders on PostgreSQL, lost one InvoiceSent in 159 and waited forever).
 *
 * readHorizon() scans the seq numbers after the cursor (all tenants: gaps are global) and stops before the first gap
 * that may still fill: a missing seq is taken as rolled back (or lost to a crash, which skips sequence values) once
 * the event after it is GAP_WAIT_MS old by the event clock, or once this process has seen the gap for GAP_WAIT_MS of
 * real time (test clocks may stand still). Until then the reader gets the events before the gap and comes back later.
 * PGlite runs one transaction at a time, so gaps there are only rollbacks and the scan is skipped.
 *
 *   const h = await readHorizon(knex, clock, after)   // { upTo: '1234' | null (PGlite: no limit), truncated }
 */
import type { Knex } from 'knex'
import { monotonicMs, type Clock } from '../clock.ts'
import { isPostgresServer } from '../db/connection.ts'

/** How long a missing seq may still be in flight. A publishing transaction that takes longer than this from its
 * event insert to its commit could have its event skipped by a reader; a rolled-back one delays readers this long. */
export const GAP_WAIT_MS = 10_000
/** Seq numbers scanned per call; beyond them the reader gets `truncated` and continues with its next page. */
export const HORIZON_SCAN = 4000

const firstSeen = new Map<string, number>()

const timeOf = (v: unknown): number => v instanceof Date ? v.getTime() : new Date(v as string).getTime()

export interface Horizon {
  /** The highest seq the reader may return, or null: no limit (PGlite). */
  upTo: string | null
  /** The scan stopped at HORIZON_SCAN rows: there may be more to read behind `upTo`. */
  truncated: boolean
}

export async function readHorizon (knex: Knex, clock: Clock, after: string | undefined): Promise<Horizon> {
  if (!isPostgresServer(knex)) return { upTo: null, truncated: false }
  const rows = await knex('events').select('seq', 'created_at').where('seq', '>', after ?? '0').orderBy('seq', 'asc').limit(HORIZON_SCAN) as Array<{ seq: string | number, created_at: unknown }>
  // Never beyond the last seq scanned: an event committed after this scan may have a gap of its own before it.
  if (rows.length === 0) return { upTo: after ?? '0', truncated: false }
  let prev = after !== undefined ? BigInt(after) : BigInt(rows[0].seq) - 1n
  const now = clock.now()
  const real = monotonicMs()
  for (const r of rows) {
    const seq = BigInt(r.seq)
    if (seq !== prev + 1n) {
      const key = `${prev}:${seq}`
      const seen = firstSeen.get(key) ?? real
      if (!firstSeen.has(key)) {
        if (firstSeen.size >= 1000) firstSeen.delete(firstSeen.keys().next().value as string)
        firstSeen.set(key, seen)
      }
      const settled = now - timeOf(r.created_at) >= GAP_WAIT_MS || real - seen >= GAP_WAIT_MS
      if (!settled) return { upTo: String(prev), truncated: false }
      firstSeen.delete(key)
    }
    prev = seq
  }
  return { upTo: String(prev), truncated: rows.length === HORIZON_SCAN }
}
