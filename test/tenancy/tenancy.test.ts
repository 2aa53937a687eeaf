// Tenancy through the admin API: party identifiers (alias and numeric forms, check digits, uniqueness per
// environment), the password policy, hashed secrets, and the absence of secrets from the logs.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, party, requestToken, tenant, user } from '../helpers/fixtures.ts'

let t: TestWharf
before(async () => { t = await createTestWharf({ LOG_LEVEL: 'trace' }) })
after(async () => { await t.close() })

test('alias and numeric forms of one identifier resolve to one party', async () => {
  const acme = await tenant(t, 'ids')
  const p = await party(t, acme.id, ['BE:EN:0202239951', '9925:BE0202239951'], 'Belgian party')
  assert.deepEqual(p.identifiers.sort(), ['0208:0202239951', '9925:BE0202239951'])
  for (const form of ['0208:0202239951', 'BE:EN:0202239951', 'be:en:0202239951', 'iso6523-actorid-upis::0208:0202239951', 'BE:VAT:BE0202239951', '9925:be0202239951', '9925:0202239951']) {
    const res = await t.admin('POST', '/admin/v1/parties/identifiers', { tenant: acme.id, party: form, id: '0088:5790000435968' })
    assert.equal(res.statusCode, 200, `${form}: ${res.body}`)
    assert.equal(res.json().id, p.id, form)
  }
  const again = await t.admin('POST', '/admin/v1/parties', { tenant: acme.id, ids: ['0208:0202239951'] })
  assert.equal(again.statusCode, 409)
  assert.equal(again.json().code, 'PARTY_ID_TAKEN')
  const viaAlias = await t.admin('POST', '/admin/v1/parties', { tenant: acme.id, ids: ['BE:EN:0202239951'] })
  assert.equal(viaAlias.statusCode, 409, 'the alias form is the same identifier')
})

test('one identifier belongs to at most one party per environment, also across tenants', async () => {
  const a = await tenant(t, 'first')
  const b = await tenant(t, 'second')
  await party(t, a.id, ['0088:4000001000005'])
  const taken = await t.admin('POST', '/admin/v1/parties', { tenant: b.id, ids: ['0088:4000001000005'] })
  assert.equal(taken.statusCode, 409)
  const prod = await tenant(t, 'first-prod', 'production')
  await party(t, prod.id, ['0088:4000001000005'])
})

test('invalid identifiers are refused with INVALID_PARTY_ID and the reason', async () => {
  const acme = await tenant(t, 'invalid-ids')
  const cases: Array<[string, RegExp]> = [
    ['0208:0123456789', /check digits/],
    ['0088:5790000435969', /check digits/],
    ['9925:BE0123456789', /check digits/],
    ['0208:123', /0208|BE:EN/],
    ['XX:YY:123', /scheme/i],
    ['nonsense', /.+/]
  ]
  for (const [id, why] of cases) {
    const res = await t.admin('POST', '/admin/v1/parties', { tenant: acme.id, ids: [id] })
    assert.equal(res.statusCode, 400, id)
    assert.equal(res.json().code, 'INVALID_PARTY_ID', id)
    assert.match(res.json().message, why, id)
  }
})

