import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../../core/paths.ts'
import { inspectMessage } from './inspect.ts'
import { buildUserMessage } from './ebms.ts'
import { buildSbdh } from './sbdh.ts'
import { gzip } from './compression.ts'
import { SOAP12_CONTENT_TYPE, writeMultipart } from './mime.ts'

const FIX = path.join(projectRoot, 'test', 'fixtures', 'as4')
const read = (name: string): Buffer => fs.readFileSync(path.join(FIX, name))
const DOCTYPE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

test('dump-raw.as4out: structure, parties and algorithms visible, payload marked encrypted; the callback fills security', async () => {
  const s = await inspectMessage(read('dump-raw.as4out'), { security: ctx => ({ soapBytes: ctx.soapXml.length, attachments: ctx.attachments.length }) })
  assert.deepEqual(s.problems, [])
  assert.equal(s.messageType, 'UserMessage')
  assert.equal(s.httpHeaders['mime-version'], '1.0')
  assert.equal(s.messageId, '17a7c374-efe3-41e2-ac0d-8a8f47529e47@phase4')
  assert.equal(s.conversationId, 'phase4@Conv-4045816466640743733')
  assert.deepEqual([s.from?.partyId, s.to?.partyId], ['POP000306', 'POP000306'])
  assert.equal(s.service?.value, PROCESS)
  assert.equal(s.action, `busdox-docid-qns::${DOCTYPE}`)
  assert.deepEqual([s.originalSender, s.finalRecipient], ['9915:phase4-test-sender', '9915:helger'])
  assert.deepEqual(s.parts, [{ contentId: 'phase4-att-ff0f8ad5-f982-48ba-b8e2-26997600f496@cid', contentType: 'application/octet-stream', size: 2263, mimeType: 'application/xml', compressionType: 'application/gzip', encrypted: true }])
  const algs = s.securityHeader.algorithms.map(a => a.algorithm)
  for (const alg of ['http://www.w3.org/2001/04/xmldsig-more#rsa-sha256', 'http://www.w3.org/2009/xmlenc11#rsa-oaep', 'http://www.w3.org/2009/xmlenc11#mgf1sha256', 'http://www.w3.org/2009/xmlenc11#aes128-gcm']) assert.ok(algs.includes(alg), alg)
  assert.equal(s.securityHeader.signedReferences.length, 3)
  assert.equal(s.securityHeader.securityTokens, 2)
  assert.deepEqual(s.security, { soapBytes: s.security !== undefined ? (s.security as { soapBytes: number }).soapBytes : 0, attachments: 1 })
  assert.doesNotThrow(() => JSON.stringify(s))
})

test('helger.as4in (HTTP response headers, claimed chunked but stored de-chunked) and TestReceipt12.xml are receipts', async () => {
  const h = await inspectMessage(fs.readFileSync(path.join(projectRoot, 'test', 'fixtures', 'peppol', 'helger.as4in')))
  assert.deepEqual(h.problems, [])
  assert.equal(h.messageType, 'Receipt')
  assert.equal(h.httpHeaders['x-frame-options'], 'DENY, SAMEORIGIN')
  assert.equal(h.refToMessageId, '3b3775c9-e88d-47f9-be5a-8e045ca2bc07@phase4')
  assert.equal(h.receipt?.references.length, 3)
  const t = await inspectMessage(read('TestReceipt12.xml'))
  assert.equal(t.messageType, 'Receipt')
  assert.equal(t.receipt?.references[2].uri, 'cid:phase4-att-a9297596-e9df-4740-9245-2c069712326f@cid')
  assert.equal(t.startLine, undefined)
})

test('ErrorMessage.xml is an unsigned Error signal; WrongCompression.mime reports EBMS:0003', async () => {
  const e = await inspectMessage(read('ErrorMessage.xml'))
  assert.equal(e.messageType, 'Error')
  assert.equal(e.securityHeader.present, false)
  assert.deepEqual(e.errors?.map(x => [x.code, x.severity, x.shortDescription]), [['EBMS:0001', 'failure', 'ValueNotRecognized']])
  const w = await inspectMessage(read('WrongCompression.mime'))
  assert.equal(w.messageType, 'UserMessage')
  assert.equal(w.parts[0].compressionType, 'application/rar')
  assert.equal(w.parts[0].encrypted, false)
  assert.ok(w.problems.some(p => p.code === 'EBMS:0003' && /application\/rar/.test(p.message)), JSON.stringify(w.problems))
})

test('an HTTP request with a request line and a chunked body; an unencrypted SBDH payload is summarised', async () => {
  const sbd = buildSbdh({ sender: '9915:a', receiver: '9915:b', documentTypeId: DOCTYPE, processId: PROCESS, countryC1: 'NO', instanceIdentifier: 'i-1', document: read('bis3-base-example.xml') })
  const um = buildUserMessage({ fromPartyId: 'POP000001', toPartyId: 'POP000002', processId: PROCESS, documentTypeId: DOCTYPE, originalSender: '9915:a', finalRecipient: '9915:b', payloadContentId: 'p@wharf' })
  const mp = writeMultipart([{ contentType: SOAP12_CONTENT_TYPE, data: um.xml }, { contentId: 'p@wharf', contentType: 'application/octet-stream', data: gzip(sbd) }])
  const body = Buffer.concat(mp.chunks)
  const half = Math.floor(body.length / 2)
  const chunkedBody = Buffer.concat([Buffer.from(`${half.toString(16)}\r\n`), body.subarray(0, half), Buffer.from(`\r\n${(body.length - half).toString(16)}\r\n`), body.subarray(half), Buffer.from('\r\n0\r\n\r\n')])
  const raw = Buffer.concat([Buffer.from(`POST /as4 HTTP/1.1\r\nHost: ap.example\r\nContent-Type: ${mp.contentType}\r\nTransfer-Encoding: chunked\r\n\r\n`), chunkedBody])
  const s = await inspectMessage(raw)
  assert.deepEqual(s.problems, [])
  assert.equal(s.startLine, 'POST /as4 HTTP/1.1')
  assert.equal(s.parts[0].decompressedSize, sbd.length)
  assert.deepEqual(s.parts[0].sbdh, { sender: '9915:a', receiver: '9915:b', documentTypeId: `busdox-docid-qns::${DOCTYPE}`, processId: PROCESS, instanceIdentifier: 'i-1', countryC1: 'NO', documentSize: read('bis3-base-example.xml').length - 39 })
  const garbage = await inspectMessage(Buffer.from('HTTP/1.1 500 Oops\r\nContent-Type: text/html\r\n\r\n<html/>'))
  assert.equal(garbage.messageType, 'Unknown')
  assert.equal(garbage.problems[0].code, 'EBMS:0007')
})
