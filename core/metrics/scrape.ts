/**
 * What GET /metrics reads at scrape time rather than counting: the durable queue (jobs per kind and status, age of the
 * oldest due job, from the `jobs` table: one grouped query over the jobs_due index) and the plugin pool (threads,
 * queued calls, utilisation) of this process. Then the registry in Prometheus text format.
 */
import type { Wharf } from '../context.ts'
import { gauges, registry } from './registry.ts'

interface PoolLike { stats: () => { threads: number, queueSize: number, utilization: number } }

export async function collectQueue (wharf: Pick<Wharf, 'knex' | 'clock'>): Promise<void> {
  const now = wharf.clock.now()
  const rows = await wharf.knex('jobs').whereIn('status', ['pending', 'running'])
    .groupBy('kind', 'status')
    .select('kind', 'status', wharf.knex.raw('count(*)::int as n'), wharf.knex.raw("min(run_at) filter (where status = 'pending' and run_at <= ?) as oldest", [new Date(now)])) as Array<{ kind: string, status: string, n: number, oldest: Date | string | null }>
  gauges.queueJobs.reset()
  gauges.queueOldestDue.reset()
  const oldest = new Map<string, number>()
  for (const r of rows) {
    gauges.queueJobs.set({ kind: r.kind, status: r.status }, r.n)
    const age = r.oldest === null ? 0 : Math.max(0, (now - new Date(r.oldest).getTime()) / 1000)
    oldest.set(r.kind, Math.max(oldest.get(r.kind) ?? 0, age))
  }
  for (const [kind, age] of oldest) gauges.queueOldestDue.set({ kind }, age)
}

export function collectPluginPool (wharf: Pick<Wharf, 'plugins'>): void {
  const runner = wharf.plugins?.runner as Partial<PoolLike> | undefined
  if (typeof runner?.stats !== 'function') return
  const s = runner.stats()
  gauges.pluginThreads.set(s.threads)
  gauges.pluginQueue.set(s.queueSize)
  gauges.pluginUtilisation.set(s.utilization)
}

/** The exposition text after the scrape-time reads. */
export async function scrape (wharf: Pick<Wharf, 'knex' | 'clock' | 'plugins'>): Promise<{ contentType: string, body: string }> {
  await collectQueue(wharf)
  collectPluginPool(wharf)
  return { contentType: registry.contentType, body: await registry.metrics() }
}
