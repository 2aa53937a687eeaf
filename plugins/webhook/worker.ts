/**
 * The webhook channel: one HTTPS POST per delivery attempt of an event to the hook's URL.
 * - Body: the event JSON exactly as Wharf built it (topic, documentId, partyId, createdBy, sentOn, hookId, message,
 *   createdOn, refToDocumentId, details); the signature covers these exact bytes.
 * - Headers: X-Service-Signature `sha256=<hex HMAC-SHA256(body, secureKey)>`, X-Service-Delivery (the same on every
 *   attempt), Content-Type application/json.
 * - 2xx is delivered; any other status, a timeout, a TLS, DNS or connection error is a retryable failure; a `url` or
 *   `auth.tokenUrl` that is not https (unless allowHttp) or whose address is private, loopback, link-local or reserved
 *   (unless allowlisted; core/sdk/net-guard.ts) is refused for good, before anything is sent.
 * - Optional OAuth2 client credentials towards the consumer (token cached until shortly before it expires) and a
 *   client certificate for mutual TLS. Redirects are not followed (undici's request() follows none), from the hook's URL
 *   or from the token endpoint.
 * Uses only the plugin SDK.
 */
import { Agent, request, type Dispatcher } from 'undici'
import { BadTargetUrlError, createTargetGuard, currentTime, definePlugin, delivered, failed, retryable, signWebhook, stopwatch, TargetRefusedError, timeLeft, type DeliveryJob, type DeliveryResult, type PluginContext } from '../../core/sdk/index.ts'

interface Settings { timeoutMs: number, allowlist: string[], allowHttp: boolean, userAgent: string }
interface HookSettings {
  secureKey?: string
  auth?: { tokenUrl: string, clientId: string, clientSecret: string, scope?: string, audience?: string } | null
  tls?: { certificate: string, privateKey: string, passphrase?: string } | null
}

// One guard per allowlist: building one parses some 25 address ranges, too much to repeat per delivery.
const guards = new Map<string, ReturnType<typeof createTargetGuard>>()
function guardFor (allowlist: string[]): ReturnType<typeof createTargetGuard> {
  const key = allowlist.join(',')
  let guard = guards.get(key)
  if (guard === undefined) {
    guard = createTargetGuard(allowlist)
    if (guards.size > 100) guards.clear()
    guards.set(key, guard)
  }
  return guard
}

/** URLs that passed the guard (per allowlist and allowHttp): the same hook URL is checked on every delivery, and
 * parsing it and matching its address against the ranges cost more than the HMAC. A refused URL is not kept. */
const checked = new Map<string, URL>()
function checkedUrl (guard: ReturnType<typeof createTargetGuard>, url: string, settings: Settings, field: string): URL {
  const key = `${settings.allowHttp ? 1 : 0}|${settings.allowlist.join(',')}|${url}`
  let target = checked.get(key)
  if (target === undefined) {
    target = guard.checkUrl(url, { allowHttp: settings.allowHttp, field })
    if (checked.size >= 1000) checked.clear()
    checked.set(key, target)
  }
  return target
}

const agents = new Map<string, Agent>()
function agentFor (settings: Settings, tls: HookSettings['tls']): Agent {
  const key = `${settings.allowlist.join(',')}|${tls?.certificate ?? ''}`
  let agent = agents.get(key)
  if (agent === undefined) {
    const guard = guardFor(settings.allowlist)
    agent = new Agent({
      connect: { lookup: guard.lookup, ...(tls != null ? { cert: tls.certificate, key: tls.privateKey, passphrase: tls.passphrase } : {}) },
      keepAliveTimeout: 30_000,
      connections: 64
    })
    if (agents.size > 100) agents.clear()
    agents.set(key, agent)
  }
  return agent
}

const tokens = new Map<string, { token: string, expiresAt: number }>()
async function bearerFor (auth: NonNullable<HookSettings['auth']>, tokenUrl: URL, dispatcher: Dispatcher, signal: AbortSignal, now: () => number): Promise<string> {
  const key = `${auth.tokenUrl}|${auth.clientId}|${auth.scope ?? ''}|${auth.audience ?? ''}`
  const cached = tokens.get(key)
  if (cached !== undefined && cached.expiresAt > now() + 30_000) return cached.token
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: auth.clientId, client_secret: auth.clientSecret })
  if (auth.scope !== undefined) form.set('scope', auth.scope)
  if (auth.audience !== undefined) form.set('audience', auth.audience)
  const res = await request(tokenUrl, { method: 'POST', dispatcher, signal, body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' } })
  const text = await res.body.text()
  if (res.statusCode < 200 || res.statusCode > 299) throw Object.assign(new Error(`the consumer's token endpoint answered ${res.statusCode}`), { tokenStatus: res.statusCode })
  const body = JSON.parse(text) as { access_token?: string, expires_in?: number }
  if (typeof body.access_token !== 'string') throw new Error('the consumer\'s token endpoint returned no access_token')
  tokens.set(key, { token: body.access_token, expiresAt: now() + (body.expires_in ?? 300) * 1000 })
  return body.access_token
}

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'CONNECTION_REFUSED', ECONNRESET: 'CONNECTION_RESET', ENOTFOUND: 'DNS_ERROR', EAI_AGAIN: 'DNS_ERROR',
  ETIMEDOUT: 'TIMEOUT', UND_ERR_CONNECT_TIMEOUT: 'TIMEOUT', UND_ERR_HEADERS_TIMEOUT: 'TIMEOUT', UND_ERR_BODY_TIMEOUT: 'TIMEOUT',
  UND_ERR_SOCKET: 'CONNECTION_RESET', EHOSTUNREACH: 'UNREACHABLE', ENETUNREACH: 'UNREACHABLE'
}

