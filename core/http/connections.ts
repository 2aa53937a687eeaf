/**
 * Connection handling of the HTTP server (issue 15): time limits that fit AS4 and a connection that is never left
 * half-read.
 *
 *   Fastify({ ...serverTimeouts(config.http) })   // headers and whole-request limits, enforced by Node (408, close)
 *   installConnectionGuards(app, config.http)     // body idle limit; close after an answer given before the body ended
 *
 * - A response sent while the request body has not fully arrived (an early 413 of POST /as4 or of a send route, a
 *   refusal before the body was read) carries `connection: close` and the socket is ended once the response is out:
 *   the rest of the body is never read, and a keep-alive client sends its next request on a new connection.
 * - A request whose body makes no progress for bodyIdleTimeoutMs (no byte received while nothing waits unread) is
 *   answered 408 REQUEST_TIMEOUT and closed. Node's requestTimeout bounds the whole request, its headersTimeout the
 *   headers (both answer 408 and close).
 */
import type { ServerOptions } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { WharfError } from '../errors.ts'
import { monotonicMs } from '../clock.ts'

/** The fastify options that set Node's headers and whole-request limits (and how often Node checks them). */
export function serverTimeouts (limits: Config['http']): { requestTimeout: number, http: ServerOptions } {
  const shortest = Math.min(...[limits.headersTimeoutMs, limits.requestTimeoutMs].filter(ms => ms > 0), 120_000)
  return {
    requestTimeout: limits.requestTimeoutMs,
    // Node checks the two limits every connectionsCheckingInterval (default 30 s): a quarter of the shortest.
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: Math.max(100, Math.floor(shortest / 4)) }
  }
}

const hasBody = (req: FastifyRequest): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0

/** Whether the request's body is still arriving (undefined `complete`: an injected request, always whole). */
const incomplete = (req: FastifyRequest): boolean => req.raw.complete === false

function watchBodyProgress (req: FastifyRequest, reply: FastifyReply, idleMs: number): void {
  const raw = req.raw
  const socket = raw.socket
  let seen = socket.bytesRead
  let last = monotonicMs()
  const timer = setInterval(() => {
    if (raw.complete || socket.destroyed || reply.sent) { clearInterval(timer); return }
    // Bytes received, or bytes waiting for the handler to read them: the client is not the slow side.
    if (socket.bytesRead !== seen || raw.readableLength > 0) { seen = socket.bytesRead; last = monotonicMs(); return }
    if (monotonicMs() - last < idleMs) return
    clearInterval(timer)
    req.log.warn({ idleMs, bytesRead: seen }, 'request body stalled: answered 408 and closed')
    void reply.send(new WharfError('REQUEST_TIMEOUT', `No byte of the request body arrived for ${idleMs} ms`))
  }, Math.max(20, Math.min(1000, Math.floor(idleMs / 4))))
  timer.unref()
  raw.once('close', () => { clearInterval(timer) })
}

export function installConnectionGuards (app: FastifyInstance, limits: Config['http']): void {
  app.addHook('onRequest', async (req, reply) => {
    if (limits.bodyIdleTimeoutMs > 0 && incomplete(req) && hasBody(req) && typeof req.raw.socket?.bytesRead === 'number') {
      watchBodyProgress(req, reply, limits.bodyIdleTimeoutMs)
    }
  })
  app.addHook('onSend', async (req, reply, payload) => {
    if (incomplete(req)) {
      // Node ends a `connection: close` response's socket once the response is written (ServerResponse._last).
      void reply.header('connection', 'close')
    }
    return payload
  })
}
