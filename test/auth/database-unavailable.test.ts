// The database out of reach (issue 15, defect 7): /api answers 503 UNAVAILABLE and /connect/token 503
// temporarily_unavailable, both with Retry-After, and neither reveals the database's address or the driver's error;
// the error is logged server-side.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import net from 'node:net'
import { Writable } from 'node:stream'
import knexFactory from 'knex'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, hostOf, party, tenant } from '../helpers/fixtures.ts'
import { createContext } from '../../core/context.ts'
import { createLogger } from '../../core/logger.ts'
import { buildApp } from '../../core/http/app.ts'
import { RETRY_AFTER_SECONDS } from '../../core/db/unavailable.ts'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

const PARTY = '0208:0123456749'
let t: TestWharf
let manager: { clientId: string, clientSecret: string }
let token: string

before(async () => {
  t = await createTestWharf()
  const acme = await tenant(t, 'acme')
  await party(t, acme.id, [PARTY], 'Party A')
  manager = await application(t, acme.id, ['ApManager'])
  token = await clientToken(t, manager)
})
after(async () => { await t.close() })

async function freePort (): Promise<number> {
  const server = net.createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  await new Promise(resolve => server.close(resolve))
  return port
}

const tokenRequest = async (app: FastifyInstance): Promise<LightMyRequestResponse> => await app.inject({
  method: 'POST',
  url: '/connect/token',
  headers: { 'content-type': 'application/x-www-form-urlencoded', host: hostOf('acceptance') },
  payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: manager.clientId, client_secret: manager.clientSecret, scope: 'ap' }).toString()
})

// /health names the kind of database it checks (its documented `database` field); nothing else names internals.
function assertRevealsNothing (res: LightMyRequestResponse, port?: number, kindShown = false): void {
  assert.equal(res.headers['retry-after'], String(RETRY_AFTER_SECONDS), 'Retry-After')
  for (const leak of [/127\.0\.0\.1/, /localhost/i, /ECONN/, /closed/i, /Knex/i, /acquire/i, /5432/, ...(kindShown ? [] : [/PGlite/i]), ...(port !== undefined ? [new RegExp(String(port))] : [])]) {
    assert.doesNotMatch(res.body, leak)
  }
}

async function assertUnavailable (app: FastifyInstance, logs: () => string, port?: number): Promise<void> {
  for (const url of ['/api/v1/me', '/api/v1/parties', `/api/v1/${PARTY}/documents`]) {
    const res = await app.inject({ method: 'GET', url, headers: { host: hostOf('acceptance'), authorization: `Bearer ${token}` } })
    assert.equal(res.statusCode, 503, `${url}: ${res.body}`)
    assert.equal(res.json().code, 'UNAVAILABLE')
    assertRevealsNothing(res, port)
  }
  const tok = await tokenRequest(app)
  assert.equal(tok.statusCode, 503, tok.body)
  assert.equal(tok.json().error, 'temporarily_unavailable')
  assert.equal(typeof tok.json().error_description, 'string')
  assertRevealsNothing(tok, port)
  const health = await app.inject({ method: 'GET', url: '/health' })
  assert.equal(health.statusCode, 503, health.body)
  assert.equal(health.json().status, 'unavailable')
  assertRevealsNothing(health, port, true)
  // The operator learns what happened from the log, at error level.
  const errors = logs().split('\n').filter(l => l.includes('"level":50'))
  assert.ok(errors.length > 0, 'the error is logged at error level')
}

test('a Wharf whose PostgreSQL port nothing listens on answers 503 with Retry-After and no address', async () => {
  const port = await freePort()
  const knex = knexFactory({
    client: 'pg',
    connection: `postgres://postgres@127.0.0.1:${port}/test`,
    pool: { min: 0, max: 2 },
    log: { warn () {}, error () {}, debug () {}, deprecate () {} }
  })
  const chunks: string[] = []
  const log = createLogger('info', new Writable({ write (chunk, _enc, cb) { chunks.push(String(chunk)); cb() } }))
  const wharf = createContext(t.config, { knex, kind: 'postgres', close: async () => { await knex.destroy() } }, t.clock, log)
  const app = await buildApp(wharf, { adminToken: t.adminToken })
  try {
    await assertUnavailable(app, () => chunks.join(''), port)
    assert.match(chunks.join(''), /ECONNREFUSED/, 'the log names the real error')
  } finally {
    await app.close()
    await knex.destroy()
  }
})

test('a running Wharf whose database goes away answers 503 with Retry-After and no address', async () => {
  const ok = await api(t, token, 'GET', '/api/v1/me')
  assert.equal(ok.statusCode, 200, ok.body)
  // The database is closed under the running app: PGlite itself, or the PostgreSQL pool.
  const pglite = (t.wharf.knex.client as { config: { connection?: { pglite?: { close: () => Promise<void> } } } }).config.connection?.pglite
  const closed = pglite !== undefined ? pglite.close() : undefined
  let destroyed = false
  if (closed !== undefined) await closed
  else {
    // A second app over its own pool of the same database, whose pool is then destroyed (the test's pool stays for
    // the clean-up).
    const own = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL, searchPath: (t.wharf.knex.client as { config: { searchPath?: string[] } }).config.searchPath, pool: { min: 0, max: 2 } })
    await own.destroy()
    destroyed = true
    const wharf = createContext(t.config, { knex: own, kind: 'postgres', close: async () => {} }, t.clock, t.wharf.log)
    const app = await buildApp(wharf, { adminToken: t.adminToken })
    try { await assertUnavailable(app, t.logs) } finally { await app.close() }
  }
  if (!destroyed) await assertUnavailable(t.app, t.logs)
})
