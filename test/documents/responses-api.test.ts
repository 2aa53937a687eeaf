// Issue 18, business responses and generic routes through the API of one Wharf without workers (the AS4 round trip is
// test/as4/responses.test.ts): two parties of one tenant play seller (0088:7300010000001 for invoices) and buyer; the
// answered documents come in through POST .../generic/receive, the built responses are injected at the other party
// the same way, which links them to the document they answer (refToDocumentId). Without a channel the responses end
// as *SentError NO_CHANNEL, stored with their bytes.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, hostOf, party, tenant } from '../helpers/fixtures.ts'
import { eventsOf, fixture, sendXml } from './helpers.ts'

let t: TestWharf
let token: string
let userToken: string
const P1 = '0088:7300010000001'
const P2 = '0192:987654325'

/** The official BIS 3 invoice with P1 as seller and P2 as buyer. */
const invoice = (number: string): Buffer => Buffer.from(fixture('bis3-base-example.xml').toString('utf8')
  .replace('<cbc:EndpointID schemeID="0088">9482348239847239874</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>')
  .replace('<cbc:EndpointID schemeID="0002">FR23342</cbc:EndpointID>', '<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>')
  .replace('<cbc:ID>Snippet1</cbc:ID>', `<cbc:ID>${number}</cbc:ID>`))
/** The official Order (poacc UC1): buyer P1, seller P2. */
const order = (number: string): Buffer => Buffer.from(fixture('poacc-uc1-order.xml').toString('utf8').replace('<cbc:ID>1</cbc:ID>', `<cbc:ID>${number}</cbc:ID>`))

async function inject (partyId: string, xml: Buffer | string, tok = token) {
  return await t.app.inject({
    method: 'POST', url: `/api/v1/${partyId}/generic/receive`, payload: xml,
    headers: { host: hostOf('acceptance'), authorization: `Bearer ${tok}`, 'content-type': 'application/xml' }
  })
}
async function download (partyId: string, documentId: string): Promise<string> {
  const res = await api(t, token, 'GET', `/api/v1/${partyId}/generic/${documentId}/download`)
  assert.equal(res.statusCode, 200, res.body)
  return res.body
}

before(async () => {
  t = await createTestWharf({})
  const acme = await tenant(t, 'responses-api')
  await party(t, acme.id, [P1])
  await party(t, acme.id, [P2])
  token = await clientToken(t, await application(t, acme.id, ['ApManager']))
  userToken = await clientToken(t, await application(t, acme.id, ['ApUser']))
})
after(async () => { await t?.close() })

