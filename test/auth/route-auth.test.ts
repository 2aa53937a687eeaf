// Authentication is decided by the matched route, never by the URL's text (issue 15, defect 1): a percent-encoded,
// double-encoded or case-variant path reaches the same route, so it gets the same 401, or no route at all (404);
// never 200 without a token, never a 500.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, party, tenant } from '../helpers/fixtures.ts'
import { authPlugin } from '../../core/http/auth.ts'

let t: TestWharf
const PARTY = '0208:0123456749'

before(async () => {
  t = await createTestWharf()
  const acme = await tenant(t, 'acme')
  await party(t, acme.id, [PARTY], 'Party A')
})
after(async () => { await t.close() })

let cached: string | undefined
async function userToken (): Promise<string> {
  cached ??= await clientToken(t, await application(t, 'acme', ['ApUser']))
  return cached
}

// Private routes, each with spellings a router may decode to it.
const PRIVATE: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string]> = [
  ['GET', '/api/v1/peppol/deliveryOption?partyIds=0208:0123456749'],
  ['GET', '/api/v1/me'],
  ['GET', '/api/v1/parties'],
  ['GET', '/api/v1/hook'],
  ['GET', '/api/v1/events'],
  ['GET', '/api/v1/queryRecipientParty?partyId=0208:0123456749'],
  ['GET', `/api/v1/${PARTY}/documents`],
  ['GET', '/api/v1/peppol/config'],
  ['POST', '/api/v1/parties']
]

const variants = (url: string): string[] => [
  url,
  url.replace('/api/', '/%61pi/'),
  url.replace('/api/', '/%61%70%69/'),
  url.replace('/api/v1/', '/api/%76%31/'),
  url.replace('/api/v1/me', '/api/v1/%6De'),
  url.replace('/api/', '/%2561pi/'),
  url.replace('/api/', '/API/'),
  url.replace('/api/', '/Api/')
]

for (const [method, url] of PRIVATE) {
  test(`${method} ${url.split('?')[0]}: every spelling answers 401 (or 404) without a token`, async () => {
    for (const u of new Set(variants(url))) {
      const res = await api(t, undefined, method, u, method === 'POST' ? { payload: {} } : {})
      assert.ok(res.statusCode === 401 || res.statusCode === 404, `${method} ${u} answered ${res.statusCode}: ${res.body}`)
      assert.equal(res.json().code, res.statusCode === 401 ? 'UNAUTHORIZED' : 'NOT_FOUND', `${method} ${u}: ${res.body}`)
    }
  })

  test(`${method} ${url.split('?')[0]}: every spelling answers 401 with a malformed token`, async () => {
    for (const u of new Set(variants(url))) {
      const res = await api(t, 'not.a.token', method, u, method === 'POST' ? { payload: {} } : {})
      assert.ok(res.statusCode === 401 || res.statusCode === 404, `${method} ${u} answered ${res.statusCode}: ${res.body}`)
    }
  })
}

test('the encoded path really reaches the private route: with a valid token it answers like the plain one', async () => {
  const token = await userToken()
  for (const u of ['/api/v1/me', '/%61pi/v1/me', '/api/v1/%6De']) {
    const res = await api(t, token, 'GET', u)
    assert.equal(res.statusCode, 200, `${u}: ${res.body}`)
  }
})

test('public routes stay public under every spelling', async () => {
  for (const u of ['/health', '/%68ealth', '/.well-known/jwks.json', '/.well-known/%6Awks.json', '/openapi.json', '/docs/json']) {
    const res = await api(t, undefined, 'GET', u)
    assert.equal(res.statusCode, 200, `${u}: ${res.body}`)
  }
  // The SMP answers a participant's metadata without a token (404 for one it does not know, never 401).
  const smp = await api(t, undefined, 'GET', '/iso6523-actorid-upis%3A%3A0208%3A0000000000')
  assert.equal(smp.statusCode, 404, smp.body)
})

test('admin routes need the admin token under every spelling; a tenant token is not one', async () => {
  for (const u of ['/admin/v1/tenants', '/%61dmin/v1/tenants', '/admin/v1/%74enants', '/%2561dmin/v1/tenants']) {
    const res = await api(t, undefined, 'GET', u)
    assert.ok(res.statusCode === 401 || res.statusCode === 404, `${u} answered ${res.statusCode}`)
  }
  const ok = await t.app.inject({ method: 'GET', url: '/%61dmin/v1/tenants', headers: { authorization: `Bearer ${t.adminToken}` } })
  assert.equal(ok.statusCode, 200, ok.body)
})

test('an unknown path under /api answers 401 without a token (404 with one); elsewhere 404', async () => {
  for (const u of ['/api/v1/nothing-here', '/%61pi/v1/nothing-here', '/api/', '/%2561pi/v1/me']) {
    const res = await api(t, undefined, 'GET', u)
    const expected = u.startsWith('/%25') ? 404 : 401
    assert.equal(res.statusCode, expected, `${u}: ${res.body}`)
  }
  const res = await api(t, await userToken(), 'GET', '/%61pi/v1/nothing-here')
  assert.equal(res.statusCode, 404, res.body)
  assert.equal(res.json().code, 'NOT_FOUND')
  const other = await api(t, undefined, 'GET', '/nothing/here/at/all')
  assert.equal(other.statusCode, 404, other.body)
  assert.equal(other.json().code, 'NOT_FOUND')
})

test('an app with a route that declares no authentication does not start', async () => {
  const app = Fastify()
  await app.register(authPlugin, { wharf: t.wharf, environmentOf: () => 'acceptance' })
  app.get('/public', { config: { auth: 'public' } }, async () => 'ok')
  await assert.rejects(async () => {
    app.get('/api/v1/forgotten', async () => 'secret')
    await app.ready()
  }, /GET \/api\/v1\/forgotten declares no authentication/)
  await app.close().catch(() => {})
})

test('a route in a plugin scope without a declaration does not start either', async () => {
  const app = Fastify()
  await app.register(authPlugin, { wharf: t.wharf, environmentOf: () => 'acceptance' })
  app.register(async scoped => { scoped.post('/inbound/thing', async () => 'x') })
  await assert.rejects(async () => { await app.ready() }, /POST \/inbound\/thing declares no authentication/)
  await app.close().catch(() => {})
})
