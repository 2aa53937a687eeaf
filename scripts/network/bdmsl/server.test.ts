/**
 * The BDMSL endpoint and client end to end, on loopback over mutual TLS: fastify https with the test server
 * certificate (test/fixtures/tls), client certificates from a fresh local test PKI (SMP instances A and B).
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { describe, test } from 'node:test'
import Fastify from 'fastify'
import { Agent, request } from 'undici'
import { ManualClock } from '../../../core/clock.ts'
import { projectRoot } from '../../../core/paths.ts'
import { TrustStore } from '../../../plugins/peppol-as4/pki/trust-store.ts'
import { MemorySmlRegistry } from '../sml/registry.ts'
import type { SmlParticipant } from '../../../plugins/peppol-as4/sml/naming.ts'
import { makeTestPki } from '../../pki/make-test-pki.ts'
import { closeAfter } from '../../../test/helpers/cleanup.ts'
import { BdmslClient, BdmslError } from '../../../plugins/peppol-as4/bdmsl/client.ts'
import { buildRequest, LOCATOR_NS, OPERATIONS, parseResponse, SOAP11_NS } from '../../../plugins/peppol-as4/bdmsl/messages.ts'
import { generateMigrationKey } from '../../../plugins/peppol-as4/bdmsl/migration-key.ts'
import { bdmslPlugin } from './server.ts'
import { MemoryBdmslStore } from './store.ts'

const tlsDir = path.join(projectRoot, 'test', 'fixtures', 'tls')
const tls = (name: string): string => fs.readFileSync(path.join(tlsDir, name), 'utf8')
const SCHEME = 'iso6523-actorid-upis'
const participant = (value: string): SmlParticipant => ({ scheme: SCHEME, value })
const URL_A = 'https://smp-a.example.test'
const URL_B = 'https://smp-b.example.test:8443/smp'

const errors: unknown[] = []
const clients: BdmslClient[] = []

function client (instance: 'A' | 'B', smpId: string, extra: Partial<ConstructorParameters<typeof BdmslClient>[0]> = {}): BdmslClient {
  const i = pki.instances.find(x => x.name === instance)!
  const c = new BdmslClient({ baseUrl, smpId, certPem: i.smp.certPem, keyPem: i.smp.keyPem, ca: tls('ca.pem'), timeoutMs: 5000, ...extra })
  clients.push(c)
  return c
}

async function rejects (p: Promise<unknown>, code: BdmslError['code'], message?: RegExp): Promise<BdmslError> {
  let caught: unknown
  try { await p } catch (err) { caught = err }
  assert.ok(caught instanceof BdmslError, `expected a BdmslError ${code}, got ${String(caught)}`)
  assert.equal(caught.code, code, caught.message)
  if (message !== undefined) assert.match(caught.message, message)
  return caught
}

/** POSTs raw bytes with an optional client certificate; returns status and parsed fault (if any). */
async function post (endpoint: string, body: string, options: { cert?: string, key?: string, contentType?: string | null, soapAction?: string } = {}) {
  const agent = new Agent({ connect: { ca: tls('ca.pem'), ...(options.cert === undefined ? {} : { cert: options.cert, key: options.key }) } })
  try {
    const headers: Record<string, string> = {}
    if (options.contentType !== null) headers['content-type'] = options.contentType ?? 'text/xml; charset=utf-8'
    if (options.soapAction !== undefined) headers.soapaction = options.soapAction
    const res = await request(`${baseUrl}/${endpoint}`, { method: 'POST', dispatcher: agent, headers, body })
    const text = await res.body.text()
    const parsed = parseResponse(text, 'CreateSmp')
    return { status: res.statusCode, contentType: res.headers['content-type'], text, fault: parsed.ok ? undefined : parsed.fault }
  } finally {
    await agent.close()
  }
}

const pki = await makeTestPki({ instances: ['A', 'B'] })
const registry = new MemorySmlRegistry()
const store = new MemoryBdmslStore()
const clock = new ManualClock(Date.now())
const trustStore = new TrustStore({ name: 'local-test', smp: [pki.smpCa.certPem], ap: [pki.apCa.certPem], roots: [pki.root.certPem] })
const app = Fastify({ https: { key: tls('server.key'), cert: tls('server.pem'), requestCert: true, rejectUnauthorized: false } })
await app.register(bdmslPlugin, { prefix: '/edelivery-sml', registry, store, trustStore, clock, pageSize: 2, maxListSize: 5, onError: e => errors.push(e) })
await app.listen({ host: '127.0.0.1', port: 0 })
const baseUrl = `https://127.0.0.1:${(app.server.address() as net.AddressInfo).port}/edelivery-sml`
closeAfter({ close: async () => { for (const c of clients) await c.close() } }, app)

