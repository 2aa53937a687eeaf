/**
 * The HTTPS inbound channel: pushes one document per delivery attempt to the integrator's internal endpoint.
 * - Address: the hook's `settings.address` (its action with the credentials, which the core stores sealed and
 *   shows masked as `httpsin://***@...`), else its url, or its action when the action is written as a URL
 *   (`httpsin://<user>:<password>@inbound?token=$token$`); see target.ts for how `inbound` maps to the tenant's
 *   `baseUrl` (and other names to `endpoints`).
 * - `$token$` becomes a download token for the document (core/sdk/download-token.ts: HMAC-signed with
 *   `tokenSecret`, valid `tokenLifetimeSeconds`, reusable until then), which the core's download route redeems.
 * - Request: POST of the document bytes (Content-Type: the document's media type), `Authorization: Basic` from the
 *   address's user and password, X-Service-Delivery (same on every attempt), X-Service-Document-Id,
 *   X-Service-Document-Type, X-Service-Token (the same token), Content-Disposition with the file name.
 * - Outcomes: 2xx delivered; any other status, a timeout, TLS or connection error -> retryable (the spec's hook
 *   delivery rule); an address that names no configured endpoint or has no document -> failed.
 * Uses only the plugin SDK and undici.
 */
import { Agent, request } from 'undici'
import { currentTime, definePlugin, delivered, documentBytes, failed, retryable, stopwatch, timeLeft, type DeliveryJob, type DeliveryResult, type PluginContext } from '../../core/sdk/index.ts'
import { createDownloadToken } from '../../core/sdk/download-token.ts'
import { InboundAddressError, resolveInbound, type InboundTarget } from './target.ts'

export interface HttpsInboundSettings {
  baseUrl: string
  endpoints: Record<string, string>
  tokenSecret: string
  tokenLifetimeSeconds: number
  timeoutMs: number
  allowHttp: boolean
  ca?: string
}

const agents = new Map<string, Agent>()
function agentFor (ca: string | undefined): Agent {
  const key = ca ?? ''
  let agent = agents.get(key)
  if (agent === undefined) {
    agent = new Agent({ connect: ca === undefined ? {} : { ca }, keepAliveTimeout: 30_000, connections: 32 })
    if (agents.size > 20) agents.clear()
    agents.set(key, agent)
  }
  return agent
}

function classify (err: unknown, endpoint: string): DeliveryResult {
  const e = err as { name?: string, code?: string, message?: string, cause?: { code?: string, message?: string } }
  const cause = e.cause ?? e
  const code = cause.code ?? e.code ?? ''
  if (e.name === 'AbortError' || e.name === 'TimeoutError' || /TIMEOUT/.test(code)) return retryable('TIMEOUT', `endpoint ${endpoint} did not answer in time`, { condition: 'timeout' })
  if (code === 'ECONNREFUSED') return retryable('CONNECTION_REFUSED', `endpoint ${endpoint}: connection refused`)
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || /certificate|SSL|TLS/i.test(cause.message ?? '')) return retryable('TLS_ERROR', `endpoint ${endpoint}: TLS failed: ${cause.message ?? code}`)
  return retryable('NETWORK_ERROR', `endpoint ${endpoint}: ${cause.message ?? e.message ?? code}`)
}

const addressOf = (job: DeliveryJob): string | undefined => {
  // The core keeps the credentials sealed and the action masked (httpsin://***@...); the job carries the address
  // with them in the hook's settings.
  const sealed = job.hook.settings?.address
  if (typeof sealed === 'string' && /^httpsin:/i.test(sealed)) return sealed
  if (job.hook.url !== undefined && /^httpsin:/i.test(job.hook.url)) return job.hook.url
  if (job.hook.action !== undefined && /^httpsin:/i.test(job.hook.action)) return job.hook.action
  return job.hook.url
}

export async function deliver (job: DeliveryJob, settings: HttpsInboundSettings, ctx: PluginContext): Promise<DeliveryResult> {
  const bytes = documentBytes(job)
  if (bytes === undefined) return failed('NO_DOCUMENT', 'the HTTPS inbound channel pushes documents; this job has none')
  const payload = typeof job.payload === 'object' && job.payload !== null && !Array.isArray(job.payload) ? job.payload : {}
  const documentId = job.documentId ?? (typeof payload.documentId === 'string' ? payload.documentId : undefined)
  if (documentId === undefined || documentId === '') return failed('NO_DOCUMENT', 'the job names no documentId, so no download token can be issued')
  const address = addressOf(job)
  if (address === undefined || address === '') return failed('BAD_URL', 'the hook has no httpsin:// address')

  const token = createDownloadToken({ documentId, tenantId: job.tenantId, expiresAt: currentTime(ctx) + settings.tokenLifetimeSeconds * 1000 }, settings.tokenSecret)
  let target: InboundTarget
  try {
    target = resolveInbound(address, settings, token)
  } catch (err) {
    if (err instanceof InboundAddressError) return failed('BAD_URL', err.message)
    throw err
  }

  const headers: Record<string, string> = {
    'content-type': job.document?.mediaType ?? 'application/xml',
    'x-service-delivery': job.deliveryId,
    'x-service-document-id': documentId,
    'x-service-token': token,
    'content-disposition': `attachment; filename="${(job.document?.filename ?? `${documentId}.xml`).replace(/["\\\r\n]/g, '_')}"`
  }
  if (job.document?.documentType !== undefined) headers['x-service-document-type'] = job.document.documentType
  if (target.user !== '' || target.password !== '') headers.authorization = `Basic ${Buffer.from(`${target.user}:${target.password}`, 'utf8').toString('base64')}`

  const timeout = Math.min(settings.timeoutMs, timeLeft(ctx))
  const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(timeout)])
  const elapsed = stopwatch()
  ctx.log.info('pushing document', { endpoint: target.endpoint, host: target.url.host, bytes: bytes.length, attempt: job.attempt })
  try {
    const res = await request(target.url, { method: 'POST', body: bytes, headers, dispatcher: agentFor(settings.ca), signal, headersTimeout: timeout, bodyTimeout: timeout })
    const text = (await res.body.text()).slice(0, 500)
    const details = { endpoint: target.endpoint, durationMs: elapsed(), ...(text !== '' ? { response: text } : {}) }
    if (res.statusCode >= 200 && res.statusCode < 300) return delivered({ status: res.statusCode, details })
    return retryable('HTTP_ERROR', `endpoint ${target.endpoint} answered HTTP ${res.statusCode}`, { status: res.statusCode, details })
  } catch (err) {
    return classify(err, target.endpoint)
  }
}

export default definePlugin<HttpsInboundSettings>({ deliver })
