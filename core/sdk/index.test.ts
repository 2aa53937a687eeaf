import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  SDK_API_VERSION, definePlugin, delivered, documentBytes, failed, reachable, retryable, testContext, timeLeft, type DeliveryJob
} from './index.ts'

test('result helpers build the typed results and leave out absent extras', () => {
  assert.equal(SDK_API_VERSION, '1.1')
  assert.deepEqual(delivered(), { ok: true })
  assert.deepEqual(delivered({ status: 200, details: { id: 'x' } }), { ok: true, status: 200, details: { id: 'x' } })
  assert.deepEqual(failed('HTTP_ERROR', 'Bad request', { status: 400 }), { ok: false, code: 'HTTP_ERROR', retryable: false, message: 'Bad request', status: 400 })
  assert.deepEqual(retryable('HTTP_ERROR', 'Unavailable', { status: 503, condition: 'timeout' }),
    { ok: false, code: 'HTTP_ERROR', retryable: true, message: 'Unavailable', status: 503, condition: 'timeout' })
  assert.deepEqual(reachable(false, { condition: 'not-registered' }), { ok: true, reachable: false, condition: 'not-registered' })
})

test('definePlugin, documentBytes, testContext', async () => {
  const plugin = definePlugin<{ prefix: string }>({
    async deliver (job, settings, ctx) {
      ctx.log.info('sending', { bytes: documentBytes(job)?.length })
      return delivered({ details: { text: settings.prefix + (documentBytes(job)?.toString('utf8') ?? '') } })
    }
  })
  const job: DeliveryJob = {
    deliveryId: 'd', attempt: 1, kind: 'document', topic: 'SendInvoice', tenantId: 't', partyId: 'p',
    document: { bytes: new TextEncoder().encode('<x/>'), mediaType: 'application/xml' }, hook: { id: 'h', settings: {} }
  }
  const ctx = testContext({ deadlineMs: 1000 })
  try {
    assert.deepEqual(await plugin.deliver(job, { prefix: '>' }, ctx), { ok: true, details: { text: '><x/>' } })
    assert.deepEqual(ctx.lines, [{ level: 'info', message: 'sending', fields: { bytes: 4 } }])
    assert.ok(timeLeft(ctx) > 0 && timeLeft(ctx) <= 1000)
    ctx.abort()
    assert.equal(ctx.signal.aborted, true)
  } finally {
    ctx.done()
  }
  assert.equal(documentBytes({ ...job, kind: 'event', document: undefined }), undefined)
})
