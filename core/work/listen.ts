/**
 * Cross-process wake-up on PostgreSQL: one dedicated pg connection (outside knex's pool) LISTENs on the jobs channel;
 * a Wakeup issues pg_notify after the enqueuing transaction commits (wakeup.ts: the payload names kind and origin).
 * The connection is re-opened after errors; after every (re)connect the worker is woken once, in case a notification
 * was missed. Polling stays on as the fallback. Not used on PGlite (one connection, one process).
 */
import pg from 'pg'
import type { Knex } from 'knex'
import { NOTIFY_CHANNEL } from './wakeup.ts'

export type ListenerLog = (err: unknown, msg: string) => void

/** The connection settings of a pg-backed knex, for a connection of our own. */
export function pgConnectionOf (db: Knex): pg.ClientConfig | undefined {
  const c = db.client as { connectionSettings?: unknown, config?: { connection?: unknown } }
  const s = c.connectionSettings ?? c.config?.connection
  if (typeof s === 'string') return { connectionString: s }
  if (typeof s === 'object' && s !== null) return { ...(s as pg.ClientConfig) }
  return undefined
}

export class JobListener {
  readonly #config: pg.ClientConfig
  readonly #onNotify: (payload: string) => void
  readonly #log: ListenerLog
  #client: pg.Client | undefined
  #closed = false
  #retryTimer: NodeJS.Timeout | undefined
  #retryMs = 250

  constructor (config: pg.ClientConfig, onNotify: (payload: string) => void, log: ListenerLog = () => {}) {
    this.#config = config
    this.#onNotify = onNotify
    this.#log = log
  }

  /** Connects in the background; resolves once the first attempt finished (connected or scheduled a retry). */
  async start (): Promise<void> {
    await this.#connect()
  }

  get connected (): boolean { return this.#client !== undefined }

  async #connect (): Promise<void> {
    if (this.#closed) return
    const client = new pg.Client(this.#config)
    client.on('notification', msg => { if (msg.channel === NOTIFY_CHANNEL) this.#onNotify(msg.payload ?? '') })
    client.on('error', err => { this.#log(err, 'work listener connection failed'); this.#drop(client) })
    client.on('end', () => { this.#drop(client) })
    try {
      await client.connect()
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`)
      if (this.#closed) { await client.end().catch(() => {}); return }
      this.#client = client
      this.#retryMs = 250
      this.#onNotify('')
    } catch (err) {
      this.#log(err, 'work listener could not connect; polling until it can')
      await client.end().catch(() => {})
      this.#scheduleRetry()
    }
  }

  #drop (client: pg.Client): void {
    if (this.#client !== client) return
    this.#client = undefined
    client.end().catch(() => {})
    this.#scheduleRetry()
  }

  #scheduleRetry (): void {
    if (this.#closed || this.#retryTimer !== undefined) return
    this.#retryTimer = setTimeout(() => { this.#retryTimer = undefined; void this.#connect() }, this.#retryMs)
    this.#retryTimer.unref()
    this.#retryMs = Math.min(this.#retryMs * 2, 10_000)
  }

  async close (): Promise<void> {
    this.#closed = true
    if (this.#retryTimer !== undefined) clearTimeout(this.#retryTimer)
    const client = this.#client
    this.#client = undefined
    if (client !== undefined) await client.end().catch(() => {})
  }
}
