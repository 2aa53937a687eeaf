// Issue 18 point 7: Peppol MLS 1.0 between two real Wharf instances on the local network. B's parties have the
// `reviews` capability; B returns an MLS to A's SPIS participant 0242:000001 (A's seat POP000001), which A serves with
// a party of its own (capability `reviews`). A announces MessageLevelStatusReceived on the sent invoice.
//   PARTY_B  webhook /ok (2xx: confirmed), peppol hook mlsType ALWAYS_SEND           -> AP
//   PARTY_B2 webhook /status-500 (undeliverable after the retries), ALWAYS_SEND      -> RE with FD
//   PARTY_B3 no webhook, FAILURE_ONLY                                                -> nothing on success; RE BV/BW
//            when the validation source reports a fatal rule; manual responses at most once
// Received documents are validated by the real validator (the SDK's validateStoredDocument: XSD + Schematron) once
// B's tenant policy is not off; only MLS-BV-1 gets a hand-set outcome.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { As4Network, PARTY_A, PARTY_B, eventually, events, invoice, type StoredEvent } from './network.ts'
import { party } from '../helpers/fixtures.ts'
import { startReceiver, type Receiver } from '../helpers/receiver.ts'
import { setReceivedValidationSource, officialValidation } from '../../plugins/peppol-as4/mls/validation.ts'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { needs, schematronCheck, validateWithXsd } from '../helpers/tools.ts'
import path from 'node:path'

const MLS_SCH = path.resolve(import.meta.dirname, '../../rules/peppol-mls-1.0/peppol-mls-1.0.1.sch')
const MLS_XSD = path.resolve(import.meta.dirname, '../fixtures/mls/ubl-2.1/xsdrt/maindoc/UBL-ApplicationResponse-2.1.xsd')

