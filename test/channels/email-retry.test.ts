// The email channel through the whole send pipeline against a real SMTP server (STARTTLS + AUTH): a wrong password is
// a retryable failure, so the document gets InvoiceSentRetry (attempt 1, next attempt time) and stays `retrying`;
// nothing reaches the mailbox.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { application, clientToken, party, tenant } from '../helpers/fixtures.ts'
import { createHook, eventsOf, fixture, sendXml, waitFor } from '../documents/helpers.ts'
import { testTls } from '../helpers/receiver.ts'
import { startSmtp, SMTP_USER, type Smtp } from './smtp.ts'

let smtp: Smtp
let t: TestWharf
let dir: string
let token: string
const SELLER = '0088:7300010000001' // the supplier EndpointID of bis3-vat-category-O.xml

before(async () => {
  smtp = await startSmtp()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-email-retry-'))
  const config = path.join(dir, 'plugins.json')
  fs.writeFileSync(config, JSON.stringify({
    plugins: {
      email: {
        enabled: true,
        settings: { host: '127.0.0.1', port: smtp.port, requireTLS: true, user: SMTP_USER, pass: 'not-the-password', from: 'Wharf <ap@wharf.test>', ca: testTls.ca, timeoutMs: 10_000, to: ['ap@customer.test'] }
      }
    }
  }))
  t = await createTestWharf({ WHARF_PLUGINS_CONFIG: config, WHARF_RETRY_SCHEDULE: '1h,1h' }, { workers: true })
  const acme = await tenant(t, 'email-retry')
  await party(t, acme.id, [SELLER])
  token = await clientToken(t, await application(t, acme.id, ['ApManager']))
  await createHook(t, token, { action: 'email', name: 'mail', topics: ['SendInvoice'] })
})
after(async () => {
  await t?.close()
  await smtp?.close()
  if (dir !== undefined) fs.rmSync(dir, { recursive: true, force: true })
})

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
