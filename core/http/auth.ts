/**
 * Authentication and authorisation of /api routes. Every route under /api needs `Authorization: Bearer <token>`;
 * a route states what else it needs in its config:
 *
 *   config: { auth: { role: 'ApManager', party: 'partyId' } }
 *
 * `role` defaults to ApUser. `party` names a path parameter holding a party identifier; the party is resolved within
 * the token's tenant and the principal must be allowed to act for it (request.party then holds it).
 * 401: no, malformed, expired, foreign or revoked token; wrong Subscription-Key. 403: no scope `ap`, missing role,
 * no permission on the party.
 */
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Wharf } from '../context.ts'
import type { Environment } from '../config.ts'
import { hasRole, type RoleName } from '../auth/roles.ts'
import { resolvePrincipal, canActFor, forbidden, type Principal } from '../auth/principal.ts'
import { SCOPE_AP, unauthorized } from '../auth/tokens.ts'
import { isSubscriptionKeyValid } from '../tenancy/tenants.ts'
import { findPartyByIdentifier, type Party } from '../tenancy/parties.ts'
import { WharfError } from '../errors.ts'

export interface RouteAuth { role?: RoleName, party?: string }

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

export const authPlugin = fp(async function auth (app: FastifyInstance, opts: { wharf: Wharf, environmentOf: (host: string | undefined) => Environment }) {
  const { wharf } = opts
  app.decorateRequest('environment', 'acceptance')
  app.decorateRequest('principal', null as unknown as Principal)
  app.decorateRequest('party', null as unknown as Party)

  app.addHook('onRequest', async (req) => {
    req.environment = opts.environmentOf(req.host)
    if (!req.url.startsWith('/api/')) return
    req.principal = await authenticate(wharf, req)
  })

  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/api/')) return
    const needs: RouteAuth = req.routeOptions.config.auth ?? {}
    const p = req.principal
    if (!p.scopes.includes(SCOPE_AP)) throw forbidden('the token lacks scope "ap"')
    const role = needs.role ?? 'ApUser'
    if (!hasRole(p.roles, role)) throw forbidden(`this operation needs role ${role}; the token has ${p.roles.join(', ') || 'no role'}`)
    if (needs.party !== undefined) {
      const raw = (req.params as Record<string, string>)[needs.party]
      const party = await findPartyByIdentifier(wharf.knex, p.tenantId, p.environment, raw)
      if (party === undefined || !canActFor(p, party.id)) throw forbidden(`no permission on party ${raw}`)
      req.party = party
    }
  })
})

async function authenticate (wharf: Wharf, req: FastifyRequest): Promise<Principal> {
  const header = req.headers.authorization
  if (header === undefined) throw unauthorized('no bearer token was sent')
  const m = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(header)
  if (m === null) throw unauthorized('the Authorization header is not "Bearer <token>"')
  const claims = await wharf.tokens.verify(req.environment, m[1])
  const principal = await resolvePrincipal(wharf.knex, claims)
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
