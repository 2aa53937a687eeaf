// Received documents that fail the official rules (issue 17 point 6, issue 18 point 7) between two real Wharf
// instances on the local network. A's policy is off (it sends an invoice whose totals do not add up, on purpose);
// B's tenant policy decides what B's party sees:
//   reject  stored, the AS4 receipt goes back (A: InvoiceSent), B announces InvoiceReceivedError with the rule ids,
//           and the MLS RE with BV lines goes back to A (the Peppol way to report business validation failures)
//   warn    InvoiceReceived with the findings in details.validation
//   off     InvoiceReceived, unchanged (no details.validation)
// plus POST /api/v1/{partyId}/generic/receive under reject.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { As4Network, PARTY_B, eventually, events, invoice, type StoredEvent } from './network.ts'
import { hostOf, party } from '../helpers/fixtures.ts'
import { startReceiver, type Receiver } from '../helpers/receiver.ts'
import { compileRules } from '../../scripts/validation/compile-rules.js'

const SPIS_A = '0242:000001'
const env = { WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.0/8', WHARF_RETRY_SCHEDULE: '1s', WHARF_AS4_COUNTRY_C1: 'BE', WHARF_VALIDATION_POLICY: 'off' }
const net = new As4Network({ env: { A: env, B: env } })
let rx: Receiver

type Ev = StoredEvent & { refToDocumentId?: string }

before(async () => {
  await compileRules({ only: ['cen-en16931-ubl', 'peppol-bis-billing-3-ubl'], log: () => {} })
  rx = await startReceiver()
  await net.start()
  const a = net.node('A')
  await party(a.t, a.tenantId, [SPIS_A])
  const caps = async (name: 'A' | 'B', id: string, capabilities: Record<string, string>): Promise<void> => {
    const put = await net.call(name, 'PUT', `/api/v1/peppol/config/party/${id}`, { capabilities })
    assert.equal(put.statusCode, 200, put.body)
    await eventually(`${id} registered`, async () => (await net.call(name, 'GET', `/api/v1/peppol/config/party/${id}`)).json().registration.participants[0]?.sml === 'registered')
  }
  await caps('A', SPIS_A, { reviews: 'on' })
  await caps('B', PARTY_B, { invoices: 'on', reviews: 'on' })
  const hook = await net.call('B', 'POST', '/api/v1/hook', { partyId: PARTY_B, url: `${rx.url}/ok`, topics: ['InvoiceReceived', 'InvoiceReceivedError'], secureKey: 'k'.repeat(43) })
  assert.equal(hook.statusCode, 201, hook.body)
})
after(async () => { await net.close(); await rx.close() })

async function policy (value: 'reject' | 'warn' | 'off'): Promise<void> {
  const b = net.node('B')
  const put = await b.t.app.inject({ method: 'PUT', url: `/admin/v1/tenants/${b.tenantId}/validation`, payload: { policy: value }, headers: { authorization: `Bearer ${b.t.adminToken}` } })
  assert.equal(put.statusCode, 200, put.body)
}

/** The official invoice with a PayableAmount that breaks BR-CO-16. */
function badInvoice (number: string): Buffer {
  const good = invoice(number).toString('utf8')
  const bad = good.replace(/<cbc:PayableAmount currencyID="EUR">[^<]*</, '<cbc:PayableAmount currencyID="EUR">999.99<')
  assert.notEqual(bad, good)
  return Buffer.from(bad)
}

/** B's event for the document A sent as `number` (the received document's first event). */
async function eventOnB (number: string): Promise<Ev> {
  const b = net.node('B').t
  const doc = await eventually(`${number} stored on B`, async () => await b.wharf.knex('documents').where({ direction: 'in', document_number: number }).first('document_id') as { document_id: string } | undefined)
  return await eventually(`${number} announced on B`, async () => (await events(b, { documentId: doc.document_id }) as Ev[])[0])
}

const sentOnA = async (id: string): Promise<Ev> =>
  await eventually(`InvoiceSent ${id} on A (the AS4 receipt came back)`, async () => (await events(net.node('A').t, { documentId: id }) as Ev[]).find(e => e.topic === 'InvoiceSent'), 40_000)

test('policy reject: stored, receipt returned, InvoiceReceivedError with the rule ids, MLS RE with BV back to A', async () => {
  await policy('reject')
  const id = await net.send(badInvoice('RX-REJECT-1'))
  await sentOnA(id)
  const ev = await eventOnB('RX-REJECT-1')
  assert.equal(ev.topic, 'InvoiceReceivedError')
  assert.ok((ev.details.ruleIds as string[]).includes('BR-CO-16'), JSON.stringify(ev.details.ruleIds))
  const v = ev.details.validation as { isValid: boolean, policy: string, assertions: Array<{ id: string, flag: string }> }
  assert.equal(v.isValid, false)
  assert.equal(v.policy, 'reject')
  assert.ok(v.assertions.some(a => a.id === 'BR-CO-16' && a.flag === 'error'))
  assert.match(ev.message ?? '', /does not pass the official validation rules/)
  const b = net.node('B').t
  assert.equal((await events(b, { topic: 'InvoiceReceived' })).filter(e => e.documentId === ev.documentId).length, 0, 'no InvoiceReceived for it')
  // the webhook subscribed to InvoiceReceivedError got it
  await eventually('webhook call', async () => rx.on('/ok').some(r => String(r.body).includes('InvoiceReceivedError')))
  // the MLS (FAILURE_ONLY by default: a failure is sent) goes back to A
  const mls = await eventually('MessageLevelStatusReceived on A', async () =>
    (await events(net.node('A').t, { topic: 'MessageLevelStatusReceived' }) as Ev[]).find(e => e.refToDocumentId === id), 40_000)
  assert.equal(mls.details.statusCode, 'RE')
  const lines = mls.details.lines as Array<{ statusReasonCode: string, description: string }>
  assert.ok(lines.some(l => l.statusReasonCode === 'BV' && l.description.startsWith('[BR-CO-16]')), JSON.stringify(lines))

  // a valid invoice under reject: InvoiceReceived
  await sentOnA(await net.send(invoice('RX-REJECT-OK')))
  assert.equal((await eventOnB('RX-REJECT-OK')).topic, 'InvoiceReceived')
})

test('policy warn: InvoiceReceived with the findings in details.validation', async () => {
  await policy('warn')
  await sentOnA(await net.send(badInvoice('RX-WARN-1')))
  const ev = await eventOnB('RX-WARN-1')
  assert.equal(ev.topic, 'InvoiceReceived')
  const v = ev.details.validation as { isValid: boolean, policy: string, assertions: Array<{ id: string }> }
  assert.equal(v.policy, 'warn')
  assert.equal(v.isValid, false)
  assert.ok(v.assertions.some(a => a.id === 'BR-CO-16'))
  assert.equal(ev.details.ruleIds, undefined)
})

test('policy off: InvoiceReceived, not validated', async () => {
  await policy('off')
  await sentOnA(await net.send(badInvoice('RX-OFF-1')))
  const ev = await eventOnB('RX-OFF-1')
  assert.equal(ev.topic, 'InvoiceReceived')
  assert.equal(ev.details.validation, undefined)
})

test('generic receive under reject: 201, stored, topic InvoiceReceivedError with the rule ids', async () => {
  await policy('reject')
  const b = net.node('B')
  const res = await b.t.app.inject({
    method: 'POST', url: `/api/v1/${PARTY_B}/generic/receive`, payload: badInvoice('RX-GENERIC-1'),
    headers: { host: hostOf('acceptance'), authorization: `Bearer ${b.token}`, 'content-type': 'application/xml' }
  })
  assert.equal(res.statusCode, 201, res.body)
  assert.equal(res.json().topic, 'InvoiceReceivedError')
  const ev = (await events(b.t, { documentId: res.json().documentId }))[0]
  assert.equal(ev?.topic, 'InvoiceReceivedError')
  assert.ok((ev?.details.ruleIds as string[]).includes('BR-CO-16'))
  assert.ok(await b.t.wharf.knex('documents').where({ document_id: res.json().documentId }).first('id'), 'stored')
})
