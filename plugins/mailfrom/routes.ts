/**
 * Main-thread start-up of the mailfrom plugin (entry.routes: mounted in api processes when the plugin is enabled for
 * the process, i.e. WHARF_MAILFROM_PORT is set): starts the SMTP receiver (server.ts) with the process configuration
 * and closes it with the app. It serves no HTTP route.
 */
import type { FastifyInstance } from 'fastify'
import type { PluginContext } from '../../core/sdk/host.ts'
import { startMailfromServer } from './server.ts'

export default async function routes (app: FastifyInstance, { context }: { context: PluginContext }): Promise<void> {
  const c = context.config.mailfrom
  if (c.port === undefined) return
  const server = await startMailfromServer(context, {
    port: c.port, host: c.host, maxBytes: c.maxBytes,
    ...(c.domain !== undefined ? { domain: c.domain } : {}),
    ...(c.tlsCertFile !== undefined ? { tlsCertFile: c.tlsCertFile } : {}),
    ...(c.tlsKeyFile !== undefined ? { tlsKeyFile: c.tlsKeyFile } : {})
  })
  app.addHook('onClose', async () => { await server.close() })
}
