/**
 * Micro-benchmark of the queue: completed no-op jobs per second.
 *   node --import tsx scripts/bench/queue.ts            PGlite (on disk, in a temporary directory)
 *   DATABASE_URL=postgres://... node --import tsx scripts/bench/queue.ts    PostgreSQL (a fresh schema, dropped after)
 * Options (environment): BENCH_N (default 20000), BENCH_CONCURRENCY (64), BENCH_BATCH (100), BENCH_STREAM_N
 * (default N / 4; 0 skips the second phase).
 * Phase 1 "drain": N jobs enqueued in one batch, then one worker runs them all.
 * Phase 2 "stream": producers enqueue one job per transaction (the outbox pattern, with the wake-up after commit)
 * while the worker runs; measures enqueue-to-done throughput.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { systemClock } from '../../core/clock.ts'
import { openDatabase } from '../../core/db/open.ts'
import { migrateLatest } from '../../core/db/migrate.ts'
import { buildTemplate } from '../../core/db/pglite-template.ts'
import { enqueue } from '../../core/work/enqueue.ts'
import { Wakeup } from '../../core/work/wakeup.ts'
import { Worker } from '../../core/work/worker.ts'

const N = Number(process.env.BENCH_N ?? 20_000)
const STREAM_N = Number(process.env.BENCH_STREAM_N ?? Math.floor(N / 4))
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64)
const BATCH = Number(process.env.BENCH_BATCH ?? 100)
const url = process.env.DATABASE_URL
const schema = url !== undefined ? `wharf_bench_${randomBytes(4).toString('hex')}` : undefined
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-bench-'))
if (url === undefined) await buildTemplate()
const db = await openDatabase({ databaseUrl: url, databaseSchema: schema, dataDir, poolMax: 10 })
await migrateLatest(db.knex)
const clock = systemClock
const rate = (n: number, ms: number): string => `${Math.round(n / (ms / 1000))}`

async function until (cond: () => boolean): Promise<void> {
  while (!cond()) await new Promise(resolve => setTimeout(resolve, 2))
}

try {
  console.log(`database: ${db.kind}${db.kind === 'postgres' ? ` (${(await db.knex.raw('show server_version')).rows[0].server_version})` : ''}, ${os.cpus().length} cpus, concurrency ${CONCURRENCY}, claim batch ${BATCH}`)

  // Phase 1: drain a backlog.
  let t0 = performance.now()
  await enqueue(db.knex, clock, Array.from({ length: N }, (_, i) => ({ kind: 'bench.noop', payload: { i } })))
  const enqueueMs = performance.now() - t0
  console.log(`enqueue ${N} jobs (batch insert): ${enqueueMs.toFixed(0)} ms, ${rate(N, enqueueMs)} jobs/s`)
  const worker = new Worker({ db: db.knex, clock, concurrency: CONCURRENCY, batchSize: BATCH, handlers: { 'bench.noop': () => undefined } })
  t0 = performance.now()
  await worker.start()
  await until(() => worker.metrics.done >= N)
  const drainMs = performance.now() - t0
  console.log(`drain ${N} jobs: ${drainMs.toFixed(0)} ms, ${rate(N, drainMs)} jobs/s completed`)
  await worker.stop()

  // Phase 2: enqueue one job per transaction while a worker runs.
  if (STREAM_N > 0) {
    const wakeup = new Wakeup({ db: db.knex })
    const w2 = new Worker({ db: db.knex, clock, wakeup, concurrency: CONCURRENCY, batchSize: BATCH, handlers: { 'bench.stream': () => undefined } })
    await w2.start()
    const producers = db.kind === 'postgres' ? 8 : 1
    let next = 0
    t0 = performance.now()
    await Promise.all(Array.from({ length: producers }, async () => {
      while (next < STREAM_N) {
        const i = next++
        await db.knex.transaction(async trx => { await enqueue(trx, clock, { kind: 'bench.stream', payload: { i } }, { wakeup }) })
      }
    }))
    const producedMs = performance.now() - t0
    await until(() => w2.metrics.done >= STREAM_N)
    const streamMs = performance.now() - t0
    console.log(`stream ${STREAM_N} jobs, one per transaction, ${producers} producers: enqueued in ${producedMs.toFixed(0)} ms (${rate(STREAM_N, producedMs)}/s), all done after ${streamMs.toFixed(0)} ms, ${rate(STREAM_N, streamMs)} jobs/s end to end`)
    await w2.stop()
  }
} finally {
  if (schema !== undefined) await db.knex.raw('drop schema if exists ?? cascade', [schema])
  await db.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
