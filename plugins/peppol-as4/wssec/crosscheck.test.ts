// What Wharf signs and encrypts, checked with independent tools: libxmlsec1 (xmlsec1 --verify), libxml2's C14N
// (xmllint --c14n) + `openssl dgst -verify`, `openssl dgst` for the attachment digest, `openssl pkeyutl -decrypt`
// for the RSA-OAEP key and WebCrypto for AES-128-GCM.
//
// xmlsec1 cannot resolve cid: references (it has no Attachment-Content-Signature-Transform), so: (1) a variant
// signed without the attachment reference verifies completely with xmlsec1; (2) for the real message, xmlsec1
// verifies the two element references (2/3) and stops at the attachment transform, the attachment digest is
// recomputed with openssl, and the SignatureValue over the whole SignedInfo is checked with xmllint + openssl.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { webcrypto } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { makeTestPki } from '../../../scripts/pki/make-test-pki.ts'
import { needs, xmlsec1Verify } from '../../../test/helpers/tools.ts'
import { NS } from './constants.ts'
import { encryptAttachments, signEnvelope, type Attachment } from './index.ts'
import { gzipAttachment, testEnvelope } from './test-support.ts'

const pki = await makeTestPki({ instances: ['A', 'B'] })
const A = pki.instances[0]?.ap as NonNullable<typeof pki.instances[0]>['ap']
const B = pki.instances[1]?.ap as typeof A
const idAttrs: Array<[string, string]> = [['Id', `${NS.EB}:Messaging`], ['Id', `${NS.S12}:Body`]]

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-wssec-'))
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
const file = (name: string, data: string | Buffer): string => { const f = path.join(dir, name); fs.writeFileSync(f, data); return f }
const run = (cmd: string, args: string[], input?: Buffer): Buffer => {
  const r = spawnSync(cmd, args, { input })
  assert.equal(r.status, 0, `${cmd} ${args.join(' ')}: ${r.stderr?.toString()}`)
  return r.stdout
}
const between = (xml: string, open: RegExp, close: string): string => {
  const m = open.exec(xml)
  assert.ok(m !== null, `no ${open.source}`)
  const from = m.index + m[0].length
  return xml.slice(from, xml.indexOf(close, from))
}

test('xmlsec1 verifies the signature over eb:Messaging and S12:Body (variant without the cid: reference)', needs('xmlsec1'), () => {
  const env = testEnvelope()
  const signed = signEnvelope(env.xml, [gzipAttachment(env.contentId)], A, { skipAttachments: true })
  const ok = xmlsec1Verify(signed, { pubkeyCertPem: A.certPem, idAttrs })
  assert.ok(ok.ok, ok.output)
  assert.match(ok.output, /SignedInfo References \(ok\/all\): 2\/2/)
  const tampered = xmlsec1Verify(signed.replace('>POP000002<', '>POP000003<'), { pubkeyCertPem: A.certPem, idAttrs })
  assert.equal(tampered.ok, false, tampered.output)
  const otherKey = xmlsec1Verify(signed, { pubkeyCertPem: B.certPem, idAttrs })
  assert.equal(otherKey.ok, false, otherKey.output)
})

