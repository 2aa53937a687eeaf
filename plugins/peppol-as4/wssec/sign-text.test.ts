// The signer's text path (sign-text.ts) against the DOM path: the same signed envelope byte for byte, apart from the
// fresh ids and the signature value; verified by wssec and by independent tools; and the DOM path wherever the
// text path does not apply.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { makeTestPki } from '../../../scripts/pki/make-test-pki.ts'
import { santuarioVerify } from '../../../scripts/bench/santuario/run.ts'
import { has, needs, xmlsec1Verify } from '../../../test/helpers/tools.ts'
import { buildErrorSignal, buildReceipt, buildUserMessage } from '../as4/ebms.ts'
import { signatureReferences } from '../as4/ebms-parse.ts'
import { NS } from './constants.ts'
import { parseEnvelopeShared } from './dom.ts'
import { signedReferencesOf, signEnvelope, signEnvelopeWithDom, verifyEnvelope, WsSecurityError, type Attachment } from './index.ts'
import { gzipAttachment, testEnvelope } from './test-support.ts'

const pki = await makeTestPki({ instances: ['A'] })
const A = pki.instances[0]?.ap as NonNullable<typeof pki.instances[0]>['ap']

/** Fresh ids and the signature value replaced, so the two paths' outputs compare. */
const normalized = (xml: string): string => xml
  .replace(/(X509|SIG|KI|STR)-[0-9a-f-]{36}/g, '$1-ID')
  .replace(/<ds:SignatureValue>[^<]*<\/ds:SignatureValue>/, '<ds:SignatureValue/>')

function userMessage (cid: string, party = 'POP000002'): string {
  return buildUserMessage({
    fromPartyId: 'POP000001', toPartyId: party, processId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
    documentTypeId: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1',
    originalSender: '0088:7300010000001', finalRecipient: '0192:987654325', payloadContentId: cid
  }).xml
}

