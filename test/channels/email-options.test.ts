// mailto options of the email channel (issue 20 point 6) against the real SMTP server of the email tests
// (smtp-server with STARTTLS and AUTH): recipients read from the document ([senderEmailAddress] /
// [receiverEmailAddress]) with fallbackEmail, the attachment's filename template, the UBL's embedded attachments,
// excludePrimaryAttachment / excludeAdditionalAttachments / includeAttachment=false, replyTo, bcc and from; and the
// hook API refusing a placeholder without fallbackEmail.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { simpleParser } from 'mailparser'
import { deliver, type EmailSettings } from '../../plugins/email/worker.ts'
import { documentInfo } from '../../plugins/email/document-info.ts'
import { testContext, type DeliveryJob } from '../../core/sdk/index.ts'
import { fakeDocumentJob } from '../helpers/plugin-harness.ts'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, party, tenant } from '../helpers/fixtures.ts'
import { startSmtp, SMTP_PASS, SMTP_USER, type Smtp } from './smtp.ts'

const PDF = Buffer.from('%PDF-1.4\n% embedded test attachment\n%%EOF\n')
const base = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/as4/bis3-base-example.xml'), 'utf8')
/** The BIS 3 example with the supplier's EndpointID an EM address, an embedded PDF; the customer's Contact has lj@buyer.se. */
const withEmails = Buffer.from(base
  .replace('<cbc:EndpointID schemeID="0088">9482348239847239874</cbc:EndpointID>', '<cbc:EndpointID schemeID="EM">seller@supplier.test</cbc:EndpointID>')
  .replace('<cac:AccountingSupplierParty>', `<cac:AdditionalDocumentReference><cbc:ID>att-1</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="timesheet.pdf">${PDF.toString('base64')}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>\n    <cac:AccountingSupplierParty>`))
/** The same without any address or embedded attachment. */
const noEmails = Buffer.from(base.replace('<cbc:ElectronicMail>lj@buyer.se</cbc:ElectronicMail>', ''))

let smtp: Smtp
before(async () => { smtp = await startSmtp() })
after(async () => { await smtp.close() })

const settings: () => EmailSettings = () => ({
  host: '127.0.0.1', port: smtp.port, secure: false, requireTLS: true, user: SMTP_USER, pass: SMTP_PASS,
  from: 'Wharf <ap@wharf.test>', to: [], subject: '{{documentTypeName}} {{documentId}}', timeoutMs: 10_000
})
async function send (url: string, xml: Buffer, documentId = 'INV-OPT-1') {
  const job: DeliveryJob = fakeDocumentJob({ documentId, xml, hook: { url, action: 'email' } })
  const ctx = testContext({ name: 'email' })
  const before = smtp.messages.length
  try {
    const result = await deliver(job, settings(), ctx)
    if (!result.ok) return { result, got: undefined, mail: undefined }
    const got = smtp.messages[before]
    return { result, got, mail: await simpleParser(got.raw) }
  } finally { ctx.done() }
}

test('document-info reads the EM EndpointID, the Contact address and the embedded attachment', () => {
  const info = documentInfo(withEmails)
  assert.equal(info.senderEmail, 'seller@supplier.test')
  assert.equal(info.receiverEmail, 'lj@buyer.se')
  assert.equal(info.attachments.length, 1)
  assert.equal(info.attachments[0].filename, 'timesheet.pdf')
  assert.ok(info.attachments[0].content.equals(PDF))
  assert.deepEqual(documentInfo(Buffer.from('<Invoice><unclosed></Invoice>')), { attachments: [] })
})

test('[receiverEmailAddress] from the document, bcc, replyTo, from, filename template, embedded attachments sent too', async () => {
  const url = 'mailto:[receiverEmailAddress]?fallbackEmail=ap@fallback.test&bcc=archive@acme.test&replyTo=billing@acme.test&from=invoices@acme.test&filename={{id}}-copy{{extension}}'
  const { result, got, mail } = await send(url, withEmails)
  assert.equal(result.ok, true, JSON.stringify(result))
  assert.ok(got !== undefined && mail !== undefined)
  assert.deepEqual(got.to.sort(), ['archive@acme.test', 'lj@buyer.se'])
  assert.equal(got.from, 'ap@wharf.test', 'the envelope sender stays the operator\'s')
  assert.equal(mail.from?.value[0].address, 'invoices@acme.test')
  assert.equal(mail.replyTo?.value[0].address, 'billing@acme.test')
  assert.equal(mail.headers.get('bcc'), undefined, 'bcc is not shown in the message')
  assert.deepEqual(mail.attachments.map(a => a.filename), ['INV-OPT-1-copy.xml', 'timesheet.pdf'])
  assert.ok(mail.attachments[0].content.equals(withEmails))
  assert.ok(mail.attachments[1].content.equals(PDF))
  assert.equal(mail.attachments[1].contentType, 'application/pdf')
})

