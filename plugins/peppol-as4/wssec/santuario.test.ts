// WS-Security interop with Apache Santuario (Debian libxml-security-java), the XML security library under WSS4J and
// phase4: Santuario verifies what Wharf signs (all three references, the attachment through the SwA
// Attachment-Content-Signature-Transform), and Wharf verifies what Santuario signs. Tampering with a signed element
// or the attachment is refused by both. The Java side is scripts/bench/santuario/SignVerify.java.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { makeTestPki } from '../../../scripts/pki/make-test-pki.ts'
import { santuarioSign, santuarioVerify } from '../../../scripts/bench/santuario/run.ts'
import { needs } from '../../../test/helpers/tools.ts'
import { signEnvelope, verifyEnvelope, WsSecurityError } from './index.ts'
import { gzipAttachment, testEnvelope } from './test-support.ts'

const pki = await makeTestPki({ instances: ['A', 'B'] })
const A = pki.instances[0]?.ap as NonNullable<typeof pki.instances[0]>['ap']
const B = pki.instances[1]?.ap as typeof A
const options = { ...needs('santuario'), timeout: 120_000 }

test('Santuario verifies the envelope Wharf signs: eb:Messaging, S12:Body and the attachment', options, async () => {
  const env = testEnvelope()
  const attachment = gzipAttachment(env.contentId)
  const signed = signEnvelope(env.xml, [attachment], A)
  const good = await santuarioVerify(signed, attachment)
  assert.equal(good.valid, true, good.output)

  const otherBody = await santuarioVerify(signed.replace('>POP000002<', '>POP000003<'), attachment)
  assert.equal(otherBody.valid, false, 'a changed eb:Messaging must not verify')
  const otherBytes = Buffer.from(attachment.data)
  otherBytes[otherBytes.length - 9] ^= 1
  const otherAttachment = await santuarioVerify(signed, { ...attachment, data: otherBytes })
  assert.equal(otherAttachment.valid, false, 'a changed attachment must not verify')
})

test('Wharf verifies the envelope Santuario signs and names its signer; tampering is refused', options, async () => {
  const env = testEnvelope()
  const attachment = gzipAttachment(env.contentId)
  const signed = await santuarioSign(env.xml, attachment, B)
  assert.match(signed, /<wsse:BinarySecurityToken[^>]*X509v3/)

  const result = verifyEnvelope(signed, [attachment])
  assert.deepEqual(result.references.map(r => r.uri), [`#${env.messagingId}`, `#${env.bodyId}`, `cid:${env.contentId}`])
  assert.equal(result.signerCertPem.replace(/\s/g, ''), B.certPem.replace(/\s/g, ''))
  assert.equal(result.signatureMethod, 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256')

  assert.throws(() => verifyEnvelope(signed.replace('>POP000001<', '>POP000009<'), [attachment]), WsSecurityError)
  const otherBytes = Buffer.from(attachment.data)
  otherBytes[0] ^= 1
  assert.throws(() => verifyEnvelope(signed, [{ ...attachment, data: otherBytes }]), WsSecurityError)
})
