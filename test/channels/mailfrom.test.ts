// Documents in by email (plugins/mailfrom, issue 20 point 3). Two Wharf instances on the local Peppol network; A runs
// its SMTP receiver on loopback (STARTTLS with the test CA's certificate, SIZE limit). A `mailfrom://` hook gives A's
// party an inbound address; an invoice mailed there with nodemailer is sent over AS4 to B (InvoiceSent on A,
// InvoiceReceived on B). Refusals: the hook API's checks, an unknown address, a sender not allowed, no attachment, an
// invalid document, a message over the size limit (5xx with the reason, InvoiceReceivedError for the party), and a
// connection lost mid-DATA, which leaves nothing stored.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import net from 'node:net'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { As4Network, PARTY_A, documentCount, eventually, events, freePort, invoice, statusOf } from '../as4/network.ts'

const TLS = path.resolve(import.meta.dirname, '../fixtures/tls')
const DOMAIN = 'in.wharf.test'
const MAX_BYTES = 200_000
let smtpPort = 0
let network: As4Network
let address = ''

before(async () => {
  smtpPort = await freePort()
  network = new As4Network({
    env: {
      A: {
        WHARF_MAILFROM_PORT: String(smtpPort), WHARF_MAILFROM_HOST: '127.0.0.1', WHARF_MAILFROM_DOMAIN: DOMAIN, WHARF_MAILFROM_MAX_BYTES: String(MAX_BYTES),
        WHARF_MAILFROM_TLS_CERT_FILE: path.join(TLS, 'server.pem'), WHARF_MAILFROM_TLS_KEY_FILE: path.join(TLS, 'server.key')
      }
    }
  })
  await network.start()
  const res = await network.call('A', 'POST', '/api/v1/hook', { partyId: PARTY_A, action: 'mailfrom://billing@supplier.test?to=$token$', publishTopics: ['SendInvoice'] })
  assert.equal(res.statusCode, 201, res.body)
  const m = /^mailfrom:\/\/billing@supplier\.test\?to=([a-z2-7]{32})$/.exec(res.json().action)
  assert.ok(m !== null, res.json().action)
  address = `${m[1]}@${DOMAIN}`
})
after(async () => { await network?.close() })

interface Mail { from?: string, to?: string, attachments?: Array<{ filename: string, content: Buffer | string, contentType?: string }>, envelopeFrom?: string }

async function mail (m: Mail): Promise<{ response: string }> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, requireTLS: true, tls: { servername: 'localhost' } })
  try {
    return await transport.sendMail({
      from: m.from ?? 'Billing <billing@supplier.test>', to: m.to ?? address, subject: 'Invoice', text: 'Please find the invoice attached.',
      ...(m.envelopeFrom !== undefined ? { envelope: { from: m.envelopeFrom, to: m.to ?? address } } : {}),
      attachments: m.attachments ?? []
    })
  } finally { transport.close() }
}

async function refused (m: Mail): Promise<{ responseCode: number, response: string }> {
  try { await mail(m) } catch (err) { return err as { responseCode: number, response: string } }
  assert.fail('the mail was accepted')
}

const xmlAttachment = (content: Buffer | string, filename = 'invoice.xml') => [{ filename, content, contentType: 'application/xml' }]

