// Migration 016 on a database whose queue already holds deliveries: each `hook.deliver` job whose event is still in
// the event log becomes a delivery (pending, delivered or failed from the job's status; attempts from the job), the
// HookTest jobs of POST /hook/{id}/test (no logged event) do not; down and up are repeatable.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { down, up } from '../db/migrations/017_hook_deliveries.ts'

let t: TestWharf
before(async () => { t = await createTestWharf() })
after(async () => { await t?.close() })

test('016 backfills deliveries from the queue\'s hook.deliver jobs', async () => {
  const knex = t.wharf.knex
  await down(knex)
  assert.equal(await knex.schema.hasTable('hook_deliveries'), false)
  const at = new Date('2026-01-02T03:04:05.000Z')
  const event = (id: string, topic: string): Record<string, unknown> => ({ topic, eventId: id, documentId: 'doc-1', partyId: null, createdBy: 'wharf', message: null, createdOn: at.toISOString(), refToDocumentId: null, details: {} })
  const eventId = randomUUID()
  await knex('events').insert({ id: eventId, tenant_id: 't1', environment: 'acceptance', topic: 'InvoiceReceived', document_id: 'doc-1', payload: JSON.stringify(event(eventId, 'InvoiceReceived')), routed: 3, created_at: at })
  const jobs = [['pending', 2], ['done', 1], ['failed', 30]] as const
  const ids: string[] = []
  for (const [status, attempts] of jobs) {
    const deliveryId = randomUUID()
    ids.push(deliveryId)
    await knex('jobs').insert({ id: randomUUID(), kind: 'hook.deliver', tenant_id: 't1', status, attempts, run_at: at, created_at: at, updated_at: at, payload: JSON.stringify({ deliveryId, hookId: `hook-${status}`, event: event(eventId, 'InvoiceReceived'), documentKey: 'key-1' }) })
  }
  await knex('jobs').insert({ id: randomUUID(), kind: 'hook.deliver', tenant_id: 't1', status: 'done', attempts: 1, run_at: at, created_at: at, updated_at: at, payload: JSON.stringify({ deliveryId: randomUUID(), hookId: 'hook-test', event: event(randomUUID(), 'HookTest') }) })
  await up(knex)
  const rows = await knex('hook_deliveries').orderBy('hook_id')
  assert.deepEqual(rows.map(r => [r.hook_id, r.status, r.attempts, r.event_id, r.topic, r.document_key]), [
    ['hook-done', 'delivered', 1, eventId, 'InvoiceReceived', 'key-1'],
    ['hook-failed', 'failed', 30, eventId, 'InvoiceReceived', 'key-1'],
    ['hook-pending', 'pending', 2, eventId, 'InvoiceReceived', 'key-1']
  ])
  assert.deepEqual(rows.map(r => r.id).sort(), [...ids].sort())
  await knex('hook_deliveries').del()
  await knex('jobs').del()
  await knex('events').where({ id: eventId }).del()
})
