// Issue 18 point 8 and the done-when "an enrollment call makes a party reachable (SMP + SML + business card) in one
// step; Order Change, Order Cancellation and Despatch Advice arrive at a Wharf receiver whose party has the matching
// capability" (and are refused without it), on the local network: two Wharf instances, a local SML (DNS + BDMSL).
// P is enrolled at B with ONE call of POST /api/v1/peppol/enrollment; A then finds P through SML + SMP and sends to
// it. The documents are the official poacc-upgrade-3 examples (test/fixtures/documents/MANIFEST.tsv), whose
// receivers (0088:7302347231110 seller, 0088:5798000000124 delivery party) are P's two identifiers and whose sender
// 0088:7300010000001 is A's party.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { As4Network, PARTY_A, eventually, events, invoice, statusOf } from './network.ts'
import os from 'node:os'
import { api, application, clientToken, hostOf, tenant } from '../helpers/fixtures.ts'
import { buildOutgoing } from '../../plugins/peppol-as4/outgoing.ts'
import { parseEnvelope } from '../../plugins/peppol-as4/as4/ebms-parse.ts'

const DOCS = path.resolve(import.meta.dirname, '../fixtures/documents')
const SELLER = '0088:7302347231110'
const DELIVERY = '0088:5798000000124'
const ORDER_CHANGE = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:OrderChange-2::OrderChange##urn:fdc:peppol.eu:poacc:trns:order_change:3::2.3'
const DESPATCH = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2::DespatchAdvice##urn:fdc:peppol.eu:poacc:trns:despatch_advice:3::2.1'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-enrol-net-'))
const pluginsFile = path.join(dir, 'plugins.json')
fs.writeFileSync(pluginsFile, JSON.stringify({ plugins: { 'peppol-as4': { tenants: { offco: { settings: { byDefault: false } } } } } }))
const LOGISTICS_ADA = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2::DespatchAdvice##urn:fdc:peppol.eu:logistics:trns:advanced_despatch_advice:1::2.1'
const net = new As4Network({ directory: true, env: { A: { WHARF_PLUGINS_CONFIG: pluginsFile } } })

const enrolment = (capabilities: Record<string, string>): Record<string, unknown> => ({
  identifiers: [SELLER, DELIVERY],
  name: 'Seller and delivery site',
  capabilities,
  businessCard: { names: { value: 'Seller AB' }, address: { value: 'Main street 1, Stockholm, SE' } },
  hooks: [{ name: 'peppol-out', action: 'peppol', topics: ['SendOrderResponse', 'SendInvoiceResponse'] }],
  users: [{ username: 'seller-desk', password: 'Seller!12345' }]
})

before(async () => {
  await net.start()
  const hook = await net.call('A', 'POST', '/api/v1/hook', { action: 'peppol', name: 'peppol-orders', topics: ['SendOrder*', 'SendDespatchAdvice'] })
  assert.equal(hook.statusCode, 201, hook.body)
})
after(async () => { await net.close(); fs.rmSync(dir, { recursive: true, force: true }) })

async function registered (): Promise<void> {
  await eventually('B registers both identifiers in the SML and publishes their card in the Directory', async () => {
    const res = await net.call('B', 'GET', `/api/v1/peppol/config/party/${SELLER}`)
    const participants = res.json().registration.participants as Array<{ sml: string, directory: string }>
    return participants.length === 2 && participants.every(p => p.sml === 'registered' && p.directory === 'published')
  }, 90_000)
}

async function sendFromA (segment: string, doc: Buffer): Promise<{ id: string, final: string, events: Awaited<ReturnType<typeof events>> }> {
  const a = net.node('A')
  const res = await a.t.app.inject({
    method: 'POST', url: `/api/v1/${PARTY_A}/${segment}/send`, payload: doc,
    headers: { host: hostOf('acceptance'), authorization: `Bearer ${a.token}`, 'content-type': 'application/xml' }
  })
  assert.equal(res.statusCode, 202, res.body)
  const id = res.json().documentId as string
  const final = await eventually('A settles', async () => { const s = await statusOf(a.t, id); return s === 'sent' || s === 'error' ? s : undefined }, 30_000)
  return { id, final, events: await events(a.t, { documentId: id }) }
}

