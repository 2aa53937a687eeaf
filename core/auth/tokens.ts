/**
 * Access tokens: JWTs signed with the environment's active ES256 key (see signing-keys.ts). Verification accepts only
 * ES256 with a key of the same environment and the environment's issuer, so `alg: none`, HS256 tricks with the public
 * key, keys of another environment and tokens of another issuer all fail.
 *
 * A verified token is remembered (by its exact text, bounded to VERIFIED_MAX): an integrator sends the same token
 * with every call until it expires, and the ECDSA verification is the dearest part of a request's authentication
 * (about 3% of the sending instance's main thread in the AS4 bench). On a hit, the signing key must still be valid
 * for the environment (a retired key's tokens end as before) and the token must not have expired; nothing else about
 * identical bytes can change. The application behind the token is still read on every request (principal.ts).
 */
import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify, decodeProtectedHeader, errors as joseErrors } from 'jose'
import type { Clock } from '../clock.ts'
import { nowSeconds } from '../clock.ts'
import type { Environment, EnvironmentConfig } from '../config.ts'
import { WharfError } from '../errors.ts'
import { TOKEN_ALG, type SigningKeys } from './signing-keys.ts'

export const SCOPE_AP = 'ap'
export const AUDIENCE = 'wharf-api'

export interface TokenSubject {
  /** `app:<applicationId>` or `user:<userId>` */
  sub: string
  tenantId: string
  clientId: string
  scopes: string[]
}

export interface AccessClaims extends TokenSubject {
  environment: Environment
  issuedAt: number
  expiresAt: number
  tokenId: string
}

const VERIFIED_MAX = 1024

export class Tokens {
  readonly #verified = new Map<string, { kid: string, claims: AccessClaims }>()
  readonly #keys: SigningKeys
  readonly #clock: Clock
  readonly #envs: Record<Environment, EnvironmentConfig>
  readonly #ttl: number

  constructor (keys: SigningKeys, clock: Clock, envs: Record<Environment, EnvironmentConfig>, ttlSeconds: number) {
    this.#keys = keys
    this.#clock = clock
    this.#envs = envs
    this.#ttl = ttlSeconds
  }

  get ttlSeconds (): number { return this.#ttl }

  async issue (env: Environment, subject: TokenSubject): Promise<string> {
    const { kid, key } = await this.#keys.active(env)
    const iat = nowSeconds(this.#clock)
    return await new SignJWT({ scope: subject.scopes.join(' '), tid: subject.tenantId, client_id: subject.clientId, env })
      .setProtectedHeader({ alg: TOKEN_ALG, kid, typ: 'at+jwt' })
      .setIssuer(this.#envs[env].authUrl)
      .setAudience(AUDIENCE)
      .setSubject(subject.sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.#ttl)
      .setJti(randomUUID())
      .sign(key)
  }

  /** Verifies a bearer token for `env`; throws WharfError UNAUTHORIZED with the reason. */
  async verify (env: Environment, token: string): Promise<AccessClaims> {
    const cacheKey = `${env} ${token}`
    const hit = this.#verified.get(cacheKey)
    if (hit !== undefined) {
      if (hit.claims.expiresAt <= nowSeconds(this.#clock)) {
        this.#verified.delete(cacheKey)
        throw unauthorized('the token has expired')
      }
      if (await this.#keys.verificationKey(env, hit.kid) === undefined) {
        this.#verified.delete(cacheKey)
        throw unauthorized('the token was not signed by a key of this environment')
      }
      return { ...hit.claims, scopes: [...hit.claims.scopes] }
    }
    const claims = await this.#verifyOnce(env, token)
    if (this.#verified.size >= VERIFIED_MAX) this.#verified.delete(this.#verified.keys().next().value as string)
    this.#verified.set(cacheKey, { kid: claims.kid, claims: claims.claims })
    return { ...claims.claims, scopes: [...claims.claims.scopes] }
  }

  async #verifyOnce (env: Environment, token: string): Promise<{ kid: string, claims: AccessClaims }> {
    let kid: string | undefined
    try {
      const header = decodeProtectedHeader(token)
      if (header.alg !== TOKEN_ALG) throw unauthorized(`algorithm ${String(header.alg)} is not accepted`)
      kid = header.kid
    } catch (err) {
      if (err instanceof WharfError) throw err
      throw unauthorized('the token is malformed')
    }
    if (kid === undefined) throw unauthorized('the token has no key id')
    const key = await this.#keys.verificationKey(env, kid)
    if (key === undefined) throw unauthorized('the token was not signed by a key of this environment')
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [TOKEN_ALG],
        issuer: this.#envs[env].authUrl,
        audience: AUDIENCE,
        currentDate: new Date(this.#clock.now()),
        requiredClaims: ['exp', 'iat', 'sub', 'jti']
      })
      if (payload.env !== env || typeof payload.tid !== 'string' || typeof payload.client_id !== 'string') {
        throw unauthorized('the token was not issued for this environment')
      }
      return {
        kid,
        claims: {
          sub: payload.sub as string,
          tenantId: payload.tid,
          clientId: payload.client_id,
          scopes: typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [],
          environment: env,
          issuedAt: payload.iat as number,
          expiresAt: payload.exp as number,
          tokenId: payload.jti as string
        }
      }
    } catch (err) {
      if (err instanceof WharfError) throw err
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('the token has expired')
      if (err instanceof joseErrors.JWSSignatureVerificationFailed) throw unauthorized('the token signature is invalid')
      if (err instanceof joseErrors.JWTClaimValidationFailed) throw unauthorized(`the token claim "${err.claim}" is invalid`)
      throw unauthorized('the token is invalid')
    }
  }
}

export const unauthorized = (reason: string): WharfError => new WharfError('UNAUTHORIZED', `Unauthorized: ${reason}`)
