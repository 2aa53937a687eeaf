/**
 * The plugin catalogue of a process without a worker pool (the API role): which channel plugins are installed
 * (discovery reads manifests only; no plugin code runs) and which are enabled for a tenant, with their merged
 * settings, from the same operator configuration the workers load (core/plugins/operator-config.ts). The API uses
 * it to refuse a hook whose channel is not enabled for the tenant, and to find the https-inbound token secret.
 *
 *   const catalogue = await loadPluginCatalogue(projectRoot, wharf.config)
 *   catalogue.check('email', { id, name })   // { ok: true, plugin } | { ok: false, code: 'PLUGIN_NOT_ENABLED', message }
 *   catalogue.settingsFor('https-inbound', tenant)
 *
 * Actions written as URLs (`httpsin://user:pw@inbound?token=$token$`) are served by the plugin of their scheme
 * (actionName). tenantRefs(knex) gives the `{ id, name }` the runners pass to the plugin host, so configurations
 * keyed by tenant name match (names cached for a minute per process). An action that no installed plugin serves is `unknown`: callers decide (the hooks API accepts it,
 * because workers may load plugins from another root; the delivery then fails with PLUGIN_NOT_FOUND).
 */
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import type { Config } from '../config.ts'
import { discoverPlugins, type LoadedPlugin, type PluginRegistry } from './discovery.ts'
import { loadPluginsConfig } from './operator-config.ts'
import { PluginEnablement, type PluginSettings, type TenantRef } from './settings.ts'

export type ActionCheck =
  | { ok: true, plugin: LoadedPlugin }
  | { ok: false, code: 'PLUGIN_NOT_ENABLED' | 'PLUGIN_NOT_FOUND', message: string, plugin?: LoadedPlugin }

/** The action a hook's `action` value names: the scheme of an action written as a URL, else the value itself. */
export function actionName (action: string): string {
  const m = /^([a-z][a-z0-9+.-]*):\/\//i.exec(action)
  return m === null ? action : m[1].toLowerCase()
}

export class PluginCatalogue {
  constructor (readonly registry: PluginRegistry, readonly enablement: PluginEnablement) {}

  /** Whether a hook with this action can be delivered for the tenant. */
  check (action: string, tenant: TenantRef): ActionCheck {
    const name = actionName(action)
    const plugin = this.registry.forAction(name)
    if (plugin === undefined) return { ok: false, code: 'PLUGIN_NOT_FOUND', message: this.registry.explainMissing(name) }
    if (!this.enablement.isEnabled(plugin.name, tenant)) {
      return { ok: false, code: 'PLUGIN_NOT_ENABLED', plugin, message: `the channel ${name} (plugin ${plugin.name}) is not enabled for this tenant; the operator enables it in the plugins configuration` }
    }
    return { ok: true, plugin }
  }

  /** The plugin-level settings with the tenant's merged over them (not validated against the schema). */
  settingsFor (plugin: string, tenant: TenantRef): PluginSettings {
    return this.enablement.settingsFor(plugin, tenant)
  }
}

export async function loadPluginCatalogue (root: string, config: Config): Promise<PluginCatalogue> {
  const enablement = new PluginEnablement(loadPluginsConfig(root, config))
  const registry = await discoverPlugins({ root, packages: enablement.packages() })
  return new PluginCatalogue(registry, enablement)
}

/** Tenant id -> `{ id, name }` for plugin calls (configurations match tenants by id, then name); cached 60 s of `clock`. */
export function tenantRefs (knex: Knex, clock: Clock, ttlMs = 60_000): (id: string) => Promise<{ id: string, name: string | null }> {
  const cache = new Map<string, { name: string | null, at: number }>()
  return async (id) => {
    const hit = cache.get(id)
    if (hit !== undefined && clock.now() - hit.at < ttlMs) return { id, name: hit.name }
    const row = await knex('tenants').where({ id }).first('name') as { name: string } | undefined
    if (cache.size > 10_000) cache.clear()
    cache.set(id, { name: row?.name ?? null, at: clock.now() })
    return { id, name: row?.name ?? null }
  }
}