test('the full signature: xmlsec1 element references, openssl attachment digest, xmllint C14N + openssl SignatureValue', needs('xmlsec1', 'xmllint', 'openssl'), () => {
  const env = testEnvelope()
  const attachment = gzipAttachment(env.contentId)
  const signed = signEnvelope(env.xml, [attachment], A)
  const partial = xmlsec1Verify(signed, { pubkeyCertPem: A.certPem, idAttrs })
  assert.match(partial.output, /SignedInfo References \(ok\/all\): 2\/3/, partial.output)
  assert.match(partial.output, /Attachment-Content-Signature-Transform/)

  const cidDigest = between(signed, new RegExp(`URI="cid:${env.contentId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">.*?<ds:DigestValue>`), '<')
  const opensslDigest = run('openssl', ['dgst', '-sha256', '-binary', file('attachment.gz', attachment.data)]).toString('base64')
  assert.equal(cidDigest, opensslDigest)

  // Exclusive C14N of SignedInfo with PrefixList S12 = inclusive C14N of SignedInfo as a document declaring ds and
  // S12 (the only namespaces in scope apart from ec, which is declared where used).
  const signedInfo = `<ds:SignedInfo xmlns:ds="${NS.DS}" xmlns:S12="${NS.S12}">${between(signed, /<ds:SignedInfo>/, '</ds:SignedInfo>')}</ds:SignedInfo>`
  const canonical = run('xmllint', ['--c14n', file('signedinfo.xml', signedInfo)])
  const signatureValue = Buffer.from(between(signed, /<ds:SignatureValue>/, '<'), 'base64')
  const pub = file('a.pub.pem', run('openssl', ['x509', '-pubkey', '-noout', '-in', file('a.pem', A.certPem)]))
  const verified = run('openssl', ['dgst', '-sha256', '-verify', pub, '-signature', file('sig.bin', signatureValue), file('c14n.xml', canonical)])
  assert.match(verified.toString(), /Verified OK/)
  const wrong = spawnSync('openssl', ['dgst', '-sha256', '-verify', pub, '-signature', file('sig.bin', signatureValue), file('c14n2.xml', Buffer.concat([canonical, Buffer.from(' ')]))])
  assert.notEqual(wrong.status, 0)
})

test('openssl pkeyutl unwraps the EncryptedKey (RSA-OAEP SHA-256/MGF1-SHA-256); WebCrypto decrypts the AES-128-GCM part', needs('openssl'), async () => {
  const env = testEnvelope()
  const attachment = gzipAttachment(env.contentId)
  const wire = encryptAttachments(signEnvelope(env.xml, [attachment], A), [attachment], B.certPem)
  const wrapped = Buffer.from(between(wire.envelopeXml, /<xenc:CipherValue>/, '<'), 'base64')
  const key = run('openssl', ['pkeyutl', '-decrypt', '-inkey', file('b.key.pem', B.keyPem), '-in', file('ek.bin', wrapped),
    '-pkeyopt', 'rsa_padding_mode:oaep', '-pkeyopt', 'rsa_oaep_md:sha256', '-pkeyopt', 'rsa_mgf1_md:sha256'])
  assert.equal(key.length, 16)
  // With SHA-1 as MGF the same ciphertext does not unwrap: the MGF really is SHA-256.
  const sha1Mgf = spawnSync('openssl', ['pkeyutl', '-decrypt', '-inkey', path.join(dir, 'b.key.pem'), '-in', path.join(dir, 'ek.bin'),
    '-pkeyopt', 'rsa_padding_mode:oaep', '-pkeyopt', 'rsa_oaep_md:sha256', '-pkeyopt', 'rsa_mgf1_md:sha1'])
  assert.notEqual(sha1Mgf.status, 0)

  const data = (wire.attachments[0] as Attachment).data
  const aes = await webcrypto.subtle.importKey('raw', key, 'AES-GCM', false, ['decrypt'])
  const plain = Buffer.from(await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv: data.subarray(0, 12), tagLength: 128 }, aes, data.subarray(12)))
  assert.ok(plain.equals(attachment.data))
  assert.match(wire.envelopeXml, /<xenc:EncryptedData [^>]*MimeType="application\/gzip"[^>]*Type="http:\/\/docs\.oasis-open\.org\/wss\/oasis-wss-SwAProfile-1\.1#Attachment-Content-Only"/)
  assert.match(wire.envelopeXml, new RegExp(`<xenc:CipherReference URI="cid:${env.contentId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"><xenc:Transforms><ds:Transform [^>]*Algorithm="http://docs.oasis-open.org/wss/oasis-wss-SwAProfile-1.1#Attachment-Ciphertext-Transform"`))
})
