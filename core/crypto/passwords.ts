/**
 * Hashing of client secrets and user passwords with scrypt (node:crypto, no dependency; argon2 would need a native
 * addon). Stored form: `scrypt$N$r$p$<salt b64url>$<hash b64url>`, so parameters can be raised later without
 * breaking old hashes.
 *
 * scrypt is deliberately slow (about 50 ms at N=2^15). A token endpoint that re-ran it for every request of the same
 * client would cap out at ~20 requests/s per core, so a successful verification is remembered in memory. The cache
 * must never make a wrong secret cheaper to test than a full scrypt run, or it becomes an oracle for online guessing
 * (and its timing tells which accounts exist). So the cache is keyed by an HMAC of (stored hash, presented secret)
 * under a random per-process key, and holds only pairs that verified: a lookup finds an entry only when the exact
 * secret was already proven right, and every other secret (each wrong guess) misses and pays the full scrypt run.
 * A hit is therefore only ever the answer "right", which the caller learns anyway. Nothing of the secret is kept
 * (an HMAC under a key that never leaves the process), and a changed stored hash (new secret, new salt) misses.
 * Someone able to read this process's memory could test guesses against an entry at HMAC speed; such a reader
 * already holds the master key and every secret in flight.
 */
import { createHash, createHmac, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'

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

// Insertion-ordered: the oldest entry goes first when the cache is full. Values are unused; the key is the proof.
const verified = new Set<string>()
const VERIFIED_MAX = 10_000
const MEMO_KEY = randomBytes(32)

const memoKey = (stored: string, secret: string): string =>
  createHmac('sha256', MEMO_KEY).update(stored).update('\0').update(secret).digest('base64url')

export async function verifySecret (secret: string, stored: string): Promise<boolean> {
  const mk = memoKey(stored, secret)
  if (verified.has(mk)) return true

  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number)
  const salt = Buffer.from(parts[4], 'base64url')
  const expected = Buffer.from(parts[5], 'base64url')
  const key = await scrypt(secret, salt, expected.length, { N, r, p, maxmem: MAXMEM })
  const ok = key.length === expected.length && timingSafeEqual(key, expected)
  if (ok) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.values().next().value as string)
    verified.add(mk)
  }
  return ok
}

/** A random secret of `bytes` bytes, base64url (no padding), for client secrets, subscription keys and tokens. */
export const randomSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url')

/** Non-secret lookup digest for high-entropy keys (subscription keys): SHA-256, hex. */
export const digestKey = (key: string): string => createHash('sha256').update(key).digest('hex')
