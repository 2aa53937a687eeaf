/**
 * The background side of a process (role `worker`): the plugin host with its worker-thread pool, the durable-queue
 * worker that runs deliveries, and hourly housekeeping (event log retention, finished jobs, the plugins' tasks such as
 * old AS4 receipts, stale /connect/token throttle rows, and a queued run of the documents' retention).
 */
import type { Wharf } from './context.ts'
import { projectRoot } from './paths.ts'
import { createPluginHost, type PluginHost } from './plugins/host.ts'
import { loadPluginsConfig } from './plugins/operator-config.ts'
import { Worker, deleteFinishedJobs, releaseClaims } from './work/index.ts'
import { COMMAND_KIND, DELIVER_KIND } from './publish/publish.ts'
import { deleteOldEvents } from './publish/routes.ts'
import { deleteOldDeliveries } from './deliveries/store.ts'
import { hookDeliveryHandler } from './delivery/hook-delivery.ts'
import { webhookRetryPolicy } from './delivery/retry-policy.ts'
import { commandRunHandler } from './sending/command-runner.ts'
import { RecentDocuments } from './documents/recent.ts'
import { TransformService } from './transforms/service.ts'
import { transformOutputValidator } from './validation/transform-output.ts'
import { planConfig } from './transforms/plans.ts'
import { loadExtensions, pluginContext } from './plugins/extensions.ts'
import { LoginThrottle } from './auth/throttle.ts'
import { RETENTION_KIND, retentionHandler, scheduleRetention } from './lifecycle/housekeeping.ts'

export interface Workers {
  plugins: PluginHost
  worker: Worker
  stop: () => Promise<void>
}

export interface WorkerOptions {
  concurrency?: number
  threads?: number
  pollIntervalMs?: number
  /** Run housekeeping every hour (default true). */
  housekeeping?: boolean
  /** Folder holding `plugins/` and `config/plugins.json` (default: the project root); tests point it at fixtures. */
  pluginRoot?: string
}

export async function startWorkers (wharf: Wharf, opts: WorkerOptions = {}): Promise<Workers> {
  const { config } = wharf
  const plugins = await createPluginHost({
    root: opts.pluginRoot ?? projectRoot,
    config: loadPluginsConfig(opts.pluginRoot ?? projectRoot, config),
    pool: { ...(opts.threads !== undefined ? { threads: opts.threads } : {}) },
    logger: wharf.log.child({ component: 'plugins' })
  })
  wharf.plugins = plugins
  const recent = wharf.recent = new RecentDocuments()
  const retry = webhookRetryPolicy(config.retrySchedule)
  const extensions = await loadExtensions(wharf.log)
  // Conversions run in the plugin host's pool (the TransformService does not own it: never closed here): automatic
  // conversion on send, and the target format a hook asks for (a mailto: URL's targetDocumentTypeId).
  const transforms = new TransformService({ registry: plugins.registry, enablement: plugins.enablement, runner: plugins.runner, plans: planConfig(config), validator: transformOutputValidator(wharf) })
  const worker = new Worker({
    db: wharf.knex,
    clock: wharf.clock,
    handlers: {
      [DELIVER_KIND]: {
        retry,
        handler: hookDeliveryHandler({
          knex: wharf.knex, clock: wharf.clock, hooks: wharf.hooks, plugins, retry, wakeup: wharf.wakeup, timeoutMs: config.hookTimeoutMs, log: wharf.log, transforms,
          local: new Map([...extensions.localDelivery].map(([action, factory]) => [action, factory(pluginContext(wharf))]))
        })
      },
      // Send commands (SendInvoice, ...): one document through the selected hook's channel; same retry window.
      [COMMAND_KIND]: {
        retry,
        handler: commandRunHandler({
          knex: wharf.knex, clock: wharf.clock, hooks: wharf.hooks, plugins, retry, wakeup: wharf.wakeup, timeoutMs: config.hookTimeoutMs, log: wharf.log, transforms,
          autoConvert: { transforms, plans: planConfig(config), enabled: config.autoConvert }, recent
        })
      },
      // Work kinds of installed plugins (entry.host), e.g. SML registration and Directory publication.
      ...Object.fromEntries(extensions.work.map(w => [w.kind, { handler: w.factory(pluginContext(wharf)), ...(w.retry !== undefined ? { retry: w.retry } : {}) }])),
      // Retention of documents' bytes (core/lifecycle/housekeeping.ts), scheduled hourly below.
      [RETENTION_KIND]: { handler: retentionHandler(wharf) }
    },
    concurrency: opts.concurrency ?? 64,
    // A claim outlives the longest attempt (timeout + plugin grace) with some margin; a killed worker's claims are
    // taken again after it.
    // WHARF_WORK_LEASE shortens it (tests, fast fail-over), never below the hook timeout + 1 s.
    leaseMs: config.workLeaseMs > 0 ? Math.max(config.workLeaseMs, config.hookTimeoutMs + 1000) : Math.round(config.hookTimeoutMs * 1.2) + 10_000,
    wakeup: wharf.wakeup,
    ...(opts.pollIntervalMs !== undefined ? { pollIntervalMs: opts.pollIntervalMs } : {}),
    log: wharf.log
  })
  // The embedded database has one process: claims left by a killed predecessor can be taken again at once.
  if (wharf.db.kind === 'pglite') await releaseClaims(wharf.knex, wharf.clock)
  await worker.start()
  let timer: NodeJS.Timeout | undefined
  if (opts.housekeeping !== false) {
    const tidy = async (): Promise<void> => {
      try {
        const events = await deleteOldEvents(wharf, config.eventRetentionDays)
        const deliveries = await deleteOldDeliveries(wharf.knex, new Date(wharf.clock.now() - config.eventRetentionDays * 86_400_000))
        const jobs = await deleteFinishedJobs(wharf.knex, wharf.clock, { olderThanMs: config.eventRetentionDays * 86_400_000 })
        const counts: Record<string, number> = { events, deliveries, jobs }
        for (const task of extensions.housekeeping) Object.assign(counts, await task(pluginContext(wharf))) // e.g. old AS4 receipts
        await new LoginThrottle(wharf.knex, wharf.clock, config.login).prune() // stale /connect/token throttle rows
        await scheduleRetention(wharf) // documents' bytes past their retention: a queued job
        if (Object.values(counts).some(n => n > 0)) wharf.log.info(counts, 'housekeeping: old rows deleted')
      } catch (err) { wharf.log.error({ err }, 'housekeeping failed') }
    }
    timer = setInterval(() => { void tidy() }, 3_600_000)
    timer.unref()
  }
  return {
    plugins,
    worker,
    stop: async () => {
      if (timer !== undefined) clearInterval(timer)
      // Drain: jobs in flight get the grace period; what is still running then is aborted and its claims released
      // (due now, the attempt counted), so another process takes it at once instead of after the lease.
      const { unfinished } = await worker.stop({ timeoutMs: config.shutdownGraceMs })
      if (unfinished > 0) {
        const released = await releaseClaims(wharf.knex, wharf.clock, { lockedBy: worker.id }).catch(err => { wharf.log.error({ err }, 'releasing claims failed'); return 0 })
        wharf.log.warn({ unfinished, released }, 'stopped with jobs in flight: claims released to the other processes')
      }
      await plugins.close()
      wharf.plugins = undefined
      wharf.recent = undefined
    }
  }
}
