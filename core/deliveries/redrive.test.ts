// Redrive at scale, on the store functions (no worker runs the jobs): 1,200 failed deliveries, 10 of them with their
// event gone; `limit` and `hasMore`; two redrives at once queue each delivery once; the jobs carry the delivery ids.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { redrive } from './redrive.ts'
import type { DeliveryScope } from './store.ts'

let t: TestWharf
const scope: DeliveryScope = { tenantId: 'tenant-r', environment: 'acceptance', hookId: 'hook-r' }
before(async () => { t = await createTestWharf() })
after(async () => { await t?.close() })

async function seed (n: number, withoutEvent: number): Promise<void> {
  const at = t.clock.now()
  const events: Array<Record<string, unknown>> = []
  const deliveries: Array<Record<string, unknown>> = []
  for (let i = 0; i < n; i++) {
    const eventId = randomUUID()
    const created = new Date(at - n + i)
    if (i >= withoutEvent) events.push({ id: eventId, tenant_id: scope.tenantId, environment: scope.environment, topic: 'InvoiceReceived', payload: JSON.stringify({ topic: 'InvoiceReceived', eventId, documentId: null, partyId: null, createdBy: 'wharf', message: null, createdOn: created.toISOString(), refToDocumentId: null, details: {} }), routed: 1, created_at: created })
    deliveries.push({ id: randomUUID(), tenant_id: scope.tenantId, environment: scope.environment, hook_id: scope.hookId, event_id: eventId, topic: 'InvoiceReceived', status: 'failed', attempts: 3, created_at: created, updated_at: created })
  }
  for (let i = 0; i < events.length; i += 500) await t.wharf.knex('events').insert(events.slice(i, i + 500))
  for (let i = 0; i < deliveries.length; i += 500) await t.wharf.knex('hook_deliveries').insert(deliveries.slice(i, i + 500))
}

test('1,200 failed deliveries: limit, hasMore, skipped, each queued once with its id', async () => {
  await seed(1200, 10)
  const started = performance.now()
  const first = await redrive(t.wharf, scope, { status: 'failed' }, 1000)
  const ms = performance.now() - started
  console.log(`redrive of 1,000 deliveries: ${Math.round(ms)} ms (${t.wharf.db.kind})`)
  assert.equal(first.redriven.length + first.skipped, 1000)
  assert.equal(first.skipped, 10, 'the oldest ten have no event left')
  assert.equal(first.hasMore, true)
  const second = await redrive(t.wharf, scope, { status: 'failed' }, 1000)
  assert.deepEqual([second.redriven.length, second.skipped, second.hasMore], [200, 10, false])
  const jobs = await t.wharf.knex('jobs').where({ kind: 'hook.deliver', tenant_id: scope.tenantId }).select('id', 'payload') as Array<{ id: string, payload: { deliveryId: string, hookId: string } }>
  assert.equal(jobs.length, 1190)
  assert.equal(new Set(jobs.map(j => j.payload.deliveryId)).size, 1190)
  const pending = await t.wharf.knex('hook_deliveries').where({ hook_id: scope.hookId, status: 'pending' }).select('id', 'job_id') as Array<{ id: string, job_id: string }>
  const jobOf = new Map(jobs.map(j => [j.payload.deliveryId, j.id]))
  assert.equal(pending.length, 1190)
  assert.ok(pending.every(d => jobOf.get(d.id) === d.job_id), 'each delivery points at its new job')
})

test('two redrives at once queue each delivery once', async () => {
  await t.wharf.knex('jobs').del()
  await t.wharf.knex('hook_deliveries').where({ hook_id: scope.hookId }).update({ status: 'failed' })
  const [a, b] = await Promise.all([redrive(t.wharf, scope, { status: 'failed' }, 5000), redrive(t.wharf, scope, { status: 'failed' }, 5000)])
  assert.equal(a.redriven.length + b.redriven.length, 1190)
  assert.equal(new Set([...a.redriven, ...b.redriven]).size, 1190)
  assert.equal(Number((await t.wharf.knex('jobs').count<Array<{ n: string }>>('* as n'))[0].n), 1190)
})
