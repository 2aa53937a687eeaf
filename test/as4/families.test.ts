// Issue 18: Order Change, Order Cancellation and Despatch Advice A -> B over real AS4 (local SML + SMP, two Wharf
// instances). On main the first two were refused by detection (UNSUPPORTED_DOCUMENT) and the third by B's receiver
// (no capability covered it: EBMS:0004 PEPPOL:NOT_SERVICED). The official poacc-upgrade-3 examples are sent as they
// are (test/fixtures/documents/MANIFEST.tsv): their receivers (0088:7302347231110, 0088:5798000000124) are one party
// on B with the capabilities orderAdvanced and despatchAdvice; their sender 0088:7300010000001 is A's party.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { As4Network, PARTY_A, eventually, events, statusOf } from './network.ts'
import { api, hostOf, party } from '../helpers/fixtures.ts'

const DOCS = path.resolve(import.meta.dirname, '../fixtures/documents')
const SELLER = '0088:7302347231110'
const DELIVERY = '0088:5798000000124'
const net = new As4Network()

before(async () => {
  await net.start()
  const hook = await net.call('A', 'POST', '/api/v1/hook', { action: 'peppol', name: 'peppol-orders', topics: ['SendOrder*', 'SendDespatchAdvice'] })
  assert.equal(hook.statusCode, 201, hook.body)
  const b = net.node('B')
  await party(b.t, b.tenantId, [SELLER, DELIVERY])
  const put = await net.call('B', 'PUT', `/api/v1/peppol/config/party/${SELLER}`, { capabilities: { orderAdvanced: 'on', despatchAdvice: 'on' } })
  assert.equal(put.statusCode, 200, put.body)
  await eventually('B registers both identifiers', async () => {
    const res = await net.call('B', 'GET', `/api/v1/peppol/config/party/${SELLER}`)
    const participants = res.json().registration.participants as Array<{ sml: string }>
    return participants.length === 2 && participants.every(p => p.sml === 'registered')
  }, 90_000)
})
after(async () => { await net.close() })

for (const [file, segment, family, receiver] of [
  ['poacc-order-change.xml', 'purchaseOrder', 'OrderChange', SELLER],
  ['poacc-order-cancellation.xml', 'purchaseOrder', 'OrderCancellation', SELLER],
  ['poacc-despatch-advice.xml', 'despatchAdvice', 'DespatchAdvice', DELIVERY]
] as const) {
  test(`${family}: sent on A, ${family}Received on B with the bytes A sent`, async () => {
    const doc = fs.readFileSync(path.join(DOCS, file))
    const a = net.node('A')
    const b = net.node('B')
    const res = await a.t.app.inject({
      method: 'POST', url: `/api/v1/${PARTY_A}/${segment}/send`, payload: doc,
      headers: { host: hostOf('acceptance'), authorization: `Bearer ${a.token}`, 'content-type': 'application/xml' }
    })
    assert.equal(res.statusCode, 202, res.body)
    assert.equal(res.json().topic, `Send${family}`)
    const id = res.json().documentId as string
    const final = await eventually('A settles', async () => { const s = await statusOf(a.t, id); return s === 'sent' || s === 'error' ? s : undefined }, 30_000)
    const evA = await events(a.t, { documentId: id })
    assert.equal(final, 'sent', JSON.stringify(evA.map(e => [e.topic, e.message])))
    const sent = evA.find(e => e.topic === `${family}Sent`)
    assert.ok(sent !== undefined, JSON.stringify(evA.map(e => e.topic)))

    const received = await eventually(`${family}Received on B`, async () => {
      const r = (await events(b.t, { topic: `${family}Received` })).find(e => e.details.messageId === sent.details.messageId)
      return r
    })
    assert.equal(received.details.sender, PARTY_A)
    assert.equal(received.details.recipient, receiver)
    assert.match(String(received.details.documentTypeId), new RegExp(`::${family}##`))
    const dl = await api(b.t, b.token, 'GET', `/api/v1/${receiver}/generic/${received.documentId as string}/download`)
    assert.equal(dl.statusCode, 200, dl.body)
    assert.ok(dl.rawPayload.equals(doc), 'B stores exactly the bytes A sent')
    if (family !== 'DespatchAdvice') {
      const so = await api(b.t, b.token, 'GET', `/api/v1/${receiver}/salesOrder/${received.documentId as string}/download`)
      assert.equal(so.statusCode, 200, so.body)
      const po = await api(a.t, a.token, 'GET', `/api/v1/${PARTY_A}/purchaseOrder/${id}/download`)
      assert.ok(po.rawPayload.equals(doc))
    }
  })
}
