/**
 * Document download tokens: what an HTTPS inbound hook puts in place of `$token$`, and what the core's download
 * route redeems. Stateless: an HMAC-SHA256 over a small JSON claim set, so the issuer (a channel plugin in a worker)
 * and the verifier (the core's route) share only the secret.
 *
 *   const token = createDownloadToken({ documentId, tenantId, expiresAt: currentTime(ctx) + 24 * 3600_000 }, secret)
 *   const check = verifyDownloadToken(token, [currentSecret, previousSecret], wharf.clock.now())
 *   if (check.ok) serve(check.documentId, check.tenantId)   // else check.reason: malformed | bad-signature | expired
 *
 * Format: `wdt1.<base64url(JSON {d, t, e, n})>.<base64url(HMAC-SHA256(secret, "wdt1." + claims))>` with d the
 * document id, t the tenant id, e the expiry (epoch seconds), n a random token id. URL-safe as it is.
 *
 * Decisions:
 * - Lifetime: chosen by the issuer (`expiresAt`); DEFAULT_TOKEN_LIFETIME_MS is 24 hours, MAX_TOKEN_LIFETIME_MS 30
 *   days. Expiry is checked against `now`, with no grace.
 * - Multiple use until expiry. Pushes are at-least-once and the integrator may fetch the document again (a retry of
 *   its own processing, a second system); a single-use token would need shared state and would break those retries.
 *   A verifier that wants single use can record `tokenId` and refuse it the second time.
 * - A token grants reading one document of one tenant. The redeeming route must still check that the document
 *   exists and belongs to `tenantId`. Treat tokens as bearer secrets: never log them in full.
 * - Key rotation: verify with a list of secrets (newest first); issue with the newest. Secrets: at least 32 bytes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { systemClock } from '../clock.ts'

export const DOWNLOAD_TOKEN_PREFIX = 'wdt1'
export const DEFAULT_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000
export const MAX_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000
const MAX_TOKEN_LENGTH = 2048

export interface DownloadTokenClaims {
  documentId: string
  tenantId: string
  /** Epoch milliseconds or a Date; stored with second precision (rounded down). */
  expiresAt: number | Date
}

export type DownloadTokenCheck =
  | { ok: true, documentId: string, tenantId: string, expiresAt: number, tokenId: string }
  | { ok: false, reason: 'malformed' | 'bad-signature' | 'expired', message: string }

type Secret = string | Uint8Array

const b64url = (b: Buffer): string => b.toString('base64url')

function checkSecret (secret: Secret): Buffer {
  const key = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret)
  if (key.length < 32) throw new Error('download token secret must be at least 32 bytes')
  return key
}

const mac = (key: Buffer, signed: string): Buffer => createHmac('sha256', key).update(signed).digest()

/** Issues a token for one document of one tenant, valid until `expiresAt`. */
export function createDownloadToken (claims: DownloadTokenClaims, secret: Secret): string {
  const key = checkSecret(secret)
  if (typeof claims.documentId !== 'string' || claims.documentId === '') throw new Error('download token needs a documentId')
  if (typeof claims.tenantId !== 'string' || claims.tenantId === '') throw new Error('download token needs a tenantId')
  const expires = claims.expiresAt instanceof Date ? claims.expiresAt.getTime() : claims.expiresAt
  if (!Number.isFinite(expires)) throw new Error('download token needs a valid expiresAt')
  const body = { d: claims.documentId, t: claims.tenantId, e: Math.floor(expires / 1000), n: b64url(randomBytes(9)) }
  const encoded = b64url(Buffer.from(JSON.stringify(body), 'utf8'))
  const signed = `${DOWNLOAD_TOKEN_PREFIX}.${encoded}`
  return `${signed}.${b64url(mac(key, signed))}`
}

/** Checks the signature (against any of `secrets`), the shape and the expiry. Never throws for a bad token. */
export function verifyDownloadToken (token: string, secrets: Secret | Secret[], now: number | Date = systemClock.now()): DownloadTokenCheck {
  const nowMs = now instanceof Date ? now.getTime() : now
  const malformed = (message: string): DownloadTokenCheck => ({ ok: false, reason: 'malformed', message })
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return malformed('not a download token')
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== DOWNLOAD_TOKEN_PREFIX || !/^[A-Za-z0-9_-]+$/.test(parts[1]) || !/^[A-Za-z0-9_-]{43}$/.test(parts[2])) {
    return malformed('not a download token')
  }
  const signed = `${parts[0]}.${parts[1]}`
  const given = Buffer.from(parts[2], 'base64url')
  const keys = (Array.isArray(secrets) ? secrets : [secrets]).map(checkSecret)
  if (!keys.some(key => timingSafeEqual(mac(key, signed), given))) {
    return { ok: false, reason: 'bad-signature', message: 'the download token was not issued with this secret, or was altered' }
  }
  let body: unknown
  try { body = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) } catch { return malformed('the download token\'s claims are not JSON') }
  const c = body as { d?: unknown, t?: unknown, e?: unknown, n?: unknown }
  if (typeof c.d !== 'string' || typeof c.t !== 'string' || typeof c.e !== 'number' || typeof c.n !== 'string') return malformed('the download token\'s claims are incomplete')
  const expiresAt = c.e * 1000
  if (nowMs >= expiresAt) {
    return { ok: false, reason: 'expired', message: `the download token expired at ${new Date(expiresAt).toISOString()}` }
  }
  return { ok: true, documentId: c.d, tenantId: c.t, expiresAt, tokenId: c.n }
}

/** The tenant a token claims, read BEFORE verification, only to pick the secret to verify with (never trust it). */
export function claimedTenant (token: string): string | undefined {
  const part = token.split('.')[1]
  if (part === undefined || !/^[A-Za-z0-9_-]{1,1500}$/.test(part)) return undefined
  try {
    const c = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { t?: unknown }
    return typeof c.t === 'string' && c.t !== '' ? c.t : undefined
  } catch { return undefined }
}
