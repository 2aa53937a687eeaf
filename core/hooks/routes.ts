/**
 * Hooks API: POST/GET /api/v1/hook, GET/PUT/DELETE /api/v1/hook/{id}, the same under /api/v1-beta (the interface's
 * home of the `output` rules). Reading needs ApUser, changing needs
 * ApManager; a party-level hook needs permission on its party, an environment-level hook needs access to every party.
 * PUT changes the fields it is given and keeps the others (send `topics` to add a topic); a new secureKey is shown once.
 * An httpsin:// action's credentials are shown only in the POST answer; every other answer shows `***` for them.
 * A source hook (publishTopics, core/hooks/source-hooks.ts) takes no topics; an action written as a URL is checked by
 * the plugin of its scheme when it registered an actionCheck (plugins/sftp-pull, plugins/batch).
 */
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { WharfError } from '../errors.ts'
import type { Principal } from '../auth/principal.ts'
import { canActFor, forbidden } from '../auth/principal.ts'
import { findPartyByIdentifier } from '../tenancy/parties.ts'
import { formatPartyId, parsePartyId } from '../peppol/identifiers.ts'
import { HookStore, generateSecureKey, type HookInput, type HookRecord, type HookWithSecrets } from './store.ts'
import type { PluginCatalogue } from '../plugins/catalogue.ts'
import { checkAction, checkChannelEnabled, checkDocumentTopics, checkFilter, checkMlsType, checkName, checkOutput, checkSecureKey, checkTargets, checkUrl, invalid, keepStoredCredentials, normaliseTopics } from './validate.ts'
import { checkClientTls } from './client-tls.ts'
import { checkPublishTopics, enablementAction } from './source-hooks.ts'
import { loadExtensions } from '../plugins/extensions.ts'
import { actionName } from '../plugins/catalogue.ts'
import { createTargetGuard } from '../sdk/net-guard.ts'

/** The topics given, unchecked (a source hook may be given none: [] or null). */
const givenTopics = (topic: unknown, topics: unknown): unknown[] =>
  [...(topic != null ? [topic] : []), ...(Array.isArray(topics) ? topics : [])]

const OutputRule = Type.Object({ when: Type.String({ description: 'HTTP-like status (400), class (4xx), list (400,404) or condition (not-registered, not-serviced, timeout, rejected, error, success)' }), topic: Type.String({ description: 'topic published; * expands to what the hook\'s wildcard matched' }) })
const Auth = Type.Object({
  type: Type.Literal('oauth2'),
  tokenUrl: Type.String({ format: 'uri' }),
  clientId: Type.String(),
  clientSecret: Type.Optional(Type.String({ description: 'write-only; omit on PUT to keep the stored one' })),
  scope: Type.Optional(Type.String()),
  audience: Type.Optional(Type.String())
}, { additionalProperties: false, description: 'OAuth2 client credentials Wharf uses to get a token from the consumer (cached until expiry)' })
const Tls = Type.Object({
  certificate: Type.String({ description: 'PEM client certificate (chain) for mutual TLS' }),
  privateKey: Type.Optional(Type.String({ description: 'PEM private key; write-only' })),
  passphrase: Type.Optional(Type.String())
}, { additionalProperties: false })

