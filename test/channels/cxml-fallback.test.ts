// Fallback from Peppol to a procurement network, end to end on the local Peppol network (as the email fallback in
// fallback.test.ts): on Wharf A a Peppol hook (Send*, output rules 400/404/500/not-serviced -> Send*Fallback) and a
// cxml:// hook on Send*Fallback (the cxml plugin enabled for A's tenant only, through WHARF_PLUGINS_CONFIG); the
// network is a real HTTPS server on loopback (cxml-network.ts) checking the credentials and the document.
// (a) recipient not on Peppol -> 404 not-registered -> cXML, InvoiceSent with protocol cxml-ariba;
// (b) the network rejects it (cXML 400) -> InvoiceSentError with the network's text, one attempt only;
// (c) the network answers 500 once -> InvoiceSentRetry, then (A's clock past the retry delay) InvoiceSent.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { As4Network, eventually, events, invoice, statusOf } from '../as4/network.ts'
import { testTls } from '../helpers/receiver.ts'
import { NETWORK, startCxmlNetwork, type CxmlNetwork } from './cxml-network.ts'

const NOT_ON_PEPPOL = '0208:0123456749'

let cxml: CxmlNetwork
let net: As4Network
let configDir: string
let cxmlHook = ''

before(async () => {
  cxml = await startCxmlNetwork()
  configDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'wharf-cxml-fallback-'))
  const file = path.join(configDir, 'plugins.json')
  const network = (p: string): Record<string, unknown> => ({ url: `${cxml.url}${p}`, variant: 'ariba', from: { identity: NETWORK.from.identity }, to: { identity: NETWORK.to.identity }, sender: { identity: NETWORK.sender.identity }, sharedSecret: NETWORK.sharedSecret })
  fs.writeFileSync(file, JSON.stringify({
    plugins: {
      cxml: {
        enabled: false,
        settings: { networks: { acme: network('/invoices'), strict: network('/reject'), flaky: network('/fail-1') }, allowlist: ['127.0.0.1/32'], ca: testTls.ca, timeoutMs: 10_000 },
        tenants: { 'acme-A': { enabled: true } }
      }
    }
  }))
  net = new As4Network({ env: { A: { WHARF_PLUGINS_CONFIG: file } } })
  await net.start()
  const put = await net.call('A', 'PUT', `/api/v1/hook/${net.hookA}`, {
    topics: ['Send*'],
    output: [{ when: '400', topic: 'Send*Fallback' }, { when: '404', topic: 'Send*Fallback' }, { when: '500', topic: 'Send*Fallback' }, { when: 'not-serviced', topic: 'Send*Fallback' }]
  })
  assert.equal(put.statusCode, 200, put.body)
  const hook = await net.call('A', 'POST', '/api/v1/hook', { action: 'cxml://acme', name: 'procurement network', topics: ['Send*Fallback'] })
  assert.equal(hook.statusCode, 201, hook.body)
  assert.equal(hook.json().action, 'cxml://acme')
  cxmlHook = hook.json().id
})
after(async () => {
  await net?.close()
  await cxml?.close()
  if (configDir !== undefined) fs.rmSync(configDir, { recursive: true, force: true })
})

const to = (doc: Buffer, receiver: string): Buffer => Buffer.from(doc.toString('utf8').replace('<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>', `<cbc:EndpointID schemeID="${receiver.split(':')[0]}">${receiver.split(':')[1]}</cbc:EndpointID>`))

const settled = async (id: string): Promise<string> =>
  await eventually(`document ${id} settled`, async () => { const s = await statusOf(net.node('A').t, id); return s === 'sent' || s === 'error' ? s : undefined }, 40_000)

test('(a) recipient not on Peppol: the output rule hands the invoice to the cxml hook; the network accepts the cXML', async () => {
  const before = cxml.requests.length
  const id = await net.send(to(invoice('CX-NOREG'), NOT_ON_PEPPOL))
  assert.equal(await settled(id), 'sent')
  const evs = await events(net.node('A').t, { documentId: id })
  assert.deepEqual(evs.map(e => e.topic), ['SendInvoice', 'SendInvoiceFallback', 'InvoiceSent'])
  assert.equal(evs[1].details.code, 'NOT_REGISTERED')
  assert.equal(evs[2].details.hookId, cxmlHook)
  assert.equal(evs[2].details.protocol, 'cxml-ariba')
  const got = cxml.requests.slice(before)
  assert.equal(got.length, 1)
  assert.deepEqual(got[0].problems, [])
  assert.equal(got[0].doc!.getElementsByTagName('InvoiceDetailRequestHeader')[0].getAttribute('invoiceID'), 'CX-NOREG')
})

test('(b) the network rejects the invoice (cXML 400): InvoiceSentError with its text, no retry', async () => {
  const put = await net.call('A', 'PUT', `/api/v1/hook/${cxmlHook}`, { action: 'cxml://strict' })
  assert.equal(put.statusCode, 200, put.body)
  const before = cxml.requests.length
  const id = await net.send(to(invoice('CX-REJECT'), NOT_ON_PEPPOL))
  assert.equal(await settled(id), 'error')
  const evs = await events(net.node('A').t, { documentId: id })
  assert.deepEqual(evs.map(e => e.topic), ['SendInvoice', 'SendInvoiceFallback', 'InvoiceSentError'])
  assert.match(JSON.stringify(evs[2].details), /Invoice number already used/)
  assert.equal(cxml.requests.length - before, 1, 'one attempt: a 4xx is not retried')
})

test('(c) the network answers 500 once: InvoiceSentRetry, then InvoiceSent on the second attempt (same payloadID)', async () => {
  const put = await net.call('A', 'PUT', `/api/v1/hook/${cxmlHook}`, { action: 'cxml://flaky' })
  assert.equal(put.statusCode, 200, put.body)
  const before = cxml.requests.length
  const id = await net.send(to(invoice('CX-RETRY'), NOT_ON_PEPPOL))
  const a = net.node('A')
  await eventually('InvoiceSentRetry', async () => (await events(a.t, { documentId: id })).some(e => e.topic === 'InvoiceSentRetry'))
  a.t.clock.advance(31_000)
  a.t.wharf.wakeup?.notify?.()
  assert.equal(await settled(id), 'sent')
  const evs = await events(a.t, { documentId: id })
  assert.deepEqual(evs.map(e => e.topic), ['SendInvoice', 'SendInvoiceFallback', 'InvoiceSentRetry', 'InvoiceSent'])
  assert.equal(evs[3].details.attempt, '2')
  const got = cxml.requests.slice(before)
  assert.deepEqual(got.map(r => r.path), ['/fail-1', '/fail-1'])
  const ids = got.map(r => r.doc!.documentElement!.getAttribute('payloadID'))
  assert.equal(ids[0], ids[1], 'one payloadID for both attempts')
  assert.deepEqual(got[1].problems, [])
})
