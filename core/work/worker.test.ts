// The worker: concurrency limit, retries on the manual clock, permanent failure, thrown errors stored, abort at the
// deadline, graceful stop. PGlite by default; PostgreSQL when DATABASE_URL is set.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { enqueue } from './enqueue.ts'
import { scheduleRetry } from './retry.ts'
import { getJob } from './store.ts'
import { PermanentJobError, outcome, type Job } from './types.ts'
import { Wakeup } from './wakeup.ts'
import { Worker, type WorkerOptions } from './worker.ts'
import { deferred, until } from '../../test/helpers/wait.ts'

let t: TestWharf
before(async () => { t = await createTestWharf() })
after(async () => { await t.close() })

const worker = (opts: Partial<WorkerOptions> & Pick<WorkerOptions, 'handlers'>): Worker =>
  new Worker({ db: t.wharf.knex, clock: t.clock, listen: false, pollIntervalMs: 20, ...opts })
const job = async (id: string) => {
  const j = await getJob(t.wharf.knex, id)
  assert.ok(j !== undefined, `job ${id}`)
  return j
}

test('no more than `concurrency` handlers run at once', async () => {
  let running = 0
  let peak = 0
  let finished = 0
  const gate = deferred()
  const w = worker({
    concurrency: 5,
    batchSize: 3,
    handlers: {
      'limit.kind': async () => {
        running++
        peak = Math.max(peak, running)
        await gate.promise
        await new Promise(resolve => setTimeout(resolve, Math.random() * 3))
        running--
        finished++
      }
    }
  })
  await enqueue(t.wharf.knex, t.clock, Array.from({ length: 60 }, () => ({ kind: 'limit.kind' })))
  await w.start()
  await until(() => running === 5, 'five handlers to run')
  await new Promise(resolve => setTimeout(resolve, 100))
  assert.equal(running, 5, 'no sixth handler starts while five block')
  assert.equal(w.metrics.inFlight, 5)
  gate.resolve()
  await until(() => finished === 60, '60 jobs')
  await w.stop()
  assert.equal(peak, 5)
  assert.equal(w.metrics.done, 60)
  assert.equal(w.metrics.inFlight, 0)
})

test('a failing job is retried when the clock reaches its retry time, and its error is stored', async () => {
  let calls = 0
  const w = worker({
    retry: scheduleRetry('10s,1m'),
    handlers: {
      'flaky.kind': () => {
        calls++
        if (calls < 3) throw new Error(`receiver said 503 (call ${calls})`)
        return { delivered: true }
      }
    }
  })
  const [id] = await enqueue(t.wharf.knex, t.clock, { kind: 'flaky.kind' })
  const start = t.clock.now()
  assert.equal(await w.runOnce(), 1)
  let j = await job(id)
  assert.equal(j.status, 'pending')
  assert.equal(j.attempts, 1)
  assert.equal(j.lastError, 'receiver said 503 (call 1)')
  assert.equal(j.runAt, start + 10_000)
  assert.equal(j.leaseUntil, null)
  assert.equal(await w.runOnce(), 0, 'not due yet')
  t.clock.advance(10_000)
  assert.equal(await w.runOnce(), 1)
  j = await job(id)
  assert.equal(j.lastError, 'receiver said 503 (call 2)')
  assert.equal(j.runAt, start + 10_000 + 60_000)
  t.clock.advance(60_000)
  assert.equal(await w.runOnce(), 1)
  j = await job(id)
  assert.equal(j.status, 'done')
  assert.equal(j.attempts, 3)
  assert.deepEqual(j.result, { delivered: true })
  assert.deepEqual({ retried: w.metrics.retried, done: w.metrics.done }, { retried: 2, done: 1 })
})

