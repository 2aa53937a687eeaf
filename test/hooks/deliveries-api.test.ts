// The deliveries API (core/deliveries) against a real HTTPS receiver with the test CA: the receiver is down (its port
// closed) for 3 attempts (WHARF_RETRY_SCHEDULE 1s,2s; the clock is moved, not slept), every attempt is visible through
// the API, then a bulk redrive delivers each delivery exactly once with its original X-Service-Delivery id and a fresh
// sentOn. Also: paging, filters, one retry (replay), the first KiB of an answer, tenant isolation and bad input.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { api } from '../helpers/fixtures.ts'
import { closeAfter } from '../helpers/cleanup.ts'
import { appToken, openWharf, tenantWithParties } from '../helpers/setup.ts'
import { flakyReceiver, until } from '../helpers/flaky-receiver.ts'
import { createHook } from '../documents/helpers.ts'
import { verifyWebhook } from '../../core/sdk/index.ts'

const PARTY = '0208:0123456749'
const KEY = 'a-test-secure-key-of-some-length'

const rx = await flakyReceiver()
const t = await openWharf({ WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.0/8', WHARF_RETRY_SCHEDULE: '1s,2s' }, { workers: true })
closeAfter(rx)
const tenant = await tenantWithParties(t, 'deliveries', [PARTY])
const manager = tenant.token
const other = (await tenantWithParties(t, 'stranger', [])).token
const hookId = await createHook(t, manager, { partyId: PARTY, url: `${rx.url}/in`, topics: ['OrderReceived'], secureKey: KEY })
await rx.down()

const list = async (query = ''): Promise<Array<Record<string, any>>> => {
  const res = await api(t, manager, 'GET', `/api/v1/hook/${hookId}/deliveries${query}`)
  assert.equal(res.statusCode, 200, res.body)
  return res.json().deliveries
}
const attemptsAre = (n: number) => (ds: Array<Record<string, any>>): boolean => ds.length === 3 && ds.every(d => d.attempts === n)

test('down for 3 attempts, the attempts visible, then one redrive delivers each once with its delivery id', async () => {
  const emitted = await t.admin('POST', '/admin/v1/events', { tenant: (await t.wharf.knex('tenants').where({ name: 'deliveries' }).first()).id, topic: 'OrderReceived', partyId: PARTY, repeat: 3 })
  assert.equal(emitted.statusCode, 201, emitted.body)
  const created = t.clock.now()
  await until(list, attemptsAre(1))
  t.clock.advance(1000)
  await until(list, attemptsAre(2))
  t.clock.advance(2000)
  const failed = await until(list, ds => attemptsAre(3)(ds) && ds.every(d => d.status === 'failed'))
  assert.equal(rx.hits.length, 0, 'nothing reached the receiver while it was down')
  const ids = failed.map(d => d.deliveryId).sort()
  assert.equal(new Set(ids).size, 3)
  assert.ok(failed.every(d => d.topic === 'OrderReceived' && d.hookId === hookId && d.lastStatusCode === null && d.nextAttemptOn === null && /refused/i.test(d.lastError)))

  const one = await api(t, manager, 'GET', `/api/v1/hook/${hookId}/deliveries/${ids[0]}`)
  assert.equal(one.statusCode, 200, one.body)
  const attempts = one.json().attemptList
  assert.deepEqual(attempts.map((a: any) => a.attempt), [1, 2, 3])
  assert.deepEqual(attempts.map((a: any) => a.outcome), ['retry', 'retry', 'failed'])
  assert.ok(attempts.every((a: any) => a.errorCode === 'CONNECTION_REFUSED' && a.statusCode === null && Number.isInteger(a.latencyMs) && a.response === null))
  assert.deepEqual(attempts.map((a: any) => Date.parse(a.attemptedOn) - created), [0, 1000, 3000], 'attempt times follow the schedule on the moved clock')

  await rx.up()
  t.clock.advance(60_000)
  const redriveAt = t.clock.now()
  const res = await api(t, manager, 'POST', `/api/v1/hook/${hookId}/deliveries/redrive`, { payload: { status: 'failed', from: new Date(redriveAt - 86_400_000).toISOString() } })
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(res.json().redriven, 3)
  assert.deepEqual([...res.json().deliveryIds].sort(), ids)
  const again = await api(t, manager, 'POST', `/api/v1/hook/${hookId}/deliveries/redrive`, { payload: { status: 'failed' } })
  assert.equal(again.json().redriven, 0, 'a second redrive finds them queued already')

  const delivered = await until(list, ds => ds.length === 3 && ds.every(d => d.status === 'delivered'))
  await new Promise(resolve => setTimeout(resolve, 300))
  assert.equal(rx.hits.length, 3, 'each delivery reached the receiver once')
  assert.deepEqual(rx.hits.map(h => h.deliveryId).sort(), ids, 'with the X-Service-Delivery ids of the first attempts')
  for (const h of rx.hits) {
    const body = JSON.parse(h.body)
    assert.equal(Date.parse(body.sentOn), redriveAt, 'a fresh sentOn: the time of the redriven attempt')
    assert.equal(verifyWebhook(h.body, h.headers, KEY, { now: t.clock.now() }).ok, true, 'signed, inside the replay window')
  }
  assert.ok(delivered.every(d => d.attempts === 4 && d.lastStatusCode === 200 && d.lastError === null))
  const last = (await api(t, manager, 'GET', `/api/v1/hook/${hookId}/deliveries/${ids[1]}`)).json().attemptList.at(-1)
  assert.deepEqual({ attempt: last.attempt, outcome: last.outcome, statusCode: last.statusCode, response: last.response }, { attempt: 4, outcome: 'delivered', statusCode: 200, response: '{"received":true}' })
})

test('paging with next, filters on status, topic and period', async () => {
  const first = await api(t, manager, 'GET', `/api/v1/hook/${hookId}/deliveries?limit=2`)
  assert.equal(first.json().deliveries.length, 2)
  assert.notEqual(first.json().next, null)
  const second = await api(t, manager, 'GET', `/api/v1/hook/${hookId}/deliveries?limit=2&cursor=${first.json().next as string}`)
  assert.equal(second.json().deliveries.length, 1)
  assert.equal(second.json().next, null)
  const all = [...first.json().deliveries, ...second.json().deliveries]
  assert.equal(new Set(all.map(d => d.deliveryId)).size, 3)
  assert.ok(Date.parse(all[0].createdOn) >= Date.parse(all[2].createdOn), 'newest first')
  assert.equal((await list('?status=failed')).length, 0)
  assert.equal((await list('?status=delivered')).length, 3)
  assert.equal((await list('?topic=Order*')).length, 3)
  assert.equal((await list('?topic=Invoice*')).length, 0)
  assert.equal((await list(`?to=${encodeURIComponent(new Date(t.clock.now() - 86_400_000).toISOString())}`)).length, 0)
})

test('retry of a delivered delivery replays it with the same id; the first KiB of an answer is kept', async () => {
  const [d] = await list('?limit=1')
  const before = rx.hits.length
  t.clock.advance(5000)
  const res = await api(t, manager, 'POST', `/api/v1/hook/${hookId}/deliveries/${d.deliveryId as string}/retry`)
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(res.json().status, 'pending')
  await until(async () => rx.hits.length, n => n === before + 1)
  assert.equal(rx.hits.at(-1)?.deliveryId, d.deliveryId)
  await until(async () => (await list()).find(x => x.deliveryId === d.deliveryId), x => x?.status === 'delivered' && x.attempts === 5)

  const big = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, url: `${rx.url}/big`, topics: ['InvoiceReceived'], secureKey: KEY } })
  const bigHook = big.json().id as string
  const tenantId = (await t.wharf.knex('tenants').where({ name: 'deliveries' }).first()).id
  await t.admin('POST', '/admin/v1/events', { tenant: tenantId, topic: 'InvoiceReceived', partyId: PARTY })
  const [bd] = await until(async () => (await api(t, manager, 'GET', `/api/v1/hook/${bigHook}/deliveries`)).json().deliveries as Array<Record<string, any>>, ds => ds.length === 1 && ds[0].attempts === 1)
  const [attempt] = (await api(t, manager, 'GET', `/api/v1/hook/${bigHook}/deliveries/${bd.deliveryId as string}`)).json().attemptList
  assert.equal(attempt.statusCode, 502)
  assert.equal(attempt.errorCode, 'HTTP_ERROR')
  assert.equal(attempt.response, 'é'.repeat(512), 'the first 1024 bytes of the answer (512 two-byte characters)')
})

