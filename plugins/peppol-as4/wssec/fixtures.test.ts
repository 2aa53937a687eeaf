// verifyEnvelope against real phase4 messages: a signed Receipt (the xml-crypto C14N trap), phase4's
// WrongSigningAlgorithm forgery, and a message signed with phase4's expired Peppol test AP key.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { createHash, X509Certificate } from 'node:crypto'
import type { Element } from '@xmldom/xmldom'
import { loadTrustStore } from '../pki/trust-store.ts'
import { applyC14nFix, ExclusiveCanonicalization, libraryNsCompare } from '../xmldsig/c14n-fix.ts'
import { decryptAttachments, describeSecurity, parseSoapEnvelope, signEnvelope, verifyEnvelope, WsSecurityError } from './index.ts'
import { canonicalize, inclusivePrefixes } from './dom.ts'
import { NS } from './constants.ts'
import { FIXTURES, gzipAttachment, httpBody, testEnvelope } from './test-support.ts'

const receipt = httpBody(fs.readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/peppol/helger.as4in'), 'utf8'))
const testStore = loadTrustStore('test')
/** The trust callback Wharf uses: chain to a Peppol test AP CA and validity at `at`. */
const peppolTestTrust = (pem: string, at: Date): void => {
  const r = testStore.verifyChain(new X509Certificate(pem), 'ap', { at })
  if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
}

const rejects = (fn: () => unknown, code: string, kind?: string): void => {
  assert.throws(fn, (err: unknown) => {
    assert.ok(err instanceof WsSecurityError, `expected WsSecurityError, got ${String(err)}`)
    assert.equal(err.ebmsCode, code, err.message)
    if (kind !== undefined) assert.equal(err.kind, kind, err.message)
    return true
  })
}

test('the phase4 receipt (helger.as4in) verifies: Messaging and Body, signer from the BinarySecurityToken', () => {
  const result = verifyEnvelope(receipt, [])
  assert.equal(result.signerSubject, 'C=AT, O=Philip Helger IT Consulting e.U., OU=PEPPOL TEST AP, CN=POP000306')
  assert.deepEqual(result.references.map(r => r.uri), ['#phase4-msg-a9255f87-075b-4348-b125-beb6cee397e9', '#id-c80f8255-da5a-4c42-8e4b-9b66bac931d7'])
  assert.equal(result.references[0]?.digestValue, 'BsO7ITvHY3Z+EVJOOsNLIfgknNh9x/5ul6XRiSjOCJA=')
  assert.equal(result.signedElements[0]?.localName, 'Messaging')
  assert.equal(result.signedElements[1]?.localName, 'Body')
})

test('the receipt verifies with the Peppol test trust store at its sending time, not today (certificate expired 2023)', () => {
  verifyEnvelope(receipt, [], { trust: peppolTestTrust, at: new Date('2022-03-07T17:36:50Z') })
  rejects(() => verifyEnvelope(receipt, [], { trust: peppolTestTrust }), 'EBMS:0101', 'UNTRUSTED')
})

test('one changed byte in the receipt fails: in a signed element, in the SignedInfo, in the SignatureValue', () => {
  // The RefToMessageId inside the signed eb:Messaging.
  const inMessaging = receipt.replace('3b3775c9-e88d-47f9-be5a-8e045ca2bc07@phase4', '3b3775c9-e88d-47f9-be5a-8e045ca2bc08@phase4')
  assert.notEqual(inMessaging, receipt)
  rejects(() => verifyEnvelope(inMessaging, []), 'EBMS:0101', 'DIGEST_MISMATCH')
  // A digest value in SignedInfo changed consistently cannot help: the SignatureValue no longer verifies.
  const inSignatureValue = receipt.replace('<ds:SignatureValue>BlT98', '<ds:SignatureValue>BlT99')
  rejects(() => verifyEnvelope(inSignatureValue, []), 'EBMS:0101', 'SIGNATURE_VALUE')
  const inSignedInfo = receipt.replace('Id="SIG-bfa00308', 'Id="SIG-bfa00309').replace('<ds:SignedInfo>', '<ds:SignedInfo >')
  verifyEnvelope(inSignedInfo, []) // outside SignedInfo / C14N-insignificant: still valid
  const inC14n = receipt.replace('PrefixList="S12"/></ds:CanonicalizationMethod>', 'PrefixList="S12 eb"/></ds:CanonicalizationMethod>')
  rejects(() => verifyEnvelope(inC14n, []), 'EBMS:0101', 'SIGNATURE_VALUE')
})

test('the C14N trap: xml-crypto\'s own prefix order (localeCompare) digests the receipt\'s eb:Messaging differently; verifyEnvelope\'s C14N matches phase4', () => {
  const { doc } = parseSoapEnvelope(receipt)
  const messaging = doc.getElementsByTagNameNS(NS.EB, 'Messaging')[0] as unknown as Element
  const id = messaging.getAttributeNS(NS.WSU, 'Id') as string
  const reference = Array.from(doc.getElementsByTagNameNS(NS.DS, 'Reference')).find(r => r.getAttribute('URI') === `#${id}`) as unknown as Element
  const prefixes = inclusivePrefixes(reference.getElementsByTagNameNS(NS.DS, 'Transform')[0] as unknown as Element)
  const stated = reference.getElementsByTagNameNS(NS.DS, 'DigestValue')[0]?.textContent?.trim()
  const digest = (text: string): string => createHash('sha256').update(text, 'utf8').digest('base64')
  assert.equal(digest(canonicalize(messaging, prefixes)), stated)
  const proto = ExclusiveCanonicalization.prototype as unknown as { nsCompare: typeof libraryNsCompare }
  proto.nsCompare = libraryNsCompare
  try {
    // eb:Messaging declares S11, S12, ds, eb, ...: 'eb' sorts before 'S12' with localeCompare, so its digest differs.
    assert.notEqual(digest(new ExclusiveCanonicalization().processInner(messaging, [], '', {}, prefixes)), stated)
  } finally {
    applyC14nFix()
  }
  verifyEnvelope(receipt, [])
})

test('phase4 WrongSigningAlgorithm.xml is refused with EBMS:0101', () => {
  const xml = fs.readFileSync(path.join(FIXTURES, 'WrongSigningAlgorithm.xml'), 'utf8')
  rejects(() => verifyEnvelope(xml, []), 'EBMS:0101', 'ALGORITHM')
  assert.equal(describeSecurity(xml).signatureMethod, 'http://www.randomcrypt.com/random')
})

test('a message signed with the expired phase4 test AP key: refused at now, valid at a 2020 validation time', () => {
  const pem = fs.readFileSync(path.join(FIXTURES, 'peppol-expired-ap-key-cert.pem'), 'utf8')
  const signer = {
    keyPem: pem.slice(pem.indexOf('-----BEGIN PRIVATE KEY-----'), pem.indexOf('-----END PRIVATE KEY-----') + 25),
    certPem: pem.slice(pem.indexOf('-----BEGIN CERTIFICATE-----'))
  }
  const env = testEnvelope()
  const attachment = gzipAttachment(env.contentId, 2048)
  const signed = signEnvelope(env.xml, [attachment], signer)
  rejects(() => verifyEnvelope(signed, [attachment], { trust: peppolTestTrust }), 'EBMS:0101', 'UNTRUSTED')
  const result = verifyEnvelope(signed, [attachment], { trust: peppolTestTrust, at: new Date('2020-06-01T00:00:00Z') })
  assert.match(result.signerSubject, /CN=POP000306\b/)
  assert.equal(result.references.length, 3)
  // The same certificate is not valid before its validity period either.
  rejects(() => verifyEnvelope(signed, [attachment], { trust: peppolTestTrust, at: new Date('2019-01-01T00:00:00Z') }), 'EBMS:0101', 'UNTRUSTED')
})

test('phase4\'s real sign+encrypt request (dump-raw.as4out) is read: algorithms, tokens, and not for our key', () => {
  const raw = fs.readFileSync(path.join(FIXTURES, 'dump-raw.as4out'), 'latin1')
  const xml = raw.slice(raw.indexOf('<S12:Envelope'), raw.indexOf('</S12:Envelope>') + '</S12:Envelope>'.length)
  const d = describeSecurity(xml)
  assert.equal(d.signatureMethod, 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256')
  assert.equal(d.keyTransport, 'http://www.w3.org/2009/xmlenc11#rsa-oaep')
  assert.deepEqual(d.contentEncryption, ['http://www.w3.org/2009/xmlenc11#aes128-gcm'])
  assert.equal(d.references.length, 3)
  assert.match(d.references[2] as string, /^cid:phase4-att-/)
  assert.equal(d.tokens.length, 2)
  // Our (expired, phase4 test) key is not the recipient: the EncryptedKey structure is understood up to that check.
  const pem = fs.readFileSync(path.join(FIXTURES, 'peppol-expired-ap-key-cert.pem'), 'utf8')
  const us = { keyPem: pem.slice(0, pem.indexOf('-----BEGIN CERTIFICATE-----')), certPem: pem.slice(pem.indexOf('-----BEGIN CERTIFICATE-----')) }
  const cid = /URI="cid:([^"]+)"/.exec(xml)?.[1] as string
  rejects(() => decryptAttachments(xml, [{ contentId: cid, contentType: 'application/octet-stream', data: Buffer.alloc(64) }], us), 'EBMS:0102', 'WRONG_RECIPIENT')
})
