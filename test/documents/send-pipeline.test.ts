// The send pipeline end to end: POST .../send -> document + SendInvoice in one transaction -> command.run job ->
// a real channel plugin (test/documents/fixture-plugins/plugins/doc-channel) in the worker pool -> InvoiceSent /
// InvoiceSentRetry / InvoiceSentError, output-rule fallback to a second hook, channel= forcing, download.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, party, tenant } from '../helpers/fixtures.ts'
import { startWorkers, type Workers } from '../../core/workers.ts'
import { PLUGIN_ROOT, createHook, eventsOf, fixture, sendXml, statusOf, waitFor, waitForStatus } from './helpers.ts'

let t: TestWharf
let workers: Workers
let token: string
const PARTY = '0088:7300010000001'
const hooks: Record<string, string> = {}
const INVOICE = fixture('bis3-vat-category-O.xml')
const BIS3_INVOICE = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'

before(async () => {
  t = await createTestWharf({ WHARF_RETRY_SCHEDULE: '10s,10s' })
  workers = await startWorkers(t.wharf, { threads: 1, housekeeping: false, pollIntervalMs: 50, pluginRoot: PLUGIN_ROOT })
  const acme = await tenant(t, 'docs-send')
  await party(t, acme.id, [PARTY, '0192:987654325'])
  token = await clientToken(t, await application(t, acme.id, ['ApManager']))
  // Party-level and exact: the default choice for SendInvoice and SendOrder.
  hooks.ok = await createHook(t, token, { partyId: PARTY, action: 'doc-ok', name: 'ap', topics: ['SendInvoice', 'SendOrder'] })
  hooks.flaky = await createHook(t, token, { action: 'doc-flaky', topics: ['SendInvoice'] })
  hooks.reject = await createHook(t, token, { action: 'doc-reject', topics: ['SendInvoice'] })
  hooks.unregistered = await createHook(t, token, { action: 'doc-unregistered', name: 'peppol-like', topics: ['Send*'], output: [{ when: '404', topic: 'Send*Fallback' }] })
  hooks.mail = await createHook(t, token, { action: 'doc-mail', name: 'mail', topics: ['Send*Fallback'] })
})
after(async () => {
  await workers?.stop()
  await t?.close()
})

test('an official BIS 3 invoice goes out through the selected hook: InvoiceSent with details, status sent, byte-identical download', async () => {
  const recent = t.wharf.recent
  assert.ok(recent !== undefined, 'startWorkers keeps the recent documents')
  const taken = recent.stats().hits
  const res = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE)
  assert.equal(res.statusCode, 202, res.body)
  const answer = res.json()
  assert.equal(answer.status, 'queued')
  assert.equal(answer.topic, 'SendInvoice')
  assert.equal(answer.hookId, hooks.ok)
  assert.equal(answer.documentTypeId, BIS3_INVOICE)
  assert.equal(answer.receiver, '0192:987654325')
  const id = answer.documentId as string
  await waitForStatus(t, id, 'sent')
  const events = await eventsOf(t, id)
  assert.deepEqual(events.map(e => e.topic), ['SendInvoice', 'InvoiceSent'])
  const sent = events[1]
  assert.equal(sent.partyId, 'GLN:7300010000001')
  const d = sent.details
  assert.equal(d.id, id)
  assert.equal(d.recipient, '0192:987654325')
  assert.equal(d.attempt, '1')
  assert.equal(d.protocol, 'As4')
  assert.equal(d.endpoint, 'https://ap.example.test/as4')
  assert.equal(d.messageId, `msg-${id}-1`)
  assert.equal(d.sourceDocumentTypeId, BIS3_INVOICE)
  assert.equal(d.targetDocumentTypeId, BIS3_INVOICE)
  assert.equal(d.hookId, hooks.ok)
  // What the plugin saw in its worker: the exact bytes and the identifiers.
  assert.equal(d.receivedSha256, createHash('sha256').update(INVOICE).digest('hex'))
  assert.equal(d.receivedDocumentType, BIS3_INVOICE)
  assert.equal(d.receivedProcessId, 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0')
  assert.equal(d.receivedReceiver, '0192:987654325')
  // The first attempt took the document this process had just stored (core/documents/recent.ts), not a read of its row.
  assert.equal(recent.stats().hits, taken + 1)
  assert.equal(recent.stats().entries, 0)

  const meta = (await api(t, token, 'GET', `/api/v1/${PARTY}/documents/${id}`)).json()
  assert.equal(meta.document.status, 'sent')
  assert.equal(meta.document.messageId, `msg-${id}-1`)
  assert.equal(meta.document.channel, 'doc-ok')
  assert.deepEqual(meta.history.map((h: { status: string }) => h.status), ['queued', 'sent'])
  assert.deepEqual(meta.history.map((h: { topic: string }) => h.topic), ['SendInvoice', 'InvoiceSent'])

  for (const route of ['generic', 'salesInvoice']) {
    const dl = await api(t, token, 'GET', `/api/v1/${PARTY}/${route}/${id}/download`)
    assert.equal(dl.statusCode, 200)
    assert.equal(dl.headers['content-type'], 'application/xml')
    assert.ok(dl.rawPayload.equals(INVOICE), 'download is byte-identical')
  }
  assert.equal((await api(t, token, 'GET', `/api/v1/${PARTY}/purchaseInvoice/${id}/download`)).statusCode, 404, 'not a received invoice')
})

