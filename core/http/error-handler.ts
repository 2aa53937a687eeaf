/**
 * Turns every error into the one documented body { code, message, details } with the catalogue's status through
 * core/errors.ts toApiError (fastify's own errors, the database out of reach, spool and scan limits, refused targets),
 * so clients see one shape everywhere, with the request's id (`requestId`, as `reqId` in its log lines;
 * core/http/request-id.ts). UNAVAILABLE adds Retry-After.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import FindMyWay from 'find-my-way'
import { WharfError, toApiError } from '../errors.ts'
import { RETRY_AFTER_SECONDS } from '../db/unavailable.ts'

/** The catalogue error for `err` (core/errors.ts toApiError). */
export const toWharfError = (err: unknown): WharfError => toApiError(err)

export function installErrorHandling (app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const wharfErr = toWharfError(err)
    if (wharfErr.code === 'INTERNAL') req.log.error({ err }, 'unhandled error')
    else if (wharfErr.statusCode >= 500) req.log.error({ err }, wharfErr.message)
    if (wharfErr.code === 'UNAVAILABLE' && !reply.hasHeader('Retry-After')) void reply.header('Retry-After', String(RETRY_AFTER_SECONDS))
    if (wharfErr.code === 'UNAUTHORIZED') {
      void reply.header('WWW-Authenticate', `Bearer realm="wharf", error="invalid_token", error_description="${wharfErr.message.replace(/"/g, "'")}"`)
    }
    void reply.status(wharfErr.statusCode).type('application/json').send({ ...wharfErr.toBody(), requestId: req.id })
  })
  // A path that exists with other methods answers 405 METHOD_NOT_ALLOWED with Allow, not 404: the routes are also
  // kept in a router of the same kind as fastify's (find-my-way), which answers "which methods has this path".
  const paths = FindMyWay({ maxParamLength: 2000 })
  app.addHook('onRoute', route => {
    // Left out: a route of every method (the /api/* catch-all that authenticates, then calls this handler), and a
    // route whose first segment is a parameter (the SMP's /{participant}): they match nearly any path, so they say
    // nothing about whether a path exists.
    if (Array.isArray(route.method) && route.method.length > 3) return
    if (/^\/[:*]/.test(route.url)) return
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue
      // The same method and path twice can only be one route under other constraints (host, version): one entry does.
      try { paths.on(method as 'GET', route.url, () => {}) } catch { /* already there */ }
    }
  })
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] as string
    const allowed = req.method === 'HEAD' || req.method === 'OPTIONS' ? [] : METHODS.filter(m => m !== req.method && paths.find(m, path) !== null)
    if (allowed.length > 0) {
      void reply.status(405).header('Allow', [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', ')).send({ ...new WharfError('METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${path}; it takes ${allowed.join(', ')}`, { allowed }).toBody(), requestId: req.id })
      return
    }
    void reply.status(404).send({ ...new WharfError('NOT_FOUND', `No route ${req.method} ${path}`).toBody(), requestId: req.id })
  })
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

export const ErrorBodySchema = {
  $id: 'ErrorBody',
  type: 'object',
  description: 'The one error body of every /api and /admin error (with `requestId`). `code` is stable (see the error catalogue in the README); `message` is for people; `details` depends on the code.',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', example: 'FORBIDDEN' },
    message: { type: 'string', example: 'Forbidden: no permission on party 0208:0123456749' },
    details: {},
    requestId: { type: 'string', description: 'the id of the request (X-Request-Id; `reqId` in the server\'s log lines): quote it when reporting a problem' }
  }
} as const
