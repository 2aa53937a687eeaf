// How A's peppol channel ends a send, against a real B: recipient not in the SML -> InvoiceSentError (404,
// not-registered); B answers PEPPOL:NOT_SERVICED (A's lookup stale) -> failed not-serviced; B's SMP does not list
// invoices -> InvoiceSentError (not-serviced); B's AS4 endpoint down (its SMP up) -> the POST is refused ->
// InvoiceSentRetry CONNECTION_FAILED, then InvoiceSent once it is back; B wholly down (SMP too) -> LOOKUP_FAILED retry.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { As4Network, PARTY_A, PARTY_B, eventually, events, invoice, statusOf } from './network.ts'
import { deliver, type As4Settings } from '../../plugins/peppol-as4/worker.ts'
import { settingsFromConfig } from '../../core/plugins/operator-config.ts'
import manifest from '../../plugins/peppol-as4/wharf-plugin.json' with { type: 'json' }
import { testContext, type DeliveryJob } from '../../core/sdk/index.ts'

const net = new As4Network({ frontB: true })
before(async () => { await net.start() })
after(async () => { await net.close() })

const DOCTYPE = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

async function settle (id: string, want: string[]): Promise<string> {
  return await eventually(`document ${id} in ${want.join('/')}`, async () => { const s = await statusOf(net.node('A').t, id); return s !== undefined && want.includes(s) ? s : undefined }, 40_000)
}

/** Moves A's clock past the retry delay: the document goes out on attempt 2 and B stores it exactly once. */
async function sentOnSecondAttempt (id: string): Promise<void> {
  const a = net.node('A')
  a.t.clock.advance(31_000)
  a.t.wharf.wakeup?.notify?.()
  assert.equal(await settle(id, ['sent', 'error']), 'sent')
  const sent = (await events(a.t, { documentId: id })).find(e => e.topic === 'InvoiceSent')
  assert.equal(sent?.details.attempt, '2')
  const got = (await events(net.node('B').t, { topic: 'InvoiceReceived' })).filter(e => e.details.messageId === sent?.details.messageId)
  assert.equal(got.length, 1)
}

async function capabilitiesB (caps: Record<string, 'on' | 'off'>): Promise<void> {
  const put = await net.call('B', 'PUT', `/api/v1/peppol/config/party/${PARTY_B}`, { capabilities: caps })
  assert.equal(put.statusCode, 200, put.body)
}

test('a recipient that is not in the SML: InvoiceSentError with status 404 and condition not-registered', async () => {
  const doc = Buffer.from(invoice('NOREG').toString('utf8').replace('<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>', '<cbc:EndpointID schemeID="0208">0123456749</cbc:EndpointID>'))
  const id = await net.send(doc)
  assert.equal(await settle(id, ['error', 'sent']), 'error')
  const err = (await events(net.node('A').t, { documentId: id })).find(e => e.topic === 'InvoiceSentError')
  assert.ok(err !== undefined)
  assert.equal(err.details.code, 'NOT_REGISTERED')
  assert.equal(err.details.status, 404)
  assert.equal(err.details.condition, 'not-registered')
})

