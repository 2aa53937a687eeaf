// A path that exists with other methods answers 405 METHOD_NOT_ALLOWED (the catalogue's code) with an Allow header,
// in the one error body; a path that does not exist at all answers 404 NOT_FOUND (core/http/error-handler.ts).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { api } from '../helpers/fixtures.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'

const PARTY = '0208:0123456749'
const t = await openWharf()
const { token } = await tenantWithParties(t, 'methods', [PARTY])

test('a wrong method on an existing path: 405 with Allow; an unknown path: 404', async () => {
  const me = await api(t, token, 'POST', '/api/v1/me', { payload: {} })
  assert.equal(me.statusCode, 405, me.body)
  assert.equal(me.json().code, 'METHOD_NOT_ALLOWED')
  assert.equal(me.headers.allow, 'GET, HEAD')
  assert.ok(typeof me.json().requestId === 'string')
  const hook = await api(t, token, 'POST', '/api/v1/hook/00000000-0000-4000-8000-000000000000', { payload: {} })
  assert.equal(hook.statusCode, 405, hook.body)
  assert.deepEqual(hook.json().details.allowed, ['GET', 'PUT', 'DELETE'])
  const docs = await api(t, token, 'DELETE', `/api/v1/${PARTY}/documents`)
  assert.equal(docs.statusCode, 405)
  assert.equal(docs.headers.allow, 'GET, HEAD')
  const unknown = await api(t, token, 'GET', '/api/v1/no-such-thing')
  assert.equal(unknown.statusCode, 404)
  assert.equal(unknown.json().code, 'NOT_FOUND')
  // Without a token the /api catch-all still asks for one first: nothing about the routes is told to strangers.
  assert.equal((await api(t, undefined, 'POST', '/api/v1/me', { payload: {} })).statusCode, 401)
  assert.equal((await t.app.inject({ method: 'POST', url: '/health' })).statusCode, 405)
  // The SMP's /{participant} matches any one-segment path: an unknown one stays 404 whatever the method.
  assert.equal((await t.app.inject({ method: 'POST', url: '/no-such-path', headers: { host: 'acceptance.wharf.test' } })).statusCode, 404)
})
