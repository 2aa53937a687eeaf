import { before, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { issueCertificate, makeCrl, makeTestPki, type TestPki } from '../../../scripts/pki/make-test-pki.ts'
import { toX509 } from '../../../core/crypto/certificates.ts'
import { ManualClock } from '../../../core/clock.ts'
import { CrlRevocationChecker, crlDistributionPoints } from './revocation.ts'
import { loadTrustStore, TrustStore } from './trust-store.ts'
import { needs } from '../../../test/helpers/tools.ts'

const CRL_BASE = 'http://crl.wharf.test/pki'
const AP_CRL = `${CRL_BASE}/ap-ca.crl`
let pki: TestPki
/** What the fake CRL server answers, by URL; a missing URL is a failed download. */
const served = new Map<string, Uint8Array>()
const fetched: string[] = []
const fetchCrl = async (url: string): Promise<Uint8Array> => {
  fetched.push(url)
  await new Promise(resolve => setTimeout(resolve, 5))
  const body = served.get(url)
  if (body === undefined) throw new Error(`HTTP 404 for ${url}`)
  return body
}

before(async () => {
  pki = await makeTestPki({ instances: ['A', 'B'], crlBaseUrl: CRL_BASE })
  const crl = await makeCrl(pki.apCa, { revoked: [{ serialNumber: pki.instances[1]!.ap.serialNumber, revocationDate: new Date(Date.now() - 60_000) }] })
  served.set(AP_CRL, crl.der)
})

const storeWith = (checker: CrlRevocationChecker, softFail?: boolean): TrustStore =>
  loadTrustStore('test', {
    localTestPki: { rootPem: pki.root.certPem, apCaPem: pki.apCa.certPem, smpCaPem: pki.smpCa.certPem },
    revocation: { checker, softFail }
  })

test('the test PKI names the CRL distribution points', () => {
  assert.deepEqual(crlDistributionPoints(toX509(pki.instances[0]!.ap.certPem)), [AP_CRL])
  assert.deepEqual(crlDistributionPoints(toX509(pki.instances[0]!.smp.certPem)), [`${CRL_BASE}/smp-ca.crl`])
})

test('a revoked certificate fails, a good one passes, and the CRL is downloaded once (cached, shared)', async () => {
  fetched.length = 0
  const checker = new CrlRevocationChecker({ fetch: fetchCrl })
  const store = storeWith(checker)
  const [good, revoked] = await Promise.all([
    store.checkCertificate(pki.instances[0]!.ap.certPem, 'ap'),
    store.checkCertificate(pki.instances[1]!.ap.certPem, 'ap')
  ])
  assert.equal(good.ok, true, good.reason)
  assert.equal(good.revocation?.status, 'good')
  assert.equal(revoked.ok, false)
  assert.equal(revoked.code, 'REVOKED')
  assert.match(revoked.reason, /certificate revoked on .* \(listed in http:\/\/crl\.wharf\.test\/pki\/ap-ca\.crl\)/)
  assert.deepEqual(fetched, [AP_CRL], 'one download for two concurrent checks')

  const again = await store.checkCertificate(pki.instances[1]!.ap.certPem, 'ap')
  assert.equal(again.code, 'REVOKED')
  assert.equal(again.revocation?.cached, true)
  assert.equal(checker.downloads, 1)
  // verifyChain alone does not look at revocation.
  assert.equal(store.verifyChain(pki.instances[1]!.ap.certPem, 'ap').ok, true)
})

test('a certificate revoked after the validation time was good at that time', async () => {
  const checker = new CrlRevocationChecker({ fetch: fetchCrl })
  const r = await storeWith(checker).checkCertificate(pki.instances[1]!.ap.certPem, 'ap', { at: new Date(Date.now() - 10 * 60_000) })
  assert.equal(r.ok, true, r.reason)
})

test('the cache expires: after maxCacheMs the CRL is downloaded again', async () => {
  const clock = new ManualClock()
  const checker = new CrlRevocationChecker({ fetch: fetchCrl, clock, maxCacheMs: 60_000 })
  const store = storeWith(checker)
  await store.checkCertificate(pki.instances[0]!.ap.certPem, 'ap')
  await store.checkCertificate(pki.instances[0]!.ap.certPem, 'ap')
  assert.equal(checker.downloads, 1)
  clock.advance(61_000)
  await store.checkCertificate(pki.instances[0]!.ap.certPem, 'ap')
  assert.equal(checker.downloads, 2)
})

test('a cached CRL is refreshed in the background before it expires; the check does not wait for it', async () => {
  const clock = new ManualClock()
  const checker = new CrlRevocationChecker({ fetch: fetchCrl, clock, maxCacheMs: 100_000 })
  const store = storeWith(checker)
  await store.checkCertificate(pki.instances[0]!.ap.certPem, 'ap')
  assert.equal(checker.downloads, 1)
  clock.advance(79_000)
  assert.equal((await store.checkCertificate(pki.instances[0]!.ap.certPem, 'ap')).revocation?.cached, true)
  assert.equal(checker.downloads, 1, 'before 80% of its life: no download')
  clock.advance(2_000)
  const during = await store.checkCertificate(pki.instances[0]!.ap.certPem, 'ap')
  assert.equal(during.revocation?.cached, true, 'answered from the cached CRL')
  assert.equal(checker.downloads, 2, 'a refresh started')
  await new Promise(resolve => setTimeout(resolve, 50)) // the refresh lands
  clock.advance(30_000) // past the first CRL's cache life: the refreshed one answers, no new download
  assert.equal((await store.checkCertificate(pki.instances[0]!.ap.certPem, 'ap')).revocation?.status, 'good')
  assert.equal(checker.downloads, 2)
})

test('soft-fail: an unreachable CRL leaves the certificate valid; hard-fail refuses it; failures are cached', async () => {
  const clock = new ManualClock()
  const checker = new CrlRevocationChecker({ fetch: fetchCrl, clock, failureCacheMs: 30_000 })
  const smp = pki.instances[0]!.smp.certPem // its CRL (smp-ca.crl) is not served
  const soft = await storeWith(checker).checkCertificate(smp, 'smp')
  assert.equal(soft.ok, true)
  assert.equal(soft.revocation?.status, 'unknown')
  assert.match(soft.revocation?.reason ?? '', /HTTP 404/)
  const hard = await storeWith(checker, false).checkCertificate(smp, 'smp')
  assert.equal(hard.ok, false)
  assert.equal(hard.code, 'REVOCATION_UNKNOWN')
  assert.equal(checker.downloads, 1, 'the failure is remembered')
  clock.advance(31_000)
  await storeWith(checker).checkCertificate(smp, 'smp')
  assert.equal(checker.downloads, 2)
})

test('a CRL signed by another CA, a stale CRL and a PEM CRL', async () => {
  const url = `${CRL_BASE}/ap-ca.crl`
  const a = pki.instances[0]!
  // Signed by the SMP CA: not the AP CA's CRL.
  const wrong = await makeCrl(pki.smpCa, {})
  let r = await new CrlRevocationChecker({ fetch: async () => wrong.der }).check(toX509(a.ap.certPem), toX509(pki.apCa.certPem), new Date())
  assert.equal(r.status, 'unknown')
  assert.match(r.reason, /is issued by .*SERVICE METADATA PUBLISHER.*not by/)
  // Stale: nextUpdate in the past.
  const stale = await makeCrl(pki.apCa, { thisUpdate: new Date(Date.now() - 10 * 24 * 3600_000), nextUpdate: new Date(Date.now() - 24 * 3600_000) })
  r = await new CrlRevocationChecker({ fetch: async () => stale.der }).check(toX509(a.ap.certPem), toX509(pki.apCa.certPem), new Date())
  assert.equal(r.status, 'unknown')
  assert.match(r.reason, /stale/)
  // PEM is accepted.
  const pem = await makeCrl(pki.apCa, { revoked: [{ serialNumber: a.ap.serialNumber }] })
  r = await new CrlRevocationChecker({ fetch: async () => Buffer.from(pem.pem) }).check(toX509(a.ap.certPem), toX509(pki.apCa.certPem), new Date())
  assert.equal(r.status, 'revoked')
  assert.equal(r.source, url)
})

test('a certificate without a CRL distribution point: unknown (soft-fail keeps it valid)', async () => {
  const bare = await issueCertificate(pki.apCa, { profile: 'ap', subject: 'C=BE, O=X, OU=PEPPOL TEST AP, CN=POP000096', keys: pki.instances[0]!.ap.keys })
  const r = await storeWith(new CrlRevocationChecker({ fetch: fetchCrl })).checkCertificate(bare.certPem, 'ap')
  assert.equal(r.ok, true)
  assert.equal(r.revocation?.status, 'unknown')
  assert.match(r.revocation?.reason ?? '', /no http\(s\) CRL distribution point/)
})

test('openssl agrees: the generated CRL revokes B\'s AP certificate and not A\'s', needs('openssl'), async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-crl-'))
  try {
    const crl = await makeCrl(pki.apCa, { revoked: [{ serialNumber: pki.instances[1]!.ap.serialNumber }] })
    const file = (name: string, text: string): string => { fs.writeFileSync(path.join(dir, name), text); return path.join(dir, name) }
    const args = ['verify', '-crl_check', '-CAfile', file('ca.pem', pki.root.certPem + pki.apCa.certPem), '-CRLfile', file('crl.pem', crl.pem)]
    const a = spawnSync('openssl', [...args, file('a.pem', pki.instances[0]!.ap.certPem)], { encoding: 'utf8' })
    assert.equal(a.status, 0, a.stdout + a.stderr)
    const b = spawnSync('openssl', [...args, file('b.pem', pki.instances[1]!.ap.certPem)], { encoding: 'utf8' })
    assert.notEqual(b.status, 0)
    assert.match(b.stdout + b.stderr, /certificate revoked/)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
