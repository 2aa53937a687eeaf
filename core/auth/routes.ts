/**
 * The identity server's routes: POST /connect/token and the public keys at /.well-known/jwks.json, plus a minimal
 * OpenID-style discovery document. Served by processes with the `auth` role.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Wharf } from '../context.ts'
import { grantToken, type TokenRequest } from './grants.ts'
import { OAuthError, toOAuthError } from './oauth-errors.ts'
import { LoginThrottle } from './throttle.ts'

const TokenForm = {
  type: 'object',
  properties: {
    grant_type: { type: 'string', enum: ['client_credentials', 'password'] },
    client_id: { type: 'string' },
    client_secret: { type: 'string', format: 'password' },
    username: { type: 'string' },
    password: { type: 'string', format: 'password' },
    scope: { type: 'string', example: 'ap' }
  }
} as const

const TokenResponse = {
  type: 'object',
  required: ['access_token', 'expires_in', 'token_type', 'scope'],
  properties: {
    access_token: { type: 'string' },
    expires_in: { type: 'integer', example: 3600 },
    token_type: { type: 'string', enum: ['Bearer'] },
    scope: { type: 'string', example: 'ap' }
  }
} as const

const OAuthErrorBody = {
  type: 'object',
  required: ['error', 'error_description'],
  properties: {
    error: { type: 'string', enum: ['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type', 'invalid_scope', 'server_error', 'temporarily_unavailable'] },
    error_description: { type: 'string' }
  }
} as const

function basicCredentials (req: FastifyRequest): { client_id?: string, client_secret?: string } {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(req.headers.authorization ?? '')
  if (m === null) return {}
  const decoded = Buffer.from(m[1], 'base64').toString('utf8')
  const i = decoded.indexOf(':')
  if (i < 0) return {}
  return { client_id: decodeURIComponent(decoded.slice(0, i)), client_secret: decodeURIComponent(decoded.slice(i + 1)) }
}

function sendOAuthError (reply: FastifyReply, err: OAuthError): FastifyReply {
  if (err.retryAfter !== undefined) void reply.header('Retry-After', String(err.retryAfter))
  return reply.status(err.statusCode).header('Cache-Control', 'no-store').header('Pragma', 'no-cache').send(err.toBody())
}

export async function authRoutes (app: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const { wharf } = opts
  const throttle = new LoginThrottle(wharf.knex, wharf.clock, wharf.config.login)

  app.post('/connect/token', {
    config: { auth: 'public' }, // the client credentials in the form are the credential
    schema: {
      tags: ['identity'],
      summary: 'Get an access token (client_credentials or password grant, scope ap)',
      description: 'Form-encoded. Client credentials may also be sent as HTTP Basic. Tokens live `expires_in` seconds (3600); there is no refresh token: request a new one before expiry (about 3500 s), the old one stays valid until it expires. Failed attempts are throttled per source address, client id and username: over the limit the answer is 429 `temporarily_unavailable` with Retry-After, a right secret included.',
      consumes: ['application/x-www-form-urlencoded'],
      body: TokenForm,
      response: { 200: TokenResponse, 400: OAuthErrorBody, 401: OAuthErrorBody, 429: OAuthErrorBody, 503: OAuthErrorBody }
    },
    // The form is checked by the grant itself so that every problem answers in the OAuth2 shape.
    validatorCompiler: () => () => true,
    errorHandler: (err, req, reply) => {
      const oauth = toOAuthError(err)
      if (oauth.statusCode >= 500) req.log.error({ err }, `token request failed: ${oauth.error}`)
      void sendOAuthError(reply, oauth)
    }
  }, async (req, reply) => {
    if (req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') !== true) {
      return sendOAuthError(reply, new OAuthError('invalid_request', 'The token request must be application/x-www-form-urlencoded'))
    }
    const form = { ...(req.body as TokenRequest ?? {}) }
    for (const [k, v] of Object.entries(form)) if (Array.isArray(v)) return sendOAuthError(reply, new OAuthError('invalid_request', `Parameter ${k} was sent more than once`))
    const basic = basicCredentials(req)
    if (basic.client_id !== undefined) {
      if (form.client_id !== undefined && form.client_id !== basic.client_id) {
        return sendOAuthError(reply, new OAuthError('invalid_request', 'client_id differs between the Authorization header and the body'))
      }
      Object.assign(form, basic)
    }
    try {
      const token = await grantToken(wharf.knex, wharf.tokens, req.environment, form, { throttle, ip: req.ip })
      return reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache').send(token)
    } catch (err) {
      if (err instanceof OAuthError) {
        req.log.info({ oauthError: err.error, clientId: form.client_id }, 'token request refused')
        return sendOAuthError(reply, err)
      }
      throw err
    }
  })

  app.get('/.well-known/jwks.json', {
    config: { auth: 'public' },
    schema: { tags: ['identity'], summary: 'Public keys that verify this environment\'s access tokens (current and recently rotated)' }
  }, async (req, reply) => {
    return reply.header('Cache-Control', 'public, max-age=300').send({ keys: await wharf.keys.published(req.environment) })
  })

  app.get('/.well-known/openid-configuration', {
    config: { auth: 'public' },
    schema: { tags: ['identity'], summary: 'Discovery document: issuer, token endpoint, JWKS' }
  }, async (req) => {
    const issuer = wharf.config.environments[req.environment].authUrl
    return {
      issuer,
      token_endpoint: `${issuer}/connect/token`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      grant_types_supported: ['client_credentials', 'password'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      scopes_supported: ['ap'],
      id_token_signing_alg_values_supported: ['ES256']
    }
  })
}
