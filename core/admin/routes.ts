/**
 * The operator's admin API under /admin/v1, authenticated with the admin token (`Authorization: Bearer <admin
 * token>`), never with tenant tokens. The `wharf` CLI drives exactly these routes, in-process or over HTTP.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { ENVIRONMENTS } from '../config.ts'
import { WharfError } from '../errors.ts'
import { addSubscriptionKey, createTenant, findTenant, listTenants } from '../tenancy/tenants.ts'
import { createApplication, listApplications, revokeApplication } from '../tenancy/applications.ts'
import { createUser } from '../tenancy/users.ts'
import { partyChanged } from '../plugins/extensions.ts'
import { addIdentifier, createParty, findPartyByIdentifier, identifiersOf, listParties } from '../tenancy/parties.ts'

const Environment = Type.Union(ENVIRONMENTS.map(e => Type.Literal(e)))
const Names = Type.Array(Type.String())
const TenantRef = Type.String({ description: 'tenant id, or its name when unique' })
const Password = Type.String({ format: 'password' })
const tags = ['admin']
const security = [{ admin: [] }]
const strict = { additionalProperties: false }
/** Every admin route: the operator's admin token, checked by core/http/auth.ts. */
const config = { auth: 'admin' } as const

export async function adminRoutes (fastify: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { knex, clock, keys } = opts.wharf

  // Applications and users are shown with party identifiers, not internal ids.
  const withParties = async <T extends { partyIds: string[] | null }>(x: T): Promise<Omit<T, 'partyIds'> & { parties: string[] | 'all' }> => {
    const { partyIds, ...rest } = x
    return { ...rest, parties: partyIds === null ? 'all' : await identifiersOf(knex, partyIds) }
  }


  app.get('/admin/v1/tenants', { config, schema: { tags, security, summary: 'List tenants' } }, async () => ({ tenants: await listTenants(knex) }))

  app.post('/admin/v1/tenants', {
    config,
    schema: {
      tags, security, summary: 'Create a tenant; the answer holds its first Subscription-Key (shown once)',
      body: Type.Object({
        name: Type.String({ minLength: 1, maxLength: 200 }),
        environment: Environment,
        plan: Type.Optional(Type.String()),
        kind: Type.Optional(Type.Union([Type.Literal('partner'), Type.Literal('direct')], { description: 'partner (default): the partner\'s own tenant, whose user passwords allow only letters, digits and !' }))
      }, strict)
    }
  }, async (req, reply) => await reply.status(201).send(await createTenant(knex, clock, req.body)))

  app.post('/admin/v1/tenants/:tenant/subscription-keys', {
    config,
    schema: { tags, security, summary: 'Add a Subscription-Key to a tenant (shown once)', params: Type.Object({ tenant: TenantRef }) }
  }, async (req, reply) => {
    const tenant = await findTenant(knex, req.params.tenant)
    return await reply.status(201).send({ tenantId: tenant.id, subscriptionKey: await addSubscriptionKey(knex, clock, tenant.id) })
  })

  app.get('/admin/v1/tenants/:tenant/applications', {
    config,
    schema: { tags, security, summary: 'List a tenant\'s applications (no secrets)', params: Type.Object({ tenant: TenantRef }) }
  }, async (req) => ({ applications: await Promise.all((await listApplications(knex, (await findTenant(knex, req.params.tenant)).id)).map(withParties)) }))

  app.post('/admin/v1/applications', {
    config,
    schema: {
      tags, security, summary: 'Create an application; the answer holds clientId and clientSecret (the secret is shown once)',
      body: Type.Object({ tenant: TenantRef, roles: Names, parties: Type.Optional(Names), name: Type.Optional(Type.String()) }, strict)
    }
  }, async (req, reply) => {
    const tenant = await findTenant(knex, req.body.tenant)
    return await reply.status(201).send(await withParties(await createApplication(knex, clock, { ...req.body, tenant })))
  })

  app.post('/admin/v1/applications/:clientId/revoke', {
    config,
    schema: { tags, security, summary: 'Revoke an application: no new tokens, its existing tokens refused', params: Type.Object({ clientId: Type.String() }) }
  }, async (req) => await withParties(await revokeApplication(knex, clock, req.params.clientId)))

  app.post('/admin/v1/users', {
    config,
    schema: {
      tags, security, summary: 'Create an end-customer user linked to one or more parties',
      body: Type.Object({ tenant: TenantRef, username: Type.String(), password: Password, parties: Names, roles: Type.Optional(Names) }, strict)
    }
  }, async (req, reply) => {
    const tenant = await findTenant(knex, req.body.tenant)
    return await reply.status(201).send(await withParties(await createUser(knex, clock, { ...req.body, tenant })))
  })

  app.post('/admin/v1/parties', {
    config,
    schema: {
      tags, security, summary: 'Create a party with one or more identifiers (<schemeID>:<id>, numeric or letter alias)',
      body: Type.Object({ tenant: TenantRef, ids: Type.Array(Type.String(), { minItems: 1 }), name: Type.Optional(Type.String()) }, strict)
    }
  }, async (req, reply) => {
    const tenant = await findTenant(knex, req.body.tenant)
    const party = await createParty(knex, clock, { tenantId: tenant.id, environment: tenant.environment, identifiers: req.body.ids, name: req.body.name })
    await partyChanged(knex, clock, party) // inherited capabilities may already publish it
    return await reply.status(201).send(party)
  })

  app.post('/admin/v1/parties/identifiers', {
    config,
    schema: {
      tags, security, summary: 'Add an identifier to an existing party',
      body: Type.Object({ tenant: TenantRef, party: Type.String({ description: 'one of the party\'s identifiers' }), id: Type.String() }, strict)
    }
  }, async (req) => {
    const tenant = await findTenant(knex, req.body.tenant)
    const party = await findPartyByIdentifier(knex, tenant.id, tenant.environment, req.body.party)
    if (party === undefined) throw new WharfError('NOT_FOUND', `No party ${req.body.party} in tenant ${tenant.name}`)
    const changed = await addIdentifier(knex, clock, party.id, req.body.id)
    await partyChanged(knex, clock, changed)
    return changed
  })

  app.get('/admin/v1/parties', {
    config,
    schema: { tags, security, summary: 'List the parties of a tenant', querystring: Type.Object({ tenant: TenantRef }) }
  }, async (req) => ({ parties: await listParties(knex, (await findTenant(knex, req.query.tenant)).id) }))

  app.post('/admin/v1/keys/rotate', {
    config,
    schema: { tags, security, summary: 'Rotate the token signing key of an environment (old tokens stay valid until they expire)', body: Type.Object({ environment: Environment }, strict) }
  }, async (req) => {
    const { environment } = req.body
    return { environment, kid: await keys.rotate(environment), published: (await keys.published(environment)).map(k => k.kid) }
  })
}
