/**
 * Token signing keys, one set per environment (acceptance, production), so that a token of one environment never
 * verifies in the other. Keys are ES256 pairs generated on first use and stored in the database with the private half
 * sealed under the master key, so every process sharing the database signs and verifies with the same keys.
 *
 * Rotation: `rotate()` makes a new active key and retires the old one. A retired key stays published in the JWKS and
 * accepted for verification until every token it signed has expired (retired_at + token lifetime + 60 s leeway).
 * Keys older than WHARF_KEY_ROTATION_DAYS are rotated automatically the next time a token is signed.
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose'
import type { Clock } from '../clock.ts'
import type { Environment } from '../config.ts'
import type { SecretBox } from '../crypto/secret-box.ts'
import { jsonColumn } from '../db/rows.ts'

export const TOKEN_ALG = 'ES256'
const LEEWAY_MS = 60_000
const REFRESH_MS = 30_000

interface KeyRow {
  kid: string
  environment: Environment
  alg: string
  public_jwk: JWK | string
  private_jwk_sealed: string
  status: 'active' | 'retired'
  created_at: Date | string
  retired_at: Date | string | null
}

export interface ActiveKey { kid: string, key: CryptoKey, createdAt: number }

const time = (v: Date | string | null): number | null => v === null ? null : new Date(v).getTime()

export class SigningKeys {
  readonly #knex: Knex
  readonly #box: SecretBox
  readonly #clock: Clock
  readonly #ttlMs: number
  readonly #rotationMs: number
  readonly #active = new Map<Environment, { key: ActiveKey, loadedAt: number }>()
  readonly #verify = new Map<string, { env: Environment, key: CryptoKey, retiredAt: number | null, checkedAt: number }>()
  readonly #missed = new Map<string, number>()

  constructor (knex: Knex, box: SecretBox, clock: Clock, opts: { tokenTtlSeconds: number, keyRotationDays: number }) {
    this.#knex = knex
    this.#box = box
    this.#clock = clock
    this.#ttlMs = opts.tokenTtlSeconds * 1000
    this.#rotationMs = opts.keyRotationDays * 86_400_000
  }

  /** The key to sign new tokens with; created on first use, rotated when older than the rotation period. */
  async active (env: Environment): Promise<ActiveKey> {
    const now = this.#clock.now()
    const cached = this.#active.get(env)
    if (cached !== undefined && now - cached.loadedAt < REFRESH_MS && now - cached.key.createdAt < this.#rotationMs) {
      return cached.key
    }
    let row = await this.#knex<KeyRow>('signing_keys').where({ environment: env, status: 'active' }).first()
    if (row === undefined || now - (time(row.created_at) ?? 0) >= this.#rotationMs) {
      await this.rotate(env)
      row = await this.#knex<KeyRow>('signing_keys').where({ environment: env, status: 'active' }).first()
      if (row === undefined) throw new Error(`No active signing key for ${env}`)
    }
    const key: ActiveKey = {
      kid: row.kid,
      key: await importJWK(JSON.parse(this.#box.open(row.private_jwk_sealed, row.kid)), TOKEN_ALG) as CryptoKey,
      createdAt: time(row.created_at) ?? now
    }
    this.#active.set(env, { key, loadedAt: now })
    return key
  }

  /** Creates a new active key and retires the current one. Safe against concurrent rotation by other processes. */
  async rotate (env: Environment): Promise<string> {
    const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALG, { extractable: true })
    const kid = randomUUID()
    const now = new Date(this.#clock.now())
    const pub = { ...await exportJWK(publicKey), kid, alg: TOKEN_ALG, use: 'sig' }
    const sealed = this.#box.seal(JSON.stringify(await exportJWK(privateKey)), kid)
    try {
      await this.#knex.transaction(async trx => {
        await trx('signing_keys').where({ environment: env, status: 'active' }).update({ status: 'retired', retired_at: now })
        await trx('signing_keys').insert({
          kid, environment: env, alg: TOKEN_ALG, public_jwk: JSON.stringify(pub), private_jwk_sealed: sealed, status: 'active', created_at: now
        })
      })
    } catch (err) {
      // Another process rotated at the same moment (unique index on the active key): its key is as good as ours.
      const active = await this.#knex<KeyRow>('signing_keys').where({ environment: env, status: 'active' }).first()
      if (active === undefined) throw err
      return active.kid
    }
    this.#active.delete(env)
    return kid
  }

  /** Keys whose tokens may still be valid: the active one and those retired less than a token lifetime ago. */
  async published (env: Environment): Promise<JWK[]> {
    const cutoff = new Date(this.#clock.now() - this.#ttlMs - LEEWAY_MS)
    const rows = await this.#knex<KeyRow>('signing_keys')
      .where({ environment: env })
      .andWhere(q => { void q.where({ status: 'active' }).orWhere('retired_at', '>', cutoff) })
      .orderBy('created_at', 'desc')
    return rows.map(r => jsonColumn<JWK>(r.public_jwk))
  }

  /** The public key for `kid` if it belongs to `env` and may still verify tokens; undefined otherwise. */
  async verificationKey (env: Environment, kid: string): Promise<CryptoKey | undefined> {
    const now = this.#clock.now()
    let entry = this.#verify.get(kid)
    const stale = entry !== undefined && entry.retiredAt === null && now - entry.checkedAt > REFRESH_MS
    const missedRecently = entry === undefined && now - (this.#missed.get(kid) ?? -Infinity) < REFRESH_MS
    if ((entry === undefined && !missedRecently) || stale) {
      const row = await this.#knex<KeyRow>('signing_keys').where({ kid }).first()
      if (row === undefined) {
        // Remember misses briefly (bounded), so a flood of one forged kid costs one query per interval.
        if (this.#missed.size > 1000) this.#missed.clear()
        this.#missed.set(kid, now)
        return undefined
      }
      entry = { env: row.environment, key: entry?.key ?? await importJWK(jsonColumn<JWK>(row.public_jwk), TOKEN_ALG) as CryptoKey, retiredAt: time(row.retired_at), checkedAt: now }
      this.#verify.set(kid, entry)
    }
    if (entry === undefined || entry.env !== env) return undefined
    if (entry.retiredAt !== null && now > entry.retiredAt + this.#ttlMs + LEEWAY_MS) return undefined
    return entry.key
  }
}
