// End-customer users managed by the integrator through /api/v1/users (issue 18, point 8): create under the tenant's
// password rule, list, link parties, reset the password (earlier tokens refused), disable and enable; a manager
// limited to some parties reaches only users of those parties; ApUser and other tenants are refused.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { api, application, clientToken, requestToken } from '../helpers/fixtures.ts'
import { appToken, openWharf, tenantWithParties } from '../helpers/setup.ts'

const A = '0208:0123456749'
const B = '0088:5790000435968'

const t = await openWharf()
// Tokens: ApManager of the tenant, ApManager limited to party A, ApUser, ApManager of another tenant.
const { id: acmeId, token: manager } = await tenantWithParties(t, 'users-api', [A, B])
const app = await application(t, acmeId, ['ApUser'])
const managerOfA = await appToken(t, acmeId, ['ApManager'], [A])
const plainUser = await appToken(t, acmeId, ['ApUser'])
const otherTenant = (await tenantWithParties(t, 'users-other', [])).token

const login = async (username: string, password: string): Promise<{ status: number, body: Record<string, unknown> }> =>
  await requestToken(t, { grant_type: 'password', client_id: app.clientId, client_secret: app.clientSecret, username, password })
const partiesOf = async (token: string): Promise<string[]> =>
  (await api(t, token, 'GET', '/api/v1/parties')).json().parties.flatMap((p: { identifiers: string[] }) => p.identifiers).sort()

test('create, log in, list, read; the partner tenant\'s password rule; roles a manager does not hold', async () => {
  const weak = await api(t, manager, 'POST', '/api/v1/users', { payload: { username: 'alice', password: 'Secret#Pass123', partyIds: [A] } })
  assert.equal(weak.statusCode, 400)
  assert.equal(weak.json().code, 'WEAK_PASSWORD')
  assert.match(weak.json().message, /exclamation mark/)
  const made = await api(t, manager, 'POST', '/api/v1/users', { payload: { username: 'alice', password: 'Secret!Pass123', partyIds: ['BE:EN:0123456749'] } })
  assert.equal(made.statusCode, 201, made.body)
  const { id: _id, createdAt: _at, ...shown } = made.json() as Record<string, unknown>
  assert.deepEqual(shown, { username: 'alice', roles: ['ApUser'], partyIds: [A], disabled: false })
  assert.ok(!made.body.includes('Secret!Pass123'), 'the password is never shown')
  const again = await api(t, manager, 'POST', '/api/v1/users', { payload: { username: 'alice', password: 'Secret!Pass123', partyIds: [A] } })
  assert.equal(again.statusCode, 409)
  const unknownParty = await api(t, manager, 'POST', '/api/v1/users', { payload: { username: 'al2', password: 'Secret!Pass123', partyIds: ['0208:0000000097'] } })
  assert.equal(unknownParty.statusCode, 404)

  const token = await login('alice', 'Secret!Pass123')
  assert.equal(token.status, 200)
  assert.deepEqual(await partiesOf(token.body.access_token as string), [A])
  const list = (await api(t, manager, 'GET', '/api/v1/users')).json().users
  assert.ok(list.some((u: { username: string }) => u.username === 'alice'))
  assert.equal((await api(t, manager, 'GET', `/api/v1/users/${made.json().id as string}`)).json().username, 'alice')

  const asUser = await clientToken(t, app)
  const escalate = await api(t, managerOfA, 'POST', '/api/v1/users', { payload: { username: 'mallory', password: 'Secret!Pass123', partyIds: [A], roles: ['ApManager', 'Root'] } })
  assert.equal(escalate.statusCode, 400, 'unknown role')
  assert.equal((await api(t, asUser, 'POST', '/api/v1/users', { payload: { username: 'x1x', password: 'Secret!Pass123', partyIds: [A] } })).statusCode, 403, 'ApUser cannot manage users')
})

