// Issue 18 point 1: XRechnung 3.0 and PINT A -> B over real AS4 (local SML + SMP, two Wharf instances). On main
// detection refused PINT (not a busdox-docid-qns entry of the code list) and B's receiver refused both (no capability
// covered them: PEPPOL:NOT_SERVICED). The official examples (test/fixtures/documents/MANIFEST.tsv: KoSIT test suite
// 01.01a UBL and CII, PINT EU base example) are sent with A's and B's Peppol EndpointIDs put in; a credit note written
// by hand checks detection beyond the samples, the official A-NZ PINT example the wildcard rule (B publishes only billing-1 and
// billing-1@eu-1). B's party has the capabilities xrechnung and pint (Wharf's own); with
// one switched off, B's SMP no longer lists its document types and A's send ends in InvoiceSentError.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { As4Network, PARTY_A, PARTY_B, eventually, events } from './network.ts'
import { api } from '../helpers/fixtures.ts'
import { compileRules } from '../../scripts/validation/compile-rules.js'

const DOCS = path.resolve(import.meta.dirname, '../fixtures/documents')
const XR = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'
const net = new As4Network({ env: { A: { WHARF_VALIDATION_POLICY: 'reject' } } })

/** A fixture with A (0088:7300010000001) as seller and B (0192:987654325) as buyer, numbered `number`. */
function prepared (file: string, number: string): Buffer {
  const text = fs.readFileSync(path.join(DOCS, file), 'utf8')
  const out = text
    .replace(/(<cbc:EndpointID|<ram:URIID) schemeID="EM">seller@email\.de</, '$1 schemeID="0088">7300010000001<')
    .replace(/(<cbc:EndpointID|<ram:URIID) schemeID="EM">buyer@info\.de</, '$1 schemeID="0192">987654325<')
    .replace('<cbc:EndpointID schemeID="0088">9482348239847239874</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>')
    .replace('<cbc:EndpointID schemeID="0002">FR23342</cbc:EndpointID>', '<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>')
    .replace('<cbc:EndpointID schemeID="0151">47555222000</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>')
    .replace('<cbc:EndpointID schemeID="0151">91888222000</cbc:EndpointID>', '<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>')
    .replace(/<(cbc|ram):ID>(123456XX|Snippet1|GS-2026-0042|Invoice01)<\/(cbc|ram):ID>/, `<$1:ID>${number}</$3:ID>`)
  assert.ok(out.includes('7300010000001') && out.includes('987654325') && out.includes(number), file)
  return Buffer.from(out, 'utf8')
}

before(async () => {
  // policy reject (the default): XRechnung goes through XSD + CEN + XRechnung, PINT through the XSD only.
  await compileRules({ only: ['cen-en16931-ubl', 'cen-en16931-cii', 'xrechnung-ubl', 'xrechnung-cii', 'pint-eu-ubl', 'pint-eu-en16931', 'pint-eu-jurisdiction', 'pint-ubl', 'pint-aunz-jurisdiction'], log: () => {} })
  await net.start()
  await net.capabilitiesOfB({ xrechnung: 'on', pint: 'on' })
  const types = await net.call('B', 'GET', `/api/v1/peppol/config/party/${PARTY_B}`)
  assert.equal(types.statusCode, 200, types.body)
  assert.ok(types.body.includes('xeinkauf.de:kosit:xrechnung_3.0') && types.body.includes('peppol-doctype-wildcard::'), types.body)
})
after(async () => { await net.close() })

