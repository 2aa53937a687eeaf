/**
 * Builds the fastify app of one Wharf process from its services (core/context.ts). Which route groups it serves
 * follows the process roles (WHARF_ROLES): `auth` the identity server, `api` the REST API, `admin` the operator API.
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import formbody from '@fastify/formbody'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { Wharf } from '../context.ts'
import { installErrorHandling, ErrorBodySchema } from './error-handler.ts'
import { environmentResolver } from './environment.ts'
import { authPlugin } from './auth.ts'
import { healthRoutes } from './routes/health.ts'
import { meRoutes } from './routes/me.ts'
import { authRoutes } from '../auth/routes.ts'
import { adminAuth, adminRoutes } from '../admin/routes.ts'
import { partyRoutes } from '../tenancy/routes.ts'
import { hookRoutes } from '../hooks/routes.ts'
import { eventRoutes } from '../publish/routes.ts'
import { adminEventRoutes, hookTestRoutes } from '../delivery/routes.ts'
import { peppolConfigRoutes } from '../smp/config-routes.ts'
import { smpRoutes } from '../smp/smp-routes.ts'
import { lookupRoutes } from '../smp/lookup-routes.ts'
import { recipientRoutes } from '../smp/recipient-routes.ts'
import { documentRoutes } from '../documents/routes.ts'
import { inboundRoutes } from '../inbound/routes.ts'
import { loadPluginCatalogue } from '../plugins/catalogue.ts'
import { loggerOptions } from '../logger.ts'
import { projectRoot } from '../paths.ts'
import { mountPluginRoutes } from './plugin-routes.ts'
import { VERSION } from '../version.ts'

export interface AppOptions {
  /** Admin token; the admin API is only served when one is given. */
  adminToken?: string
}

export async function buildApp (wharf: Wharf, opts: AppOptions = {}): Promise<FastifyInstance> {
  const { config } = wharf
  const app: FastifyInstance = Fastify({
    loggerInstance: wharf.log as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    // SMP paths carry percent-encoded Peppol identifiers: document type ids are up to 500 characters (PEPPOL.md (h)).
    routerOptions: { maxParamLength: 2000 },
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } }
  })

  installErrorHandling(app)
  app.addSchema(ErrorBodySchema)
  await app.register(formbody, { bodyLimit: 64 * 1024 })
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Wharf API', version: VERSION, description: 'Peppol Access Point, SMP and multi-channel delivery. Errors share one body: see the ErrorBody schema.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token from POST /connect/token (scope ap)' },
          admin: { type: 'http', scheme: 'bearer', description: 'The operator admin token (WHARF_ADMIN_TOKEN or WHARF_DATA_DIR/admin-token)' }
        }
      }
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) }
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  await app.register(authPlugin, { wharf, environmentOf: environmentResolver(config) })
  await app.register(healthRoutes, { wharf, version: VERSION })
  if (config.roles.includes('auth')) await app.register(authRoutes, { wharf })
  if (config.roles.includes('api')) {
    // Installed channel plugins and their per-tenant enablement (manifests and configuration only; no worker pool).
    const catalogue = await loadPluginCatalogue(projectRoot, config)
    await app.register(meRoutes, { wharf })
    await app.register(partyRoutes, { wharf })
    await app.register(hookRoutes, { wharf, store: wharf.hooks, allowHttp: config.hookAllowHttp, catalogue })
    await app.register(eventRoutes, { wharf })
    await app.register(hookTestRoutes, { wharf })
    await app.register(peppolConfigRoutes, { wharf })
    await app.register(smpRoutes, { wharf })
    await app.register(lookupRoutes, { wharf })
    await app.register(recipientRoutes, { wharf })
    await app.register(documentRoutes, { wharf })
    // GET /inbound/download?token=: the token an HTTPS inbound hook delivered is the credential.
    await app.register(inboundRoutes, { wharf, catalogue })
    // Inbound endpoints of channel plugins (e.g. POST /as4 of peppol-as4).
    await mountPluginRoutes(app, wharf, projectRoot)
  }
  if (config.roles.includes('admin') && opts.adminToken !== undefined) {
    await app.register(async scoped => {
      scoped.addHook('onRequest', adminAuth(opts.adminToken as string))
      await scoped.register(adminRoutes, { wharf })
      await scoped.register(adminEventRoutes, { wharf })
    })
  }
  return app
}
