/**
 * The plugin host: the registry (discovery), per-tenant enablement and settings (configuration), and a runner (the
 * worker pool). `deliver(job)` picks the plugin serving the hook's action, refuses before dispatch when it is
 * unknown (PLUGIN_NOT_FOUND), not enabled for the tenant (PLUGIN_NOT_ENABLED) or its settings do not match its
 * schema (PLUGIN_SETTINGS_INVALID), and otherwise runs it in the pool.
 */
import type { DeliveryJob, DeliveryResult, LookupResult, Recipient } from '../sdk/index.ts'
import { discoverPlugins, type LoadedPlugin, type PluginRegistry } from './discovery.ts'
import {
  PluginWorkerPool, createInProcessRunner, hostFailure, silentLogger,
  type HostLogger, type HostResult, type PluginRunner, type PoolOptions
} from './pool.ts'
import { PluginEnablement, checkSettings, type EnablementOptions, type PluginSettings, type TenantRef } from './settings.ts'
import type { ResultFor } from './runner.ts'

export interface CallOptions {
  /** The plugin by name; otherwise by `action` (deliver: default job.hook.action). */
  plugin?: string
  action?: string
  /** Default: job.tenantId (deliver). Pass `{ id, name }` when configuration keys tenants by name. */
  tenant?: TenantRef
  deadlineMs?: number
  signal?: AbortSignal
}

export interface PluginHostOptions {
  registry: PluginRegistry
  enablement: PluginEnablement
  runner: PluginRunner
  logger?: HostLogger
}

const tenantId = (t: TenantRef): string => typeof t === 'string' ? t : t.id
const tenantKey = (t: TenantRef): string => typeof t === 'string' ? t : `${t.id}\u0000${t.name ?? ''}`

type Prepared = { ok: true, plugin: LoadedPlugin, settings: PluginSettings } | { ok: false, result: DeliveryResult }

export class PluginHost {
  readonly registry: PluginRegistry
  readonly enablement: PluginEnablement
  readonly runner: PluginRunner
  private readonly logger: HostLogger
  private readonly settingsCache = new Map<string, ReturnType<typeof checkSettings>>()

  constructor (options: PluginHostOptions) {
    this.registry = options.registry
    this.enablement = options.enablement
    this.runner = options.runner
    this.logger = options.logger ?? silentLogger
  }

  /** Finds the channel plugin and its validated settings for the tenant, or the failure that refuses the call. */
  prepare (by: { plugin?: string, action?: string }, tenant: TenantRef): Prepared {
    const key = by.plugin ?? by.action
    const refuse = (code: string, message: string): Prepared => ({ ok: false, result: hostFailure(code, false, message) })
    if (key === undefined || key === '') return refuse('PLUGIN_NOT_FOUND', 'no plugin or hook action given')
    const plugin = by.plugin !== undefined ? this.registry.get(by.plugin) : this.registry.forAction(key)
    if (plugin === undefined) return refuse('PLUGIN_NOT_FOUND', this.registry.explainMissing(key))
    if (plugin.kind !== 'channel') return refuse('PLUGIN_NOT_FOUND', `plugin ${plugin.name} is a ${plugin.kind}, not a channel`)
    if (!this.enablement.isEnabled(plugin.name, tenant)) {
      return refuse('PLUGIN_NOT_ENABLED', `plugin ${plugin.name} is not enabled for tenant ${tenantId(tenant)}`)
    }
    const cacheKey = `${plugin.name}\u0000${tenantKey(tenant)}`
    let check = this.settingsCache.get(cacheKey)
    if (check === undefined) {
      check = checkSettings(plugin.name, plugin.validateSettings, this.enablement.settingsFor(plugin.name, tenant), tenantId(tenant))
      this.settingsCache.set(cacheKey, check)
    }
    if (!check.ok) {
      return { ok: false, result: hostFailure('PLUGIN_SETTINGS_INVALID', false, check.message, { details: { problems: check.problems.map(p => ({ ...p })) } }) }
    }
    return { ok: true, plugin, settings: check.settings }
  }

