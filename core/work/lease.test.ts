// Leases and crashes: a claim whose worker died is taken again after its lease (moving the manual clock), a lost
// attempt counts against maxAttempts, a late result from the dead claim is ignored, and two workers on one
// database never run the same job at once. PGlite by default; PostgreSQL when DATABASE_URL is set.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { openDatabase, type Database } from '../db/open.ts'
import { enqueue } from './enqueue.ts'
import { claimJobs, getJob, writeBack } from './store.ts'
import { Wakeup } from './wakeup.ts'
import { Worker } from './worker.ts'
import { until } from '../../test/helpers/wait.ts'

let t: TestWharf
before(async () => { t = await createTestWharf() })
after(async () => { await t.close() })

test('a job whose worker died is taken by another worker once the lease has passed', async () => {
  let started = 0
  const dying = new Worker({
    db: t.wharf.knex, clock: t.clock, listen: false, pollIntervalMs: 20, leaseMs: 30_000, workerId: 'dying',
    handlers: { 'crash.kind': async () => { started++; await new Promise(() => {}) } }
  })
  const [id] = await enqueue(t.wharf.knex, t.clock, { kind: 'crash.kind', payload: { to: 'receiver' } })
  await dying.start()
  await until(() => started === 1, 'the first worker to start the job')
  // The worker "dies": it stops waiting at once and never writes a result.
  assert.deepEqual(await dying.stop({ timeoutMs: 0 }), { unfinished: 1 })
  let j = await getJob(t.wharf.knex, id)
  assert.deepEqual([j?.status, j?.lockedBy, j?.leaseUntil], ['running', 'dying', t.clock.now() + 30_000])

  const seen: Array<{ attempts: number, reclaimed: boolean }> = []
  const rescuer = new Worker({ db: t.wharf.knex, clock: t.clock, listen: false, workerId: 'rescuer', handlers: { 'crash.kind': job => { seen.push({ attempts: job.attempts, reclaimed: job.reclaimed }) } } })
  assert.equal(await rescuer.runOnce(), 0, 'the lease still holds')
  t.clock.advance(29_999)
  assert.equal(await rescuer.runOnce(), 0, 'the lease still holds a millisecond before its end')
  t.clock.advance(1)
  assert.equal(await rescuer.runOnce(), 1)
  assert.deepEqual(seen, [{ attempts: 2, reclaimed: true }])
  j = await getJob(t.wharf.knex, id)
  assert.deepEqual([j?.status, j?.attempts, j?.lockedBy], ['done', 2, null])
  assert.equal(rescuer.metrics.reclaimed, 1)
})

test('a late result from an expired claim is ignored; the new claim decides', async () => {
  const [id] = await enqueue(t.wharf.knex, t.clock, { kind: 'late.kind' })
  const [first] = await claimJobs(t.wharf.knex, t.clock, { workerId: 'slow', kinds: ['late.kind'], limit: 10, leaseMs: 1000 })
  assert.equal(first.id, id)
  t.clock.advance(1000)
  const [second] = await claimJobs(t.wharf.knex, t.clock, { workerId: 'fast', kinds: ['late.kind'], limit: 10, leaseMs: 1000 })
  assert.deepEqual([second.id, second.attempts, second.reclaimed], [id, 2, true])
  const late = await writeBack(t.wharf.knex, t.clock, [{ id, attempts: first.attempts, status: 'failed', error: 'late' }])
  assert.equal(late.size, 0)
  const mine = await writeBack(t.wharf.knex, t.clock, [{ id, attempts: second.attempts, status: 'done', result: { ok: 1 } }])
  assert.ok(mine.has(id))
  const j = await getJob(t.wharf.knex, id)
  assert.deepEqual([j?.status, j?.result, j?.lastError], ['done', { ok: 1 }, null])
})

test('an expired lease on the last allowed attempt fails the job instead of running it again', async () => {
  const [id] = await enqueue(t.wharf.knex, t.clock, { kind: 'poison.kind', maxAttempts: 1 })
  await claimJobs(t.wharf.knex, t.clock, { workerId: 'killed', kinds: ['poison.kind'], limit: 1, leaseMs: 1000 })
  t.clock.advance(1000)
  let ran = 0
  const w = new Worker({ db: t.wharf.knex, clock: t.clock, listen: false, handlers: { 'poison.kind': () => { ran++ } } })
  assert.equal(await w.runOnce(), 1)
  assert.equal(ran, 0)
  const j = await getJob(t.wharf.knex, id)
  assert.equal(j?.status, 'failed')
  assert.match(j?.lastError ?? '', /lease expired during the last allowed attempt/)
})

