import { test } from 'node:test'
import assert from 'node:assert/strict'
import { RELEASE_MIN_BYTES, RELEASE_MIN_INTERVAL_MS, releaseAfterLargeDocument } from './release.ts'

test('after a large document, dead Buffers are freed; small documents and quick repeats cost nothing', async () => {
  const MiB = 1024 * 1024
  // What streaming leaves behind: many chunk Buffers, already unreachable (made in a function of its own, so no
  // reference to them outlives its frame).
  const baseline = process.memoryUsage().arrayBuffers
  const stream = (): number => Array.from({ length: 48 }, () => Buffer.alloc(MiB, 1)).reduce((n, b) => n + b.length, 0)
  assert.equal(stream(), 48 * MiB)
  const before = process.memoryUsage().arrayBuffers
  assert.ok(before - baseline >= 40 * MiB, `the dead chunks still count: ${Math.round((before - baseline) / MiB)} MiB`)

  const t0 = 1e9
  assert.equal(releaseAfterLargeDocument(RELEASE_MIN_BYTES - 1, t0), false, 'below the threshold: nothing')
  assert.equal(releaseAfterLargeDocument(100 * MiB, t0), true)
  // V8 frees the backing stores of collected Buffers on a background thread, shortly after the collection.
  let after = process.memoryUsage().arrayBuffers
  for (let i = 0; i < 100 && before - after < 32 * MiB; i++) {
    await new Promise(resolve => setTimeout(resolve, 10))
    after = process.memoryUsage().arrayBuffers
  }
  assert.ok(before - after >= 32 * MiB, `freed most of them: ${Math.round(before / MiB)} -> ${Math.round(after / MiB)} MiB`)
  assert.equal(releaseAfterLargeDocument(100 * MiB, t0 + RELEASE_MIN_INTERVAL_MS - 1), false, 'not twice within the interval')
  assert.equal(releaseAfterLargeDocument(100 * MiB, t0 + RELEASE_MIN_INTERVAL_MS), true)
})
