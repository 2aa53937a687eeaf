/**
 * The email channel: one message per delivery attempt through the tenant's SMTP server (nodemailer).
 * - Attachment: the document bytes exactly as stored (base64 transfer encoding), named job.document.filename,
 *   typed job.document.mediaType. A large document (handed over as a file) is streamed from that file into the
 *   message, never read whole. Body: a plain-text summary (document type, id, sender, receiver) from the `body`
 *   template; subject from the `subject` template (placeholders: see message.ts).
 * - Recipients: the hook URL `mailto:` (with ?cc=&subject=), else hook settings to/cc/bcc, else the tenant's `to`.
 *   A hook may also set `subject`/`body` templates; it cannot change the SMTP server, login or envelope sender.
 * - mailto options (message.ts MailOptions): includeAttachment, filename, excludePrimaryAttachment,
 *   excludeAdditionalAttachments (the UBL's embedded attachments, sent as attachments of their own by default),
 *   fallbackEmail, replyTo, bcc, from (the From header), and the recipients [senderEmailAddress] /
 *   [receiverEmailAddress] read from the document (document-info.ts).
 * - targetDocumentTypeId (alias targetFormat): the host converts the document before this runs (core/delivery/
 *   hook-conversion.ts) and says so in job.document.conversion; the attachment and the placeholders are then the
 *   converted document's, and the default body names the conversion. Without it the mail is not sent (NOT_CONVERTED).
 * - Transport security: `secure: true` is implicit TLS; otherwise STARTTLS, required unless `requireTLS: false`.
 *   Certificates are verified (extra CAs in `ca`).
 * - Outcomes: delivered (details: messageId, accepted, rejected, the server's response); a permanent (5xx) rejection
 *   of the recipients or of the message -> failed (condition 'rejected'); authentication failure, connection refused,
 *   TLS problems, timeouts and temporary (4xx) answers -> retryable.
 * Uses only the plugin SDK and nodemailer.
 */
import nodemailer from 'nodemailer'
import { definePlugin, delivered, documentStream, failed, retryable, stopwatch, timeLeft, type DeliveryJob, type DeliveryResult, type PluginContext } from '../../core/sdk/index.ts'
import { CONVERTED_BODY, DEFAULT_BODY, fillTemplate, headerSafe, parseMailto, placeholderValues, recipientsFor, usesPlaceholders, type Recipients } from './message.ts'
import { documentInfoOf, type DocumentInfo } from './document-info.ts'

export interface EmailSettings {
  host: string
  port: number
  secure: boolean
  requireTLS: boolean
  user?: string
  pass?: string
  from: string
  to: string[]
  subject: string
  body?: string
  ca?: string
  timeoutMs: number
}

interface SmtpError { code?: string, responseCode?: number, response?: string, command?: string, message?: string }

function classify (err: unknown, target: string, signal: AbortSignal): DeliveryResult {
  const e = err as SmtpError
  const message = e.message ?? String(err)
  const details = { ...(e.responseCode !== undefined ? { smtpCode: e.responseCode } : {}), ...(e.response !== undefined ? { response: e.response.slice(0, 500) } : {}), ...(e.command !== undefined ? { command: e.command } : {}) }
  if (signal.aborted || e.code === 'ETIMEDOUT' || /timeout/i.test(message)) return retryable('TIMEOUT', `${target}: no answer in time`, { condition: 'timeout', details })
  if (e.code === 'EAUTH') return retryable('AUTH_FAILED', `${target}: login refused (${message})`, { details })
  if (e.responseCode !== undefined && e.responseCode >= 500) {
    const code = e.code === 'EENVELOPE' ? 'RECIPIENT_REJECTED' : 'MESSAGE_REJECTED'
    return failed(code, `${target}: the server refused the ${code === 'RECIPIENT_REJECTED' ? 'recipients' : 'message'} for good: ${e.response ?? message}`, { condition: 'rejected', details })
  }
  if (e.responseCode !== undefined && e.responseCode >= 400) return retryable('SMTP_TEMPORARY', `${target}: temporary refusal: ${e.response ?? message}`, { details })
  if (/ECONNREFUSED/.test(message)) return retryable('CONNECTION_REFUSED', `${target}: connection refused`, { details })
  if (/ENOTFOUND|EAI_AGAIN/.test(message)) return retryable('DNS_ERROR', `${target}: ${message}`, { details })
  if (e.code === 'ETLS' || /STARTTLS|certificate|TLS|SSL/i.test(message)) return retryable('TLS_ERROR', `${target}: TLS failed: ${message}`, { details })
  return retryable('SMTP_ERROR', `${target}: ${message}`, { details })
}

