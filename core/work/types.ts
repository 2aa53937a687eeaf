/**
 * Shapes shared by the queue's modules: a job as enqueued, a job as a handler sees it, what a handler may return,
 * and the row as stored. Times are milliseconds since the epoch, read from the injected clock.
 */
import type { Clock } from '../clock.ts'

export type JobStatus = 'pending' | 'running' | 'done' | 'failed'

/** A job to enqueue. Only `kind` is required. */
export interface NewJob {
  /** Selects the handler. */
  kind: string
  /** JSON-serialisable; stored as jsonb. Default {}. */
  payload?: unknown
  tenantId?: string | null
  /** Default: a time-ordered random id. A duplicate id is ignored like a duplicate dedupe key. */
  id?: string
  /** When the job becomes due. Default: now. */
  runAt?: number | Date
  /** At most one job per (kind, dedupeKey) exists; a second enqueue is ignored and returns the first job's id. */
  dedupeKey?: string | null
  /** Give up after this many attempts (a lease that expired counts as an attempt). Default: the retry policy decides. */
  maxAttempts?: number | null
  /** Give up instead of scheduling a retry later than this. */
  deadline?: number | Date | null
}

/** A claimed job, as its handler sees it. */
export interface Job<P = unknown> {
  id: string
  kind: string
  tenantId: string | null
  payload: P
  /** 1 on the first run; counts every claim, including ones whose worker died. */
  attempts: number
  maxAttempts: number | null
  deadline: number | null
  createdAt: number
  /** The lease ends (and the handler's signal aborts) at this time. */
  leaseUntil: number
  /** True when the previous claim's lease expired without a result (its worker died or stalled). */
  reclaimed: boolean
  lastError: string | null
}

export interface HandlerContext {
  /** Aborted when the lease runs out or the worker stops; pass it to fetch() and friends. */
  signal: AbortSignal
  /** Clock time at which the lease ends. */
  deadline: number
  clock: Clock
  workerId: string
}

export type Handler<P = any> = (job: Job<P>, ctx: HandlerContext) => unknown

const OUTCOME: unique symbol = Symbol.for('wharf.work.outcome')

export type Outcome =
  | { readonly [OUTCOME]: 'done', result?: unknown }
  | { readonly [OUTCOME]: 'retry', at?: number, delayMs?: number, error?: string, result?: unknown }
  | { readonly [OUTCOME]: 'fail', error: string, result?: unknown }

/**
 * What a handler may return. A plain value (or nothing) means done with that value as the result; throwing means
 * retry per the retry policy (PermanentJobError: fail now).
 */
export const outcome = {
  done: (result?: unknown): Outcome => ({ [OUTCOME]: 'done', result }),
  /** Retry at `at` (clock time) or after `delayMs`; neither: the retry policy picks the delay. */
  retry: (opts: { at?: number, delayMs?: number, error?: string, result?: unknown } = {}): Outcome => ({ [OUTCOME]: 'retry', ...opts }),
  fail: (error: string, result?: unknown): Outcome => ({ [OUTCOME]: 'fail', error, result })
}

export function asOutcome (value: unknown): Outcome | undefined {
  return typeof value === 'object' && value !== null && OUTCOME in value ? value as Outcome : undefined
}

export function outcomeKind (o: Outcome): 'done' | 'retry' | 'fail' { return o[OUTCOME] }

/** Thrown by a handler: fail the job now, without retries. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError'
}

/** A jobs row, for inspection and tests. */
export interface JobRecord {
  id: string
  kind: string
  tenantId: string | null
  payload: unknown
  status: JobStatus
  attempts: number
  maxAttempts: number | null
  deadline: number | null
  runAt: number
  leaseUntil: number | null
  lockedBy: string | null
  lastError: string | null
  result: unknown
  dedupeKey: string | null
  createdAt: number
  updatedAt: number
}
