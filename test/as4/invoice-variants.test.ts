// Issue 18 point 1, the invoice families not covered elsewhere, A -> B over real AS4 (local SML + SMP, two Wharf
// instances): an SI-UBL 2.0 (NLCIUS) invoice and a Peppol BIS 3 CII invoice, both official examples with A's and B's
// Peppol EndpointIDs put in, sent through A's API under policy reject (SI-UBL rules; CEN + Peppol CII rules) and taken by
// B (capability invoices) with their own document types and the bytes A sent; and the legacy BIS 5a invoice
// (capability invoice_bisv2: received only, the API does not send it), posted to B's AS4 endpoint as a real signed and
// encrypted message from A's AP: taken with InvoiceReceived while invoice_bisv2 is on, refused (EBMS:0004, nothing
// stored) when it is off. The SBD carries the document without its XML declaration (plugins/peppol-as4/as4/sbdh.ts), so
// B stores the bytes A sent with the usual `<?xml version="1.0" encoding="UTF-8"?>` line: the CII example's lower-case
// `utf-8` declaration is the one difference, everything after it is byte for byte what A sent.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { As4Network, PARTY_A, PARTY_B, documentCount, eventually, events, invoice } from './network.ts'
import { api } from '../helpers/fixtures.ts'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { buildOutgoing } from '../../plugins/peppol-as4/outgoing.ts'
import { parseEnvelope } from '../../plugins/peppol-as4/as4/ebms-parse.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const net = new As4Network({ env: { A: { WHARF_VALIDATION_POLICY: 'reject' } } })
const A_ID = '<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>'
const B_ID = '<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>'

/** The official SI-UBL 2.0 "ok_full" example (test/fixtures/validation/named, MANIFEST.tsv) from A to B. */
function siUbl (number: string): Buffer {
  const out = fs.readFileSync(path.join(ROOT, 'test/fixtures/validation/named/SI-UBL-2.0_ok_full.xml'), 'utf8')
    .replace('<cbc:EndpointID schemeID="0106">12345678</cbc:EndpointID>', A_ID)
    .replace('<cbc:EndpointID schemeID="0106">88884444</cbc:EndpointID>', B_ID)
    .replace('<cbc:ID>TOSL108</cbc:ID>', `<cbc:ID>${number}</cbc:ID>`)
  assert.ok(out.includes(A_ID) && out.includes(B_ID) && out.includes(number))
  return Buffer.from(out, 'utf8')
}

/** The Peppol BIS 3 CII example (test/fixtures/documents, MANIFEST.tsv) with A as seller and B as buyer. */
function bisCii (number: string): Buffer {
  const out = fs.readFileSync(path.join(ROOT, 'test/fixtures/documents/cii-peppol-derived-from-example2.xml'), 'utf8')
    .replace('<ram:URIID schemeID="0192">987654325</ram:URIID>', '<ram:URIID schemeID="0088">7300010000001</ram:URIID>')
    .replace('<ram:URIID schemeID="0192">123456785</ram:URIID>', '<ram:URIID schemeID="0192">987654325</ram:URIID>')
    .replace(/<ram:ID>TOSL108<\/ram:ID>/, `<ram:ID>${number}</ram:ID>`)
  assert.ok(out.includes('7300010000001') && out.includes(number))
  return Buffer.from(out, 'utf8')
}

before(async () => {
  await compileRules({ only: ['si-ubl-2.0', 'cen-en16931-cii', 'peppol-bis-billing-3-cii'], log: () => {} })
  await net.start()
})
after(async () => { await net.close() })

for (const [what, doc, documentTypeId, rules] of [
  ['SI-UBL 2.0 (NLCIUS)', siUbl('NL-1'), 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0::2.1', /si-ubl-2\.0/],
  ['Peppol BIS 3 CII', bisCii('CII-1'), 'busdox-docid-qns::urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100::CrossIndustryInvoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::D16B', /peppol-bis-billing-3-cii/]
] as const) {
  test(`${what}: sent on A after its rules, InvoiceReceived on B with its document type and the bytes A sent`, async () => {
    const b = net.node('B')
    const { validated, received } = await net.invoiceAtoB(doc, documentTypeId)
    assert.match(validated, rules)
    const dl = await api(b.t, b.token, 'GET', `/api/v1/${PARTY_B}/purchaseInvoice/${received.documentId as string}/download`)
    assert.equal(dl.statusCode, 200, dl.body)
    const usual = doc.toString('utf8').replace(/^<\?xml[^>]*\?>\n/, '<?xml version="1.0" encoding="UTF-8"?>\n')
    assert.equal(dl.rawPayload.toString('utf8'), usual, 'the bytes A sent, with the usual XML declaration')
  })
}

const BIS5A = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:www.cenbii.eu:transaction:biitrns010:ver2.0:extended:urn:www.peppol.eu:bis:peppol5a:ver2.0::2.1'
const BIS5A_PROCESS = 'cenbii-procid-ubl::urn:www.cenbii.eu:profile:bii05:ver2.0'

/** A legacy BIS 5a invoice (the BIS 3 example with the BIS 5a identifiers), as A's AP would send it to B. */
async function postLegacy (number: string): Promise<{ env: ReturnType<typeof parseEnvelope>, text: string }> {
  const doc = Buffer.from(invoice(number).toString('utf8')
    .replace(/<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/, '<cbc:CustomizationID>urn:www.cenbii.eu:transaction:biitrns010:ver2.0:extended:urn:www.peppol.eu:bis:peppol5a:ver2.0</cbc:CustomizationID>')
    .replace(/<cbc:ProfileID>[^<]*<\/cbc:ProfileID>/, '<cbc:ProfileID>urn:www.cenbii.eu:profile:bii05:ver2.0</cbc:ProfileID>'))
  const pki = net.pki.instances
  const m = buildOutgoing({
    sender: PARTY_A, receiver: PARTY_B, documentTypeId: BIS5A, processId: BIS5A_PROCESS, countryC1: 'GB', document: doc,
    identity: { certPem: pki[0].ap.certPem, keyPem: pki[0].ap.keyPem, seatId: pki[0].seatId }, receiverCertPem: pki[1].ap.certPem
  })
  const res = await fetch(`${net.node('B').url}/as4`, { method: 'POST', headers: { 'content-type': m.contentType }, body: new Uint8Array(m.body) })
  const text = await res.text()
  return { env: parseEnvelope(text), text }
}

test('legacy BIS 5a (invoice_bisv2, received only): B takes it while the capability is on and refuses it when off', async () => {
  const b = net.node('B')
  await net.capabilitiesOfB({ invoice_bisv2: 'on' })
  const taken = await postLegacy('BIS5A-1')
  assert.equal(taken.env.kind, 'receipt', taken.text.slice(0, 800))
  const received = await eventually('InvoiceReceived on B', async () =>
    (await events(b.t, { topic: 'InvoiceReceived' })).find(e => e.details.documentTypeId === BIS5A))
  assert.equal(received.details.sender, PARTY_A)

  await net.capabilitiesOfB({ invoice_bisv2: 'off' })
  const before = await documentCount(b.t)
  const { env: refused, text } = await postLegacy('BIS5A-2')
  assert.equal(refused.kind, 'error', text.slice(0, 800))
  if (refused.kind === 'error') assert.equal(refused.errors[0].code, 'EBMS:0004', JSON.stringify(refused.errors))
  assert.equal(await documentCount(b.t), before, 'nothing stored')
})
