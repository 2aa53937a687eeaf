/**
 * Retention of the as4_receipts table (migration 007): the receipts we signed for accepted messages answer replays
 * (duplicate detection by MessageId) and are evidence of receipt; after WHARF_AS4_RECEIPT_RETENTION_DAYS they are
 * deleted by the hourly housekeeping (core/workers.ts). Deleted in batches so no statement holds many locks for long.
 *
 *   const n = await deleteOldAs4Receipts(knex, clock, { olderThanDays: 90 })
 */
import type { Knex } from 'knex'
import type { Clock } from '../../../core/sdk/runtime.ts'

export async function deleteOldAs4Receipts (db: Knex, clock: Clock, opts: { olderThanDays: number, batchSize?: number }): Promise<number> {
  const cutoff = new Date(clock.now() - opts.olderThanDays * 86_400_000)
  const batch = opts.batchSize ?? 1000
  let total = 0
  for (;;) {
    const res = await db.raw('delete from as4_receipts where message_id in (select message_id from as4_receipts where created_at < ? limit ?)', [cutoff, batch])
    const n = Number(res.rowCount ?? res.affectedRows ?? 0)
    total += n
    if (n < batch) return total
  }
}