test('retryable failure: InvoiceSentRetry, nothing before the retry time, then InvoiceSent on attempt 2', async () => {
  const res = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, { query: `channel=${hooks.flaky}` })
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(res.json().hookId, hooks.flaky, 'channel= forces the hook')
  const id = res.json().documentId as string
  await waitForStatus(t, id, 'retrying')
  const retry = (await eventsOf(t, id)).find(e => e.topic === 'InvoiceSentRetry')
  assert.ok(retry !== undefined)
  assert.equal(retry.details.attempt, '1')
  assert.equal(retry.details.status, 503)
  assert.equal(retry.details.nextAttemptOn, new Date(t.clock.now() + 10_000).toISOString())
  await new Promise(resolve => setTimeout(resolve, 400))
  assert.equal(await statusOf(t, id), 'retrying', 'not tried again before its time')
  t.clock.advance(10_000)
  await waitForStatus(t, id, 'sent')
  const topics = (await eventsOf(t, id)).map(e => e.topic)
  assert.deepEqual(topics, ['SendInvoice', 'InvoiceSentRetry', 'InvoiceSent'])
  assert.equal((await eventsOf(t, id))[2].details.attempt, '2')
})

test('permanent failure: InvoiceSentError, status error, no retry', async () => {
  const res = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, { query: `channel=${hooks.reject}` })
  const id = res.json().documentId as string
  await waitForStatus(t, id, 'error')
  const events = await eventsOf(t, id)
  assert.deepEqual(events.map(e => e.topic), ['SendInvoice', 'InvoiceSentError'])
  assert.equal(events[1].details.status, 400)
  assert.equal(events[1].details.code, 'HTTP_ERROR')
  assert.match(events[1].message ?? '', /answered 400/)
  t.clock.advance(60_000)
  await new Promise(resolve => setTimeout(resolve, 300))
  assert.equal((await eventsOf(t, id)).length, 2, 'nothing more happens')
})

test('output rule: a 404 (not registered) publishes SendInvoiceFallback and the mail hook takes over', async () => {
  const res = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, { query: `channel=${hooks.unregistered}` })
  const id = res.json().documentId as string
  await waitForStatus(t, id, 'sent')
  const events = await eventsOf(t, id)
  assert.deepEqual(events.map(e => e.topic), ['SendInvoice', 'SendInvoiceFallback', 'InvoiceSent'])
  assert.deepEqual(events[1].details.triedHookIds, [hooks.unregistered])
  assert.equal(events[1].details.status, 404)
  assert.equal(events[2].details.hookId, hooks.mail)
  assert.equal(events[2].details.protocol, 'email')
  const meta = (await api(t, token, 'GET', `/api/v1/${PARTY}/documents/${id}`)).json()
  assert.deepEqual(meta.history.map((h: { status: string }) => h.status), ['queued', 'fallback', 'sent'])
  assert.equal(meta.document.hookId, hooks.mail)
})

test('missing EndpointID: stored with status error and InvoiceSentError, never sent or retried', async () => {
  const xml = INVOICE.toString('utf8').replace('<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>', '')
  const res = await sendXml(t, token, PARTY, 'salesInvoice', xml)
  assert.equal(res.statusCode, 202, res.body)
  const answer = res.json()
  assert.equal(answer.status, 'error')
  assert.equal(answer.topic, 'InvoiceSentError')
  assert.equal(answer.error.code, 'ENDPOINT_ID_MISSING')
  t.clock.advance(60_000)
  await new Promise(resolve => setTimeout(resolve, 300))
  const events = await eventsOf(t, answer.documentId)
  assert.deepEqual(events.map(e => e.topic), ['InvoiceSentError'])
  assert.match(events[0].message ?? '', /AccountingCustomerParty has no EndpointID/)
  const jobs = await t.wharf.knex('jobs').where({ kind: 'command.run' })
  assert.ok(jobs.every(j => (typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload).event.documentId !== answer.documentId), 'no send command job')
  assert.equal(await statusOf(t, answer.documentId), 'error')
})

