// Hooks API: create, list, read, update (add a topic), delete; validation errors; secrets sealed and shown once;
// roles and party scope; another tenant's hook ids.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { api } from '../helpers/fixtures.ts'
import { pluginsConfig } from '../helpers/cleanup.ts'
import { appToken, openWharf, tenantWithParties } from '../helpers/setup.ts'

const A = '0208:0123456749'
const B = '0088:5790000435968'

// The peppol channel enabled for tenant "hooks" only: a hook on a channel not enabled for the tenant is refused.
const t = await openWharf({ WHARF_PLUGINS_CONFIG: pluginsConfig({ 'peppol-as4': { enabled: false, tenants: { hooks: { enabled: true } } } }, 'wharf-hooks-') })
const acme = await tenantWithParties(t, 'hooks', [A, B])
const manager = acme.token
const userA = await appToken(t, acme.id, ['ApUser'], [A])
const otherTenant = (await tenantWithParties(t, 'hooks-other', [])).token

test('create, read, list, add a topic, delete', async () => {
  const created = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: 'BE:EN:0123456749', url: 'https://example.test/hook', topic: 'InvoiceReceived', name: 'erp' } })
  assert.equal(created.statusCode, 201, created.body)
  const hook = created.json()
  assert.equal(hook.partyId, A, 'alias normalised to the numeric form')
  assert.deepEqual(hook.topics, ['InvoiceReceived'])
  assert.equal(hook.topic, 'InvoiceReceived', 'the single topic also as topic, the field it was given in')
  assert.equal(hook.action, 'webhook')
  assert.ok(hook.secureKey.length >= 32, 'a generated secureKey is returned once, in full')
  const read = await api(t, manager, 'GET', `/api/v1/hook/${hook.id}`)
  assert.equal(read.statusCode, 200)
  assert.equal(read.json().secureKey, `…${hook.secureKey.slice(-4)}`, 'afterwards only a hint')
  const row = await t.wharf.knex('hooks').where({ id: hook.id }).first()
  assert.ok(!JSON.stringify(row).includes(hook.secureKey), 'secureKey sealed at rest')
  assert.equal((await t.wharf.hooks.withSecrets(hook.id))?.secureKey, hook.secureKey)

  const put = await api(t, manager, 'PUT', `/api/v1/hook/${hook.id}`, { payload: { topics: ['InvoiceReceived', 'InvoiceSent*'] } })
  assert.equal(put.statusCode, 200, put.body)
  assert.deepEqual(put.json().topics, ['InvoiceReceived', 'InvoiceSent*'])
  assert.equal(put.json().topic, null, 'two topics: topics only')
  assert.equal(put.json().url, 'https://example.test/hook', 'fields not sent are kept')
  assert.equal((await t.wharf.hooks.withSecrets(hook.id))?.secureKey, hook.secureKey, 'key kept')

  const list = await api(t, userA, 'GET', `/api/v1/hook?partyId=${A}&topic=InvoiceReceived`)
  assert.equal(list.statusCode, 200)
  assert.deepEqual(list.json().hooks.map((h: { id: string }) => h.id), [hook.id])

  assert.equal((await api(t, manager, 'DELETE', `/api/v1/hook/${hook.id}`)).statusCode, 204)
  assert.equal((await api(t, manager, 'GET', `/api/v1/hook/${hook.id}`)).statusCode, 404)
  assert.ok((await t.wharf.knex('hooks').where({ id: hook.id }).first()).deleted_at !== null, 'soft-deleted: queued deliveries can finish')
})

