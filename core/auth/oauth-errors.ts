/**
 * Errors of the token endpoint keep the OAuth2 shape (RFC 6749 section 5.2): { error, error_description }, with the
 * statuses of the interface specification: 401 invalid_client and invalid_grant, 400 unsupported_grant_type,
 * invalid_request and invalid_scope; 503 temporarily_unavailable (with Retry-After) when the database cannot be
 * reached, 500 server_error for a fault. Neither of the last two describes the fault: it is logged.
 *
 * Throttling (core/auth/throttle.ts) answers 429 with Retry-After and `temporarily_unavailable` too. RFC 6749 has no
 * code for "too many attempts" at the token endpoint; `temporarily_unavailable` is the registered OAuth2 code for
 * "cannot handle the request now, try later" (section 4.1.2.1), which is what a client should do, whereas
 * `invalid_request` would tell it that its request is malformed and must not be repeated.
 */
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts'

export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_scope' | 'server_error' | 'temporarily_unavailable'

const STATUS: Record<OAuthErrorCode, number> = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 401,
  unsupported_grant_type: 400,
  invalid_scope: 400,
  server_error: 500,
  temporarily_unavailable: 503
}

export class OAuthError extends Error {
  readonly error: OAuthErrorCode
  readonly statusCode: number
  /** Seconds for the Retry-After header, when the client should try again later. */
  readonly retryAfter?: number
  /** `status` overrides the code's usual status (429 for a throttled temporarily_unavailable instead of 503). */
  constructor (error: OAuthErrorCode, description: string, retryAfter?: number, status?: number) {
    super(description)
    this.name = 'OAuthError'
    this.error = error
    this.statusCode = status ?? STATUS[error]
    if (retryAfter !== undefined) this.retryAfter = retryAfter
  }

  toBody (): { error: OAuthErrorCode, error_description: string } {
    return { error: this.error, error_description: this.message }
  }
}

/** The OAuth2 error for an error the grant did not raise itself: fastify's refusal of a malformed request (4xx),
 * the database out of reach (503), anything else a fault (500). Only a malformed request's text is passed on. */
export function toOAuthError (err: unknown): OAuthError {
  if (err instanceof OAuthError) return err
  if (isDatabaseUnavailable(err)) {
    return new OAuthError('temporarily_unavailable', `The service is temporarily unavailable; retry in ${RETRY_AFTER_SECONDS} s`, RETRY_AFTER_SECONDS)
  }
  const e = err as { statusCode?: number, message?: string }
  if (e.statusCode === 415) return new OAuthError('invalid_request', 'The token request must be application/x-www-form-urlencoded')
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) return new OAuthError('invalid_request', `Malformed token request: ${e.message ?? ''}`)
  return new OAuthError('server_error', 'The token could not be issued because of an internal error')
}
