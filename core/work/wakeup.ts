/**
 * Wake-ups: a job enqueued should run without waiting for a poll. A wake-up must not fire before the enqueuing
 * transaction commits (a worker would look, find nothing, and sleep), so enqueue() goes through afterCommit(),
 * which waits for the outermost knex transaction and never fires on rollback.
 *
 * In this process, subscribed workers are called directly. On PostgreSQL, a Wakeup built with `db` also publishes
 * with pg_notify, after the commit, so that LISTENing workers in other processes wake (see listen.ts). Publishing is
 * coalesced, at most one NOTIFY statement in flight per Wakeup, because PostgreSQL 15 serialises the commits of
 * notifying transactions: measured with 8 producers enqueueing one job per transaction, pg_notify inside each
 * transaction cut the rate from 1,363 to 634 per second. A notification lost to a crash right after the commit only
 * delays the job to the next poll.
 */
import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import { isPostgresServer } from '../db/connection.ts'
import { queueRoundTrip, sqlLiteral } from './store.ts'

/**
 * The PostgreSQL NOTIFY channel workers LISTEN on. The payload is a job kind ('' for "any"), then `|` and the
 * publishing Wakeup's origin: a worker skips the notifications of its own Wakeup, which has already woken it in
 * process (otherwise every enqueue would cost this process a second, mostly empty claim). A payload without `|`
 * (from a Wharf before this format) wakes as before; a worker of such a version does not recognise the new payload
 * and finds those jobs at its next poll (1 s), so a rolling upgrade delays other processes' wake-ups, never a job.
 */
export const NOTIFY_CHANNEL = 'wharf_jobs'

/** The kind and the origin of a NOTIFY payload (origin undefined for the old form, a bare kind). */
export function parseNotification (payload: string): { kind: string, origin: string | undefined } {
  const bar = payload.lastIndexOf('|')
  return bar < 0 ? { kind: payload, origin: undefined } : { kind: payload.slice(0, bar), origin: payload.slice(bar + 1) }
}

type Listener = (kinds: readonly string[] | undefined) => void

interface Transactor {
  isTransaction?: boolean
  executionPromise?: Promise<unknown>
  parentTransaction?: Transactor
}

/**
 * Runs `fn` once `db`'s work is durable: after the outermost transaction commits, or at once when `db` is not a
 * transaction (autocommit). Never runs on rollback.
 */
export function afterCommit (db: Knex | Knex.Transaction, fn: () => void): void {
  let trx = db as unknown as Transactor
  if (trx.isTransaction !== true) { fn(); return }
  while (trx.parentTransaction !== undefined) trx = trx.parentTransaction
  if (trx.executionPromise === undefined) throw new Error('afterCommit: this knex transaction exposes no completion promise')
  trx.executionPromise.then(fn, () => { /* rolled back: nothing was enqueued */ })
}

export interface WakeupOptions {
  /** PostgreSQL: also wake workers in other processes (pg_notify after commit). Ignored for PGlite. */
  db?: Knex
  onError?: (err: unknown) => void
}

export class Wakeup {
  /** Tags this Wakeup's NOTIFY payloads, so that workers woken by it in process skip them (parseNotification). */
  readonly origin = randomBytes(6).toString('base64url')
  readonly #listeners = new Set<Listener>()
  readonly #db: Knex | undefined
  readonly #onError: (err: unknown) => void
  readonly #toPublish = new Set<string>()
  #publishing = false

  constructor (opts: WakeupOptions = {}) {
    this.#db = opts.db !== undefined && isPostgresServer(opts.db) ? opts.db : undefined
    this.#onError = opts.onError ?? (() => {})
  }

  /** Returns the unsubscribe function. `kinds` undefined means "anything may be due". */
  subscribe (listener: Listener): () => void {
    this.#listeners.add(listener)
    return () => { this.#listeners.delete(listener) }
  }

  /** Wakes workers now. Call it only once the jobs are committed (or use afterCommit). */
  notify (kinds?: readonly string[]): void {
    for (const l of this.#listeners) {
      try { l(kinds) } catch (err) { this.#onError(err) }
    }
    if (this.#db !== undefined) this.#publish(kinds ?? [''])
  }

  /** notify() once `db`'s outermost transaction commits; nothing on rollback. */
  afterCommit (db: Knex | Knex.Transaction, kinds?: readonly string[]): void {
    afterCommit(db, () => { this.notify(kinds) })
  }

  #publish (kinds: readonly string[]): void {
    for (const k of kinds) this.#toPublish.add(k)
    if (this.#publishing) return
    this.#publishing = true
    void this.#drain()
  }

  async #drain (): Promise<void> {
    const db = this.#db as Knex
    try {
      while (this.#toPublish.size > 0) {
        const kinds = [...this.#toPublish].map(k => `${k}|${this.origin}`)
        this.#toPublish.clear()
        // Own transaction, in one round trip, not waiting for the WAL flush (queueRoundTrip sets synchronous_commit
        // off): a lost NOTIFY costs one poll interval, nothing more.
        await queueRoundTrip(db, `select pg_notify(${sqlLiteral(NOTIFY_CHANNEL)}, k) from jsonb_array_elements_text(${sqlLiteral(JSON.stringify(kinds))}::jsonb) as k`)
      }
    } catch (err) {
      this.#toPublish.clear()
      this.#onError(err)
    } finally {
      this.#publishing = false
    }
  }
}
