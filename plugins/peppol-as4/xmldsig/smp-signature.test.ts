import { before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { makeTestPki, type TestPki } from '../../../scripts/pki/make-test-pki.ts'
import { certificateToBase64, toX509 } from '../../../core/crypto/certificates.ts'
import { loadTrustStore, TrustStore } from '../pki/trust-store.ts'
import { checkServiceMetadata, signServiceMetadata, SMP_NS, verifyServiceMetadata } from './smp-signature.ts'
import { childElements, parseXmlSafely } from '../../../core/documents/safe-xml.ts'
import { ALG, DSIG_NS } from './verify.ts'
import { has, needs, xmlsec1Verify } from '../../../test/helpers/tools.ts'

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/peppol')
const fixture = (name: string): string => fs.readFileSync(path.join(FIXTURES, name), 'utf8')

// Both fixtures are signed by CN=PNO000070, OU=PEPPOL PRODUCTION SMP (NetEDI), issued by "PEPPOL SERVICE METADATA
// PUBLISHER CA - G2" (production), valid 2019-03-11 .. 2021-02-28. peppol-commons checks them at 2021-01-01 against
// its SMP production trust store with secure validation off (RSA-SHA1): 1 must fail, 2 must pass
// (SignedServiceMetadataTypeFuncTest testReadInvalid / testReadValid).
const UPSTREAM_TIME = new Date('2021-01-01T00:00:00Z')

function signerOf (xml: string): string {
  const m = /<X509Certificate>([^<]+)<\/X509Certificate>/.exec(xml)
  assert.ok(m !== null)
  return m[1] as string
}

/**
 * The G2 production SMP CA is not in the fixtures (trust/README.md), so the upstream classification is reproduced
 * with a store that pins the fixtures' SMP certificate itself.
 */
const pinnedFixtureSigner = (): TrustStore =>
  new TrustStore({ name: 'pinned fixture signer', smp: [signerOf(fixture('signed-service-metadata2.xml'))] })

describe('fixtures signed-service-metadata1/2.xml (classified as peppol-commons does)', () => {
  test('1 is invalid: its reference digest does not match (the document was re-indented after signing)', () => {
    const xml = fixture('signed-service-metadata1.xml')
    const r = verifyServiceMetadata(xml, { trust: pinnedFixtureSigner(), at: UPSTREAM_TIME, allowSha1: true })
    assert.equal(r.ok, false)
    assert.equal(r.code, 'SIGNATURE_INVALID')
    assert.equal(r.signatureValid, false)
    assert.match(r.reason, /calculated digest is UOvHACFmy0H\/3qRpUbyASAbDROM= but the xml to validate supplies digest Y0fKSXshxz7JcVsxpyjsGjggi0M=/)
    assert.equal(r.chain?.ok, true, 'the certificate itself is fine at that time')
    assert.deepEqual(r.algorithms, {
      canonicalization: ALG.EXC_C14N, signature: ALG.RSA_SHA1, digest: ALG.SHA1, transforms: [ALG.ENVELOPED]
    })

    // Why: the indentation whitespace was added after signing. Without it the same bytes verify.
    const compact = xml.replace(/>\s+</g, '><')
    const again = verifyServiceMetadata(compact, { trust: pinnedFixtureSigner(), at: UPSTREAM_TIME, allowSha1: true })
    assert.equal(again.ok, true, again.reason)
  })

  test('2 is valid at 2021-01-01, when its certificate was valid', () => {
    const r = verifyServiceMetadata(fixture('signed-service-metadata2.xml'), { trust: pinnedFixtureSigner(), at: UPSTREAM_TIME, allowSha1: true })
    assert.equal(r.ok, true, r.reason)
    assert.equal(r.signatureValid, true)
    assert.equal(r.signerSubject, 'CN=PNO000070, OU=PEPPOL PRODUCTION SMP, O=NetEDI Limited, C=GB')
    assert.equal(r.chain?.code, 'OK')
  })

  test('2 is invalid today: the SMP certificate expired on 2021-02-28', () => {
    const r = verifyServiceMetadata(fixture('signed-service-metadata2.xml'), { trust: pinnedFixtureSigner(), allowSha1: true })
    assert.equal(r.ok, false)
    assert.equal(r.code, 'CERTIFICATE_INVALID')
    assert.equal(r.signatureValid, true)
    assert.equal(r.chain?.code, 'EXPIRED')
    assert.match(r.reason, /expired on 2021-02-28T23:59:59.000Z/)
  })

  test('2 against the vendored Peppol test store: signature valid, issuer (G2 production SMP CA) not trusted', () => {
    const r = verifyServiceMetadata(fixture('signed-service-metadata2.xml'), { trust: loadTrustStore('test'), at: UPSTREAM_TIME, allowSha1: true })
    assert.equal(r.code, 'CERTIFICATE_INVALID')
    assert.equal(r.signatureValid, true)
    assert.equal(r.chain?.code, 'UNTRUSTED_ISSUER')
    assert.match(r.reason, /PEPPOL SERVICE METADATA PUBLISHER CA - G2/)
    const production = verifyServiceMetadata(fixture('signed-service-metadata2.xml'), { trust: loadTrustStore('production'), at: UPSTREAM_TIME, allowSha1: true })
    assert.equal(production.chain?.code, 'NO_TRUST_ANCHORS')
  })

  test('SHA-1 documents are refused unless allowSha1 is set', () => {
    const r = verifyServiceMetadata(fixture('signed-service-metadata2.xml'), { trust: pinnedFixtureSigner(), at: UPSTREAM_TIME })
    assert.equal(r.code, 'SIGNATURE_POLICY')
    assert.match(r.reason, /rsa-sha1.*allowSha1/)
  })

  test('xmlsec1 classifies the fixtures the same way (signature only)', needs('xmlsec1'), () => {
    assert.equal(xmlsec1Verify(fixture('signed-service-metadata1.xml'), { insecure: true }).ok, false)
    const ok = xmlsec1Verify(fixture('signed-service-metadata2.xml'), { insecure: true })
    assert.equal(ok.ok, true, ok.output)
  })
})

/** A Peppol SMP 1.x ServiceMetadata with the AS4 endpoint and the AP certificate of the receiving AP. */
function serviceMetadata (apCertBase64: string, address = 'https://ap-a.wharf.test/as4'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ServiceMetadata xmlns="${SMP_NS}" xmlns:ids="http://busdox.org/transport/identifiers/1.0/" xmlns:wsa="http://www.w3.org/2005/08/addressing">
  <ServiceInformation>
    <ids:ParticipantIdentifier scheme="iso6523-actorid-upis">0208:0123456749</ids:ParticipantIdentifier>
    <ids:DocumentIdentifier scheme="busdox-docid-qns">urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1</ids:DocumentIdentifier>
    <ProcessList>
      <Process>
        <ids:ProcessIdentifier scheme="cenbii-procid-ubl">urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</ids:ProcessIdentifier>
        <ServiceEndpointList>
          <Endpoint transportProfile="peppol-transport-as4-v2_0">
            <wsa:EndpointReference><wsa:Address>${address}</wsa:Address></wsa:EndpointReference>
            <RequireBusinessLevelSignature>false</RequireBusinessLevelSignature>
            <Certificate>${apCertBase64}</Certificate>
            <ServiceDescription>Wharf test AP &amp; friends</ServiceDescription>
            <TechnicalContactUrl>https://wharf.test/contact</TechnicalContactUrl>
          </Endpoint>
        </ServiceEndpointList>
      </Process>
    </ProcessList>
  </ServiceInformation>
</ServiceMetadata>
`
}

describe('our SignedServiceMetadata', () => {
  let pki: TestPki
  let trust: TrustStore
  let signed: string
  let unsigned: string

  before(async () => {
    pki = await makeTestPki({ instances: ['A'] })
    trust = loadTrustStore('test', {
      localTestPki: { rootPem: pki.root.certPem, apCaPem: pki.apCa.certPem, smpCaPem: pki.smpCa.certPem }
    })
    const a = pki.instances[0]!
    unsigned = serviceMetadata(certificateToBase64(a.ap.certPem))
    signed = signServiceMetadata(unsigned, { keyPem: a.smp.keyPem, certPem: a.smp.certPem })
  })

  const xmlsec1Trust = (): { untrustedPems: string[], trustedPems: string[] } =>
    ({ untrustedPems: [pki.smpCa.certPem], trustedPems: [pki.root.certPem] })

  test('has the Peppol SMP 1.x signature shape', () => {
    const doc = parseXmlSafely(signed)
    const root = doc.documentElement!
    assert.equal(root.namespaceURI, SMP_NS)
    assert.equal(root.localName, 'SignedServiceMetadata')
    const children = childElements(root, '*', '*')
    assert.deepEqual(children.map(c => c.localName), ['ServiceMetadata', 'Signature'])
    const signature = children[1]!
    assert.equal(signature.namespaceURI, DSIG_NS)
    const si = childElements(signature, DSIG_NS, 'SignedInfo')[0]!
    const alg = (name: string): string | null => childElements(si, DSIG_NS, name)[0]!.getAttribute('Algorithm')
    assert.equal(alg('CanonicalizationMethod'), 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315')
    assert.equal(alg('SignatureMethod'), 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256')
    const refs = childElements(si, DSIG_NS, 'Reference')
    assert.equal(refs.length, 1)
    assert.equal(refs[0]!.getAttribute('URI'), '')
    const transforms = childElements(childElements(refs[0]!, DSIG_NS, 'Transforms')[0]!, DSIG_NS, 'Transform')
    assert.deepEqual(transforms.map(t => t.getAttribute('Algorithm')), ['http://www.w3.org/2000/09/xmldsig#enveloped-signature'])
    assert.equal(childElements(refs[0]!, DSIG_NS, 'DigestMethod')[0]!.getAttribute('Algorithm'), 'http://www.w3.org/2001/04/xmlenc#sha256')
    const certs = signed.match(/<X509Certificate>([^<]+)<\/X509Certificate>/g) ?? []
    assert.equal(certs.length, 1, 'only the SMP certificate in KeyInfo')
    assert.equal(signerOf(signed), certificateToBase64(pki.instances[0]!.smp.certPem))
    // The payload is unchanged: endpoint URL and AP certificate.
    assert.ok(signed.includes('<wsa:Address>https://ap-a.wharf.test/as4</wsa:Address>'))
    assert.ok(signed.includes(`<Certificate>${certificateToBase64(pki.instances[0]!.ap.certPem)}</Certificate>`))
  })

  test('verifies with our verifier (signature and SMP CA chain)', async () => {
    const r = verifyServiceMetadata(signed, { trust })
    assert.equal(r.ok, true, r.reason)
    assert.equal(r.signerSubject, 'C=BE, O=Wharf instance A, OU=PEPPOL TEST SMP, CN=POP000001')
    assert.equal(r.chain?.chain.length, 3)
    assert.ok(r.certificate !== undefined && toX509(pki.instances[0]!.smp.certPem).raw.equals(r.certificate.raw))
    assert.equal((await checkServiceMetadata(signed, { trust })).ok, true)
    const address = r.serviceMetadata?.getElementsByTagNameNS('http://www.w3.org/2005/08/addressing', 'Address')[0]
    assert.equal(address?.textContent, 'https://ap-a.wharf.test/as4')
  })

  test('verifies with xmlsec1, trusting only our root (SMP CA as intermediate)', needs('xmlsec1'), () => {
    const run = xmlsec1Verify(signed, xmlsec1Trust())
    assert.equal(run.ok, true, run.output)
    assert.match(run.output, /SignedInfo References \(ok\/all\): 1\/1/)
  })

  test('a tampered endpoint URL fails both verifiers', () => {
    const tampered = signed.replace('https://ap-a.wharf.test/as4', 'https://evil.example/as4')
    assert.notEqual(tampered, signed)
    const r = verifyServiceMetadata(tampered, { trust })
    assert.equal(r.ok, false)
    assert.equal(r.code, 'SIGNATURE_INVALID')
    assert.match(r.reason, /calculated digest/)
    if (has('xmlsec1')) assert.equal(xmlsec1Verify(tampered, xmlsec1Trust()).ok, false)
  })

  test('a tampered SignatureValue fails both verifiers', () => {
    const tampered = signed.replace(/<SignatureValue>(.)/, (_m, c: string) => `<SignatureValue>${c === 'A' ? 'B' : 'A'}`)
    const r = verifyServiceMetadata(tampered, { trust })
    assert.equal(r.code, 'SIGNATURE_INVALID')
    assert.match(r.reason, /SignatureValue does not verify/)
    if (has('xmlsec1')) assert.equal(xmlsec1Verify(tampered, xmlsec1Trust()).ok, false)
  })

  test('the Peppol test CAs alone do not trust our local SMP certificate (nor does xmlsec1)', () => {
    const r = verifyServiceMetadata(signed, { trust: loadTrustStore('test') })
    assert.equal(r.code, 'CERTIFICATE_INVALID')
    assert.equal(r.signatureValid, true)
    assert.equal(r.chain?.code, 'UNTRUSTED_ISSUER')
    if (has('xmlsec1')) {
      const g3 = (f: string): string => fs.readFileSync(path.resolve(import.meta.dirname, '../pki/trust', f), 'utf8')
      const run = xmlsec1Verify(signed, { untrustedPems: [g3('peppol-smp-test-ca-g3.pem')], trustedPems: [g3('peppol-root-test-ca-g3.pem')] })
      assert.equal(run.ok, false)
    }
  })

  test('a document signed with the AP certificate is refused (not an SMP certificate)', () => {
    const a = pki.instances[0]!
    const wrongPurpose = signServiceMetadata(unsigned, { keyPem: a.ap.keyPem, certPem: a.ap.certPem })
    const r = verifyServiceMetadata(wrongPurpose, { trust })
    assert.equal(r.signatureValid, true)
    assert.equal(r.code, 'CERTIFICATE_INVALID')
    assert.equal(r.chain?.code, 'UNTRUSTED_ISSUER')
  })

  test('the SMP certificate must be valid at the validation time', () => {
    const r = verifyServiceMetadata(signed, { trust, at: new Date(Date.now() + 10 * 365 * 24 * 3600_000) })
    assert.equal(r.chain?.code, 'EXPIRED')
    assert.equal(r.ok, false)
  })

  test('signs phoss-smp\'s prefixed ServiceMetadata and an unsigned SignedServiceMetadata', () => {
    const a = pki.instances[0]!
    const phoss = signServiceMetadata(fixture('peppol-service-metadata.xml'), { keyPem: a.smp.keyPem, certPem: a.smp.certPem })
    assert.equal(verifyServiceMetadata(phoss, { trust }).ok, true)
    if (has('xmlsec1')) assert.equal(xmlsec1Verify(phoss, xmlsec1Trust()).ok, true)

    const wrapped = `<SignedServiceMetadata xmlns="${SMP_NS}">${unsigned.replace(/^<\?xml[^>]*>\s*/, '')}</SignedServiceMetadata>`
    const again = signServiceMetadata(wrapped, { keyPem: a.smp.keyPem, certPem: a.smp.certPem })
    assert.equal(verifyServiceMetadata(again, { trust }).ok, true)
  })

  test('refuses to sign what is not SMP metadata, is already signed, or with a key of another certificate', () => {
    const a = pki.instances[0]!
    assert.throws(() => signServiceMetadata('<Other xmlns="urn:x"/>', { keyPem: a.smp.keyPem, certPem: a.smp.certPem }), /expected SMP ServiceMetadata/)
    assert.throws(() => signServiceMetadata(signed, { keyPem: a.smp.keyPem, certPem: a.smp.certPem }), /already signed/)
    assert.throws(() => signServiceMetadata(unsigned, { keyPem: a.ap.keyPem, certPem: a.smp.certPem }), /does not belong/)
  })

  test('policy: a second signature, another reference URI or a missing signature are refused', () => {
    const sig = /<Signature [\s\S]*<\/Signature>/.exec(signed)![0]
    const twice = signed.replace('</SignedServiceMetadata>', `${sig}</SignedServiceMetadata>`)
    assert.equal(verifyServiceMetadata(twice, { trust }).code, 'SIGNATURE_POLICY')
    const otherUri = signed.replace('<Reference URI="">', '<Reference URI="#x">')
    const r = verifyServiceMetadata(otherUri, { trust })
    assert.equal(r.code, 'SIGNATURE_POLICY')
    assert.match(r.reason, /URI=""/)
    const unsignedDoc = `<SignedServiceMetadata xmlns="${SMP_NS}"><ServiceMetadata/></SignedServiceMetadata>`
    assert.equal(verifyServiceMetadata(unsignedDoc, { trust }).code, 'SIGNATURE_MISSING')
    assert.equal(verifyServiceMetadata(unsigned, { trust }).code, 'NOT_SIGNED_SERVICE_METADATA')
    const extraChild = signed.replace('<Signature ', `<ServiceMetadata/><Signature `)
    assert.equal(verifyServiceMetadata(extraChild, { trust }).code, 'NOT_SIGNED_SERVICE_METADATA')
  })

  test('a document with a DOCTYPE is refused before any signature processing', () => {
    const evil = signed.replace('<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE SignedServiceMetadata [<!ENTITY x SYSTEM "file:///etc/passwd">]>')
    const r = verifyServiceMetadata(evil, { trust })
    assert.equal(r.ok, false)
    assert.equal(r.code, 'UNSAFE_XML')
    assert.match(r.reason, /document type declaration/)
    assert.throws(() => signServiceMetadata(evil, { keyPem: pki.instances[0]!.smp.keyPem, certPem: pki.instances[0]!.smp.certPem }), /document type declaration/)
  })
})