test('the handler picks the retry time; a schedule that runs out fails the job for good', async () => {
  const w = worker({
    retry: scheduleRetry('1s'),
    handlers: {
      'own-time.kind': () => outcome.retry({ delayMs: 3_600_000, error: 'Retry-After 1h', result: { status: 429 } }),
      'exhaust.kind': () => { throw new Error('still down') }
    }
  })
  const [own] = await enqueue(t.wharf.knex, t.clock, { kind: 'own-time.kind' })
  await w.runOnce()
  const o = await job(own)
  assert.equal(o.runAt, t.clock.now() + 3_600_000)
  assert.equal(o.lastError, 'Retry-After 1h')
  assert.deepEqual(o.result, { status: 429 })

  const [ex] = await enqueue(t.wharf.knex, t.clock, { kind: 'exhaust.kind' })
  await w.runOnce()
  t.clock.advance(1000)
  await w.runOnce()
  const e = await job(ex)
  assert.equal(e.status, 'failed')
  assert.equal(e.attempts, 2)
  assert.equal(e.lastError, 'still down')
  t.clock.advance(86_400_000)
  assert.equal(await w.runOnce(), 1, 'only the own-time job comes back')
})

test('permanent failures: PermanentJobError, outcome.fail, maxAttempts and deadline', async () => {
  const w = worker({
    retry: scheduleRetry('1m,1m,1m'),
    handlers: {
      'perm.throw': () => { throw new PermanentJobError('invalid document') },
      'perm.fail': () => outcome.fail('receiver unknown', { status: 404 }),
      'perm.max': () => { throw new Error('nope') },
      'perm.deadline': () => { throw new Error('late') }
    }
  })
  const [a, b, c, d] = await enqueue(t.wharf.knex, t.clock, [
    { kind: 'perm.throw' }, { kind: 'perm.fail' }, { kind: 'perm.max', maxAttempts: 2 },
    { kind: 'perm.deadline', deadline: t.clock.now() + 30_000 }
  ])
  await w.runOnce()
  assert.deepEqual([(await job(a)).status, (await job(a)).lastError], ['failed', 'invalid document'])
  assert.deepEqual([(await job(b)).status, (await job(b)).result], ['failed', { status: 404 }])
  assert.equal((await job(c)).status, 'pending')
  assert.equal((await job(d)).status, 'failed', 'the retry would land after the deadline')
  t.clock.advance(60_000)
  await w.runOnce()
  assert.deepEqual([(await job(c)).status, (await job(c)).attempts], ['failed', 2])
  assert.equal(w.metrics.failed, 4)
})

test('a handler still running at the deadline is aborted and retried', async () => {
  const aborted = deferred<unknown>()
  const w = worker({
    leaseMs: 100,
    retry: scheduleRetry('5s'),
    handlers: {
      'slow.kind': async (_job: Job, ctx) => {
        assert.equal(ctx.deadline, t.clock.now() + 100)
        await new Promise((_resolve, reject) => {
          ctx.signal.addEventListener('abort', () => { aborted.resolve(ctx.signal.reason); reject(ctx.signal.reason) })
        })
      },
      'ignores-signal.kind': async () => { await new Promise(() => {}) }
    }
  })
  const [id, stubborn] = await enqueue(t.wharf.knex, t.clock, [{ kind: 'slow.kind' }, { kind: 'ignores-signal.kind' }])
  const started = Date.now()
  assert.equal(await w.runOnce(), 2, 'runOnce returns even though one handler never settles')
  assert.ok(Date.now() - started >= 90)
  assert.match(String(await aborted.promise), /deadline exceeded/)
  for (const jid of [id, stubborn]) {
    const j = await job(jid)
    assert.equal(j.status, 'pending')
    assert.match(j.lastError ?? '', /deadline exceeded: no result within the 100 ms lease/)
    assert.equal(j.runAt, t.clock.now() + 5000)
  }
})

test('stop() finishes the jobs in flight, then claims nothing more', async () => {
  const gate = deferred()
  let started = 0
  const wakeup = new Wakeup()
  const w = worker({ wakeup, concurrency: 2, handlers: { 'stop.kind': async () => { started++; await gate.promise } } })
  const ids = await enqueue(t.wharf.knex, t.clock, Array.from({ length: 4 }, () => ({ kind: 'stop.kind' })))
  await w.start()
  await until(() => started === 2, 'two jobs to start')
  const stopping = w.stop({ timeoutMs: 5000 })
  gate.resolve()
  assert.deepEqual(await stopping, { unfinished: 0 })
  const statuses = await Promise.all(ids.map(async id => (await job(id)).status))
  assert.deepEqual(statuses.sort(), ['done', 'done', 'pending', 'pending'])
  wakeup.notify()
  assert.equal(started, 2)
})