  private refused<R> (result: DeliveryResult, logContext: Record<string, unknown>): HostResult<R> {
    this.logger.warn({ ...logContext, code: (result as { code?: string }).code }, (result as { message?: string }).message ?? '')
    return { ...result, durationMs: 0, logs: [] } as unknown as HostResult<R>
  }

  /** One delivery attempt of `job` through the plugin serving `options.action ?? job.hook.action`. */
  async deliver (job: DeliveryJob, options: CallOptions = {}): Promise<HostResult<DeliveryResult>> {
    const tenant = options.tenant ?? job.tenantId
    const by = { plugin: options.plugin, action: options.action ?? job.hook.action }
    const logContext: Record<string, unknown> = { deliveryId: job.deliveryId, attempt: job.attempt, tenantId: tenantId(tenant), hookId: job.hook.id }
    return await this.call('deliver', by, tenant, settings => [job, settings], options, logContext)
  }

  /** Can the channel reach `recipient` for `documentType`? PLUGIN_NOT_SUPPORTED when the plugin has no lookup. */
  async lookup (recipient: Recipient, documentType: string, options: CallOptions & { tenant: TenantRef }): Promise<HostResult<LookupResult>> {
    const logContext: Record<string, unknown> = { tenantId: tenantId(options.tenant), recipient: `${recipient.scheme}::${recipient.value}` }
    return await this.call('lookup', options, options.tenant, settings => [recipient, documentType, settings], options, logContext)
  }

  /** Runs `fn` of the channel plugin found for `by` on the worker pool with the tenant's settings, or answers (and logs)
   * why it cannot. */
  private async call<F extends 'deliver' | 'lookup'> (fn: F, by: { plugin?: string, action?: string }, tenant: TenantRef,
    args: (settings: PluginSettings) => unknown[], options: CallOptions, logContext: Record<string, unknown>): Promise<HostResult<ResultFor<F>>> {
    const prepared = this.prepare(by, tenant)
    if (!prepared.ok) return this.refused(prepared.result, { ...logContext, plugin: by.plugin ?? by.action })
    const { plugin, settings } = prepared
    return await this.runner.run({
      plugin: { name: plugin.name, version: plugin.version },
      entry: plugin.workerEntry,
      fn,
      args: args(settings),
      deadlineMs: options.deadlineMs,
      signal: options.signal,
      logContext
    })
  }

  close (): Promise<void> {
    return this.runner.close()
  }
}

export interface CreatePluginHostOptions {
  /** Project root with `plugins/` and `transforms/`. */
  root: string
  /** The parsed operator configuration (`{ plugins: { ... } }`). */
  config?: unknown
  enablement?: EnablementOptions
  /** Worker pool options, or `false` to run plugins in-process (benchmarks and plugin unit tests only). */
  pool?: PoolOptions | false
  logger?: HostLogger
  /** The plugin API version this host provides (default SDK_API_VERSION); for tests. */
  apiVersion?: string
}

/** Discovers plugins (plus packages named in the configuration), logs refused ones, creates the worker pool (whose
 * threads start with the first call of each plugin). */
export async function createPluginHost (options: CreatePluginHostOptions): Promise<PluginHost> {
  const logger = options.logger ?? silentLogger
  const enablement = new PluginEnablement(options.config ?? {}, options.enablement)
  const registry = await discoverPlugins({ root: options.root, packages: enablement.packages(), apiVersion: options.apiVersion })
  for (const r of registry.refused) logger.error({ file: r.file }, `plugin refused: ${r.reason}`)
  for (const p of registry.byName.values()) {
    logger.info({ plugin: p.name, version: p.version, kind: p.kind, actions: p.actions, source: p.source }, `plugin ${p.name} ${p.version} loaded`)
  }
  const typescript = [...registry.byName.values()].some(p => /\.[cm]?ts$/.test(p.workerEntry))
  let runner: PluginRunner
  if (options.pool === false) {
    runner = createInProcessRunner({ logger })
  } else {
    // No thread starts here: each plugin's threads start with its first call and end when idle (PoolOptions
    // minThreads, idleTimeoutMs), so an instance's idle memory does not grow with the number of plugins installed.
    runner = new PluginWorkerPool({ typescript, logger, ...options.pool })
  }
  return new PluginHost({ registry, enablement, runner, logger })
}
