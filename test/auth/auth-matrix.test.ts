// The auth matrix of the foundation issue: both grants, every row of the spec's token error table, and every way a
// token can be refused on the API (expired, foreign key, alg none, HS256 with the public key, wrong environment,
// missing scope, missing party permission, wrong Subscription-Key, revoked application).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { SignJWT, generateKeyPair, base64url } from 'jose'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, party, requestToken, tenant, user } from '../helpers/fixtures.ts'
import { statementsDuring } from '../helpers/statements.ts'

let t: TestWharf
let acc: { id: string, subscriptionKey: string }
let manager: { clientId: string, clientSecret: string }
const PARTY_A = '0208:0123456749'
const PARTY_B = '0088:5790000435968'

before(async () => {
  t = await createTestWharf()
  acc = await tenant(t, 'acme')
  await party(t, acc.id, [PARTY_A], 'Party A')
  await party(t, acc.id, [PARTY_B], 'Party B')
  manager = await application(t, acc.id, ['ApManager'])
  await user(t, acc.id, 'alice', 'Secret!Pass123', [PARTY_A])
})
after(async () => { await t.close() })

test('client_credentials grant returns the spec token response', async () => {
  const res = await requestToken(t, { grant_type: 'client_credentials', client_id: manager.clientId, client_secret: manager.clientSecret, scope: 'ap' })
  assert.equal(res.status, 200)
  assert.deepEqual(Object.keys(res.body).sort(), ['access_token', 'expires_in', 'scope', 'token_type'])
  assert.equal(res.body.expires_in, 3600)
  assert.equal(res.body.token_type, 'Bearer')
  assert.equal(res.body.scope, 'ap')
  const me = await api(t, res.body.access_token as string, 'GET', '/api/v1/me')
  assert.equal(me.statusCode, 200)
  assert.equal(me.json().kind, 'application')
  assert.deepEqual(me.json().partyIds.sort(), [PARTY_B, PARTY_A].sort())
})

test('password grant returns a token limited to the user\'s parties', async () => {
  const res = await requestToken(t, { grant_type: 'password', client_id: manager.clientId, client_secret: manager.clientSecret, username: 'alice', password: 'Secret!Pass123', scope: 'ap' })
  assert.equal(res.status, 200, JSON.stringify(res.body))
  const me = await api(t, res.body.access_token as string, 'GET', '/api/v1/me')
  assert.equal(me.statusCode, 200)
  assert.equal(me.json().user.username, 'alice')
  assert.deepEqual(me.json().partyIds, [PARTY_A])
  assert.deepEqual(me.json().roles, ['ApUser'])
})

test('client credentials also work as HTTP Basic', async () => {
  const res = await t.app.inject({
    method: 'POST', url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'acceptance.wharf.test', authorization: `Basic ${Buffer.from(`${manager.clientId}:${manager.clientSecret}`).toString('base64')}` },
    payload: 'grant_type=client_credentials&scope=ap'
  })
  assert.equal(res.statusCode, 200, res.body)
})

test('token error table: exact statuses and OAuth2 error codes', async () => {
  const rows: Array<[Record<string, string>, number, string]> = [
    [{ grant_type: 'client_credentials', client_id: manager.clientId, client_secret: 'wrong', scope: 'ap' }, 401, 'invalid_client'],
    [{ grant_type: 'client_credentials', client_id: 'no-such-client', client_secret: 'x', scope: 'ap' }, 401, 'invalid_client'],
    [{ grant_type: 'password', client_id: manager.clientId, client_secret: manager.clientSecret, username: 'alice', password: 'Wrong!Pass123', scope: 'ap' }, 401, 'invalid_grant'],
    [{ grant_type: 'password', client_id: manager.clientId, client_secret: manager.clientSecret, username: 'nobody', password: 'Secret!Pass123', scope: 'ap' }, 401, 'invalid_grant'],
    [{ grant_type: 'authorization_code', client_id: manager.clientId, client_secret: manager.clientSecret, scope: 'ap' }, 400, 'unsupported_grant_type'],
    [{ grant_type: 'refresh_token', client_id: manager.clientId, client_secret: manager.clientSecret }, 400, 'unsupported_grant_type'],
    [{ client_id: manager.clientId, client_secret: manager.clientSecret }, 400, 'invalid_request'],
    [{ grant_type: 'client_credentials', client_id: manager.clientId, client_secret: manager.clientSecret, scope: 'admin' }, 400, 'invalid_scope']
  ]
  for (const [form, status, error] of rows) {
    const res = await requestToken(t, form)
    assert.equal(res.status, status, `${JSON.stringify(form)} -> ${JSON.stringify(res.body)}`)
    assert.equal(res.body.error, error)
    assert.equal(typeof res.body.error_description, 'string')
  }
  // wrong environment: valid acceptance credentials at the production identity server
  const wrongEnv = await requestToken(t, { grant_type: 'client_credentials', client_id: manager.clientId, client_secret: manager.clientSecret, scope: 'ap' }, 'production')
  assert.equal(wrongEnv.status, 401)
  assert.equal(wrongEnv.body.error, 'invalid_client')
})