describe('BDMSL endpoint over mTLS', () => {
  const p = participant('0208:0123456749')
  let a: BdmslClient
  let b: BdmslClient
  let key: string

  test('SMPs A and B register; Read returns what was stored; a duplicate id is refused', async () => {
    a = client('A', 'SMP-A')
    b = client('B', 'SMP-B')
    await a.createSmp(URL_A, '192.0.2.1')
    await b.createSmp(URL_B, '192.0.2.2')
    assert.deepEqual(await a.readSmp(), { smpId: 'SMP-A', logicalAddress: URL_A, physicalAddress: '192.0.2.1' })
    await rejects(client('B', 'SMP-A').createSmp('https://evil.example.test', '192.0.2.66'), 'BadRequest', /already exists/)
    await rejects(client('A', 'SMP-X').createSmp('ftp://nope', '192.0.2.3'), 'BadRequest', /LogicalAddress/)
  })

  test('B may not act for SMP A; unknown SMP ids are NotFound', async () => {
    const bAsA = client('B', 'SMP-A')
    await rejects(bAsA.readSmp(), 'Unauthorized', /not the one registered for SMP SMP-A/)
    await rejects(bAsA.createParticipant(participant('0208:1111111111')), 'Unauthorized')
    await rejects(bAsA.deleteSmp(), 'Unauthorized')
    await rejects(client('A', 'SMP-NOPE').createParticipant(p), 'NotFound', /does not exist/)
  })

  test('A creates a participant: the DNS registry points at A', async () => {
    await a.createParticipant(p)
    assert.equal(registry.get(p)?.smpUrl, URL_A)
    // upper case in the request is the same participant
    await rejects(a.createParticipant(participant('0208:0123456749'.toUpperCase())), 'BadRequest', /already registered with SMP SMP-A/)
    await rejects(b.createParticipant(p), 'BadRequest', /another SMP/)
    await rejects(a.createParticipant({ scheme: '0208', value: '0123456749' }), 'BadRequest', /Invalid participant identifier/)
    assert.deepEqual(await a.listParticipants(), [p])
  })

  test('B cannot delete it (Unauthorized); deleting an unknown participant is NotFound', async () => {
    await rejects(b.deleteParticipant(p), 'Unauthorized', /not registered with SMP SMP-B/)
    await rejects(a.deleteParticipant(participant('0208:9999999999')), 'NotFound')
    assert.equal(registry.get(p)?.smpUrl, URL_A)
  })

  test('only the owner prepares a migration; the key must follow the BDMSL rules', async () => {
    key = generateMigrationKey()
    await rejects(b.prepareToMigrate(p, key), 'Unauthorized', /only its current SMP/)
    await rejects(a.prepareToMigrate(p, 'weakkey'), 'BadRequest', /Invalid migration key/)
    await rejects(a.prepareToMigrate(participant('0208:9999999999'), key), 'NotFound')
    await a.prepareToMigrate(p, key)
    assert.equal(store.sizes.migrations, 1)
  })

  test('B migrating with a wrong key fails and changes nothing', async () => {
    await rejects(b.migrate(p, generateMigrationKey()), 'NotFound', /was prepared with this migration key/)
    await rejects(b.migrate(p, 'no good'), 'BadRequest', /whitespace/)
    await rejects(a.migrate(p, key), 'BadRequest', /already registered with SMP SMP-A/)
    assert.equal(registry.get(p)?.smpUrl, URL_A)
  })

  test('B migrating with the right key moves the participant; the key is consumed', async () => {
    await b.migrate(p, key)
    assert.equal(registry.get(p)?.smpUrl, URL_B)
    assert.deepEqual(await b.listParticipants(), [p])
    assert.deepEqual(await a.listParticipants(), [])
    assert.equal(store.sizes.migrations, 0)
    // The same key cannot move it again (back to A, say).
    await rejects(a.migrate(p, key), 'NotFound', /never prepared, or its key was already used/)
    await rejects(a.deleteParticipant(p), 'Unauthorized')
    assert.equal(registry.get(p)?.smpUrl, URL_B)
  })

  test('an expired key is refused (lifetime 24 h)', async () => {
    const q = participant('0208:0000000001')
    await a.createParticipant(q)
    const k = generateMigrationKey()
    await a.prepareToMigrate(q, k)
    clock.advance(24 * 3600_000 + 1)
    await rejects(b.migrate(q, k), 'NotFound', /expired at/)
    await rejects(b.migrate(q, k), 'NotFound', /never prepared/) // the expired key is gone
    // a fresh key works
    const k2 = generateMigrationKey()
    await a.prepareToMigrate(q, k2)
    clock.advance(23 * 3600_000)
    await b.migrate(q, k2)
    assert.equal(registry.get(q)?.smpUrl, URL_B)
  })

  test('a new PrepareToMigrate replaces the earlier key; deleting the participant drops its pending key', async () => {
    const q = participant('0208:0000000002')
    await a.createParticipant(q)
    const k1 = generateMigrationKey()
    const k2 = generateMigrationKey()
    await a.prepareToMigrate(q, k1)
    await a.prepareToMigrate(q, k2)
    await rejects(b.migrate(q, k1), 'NotFound')
    await a.deleteParticipant(q)
    assert.equal(registry.get(q), undefined)
    await a.createParticipant(q)
    await rejects(b.migrate(q, k2), 'NotFound', /never prepared/)
    await a.deleteParticipant(q)
  })

  test('CreateList / List paging / DeleteList; lists are all-or-nothing', async () => {
    const ps = ['0208:1000000001', '0208:1000000002', '0208:1000000003', '0208:1000000004', '0208:1000000005'].map(participant)
    await a.createParticipants(ps)
    for (const x of ps) assert.equal(registry.get(x)?.smpUrl, URL_A)
    // pageSize 2: three pages
    const first = await a.listParticipantsPage()
    assert.equal(first.participants.length, 2)
    assert.equal(first.nextPageIdentifier, '1')
    assert.deepEqual(await a.listParticipants(), ps)
    // one bad entry: nothing happens
    const more = [participant('0208:2000000001'), p]
    await rejects(a.createParticipants(more), 'BadRequest', /another SMP/)
    assert.equal(registry.get(more[0]!), undefined)
    await rejects(a.deleteParticipants([ps[0]!, p]), 'Unauthorized')
    assert.equal(registry.get(ps[0]!)?.smpUrl, URL_A)
    await rejects(a.createParticipants([...ps, p].map(x => ({ ...x, value: x.value + '9' }))), 'BadRequest', /at most 5/)
    await rejects(a.createParticipants([ps[0]!, ps[0]!]), 'BadRequest', /more than once/)
    await a.deleteParticipants(ps)
    for (const x of ps) assert.equal(registry.get(x), undefined)
    assert.deepEqual(await a.listParticipants(), [])
    await rejects(a.listParticipantsPage('x1'), 'BadRequest', /NextPageIdentifier/)
  })

  test('Update SMP re-points its participants; Delete SMP removes them', async () => {
    const c = client('A', 'SMP-C')
    await c.createSmp('https://smp-c.example.test', '192.0.2.3')
    const q = participant('0208:3000000001')
    await c.createParticipant(q)
    await c.updateSmp('https://smp-c2.example.test', '192.0.2.4')
    assert.equal(registry.get(q)?.smpUrl, 'https://smp-c2.example.test')
    assert.deepEqual(await c.readSmp(), { smpId: 'SMP-C', logicalAddress: 'https://smp-c2.example.test', physicalAddress: '192.0.2.4' })
    await c.deleteSmp()
    assert.equal(registry.get(q), undefined)
    await rejects(c.readSmp(), 'NotFound')
  })
})

