// The email channel through the whole send pipeline against a real SMTP server (STARTTLS + AUTH): a wrong password is
// a retryable failure, so the document gets InvoiceSentRetry (attempt 1, next attempt time) and stays `retrying`;
// nothing reaches the mailbox.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { closeAfter, pluginsConfig } from '../helpers/cleanup.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { createHook, eventsOf, fixture, sendXml, waitFor } from '../documents/helpers.ts'
import { testTls } from '../helpers/receiver.ts'
import { startSmtp, SMTP_USER } from './smtp.ts'

const SELLER = '0088:7300010000001' // the supplier EndpointID of bis3-vat-category-O.xml

const smtp = await startSmtp()
const config = pluginsConfig({
  email: {
    enabled: true,
    settings: { host: '127.0.0.1', port: smtp.port, requireTLS: true, user: SMTP_USER, pass: 'not-the-password', from: 'Wharf <ap@wharf.test>', ca: testTls.ca, timeoutMs: 10_000, to: ['ap@customer.test'] }
  }
}, 'wharf-email-retry-')
const t = await openWharf({ WHARF_PLUGINS_CONFIG: config, WHARF_RETRY_SCHEDULE: '1h,1h' }, { workers: true })
closeAfter(smtp)
const { token } = await tenantWithParties(t, 'email-retry', [SELLER])
await createHook(t, token, { action: 'email', name: 'mail', topics: ['SendInvoice'] })

test('bad SMTP credentials: a retryable failure, InvoiceSentRetry with the attempt number, nothing mailed', async () => {
  const res = await sendXml(t, token, SELLER, 'salesInvoice', fixture('bis3-vat-category-O.xml'))
  assert.equal(res.statusCode, 202, res.body)
  const id = res.json().documentId as string
  const events = await waitFor('InvoiceSentRetry', async () => {
    const e = await eventsOf(t, id)
    return e.some(x => x.topic === 'InvoiceSentRetry') ? e : undefined
  })
  const retry = events.find(e => e.topic === 'InvoiceSentRetry')
  assert.equal(retry?.details.attempt, '1')
  assert.equal(typeof retry?.details.nextAttemptOn, 'string')
  assert.match(retry?.message ?? '', /auth|credential|535/i)
  assert.ok(!events.some(e => e.topic === 'InvoiceSent' || e.topic === 'InvoiceSentError'))
  assert.equal(smtp.messages.length, 0)
  assert.ok(smtp.authFailures >= 1, 'the server saw the failed login')
})
