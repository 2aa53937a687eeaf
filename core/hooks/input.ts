/**
 * A hook as the API takes and shows it: the request and answer schemas, the view (secrets masked unless given), and
 * the validation that turns a request body (plus the stored hook, for a PUT) into what the store keeps. Shared by the
 * hooks API (core/hooks/routes.ts) and party enrolment (core/tenancy/enrolment.ts).
 */
import { Type, type Static } from 'typebox'
import { WharfError } from '../errors.ts'
import { generateSecureKey, type HookInput, type HookRecord, type HookWithSecrets } from './store.ts'
import { checkAction, checkDocumentTopics, invalid, checkFilter, checkMlsType, checkName, checkOutput, checkSecureKey, checkTargets, checkUrl, keepStoredCredentials, normaliseTopics } from './validate.ts'
import { hasTokenPlaceholder, isInboundAction, issueInboundToken } from './inbound-address.ts'
import { checkPublishTopics } from './source-hooks.ts'
import { actionName } from '../plugins/catalogue.ts'
import { checkClientTls } from './client-tls.ts'
import type { TargetGuard } from '../sdk/net-guard.ts'

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

export const HookFields = {
  partyId: Type.Optional(Type.Union([Type.String({ description: 'the EndpointId (<schemeID>:<id>) the hook belongs to; omit for an environment-level hook' }), Type.Null()])),
  action: Type.Optional(Type.String({ description: 'webhook (default), a channel such as peppol or email, httpsin://<user>:<password>@inbound?token=$token$ (its credentials are sealed, shown in full only in the answer that creates the hook, else as ***; send *** to keep them), or an inbound hook mailfrom://<from>?to=$token$ (Wharf puts the party\'s inbound address token in place of $token$, shown only in this answer, else ***; needs partyId and publishTopics)' })),
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
  publishTopics: Type.Optional(Type.Union([Type.Array(Type.String(), { description: 'inbound hooks (mailfrom://, sftp://): exactly one send command (SendInvoice, SendOrder, ...) published for each document taken in' }), Type.Null()]))
}
export const HookBody = Type.Object(HookFields, { additionalProperties: false })
export const HookView = Type.Object({
  id: Type.String(), partyId: Type.Union([Type.String(), Type.Null()]), action: Type.String({ description: 'an httpsin:// action\'s credentials in full only when created; otherwise ***' }), name: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]), topic: Type.Union([Type.String(), Type.Null()], { description: 'the hook\'s topic when it listens to exactly one (the interface\'s single-topic field); null otherwise: see topics' }),
  topics: Type.Array(Type.String()), filter: Type.Union([Type.String(), Type.Null()]),
  output: Type.Union([Type.Array(OutputRule), Type.Null()]), isActive: Type.Boolean(), mlsType: Type.Union([Type.String(), Type.Null()]),
  secureKey: Type.String({ description: 'in full only when created or changed; otherwise its last 4 characters' }),
  auth: Type.Union([Type.Object({ type: Type.String(), tokenUrl: Type.String(), clientId: Type.String(), scope: Type.Optional(Type.String()), audience: Type.Optional(Type.String()) }), Type.Null()]),
  tls: Type.Union([Type.Object({ certificate: Type.String() }), Type.Null()]),
  publishTopics: Type.Array(Type.String(), { description: 'an inbound hook\'s send command; [] for a channel hook' }),
  createdOn: Type.String({ format: 'date-time' }), updatedOn: Type.String({ format: 'date-time' })
})
export type Body = Record<string, unknown> & { auth?: { clientSecret?: string } & Record<string, unknown> | null, tls?: { privateKey?: string } & Record<string, unknown> | null }

