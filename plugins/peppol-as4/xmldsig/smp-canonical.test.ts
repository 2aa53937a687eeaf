// SMP answers signed without a DOM (smp-canonical.ts): the same DigestValue and SignatureValue as the general path
// (xml-crypto over the parsed document, smp-signature.ts) for the same document, including text and attribute
// values that canonical XML escapes differently from an ordinary serialisation; verified by our verifier and by
// Debian's xmlsec1; extensions fall back to the general path.
import { before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { makeTestPki, type TestPki } from '../../../scripts/pki/make-test-pki.ts'
import { loadTrustStore, type TrustStore } from '../pki/trust-store.ts'
import { serviceMetadataXml, type ServiceMetadataInput } from '../smp-xml/build.ts'
import { participantIdentifier } from '../smp-xml/xml.ts'
import { createServiceMetadataSigner, type ServiceMetadataSigner } from './smp-canonical.ts'
import { signServiceMetadata, verifyServiceMetadata } from './smp-signature.ts'
import { has, needs, xmlsec1Verify } from '../../../test/helpers/tools.ts'

const INVOICE = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const BILLING = 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

const part = (xml: string, name: string): string => {
  const m = new RegExp(`<${name}>([^<]+)</${name}>`).exec(xml)
  assert.ok(m !== null, `no ${name}`)
  return m[1] as string
}

describe('SignedServiceMetadata from the canonical writer', () => {
  let pki: TestPki
  let trust: TrustStore
  let signer: ServiceMetadataSigner
  let keys: { certPem: string, keyPem: string }
  const inputs: Record<string, () => ServiceMetadataInput> = {}

  before(async () => {
    pki = await makeTestPki({ instances: ['A'] })
    trust = loadTrustStore('test', { localTestPki: { rootPem: pki.root.certPem, apCaPem: pki.apCa.certPem, smpCaPem: pki.smpCa.certPem } })
    const a = pki.instances[0]!
    keys = { certPem: a.smp.certPem, keyPem: a.smp.keyPem }
    signer = createServiceMetadataSigner(keys)
    const endpoint = { url: 'https://ap-a.wharf.test/as4', certificatePem: a.ap.certPem, serviceDescription: 'Wharf Access Point', technicalContactUrl: 'https://wharf.test/contact' }
    inputs.plain = () => ({ participant: participantIdentifier('0208:0123456749'), documentType: INVOICE, processes: [{ processId: BILLING, endpoints: [endpoint] }] })
    inputs['escaped text, two processes, optional fields'] = () => ({
      participant: participantIdentifier('0088:5790000435968'),
      documentType: INVOICE,
      processes: [
        { processId: BILLING, endpoints: [{ ...endpoint, serviceDescription: 'Tom & Jerry <AP> "quoted" \'single\' a > b\nsecond line\ttab', technicalContactUrl: 'https://wharf.test/contact?a=1&b=<2>' }] },
        {
          processId: 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:selfbilling:01:1.0',
          endpoints: [{
            ...endpoint, url: 'https://ap-a.wharf.test/as4?x=1&y="2"', requireBusinessLevelSignature: true, minimumAuthenticationLevel: '2',
            activation: new Date('2026-01-01T00:00:00Z'), expiration: '2030-12-31T23:59:59+01:00', technicalInformationUrl: 'https://wharf.test/info#a&b'
          }]
        }
      ]
    })
  })

  for (const name of ['plain', 'escaped text, two processes, optional fields']) {
    test(`${name}: the same digest and signature value as the general path, and it verifies`, () => {
      const input = (inputs[name] as () => ServiceMetadataInput)()
      const fast = signer.sign(input)
      // The general path signs the same document (the canonical writer's bytes without the Signature): parse, C14N.
      const general = signServiceMetadata(fast.replace(/<Signature xmlns=[\s\S]*<\/Signature>/, ''), keys)
      assert.equal(part(fast, 'DigestValue'), part(general, 'DigestValue'))
      assert.equal(part(fast, 'SignatureValue').replace(/\s/g, ''), part(general, 'SignatureValue').replace(/\s/g, ''))
      const r = verifyServiceMetadata(fast, { trust })
      assert.equal(r.ok, true, r.reason)
      assert.equal(r.serviceMetadata?.getElementsByTagNameNS('http://www.w3.org/2005/08/addressing', 'Address')[0]?.textContent, input.processes[0]?.endpoints[0]?.url)
    })

    test(`${name}: signAsync gives the same document`, async () => {
      const input = (inputs[name] as () => ServiceMetadataInput)()
      assert.equal(await signer.signAsync(input), signer.sign(input))
    })

    test(`${name}: xmlsec1 verifies it`, needs('xmlsec1'), () => {
      const run = xmlsec1Verify(signer.sign((inputs[name] as () => ServiceMetadataInput)()), { untrustedPems: [pki.smpCa.certPem], trustedPems: [pki.root.certPem] })
      assert.equal(run.ok, true, run.output)
      assert.match(run.output, /SignedInfo References \(ok\/all\): 1\/1/)
    })
  }

  // C14N writes a carriage return in text as &#xD;. The general path (xml-crypto over xmldom) digests other bytes for
  // such text, so the independent check here is xmlsec1 (libxml2's C14N).
  test('a carriage return in text: xmlsec1 verifies the canonical writer\'s signature', needs('xmlsec1'), () => {
    const input = (inputs.plain as () => ServiceMetadataInput)()
    const signed = signer.sign({ ...input, processes: [{ ...input.processes[0]!, endpoints: [{ ...input.processes[0]!.endpoints[0]!, serviceDescription: 'first\r\nsecond\rthird' }] }] })
    assert.ok(signed.includes('first&#xD;\nsecond&#xD;third'))
    const run = xmlsec1Verify(signed, { untrustedPems: [pki.smpCa.certPem], trustedPems: [pki.root.certPem] })
    assert.equal(run.ok, true, run.output)
  })

  test('a changed character breaks it, for our verifier and for xmlsec1', () => {
    const tampered = signer.sign((inputs.plain as () => ServiceMetadataInput)()).replace('ap-a.wharf.test/as4', 'ap-x.wharf.test/as4')
    assert.equal(verifyServiceMetadata(tampered, { trust }).code, 'SIGNATURE_INVALID')
    if (has('xmlsec1')) assert.equal(xmlsec1Verify(tampered, { untrustedPems: [pki.smpCa.certPem], trustedPems: [pki.root.certPem] }).ok, false)
  })

  test('an extension (raw XML) is signed the general way, and verifies', () => {
    const input = { ...(inputs.plain as () => ServiceMetadataInput)(), extensionXml: '<ext:Note xmlns:ext="urn:example:ext" b="2" a="1">x &amp; y</ext:Note>' }
    const fast = signer.sign(input)
    assert.equal(fast, signServiceMetadata(serviceMetadataXml(input), keys))
    assert.equal(verifyServiceMetadata(fast, { trust }).ok, true)
  })

  test('refuses a key that does not belong to the certificate', async () => {
    const other = await makeTestPki({ instances: ['B'] })
    assert.throws(() => createServiceMetadataSigner({ certPem: keys.certPem, keyPem: other.instances[0]!.smp.keyPem }), /does not belong/)
  })
})
