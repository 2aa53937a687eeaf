// One invoice A -> B over real AS4 (local SML + SMP lookups, signed and encrypted HTTP between two instances):
// InvoiceSent on A with the verified receipt, InvoiceReceived on B, byte-identical download on B.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { As4Network, PARTY_B, eventually, events, invoice, statusOf } from './network.ts'
import { api } from '../helpers/fixtures.ts'

const net = new As4Network()
before(async () => { await net.start() })
after(async () => { await net.close() })

test('an invoice sent on A arrives on B: InvoiceSent with receipt details, InvoiceReceived, identical bytes', async () => {
  const doc = invoice('AS4-1')
  const id = await net.send(doc)
  const a = net.node('A')
  const b = net.node('B')
  const final = await eventually('A settles', async () => { const s = await statusOf(a.t, id); return s === 'sent' || s === 'error' ? s : undefined }, 30_000)
  const evA = await events(a.t, { documentId: id })
  assert.equal(final, 'sent', JSON.stringify(evA.map(e => [e.topic, e.message])))
  const sent = evA.find(e => e.topic === 'InvoiceSent')
  assert.ok(sent !== undefined)
  const d = sent.details as Record<string, any>
  assert.equal(d.protocol, 'As4')
  assert.equal(d.endpoint, `${b.url}/as4`)
  assert.match(d.messageId, /@wharf$/)
  assert.equal(d.receiverAccessPoint, 'POP000002')
  assert.equal(d.receipt.references, 3)
  assert.match(d.receipt.signer, /CN=POP000002/)

  const received = await events(b.t, { topic: 'InvoiceReceived' })
  assert.equal(received.length, 1)
  const r = received[0]
  assert.equal(r.details.messageId, d.messageId)
  assert.equal(r.details.sender, '0088:7300010000001')
  assert.equal(r.details.recipient, PARTY_B)
  const dl = await api(b.t, b.token, 'GET', `/api/v1/${PARTY_B}/generic/${r.documentId as string}/download`)
  assert.equal(dl.statusCode, 200, dl.body)
  assert.ok(dl.rawPayload.equals(doc), 'B stores exactly the bytes A sent')
})

test('100 invoices A -> B: all InvoiceSent on A, 100 InvoiceReceived on B with the bytes A sent', { timeout: 900_000 }, async t => {
  const a = net.node('A')
  const b = net.node('B')
  const sha = (x: Uint8Array): string => createHash('sha256').update(x).digest('hex')
  const docs = Array.from({ length: 100 }, (_, i) => invoice(`AS4-BULK-${i}`))
  const t0 = performance.now()
  const ids: string[] = []
  for (const d of docs) ids.push(await net.send(d))
  await eventually('100 settled', async () => {
    // On a loaded machine a first attempt may time out (a retryable failure): its retry waits on A's manual clock,
    // so move the clock past the retry delay. B must still store each invoice exactly once (checked below).
    const retrying = await a.t.wharf.knex('documents').whereIn('id', ids).where('status', 'retrying').count<Array<{ n: string }>>('* as n')
    if (Number(retrying[0].n) > 0) { a.t.clock.advance(31_000); a.t.wharf.wakeup?.notify?.() }
    const rows = await a.t.wharf.knex('documents').whereIn('id', ids).whereIn('status', ['sent', 'error']).count<Array<{ n: string }>>('* as n')
    return Number(rows[0].n) === 100 ? true : undefined
  }, 280_000)
  const seconds = (performance.now() - t0) / 1000
  t.diagnostic(`100 invoices sent and received in ${seconds.toFixed(1)} s (${(100 / seconds).toFixed(1)}/s, 2 worker threads, shared CPU)`)
  const statuses = await a.t.wharf.knex('documents').whereIn('id', ids).select('status')
  assert.deepEqual([...new Set(statuses.map(r => r.status))], ['sent'])
  const received = (await events(b.t, { topic: 'InvoiceReceived' })).filter(e => String(e.message).includes('AS4-BULK-'))
  assert.equal(received.length, 100)
  const contents = await b.t.wharf.knex('documents').whereIn('id', received.map(e => e.documentId as string)).select('id')
  assert.equal(contents.length, 100)
  const want = new Set(docs.map(sha))
  const { documentContent } = await import('../../core/documents/store.ts')
  for (const r of contents) {
    const c = await documentContent(b.t.wharf.knex, r.id)
    assert.ok(c !== undefined && want.delete(sha(c.bytes)), 'each stored document is one of the sent ones, exactly')
  }
  assert.equal(want.size, 0)
})
