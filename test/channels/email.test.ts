// The email channel against a real SMTP server (smtp-server, STARTTLS with the test CA, AUTH): the message is parsed
// with mailparser and its attachment compared byte for byte; then the refusals: bad credentials, 550 and 451 at
// RCPT, a closed port, a server without STARTTLS while TLS is required.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { simpleParser } from 'mailparser'
import { deliver, type EmailSettings } from '../../plugins/email/worker.ts'
import { testContext, type DeliveryJob } from '../../core/sdk/index.ts'
import { fakeDocumentJob, runPluginForTest } from '../helpers/plugin-harness.ts'
import { startSmtp, SMTP_PASS, SMTP_USER, type Smtp } from './smtp.ts'

const pluginDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'plugins', 'email')
let smtp: Smtp
before(async () => { smtp = await startSmtp() })
after(async () => { await smtp.close() })

const settings = (over: Partial<EmailSettings> = {}): EmailSettings => ({
  host: '127.0.0.1', port: smtp.port, secure: false, requireTLS: true, user: SMTP_USER, pass: SMTP_PASS,
  from: 'Wharf <ap@wharf.test>', to: ['ap@acme.test'], subject: '{{documentTypeName}} {{documentId}} from {{sender}}', timeoutMs: 10_000, ...over
})
const run = async (job: DeliveryJob, s: EmailSettings) => {
  const ctx = testContext({ name: 'email' })
  try { return await deliver(job, s, ctx) } finally { ctx.done() }
}

test('delivers over STARTTLS with AUTH, in a worker thread: the attachment is byte-identical and the body summarises', async () => {
  // bytes a text round trip would change: CRLF, a lone CR, trailing spaces, non-ASCII and a BOM
  const xml = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<?xml version="1.0"?>\r\n<Invoice>  Ærø €\r</Invoice>  \n', 'utf8')])
  const job = fakeDocumentJob({ documentId: 'doc-42', xml, filename: 'INV-42.xml', hook: { url: 'mailto:ap@acme.test?cc=audit@acme.test', action: 'email' } })
  const result = await runPluginForTest(pluginDir, { job, settings: { host: '127.0.0.1', port: smtp.port, user: SMTP_USER, pass: SMTP_PASS, from: 'ap@wharf.test' } })
  assert.equal(result.ok, true, JSON.stringify(result))
  assert.equal(smtp.messages.length, 1)
  const got = smtp.messages[0]
  assert.equal(got.secure, true, 'the session was upgraded with STARTTLS')
  assert.equal(got.user, SMTP_USER)
  assert.deepEqual(got.to.sort(), ['ap@acme.test', 'audit@acme.test'])
  const mail = await simpleParser(got.raw)
  assert.equal(mail.subject, 'Invoice doc-42 from 0208:0123456749')
  assert.equal(mail.attachments.length, 1)
  const att = mail.attachments[0]
  assert.equal(att.filename, 'INV-42.xml')
  assert.equal(att.contentType, 'application/xml')
  assert.ok(att.content.equals(xml), 'attachment bytes equal the document bytes')
  assert.match(mail.text ?? '', /Document type: Invoice/)
  assert.match(mail.text ?? '', /Document id: +doc-42/)
  assert.match(mail.text ?? '', /Sender: +0208:0123456749/)
  assert.match(mail.text ?? '', /Receiver: +0208:0987654321/)
  assert.equal(mail.headers.get('x-service-delivery'), job.deliveryId)
  assert.ok(result.logs.some(l => l.message === 'sending'))
})

