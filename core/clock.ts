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
