/**
 * Validation of hook fields as integrators send them (POST and PUT /api/v1/hook). Every problem is a 400
 * VALIDATION_FAILED naming the field; filter errors point at the character position.
 *
 * Channel enablement (checkChannelEnabled): an action served by an installed plugin that the operator has not enabled
 * for the tenant is refused (400, details.reason PLUGIN_NOT_ENABLED). The API process answers this from the plugin
 * catalogue (core/plugins/catalogue.ts: manifests + the same operator configuration as the workers; no worker pool).
 * An action no installed plugin serves is accepted: workers may load plugins from another root or a package, and
 * its deliveries fail with PLUGIN_NOT_FOUND instead.
 */
import { WharfError, toApiError } from '../errors.ts'
import { isWildcard, parseFilter, validateOutputRules, validateTopicPattern, type OutputRule } from '../events/index.ts'
import { channelAccepts } from '../publish/publish.ts'
import { actionName } from '../plugins/catalogue.ts'
import type { PluginCatalogue } from '../plugins/catalogue.ts'
import type { TenantRef } from '../plugins/settings.ts'
import { BadTargetUrlError, TargetRefusedError, type TargetGuard } from '../sdk/net-guard.ts'
import { parseFormat } from '../sdk/formats.ts'
import { CREDENTIALS_MASK, hasMaskedCredentials, joinActionCredentials, splitActionCredentials } from './action-credentials.ts'
import { isInboundAction, TOKEN_PLACEHOLDER } from './inbound-address.ts'

export const MLS_TYPES = ['ALWAYS_SEND', 'FAILURE_ONLY'] as const
export type MlsType = typeof MLS_TYPES[number]
const MAX_TOPICS = 50

export const invalid = (field: string, message: string, details: Record<string, unknown> = {}): WharfError =>
  new WharfError('VALIDATION_FAILED', `Invalid hook ${field}: ${message}`, { field, ...details })

export function normaliseTopics (topic: unknown, topics: unknown): string[] {
  const all: string[] = []
  if (topic !== undefined && topic !== null) all.push(validateTopicPattern(topic, 'topic'))
  if (topics !== undefined && topics !== null) {
    if (!Array.isArray(topics)) throw invalid('topics', 'must be an array of topics')
    topics.forEach((t, i) => all.push(validateTopicPattern(t, `topics[${i}]`)))
  }
  const unique = [...new Set(all)]
  if (unique.length === 0) throw invalid('topics', 'a hook needs `topic` or `topics` (wildcards allowed, e.g. "Send*", "*Received")')
  if (unique.length > MAX_TOPICS) throw invalid('topics', `at most ${MAX_TOPICS} topics`)
  return unique
}

/**
 * An HTTPS inbound hook pushes documents: it runs send commands and gets the `...Received` events (each brings its
 * received document). A topic it would never get a document for (InvoiceSent, HookSentError, ...) is refused by
 * name; wildcards are accepted (they match some topics of each kind).
 */
export function checkDocumentTopics (action: string, topics: string[]): void {
  if (!['httpsin', 'https-inbound'].includes(actionName(action))) return
  const idle = topics.find(t => !isWildcard(t) && !channelAccepts(action, t))
  if (idle !== undefined) {
    throw invalid('topics', `an https-inbound hook pushes documents, and topic ${idle} brings none: use send commands (SendInvoice, Send*) or ...Received topics (InvoiceReceived, *Received)`, { topic: idle })
  }
}

export function checkFilter (filter: unknown): string | null {
  if (filter === undefined || filter === null || (typeof filter === 'string' && filter.trim() === '')) return null
  if (typeof filter !== 'string') throw invalid('filter', 'must be a string')
  parseFilter(filter) // throws VALIDATION_FAILED with the position
  return filter.trim()
}

export function checkOutput (output: unknown): OutputRule[] | null {
  if (output === undefined || output === null) return null
  return validateOutputRules(output)
}

export function checkMlsType (mlsType: unknown): MlsType | null {
  if (mlsType === undefined || mlsType === null) return null
  if (!MLS_TYPES.includes(mlsType as MlsType)) throw invalid('mlsType', `must be ${MLS_TYPES.join(' or ')}`)
  return mlsType as MlsType
}