test('channel= naming a hook that does not take the command: 400 CHANNEL_NOT_FOUND, nothing stored', async () => {
  const before = await t.wharf.knex('documents').count<Array<{ n: string }>>('* as n')
  const res = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, { query: `channel=${hooks.mail}` })
  assert.equal(res.statusCode, 400, res.body)
  assert.equal(res.json().code, 'CHANNEL_NOT_FOUND')
  const res2 = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, { query: 'channel=no-such-hook' })
  assert.equal(res2.json().code, 'CHANNEL_NOT_FOUND')
  const afterCount = await t.wharf.knex('documents').count<Array<{ n: string }>>('* as n')
  assert.equal(Number(afterCount[0].n), Number(before[0].n))
})

test('an official Order goes out as SendOrder -> OrderSent', async () => {
  const res = await sendXml(t, token, PARTY, 'purchaseOrder', fixture('poacc-uc1-order.xml'))
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(res.json().topic, 'SendOrder')
  const id = res.json().documentId as string
  await waitForStatus(t, id, 'sent')
  assert.deepEqual((await eventsOf(t, id)).map(e => e.topic), ['SendOrder', 'OrderSent'])
})

test('a CII invoice through salesInvoice/send', async () => {
  const res = await sendXml(t, token, '0192:987654325', 'salesInvoice', fixture('cii-peppol-derived-from-example2.xml'), { contentType: 'text/xml' })
  assert.equal(res.statusCode, 202, res.body)
  const id = res.json().documentId as string
  assert.match(res.json().documentTypeId, /CrossIndustryInvoice.*::D16B$/)
  // 0192:987654325 is the same party as 0088:7300010000001, so its party-level hook takes the command.
  await waitFor('CII sent', async () => (await statusOf(t, id)) === 'sent' || (await statusOf(t, id)) === 'error')
  const events = await eventsOf(t, id)
  assert.equal(events[events.length - 1].topic, 'InvoiceSent', JSON.stringify(events))
})

test('a fallback no untried hook takes ends in *SentError (the failed hook is not offered it again); Invoice Response topics', async () => {
  const globex = await tenant(t, 'docs-send-loop')
  const sender = '0088:5798000012349'
  await party(t, globex.id, [sender])
  const tok = await clientToken(t, await application(t, globex.id, ['ApManager']))
  const only = await createHook(t, tok, { action: 'doc-unregistered', topics: ['Send*'], output: [{ when: 'not-registered', topic: 'Send*Fallback' }] })
  const res = await sendXml(t, tok, sender, 'invoiceResponse', fixture('poacc-invoice-response.xml'))
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(res.json().topic, 'SendInvoiceResponse')
  const id = res.json().documentId as string
  await waitForStatus(t, id, 'error')
  const events = await eventsOf(t, id)
  assert.deepEqual(events.map(e => e.topic), ['SendInvoiceResponse', 'SendInvoiceResponseFallback', 'InvoiceResponseSentError'])
  // The fallback is not offered to the hook that already failed, so nobody takes it: an error, not a loop.
  assert.deepEqual(events[1].details.triedHookIds, [only])
  assert.equal(events[2].details.hookId, only)
  assert.match(events[2].message ?? '', /no hook takes SendInvoiceResponseFallback/)
})

test('the document routes are in the OpenAPI document under the documents tag', async () => {
  const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
  for (const p of ['/api/v1/{partyId}/salesInvoice/send', '/api/v1/{partyId}/purchaseOrder/send', '/api/v1/{partyId}/generic/{documentId}/download', '/api/v1/{partyId}/documents']) {
    const op = spec.paths[p]?.post ?? spec.paths[p]?.get
    assert.ok(op !== undefined, p)
    assert.deepEqual(op.tags, ['documents'], p)
  }
})

test('channel=peppol-fallback picks the hook listening to both Send* and Send*Fallback, bypassing the default', async () => {
  const both = await createHook(t, token, { action: 'doc-mail', name: 'mail-both', topics: ['Send*', 'Send*Fallback'] })
  const res = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, { query: 'channel=peppol-fallback' })
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(res.json().hookId, both)
  const id = res.json().documentId as string
  await waitForStatus(t, id, 'sent')
  const events = await eventsOf(t, id)
  assert.deepEqual(events.map(e => e.topic), ['SendInvoice', 'InvoiceSent'])
  assert.equal(events[1].details.protocol, 'email')
})