test('Invoice Response: built from the body, refused outside the code lists, linked at the seller and downloadable there', async () => {
  const sent = await sendXml(t, token, P1, 'salesInvoice', invoice('INV-R1'))
  assert.equal(sent.statusCode, 202, sent.body)
  const salesId = sent.json().documentId as string
  const received = await inject(P2, invoice('INV-R1'))
  assert.equal(received.statusCode, 201, received.body)
  assert.equal(received.json().topic, 'InvoiceReceived')
  const purchaseId = received.json().documentId as string
  const url = `/api/v1/${P2}/purchaseInvoice/${purchaseId}/response`

  for (const [payload, pattern] of [
    [{ status: 'XX' }, /status must be one of AB, AP, RE, IP, UQ, CA, PD/],
    [{ status: 'RE' }, /PEPPOL-T111-R001/],
    [{ status: 'UQ', reasons: {} }, /PEPPOL-T111-R001/],
    [{ status: 'RE', reasons: { ZZZ: 'x' } }, /ZZZ is not in the Peppol code list OPStatusReason/],
    [{ status: 'AP', actions: { NON: 'x' } }, /NON is not in the Peppol code list OPStatusAction/],
    [{ status: 'AP', extra: 1 }, /./]
  ] as const) {
    const res = await api(t, token, 'POST', url, { payload })
    assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`)
    assert.equal(res.json().code, 'VALIDATION_FAILED')
    assert.match(res.json().message, pattern)
  }
  // Not a received invoice of P2: 404.
  assert.equal((await api(t, token, 'POST', `/api/v1/${P1}/purchaseInvoice/${salesId}/response`, { payload: { status: 'AP' } })).statusCode, 404)

  const res = await api(t, token, 'POST', url, { payload: { status: 'RE', reasons: { REF: 'No order reference' }, actions: { NIN: 'Send a new one' }, note: 'See reasons' }, headers: { 'x-service-documentid': 'resp-INV-R1' } })
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(res.json().documentId, 'resp-INV-R1')
  assert.equal(res.json().family, 'ApplicationResponse')
  assert.equal(res.json().sender, P2)
  assert.equal(res.json().receiver, P1)
  assert.equal(res.json().status, 'error')
  assert.equal(res.json().error.code, 'NO_CHANNEL')
  const events = await eventsOf(t, 'resp-INV-R1')
  assert.deepEqual(events.map(e => e.topic), ['SendInvoiceResponse', 'InvoiceResponseSentError'])
  assert.deepEqual(events.map(e => (e as unknown as { refToDocumentId: string }).refToDocumentId), [purchaseId, purchaseId])
  const xml = await download(P2, 'resp-INV-R1')
  assert.match(xml, /<cbc:ID>resp-INV-R1<\/cbc:ID>/)
  assert.match(xml, /<cbc:ResponseCode>RE<\/cbc:ResponseCode><cac:Status><cbc:StatusReasonCode listID="OPStatusReason">REF<\/cbc:StatusReasonCode><cbc:StatusReason>No order reference<\/cbc:StatusReason><\/cac:Status><cac:Status><cbc:StatusReasonCode listID="OPStatusAction">NIN/)
  assert.match(xml, /<cac:DocumentReference><cbc:ID>INV-R1<\/cbc:ID><cbc:IssueDate>2017-11-13<\/cbc:IssueDate><cbc:DocumentTypeCode>380<\/cbc:DocumentTypeCode><\/cac:DocumentReference>/)

  // At the seller: InvoiceResponseReceived linked to its sales invoice, downloadable under it.
  const back = await inject(P1, xml)
  assert.equal(back.statusCode, 201, back.body)
  assert.equal(back.json().topic, 'InvoiceResponseReceived')
  assert.equal(back.json().refToDocumentId, salesId)
  const ev = (await eventsOf(t, back.json().documentId))[0] as unknown as { refToDocumentId: string, details: Record<string, unknown> }
  assert.equal(ev.refToDocumentId, salesId)
  assert.equal(ev.details.refToDocumentId, salesId)
  assert.equal(ev.details.sender, P2)
  const dl = await api(t, token, 'GET', `/api/v1/${P1}/salesInvoice/${salesId}/response/${back.json().documentId as string}/download`)
  assert.equal(dl.statusCode, 200, dl.body)
  assert.equal(dl.body, xml)
  // Another sales invoice, or the response under the buyer's id: 404.
  const other = await sendXml(t, token, P1, 'salesInvoice', invoice('INV-R2'))
  assert.equal((await api(t, token, 'GET', `/api/v1/${P1}/salesInvoice/${other.json().documentId as string}/response/${back.json().documentId as string}/download`)).statusCode, 404)
  assert.equal((await api(t, token, 'GET', `/api/v1/${P1}/salesInvoice/${salesId}/response/${salesId}/download`)).statusCode, 404)
  // A response to an unknown invoice is received without a link.
  const stray = await inject(P1, xml.replace('<cbc:ID>INV-R1</cbc:ID>', '<cbc:ID>INV-UNKNOWN</cbc:ID>'))
  assert.equal(stray.json().refToDocumentId, null)
})

test('Order Response and Order Cancellation: built, linked at the other side with refToDocumentId', async () => {
  const po = await sendXml(t, token, P1, 'purchaseOrder', order('PO-7'))
  assert.equal(po.statusCode, 202, po.body)
  const purchaseOrderId = po.json().documentId as string
  const so = await inject(P2, order('PO-7'))
  assert.equal(so.json().topic, 'OrderReceived')
  const salesOrderId = so.json().documentId as string

  const bad = await api(t, token, 'POST', `/api/v1/${P2}/salesOrder/${salesOrderId}/response`, { payload: { status: 'PD' } })
  assert.equal(bad.statusCode, 400)
  assert.match(bad.json().message, /UNCL4343-T76/)
  // CA must carry order lines (PEPPOL-T76-R007), which the header-level response has none of: refused.
  const ca = await api(t, token, 'POST', `/api/v1/${P2}/salesOrder/${salesOrderId}/response`, { payload: { status: 'CA' } })
  assert.equal(ca.statusCode, 400)
  assert.match(ca.json().message, /PEPPOL-T76-R007/)
  assert.equal((await api(t, token, 'POST', `/api/v1/${P2}/salesOrder/${purchaseOrderId}/response`, { payload: { status: 'AP' } })).statusCode, 404)
  const answer = await api(t, token, 'POST', `/api/v1/${P2}/salesOrder/${salesOrderId}/response`, { payload: { status: 'AP', note: 'Accepted' } })
  assert.equal(answer.statusCode, 202, answer.body)
  assert.equal(answer.json().family, 'OrderResponse')
  assert.deepEqual([answer.json().sender, answer.json().receiver], [P2, P1])
  const responseXml = await download(P2, answer.json().documentId)
  assert.match(responseXml, /<cbc:OrderResponseCode>AP<\/cbc:OrderResponseCode><cbc:Note>Accepted<\/cbc:Note><cbc:DocumentCurrencyCode>EUR<\/cbc:DocumentCurrencyCode><cac:OrderReference><cbc:ID>PO-7<\/cbc:ID>/)
  const atBuyer = await inject(P1, responseXml)
  assert.equal(atBuyer.json().topic, 'OrderResponseReceived')
  assert.equal(atBuyer.json().refToDocumentId, purchaseOrderId)

  const noNote = await api(t, token, 'POST', `/api/v1/${P1}/purchaseOrder/${purchaseOrderId}/cancel`, { payload: { note: 'x' } })
  assert.equal(noNote.statusCode, 400)
  assert.equal((await api(t, token, 'POST', `/api/v1/${P1}/purchaseOrder/${salesOrderId}/cancel`, { payload: { cancellationNote: 'x' } })).statusCode, 404)
  const cancel = await api(t, token, 'POST', `/api/v1/${P1}/purchaseOrder/${purchaseOrderId}/cancel`, { payload: { cancellationNote: 'Ordered twice', note: 'Sorry' } })
  assert.equal(cancel.statusCode, 202, cancel.body)
  assert.equal(cancel.json().family, 'OrderCancellation')
  assert.equal(cancel.json().error.code, 'NO_CHANNEL')
  const cancelEvents = await eventsOf(t, cancel.json().documentId)
  assert.deepEqual(cancelEvents.map(e => e.topic), ['SendOrderCancellation', 'OrderCancellationSentError'])
  assert.equal((cancelEvents[1] as unknown as { refToDocumentId: string }).refToDocumentId, purchaseOrderId)
  const cancelXml = await download(P1, cancel.json().documentId)
  assert.match(cancelXml, /<cbc:CancellationNote>Ordered twice<\/cbc:CancellationNote><cac:OrderReference><cbc:ID>PO-7<\/cbc:ID>/)
  const atSeller = await inject(P2, cancelXml)
  assert.equal(atSeller.json().topic, 'OrderCancellationReceived')
  assert.equal(atSeller.json().refToDocumentId, salesOrderId)
})

test('generic/send: any family, receiverId written into the receiver EndpointID; generic/receive: ApManager only', async () => {
  const url = (q: string): string => `/api/v1/${P1}/generic/send${q}`
  const post = async (q: string, body: Buffer) => await t.app.inject({ method: 'POST', url: url(q), payload: body, headers: { host: hostOf('acceptance'), authorization: `Bearer ${token}`, 'content-type': 'application/xml' } })
  const inv = await post('', invoice('G-1'))
  assert.equal(inv.statusCode, 202, inv.body)
  assert.equal(inv.json().family, 'Invoice')
  assert.equal((await download(P1, inv.json().documentId)), invoice('G-1').toString('utf8'))
  const ord = await post('', order('G-2'))
  assert.equal(ord.json().family, 'Order')
  const forced = await post('?receiverId=0208:0123456749', invoice('G-3'))
  assert.equal(forced.statusCode, 202, forced.body)
  assert.equal(forced.json().receiver, '0208:0123456749')
  const stored = await download(P1, forced.json().documentId)
  assert.match(stored, /<cac:AccountingCustomerParty>\s*<cac:Party>\s*<cbc:EndpointID schemeID="0208">0123456749<\/cbc:EndpointID>/)
  assert.equal(stored.replace('<cbc:EndpointID schemeID="0208">0123456749</cbc:EndpointID>', '<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>'), invoice('G-3').toString('utf8'))
  const forcedOrder = await post('?receiverId=0088:7302347231110', order('G-4'))
  assert.equal(forcedOrder.json().receiver, '0088:7302347231110')
  assert.equal(forcedOrder.json().sender, P1)
  const badId = await post('?receiverId=nonsense', invoice('G-5'))
  assert.equal(badId.statusCode, 400)
  assert.equal(badId.json().code, 'INVALID_PARTY_ID')
  const notXml = await post('', Buffer.from('hello'))
  assert.equal(notXml.json().code, 'INVALID_XML')

  const asUser = await inject(P2, invoice('G-6'), userToken)
  assert.equal(asUser.statusCode, 403, asUser.body)
  const asManager = await inject(P2, invoice('G-6'))
  assert.equal(asManager.statusCode, 201, asManager.body)
  const events = await eventsOf(t, asManager.json().documentId)
  assert.deepEqual(events.map(e => [e.topic, e.details.sender, e.details.createdBy]), [['InvoiceReceived', P1, 'api']])
})
