// The transactional outbox: jobs commit or roll back with the caller's transaction, wake-ups fire only after the
// commit, dedupe keys, batches, and future run times. PGlite by default; PostgreSQL when DATABASE_URL is set.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { enqueue } from './enqueue.ts'
import { getJob } from './store.ts'
import { Wakeup } from './wakeup.ts'
import { Worker } from './worker.ts'
import { until } from '../../test/helpers/wait.ts'

let t: TestWharf
before(async () => { t = await createTestWharf() })
after(async () => { await t.close() })

const count = async (kind: string): Promise<number> => Number((await t.wharf.knex('jobs').where({ kind }).count({ n: '*' }))[0].n)

test('a job enqueued in a rolled-back transaction leaves no job and wakes nobody', async () => {
  const wakeup = new Wakeup()
  let woken = 0
  wakeup.subscribe(() => { woken++ })
  await assert.rejects(t.wharf.knex.transaction(async trx => {
    await trx('settings').insert({ key: 'outbox-rollback', value: JSON.stringify(true) })
    await enqueue(trx, t.clock, { kind: 'rollback.kind', payload: { a: 1 } }, { wakeup })
    throw new Error('business rule failed')
  }), /business rule failed/)
  assert.equal(await count('rollback.kind'), 0)
  assert.equal(await t.wharf.knex('settings').where({ key: 'outbox-rollback' }).first(), undefined)
  await new Promise(resolve => setImmediate(resolve))
  assert.equal(woken, 0)
})

test('a committed job runs at once: the wake-up fires after the commit, not before', async () => {
  const wakeup = new Wakeup()
  const seen: unknown[] = []
  // A poll interval of a minute: only the wake-up can make this job run within the test.
  const worker = new Worker({ db: t.wharf.knex, clock: t.clock, wakeup, pollIntervalMs: 60_000, listen: false, handlers: { 'commit.kind': job => { seen.push(job.payload) } } })
  await worker.start()
  await new Promise(resolve => setTimeout(resolve, 50)) // let the first (empty) claim finish
  let wokenBeforeCommit = -1
  let woken = 0
  wakeup.subscribe(() => { woken++ })
  await t.wharf.knex.transaction(async trx => {
    await enqueue(trx, t.clock, { kind: 'commit.kind', payload: { n: 1 } }, { wakeup })
    await trx.transaction(async inner => { await enqueue(inner, t.clock, { kind: 'commit.kind', payload: { n: 2 } }, { wakeup }) })
    await new Promise(resolve => setTimeout(resolve, 20))
    wokenBeforeCommit = woken
  })
  assert.equal(wokenBeforeCommit, 0, 'no wake-up inside the transaction, not even after the savepoint')
  await until(() => seen.length === 2, 'both jobs to run')
  assert.deepEqual(seen.map(p => (p as { n: number }).n).sort(), [1, 2])
  await worker.stop()
  assert.equal(worker.metrics.done, 2)
})

test('enqueue with a dedupe key keeps one job and returns its id', async () => {
  const [first] = await enqueue(t.wharf.knex, t.clock, { kind: 'dedupe.kind', dedupeKey: 'invoice-42', payload: { v: 1 } })
  const again = await enqueue(t.wharf.knex, t.clock, [
    { kind: 'dedupe.kind', dedupeKey: 'invoice-42', payload: { v: 2 } },
    { kind: 'dedupe.kind', dedupeKey: 'invoice-43' },
    { kind: 'dedupe.kind', dedupeKey: 'invoice-43' },
    { kind: 'other.kind', dedupeKey: 'invoice-42' }
  ])
  assert.equal(again[0], first)
  assert.equal(again[1], again[2], 'duplicates within one batch collapse too')
  assert.notEqual(again[3], first, 'the key is scoped by kind')
  assert.equal(await count('dedupe.kind'), 2)
  assert.deepEqual((await getJob(t.wharf.knex, first))?.payload, { v: 1 })
})

test('batch enqueue returns ids in order and stores every field', async () => {
  const jobs = Array.from({ length: 1234 }, (_, i) => ({ kind: 'batch.kind', payload: [i, 'x'], tenantId: 't1' }))
  const ids = await enqueue(t.wharf.knex, t.clock, jobs)
  assert.equal(ids.length, 1234)
  assert.equal(new Set(ids).size, 1234)
  const j = await getJob(t.wharf.knex, ids[1000])
  assert.deepEqual(j?.payload, [1000, 'x'], 'a top-level array payload stays JSON')
  assert.equal(j?.status, 'pending')
  assert.equal(j?.tenantId, 't1')
  assert.equal(j?.runAt, t.clock.now())
  assert.ok(ids.every((id, i) => i === 0 || id > ids[i - 1]), 'ids sort by creation')
})

test('a job with a future runAt is not claimed until the clock reaches it', async () => {
  const seen: string[] = []
  const worker = new Worker({ db: t.wharf.knex, clock: t.clock, listen: false, handlers: { 'later.kind': job => { seen.push(job.id) } } })
  const [id] = await enqueue(t.wharf.knex, t.clock, { kind: 'later.kind', runAt: t.clock.now() + 60_000 })
  assert.equal(await worker.runOnce(), 0)
  t.clock.advance(59_999)
  assert.equal(await worker.runOnce(), 0)
  t.clock.advance(1)
  assert.equal(await worker.runOnce(), 1)
  assert.deepEqual(seen, [id])
  assert.equal((await getJob(t.wharf.knex, id))?.status, 'done')
})