/** `secureKey` and `action` (with its credentials) are given only where they are shown in full. */
export function hookView (h: HookRecord, secureKey?: string, action?: string): Static<typeof HookView> {
  return {
    id: h.id, partyId: h.endpointId, action: action ?? h.action, name: h.name, url: h.url, topic: h.topics.length === 1 ? h.topics[0] as string : null, topics: h.topics, filter: h.filter,
    output: h.output, isActive: h.isActive, mlsType: h.mlsType, secureKey: secureKey ?? h.secureKeyHint ?? '',
    auth: h.auth, tls: h.tlsCertificate === null ? null : { certificate: h.tlsCertificate }, publishTopics: h.publishTopics, createdOn: h.createdAt, updatedOn: h.updatedAt
  } as Static<typeof HookView>
}


/** Where outbound URLs may go (the SSRF guard and whether http:// is allowed), and the check a plugin registered
 * for its URL actions (`actionCheck`, core/plugins/extensions.ts: sftp://, batch://): a problem text or nothing. */
export interface HookTargets { guard: TargetGuard, allowHttp: boolean, checkActionUrl?: (action: string) => Promise<string | null | undefined> }

/** What the store keeps, and the action as the answer shows it (an inbound hook's new token in full). */
export type BuiltHookInput = HookInput & { shownAction: string }

/** The hook as it will be stored, validated (core/hooks/validate.ts; outbound URLs through the SSRF guard). */
export async function buildHookInput (b: Body, base: HookWithSecrets | null, where: { partyId: string | null, endpointId: string | null }, targets: HookTargets): Promise<BuiltHookInput> {
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
  if (has('action') && action.includes('://') && targets.checkActionUrl !== undefined) {
    const problem = await targets.checkActionUrl(action)
    if (problem != null) throw invalid('action', problem)
  }
  const url = checkUrl(has('url') ? b.url : base?.url, action)
  const publishTopics = checkPublishTopics(has('publishTopics') ? b.publishTopics : base?.publishTopics, action, where.partyId)
  const inbound = inboundAddress(action, base)
  // An inbound hook (core/hooks/source-hooks.ts) takes documents in; it listens to no topics.
  if (publishTopics.length > 0 && topicsGiven && (b.topic != null || (Array.isArray(b.topics) && b.topics.length > 0))) {
    throw invalid('topics', 'an inbound hook takes documents in and listens to no topics; give publishTopics only')
  }
  const kept = base?.topics !== undefined && base.topics.length > 0 ? base.topics : undefined
  const topics = publishTopics.length > 0 ? [] : topicsGiven ? normaliseTopics(b.topic, b.topics) : kept ?? normaliseTopics(undefined, undefined)
  checkDocumentTopics(action, topics)
  return {
    ...where,
    action: inbound.stored ?? action,
    shownAction: inbound.action ?? action,
    publishTopics,
    inboundTokenHash: inbound.tokenHash,
    name: checkName(has('name') ? b.name : base?.name),
    url: await checkTargets({ url, auth }, targets),
    topics,
    filter: checkFilter(has('filter') ? b.filter : base?.filter),
    output: checkOutput(has('output') ? b.output : base?.output),
    isActive: has('isActive') ? b.isActive as boolean : base?.isActive ?? true,
    mlsType: checkMlsType(has('mlsType') ? b.mlsType : base?.mlsType),
    secureKey: checkSecureKey(b.secureKey) ?? base?.secureKey ?? generateSecureKey(),
    auth,
    tls
  }
}

/** An inbound mail address's token (core/hooks/inbound-address.ts): a new one for `$token$` (`action`: as answered,
 * `stored`: with ***), the stored one for ***; nothing for other actions. */
function inboundAddress (action: string, base: HookWithSecrets | null): { tokenHash: string | null, action?: string, stored?: string } {
  if (!isInboundAction(action)) return { tokenHash: null }
  if (hasTokenPlaceholder(action)) {
    const t = issueInboundToken(action)
    return { tokenHash: t.tokenHash, action: t.shown, stored: t.stored }
  }
  if (base?.inboundTokenHash == null || actionName(base.action) !== actionName(action)) throw new WharfError('VALIDATION_FAILED', 'Invalid hook action: the token is masked (***) and this hook has none stored: write $token$ for a new one', { field: 'action' })
  return { tokenHash: base.inboundTokenHash, action, stored: action }
}
