/**
 * Per-delivery overhead of the plugin worker pool versus calling the same plugin function in-process, and worker
 * start-up time. Run: `node --import tsx scripts/bench/plugin-pool.ts [--n 5000] [--threads 2]`.
 * Plugins: test/fixtures/plugin-host/plugins/js-ok (returns at once, no log) and ok (.ts, one log line per call).
 */
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { DeliveryJob } from '../../core/sdk/index.ts'
import { loadPluginModule, pluginFunction } from '../../core/plugins/invoke.ts'
import { PluginWorkerPool, runInProcess, type PluginCall } from '../../core/plugins/pool.ts'

const { values } = parseArgs({ options: { n: { type: 'string', default: '5000' }, threads: { type: 'string', default: '2' }, atomics: { type: 'string' } } })
const N = Number(values.n)
const THREADS = Number(values.threads)
const ATOMICS = values.atomics as 'sync' | 'async' | 'disabled' | undefined
const fixtures = fileURLToPath(new URL('../../test/fixtures/plugin-host/plugins', import.meta.url))

const job: DeliveryJob = {
  deliveryId: 'bench', attempt: 1, kind: 'event', topic: 'InvoiceReceived', tenantId: 't1', partyId: '0208:0123456749',
  payload: { invoiceId: 'INV-1', amount: 100, currency: 'EUR' }, hook: { id: 'h1', action: 'webhook', settings: {} }
}
const callFor = (name: string, file: string): PluginCall<'deliver'> => ({
  plugin: { name, version: '1.0.0' }, entry: path.join(fixtures, name, file), fn: 'deliver', args: [job, { greeting: 'hi' }], deadlineMs: 10_000
})

const us = (ms: number): string => `${(ms * 1000).toFixed(1)} µs`

async function time (n: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(200, n); i++) await fn() // warm-up
  const t0 = performance.now()
  for (let i = 0; i < n; i++) await fn()
  return (performance.now() - t0) / n
}

async function timeConcurrent (n: number, inFlight: number, fn: () => Promise<unknown>): Promise<number> {
  let next = 0
  const t0 = performance.now()
  await Promise.all(Array.from({ length: inFlight }, async () => { while (next++ < n) await fn() }))
  return (performance.now() - t0) / n
}

async function startTime (typescript: boolean, firstCall: PluginCall<'deliver'>): Promise<{ start: number, first: number }> {
  const t0 = performance.now()
  const pool = new PluginWorkerPool({ threads: 1, typescript })
  await pool.warmUp()
  const t1 = performance.now()
  await pool.run(firstCall)
  const t2 = performance.now()
  await pool.close()
  return { start: t1 - t0, first: t2 - t1 }
}

console.log(`node ${process.version}, ${os.availableParallelism()} CPUs, load average ${os.loadavg().map(l => l.toFixed(2)).join(' ')}; ${N} calls, pool of ${THREADS} threads, atomics ${ATOMICS ?? 'default'}`)

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const ROUNDS = 3

for (const [name, file] of [['js-ok', 'worker.js'], ['ok', 'worker.ts']] as const) {
  const call = callFor(name, file)
  const mod = await loadPluginModule(call.entry)
  const deliver = pluginFunction(mod, 'deliver')!
  const ctx = { signal: new AbortController().signal, deadline: Date.now() + 10_000, plugin: call.plugin, log: { info () {}, warn () {}, error () {} } }
  const pool = new PluginWorkerPool({ threads: THREADS, typescript: file.endsWith('.ts'), atomics: ATOMICS })
  await pool.warmUp()
  const r = { direct: [] as number[], inProcess: [] as number[], pooled: [] as number[], pooled64: [] as number[] }
  for (let round = 0; round < ROUNDS; round++) { // interleaved rounds, median reported: the machine may be busy
    r.direct.push(await time(N, async () => deliver(job, { greeting: 'hi' }, ctx)))
    r.inProcess.push(await time(N, () => runInProcess(call)))
    r.pooled.push(await time(N, () => pool.run(call)))
    r.pooled64.push(await timeConcurrent(N, 64, () => pool.run(call)))
  }
  await pool.close()
  const direct = median(r.direct)
  const inProcess = median(r.inProcess)
  const pooled = median(r.pooled)
  const pooled64 = median(r.pooled64)
  console.log(`\n${name} (${file}${name === 'ok' ? ', one ctx.log line per call' : ''}), median of ${ROUNDS} rounds`)
  console.log(`  direct function call  ${us(direct)}`)
  console.log(`  runInProcess          ${us(inProcess)}   (same checks, timers and ctx as a worker, on this thread)`)
  console.log(`  pool, 1 in flight     ${us(pooled)}   ratio ${(pooled / inProcess).toFixed(1)}x runInProcess, ${(pooled / direct).toFixed(0)}x direct call`)
  console.log(`  pool, 64 in flight    ${us(pooled64)}   ratio ${(pooled64 / inProcess).toFixed(1)}x runInProcess, ${(pooled64 / direct).toFixed(0)}x direct call (${Math.round(1000 / pooled64)} calls/s)`)
}

console.log('\nworker start (1 thread, pool creation + warmUp), then the first call of a plugin in it')
for (const [label, typescript, call] of [
  ['plain JS worker, .js plugin', false, callFor('js-ok', 'worker.js')],
  ['plain JS worker, .ts plugin (tsx registered lazily)', false, callFor('ok', 'worker.ts')],
  ['tsx registered at worker start, .ts plugin', true, callFor('ok', 'worker.ts')]
] as const) {
  const samples: Array<{ start: number, first: number }> = []
  for (let i = 0; i < 3; i++) samples.push(await startTime(typescript, call))
  const med = (k: 'start' | 'first'): number => samples.map(s => s[k]).sort((a, b) => a - b)[1]
  console.log(`  ${label.padEnd(52)} start ${med('start').toFixed(0)} ms, first call ${med('first').toFixed(1)} ms (median of 3)`)
}