test('a large document handed over as a file is streamed into the attachment, byte for byte', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-email-'))
  try {
    const file = path.join(dir, 'big.xml')
    const big = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\r\n<Invoice>'), randomBytes(6 * 1024 * 1024 + 17), Buffer.from('</Invoice>\n')])
    fs.writeFileSync(file, big)
    const base = fakeDocumentJob({ documentId: 'doc-big', filename: 'BIG.xml' })
    const job: DeliveryJob = { ...base, document: { ...base.document!, bytes: new Uint8Array(0), path: file, size: big.length } }
    const before = smtp.messages.length
    const res = await run(job, settings())
    assert.equal(res.ok, true, JSON.stringify(res))
    const mail = await simpleParser(smtp.messages[before].raw)
    assert.equal(mail.attachments.length, 1)
    assert.equal(mail.attachments[0].filename, 'BIG.xml')
    assert.ok(mail.attachments[0].content.equals(big), 'the attachment is the file, byte for byte')
    assert.match(mail.text ?? '', new RegExp(`\\(${big.length} bytes\\)`), 'the body names the size of the file')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('tenant subject and body templates; recipients from hook settings; header injection is neutralised', async () => {
  const before = smtp.messages.length
  const job = fakeDocumentJob({ documentId: 'doc-43\r\nBcc: evil@x.test', hook: { settings: { to: 'ops@acme.test' } } })
  const res = await run(job, settings({ subject: '[{{tenantId}}] {{documentId}}', body: 'Hello, {{receiver}} got {{documentTypeName}} {{unknown}}.' }))
  assert.equal(res.ok, true, JSON.stringify(res))
  const got = smtp.messages[before]
  assert.deepEqual(got.to, ['ops@acme.test'])
  const mail = await simpleParser(got.raw)
  assert.equal(mail.subject, '[tenant-test] doc-43 Bcc: evil@x.test')
  assert.equal(mail.text?.trim(), 'Hello, 0208:0987654321 got Invoice {{unknown}}.')
})

test('bad credentials are a retryable AUTH_FAILED and nothing is sent', async () => {
  const before = smtp.messages.length
  const res = await run(fakeDocumentJob(), settings({ pass: 'wrong' }))
  assert.equal(res.ok === false && res.code, 'AUTH_FAILED', JSON.stringify(res))
  assert.equal(res.ok === false && res.retryable, true)
  assert.ok(smtp.authFailures >= 1)
  assert.equal(smtp.messages.length, before)
})

test('a 550 recipient rejection fails for good; a 451 is retried; a closed port is retryable', async () => {
  const rejected = await run(fakeDocumentJob(), settings({ to: ['reject-me@acme.test'] }))
  assert.equal(rejected.ok === false && rejected.code, 'RECIPIENT_REJECTED', JSON.stringify(rejected))
  assert.equal(rejected.ok === false && rejected.retryable, false)
  assert.equal(rejected.ok === false && rejected.condition, 'rejected')
  assert.equal(rejected.ok === false && rejected.details?.smtpCode, 550)
  const busy = await run(fakeDocumentJob(), settings({ to: ['busy-me@acme.test'] }))
  assert.equal(busy.ok === false && busy.code, 'SMTP_TEMPORARY', JSON.stringify(busy))
  assert.equal(busy.ok === false && busy.retryable, true)
  const closed = await run(fakeDocumentJob(), settings({ port: 1 }))
  assert.equal(closed.ok === false && closed.code, 'CONNECTION_REFUSED', JSON.stringify(closed))
  assert.equal(closed.ok === false && closed.retryable, true)
})

test('TLS is required unless the settings say otherwise: a server without STARTTLS gets nothing', async () => {
  const plain = await startSmtp({ noTls: true })
  try {
    const refused = await run(fakeDocumentJob(), settings({ port: plain.port }))
    assert.equal(refused.ok === false && refused.code, 'TLS_ERROR', JSON.stringify(refused))
    assert.equal(plain.messages.length, 0)
    const allowed = await run(fakeDocumentJob(), settings({ port: plain.port, requireTLS: false }))
    assert.equal(allowed.ok, true, JSON.stringify(allowed))
    assert.equal(plain.messages.length, 1)
  } finally {
    await plain.close()
  }
})

test('no recipient anywhere, or a malformed one, fails for good before connecting', async () => {
  const none = await run(fakeDocumentJob(), settings({ to: [] }))
  assert.equal(none.ok === false && none.code, 'NO_RECIPIENT')
  assert.equal(none.ok === false && none.retryable, false)
  const bad = await run(fakeDocumentJob({ hook: { url: 'mailto:not-an-address' } }), settings())
  assert.equal(bad.ok === false && bad.code, 'NO_RECIPIENT')
})

test('the harness validates the settings against the manifest before running the plugin', async () => {
  const res = await runPluginForTest(pluginDir, { job: fakeDocumentJob(), settings: { host: '127.0.0.1', user: 'only-user' } })
  assert.equal(res.ok === false && res.code, 'PLUGIN_SETTINGS_INVALID')
  assert.match(res.ok === false ? res.message : '', /from/)
  assert.match(res.ok === false ? res.message : '', /pass/)
})
