/**
 * pino options shared by the server and the CLI. Secrets never reach the logs, at any level:
 * - request bodies are not logged;
 * - a logged request's URL has the values of secret query parameters (REDACTED_QUERY, e.g. the download token of
 *   `GET /inbound/download?token=`) replaced with [REDACTED] (the `req` serializer, which fastify's request logs use);
 * - credential headers and secret fields (REDACT_PATHS) are replaced wherever they appear in a logged object.
 * Every line logged while a request is served carries its id as `reqId` (the `requestId` of error bodies): fastify's
 * request logger binds it, and the mixin below adds it to lines of other loggers (core/request-context.ts).
 */
import pino, { type LoggerOptions, type DestinationStream, type Logger } from 'pino'
import { CARRIES_REQUEST_ID, requestContext } from './request-context.ts'

const CENSOR = '[REDACTED]'

/** Query parameters whose values are credentials (compared without regard to case, after percent-decoding). */
export const REDACTED_QUERY = new Set([
  'token', 'access_token', 'refresh_token', 'id_token', 'client_secret', 'password', 'code', 'key', 'secret',
  'securekey', 'subscription-key', 'subscriptionkey', 'signature', 'sig'
])

const HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'subscription-key', 'x-service-signature', 'x-service-token']
const header = (prefix: string, name: string): string => `${prefix}${/^[a-z]+$/.test(name) ? `.${name}` : `["${name}"]`}`
const FIELDS = ['client_secret', 'clientSecret', 'password', 'secret', 'secureKey', 'access_token', 'token', 'subscriptionKey']

export const REDACT_PATHS = [
  ...HEADERS.flatMap(h => [header('req.headers', h), header('res.headers', h), header('headers', h)]),
  ...FIELDS.flatMap(f => [f, `*.${f}`, `body.${f}`, `req.body.${f}`])
]

const decode = (s: string): string => {
  try { return decodeURIComponent(s.replace(/\+/g, ' ')) } catch { return s }
}

/** `url` with the values of secret query parameters replaced by [REDACTED]; the rest is left as it was sent. */
export function redactUrl (url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const hash = url.indexOf('#', q)
  const query = url.slice(q + 1, hash < 0 ? undefined : hash)
  const redacted = query.split('&').map(pair => {
    const eq = pair.indexOf('=')
    if (eq < 0 || !REDACTED_QUERY.has(decode(pair.slice(0, eq)).trim().toLowerCase())) return pair
    return `${pair.slice(0, eq)}=${CENSOR}`
  }).join('&')
  return `${url.slice(0, q)}?${redacted}${hash < 0 ? '' : url.slice(hash)}`
}

interface LoggedRequest { method?: string, url?: string, host?: string, hostname?: string, ip?: string, socket?: { remotePort?: number } }

/** What a request log line shows: fastify's fields, with the URL's secrets redacted. */
export function serializeRequest (req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort
  }
}

/** `reqId` of the request being served, unless the logger binds it already (fastify's request logger). */
function requestIdMixin (_obj: object, _level: number, logger: object): object {
  if ((logger as Record<symbol, unknown>)[CARRIES_REQUEST_ID] === true) return {}
  const ctx = requestContext.getStore()
  return ctx === undefined ? {} : { reqId: ctx.requestId }
}

export function loggerOptions (level: string): LoggerOptions {
  return { level, redact: { paths: REDACT_PATHS, censor: CENSOR }, serializers: { req: serializeRequest }, mixin: requestIdMixin }
}

export function createLogger (level: string, destination?: DestinationStream): Logger {
  return destination === undefined ? pino(loggerOptions(level)) : pino(loggerOptions(level), destination)
}
