// Issue 18 point 1, Peppol Logistics: the official logistics-bis examples A -> B over real AS4 (local SML + SMP, two
// Wharf instances). Before the capability `logistics`, B's receiver refused them (no capability covered their
// document types: EBMS:0004 PEPPOL:NOT_SERVICED) and detection did not know most of their roots. The examples are sent
// as they are (test/fixtures/documents/MANIFEST.tsv), except the Waybill, whose ProfileID waybill_only:1 the code
// list does not allow: it is sent with the code list's waybill:1 (test/documents/detect-logistics.test.ts). Their
// senders are one party on A (PARTY_A is the Weight Statement's), their receivers one party on B with logistics on.
// Two identifiers are senders on A and receivers on B (the plan and status go back): only B registers them.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { As4Network, PARTY_A, eventually, events, statusOf } from './network.ts'
import { api, hostOf, party } from '../helpers/fixtures.ts'

const DOCS = path.resolve(import.meta.dirname, '../fixtures/documents')
const SENDERS = ['0007:5560125220', '0184:33572190', '0088:5798000000124', '0198:DK41955619']
const RECEIVERS = ['0007:5560339086', '0088:1251513513245', '0184:33572190', '0007:5560125220', '0088:7300010000001', '0198:DK10154596']
// The Weight Statement and the Receipt Advice name no country for their sender (plugins/peppol-as4/country.ts reads
// COUNTRY_C1 from the document): A sends them with the operator's default.
const net = new As4Network({ env: { A: { WHARF_AS4_COUNTRY_C1: 'SE' } } })

before(async () => {
  await net.start()
  const hook = await net.call('A', 'POST', '/api/v1/hook', {
    action: 'peppol', name: 'peppol-logistics',
    topics: ['SendDespatchAdvice', 'SendReceiptAdvice', 'SendWeightStatement', 'SendWaybill', 'SendTransport*', 'SendLogisticsApplicationResponse']
  })
  assert.equal(hook.statusCode, 201, hook.body)
  const a = net.node('A')
  await party(a.t, a.tenantId, SENDERS)
  const b = net.node('B')
  await party(b.t, b.tenantId, RECEIVERS)
  const put = await net.call('B', 'PUT', `/api/v1/peppol/config/party/${RECEIVERS[0] as string}`, { capabilities: { logistics: 'on' } })
  assert.equal(put.statusCode, 200, put.body)
  await eventually('B registers the receivers', async () => {
    const res = await net.call('B', 'GET', `/api/v1/peppol/config/party/${RECEIVERS[0] as string}`)
    const participants = res.json().registration.participants as Array<{ sml: string }>
    return participants.length === RECEIVERS.length && participants.every(p => p.sml === 'registered')
  }, 120_000)
})
after(async () => { await net.close() })

const waybillProcess = (xml: Buffer): Buffer =>
  Buffer.from(xml.toString('utf8').replace('urn:fdc:peppol.eu:logistics:bis:waybill_only:1', 'urn:fdc:peppol.eu:logistics:bis:waybill:1'), 'utf8')

for (const [file, segment, stem, sender, receiver, edit] of [
  ['logistics-advanced-despatch-advice.xml', 'despatchAdvice', 'DespatchAdvice', '0007:5560125220', '0007:5560339086'],
  ['logistics-receipt-advice.xml', 'receiptAdvice', 'ReceiptAdvice', '0088:5798000000124', '0088:7300010000001'],
  ['logistics-weight-statement.xml', 'weightStatement', 'WeightStatement', PARTY_A, '0088:1251513513245'],
  ['logistics-waybill.xml', 'waybill', 'Waybill', '0007:5560125220', '0184:33572190', waybillProcess],
  ['logistics-transport-execution-plan-request.xml', 'transportExecutionPlan', 'TransportExecutionPlanRequest', '0007:5560125220', '0184:33572190'],
  ['logistics-transport-execution-plan.xml', 'transportExecutionPlan', 'TransportExecutionPlan', '0184:33572190', '0007:5560125220'],
  ['logistics-transportation-status-request.xml', 'transportationStatus', 'TransportationStatusRequest', '0007:5560125220', '0184:33572190'],
  ['logistics-transportation-status.xml', 'transportationStatus', 'TransportationStatus', '0184:33572190', '0007:5560125220'],
  ['logistics-application-response.xml', 'logisticsResponse', 'LogisticsApplicationResponse', '0198:DK41955619', '0198:DK10154596']
] as const) {
  test(`${stem} (${file}): sent on A with ${segment}/send, ${stem}Received on B with the bytes A sent`, async () => {
    const official = fs.readFileSync(path.join(DOCS, file))
    const doc = edit === undefined ? official : edit(official)
    const a = net.node('A')
    const b = net.node('B')
    const res = await a.t.app.inject({
      method: 'POST', url: `/api/v1/${sender}/${segment}/send`, payload: doc,
      headers: { host: hostOf('acceptance'), authorization: `Bearer ${a.token}`, 'content-type': 'application/xml' }
    })
    assert.equal(res.statusCode, 202, res.body)
    assert.equal(res.json().topic, `Send${stem}`)
    const id = res.json().documentId as string
    const final = await eventually('A settles', async () => { const s = await statusOf(a.t, id); return s === 'sent' || s === 'error' ? s : undefined }, 30_000)
    const evA = await events(a.t, { documentId: id })
    assert.equal(final, 'sent', JSON.stringify(evA.map(e => [e.topic, e.message])))
    const sent = evA.find(e => e.topic === `${stem}Sent`)
    assert.ok(sent !== undefined, JSON.stringify(evA.map(e => e.topic)))

    const received = await eventually(`${stem}Received on B`, async () =>
      (await events(b.t, { topic: `${stem}Received` })).find(e => e.details.messageId === sent.details.messageId))
    assert.equal(received.details.sender, sender)
    assert.equal(received.details.recipient, receiver)
    assert.match(String(received.details.documentTypeId), /##urn:fdc:peppol\.eu:logistics:trns:/)
    const dl = await api(b.t, b.token, 'GET', `/api/v1/${receiver}/generic/${received.documentId as string}/download`)
    assert.equal(dl.statusCode, 200, dl.body)
    // The SBDH carries the document without its XML declaration; B stores it behind the standard one
    // (plugins/peppol-as4/as4/sbdh-stream.ts): the Weight Statement's own declaration says encoding="utf-8".
    const [own, stored] = [doc, dl.rawPayload].map(x => x.subarray(x.indexOf('?>') + 2))
    assert.ok((stored as Buffer).equals(own as Buffer), 'B stores exactly the document A sent')
    assert.ok(dl.rawPayload.subarray(0, dl.rawPayload.indexOf('?>') + 2).equals(Buffer.from('<?xml version="1.0" encoding="UTF-8"?>')))
    if (doc.toString('latin1', 0, 38) === '<?xml version="1.0" encoding="UTF-8"?>') assert.ok(dl.rawPayload.equals(doc), 'byte-identical')
  })
}
