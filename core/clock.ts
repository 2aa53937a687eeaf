/**
 * The one clock every timing-sensitive behaviour reads (token expiry, key rotation, retry schedules, replay windows).
 * Production uses the system clock; tests use a ManualClock and move time without sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

export class ManualClock implements Clock {
  #now: number
  constructor (start: number | Date = Date.now()) {
    this.#now = typeof start === 'number' ? start : start.getTime()
  }

  now (): number { return this.#now }
  advance (ms: number): void { this.#now += ms }
  set (at: number | Date): void { this.#now = typeof at === 'number' ? at : at.getTime() }
}

export const nowSeconds = (clock: Clock): number => Math.floor(clock.now() / 1000)

/**
 * Elapsed time (durations in logs, results and metrics; idle timers; rate limits): monotonic milliseconds since this
 * process started. Never a point in time, and never the injected clock: tests freeze that, elapsed time keeps running.
 * With stopwatch() below, the one place Wharf reads performance.now().
 */
export const monotonicMs = (): number => performance.now()

/** Starts measuring: the returned function gives the whole milliseconds elapsed since (monotonicMs). */
export function stopwatch (): () => number {
  const start = monotonicMs()
  return () => Math.round(monotonicMs() - start)
}
