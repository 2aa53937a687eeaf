/**
 * What a received mail means for one inbound hook, without I/O: the allowed sender of a `mailfrom://<from>?to=***`
 * action, whether the mail's sender matches it, and the one XML attachment to send.
 *
 *   const mail = await simpleParser(raw)
 *   const d = intake(mail, hook.action, envelopeFrom)
 *   // { ok: true, xml, filename, sender } | { ok: false, code, message, sender }
 *
 * The sender is the header From address (what the mailbox's owner sees), else the envelope sender (MAIL FROM).
 * `<from>` is `*` (anyone), `*@example.com` (any address of that domain) or one address, compared case-insensitively.
 * The document is the mail's one XML attachment (Content-Type application/xml, text/xml or *+xml, or a name ending in
 * .xml); other attachments (a PDF copy, ...) are ignored. None, or more than one: refused.
 */
import type { ParsedMail } from 'mailparser'

export type Intake =
  | { ok: true, xml: Buffer, filename: string | null, sender: string }
  | { ok: false, code: 'SENDER_NOT_ALLOWED' | 'NO_DOCUMENT' | 'MULTIPLE_DOCUMENTS', message: string, sender: string }

/** The allowed sender written in the action (`*` when it cannot be read: validation refused such actions). */
export function allowedSender (action: string): string {
  const m = /^mailfrom:\/\/([^?#/]+)\?/i.exec(action)
  if (m === null) return ''
  try { return decodeURIComponent(m[1]).trim().toLowerCase() } catch { return '' }
}

export function senderAllowed (pattern: string, sender: string): boolean {
  const s = sender.trim().toLowerCase()
  if (pattern === '*') return true
  if (s === '' || pattern === '') return false
  if (pattern.startsWith('*@')) return s.endsWith(pattern.slice(1))
  return s === pattern
}

const XML_TYPE = /^(application|text)\/xml$|\+xml$/i

export function isXmlAttachment (a: { contentType?: string, filename?: string }): boolean {
  return XML_TYPE.test((a.contentType ?? '').split(';')[0].trim()) || /\.xml$/i.test(a.filename ?? '')
}

export function intake (mail: Pick<ParsedMail, 'from' | 'attachments'>, action: string, envelopeFrom: string): Intake {
  const sender = mail.from?.value?.[0]?.address ?? envelopeFrom
  const pattern = allowedSender(action)
  if (!senderAllowed(pattern, sender)) {
    return { ok: false, code: 'SENDER_NOT_ALLOWED', message: `sender ${sender === '' ? '(none)' : sender} is not allowed to send documents to this address`, sender }
  }
  const xml = mail.attachments.filter(a => isXmlAttachment({ contentType: a.contentType, filename: a.filename }))
  if (xml.length === 0) return { ok: false, code: 'NO_DOCUMENT', message: 'the mail has no XML attachment: attach the document (application/xml or a .xml file)', sender }
  if (xml.length > 1) return { ok: false, code: 'MULTIPLE_DOCUMENTS', message: `the mail has ${xml.length} XML attachments: send one document per mail`, sender }
  return { ok: true, xml: xml[0].content, filename: xml[0].filename ?? null, sender }
}
