/**
 * The two grants of POST /connect/token: client_credentials (rights follow the application) and password (rights
 * follow the end-customer user; the client credentials still have to be valid). Client credentials may come in the
 * form body or as HTTP Basic (client_secret_basic).
 *
 * Guessing is throttled (core/auth/throttle.ts): by source address and client id before the client secret is
 * checked, and by username before the password is. An unknown client id or username costs the same scrypt run as a
 * wrong secret (a dummy hash), so neither the answer nor its timing tells which ones exist.
 */
import type { Knex } from 'knex'
import type { Environment } from '../config.ts'
import { verifySecret } from '../crypto/passwords.ts'
import { findApplicationByClientId } from '../tenancy/applications.ts'
import { findUser } from '../tenancy/users.ts'
import { OAuthError } from './oauth-errors.ts'
import { SCOPE_AP, type Tokens, type TokenSubject } from './tokens.ts'
import type { LoginThrottle, ThrottleSubject } from './throttle.ts'

export interface TokenRequest {
  grant_type?: string
  client_id?: string
  client_secret?: string
  username?: string
  password?: string
  scope?: string
}

export interface TokenResponse { access_token: string, expires_in: number, token_type: 'Bearer', scope: string }

const KNOWN_SCOPES = new Set([SCOPE_AP])

function requestedScopes (scope: string | undefined): string[] {
  if (scope === undefined || scope.trim() === '') return [SCOPE_AP]
  const list = [...new Set(scope.trim().split(/\s+/))]
  const unknown = list.filter(s => !KNOWN_SCOPES.has(s))
  if (unknown.length > 0) throw new OAuthError('invalid_scope', `Unknown scope ${unknown.join(' ')}; the only scope is "ap"`)
  return list
}

/** Where the request comes from, for throttling: the throttle and the source address. */
export interface Guard { throttle: LoginThrottle, ip: string }

const WHOSE: Record<ThrottleSubject['scope'], string> = { ip: 'from this address', client: 'for this client', user: 'for this user' }

async function admit (guard: Guard, subjects: ThrottleSubject[]): Promise<void> {
  const locked = await guard.throttle.attempt(subjects)
  if (locked === undefined) return
  throw new OAuthError('temporarily_unavailable',
    `Too many failed attempts ${WHOSE[locked.scope]}; try again in ${locked.retryAfterSeconds} s`, locked.retryAfterSeconds, 429)
}

export async function grantToken (db: Knex, tokens: Tokens, env: Environment, req: TokenRequest, guard: Guard): Promise<TokenResponse> {
  const grant = req.grant_type
  if (grant === undefined || grant === '') throw new OAuthError('invalid_request', 'grant_type is required')
  if (grant !== 'client_credentials' && grant !== 'password') {
    throw new OAuthError('unsupported_grant_type', `grant_type must be client_credentials or password, not "${grant}"`)
  }
  if (req.client_id === undefined || req.client_id === '' || req.client_secret === undefined || req.client_secret === '') {
    throw new OAuthError('invalid_request', 'client_id and client_secret are required')
  }
  if (grant === 'password' && (req.username === undefined || req.username === '' || req.password === undefined || req.password === '')) {
    throw new OAuthError('invalid_request', 'username and password are required for the password grant')
  }
  const scopes = requestedScopes(req.scope)

  const app = await findApplicationByClientId(db, req.client_id)
  const address: ThrottleSubject = { scope: 'ip', id: guard.ip }
  // A client is counted per source address: client secrets are 256-bit random values, so the lock is against
  // hammering, and keyed by address it cannot be used to lock an integrator out from everywhere by its client id.
  const client: ThrottleSubject = { scope: 'client', id: `${req.client_id}\0${guard.ip}` }
  await admit(guard, [address, client])
  const badClient = (): OAuthError => new OAuthError('invalid_client', 'Client authentication failed: unknown client, wrong secret, revoked, or another environment')
  if (app === undefined) {
    await verifySecret(req.client_secret, DUMMY_HASH) // same work as a real check, so timing does not reveal client ids
    throw badClient()
  }
  if (!await verifySecret(req.client_secret, app.secret_hash) || app.revoked_at !== null) throw badClient()
  if (app.tenant_environment !== env) throw badClient()
  await guard.throttle.succeeded([client])

  let subject: TokenSubject
  if (grant === 'client_credentials') {
    subject = { sub: `app:${app.id}`, tenantId: app.tenant_id, clientId: app.client_id, scopes }
    await guard.throttle.succeeded([address])
  } else {
    const username = (req.username as string).trim()
    const account: ThrottleSubject = { scope: 'user', id: `${app.tenant_id}\0${username}` }
    await admit(guard, [account])
    const user = await findUser(db, app.tenant_id, username)
    const ok = await verifySecret(req.password as string, user?.password_hash ?? DUMMY_HASH)
    if (user === undefined || !ok || user.disabled_at !== null) throw new OAuthError('invalid_grant', 'The username or password is wrong')
    subject = { sub: `user:${user.id}`, tenantId: app.tenant_id, clientId: app.client_id, scopes }
    await guard.throttle.succeeded([address, account])
  }
  return { access_token: await tokens.issue(env, subject), expires_in: tokens.ttlSeconds, token_type: 'Bearer', scope: scopes.join(' ') }
}

// A hash of a random value nobody knows, checked when the client or user does not exist.
const DUMMY_HASH = 'scrypt$32768$8$1$p7hKxKcQnN4mQnKXU3Cq1A$2vJc3y0cVqv5l2E2c1oY7a3r2lR4i8mQ0ZbW9x1d3tE'
