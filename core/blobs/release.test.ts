import { test } from 'node:test'
import assert from 'node:assert/strict'
import { RELEASE_MIN_BYTES, RELEASE_MIN_INTERVAL_MS, releaseAfterLargeDocument } from './release.ts'

test('after a large document, dead Buffers are freed; small documents and quick repeats cost nothing', () => {
  const MiB = 1024 * 1024
  // What streaming leaves behind: many chunk Buffers, already unreachable.
  let chunks: Buffer[] | null = Array.from({ length: 48 }, () => Buffer.alloc(MiB, 1))
  assert.equal(chunks.length, 48)
  chunks = null
  const before = process.memoryUsage().arrayBuffers
  assert.ok(before >= 40 * MiB, `the dead chunks still count: ${before}`)

  const t0 = 1e9
  assert.equal(releaseAfterLargeDocument(RELEASE_MIN_BYTES - 1, t0), false, 'below the threshold: nothing')
  assert.equal(releaseAfterLargeDocument(100 * MiB, t0), true)
  const after = process.memoryUsage().arrayBuffers
  assert.ok(after < before - 40 * MiB, `freed: ${Math.round(before / MiB)} -> ${Math.round(after / MiB)} MiB`)
  assert.equal(releaseAfterLargeDocument(100 * MiB, t0 + RELEASE_MIN_INTERVAL_MS - 1), false, 'not twice within the interval')
  assert.equal(releaseAfterLargeDocument(100 * MiB, t0 + RELEASE_MIN_INTERVAL_MS), true)
})
