// Claims and write-backs (on PostgreSQL one round trip each, values inlined as dollar-quoted literals): awkward text
// survives exactly (quotes, `?`, `$q$`, backslashes, JSON), a JSON null result is stored as JSON null, and a kind name
// with quotes is claimed. Runs on PGlite (the transaction path) and PostgreSQL (DATABASE_URL).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { enqueue } from './enqueue.ts'
import { claimJobs, getJob, sqlLiteral, writeBack } from './store.ts'

let t: TestWharf
before(async () => { t = await createTestWharf() })
after(async () => { await t.close() })

const AWKWARD = "it's $q$ a ? $1 \\ back\\slash $$ \"quoted\" {\"json\": [1]} ünïcode"

test('sqlLiteral picks a tag the text does not contain', () => {
  assert.equal(sqlLiteral('plain'), '$q$plain$q$')
  assert.equal(sqlLiteral('has $q$ inside'), '$qq$has $q$ inside$qq$')
  assert.equal(sqlLiteral('ends in $q'), '$qq$ends in $q$qq$', 'a trailing $q would close $q$ one character early')
  assert.equal(sqlLiteral('ends in $qq'), '$q$ends in $qq$q$', '$qq then $q$ closes exactly at the end')
})

test('a text ending in a tag prefix survives the round trip', async () => {
  const kind = 'suffix.kind'
  const [id] = await enqueue(t.wharf.knex, t.clock, [{ kind }])
  const jobs = await claimJobs(t.wharf.knex, t.clock, { workerId: 'worker $q', kinds: [kind], limit: 1, leaseMs: 60_000 })
  assert.deepEqual(jobs.map(j => j.id), [id])
  assert.equal((await getJob(t.wharf.knex, id))?.lockedBy, 'worker $q')
})

test('awkward values survive a claim and a write-back exactly', async () => {
  const kind = "round'trip?kind"
  const [a, b] = await enqueue(t.wharf.knex, t.clock, [{ kind, payload: { text: AWKWARD } }, { kind, payload: { n: 2 } }])
  const jobs = await claimJobs(t.wharf.knex, t.clock, { workerId: `worker ${AWKWARD}`, kinds: [kind, 'other'], limit: 10, leaseMs: 60_000 })
  assert.deepEqual(jobs.map(j => j.id).sort(), [a, b].sort())
  assert.deepEqual(jobs.find(j => j.id === a)?.payload, { text: AWKWARD })
  assert.equal((await getJob(t.wharf.knex, a))?.lockedBy, `worker ${AWKWARD}`)

  const ja = jobs.find(j => j.id === a)!
  const jb = jobs.find(j => j.id === b)!
  const applied = await writeBack(t.wharf.knex, t.clock, [
    { id: a, attempts: ja.attempts, status: 'pending', runAt: t.clock.now() + 5000, error: AWKWARD, result: { said: AWKWARD } },
    { id: b, attempts: jb.attempts, status: 'done', result: null },
    { id: 'no-such-job', attempts: 1, status: 'done' }
  ])
  assert.deepEqual([...applied].sort(), [a, b].sort())
  const ra = await getJob(t.wharf.knex, a)
  assert.equal(ra?.status, 'pending')
  assert.equal(ra?.lastError, AWKWARD)
  assert.deepEqual(ra?.result, { said: AWKWARD })
  assert.equal(ra?.runAt, t.clock.now() + 5000)
  assert.equal(ra?.lockedBy, null)
  const rb = await getJob(t.wharf.knex, b)
  assert.equal(rb?.status, 'done')
  assert.equal(rb?.result, null)
})
