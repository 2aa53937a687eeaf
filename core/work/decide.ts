/**
 * What a finished (or thrown, or timed-out) handler means for its job: done, failed, or pending again at a time.
 * Pure: the time and the randomness come in as arguments.
 */
import type { RetryPolicy } from './retry.ts'
import type { WriteBack } from './store.ts'
import { PermanentJobError, asOutcome, outcomeKind, type Job } from './types.ts'

export interface DecideContext {
  now: number
  policy: RetryPolicy
  random: () => number
}

/** The handler's signal was aborted because the lease ran out. */
export class DeadlineExceededError extends Error {
  override name = 'DeadlineExceededError'
  constructor (leaseMs: number) {
    super(`deadline exceeded: no result within the ${leaseMs} ms lease`)
  }
}

export function errorMessage (err: unknown): string {
  if (err instanceof Error) return err.message !== '' ? err.message : err.name
  if (typeof err === 'string') return err
  try { return JSON.stringify(err) ?? String(err) } catch { return String(err) }
}

/** A job to try again at `explicitAt`, after `delayMs`, or when the policy says; failed when out of attempts or time. */
export function retryOrFail (job: Job, ctx: DecideContext, error: string, opts: { at?: number, delayMs?: number, result?: unknown } = {}): WriteBack {
  const failed: WriteBack = { id: job.id, attempts: job.attempts, status: 'failed', error, result: opts.result }
  if (job.maxAttempts !== null && job.attempts >= job.maxAttempts) return failed
  let runAt: number
  if (opts.at !== undefined) runAt = opts.at
  else if (opts.delayMs !== undefined) runAt = ctx.now + opts.delayMs
  else {
    const delay = ctx.policy(job.attempts, ctx.random)
    if (delay === 'exhausted') return failed
    runAt = ctx.now + delay
  }
  if (job.deadline !== null && runAt > job.deadline) return failed
  return { id: job.id, attempts: job.attempts, status: 'pending', runAt: Math.max(runAt, ctx.now), error, result: opts.result }
}

/** The handler returned `value`. */
export function decideValue (job: Job, value: unknown, ctx: DecideContext): WriteBack {
  const o = asOutcome(value)
  if (o === undefined) return { id: job.id, attempts: job.attempts, status: 'done', result: value }
  const kind = outcomeKind(o)
  if (kind === 'done') return { id: job.id, attempts: job.attempts, status: 'done', result: o.result }
  if (kind === 'fail') return { id: job.id, attempts: job.attempts, status: 'failed', error: (o as { error: string }).error, result: o.result }
  const r = o as { at?: number, delayMs?: number, error?: string, result?: unknown }
  return retryOrFail(job, ctx, r.error ?? 'retry requested', { at: r.at, delayMs: r.delayMs, result: r.result })
}

/** The handler threw `err` (or its deadline passed). */
export function decideError (job: Job, err: unknown, ctx: DecideContext): WriteBack {
  const message = errorMessage(err)
  if (err instanceof PermanentJobError) return { id: job.id, attempts: job.attempts, status: 'failed', error: message }
  return retryOrFail(job, ctx, message)
}

/**
 * A job whose previous claim's lease ran out (its worker died or stalled). That lost attempt counts: when it was
 * the last one allowed, the job fails instead of running again, so a job that kills its worker cannot loop forever.
 */
export function decideReclaimed (job: Job): WriteBack | undefined {
  if (!job.reclaimed || job.maxAttempts === null || job.attempts <= job.maxAttempts) return undefined
  const previous = job.lastError !== null ? `; last error: ${job.lastError}` : ''
  return { id: job.id, attempts: job.attempts, status: 'failed', error: `lease expired during the last allowed attempt (${job.maxAttempts})${previous}` }
}
