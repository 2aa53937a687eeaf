/**
 * Child process of core/work/crash.test.ts: runs a worker on the given database and records every job it starts in
 * OUT (one id per line, written synchronously before the job's "I/O"), until the test kills it with SIGKILL.
 */
import fs from 'node:fs'
import { systemClock } from '../../core/clock.ts'
import { openDatabase } from '../../core/db/open.ts'
import { Worker } from '../../core/work/worker.ts'

const out = process.env.CRASH_OUT as string
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, databaseSchema: process.env.DATABASE_SCHEMA, dataDir: process.env.CRASH_DATA_DIR as string })
const worker = new Worker({
  db: db.knex,
  clock: systemClock,
  concurrency: 200,
  batchSize: 100,
  leaseMs: Number(process.env.CRASH_LEASE_MS),
  pollIntervalMs: 50,
  handlers: {
    'crash.deliver': async (job, ctx) => {
      fs.appendFileSync(out, `${job.id}\n`)
      await new Promise(resolve => setTimeout(resolve, 20 + Math.random() * 300))
      if (ctx.signal.aborted) throw new Error('aborted')
    }
  }
})
await worker.start()
process.send?.('started')
