// Issue 18 point 6, lifecycle: the status history of sent and received documents (GET .../{documentId}/status) as the
// send and receive pipelines move them, the public documentId everywhere (never the internal key), 404 for another
// tenant's or party's documents exactly as for unknown ones, DELETE of a document's bytes with its trail kept (409 while
// a send is in flight, 410 afterwards, also on download), and the list's filters with `next` cursor paging.
// The clock is never moved here (retention: retention.test.ts); the worker really runs the send commands.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { api } from '../helpers/fixtures.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { storeReceivedDocument } from '../../core/documents/receive.ts'
import { recordConsumerDelivery } from '../../core/lifecycle/statuses.ts'
import { PLUGIN_ROOT, createHook, fixture, sendXml, waitFor, waitForStatus } from './helpers.ts'
import { bigInvoice } from './large/big-invoice.ts'

const PARTY = '0088:7300010000001'
const PARTY2 = '0088:5798000000001'
const OTHER = '0208:0123456749'
const INVOICE = fixture('bis3-vat-category-O.xml')

const t = await openWharf({}, { workers: { threads: 1, pluginRoot: PLUGIN_ROOT } })
const { id: tenantId, token, parties: [partyInternal] } = await tenantWithParties(t, 'lifecycle', [PARTY, PARTY2])
await createHook(t, token, { partyId: PARTY, action: 'doc-ok', name: 'ap', topics: ['SendInvoice'] })
await createHook(t, token, { partyId: PARTY, action: 'doc-reject', name: 'rejecting', topics: ['SendOrder'] })
await createHook(t, token, { partyId: PARTY, action: 'doc-flaky', name: 'flaky', topics: ['SendDespatchAdvice'] })
await createHook(t, token, { partyId: PARTY, action: 'doc-ok', name: 'consumer', topics: ['InvoiceReceived'] })
const otherToken = (await tenantWithParties(t, 'lifecycle-other', [OTHER])).token

interface Entry { id: string, name: string, description: string, createdOn: string }
const history = async (segment: string, id: string, opts: { party?: string, token?: string } = {}) =>
  await api(t, opts.token ?? token, 'GET', `/api/v1/${opts.party ?? PARTY}/${segment}/${id}/status`)
const names = async (segment: string, id: string): Promise<string[]> => {
  const res = await history(segment, id)
  assert.equal(res.statusCode, 200, res.body)
  return (res.json() as Entry[]).map(e => e.name)
}
const keyOf = async (documentId: string): Promise<string> => (await t.wharf.knex('documents').where({ document_id: documentId }).first('id')).id
const send = async (segment: string, body: Buffer, id: string): Promise<string> => {
  const res = await sendXml(t, token, PARTY, segment, body, { headers: { 'x-service-documentid': id } })
  assert.equal(res.statusCode, 202, res.body)
  return res.json().documentId as string
}
const receive = async (bytes: Buffer, messageId: string): Promise<string> => {
  const r = await t.wharf.knex.transaction(async trx => await storeReceivedDocument(trx, t.wharf, {
    tenantId, environment: 'acceptance', partyInternalId: partyInternal, partyId: PARTY, bytes, createdBy: 'peppol', messageId
  }))
  return r.document.documentId
}
const ORDER = fixture('poacc-uc1-order.xml')

test('a sent invoice: Pending, Validated, Routed, Delivered, with times, under its public id', async () => {
  const id = await send('salesInvoice', INVOICE, 'LC-INV-0001')
  await waitForStatus(t, await keyOf(id), 'sent')
  const res = await history('salesInvoice', id)
  assert.equal(res.statusCode, 200, res.body)
  const entries = res.json() as Entry[]
  assert.deepEqual(entries.map(e => e.name), ['Pending', 'Validated', 'Routed', 'Delivered'])
  for (const e of entries) {
    assert.match(e.id, /^[0-9a-f-]{36}$/)
    assert.equal(e.createdOn, new Date(t.clock.now()).toISOString(), 'the injected clock')
    assert.ok(e.description.length > 0)
  }
  assert.equal(new Set(entries.map(e => e.id)).size, 4)
  assert.match(entries[3].description, /hook/)
  // The generic segment shows it too; a segment of another kind does not (404).
  assert.deepEqual(await names('generic', id), ['Pending', 'Validated', 'Routed', 'Delivered'])
  for (const segment of ['purchaseInvoice', 'purchaseOrder', 'salesOrder']) assert.equal((await history(segment, id)).statusCode, 404, segment)
})

