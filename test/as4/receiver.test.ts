// B's AS4 endpoint against raw messages built with the sending code and A's AP key: a valid message gets a signed
// receipt and one InvoiceReceived; its replay gets the ORIGINAL receipt and nothing new; tampered or untrusted
// messages and recipients B does not serve get the right ebMS error and nothing is stored. xmlsec1 checks the
// signature of an outgoing message independently.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { spoolDir } from '../../core/blobs/spool.ts'
import { documentContent } from '../../core/documents/store.ts'
import { As4Network, FIXTURES, PARTY_A, PARTY_B, documentCount, events, invoice, tamper } from './network.ts'
import { makeTestPki } from '../../scripts/pki/make-test-pki.ts'
import { buildOutgoing, type OutgoingMessage } from '../../plugins/peppol-as4/outgoing.ts'
import { seatIdOf, type ApIdentity } from '../../plugins/peppol-as4/identity.ts'
import { parseEnvelope } from '../../plugins/peppol-as4/as4/ebms-parse.ts'
import { NS } from '../../plugins/peppol-as4/as4/constants.ts'
import { parseMultipart } from '../../plugins/peppol-as4/as4/mime.ts'
import { verifyEnvelope } from '../../plugins/peppol-as4/wssec/index.ts'
import { needs, xmlsec1Verify } from '../helpers/tools.ts'

const net = new As4Network()
let A: ApIdentity
let bCert: string
const DOCTYPE = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

before(async () => {
  await net.start()
  const a = net.pki.instances[0]
  A = { certPem: a.ap.certPem, keyPem: a.ap.keyPem, seatId: a.seatId }
  bCert = net.pki.instances[1].ap.certPem
})
after(async () => { await net.close() })

const message = (over: { identity?: ApIdentity, receiver?: string, receiverCertPem?: string, number?: string, document?: Buffer } = {}): OutgoingMessage =>
  buildOutgoing({ sender: PARTY_A, receiver: over.receiver ?? PARTY_B, documentTypeId: DOCTYPE, processId: PROCESS, countryC1: 'GB', document: over.document ?? invoice(over.number ?? 'RAW-1'), identity: over.identity ?? A, receiverCertPem: over.receiverCertPem ?? bCert })

async function post (contentType: string, body: Buffer): Promise<{ status: number, text: string, env: ReturnType<typeof parseEnvelope> }> {
  const res = await fetch(`${net.node('B').url}/as4`, { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) })
  const text = await res.text()
  return { status: res.status, text, env: parseEnvelope(text) }
}

async function refused (what: string, req: { contentType: string, body: Buffer }, code: string, detail?: RegExp): Promise<void> {
  const b = net.node('B')
  const docs = await documentCount(b.t)
  const receipts = (await b.t.wharf.knex('as4_receipts').count<Array<{ n: string }>>('* as n'))[0].n
  const r = await post(req.contentType, req.body)
  assert.equal(r.env.kind, 'error', `${what}: ${r.text.slice(0, 500)}`)
  if (r.env.kind !== 'error') return
  assert.equal(r.env.errors[0].code, code, `${what}: ${JSON.stringify(r.env.errors)}`)
  if (detail !== undefined) assert.match(r.env.errors[0].detail ?? '', detail, what)
  assert.equal(await documentCount(b.t), docs, `${what}: nothing stored`)
  assert.equal((await b.t.wharf.knex('as4_receipts').count<Array<{ n: string }>>('* as n'))[0].n, receipts, `${what}: no receipt kept`)
}

test('a valid message: signed receipt with NRI for every signed part; the replay gets the same receipt and no second event', async () => {
  const b = net.node('B')
  const m = message({ number: 'RAW-REPLAY' })
  const first = await post(m.contentType, m.body)
  assert.equal(first.status, 200)
  assert.equal(first.env.kind, 'receipt', first.text.slice(0, 600))
  if (first.env.kind !== 'receipt') return
  assert.equal(first.env.refToMessageId, m.messageId)
  assert.deepEqual(first.env.references.map(r => [r.uri, r.digestValue]), m.signedReferences.map(r => [r.uri, r.digestValue]))
  const v = verifyEnvelope(first.text, [])
  assert.equal(seatIdOf(v.signerCertPem), 'POP000002')
  const received = async (): Promise<number> => (await events(b.t, { topic: 'InvoiceReceived' })).filter(e => e.details.messageId === m.messageId).length
  assert.equal(await received(), 1)

  const again = await post(m.contentType, m.body)
  assert.equal(again.status, 200)
  assert.equal(again.text, first.text, 'the original receipt, byte for byte')
  assert.equal(await received(), 1, 'no second InvoiceReceived')
})