test('retry of a delivery waiting for its next attempt makes it due now', async () => {
  const dead = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, url: 'https://127.0.0.1:1/closed', topics: ['OrderResponseReceived'], secureKey: KEY } })
  const deadHook = dead.json().id as string
  const tenantId = (await t.wharf.knex('tenants').where({ name: 'deliveries' }).first()).id
  await t.admin('POST', '/admin/v1/events', { tenant: tenantId, topic: 'OrderResponseReceived', partyId: PARTY })
  const deliveries = async (): Promise<Array<Record<string, any>>> => (await api(t, manager, 'GET', `/api/v1/hook/${deadHook}/deliveries`)).json().deliveries
  const [waiting] = await until(deliveries, ds => ds.length === 1 && ds[0].attempts === 1)
  assert.equal(waiting.status, 'pending')
  assert.equal(Date.parse(waiting.nextAttemptOn), Date.parse(waiting.lastAttemptOn) + 1000, 'the schedule\'s first delay')
  await new Promise(resolve => setTimeout(resolve, 200))
  assert.equal((await deliveries())[0].attempts, 1, 'not due before the clock reaches it')
  const res = await api(t, manager, 'POST', `/api/v1/hook/${deadHook}/deliveries/${waiting.deliveryId as string}/retry`)
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(Date.parse(res.json().nextAttemptOn), t.clock.now())
  await until(deliveries, ds => ds[0].attempts === 2)
  assert.equal((await t.wharf.knex('jobs').where({ kind: 'hook.deliver' }).whereRaw("payload->>'deliveryId' = ?", [waiting.deliveryId])).length, 1, 'the same job, not a second one')
  await t.wharf.knex('hooks').where({ id: deadHook }).update({ is_active: false })
})

