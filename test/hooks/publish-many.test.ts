// Publishing many events at once (core/publish/publish.ts publishMany, used by POST /admin/v1/events with repeat):
// every event routed as publish() routes one, its deliveries and jobs consistent, and the rows written in a few
// statements (one insert per table per 500 rows) instead of three per event.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { createHook } from '../documents/helpers.ts'

const A = '0208:0123456749'
const B = '0088:5790000435968'
const t = await openWharf({ WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.0/8' })
const acme = await tenantWithParties(t, 'publish-many', [A, B])
const tenantId = (await t.wharf.knex('tenants').where({ name: 'publish-many' }).first()).id as string
const all = await createHook(t, acme.token, { url: 'https://127.0.0.1:9/all', topics: ['InvoiceReceived'], secureKey: 'a-secure-key-of-some-length' })
const onlyA = await createHook(t, acme.token, { partyId: A, url: 'https://127.0.0.1:9/a', topics: ['Invoice*'], secureKey: 'a-secure-key-of-some-length' })
await createHook(t, acme.token, { url: 'https://127.0.0.1:9/orders', topics: ['OrderReceived'], secureKey: 'a-secure-key-of-some-length' })

/** POST /admin/v1/events for party A with `repeat`, and the beginnings of the statements knex ran meanwhile. */
async function publishWatched (repeat: number, n: number): Promise<{ res: Awaited<ReturnType<typeof t.admin>>, statements: string[] }> {
  const statements: string[] = []
  const onQuery = (q: { sql: string }): void => { statements.push(q.sql.slice(0, 60)) }
  t.wharf.knex.on('query', onQuery)
  try {
    const res = await t.admin('POST', '/admin/v1/events', { tenant: tenantId, topic: 'InvoiceReceived', partyId: A, details: { n }, repeat })
    assert.equal(res.statusCode, 201, res.body)
    return { res, statements }
  } finally { t.wharf.knex.off('query', onQuery) }
}

test('1,200 events in one call: each with a delivery and a job per matching hook, in a few statements', async () => {
  const { res, statements } = await publishWatched(1200, 1)
  const writes = statements.filter(s => /^\s*insert/i.test(s))
  const body = res.json() as { eventIds: string[], deliveries: number }
  assert.equal(body.eventIds.length, 1200)
  assert.equal(new Set(body.eventIds).size, 1200)
  assert.equal(body.deliveries, 2400)
  // events 3 x 500 rows, deliveries 5, jobs 5 (not 3,600 statements)
  assert.equal(writes.length, 13, writes.join('\n'))

  const events = await t.wharf.knex('events').whereIn('id', body.eventIds).select('id', 'routed', 'topic', 'payload')
  assert.equal(events.length, 1200)
  assert.ok(events.every(e => e.routed === 2 && e.topic === 'InvoiceReceived'))
  const deliveries = await t.wharf.knex('hook_deliveries').whereIn('event_id', body.eventIds).select('id', 'hook_id', 'event_id', 'job_id', 'status')
  assert.equal(deliveries.length, 2400)
  const perHook = new Map<string, number>()
  for (const d of deliveries) perHook.set(d.hook_id, (perHook.get(d.hook_id) ?? 0) + 1)
  assert.deepEqual(Object.fromEntries(perHook), { [all]: 1200, [onlyA]: 1200 })
  const jobs = await t.wharf.knex('jobs').where({ kind: 'hook.deliver' }).whereIn('id', deliveries.map(d => d.job_id)).select('id', 'payload')
  assert.equal(jobs.length, 2400)
  const byJob = new Map(deliveries.map(d => [d.job_id, d]))
  for (const j of jobs) {
    const p = typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload
    const d = byJob.get(j.id)
    assert.ok(d !== undefined && p.deliveryId === d.id && p.hookId === d.hook_id && p.event.eventId === d.event_id && p.event.details.n === 1)
  }
})

test('party scope and topics route each event of a batch as one at a time', async () => {
  const res = await t.admin('POST', '/admin/v1/events', { tenant: tenantId, topic: 'InvoiceReceived', partyId: B, repeat: 3 })
  assert.equal(res.statusCode, 201, res.body)
  assert.equal(res.json().deliveries, 3, 'only the tenant-wide InvoiceReceived hook takes party B')
  const none = await t.admin('POST', '/admin/v1/events', { tenant: tenantId, topic: 'CreditNoteReceived', partyId: B, repeat: 2 })
  assert.equal(none.json().deliveries, 0)
  const rows = await t.wharf.knex('events').whereIn('id', none.json().eventIds).select('routed')
  assert.deepEqual(rows.map(r => r.routed), [0, 0])
})

test('a call whose rows fit one statement writes them in one statement, without BEGIN and COMMIT', async () => {
  const { res, statements } = await publishWatched(50, 2)
  const body = res.json() as { eventIds: string[], deliveries: number }
  assert.equal(body.deliveries, 100)
  const writes = statements.filter(s => !/jobs_due|pg_notify|set_config/.test(s) && /insert|with "w0"|begin|commit/i.test(s))
  assert.equal(writes.length, 1, statements.join('\n'))
  assert.match(writes[0] as string, /^with "w0" as \(insert into "events"/)
  const deliveries = await t.wharf.knex('hook_deliveries').whereIn('event_id', body.eventIds).select('job_id')
  assert.equal(deliveries.length, 100)
  assert.equal((await t.wharf.knex('jobs').whereIn('id', deliveries.map(d => d.job_id)).select('id')).length, 100)
})