test('unknown ids, the internal key, another party\'s and another tenant\'s documents: the same 404', async () => {
  const id = await send('salesInvoice', INVOICE, 'LC-INV-0002')
  const key = await keyOf(id)
  assert.notEqual(key, id)
  const unknown = await history('salesInvoice', 'LC-NO-SUCH-DOC')
  assert.equal(unknown.statusCode, 404)
  assert.equal(unknown.json().code, 'NOT_FOUND')
  const cases = [
    ['internal key', await history('salesInvoice', key)],
    ['another party of the tenant', await history('salesInvoice', id, { party: PARTY2 })],
    ['another tenant, its own party', await history('salesInvoice', id, { party: OTHER, token: otherToken })],
    ['another tenant: DELETE', await api(t, otherToken, 'DELETE', `/api/v1/${OTHER}/salesInvoice/${id}`)],
    ['another tenant: download', await api(t, otherToken, 'GET', `/api/v1/${OTHER}/generic/${id}/download`)]
  ] as const
  for (const [what, res] of cases) {
    assert.equal(res.statusCode, 404, `${what}: ${res.body}`)
    assert.equal(res.json().code, 'NOT_FOUND', what)
    assert.deepEqual(Object.keys(res.json()).sort(), Object.keys(unknown.json()).sort(), what)
  }
  // Another tenant's party in our path: refused by party rights (403), never revealing the document.
  assert.equal((await history('salesInvoice', id, { party: PARTY, token: otherToken })).statusCode, 403)
  await waitForStatus(t, key, 'sent')
})

test('rejected at once (EndpointID wrong) and failed after delivery: Rejected / Failed are final', async () => {
  const rejected = await send('salesInvoice', fixture('bis3-base-example.xml'), 'LC-REJ-0001')
  assert.deepEqual(await names('salesInvoice', rejected), ['Pending', 'Rejected'])
  const failed = await send('purchaseOrder', ORDER, 'LC-ORD-0001')
  await waitForStatus(t, await keyOf(failed), 'error')
  const entries = (await history('purchaseOrder', failed)).json() as Entry[]
  assert.deepEqual(entries.map(e => e.name), ['Pending', 'Validated', 'Routed', 'Failed'])
  assert.match(entries[3].description, /400/)
})

test('a received invoice: Received, Delivered (its consumer hook took InvoiceReceived), Downloaded once', async () => {
  const id = await receive(INVOICE, 'lc-msg-1')
  await waitFor('consumer delivery', async () => (await names('purchaseInvoice', id)).includes('Delivered'))
  assert.deepEqual(await names('purchaseInvoice', id), ['Received', 'Delivered'])
  for (let i = 0; i < 2; i++) {
    const dl = await api(t, token, 'GET', `/api/v1/${PARTY}/purchaseInvoice/${id}/download`)
    assert.equal(dl.statusCode, 200)
    assert.ok(dl.rawPayload.equals(INVOICE))
  }
  const entries = (await history('purchaseInvoice', id)).json() as Entry[]
  assert.deepEqual(entries.map(e => e.name), ['Received', 'Delivered', 'Downloaded'])
  assert.equal(entries[0].description, 'Received through peppol, message lc-msg-1 (InvoiceReceived)')
  assert.match(entries[2].description, /application/)
  assert.equal((await history('salesInvoice', id)).statusCode, 404, 'a received invoice is no sales invoice')
})

