// Issue 18 point 1: Peppol BIS Self-Billing 3.0 A -> B over real AS4 (local SML + SMP, two Wharf instances). In
// self-billing the buyer issues the invoice: A's party is the AccountingCustomerParty and sends it to the seller, B's
// party (AccountingSupplierParty), which publishes the capability `selfbilling`. The official self-billing invoice and
// credit note examples (test/fixtures/documents/self-billing, MANIFEST.tsv) are sent with A's and B's Peppol
// EndpointIDs put in and pass A's validation (XSD + CEN + Peppol Self-Billing, policy reject); B takes them as an
// invoice / credit note with the self-billing document type and the bytes A sent. With `selfbilling` off, B's SMP no
// longer lists the type and A's send ends in InvoiceSentError.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { As4Network, PARTY_A, PARTY_B, events } from './network.ts'
import { api, hostOf } from '../helpers/fixtures.ts'
import { compileRules } from '../../scripts/validation/compile-rules.js'

const DIR = path.resolve(import.meta.dirname, '../fixtures/documents/self-billing')
const SB = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:selfbilling:3.0'
const net = new As4Network({ env: { A: { WHARF_VALIDATION_POLICY: 'reject' } } })

/** A self-billing example with B (0192:987654325) as seller and A (0088:7300010000001) as buyer, numbered `number`. */
function prepared (file: string, number: string): Buffer {
  const out = fs.readFileSync(path.join(DIR, file), 'utf8')
    .replace('<cbc:EndpointID schemeID="0088">9482348239847239874</cbc:EndpointID>', '<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>')
    .replace('<cbc:EndpointID schemeID="0002">FR23342</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>')
    .replace(/<cbc:ID>Snippet1<\/cbc:ID>/, `<cbc:ID>${number}</cbc:ID>`)
  assert.ok(out.includes('7300010000001') && out.includes('987654325') && out.includes(number), file)
  return Buffer.from(out, 'utf8')
}

before(async () => {
  await compileRules({ only: ['cen-en16931-ubl', 'peppol-self-billing-3-ubl'], log: () => {} })
  await net.start()
  await net.capabilitiesOfB({ selfbilling: 'on' })
  const types = await net.call('B', 'GET', `/api/v1/peppol/config/party/${PARTY_B}`)
  assert.ok(types.body.includes('poacc:selfbilling:3.0'), types.body)
})
after(async () => { await net.close() })

for (const [file, number, family, root] of [
  ['SB-base-example.xml', 'SB-1', 'Invoice', 'Invoice'],
  ['SB-base-creditnote-correction.xml', 'SB-CN-1', 'CreditNote', 'CreditNote']
] as const) {
  test(`${file}: sent by the buyer on A, InvoiceReceived (${family}) on the seller B with the bytes A sent`, async () => {
    const doc = prepared(file, number)
    const documentTypeId = `busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:${root}-2::${root}##${SB}::2.1`
    const b = net.node('B')
    const { validated, received } = await net.invoiceAtoB(doc, documentTypeId)
    assert.match(validated, /peppol-self-billing-3-ubl/)
    const row = await b.t.wharf.knex('documents').where({ document_id: received.documentId }).first('family', 'document_number')
    assert.deepEqual({ family: row.family, number: row.document_number }, { family, number })
    const dl = await api(b.t, b.token, 'GET', `/api/v1/${PARTY_B}/purchaseInvoice/${received.documentId as string}/download`)
    assert.equal(dl.statusCode, 200, dl.body)
    assert.ok(dl.rawPayload.equals(doc), 'exactly the bytes A sent')
  })
}

test('a self-billing invoice that breaks its rules is refused on A (400, the rule id), nothing sent', async () => {
  const doc = Buffer.from(prepared('SB-base-example.xml', 'SB-BAD-1').toString('utf8').replace('<cbc:InvoiceTypeCode>389<', '<cbc:InvoiceTypeCode>380<'))
  const a = net.node('A')
  const res = await a.t.app.inject({
    method: 'POST', url: `/api/v1/${PARTY_A}/salesInvoice/send`, payload: doc,
    headers: { host: hostOf('acceptance'), authorization: `Bearer ${a.token}`, 'content-type': 'application/xml' }
  })
  assert.equal(res.statusCode, 400, res.body)
  assert.match(res.body, /PEPPOL-EN16931-P0100/)
})

test('with selfbilling off, B no longer publishes the type and A\'s send ends in InvoiceSentError', async () => {
  await net.capabilitiesOfB({ selfbilling: 'off' })
  try {
    const { id, final } = await net.sendAndSettle(prepared('SB-base-example.xml', 'SB-OFF-1'))
    assert.equal(final, 'error')
    const evA = await events(net.node('A').t, { documentId: id })
    assert.ok(evA.some(e => e.topic === 'InvoiceSentError'), JSON.stringify(evA.map(e => e.topic)))
  } finally {
    await net.capabilitiesOfB({ selfbilling: 'on' })
  }
})