test('the channel itself: B answers EBMS:0004 PEPPOL:NOT_SERVICED when A\'s lookup is stale -> failed, condition not-serviced', async () => {
  const a = net.node('A')
  const settings = { ...settingsFromConfig(manifest, a.t.config), lookupCacheTtlMs: 600_000, maxResponseBytes: 10 * 1024 * 1024 } as unknown as As4Settings
  const job = (n: string): DeliveryJob => ({
    deliveryId: `d-${n}`, attempt: 1, kind: 'document', topic: 'SendInvoice', tenantId: 't', partyId: PARTY_A,
    payload: { sender: PARTY_A, receiver: PARTY_B, documentTypeId: DOCTYPE, processId: PROCESS },
    document: { bytes: invoice(n), mediaType: 'application/xml', documentType: DOCTYPE }, hook: { id: 'h', settings: {} }
  })
  const ctx = testContext({ deadlineMs: 30_000 })
  const ok = await deliver(job('STALE-1'), settings, ctx)
  assert.equal(ok.ok, true, JSON.stringify(ok))
  assert.equal((ok.details as Record<string, unknown>).protocol, 'As4')
  // B stops receiving invoices; A still has B's endpoint in its lookup cache.
  await capabilitiesB({ invoices: 'off', orders: 'on' })
  const refused = await deliver(job('STALE-2'), settings, ctx)
  ctx.done()
  assert.equal(refused.ok, false)
  if (refused.ok) return
  assert.equal(refused.code, 'NOT_SERVICED')
  assert.equal(refused.condition, 'not-serviced')
  assert.equal(refused.retryable, false)
  assert.match(refused.message, /EBMS:0004 PEPPOL:NOT_SERVICED/)
})

test('B\'s SMP does not list invoices: InvoiceSentError with condition not-serviced', async () => {
  const id = await net.send(invoice('NOTSERVICED'))
  assert.equal(await settle(id, ['error', 'sent']), 'error')
  const err = (await events(net.node('A').t, { documentId: id })).find(e => e.topic === 'InvoiceSentError')
  assert.ok(err !== undefined)
  assert.equal(err.details.code, 'NOT_SERVICED')
  assert.equal(err.details.condition, 'not-serviced')
  // what B's SMP does list for the process (none of it an invoice): the input of automatic conversion (core/transforms/auto-convert.ts)
  const accepted = (err.details.details as { accepted?: string[] } | undefined)?.accepted ?? (err.details as { accepted?: string[] }).accepted
  assert.ok(Array.isArray(accepted), JSON.stringify(err.details))
  assert.ok(accepted.every(t => !t.includes('::Invoice##')), accepted.join(' '))
})

test('B\'s AS4 endpoint down (SMP up): the POST is refused -> InvoiceSentRetry CONNECTION_FAILED; back: InvoiceSent, received once', async () => {
  await capabilitiesB({ invoices: 'on' })
  const a = net.node('A')
  const front = net.frontB as NonNullable<typeof net.frontB>
  const port = front.port
  await front.stop()
  const id = await net.send(invoice('RETRY-AP'))
  assert.equal(await settle(id, ['retrying', 'sent', 'error']), 'retrying')
  const retry = (await events(a.t, { documentId: id })).find(e => e.topic === 'InvoiceSentRetry')
  assert.ok(retry !== undefined)
  assert.equal(retry.details.code, 'CONNECTION_FAILED', JSON.stringify(retry.details))
  assert.match(String(retry.message), /ECONNREFUSED/)
  assert.equal(retry.details.endpoint, `http://127.0.0.1:${port}/as4`)
  assert.equal(retry.details.attempt, '1')

  await front.start(port)
  await sentOnSecondAttempt(id)
})

test('B wholly down (its SMP too): InvoiceSentRetry LOOKUP_FAILED; B back: InvoiceSent on the next attempt, received once on B', async () => {
  await capabilitiesB({ invoices: 'on' })
  const a = net.node('A')
  const b = net.node('B')
  b.t.app.server.close()
  b.t.app.server.closeAllConnections()
  const id = await net.send(invoice('RETRY-1'))
  assert.equal(await settle(id, ['retrying', 'sent', 'error']), 'retrying')
  const retry = (await events(a.t, { documentId: id })).find(e => e.topic === 'InvoiceSentRetry')
  assert.ok(retry !== undefined)
  assert.equal(retry.details.code, 'LOOKUP_FAILED', JSON.stringify(retry.details))
  assert.equal(retry.details.attempt, '1')

  await new Promise<void>(resolve => b.t.app.server.listen(b.port, '127.0.0.1', () => resolve()))
  await sentOnSecondAttempt(id)
})
