// Retry policies: schedule parsing, explicit schedules, exponential backoff with jitter, window and attempt limits.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { exponentialBackoff, parseDuration, parseSchedule, scheduleRetry } from './retry.ts'

const fixed = (v: number) => () => v

test('durations and schedules parse with ms, s, m, h, d', () => {
  assert.equal(parseDuration('250ms'), 250)
  assert.equal(parseDuration(' 1.5m '), 90_000)
  assert.deepEqual(parseSchedule('1s,2s,5s,10m,1h,1d'), [1000, 2000, 5000, 600_000, 3_600_000, 86_400_000])
  assert.deepEqual(parseSchedule(' 1s , 500ms '), [1000, 500])
  assert.deepEqual(parseSchedule(''), [])
  for (const bad of ['1', '1x', 's', '1s,,2s', '-1s', '1 s 2']) {
    assert.throws(() => parseSchedule(bad), /Invalid/, bad)
  }
})

test('an explicit schedule gives the delay after attempt n, then exhausted', () => {
  const p = scheduleRetry('1s,2s,5s')
  assert.deepEqual([1, 2, 3, 4, 5].map(n => p(n, fixed(0.9))), [1000, 2000, 5000, 'exhausted', 'exhausted'])
  assert.equal(scheduleRetry([])(1), 'exhausted')
  const j = scheduleRetry('10s', { jitter: 0.5 })
  assert.equal(j(1, fixed(0)), 10_000)
  assert.equal(j(1, fixed(1)), 5000)
  assert.throws(() => p(0), RangeError)
})

test('exponential backoff grows, caps, and jitter only shortens', () => {
  const p = exponentialBackoff({ initialMs: 1000, factor: 2, maxDelayMs: 10_000, jitter: 0 })
  assert.deepEqual([1, 2, 3, 4, 5, 6].map(n => p(n)), [1000, 2000, 4000, 8000, 10_000, 10_000])
  const j = exponentialBackoff({ initialMs: 1000, jitter: 0.2 })
  assert.equal(j(3, fixed(0)), 4000)
  assert.equal(j(3, fixed(0.5)), 3600)
  assert.equal(j(3, fixed(1)), 3200)
  for (let i = 0; i < 100; i++) {
    const d = j(2) as number
    assert.ok(d >= 1600 && d <= 2000, String(d))
  }
})

test('backoff stops at maxAttempts and fits its window, the last retry landing on the window end', () => {
  const byCount = exponentialBackoff({ maxAttempts: 3, jitter: 0 })
  assert.deepEqual([1, 2, 3].map(n => byCount(n)), [1000, 2000, 'exhausted'])
  // 1 + 2 + 4 + 8 = 15 s; window 10 s: 1, 2, 4, then 3 (to reach 10 s), then exhausted.
  const byWindow = exponentialBackoff({ windowMs: 10_000, jitter: 0 })
  assert.deepEqual([1, 2, 3, 4, 5].map(n => byWindow(n)), [1000, 2000, 4000, 3000, 'exhausted'])
  const jittered = exponentialBackoff({ windowMs: 10_000, jitter: 0.5 })
  let total = 0
  for (let n = 1; ; n++) {
    const d = jittered(n, fixed(0.7))
    if (d === 'exhausted') break
    total += d
  }
  assert.ok(total <= 10_000)
})
