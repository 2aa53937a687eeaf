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
import { clientErrorHandler } from './client-errors.ts'
import { installConnectionGuards, serverTimeouts } from './connections.ts'
import { environmentResolver } from './environment.ts'
import { authPlugin, declareScopeAuth } from './auth.ts'
import { healthRoutes } from './routes/health.ts'
import { meRoutes } from './routes/me.ts'
import { authRoutes } from '../auth/routes.ts'
import { adminRoutes } from '../admin/routes.ts'
import { partyRoutes } from '../tenancy/routes.ts'
import { userRoutes } from '../tenancy/user-routes.ts'
import { hookRoutes } from '../hooks/routes.ts'
import { eventRoutes } from '../publish/routes.ts'
import { adminEventRoutes, hookTestRoutes } from '../delivery/routes.ts'
import { deliveryRoutes } from '../deliveries/routes.ts'
import { lookupRoutes } from '../sending/lookup-routes.ts'
import { recipientRoutes } from '../sending/recipient-routes.ts'
import { loadExtensions, pluginContext } from '../plugins/extensions.ts'
import { documentRoutes } from '../documents/routes.ts'
import { lifecycleRoutes } from '../lifecycle/routes.ts'
import { retentionAdminRoutes } from '../lifecycle/admin-routes.ts'
import { responseRoutes } from '../documents/responses/routes.ts'
import { genericRoutes } from '../documents/responses/generic-routes.ts'
import { validationRoutes } from '../validation/routes.ts'
import { validationAdminRoutes } from '../validation/admin-routes.ts'
import { attachValidation, detachValidation } from '../validation/service.ts'
import { inboundRoutes } from '../inbound/routes.ts'
import { createTransformService, transformRoutes } from '../transforms/routes.ts'
import { loadPluginCatalogue } from '../plugins/catalogue.ts'
import { loggerOptions } from '../logger.ts'
import { projectRoot } from '../paths.ts'
import { mountPluginRoutes } from './plugin-routes.ts'
import { consoleRoutes } from '../console/routes.ts'
import { VERSION } from '../version.ts'
import { childLoggerFactory, genReqId, installRequestIds } from './request-id.ts'
import { installRequestMetrics, metricsRoutes } from '../metrics/routes.ts'

export interface AppOptions {
  /** Admin token; the admin API is only served when one is given. */
  adminToken?: string
}

export async function buildApp (wharf: Wharf, opts: AppOptions = {}): Promise<FastifyInstance> {
  const { config } = wharf
  const app: FastifyInstance = Fastify({
    loggerInstance: wharf.log as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    ...serverTimeouts(config.http),
    // SMP paths carry percent-encoded Peppol identifiers: document type ids are up to 500 characters (PEPPOL.md (h)).
    routerOptions: { maxParamLength: 2000 },
    trustProxy: config.trustProxy,
    // Requests Node's parser refuses get the catalogue's error body too (core/http/client-errors.ts).
    clientErrorHandler,
    // Request ids: X-Request-Id or a UUID, in error bodies and every log line (core/http/request-id.ts).
    genReqId,
    childLoggerFactory: childLoggerFactory as never,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } }
  })

  installRequestIds(app)
  installRequestMetrics(app)
  installErrorHandling(app)
  installConnectionGuards(app, config.http)
  // JSON as fastify parses it (prototype poisoning refused), except that an empty body is no body: clients send
  // Content-Type: application/json on a DELETE or a body-less POST, and fastify answered 400 for the missing JSON. A
  // route that needs a body says so through its schema.
  const json = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString()
    if (text === '') { done(null, undefined); return }
    json(req, text, done)
  })
  app.addSchema(ErrorBodySchema)
  // First: every route registered after it must declare its authentication (core/http/auth.ts), or start-up fails.
  await app.register(authPlugin, { wharf, environmentOf: environmentResolver(config), adminToken: opts.adminToken })
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
  // The API documentation is public; swagger-ui's own routes (the page, its assets, /docs/json) cannot carry a
  // declaration, so the scope they are registered in declares it for them.
  await app.register(async docs => {
    declareScopeAuth(docs, 'public')
    await docs.register(swaggerUi, { routePrefix: '/docs' })
  })
  app.get('/openapi.json', { schema: { hide: true }, config: { auth: 'public' } }, async () => app.swagger())

  await app.register(healthRoutes, { wharf, version: VERSION })
  // The operator console (/console) and, with the admin API, the plugin overview it shows (core/console/).
  await app.register(consoleRoutes, { wharf, admin: config.roles.includes('admin') && opts.adminToken !== undefined })
  // GET /metrics (Prometheus), only with WHARF_METRICS_TOKEN (core/metrics/README.md).
  await app.register(metricsRoutes, { wharf })
  if (config.roles.includes('auth')) await app.register(authRoutes, { wharf })
  if (config.roles.includes('api')) {
    // Installed channel plugins and their per-tenant enablement (manifests and configuration only; no worker pool).
    const catalogue = await loadPluginCatalogue(projectRoot, config)
    await app.register(meRoutes, { wharf })
    await app.register(partyRoutes, { wharf })
    await app.register(userRoutes, { wharf })
    await app.register(hookRoutes, { wharf, store: wharf.hooks, allowHttp: config.hookAllowHttp, targetAllowlist: config.hookTargetAllowlist, catalogue })
    await app.register(eventRoutes, { wharf })
    await app.register(hookTestRoutes, { wharf })
    await app.register(deliveryRoutes, { wharf })
    // Routes installed plugins serve whatever their enablement (entry.host; e.g. the SMP of peppol-as4).
    for (const routes of (await loadExtensions(wharf.log)).routes) await app.register(routes, { context: pluginContext(wharf) })
    await app.register(lookupRoutes, { wharf })
    await app.register(recipientRoutes, { wharf, catalogue })
    const transforms = createTransformService(wharf, catalogue)
    await app.register(documentRoutes, { wharf, catalogue, transforms })
    await app.register(lifecycleRoutes, { wharf })
    await app.register(responseRoutes, { wharf, catalogue })
    await app.register(genericRoutes, { wharf, catalogue })
    // POST /api/v1/generic/validate: XSD + Schematron in the validation worker pool; nothing stored.
    // One pool per instance, shared with the send pipeline and the MLS of received documents (core/validation/service.ts).
    const pool = attachValidation(wharf)
    app.addHook('onClose', async () => { await detachValidation(wharf.knex) })
    await app.register(validationRoutes, { wharf, pool })
    // GET /inbound/download?token=: the token an HTTPS inbound hook delivered is the credential.
    await app.register(inboundRoutes, { wharf, catalogue })
    // POST /api/v1/generic/transform: format conversion through the transform plugins (core/transforms/).
    await app.register(transformRoutes, { wharf, catalogue, service: transforms })
    // Inbound endpoints of channel plugins (e.g. POST /as4 of peppol-as4).
    await mountPluginRoutes(app, wharf, projectRoot)
    // Any other path under /api (as the router decodes it) is a route of its own that needs a bearer token, so an
    // unauthenticated caller learns nothing of which /api paths exist: 401 first, then the not-found answer.
    app.all('/api/*', { schema: { hide: true }, config: { auth: { role: 'ApUser' } } }, async (_req, reply) => { reply.callNotFound(); return await reply })
  }
  if (config.roles.includes('admin') && opts.adminToken !== undefined) {
    await app.register(adminRoutes, { wharf })
    await app.register(adminEventRoutes, { wharf })
    await app.register(retentionAdminRoutes, { wharf })
    await app.register(validationAdminRoutes, { wharf })
  }
  return app
}
