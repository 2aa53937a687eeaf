/**
 * End-customer users managed by the integrator through the API (ApManager), under /api/v1/users: create, list, read,
 * link parties, reset the password, disable and enable. The operator's `wharf user create` / POST /admin/v1/users
 * stays for bootstrapping.
 *
 * A manager limited to some parties sees and changes only users linked to none but those parties and links only those;
 * a user outside its reach answers 404 like an unknown id. Passwords follow the
 * tenant's rule (core/tenancy/password-policy.ts). Changes act on tokens already issued at their next request: a
 * disabled user's tokens are refused, a reset password refuses the tokens issued before it, new party links apply.
 */
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { WharfError } from '../errors.ts'
import { forbidden, type Principal } from '../auth/principal.ts'
import { findTenant, type Tenant } from './tenants.ts'
import { parseRoles } from './applications.ts'
import { identifiersOf, resolvePartyIds } from './parties.ts'
import { createUser, getUser, listUsers, resetPassword, setUserDisabled, setUserParties, type User } from './users.ts'

const tags = ['users']
const security = [{ bearer: [] }]
const auth = { role: 'ApManager' as const }
const PartyIds = Type.Array(Type.String({ description: '<schemeID>:<id> of a party of the tenant' }), { minItems: 1, maxItems: 100 })
const Password = Type.String({ minLength: 1, maxLength: 1000, description: 'write-only; in a partner\'s own tenant letters, digits and ! only (10-128 characters)' })
const UserView = Type.Object({
  id: Type.String(),
  username: Type.String(),
  roles: Type.Array(Type.String()),
  partyIds: Type.Array(Type.String({ description: '<schemeID>:<id>' })),
  disabled: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' })
})
const UserParam = Type.Object({ userId: Type.String() })

export async function userRoutes (fastify: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { knex, clock } = opts.wharf

  const view = async (u: User): Promise<Static<typeof UserView>> =>
    ({ id: u.id, username: u.username, roles: u.roles, partyIds: await identifiersOf(knex, u.partyIds), disabled: u.disabledAt != null, createdAt: u.createdAt })
  const within = (p: Principal, partyIds: string[]): boolean => p.parties === 'all' || partyIds.every(id => (p.parties as string[]).includes(id))

  /** The user if the principal may manage it; 404 otherwise, so ids outside its reach are not revealed. */
  async function reachable (p: Principal, id: string): Promise<User> {
    const u = await getUser(knex, p.tenantId, id)
    if (u === undefined || !within(p, u.partyIds)) throw new WharfError('NOT_FOUND', `No user ${id}`)
    return u
  }
  /** The principal's tenant, once the parties to link are known to be within the principal's reach. */
  async function checkParties (p: Principal, parties: string[]): Promise<Tenant> {
    const tenant = await findTenant(knex, p.tenantId)
    const ids = await resolvePartyIds(knex, tenant.id, tenant.environment, parties)
    if (!within(p, ids)) throw forbidden('a user can be linked only to parties the token may act for')
    return tenant
  }
  const notSelf = (p: Principal, id: string): void => {
    if (p.userId === id) throw forbidden('a user cannot disable itself or reset its own password here')
  }

  app.get('/api/v1/users', {
    schema: { tags, security, summary: 'The tenant\'s end-customer users the token may manage', response: { 200: Type.Object({ users: Type.Array(UserView) }) } },
    config: { auth }
  }, async (req) => {
    const p = req.principal
    const users = await listUsers(knex, p.tenantId, p.parties === 'all' ? undefined : p.parties)
    return { users: await Promise.all(users.map(view)) }
  })

  app.post('/api/v1/users', {
    schema: {
      tags, security, summary: 'Create an end-customer user linked to one or more parties',
      body: Type.Object({ username: Type.String({ maxLength: 200 }), password: Password, partyIds: PartyIds, roles: Type.Optional(Type.Array(Type.String(), { maxItems: 2 })) }, { additionalProperties: false }),
      response: { 201: UserView }
    },
    config: { auth }
  }, async (req, reply) => {
    const p = req.principal
    const roles = parseRoles(req.body.roles ?? ['ApUser']) // ApUser or ApManager: a manager holds both
    const tenant = await checkParties(p, req.body.partyIds)
    const made = await createUser(knex, clock, { tenant, username: req.body.username, password: req.body.password, parties: req.body.partyIds, roles })
    return await reply.status(201).send(await view(made))
  })

  app.get('/api/v1/users/:userId', {
    schema: { tags, security, summary: 'One end-customer user', params: UserParam, response: { 200: UserView } },
    config: { auth }
  }, async (req) => await view(await reachable(req.principal, req.params.userId)))

  app.put('/api/v1/users/:userId/parties', {
    schema: {
      tags, security, summary: 'Replace the parties a user is linked to (applies to its tokens at their next request)', params: UserParam,
      body: Type.Object({ partyIds: PartyIds }, { additionalProperties: false }), response: { 200: UserView }
    },
    config: { auth }
  }, async (req) => {
    const p = req.principal
    const u = await reachable(p, req.params.userId)
    await setUserParties(knex, await checkParties(p, req.body.partyIds), u.id, req.body.partyIds)
    return await view(await reachable(p, u.id))
  })

  app.post('/api/v1/users/:userId/password', {
    schema: {
      tags, security, summary: 'Reset a user\'s password; tokens issued before are refused from now on', params: UserParam,
      body: Type.Object({ password: Password }, { additionalProperties: false }), response: { 204: Type.Null() }
    },
    config: { auth }
  }, async (req, reply) => {
    const p = req.principal
    const u = await reachable(p, req.params.userId)
    notSelf(p, u.id)
    await resetPassword(knex, clock, await findTenant(knex, p.tenantId), u.id, req.body.password)
    return await reply.status(204).send(null)
  })

  for (const [action, disabled] of [['disable', true], ['enable', false]] as const) {
    app.post(`/api/v1/users/:userId/${action}`, {
      schema: {
        tags, security, params: UserParam, response: { 200: UserView },
        summary: disabled ? 'Disable a user: no new tokens, its existing tokens refused' : 'Enable a disabled user again'
      },
      config: { auth }
    }, async (req) => {
      const p = req.principal
      const u = await reachable(p, req.params.userId)
      notSelf(p, u.id)
      await setUserDisabled(knex, clock, p.tenantId, u.id, disabled)
      return await view(await reachable(p, u.id))
    })
  }
}