test('DELETE: 409 while the send is in flight; then the bytes go, the trail stays, downloads and repeats answer 410', async () => {
  // doc-flaky fails the first attempt; its retry is due only when the (manual) clock moves: in flight meanwhile.
  const inFlight = await send('despatchAdvice', fixture('poacc-despatch-advice.xml'), 'LC-DES-0001')
  await waitForStatus(t, await keyOf(inFlight), 'retrying')
  const busy = await api(t, token, 'DELETE', `/api/v1/${PARTY}/generic/${inFlight}`)
  assert.equal(busy.statusCode, 409, busy.body)
  assert.equal(busy.json().code, 'DOCUMENT_IN_FLIGHT')
  assert.deepEqual(busy.json().details, { documentId: inFlight, status: 'retrying' })

  const id = await receive(fixture('bis3-norwegian-example-1.xml'), 'lc-msg-2')
  const key = await keyOf(id)
  assert.equal((await api(t, token, 'DELETE', `/api/v1/${PARTY}/salesInvoice/${id}`)).statusCode, 404, 'not a sales invoice')
  const del = await api(t, token, 'DELETE', `/api/v1/${PARTY}/purchaseInvoice/${id}`)
  assert.equal(del.statusCode, 200, del.body)
  assert.equal(del.json().documentId, id)
  assert.equal(del.json().status, 'Deleted')
  const row = await t.wharf.knex('documents').where({ id: key }).first('content', 'content_removed_at', 'sha256', 'size')
  assert.equal(row.content, null)
  assert.notEqual(row.content_removed_at, null)
  assert.ok(Number(row.size) > 0 && row.sha256.length === 64, 'metadata kept')
  assert.equal(Number((await t.wharf.knex('document_chunks').where({ document_id: key }).count<Array<{ n: string }>>('* as n'))[0].n), 0)
  const names1 = await names('purchaseInvoice', id)
  assert.equal(names1[0], 'Received')
  assert.equal(names1[names1.length - 1], 'Deleted')
  // Deleted is final: a consumer delivery of InvoiceReceived landing after the DELETE adds no step (the consumer
  // hook's own delivery, racing this test, may have come before: it is taken out so that the check always runs).
  await t.wharf.knex('document_status').where({ document_key: key, name: 'Delivered' }).del()
  const final = await names('purchaseInvoice', id)
  await recordConsumerDelivery(t.wharf.knex, t.clock, key, 'InvoiceReceived', '00000000-0000-4000-8000-000000000000')
  assert.deepEqual(await names('purchaseInvoice', id), final)
  assert.equal(final[final.length - 1], 'Deleted')
  for (const segment of ['purchaseInvoice', 'generic']) {
    const dl = await api(t, token, 'GET', `/api/v1/${PARTY}/${segment}/${id}/download`)
    assert.equal(dl.statusCode, 410, dl.body)
    assert.equal(dl.json().code, 'DOCUMENT_REMOVED')
    assert.equal(dl.json().details.documentId, id)
  }
  const again = await api(t, token, 'DELETE', `/api/v1/${PARTY}/generic/${id}`)
  assert.equal(again.statusCode, 410)
  assert.equal(again.json().code, 'DOCUMENT_REMOVED')
  assert.equal((await names('generic', id)).filter(n => n === 'Deleted').length, 1)
  // The document stays in the list and its detail.
  const detail = await api(t, token, 'GET', `/api/v1/${PARTY}/documents/${id}`)
  assert.equal(detail.statusCode, 200)
  // A delivered sent invoice can be deleted too.
  const sent = await send('salesInvoice', INVOICE, 'LC-INV-0003')
  await waitForStatus(t, await keyOf(sent), 'sent')
  assert.equal((await api(t, token, 'DELETE', `/api/v1/${PARTY}/salesInvoice/${sent}`)).statusCode, 200)
  assert.deepEqual(await names('salesInvoice', sent), ['Pending', 'Validated', 'Routed', 'Delivered', 'Deleted'])
})

test('DELETE of a large (chunked) received document removes its chunks too', async () => {
  const big = bigInvoice(2.5 * 1024 * 1024)
  const id = await receive(big, 'lc-msg-big')
  const key = await keyOf(id)
  const chunks = async (): Promise<number> => Number((await t.wharf.knex('document_chunks').where({ document_id: key }).count<Array<{ n: string }>>('* as n'))[0].n)
  assert.equal(await chunks(), 3)
  const dl = await api(t, token, 'GET', `/api/v1/${PARTY}/purchaseInvoice/${id}/download`)
  assert.ok(dl.rawPayload.equals(big))
  assert.equal((await api(t, token, 'DELETE', `/api/v1/${PARTY}/purchaseInvoice/${id}`)).statusCode, 200)
  assert.equal(await chunks(), 0)
  assert.equal((await api(t, token, 'GET', `/api/v1/${PARTY}/purchaseInvoice/${id}/download`)).statusCode, 410)
})

