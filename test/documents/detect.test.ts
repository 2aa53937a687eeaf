// Document detection on official examples (test/fixtures/documents, see MANIFEST.tsv): family, Peppol document type
// and process identifiers checked against the code list, sender/receiver EndpointIDs; and the refusals (malformed,
// DTD/XXE, unsupported root, unknown document type, oversized).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { detectDocument, type DetectedDocument } from '../../core/documents/detect.ts'
import { topicsFor } from '../../core/documents/topics.ts'
import { WharfError } from '../../core/errors.ts'

const dir = path.resolve(import.meta.dirname, '../fixtures/documents')
const load = (f: string): Buffer => fs.readFileSync(path.join(dir, f))
const detect = (f: string): DetectedDocument => detectDocument(load(f))
const UBL = (root: string): string => `urn:oasis:names:specification:ubl:schema:xsd:${root}-2::${root}`
const code = (fn: () => unknown): string => {
  try { fn() } catch (err) { assert.ok(err instanceof WharfError, String(err)); return err.code }
  assert.fail('expected a WharfError')
}

test('UBL invoice (BIS Billing 3): type, process, EndpointIDs', () => {
  const d = detect('bis3-vat-category-O.xml')
  assert.equal(d.family, 'Invoice')
  assert.equal(d.syntax, 'UBL')
  assert.equal(d.documentTypeId, `busdox-docid-qns::${UBL('Invoice')}##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1`)
  assert.equal(d.processId, 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0')
  assert.equal(d.documentTypeName, 'Peppol BIS Billing UBL Invoice V3')
  assert.deepEqual(d.sender, { ok: true, id: '0088:7300010000001' })
  assert.deepEqual(d.receiver, { ok: true, id: '0192:987654325' })
  assert.equal(topicsFor(d.family, d.documentTypeId).command, 'SendInvoice')
})

test('official base-example: its EndpointIDs are not valid participant identifiers (reported, not thrown)', () => {
  const d = detect('bis3-base-example.xml')
  assert.equal(d.family, 'Invoice')
  assert.equal(d.receiver.ok, false)
  assert.equal(!d.receiver.ok && d.receiver.code, 'ENDPOINT_ID_INVALID')
  assert.match(!d.receiver.ok ? d.receiver.message : '', /0002:FR23342/)
  assert.equal(d.sender.ok, false)
})

test('UBL credit note uses the Invoice topics', () => {
  const d = detect('bis3-base-creditnote-correction.xml')
  assert.equal(d.family, 'CreditNote')
  assert.match(d.documentTypeId, /::CreditNote##urn:cen\.eu:en16931:2017#compliant#urn:fdc:peppol\.eu:2017:poacc:billing:3\.0::2\.1$/)
  assert.deepEqual(topicsFor(d.family, d.documentTypeId), { stem: 'Invoice', command: 'SendInvoice', sent: 'InvoiceSent', retry: 'InvoiceSentRetry', error: 'InvoiceSentError', received: 'InvoiceReceived' })
})

test('Order, OrderResponse, DespatchAdvice, Invoice Response, MLS', () => {
  const order = detect('poacc-uc1-order.xml')
  assert.equal(order.family, 'Order')
  assert.equal(order.documentTypeId, `busdox-docid-qns::${UBL('Order')}##urn:fdc:peppol.eu:poacc:trns:order:3::2.1`)
  assert.equal(order.processId, 'cenbii-procid-ubl::urn:fdc:peppol.eu:poacc:bis:order_only:3')
  assert.deepEqual([order.sender, order.receiver], [{ ok: true, id: '0088:7300010000001' }, { ok: true, id: '0192:987654325' }], 'buyer sends, seller receives')
  const resp = detect('poacc-uc1-order-response.xml')
  assert.equal(resp.family, 'OrderResponse')
  assert.equal(resp.documentTypeId, `busdox-docid-qns::${UBL('OrderResponse')}##urn:fdc:peppol.eu:poacc:trns:order_response:3::2.1`)
  assert.equal(topicsFor(resp.family, resp.documentTypeId).sent, 'OrderResponseSent')
  const da = detect('poacc-despatch-advice.xml')
  assert.equal(da.family, 'DespatchAdvice')
  assert.deepEqual([da.sender, da.receiver], [{ ok: true, id: '0088:7300010000001' }, { ok: true, id: '0088:5798000000124' }])
  assert.equal(topicsFor(da.family, da.documentTypeId).command, 'SendDespatchAdvice')
  const ir = detect('poacc-invoice-response.xml')
  assert.equal(ir.family, 'ApplicationResponse')
  assert.equal(ir.processId, 'cenbii-procid-ubl::urn:fdc:peppol.eu:poacc:bis:invoice_response:3')
  assert.deepEqual([ir.sender, ir.receiver], [{ ok: true, id: '0088:5798000012349' }, { ok: true, id: '0088:7330001000000' }])
  assert.equal(topicsFor(ir.family, ir.documentTypeId).received, 'InvoiceResponseReceived')
  const mls = detect('mls-example-ap.xml')
  assert.equal(mls.documentTypeId, `busdox-docid-qns::${UBL('ApplicationResponse')}##urn:peppol:edec:mls:1.0::2.1`)
  assert.equal(mls.processId, 'cenbii-procid-ubl::urn:peppol:edec:mls')
  assert.equal(topicsFor(mls.family, mls.documentTypeId).received, 'MessageLevelStatusReceived')
})

test('CII: Peppol BIS CII invoice (D16B) with URIID endpoints; plain EN16931 CII is not a Peppol document type', () => {
  const d = detect('cii-peppol-derived-from-example2.xml')
  assert.equal(d.syntax, 'CII')
  assert.equal(d.family, 'Invoice')
  assert.equal(d.documentTypeId, 'busdox-docid-qns::urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100::CrossIndustryInvoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::D16B')
  assert.deepEqual([d.sender, d.receiver], [{ ok: true, id: '0192:987654325' }, { ok: true, id: '0192:123456785' }])
  assert.equal(code(() => detect('en16931-cii-example2.xml')), 'UNSUPPORTED_DOCUMENT')
})

test('EndpointID problems: missing, two of them, no schemeID', () => {
  const xml = load('bis3-vat-category-O.xml').toString('utf8')
  const missing = detectDocument(Buffer.from(xml.replace(/<cbc:EndpointID schemeID="0192">987654325<\/cbc:EndpointID>/, '')))
  assert.equal(!missing.receiver.ok && missing.receiver.code, 'ENDPOINT_ID_MISSING')
  const twice = detectDocument(Buffer.from(xml.replace(/(<cbc:EndpointID schemeID="0192">987654325<\/cbc:EndpointID>)/, '$1$1')))
  assert.equal(!twice.receiver.ok && twice.receiver.code, 'ENDPOINT_ID_MULTIPLE')
  const noScheme = detectDocument(Buffer.from(xml.replace('<cbc:EndpointID schemeID="0192">987654325', '<cbc:EndpointID>987654325')))
  assert.equal(!noScheme.receiver.ok && noScheme.receiver.code, 'ENDPOINT_ID_INVALID')
})

test('refusals: malformed, DTD, XXE, empty, wrong root, missing CustomizationID, bad ProfileID, oversized', () => {
  const xml = load('bis3-vat-category-O.xml').toString('utf8')
  assert.equal(code(() => detectDocument(Buffer.from(xml.slice(0, 2000)))), 'INVALID_XML')
  assert.equal(code(() => detectDocument(Buffer.from('<Invoice><a></Invoice>'))), 'INVALID_XML')
  assert.equal(code(() => detectDocument(Buffer.from(''))), 'INVALID_XML')
  assert.equal(code(() => detectDocument(Buffer.from('<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY a "b">]><Invoice/>'))), 'XML_DTD_NOT_ALLOWED')
  const xxe = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + xml.replace(/^<\?xml[^>]*>/, '').replace('<cbc:ID>', '<cbc:ID>&x;')
  assert.equal(code(() => detectDocument(Buffer.from(xxe))), 'XML_DTD_NOT_ALLOWED')
  assert.equal(code(() => detectDocument(Buffer.from('<Catalogue xmlns="urn:example"/>'))), 'UNSUPPORTED_DOCUMENT')
  assert.equal(code(() => detectDocument(Buffer.from(xml.replace(/<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/, '')))), 'UNSUPPORTED_DOCUMENT')
  assert.equal(code(() => detectDocument(Buffer.from(xml.replace(/<cbc:ProfileID>[^<]*</, '<cbc:ProfileID>urn:example:process<')))), 'UNSUPPORTED_DOCUMENT')
  assert.equal(code(() => detectDocument(Buffer.from(xml), { maxBytes: 1024 })), 'PAYLOAD_TOO_LARGE')
})

// Issue 18: Order Change and Order Cancellation were refused with UNSUPPORTED_DOCUMENT (unsupported root).
test('Order Change and Order Cancellation (official poacc-upgrade-3 examples): own families, topics, buyer -> seller', () => {
  for (const [file, root, customization, stem] of [
    ['poacc-order-change.xml', 'OrderChange', 'order_change', 'OrderChange'],
    ['poacc-order-cancellation.xml', 'OrderCancellation', 'order_cancellation', 'OrderCancellation']
  ] as const) {
    const d = detect(file)
    assert.equal(d.family, root)
    assert.equal(d.documentTypeId, `busdox-docid-qns::${UBL(root)}##urn:fdc:peppol.eu:poacc:trns:${customization}:3::2.3`)
    assert.equal(d.processId, 'cenbii-procid-ubl::urn:fdc:peppol.eu:poacc:bis:advanced_ordering:3')
    assert.equal(d.documentTypeName, root === 'OrderChange' ? 'Peppol Order Change' : 'Peppol Order Cancellation')
    assert.deepEqual([d.sender, d.receiver], [{ ok: true, id: '0088:7300010000001' }, { ok: true, id: '0088:7302347231110' }])
    assert.equal(d.selfBilling, false)
    assert.deepEqual(topicsFor(d.family, d.documentTypeId), { stem, command: `Send${stem}`, sent: `${stem}Sent`, retry: `${stem}SentRetry`, error: `${stem}SentError`, received: `${stem}Received` })
  }
})

test('of several code list entries the one that allows the process, active first: EHF Advanced Order 3.0 without UBLVersionID', () => {
  const EHF = 'urn:fdc:peppol.eu:poacc:trns:order:3:extended:urn:fdc:anskaffelser.no:2019:ehf:spec:3.0'
  const ehf = (profile: string, version?: string): DetectedDocument => detectDocument(Buffer.from(load('poacc-order-example.xml').toString('utf8')
    .replace('<cbc:CustomizationID>urn:fdc:peppol.eu:poacc:trns:order:3</cbc:CustomizationID>', `${version !== undefined ? `<cbc:UBLVersionID>${version}</cbc:UBLVersionID>` : ''}<cbc:CustomizationID>${EHF}</cbc:CustomizationID>`)
    .replace('urn:fdc:peppol.eu:poacc:bis:order_only:3', profile)))
  // The code list has a deprecated ::2.1 entry "(invalid)" allowing g3:09 only, and the active ::2.2 one allowing g3:09 and g3:02.
  for (const g of ['02', '09']) {
    const d = ehf(`urn:fdc:anskaffelser.no:2019:ehf:postaward:g3:${g}:1.0`)
    assert.equal(d.documentTypeId, `busdox-docid-qns::${UBL('Order')}##${EHF}::2.2`, g)
    assert.equal(d.codeListState, 'active')
  }
  // A document that says UBL 2.1 keeps the entry of its version, and with it that entry's processes.
  assert.equal(ehf('urn:fdc:anskaffelser.no:2019:ehf:postaward:g3:09:1.0', '2.1').documentTypeId, `busdox-docid-qns::${UBL('Order')}##${EHF}::2.1`)
  assert.equal(code(() => ehf('urn:fdc:anskaffelser.no:2019:ehf:postaward:g3:02:1.0', '2.1')), 'UNSUPPORTED_DOCUMENT')
})

// Derived in memory from the official vat-category-O example (A = 0088:7300010000001 supplier, B = 0192:987654325 customer).
const BIS3 = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'
const selfBilled = (customization: string, profile: string, typeCode: string): DetectedDocument => detectDocument(Buffer.from(load('bis3-vat-category-O.xml').toString('utf8')
  .replace(`<cbc:CustomizationID>${BIS3}</cbc:CustomizationID>`, `<cbc:CustomizationID>${customization}</cbc:CustomizationID>`)
  .replace('<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>', `<cbc:ProfileID>${profile}</cbc:ProfileID>`)
  .replace(/<cbc:InvoiceTypeCode>\d+<\/cbc:InvoiceTypeCode>/, `<cbc:InvoiceTypeCode>${typeCode}</cbc:InvoiceTypeCode>`)))

test('self-billing: BIS Self-Billing, and NLCIUS with type code 389, are sent by the buyer (EndpointIDs swap roles)', () => {
  assert.match(load('bis3-vat-category-O.xml').toString('utf8'), /<cbc:InvoiceTypeCode>380<\/cbc:InvoiceTypeCode>/)
  const sb = selfBilled('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:selfbilling:3.0', 'urn:fdc:peppol.eu:2017:poacc:selfbilling:01:1.0', '389')
  assert.equal(sb.documentTypeName, 'Peppol BIS Self-Billing UBL Invoice V3')
  assert.equal(sb.selfBilling, true)
  assert.deepEqual([sb.sender, sb.receiver], [{ ok: true, id: '0192:987654325' }, { ok: true, id: '0088:7300010000001' }])
  const nl = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0'
  const nl389 = selfBilled(nl, 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0', '389')
  assert.equal(nl389.documentTypeName, 'SI-UBL 2.0 Invoice')
  assert.equal(nl389.selfBilling, true)
  assert.deepEqual([nl389.sender, nl389.receiver], [{ ok: true, id: '0192:987654325' }, { ok: true, id: '0088:7300010000001' }])
  const nl380 = selfBilled(nl, 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0', '380')
  assert.equal(nl380.selfBilling, false)
  assert.deepEqual([nl380.sender, nl380.receiver], [{ ok: true, id: '0088:7300010000001' }, { ok: true, id: '0192:987654325' }])
  // A plain BIS 3 invoice with 389 is not self-billing (its customization decides).
  assert.equal(selfBilled(BIS3, 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0', '389').selfBilling, false)
})

test('legacy BIS 5a invoice (invoice_bisv2): detected with its deprecated code list entry', () => {
  const d = selfBilled('urn:www.cenbii.eu:transaction:biitrns010:ver2.0:extended:urn:www.peppol.eu:bis:peppol5a:ver2.0', 'urn:www.cenbii.eu:profile:bii05:ver2.0', '380')
  assert.equal(d.documentTypeName, 'PEPPOL Billing profile Invoice V2')
  assert.equal(d.family, 'Invoice')
  assert.equal(topicsFor(d.family, d.documentTypeId).received, 'InvoiceReceived')
})
