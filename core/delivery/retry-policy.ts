/**
 * When a failed webhook delivery is tried again. Default: exponential backoff with 20 % jitter over the spec's 5-day
 * window: 10 s, 20 s, 40 s, … doubling up to 6 h between attempts (about 30 attempts in all), the last one at the
 * end of the 5 days; then HookSentError. WHARF_RETRY_SCHEDULE (e.g. `1s,2s,5s`) replaces it with exact delays (no
 * jitter): after the last one the delivery is abandoned.
 */
import { exponentialBackoff, scheduleRetry, type RetryPolicy } from '../work/index.ts'

export const RETRY_WINDOW_MS = 5 * 86_400_000

export function webhookRetryPolicy (schedule: number[] | undefined): RetryPolicy {
  if (schedule !== undefined) return scheduleRetry(schedule)
  return exponentialBackoff({ initialMs: 10_000, factor: 2, maxDelayMs: 6 * 3_600_000, windowMs: RETRY_WINDOW_MS, jitter: 0.2 })
}
