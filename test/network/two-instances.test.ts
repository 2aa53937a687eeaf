// Two Wharf instances A and B on the local Peppol network (real DNS server, BDMSL over mTLS, Directory double, real
// HTTP between them): capabilities drive the SML registration and the Directory; A's lookups follow B's switches;
// a registration moves from B to A with a migration key.
import { freePort } from '../../scripts/network/free-port.ts'
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, party, tenant } from '../helpers/fixtures.ts'
import { makeTestPki } from '../../scripts/pki/make-test-pki.ts'
import { instanceEnv, startLocalPeppol, type LocalPeppol } from '../../scripts/network/local-peppol.ts'

const PARTY = '0208:0123456749'
const CARD = { names: { value: 'Acme Belgium NV' }, address: { value: 'Kerkstraat 1, 9000 Gent, BE' } }
let network: LocalPeppol
let dir: string
const nodes: Record<'A' | 'B', { t: TestWharf, url: string, token: string }> = {} as never


async function eventually<T> (what: string, fn: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms
  let last: unknown
  while (Date.now() < end) {
    try {
      const v = await fn()
      if (v !== undefined) return v
    } catch (err) { last = err }
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  throw new Error(`timed out waiting for ${what}${last !== undefined ? `: ${String(last)}` : ''}`)
}

async function startNode (name: 'A' | 'B'): Promise<void> {
  const port = await freePort()
  const t = await createTestWharf({ ...instanceEnv(network, name, { port }), WHARF_LOOKUP_CACHE_TTL: '10m' }, { workers: true })
  await t.app.listen({ port, host: '127.0.0.1' })
  const acme = await tenant(t, `acme-${name}`)
  await party(t, acme.id, [PARTY])
  const token = await clientToken(t, await application(t, acme.id, ['ApManager']))
  nodes[name] = { t, url: `http://127.0.0.1:${port}`, token }
}

const call = async (name: 'A' | 'B', method: 'GET' | 'PUT', url: string, payload?: unknown) => await api(nodes[name].t, nodes[name].token, method, url, payload === undefined ? {} : { payload })
const registration = async (name: 'A' | 'B') => {
  const res = await call(name, 'GET', `/api/v1/peppol/config/party/${PARTY}`)
  return res.json().registration.participants[0] as { sml: string, smlError: string | null, directory: string } | undefined
}
const deliveryOption = async (refresh: boolean) => (await call('A', 'GET', `/api/v1/peppol/deliveryOption?partyIds=${PARTY}&documentFamily=Invoice${refresh ? '&refresh=true' : ''}`)).json()

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-net-'))
  network = await startLocalPeppol({ pki: await makeTestPki({ instances: ['A', 'B'] }), dir })
  await startNode('A')
  await startNode('B')
})

