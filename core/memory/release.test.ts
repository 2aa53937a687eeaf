import { test } from 'node:test'
import assert from 'node:assert/strict'
import { PerformanceObserver, constants as perfConstants } from 'node:perf_hooks'
import { RELEASE_MIN_BYTES, RELEASE_MIN_INTERVAL_MS, STREAM_COLLECT_BYTES, collectAsStreamed, releaseAfterLargeDocument } from './release.ts'

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

/** Streams 100 MiB through two stages (a read and a copy, as a cipher or gzip makes), 64 KiB chunks, yielding to the
 * event loop after each as a stream does; returns the most ArrayBuffer memory seen above the start. */
async function streamThrough (): Promise<number> {
  const start = process.memoryUsage().arrayBuffers
  let most = 0
  for (let i = 0; i < 1600; i++) {
    const read = Buffer.allocUnsafe(64 * 1024).fill(i)
    const copied = Buffer.from(read)
    collectAsStreamed(copied.length)
    await new Promise(resolve => setImmediate(resolve))
    if (i % 8 === 0) most = Math.max(most, process.memoryUsage().arrayBuffers - start)
  }
  return most
}

test('while a document streams, its dead chunks are collected every few MiB instead of piling up', async () => {
  const MiB = 1024 * 1024
  assert.equal(STREAM_COLLECT_BYTES, 4 * MiB)
  // Without collectAsStreamed, V8 let 32 MiB pile up here (Node 20) and ran no young collection of its own.
  let young = 0
  const observer = new PerformanceObserver(list => {
    for (const e of list.getEntries()) if ((e as { detail?: { kind?: number } }).detail?.kind === perfConstants.NODE_PERFORMANCE_GC_MINOR) young++
  })
  observer.observe({ entryTypes: ['gc'] })
  const most = await streamThrough()
  await new Promise(resolve => setTimeout(resolve, 50)) // gc entries are delivered asynchronously
  observer.disconnect()
  assert.ok(young >= 100 / 4 - 1, `a young collection every 4 MiB: ${young} for 100 MiB`)
  assert.ok(most < 20 * MiB, `at most ${Math.round(most / MiB)} MiB of chunks at once`)
})
