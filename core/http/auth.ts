/**
 * Authentication and authorisation of every route, decided by the MATCHED ROUTE, never by the URL's text (a router
 * decodes `/%61pi/...` to `/api/...`; a prefix test on the raw URL does not). Deny by default: every route declares
 * how it is authenticated in its config, and a route that declares nothing makes start-up fail:
 *
 *   config: { auth: { role: 'ApManager', party: 'partyId' } }   bearer token of scope ap (the /api routes)
 *   config: { auth: 'admin' }                                   the operator's admin token (the /admin routes)
 *   config: { auth: 'public' }                                  no Wharf credential; the route checks its own if any
 *                                                               (SMP, /health, /inbound/download's token, /as4's
 *                                                               AS4 signature)
 *
 * `party` names a path parameter holding a party identifier; the party is resolved within the token's tenant and the
 * principal must be allowed to act for it (request.party then holds it).
 * A third-party plugin whose routes cannot carry a declaration is registered inside a scope that declares one for all
 * of its routes (`declareScopeAuth`), e.g. swagger-ui under /docs.
 * 401: no, malformed, expired, foreign or revoked token; wrong Subscription-Key; not the admin token. 403: no scope
 * `ap`, missing role, no permission on the party. The not-found handler is no route: it answers 404 to anyone.
 */
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import type { Wharf } from '../context.ts'
import type { Environment } from '../config.ts'
import { hasRole, type RoleName } from '../auth/roles.ts'
import { resolvePrincipal, resolvePrincipalWithParty, canActFor, forbidden, type Principal } from '../auth/principal.ts'
import { SCOPE_AP, unauthorized } from '../auth/tokens.ts'
import { adminTokenMatches } from '../admin/token.ts'
import { isSubscriptionKeyValid } from '../tenancy/tenants.ts'
import { findPartyByIdentifier, type Party } from '../tenancy/parties.ts'
import { WharfError } from '../errors.ts'
import { tryParsePartyId } from '../peppol/identifiers.ts'

/** A bearer token of scope `ap` with at least `role`, and, with `party`, permission on the party in that path parameter. */
export interface BearerAuth { role: RoleName, party?: string }
export type RouteAuth = BearerAuth | 'admin' | 'public'

declare module 'fastify' {
  interface FastifyRequest {
    environment: Environment
    principal: Principal
    party: Party
  }
  interface FastifyContextConfig {
    auth?: RouteAuth
  }
}

const kScopeAuth = Symbol('wharf.scopeAuth')

/** Declares the authentication of every route registered in `scope` (and its children) that declares none itself. */
export function declareScopeAuth (scope: FastifyInstance, auth: RouteAuth): void {
  scope.decorate<RouteAuth>(kScopeAuth, auth)
}

export interface AuthOptions {
  wharf: Wharf
  environmentOf: (host: string | undefined) => Environment
  /** The operator's admin token; without one, routes declaring `auth: 'admin'` refuse everyone. */
  adminToken?: string
}

/** Registered first in the app: its onRoute hook sees every route registered after it, in every scope. */
export const authPlugin = fp(async function auth (app: FastifyInstance, opts: AuthOptions) {
  const { wharf } = opts
  app.decorateRequest('environment', 'acceptance')
  app.decorateRequest('principal', null as unknown as Principal)
  app.decorateRequest('party', null as unknown as Party)

  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const auth = route.config?.auth ?? (this.hasDecorator(kScopeAuth) ? this.getDecorator<RouteAuth>(kScopeAuth) : undefined)
    if (!isRouteAuth(auth)) {
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method
      throw new Error(`Route ${method} ${route.url} declares no authentication: give it config.auth ('public', 'admin' or { role, party? }), see core/http/auth.ts`)
    }
    route.config = { ...route.config, auth }
  })

  app.addHook('onRequest', async (req) => {
    req.environment = opts.environmentOf(req.host)
    if (req.is404) return
    const auth = req.routeOptions.config.auth
    if (auth === 'public') return
    if (auth === 'admin') return checkAdminToken(opts.adminToken, req)
    if (auth === undefined) throw unauthorized('this route declares no authentication') // refused at start-up already
    req.principal = await authenticate(wharf, req, auth.party)
  })

  app.addHook('preHandler', async (req) => {
    const needs = req.routeOptions.config.auth
    if (req.is404 || typeof needs !== 'object') return
    const p = req.principal
    if (!p.scopes.includes(SCOPE_AP)) throw forbidden('the token lacks scope "ap"')
    if (!hasRole(p.roles, needs.role)) throw forbidden(`this operation needs role ${needs.role}; the token has ${p.roles.join(', ') || 'no role'}`)
    if (needs.party !== undefined) {
      const raw = (req.params as Record<string, string>)[needs.party]
      const party = prefetched.has(req) ? prefetched.get(req) : await findPartyByIdentifier(wharf.knex, p.tenantId, p.environment, raw)
      if (party === undefined || !canActFor(p, party.id)) throw forbidden(`no permission on party ${raw}`)
      req.party = party
    }
  })
})

function isRouteAuth (auth: unknown): auth is RouteAuth {
  if (auth === 'public' || auth === 'admin') return true
  return typeof auth === 'object' && auth !== null && typeof (auth as BearerAuth).role === 'string'
}

function checkAdminToken (adminToken: string | undefined, req: FastifyRequest): void {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')
  if (adminToken === undefined || m === null || !adminTokenMatches(adminToken, m[1])) {
    throw new WharfError('UNAUTHORIZED', 'Unauthorized: the admin API needs the admin token (WHARF_ADMIN_TOKEN or WHARF_DATA_DIR/admin-token)')
  }
}

/** The party of a route's `party` parameter, read with the principal in onRequest (undefined: no such party). */
const prefetched = new WeakMap<FastifyRequest, Party | undefined>()

async function authenticate (wharf: Wharf, req: FastifyRequest, partyParam: string | undefined): Promise<Principal> {
  const header = req.headers.authorization
  if (header === undefined) throw unauthorized('no bearer token was sent')
  const m = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(header)
  if (m === null) throw unauthorized('the Authorization header is not "Bearer <token>"')
  const claims = await wharf.tokens.verify(req.environment, m[1])
  // A route on a party path: the party in the same statement as the principal. An identifier that does not parse is
  // left to preHandler, which refuses it after the scope and role checks, as for any other party.
  const id = partyParam === undefined ? undefined : tryParsePartyId((req.params as Record<string, string>)[partyParam])
  let principal: Principal
  if (id === undefined) principal = await resolvePrincipal(wharf.knex, claims)
  else {
    const both = await resolvePrincipalWithParty(wharf.knex, claims, id)
    principal = both.principal
    prefetched.set(req, both.party)
  }
  const subKey = req.headers['subscription-key']
  if (subKey !== undefined) {
    const key = Array.isArray(subKey) ? subKey[0] : subKey
    if (!await isSubscriptionKeyValid(wharf.knex, principal.tenantId, key)) {
      throw unauthorized('the Subscription-Key is not a valid key of this tenant')
    }
  }
  return principal
}

export { WharfError }
