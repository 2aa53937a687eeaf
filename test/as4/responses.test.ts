// Issue 18 points 2 and 3 end to end on the local Peppol network (local SML + SMP, two Wharf instances A and B,
// real AS4): A sends an invoice, B answers it through POST .../purchaseInvoice/{id}/response, A receives
// InvoiceResponseReceived with refToDocumentId = its invoice and downloads the response under the invoice; A sends
// an order, B answers with an Order Response, A cancels the order: each arrives with its event and refToDocumentId.
// The responses Wharf writes are checked against the UBL 2.1 schema (xmllint). A receiver whose SMP does not
// publish the response type gets nothing: InvoiceResponseSentError RECEIVER_NOT_CAPABLE.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { As4Network, PARTY_A, PARTY_B, eventually, events, invoice, type NodeName } from './network.ts'
import { api, hostOf, party } from '../helpers/fixtures.ts'
import { has, validateWithXsd } from '../helpers/tools.ts'
import type { TestWharf } from '../helpers/wharf.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const XSD = (root: string): string => path.join(ROOT, 'test/fixtures/ubl-2.1-xsd/maindoc', `UBL-${root}-2.1.xsd`)
/** A second seller identifier on A whose SMP entry has invoices only (no invoiceResponse). */
const PLAIN_SELLER = '0088:5798000000124'
// The Invoice and Order Responses name no postal address (T111 / T76 parties have none), so SBDH COUNTRY_C1 comes from
// the operator's default (WHARF_AS4_COUNTRY_C1, plugins/peppol-as4/country.ts); the Order Cancellation names the
// seller's country (T115 wants it), the supplier country that file reads.
const net = new As4Network({ env: { A: { WHARF_AS4_COUNTRY_C1: 'SE' }, B: { WHARF_AS4_COUNTRY_C1: 'NO' } } })

/** The official poacc UC1 order (buyer PARTY_A, seller PARTY_B) in the Ordering process (which has Order Response). */
const order = (number: string): Buffer => Buffer.from(fs.readFileSync(path.join(ROOT, 'test/fixtures/documents/poacc-uc1-order.xml'), 'utf8')
  .replace('<cbc:ProfileID>urn:fdc:peppol.eu:poacc:bis:order_only:3</cbc:ProfileID>', '<cbc:ProfileID>urn:fdc:peppol.eu:poacc:bis:ordering:3</cbc:ProfileID>')
  .replace('<cbc:ID>1</cbc:ID>', `<cbc:ID>${number}</cbc:ID>`))

const statusOf = async (t: TestWharf, documentId: string): Promise<string | undefined> =>
  (await t.wharf.knex('documents').where({ document_id: documentId }).first('status'))?.status
const settled = async (name: NodeName, documentId: string): Promise<string> => {
  const t = net.node(name).t
  const final = await eventually(`${name} ${documentId} settles`, async () => { const s = await statusOf(t, documentId); return s === 'sent' || s === 'error' ? s : undefined }, 30_000)
  if (final !== 'sent') assert.fail(JSON.stringify((await events(t, { documentId })).map(e => [e.topic, e.message])))
  return final
}
async function post (name: NodeName, url: string, payload: Buffer | object) {
  const n = net.node(name)
  const xml = Buffer.isBuffer(payload)
  return await n.t.app.inject({
    method: 'POST', url, payload: payload as object,
    headers: { host: hostOf('acceptance'), authorization: `Bearer ${n.token}`, ...(xml ? { 'content-type': 'application/xml' } : {}) }
  })
}
const receivedOn = async (name: NodeName, topic: string, match: (e: Awaited<ReturnType<typeof events>>[number]) => boolean) =>
  await eventually(`${topic} on ${name}`, async () => (await events(net.node(name).t, { topic })).find(match), 30_000)
async function download (name: NodeName, url: string): Promise<Buffer> {
  const n = net.node(name)
  const res = await api(n.t, n.token, 'GET', url)
  assert.equal(res.statusCode, 200, res.body)
  return res.rawPayload
}
async function registered (name: NodeName, id: string, capabilities: Record<string, string>, count = 1): Promise<void> {
  const put = await net.call(name, 'PUT', `/api/v1/peppol/config/party/${id}`, { capabilities })
  assert.equal(put.statusCode, 200, put.body)
  await eventually(`${name} registers ${id}`, async () => {
    const participants = (await net.call(name, 'GET', `/api/v1/peppol/config/party/${id}`)).json().registration.participants as Array<{ sml: string }>
    return participants.length === count && participants.every(p => p.sml === 'registered')
  }, 90_000)
}

before(async () => {
  await net.start()
  await registered('A', PARTY_A, { invoices: 'on', invoiceResponse: 'on', orderResponse: 'on' })
  await registered('B', PARTY_B, { invoices: 'on', orders: 'on', orderAdvanced: 'on' })
  const a = net.node('A')
  await party(a.t, a.tenantId, [PLAIN_SELLER])
  await registered('A', PLAIN_SELLER, { invoices: 'on' })
})
after(async () => { await net.close() })

