// Crash semantics (at-least-once): a worker process killed with SIGKILL while 1,000 jobs are queued and hundreds
// are claimed; after a "restart" (a new worker) every job has run at least once and is done. The killed claims are
// taken again once their lease has passed. Real clock, short lease. PGlite on disk by default (the child opens the
// data directory, then the test reopens it after the kill); PostgreSQL in a fresh schema when DATABASE_URL is set.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { systemClock } from '../clock.ts'
import { openDatabase, type OpenOptions } from '../db/open.ts'
import { migrateLatest } from '../db/migrate.ts'
import { buildTemplate } from '../db/pglite-template.ts'
import { enqueue } from './enqueue.ts'
import { Worker } from './worker.ts'
import { until } from '../../test/helpers/wait.ts'

const N = 1000
const LEASE_MS = 1500

test(`SIGKILL with ${N} jobs in flight: after restart every job runs at least once`, { timeout: 120_000 }, async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-crash-'))
  const url = process.env.DATABASE_URL
  const schema = url !== undefined ? `wharf_crash_${randomBytes(5).toString('hex')}` : undefined
  const dbOpts: OpenOptions = { databaseUrl: url, databaseSchema: schema, dataDir, poolMax: 4 }
  if (url === undefined) await buildTemplate()
  const out = path.join(dataDir, 'started.txt')
  fs.writeFileSync(out, '')
  let db = await openDatabase(dbOpts)
  try {
    await migrateLatest(db.knex)
    const ids = await enqueue(db.knex, systemClock, Array.from({ length: N }, (_, i) => ({ kind: 'crash.deliver', payload: { i } })))
    if (url === undefined) await db.close() // PGlite: one process at a time

    const child = fork(fileURLToPath(new URL('../../test/helpers/queue-crash-child.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, DATABASE_SCHEMA: schema ?? '', CRASH_OUT: out, CRASH_DATA_DIR: dataDir, CRASH_LEASE_MS: String(LEASE_MS) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc']
    })
    const exited = new Promise(resolve => child.on('exit', resolve))
    const startedLines = (): string[] => fs.readFileSync(out, 'utf8').split('\n').filter(l => l !== '')
    await until(() => startedLines().length >= 300, 'the child to start 300 jobs', 60_000)
    child.kill('SIGKILL')
    await exited
    const startedByChild = new Set(startedLines())

    if (url === undefined) db = await openDatabase(dbOpts)
    const counts = await db.knex('jobs').select('status').count({ n: '*' }).groupBy('status') as Array<{ status: string, n: string }>
    const byStatus = Object.fromEntries(counts.map(c => [c.status, Number(c.n)]))
    assert.ok((byStatus.running ?? 0) > 0, `jobs were in flight at the kill: ${JSON.stringify(byStatus)}`)
    assert.ok((byStatus.done ?? 0) < N, 'the child did not finish everything')

    const ranAfter = new Set<string>()
    const restarted = new Worker({
      db: db.knex, clock: systemClock, concurrency: 64, leaseMs: LEASE_MS, pollIntervalMs: 50, listen: false,
      handlers: { 'crash.deliver': job => { ranAfter.add(job.id) } }
    })
    await restarted.start()
    await until(async () => {
      const r = await db.knex('jobs').whereNot({ status: 'done' }).count({ n: '*' })
      return Number(r[0].n) === 0
    }, 'every job to be done after the restart', 60_000)
    await restarted.stop()

    const missing = ids.filter(id => !startedByChild.has(id) && !ranAfter.has(id))
    assert.deepEqual(missing, [], 'every job reached its handler at least once')
    assert.equal(restarted.metrics.reclaimed, byStatus.running, 'every claim of the killed worker was taken again after its lease')
    assert.equal(await db.knex('jobs').where({ status: 'failed' }).count({ n: '*' }).then(r => Number(r[0].n)), 0)
    const twice = ids.filter(id => startedByChild.has(id) && ranAfter.has(id)).length
    t.diagnostic(`${db.kind}: at the kill ${JSON.stringify(byStatus)}; the child had started ${startedByChild.size}; ${twice} ran twice (at-least-once)`)
  } finally {
    if (schema !== undefined) await db.knex.raw('drop schema if exists ?? cascade', [schema])
    await db.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
