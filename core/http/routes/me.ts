/** GET /api/v1/me: who the token speaks for. */
import type { FastifyInstance } from 'fastify'
import type { Wharf } from '../../context.ts'
import { tenantIdentifiers } from '../../tenancy/parties.ts'

const MeResponse = {
  type: 'object',
  required: ['tenant', 'environment', 'kind', 'roles', 'scopes', 'partyIds', 'tokenExpiresAt'],
  properties: {
    tenant: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
    environment: { type: 'string', enum: ['acceptance', 'production'] },
    kind: { type: 'string', enum: ['application', 'user'], description: 'client_credentials tokens speak for an application, password tokens for a user' },
    application: { type: 'object', properties: { clientId: { type: 'string' } } },
    user: { type: 'object', nullable: true, properties: { id: { type: 'string' }, username: { type: 'string' } } },
    roles: { type: 'array', items: { type: 'string', enum: ['ApUser', 'ApManager'] } },
    scopes: { type: 'array', items: { type: 'string' } },
    allParties: { type: 'boolean', description: 'true when the principal may act for every party of the tenant, including ones created later' },
    partyIds: { type: 'array', items: { type: 'string' }, description: 'identifiers (<schemeID>:<id>) of the parties the principal may act for' },
    tokenExpiresAt: { type: 'string', format: 'date-time' }
  }
} as const

export async function meRoutes (app: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  app.get('/api/v1/me', {
    schema: { tags: ['identity'], summary: 'The tenant, environment, application or user, roles and parties of the token', security: [{ bearer: [] }], response: { 200: MeResponse } },
    config: { auth: { role: 'ApUser' } }
  }, async (req) => {
    const p = req.principal
    return {
      tenant: { id: p.tenantId, name: p.tenantName },
      environment: p.environment,
      kind: p.kind,
      application: { clientId: p.clientId },
      user: p.userId === undefined ? null : { id: p.userId, username: p.username },
      roles: p.roles,
      scopes: p.scopes,
      allParties: p.parties === 'all',
      partyIds: await tenantIdentifiers(opts.wharf.knex, p.tenantId, p.parties === 'all' ? undefined : p.parties),
      tokenExpiresAt: new Date(p.expiresAt * 1000).toISOString()
    }
  })
}
