/**
 * Throttling of online guessing at POST /connect/token, counted in the database so that every Wharf process on it
 * shares the counts. Three subjects are counted: the source address (`ip`), the client id from that address
 * (`client`: client authentication; per address, so that whoever learns a client id cannot lock its integrator
 * out: client secrets are random 256-bit values that cannot be guessed anyway) and the tenant's username (`user`: the password grant, counted only once the client is
 * authenticated, so that nobody without a client secret can lock a user out).
 *
 * An attempt is counted before the secret is checked (`attempt`), and a success takes it back (`succeeded`): so
 * parallel guesses cannot all pass the check before the first failure is written. When a subject has had more
 * failed attempts than its limit within the window, it is locked: every attempt, a right one included, is refused
 * until the lock ends. The first lock lasts one window, each further one twice the one before (up to the maximum);
 * the count of lockouts is forgotten after a success, or after the maximum lockout without any attempt.
 * A success removes the client's or user's row; the address's count only loses the successful attempt.
 */
import { createHash } from 'node:crypto'
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import type { Config } from '../config.ts'

export type ThrottleScope = 'ip' | 'client' | 'user'
export interface ThrottleSubject { scope: ThrottleScope, id: string }

/** The attempt is refused: try again after `retryAfterSeconds`. */
export interface Locked { scope: ThrottleScope, retryAfterSeconds: number }

interface Row { key: string, scope: ThrottleScope, attempts: number, locked_until: Date | string | null, lockouts: number }

const keyOf = (s: ThrottleSubject): string => createHash('sha256').update(`${s.scope}\0${s.id}`).digest('base64url')
const ms = (d: Date | string): number => (d instanceof Date ? d : new Date(d)).getTime()

export class LoginThrottle {
  readonly #db: Knex
  readonly #clock: Clock
  readonly #limits: Config['login']

  constructor (db: Knex, clock: Clock, limits: Config['login']) {
    this.#db = db
    this.#clock = clock
    this.#limits = limits
  }

  #limit (scope: ThrottleScope): number {
    return scope === 'ip' ? this.#limits.ipFailures : scope === 'client' ? this.#limits.clientFailures : this.#limits.userFailures
  }

  #lockMs (lockouts: number): number {
    return Math.min(this.#limits.windowMs * 2 ** Math.min(lockouts, 40), this.#limits.maxLockoutMs)
  }

  /** Counts one attempt for each subject; answers the longest lock when any of them is locked (or now becomes so). */
  async attempt (subjects: ThrottleSubject[]): Promise<Locked | undefined> {
    const counted = subjects.filter(s => this.#limit(s.scope) > 0)
    if (counted.length === 0) return undefined
    const now = this.#clock.now()
    const at = new Date(now)
    const bindings: Record<string, unknown> = {
      now: at, cutoff: new Date(now - this.#limits.windowMs), decay: new Date(now - this.#limits.maxLockoutMs)
    }
    const values = counted.map((s, i) => {
      bindings[`k${i}`] = keyOf(s)
      bindings[`s${i}`] = s.scope
      return `(:k${i}, :s${i}, 1, :now, null, 0, :now)`
    }).join(', ')
    // A lock in force leaves the row as it is; a lock that has ended or a window that has passed starts a new window.
    const { rows } = await this.#db.raw<{ rows: Row[] }>(`
      insert into login_throttle as t (key, scope, attempts, window_start, locked_until, lockouts, updated_at)
      values ${values}
      on conflict (key) do update set
        attempts = case when t.locked_until > :now then t.attempts
          when t.locked_until is not null or t.window_start <= :cutoff then 1 else t.attempts + 1 end,
        window_start = case when t.locked_until > :now then t.window_start
          when t.locked_until is not null or t.window_start <= :cutoff then :now else t.window_start end,
        locked_until = case when t.locked_until > :now then t.locked_until else null end,
        lockouts = case when t.updated_at <= :decay then 0 else t.lockouts end,
        updated_at = :now
      returning key, scope, attempts, locked_until, lockouts`, bindings)

    let worst: Locked | undefined
    for (const row of rows) {
      let until: number | undefined
      if (row.locked_until !== null && ms(row.locked_until) > now) until = ms(row.locked_until)
      else if (row.attempts > this.#limit(row.scope)) {
        until = now + this.#lockMs(row.lockouts)
        // Concurrent attempts each get their own count: only the first one over the limit writes the lock.
        if (row.attempts === this.#limit(row.scope) + 1) {
          await this.#db('login_throttle').where({ key: row.key }).update({ locked_until: new Date(until), lockouts: row.lockouts + 1 })
        }
      }
      if (until === undefined) continue
      const retryAfterSeconds = Math.max(1, Math.ceil((until - now) / 1000))
      if (worst === undefined || retryAfterSeconds > worst.retryAfterSeconds) worst = { scope: row.scope, retryAfterSeconds }
    }
    return worst
  }

  /** The attempt succeeded: clients and users start afresh; an address's count loses this attempt. */
  async succeeded (subjects: ThrottleSubject[]): Promise<void> {
    const reset = subjects.filter(s => s.scope !== 'ip' && this.#limit(s.scope) > 0).map(keyOf)
    const lower = subjects.filter(s => s.scope === 'ip' && this.#limit(s.scope) > 0).map(keyOf)
    if (reset.length > 0) await this.#db('login_throttle').whereIn('key', reset).delete()
    if (lower.length > 0) {
      await this.#db('login_throttle').whereIn('key', lower).whereNull('locked_until').where('attempts', '>', 0).decrement('attempts', 1)
    }
  }

  /** Removes rows nobody has tried for longer than the longest lockout (housekeeping). */
  async prune (): Promise<number> {
    const before = new Date(this.#clock.now() - Math.max(this.#limits.maxLockoutMs, this.#limits.windowMs))
    const res = await this.#db.raw('delete from login_throttle where updated_at < ?', [before])
    return Number(res.rowCount ?? res.affectedRows ?? 0)
  }
}
