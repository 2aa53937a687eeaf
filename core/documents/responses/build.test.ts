// The business responses Wharf writes (Invoice Response T111, Order Response T76, Order Cancellation T115) against
// the official UBL 2.1 schemas (xmllint, test/fixtures/ubl-2.1-xsd, see its MANIFEST.tsv) and the structure of the
// official examples; detection reads them as the Peppol document types they claim; the body checks refuse what the
// Peppol code lists, PEPPOL-T111-R001/R004/R005 and PEPPOL-T76-R007 refuse.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { needs, validateWithXsd } from '../../../test/helpers/tools.ts'
import { detectDocument } from '../detect.ts'
import { factsOf, type AnsweredFacts } from './answered.ts'
import { buildInvoiceResponse, checkInvoiceResponseBody } from './invoice-response.ts'
import { buildOrderCancellation, buildOrderResponse, checkOrderCancellationBody, checkOrderResponseBody } from './order-response.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const DOCS = path.join(ROOT, 'test/fixtures/documents')
const XSD = (root: string): string => path.join(ROOT, 'test/fixtures/ubl-2.1-xsd/maindoc', `UBL-${root}-2.1.xsd`)
const now = new Date('2026-11-25T10:11:12.345Z')

async function facts (file: string, family: 'Invoice' | 'Order'): Promise<AnsweredFacts> {
  const bytes = fs.readFileSync(path.join(DOCS, file))
  return await factsOf(Readable.from([bytes]), bytes.length, { documentId: file, family, sender: null, receiver: null })
}

/** The element names of a document in document order (prefixes dropped), to compare structures. */
const elements = (xml: string): string[] => [...xml.matchAll(/<([A-Za-z][\w.-]*:)?([A-Za-z][\w.-]*)[\s>/]/g)].map(m => m[2]).filter(n => n !== 'xml')

test('answeredFacts reads a UBL invoice, a CII invoice and an order', async () => {
  const inv = await facts('bis3-base-example.xml', 'Invoice')
  assert.equal(inv.id, 'Snippet1')
  assert.equal(inv.issueDate, '2017-11-13')
  assert.equal(inv.typeCode, '380')
  assert.deepEqual(inv.seller.endpoint, { scheme: '0088', value: '9482348239847239874' })
  assert.equal(inv.seller.registrationName, 'SupplierOfficialName Ltd')
  assert.deepEqual(inv.buyer.endpoint, { scheme: '0002', value: 'FR23342' })
  const cii = await facts('cii-peppol-derived-from-example2.xml', 'Invoice')
  assert.match(String(cii.issueDate), /^\d{4}-\d{2}-\d{2}$/)
  assert.notEqual(cii.seller.registrationName, null)
  const order = await facts('poacc-uc1-order.xml', 'Order')
  assert.equal(order.id, '1')
  assert.equal(order.currency, 'EUR')
  assert.deepEqual(order.buyer.endpoint, { scheme: '0088', value: '7300010000001' })
  assert.equal(order.buyer.registrationName, 'City Hospital 345433')
  assert.deepEqual([order.seller.country, inv.seller.country, inv.buyer.country, cii.seller.country], ['NO', 'GB', 'SE', 'NO'])
})