const reference = { uri: '#m', digestMethod: 'http://www.w3.org/2001/04/xmlenc#sha256', digestValue: 'AAAA', transforms: [{ algorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#', inclusiveNamespaces: ['S12'] }] }
const cases: Array<{ name: string, xml: string, attachments: Attachment[] }> = [
  { name: 'UserMessage with its payload', xml: userMessage('p1@wharf'), attachments: [gzipAttachment('p1@wharf')] },
  { name: 'UserMessage, characters to escape in the Content-ID, non-ASCII party', xml: userMessage('a&b"c\'d@wharf', 'POP-é-😀'), attachments: [gzipAttachment('a&b"c\'d@wharf')] },
  { name: 'receipt', xml: buildReceipt({ refToMessageId: 'm@x', references: [reference] }).xml, attachments: [] },
  { name: 'error signal', xml: buildErrorSignal({ refToMessageId: 'm@x', errors: [{ code: 'EBMS:0004', detail: 'x < y & z > w' }] }).xml, attachments: [] },
  { name: 'phase4-shaped test envelope', xml: testEnvelope('t1@cid').xml, attachments: [gzipAttachment('t1@cid')] }
]

for (const c of cases) {
  test(`${c.name}: the text path writes what the DOM path writes, and it verifies`, () => {
    const text = signEnvelope(c.xml, c.attachments, A)
    const written = signedReferencesOf(text)
    assert.ok(written !== undefined, 'signed on the text path')
    const dom = signEnvelopeWithDom(c.xml, c.attachments, A)
    assert.equal(signedReferencesOf(dom), undefined)
    assert.equal(normalized(text), normalized(dom))
    assert.deepEqual(written, signatureReferences(parseEnvelopeShared(text).doc), 'the references it reports are the ones it wrote')
    assert.deepEqual(written.map(r => r.digestValue), signatureReferences(parseEnvelopeShared(dom).doc).map(r => r.digestValue))

    const verified = verifyEnvelope(text, c.attachments)
    assert.equal(verified.references.length, 2 + c.attachments.length)
    assert.throws(() => verifyEnvelope(text.replace('>m@x<', '>m@y<').replace('>POP000001<', '>POP000009<'), c.attachments), WsSecurityError)
  })
}

test('xmlsec1 verifies the element references of a text-path signature, and Santuario the whole of it', { ...needs('xmlsec1'), timeout: 120_000 }, async () => {
  const c = cases[0] as (typeof cases)[number]
  const text = signEnvelope(c.xml, c.attachments, A)
  const idAttrs: Array<[string, string]> = [['Id', `${NS.EB}:Messaging`], ['Id', `${NS.S12}:Body`]]
  const partial = xmlsec1Verify(text, { pubkeyCertPem: A.certPem, idAttrs })
  assert.match(partial.output, /SignedInfo References \(ok\/all\): 2\/3/, partial.output)
  const receipt = signEnvelope(cases[2]?.xml as string, [], A)
  const whole = xmlsec1Verify(receipt, { pubkeyCertPem: A.certPem, idAttrs })
  assert.ok(whole.ok, whole.output)
  if (has('santuario')) {
    const verdict = await santuarioVerify(text, c.attachments[0] as Attachment)
    assert.equal(verdict.valid, true, verdict.output)
  }
})

test('the DOM path where the text path does not apply, with the same errors', () => {
  const env = testEnvelope('d1@cid')
  const parts = [gzipAttachment('d1@cid')]
  // options, an unprefixed envelope, a Security header already there: signed through the DOM, and valid
  for (const [xml, options] of [
    [env.xml, { timestamp: { ttlSeconds: 60 } }],
    [env.xml.replace(/S12:/g, '').replace('xmlns:S12=', 'xmlns=').replace(/ mustUnderstand=/g, ' xmlns:s="http://www.w3.org/2003/05/soap-envelope" s:mustUnderstand='), {}],
    [env.xml.replace('<S12:Header>', `<S12:Header><wsse:Security xmlns:wsse="${NS.WSSE}"/>`), {}]
  ] as const) {
    const signed = signEnvelope(xml, parts, A, options)
    assert.equal(signedReferencesOf(signed), undefined)
    assert.equal(verifyEnvelope(signed, parts).references.length, 'timestamp' in options ? 4 : 3)
  }
  // NEL / LINE SEPARATOR (xmldom reads them as line feeds), an empty wsu:Id, a SOAP prefix the Security header binds
  const lineSeparator = buildErrorSignal({ refToMessageId: 'm@x', errors: [{ code: 'EBMS:0004', detail: 'a\u2028b\u0085c' }] }).xml
  const signedLs = signEnvelope(lineSeparator, [], A)
  assert.equal(signedReferencesOf(signedLs), undefined)
  assert.equal(verifyEnvelope(signedLs, []).references.length, 2)
  const emptyId = signEnvelope(env.xml.replace(`wsu:Id="${env.bodyId}"`, 'wsu:Id=""'), parts, A)
  assert.equal(signedReferencesOf(emptyId), undefined)
  assert.doesNotMatch(emptyId, /URI="#"/)
  assert.equal(verifyEnvelope(emptyId, parts).references.length, 3)
  const wsuPrefixed = signEnvelopeWithDom(env.xml.replace(/S12/g, 'soap'), parts, A)
  assert.equal(verifyEnvelope(wsuPrefixed, parts).references.length, 3, 'another prefix is fine')
  assert.equal(signedReferencesOf(signEnvelope(env.xml.replace(/S12/g, 'wsse'), parts, A)), undefined, 'wsse: the DOM path')

  // errors come from the DOM path, unchanged
  const signed = signEnvelope(env.xml, parts, A)
  assert.throws(() => signEnvelope(signed, parts, A), /already signed/)
  assert.throws(() => signEnvelope('<S12:Envelope xmlns:S12="http://www.w3.org/2003/05/soap-envelope"><S12:Header>', parts, A), /not acceptable XML/)
  assert.throws(() => signEnvelope(env.xml.replace(/<S12:Body[^>]*\/>/, ''), parts, A), /exactly one Header and one Body/)
  assert.throws(() => signEnvelope(env.xml, parts, { certPem: A.certPem, keyPem: pki.root.keyPem }), /does not belong/)
})
