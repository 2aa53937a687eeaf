/**
 * Request ids: each request gets one (the caller's X-Request-Id when it is 1-128 characters of [A-Za-z0-9._:-],
 * else a new UUID), answered in the X-Request-Id header, in every error body as `requestId`
 * (core/http/error-handler.ts), and in every log line written while the request is served as `reqId`
 * (core/logger.ts, core/request-context.ts).
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { CARRIES_REQUEST_ID, requestContext } from '../request-context.ts'

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/

export function genReqId (req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID()
}

/** fastify's request logger, marked as carrying the id so that the logger's mixin does not add it twice. */
export function childLoggerFactory (logger: FastifyBaseLogger, bindings: Record<string, unknown>, opts: object): FastifyBaseLogger {
  const child = logger.child(bindings, opts as never)
  ;(child as unknown as Record<symbol, unknown>)[CARRIES_REQUEST_ID] = true
  return child
}

export function installRequestIds (app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id)
    requestContext.run({ requestId: req.id }, done)
  })
}
