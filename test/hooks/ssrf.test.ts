// The SSRF guard through the whole system: without WHARF_HOOK_TARGET_ALLOWLIST, deliveries to loopback, private and
// link-local addresses are refused for good (HookSentError with TARGET_FORBIDDEN), and nothing is sent.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, party, tenant } from '../helpers/fixtures.ts'
import { startReceiver, type Receiver } from '../helpers/receiver.ts'

let t: TestWharf
let rx: Receiver
before(async () => {
  rx = await startReceiver()
  t = await createTestWharf({}, { workers: true })
})
after(async () => { await t.close(); await rx.close() })

test('loopback, 10/8, 169.254/16 and [::1] targets are refused without the allowlist', async () => {
  const acme = await tenant(t, 'ssrf')
  await party(t, acme.id, ['0208:0123456749'])
  const token = await clientToken(t, await application(t, acme.id, ['ApManager']))
  const port = new URL(rx.url).port
  const targets = [`https://127.0.0.1:${port}/ok`, 'https://10.1.2.3/hook', 'https://169.254.169.254/hook', `https://[::1]:${port}/ok`]
  for (const url of targets) {
    const h = await api(t, token, 'POST', '/api/v1/hook', { payload: { partyId: '0208:0123456749', url, topic: 'InvoiceReceived' } })
    assert.equal(h.statusCode, 201, h.body)
    const probe = await api(t, token, 'POST', `/api/v1/hook/${h.json().id}/test`)
    assert.equal(probe.json().delivered, false)
    assert.equal(probe.json().code, 'TARGET_FORBIDDEN', url)
  }
  await t.admin('POST', '/admin/v1/events', { tenant: acme.id, topic: 'InvoiceReceived', partyId: '0208:0123456749' })
  const end = Date.now() + 10_000
  let errors: unknown[] = []
  while (Date.now() < end) {
    errors = (await api(t, token, 'GET', '/api/v1/events?topic=HookSentError')).json().events
    if (errors.length === targets.length) break
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  assert.equal(errors.length, targets.length, 'one HookSentError per refused hook, without retries')
  assert.ok(errors.every(e => (e as { details: { code: string } }).details.code === 'TARGET_FORBIDDEN'))
  assert.equal(rx.requests.length, 0)
})