const SPIS_A = '0242:000001'
const PARTY_B2 = '0088:5798000000216'
const PARTY_B3 = '0088:5798000000223'
// Validation off on both (A sends an invalid invoice on purpose); B's tenant turns it on in its own test.
const env = { WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.0/8', WHARF_RETRY_SCHEDULE: '1s', WHARF_AS4_COUNTRY_C1: 'BE', WHARF_VALIDATION_POLICY: 'off' }
const net = new As4Network({ env: { A: env, B: env } })
let rx: Receiver

before(async () => {
  await compileRules({ only: ['cen-en16931-ubl', 'peppol-bis-billing-3-ubl'], log: () => {} })
  rx = await startReceiver()
  await net.start()
  const a = net.node('A')
  const b = net.node('B')
  await party(a.t, a.tenantId, [SPIS_A])
  await party(b.t, b.tenantId, [PARTY_B2])
  await party(b.t, b.tenantId, [PARTY_B3])
  const caps = async (name: 'A' | 'B', id: string, capabilities: Record<string, string>): Promise<void> => {
    const put = await net.call(name, 'PUT', `/api/v1/peppol/config/party/${id}`, { capabilities })
    assert.equal(put.statusCode, 200, put.body)
    await eventually(`${id} registered`, async () => (await net.call(name, 'GET', `/api/v1/peppol/config/party/${id}`)).json().registration.participants[0]?.sml === 'registered')
  }
  await caps('A', SPIS_A, { reviews: 'on' })
  for (const id of [PARTY_B, PARTY_B2, PARTY_B3]) await caps('B', id, { invoices: 'on', reviews: 'on' })
  const hook = async (payload: Record<string, unknown>): Promise<void> => {
    const res = await net.call('B', 'POST', '/api/v1/hook', payload)
    assert.equal(res.statusCode, 201, res.body)
  }
  await hook({ partyId: PARTY_B, action: 'peppol', topics: ['SendInvoice'], mlsType: 'ALWAYS_SEND' })
  await hook({ partyId: PARTY_B2, action: 'peppol', topics: ['SendInvoice'], mlsType: 'ALWAYS_SEND' })
  await hook({ partyId: PARTY_B3, action: 'peppol', topics: ['SendInvoice'], mlsType: 'FAILURE_ONLY' })
  await hook({ partyId: PARTY_B, url: `${rx.url}/ok`, topics: ['InvoiceReceived'], secureKey: 'k'.repeat(43) })
  await hook({ partyId: PARTY_B2, url: `${rx.url}/status-500`, topics: ['InvoiceReceived'], secureKey: 'k'.repeat(43) })
  // A hand-set outcome for invoice MLS-BV-1 (a fatal business rule and a warning); the real validator for the others.
  setReceivedValidationSource(b.t.wharf.knex, async (db, key) => {
    const doc = await db('documents').where({ id: key }).first('document_number')
    if (doc?.document_number !== 'MLS-BV-1') return await officialValidation(db, key)
    return {
      assertions: [
        { id: 'BR-CO-15', flag: 'fatal', layer: 'business', text: 'Invoice total amount with VAT = Invoice total amount without VAT + Invoice total VAT amount.', location: '/Invoice/cac:LegalMonetaryTotal[1]' },
        { id: 'PEPPOL-EN16931-R002', flag: 'warning', layer: 'business', text: 'No more than one note is allowed on document level.' }
      ]
    }
  })
})
after(async () => { await net.close(); await rx.close() })

/** The official invoice from A to `to` (B's parties), sent through A's API; returns A's documentId. */
async function sendTo (to: string, number: string): Promise<string> {
  let doc = invoice(number)
  if (to !== PARTY_B) doc = Buffer.from(doc.toString('utf8').replace('<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>', `<cbc:EndpointID schemeID="0088">${to.slice(5)}</cbc:EndpointID>`))
  return await net.send(doc)
}

type Ev = StoredEvent & { refToDocumentId?: string, partyId?: string }
const mlsOnA = async (documentId: string): Promise<Ev> =>
  await eventually(`MessageLevelStatusReceived for ${documentId} on A`, async () =>
    (await events(net.node('A').t, { topic: 'MessageLevelStatusReceived' }) as Ev[]).find(e => e.refToDocumentId === documentId), 40_000)

/** B's received document for A's document (same invoice number). */
async function receivedOnB (number: string): Promise<{ id: string, document_id: string }> {
  return await eventually(`${number} received on B`, async () =>
    await net.node('B').t.wharf.knex('documents').where({ direction: 'in', document_number: number }).first('id', 'document_id'))
}

const mlsOutOnB = async (): Promise<Array<{ id: string }>> =>
  await net.node('B').t.wharf.knex('documents').where({ direction: 'out', created_by: 'mls' }).select('id')

test('delivered with a 2xx from the webhook: A gets MessageLevelStatusReceived AP; B announces MessageLevelStatusSent', async () => {
  const id = await sendTo(PARTY_B, 'MLS-AP-1')
  const ev = await mlsOnA(id)
  assert.equal(ev.details.statusCode, 'AP')
  assert.equal(ev.details.status, 'Accept')
  assert.equal(ev.details.profileId, 'urn:peppol:edec:mls')
  assert.equal(ev.details.hookId, 'mls')
  assert.match(String(ev.details.documentTypeId), /Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1$/)
  const invoiceSent = (await events(net.node('A').t, { documentId: id }) as Ev[]).find(e => e.topic === 'InvoiceSent')
  assert.equal(ev.partyId, invoiceSent?.partyId, 'announced on the sending party')
  assert.notEqual(ev.partyId, undefined)
  const rec = await receivedOnB('MLS-AP-1')
  const sent = await eventually('MessageLevelStatusSent on B', async () => (await events(net.node('B').t, { topic: 'MessageLevelStatusSent' }) as Ev[]).find(e => e.refToDocumentId === rec.document_id))
  assert.equal(sent.details.statusCode, 'AP')
  assert.equal(sent.details.protocol, 'As4')
  assert.equal(sent.details.hookId, 'mls')
  assert.ok(String(sent.details.sourceDocumentTypeId).includes('Invoice-2::Invoice'))
  // at most once: a manual response afterwards is refused, and B holds one MLS for the document
  const again = await net.call('B', 'POST', `/api/v1-beta/generic/${rec.document_id}/response`, { status: 'AP', description: 'again' })
  assert.equal(again.statusCode, 409, again.body)
  const row = await net.node('B').t.wharf.knex('mls_status').where({ document_key: rec.id }).first()
  assert.equal(row.state, 'sent')
  // an MLS never triggers an MLS: A received the MLS (reviews on for 0242:000001) and sent none back
  const aOut = await net.node('A').t.wharf.knex('documents').where({ direction: 'out', created_by: 'mls' }).count<Array<{ n: string }>>('* as n')
  assert.equal(Number(aOut[0].n), 0)
  assert.equal(Number((await net.node('A').t.wharf.knex('mls_status').count<Array<{ n: string }>>('* as n'))[0].n), 0)
})

test('undeliverable to the consumer (webhook 500 until the retries end): RE with FD', async () => {
  const id = await sendTo(PARTY_B2, 'MLS-FD-1')
  // The first attempt fails (HTTP 500); the one retry is due 1 s later on B's clock (moved, not slept); then abandoned.
  const b = net.node('B')
  await eventually('first attempt', async () => rx.on('/status-500').length >= 1)
  await eventually('retry due', async () => (await b.t.wharf.knex('jobs').where({ kind: 'hook.deliver', status: 'pending' }).first('id')) !== undefined)
  b.t.clock.advance(1000)
  b.t.wharf.wakeup?.notify?.()
  const ev = await mlsOnA(id)
  assert.equal(ev.details.statusCode, 'RE')
  assert.equal(ev.details.status, 'Reject')
  const lines = ev.details.lines as Array<{ statusReasonCode: string, description: string }>
  assert.deepEqual(lines.map(l => l.statusReasonCode), ['FD'])
  assert.match(lines[0]?.description ?? '', /HTTP 500/)
})

test('FAILURE_ONLY: nothing is sent on success; a fatal rule gives RE with BV and the rule ids (BW along)', async () => {
  await sendTo(PARTY_B3, 'MLS-NONE-1')
  const rec = await receivedOnB('MLS-NONE-1')
  const knexB = net.node('B').t.wharf.knex
  await eventually('decided', async () => (await knexB('mls_status').where({ document_key: rec.id }).first())?.state === 'none')
  const before = (await mlsOutOnB()).length

  const id = await sendTo(PARTY_B3, 'MLS-BV-1')
  const ev = await mlsOnA(id)
  assert.equal(ev.details.statusCode, 'RE')
  const lines = ev.details.lines as Array<{ statusReasonCode: string, description: string, location: string }>
  assert.deepEqual(lines.map(l => l.statusReasonCode), ['BV', 'BW'])
  assert.match(lines[0]?.description ?? '', /\[BR-CO-15\]/)
  assert.equal(lines[0]?.location, '/Invoice/cac:LegalMonetaryTotal[1]')
  assert.match(lines[1]?.description ?? '', /\[PEPPOL-EN16931-R002\]/)
  assert.equal((await mlsOutOnB()).length, before + 1, 'only the RE was sent, none for MLS-NONE-1')
})

test('manual response: validated, sent once (two concurrent requests: one 202, one 409), arrives at A', async () => {
  await sendTo(PARTY_B3, 'MLS-MANUAL-1')
  const rec = await receivedOnB('MLS-MANUAL-1')
  await eventually('decided', async () => (await net.node('B').t.wharf.knex('mls_status').where({ document_key: rec.id }).first())?.state === 'none')
  const url = `/api/v1-beta/generic/${rec.document_id}/response`
  assert.equal((await net.call('B', 'POST', url, { status: 'AP', description: 'x', lines: [{ statusReasonCode: 'BV', description: 'y' }] })).statusCode, 400, 'lines only on RE')
  assert.equal((await net.call('B', 'POST', url, { status: 'RE', description: 'x', lines: [{ statusReasonCode: 'BW', description: 'y' }] })).statusCode, 400, 'RE needs a failure')
  assert.equal((await net.call('B', 'POST', url, { status: 'XX' })).statusCode, 400)
  assert.equal((await net.call('B', 'POST', '/api/v1-beta/generic/no-such-document/response', { status: 'AP' })).statusCode, 404)
  const body = { status: 'RE', description: 'Rejected by the receiver', lines: [{ statusReasonCode: 'BV', description: 'Wrong buyer reference' }] }
  const [r1, r2] = await Promise.all([net.call('B', 'POST', url, body), net.call('B', 'POST', url, body)])
  assert.deepEqual([r1.statusCode, r2.statusCode].sort(), [202, 409], `${r1.body} ${r2.body}`)
  const ok = r1.statusCode === 202 ? r1 : r2
  assert.equal(ok.json().status, 'RE')
  const aDoc = await net.node('A').t.wharf.knex('documents').where({ direction: 'out', document_number: 'MLS-MANUAL-1' }).first('document_id')
  const ev = await mlsOnA(aDoc.document_id)
  assert.equal(ev.details.statusCode, 'RE')
  assert.equal(ev.details.description, 'Rejected by the receiver')
  assert.deepEqual((ev.details.lines as Array<{ statusReasonCode: string }>).map(l => l.statusReasonCode), ['BV'])
})

test('the sender asks: A\'s peppol hook with mlsType ALWAYS_SEND writes MLS_TYPE and MLS_TO into the SBDH, which B follows over its own FAILURE_ONLY', async () => {
  const res = await net.call('A', 'POST', '/api/v1/hook', { partyId: PARTY_A, action: 'peppol', topics: ['SendInvoice'], mlsType: 'ALWAYS_SEND' })
  assert.equal(res.statusCode, 201, res.body)
  const id = await sendTo(PARTY_B3, 'MLS-ASK-1')
  const ev = await mlsOnA(id)
  assert.equal(ev.details.statusCode, 'AB', 'no hook at B took the document: forwarded without confirmation')
  const rec = await receivedOnB('MLS-ASK-1')
  const row = await net.node('B').t.wharf.knex('mls_status').where({ document_key: rec.id }).first()
  assert.deepEqual([row.mls_type, row.mls_to, row.state, row.status_code], ['ALWAYS_SEND', '000001', 'sent', 'AB'])
  const sent = (await events(net.node('A').t, { documentId: id }) as Ev[]).find(e => e.topic === 'InvoiceSent')
  assert.equal(sent?.details.hookId, res.json().id)
})

test('the real validator at B (tenant policy warn): a valid invoice gives AP; wrong totals give RE with BV lines naming the rules', async () => {
  const b = net.node('B')
  const put = await b.t.app.inject({ method: 'PUT', url: `/admin/v1/tenants/${b.tenantId}/validation`, payload: { policy: 'warn' }, headers: { authorization: `Bearer ${b.t.adminToken}` } })
  assert.equal(put.statusCode, 200, put.body)
  const ok = await mlsOnA(await sendTo(PARTY_B, 'MLS-REAL-OK'))
  assert.equal(ok.details.statusCode, 'AP', JSON.stringify(ok.details))
  const bad = invoice('MLS-REAL-BV').toString('utf8').replace(/<cbc:PayableAmount currencyID="EUR">[^<]*</, '<cbc:PayableAmount currencyID="EUR">999.99<')
  assert.notEqual(bad, invoice('MLS-REAL-BV').toString('utf8'))
  // A's own policy is off (the test default), so A sends it; B receives it, delivers it and reports.
  const ev = await mlsOnA(await net.send(Buffer.from(bad)))
  assert.equal(ev.details.statusCode, 'RE')
  const lines = ev.details.lines as Array<{ statusReasonCode: string, description: string, location?: string }>
  const rule = lines.find(l => l.description.startsWith('[BR-CO-16]'))
  assert.ok(rule, JSON.stringify(lines))
  assert.equal(rule.statusReasonCode, 'BV')
  assert.match(rule.location ?? '', /LegalMonetaryTotal/)
  assert.ok(lines.every(l => l.statusReasonCode === 'BV' || l.statusReasonCode === 'BW'), JSON.stringify(lines))
  const rec = await receivedOnB('MLS-REAL-BV')
  assert.ok((await events(b.t, { topic: 'InvoiceReceived' }) as Ev[]).some(e => e.documentId === rec.document_id), 'delivered anyway')
})

test('the MLS documents B wrote and sent pass the official MLS Schematron (Saxon-HE) and the UBL XSD (xmllint)', { ...needs('saxon', 'xmllint'), timeout: 120_000 }, async () => {
  const knexB = net.node('B').t.wharf.knex
  // the last one's receipt may still be on its way back to B
  await eventually('all sent', async () => (await knexB('documents').where({ direction: 'out', created_by: 'mls' }).whereNot({ status: 'sent' }).first('id')) === undefined)
  const docs = await knexB('documents').where({ direction: 'out', created_by: 'mls' }).select('id', 'content', 'status')
  assert.equal(docs.length, 7, 'AP, RE FD, RE BV, manual RE, AB, AP and RE BV of the real validator: one each')
  for (const d of docs) {
    const xml = Buffer.from(d.content).toString('utf8')
    assert.deepEqual(schematronCheck(MLS_SCH, xml), [], xml)
    assert.ok(validateWithXsd(xml, MLS_XSD).ok, xml)
    assert.equal(d.status, 'sent')
  }
})
