import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import v8 from 'node:v8'
import vm from 'node:vm'
import { MALLOC_TRIM_ADDON, mallocTrimAddon, trimMalloc } from './malloc-trim.ts'

const MiB = 1024 * 1024
const glibc = process.platform === 'linux' && (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime !== undefined
const rss = (): number => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024

test('the malloc_trim addon is built by npm install on a glibc system', { skip: !glibc && 'not Linux with glibc' }, () => {
  assert.ok(fs.existsSync(MALLOC_TRIM_ADDON), `${MALLOC_TRIM_ADDON} exists (scripts/build-native.js)`)
  assert.equal(typeof mallocTrimAddon()?.trim, 'function')
})

test('freed Buffers pinned by live allocations stay resident until trimMalloc gives them back', { skip: !glibc && 'not Linux with glibc' }, async () => {
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void
  // Chunk-sized Buffers (below glibc's mmap threshold, so from the arena) interleaved with small long-lived ones: the
  // small ones pin the arena's top, so freeing the chunks returns nothing by itself.
  const pins: Buffer[] = []
  const fill = (): void => {
    const chunks: Buffer[] = []
    for (let i = 0; i < 1200; i++) { chunks.push(Buffer.alloc(64 * 1024, 1)); pins.push(Buffer.alloc(5000, 2)) }
  }
  fill()
  gc()
  await new Promise(resolve => setTimeout(resolve, 100)) // backing stores are freed on a background thread
  const before = rss()
  assert.equal(trimMalloc(), true, 'there was free memory to give back')
  const after = rss()
  assert.ok(before - after >= 40 * MiB, `RSS ${Math.round(before / MiB)} -> ${Math.round(after / MiB)} MiB`)
  assert.equal(pins.length, 1200, 'the live Buffers are untouched')
  assert.ok(pins.every(b => b[0] === 2 && b[4999] === 2))
})