/** `webhook` (default), a plugin action such as `peppol` or `email`, or an `httpsin://user:password@inbound?token=$token$` URL. */
export function checkAction (action: unknown): string {
  if (action === undefined || action === null || action === '') return 'webhook'
  if (typeof action !== 'string') throw invalid('action', 'must be a string')
  if (isInboundAction(action)) return checkInboundAction(action)
  if (action.startsWith('httpsin://')) {
    try { new URL(action) } catch { throw invalid('action', 'an httpsin:// action must be a URL: httpsin://<user>:<password>@inbound?token=$token$') } // eslint-disable-line no-new
    return action
  }
  // A channel addressed by URL (cxml://<network>, dico://<endpoint>?...): the scheme names the channel (actionName).
  if (/^[a-z][a-z0-9-]{0,39}:\/\//.test(action)) {
    if (action.length > 2000) throw invalid('action', 'an action URL has at most 2000 characters')
    try { new URL(action) } catch { throw invalid('action', `an ${action.split(':')[0]}:// action must be a URL`) } // eslint-disable-line no-new
    return action
  }
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(action)) throw invalid('action', 'must be a channel name such as webhook, peppol, email, sftp, or a channel URL such as httpsin://..., cxml://<network>')
  return action
}

const MAILFROM = /^mailfrom:\/\/([^?#/]+)\?to=([^&#]+)$/i
const SENDER = /^(\*|\*@[^\s@<>]+\.[^\s@<>]+|[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+)$/

/** Inbound actions (core/hooks/inbound-address.ts). `mailfrom://<from>?to=$token$`: `<from>` the allowed sender (`*`, `*@example.com` or an address), the recipient
 * the placeholder of the inbound address's token (core/hooks/inbound-address.ts), or `***` to keep the stored one. */
function checkInboundAction (action: string): string {
  if (actionName(action) !== 'mailfrom') {
    // Another inbound scheme (INBOUND_SCHEMES): a URL; its plugin reads the rest.
    try { new URL(action) } catch { throw invalid('action', `an ${actionName(action)}:// action must be a URL`) } // eslint-disable-line no-new
    return action
  }
  const usage = 'mailfrom://<from>?to=$token$ (<from>: * , *@example.com or sender@example.com)'
  const m = MAILFROM.exec(action)
  if (m === null) throw invalid('action', `must be ${usage}`)
  let from: string
  try { from = decodeURIComponent(m[1]) } catch { throw invalid('action', `must be ${usage}`) }
  if (!SENDER.test(from)) throw invalid('action', `"${from}" is not an allowed sender: use ${usage}`)
  if (m[2] !== TOKEN_PLACEHOLDER && m[2] !== CREDENTIALS_MASK) throw invalid('action', `the recipient must be the placeholder $token$ (Wharf puts the party's inbound address token in its place): ${usage}`)
  return action
}

/**
 * An action given with `***` for its credentials (as the API shows it) keeps the stored hook's credentials
 * (`stored`: its action as written); there must be some to keep.
 */
export function keepStoredCredentials (action: string, stored: string | null): string {
  if (!hasMaskedCredentials(action)) return action
  const credentials = stored === null ? null : splitActionCredentials(stored).credentials
  if (credentials === null) throw invalid('action', 'the credentials are masked (***) and this hook has none stored: give them in full, httpsin://<user>:<password>@...')
  return joinActionCredentials(action, credentials)
}

/** The hook's URL as given (null when none); its target is checked by checkTargets. */
export function checkUrl (url: unknown, action: string): string | null {
  if (url === undefined || url === null || url === '') {
    if (action === 'webhook') throw invalid('url', 'a webhook hook needs the HTTPS URL that receives its events')
    return null
  }
  if (typeof url !== 'string' || url.length > 2000) throw invalid('url', 'must be a URL of at most 2000 characters')
  return url
}

/** What outbound targets are allowed: the SSRF guard (core/sdk/net-guard.ts) and WHARF_HOOK_ALLOW_HTTP. */
export interface TargetPolicy { guard: TargetGuard, allowHttp: boolean }

/**
 * Every outbound URL of a hook (`url`, `auth.tokenUrl`) through the SSRF guard: https (http only when allowed), and no
 * private, loopback, link-local or reserved address, as an IP literal or as any address its host name resolves to
 * now (details.reason TARGET_FORBIDDEN; BAD_URL for the scheme). Returns the hook's URL normalised.
 */
export async function checkTargets (hook: { url: string | null, auth: { tokenUrl: string } | null }, policy: TargetPolicy): Promise<string | null> {
  const check = async (value: string, field: string): Promise<URL> => {
    if (value.length > 2000) throw invalid(field, 'must be a URL of at most 2000 characters')
    try {
      return await policy.guard.checkOutboundUrl(value, { allowHttp: policy.allowHttp })
    } catch (err) {
      if (err instanceof TargetRefusedError || err instanceof BadTargetUrlError) throw toApiError(err, { subject: 'hook', field })
      throw err
    }
  }
  const url = hook.url === null ? null : /^mailto:/i.test(hook.url) ? checkMailto(hook.url) : (await check(hook.url, 'url')).toString()
  if (hook.auth !== null) await check(hook.auth.tokenUrl, 'auth.tokenUrl')
  return url
}

const EMAIL = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/
/** A `mailto:` URL's parameters naming the format to deliver (lower case; names are case-insensitive): read at
 * delivery by core/delivery/hook-conversion.ts. */
export const TARGET_PARAMETERS = ['targetdocumenttypeid', 'targetformat']

const PLACEHOLDER = /\[(senderEmailAddress|receiverEmailAddress)\]/

/**
 * A `mailto:` URL (email channel, plugins/email): not an outbound HTTP target. Its recipients may be the placeholders
 * [senderEmailAddress] / [receiverEmailAddress] (read from each document); then `fallbackEmail` is required, for a
 * document that gives no address. Option addresses (fallbackEmail, replyTo, from) must be addresses.
 * `targetDocumentTypeId` (alias `targetFormat`; core/delivery/hook-conversion.ts) must name a format Wharf knows
 * (core/sdk/formats.ts parseFormat: a document type identifier or a format id such as cii); both given must agree.
 */
export function checkMailto (url: string): string {
  const m = /^mailto:([^?]*)(?:\?(.*))?$/i.exec(url.trim())
  if (m === null) throw invalid('url', 'a mailto: URL is mailto:<addresses>?<options>')
  let to: string
  try { to = decodeURIComponent(m[1]) } catch { throw invalid('url', 'the mailto: URL is not correctly percent-encoded') }
  const query = new URLSearchParams(m[2] ?? '')
  const recipients = [to, ...['to', 'cc', 'bcc'].flatMap(k => query.getAll(k))].join(',')
  const get = (name: string): string | undefined => [...query].find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1]
  const fallback = get('fallbackEmail')
  if (PLACEHOLDER.test(recipients) && (fallback === undefined || fallback.trim() === '')) {
    throw invalid('url', 'fallbackEmail is required when the recipients use [senderEmailAddress] or [receiverEmailAddress]: add ?fallbackEmail=<address> for documents that give none', { reason: 'FALLBACK_EMAIL_REQUIRED' })
  }
  for (const name of ['fallbackEmail', 'replyTo', 'from']) {
    const v = get(name)
    if (v !== undefined && !EMAIL.test(v.trim())) throw invalid('url', `${name} must be an email address, not "${v}"`)
  }
  for (const name of ['includeAttachment', 'excludePrimaryAttachment', 'excludeAdditionalAttachments']) {
    const v = get(name)
    if (v !== undefined && !/^(true|false|1|0|yes|no)$/i.test(v)) throw invalid('url', `${name} must be true or false, not "${v}"`)
  }
  const targets = [...query].filter(([k]) => TARGET_PARAMETERS.includes(k.toLowerCase())).map(([k, v]) => [k, v.trim()])
  for (const [k, v] of targets) {
    // Svefaktura is only ever a conversion's source (no transform writes it).
    if (v === '' || parseFormat(v) === undefined || parseFormat(v)?.syntax === 'svefaktura') {
      throw invalid('url', `${k} "${v}" is not a format Wharf converts to: give a document type identifier or one of ubl, cii, bis3, pint-eu, xrechnung, <cius>-ubl, <cius>-cii, cxml, ebinterface`, { reason: 'UNKNOWN_TARGET_FORMAT' })
    }
  }
  if (new Set(targets.map(([, v]) => v)).size > 1) throw invalid('url', `targetDocumentTypeId and targetFormat name different formats (${targets.map(([k, v]) => `${k}=${v}`).join(', ')}): give one`, { reason: 'CONFLICTING_TARGET_FORMAT' })
  return url.trim()
}

export function checkName (name: unknown): string | null {
  if (name === undefined || name === null) return null
  if (typeof name !== 'string' || name.length > 200) throw invalid('name', 'must be a string of at most 200 characters')
  return name
}

export function checkSecureKey (key: unknown): string | undefined {
  if (key === undefined || key === null) return undefined
  if (typeof key !== 'string' || key.length < 16 || key.length > 512) throw invalid('secureKey', 'must be 16 to 512 characters (omit it to have one generated)')
  return key
}

/** Refuses an action whose plugin is installed but not enabled for the tenant (see the header). */
export function checkChannelEnabled (catalogue: PluginCatalogue | undefined, action: string, tenant: TenantRef): void {
  if (catalogue === undefined) return
  const check = catalogue.check(action, tenant)
  if (!check.ok && check.code === 'PLUGIN_NOT_ENABLED') {
    throw invalid('action', check.message, { reason: check.code, plugin: check.plugin?.name ?? null })
  }
}
