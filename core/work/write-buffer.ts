/**
 * Batches the write-backs of finished jobs: every result that arrives while one batch statement is running goes
 * into the next one, so a busy worker needs one UPDATE for many jobs. A failed statement is retried with backoff;
 * a result whose lease has run out by then is dropped (the job will run again elsewhere: at-least-once).
 */
import type { Clock } from '../clock.ts'
import type { WriteBack } from './store.ts'

interface Pending { update: WriteBack, leaseUntil: number, resolve: (applied: boolean) => void }

export class WriteBuffer {
  readonly #flushFn: (batch: WriteBack[]) => Promise<Set<string>>
  readonly #clock: Clock
  readonly #onError: (err: unknown) => void
  readonly #maxBatch: number
  #queue: Pending[] = []
  #flushing = false
  #scheduled = false
  #closed = false
  errors = 0

  constructor (flush: (batch: WriteBack[]) => Promise<Set<string>>, clock: Clock, onError: (err: unknown) => void, maxBatch = 500) {
    this.#flushFn = flush
    this.#clock = clock
    this.#onError = onError
    this.#maxBatch = maxBatch
  }

  /** Resolves true once written, false when dropped (claim lost, lease ran out, or buffer closed). */
  async write (update: WriteBack, leaseUntil: number): Promise<boolean> {
    if (this.#closed) return false
    return await new Promise<boolean>(resolve => {
      this.#queue.push({ update, leaseUntil, resolve })
      this.#schedule()
    })
  }

  /** Drops whatever is waiting and accepts nothing more. */
  close (): void {
    this.#closed = true
    for (const p of this.#queue.splice(0)) p.resolve(false)
  }

  #schedule (): void {
    if (this.#flushing || this.#scheduled) return
    this.#scheduled = true
    // One macrotask later: every handler that finished in this turn joins the batch.
    setImmediate(() => { this.#scheduled = false; void this.#flush() })
  }

  async #flush (): Promise<void> {
    if (this.#flushing) return
    this.#flushing = true
    let delay = 100
    try {
      while (this.#queue.length > 0 && !this.#closed) {
        const batch = this.#queue.splice(0, this.#maxBatch)
        try {
          const applied = await this.#flushFn(batch.map(p => p.update))
          for (const p of batch) p.resolve(applied.has(p.update.id))
          delay = 100
        } catch (err) {
          this.errors++
          this.#onError(err)
          const now = this.#clock.now()
          const keep = batch.filter(p => p.leaseUntil > now)
          for (const p of batch) if (p.leaseUntil <= now) p.resolve(false)
          this.#queue.unshift(...keep)
          await new Promise(resolve => { setTimeout(resolve, delay).unref() })
          delay = Math.min(delay * 2, 5000)
        }
      }
    } finally {
      this.#flushing = false
      if (this.#closed) for (const p of this.#queue.splice(0)) p.resolve(false)
    }
  }
}
