/**
 * Retry policies: pure functions from the number of the attempt that just failed (1 after the first failure) to the
 * delay before the next attempt in milliseconds, or 'exhausted'. Randomness (jitter) is a parameter so tests are
 * deterministic. Jitter only shortens a delay (delay * (1 - jitter * random)), so a window is never overrun.
 */

export type RetryDecision = number | 'exhausted'
export type RetryPolicy = (attempt: number, random?: () => number) => RetryDecision

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }

/** '250ms', '1s', '1.5m', '10m', '1h', '1d' -> milliseconds. A unit is required. */
export function parseDuration (text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)\s*$/.exec(text)
  if (m === null) throw new Error(`Invalid duration "${text}": expected a number and a unit (ms, s, m, h, d), e.g. 10m`)
  return Math.round(Number(m[1]) * UNITS[m[2]])
}

/** '1s,2s,5s,10m,1h,1d' -> delays in ms. An empty string is an empty schedule (no retries). */
export function parseSchedule (text: string): number[] {
  if (text.trim() === '') return []
  return text.split(',').map(part => {
    try { return parseDuration(part) } catch (err) {
      throw new Error(`Invalid retry schedule "${text}": ${(err as Error).message}`)
    }
  })
}

function jittered (delay: number, jitter: number, random: () => number): number {
  if (jitter <= 0) return delay
  const r = Math.min(Math.max(random(), 0), 1)
  return Math.round(delay * (1 - Math.min(jitter, 1) * r))
}

function checkAttempt (attempt: number): void {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt must be an integer >= 1, got ${attempt}`)
}

/**
 * An explicit schedule: after attempt n fails, wait schedule[n-1]; after the last entry, 'exhausted'. So a schedule
 * of k entries allows k + 1 attempts in all.
 */
export function scheduleRetry (schedule: string | readonly number[], opts: { jitter?: number } = {}): RetryPolicy {
  const delays = typeof schedule === 'string' ? parseSchedule(schedule) : [...schedule]
  const jitter = opts.jitter ?? 0
  return (attempt, random = Math.random) => {
    checkAttempt(attempt)
    const delay = delays[attempt - 1]
    return delay === undefined ? 'exhausted' : jittered(delay, jitter, random)
  }
}

export interface BackoffOptions {
  /** Delay after the first failure. Default 1 s. */
  initialMs?: number
  /** Growth per attempt. Default 2. */
  factor?: number
  /** Cap on one delay. Default 1 h. */
  maxDelayMs?: number
  /**
   * Total time the retries may span, measured from the first failure (sum of the nominal delays). The last retry
   * is moved to the end of the window; after it, 'exhausted'. Default: no window.
   */
  windowMs?: number
  /** Give up after this many attempts in all. Default: no limit (set a window or this). */
  maxAttempts?: number
  /** 0..1: fraction of each delay that may be taken off at random. Default 0.2. */
  jitter?: number
}

/** Exponential backoff with jitter, bounded by a window and/or a number of attempts. */
export function exponentialBackoff (opts: BackoffOptions = {}): RetryPolicy {
  const initial = opts.initialMs ?? 1000
  const factor = opts.factor ?? 2
  const cap = opts.maxDelayMs ?? 3_600_000
  const jitter = opts.jitter ?? 0.2
  const nominal = (n: number): number => Math.min(cap, initial * Math.pow(factor, n - 1))
  return (attempt, random = Math.random) => {
    checkAttempt(attempt)
    if (opts.maxAttempts !== undefined && attempt >= opts.maxAttempts) return 'exhausted'
    let delay = nominal(attempt)
    if (opts.windowMs !== undefined) {
      let before = 0
      for (let n = 1; n < attempt && before < opts.windowMs; n++) before += nominal(n)
      if (before >= opts.windowMs) return 'exhausted'
      delay = Math.min(delay, opts.windowMs - before)
    }
    return jittered(delay, jitter, random)
  }
}

/** The default policy: 1 s doubling to at most 1 h, jitter 20 %, 10 attempts in all. */
export const defaultRetryPolicy: RetryPolicy = exponentialBackoff({ maxAttempts: 10 })
