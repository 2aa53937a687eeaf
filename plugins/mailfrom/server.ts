/**
 * The SMTP receiver of documents in by email (smtp-server, on the main thread of an api process).
 *
 * - RCPT TO `<token>@<domain>`: the active inbound hook whose token hashes the same (context.hooks.byInboundToken);
 *   another domain than the configured one, or an unknown token: 550. One inbound address per message (a second
 *   RCPT: 452, the client sends the rest again).
 * - DATA: the message is read whole (at most `maxBytes`, advertised with SIZE; larger: 552) and only then judged, so
 *   a connection lost mid-DATA leaves nothing behind. The sender must be the hook's `<from>`, the mail must carry one
 *   XML attachment (intake.ts), and the document must pass the send API's checks (context.sendDocument). A refusal
 *   is a 5xx answer to the end of DATA with the reason, and the event `<Stem>ReceivedError` (InvoiceReceivedError for
 *   SendInvoice) for the hook's party with `details.code`. 250 is answered only after the document and its send
 *   command are committed: a Wharf that stops before gives the client no 250, and the client sends again.
 * - A failure of Wharf itself (database unreachable, ...) is 451: the client tries again later; no event.
 * - STARTTLS with the configured certificate and key; without them STARTTLS is not offered. No AUTH: the token in the
 *   address is the credential.
 */
import fs from 'node:fs'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import { simpleParser } from 'mailparser'
import { hashInboundToken, publish, receivedErrorTopic, WharfError, type HookRecord, type PluginContext } from '../../core/sdk/host.ts'
import { parsePartyId, toAliasForm } from '../../core/sdk/peppol.ts'
import { intake } from './intake.ts'

export interface MailfromSettings {
  port: number
  host: string
  domain?: string
  tlsCertFile?: string
  tlsKeyFile?: string
  maxBytes: number
}

export interface MailfromServer { port: number, close: () => Promise<void> }

const refusal = (code: number, message: string): Error => Object.assign(new Error(message), { responseCode: code })
const SCHEME = 'mailfrom'

