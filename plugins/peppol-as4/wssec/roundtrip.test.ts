// Sign -> encrypt -> decrypt -> verify with a local Peppol-like test PKI, and what each kind of tampering yields.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { X509Certificate } from 'node:crypto'
import { makeTestPki } from '../../../scripts/pki/make-test-pki.ts'
import { TrustStore } from '../pki/trust-store.ts'
import {
  decryptAttachments, describeSecurity, ENCRYPTED_CONTENT_TYPE, encryptAttachments, parseSoapEnvelope, signEnvelope, verifyEnvelope, WsSecurityError, type Attachment
} from './index.ts'
import { gzipAttachment, testEnvelope } from './test-support.ts'

const [pki, otherPki] = await Promise.all([makeTestPki({ instances: ['A', 'B'] }), makeTestPki({ instances: ['X'], organization: 'Other PKI' })])
const A = pki.instances[0]?.ap as NonNullable<typeof pki.instances[0]>['ap'] // sender
const B = pki.instances[1]?.ap as typeof A // receiver
const X = otherPki.instances[0]?.ap as typeof A

const trustOf = (p: typeof pki) => {
  const store = new TrustStore({ ap: [p.apCa.certPem], roots: [p.root.certPem] })
  return (pem: string, at: Date): void => {
    const r = store.verifyChain(new X509Certificate(pem), 'ap', { at })
    if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
  }
}
const trust = trustOf(pki)

const rejects = (fn: () => unknown, code: string, kind: string): void => {
  assert.throws(fn, (err: unknown) => {
    assert.ok(err instanceof WsSecurityError, `expected WsSecurityError, got ${String(err)}`)
    assert.equal(err.ebmsCode, code, err.message)
    assert.equal(err.kind, kind, err.message)
    return true
  })
}

/** A signed and encrypted message from A to B. */
function send (): { env: ReturnType<typeof testEnvelope>, plain: Attachment, signed: string, wire: { envelopeXml: string, attachments: Attachment[] } } {
  const env = testEnvelope()
  const plain = gzipAttachment(env.contentId)
  const signed = signEnvelope(env.xml, [plain], A)
  return { env, plain, signed, wire: encryptAttachments(signed, [plain], B.certPem) }
}
const flip = (b: Buffer, at: number): Buffer => { const c = Buffer.from(b); c[at] = (c[at] as number) ^ 0x01; return c }

