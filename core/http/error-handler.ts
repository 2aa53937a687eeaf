/**
 * Turns every error into the one documented body { code, message, details } with the catalogue's status
 * (core/errors.ts). Fastify's own errors (validation, body too large, bad JSON, wrong media type) are mapped onto
 * catalogue codes so clients see one shape everywhere.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { WharfError, isWharfError, type ErrorCode } from '../errors.ts'

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED'
}

export function toWharfError (err: unknown): WharfError {
  if (isWharfError(err)) return err
  const e = err as FastifyError
  if (e.validation !== undefined) {
    return new WharfError('VALIDATION_FAILED', `Invalid request ${e.validationContext ?? ''}: ${e.message}`.replace('  ', ' '), {
      errors: e.validation.map(v => ({ path: v.instancePath || '/', message: v.message, params: v.params }))
    })
  }
  const mapped = e.code !== undefined ? FASTIFY_CODES[e.code] : undefined
  if (mapped !== undefined) return new WharfError(mapped, e.message)
  if (e instanceof SyntaxError && e.statusCode === 400) return new WharfError('BAD_REQUEST', `The body is not valid JSON: ${e.message}`)
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    const byStatus: Record<number, ErrorCode> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 405: 'METHOD_NOT_ALLOWED', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 429: 'TOO_MANY_REQUESTS' }
    return new WharfError(byStatus[e.statusCode] ?? 'BAD_REQUEST', e.message)
  }
  return new WharfError('INTERNAL')
}

export function installErrorHandling (app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const wharfErr = toWharfError(err)
    if (wharfErr.code === 'INTERNAL') req.log.error({ err }, 'unhandled error')
    else if (wharfErr.statusCode >= 500) req.log.error({ err }, wharfErr.message)
    if (wharfErr.code === 'UNAUTHORIZED') {
      void reply.header('WWW-Authenticate', `Bearer realm="wharf", error="invalid_token", error_description="${wharfErr.message.replace(/"/g, "'")}"`)
    }
    void reply.status(wharfErr.statusCode).type('application/json').send(wharfErr.toBody())
  })
  app.setNotFoundHandler((req, reply) => {
    void reply.status(404).send(new WharfError('NOT_FOUND', `No route ${req.method} ${req.url.split('?')[0]}`).toBody())
  })
}

export const ErrorBodySchema = {
  $id: 'ErrorBody',
  type: 'object',
  description: 'The one error body of every /api and /admin error. `code` is stable (see the error catalogue in the README); `message` is for people; `details` depends on the code.',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', example: 'FORBIDDEN' },
    message: { type: 'string', example: 'Forbidden: no permission on party 0208:0123456749' },
    details: {}
  }
} as const
