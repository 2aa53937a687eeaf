/**
 * The retention housekeeping job (kind `documents.retention`, in the durable queue core/work): one run removes expired
 * bytes in bounded batches (core/lifecycle/retention.ts enforceRetention); when more may remain it enqueues the next
 * run at once, so a large backlog is worked off in steps without one long job. core/workers.ts schedules a run every
 * hour (scheduleRetention: one job per clock hour, by its dedupe key, however many processes schedule it).
 */
import type { Wharf } from '../context.ts'
import { enqueue, type Handler } from '../work/index.ts'
import { enforceRetention } from './retention.ts'

export const RETENTION_KIND = 'documents.retention'

/** Enqueues a run for the current clock hour (a second call in the same hour is ignored). */
export async function scheduleRetention (wharf: Pick<Wharf, 'knex' | 'clock' | 'wakeup'>): Promise<string> {
  const hour = Math.floor(wharf.clock.now() / 3_600_000)
  const [id] = await enqueue(wharf.knex, wharf.clock, { kind: RETENTION_KIND, dedupeKey: `hour-${hour}`, maxAttempts: 3 }, { wakeup: wharf.wakeup })
  return id
}

export function retentionHandler (wharf: Pick<Wharf, 'knex' | 'clock' | 'config' | 'wakeup' | 'log'>): Handler {
  return async () => {
    const run = await enforceRetention(wharf.knex, wharf.clock, wharf.config)
    if (run.removed > 0) wharf.log.info({ removed: run.removed, more: run.more }, 'retention: expired document contents removed')
    if (run.more) await enqueue(wharf.knex, wharf.clock, { kind: RETENTION_KIND, maxAttempts: 3 }, { wakeup: wharf.wakeup })
    return run
  }
}