test('round trip: identical attachment bytes, the three references, signer subject', () => {
  const { env, plain, wire } = send()
  const sent = wire.attachments[0] as Attachment
  assert.equal(sent.contentType, ENCRYPTED_CONTENT_TYPE)
  assert.equal(sent.data.length, plain.data.length + 12 + 16)
  assert.ok(!sent.data.includes(plain.data.subarray(20, 60)))
  const got = decryptAttachments(wire.envelopeXml, wire.attachments, B)
  assert.equal(got.envelopeXml, wire.envelopeXml)
  assert.ok((got.attachments[0] as Attachment).data.equals(plain.data))
  assert.equal(got.attachments[0]?.contentType, 'application/gzip')
  const result = verifyEnvelope(got.envelopeXml, got.attachments, { trust })
  assert.deepEqual(result.references.map(r => r.uri), [`#${env.messagingId}`, `#${env.bodyId}`, `cid:${env.contentId}`])
  assert.deepEqual(result.references[2]?.transforms, ['http://docs.oasis-open.org/wss/oasis-wss-SwAProfile-1.1#Attachment-Content-Signature-Transform'])
  assert.equal(result.signerSubject, 'C=BE, O=Wharf instance A, OU=PEPPOL TEST AP, CN=POP000001')
  assert.equal(result.signatureMethod, 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256')
  const d = describeSecurity(wire.envelopeXml)
  assert.equal(d.keyTransport, 'http://www.w3.org/2009/xmlenc11#rsa-oaep')
  assert.deepEqual(d.contentEncryption, ['http://www.w3.org/2009/xmlenc11#aes128-gcm'])
  assert.deepEqual(d.tokens.map(t => t.subject), [
    'C=BE, O=Wharf instance B, OU=PEPPOL TEST AP, CN=POP000002', 'C=BE, O=Wharf instance A, OU=PEPPOL TEST AP, CN=POP000001'
  ])
})

test('decrypt and verify share one parse; verify releases it, valid or not (a cached DOM is kept past the young generation)', () => {
  const { wire } = send()
  const got = decryptAttachments(wire.envelopeXml, wire.attachments, B)
  const shared = parseSoapEnvelope(got.envelopeXml)
  const result = verifyEnvelope(got.envelopeXml, got.attachments, { trust })
  assert.equal(result.document, shared.doc, 'verify reads the parse decrypt made')
  assert.notEqual(parseSoapEnvelope(got.envelopeXml).doc, shared.doc, 'verify dropped its text from the shared cache')
  const other = send()
  const plain = decryptAttachments(other.wire.envelopeXml, other.wire.attachments, B)
  const before = parseSoapEnvelope(plain.envelopeXml)
  rejects(() => verifyEnvelope(plain.envelopeXml, [], { trust }), 'EBMS:0101', 'REFERENCE')
  assert.notEqual(parseSoapEnvelope(plain.envelopeXml).doc, before.doc, 'released after a refusal too')
})

test('tampering: attachment byte after decryption, ciphertext byte, header element, foreign CA', () => {
  const { env, wire } = send()
  const got = decryptAttachments(wire.envelopeXml, wire.attachments, B)
  const changed = [{ ...(got.attachments[0] as Attachment), data: flip((got.attachments[0] as Attachment).data, 100) }]
  rejects(() => verifyEnvelope(got.envelopeXml, changed), 'EBMS:0101', 'DIGEST_MISMATCH')

  const badCipher = [{ ...(wire.attachments[0] as Attachment), data: flip((wire.attachments[0] as Attachment).data, 40) }]
  rejects(() => decryptAttachments(wire.envelopeXml, badCipher, B), 'EBMS:0102', 'DECRYPTION')
  const truncated = [{ ...(wire.attachments[0] as Attachment), data: (wire.attachments[0] as Attachment).data.subarray(0, 20) }]
  rejects(() => decryptAttachments(wire.envelopeXml, truncated, B), 'EBMS:0102', 'DECRYPTION')

  const header = wire.envelopeXml.replace('<eb:MessageId>wharf-test@wharf</eb:MessageId>', '<eb:MessageId>wharf-tesT@wharf</eb:MessageId>')
  assert.notEqual(header, wire.envelopeXml)
  const h = decryptAttachments(header, wire.attachments, B)
  rejects(() => verifyEnvelope(h.envelopeXml, h.attachments), 'EBMS:0101', 'DIGEST_MISMATCH')
  const partyId = got.envelopeXml.replace('>POP000002<', '>POP000003<')
  rejects(() => verifyEnvelope(partyId, got.attachments), 'EBMS:0101', 'DIGEST_MISMATCH')
  const body = got.envelopeXml.replace(`wsu:Id="${env.bodyId}"/>`, `wsu:Id="${env.bodyId}"><x/></S12:Body>`)
  rejects(() => verifyEnvelope(body, got.attachments), 'EBMS:0101', 'DIGEST_MISMATCH')

  rejects(() => verifyEnvelope(got.envelopeXml, got.attachments, { trust: trustOf(otherPki) }), 'EBMS:0101', 'UNTRUSTED')
  // The other way round: X's certificate (other CA) signing is refused by our store.
  const fromX = signEnvelope(testEnvelope().xml, [], X)
  verifyEnvelope(fromX, [], { trust: trustOf(otherPki) })
  rejects(() => verifyEnvelope(fromX, [], { trust }), 'EBMS:0101', 'UNTRUSTED')
})

test('decryption needs our certificate and key', () => {
  const { wire } = send()
  rejects(() => decryptAttachments(wire.envelopeXml, wire.attachments, A), 'EBMS:0102', 'WRONG_RECIPIENT')
  rejects(() => decryptAttachments(wire.envelopeXml, wire.attachments, { certPem: B.certPem, keyPem: A.keyPem }), 'EBMS:0102', 'DECRYPTION')
  const plainAlso = [...wire.attachments, gzipAttachment('extra@cid', 100)]
  rejects(() => decryptAttachments(wire.envelopeXml, plainAlso, B), 'EBMS:0103', 'UNENCRYPTED')
  assert.equal(decryptAttachments(wire.envelopeXml, plainAlso, B, { allowUnencrypted: true }).attachments.length, 2)
  rejects(() => decryptAttachments(wire.envelopeXml, [], B), 'EBMS:0102', 'DECRYPTION')
})

test('signature wrapping and unsigned parts are refused', () => {
  const { env, plain, signed } = send()
  // The signed Messaging moved into a wrapper, an unsigned one put where processors read it.
  const start = signed.indexOf('<eb:Messaging')
  const end = signed.indexOf('</eb:Messaging>') + '</eb:Messaging>'.length
  const original = signed.slice(start, end)
  const fake = original.replace(env.messagingId, 'fake-id').replace('POP000001', 'POP000666')
  const wrapped = signed.slice(0, start) + `<w:Wrapper xmlns:w="urn:x">${original}</w:Wrapper>${fake}` + signed.slice(end)
  rejects(() => verifyEnvelope(wrapped, [plain]), 'EBMS:0101', 'UNSIGNED_PART')
  // A second element with the signed id: the reference is ambiguous.
  const duplicate = signed.slice(0, end) + original.replace('POP000001', 'POP000666') + signed.slice(end)
  rejects(() => verifyEnvelope(duplicate, [plain]), 'EBMS:0101', 'REFERENCE')
  // An attachment the signature does not cover, and a signed one that is missing.
  rejects(() => verifyEnvelope(signed, [plain, gzipAttachment('extra@cid', 100)]), 'EBMS:0101', 'UNSIGNED_PART')
  verifyEnvelope(signed, [plain, gzipAttachment('extra@cid', 100)], { requireAttachmentReferences: false })
  rejects(() => verifyEnvelope(signed, []), 'EBMS:0101', 'REFERENCE')
  // Signing only the Body leaves Messaging unsigned.
  const other = testEnvelope()
  const bodyOnly = signEnvelope(other.xml, [], A, { ids: [other.bodyId] })
  rejects(() => verifyEnvelope(bodyOnly, []), 'EBMS:0101', 'UNSIGNED_PART')
  assert.equal(verifyEnvelope(bodyOnly, [], { requireMessagingAndBody: false }).references.length, 1)
})

test('policy: no security header, key not referenced through a BinarySecurityToken, not an envelope', () => {
  const { env, plain, signed } = send()
  rejects(() => verifyEnvelope(env.xml, [plain]), 'EBMS:0103', 'NO_SECURITY_HEADER')
  const cert = /<wsse:BinarySecurityToken[^>]*>([^<]+)</.exec(signed)?.[1] as string
  const x509Data = signed.replace(/<wsse:SecurityTokenReference[^>]*>.*?<\/wsse:SecurityTokenReference>/,
    `<ds:X509Data><ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data>`)
  assert.notEqual(x509Data, signed)
  rejects(() => verifyEnvelope(x509Data, [plain]), 'EBMS:0103', 'TOKEN')
  rejects(() => verifyEnvelope('<a/>', []), 'EBMS:0103', 'MALFORMED')
  rejects(() => verifyEnvelope('<!DOCTYPE x [<!ENTITY e "e">]><x/>', []), 'EBMS:0103', 'MALFORMED')
  rejects(() => verifyEnvelope(signed.slice(0, 500), []), 'EBMS:0103', 'MALFORMED')
  const twoSecurity = signed.replace('<S12:Header>', '<S12:Header><wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"/>')
  rejects(() => verifyEnvelope(twoSecurity, [plain]), 'EBMS:0103', 'SEVERAL_SECURITY_HEADERS')
  const sha1 = signed.replace('xmldsig-more#rsa-sha256', 'xmldsig#rsa-sha1')
  rejects(() => verifyEnvelope(sha1, [plain]), 'EBMS:0101', 'ALGORITHM')
})

test('options: chosen ids with a timestamp, another SOAP prefix, a key that is not the certificate\'s', () => {
  const env = testEnvelope()
  const signed = signEnvelope(env.xml, [], A, { ids: [env.messagingId, env.bodyId], timestamp: { ttlSeconds: 300 } })
  const result = verifyEnvelope(signed, [])
  assert.equal(result.references.length, 3)
  assert.equal(result.signedElements[0]?.localName, 'Timestamp')
  assert.throws(() => signEnvelope(env.xml, [], A, { ids: ['nope'] }), /names 0 elements/)
  assert.throws(() => signEnvelope(signed, [], A), /already signed/)
  assert.throws(() => signEnvelope(env.xml, [], { certPem: A.certPem, keyPem: B.keyPem }), /does not belong/)

  const soap = env.xml.replaceAll('S12:', 'soap:').replace('xmlns:S12=', 'xmlns:soap=')
  const plain = gzipAttachment(env.contentId, 500)
  const s2 = signEnvelope(soap, [plain], A)
  assert.match(s2, /PrefixList="soap"/)
  const w2 = encryptAttachments(s2, [plain], B.certPem)
  const d2 = decryptAttachments(w2.envelopeXml, w2.attachments, B)
  assert.equal(verifyEnvelope(d2.envelopeXml, d2.attachments).references.length, 3)
  // Messaging and Body without wsu:Id get one.
  const noIds = env.xml.replace(/ wsu:Id="[^"]+"/g, '')
  assert.equal(verifyEnvelope(signEnvelope(noIds, [], A), []).references.length, 2)
})

test('hostile nesting inside a signed element is canonicalised without a crash and refused with an EBMS error', () => {
  const env = testEnvelope()
  const signed = signEnvelope(env.xml, [], A)
  const depth = 20000
  const deep = signed.replace(`wsu:Id="${env.bodyId}"/>`, `wsu:Id="${env.bodyId}">${'<x>'.repeat(depth)}${'</x>'.repeat(depth)}</S12:Body>`)
  assert.notEqual(deep, signed)
  // The canonicaliser walks without recursion (exc-c14n-dom.ts), so the deep Body is digested and found changed.
  rejects(() => verifyEnvelope(deep, []), 'EBMS:0101', 'DIGEST_MISMATCH')
})

test('SwA content canonicalization: XML parts by exclusive C14N, text parts by CRLF, anything else as bytes', () => {
  const env = testEnvelope('xml@cid')
  const xmlPart: Attachment = { contentId: 'xml@cid', contentType: 'application/xml; charset=UTF-8', data: Buffer.from('<a b="1" c="2"><d></d></a>') }
  const textPart: Attachment = { contentId: 'text@cid', contentType: 'text/plain', data: Buffer.from('line 1\nline 2\n') }
  const binPart: Attachment = { contentId: 'bin@cid', contentType: 'application/gzip', data: Buffer.from('line 1\nline 2\n') }
  const signed = signEnvelope(env.xml, [xmlPart, textPart, binPart], A)
  const same = [
    { ...xmlPart, data: Buffer.from('<?xml version="1.0"?>\n<a c="2"  b="1"><d/></a>') },
    { ...textPart, data: Buffer.from('line 1\r\nline 2\r\n') },
    binPart
  ]
  assert.equal(verifyEnvelope(signed, same).references.length, 5)
  rejects(() => verifyEnvelope(signed, [same[0] as Attachment, same[1] as Attachment, { ...binPart, data: Buffer.from('line 1\r\nline 2\r\n') }]), 'EBMS:0101', 'DIGEST_MISMATCH')
  rejects(() => verifyEnvelope(signed, [{ ...xmlPart, data: Buffer.from('<a b="1" c="3"><d/></a>') }, textPart, binPart]), 'EBMS:0101', 'DIGEST_MISMATCH')
})
