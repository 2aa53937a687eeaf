import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import v8 from 'node:v8'
import vm from 'node:vm'
import { MALLOC_ADDON, mallocAddon, trimMalloc } from './malloc.ts'

const MiB = 1024 * 1024
const glibc = process.platform === 'linux' && (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime !== undefined
const skip = !glibc && 'not Linux with glibc'
const rss = (): number => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024

test('the malloc addon is built by npm install on a glibc system', { skip }, () => {
  assert.ok(fs.existsSync(MALLOC_ADDON), `${MALLOC_ADDON} exists (scripts/build-native.js)`)
  assert.equal(typeof mallocAddon()?.trim, 'function')
  assert.equal(typeof mallocAddon()?.setThresholds, 'function')
  assert.throws(() => mallocAddon()?.setThresholds(0, 1), RangeError)
})

test('freed Buffers pinned by live allocations stay resident until trimMalloc gives them back', { skip }, async () => {
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

/**
 * A fresh process (glibc's thresholds are process-wide and change once): frees an 8 MiB Buffer, which makes glibc
 * raise its thresholds unless they are fixed, then 48 MiB of 1 MiB Buffers pinned by live 100 KiB ones (below any threshold, so from the arena), and reports
 * what tuneMalloc answered and how much RSS the second free gave back.
 */
function afterFree (tune: boolean, env: Record<string, string> = {}): { tuned: boolean, freedMiB: number } {
  const code = `
    import { tuneMalloc } from ${JSON.stringify(new URL('./malloc.ts', import.meta.url).href)}
    const tuned = ${tune} ? tuneMalloc() : false
    const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))
    const settle = async () => { gc(); await sleep(100) }
    const big = () => { Buffer.alloc(8 << 20, 1) }
    big(); await settle()
    const pins = []
    let chunks = []
    for (let i = 0; i < 48; i++) { chunks.push(Buffer.alloc(1 << 20, 1)); pins.push(Buffer.alloc(100 << 10, 2)) }
    await settle()
    const before = process.memoryUsage.rss()
    chunks = null
    await settle()
    console.log(JSON.stringify({ tuned, freedMiB: (before - process.memoryUsage.rss()) / 1048576, pins: pins.length }))`
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env }
  for (const name of ['WHARF_MALLOC_TRIM', 'MALLOC_MMAP_THRESHOLD_', 'MALLOC_TRIM_THRESHOLD_', 'GLIBC_TUNABLES']) if (!(name in env)) delete childEnv[name]
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', code], { env: childEnv, encoding: 'utf8' })
  return JSON.parse(out.trim().split('\n').at(-1) as string) as { tuned: boolean, freedMiB: number }
}

test('tuneMalloc keeps glibc from raising its thresholds, so a freed 1 MiB Buffer goes back at once', { skip }, () => {
  const untuned = afterFree(false)
  assert.ok(untuned.freedMiB < 16, `glibc's own thresholds keep the freed Buffers: ${untuned.freedMiB.toFixed(1)} MiB back`)
  const tuned = afterFree(true)
  assert.equal(tuned.tuned, true)
  assert.ok(tuned.freedMiB >= 40, `fixed thresholds give them back: ${tuned.freedMiB.toFixed(1)} MiB back`)
})

test("tuneMalloc leaves glibc's environment variables to the operator", { skip }, () => {
  assert.equal(afterFree(true, { MALLOC_TRIM_THRESHOLD_: '1048576' }).tuned, false)
  assert.equal(afterFree(true, { MALLOC_MMAP_THRESHOLD_: '65536' }).tuned, false)
  assert.equal(afterFree(true, { GLIBC_TUNABLES: 'glibc.malloc.trim_threshold=1048576' }).tuned, false)
  assert.equal(afterFree(true, { WHARF_MALLOC_TRIM: 'off' }).tuned, false)
})