test('a JSON token request is refused in the OAuth2 shape', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/connect/token', headers: { host: 'acceptance.wharf.test' }, payload: { grant_type: 'client_credentials' } })
  assert.equal(res.statusCode, 400)
  assert.equal(res.json().error, 'invalid_request')
})

test('API without, with malformed, and with garbage tokens: 401 in the error body shape', async () => {
  for (const auth of [undefined, 'Basic abc', 'Bearer', 'Bearer not.a.jwt', 'Bearer a.b.c']) {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { host: 'acceptance.wharf.test', ...(auth !== undefined ? { authorization: auth } : {}) } })
    assert.equal(res.statusCode, 401, String(auth))
    assert.equal(res.json().code, 'UNAUTHORIZED')
    assert.match(res.json().message, /^Unauthorized/)
    assert.match(String(res.headers['www-authenticate']), /^Bearer/)
  }
})

test('an expired token is refused (clock moved, not slept); a new token before expiry leaves the old one valid', async () => {
  const first = await clientToken(t, manager)
  t.clock.advance(3500 * 1000)
  const second = await clientToken(t, manager)
  assert.equal((await api(t, first, 'GET', '/api/v1/me')).statusCode, 200, 'old token still valid after renewal')
  assert.equal((await api(t, second, 'GET', '/api/v1/me')).statusCode, 200)
  t.clock.advance(101 * 1000) // first is now 3601 s old
  const expired = await api(t, first, 'GET', '/api/v1/me')
  assert.equal(expired.statusCode, 401)
  assert.match(expired.json().message, /expired/)
  assert.equal((await api(t, second, 'GET', '/api/v1/me')).statusCode, 200)
})

async function forge (header: Record<string, unknown>, key: Parameters<SignJWT['sign']>[0], claims: Record<string, unknown> = {}): Promise<string> {
  const good = await clientToken(t, manager)
  const payload = JSON.parse(Buffer.from(good.split('.')[1], 'base64url').toString())
  return await new SignJWT({ ...payload, ...claims }).setProtectedHeader(header as { alg: string }).sign(key)
}

test('a token signed by another key is refused, even with the real kid', async () => {
  const good = await clientToken(t, manager)
  const kid = JSON.parse(Buffer.from(good.split('.')[0], 'base64url').toString()).kid
  const { privateKey } = await generateKeyPair('ES256')
  for (const header of [{ alg: 'ES256', kid }, { alg: 'ES256', kid: 'unknown-kid' }]) {
    const res = await api(t, await forge(header, privateKey), 'GET', '/api/v1/me')
    assert.equal(res.statusCode, 401, JSON.stringify(header))
  }
})