const HookFields = {
  partyId: Type.Optional(Type.Union([Type.String({ description: 'the EndpointId (<schemeID>:<id>) the hook belongs to; omit for an environment-level hook' }), Type.Null()])),
  action: Type.Optional(Type.String({ description: 'webhook (default), a channel such as peppol or email, or httpsin://<user>:<password>@inbound?token=$token$ (its credentials are sealed, shown in full only in the answer that creates the hook, else as ***; send *** to keep them)' })),
  name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  url: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  topic: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  topics: Type.Optional(Type.Array(Type.String())),
  secureKey: Type.Optional(Type.String({ description: 'HMAC key of X-Service-Signature; generated when omitted; returned in full only in this answer' })),
  filter: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  output: Type.Optional(Type.Union([Type.Array(OutputRule), Type.Null()])),
  isActive: Type.Optional(Type.Boolean()),
  mlsType: Type.Optional(Type.Union([Type.Literal('ALWAYS_SEND'), Type.Literal('FAILURE_ONLY'), Type.Null()])),
  auth: Type.Optional(Type.Union([Auth, Type.Null()])),
  tls: Type.Optional(Type.Union([Tls, Type.Null()])),
  publishTopics: Type.Optional(Type.Union([Type.Array(Type.String(), { description: 'a source hook (action sftp://...): exactly one send command its documents publish, e.g. ["SendInvoice"]' }), Type.Null()]))
}
const HookBody = Type.Object(HookFields, { additionalProperties: false })
const HookView = Type.Object({
  id: Type.String(), partyId: Type.Union([Type.String(), Type.Null()]), action: Type.String({ description: 'an httpsin:// action\'s credentials in full only when created; otherwise ***' }), name: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]), topics: Type.Array(Type.String()), filter: Type.Union([Type.String(), Type.Null()]),
  output: Type.Union([Type.Array(OutputRule), Type.Null()]), isActive: Type.Boolean(), mlsType: Type.Union([Type.String(), Type.Null()]),
  secureKey: Type.String({ description: 'in full only when created or changed; otherwise its last 4 characters' }),
  auth: Type.Union([Type.Object({ type: Type.String(), tokenUrl: Type.String(), clientId: Type.String(), scope: Type.Optional(Type.String()), audience: Type.Optional(Type.String()) }), Type.Null()]),
  tls: Type.Union([Type.Object({ certificate: Type.String() }), Type.Null()]),
  publishTopics: Type.Array(Type.String(), { description: 'a source hook\'s send command; [] for a channel hook' }),
  createdOn: Type.String({ format: 'date-time' }), updatedOn: Type.String({ format: 'date-time' })
})
const IdParam = Type.Object({ id: Type.String() })
const tags = ['hooks']
const security = [{ bearer: [] }]

type Body = Record<string, unknown> & { auth?: { clientSecret?: string } & Record<string, unknown> | null, tls?: { privateKey?: string } & Record<string, unknown> | null }

/** `secureKey` and `action` (with its credentials) are given only where they are shown in full. */
export function hookView (h: HookRecord, secureKey?: string, action?: string): Static<typeof HookView> {
  return {
    id: h.id, partyId: h.endpointId, action: action ?? h.action, name: h.name, url: h.url, topics: h.topics, filter: h.filter,
    output: h.output, isActive: h.isActive, mlsType: h.mlsType, secureKey: secureKey ?? h.secureKeyHint ?? '',
    auth: h.auth, tls: h.tlsCertificate === null ? null : { certificate: h.tlsCertificate }, publishTopics: h.publishTopics, createdOn: h.createdAt, updatedOn: h.updatedAt
  } as Static<typeof HookView>
}