describe('authentication', () => {
  const body = buildRequest({ operation: 'ReadSmp', smpId: 'SMP-A' }).xml

  test('no client certificate: Unauthorized fault', async () => {
    const r = await post('manageservicemetadata', body)
    assert.equal(r.status, 500)
    assert.equal(r.fault?.code, 'Unauthorized')
    assert.match(r.fault!.message, /client certificate .* is required/)
  })

  test('a certificate from another CA (the TLS test client cert): Unauthorized', async () => {
    const r = await post('manageservicemetadata', body, { cert: tls('client.pem'), key: tls('client.key') })
    assert.equal(r.fault?.code, 'Unauthorized')
    assert.match(r.fault!.message, /not accepted as an SMP certificate/)
  })

  test('an AP certificate of the same PKI is not an SMP certificate', async () => {
    const ap = pki.instances[0]!.ap
    const r = await post('manageservicemetadata', body, { cert: ap.certPem, key: ap.keyPem })
    assert.equal(r.fault?.code, 'Unauthorized')
  })

  test('the BdmslClient surfaces it as a typed, non-retryable error', async () => {
    const c = new BdmslClient({ baseUrl, smpId: 'SMP-A', certPem: tls('client.pem'), keyPem: tls('client.key'), ca: tls('ca.pem') })
    clients.push(c)
    const err = await rejects(c.readSmp(), 'Unauthorized')
    assert.equal(err.retryable, false)
    assert.equal(err.status, 500)
    assert.equal(err.faultcode, 'soap:Client')
  })
})

