/**
 * GET /admin/v1/plugins (admin token): what the console's plugins and tenants pages show, which no other API
 * exposed: the plugins this installation discovered (name, version, kind, actions, the plugin API version each was
 * written for and the one this host serves), the ones refused with the reason, and per tenant which channel plugins
 * are enabled (the operator's plugins configuration, WHARF_PLUGINS_CONFIG). Manifests and configuration only: no
 * plugin code runs and no setting is shown (settings may hold secrets).
 */
import type { FastifyInstance } from 'fastify'
import type { Wharf } from '../context.ts'
import { loadPluginCatalogue } from '../plugins/catalogue.ts'
import { listTenants } from '../tenancy/tenants.ts'
import { SDK_API_VERSION } from '../sdk/index.ts'
import { projectRoot } from '../paths.ts'

const PluginView = {
  type: 'object',
  properties: {
    name: { type: 'string' }, version: { type: 'string' }, kind: { type: 'string' }, apiVersion: { type: 'string' },
    actions: { type: 'array', items: { type: 'string' } }, source: { type: 'string' }, packageName: { type: 'string', nullable: true }
  }
} as const

export async function pluginAdminRoutes (app: FastifyInstance, opts: { wharf: Wharf, root?: string }): Promise<void> {
  const { wharf } = opts
  const catalogue = await loadPluginCatalogue(opts.root ?? projectRoot, wharf.config)

  app.get('/admin/v1/plugins', {
    config: { auth: 'admin' },
    schema: {
      tags: ['admin'], security: [{ admin: [] }],
      summary: 'Installed plugins (version, plugin API version), refused ones, and the channel plugins enabled per tenant',
      response: {
        200: {
          type: 'object',
          properties: {
            hostApiVersion: { type: 'string' },
            plugins: { type: 'array', items: PluginView },
            refused: { type: 'array', items: { type: 'object', properties: { name: { type: 'string', nullable: true }, file: { type: 'string' }, reason: { type: 'string' } } } },
            tenants: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, environment: { type: 'string' }, enabled: { type: 'array', items: { type: 'string' } } } } }
          }
        }
      }
    }
  }, async () => {
    const plugins = [...catalogue.registry.byName.values()].sort((a, b) => a.name.localeCompare(b.name))
    const channels = plugins.filter(p => p.kind === 'channel')
    return {
      hostApiVersion: SDK_API_VERSION,
      plugins: plugins.map(p => ({ name: p.name, version: p.version, kind: p.kind, apiVersion: p.manifest.apiVersion, actions: p.actions, source: p.source, packageName: p.packageName ?? null })),
      refused: catalogue.registry.refused.map(r => ({ name: r.name ?? null, file: r.file, reason: r.reason })),
      tenants: (await listTenants(wharf.knex)).map(t => ({
        id: t.id, name: t.name, environment: t.environment,
        enabled: channels.filter(p => catalogue.enablement.isEnabled(p.name, { id: t.id, name: t.name })).map(p => p.name)
      }))
    }
  })
}
