// Directory publication end to end over real sockets on loopback: DirectoryClient (mTLS, SMP certificate of a fresh
// test PKI) -> the Directory double (HTTPS) -> the local SML (DNS) -> an SMP listening on HTTP, whose /businesscard
// and ServiceGroup resources the double fetches; then the double's public search shows what was indexed.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { Agent, request } from 'undici'
import Fastify, { type FastifyInstance } from 'fastify'
import { businessEntityOf, type BusinessCardInput } from '../../plugins/peppol-as4/smp/business-card.ts'
import { businessCardXml, serviceGroupXml } from '../../plugins/peppol-as4/smp-xml/build.ts'
import { participantIdentifier } from '../../plugins/peppol-as4/smp-xml/xml.ts'
import { makeTestPki } from '../../scripts/pki/make-test-pki.ts'
import { closeAfter } from '../helpers/cleanup.ts'
import { projectRoot } from '../../core/paths.ts'
import { TrustStore } from '../../plugins/peppol-as4/pki/trust-store.ts'
import { startSmlDnsServer } from '../../scripts/network/sml/dns-server.ts'
import { SmlLookupClient } from '../../plugins/peppol-as4/sml/lookup.ts'
import { smlParticipant } from '../../plugins/peppol-as4/sml/naming.ts'
import { parsePartyId } from '../../core/peppol/identifiers.ts'
import { DirectoryClient, DirectoryError } from '../../plugins/peppol-as4/directory/client.ts'
import { startDirectoryDouble } from '../../scripts/network/directory/double.ts'
import type { IndexStatus } from '../../scripts/network/directory/indexer.ts'
import type { SearchJson } from '../../scripts/network/directory/search.ts'

const ZONE = 'sml.directory.wharf.test'
const WITH_CARD = '0208:0123456749'
const NO_CARD = '0208:0202239951'
const NOT_IN_SML = '9925:BE0123456749'
const INVOICE = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PID = `iso6523-actorid-upis::${WITH_CARD}`
const tlsDir = path.join(projectRoot, 'test', 'fixtures', 'tls')
const tls = (name: string): string => fs.readFileSync(path.join(tlsDir, name), 'utf8')

const clients: DirectoryClient[] = []

function client (certPem: string, keyPem: string): DirectoryClient {
  const c = new DirectoryClient({ baseUrl: directory.url, certPem, keyPem, ca: tls('ca.pem'), timeoutMs: 5000 })
  clients.push(c)
  return c
}
const smpClient = (): DirectoryClient => client(pki.instances[0]!.smp.certPem, pki.instances[0]!.smp.keyPem)

async function search (query: string): Promise<SearchJson> {
  const res = await request(`${directory.url}/search/1.0/json?${query}`, { dispatcher: new Agent({ connect: { ca: tls('ca.pem') } }) })
  const text = await res.body.text()
  assert.equal(res.statusCode, 200, text)
  assert.match(String(res.headers['content-type']), /application\/json/)
  return JSON.parse(text) as SearchJson
}

async function rejects (p: Promise<unknown>, code: DirectoryError['code'], message: RegExp): Promise<DirectoryError> {
  let caught: unknown
  try { await p } catch (err) { caught = err }
  assert.ok(caught instanceof DirectoryError, `expected a DirectoryError ${code}, got ${String(caught)}`)
  assert.equal(caught.code, code, caught.message)
  assert.match(caught.message, message)
  return caught
}

async function statusOf (participant: string): Promise<IndexStatus | undefined> {
  await directory.index.settled()
  return directory.index.status(`iso6523-actorid-upis::${participant}`)
}

const businessCard = (names: string) => ({ names: { value: names }, address: { value: 'Main street 1, 1000 Brussels, BE' }, emailAddress: { value: 'peppol@acme.test' } })

/**
 * The SMP peer: a small fastify server on loopback answering the two SMP resources the Directory reads, built with
 * the SMP's own code (plugins/peppol-as4/smp/business-card.ts maps the party's card as the config API stores it, and
 * plugins/peppol-as4/smp-xml/build.ts writes the XML exactly as plugins/peppol-as4/smp/smp-routes.ts serves it). A real Wharf listener is
 * not used because its SMP routes were being reworked by the registration flow while this was written.
 */
