// Attempt records written in batches: attempts that finish together share one statement, and several attempts of one
// delivery keep their order and numbering. PGlite by default; PostgreSQL when DATABASE_URL is set.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { AttemptWriter } from './attempt-writer.ts'
import { listAttempts } from './store.ts'

let t: TestWharf
before(async () => { t = await createTestWharf() })
after(async () => { await t.close() })

async function deliveries (n: number): Promise<string[]> {
  const at = new Date(t.clock.now())
  const ids = Array.from({ length: n }, () => randomUUID())
  await t.wharf.knex('hook_deliveries').insert(ids.map(id => ({
    id, tenant_id: 't', environment: 'production', hook_id: 'h', event_id: randomUUID(), topic: 'InvoiceReceived',
    status: 'pending', attempts: 0, created_at: at, updated_at: at
  })))
  return ids
}

/** Statements that write attempts while `fn` runs. */
async function statements (fn: () => Promise<void>): Promise<number> {
  let n = 0
  const onQuery = (q: { sql: string }): void => { if (q.sql.includes('hook_delivery_attempts')) n++ }
  t.wharf.knex.on('query', onQuery)
  try { await fn() } finally { t.wharf.knex.off('query', onQuery) }
  return n
}

test('attempts that finish in one turn are written in one statement, each with its delivery', async () => {
  const ids = await deliveries(100)
  const writer = new AttemptWriter(t.wharf.knex)
  const at = t.clock.now()
  const n = await statements(async () => {
    await Promise.all(ids.map(async (deliveryId, i) => {
      await writer.write({ deliveryId, at, outcome: i % 2 === 0 ? 'delivered' : 'failed', statusCode: i % 2 === 0 ? 200 : 410, latencyMs: i, ...(i % 2 === 1 ? { errorCode: 'HTTP_ERROR', error: 'gone' } : {}) })
    }))
  })
  assert.equal(n, 1)
  const rows = await t.wharf.knex('hook_deliveries').whereIn('id', ids).select('id', 'status', 'attempts', 'last_status', 'last_error')
  for (const r of rows) {
    const i = ids.indexOf(r.id as string)
    assert.deepEqual({ status: r.status, attempts: r.attempts, last_status: r.last_status, last_error: r.last_error },
      i % 2 === 0 ? { status: 'delivered', attempts: 1, last_status: 200, last_error: null } : { status: 'failed', attempts: 1, last_status: 410, last_error: 'gone' })
  }
  const a = await listAttempts(t.wharf.knex, ids[1] as string)
  assert.deepEqual(a.map(x => ({ attempt: x.attempt, outcome: x.outcome, statusCode: x.statusCode, latencyMs: x.latencyMs, errorCode: x.errorCode })),
    [{ attempt: 1, outcome: 'failed', statusCode: 410, latencyMs: 1, errorCode: 'HTTP_ERROR' }])
})

test('several attempts of one delivery in one turn are written one after the other, numbered in order', async () => {
  const [one, other] = await deliveries(2) as [string, string]
  const writer = new AttemptWriter(t.wharf.knex)
  const at = t.clock.now()
  const n = await statements(async () => {
    await Promise.all([
      writer.write({ deliveryId: one, at, outcome: 'retry', statusCode: 503, latencyMs: 1, errorCode: 'HTTP_ERROR', error: 'busy', nextAttemptAt: at + 1000 }),
      writer.write({ deliveryId: other, at, outcome: 'delivered', statusCode: 204, latencyMs: 1 }),
      writer.write({ deliveryId: one, at: at + 1000, outcome: 'retry', statusCode: 502, latencyMs: 2, errorCode: 'HTTP_ERROR', error: 'bad gateway', nextAttemptAt: at + 3000 }),
      writer.write({ deliveryId: one, at: at + 3000, outcome: 'delivered', statusCode: 200, latencyMs: 3, response: 'ok' })
    ])
  })
  assert.equal(n, 3)
  const a = await listAttempts(t.wharf.knex, one)
  assert.deepEqual(a.map(x => [x.attempt, x.outcome, x.statusCode, x.response]), [[1, 'retry', 503, null], [2, 'retry', 502, null], [3, 'delivered', 200, 'ok']])
  const row = await t.wharf.knex('hook_deliveries').where({ id: one }).first('status', 'attempts', 'last_error', 'next_attempt_at')
  assert.deepEqual({ ...row, next_attempt_at: row.next_attempt_at }, { status: 'delivered', attempts: 3, last_error: null, next_attempt_at: null })
  assert.equal((await listAttempts(t.wharf.knex, other)).length, 1)
})

test('a failed statement rejects the attempts it carried, and the writer goes on with the next', async () => {
  const [id] = await deliveries(1) as [string]
  const writer = new AttemptWriter(t.wharf.knex)
  const at = t.clock.now()
  // latency_ms is an integer column: a value beyond its range fails the statement.
  await assert.rejects(writer.write({ deliveryId: id, at, outcome: 'delivered', latencyMs: 2 ** 40 }))
  await writer.write({ deliveryId: id, at, outcome: 'delivered', latencyMs: 5 })
  assert.deepEqual((await listAttempts(t.wharf.knex, id)).map(x => [x.attempt, x.latencyMs]), [[1, 5]])
})

test('the write-back looks its deliveries up in the primary key, not by scanning every delivery', async () => {
  // A table of many deliveries, with fresh statistics: the planner's choice for the statement as the writer sends it.
  await deliveries(5000)
  await t.wharf.knex.raw('analyze hook_deliveries')
  const ids = await deliveries(3)
  let sent: { sql: string, bindings: unknown[] } | undefined
  const onQuery = (q: { sql: string, bindings: unknown[] }): void => { if (q.sql.includes('hook_delivery_attempts')) sent = q }
  t.wharf.knex.on('query', onQuery)
  try {
    const writer = new AttemptWriter(t.wharf.knex)
    await Promise.all(ids.map(async deliveryId => { await writer.write({ deliveryId, at: t.clock.now(), outcome: 'delivered', statusCode: 200, latencyMs: 1 }) }))
  } finally { t.wharf.knex.off('query', onQuery) }
  assert.ok(sent !== undefined)
  // knex's query event carries the statement as sent ($n placeholders on PostgreSQL, ? on PGlite's client)
  const sql = sent.sql.replace(/\$(\d+)/g, '?')
  // explain without analyze: planned, not run
  const res = await t.wharf.knex.raw(`explain ${sql}`, sent.bindings as never) as { rows: Array<Record<string, string>> }
  const plan = res.rows.map(r => Object.values(r)[0]).join('\n')
  assert.doesNotMatch(plan, /Seq Scan on hook_deliveries/, plan)
  assert.match(plan, /hook_deliveries_pkey/, plan)
})