export async function deliver (job: DeliveryJob, settings: EmailSettings, ctx: PluginContext): Promise<DeliveryResult> {
  if (job.document === undefined) return failed('NO_DOCUMENT', 'the email channel delivers documents; this job has none')
  const size = job.document.size ?? job.document.bytes.byteLength
  let rcpt: Recipients
  let info: DocumentInfo = { attachments: [] }
  let asked: Recipients | undefined
  try { asked = job.hook.url !== undefined && job.hook.url !== '' ? parseMailto(job.hook.url) : undefined } catch (err) { return failed('BAD_MAILTO', (err as Error).message) }
  // Never the stored bytes in place of the format the hook asked for.
  if (asked?.options.targetFormat !== undefined && job.document.conversion === undefined) return failed('NOT_CONVERTED', `the hook asks for ${asked.options.targetFormat} but the host handed over the document unconverted`)
  try {
    // Read the document only for what needs it: placeholders, or embedded attachments that will be sent.
    if (asked !== undefined && (usesPlaceholders(asked) || (asked.options.includeAttachment && !asked.options.excludeAdditionalAttachments))) {
      const stream = documentStream(job)
      if (stream !== undefined) info = await documentInfoOf(stream)
    }
    rcpt = recipientsFor(job, settings.to, info)
  } catch (err) { return failed('NO_RECIPIENT', (err as Error).message) }
  const opts = rcpt.options
  const hook = job.hook.settings ?? {}
  const values = placeholderValues(job)
  const subjectTemplate = rcpt.subject ?? (typeof hook.subject === 'string' ? hook.subject : settings.subject)
  const bodyTemplate = typeof hook.body === 'string' ? hook.body : settings.body ?? (job.document.conversion !== undefined ? CONVERTED_BODY : DEFAULT_BODY)

  const target = `smtp://${settings.host}:${settings.port}`
  const timeout = Math.min(settings.timeoutMs, timeLeft(ctx))
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: !settings.secure && settings.requireTLS,
    ...(settings.user !== undefined ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    tls: { rejectUnauthorized: true, ...(settings.ca !== undefined ? { ca: settings.ca } : {}) },
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    disableFileAccess: true,
    disableUrlAccess: true
  })
  const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(timeout)])
  const onAbort = (): void => { transport.close() }
  signal.addEventListener('abort', onAbort, { once: true })
  const aborted = new Promise<never>((_resolve, reject) => { signal.addEventListener('abort', () => { reject(signal.reason as Error) }, { once: true }) })
  aborted.catch(() => {})
  const elapsed = stopwatch()
  // Destroyed in `finally`: a message that fails before nodemailer reads it must not leave the file open.
  const primary = opts.includeAttachment && !opts.excludePrimaryAttachment
  const attachment = primary ? documentStream(job) : undefined
  const attachments = [
    ...(attachment !== undefined ? [{ filename: opts.filename !== undefined ? headerSafe(fillTemplate(opts.filename, values)) : values.filename, content: attachment, contentType: job.document.mediaType, contentTransferEncoding: 'base64' as const }] : []),
    ...(opts.includeAttachment && !opts.excludeAdditionalAttachments ? info.attachments.map(a => ({ filename: headerSafe(a.filename), content: a.content, contentType: a.contentType, contentTransferEncoding: 'base64' as const })) : [])
  ]
  try {
    ctx.log.info('sending', { target, to: rcpt.to.length, cc: rcpt.cc.length, bytes: size, attempt: job.attempt })
    const sent = await Promise.race([transport.sendMail({
      from: opts.from ?? settings.from,
      // The envelope sender stays the operator's (bounces, SPF); the hook may change only the From header.
      envelope: { from: settings.from, to: [...rcpt.to, ...rcpt.cc, ...rcpt.bcc] },
      ...(opts.replyTo !== undefined ? { replyTo: opts.replyTo } : {}),
      to: rcpt.to,
      ...(rcpt.cc.length > 0 ? { cc: rcpt.cc } : {}),
      ...(rcpt.bcc.length > 0 ? { bcc: rcpt.bcc } : {}),
      subject: headerSafe(fillTemplate(subjectTemplate, values)),
      text: fillTemplate(bodyTemplate, values),
      headers: { 'X-Service-Delivery': job.deliveryId, ...(values.documentId !== '' ? { 'X-Service-Document-Id': headerSafe(values.documentId) } : {}) },
      // A stream (64 KiB reads when the document is a file): nodemailer encodes it on the way to the socket.
      attachments
    }), aborted])
    const str = (a: unknown): string => typeof a === 'string' ? a : (a as { address?: string }).address ?? ''
    return delivered({
      details: {
        messageId: sent.messageId,
        accepted: sent.accepted.map(str),
        rejected: sent.rejected.map(str),
        response: String(sent.response ?? '').slice(0, 500),
        durationMs: elapsed()
      }
    })
  } catch (err) {
    return classify(err, target, signal)
  } finally {
    signal.removeEventListener('abort', onAbort)
    attachment?.destroy()
    transport.close()
  }
}

export default definePlugin<EmailSettings>({ deliver })
