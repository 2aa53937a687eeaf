// Automatic conversion on send (core/sending/auto-convert.ts) between two real Wharf instances: B's SMP lists only the
// UBL invoice types (WHARF_SMP_EXCLUDE_DOCUMENT_TYPES leaves out BIS 3 CII); A sends the official BIS 3 example as
// BIS 3 CII (converted by A's transform API) -> NOT_SERVICED with details.accepted -> A converts it back to BIS 3 UBL
// (cii-to-ubl) and delivers it in the same attempt: InvoiceSent with source/target types and details.conversion,
// InvoiceReceived on B as UBL. A tenant below the transformation plan: InvoiceSentError naming the plan. A receiver
// that takes no invoice at all: the NOT_SERVICED error as without conversion. queryRecipientParty names the conversion.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { As4Network, PARTY_A, PARTY_B, eventually, events, invoice, statusOf } from './network.ts'
import { hostOf } from '../helpers/fixtures.ts'

const BIS3_CII = 'busdox-docid-qns::urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100::CrossIndustryInvoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::D16B'
const net = new As4Network({ env: { B: { WHARF_SMP_EXCLUDE_DOCUMENT_TYPES: BIS3_CII } } })
before(async () => { await net.start() })
after(async () => { await net.close() })

const BIS3_UBL = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'

async function settle (id: string): Promise<string> {
  return await eventually(`document ${id} settled`, async () => { const s = await statusOf(net.node('A').t, id); return s === 'sent' || s === 'error' ? s : undefined }, 40_000)
}

async function planA (plan: string): Promise<void> {
  await net.node('A').t.wharf.knex('tenants').where({ id: net.node('A').tenantId }).update({ plan })
}

/** The official BIS 3 example as BIS 3 CII (A's transform API, plan 10K). */
async function ciiInvoice (number: string): Promise<{ xml: Buffer, documentTypeId: string }> {
  const a = net.node('A')
  await planA('10K')
  const res = await a.t.app.inject({
    method: 'POST', url: '/api/v1/generic/transform?targetFormat=cii', payload: invoice(number),
    headers: { host: hostOf('acceptance'), authorization: `Bearer ${a.token}`, 'content-type': 'application/xml' }
  })
  assert.equal(res.statusCode, 200, res.body)
  return { xml: res.rawPayload, documentTypeId: String(res.headers['x-wharf-document-type-id']) }
}

test('a BIS 3 CII invoice B does not take is converted to BIS 3 UBL and delivered in the same attempt', async () => {
  const cii = await ciiInvoice('AUTO-1')
  const id = await net.send(cii.xml)
  assert.equal(await settle(id), 'sent')
  const sent = (await events(net.node('A').t, { documentId: id })).find(e => e.topic === 'InvoiceSent')
  assert.ok(sent !== undefined)
  assert.equal(sent.details.attempt, '1')
  assert.equal(sent.details.sourceDocumentTypeId, BIS3_CII)
  assert.equal(sent.details.targetDocumentTypeId, BIS3_UBL)
  const conversion = sent.details.conversion as { steps: string[], targetDocumentTypeId: string, sha256: string }
  assert.deepEqual(conversion.steps, ['cii-to-ubl'])
  assert.match(String(sent.message), /automatic conversion: cii-to-ubl/)
  const got = (await events(net.node('B').t, { topic: 'InvoiceReceived' })).find(e => e.details.messageId === sent.details.messageId)
  assert.ok(got !== undefined)
  assert.equal(got.details.documentTypeId, BIS3_UBL)
  // The document keeps its original bytes; the history records the conversion.
  const row = await net.node('A').t.wharf.knex('documents').where({ id }).first('document_type_id')
  assert.equal(row.document_type_id, cii.documentTypeId)
  const history = await net.node('A').t.wharf.knex('document_history').where({ document_id: id, status: 'sent' }).first('details')
  const details = typeof history.details === 'string' ? JSON.parse(history.details) : history.details
  assert.deepEqual(details.conversion.steps, ['cii-to-ubl'])
})

test('WHARF_SMP_EXCLUDE_DOCUMENT_TYPES: B\'s party configuration lists BIS 3 UBL, not the excluded BIS 3 CII', async () => {
  const res = await net.call('B', 'GET', `/api/v1/peppol/config/party/${PARTY_B}`)
  assert.equal(res.statusCode, 200, res.body)
  const types = (res.json().documentTypes as Array<{ documentTypeId: string }>).map(t => t.documentTypeId)
  assert.ok(types.includes(BIS3_UBL), types.join('\n'))
  assert.ok(!types.includes(BIS3_CII), types.join('\n'))
})

test('queryRecipientParty for BIS 3 CII: not listed, but a conversion to BIS 3 UBL is named', async () => {
  const cii = await ciiInvoice('AUTO-Q')
  const res = await net.call('A', 'POST', `/api/v1/${PARTY_A}/salesInvoice/queryRecipientParty?preferredDocumentTypeId=${encodeURIComponent(cii.documentTypeId)}`, [PARTY_B])
  assert.equal(res.statusCode, 200, res.body)
  const answer = res.json().recipients[0]
  assert.deepEqual(answer.documentTypes, [])
  assert.deepEqual(answer.conversion, { targetDocumentTypeId: BIS3_UBL, steps: ['cii-to-ubl'], planAllows: true })
})

test('a tenant below the transformation plan: InvoiceSentError NOT_SERVICED naming the plan', async () => {
  const cii = await ciiInvoice('AUTO-PLAN')
  await planA('standard')
  const id = await net.send(cii.xml)
  assert.equal(await settle(id), 'error')
  const err = (await events(net.node('A').t, { documentId: id })).find(e => e.topic === 'InvoiceSentError')
  assert.ok(err !== undefined)
  assert.equal(err.details.code, 'NOT_SERVICED')
  assert.match(String(err.message), /conversion to .* is possible, but it needs plan 10K or above; this tenant has plan standard/)
  assert.equal((err.details.conversion as { requiredPlan: string }).requiredPlan, '10K')
})

test('a receiver that takes no invoice at all: the NOT_SERVICED error as without conversion', async () => {
  await planA('10K')
  const put = await net.call('B', 'PUT', `/api/v1/peppol/config/party/${PARTY_B}`, { capabilities: { invoices: 'off', orders: 'on' } })
  assert.equal(put.statusCode, 200, put.body)
  const id = await net.send(invoice('AUTO-NONE'))
  assert.equal(await settle(id), 'error')
  const err = (await events(net.node('A').t, { documentId: id })).find(e => e.topic === 'InvoiceSentError')
  assert.ok(err !== undefined)
  assert.equal(err.details.code, 'NOT_SERVICED')
  assert.equal(err.details.condition, 'not-serviced')
  assert.equal(err.details.conversion, undefined)
  assert.equal(err.details.targetDocumentTypeId, err.details.sourceDocumentTypeId)
})