test('linking parties applies to tokens already issued; a reset password refuses the tokens issued before it', async () => {
  const bob = (await api(t, manager, 'POST', '/api/v1/users', { payload: { username: 'bob', password: 'Bob!Password1', partyIds: [A] } })).json()
  const before = (await login('bob', 'Bob!Password1')).body.access_token as string
  const linked = await api(t, manager, 'PUT', `/api/v1/users/${bob.id as string}/parties`, { payload: { partyIds: [A, B] } })
  assert.equal(linked.statusCode, 200, linked.body)
  assert.deepEqual(linked.json().partyIds.sort(), [B, A].sort())
  assert.deepEqual(await partiesOf(before), [B, A].sort(), 'the existing token acts for the new party')

  t.clock.advance(2000)
  const weak = await api(t, manager, 'POST', `/api/v1/users/${bob.id as string}/password`, { payload: { password: 'short!1' } })
  assert.equal(weak.statusCode, 400)
  assert.equal((await api(t, before, 'GET', '/api/v1/parties')).statusCode, 200, 'a refused reset changes nothing')
  const reset = await api(t, manager, 'POST', `/api/v1/users/${bob.id as string}/password`, { payload: { password: 'Bob!Password2' } })
  assert.equal(reset.statusCode, 204, reset.body)
  const refused = await api(t, before, 'GET', '/api/v1/parties')
  assert.equal(refused.statusCode, 401)
  assert.match(refused.json().message, /reset/)
  assert.equal((await login('bob', 'Bob!Password1')).body.error, 'invalid_grant', 'the old password no longer works')
  const fresh = await login('bob', 'Bob!Password2')
  assert.equal(fresh.status, 200)
  assert.equal((await api(t, fresh.body.access_token as string, 'GET', '/api/v1/parties')).statusCode, 200)
})

test('disable refuses new and existing tokens; enable lets the user in again; a user cannot disable itself', async () => {
  const carol = (await api(t, manager, 'POST', '/api/v1/users', { payload: { username: 'carol', password: 'Carol!Pass12', partyIds: [B], roles: ['ApManager'] } })).json()
  const token = (await login('carol', 'Carol!Pass12')).body.access_token as string
  const self = await api(t, token, 'POST', `/api/v1/users/${carol.id as string}/disable`)
  assert.equal(self.statusCode, 403)
  const off = await api(t, manager, 'POST', `/api/v1/users/${carol.id as string}/disable`)
  assert.equal(off.statusCode, 200, off.body)
  assert.equal(off.json().disabled, true)
  assert.equal((await api(t, token, 'GET', '/api/v1/parties')).statusCode, 401)
  assert.equal((await login('carol', 'Carol!Pass12')).body.error, 'invalid_grant')
  const on = await api(t, manager, 'POST', `/api/v1/users/${carol.id as string}/enable`)
  assert.equal(on.json().disabled, false)
  assert.equal((await login('carol', 'Carol!Pass12')).status, 200)
})

test('a manager limited to party A reaches only users of A; ApUser and another tenant are refused', async () => {
  const onB = (await api(t, manager, 'POST', '/api/v1/users', { payload: { username: 'dave', password: 'Dave!Pass123', partyIds: [B] } })).json()
  const onA = await api(t, managerOfA, 'POST', '/api/v1/users', { payload: { username: 'erin', password: 'Erin!Pass123', partyIds: [A] } })
  assert.equal(onA.statusCode, 201, onA.body)
  const seen = (await api(t, managerOfA, 'GET', '/api/v1/users')).json().users.map((u: { username: string }) => u.username)
  assert.ok(seen.includes('erin'))
  assert.ok(!seen.includes('dave'), 'a user of another party is not listed')
  assert.equal((await api(t, managerOfA, 'GET', `/api/v1/users/${onB.id as string}`)).statusCode, 404)
  assert.equal((await api(t, managerOfA, 'POST', `/api/v1/users/${onB.id as string}/disable`)).statusCode, 404)
  assert.equal((await api(t, managerOfA, 'PUT', `/api/v1/users/${onA.json().id as string}/parties`, { payload: { partyIds: [A, B] } })).statusCode, 403, 'cannot link a party it may not act for')
  assert.equal((await api(t, managerOfA, 'POST', '/api/v1/users', { payload: { username: 'frank', password: 'Frank!Pass12', partyIds: [B] } })).statusCode, 403)

  assert.equal((await api(t, plainUser, 'GET', '/api/v1/users')).statusCode, 403)
  assert.equal((await api(t, otherTenant, 'GET', `/api/v1/users/${onB.id as string}`)).statusCode, 404)
  assert.equal((await api(t, otherTenant, 'POST', `/api/v1/users/${onB.id as string}/password`, { payload: { password: 'Other!Pass12' } })).statusCode, 404)
  assert.ok(!(await api(t, otherTenant, 'GET', '/api/v1/users')).body.includes('dave'))
  assert.equal((await api(t, undefined, 'GET', '/api/v1/users')).statusCode, 401)
})