/** `field`: the hook field whose URL was being reached (`auth.tokenUrl`), named when the connect-time lookup refused it. */
function classify (err: unknown, field?: string): DeliveryResult {
  const e = err as { code?: string, name?: string, message?: string, cause?: { code?: string, message?: string } }
  const cause = e.cause ?? e
  if (cause instanceof TargetRefusedError) return failed('TARGET_FORBIDDEN', cause.field === undefined && field !== undefined ? `${field}: ${cause.message}` : cause.message)
  if (err instanceof BadTargetUrlError) return failed('BAD_URL', err.message)
  if (e.name === 'AbortError' || e.name === 'TimeoutError') return retryable('TIMEOUT', 'the consumer did not answer in time', { condition: 'timeout' })
  const code = cause.code ?? e.code ?? ''
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || /certificate|SSL|TLS/i.test(cause.message ?? '')) {
    return retryable('TLS_ERROR', `TLS failed: ${cause.message ?? code}`)
  }
  const mapped = NETWORK_CODES[code]
  return retryable(mapped ?? 'NETWORK_ERROR', `${mapped === undefined ? 'network error' : mapped.toLowerCase().replace('_', ' ')}: ${cause.message ?? e.message ?? code}`, mapped === 'TIMEOUT' ? { condition: 'timeout' } : undefined)
}

/** The first KiB of the consumer's answer (kept with the attempt, shown by the deliveries API); the rest is not read. */
async function firstKiB (body: Dispatcher.ResponseData['body']): Promise<string> {
  const parts: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    parts.push(chunk as Buffer)
    size += (chunk as Buffer).length
    if (size >= 1024) { body.destroy(); break }
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(parts).subarray(0, 1024))
}

export async function deliver (job: DeliveryJob, settings: Settings, ctx: PluginContext): Promise<DeliveryResult> {
  const hook = job.hook.settings as HookSettings
  const url = job.hook.url
  if (url === undefined || url === '') return failed('NO_URL', 'the hook has no URL')
  if (hook.secureKey === undefined) return failed('NO_SECURE_KEY', 'the hook has no secureKey')
  // The same checks as at hook creation (core/sdk/net-guard.ts), for hooks stored before a rule existed; names are
  // checked on every resolved address by the agent's lookup.
  const guard = guardFor(settings.allowlist)
  let target: URL
  let tokenUrl: URL | undefined
  try {
    target = checkedUrl(guard, url, settings, 'url')
    if (hook.auth != null) tokenUrl = checkedUrl(guard, hook.auth.tokenUrl, settings, 'auth.tokenUrl')
  } catch (err) {
    return classify(err)
  }

  const body = JSON.stringify(job.payload)
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': settings.userAgent,
    'x-service-signature': signWebhook(body, hook.secureKey),
    'x-service-delivery': job.deliveryId
  }
  const dispatcher = agentFor(settings, hook.tls)
  const timeout = Math.min(settings.timeoutMs, timeLeft(ctx))
  const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(timeout)])
  const elapsed = stopwatch()
  try {
    if (hook.auth != null && tokenUrl !== undefined) {
      try {
        headers.authorization = `Bearer ${await bearerFor(hook.auth, tokenUrl, dispatcher, signal, () => currentTime(ctx))}`
      } catch (err) {
        if ((err as { tokenStatus?: number }).tokenStatus !== undefined) return retryable('CONSUMER_AUTH_FAILED', (err as Error).message)
        return classify(err, 'auth.tokenUrl')
      }
    }
    const res = await request(target, { method: 'POST', body, headers, dispatcher, signal, headersTimeout: timeout, bodyTimeout: timeout })
    const text = await firstKiB(res.body)
    const details = { durationMs: elapsed(), ...(text !== '' ? { response: text } : {}) }
    if (res.statusCode >= 200 && res.statusCode < 300) return delivered({ status: res.statusCode, details })
    if (res.statusCode === 401 && hook.auth != null) tokens.clear()
    return retryable('HTTP_ERROR', `the consumer answered HTTP ${res.statusCode}`, { status: res.statusCode, details })
  } catch (err) {
    return classify(err)
  }
}

export default definePlugin<Settings>({ deliver })