export async function hookRoutes (fastify: FastifyInstance, opts: { wharf: Wharf, store: HookStore, allowHttp: boolean, targetAllowlist: readonly string[], catalogue?: PluginCatalogue }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { store, wharf } = opts
  const targets = { guard: createTargetGuard(opts.targetAllowlist), allowHttp: opts.allowHttp }

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

  async function load (p: Principal, id: string): Promise<HookWithSecrets> {
    const rec = await store.get(p.tenantId, p.environment, id)
    if (rec === undefined || (rec.partyId !== null && !canActFor(p, rec.partyId))) throw new WharfError('NOT_FOUND', `No hook ${id}`)
    return await store.withSecrets(id) as HookWithSecrets
  }

  /** The hook as it will be stored, validated (core/hooks/validate.ts; outbound URLs through the SSRF guard). */
  async function input (b: Body, base: HookWithSecrets | null, where: { partyId: string | null, endpointId: string | null }): Promise<HookInput> {
    const has = (k: string): boolean => Object.prototype.hasOwnProperty.call(b, k)
    const action = has('action') ? keepStoredCredentials(checkAction(b.action), base?.actionWithCredentials ?? null) : checkAction(base?.actionWithCredentials)
    const topicsGiven = has('topic') || has('topics')
    let auth: HookInput['auth'] = null
    if (has('auth') ? b.auth != null : base?.auth != null) {
      const a = (has('auth') ? b.auth : base?.auth) as Record<string, string>
      const secret = a.clientSecret ?? base?.authSecret
      if (secret == null) throw new WharfError('VALIDATION_FAILED', 'Invalid hook auth: clientSecret is required', { field: 'auth.clientSecret' })
      auth = { type: 'oauth2' as const, tokenUrl: a.tokenUrl, clientId: a.clientId, clientSecret: secret, ...(a.scope !== undefined ? { scope: a.scope } : {}), ...(a.audience !== undefined ? { audience: a.audience } : {}) }
    }
    let tls = null
    if (has('tls') ? b.tls != null : base?.tls != null) {
      const t = (has('tls') ? b.tls : base?.tls) as Record<string, string>
      const key = t.privateKey ?? base?.tls?.privateKey
      if (key == null) throw new WharfError('VALIDATION_FAILED', 'Invalid hook tls: privateKey is required', { field: 'tls.privateKey' })
      tls = { certificate: t.certificate, privateKey: key, ...(t.passphrase !== undefined ? { passphrase: t.passphrase } : {}) }
      checkClientTls(tls)
    }
    if (has('action') && action.includes('://')) {
      const problem = (await loadExtensions(wharf.log)).actionChecks.get(actionName(action))?.(action)
      if (problem != null) throw invalid('action', problem)
    }
    const url = checkUrl(has('url') ? b.url : base?.url, action)
    const publishTopics = checkPublishTopics(has('publishTopics') ? b.publishTopics : base?.publishTopics, action, where.partyId)
    // A source hook listens to nothing (core/hooks/source-hooks.ts).
    if (publishTopics.length > 0 && topicsGiven && givenTopics(b.topic, b.topics).length > 0) throw invalid('topics', 'a source hook (publishTopics) listens to no topics')
    const topics = publishTopics.length > 0 ? [] : topicsGiven || base === null || base.topics.length === 0 ? normaliseTopics(b.topic, b.topics) : base.topics
    checkDocumentTopics(action, topics)
    return {
      ...where,
      action,
      name: checkName(has('name') ? b.name : base?.name),
      url: await checkTargets({ url, auth }, targets),
      topics,
      filter: checkFilter(has('filter') ? b.filter : base?.filter),
      output: checkOutput(has('output') ? b.output : base?.output),
      isActive: has('isActive') ? b.isActive as boolean : base?.isActive ?? true,
      mlsType: checkMlsType(has('mlsType') ? b.mlsType : base?.mlsType),
      secureKey: checkSecureKey(b.secureKey) ?? base?.secureKey ?? generateSecureKey(),
      auth,
      tls,
      publishTopics
    }
  }

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
      // The action's credentials (httpsin://user:password@...) are shown here once, masked everywhere after.
      return await reply.status(201).send(hookView(rec, hookInput.secureKey, hookInput.action))
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
      const existing = await load(req.principal, req.params.id)
      const b = req.body as Body
      const where = Object.prototype.hasOwnProperty.call(b, 'partyId')
        ? await scope(req.principal, b.partyId as string | null)
        : { partyId: existing.partyId, endpointId: existing.endpointId }
      const hookInput = await input(b, existing, where)
      if (hookInput.action !== existing.actionWithCredentials) await channelEnabled(req.principal, hookInput.action)
      const rec = await store.update(existing, hookInput)
      return hookView(rec, typeof b.secureKey === 'string' ? hookInput.secureKey : undefined)
    })

    app.delete(`${base}/hook/:id`, {
      schema: { tags, security, summary: beta + 'Delete a hook; deliveries already queued for it still finish', params: IdParam, response: { 204: Type.Null() } },
      config: { auth: { role: 'ApManager' } }
    }, async (req, reply) => {
      await store.delete(await load(req.principal, req.params.id))
      return await reply.status(204).send(null)
    })
  }
}
