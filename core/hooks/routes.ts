/**
 * Hooks API: POST/GET /api/v1/hook, GET/PUT/DELETE /api/v1/hook/{id}, the same under /api/v1-beta (the interface's
 * home of the `output` rules). Reading needs ApUser, changing needs
 * ApManager; a party-level hook needs permission on its party, an environment-level hook needs access to every party
 * to be created, changed or deleted (a token limited to some parties can read it).
 * PUT changes the fields it is given and keeps the others (send `topics` to add a topic); a new secureKey is shown once.
 * An httpsin:// action's credentials are shown only in the POST answer; every other answer shows `***` for them. The
 * same for an inbound hook's address token (mailfrom://...?to=$token$, core/hooks/inbound-address.ts), also shown
 * in a PUT answer that issues a new one.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import type { Principal } from '../auth/principal.ts'
import { canActFor, forbidden } from '../auth/principal.ts'
import { findPartyByIdentifier } from '../tenancy/parties.ts'
import { formatPartyId, parsePartyId } from '../peppol/identifiers.ts'
import type { HookStore, HookWithSecrets } from './store.ts'
import type { PluginCatalogue } from '../plugins/catalogue.ts'
import { checkChannelEnabled } from './validate.ts'
import { createTargetGuard } from '../sdk/net-guard.ts'
import { HookBody, HookView, buildHookInput, hookView, type Body, type BuiltHookInput } from './input.ts'
import { hasTokenPlaceholder, isInboundAction } from './inbound-address.ts'
import { enablementAction } from './source-hooks.ts'
import { actionUrlCheck } from '../plugins/extensions.ts'
import { checkHookAccess, type HookUse } from './access.ts'

const IdParam = Type.Object({ id: Type.String() })
const tags = ['hooks']
const security = [{ bearer: [] }]

export async function hookRoutes (fastify: FastifyInstance, opts: { wharf: Wharf, store: HookStore, allowHttp: boolean, targetAllowlist: readonly string[], catalogue?: PluginCatalogue }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { store, wharf } = opts
  const targets = { guard: createTargetGuard(opts.targetAllowlist), allowHttp: opts.allowHttp, checkActionUrl: actionUrlCheck(wharf) }

  /** A new hook, or a changed action: the channel must be enabled for the tenant (core/hooks/validate.ts). */
  async function channelEnabled (p: Principal, action: string): Promise<void> {
    if (opts.catalogue === undefined) return
    const tenant = await wharf.knex('tenants').where({ id: p.tenantId }).first('name') as { name: string } | undefined
    checkChannelEnabled(opts.catalogue, enablementAction(action), { id: p.tenantId, name: tenant?.name ?? null })
  }

  async function scope (p: Principal, partyRef: string | null | undefined): Promise<{ partyId: string | null, endpointId: string | null }> {
    if (partyRef === undefined || partyRef === null || partyRef === '') {
      if (p.parties !== 'all') throw forbidden('an environment-level hook needs access to every party; give partyId')
      return { partyId: null, endpointId: null }
    }
    const party = await findPartyByIdentifier(wharf.knex, p.tenantId, p.environment, partyRef)
    if (party === undefined || !canActFor(p, party.id)) throw forbidden(`no permission on party ${partyRef}`)
    return { partyId: party.id, endpointId: formatPartyId(parsePartyId(partyRef)) }
  }

  /** The hook, when the caller may use it so (core/hooks/access.ts). */
  async function load (p: Principal, id: string, use: HookUse = 'read'): Promise<HookWithSecrets> {
    checkHookAccess(p, await store.get(p.tenantId, p.environment, id), id, use)
    return await store.withSecrets(id) as HookWithSecrets
  }

  const input = async (b: Body, base: HookWithSecrets | null, where: { partyId: string | null, endpointId: string | null }): Promise<BuiltHookInput> =>
    await buildHookInput(b, base, where, targets)

  // The same API under /api/v1-beta, where the interface places the hook's `output` rules; /api/v1 accepts
  // them too, so a hook made on either version reads the same on both.
  for (const base of ['/api/v1', '/api/v1-beta']) {
    const beta = base === '/api/v1' ? '' : '(v1-beta) '
    app.post(`${base}/hook`, {
      schema: { tags, security, summary: beta + 'Create a hook', body: HookBody, response: { 201: HookView } },
      config: { auth: { role: 'ApManager' } }
    }, async (req, reply) => {
      const b = req.body as Body
      const where = await scope(req.principal, b.partyId as string | null | undefined)
      const hookInput = await input(b, null, where)
      await channelEnabled(req.principal, hookInput.action)
      const rec = await store.create(req.principal.tenantId, req.principal.environment, hookInput)
      // The action's credentials (httpsin://user:password@...) or inbound token are shown here once, masked everywhere after.
      return await reply.status(201).send(hookView(rec, hookInput.secureKey, hookInput.shownAction))
    })

    app.get(`${base}/hook`, {
      schema: { tags, security, summary: beta + 'List hooks (filter by partyId and topic)', querystring: Type.Object({ partyId: Type.Optional(Type.String()), topic: Type.Optional(Type.String()) }), response: { 200: Type.Object({ hooks: Type.Array(HookView) }) } },
      config: { auth: { role: 'ApUser' } }
    }, async (req) => {
      const p = req.principal
      let partyId: string | undefined
      if (req.query.partyId !== undefined) partyId = (await scope(p, req.query.partyId)).partyId as string
      const hooks = await store.list(p.tenantId, p.environment, { partyIds: p.parties, partyId, topic: req.query.topic })
      return { hooks: hooks.map(h => hookView(h)) }
    })

    app.get(`${base}/hook/:id`, {
      schema: { tags, security, summary: beta + 'One hook', params: IdParam, response: { 200: HookView } },
      config: { auth: { role: 'ApUser' } }
    }, async (req) => hookView(await load(req.principal, req.params.id)))

    app.put(`${base}/hook/:id`, {
      schema: { tags, security, summary: beta + 'Change a hook: fields given replace the stored ones, the rest stay (e.g. send topics to add a topic)', params: IdParam, body: HookBody, response: { 200: HookView } },
      config: { auth: { role: 'ApManager' } }
    }, async (req) => {
      const existing = await load(req.principal, req.params.id, 'every-party')
      const b = req.body as Body
      const where = Object.prototype.hasOwnProperty.call(b, 'partyId')
        ? await scope(req.principal, b.partyId as string | null)
        : { partyId: existing.partyId, endpointId: existing.endpointId }
      const hookInput = await input(b, existing, where)
      if (hookInput.action !== existing.actionWithCredentials) await channelEnabled(req.principal, hookInput.action)
      const rec = await store.update(existing, hookInput)
      return hookView(rec, typeof b.secureKey === 'string' ? hookInput.secureKey : undefined, isInboundAction(String(b.action ?? '')) && hasTokenPlaceholder(String(b.action)) ? hookInput.shownAction : undefined)
    })

    app.delete(`${base}/hook/:id`, {
      schema: { tags, security, summary: beta + 'Delete a hook; deliveries already queued for it still finish', params: IdParam, response: { 204: Type.Null() } },
      config: { auth: { role: 'ApManager' } }
    }, async (req, reply) => {
      await store.delete(await load(req.principal, req.params.id, 'every-party'))
      return await reply.status(204).send(null)
    })
  }
}