test('Invoice Response: UBL 2.1 schema valid, the official example\'s structure, detected as T111', needs('xmllint'), async () => {
  const invoice = await facts('bis3-base-example.xml', 'Invoice')
  const body = { status: 'RE', reasons: { REF: 'Order reference missing', OTH: 'See note & call us' }, actions: { NIN: 'Send a new invoice', PIN: '' }, note: 'Rejected <on purpose>' }
  checkInvoiceResponseBody(body)
  const xml = buildInvoiceResponse({ id: 'resp-1', now, invoice, body })
  const v = validateWithXsd(xml, XSD('ApplicationResponse'))
  assert.ok(v.ok, v.output)
  const d = detectDocument(Buffer.from(xml))
  assert.equal(d.documentTypeId, 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2::ApplicationResponse##urn:fdc:peppol.eu:poacc:trns:invoice_response:3::2.1')
  assert.equal(d.processId, 'cenbii-procid-ubl::urn:fdc:peppol.eu:poacc:bis:invoice_response:3')
  // The buyer answers (SenderParty), the seller receives (ReceiverParty): the official example's EndpointIDs.
  assert.match(xml, /<cac:SenderParty><cbc:EndpointID schemeID="0002">FR23342<\/cbc:EndpointID>/)
  assert.match(xml, /<cac:ReceiverParty><cbc:EndpointID schemeID="0088">9482348239847239874<\/cbc:EndpointID>/)
  assert.match(xml, /<cbc:StatusReasonCode listID="OPStatusReason">REF<\/cbc:StatusReasonCode><cbc:StatusReason>Order reference missing<\/cbc:StatusReason>/)
  assert.match(xml, /<cbc:StatusReasonCode listID="OPStatusAction">PIN<\/cbc:StatusReasonCode><\/cac:Status>/)
  assert.match(xml, /<cac:DocumentReference><cbc:ID>Snippet1<\/cbc:ID><cbc:IssueDate>2017-11-13<\/cbc:IssueDate><cbc:DocumentTypeCode>380<\/cbc:DocumentTypeCode>/)
  assert.match(xml, /<cbc:Note>Rejected &lt;on purpose&gt;<\/cbc:Note>/)
  // The official example, without the optional parts Wharf does not write (Contact, EffectiveDate, Condition, IssuerParty).
  const official = fs.readFileSync(path.join(DOCS, 'poacc-invoice-response.xml'), 'utf8')
  const optional = new Set(['Contact', 'Name', 'Telephone', 'ElectronicMail', 'EffectiveDate', 'Condition', 'AttributeID', 'Description', 'IssuerParty', 'PartyName'])
  const cut = (x: string): string => x.replace(/<cac:IssuerParty>[\s\S]*<\/cac:IssuerParty>/, '')
  const skeleton = (x: string): string[] => elements(cut(x)).filter(n => !optional.has(n))
  const dedupStatus = (names: string[]): string[] => { const out: string[] = []; for (const n of names) if (!(['Status', 'StatusReasonCode', 'StatusReason'].includes(n) && out.includes(n))) out.push(n); return out }
  assert.deepEqual(dedupStatus(skeleton(xml)), dedupStatus(skeleton(official)))
})

test('Invoice Response body: Peppol code lists, PEPPOL-T111-R001, R004 and R005', () => {
  for (const status of ['AB', 'IP', 'AP', 'PD']) checkInvoiceResponseBody({ status })
  assert.throws(() => checkInvoiceResponseBody({ status: 'XX' }), /status must be one of AB, AP, RE, IP, UQ, CA, PD/)
  for (const status of ['UQ', 'CA', 'RE']) {
    assert.throws(() => checkInvoiceResponseBody({ status }), /needs at least one clarification reason/)
    assert.throws(() => checkInvoiceResponseBody({ status, reasons: {} }), /PEPPOL-T111-R001/)
  }
  assert.throws(() => checkInvoiceResponseBody({ status: 'RE', reasons: { NOA: 'x' } }), /reasons: NOA is not in the Peppol code list OPStatusReason/)
  assert.throws(() => checkInvoiceResponseBody({ status: 'AP', actions: { REF: 'x' } }), /actions: REF is not in the Peppol code list OPStatusAction/)
  checkInvoiceResponseBody({ status: 'PD', reasons: { PPD: 'half' }, actions: { CNA: 'x' } })
  assert.throws(() => checkInvoiceResponseBody({ status: 'CA', reasons: { PPD: 'half' } }), /PPD .* status PD only, not CA \(PEPPOL-T111-R005\)/)
  assert.throws(() => checkInvoiceResponseBody({ status: 'PD', reasons: { PPD: ' ' } }), /PPD .* needs its text: what was paid \(PEPPOL-T111-R004\)/)
})

test('Order Response: UBL 2.1 schema valid, the official example\'s header structure, detected as T76', needs('xmllint'), async () => {
  const order = await facts('poacc-uc1-order.xml', 'Order')
  for (const status of ['AB', 'AP', 'RE']) {
    checkOrderResponseBody({ status })
    const xml = buildOrderResponse({ id: `or-${status}`, now, order, body: { status, note: 'Thanks' } })
    const v = validateWithXsd(xml, XSD('OrderResponse'))
    assert.ok(v.ok, v.output)
    const d = detectDocument(Buffer.from(xml))
    assert.equal(d.documentTypeId, 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:OrderResponse-2::OrderResponse##urn:fdc:peppol.eu:poacc:trns:order_response:3::2.1')
    assert.deepEqual([d.sender, d.receiver], [{ ok: true, id: '0192:987654325' }, { ok: true, id: '0088:7300010000001' }])
    assert.match(xml, new RegExp(`<cbc:OrderResponseCode>${status}</cbc:OrderResponseCode><cbc:Note>Thanks</cbc:Note><cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode><cac:OrderReference><cbc:ID>1</cbc:ID></cac:OrderReference>`))
  }
  assert.throws(() => checkOrderResponseBody({ status: 'PD' }), /status must be one of AB, AP, RE, CA/)
  assert.throws(() => checkOrderResponseBody({ status: 'CA' }), /CA .* needs order lines .* \(PEPPOL-T76-R007\)/)
  const official = elements(fs.readFileSync(path.join(DOCS, 'poacc-uc1-order-response.xml'), 'utf8'))
  const ours = elements(buildOrderResponse({ id: 'x', now, order, body: { status: 'AP', note: 'n' } }))
  const header = (names: string[]): string[] => names.slice(0, names.indexOf('OrderLine') === -1 ? names.length : names.indexOf('OrderLine'))
  for (const n of ours) assert.ok(header(official).includes(n), `${n} is in the official example's header`)
})

test('Order Cancellation: UBL 2.1 schema valid, the official example\'s structure, detected as T115', needs('xmllint'), async () => {
  const order = await facts('poacc-uc1-order.xml', 'Order')
  assert.throws(() => checkOrderCancellationBody({ cancellationNote: ' ' }), /cancellationNote is required/)
  const xml = buildOrderCancellation({ id: 'cancel-1', now, order, body: { cancellationNote: 'With reference to phone call', note: 'n' } })
  const v = validateWithXsd(xml, XSD('OrderCancellation'))
  assert.ok(v.ok, v.output)
  const d = detectDocument(Buffer.from(xml))
  assert.equal(d.family, 'OrderCancellation')
  assert.equal(d.codeListState, 'active')
  assert.deepEqual([d.sender, d.receiver], [{ ok: true, id: '0088:7300010000001' }, { ok: true, id: '0192:987654325' }])
  const official = elements(fs.readFileSync(path.join(DOCS, 'poacc-order-cancellation.xml'), 'utf8')).filter(n => !['PartyName', 'Name'].includes(n))
  assert.deepEqual(elements(xml).filter(n => n !== 'IssueTime' && n !== 'Note'), official)
  // The seller's country (mandatory in T115: PEPPOL-T115-B06002) from the order, else from the body.
  assert.match(xml, /<cac:SellerSupplierParty><cac:Party>.*<cac:PostalAddress><cac:Country><cbc:IdentificationCode>NO<\/cbc:IdentificationCode><\/cac:Country><\/cac:PostalAddress><cac:PartyLegalEntity>/)
  const noCountry = { ...order, seller: { ...order.seller, country: null } }
  assert.throws(() => buildOrderCancellation({ id: 'c', now, order: noCountry, body: { cancellationNote: 'x' } }), /names no seller country .* \(PEPPOL-T115-B06002\): give sellerCountry/)
  assert.match(buildOrderCancellation({ id: 'c', now, order: noCountry, body: { cancellationNote: 'x', sellerCountry: 'SE' } }), /<cbc:IdentificationCode>SE<\/cbc:IdentificationCode>/)
  assert.throws(() => checkOrderCancellationBody({ cancellationNote: 'x', sellerCountry: 'Sweden' }), /sellerCountry must be an ISO 3166-1 alpha-2 code/)
})