test('two workers on one database never run the same job at once, and run every job once', async () => {
  // On PostgreSQL the second worker has its own pool, like another process; PGlite has one connection to share.
  let other: Database | undefined
  if (t.config.databaseUrl !== undefined) other = await openDatabase({ ...t.config, poolMax: 4 })
  const N = 600
  const running = new Set<string>()
  const runs = new Map<string, number>()
  const by = { a: 0, b: 0 }
  let overlaps = 0
  const handler = (name: 'a' | 'b') => async (job: { id: string }) => {
    if (running.has(job.id)) overlaps++
    running.add(job.id)
    runs.set(job.id, (runs.get(job.id) ?? 0) + 1)
    by[name]++
    await new Promise(resolve => setTimeout(resolve, Math.random() * 3))
    running.delete(job.id)
  }
  const opts = { clock: t.clock, listen: false, pollIntervalMs: 10, concurrency: 16, batchSize: 8 }
  const a = new Worker({ ...opts, db: t.wharf.knex, handlers: { 'pair.kind': handler('a') } })
  const b = new Worker({ ...opts, db: other?.knex ?? t.wharf.knex, handlers: { 'pair.kind': handler('b') } })
  await a.start()
  await b.start()
  await enqueue(t.wharf.knex, t.clock, Array.from({ length: N }, (_, i) => ({ kind: 'pair.kind', payload: { i } })))
  a.wake(); b.wake()
  await until(() => a.metrics.done + b.metrics.done === N, `${N} jobs`, 30_000)
  await a.stop()
  await b.stop()
  await other?.close()
  assert.equal(overlaps, 0)
  assert.equal(runs.size, N)
  assert.ok([...runs.values()].every(n => n === 1))
  assert.ok(by.a > 0 && by.b > 0, `both workers took jobs (${by.a} + ${by.b})`)
  const left = await t.wharf.knex('jobs').where({ kind: 'pair.kind' }).whereNot({ status: 'done' }).count({ n: '*' })
  assert.equal(Number(left[0].n), 0)
})

test('on PostgreSQL, a job enqueued through another pool wakes a LISTENing worker (NOTIFY after commit) without polling', { skip: process.env.DATABASE_URL === undefined }, async () => {
  const other = await openDatabase({ ...t.config, poolMax: 2 })
  let ran = 0
  const w = new Worker({ db: t.wharf.knex, clock: t.clock, pollIntervalMs: 60_000, handlers: { 'notify.kind': () => { ran++ } } })
  await w.start()
  await new Promise(resolve => setTimeout(resolve, 100))
  // The enqueuing "process" has its own Wakeup, publishing through its own pool, and no worker of its own.
  const published = new Wakeup({ db: other.knex })
  await other.knex.transaction(async trx => { await enqueue(trx, t.clock, { kind: 'notify.kind' }, { wakeup: published }) })
  await until(() => ran === 1, 'the NOTIFY to wake the worker', 5000)
  await w.stop()
  await other.close()
})

test('on PostgreSQL, a worker skips the NOTIFY of its own Wakeup (it woke in process) and wakes for any other', { skip: process.env.DATABASE_URL === undefined }, async (ctx) => {
  let ran = 0
  const own = new Wakeup({ db: t.wharf.knex })
  const w = new Worker({ db: t.wharf.knex, clock: t.clock, pollIntervalMs: 60_000, wakeup: own, handlers: { 'origin.kind': () => { ran++ } } })
  await w.start()
  ctx.after(async () => { await w.stop() })
  await new Promise(resolve => setTimeout(resolve, 50)) // the claim after start has run
  const notify = async (payload: string): Promise<void> => { await t.wharf.knex.raw('select pg_notify(?, ?)', ['wharf_jobs', payload]) }
  // A due job enqueued without any wake-up: only a notification can make the worker look (the poll is a minute).
  await enqueue(t.wharf.knex, t.clock, { kind: 'origin.kind' })
  await notify(`origin.kind|${own.origin}`)
  await new Promise(resolve => setTimeout(resolve, 400))
  assert.equal(ran, 0, 'its own origin: already woken in process, not claimed again')
  await notify('origin.kind|another-process')
  await until(() => ran === 1, 'the NOTIFY of another origin to wake the worker', 5000)
  await enqueue(t.wharf.knex, t.clock, { kind: 'origin.kind' })
  await notify('origin.kind')
  await until(() => ran === 2, 'a payload of the old form (a bare kind) to wake the worker', 5000)
})
