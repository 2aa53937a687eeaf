// Issue 15, defect 4: online password guessing at POST /connect/token. Failed attempts are counted per username,
// client id and source address in the database; over the limit the answer is 429 temporarily_unavailable with
// Retry-After, a right password included, until the lock ends (the clock is moved, never slept on).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, ACCEPTANCE_HOST, type TestWharf } from '../helpers/wharf.ts'
import { application, party, tenant, user } from '../helpers/fixtures.ts'
import { LoginThrottle } from '../../core/auth/throttle.ts'

let t: TestWharf
let app: { clientId: string, clientSecret: string }
let tenantId: string

before(async () => {
  t = await createTestWharf({ WHARF_LOGIN_IP_FAILURES: '200' })
  tenantId = (await tenant(t, 'guessed')).id
  await party(t, tenantId, ['0208:0123456749'])
  app = await application(t, tenantId, ['ApUser'])
  for (const name of ['alice', 'bob', 'carol']) await user(t, tenantId, name, `${name}Right!Pass1`, ['0208:0123456749'])
})
after(async () => { await t.close() })

async function token (form: Record<string, string>, remoteAddress = '127.0.0.1'): Promise<{ status: number, retryAfter?: string, body: Record<string, unknown> }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/connect/token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: ACCEPTANCE_HOST },
    payload: new URLSearchParams({ scope: 'ap', ...form }).toString()
  })
  return { status: res.statusCode, retryAfter: res.headers['retry-after'] as string | undefined, body: res.json() }
}
const login = async (username: string, password: string): Promise<{ status: number, retryAfter?: string, body: Record<string, unknown> }> =>
  await token({ grant_type: 'password', client_id: app.clientId, client_secret: app.clientSecret, username, password })

test('the 11th wrong password answers 429 with Retry-After; a right password is refused too until the lock ends', async () => {
  for (let i = 1; i <= 10; i++) {
    const res = await login('alice', `wrong-${i}`)
    assert.equal(res.status, 401, `attempt ${i}: ${JSON.stringify(res.body)}`)
    assert.equal(res.body.error, 'invalid_grant')
  }
  const locked = await login('alice', 'wrong-11')
  assert.equal(locked.status, 429, JSON.stringify(locked.body))
  assert.equal(locked.body.error, 'temporarily_unavailable')
  assert.match(String(locked.body.error_description), /Too many failed attempts for this user; try again in 900 s/)
  assert.equal(locked.retryAfter, '900')

  // Lockout is the point: the right password does not open it.
  const right = await login('alice', 'aliceRight!Pass1')
  assert.equal(right.status, 429)
  // Other users of the same client are not affected.
  assert.equal((await login('bob', 'bobRight!Pass1')).status, 200)

  t.clock.advance(899_000)
  assert.equal((await login('alice', 'aliceRight!Pass1')).status, 429, 'one second before the end the lock holds')
  t.clock.advance(1_000)
  assert.equal((await login('alice', 'aliceRight!Pass1')).status, 200, 'after the lock the right password is accepted')
})

test('a successful login resets the count; a second lockout lasts twice the first', async () => {
  for (let i = 1; i <= 9; i++) assert.equal((await login('bob', `wrong-${i}`)).status, 401)
  assert.equal((await login('bob', 'bobRight!Pass1')).status, 200)
  for (let i = 1; i <= 10; i++) assert.equal((await login('bob', `again-${i}`)).status, 401, `attempt ${i} after the reset`)
  const first = await login('bob', 'again-11')
  assert.equal(first.status, 429)
  assert.equal(first.retryAfter, '900')
  t.clock.advance(900_000)
  for (let i = 1; i <= 10; i++) assert.equal((await login('bob', `more-${i}`)).status, 401)
  const second = await login('bob', 'more-11')
  assert.equal(second.status, 429)
  assert.equal(second.retryAfter, '1800', 'exponential: the second lockout lasts 30 minutes')
  t.clock.advance(1_800_000)
  assert.equal((await login('bob', 'bobRight!Pass1')).status, 200)
})