test('[senderEmailAddress] falls back to fallbackEmail when the document gives none; the exclude options', async () => {
  const fallback = await send('mailto:[senderEmailAddress],[receiverEmailAddress]?fallbackEmail=ap@fallback.test', noEmails)
  assert.equal(fallback.result.ok, true, JSON.stringify(fallback.result))
  assert.deepEqual(fallback.got?.to, ['ap@fallback.test'])
  const sender = await send('mailto:[senderEmailAddress]?fallbackEmail=ap@fallback.test&excludeAdditionalAttachments=true', withEmails)
  assert.deepEqual(sender.got?.to, ['seller@supplier.test'])
  assert.deepEqual(sender.mail?.attachments.map(a => a.filename), ['INV-OPT-1.xml'])
  const onlyEmbedded = await send('mailto:ops@acme.test?excludePrimaryAttachment=true', withEmails)
  assert.deepEqual(onlyEmbedded.mail?.attachments.map(a => a.filename), ['timesheet.pdf'])
  const none = await send('mailto:ops@acme.test?includeAttachment=false', withEmails)
  assert.equal(none.mail?.attachments.length, 0)
  assert.match(none.mail?.text ?? '', /Document id: +INV-OPT-1/)
  const noFallback = await send('mailto:[receiverEmailAddress]', noEmails)
  assert.equal(noFallback.result.ok === false && noFallback.result.code, 'NO_RECIPIENT')
  assert.match(noFallback.result.ok === false ? noFallback.result.message : '', /fallbackEmail/)
  const badOption = await send('mailto:ops@acme.test?includeAttachment=maybe', withEmails)
  assert.equal(badOption.result.ok === false && badOption.result.code, 'BAD_MAILTO')
  assert.equal(badOption.result.ok === false && badOption.result.retryable, false)
})

test('the hook API refuses a placeholder without fallbackEmail, and bad option values', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-email-options-'))
  const file = path.join(dir, 'plugins.json')
  fs.writeFileSync(file, JSON.stringify({ plugins: { email: { settings: { host: '127.0.0.1', port: smtp.port, from: 'ap@wharf.test' } } } }))
  let t: TestWharf | undefined
  try {
    t = await createTestWharf({ WHARF_PLUGINS_CONFIG: file })
    const acme = await tenant(t, 'acme')
    await party(t, acme.id, ['0088:7300010000001'])
    const token = await clientToken(t, await application(t, acme.id, ['ApManager']))
    const hook = async (url: string) => await api(t as TestWharf, token, 'POST', '/api/v1/hook', { payload: { partyId: '0088:7300010000001', action: 'email', topics: ['SendInvoiceFallback'], url } })
    const missing = await hook('mailto:[receiverEmailAddress]?bcc=archive@acme.test')
    assert.equal(missing.statusCode, 400, missing.body)
    assert.equal(missing.json().details.reason, 'FALLBACK_EMAIL_REQUIRED')
    assert.match(missing.json().message, /fallbackEmail is required/)
    const badFlag = await hook('mailto:ops@acme.test?includeAttachment=maybe')
    assert.equal(badFlag.statusCode, 400)
    assert.match(badFlag.json().message, /includeAttachment must be true or false/)
    const badReply = await hook('mailto:ops@acme.test?replyTo=nobody')
    assert.equal(badReply.statusCode, 400)
    const ok = await hook('mailto:%5BreceiverEmailAddress%5D?fallbackEmail=ap@fallback.test&filename={{id}}{{extension}}')
    assert.equal(ok.statusCode, 201, ok.body)
    assert.equal(ok.json().url, 'mailto:%5BreceiverEmailAddress%5D?fallbackEmail=ap@fallback.test&filename={{id}}{{extension}}')
  } finally {
    await t?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