/** The rule sets A's Validated entry names (policy reject), in order. */
const XR_UBL_RULES = ['ubl-2.1-xsd', 'cen-en16931-ubl', 'xrechnung-ubl']
for (const [file, number, family, documentTypeId, rules] of [
  ['xrechnung-01.01a-invoice-ubl.xml', 'XR-UBL-1', 'Invoice', `busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##${XR}::2.1`, XR_UBL_RULES],
  ['xrechnung-01.01a-invoice-cii.xml', 'XR-CII-1', 'Invoice', `busdox-docid-qns::urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100::CrossIndustryInvoice##${XR}::D16B`, ['cii-d16b-xsd', 'cen-en16931-cii', 'xrechnung-cii']],
  ['pint-eu-base-example.xml', 'PINT-EU-1', 'Invoice', 'peppol-doctype-wildcard::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:peppol:pint:billing-1@eu-1::2.1', ['ubl-2.1-xsd', 'pint-eu-ubl', 'pint-eu-en16931', 'pint-eu-jurisdiction']],
  ['handmade-xrechnung-creditnote.xml', 'XR-CN-1', 'CreditNote', `busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##${XR}::2.1`, XR_UBL_RULES]
] as const) {
  test(`${file}: sent on A, InvoiceReceived on B (${family}) with the bytes A sent`, async () => {
    const doc = prepared(file, number)
    const a = net.node('A')
    const b = net.node('B')
    const { id, validated, received } = await net.invoiceAtoB(doc, documentTypeId)
    const named = [...validated.matchAll(/\b(pint-eu-[a-z0-9]+|[a-z0-9.-]+-(?:xsd|ubl|cii))\b/g)].map(m => m[1])
    assert.deepEqual([...new Set(named)], rules, validated)
    const row = await b.t.wharf.knex('documents').where({ document_id: received.documentId }).first('family', 'document_number')
    assert.deepEqual({ family: row.family, number: row.document_number }, { family, number })
    const downloads: Array<[typeof a, string]> = [
      [b, `/api/v1/${PARTY_B}/generic/${received.documentId as string}/download`],
      [b, `/api/v1/${PARTY_B}/purchaseInvoice/${received.documentId as string}/download`],
      [a, `/api/v1/${PARTY_A}/salesInvoice/${id}/download`]
    ]
    for (const [node, url] of downloads) {
      const dl = await api(node.t, node.token, 'GET', url)
      assert.equal(dl.statusCode, 200, `${url}: ${dl.body}`)
      assert.ok(dl.rawPayload.equals(doc), `${url}: exactly the bytes A sent`)
    }
  })
}

test('A-NZ PINT (billing-1@aunz-1, not published by B): A falls back to B\'s Peppol-wide PINT, B takes it', async () => {
  // the official A-NZ example: A validates it with the PINT A-NZ rules (policy reject) before sending
  const doc = prepared('pint-aunz-au-invoice.xml', 'PINT-AUNZ-1')
  const own = 'peppol-doctype-wildcard::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:peppol:pint:billing-1@aunz-1::2.1'
  const { id, final } = await net.sendAndSettle(doc)
  const evA = await events(net.node('A').t, { documentId: id })
  assert.equal(final, 'sent', JSON.stringify(evA.map(e => [e.topic, e.message])))
  const sent = evA.find(e => e.topic === 'InvoiceSent')
  assert.equal(sent?.details.documentTypeId, own)
  const b = net.node('B')
  const received = await eventually('InvoiceReceived on B', async () =>
    (await events(b.t, { topic: 'InvoiceReceived' })).find(e => e.details.messageId === sent?.details.messageId))
  assert.equal(received.details.documentTypeId, own, 'the SBDH and B keep the document\'s own identifier')
  const dl = await api(b.t, b.token, 'GET', `/api/v1/${PARTY_B}/purchaseInvoice/${received.documentId as string}/download`)
  assert.ok(dl.rawPayload.equals(doc))
})

test('capability off: B no longer publishes XRechnung (then PINT); A\'s send ends in InvoiceSentError, B stores nothing', async () => {
  const b = net.node('B')
  for (const [caps, file, number] of [
    [{ xrechnung: 'off' }, 'xrechnung-01.01a-invoice-ubl.xml', 'XR-OFF-1'],
    [{ pint: 'off' }, 'pint-eu-base-example.xml', 'PINT-OFF-1']
  ] as const) {
    await net.capabilitiesOfB(caps)
    const { id, final } = await net.sendAndSettle(prepared(file, number))
    const evA = await events(net.node('A').t, { documentId: id })
    assert.equal(final, 'error', JSON.stringify(evA.map(e => [e.topic, e.message])))
    const error = evA.find(e => e.topic === 'InvoiceSentError')
    assert.ok(error !== undefined, JSON.stringify(evA.map(e => e.topic)))
    assert.match(String(error.message), /does not receive|not serviced|NOT_SERVICED/i)
    assert.equal(await b.t.wharf.knex('documents').where({ document_number: number }).first('document_id'), undefined)
  }
})