after(async () => {
  for (const n of Object.values(nodes)) await n.t.close()
  await network.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

test('invoices on at B: registered in the SML, card in the Directory, and A finds B\'s AS4 endpoint and certificate', async () => {
  const put = await call('B', 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { capabilities: { invoices: 'on' }, businessCard: CARD })
  assert.equal(put.statusCode, 200, put.body)
  const reg = await eventually('B registered', async () => { const r = await registration('B'); return r?.sml === 'registered' && r.directory === 'published' ? r : undefined })
  assert.equal(reg.smlError, null)
  const answer = await eventually('the Directory has the card', async () => {
    const res = await fetch(`${network.directoryUrl as string}/search/1.0/json?participant=iso6523-actorid-upis::${PARTY}`)
    const body = await res.json() as { 'total-result-count'?: number, matches?: unknown[] }
    return (body.matches?.length ?? 0) > 0 ? body : undefined
  })
  assert.match(JSON.stringify(answer), /Acme Belgium NV/)

  const found = await deliveryOption(false)
  assert.deepEqual(found.failures, [])
  assert.ok(found.deliveryOptions.length >= 1)
  const bEnv = instanceEnv(network, 'B', { port: Number(new URL(nodes.B.url).port) })
  const bCert = fs.readFileSync(bEnv.WHARF_AP_CERT_FILE as string, 'utf8')
  for (const o of found.deliveryOptions) {
    assert.equal(o.url, `${nodes.B.url}/as4`)
    assert.equal(o.certificate.replace(/\s/g, ''), bCert.replace(/\s/g, ''))
  }
})

test('invoices off at B: unregistered, removed from the Directory; A sees it after refresh (or when its cache expires)', async () => {
  const put = await call('B', 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { capabilities: { invoices: 'off' } })
  assert.equal(put.statusCode, 200, put.body)
  await eventually('B unregistered', async () => { const r = await registration('B'); return r?.sml === 'unregistered' && r.directory === 'not-published' ? r : undefined })
  const cached = await deliveryOption(false)
  assert.ok(cached.deliveryOptions.length >= 1, 'the cached answer stays until the TTL or a refresh')
  // The cached answer expires on its own (A's clock past WHARF_LOOKUP_CACHE_TTL = 10 min here) ...
  nodes.A.t.clock.advance(600_001)
  const expired = await deliveryOption(false)
  assert.deepEqual(expired.deliveryOptions, [])
  assert.equal(expired.failures[0].reason, 'not-registered')
  // ... and `refresh=true` skips it at once.
  await call('B', 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { capabilities: { invoices: 'on' } })
  await eventually('B registered again', async () => (await registration('B'))?.sml === 'registered' ? true : undefined)
  assert.ok((await deliveryOption(true)).deliveryOptions.length >= 1)
})

test('migration B -> A by key: a wrong key fails with the documented error; the right key moves the registration', async () => {
  const prepared = await call('B', 'GET', `/api/v1/peppol/${PARTY}/prepareToMigrate`)
  assert.equal(prepared.statusCode, 200, prepared.body)
  const { migrationKey, participants } = prepared.json()
  assert.deepEqual(participants, [PARTY])
  assert.equal((await registration('B'))?.sml, 'migrating')

  // A: without a key the identifier is someone else's registration.
  await call('A', 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { capabilities: { invoices: 'on' } })
  const taken = await eventually('A refused by the SML', async () => { const r = await registration('A'); return r?.sml === 'failed' ? r : undefined })
  assert.match(taken.smlError ?? '', /another SMP.*migration key/)

  const malformed = await call('A', 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { migration: { key: 'short' } })
  assert.equal(malformed.statusCode, 400)
  assert.equal(malformed.json().code, 'MIGRATION_KEY_INVALID')
  const wrong = await call('A', 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { capabilities: { orders: 'on' }, migration: { key: 'Wr0ng#Key!AB12' } })
  assert.equal(wrong.statusCode, 400, wrong.body)
  assert.equal(wrong.json().code, 'MIGRATION_KEY_INVALID')
  assert.match(wrong.json().message, /invalid, expired or already used/)
  const unchanged = await call('A', 'GET', `/api/v1/peppol/config/party/${PARTY}`)
  assert.notEqual(unchanged.json().capabilities.orders, 'on', 'a failed migration changes nothing of the request')

  // A body that fails its checks is refused before the key is used: the same key works afterwards.
  const badBody = await call('A', 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { capabilities: { invoices: 'maybe' }, migration: { key: migrationKey } })
  assert.equal(badBody.statusCode, 400, badBody.body)
  const ok = await call('A', 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { capabilities: { invoices: 'on' }, businessCard: CARD, migration: { key: migrationKey } })
  assert.equal(ok.statusCode, 200, ok.body)
  await eventually('A registered and published', async () => { const r = await registration('A'); return r?.sml === 'registered' && r.directory === 'published' ? r : undefined })

  const found = await deliveryOption(true)
  assert.ok(found.deliveryOptions.length >= 1, JSON.stringify(found))
  assert.ok(found.deliveryOptions.every((o: { url: string }) => o.url === `${nodes.A.url}/as4`))

  // B notices at its next check (WHARF_MIGRATION_CHECK_INTERVAL) and stops serving the party.
  nodes.B.t.clock.advance(6_000)
  nodes.B.t.wharf.wakeup?.notify?.()
  await eventually('B migrated away', async () => (await registration('B'))?.sml === 'migrated-away' ? true : undefined)
  const smp = await fetch(`${nodes.B.url}/iso6523-actorid-upis::${PARTY}`)
  assert.equal(smp.status, 404)

  const reused = await call('A', 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { migration: { key: migrationKey } })
  assert.equal(reused.statusCode, 400)
  assert.equal(reused.json().code, 'MIGRATION_KEY_INVALID')
})