test('the list: status (lifecycle or internal), family, direction, counterparty, period, and `next` paging', async () => {
  const list = async (query: string): Promise<{ documents: Array<{ documentId: string, direction: string, sender: string, receiver: string, createdOn: string }>, next: string | null, nextCursor: string | null }> => {
    const res = await api(t, token, 'GET', `/api/v1/${PARTY}/documents?${query}`)
    assert.equal(res.statusCode, 200, `${query}: ${res.body}`)
    return res.json()
  }
  const ids = (l: { documents: Array<{ documentId: string }> }): string[] => l.documents.map(d => d.documentId).sort()
  assert.ok(ids(await list('status=Rejected')).includes('LC-REJ-0001'))
  assert.ok(!ids(await list('status=Rejected')).includes('LC-ORD-0001'))
  assert.deepEqual(ids(await list('status=Failed')), ['LC-ORD-0001'])
  assert.deepEqual(ids(await list('status=error&family=Order')), ['LC-ORD-0001'])
  // The interface's state name for a sent document that could not be delivered is the internal status error.
  assert.deepEqual(ids(await list('status=InvoiceSentError')), ids(await list('status=error&direction=out')))
  assert.ok(ids(await list('status=InvoiceSentError')).includes('LC-REJ-0001'))
  assert.deepEqual(ids(await list('status=InvoiceSentError&direction=in')), [])
  assert.ok(ids(await list('status=Delivered&direction=out')).includes('LC-INV-0001'))
  assert.ok(ids(await list('status=Deleted')).includes('LC-INV-0003'))
  const received = await list('direction=in')
  assert.ok(received.documents.length >= 2 && received.documents.every(d => d.direction === 'in'))
  // counterparty: the receiver of a sent document, the sender of a received one (case-insensitive).
  const order = (await api(t, token, 'GET', `/api/v1/${PARTY}/documents/LC-ORD-0001`)).json().document
  const byReceiver = await list(`counterparty=${encodeURIComponent(order.receiver.toUpperCase())}&direction=out`)
  assert.ok(byReceiver.documents.length >= 1 && byReceiver.documents.every(d => d.receiver.toLowerCase() === order.receiver.toLowerCase()))
  assert.deepEqual(ids(await list('counterparty=9999:nobody')), [])
  // Period: everything was created at the clock's now.
  const now = new Date(t.clock.now())
  const all = await list('limit=200')
  assert.equal((await list(`from=${encodeURIComponent(now.toISOString())}&limit=200`)).documents.length, all.documents.length)
  assert.equal((await list(`to=${encodeURIComponent(now.toISOString())}`)).documents.length, 0)
  assert.equal((await list(`from=${encodeURIComponent(new Date(now.getTime() + 1).toISOString())}`)).documents.length, 0)
  // Paging with next: every document once, in order, then null.
  const seen: string[] = []
  let cursor: string | null = null
  do {
    const page = await list(`limit=2${cursor !== null ? `&cursor=${cursor}` : ''}`)
    assert.ok(page.documents.length <= 2)
    assert.equal(page.next, page.nextCursor)
    seen.push(...page.documents.map(d => d.documentId))
    cursor = page.next
  } while (cursor !== null)
  assert.deepEqual(seen, all.documents.map(d => d.documentId))
  assert.equal(new Set(seen).size, seen.length)
  assert.ok(seen.length >= 8)
  const forged = Buffer.from('2026-01-01T00:00:00.000Z|not-a-key').toString('base64url')
  for (const query of ['status=Lost', 'from=yesterday', 'to=2026-13-45T00:00:00Z', 'cursor=not-a-cursor', `cursor=${forged}`]) {
    const bad = await api(t, token, 'GET', `/api/v1/${PARTY}/documents?${query}`)
    assert.equal(bad.statusCode, 400, `${query}: ${bad.body}`)
    assert.equal(bad.json().code, 'VALIDATION_FAILED', query)
  }
})
