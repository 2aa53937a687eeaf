// GET /api/v1/events: the missed-events log. Cursor pagination, since, topic (exact and wildcard), party filter,
// party permissions, tenant isolation, retention.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { api } from '../helpers/fixtures.ts'
import { appToken, openWharf, tenantWithParties } from '../helpers/setup.ts'
import { deleteOldEvents } from '../../core/publish/routes.ts'

const A = '0208:0123456749'
const B = '0088:5790000435968'

const t = await openWharf()
const acme = await tenantWithParties(t, 'events', [A, B])
const manager = acme.token
const onlyA = await appToken(t, acme.id, ['ApUser'], [A])
const other = (await tenantWithParties(t, 'events-other', [])).token
for (let i = 0; i < 5; i++) await t.admin('POST', '/admin/v1/events', { tenant: acme.id, topic: 'InvoiceReceived', partyId: A, details: { n: i } })
await t.admin('POST', '/admin/v1/events', { tenant: acme.id, topic: 'OrderReceived', partyId: B, repeat: 3 })
t.clock.advance(60_000)
await t.admin('POST', '/admin/v1/events', { tenant: acme.id, topic: 'InvoiceSent', partyId: A })

test('pages through the log with the cursor, oldest first, without gaps or repeats', async () => {
  const seen: string[] = []
  let after: string | undefined
  for (let page = 0; page < 10; page++) {
    const res = await api(t, manager, 'GET', `/api/v1/events?limit=2${after !== undefined ? `&after=${after}` : ''}`)
    assert.equal(res.statusCode, 200, res.body)
    const body = res.json()
    seen.push(...body.events.map((e: { eventId: string }) => e.eventId))
    after = body.nextCursor
    if (!body.hasMore) break
  }
  assert.equal(seen.length, 9)
  assert.equal(new Set(seen).size, 9)
})

test('filters: exact topic, wildcard, party, since', async () => {
  const q = async (qs: string): Promise<Array<{ topic: string, partyId: string }>> => (await api(t, manager, 'GET', `/api/v1/events?${qs}`)).json().events
  assert.equal((await q('topic=InvoiceReceived')).length, 5)
  assert.equal((await q('topic=*Received')).length, 8)
  assert.equal((await q('topic=Send*')).length, 1, 'Send* includes the send events')
  assert.ok((await q(`partyId=${B}`)).every(e => e.partyId === 'GLN:5790000435968'))
  assert.equal((await q(`partyId=${B}`)).length, 3)
  const since = new Date(t.clock.now() - 1000).toISOString()
  assert.deepEqual((await q(`since=${encodeURIComponent(since)}`)).map(e => e.topic), ['InvoiceSent'])
  const bad = await api(t, manager, 'GET', '/api/v1/events?topic=Invoice%20Received')
  assert.equal(bad.statusCode, 400)
})

test('party permissions and tenant isolation', async () => {
  const mine = (await api(t, onlyA, 'GET', '/api/v1/events')).json().events
  assert.equal(mine.length, 6)
  assert.ok(mine.every((e: { partyId: string }) => e.partyId === 'BE:EN:0123456749'))
  assert.equal((await api(t, onlyA, 'GET', `/api/v1/events?partyId=${B}`)).statusCode, 403)
  assert.equal((await api(t, other, 'GET', '/api/v1/events')).json().events.length, 0)
  assert.equal((await api(t, other, 'GET', `/api/v1/events?partyId=${A}`)).statusCode, 403)
})

test('retention removes old events', async () => {
  t.clock.advance(31 * 86_400_000)
  await t.admin('POST', '/admin/v1/events', { tenant: (await t.wharf.knex('tenants').where({ name: 'events' }).first()).id, topic: 'InvoiceReceived', partyId: A })
  assert.equal(await deleteOldEvents(t.wharf, 30), 9)
  assert.equal(await t.wharf.knex('events').count<Array<{ count: string }>>('* as count').then(r => Number(r[0].count)), 1)
})
