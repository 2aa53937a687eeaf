// encryptAttachments after a text-path signature (encrypt-text.ts) against the DOM path: the same envelope byte for
// byte apart from the fresh ids, the signature value and the wrapped key; and the receiver decrypts and verifies it.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { makeTestPki } from '../../../scripts/pki/make-test-pki.ts'
import { buildUserMessage } from '../as4/ebms.ts'
import { decryptAttachments, encryptAttachments, signedReferencesOf, signEnvelope, signEnvelopeWithDom, verifyEnvelope, type Attachment } from './index.ts'
import { gzipAttachment } from './test-support.ts'

const pki = await makeTestPki({ instances: ['A', 'B'] })
const A = pki.instances[0]?.ap as NonNullable<typeof pki.instances[0]>['ap']
const B = pki.instances[1]?.ap as typeof A

const normalized = (xml: string): string => xml
  .replace(/(X509|SIG|KI|STR|EK|ED)-[0-9a-f-]{36}/g, '$1-ID')
  .replace(/<ds:SignatureValue>[^<]*</, '<ds:SignatureValue><')
  .replace(/<xenc:CipherValue>[^<]*</, '<xenc:CipherValue><')

const envelope = (cid: string): string => buildUserMessage({
  fromPartyId: 'POP000001', toPartyId: 'POP000002', processId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
  documentTypeId: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1',
  originalSender: '0088:7300010000001', finalRecipient: '0192:987654325', payloadContentId: cid
}).xml

for (const parts of [[gzipAttachment('one@wharf')], [gzipAttachment('one@wharf'), gzipAttachment('two&"x@wharf')]] as Attachment[][]) {
  test(`${parts.length} attachment(s): the text path encrypts as the DOM path does, and the receiver opens it`, () => {
    const xml = envelope('one@wharf')
    const textSigned = signEnvelope(xml, parts, A)
    assert.ok(signedReferencesOf(textSigned) !== undefined)
    const text = encryptAttachments(textSigned, parts, B.certPem)
    const dom = encryptAttachments(signEnvelopeWithDom(xml, parts, A), parts, B.certPem)
    assert.equal(normalized(text.envelopeXml), normalized(dom.envelopeXml))
    assert.equal(text.attachments.length, parts.length)

    const opened = decryptAttachments(text.envelopeXml, text.attachments, B)
    opened.attachments.forEach((a, i) => assert.ok(a.data.equals((parts[i] as Attachment).data)))
    assert.equal(verifyEnvelope(opened.envelopeXml, opened.attachments).references.length, 2 + parts.length)
    assert.throws(() => encryptAttachments(text.envelopeXml, parts, B.certPem), /already encrypted/)
  })
}