describe('hostile and malformed requests', () => {
  const cert = (): { cert: string, key: string } => ({ cert: pki.instances[0]!.smp.certPem, key: pki.instances[0]!.smp.keyPem })

  test('malformed XML, DOCTYPE, SOAP 1.2, wrong element: BadRequest faults, and the server keeps serving', async () => {
    const cases: Array<[string, string, RegExp, { contentType?: string | null, soapAction?: string }?]> = [
      ['manageparticipantidentifier', '<soap:Envelope', /MALFORMED|Unparseable/],
      ['manageparticipantidentifier', '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><lolz>&lol2;</lolz>', /DOCTYPE/],
      ['manageparticipantidentifier', `<!DOCTYPE x SYSTEM "file:///etc/passwd"><s:Envelope xmlns:s="${SOAP11_NS}"><s:Body/></s:Envelope>`, /DOCTYPE/],
      ['manageparticipantidentifier', '', /EMPTY/],
      ['manageparticipantidentifier', 'not xml at all', /MALFORMED|Unparseable/],
      ['manageparticipantidentifier', '<e:Envelope xmlns:e="http://www.w3.org/2003/05/soap-envelope"><e:Body/></e:Envelope>', /SOAP 1\.2/, { contentType: 'application/soap+xml' }],
      ['manageservicemetadata', buildRequest({ operation: 'CreateParticipant', smpId: 'SMP-A', participant: participant('0208:1') }).xml, /not an operation of manageservicemetadata/],
      ['manageparticipantidentifier', buildRequest({ operation: 'CreateParticipant', smpId: 'SMP-A', participant: participant('0208:1') }).xml, /SOAPAction/, { soapAction: `"${OPERATIONS.Migrate.soapAction}"` }],
      ['manageparticipantidentifier', `<s:Envelope xmlns:s="${SOAP11_NS}"><s:Body><l:Nope xmlns:l="${LOCATOR_NS}"/></s:Body></s:Envelope>`, /Unknown request element/, { contentType: null }],
      ['manageparticipantidentifier', 'x'.repeat(1024 * 1024 + 10), /larger than/]
    ]
    for (const [endpoint, body, why, options] of cases) {
      const r = await post(endpoint, body, { ...cert(), ...options })
      assert.equal(r.status, 500, `${body.slice(0, 60)}: ${r.text.slice(0, 300)}`)
      assert.match(String(r.contentType), /^text\/xml/)
      assert.equal(r.fault?.code, 'BadRequest', r.text.slice(0, 300))
      assert.match(r.fault!.message, why)
    }
    assert.deepEqual(errors, [])
    // still alive and correct
    const a = client('A', 'SMP-A')
    assert.equal((await a.readSmp()).smpId, 'SMP-A')
  })
})

describe('client transport errors', () => {
  test('HTTP errors without a SOAP body are HttpError', async () => {
    const c = client('A', 'SMP-A', { baseUrl: baseUrl.replace('/edelivery-sml', '/nowhere') })
    const err = await rejects(c.readSmp(), 'HttpError', /HTTP 404/)
    assert.equal(err.retryable, false)
    assert.equal(err.status, 404)
  })

  test('a closed port is a retryable Network error', async () => {
    const s = net.createServer()
    await new Promise<void>(resolve => s.listen(0, '127.0.0.1', resolve))
    const port = (s.address() as net.AddressInfo).port
    await new Promise<void>(resolve => s.close(() => resolve()))
    const err = await rejects(client('A', 'SMP-A', { baseUrl: `https://127.0.0.1:${port}/x` }).readSmp(), 'Network')
    assert.equal(err.retryable, true)
  })

  test('a server that never answers times out', async () => {
    const sockets: net.Socket[] = []
    const s = net.createServer(sock => { sockets.push(sock) }) // accepts, never speaks TLS
    await new Promise<void>(resolve => s.listen(0, '127.0.0.1', resolve))
    const port = (s.address() as net.AddressInfo).port
    const t0 = Date.now()
    const err = await rejects(client('A', 'SMP-A', { baseUrl: `https://127.0.0.1:${port}/x`, timeoutMs: 300 }).readSmp(), 'Network', /within 300 ms/)
    assert.ok(Date.now() - t0 < 15_000)
    assert.equal(err.retryable, true)
    for (const sock of sockets) sock.destroy()
    await new Promise<void>(resolve => s.close(() => resolve()))
  })

  test('a server certificate the client does not trust is a non-retryable Network error', async () => {
    const c = client('A', 'SMP-A', { ca: pki.root.certPem })
    const err = await rejects(c.readSmp(), 'Network')
    assert.equal(err.retryable, false)
  })
})
