// Housekeeping: finished jobs older than the retention are deleted (failed ones only when asked); released claims
// are due again at once. PGlite by default; PostgreSQL when DATABASE_URL is set.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { enqueue } from './enqueue.ts'
import { deleteFinishedJobs, releaseClaims } from './housekeeping.ts'
import { claimJobs, getJob } from './store.ts'
import { outcome } from './types.ts'
import { Worker } from './worker.ts'

let t: TestWharf
before(async () => { t = await createTestWharf() })
after(async () => { await t.close() })

test('done jobs older than the retention are deleted in batches; pending, recent and failed ones stay', async () => {
  const w = new Worker({ db: t.wharf.knex, clock: t.clock, listen: false, batchSize: 100, concurrency: 100, handlers: { 'hk.ok': () => 'ok', 'hk.bad': () => outcome.fail('no') } })
  const old = await enqueue(t.wharf.knex, t.clock, [...Array.from({ length: 25 }, () => ({ kind: 'hk.ok' })), { kind: 'hk.bad' }])
  while (await w.runOnce() > 0) { /* drain */ }
  t.clock.advance(7 * 86_400_000)
  const [recent] = await enqueue(t.wharf.knex, t.clock, { kind: 'hk.ok' })
  await w.runOnce()
  const [waiting] = await enqueue(t.wharf.knex, t.clock, { kind: 'hk.ok', runAt: t.clock.now() + 86_400_000 })
  t.clock.advance(1000)
  assert.equal(await deleteFinishedJobs(t.wharf.knex, t.clock, { olderThanMs: 86_400_000, batchSize: 10 }), 25)
  assert.equal(await getJob(t.wharf.knex, old[0]), undefined)
  assert.equal((await getJob(t.wharf.knex, old[25]))?.status, 'failed')
  assert.equal((await getJob(t.wharf.knex, recent))?.status, 'done')
  assert.equal((await getJob(t.wharf.knex, waiting))?.status, 'pending')
  assert.equal(await deleteFinishedJobs(t.wharf.knex, t.clock, { olderThanMs: 86_400_000, statuses: ['done', 'failed'] }), 1)
  assert.equal(await getJob(t.wharf.knex, old[25]), undefined)
})

test('releaseClaims makes running jobs due now, for one worker id or all', async () => {
  const ids = await enqueue(t.wharf.knex, t.clock, [{ kind: 'rel.kind' }, { kind: 'rel.kind' }])
  await claimJobs(t.wharf.knex, t.clock, { workerId: 'gone-1', kinds: ['rel.kind'], limit: 1, leaseMs: 3_600_000 })
  await claimJobs(t.wharf.knex, t.clock, { workerId: 'gone-2', kinds: ['rel.kind'], limit: 1, leaseMs: 3_600_000 })
  assert.equal(await releaseClaims(t.wharf.knex, t.clock, { lockedBy: 'gone-1' }), 1)
  const jobs = await Promise.all(ids.map(async id => await getJob(t.wharf.knex, id)))
  const released = jobs.find(j => j?.status === 'pending')
  assert.deepEqual([released?.attempts, released?.lockedBy, released?.runAt], [1, null, t.clock.now()])
  assert.equal(await releaseClaims(t.wharf.knex, t.clock), 1)
  const again = await claimJobs(t.wharf.knex, t.clock, { workerId: 'new', kinds: ['rel.kind'], limit: 10, leaseMs: 1000 })
  assert.equal(again.length, 2)
})