test('invoice A -> B, Invoice Response B -> A: InvoiceResponseReceived with refToDocumentId, downloaded under the invoice', async () => {
  const invoiceId = await net.send(invoice('IR-1'))
  await settled('A', invoiceId)
  const sent = (await events(net.node('A').t, { documentId: invoiceId })).find(e => e.topic === 'InvoiceSent')
  const atB = await receivedOn('B', 'InvoiceReceived', e => e.details.messageId === sent?.details.messageId)

  const res = await post('B', `/api/v1/${PARTY_B}/purchaseInvoice/${atB.documentId as string}/response`, { status: 'RE', reasons: { REF: 'No purchase order reference' }, actions: { NIN: 'Please send a corrected invoice' }, note: 'Rejected' })
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(res.json().status, 'queued', res.body)
  assert.equal(res.json().topic, 'SendInvoiceResponse')
  const responseId = res.json().documentId as string
  await settled('B', responseId)
  const sentB = (await events(net.node('B').t, { documentId: responseId })).find(e => e.topic === 'InvoiceResponseSent')
  assert.ok(sentB !== undefined)
  assert.equal((sentB as typeof sentB & { refToDocumentId: string }).refToDocumentId, atB.documentId, 'InvoiceResponseSent names the answered invoice')

  const atA = await receivedOn('A', 'InvoiceResponseReceived', e => e.details.messageId === sentB.details.messageId)
  const ev = atA as typeof atA & { refToDocumentId: string | null }
  assert.equal(ev.refToDocumentId, invoiceId)
  assert.equal(ev.details.refToDocumentId, invoiceId)
  assert.equal(ev.details.sender, PARTY_B)
  assert.match(String(ev.details.documentTypeId), /ApplicationResponse##urn:fdc:peppol\.eu:poacc:trns:invoice_response:3::2\.1$/)
  const written = await download('B', `/api/v1/${PARTY_B}/generic/${responseId}/download`)
  const got = await download('A', `/api/v1/${PARTY_A}/salesInvoice/${invoiceId}/response/${atA.documentId as string}/download`)
  assert.ok(got.equals(written), 'A downloads exactly the bytes B wrote')
  assert.match(got.toString('utf8'), /<cac:DocumentReference><cbc:ID>IR-1<\/cbc:ID>/)
  if (has('xmllint')) { const v = validateWithXsd(got.toString('utf8'), XSD('ApplicationResponse')); assert.ok(v.ok, v.output) }
})

test('order A -> B, Order Response B -> A, Order Cancellation A -> B: each with its event and refToDocumentId', async () => {
  const po = await post('A', `/api/v1/${PARTY_A}/purchaseOrder/send`, order('PO-E2E-1'))
  assert.equal(po.statusCode, 202, po.body)
  const orderId = po.json().documentId as string
  await settled('A', orderId)
  const sent = (await events(net.node('A').t, { documentId: orderId })).find(e => e.topic === 'OrderSent')
  const atB = await receivedOn('B', 'OrderReceived', e => e.details.messageId === sent?.details.messageId)

  const answer = await post('B', `/api/v1/${PARTY_B}/salesOrder/${atB.documentId as string}/response`, { status: 'AP', note: 'Accepted as ordered' })
  assert.equal(answer.statusCode, 202, answer.body)
  assert.equal(answer.json().status, 'queued', answer.body)
  const answerId = answer.json().documentId as string
  await settled('B', answerId)
  const answerSent = (await events(net.node('B').t, { documentId: answerId })).find(e => e.topic === 'OrderResponseSent')
  const responseAtA = await receivedOn('A', 'OrderResponseReceived', e => e.details.messageId === answerSent?.details.messageId)
  assert.equal((responseAtA as typeof responseAtA & { refToDocumentId: string }).refToDocumentId, orderId)
  const responseXml = await download('A', `/api/v1/${PARTY_A}/generic/${responseAtA.documentId as string}/download`)
  if (has('xmllint')) { const v = validateWithXsd(responseXml.toString('utf8'), XSD('OrderResponse')); assert.ok(v.ok, v.output) }

  const cancel = await post('A', `/api/v1/${PARTY_A}/purchaseOrder/${orderId}/cancel`, { cancellationNote: 'Ordered by mistake' })
  assert.equal(cancel.statusCode, 202, cancel.body)
  const cancelId = cancel.json().documentId as string
  await settled('A', cancelId)
  const cancelSent = (await events(net.node('A').t, { documentId: cancelId })).find(e => e.topic === 'OrderCancellationSent')
  const cancelAtB = await receivedOn('B', 'OrderCancellationReceived', e => e.details.messageId === cancelSent?.details.messageId)
  assert.equal((cancelAtB as typeof cancelAtB & { refToDocumentId: string }).refToDocumentId, atB.documentId)
  const cancelXml = await download('B', `/api/v1/${PARTY_B}/salesOrder/${cancelAtB.documentId as string}/download`)
  assert.ok(cancelXml.equals(await download('A', `/api/v1/${PARTY_A}/purchaseOrder/${cancelId}/download`)))
  if (has('xmllint')) { const v = validateWithXsd(cancelXml.toString('utf8'), XSD('OrderCancellation')); assert.ok(v.ok, v.output) }
})

test('a seller whose SMP does not publish the Invoice Response: InvoiceResponseSentError RECEIVER_NOT_CAPABLE, nothing sent', async () => {
  const doc = Buffer.from(invoice('IR-PLAIN').toString('utf8').replace('<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">5798000000124</cbc:EndpointID>'))
  const injected = await post('B', `/api/v1/${PARTY_B}/generic/receive`, doc)
  assert.equal(injected.statusCode, 201, injected.body)
  const res = await post('B', `/api/v1/${PARTY_B}/purchaseInvoice/${injected.json().documentId as string}/response`, { status: 'AP' })
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(res.json().status, 'error', res.body)
  assert.equal(res.json().topic, 'InvoiceResponseSentError')
  assert.equal(res.json().error.code, 'RECEIVER_NOT_CAPABLE')
  assert.match(res.json().error.message, /0088:5798000000124 does not accept .*invoice_response/)
  const evs = await events(net.node('B').t, { documentId: res.json().documentId })
  assert.deepEqual(evs.map(e => [e.topic, e.details.code]), [['InvoiceResponseSentError', 'RECEIVER_NOT_CAPABLE']])
})