test('alg none and HS256 signed with the public key are refused', async () => {
  const good = await clientToken(t, manager)
  const [h, p] = good.split('.')
  const header = JSON.parse(Buffer.from(h, 'base64url').toString())
  const none = `${base64url.encode(JSON.stringify({ ...header, alg: 'none' }))}.${p}.`
  assert.equal((await api(t, none, 'GET', '/api/v1/me')).statusCode, 401)
  const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json', headers: { host: 'acceptance.wharf.test' } })).json()
  const publicBytes = new TextEncoder().encode(JSON.stringify(jwks.keys[0]))
  const hs = await forge({ alg: 'HS256', kid: header.kid }, publicBytes)
  assert.equal((await api(t, hs, 'GET', '/api/v1/me')).statusCode, 401)
})

test('an acceptance token on production is refused, and the other way round', async () => {
  const prod = await tenant(t, 'acme-prod', 'production')
  const prodApp = await application(t, prod.id, ['ApManager'])
  const prodToken = await clientToken(t, prodApp, 'production')
  const accToken = await clientToken(t, manager)
  assert.equal((await api(t, accToken, 'GET', '/api/v1/me', { environment: 'production' })).statusCode, 401)
  assert.equal((await api(t, prodToken, 'GET', '/api/v1/me', { environment: 'acceptance' })).statusCode, 401)
  const me = await api(t, prodToken, 'GET', '/api/v1/me', { environment: 'production' })
  assert.equal(me.statusCode, 200)
  assert.equal(me.json().environment, 'production')
  // the two environments publish different keys
  const keys = async (env: string) => (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json', headers: { host: `${env}.wharf.test` } })).json().keys.map((k: { kid: string }) => k.kid)
  const [a, p] = [await keys('acceptance'), await keys('production')]
  assert.ok(a.length > 0 && p.length > 0)
  assert.equal(a.filter((k: string) => p.includes(k)).length, 0)
})

test('a valid token without scope ap is refused with 403', async () => {
  const noScope = await t.wharf.tokens.issue('acceptance', { sub: `app:${(await t.wharf.knex('applications').where({ client_id: manager.clientId }).first()).id}`, tenantId: acc.id, clientId: manager.clientId, scopes: ['openid'] })
  const res = await api(t, noScope, 'GET', '/api/v1/me')
  assert.equal(res.statusCode, 403)
  assert.equal(res.json().code, 'FORBIDDEN')
  assert.match(res.json().message, /scope/)
})

test('roles and party permissions: 403 when missing', async () => {
  const userApp = await application(t, acc.id, ['ApUser'], [PARTY_A])
  const token = await clientToken(t, userApp)
  assert.equal((await api(t, token, 'GET', `/api/v1/parties/${PARTY_A}`)).statusCode, 200)
  assert.equal((await api(t, token, 'GET', '/api/v1/parties/BE:EN:0123456749')).statusCode, 200, 'alias form resolves to the same party')
  const other = await api(t, token, 'GET', `/api/v1/parties/${PARTY_B}`)
  assert.equal(other.statusCode, 403, 'ApUser on a party it is not linked to')
  assert.match(other.json().message, /no permission on party/)
  const enrol = await api(t, token, 'POST', '/api/v1/parties', { payload: { ids: ['0208:0202239951'] } })
  assert.equal(enrol.statusCode, 403, 'ApUser may not enrol parties')
  // the password-grant user linked to A only
  const pw = await requestToken(t, { grant_type: 'password', client_id: manager.clientId, client_secret: manager.clientSecret, username: 'alice', password: 'Secret!Pass123', scope: 'ap' })
  assert.equal((await api(t, pw.body.access_token as string, 'GET', `/api/v1/parties/${PARTY_B}`)).statusCode, 403)
  // another tenant's party is as forbidden as a party that does not exist
  const other2 = await tenant(t, 'other')
  await party(t, other2.id, ['0208:0202239951'])
  assert.equal((await api(t, await clientToken(t, manager), 'GET', '/api/v1/parties/0208:0202239951')).statusCode, 403)
})

test('Subscription-Key: ignored when absent, must be the tenant\'s when sent', async () => {
  const token = await clientToken(t, manager)
  assert.equal((await api(t, token, 'GET', '/api/v1/me', { headers: { 'subscription-key': acc.subscriptionKey } })).statusCode, 200)
  const wrong = await api(t, token, 'GET', '/api/v1/me', { headers: { 'subscription-key': '0'.repeat(32) } })
  assert.equal(wrong.statusCode, 401)
  assert.match(wrong.json().message, /Subscription-Key/)
  const other = await tenant(t, 'subkey-other')
  assert.equal((await api(t, token, 'GET', '/api/v1/me', { headers: { 'subscription-key': other.subscriptionKey } })).statusCode, 401, 'another tenant\'s key')
})

test('a revoked application gets no tokens and its tokens stop working; another application of the tenant is unaffected', async () => {
  const a1 = await application(t, acc.id, ['ApUser'])
  const a2 = await application(t, acc.id, ['ApUser'])
  const t1 = await clientToken(t, a1)
  const revoke = await t.admin('POST', `/admin/v1/applications/${a1.clientId}/revoke`)
  assert.equal(revoke.statusCode, 200)
  const again = await requestToken(t, { grant_type: 'client_credentials', client_id: a1.clientId, client_secret: a1.clientSecret, scope: 'ap' })
  assert.equal(again.status, 401)
  assert.equal(again.body.error, 'invalid_client')
  assert.equal((await api(t, t1, 'GET', '/api/v1/me')).statusCode, 401)
  const t2 = await clientToken(t, a2)
  assert.equal((await api(t, t2, 'GET', '/api/v1/me')).statusCode, 200)
})

test('key rotation keeps tokens of the old key valid until they expire', async () => {
  const before = await clientToken(t, manager)
  const rot = await t.admin('POST', '/admin/v1/keys/rotate', { environment: 'acceptance' })
  assert.equal(rot.statusCode, 200)
  assert.ok(rot.json().published.length >= 2)
  const after = await clientToken(t, manager)
  assert.notEqual(JSON.parse(Buffer.from(before.split('.')[0], 'base64url').toString()).kid, JSON.parse(Buffer.from(after.split('.')[0], 'base64url').toString()).kid)
  assert.equal((await api(t, before, 'GET', '/api/v1/me')).statusCode, 200)
  t.clock.advance(3700 * 1000)
  assert.equal((await api(t, before, 'GET', '/api/v1/me')).statusCode, 401)
})

test('a party path reads the principal and its party in one statement, with the answers of separate reads', async () => {
  const token = await clientToken(t, manager)
  const partyReads = async (path: string): Promise<{ status: number, reads: number, message: string }> => {
    let res: Awaited<ReturnType<typeof api>> | undefined
    const sql = await statementsDuring(t.wharf, async () => { res = await api(t, token, 'GET', path) })
    const r = res as Awaited<ReturnType<typeof api>>
    return { status: r.statusCode, reads: sql.filter(s => /applications|party_identifiers/.test(s)).length, message: r.statusCode === 200 ? '' : r.json().message }
  }
  const ok = await partyReads(`/api/v1/parties/${PARTY_A}`)
  assert.deepEqual(ok, { status: 200, reads: 1, message: '' })
  assert.equal((await api(t, token, 'GET', `/api/v1/parties/${PARTY_A}`)).json().name, 'Party A')
  // a party of no one, and one that does not parse: refused as before (the second by the separate read, after the role)
  const unknown = await partyReads('/api/v1/parties/0060:123456789')
  assert.equal(unknown.status, 403)
  assert.match(unknown.message, /no permission on party 0060:123456789/)
  const malformed = await api(t, token, 'GET', '/api/v1/parties/nonsense')
  assert.equal(malformed.statusCode, 400, malformed.body)
  // another tenant's party: as if there were none, also in the combined read
  await party(t, (await tenant(t, 'combined-other')).id, ['0060:987654321'])
  assert.equal((await partyReads('/api/v1/parties/0060:987654321')).status, 403)
  // a revoked application is 401 on a party path too, before any party question
  const app = await application(t, acc.id, ['ApManager'])
  const revokedToken = await clientToken(t, app)
  assert.equal((await t.admin('POST', `/admin/v1/applications/${app.clientId}/revoke`)).statusCode, 200)
  assert.equal((await api(t, revokedToken, 'GET', `/api/v1/parties/${PARTY_A}`)).statusCode, 401)
})
