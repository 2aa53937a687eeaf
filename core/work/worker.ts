/**
 * The worker: claims due jobs in batches (one short statement, committed at once), runs each job's handler outside
 * any transaction with an AbortSignal that fires when the lease ends, and writes the results back in batches.
 * Woken by enqueue in this process (Wakeup), by LISTEN/NOTIFY from other processes (PostgreSQL), or by polling.
 * At-least-once: a worker that dies leaves its jobs 'running' until their lease ends; then any worker takes them.
 */
import os from 'node:os'
import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { Clock } from '../clock.ts'
import { DeadlineExceededError, decideError, decideReclaimed, decideValue, type DecideContext } from './decide.ts'
import { JobListener, pgConnectionOf } from './listen.ts'
import { defaultRetryPolicy, type RetryPolicy } from './retry.ts'
import { isPostgresServer } from '../db/connection.ts'
import { claimJobs, writeBack, type WriteBack } from './store.ts'
import type { Handler, Job } from './types.ts'
import { parseNotification, type Wakeup } from './wakeup.ts'
import { WriteBuffer } from './write-buffer.ts'

export interface KindConfig { handler: Handler, retry?: RetryPolicy }

export interface WorkerOptions {
  db: Knex
  clock: Clock
  /** Handlers by job kind; the worker claims only these kinds. */
  handlers: Record<string, Handler | KindConfig>
  /** Jobs run at once. Default 16. */
  concurrency?: number
  /** Most jobs one claim takes. Default min(concurrency, 100). */
  batchSize?: number
  /** A claim's lease, and the handler's deadline. Default 60 s. */
  leaseMs?: number
  /** Default 1 s with LISTEN on PostgreSQL, and with a `wakeup` on PGlite (one process: every enqueue that passes the
   * wakeup reaches this worker directly); 200 ms otherwise. The worker also wakes by itself when a retry it wrote
   * back falls due, so the poll only finds jobs enqueued without a wake-up and claims whose lease ran out. */
  pollIntervalMs?: number
  /** For kinds without their own. Default: defaultRetryPolicy. */
  retry?: RetryPolicy
  /** In-process wake-up to subscribe to (pass the same one to enqueue). */
  wakeup?: Wakeup
  /** PostgreSQL: LISTEN for jobs enqueued by other processes. Default true; ignored on PGlite. */
  listen?: boolean
  workerId?: string
  random?: () => number
  log?: Pick<Logger, 'warn' | 'error'>
}

export interface WorkerMetrics {
  claimed: number
  done: number
  retried: number
  failed: number
  /** Claims of jobs whose previous lease had expired (a worker died or stalled). */
  reclaimed: number
  /** Results not written: the lease had run out and the job was claimed again, or stop() gave up waiting. */
  lost: number
  claimErrors: number
  writeErrors: number
  inFlight: number
}

const realSleep = async (ms: number): Promise<void> => await new Promise(resolve => { setTimeout(resolve, ms).unref() })

/** Rejects with the signal's reason when it aborts; otherwise settles like `p`. */
async function abortable<T> (p: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort: (() => void) | undefined
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => { reject(signal.reason) }
    if (signal.aborted) onAbort(); else signal.addEventListener('abort', onAbort, { once: true })
  })
  try { return await Promise.race([p, aborted]) } finally { signal.removeEventListener('abort', onAbort as () => void) }
}

export class Worker {
  readonly id: string
  readonly #db: Knex
  readonly #clock: Clock
  readonly #kinds = new Map<string, KindConfig>()
  readonly #concurrency: number
  readonly #batchSize: number
  readonly #leaseMs: number
  readonly #pollMs: number
  readonly #retry: RetryPolicy
  readonly #random: () => number
  readonly #log: Pick<Logger, 'warn' | 'error'> | undefined
  readonly #opts: WorkerOptions
  readonly #writes: WriteBuffer
  readonly #m = { claimed: 0, done: 0, retried: 0, failed: 0, reclaimed: 0, lost: 0, claimErrors: 0 }
  readonly #running = new Set<AbortController>()
  #inFlight = 0
  #loop: Promise<void> | undefined
  #stopping = false
  #woken = false
  #wakeSleeper: (() => void) | undefined
  #slotWaiters: Array<() => void> = []
  #slotTick = false
  #unsubscribe: (() => void) | undefined
  #listener: JobListener | undefined
  /** The earliest retry time this worker wrote back, and the timer that wakes the worker then. */
  #dueAt = Infinity
  #dueTimer: NodeJS.Timeout | undefined