async function receivedOnB (topic: string, messageId: unknown): Promise<{ documentId: string | null, details: Record<string, unknown> }> {
  return await eventually(`${topic} on B`, async () => (await events(net.node('B').t, { topic })).find(e => e.details.messageId === messageId))
}

test('one enrolment call at B makes P reachable: A finds it through SML + SMP and its invoice arrives', async () => {
  const res = await net.call('B', 'POST', '/api/v1/peppol/enrollment', enrolment({ invoices: 'on' }))
  assert.equal(res.statusCode, 201, res.body)
  assert.equal(res.json().registration.sml, 'configured')
  await registered()
  const found = await fetch(`${net.network.directoryUrl as string}/search/1.0/json?participant=iso6523-actorid-upis::${SELLER}`)
  assert.equal(found.status, 200)
  assert.match(await found.text(), /Seller AB/, 'the Directory has the business card')
  // Safe to repeat: the same call again changes nothing.
  const again = await net.call('B', 'POST', '/api/v1/peppol/enrollment', enrolment({ invoices: 'on' }))
  assert.equal(again.statusCode, 200, again.body)
  assert.equal(again.json().created, false)

  const doc = Buffer.from(invoice('ENROL-1').toString('utf8').replace('<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">7302347231110</cbc:EndpointID>'))
  const sent = await sendFromA('salesInvoice', doc)
  assert.equal(sent.final, 'sent', JSON.stringify(sent.events.map(e => [e.topic, e.message])))
  const ev = sent.events.find(e => e.topic === 'InvoiceSent')
  const received = await receivedOnB('InvoiceReceived', ev?.details.messageId)
  assert.equal(received.details.recipient, SELLER)
  const b = net.node('B')
  const dl = await api(b.t, b.token, 'GET', `/api/v1/${SELLER}/purchaseInvoice/${received.documentId as string}/download`)
  assert.ok(dl.rawPayload.equals(doc), 'B stores exactly the bytes A sent')
})

test('without the capability: A\'s send ends in *SentError not-serviced, and B\'s receiver refuses a message with EBMS:0004 PEPPOL:NOT_SERVICED', async () => {
  const change = await sendFromA('purchaseOrder', fs.readFileSync(path.join(DOCS, 'poacc-order-change.xml')))
  assert.equal(change.final, 'error')
  const err = change.events.find(e => e.topic === 'OrderChangeSentError')
  assert.ok(err !== undefined, JSON.stringify(change.events.map(e => e.topic)))
  assert.equal(err.details.code, 'NOT_SERVICED')
  assert.equal(err.details.condition, 'not-serviced')

  // A sender that skips the lookup: B's AS4 receiver checks the capability itself.
  await refusedByB('poacc-order-change.xml', SELLER, ORDER_CHANGE, 'cenbii-procid-ubl::urn:fdc:peppol.eu:poacc:bis:advanced_ordering:3')
  await refusedByB('poacc-despatch-advice.xml', DELIVERY, DESPATCH, 'cenbii-procid-ubl::urn:fdc:peppol.eu:poacc:bis:despatch_advice:3')
})

/** A raw AS4 message signed by A's AP key, straight to B's /as4 without a lookup: B answers EBMS:0004 NOT_SERVICED. */
async function refusedByB (file: string, receiver: string, documentTypeId: string, processId: string, edit: (xml: string) => string = x => x): Promise<void> {
  const a = net.pki.instances[0]
  const identity = { certPem: a.ap.certPem, keyPem: a.ap.keyPem, seatId: a.seatId }
  const b = net.node('B')
  const before = (await events(b.t)).length
  const document = Buffer.from(edit(fs.readFileSync(path.join(DOCS, file), 'utf8')))
  const m = buildOutgoing({ sender: PARTY_A, receiver, documentTypeId, processId, countryC1: 'SE', document, identity, receiverCertPem: net.pki.instances[1].ap.certPem })
  const res = await fetch(`${b.url}/as4`, { method: 'POST', headers: { 'content-type': m.contentType }, body: new Uint8Array(m.body) })
  const env = parseEnvelope(await res.text())
  assert.equal(env.kind, 'error', file)
  if (env.kind !== 'error') return
  assert.equal(env.errors[0].code, 'EBMS:0004', file)
  assert.match(env.errors[0].detail ?? '', /PEPPOL:NOT_SERVICED/, file)
  assert.equal((await events(b.t)).length, before, `${file}: nothing received`)
}

