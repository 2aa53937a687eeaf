/**
 * A real SMTP server for email channel tests (smtp-server from npm, in this process, on 127.0.0.1): STARTTLS with
 * the test CA's server certificate (test/fixtures/tls), AUTH PLAIN/LOGIN only after STARTTLS, one account
 * (`wharf` / `s3cret`). Recipients steer the answers: `reject-*@...` gets 550 at RCPT, `busy-*@...` gets 451.
 * `noTls: true` starts a server that offers no STARTTLS (and allows AUTH in clear) to test requireTLS.
 *
 *   const smtp = await startSmtp()   // { port, messages: [{ raw, from, to, user, secure }], close() }
 */
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { testTls } from '../helpers/receiver.ts'

export interface ReceivedMail { raw: Buffer, from: string, to: string[], user?: string, secure: boolean }
export interface Smtp { port: number, messages: ReceivedMail[], authFailures: number, close: () => Promise<void> }

export const SMTP_USER = 'wharf'
export const SMTP_PASS = 's3cret'

export async function startSmtp (options: { noTls?: boolean } = {}): Promise<Smtp> {
  const messages: ReceivedMail[] = []
  const state = { authFailures: 0 }
  const opts: SMTPServerOptions = {
    secure: false,
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: false,
    logger: false,
    ...(options.noTls === true ? { hideSTARTTLS: true, allowInsecureAuth: true } : { key: testTls.key, cert: testTls.cert }),
    onAuth (auth, _session, cb) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) { cb(null, { user: auth.username }); return }
      state.authFailures++
      cb(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }))
    },
    onRcptTo (address, _session, cb) {
      if (address.address.startsWith('reject-')) { cb(Object.assign(new Error('No such user here'), { responseCode: 550 })); return }
      if (address.address.startsWith('busy-')) { cb(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })); return }
      cb()
    },
    onData (stream, session, cb) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        messages.push({
          raw: Buffer.concat(chunks),
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map(r => r.address),
          user: session.user as string | undefined,
          secure: session.secure
        })
        cb()
      })
    }
  }
  const server = new SMTPServer(opts)
  server.on('error', () => {}) // client disconnects during the refusal tests
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as { port: number }).port
  return {
    port,
    messages,
    get authFailures () { return state.authFailures },
    close: () => new Promise<void>(resolve => { server.close(() => resolve()) })
  }
}