  constructor (opts: WorkerOptions) {
    this.#opts = opts
    this.#db = opts.db
    this.#clock = opts.clock
    for (const [kind, h] of Object.entries(opts.handlers)) this.#kinds.set(kind, typeof h === 'function' ? { handler: h } : h)
    this.#concurrency = Math.max(1, opts.concurrency ?? 16)
    this.#batchSize = Math.max(1, opts.batchSize ?? Math.min(this.#concurrency, 100))
    this.#leaseMs = opts.leaseMs ?? 60_000
    const listens = opts.listen !== false && isPostgresServer(opts.db)
    const singleProcess = !isPostgresServer(opts.db) && opts.wakeup !== undefined
    this.#pollMs = opts.pollIntervalMs ?? (listens || singleProcess ? 1000 : 200)
    this.#retry = opts.retry ?? defaultRetryPolicy
    this.#random = opts.random ?? Math.random
    this.#log = opts.log
    this.id = opts.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
    this.#writes = new WriteBuffer(async batch => await writeBack(this.#db, this.#clock, batch), this.#clock, (err) => {
      this.#log?.warn({ err }, 'work: writing job results failed; retrying')
    })
  }

  get metrics (): WorkerMetrics {
    return { ...this.#m, writeErrors: this.#writes.errors, inFlight: this.#inFlight }
  }

  get started (): boolean { return this.#loop !== undefined }

  /** Starts claiming. Resolves once running (the LISTEN connection, if any, has been tried). Once per worker. */
  async start (): Promise<void> {
    if (this.#loop !== undefined || this.#stopping) throw new Error('a worker starts once; create a new one after stop()')
    this.#unsubscribe = this.#opts.wakeup?.subscribe(kinds => { this.#onNotify(kinds) })
    const conn = this.#opts.listen !== false && isPostgresServer(this.#db) ? pgConnectionOf(this.#db) : undefined
    if (conn !== undefined) {
      const own = this.#opts.wakeup?.origin
      this.#listener = new JobListener(conn, payload => {
        const { kind, origin } = parseNotification(payload)
        if (origin === undefined || origin !== own) this.#onNotify(kind === '' ? undefined : [kind])
      },
        (err, msg) => { this.#log?.warn({ err }, msg) })
      await this.#listener.start()
    }
    this.#loop = this.#run()
  }

  /** Look for due jobs now instead of at the next poll. */
  wake (): void {
    this.#woken = true
    const w = this.#wakeSleeper
    this.#wakeSleeper = undefined
    w?.()
  }

  #onNotify (kinds: readonly string[] | undefined): void {
    if (kinds === undefined || kinds.some(k => this.#kinds.has(k))) this.wake()
  }

  /** One claim, its jobs run and written back. For tests and scripts; not while the worker is started. */
  async runOnce (): Promise<number> {
    const jobs = await this.#claim(Math.min(this.#concurrency - this.#inFlight, this.#batchSize))
    await Promise.all(jobs.map(async job => { await this.#process(job) }))
    return jobs.length
  }

  /**
   * Stops claiming and waits up to timeoutMs for the jobs in flight to finish and be written back. Jobs still
   * running after that are aborted and left to lease expiry (another worker takes them then).
   */
  async stop (opts: { timeoutMs?: number } = {}): Promise<{ unfinished: number }> {
    this.#stopping = true
    clearTimeout(this.#dueTimer)
    this.#unsubscribe?.()
    this.#unsubscribe = undefined
    this.wake()
    for (const w of this.#slotWaiters.splice(0)) w()
    await this.#listener?.close()
    this.#listener = undefined
    await this.#loop
    this.#loop = undefined
    const timedOut = realSleep(opts.timeoutMs ?? 10_000).then(() => true)
    while (this.#inFlight > 0) {
      const slotFreed = new Promise<boolean>(resolve => { this.#slotWaiters.push(() => { resolve(false) }) })
      if (await Promise.race([slotFreed, timedOut])) break
    }
    const unfinished = this.#inFlight
    if (unfinished > 0) {
      this.#writes.close()
      for (const c of this.#running) c.abort(new Error('worker stopped'))
    }
    return { unfinished }
  }

  async #claim (limit: number): Promise<Job[]> {
    if (limit <= 0) return []
    const jobs = await claimJobs(this.#db, this.#clock, { workerId: this.id, kinds: [...this.#kinds.keys()], limit, leaseMs: this.#leaseMs })
    this.#m.claimed += jobs.length
    for (const j of jobs) if (j.reclaimed) this.#m.reclaimed++
    return jobs
  }

  async #run (): Promise<void> {
    let errorDelay = 100
    while (!this.#stopping) {
      const free = this.#concurrency - this.#inFlight
      if (free <= 0) {
        await new Promise<void>(resolve => { this.#slotWaiters.push(resolve) })
        continue
      }
      const limit = Math.min(free, this.#batchSize)
      this.#woken = false
      let jobs: Job[]
      try {
        jobs = await this.#claim(limit)
        errorDelay = 100
      } catch (err) {
        this.#m.claimErrors++
        this.#log?.warn({ err }, 'work: claiming jobs failed')
        await this.#sleep(errorDelay)
        errorDelay = Math.min(errorDelay * 2, 5000)
        continue
      }
      for (const job of jobs) {
        this.#process(job).catch(err => { this.#log?.error({ err, jobId: job.id }, 'work: job processing failed') })
      }
      if (jobs.length < limit) await this.#sleep(this.#pollMs)
    }
  }

  async #sleep (ms: number): Promise<void> {
    if (this.#woken || this.#stopping) return
    await new Promise<void>(resolve => {
      const timer = setTimeout(() => { this.#wakeSleeper = undefined; resolve() }, ms)
      timer.unref()
      this.#wakeSleeper = () => { clearTimeout(timer); resolve() }
    })
  }

  async #process (job: Job): Promise<void> {
    this.#inFlight++
    try {
      const update = decideReclaimed(job) ?? await this.#execute(job)
      const applied = await this.#writes.write(update, job.leaseUntil)
      if (!applied) this.#m.lost++
      else if (update.status === 'done') this.#m.done++
      else if (update.status === 'failed') this.#m.failed++
      else { this.#m.retried++; this.#wakeAt(update.runAt ?? this.#clock.now()) }
    } finally {
      this.#inFlight--
      this.#slotFreed()
    }
  }

  /** Wakes the worker at clock time `at` (a retry it wrote back falls due), unless a wake-up is already set earlier. */
  #wakeAt (at: number): void {
    if (this.#stopping || at >= this.#dueAt) return
    clearTimeout(this.#dueTimer)
    this.#dueAt = at
    this.#dueTimer = setTimeout(() => { this.#dueAt = Infinity; this.#dueTimer = undefined; this.wake() }, Math.max(0, at - this.#clock.now()) + 5)
    this.#dueTimer.unref()
  }

  /**
   * Wakes whoever waits for a free slot one macrotask later, so that every job of a written-back batch has released
   * its slot first and the next claim is a full batch rather than a claim of one.
   */
  #slotFreed (): void {
    if (this.#slotTick) return
    this.#slotTick = true
    setImmediate(() => {
      this.#slotTick = false
      for (const w of this.#slotWaiters.splice(0)) w()
    })
  }

  async #execute (job: Job): Promise<WriteBack> {
    const kind = this.#kinds.get(job.kind) as KindConfig
    const controller = new AbortController()
    this.#running.add(controller)
    const timer = setTimeout(() => { controller.abort(new DeadlineExceededError(this.#leaseMs)) }, this.#leaseMs)
    timer.unref()
    const ctx = { signal: controller.signal, deadline: job.leaseUntil, clock: this.#clock, workerId: this.id }
    const decide = (): DecideContext => ({ now: this.#clock.now(), policy: kind.retry ?? this.#retry, random: this.#random })
    try {
      const value = await abortable((async () => await kind.handler(job, ctx))(), controller.signal)
      return decideValue(job, value, decide())
    } catch (err) {
      return decideError(job, err, decide())
    } finally {
      clearTimeout(timer)
      this.#running.delete(controller)
    }
  }
}
