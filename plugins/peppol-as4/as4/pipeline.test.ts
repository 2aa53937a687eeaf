/**
 * The send and receive sequences of README.md end to end (without wssec: signing/encryption sit between the
 * steps marked below), the error path, the throughput of the message layer and the MIME parser's memory on a
 * large payload.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { projectRoot } from '../../../core/paths.ts'
import { Ebms3Error } from './errors.ts'
import { buildErrorSignal, buildReceipt, buildUserMessage, parseEnvelope } from './ebms.ts'
import { checkPayloadParts, gunzipLimited, gzip } from './compression.ts'
import { buildSbdh, parseSbdh } from './sbdh.ts'
import { checkPeppolUserMessage, checkSbdhMatchesEnvelope } from './checks.ts'
import { parseMultipart, readAs4Body, SOAP12_CONTENT_TYPE, writeMultipart } from './mime.ts'

const INVOICE = fs.readFileSync(path.join(projectRoot, 'test', 'fixtures', 'as4', 'bis3-base-example.xml'))
const DOCTYPE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

function send (document: Buffer, over: { finalRecipient?: string } = {}): { contentType: string, body: Buffer, messageId: string } {
  const sbd = buildSbdh({ sender: '9915:sender', receiver: '9915:helger', documentTypeId: DOCTYPE, processId: PROCESS, countryC1: 'AT', document })
  const payload = gzip(sbd)
  const cid = 'payload@wharf'
  const um = buildUserMessage({ fromPartyId: 'POP000306', toPartyId: 'POP000123', processId: PROCESS, documentTypeId: DOCTYPE, originalSender: '9915:sender', finalRecipient: over.finalRecipient ?? '9915:helger', payloadContentId: cid })
  // (wssec: signEnvelope(um.xml, attachments) then encryptAttachments(...) here)
  const out = writeMultipart([{ contentType: SOAP12_CONTENT_TYPE, data: um.xml }, { contentId: cid, contentType: 'application/octet-stream', data: payload }])
  return { contentType: out.contentType, body: Buffer.concat(out.chunks, out.length), messageId: um.messageId }
}

async function receive (contentType: string, body: Buffer): Promise<{ document: Buffer, receiptXml: string }> {
  const msg = await readAs4Body(Readable.from([body]), contentType, { maxBytes: 10 * 1024 * 1024, sizeHint: body.length })
  const env = parseEnvelope(msg.root.data)
  if (env.kind !== 'user') throw new Error('expected a UserMessage')
  // (wssec: decryptAttachments + verifyEnvelope here; the receipt copies the verified references)
  checkPeppolUserMessage(env, { ourPartyId: 'POP000123' })
  const [pair] = checkPayloadParts(env.partInfos, msg.attachments, { plaintext: true })
  const sbdh = parseSbdh(gunzipLimited(pair.attachment.data, { maxBytes: 50 * 1024 * 1024 }))
  checkSbdhMatchesEnvelope(env, sbdh)
  const receipt = buildReceipt({ refToMessageId: env.messageId, references: [{ uri: `#${env.messagingId ?? ''}`, digestMethod: 'http://www.w3.org/2001/04/xmlenc#sha256', digestValue: 'AAAA', transforms: [] }] })
  return { document: sbdh.document, receiptXml: receipt.xml }
}

test('send and receive sequences: the invoice arrives byte-identical and the receipt references the request', async () => {
  const sent = send(INVOICE)
  const got = await receive(sent.contentType, sent.body)
  assert.ok(got.document.equals(INVOICE.subarray(39)), 'the invoice minus its XML declaration, trailing newline included')
  const rc = parseEnvelope(got.receiptXml)
  assert.equal(rc.kind, 'receipt')
  assert.equal(rc.refToMessageId, sent.messageId)
})

test('error path: an SBDH / header mismatch becomes an eb:Error signal answering the request', async () => {
  const sent = send(INVOICE, { finalRecipient: '9915:somebody-else' })
  let caught: unknown
  try { await receive(sent.contentType, sent.body) } catch (err) { caught = err }
  assert.ok(caught instanceof Ebms3Error)
  assert.equal(caught.code, 'EBMS:0003')
  assert.equal(caught.reason, 'SBDH_RECEIVER_MISMATCH')
  const signal = parseEnvelope(buildErrorSignal({ refToMessageId: sent.messageId, errors: [caught.toSignalError()] }).xml)
  assert.equal(signal.kind, 'error')
  assert.equal(signal.kind === 'error' && signal.errors[0].refToMessageInError, sent.messageId)
  assert.equal(signal.kind === 'error' && signal.errors[0].shortDescription, 'ValueInconsistent')
})

test('a 20 MB payload streams through parseMultipart without being held twice (Content-Length hint)', async t => {
  const size = 20 * 1024 * 1024
  const block = randomBytes(64 * 1024)
  const head = Buffer.from('--b\r\nContent-Type: application/soap+xml\r\n\r\n<e/>\r\n--b\r\nContent-ID: <big>\r\nContent-Type: application/octet-stream\r\n\r\n')
  const tail = Buffer.from('\r\n--b--\r\n')
  const total = head.length + size + tail.length
  const measure = async (sizeHint: number | undefined): Promise<{ peak: number, ms: number }> => {
    const base = process.memoryUsage().arrayBuffers
    let peak = 0
    function * chunks (): Generator<Buffer> {
      yield head
      for (let sent = 0; sent < size; sent += block.length) {
        peak = Math.max(peak, process.memoryUsage().arrayBuffers - base)
        yield Buffer.from(block.subarray(0, Math.min(block.length, size - sent))) // a fresh chunk, like a socket
      }
      yield tail
    }
    const t0 = performance.now()
    const msg = await parseMultipart(Readable.from(chunks()), 'multipart/related; boundary=b', { sizeHint, maxBytes: 64 * 1024 * 1024 })
    const ms = performance.now() - t0
    peak = Math.max(peak, process.memoryUsage().arrayBuffers - base)
    assert.equal(msg.attachments[0].data.length, size)
    assert.ok(msg.attachments[0].data.subarray(size - block.length).equals(block))
    if (sizeHint !== undefined) {
      // Held once: with the hint the body goes into one preallocated buffer and the part is a view of it.
      assert.ok(msg.attachments[0].data.buffer.byteLength <= total, `the part is backed by ${msg.attachments[0].data.buffer.byteLength} bytes for a ${total} byte body`)
    }
    return { peak, ms }
  }
  const hinted = await measure(total)
  const unhinted = await measure(undefined)
  t.diagnostic(`20 MiB with Content-Length: ${hinted.ms.toFixed(0)} ms, peak +${(hinted.peak / 1048576).toFixed(1)} MiB; without: ${unhinted.ms.toFixed(0)} ms, peak +${(unhinted.peak / 1048576).toFixed(1)} MiB`)
  // (Peak figures include socket-like chunks not yet collected, so they are reported, not asserted.)
})
