/**
 * Turns every error into the one documented body { code, message, details } with the catalogue's status through
 * core/errors.ts toApiError (fastify's own errors, the database out of reach, spool and scan limits, refused targets),
 * so clients see one shape everywhere, with the request's id (`requestId`, as `reqId` in its log lines;
 * core/http/request-id.ts). UNAVAILABLE adds Retry-After.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
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
  app.setNotFoundHandler((req, reply) => {
    void reply.status(404).send({ ...new WharfError('NOT_FOUND', `No route ${req.method} ${req.url.split('?')[0]}`).toBody(), requestId: req.id })
  })
}

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