const cards = new Map<string, BusinessCardInput>()
const groups = new Set<string>()
async function startSmp (): Promise<FastifyInstance> {
  const app = Fastify()
  const known = (raw: string): string | undefined => {
    const id = raw.toLowerCase().replace(/^iso6523-actorid-upis::/, '')
    return groups.has(id) ? id : undefined
  }
  app.get('/:participant', async (req, reply) => {
    const id = known((req.params as { participant: string }).participant)
    if (id === undefined) return await reply.code(404).type('text/plain').send('Unknown participant')
    return await reply.type('text/xml; charset=utf-8').send(serviceGroupXml({ participant: participantIdentifier(id), baseUrl: smpUrl, documentTypes: [INVOICE] }))
  })
  app.get('/businesscard/:participant', async (req, reply) => {
    const id = known((req.params as { participant: string }).participant)
    const card = id === undefined ? undefined : cards.get(id)
    if (id === undefined || card === undefined) return await reply.code(404).type('text/plain').send('No business card for this participant')
    return await reply.type('text/xml; charset=utf-8').send(businessCardXml({ participant: participantIdentifier(id), entities: [businessEntityOf(card)] }))
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return app
}

const pki = await makeTestPki({ instances: ['A'] })
const dns = await startSmlDnsServer({ zone: ZONE })
const smp = await startSmp()
const smpUrl = `http://127.0.0.1:${(smp.server.address() as { port: number }).port}`
groups.add(WITH_CARD).add(NO_CARD)
cards.set(WITH_CARD, businessCard('Acme NV, Acme Belgium'))
for (const p of [WITH_CARD, NO_CARD]) dns.registry.set(smlParticipant(parsePartyId(p)), smpUrl)

const sml = new SmlLookupClient({ zone: ZONE, servers: [dns.address], timeoutMs: 1000, cacheTtlMs: 0, negativeCacheTtlMs: 0 })
const directory = await startDirectoryDouble({
  tls: { certPem: tls('server.pem'), keyPem: tls('server.key') },
  trustStore: new TrustStore({ name: 'local-test', smp: [pki.smpCa.certPem], ap: [pki.apCa.certPem], roots: [pki.root.certPem] }),
  resolveSmp: async id => {
    const r = await sml.lookup(smlParticipant(parsePartyId(id)))
    if (!r.ok) throw new Error(`${r.reason}: ${r.message}`)
    return r.smpUrl
  },
  retryDelayMs: 150,
  maxRetryMs: 400
})
closeAfter({ close: async () => { for (const c of clients) await c.close() } }, directory, dns, smp)

test('publish: 204 at once, then the double resolves the SMP through the SML, fetches the card and the search shows it', async () => {
  const c = smpClient()
  assert.equal(await c.isIndexed(WITH_CARD), false)
  await c.publish(WITH_CARD)
  const status = await statusOf(WITH_CARD)
  assert.equal(status?.state, 'indexed', JSON.stringify(status))
  assert.equal(directory.index.get(PID)?.smpUrl, smpUrl, 'the card came from the SMP the SML names')
  assert.equal(await c.isIndexed(WITH_CARD), true)
  assert.equal(await c.isIndexed({ scheme: 'iso6523-actorid-upis', value: WITH_CARD.toUpperCase() }), true, 'identifiers are case-insensitive')

  const r = await search(new URLSearchParams({ participant: PID }).toString())
  assert.equal(r.version, '1.0')
  assert.equal(r['total-result-count'], 1)
  assert.deepEqual(r.matches[0]?.participantID, { scheme: 'iso6523-actorid-upis', value: WITH_CARD })
  const e = r.matches[0]!.entities[0]!
  assert.deepEqual(e.name, [{ name: 'Acme NV' }, { name: 'Acme Belgium' }])
  assert.equal(e.countryCode, 'BE')
  assert.equal(e.geoInfo, 'Main street 1, 1000 Brussels')
  assert.deepEqual(e.contacts, [{ type: 'technical', email: 'peppol@acme.test' }])
  assert.ok(r.matches[0]!.docTypes?.some(d => d.scheme === 'busdox-docid-qns' && d.value.includes('Invoice-2::Invoice')), JSON.stringify(r.matches[0]!.docTypes))
  assert.equal((await search('q=belgium'))['total-result-count'], 1)
  assert.equal((await search('name=acme&country=be'))['total-result-count'], 1)
  assert.equal((await search('name=acme&country=NL'))['total-result-count'], 0)
})

test('publish again after a change: the double fetches the new card', async () => {
  cards.set(WITH_CARD, businessCard('Acme Renamed NV'))
  await smpClient().publish(`iso6523-actorid-upis::${WITH_CARD}`)
  assert.equal((await statusOf(WITH_CARD))?.state, 'indexed')
  const r = await search(`participant=${encodeURIComponent(PID)}`)
  assert.deepEqual(r.matches[0]?.entities[0]?.name, [{ name: 'Acme Renamed NV' }])
})

test('remove: 204, then the participant is gone from the index and the search', async () => {
  const c = smpClient()
  await c.remove(WITH_CARD)
  assert.equal((await statusOf(WITH_CARD))?.state, 'deleted')
  assert.equal(await c.isIndexed(WITH_CARD), false)
  assert.equal((await search(`participant=${encodeURIComponent(PID)}`))['total-result-count'], 0)
  assert.equal((await search('q=acme'))['total-result-count'], 0)
  await c.remove(WITH_CARD) // removing what is not there is accepted too, as the real indexer does
})

test('a client certificate from another CA, an AP certificate, or none: 403 and a clear Forbidden error', async () => {
  const foreign = client(tls('client.pem'), tls('client.key')) // Wharf Test CA, clientAuth: not an SMP CA
  const err = await rejects(foreign.publish(WITH_CARD), 'Forbidden', /refused the client certificate \(HTTP 403\).*not accepted as an SMP certificate.*not a trusted SMP CA/)
  assert.equal(err.status, 403)
  assert.equal(err.retryable, false)
  await rejects(foreign.remove(WITH_CARD), 'Forbidden', /403/)
  await rejects(foreign.isIndexed(WITH_CARD), 'Forbidden', /403/)
  const ap = client(pki.instances[0]!.ap.certPem, pki.instances[0]!.ap.keyPem) // same PKI, but the AP CA
  await rejects(ap.publish(WITH_CARD), 'Forbidden', /not a trusted SMP CA/)
  const none = await request(`${directory.url}/indexer/1.0/`, { method: 'PUT', body: PID, dispatcher: new Agent({ connect: { ca: tls('ca.pem') } }) })
  assert.equal(none.statusCode, 403)
  assert.match(await none.body.text(), /client certificate .* is required/)
  assert.equal(directory.index.status(PID)?.state, 'deleted', 'nothing refused was queued')
})

test('an SMP that answers 404 for the card: the PUT still gets 204 (as the real indexer), the work item fails and is retried, then given up', async () => {
  const c = smpClient()
  await c.publish(NO_CARD) // resolves: the real indexer queues first and fetches later
  const first = await statusOf(NO_CARD)
  assert.equal(first?.state, 'retrying', JSON.stringify(first))
  assert.match(first?.lastError ?? '', /HTTP 404 for the business card .*\/businesscard\/iso6523-actorid-upis%3A%3A0208%3A0202239951 \(no business card\)/)
  assert.equal(await c.isIndexed(NO_CARD), false)
  const deadline = Date.now() + 5000
  let s: IndexStatus | undefined = first
  while (s?.state !== 'failed' && Date.now() < deadline) {
    await new Promise(resolve => setTimeout(resolve, 50))
    s = directory.index.status(`iso6523-actorid-upis::${NO_CARD}`)
  }
  assert.equal(s?.state, 'failed', JSON.stringify(s))
  assert.ok((s?.attempts ?? 0) >= 2, 'retried before giving up')
  const res = await request(`${directory.url}/double/1.0/status/${encodeURIComponent(`iso6523-actorid-upis::${NO_CARD}`)}`, { dispatcher: new Agent({ connect: { ca: tls('ca.pem') } }) })
  assert.equal(res.statusCode, 200)
  assert.match(((await res.body.json()) as IndexStatus).lastError ?? '', /HTTP 404/)
  assert.equal((await search(`participant=iso6523-actorid-upis%3A%3A${NO_CARD}`))['total-result-count'], 0)
})

test('a participant the SML does not know: accepted, then failing with the SML reason', async () => {
  await smpClient().publish(NOT_IN_SML)
  const s = await statusOf(NOT_IN_SML)
  assert.equal(s?.state, 'retrying')
  assert.match(s?.lastError ?? '', /SML lookup of iso6523-actorid-upis::9925:BE0123456749 failed: not-registered/)
})

test('an unparseable identifier: 400 from the double; the client refuses it before sending', async () => {
  const i = pki.instances[0]!
  const agent = new Agent({ connect: { ca: tls('ca.pem'), cert: i.smp.certPem, key: i.smp.keyPem } })
  const res = await request(`${directory.url}/indexer/1.0/`, { method: 'PUT', body: 'not an identifier', dispatcher: agent })
  assert.equal(res.statusCode, 400)
  assert.match(await res.body.text(), /participant identifier/)
  await agent.close()
  await assert.rejects(smpClient().publish('not an identifier'), /identifier/)
})

test('no Directory listening: a retryable Network error', async () => {
  const closed = new DirectoryClient({ baseUrl: 'https://127.0.0.1:9', certPem: pki.instances[0]!.smp.certPem, keyPem: pki.instances[0]!.smp.keyPem, timeoutMs: 2000 })
  const err = await rejects(closed.publish(WITH_CARD), 'Network', /ECONNREFUSED/)
  assert.equal(err.retryable, true)
  await closed.close()
})
