/**
 * Batches the attempt records of deliveries (recordAttempts in store.ts): every attempt that finishes while one
 * statement is running goes into the next, so a busy delivery worker writes many attempts in one round trip instead
 * of one each. A second attempt of a delivery already waiting (a fast retry) waits for the following statement,
 * so the delivery's attempts are numbered in order.
 *
 *   const attempts = new AttemptWriter(knex)
 *   await attempts.write(record)   // resolves once written; rejects with the statement's error
 */
import type { Knex } from 'knex'
import { recordAttempts, type AttemptRecord } from './store.ts'

interface Waiting { record: AttemptRecord, resolve: () => void, reject: (err: unknown) => void }

export class AttemptWriter {
  readonly #db: Knex
  readonly #maxBatch: number
  #queue: Waiting[] = []
  #running = false

  constructor (db: Knex, maxBatch = 500) {
    this.#db = db
    this.#maxBatch = maxBatch
  }

  async write (record: AttemptRecord): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.#queue.push({ record, resolve, reject })
      if (!this.#running) {
        this.#running = true
        // One macrotask later: every attempt that finished in this turn joins the statement.
        setImmediate(() => { void this.#drain() })
      }
    })
  }

  async #drain (): Promise<void> {
    try {
      while (this.#queue.length > 0) {
        const batch: Waiting[] = []
        const later: Waiting[] = []
        const ids = new Set<string>()
        for (const w of this.#queue) {
          if (batch.length < this.#maxBatch && !ids.has(w.record.deliveryId)) { ids.add(w.record.deliveryId); batch.push(w) } else later.push(w)
        }
        this.#queue = later
        try {
          await recordAttempts(this.#db, batch.map(w => w.record))
          for (const w of batch) w.resolve()
        } catch (err) {
          for (const w of batch) w.reject(err)
        }
      }
    } finally {
      this.#running = false
    }
  }
}
