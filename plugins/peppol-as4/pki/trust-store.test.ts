import { before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { issueCertificate, makeTestPki, type TestPki } from '../../../scripts/pki/make-test-pki.ts'
import { base64ToDer, derToPem, toX509 } from '../../../core/crypto/certificates.ts'
import { ManualClock } from '../../../core/clock.ts'
import { ANCHOR_FILES, loadTrustStore, TRUST_DIR, TrustStore } from './trust-store.ts'

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/peppol')
const EXPIRED_AP = fs.readFileSync(path.join(FIXTURES, 'peppol-expired-ap-cert.pem'), 'utf8')
const trustFile = (f: string): string => fs.readFileSync(path.join(TRUST_DIR, f), 'utf8')

/** The G2 test AP certificate (POP000306, 2021-05-24..2023-05-14) carried as BinarySecurityToken in helger.as4in. */
function receiptSignerPem (): string {
  const raw = fs.readFileSync(path.join(FIXTURES, 'helger.as4in'), 'utf8')
  const m = /<wsse:BinarySecurityToken [^>]*>([^<]+)<\/wsse:BinarySecurityToken>/.exec(raw)
  assert.ok(m !== null)
  return derToPem(base64ToDer(m[1] as string))
}

describe('vendored Peppol trust anchors', () => {
  test('the trust directory holds what ANCHOR_FILES and MANIFEST.tsv list, with provenance', () => {
    const manifest = fs.readFileSync(path.join(TRUST_DIR, 'MANIFEST.tsv'), 'utf8').trim().split('\n').slice(1).map(l => l.split('\t'))
    const listed = new Set(manifest.map(r => r[0]))
    const files = [...ANCHOR_FILES.test.ap, ...ANCHOR_FILES.test.smp, ...ANCHOR_FILES.test.roots]
    assert.deepEqual([...listed].sort(), [...files].sort())
    for (const row of manifest) {
      const [file, , , subject, , fingerprint, repo, , commit, licence] = row
      const cert = toX509(trustFile(file as string))
      assert.equal(cert.fingerprint256.replace(/:/g, '').toLowerCase(), fingerprint, file)
      assert.ok(subject?.includes(cert.subject.split('\n').find(l => l.startsWith('CN='))!.slice(3)), file)
      assert.equal(repo, 'phax/peppol-commons')
      assert.ok((commit ?? '').length >= 7 && licence === 'Apache-2.0')
    }
  })

  test('test: G3 AP + G2 AP CAs for AP certificates, G3 SMP CA for SMP certificates, G3 root; production: empty', () => {
    const test = loadTrustStore('test')
    const cn = (purpose: 'ap' | 'smp'): string[] => test.anchors(purpose).map(c => c.subject.split('\n').at(-1) ?? '')
    assert.deepEqual(cn('ap'), ['CN=PEPPOL ACCESS POINT TEST CA - G3', 'CN=PEPPOL ACCESS POINT TEST CA - G2'])
    assert.deepEqual(cn('smp'), ['CN=PEPPOL SERVICE METADATA PUBLISHER TEST CA - G3'])
    assert.equal(test.rootCertificates().length, 1)
    const production = loadTrustStore('production')
    assert.equal(production.anchors('ap').length + production.anchors('smp').length, 0)
    const r = production.verifyChain(EXPIRED_AP, 'ap', { at: new Date('2020-06-01Z') })
    assert.equal(r.code, 'NO_TRUST_ANCHORS')
    assert.match(r.reason, /no AP trust anchors in the production trust store/)
  })

  test('the G3 issuing CAs are signed by the vendored G3 root', () => {
    const root = toX509(trustFile('peppol-root-test-ca-g3.pem'))
    for (const f of ['peppol-access-point-test-ca-g3.pem', 'peppol-smp-test-ca-g3.pem']) {
      const ca = toX509(trustFile(f))
      assert.ok(ca.ca && ca.checkIssued(root) && ca.verify(root.publicKey), f)
    }
  })

  test('a real G2 test AP certificate: valid at its message date, expired today, never an SMP certificate', () => {
    const test = loadTrustStore('test')
    const signer = receiptSignerPem()
    const then = test.verifyChain(signer, 'ap', { at: new Date('2022-03-07T17:36:50Z') })
    assert.equal(then.ok, true, then.reason)
    assert.deepEqual(then.chain, [
      'C=AT, O=Philip Helger IT Consulting e.U., OU=PEPPOL TEST AP, CN=POP000306',
      'C=BE, O=OpenPEPPOL AISBL, OU=FOR TEST ONLY, CN=PEPPOL ACCESS POINT TEST CA - G2'
    ])
    const now = test.verifyChain(signer, 'ap')
    assert.equal(now.code, 'EXPIRED')
    assert.equal(test.verifyChain(signer, 'smp', { at: new Date('2022-03-07Z') }).code, 'UNTRUSTED_ISSUER')
  })

  test('the expired fixture AP certificate (phase4 .p12): expired now, valid in 2020, not yet valid in 2019', () => {
    const test = loadTrustStore('test')
    const now = test.verifyChain(EXPIRED_AP, 'ap')
    assert.equal(now.ok, false)
    assert.equal(now.code, 'EXPIRED')
    assert.match(now.reason, /expired on 2021-06-20T23:59:59.000Z/)
    assert.equal(now.subject, 'CN=POP000306, OU=PEPPOL TEST AP, O=Philip Helger IT Consulting e.U., C=AT')
    assert.equal(now.issuer, 'C=BE, O=OpenPEPPOL AISBL, OU=FOR TEST ONLY, CN=PEPPOL ACCESS POINT TEST CA - G2')
    assert.deepEqual(now.notAfter, new Date('2021-06-20T23:59:59Z'))
    assert.equal(test.verifyChain(EXPIRED_AP, 'ap', { at: new Date('2020-06-01Z') }).ok, true)
    assert.equal(test.verifyChain(EXPIRED_AP, 'ap', { at: new Date('2019-01-01Z') }).code, 'NOT_YET_VALID')
    assert.equal(test.verifyChain(Buffer.from(toX509(EXPIRED_AP).raw), 'ap', { at: new Date('2020-06-01Z') }).ok, true, 'DER input')
  })

  test('garbage is INVALID_CERTIFICATE; a CA certificate is not an end-entity certificate', () => {
    const test = loadTrustStore('test')
    assert.equal(test.verifyChain('not a certificate', 'ap').code, 'INVALID_CERTIFICATE')
    assert.equal(test.verifyChain(trustFile('peppol-access-point-test-ca-g3.pem'), 'ap').code, 'NOT_END_ENTITY')
  })
})

describe('local test PKI in the test trust store', () => {
  let pki: TestPki
  let trust: TrustStore

  before(async () => {
    pki = await makeTestPki({ instances: ['A', 'B'] })
    trust = loadTrustStore('test', { localTestPki: { rootPem: pki.root.certPem, apCaPem: pki.apCa.certPem, smpCaPem: pki.smpCa.certPem } })
  })

  test('AP certificates pass as AP, SMP certificates as SMP, not the other way round', () => {
    for (const i of pki.instances) {
      const ap = trust.verifyChain(i.ap.certPem, 'ap')
      assert.equal(ap.ok, true, ap.reason)
      assert.equal(ap.chain.length, 3, 'leaf, AP CA, root')
      assert.equal(trust.verifyChain(i.smp.certPem, 'smp').ok, true)
      assert.equal(trust.verifyChain(i.ap.certPem, 'smp').code, 'UNTRUSTED_ISSUER')
      assert.equal(trust.verifyChain(i.smp.certPem, 'ap').code, 'UNTRUSTED_ISSUER')
    }
    assert.equal(loadTrustStore('test').verifyChain(pki.instances[0]!.ap.certPem, 'ap').code, 'UNTRUSTED_ISSUER', 'not trusted unless configured')
    assert.throws(() => loadTrustStore('production', { localTestPki: { apCaPem: pki.apCa.certPem } }), /only be trusted by the test trust store/)
  })

  test('a certificate from another CA fails, even one with the same CA name', async () => {
    const a = pki.instances[0]!
    // Keys are reused from the PKI: only the certificates matter here, and RSA key generation is slow.
    const otherRoot = await issueCertificate(undefined, { profile: 'root', subject: 'C=BE, O=Elsewhere, CN=Other Root', keys: pki.smpCa.keys })
    const otherCa = await issueCertificate(otherRoot, { profile: 'ca', subject: 'C=BE, O=Elsewhere, CN=Other AP CA', keys: pki.instances[1]!.smp.keys })
    const foreign = await issueCertificate(otherCa, { profile: 'ap', subject: 'C=BE, O=Elsewhere, OU=PEPPOL TEST AP, CN=POP000099', keys: a.ap.keys })
    const r = trust.verifyChain(foreign.certPem, 'ap')
    assert.equal(r.ok, false)
    assert.equal(r.code, 'UNTRUSTED_ISSUER')
    assert.match(r.reason, /issuer "C=BE, O=Elsewhere, CN=Other AP CA" is not a trusted AP CA in the test trust store/)

    // A certificate that names our AP CA as issuer but whose signature was altered.
    const der = Buffer.from(toX509(a.ap.certPem).raw)
    der[der.length - 5] = (der[der.length - 5] as number) ^ 0xff
    const forged = trust.verifyChain(der, 'ap')
    assert.equal(forged.code, 'BAD_SIGNATURE')
  })

  test('validity: expired and not-yet-valid leaves, an expired issuing CA, a pinned certificate', async () => {
    const a = pki.instances[0]!
    const expired = await issueCertificate(pki.apCa, {
      profile: 'ap', subject: 'C=BE, O=Old, OU=PEPPOL TEST AP, CN=POP000098', keys: a.ap.keys,
      notBefore: new Date('2020-01-01Z'), notAfter: new Date('2021-01-01Z')
    })
    assert.equal(trust.verifyChain(expired.certPem, 'ap').code, 'EXPIRED')
    assert.equal(trust.verifyChain(a.ap.certPem, 'ap', { at: new Date('2000-01-01Z') }).code, 'NOT_YET_VALID')

    const shortCa = await issueCertificate(pki.root, {
      profile: 'ca', subject: 'C=BE, O=Wharf Local Test PKI, CN=Short-lived AP CA', keys: pki.apCa.keys,
      notBefore: new Date(Date.now() - 3600_000), notAfter: new Date(Date.now() + 24 * 3600_000)
    })
    const leaf = await issueCertificate(shortCa, {
      profile: 'ap', subject: 'C=BE, O=X, OU=PEPPOL TEST AP, CN=POP000097', keys: a.ap.keys,
      notBefore: new Date(Date.now() - 3600_000), notAfter: new Date(Date.now() + 30 * 24 * 3600_000)
    })
    const store = trust.with({ ap: [shortCa.certPem] })
    assert.equal(store.verifyChain(leaf.certPem, 'ap').ok, true)
    const later = store.verifyChain(leaf.certPem, 'ap', { at: new Date(Date.now() + 2 * 24 * 3600_000) })
    assert.equal(later.code, 'CA_NOT_VALID')
    assert.match(later.reason, /^issuing CA: .*Short-lived AP CA expired/)

    const pinned = new TrustStore({ name: 'pinned', smp: [a.smp.certPem] })
    const p = pinned.verifyChain(a.smp.certPem, 'smp')
    assert.equal(p.ok, true)
    assert.equal(p.reason, 'ok (pinned certificate)')
    assert.equal(pinned.verifyChain(pki.instances[1]!.smp.certPem, 'smp').code, 'UNTRUSTED_ISSUER')
  })

  test('the clock of the store is the default validation time', () => {
    const future = new TrustStore({ ap: [pki.apCa.certPem], clock: new ManualClock(Date.now() + 3 * 365 * 24 * 3600_000) })
    assert.equal(future.verifyChain(pki.instances[0]!.ap.certPem, 'ap').code, 'EXPIRED')
  })
})
