/**
 * The one catalogue of coded errors. Every error an /api or /admin route returns is one of these, in one body shape:
 *   { "code": "FORBIDDEN", "message": "Forbidden: ...", "details": { ... } }
 * OAuth2 token endpoint errors keep the OAuth2 shape ({ error, error_description }); see core/auth/oauth-errors.ts.
 */
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
  CHANNEL_NOT_FOUND: { status: 400, message: 'The channel named by channel= cannot send this document' },
  WEAK_PASSWORD: { status: 400, message: 'The password does not meet the tenant password policy' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  FORBIDDEN: { status: 403, message: 'Forbidden' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  CONFLICT: { status: 409, message: 'Conflict' },
  PARTY_ID_TAKEN: { status: 409, message: 'The identifier already belongs to another party' },
  MIGRATION_KEY_INVALID: { status: 400, message: 'The migration key is invalid, expired or already used' },
  PEPPOL_NOT_CONFIGURED: { status: 409, message: 'Peppol registration is not configured on this Wharf' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported media type' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests' },
  INTERNAL: { status: 500, message: 'Internal server error' },
  SML_FAILED: { status: 502, message: 'The SML refused or failed the request' },
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

/** A WharfError, also one from another copy of this module: a plugin's compiled routes (core/plugins/compiled.ts)
 * bundle their own copy of the core, so `instanceof` alone would turn their coded errors into 500s. */
export const isWharfError = (err: unknown): err is WharfError => err instanceof WharfError || (
  err instanceof Error && err.name === 'WharfError' && typeof (err as { code?: unknown }).code === 'string' &&
  Object.hasOwn(catalogue, (err as unknown as { code: string }).code) && typeof (err as { toBody?: unknown }).toBody === 'function')
