// Hostile AS4 messages against POST /as4 of an AS4-enabled Wharf (B) with the local test PKI and network of
// test/as4/network.ts; messages are built and signed as A with the sending code. The answers are ebMS Error signals
// with HTTP 200 (plugins/peppol-as4/README.md, Receiving), 413 over the size or part limits, 415 for what is not
// AS4 at all; nothing is stored on any refusal. A replayed MessageId gets the original receipt, byte for byte.
import { after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { randomBytes } from 'node:crypto'
import { As4Network, FIXTURES, PARTY_A, PARTY_B, documentCount, invoice, tamper } from '../as4/network.ts'
import { makeTestPki } from '../../scripts/pki/make-test-pki.ts'
import { buildOutgoing } from '../../plugins/peppol-as4/outgoing.ts'
import type { ApIdentity } from '../../plugins/peppol-as4/identity.ts'
import { parseEnvelope } from '../../plugins/peppol-as4/as4/ebms-parse.ts'
import { writeMultipart } from '../../plugins/peppol-as4/as4/mime.ts'
import { runCases, type Case, type Expect } from './cases.ts'
import type { World } from './world.ts'

const MAX = 256 * 1024
const net = new As4Network({ nodes: ['B'], env: { B: { WHARF_AS4_MAX_BYTES: String(MAX) } } })
await net.start()
after(async () => { await net.close() })
const B = net.node('B')
// The rows only use `as: 'none'`: the world is B's Wharf alone.
const world = { t: B.t } as unknown as World

const DOCTYPE = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
const pkiA = net.pki.instances[0]
const A: ApIdentity = { certPem: pkiA.ap.certPem, keyPem: pkiA.ap.keyPem, seatId: pkiA.seatId }
const bCert = net.pki.instances[1].ap.certPem
const built = (over: Parameters<typeof message>[0] = {}): [string, Buffer] => { const m = message(over); return [m.contentType, m.body] }
const message = (over: { identity?: ApIdentity, receiver?: string, receiverCertPem?: string, number?: string, document?: Buffer } = {}) =>
  buildOutgoing({ sender: PARTY_A, receiver: over.receiver ?? PARTY_B, documentTypeId: DOCTYPE, processId: PROCESS, countryC1: 'GB', document: over.document ?? invoice(over.number ?? `HOSTILE-${randomBytes(4).toString('hex')}`), identity: over.identity ?? A, receiverCertPem: over.receiverCertPem ?? bCert })

const other = (await makeTestPki({ instances: ['X'] })).instances[0]
const foreign: ApIdentity = { certPem: other.ap.certPem, keyPem: other.ap.keyPem, seatId: other.seatId }
const expiredPem = fs.readFileSync(path.join(FIXTURES, 'peppol-expired-ap-key-cert.pem'), 'utf8')
const expired: ApIdentity = {
  keyPem: (/-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(expiredPem) as RegExpExecArray)[0],
  certPem: (/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(expiredPem) as RegExpExecArray)[0],
  seatId: 'POP000306'
}
/** An invoice of 8 MiB that gzips to a few kB: inflated, it passes 4 x WHARF_AS4_MAX_BYTES. */
const bomb = (): Buffer => {
  const text = invoice('HOSTILE-BOMB').toString('utf8')
  const at = text.indexOf('<cbc:CustomizationID>')
  return Buffer.from(`${text.slice(0, at)}<!--${' '.repeat(8 * 1024 * 1024)}-->${text.slice(at)}`)
}
const multipart = (parts: Array<{ contentType: string, data: string | Buffer }>): { contentType: string, body: Buffer } => {
  const out = writeMultipart(parts.map((p, i) => ({ ...p, contentId: `part${i}@hostile` })))
  return { contentType: out.contentType, body: Buffer.concat(out.chunks) }
}
const soap = (body: string): string => `<?xml version="1.0" encoding="UTF-8"?><S12:Envelope xmlns:S12="http://www.w3.org/2003/05/soap-envelope"><S12:Header/><S12:Body>${body}</S12:Body></S12:Envelope>`

const valid = message({ number: 'HOSTILE-REPLAY' })
let firstReceipt = ''
const tamperedAttachment = await tamper(message(), { attachment: b => { b[b.length >> 1] ^= 0x01; return b } })
const tamperedHeader = await tamper(message(), { soap: s => s.replace(/<eb:ConversationId>[^<]*</, '<eb:ConversationId>changed<') })
const tamperedRecipient = await tamper(message(), { soap: s => s.replace(`>${PARTY_B}<`, '>0192:810017902<') })
const tamperedMessageId = await tamper(valid, { soap: s => s.replace(/<eb:MessageId>[^<]*</, '<eb:MessageId>hostile-other-id@wharf<') })
const fixture = (name: string): Buffer => fs.readFileSync(path.join(FIXTURES, name))
const wrongCompression = fixture('WrongCompression.mime').toString('latin1')
const wrongCompressionType = /Content-Type: (multipart\/related;[\s\S]*?type="application\/soap\+xml")/.exec(wrongCompression)?.[1].replace(/\s+/g, ' ') ?? 'multipart/related'
const wrongCompressionBody = Buffer.from(wrongCompression.slice(wrongCompression.indexOf('\n\n') + 2).replace(/^\r?\n/, ''), 'latin1')

/** One line per attack: name, content type, body, expected answer (an ebMS error code, or an HTTP status and code). */
type Row = [string, string, Buffer | string, string | Expect]
const ROWS: Row[] = [
  ['garbage MIME part', 'multipart/related; boundary=x; type="application/soap+xml"', '--x\r\nContent-Type: text/plain\r\n\r\nhello\r\n--x--\r\n', 'EBMS:0007'],
  ['multipart/related without a boundary', 'multipart/related; type="application/soap+xml"', valid.body, 'EBMS:0007'],
  ['boundary that never occurs', 'multipart/related; boundary=nowhere; type="application/soap+xml"', valid.body, 'EBMS:0007'],
  ['unterminated multipart', valid.contentType, valid.body.subarray(0, valid.body.length - 40), 'EBMS:0007'],
  ['empty multipart body', valid.contentType, '', 'EBMS:0007'],
  ['not XML as SOAP', 'application/soap+xml', '<S12:Envelope', 'EBMS:0009'],
  ['DTD with an external entity in the envelope', 'application/soap+xml', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', 'EBMS:0009'],
  ['billion laughs in the envelope', 'application/soap+xml', '<!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><x>&b;</x>', 'EBMS:0009'],
  ['SOAP 1.1 envelope', 'application/soap+xml', '<S11:Envelope xmlns:S11="http://schemas.xmlsoap.org/soap/envelope/"><S11:Body/></S11:Envelope>', 'EBMS:0009'],
  ['SOAP 1.2 envelope without eb:Messaging', 'application/soap+xml', soap(''), 'EBMS:0009'],
  ['a SOAP Fault instead of a message', 'application/soap+xml', soap('<S12:Fault><S12:Code><S12:Value>S12:Receiver</S12:Value></S12:Code><S12:Reason><S12:Text xml:lang="en">boom</S12:Text></S12:Reason></S12:Fault>'), 'EBMS:0009'],
  ['an unsigned ebMS UserMessage (not the Peppol profile)', 'application/soap+xml', fixture('UserMessage12.xml'), 'EBMS:0010'],
  ['a message signed with an unknown algorithm', 'application/soap+xml', fixture('WrongSigningAlgorithm.xml'), 'EBMS:0010'],
  ['inconsistent compression declaration', wrongCompressionType, wrongCompressionBody, 'EBMS:0102'],
  ['signed by a certificate of another CA', ...built({ identity: foreign }), 'EBMS:0101'],
  ['signed by an expired certificate', ...built({ identity: expired }), 'EBMS:0101'],
  ['encrypted for another access point', ...built({ receiverCertPem: A.certPem }), 'EBMS:0102'],
  ['payload altered after signing', tamperedAttachment.contentType, tamperedAttachment.body, 'EBMS:0102'],
  ['ebMS header altered after signing', tamperedHeader.contentType, tamperedHeader.body, 'EBMS:0101'],
  ['final recipient altered after signing', tamperedRecipient.contentType, tamperedRecipient.body, 'EBMS:0101'],
  ['MessageId altered after signing', tamperedMessageId.contentType, tamperedMessageId.body, 'EBMS:0101'],
  ['a participant this access point does not serve', ...built({ receiver: PARTY_A }), 'EBMS:0004'],
  ['gzip bomb (8 MiB inflated)', ...built({ document: bomb() }), 'EBMS:0303'],
  ['over WHARF_AS4_MAX_BYTES', valid.contentType, Buffer.concat([valid.body.subarray(0, valid.body.length - 60), randomBytes(MAX), valid.body.subarray(valid.body.length - 60)]), { status: 413 }],
  ['over 32 MIME parts', ...Object.values(multipart([{ contentType: 'application/soap+xml', data: soap('') }, ...Array.from({ length: 32 }, () => ({ contentType: 'application/octet-stream', data: 'x' }))])) as [string, Buffer], { status: 413 }],
  ['a MIME part header over 16 KiB', 'multipart/related; boundary=x; type="application/soap+xml"', `--x\r\nContent-Type: application/soap+xml\r\nX-Pad: ${'a'.repeat(20 * 1024)}\r\n\r\n<x/>\r\n--x--\r\n`, { status: 413 }],
  ['a receipt signal sent as a message', 'application/soap+xml', fixture('TestReceipt12.xml'), 'EBMS:0010'],
  ['an error signal sent as a message', 'application/soap+xml', fixture('ErrorMessage.xml'), 'EBMS:0010'],
  ['a gzip body declared as SOAP', 'application/soap+xml', gzipSync(Buffer.alloc(1024 * 1024)), 'EBMS:0009'],
  ['content type text/plain', 'text/plain', valid.body, 'EBMS:0007'],
  ['content type application/json', 'application/json', '{"Envelope":{}}', 'EBMS:0007'],
  ['content type application/xml', 'application/xml', soap(''), { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }]
]

const ebms = async (body: string): Promise<string | undefined> => { const env = parseEnvelope(body); return env.kind === 'error' ? env.errors[0]?.code : env.kind }
const cases: Case[] = [
  {
    name: 'POST /as4: a valid signed message (control): a signed receipt',
    as: 'none',
    request: { method: 'POST', url: '/as4', headers: { 'content-type': valid.contentType }, payload: valid.body },
    expect: { status: 200 },
    check: async res => { assert.equal(parseEnvelope(res.body).kind, 'receipt', res.body.slice(0, 500)); firstReceipt = res.body }
  },
  {
    name: 'POST /as4: the same message again (replay): the original receipt, nothing stored',
    as: 'none',
    request: { method: 'POST', url: '/as4', headers: { 'content-type': valid.contentType }, payload: valid.body },
    expect: { status: 200 },
    prepare: async () => await documentCount(B.t),
    check: async (res, _w, before) => {
      assert.equal(res.body, firstReceipt, 'the original receipt, byte for byte')
      assert.equal(await documentCount(B.t), before)
    }
  }
]
for (const [name, contentType, body, expect] of ROWS) {
  cases.push({
    name: `POST /as4: ${name}`,
    as: 'none',
    request: { method: 'POST', url: '/as4', headers: { 'content-type': contentType }, payload: body },
    expect: typeof expect === 'string' ? { status: 200 } : expect,
    prepare: async () => await documentCount(B.t),
    check: async (res, _w, before) => {
      if (typeof expect === 'string') assert.equal(await ebms(res.body), expect, res.body.slice(0, 800))
      assert.equal(await documentCount(B.t), before, 'nothing stored')
    }
  })
}

runCases(world, cases)