test('the hook API: publishTopics, partyId and the address are checked; the token is shown once', async () => {
  const bad = async (body: Record<string, unknown>, field: string, text: RegExp): Promise<void> => {
    const res = await network.call('A', 'POST', '/api/v1/hook', body)
    assert.equal(res.statusCode, 400, res.body)
    assert.equal(res.json().details.field, field, res.body)
    assert.match(res.json().message, text)
  }
  const action = 'mailfrom://*?to=$token$'
  await bad({ partyId: PARTY_A, action }, 'publishTopics', /exactly one publishTopics entry/)
  await bad({ partyId: PARTY_A, action, publishTopics: ['SendInvoice', 'SendOrder'] }, 'publishTopics', /exactly one/)
  await bad({ partyId: PARTY_A, action, publishTopics: ['InvoiceSent'] }, 'publishTopics', /not a send command/)
  await bad({ action, publishTopics: ['SendInvoice'] }, 'partyId', /belongs to one party/)
  await bad({ partyId: PARTY_A, action: 'mailfrom://not an address?to=$token$', publishTopics: ['SendInvoice'] }, 'action', /mailfrom:\/\//)
  await bad({ partyId: PARTY_A, action: 'mailfrom://*?to=fixed', publishTopics: ['SendInvoice'] }, 'action', /\$token\$/)
  await bad({ url: 'https://example.com/hook', topics: ['InvoiceSent'], publishTopics: ['SendInvoice'] }, 'publishTopics', /only an inbound hook/)
  await bad({ partyId: PARTY_A, action, publishTopics: ['SendInvoice'], topics: ['SendInvoice'] }, 'topics', /listens to no topic/)

  const created = await network.call('A', 'POST', '/api/v1/hook', { partyId: PARTY_A, action: 'mailfrom://*@supplier.test?to=$token$', publishTopics: ['SendOrder'] })
  assert.equal(created.statusCode, 201, created.body)
  const hook = created.json()
  assert.match(hook.action, /^mailfrom:\/\/\*@supplier\.test\?to=[a-z2-7]{32}$/)
  assert.deepEqual(hook.publishTopics, ['SendOrder'])
  assert.deepEqual(hook.topics, [])
  const read = await network.call('A', 'GET', `/api/v1/hook/${String(hook.id)}`)
  assert.equal(read.json().action, 'mailfrom://*@supplier.test?to=***', 'the token is not shown again')
  const row = await network.node('A').t.wharf.knex('hooks').where({ id: hook.id }).first()
  assert.ok(!JSON.stringify(row).includes(hook.action.split('to=')[1]), 'the token is not stored, only its hash')
  // PUT with *** keeps the address; $token$ issues a new one
  const kept = await network.call('A', 'PUT', `/api/v1/hook/${String(hook.id)}`, { action: 'mailfrom://*?to=***' })
  assert.equal(kept.statusCode, 200, kept.body)
  assert.equal(kept.json().action, 'mailfrom://*?to=***')
  const renewed = await network.call('A', 'PUT', `/api/v1/hook/${String(hook.id)}`, { action: 'mailfrom://*?to=$token$' })
  assert.match(renewed.json().action, /^mailfrom:\/\/\*\?to=[a-z2-7]{32}$/)
  assert.notEqual(renewed.json().action.split('to=')[1], hook.action.split('to=')[1])
  assert.equal((await network.call('A', 'PUT', `/api/v1/hook/${String(hook.id)}`, { isActive: false })).statusCode, 200)
  const inactive = await refused({ from: 'ap@supplier.test', to: `${String(renewed.json().action.split('to=')[1])}@${DOMAIN}`, attachments: xmlAttachment(invoice('MAIL-OFF')) })
  assert.equal(inactive.responseCode, 550, 'an inactive hook\'s address takes nothing')
})

test('a document whose sender EndpointID is not the party is taken in as the API does: stored with InvoiceSentError', async () => {
  const a = network.node('A')
  const doc = Buffer.from(invoice('MAIL-EP').toString('utf8').replace('<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">5798000000124</cbc:EndpointID>'))
  const res = await mail({ attachments: xmlAttachment(doc) })
  const m = /Accepted: document (\S+) error \(Sender: /.exec(res.response)
  assert.ok(m !== null, res.response)
  const evs = await events(a.t, { documentId: m[1] })
  assert.deepEqual(evs.map(e => e.topic), ['InvoiceSentError'])
  assert.equal(evs[0].details.code, 'SENDER_NOT_PARTY')
})

test('an invoice mailed to the party\'s address goes over AS4 to B: InvoiceSent on A, InvoiceReceived on B', async () => {
  const a = network.node('A')
  const b = network.node('B')
  const res = await mail({ attachments: [...xmlAttachment(invoice('MAIL-1')), { filename: 'invoice.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' }] })
  const m = /Accepted: document (\S+) queued/.exec(res.response)
  assert.ok(m !== null, res.response)
  const documentId = m[1]
  // read right after the 250: the document was committed before the answer
  const row = await a.t.wharf.knex('documents').where({ document_id: documentId }).first()
  assert.equal(row.created_by, 'mailfrom')
  assert.equal(await eventually('A settles', async () => { const s = await statusOf(a.t, row.id); return s === 'sent' || s === 'error' ? s : undefined }, 30_000), 'sent')
  const sent = (await events(a.t, { documentId })).find(e => e.topic === 'InvoiceSent')
  assert.ok(sent !== undefined)
  assert.equal((sent.details.metaAttributes as Record<string, string>).mailFrom, 'billing@supplier.test')
  await eventually('InvoiceReceived on B', async () => (await events(b.t, { topic: 'InvoiceReceived' })).find(e => e.details.messageId === sent.details.messageId))
})

test('refusals: unknown address, sender not allowed, no attachment, invalid document, too large; each says why', async () => {
  const a = network.node('A')
  const stored = await documentCount(a.t)
  const unknown = await refused({ to: `aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@${DOMAIN}`, attachments: xmlAttachment(invoice('MAIL-X')) })
  assert.equal(unknown.responseCode, 550)
  assert.match(unknown.response, /No such inbound address/)
  const otherDomain = await refused({ to: address.replace(DOMAIN, 'elsewhere.test'), attachments: xmlAttachment(invoice('MAIL-X')) })
  assert.equal(otherDomain.responseCode, 550)

  const cases: Array<[Mail, number, string, RegExp]> = [
    [{ from: 'mallory@evil.test', attachments: xmlAttachment(invoice('MAIL-2')) }, 550, 'SENDER_NOT_ALLOWED', /mallory@evil\.test is not allowed/],
    [{ attachments: [] }, 554, 'NO_DOCUMENT', /no XML attachment/],
    [{ attachments: [...xmlAttachment(invoice('MAIL-3')), ...xmlAttachment(invoice('MAIL-4'), 'second.xml')] }, 554, 'MULTIPLE_DOCUMENTS', /2 XML attachments/],
    [{ attachments: xmlAttachment('<Invoice><unclosed></Invoice>') }, 554, 'INVALID_XML', /INVALID_XML/],
    [{ attachments: xmlAttachment('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "x">]><Invoice/>') }, 554, 'XML_DTD_NOT_ALLOWED', /XML_DTD_NOT_ALLOWED/]
  ]
  for (const [m, code, eventCode, text] of cases) {
    const before = (await events(a.t, { topic: 'InvoiceReceivedError' })).length
    const err = await refused(m)
    assert.equal(err.responseCode, code, `${eventCode}: ${err.response}`)
    assert.match(err.response, text)
    const evs = await events(a.t, { topic: 'InvoiceReceivedError' })
    assert.equal(evs.length, before + 1, eventCode)
    const ev = evs[evs.length - 1]
    assert.equal(ev.details.code, eventCode)
    assert.equal(ev.documentId, null)
    assert.match(ev.message ?? '', /^Mail from \S+ refused: /)
  }
  const big = await refused({ attachments: xmlAttachment(Buffer.alloc(MAX_BYTES + 10, 'a')) })
  assert.equal(big.responseCode, 552, big.response)
  assert.equal(await documentCount(a.t), stored, 'nothing refused was stored')
})

/** A bare SMTP client: each command waits for its whole answer (all lines of a multi-line one). */
function rawSmtp (port: number): { socket: net.Socket, send: (line: string | null) => Promise<string> } {
  const socket = net.connect(port, '127.0.0.1')
  let buffer = ''
  let waiting: ((line: string) => void) | undefined
  socket.on('data', (c: Buffer) => {
    buffer += c.toString('utf8')
    const done = /(?:^|\r\n)\d{3} [^\r\n]*\r\n$/.test(buffer)
    if (done && waiting !== undefined) { const w = waiting; const reply = buffer; waiting = undefined; buffer = ''; w(reply) }
  })
  return {
    socket,
    send: async line => await new Promise<string>(resolve => { waiting = resolve; if (line !== null) socket.write(`${line}\r\n`) })
  }
}

test('a connection lost in the middle of DATA stores nothing and publishes nothing', async () => {
  const a = network.node('A')
  const docs = await documentCount(a.t)
  const evs = (await events(a.t)).length
  const c = rawSmtp(smtpPort)
  assert.match(await c.send(null), /^220/)
  const ehlo = await c.send('EHLO client.test')
  assert.match(ehlo, /^250/)
  assert.match(ehlo, new RegExp(`250[ -]SIZE ${MAX_BYTES}`), 'the size limit is advertised')
  assert.match(ehlo, /250[ -]STARTTLS/)
  assert.doesNotMatch(ehlo, /AUTH/, 'no SMTP AUTH: the address token is the credential')
  assert.match(await c.send('MAIL FROM:<billing@supplier.test>'), /^250/)
  assert.match(await c.send(`RCPT TO:<${address}>`), /^250/)
  assert.match(await c.send('RSET'), /^250/)
  assert.match(await c.send('MAIL FROM:<billing@supplier.test>'), /^250/)
  assert.match(await c.send(`RCPT TO:<${address}>`), /^250/, 'a new transaction starts without a recipient')
  assert.match(await c.send(`RCPT TO:<${address}>`), /^452 4\.5\.3/, 'one inbound address per message')
  assert.match(await c.send('DATA'), /^354/)
  const body = invoice('MAIL-CUT').toString('base64')
  c.socket.write(['From: billing@supplier.test', `To: ${address}`, 'Subject: cut', 'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b1"', '', '--b1', 'Content-Type: application/xml; name="i.xml"',
    'Content-Disposition: attachment; filename="i.xml"', 'Content-Transfer-Encoding: base64', '', body.slice(0, 2000)].join('\r\n'))
  await new Promise(resolve => setTimeout(resolve, 200))
  c.socket.destroy()
  await new Promise(resolve => setTimeout(resolve, 300))
  assert.equal(await documentCount(a.t), docs)
  assert.equal((await events(a.t)).length, evs)
  // the receiver still serves the next client
  const res = await mail({ attachments: xmlAttachment(invoice('MAIL-AFTER')) })
  assert.match(res.response, /Accepted: document/)
})
