/**
 * The one catalogue of coded errors. Every error an /api or /admin route returns is one of these, in one body shape:
 *   { "code": "FORBIDDEN", "message": "Forbidden: ...", "details": { ... } }
 * OAuth2 token endpoint errors keep the OAuth2 shape ({ error, error_description }); see core/auth/oauth-errors.ts.
 * toApiError() at the end is the one place other errors that reach an answer are mapped onto it.
 */
import type { FastifyError } from 'fastify'
import { SpoolLimitError } from './blobs/spool.ts'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db/unavailable.ts'
import { ScanFailure } from './documents/scan-guard.ts'
import { BadTargetUrlError, TargetRefusedError } from './sdk/net-guard.ts'
export interface ErrorSpec { status: number, message: string }

export const catalogue = {
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  VALIDATION_FAILED: { status: 400, message: 'The request does not match the schema' },
  INVALID_PARTY_ID: { status: 400, message: 'Invalid party identifier' },
  INVALID_XML: { status: 400, message: 'The document is not well-formed XML' },
  XML_DTD_NOT_ALLOWED: { status: 400, message: 'XML with a document type declaration or entity declarations is not accepted' },
  XML_ENCODING_NOT_SUPPORTED: { status: 400, message: 'The document is not encoded in UTF-8' },
  UNSUPPORTED_DOCUMENT: { status: 400, message: 'The document is not a supported business document' },
  WRONG_DOCUMENT_FAMILY: { status: 400, message: 'The document does not belong to the family this route sends' },
  DOCUMENT_INVALID: { status: 400, message: 'The document does not pass the official validation rules (XSD and Schematron)' },
  CHANNEL_NOT_FOUND: { status: 400, message: 'The channel named by channel= cannot send this document' },
  WEAK_PASSWORD: { status: 400, message: 'The password does not meet the tenant password policy' },
  TRANSFORM_INPUT_INVALID: { status: 400, message: 'The document cannot be read as an EN 16931 invoice or credit note' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  FORBIDDEN: { status: 403, message: 'Forbidden' },
  PLAN_REQUIRED: { status: 403, message: 'This feature needs a higher plan' },
  REPORTING_MONTH_INVALID: { status: 400, message: 'The month is not of the form YYYY-MM or is not over yet' },
  REPORTING_COUNTRY_MISSING: { status: 409, message: 'A message has no COUNTRY_C1 and no reporting country is configured (WHARF_REPORTING_COUNTRY)' },
  REPORTING_INVALID: { status: 409, message: 'The report does not pass the official Peppol Reporting Schematron' },
  REPORTING_NOT_CONFIGURED: { status: 409, message: 'Peppol Reporting needs the AP certificate and key (WHARF_AP_CERT_FILE, WHARF_AP_KEY_FILE)' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request body stopped arriving' },
  CONFLICT: { status: 409, message: 'Conflict' },
  DOCUMENT_EXISTS: { status: 409, message: 'A document with this id already exists' },
  DOCUMENT_IN_FLIGHT: { status: 409, message: 'The document is still being sent; delete it once it is delivered or failed' },
  DELIVERY_EXPIRED: { status: 410, message: 'The delivery\'s event is past the event log\'s retention and cannot be sent again' },
  DOCUMENT_REMOVED: { status: 410, message: 'The document\'s content has been deleted or has expired; its status history remains' },
  PARTY_ID_TAKEN: { status: 409, message: 'The identifier already belongs to another party' },
  MIGRATION_KEY_INVALID: { status: 400, message: 'The migration key is invalid, expired or already used' },
  PEPPOL_NOT_CONFIGURED: { status: 409, message: 'Peppol registration is not configured on this Wharf' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported media type' },
  TRANSFORM_UNSUPPORTED: { status: 422, message: 'No conversion path from the document\'s format to the target format' },
  TRANSFORM_LOSSY: { status: 422, message: 'The target format cannot hold every business term of the document' },
  TRANSFORM_OUTPUT_INVALID: { status: 422, message: 'The converted document does not pass the rules of its target format' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are too large' },
  INTERNAL: { status: 500, message: 'Internal server error' },
  SML_FAILED: { status: 502, message: 'The SML refused or failed the request' },
  TRANSFORM_FAILED: { status: 502, message: 'The transform plugin failed' },
  UNAVAILABLE: { status: 503, message: 'Service unavailable' }
} as const satisfies Record<string, ErrorSpec>

export type ErrorCode = keyof typeof catalogue

export class WharfError extends Error {
  readonly code: ErrorCode
  readonly statusCode: number
  readonly details?: unknown

  constructor (code: ErrorCode, message?: string, details?: unknown) {
    const spec = catalogue[code]
    super(message ?? spec.message)
    this.name = 'WharfError'
    this.code = code
    this.statusCode = spec.status
    this.details = details
  }

  toBody (): ErrorBody {
    const body: ErrorBody = { code: this.code, message: this.message }
    if (this.details !== undefined) body.details = this.details
    return body
  }
}

export interface ErrorBody { code: string, message: string, details?: unknown }

/** A WharfError: by its class only. A process has one copy of this module (dist/ mirrors the sources; plugin code
 * imports the same emitted core/errors.js), so an error merely shaped like one is not one. */
export const isWharfError = (err: unknown): err is WharfError => err instanceof WharfError

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED'
}
const BY_STATUS: Record<number, ErrorCode> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 405: 'METHOD_NOT_ALLOWED', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 429: 'TOO_MANY_REQUESTS' }

/** What a caller knows that the error does not: the request field it is about, in what (`{ subject: 'hook', field: 'url' }`). */
export interface ErrorContext { subject?: string, field?: string }

/**
 * The one mapping of errors onto the catalogue (core/http/error-handler.ts answers every route with it; call sites
 * that know the field call it with `context`):
 *   WharfError                              itself
 *   the database out of reach               UNAVAILABLE (core/db/unavailable.ts; the handler adds Retry-After)
 *   SpoolLimitError (core/blobs/spool.ts)   PAYLOAD_TOO_LARGE, as fastify's own body limit
 *   ScanFailure (core/documents)            INVALID_XML
 *   TargetRefusedError, BadTargetUrlError   VALIDATION_FAILED { field, reason: TARGET_FORBIDDEN | BAD_URL }
 *     (core/sdk/net-guard.ts)
 *   fastify's errors                        by code (validation, body limit, media type, JSON), else by 4xx status
 *   anything else                           INTERNAL (logged by the handler)
 * The OAuth2 token endpoint answers in its own shape (core/auth/oauth-errors.ts toOAuthError).
 */
export function toApiError (err: unknown, context: ErrorContext = {}): WharfError {
  if (isWharfError(err)) return err
  // The database out of reach: 503 with Retry-After, and nothing of its address (the error is logged).
  if (isDatabaseUnavailable(err)) return new WharfError('UNAVAILABLE', `Service unavailable: the database cannot be reached; retry in ${RETRY_AFTER_SECONDS} s`)
  if (err instanceof SpoolLimitError) return new WharfError('PAYLOAD_TOO_LARGE', 'Request body is too large')
  if (err instanceof ScanFailure) return new WharfError('INVALID_XML', `The document is not well-formed XML: ${err.message}`.slice(0, 500))
  if (err instanceof TargetRefusedError || err instanceof BadTargetUrlError) {
    const field = context.field ?? err.field ?? 'url'
    return new WharfError('VALIDATION_FAILED', `Invalid ${context.subject ?? 'request'} ${field}: ${err.message}`, { field, reason: err.code })
  }
  const e = err as FastifyError
  if (e.validation !== undefined) {
    return new WharfError('VALIDATION_FAILED', `Invalid request ${e.validationContext ?? ''}: ${e.message}`.replace('  ', ' '), {
      errors: e.validation.map(v => ({ path: v.instancePath || '/', message: v.message, params: v.params }))
    })
  }
  const mapped = e.code !== undefined ? FASTIFY_CODES[e.code] : undefined
  if (mapped !== undefined) return new WharfError(mapped, e.message)
  if (e instanceof SyntaxError && e.statusCode === 400) return new WharfError('BAD_REQUEST', `The body is not valid JSON: ${e.message}`)
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) return new WharfError(BY_STATUS[e.statusCode] ?? 'BAD_REQUEST', e.message)
  return new WharfError('INTERNAL')
}
