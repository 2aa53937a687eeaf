// Migration 013 (document lifecycle) on a database that already holds documents: every document gets one lifecycle
// entry from its status (so the status route and the status filter work for old documents too), and down/up are
// repeatable.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { down, up } from '../../core/db/migrations/013_document_lifecycle.ts'

let t: TestWharf
before(async () => { t = await createTestWharf() })
after(async () => { await t?.close() })

test('013 backfills one entry per existing document from its status; down removes what up added', async () => {
  const knex = t.wharf.knex
  await down(knex)
  assert.equal(await knex.schema.hasTable('document_status'), false)
  assert.equal(await knex.schema.hasColumn('documents', 'content_removed_at'), false)
  const at = new Date('2026-01-02T03:04:05.000Z')
  const expected: Record<string, string> = { queued: 'Pending', retrying: 'Routed', fallback: 'Routed', sent: 'Delivered', error: 'Failed', received: 'Received' }
  const keys: Record<string, string> = {}
  for (const status of Object.keys(expected)) {
    keys[status] = randomUUID()
    await knex('documents').insert({
      id: keys[status], document_id: `old-${status}`, tenant_id: 't', environment: 'acceptance', party_id: 'p', direction: status === 'received' ? 'in' : 'out',
      family: 'Invoice', syntax: 'UBL', status, media_type: 'application/xml', content: Buffer.from('<x/>'), size: 4, sha256: 'x'.repeat(64), created_at: at, updated_at: at
    })
  }
  await up(knex)
  for (const [status, name] of Object.entries(expected)) {
    const rows = await knex('document_status').where({ document_key: keys[status] })
    assert.equal(rows.length, 1, status)
    assert.equal(rows[0].name, name, status)
    assert.equal(new Date(rows[0].created_on).toISOString(), at.toISOString(), status)
    assert.match(rows[0].description, new RegExp(`status ${status}`))
  }
  assert.equal(await knex.schema.hasTable('tenant_retention'), true)
  await knex('documents').whereIn('id', Object.values(keys)).del()
  assert.equal(Number((await knex('document_status').count<Array<{ n: string }>>('* as n'))[0].n), 0, 'cascades with the document')
})
