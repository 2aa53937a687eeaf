/**
 * The full send and receive sequences with the real WS-Security layer (plugins/peppol-as4/wssec) and a local Peppol-like
 * test PKI: SBDH -> gzip -> UserMessage -> sign -> encrypt -> MIME -> (wire) -> MIME parse -> envelope -> decrypt ->
 * verify -> profile checks -> gunzip -> SBDH -> receipt -> sign -> verify on the sender side.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { makeTestPki } from '../../../scripts/pki/make-test-pki.ts'
import { projectRoot } from '../../../core/paths.ts'
import { decryptAttachments, describeSecurity, encryptAttachments, signEnvelope, verifyEnvelope } from '../wssec/index.ts'
import { buildReceipt, buildUserMessage, parseEnvelope } from './ebms.ts'
import { signatureReferences } from './ebms-parse.ts'
import { checkPayloadParts, gunzipLimited, gzip } from './compression.ts'
import { buildSbdh, parseSbdh } from './sbdh.ts'
import { checkPeppolUserMessage, checkSbdhMatchesEnvelope } from './checks.ts'
import { readAs4Body, SOAP12_CONTENT_TYPE, toAttachments, writeMultipart } from './mime.ts'
import { inspectMessage } from './inspect.ts'

const INVOICE = fs.readFileSync(path.join(projectRoot, 'test', 'fixtures', 'as4', 'bis3-base-example.xml'))
const DOCTYPE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

test('signed and encrypted UserMessage through the MIME layer, then a signed receipt with the request references', async () => {
  const pki = await makeTestPki({ instances: ['A', 'B'] })
  const A = pki.instances[0]?.ap
  const B = pki.instances[1]?.ap
  assert.ok(A !== undefined && B !== undefined)

  // C2 (A)
  const cid = 'payload-1@wharf'
  const sbd = buildSbdh({ sender: '9915:sender', receiver: '9915:helger', documentTypeId: DOCTYPE, processId: PROCESS, countryC1: 'NO', document: INVOICE })
  const um = buildUserMessage({ fromPartyId: 'POP000001', toPartyId: 'POP000002', processId: PROCESS, documentTypeId: DOCTYPE, originalSender: '9915:sender', finalRecipient: '9915:helger', payloadContentId: cid })
  const plain = { contentId: cid, contentType: 'application/gzip', data: gzip(sbd), mimeType: 'application/gzip' }
  const signed = signEnvelope(um.xml, [plain], A)
  const wire = encryptAttachments(signed, [plain], B.certPem)
  const out = writeMultipart([{ contentType: SOAP12_CONTENT_TYPE, data: wire.envelopeXml }, ...wire.attachments.map(a => ({ contentId: a.contentId, contentType: a.contentType, data: a.data }))])

  // C3 (B)
  const msg = await readAs4Body(out.body, out.contentType, { sizeHint: out.length })
  const received = parseEnvelope(msg.root.data)
  assert.equal(received.kind, 'user')
  const decrypted = decryptAttachments(msg.root.data.toString('utf8'), toAttachments(msg.attachments), B)
  const verified = verifyEnvelope(decrypted.envelopeXml, decrypted.attachments, { at: new Date() })
  const env = parseEnvelope(verified.document) // the verified DOM, parsed once
  assert.equal(env.kind, 'user')
  if (env.kind !== 'user') return
  checkPeppolUserMessage(env, { ourPartyId: 'POP000002' })
  const [pair] = checkPayloadParts(env.partInfos, decrypted.attachments, { plaintext: true })
  const sbdh = parseSbdh(gunzipLimited(pair.attachment.data))
  checkSbdhMatchesEnvelope(env, sbdh)
  assert.ok(sbdh.document.equals(INVOICE.subarray(39)), 'the invoice arrives byte-identical (minus its XML declaration)')

  const refs = signatureReferences(verified.document)
  assert.deepEqual(refs.map(r => r.uri).sort(), verified.references.map(r => r.uri).sort())
  assert.deepEqual(refs.map(r => r.uri).filter(u => u.startsWith('#')).sort(), [`#${um.bodyId}`, `#${um.messagingId}`].sort())
  const receipt = buildReceipt({ refToMessageId: env.messageId, references: refs })
  const signedReceipt = signEnvelope(receipt.xml, [], B)

  // back at A
  const rmsg = await readAs4Body(Readable.from([Buffer.from(signedReceipt)]), 'application/soap+xml; charset=UTF-8')
  const rverified = verifyEnvelope(rmsg.root.data.toString('utf8'), [])
  const rc = parseEnvelope(rverified.document)
  assert.equal(rc.kind, 'receipt')
  if (rc.kind !== 'receipt') return
  assert.equal(rc.refToMessageId, um.messageId)
  assert.deepEqual(rc.references, refs)
  const sentDigest = signatureReferences(parseEnvelope(signed).document)
  assert.deepEqual(rc.references.map(r => r.digestValue).sort(), sentDigest.map(r => r.digestValue).sort(), 'the receipt proves what A signed')

  // the diagnostics view of the wire message
  const summary = await inspectMessage(Buffer.concat([Buffer.from(`Content-Type: ${out.contentType}\r\n\r\n`), Buffer.concat(out.chunks)]))
  assert.deepEqual(summary.problems, [])
  assert.equal(summary.parts[0].encrypted, true)
  assert.equal(summary.securityHeader.signedReferences.length, 3)
})

test('inspectMessage with wssec describeSecurity as the security callback on phase4 dump-raw.as4out', async () => {
  const raw = fs.readFileSync(path.join(projectRoot, 'test', 'fixtures', 'as4', 'dump-raw.as4out'))
  const summary = await inspectMessage(raw, { security: ctx => describeSecurity(ctx.soapXml) })
  assert.deepEqual(summary.problems, [])
  const security = summary.security as { signatureMethod?: string }
  assert.equal(security.signatureMethod, 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256')
  assert.doesNotThrow(() => JSON.stringify(summary))
})