test('validation: https only, topics required, filter syntax with position, output rules, mlsType, unknown fields', async () => {
  const bad = async (payload: Record<string, unknown>, pattern: RegExp): Promise<void> => {
    const res = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: A, ...payload } })
    assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`)
    assert.equal(res.json().code, 'VALIDATION_FAILED')
    assert.match(res.json().message, pattern)
  }
  await bad({ url: 'http://example.test/hook', topic: 'InvoiceReceived' }, /https/)
  await bad({ url: 'https://example.test/hook' }, /topic/)
  await bad({ url: 'https://example.test/hook', topics: ['Invoice Received'] }, /topic/)
  await bad({ url: 'https://example.test/hook', topic: 'InvoiceReceived', filter: "sender == '0208:1' &&" }, /position \d+/)
  await bad({ url: 'https://example.test/hook', topic: 'InvoiceReceived', filter: 'color == 1' }, /color|unknown|name/i)
  await bad({ url: 'https://example.test/hook', topic: 'Send*', output: [{ when: 'sometimes', topic: 'Send*Fallback' }] }, /output|when/i)
  await bad({ url: 'https://example.test/hook', topic: 'InvoiceReceived', mlsType: 'NEVER' }, /mlsType|must/)
  await bad({ url: 'https://example.test/hook', topic: 'InvoiceReceived', colour: 'red' }, /./)
  await bad({ topic: 'InvoiceReceived' }, /url/)
  const filterErr = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: A, url: 'https://example.test/h', topic: 'InvoiceReceived', filter: "sender == 'x' && (" } })
  assert.equal(typeof filterErr.json().details.position, 'number')
})

test('filters, output rules and channel hooks without a URL are accepted', async () => {
  const res = await api(t, manager, 'POST', '/api/v1/hook', {
    payload: { partyId: A, action: 'peppol', topics: ['Send*'], output: [{ when: '400,404,500', topic: 'Send*Fallback' }], mlsType: 'FAILURE_ONLY', filter: "x => x.recipient.startsWith('0208:')" }
  })
  assert.equal(res.statusCode, 201, res.body)
  assert.equal(res.json().url, null)
})

test('/api/v1-beta/hook: where the interface puts output rules; the same hook on both versions, same auth and tenancy', async () => {
  const output = [{ when: '4xx', topic: 'Send*Fallback' }, { when: 'not-registered', topic: 'Send*Fallback' }]
  const made = await api(t, manager, 'POST', '/api/v1-beta/hook', { payload: { partyId: A, action: 'peppol', topics: ['Send*'], output } })
  assert.equal(made.statusCode, 201, made.body)
  const id = made.json().id
  assert.deepEqual(made.json().output, output)
  assert.deepEqual((await api(t, manager, 'GET', `/api/v1/hook/${id}`)).json().output, output, 'read back on v1')
  const changed = await api(t, manager, 'PUT', `/api/v1-beta/hook/${id}`, { payload: { output: [{ when: '500', topic: 'Send*Fallback' }] } })
  assert.equal(changed.statusCode, 200, changed.body)
  assert.deepEqual((await api(t, userA, 'GET', `/api/v1-beta/hook/${id}`)).json().output, [{ when: '500', topic: 'Send*Fallback' }])
  assert.ok((await api(t, userA, 'GET', '/api/v1-beta/hook')).json().hooks.some((h: { id: string }) => h.id === id))
  const bad = await api(t, manager, 'POST', '/api/v1-beta/hook', { payload: { partyId: A, action: 'peppol', topics: ['Send*'], output: [{ when: 'sometimes', topic: 'X' }] } })
  assert.equal(bad.statusCode, 400, 'rules are checked the same way')
  assert.equal((await api(t, userA, 'DELETE', `/api/v1-beta/hook/${id}`)).statusCode, 403, 'ApUser may not delete')
  assert.equal((await api(t, otherTenant, 'GET', `/api/v1-beta/hook/${id}`)).statusCode, 404, 'another tenant')
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1-beta/hook' })).statusCode, 401, 'no token')
  assert.equal((await api(t, manager, 'DELETE', `/api/v1-beta/hook/${id}`)).statusCode, 204)
  assert.equal((await api(t, manager, 'GET', `/api/v1/hook/${id}`)).statusCode, 404)
})

test('roles and scope: ApUser reads but does not change; party scope; environment level needs every party', async () => {
  assert.equal((await api(t, userA, 'POST', '/api/v1/hook', { payload: { partyId: A, url: 'https://example.test/h', topic: 'InvoiceReceived' } })).statusCode, 403)
  const envHook = await api(t, manager, 'POST', '/api/v1/hook', { payload: { url: 'https://example.test/env', topic: '*Received' } })
  assert.equal(envHook.statusCode, 201)
  assert.equal(envHook.json().partyId, null)
  const onB = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: B, url: 'https://example.test/b', topic: 'InvoiceReceived' } })
  assert.equal((await api(t, userA, 'GET', `/api/v1/hook/${onB.json().id}`)).statusCode, 404, 'a hook of a party the token may not act for')
  const seen = (await api(t, userA, 'GET', '/api/v1/hook')).json().hooks.map((h: { id: string }) => h.id)
  assert.ok(seen.includes(envHook.json().id))
  assert.ok(!seen.includes(onB.json().id))
  // A manager limited to party A reads the environment-level hook, but may neither redirect nor delete it: it receives
  // party B's events too.
  const managerA = await appToken(t, acme.id, ['ApManager'], [A])
  const envId = envHook.json().id as string
  assert.equal((await api(t, managerA, 'GET', `/api/v1/hook/${envId}`)).statusCode, 200)
  for (const base of ['/api/v1', '/api/v1-beta']) {
    const redirect = await api(t, managerA, 'PUT', `${base}/hook/${envId}`, { payload: { url: 'https://attacker.example.test/env' } })
    assert.equal(redirect.statusCode, 403, redirect.body)
    assert.equal(redirect.json().code, 'FORBIDDEN')
    assert.equal((await api(t, managerA, 'DELETE', `${base}/hook/${envId}`)).statusCode, 403)
  }
  assert.equal((await api(t, managerA, 'POST', `/api/v1/hook/${envId}/test`)).statusCode, 403, 'nor send it a test event')
  assert.equal((await api(t, manager, 'GET', `/api/v1/hook/${envId}`)).json().url, 'https://example.test/env', 'unchanged')
  const own = await api(t, managerA, 'POST', '/api/v1/hook', { payload: { partyId: A, url: 'https://example.test/a', topic: 'InvoiceReceived' } })
  assert.equal(own.statusCode, 201, own.body)
  assert.equal((await api(t, managerA, 'PUT', `/api/v1/hook/${own.json().id as string}`, { payload: { url: 'https://example.test/a2' } })).statusCode, 200, 'its own party\'s hook it changes')
  assert.equal((await api(t, managerA, 'PUT', `/api/v1/hook/${own.json().id as string}`, { payload: { partyId: null } })).statusCode, 403, 'nor may it widen its own hook to every party')
})

test('another tenant cannot see, change or delete a hook', async () => {
  const mine = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: A, url: 'https://example.test/mine', topic: 'InvoiceReceived' } })
  const id = mine.json().id
  assert.equal((await api(t, otherTenant, 'GET', `/api/v1/hook/${id}`)).statusCode, 404)
  assert.equal((await api(t, otherTenant, 'PUT', `/api/v1/hook/${id}`, { payload: { isActive: false } })).statusCode, 404)
  assert.equal((await api(t, otherTenant, 'DELETE', `/api/v1/hook/${id}`)).statusCode, 404)
  assert.equal((await api(t, otherTenant, 'POST', '/api/v1/hook', { payload: { partyId: A, url: 'https://example.test/x', topic: 'InvoiceReceived' } })).statusCode, 403)
  assert.equal((await api(t, manager, 'GET', `/api/v1/hook/${id}`)).json().isActive, true)
})

test('OAuth2 and mTLS settings keep their secrets write-only', async () => {
  const res = await api(t, manager, 'POST', '/api/v1/hook', {
    payload: { partyId: A, url: 'https://example.test/o', topic: 'InvoiceReceived', auth: { type: 'oauth2', tokenUrl: 'https://idp.example.test/token', clientId: 'wharf', clientSecret: 'very-secret-value' } }
  })
  assert.equal(res.statusCode, 201, res.body)
  assert.ok(!res.body.includes('very-secret-value'))
  assert.equal(res.json().auth.clientId, 'wharf')
  const again = await api(t, manager, 'PUT', `/api/v1/hook/${res.json().id}`, { payload: { name: 'renamed' } })
  assert.equal(again.statusCode, 200)
  assert.equal((await t.wharf.hooks.withSecrets(res.json().id))?.authSecret, 'very-secret-value')
})

test('DELETE with Content-Type application/json and no body (as many HTTP clients send it): 204; malformed JSON is still 400', async () => {
  const hook = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: A, url: 'https://example.test/del', topic: 'InvoiceReceived' } })
  const del = await api(t, manager, 'DELETE', `/api/v1/hook/${hook.json().id as string}`, { headers: { 'content-type': 'application/json' } })
  assert.equal(del.statusCode, 204, del.body)
  const broken = await api(t, manager, 'POST', '/api/v1/hook', { payload: '{"url":', headers: { 'content-type': 'application/json' } })
  assert.equal(broken.statusCode, 400)
  assert.equal(broken.json().code, 'BAD_REQUEST')
  const poisoned = await api(t, manager, 'POST', '/api/v1/hook', { payload: '{"__proto__":{"x":1},"url":"https://example.test/p","topic":"InvoiceReceived"}', headers: { 'content-type': 'application/json' } })
  assert.equal(poisoned.statusCode, 400, 'prototype poisoning refused as before')
  const empty = await api(t, manager, 'POST', '/api/v1/hook', { payload: '', headers: { 'content-type': 'application/json' } })
  assert.equal(empty.statusCode, 400, 'a route that needs a body says so')
  assert.equal(empty.json().code, 'VALIDATION_FAILED')
})
