/**
 * Hashing of client secrets and user passwords with scrypt (node:crypto, no dependency; argon2 would need a native
 * addon). Stored form: `scrypt$N$r$p$<salt b64url>$<hash b64url>`, so parameters can be raised later without
 * breaking old hashes.
 *
 * scrypt is deliberately slow (about 50 ms at N=2^15). A token endpoint that re-ran it for every request of the same
 * client would cap out at ~20 requests/s per core, so a successful verification is remembered in memory as a SHA-256
 * of (stored hash, presented secret): a repeat of the same secret against the same stored hash is then a constant-time
 * comparison of two digests. Nothing of the secret itself is kept, and a changed stored hash misses the cache.
 */
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const scrypt = async (secret: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> =>
  await new Promise((resolve, reject) => {
    scryptCb(secret, salt, keylen, opts, (err, key) => { if (err !== null) reject(err); else resolve(key) })
  })

const DEFAULTS = { N: 1 << 15, r: 8, p: 1 }
const KEYLEN = 32
const MAXMEM = 64 * 1024 * 1024

export async function hashSecret (secret: string, params = DEFAULTS): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(secret, salt, KEYLEN, { ...params, maxmem: MAXMEM })
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

const verified = new Map<string, Buffer>()
const VERIFIED_MAX = 10_000

const memoKey = (stored: string): string => createHash('sha256').update(stored).digest('base64url')
const memoValue = (stored: string, secret: string): Buffer =>
  createHash('sha256').update(stored).update('\0').update(secret).digest()

export async function verifySecret (secret: string, stored: string): Promise<boolean> {
  const mk = memoKey(stored)
  const remembered = verified.get(mk)
  if (remembered !== undefined) return timingSafeEqual(remembered, memoValue(stored, secret))

  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number)
  const salt = Buffer.from(parts[4], 'base64url')
  const expected = Buffer.from(parts[5], 'base64url')
  const key = await scrypt(secret, salt, expected.length, { N, r, p, maxmem: MAXMEM })
  const ok = key.length === expected.length && timingSafeEqual(key, expected)
  if (ok) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string)
    verified.set(mk, memoValue(stored, secret))
  }
  return ok
}

/** A random secret of `bytes` bytes, base64url (no padding), for client secrets, subscription keys and tokens. */
export const randomSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url')

/** Non-secret lookup digest for high-entropy keys (subscription keys): SHA-256, hex. */
export const digestKey = (key: string): string => createHash('sha256').update(key).digest('hex')
