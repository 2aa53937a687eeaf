/**
 * Mounts the main-thread routes of channel plugins (manifest `entry.routes`, e.g. the AS4 endpoint of peppol-as4):
 * each enabled plugin's routes module is imported and its default export registered as a fastify plugin with
 * `{ context }`, the narrow PluginContext (core/sdk/host.ts), not the whole process. A plugin is enabled at process level when the operator configuration (config/plugins.json, the
 * WHARF_PLUGINS_CONFIG file, settings the core derives from the environment) has an entry for it that is not
 * `enabled: false`. A routes module that fails to load is logged and skipped; the other routes are served.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { Wharf } from '../context.ts'
import { discoverPlugins } from '../plugins/discovery.ts'
import { loadPluginsConfig } from '../plugins/operator-config.ts'
import { loadPluginModule } from '../plugins/invoke.ts'
import { pluginContext, type PluginContext } from '../plugins/extensions.ts'

export async function mountPluginRoutes (app: FastifyInstance, wharf: Wharf, root: string): Promise<string[]> {
  const config = loadPluginsConfig(root, wharf.config)
  const registry = await discoverPlugins({ root })
  const mounted: string[] = []
  for (const plugin of registry.byName.values()) {
    if (plugin.routesEntry === undefined) continue
    const entry = config.plugins?.[plugin.name]
    if (entry === undefined || entry.enabled === false) continue
    try {
      // Through the plugin loader: a .ts routes module also loads when the server runs from the bundle (no tsx there).
      const mod = await loadPluginModule(plugin.routesEntry) as { default?: FastifyPluginAsync<{ context: PluginContext }> }
      if (typeof mod.default !== 'function') throw new Error(`${plugin.routesEntry} has no default export`)
      await app.register(mod.default, { context: pluginContext(wharf) })
      mounted.push(plugin.name)
    } catch (err) {
      wharf.log.error({ err, plugin: plugin.name }, 'plugin routes not mounted')
    }
  }
  return mounted
}
