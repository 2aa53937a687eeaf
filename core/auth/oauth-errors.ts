/**
 * Errors of the token endpoint keep the OAuth2 shape (RFC 6749 section 5.2): { error, error_description }, with the
 * statuses of the interface specification: 401 invalid_client and invalid_grant, 400 unsupported_grant_type,
 * invalid_request and invalid_scope.
 */
export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_scope' | 'server_error'

const STATUS: Record<OAuthErrorCode, number> = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 401,
  unsupported_grant_type: 400,
  invalid_scope: 400,
  server_error: 500
}

export class OAuthError extends Error {
  readonly error: OAuthErrorCode
  readonly statusCode: number
  constructor (error: OAuthErrorCode, description: string) {
    super(description)
    this.name = 'OAuthError'
    this.error = error
    this.statusCode = STATUS[error]
  }

  toBody (): { error: OAuthErrorCode, error_description: string } {
    return { error: this.error, error_description: this.message }
  }
}