export async function startMailfromServer (context: PluginContext, settings: MailfromSettings): Promise<MailfromServer> {
  const recipients = new Map<string, HookRecord>() // session id -> the inbound hook of its RCPT
  const tls = settings.tlsCertFile !== undefined && settings.tlsKeyFile !== undefined
    ? { key: fs.readFileSync(settings.tlsKeyFile), cert: fs.readFileSync(settings.tlsCertFile) }
    : undefined

  async function event (hook: HookRecord, code: string, message: string, details: Record<string, unknown>): Promise<void> {
    const command = hook.publishTopics?.[0] ?? 'SendInvoice'
    await publish(context.knex, { clock: context.clock, hooks: context.hooks, wakeup: context.wakeup }, {
      tenantId: hook.tenantId, environment: hook.environment, topic: receivedErrorTopic(command), partyInternalId: hook.partyId,
      partyId: hook.endpointId === null ? null : toAliasForm(parsePartyId(hook.endpointId)), createdBy: SCHEME,
      message, details: { ...details, code, hookId: hook.id, command }
    })
  }

  async function judge (raw: Buffer, session: SMTPServerSession, hook: HookRecord): Promise<string> {
    const envelopeFrom = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address
    const mail = await simpleParser(raw)
    const about = { from: mail.from?.value?.[0]?.address ?? envelopeFrom, subject: mail.subject ?? null, messageId: mail.messageId ?? null }
    const d = intake(mail, hook.action, envelopeFrom)
    if (!d.ok) {
      await event(hook, d.code, `Mail from ${d.sender || '(none)'} refused: ${d.message}`, about)
      throw refusal(d.code === 'SENDER_NOT_ALLOWED' ? 550 : 554, `${d.code === 'SENDER_NOT_ALLOWED' ? '5.7.1' : '5.6.0'} ${d.message}`)
    }
    try {
      const res = await context.sendDocument({
        tenantId: hook.tenantId, environment: hook.environment, partyId: hook.partyId as string,
        partyIdentifier: hook.endpointId as string, bytes: d.xml, command: hook.publishTopics[0] ?? 'SendInvoice', createdBy: SCHEME,
        metaAttributes: { mailFrom: d.sender, ...(d.filename !== null ? { filename: d.filename } : {}), ...(about.messageId !== null ? { mailMessageId: about.messageId } : {}) }
      })
      context.log.info({ documentId: res.documentId, status: res.status, hookId: hook.id }, 'document taken in by email')
      return `2.0.0 Accepted: document ${res.documentId} ${res.status}${res.error !== null ? ` (${res.error.message})` : ''}`
    } catch (err) {
      if (!(err instanceof WharfError) || err.statusCode >= 500) throw err
      await event(hook, err.code, `Mail from ${d.sender} refused: ${err.message}`, { ...about, filename: d.filename })
      throw refusal(554, `5.6.0 ${err.code}: ${err.message}`)
    }
  }

  const server = new SMTPServer({
    name: settings.domain ?? 'wharf',
    banner: 'Wharf document intake',
    size: settings.maxBytes,
    authOptional: true,
    disabledCommands: ['AUTH'],
    logger: false,
    closeTimeout: 2000,
    ...(tls !== undefined ? tls : { hideSTARTTLS: true }),
    // A new transaction (after RSET or a finished message) starts without a recipient.
    onMailFrom (_address, session, cb) { recipients.delete(session.id); cb() },
    onRcptTo (address, session, cb) {
      const [local, domain] = splitAddress(address.address)
      if (settings.domain !== undefined && domain !== settings.domain) { cb(refusal(550, `5.1.2 ${domain} is not a domain of this server`)); return }
      if (recipients.has(session.id)) { cb(refusal(452, '4.5.3 One inbound address per message; send again for the next one')); return }
      context.hooks.byInboundToken(SCHEME, hashInboundToken(local)).then(hook => {
        if (hook === undefined || hook.partyId === null) { cb(refusal(550, '5.1.1 No such inbound address')); return }
        recipients.set(session.id, hook)
        cb()
      }, (err: Error) => { context.log.error({ err }, 'mailfrom: hook lookup failed'); cb(refusal(451, '4.3.0 Temporary failure, try again later')) })
    },
    onData (stream: SMTPServerDataStream, session, cb) {
      const hook = recipients.get(session.id)
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (c: Buffer) => { size += c.length; if (size <= settings.maxBytes) chunks.push(c) })
      stream.on('error', () => { recipients.delete(session.id) }) // the client left mid-DATA: nothing was judged or stored
      stream.on('end', () => {
        recipients.delete(session.id)
        if (hook === undefined) { cb(refusal(503, '5.5.1 No recipient')); return }
        if (stream.sizeExceeded) { cb(refusal(552, `5.3.4 Message larger than ${settings.maxBytes} bytes`)); return }
        judge(Buffer.concat(chunks), session, hook).then(msg => { cb(null, msg) }, (err: Error & { responseCode?: number }) => {
          if (err.responseCode !== undefined) { cb(err); return }
          context.log.error({ err, hookId: hook.id }, 'mailfrom: document not taken in')
          cb(refusal(451, '4.3.0 Temporary failure, try again later'))
        })
      })
    },
    onClose (session) { recipients.delete(session.id) }
  })
  server.on('error', err => { context.log.warn({ err }, 'mailfrom: SMTP connection error') })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(settings.port, settings.host, () => { server.server.off('error', reject); resolve() })
  })
  const port = (server.server.address() as { port: number }).port
  context.log.info({ port, host: settings.host, starttls: tls !== undefined }, 'mailfrom: SMTP receiver listening')
  return { port, close: async () => { await new Promise<void>(resolve => { server.close(() => { resolve() }) }) } }
}

function splitAddress (address: string): [string, string] {
  const at = address.lastIndexOf('@')
  return at < 0 ? [address.toLowerCase(), ''] : [address.slice(0, at).toLowerCase(), address.slice(at + 1).toLowerCase()]
}