test('the same message twice at once: one document, one event, and both answers are the same receipt', async () => {
  const b = net.node('B')
  const m = message({ number: 'RAW-TWICE' })
  const docs = await documentCount(b.t)
  const [one, two] = await Promise.all([post(m.contentType, m.body), post(m.contentType, m.body)])
  assert.equal(one.env.kind, 'receipt', one.text.slice(0, 600))
  assert.equal(two.env.kind, 'receipt', two.text.slice(0, 600))
  assert.equal(one.text, two.text, 'the loser of the race answers with the winner\'s receipt')
  assert.equal(await documentCount(b.t), docs + 1, 'stored once')
  assert.equal((await events(b.t, { topic: 'InvoiceReceived' })).filter(e => e.details.messageId === m.messageId).length, 1)
})

test('tampering: altered attachment -> EBMS:0102, altered header -> EBMS:0101, nothing stored', async () => {
  const m = message({ number: 'RAW-T1' })
  await refused('attachment', await tamper(m, { attachment: b => { b[b.length >> 1] ^= 0x01; return b } }), 'EBMS:0102')
  await refused('header', await tamper(m, { soap: s => s.replace(/<eb:ConversationId>[^<]*</, '<eb:ConversationId>changed<') }), 'EBMS:0101', /digest/)
  await refused('final recipient', await tamper(m, { soap: s => s.replace(`>${PARTY_B}<`, '>0192:810017902<') }), 'EBMS:0101', /digest/)
})

/** A 4 MB invoice (random base64 in a comment: gzip cannot shrink it under the 1 MiB at which the receiver spools parts). */
const bigInvoice = (number: string): Buffer => {
  const text = invoice(number).toString('utf8')
  const at = text.indexOf('<cbc:CustomizationID>')
  return Buffer.from(`${text.slice(0, at)}<!--${randomBytes(3 * 1024 * 1024).toString('base64')}-->${text.slice(at)}`)
}
const mySpoolFiles = (): string[] => fs.readdirSync(spoolDir()).filter(f => f.includes(`-${process.pid}-`))

test('a large message (parts spooled to files): tampering gives the same ebMS errors as for a small one, no spool file left', async () => {
  const m = buildOutgoing({ sender: PARTY_A, receiver: PARTY_B, documentTypeId: DOCTYPE, processId: PROCESS, countryC1: 'GB', document: bigInvoice('RAW-BIG-T'), identity: A, receiverCertPem: bCert })
  assert.ok(m.length > 2 * 1024 * 1024)
  await refused('large attachment', await tamper(m, { attachment: b => { b[b.length >> 1] ^= 0x01; return b } }), 'EBMS:0102')
  await refused('large attachment tag', await tamper(m, { attachment: b => { b[b.length - 1] ^= 0x01; return b } }), 'EBMS:0102')
  await refused('large, header', await tamper(m, { soap: s => s.replace(/<eb:ConversationId>[^<]*</, '<eb:ConversationId>changed<') }), 'EBMS:0101', /digest/)
  await refused('large, not our participant', message({ receiver: PARTY_A }), 'EBMS:0004', /PEPPOL:NOT_SERVICED/)
  assert.deepEqual(mySpoolFiles(), [])
})

test('a large message is received: receipt, the document stored byte for byte, no spool file left', async () => {
  const b = net.node('B')
  const doc = bigInvoice('RAW-BIG-OK')
  const m = buildOutgoing({ sender: PARTY_A, receiver: PARTY_B, documentTypeId: DOCTYPE, processId: PROCESS, countryC1: 'GB', document: doc, identity: A, receiverCertPem: bCert })
  const r = await post(m.contentType, m.body)
  assert.equal(r.env.kind, 'receipt', r.text.slice(0, 600))
  const ev = (await events(b.t, { topic: 'InvoiceReceived' })).find(e => e.details.messageId === m.messageId)
  assert.ok(ev?.documentId)
  const content = await documentContent(b.t.wharf.knex, ev.documentId)
  assert.ok(content !== undefined)
  const stored = Buffer.isBuffer(content.bytes) ? content.bytes : Buffer.from(content.bytes)
  assert.ok(stored.equals(doc), `stored ${stored.length} bytes, sent ${doc.length}`)
  assert.deepEqual(mySpoolFiles(), [])
})

test('untrusted signers: another CA -> EBMS:0101, expired Peppol test certificate -> EBMS:0101; encrypted for someone else -> EBMS:0102', async () => {
  const other = (await makeTestPki({ instances: ['X'] })).instances[0]
  const foreign: ApIdentity = { certPem: other.ap.certPem, keyPem: other.ap.keyPem, seatId: other.seatId }
  await refused('foreign CA', message({ identity: foreign }), 'EBMS:0101', /UNTRUSTED_ISSUER/)
  const pem = fs.readFileSync(path.join(FIXTURES, 'peppol-expired-ap-key-cert.pem'), 'utf8')
  const expired: ApIdentity = {
    keyPem: (/-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(pem) as RegExpExecArray)[0],
    certPem: (/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(pem) as RegExpExecArray)[0],
    seatId: 'POP000306'
  }
  await refused('expired', message({ identity: expired }), 'EBMS:0101', /EXPIRED/)
  await refused('wrong recipient key', message({ receiverCertPem: A.certPem }), 'EBMS:0102')
})