test('another tenant, unknown ids and bad input', async () => {
  const [d] = await list('?limit=1')
  for (const [method, url] of [['GET', `/api/v1/hook/${hookId}/deliveries`], ['GET', `/api/v1/hook/${hookId}/deliveries/${d.deliveryId as string}`], ['POST', `/api/v1/hook/${hookId}/deliveries/${d.deliveryId as string}/retry`], ['POST', `/api/v1/hook/${hookId}/deliveries/redrive`]] as const) {
    const res = await api(t, other, method, url, method === 'POST' ? { payload: {} } : {})
    assert.equal(res.statusCode, 404, `${method} ${url} of another tenant: ${res.body}`)
    assert.equal(res.json().code, 'NOT_FOUND')
  }
  assert.equal((await api(t, manager, 'GET', `/api/v1/hook/${hookId}/deliveries/00000000-0000-4000-8000-000000000000`)).statusCode, 404)
  assert.equal((await api(t, manager, 'POST', `/api/v1/hook/${hookId}/deliveries/00000000-0000-4000-8000-000000000000/retry`)).statusCode, 404)
  const cursor = await api(t, manager, 'GET', `/api/v1/hook/${hookId}/deliveries?cursor=bm9wZQ`)
  assert.equal(cursor.statusCode, 400)
  assert.equal(cursor.json().code, 'VALIDATION_FAILED')
  const status = await api(t, manager, 'POST', `/api/v1/hook/${hookId}/deliveries/redrive`, { payload: { status: 'lost' } })
  assert.equal(status.statusCode, 400)
  assert.equal(status.json().code, 'VALIDATION_FAILED')
  const extra = await api(t, manager, 'POST', `/api/v1/hook/${hookId}/deliveries/redrive`, { payload: { hook: 'x' } })
  assert.equal(extra.statusCode, 400)
  // A delivery whose event left the event log cannot be sent again: 410, and nothing changes.
  await t.wharf.knex('events').where({ id: d.eventId }).delete()
  const expired = await api(t, manager, 'POST', `/api/v1/hook/${hookId}/deliveries/${d.deliveryId as string}/retry`)
  assert.equal(expired.statusCode, 410, expired.body)
  assert.equal(expired.json().code, 'DELIVERY_EXPIRED')
  assert.equal((await list()).find(x => x.deliveryId === d.deliveryId)?.status, 'delivered')
  // An environment-level hook's deliveries carry every party's events: a token limited to one party gets 403 for them,
  // reading as well as sending again (the party's own hooks it manages as before).
  const envHook = await createHook(t, manager, { url: `${rx.url}/env`, topics: ['OrderReceived'], secureKey: KEY })
  const limited = await appToken(t, tenant.id, ['ApManager'], [PARTY])
  for (const [method, url] of [['GET', `/api/v1/hook/${envHook}/deliveries`], ['POST', `/api/v1/hook/${envHook}/deliveries/redrive`]] as const) {
    const res = await api(t, limited, method, url, method === 'POST' ? { payload: {} } : {})
    assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`)
    assert.equal(res.json().code, 'FORBIDDEN')
  }
  const fakeId = '00000000-0000-4000-8000-000000000000'
  for (const [method, url] of [['GET', `/api/v1/hook/${envHook}/deliveries/${fakeId}`], ['POST', `/api/v1/hook/${envHook}/deliveries/${fakeId}/retry`]] as const) {
    assert.equal((await api(t, limited, method, url)).statusCode, 403, `${method} ${url}`)
  }
  assert.equal((await api(t, manager, 'GET', `/api/v1/hook/${envHook}/deliveries`)).statusCode, 200)
  assert.equal((await api(t, limited, 'GET', `/api/v1/hook/${hookId}/deliveries`)).statusCode, 200)
  const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
  for (const p of ['/api/v1/hook/{id}/deliveries', '/api/v1/hook/{id}/deliveries/{deliveryId}', '/api/v1/hook/{id}/deliveries/{deliveryId}/retry', '/api/v1/hook/{id}/deliveries/redrive']) assert.ok(spec.paths[p] !== undefined, p)
})
