// as4_receipts retention: receipts older than the retention are deleted in batches, newer ones stay (and keep
// answering replays). PGlite by default; PostgreSQL when DATABASE_URL is set.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../../../test/helpers/wharf.ts'
import { deleteOldAs4Receipts } from './receipt-retention.ts'

let t: TestWharf
before(async () => { t = await createTestWharf() })
after(async () => { await t.close() })

test('receipts older than the retention are deleted in batches; newer ones stay', async () => {
  const row = (id: string) => ({ message_id: id, environment: 'production', document_id: null, from_party_id: 'POP000001', receipt: '<S12:Envelope/>', created_at: new Date(t.clock.now()) })
  await t.wharf.knex('as4_receipts').insert(Array.from({ length: 23 }, (_, i) => row(`old-${i}@wharf`)))
  t.clock.advance(10 * 86_400_000)
  await t.wharf.knex('as4_receipts').insert(row('new@wharf'))
  t.clock.advance(1000)
  assert.equal(await deleteOldAs4Receipts(t.wharf.knex, t.clock, { olderThanDays: 5, batchSize: 10 }), 23)
  const left = await t.wharf.knex('as4_receipts').select('message_id')
  assert.deepEqual(left.map(r => r.message_id), ['new@wharf'])
  assert.equal(await deleteOldAs4Receipts(t.wharf.knex, t.clock, { olderThanDays: 5 }), 0)
})
