// The webhook plugin called directly (as the worker pool calls it), against a real HTTPS receiver: the SSRF guard
// refuses loopback, private and link-local targets without the operator allowlist, before any connection is made.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { deliver } from './worker.ts'
import { testContext, type DeliveryJob } from '../../core/sdk/index.ts'
import { startReceiver, type Receiver } from '../../test/helpers/receiver.ts'

let rx: Receiver
before(async () => { rx = await startReceiver() })
after(async () => { await rx.close() })

const job = (url: string): DeliveryJob => ({
  deliveryId: '6f1c1d3e-0000-4000-8000-000000000001', attempt: 1, kind: 'event', topic: 'InvoiceReceived', tenantId: 't', partyId: 'BE:EN:0123456749',
  payload: { topic: 'InvoiceReceived', sentOn: new Date().toISOString() },
  hook: { id: 'h1', url, action: 'webhook', settings: { secureKey: 'k'.repeat(32) } }
})
const settings = (allowlist: string[]) => ({ timeoutMs: 5000, allowlist, allowHttp: false, userAgent: 'test' })

test('without the allowlist, loopback, private, link-local and IPv6 loopback targets are refused', async () => {
  const port = new URL(rx.url).port
  for (const url of [`https://127.0.0.1:${port}/ok`, 'https://10.0.0.1/hook', 'https://10.255.1.2:8443/hook', 'https://169.254.169.254/latest/meta-data', `https://[::1]:${port}/ok`, `https://localhost:${port}/ok`, 'https://192.168.1.1/x', 'https://[::ffff:127.0.0.1]/x']) {
    const ctx = testContext()
    const res = await deliver(job(url), settings([]), ctx)
    ctx.done()
    assert.equal(res.ok, false, url)
    assert.equal(res.ok === false && res.code, 'TARGET_FORBIDDEN', url)
    assert.equal(res.ok === false && res.retryable, false, url)
  }
  assert.equal(rx.requests.length, 0, 'nothing reached the receiver')
})

test('with the allowlist the same loopback target is delivered to', async () => {
  const ctx = testContext()
  const res = await deliver(job(`${rx.url}/ok`), settings(['127.0.0.0/8']), ctx)
  ctx.done()
  assert.equal(res.ok, true, JSON.stringify(res))
  assert.equal(rx.on('/ok').length, 1)
})

test('http URLs are refused unless the operator allows them; non-2xx is a retryable failure', async () => {
  const ctx = testContext()
  const http = await deliver(job('http://example.test/hook'), settings([]), ctx)
  assert.equal(http.ok === false && http.code, 'BAD_URL')
  const notFound = await deliver(job(`${rx.url}/status-404`), settings(['127.0.0.0/8']), ctx)
  ctx.done()
  assert.equal(notFound.ok === false && notFound.retryable, true)
  assert.equal(notFound.ok === false && notFound.status, 404)
})

test('a consumer slower than timeoutMs is a retryable TIMEOUT; the caller\'s abort ends the attempt too', async () => {
  const ctx = testContext()
  const started = Date.now()
  const slow = await deliver(job(`${rx.url}/slow-3000`), { ...settings(['127.0.0.0/8']), timeoutMs: 300 }, ctx)
  assert.ok(Date.now() - started < 2500, `ended after ${Date.now() - started} ms`)
  assert.deepEqual(slow.ok === false && { code: slow.code, retryable: slow.retryable, condition: slow.condition }, { code: 'TIMEOUT', retryable: true, condition: 'timeout' })
  ctx.done()
  const aborted = testContext()
  setTimeout(() => { aborted.abort(new DOMException('stopping', 'AbortError')) }, 200)
  const cutAt = Date.now()
  const cut = await deliver(job(`${rx.url}/slow-3000`), settings(['127.0.0.0/8']), aborted)
  aborted.done()
  assert.ok(Date.now() - cutAt < 2500, `ended after ${Date.now() - cutAt} ms`)
  assert.equal(cut.ok, false)
  assert.equal(cut.ok === false && cut.retryable, true)
  // Same URL again, from the guard's cache: still delivered normally.
  const again = testContext()
  const ok = await deliver(job(`${rx.url}/ok`), settings(['127.0.0.0/8']), again)
  again.done()
  assert.equal(ok.ok, true, JSON.stringify(ok))
})
