import { test } from 'node:test'
import assert from 'node:assert/strict'
import { simpleParser } from 'mailparser'
import { allowedSender, intake, isXmlAttachment, senderAllowed } from './intake.ts'

test('the allowed sender of an action, and matching: *, *@domain, one address, case-insensitive', () => {
  assert.equal(allowedSender('mailfrom://Billing@Supplier.test?to=***'), 'billing@supplier.test')
  assert.equal(allowedSender('mailfrom://*?to=***'), '*')
  assert.ok(senderAllowed('*', 'anyone@x.test'))
  assert.ok(senderAllowed('*@supplier.test', 'AP@Supplier.TEST'))
  assert.ok(!senderAllowed('*@supplier.test', 'ap@evil-supplier.test.example'))
  assert.ok(!senderAllowed('*@supplier.test', 'ap@notsupplier.test'))
  assert.ok(senderAllowed('billing@supplier.test', 'Billing@supplier.test'))
  assert.ok(!senderAllowed('billing@supplier.test', ''))
})

test('XML attachments by type or name; none or several refused; the header From decides', async () => {
  assert.ok(isXmlAttachment({ contentType: 'text/xml; charset=utf-8' }))
  assert.ok(isXmlAttachment({ contentType: 'application/vnd.peppol+xml' }))
  assert.ok(isXmlAttachment({ contentType: 'application/octet-stream', filename: 'INV-1.XML' }))
  assert.ok(!isXmlAttachment({ contentType: 'application/pdf', filename: 'inv.pdf' }))
  const mail = (from: string, parts: string[]): string => [`From: ${from}`, 'To: t@in.test', 'Subject: s', 'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b"', '', '--b', 'Content-Type: text/plain', '', 'hello', ...parts, '--b--', ''].join('\r\n')
  const part = (name: string, type: string, body: string): string => ['--b', `Content-Type: ${type}; name="${name}"`, `Content-Disposition: attachment; filename="${name}"`, '', body].join('\r\n')
  const one = intake(await simpleParser(mail('a@x.test', [part('i.xml', 'application/xml', '<Invoice/>'), part('i.pdf', 'application/pdf', '%PDF')])), 'mailfrom://a@x.test?to=***', 'other@y.test')
  assert.equal(one.ok, true)
  assert.equal(one.ok && one.xml.toString(), '<Invoice/>')
  assert.equal(one.ok && one.filename, 'i.xml')
  const wrong = intake(await simpleParser(mail('b@x.test', [part('i.xml', 'application/xml', '<Invoice/>')])), 'mailfrom://a@x.test?to=***', 'a@x.test')
  assert.equal(!wrong.ok && wrong.code, 'SENDER_NOT_ALLOWED', 'the header From is the sender, not the envelope')
  const none = intake(await simpleParser(mail('a@x.test', [])), 'mailfrom://*?to=***', '')
  assert.equal(!none.ok && none.code, 'NO_DOCUMENT')
  const two = intake(await simpleParser(mail('a@x.test', [part('1.xml', 'text/xml', '<a/>'), part('2.xml', 'text/xml', '<b/>')])), 'mailfrom://*?to=***', '')
  assert.equal(!two.ok && two.code, 'MULTIPLE_DOCUMENTS')
})