test('a recipient B does not serve -> EBMS:0004 PEPPOL:NOT_SERVICED; malformed input -> EBMS:0007/0009', async () => {
  await refused('not our participant', message({ receiver: PARTY_A }), 'EBMS:0004', /PEPPOL:NOT_SERVICED/)
  await refused('garbage MIME', { contentType: 'multipart/related; boundary=x; type="application/soap+xml"', body: Buffer.from('--x\r\nContent-Type: text/plain\r\n\r\nhello\r\n--x--\r\n') }, 'EBMS:0007')
  await refused('not XML', { contentType: 'application/soap+xml', body: Buffer.from('<S12:Envelope') }, 'EBMS:0009')
  await refused('DTD', { contentType: 'application/soap+xml', body: Buffer.from('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>') }, 'EBMS:0009')
})

test('issue 15: an invoice with DOCTYPE text in a CDATA section and a comment is received (data, not a DTD)', async () => {
  const doc = Buffer.from(invoice('RAW-CDATA').toString('utf8').replace('<cbc:ID>RAW-CDATA</cbc:ID>', '<cbc:ID>RAW-CDATA</cbc:ID><!-- <!DOCTYPE c> --><cbc:Note><![CDATA[<!DOCTYPE html><!ENTITY x "y">]]></cbc:Note>'))
  const m = message({ document: doc })
  const r = await post(m.contentType, m.body)
  assert.equal(r.env.kind, 'receipt', r.text.slice(0, 600))
})

test('a payload B cannot accept (not UTF-8, not a Peppol document type) -> EBMS:0004 naming the reason, nothing stored', async () => {
  // Signed and encrypted correctly by A: the refusal is about the business document itself.
  const latin1 = Buffer.from(invoice('RAW-L1').toString('utf8').replace('<cbc:ID>RAW-L1</cbc:ID>', '<cbc:ID>Caf\u00e9</cbc:ID>'), 'latin1')
  await refused('Latin-1 bytes', message({ document: latin1 }), 'EBMS:0004', /not valid UTF-8/)
  const noCustomization = Buffer.from(invoice('RAW-NC').toString('utf8').replace(/<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/, ''))
  await refused('no CustomizationID', message({ document: noCustomization }), 'EBMS:0004', /cannot be accepted/)
})

test('xmlsec1 verifies the Messaging and Body references of an outgoing message as sent', needs('xmlsec1'), async () => {
  const m = message({ number: 'RAW-XMLSEC' })
  const wire = (await parseMultipart(Readable.from([m.body]), m.contentType)).root.data.toString('utf8')
  const idAttrs: Array<[string, string]> = [['Id', `${NS.EB}:Messaging`], ['Id', `${NS.S12}:Body`]]
  const r = xmlsec1Verify(wire, { pubkeyCertPem: A.certPem, idAttrs })
  // xmlsec1 cannot resolve cid: (no Attachment-Content-Signature-Transform): 2 of 3 references, both element ones.
  assert.match(r.output, /SignedInfo References \(ok\/all\): 2\/3/, r.output)
  const bad = xmlsec1Verify(wire.replace(/<eb:ConversationId>[^<]*</, '<eb:ConversationId>changed<'), { pubkeyCertPem: A.certPem, idAttrs })
  assert.doesNotMatch(bad.output, /SignedInfo References \(ok\/all\): 2\/3/)
})

test('xmlsec1 verifies B\'s receipt completely (Messaging and Body), and rejects it altered', needs('xmlsec1'), async () => {
  const m = message({ number: 'RAW-XMLSEC-RECEIPT' })
  const r = await post(m.contentType, m.body)
  assert.equal(r.env.kind, 'receipt', r.text.slice(0, 500))
  const idAttrs: Array<[string, string]> = [['Id', `${NS.EB}:Messaging`], ['Id', `${NS.S12}:Body`]]
  const ok = xmlsec1Verify(r.text, { pubkeyCertPem: bCert, idAttrs })
  assert.ok(ok.ok, ok.output)
  assert.match(ok.output, /SignedInfo References \(ok\/all\): 2\/2/, ok.output)
  const bad = xmlsec1Verify(r.text.replace(/<eb:RefToMessageId>[^<]*</, '<eb:RefToMessageId>someone-else@wharf<'), { pubkeyCertPem: bCert, idAttrs })
  assert.equal(bad.ok, false, bad.output)
})