test('partner tenants allow only letters, digits and ! in user passwords; direct tenants allow more', async () => {
  const partner = await tenant(t, 'partner-pw')
  await party(t, partner.id, ['0088:5000000000029'])
  const bad = await t.admin('POST', '/admin/v1/users', { tenant: partner.id, username: 'carol', password: 'Pass#word123', parties: ['0088:5000000000029'] })
  assert.equal(bad.statusCode, 400)
  assert.equal(bad.json().code, 'WEAK_PASSWORD')
  assert.match(bad.json().message, /exclamation mark/)
  assert.equal(bad.json().details.position, 5)
  assert.doesNotMatch(bad.body, /Pass#word123/, 'the password is not echoed')
  await user(t, partner.id, 'carol', 'Pass!word123', ['0088:5000000000029'])
  const short = await t.admin('POST', '/admin/v1/users', { tenant: partner.id, username: 'dave', password: 'Ab1!', parties: ['0088:5000000000029'] })
  assert.equal(short.json().details.rule, 'min-length')

  const direct = await tenant(t, 'direct-pw', 'acceptance', 'direct')
  await party(t, direct.id, ['0088:5000000000036'])
  await user(t, direct.id, 'erin', 'Pass#word 123', ['0088:5000000000036'])
})

test('a user can be linked to several parties and sees exactly those', async () => {
  const acme = await tenant(t, 'multi')
  await party(t, acme.id, ['0106:12345678'])
  await party(t, acme.id, ['0190:00000001234567890000'])
  await party(t, acme.id, ['9944:NL123456789B01'])
  const app = await application(t, acme.id, ['ApUser'])
  await user(t, acme.id, 'frank', 'Frank!12345', ['NL:KVK:12345678', '0190:00000001234567890000'])
  const tok = await requestToken(t, { grant_type: 'password', client_id: app.clientId, client_secret: app.clientSecret, username: 'frank', password: 'Frank!12345', scope: 'ap' })
  const me = await api(t, tok.body.access_token as string, 'GET', '/api/v1/me')
  assert.deepEqual(me.json().partyIds.sort(), ['0106:12345678', '0190:00000001234567890000'])
  assert.equal(me.json().allParties, false)
})

test('secrets are stored only as scrypt hashes and never appear in the logs', async () => {
  const acme = await tenant(t, 'secrets')
  await party(t, acme.id, ['0088:5000000000043'])
  const app = await application(t, acme.id, ['ApManager'])
  const password = 'Hidden!Password42'
  await user(t, acme.id, 'grace', password, ['0088:5000000000043'])
  const token = await clientToken(t, app)
  const pw = await requestToken(t, { grant_type: 'password', client_id: app.clientId, client_secret: app.clientSecret, username: 'grace', password, scope: 'ap' })
  await requestToken(t, { grant_type: 'password', client_id: app.clientId, client_secret: app.clientSecret, username: 'grace', password: 'Wrong!Password42', scope: 'ap' })
  await api(t, token, 'GET', '/api/v1/me', { headers: { 'subscription-key': acme.subscriptionKey } })

  const appRow = await t.wharf.knex('applications').where({ client_id: app.clientId }).first()
  assert.match(appRow.secret_hash, /^scrypt\$/)
  assert.ok(!JSON.stringify(appRow).includes(app.clientSecret))
  const userRow = await t.wharf.knex('users').where({ username: 'grace' }).first()
  assert.match(userRow.password_hash, /^scrypt\$/)
  const keyRows = await t.wharf.knex('subscription_keys').where({ tenant_id: acme.id })
  assert.ok(!JSON.stringify(keyRows).includes(acme.subscriptionKey))
  const signing = await t.wharf.knex('signing_keys').select('private_jwk_sealed')
  assert.ok(signing.every(r => String(r.private_jwk_sealed).startsWith('v1.')), 'signing keys are sealed at rest')

  const logs = t.logs()
  assert.ok(logs.length > 1000, 'the app did log')
  for (const secret of [app.clientSecret, password, 'Wrong!Password42', token, pw.body.access_token as string, acme.subscriptionKey, t.adminToken]) {
    assert.ok(!logs.includes(secret), `a secret leaked into the logs: ${secret.slice(0, 6)}...`)
  }
})

test('the API documents itself: OpenAPI at /openapi.json, Swagger UI at /docs', async () => {
  const spec = await t.app.inject({ method: 'GET', url: '/openapi.json' })
  assert.equal(spec.statusCode, 200)
  const doc = spec.json()
  assert.equal(doc.openapi, '3.0.3')
  for (const path of ['/connect/token', '/api/v1/me', '/api/v1/parties/{partyId}', '/admin/v1/tenants', '/health']) assert.ok(doc.paths[path], path)
  assert.ok(doc.components.schemas.ErrorBody)
  const ui = await t.app.inject({ method: 'GET', url: '/docs/' })
  assert.equal(ui.statusCode, 200)
  assert.match(ui.body, /swagger/i)
})

test('errors share one body shape: unknown route, bad JSON, schema violation, oversized body, admin without token', async () => {
  const shape = (res: { statusCode: number, json: () => Record<string, unknown> }, status: number, code: string): void => {
    assert.equal(res.statusCode, status)
    const body = res.json()
    assert.equal(body.code, code)
    assert.equal(typeof body.message, 'string')
  }
  shape(await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: { authorization: 'Bearer x' } }), 401, 'UNAUTHORIZED')
  shape(await t.app.inject({ method: 'GET', url: '/nothing-here' }), 404, 'NOT_FOUND')
  shape(await t.app.inject({ method: 'POST', url: '/admin/v1/tenants', headers: { authorization: `Bearer ${t.adminToken}`, 'content-type': 'application/json' }, payload: '{"name":' }), 400, 'BAD_REQUEST')
  const invalid = await t.admin('POST', '/admin/v1/tenants', { name: 'x', environment: 'staging' })
  shape(invalid, 400, 'VALIDATION_FAILED')
  assert.ok(Array.isArray(invalid.json().details.errors))
  shape(await t.app.inject({ method: 'POST', url: '/admin/v1/tenants', headers: { authorization: `Bearer ${t.adminToken}`, 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x'.repeat(11 * 1024 * 1024) }) }), 413, 'PAYLOAD_TOO_LARGE')
  shape(await t.app.inject({ method: 'GET', url: '/admin/v1/tenants' }), 401, 'UNAUTHORIZED')
  shape(await t.app.inject({ method: 'GET', url: '/admin/v1/tenants', headers: { authorization: 'Bearer wrong' } }), 401, 'UNAUTHORIZED')
})