test('the enrolment call again with orderAdvanced and despatchAdvice: Order Change, Order Cancellation and Despatch Advice arrive', async () => {
  const res = await net.call('B', 'POST', '/api/v1/peppol/enrollment', enrolment({ invoices: 'on', orderAdvanced: 'on', despatchAdvice: 'on' }))
  assert.equal(res.statusCode, 200, res.body)
  for (const [file, family, receiver] of [
    ['poacc-order-change.xml', 'OrderChange', SELLER],
    ['poacc-order-cancellation.xml', 'OrderCancellation', SELLER],
    ['poacc-despatch-advice.xml', 'DespatchAdvice', DELIVERY]
  ]) {
    const doc = fs.readFileSync(path.join(DOCS, file))
    const sent = await sendFromA(family === 'DespatchAdvice' ? 'despatchAdvice' : 'purchaseOrder', doc)
    assert.equal(sent.final, 'sent', `${family}: ${JSON.stringify(sent.events.map(e => [e.topic, e.message]))}`)
    const ev = sent.events.find(e => e.topic === `${family}Sent`)
    assert.ok(ev !== undefined, family)
    const received = await receivedOnB(`${family}Received`, ev.details.messageId)
    assert.equal(received.details.recipient, receiver)
    const b = net.node('B')
    const dl = await api(b.t, b.token, 'GET', `/api/v1/${receiver}/generic/${received.documentId as string}/download`)
    assert.ok(dl.rawPayload.equals(doc), `${family}: byte-identical`)
  }
  // despatchAdvice covers Despatch Advice 3, not the Peppol Logistics Advanced Despatch Advice (capability logistics does).
  await refusedByB('logistics-advanced-despatch-advice.xml', DELIVERY, LOGISTICS_ADA, 'cenbii-procid-ubl::urn:fdc:peppol.eu:logistics:bis:despatch_advice_only:1', x => x
    .replace('<cbc:EndpointID schemeID="0007">5560125220</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>')
    .replace('<cbc:EndpointID schemeID="0007">5560339086</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">5798000000124</cbc:EndpointID>'))
})

test('queryRecipientParty on A names the hook that would send to P: the peppol hook, peppol-default without one, none when the default is off', async () => {
  const a = net.node('A')
  type Channel = { channel: string, hookId: string | null, isDefault: boolean, available: boolean }
  const peppolChannel = async (token: string): Promise<{ selectedChannel: string | null, channels: Channel[], registered: boolean }> => {
    const res = await api(a.t, token, 'GET', `/api/v1/queryRecipientParty?identifier=${SELLER}`)
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }
  const own = await peppolChannel(a.token)
  assert.equal(own.registered, true)
  assert.deepEqual(own.channels[0], { channel: 'peppol', hookId: net.hookA, action: 'peppol', available: true, isDefault: false })
  assert.equal(own.selectedChannel, 'peppol')

  const fresh = await tenant(a.t, 'fresh')
  const viaDefault = await peppolChannel(await clientToken(a.t, await application(a.t, fresh.id, ['ApUser'])))
  assert.deepEqual(viaDefault.channels[0], { channel: 'peppol', hookId: 'peppol-default', action: 'peppol', available: true, isDefault: true })
  assert.equal(viaDefault.selectedChannel, 'peppol')

  const off = await tenant(a.t, 'offco')
  const switchedOff = await peppolChannel(await clientToken(a.t, await application(a.t, off.id, ['ApUser'])))
  assert.equal(switchedOff.channels[0].hookId, null)
  assert.equal(switchedOff.channels[0].isDefault, false)
})
