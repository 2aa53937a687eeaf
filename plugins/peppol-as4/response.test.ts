// interpretResponse and senderCountry on real messages: a good receipt, receipts that must be refused (wrong
// signer, NRI digest changed, wrong RefToMessageId), unsigned Error signals (NOT_SERVICED, transient, other), and
// HTTP failures without an ebMS body.
import { test, before } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { makeTestPki } from '../../scripts/pki/make-test-pki.ts'
import { buildErrorSignal, buildReceipt } from './as4/ebms.ts'
import { SOAP12_CONTENT_TYPE } from './as4/mime.ts'
import { signEnvelope } from './wssec/index.ts'
import { buildOutgoing, type OutgoingMessage } from './outgoing.ts'
import { interpretResponse } from './response.ts'
import { senderCountry } from './country.ts'
import type { ApIdentity } from './identity.ts'

let A: ApIdentity
let B: ApIdentity
let sent: OutgoingMessage
const INVOICE = fs.readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures/as4/bis3-base-example.xml'))

before(async () => {
  const pki = await makeTestPki({ instances: ['A', 'B'] })
  const id = (i: number): ApIdentity => ({ certPem: pki.instances[i].ap.certPem, keyPem: pki.instances[i].ap.keyPem, seatId: pki.instances[i].seatId })
  A = id(0)
  B = id(1)
  sent = buildOutgoing({
    sender: '0088:9482348239847239874', receiver: '0002:FR23342', countryC1: 'GB', document: INVOICE, identity: A, receiverCertPem: B.certPem,
    documentTypeId: 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1',
    processId: 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
  })
})

const answer = async (xml: string, status = 200) => await interpretResponse({ status, contentType: SOAP12_CONTENT_TYPE, body: Buffer.from(xml) }, sent, B.certPem, { messageId: sent.messageId }, new Date())
const receipt = (over: { ref?: string, signer?: ApIdentity, digest?: string } = {}): string => {
  const refs = sent.signedReferences.map((r, i) => i === 0 && over.digest !== undefined ? { ...r, digestValue: over.digest } : r)
  return signEnvelope(buildReceipt({ refToMessageId: over.ref ?? sent.messageId, references: refs }).xml, [], over.signer ?? B)
}

test('a receipt signed by the receiver repeating our digests: delivered with receipt details', async () => {
  assert.equal(sent.signedReferences.length, 3)
  const r = await answer(receipt())
  assert.equal(r.ok, true, JSON.stringify(r))
  const d = r.details as Record<string, any>
  assert.equal(d.messageId, sent.messageId)
  assert.equal(d.receipt.references, 3)
  assert.match(d.receipt.signer, /CN=POP000002/)
})

test('receipts that prove nothing are refused: other signer, changed digest, other message', async () => {
  for (const [what, xml, why] of [
    ['signed by A', receipt({ signer: A }), /not signed with the receiver/],
    ['digest changed', receipt({ digest: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' }), /digest of #wharf-msg-/],
    ['other message', receipt({ ref: 'other@x' }), /RefToMessageId other@x/]
  ] as const) {
    const r = await answer(xml)
    assert.equal(r.ok, false, what)
    if (r.ok) continue
    assert.equal(r.code, 'INVALID_RECEIPT', what)
    assert.match(r.message, why, what)
  }
})

test('unsigned Error signals: NOT_SERVICED -> failed not-serviced, transient -> retryable, others failed', async () => {
  const ns = await answer(buildErrorSignal({ refToMessageId: sent.messageId, errors: [{ code: 'EBMS:0004', detail: 'PEPPOL:NOT_SERVICED' }] }).xml)
  assert.ok(!ns.ok && ns.condition === 'not-serviced' && ns.code === 'NOT_SERVICED' && !ns.retryable)
  const busy = await answer(buildErrorSignal({ refToMessageId: sent.messageId, errors: [{ code: 'EBMS:0005' }] }).xml)
  assert.ok(!busy.ok && busy.retryable)
  const auth = await answer(buildErrorSignal({ refToMessageId: sent.messageId, errors: [{ code: 'EBMS:0101', detail: 'bad signature' }] }).xml)
  assert.ok(!auth.ok && !auth.retryable && auth.code === 'EBMS_ERROR')
  assert.match(auth.ok ? '' : auth.message, /EBMS:0101 bad signature/)
})

test('HTTP answers without ebMS: 5xx/429 retryable, 4xx failed, 200 with junk is an invalid receipt', async () => {
  const r503 = await interpretResponse({ status: 503, contentType: 'text/html', body: Buffer.from('<h1>down</h1>') }, sent, B.certPem, {}, new Date())
  assert.ok(!r503.ok && r503.retryable && r503.status === 503)
  const r404 = await interpretResponse({ status: 404, contentType: 'text/plain', body: Buffer.from('no') }, sent, B.certPem, {}, new Date())
  assert.ok(!r404.ok && !r404.retryable)
  const junk = await interpretResponse({ status: 200, contentType: SOAP12_CONTENT_TYPE, body: Buffer.from('<x/>') }, sent, B.certPem, {}, new Date())
  assert.ok(!junk.ok && junk.code === 'INVALID_RECEIPT')
})

test('COUNTRY_C1 from the supplier, not the customer or delivery country', () => {
  assert.equal(senderCountry(INVOICE), 'GB')
  assert.equal(senderCountry(Buffer.from('<Invoice><cac:AccountingCustomerParty><cbc:IdentificationCode>SE</cbc:IdentificationCode></cac:AccountingCustomerParty></Invoice>')), undefined)
  assert.equal(senderCountry(Buffer.from('<rsm:X><ram:SellerTradeParty><ram:PostalTradeAddress><ram:CountryID>de</ram:CountryID></ram:PostalTradeAddress></ram:SellerTradeParty></rsm:X>')), 'DE')
})

test('COUNTRY_C1 of a large invoice: the supplier after megabytes of embedded attachment', () => {
  const text = INVOICE.toString('utf8')
  const at = text.indexOf('<cac:AccountingSupplierParty>')
  assert.ok(at > 0)
  const attachment = `<cac:AdditionalDocumentReference><cbc:ID>1</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="a.pdf">${'QUJD'.repeat(1024 * 1024)}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>`
  assert.equal(senderCountry(Buffer.from(text.slice(0, at) + attachment + text.slice(at))), 'GB')
})