test('an unknown username is counted like a known one (a lockout does not tell which usernames exist)', async () => {
  for (let i = 1; i <= 10; i++) assert.equal((await login('nobody', `x-${i}`)).status, 401)
  assert.equal((await login('nobody', 'x-11')).status, 429)
  t.clock.advance(900_000)
})

test('wrong client secrets lock the client id, not the users named in those requests', async () => {
  const other = await application(t, tenantId, ['ApUser'])
  for (let i = 1; i <= 20; i++) {
    const res = await token({ grant_type: 'password', client_id: other.clientId, client_secret: `bad-${i}`, username: 'carol', password: `bad-${i}` })
    assert.equal(res.status, 401, `attempt ${i}`)
    assert.equal(res.body.error, 'invalid_client')
  }
  const locked = await token({ grant_type: 'client_credentials', client_id: other.clientId, client_secret: other.clientSecret })
  assert.equal(locked.status, 429)
  assert.match(String(locked.body.error_description), /for this client/)
  assert.equal(locked.retryAfter, '900')
  // The lock is for this client from this address: the integrator, calling from elsewhere, still gets its token.
  assert.equal((await token({ grant_type: 'client_credentials', client_id: other.clientId, client_secret: other.clientSecret }, '192.0.2.10')).status, 200)
  // carol was never checked (the client failed first), so nobody without the client secret can lock her out.
  assert.equal((await login('carol', 'carolRight!Pass1')).status, 200)
  // An unknown client id is throttled the same way.
  for (let i = 1; i <= 20; i++) assert.equal((await token({ grant_type: 'client_credentials', client_id: 'no-such-client', client_secret: `s${i}` })).status, 401)
  assert.equal((await token({ grant_type: 'client_credentials', client_id: 'no-such-client', client_secret: 's21' })).status, 429)
  t.clock.advance(900_000)
  assert.equal((await token({ grant_type: 'client_credentials', client_id: other.clientId, client_secret: other.clientSecret })).status, 200)
})

test('failures from one source address are throttled across client ids and usernames', async () => {
  const limited = new LoginThrottle(t.wharf.knex, t.clock, { ...t.config.login, ipFailures: 3 })
  const subjects = (i: number): Array<{ scope: 'ip' | 'client', id: string }> => [{ scope: 'ip', id: '192.0.2.7' }, { scope: 'client', id: `spray-${i}` }]
  for (let i = 1; i <= 3; i++) assert.equal(await limited.attempt(subjects(i)), undefined)
  assert.deepEqual(await limited.attempt(subjects(4)), { scope: 'ip', retryAfterSeconds: 900 })
  // Through the endpoint: a successful attempt does not count against the address.
  for (let i = 1; i <= 5; i++) assert.equal((await token({ grant_type: 'client_credentials', client_id: app.clientId, client_secret: app.clientSecret }, '192.0.2.8')).status, 200)
})

test('parallel guesses cannot pass the limit: attempts are counted before the password is checked', async () => {
  const results = await Promise.all(Array.from({ length: 15 }, async (_, i) => await login('carol', `parallel-${i}`)))
  const statuses = results.map(r => r.status).sort()
  assert.deepEqual(statuses, [...Array(10).fill(401), ...Array(5).fill(429)])
  t.clock.advance(900_000)
})

test('one count for every process on the database: a second throttle on the same database sees the lock', async () => {
  const a = new LoginThrottle(t.wharf.knex, t.clock, t.config.login)
  const b = new LoginThrottle(t.wharf.knex, t.clock, t.config.login)
  const who = [{ scope: 'user' as const, id: 'shared' }]
  for (let i = 0; i < 10; i++) assert.equal(await (i % 2 === 0 ? a : b).attempt(who), undefined)
  assert.equal((await b.attempt(who))?.retryAfterSeconds, 900)
  assert.equal((await a.attempt(who))?.retryAfterSeconds, 900)
  t.clock.advance(86_400_000 + 1)
  assert.equal(await a.prune() > 0, true, 'rows idle for longer than the longest lockout are pruned')
})
