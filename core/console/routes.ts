/**
 * The operator console's server part: its files under /console (core/console/static.ts, always served: they hold no
 * data) and, on a process serving the admin API, GET /admin/v1/plugins (core/console/plugins-route.ts).
 */
import type { FastifyInstance } from 'fastify'
import type { Wharf } from '../context.ts'
import { consoleStaticRoutes } from './static.ts'
import { pluginAdminRoutes } from './plugins-route.ts'

export async function consoleRoutes (app: FastifyInstance, opts: { wharf: Wharf, admin: boolean }): Promise<void> {
  await app.register(consoleStaticRoutes)
  if (opts.admin) await app.register(pluginAdminRoutes, { wharf: opts.wharf })
}
