import 'reflect-metadata'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as x509 from '@peculiar/x509'
import { makeTestPki } from './make-test-pki.ts'
import { has } from '../../test/helpers/tools.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

function keyUsages (pem: string): { ku: number, eku: string[], ca: boolean, pathLength?: number, critical: string[] } {
  const cert = new x509.X509Certificate(pem)
  const ku = cert.getExtension(x509.KeyUsagesExtension)
  const eku = cert.getExtension(x509.ExtendedKeyUsageExtension)
  const bc = cert.getExtension(x509.BasicConstraintsExtension)
  return {
    ku: ku?.usages ?? 0,
    eku: Array.from(eku?.usages ?? [], u => String(u)),
    ca: bc?.ca ?? false,
    pathLength: bc?.pathLength,
    critical: cert.extensions.filter(e => e.critical).map(e => e.type)
  }
}

test('makeTestPki: root, AP CA, SMP CA and per instance a Peppol-like AP and SMP certificate', async (t) => {
  const started = performance.now()
  const pki = await makeTestPki({ instances: ['A', { name: 'B', seatId: 'PXX000042' }] })
  const ms = Math.round(performance.now() - started)
  t.diagnostic(`makeTestPki with 2 instances (7 RSA-2048 keys): ${ms} ms`)

  assert.equal(pki.root.subject, 'C=BE, O=Wharf Local Test PKI, OU=FOR TEST ONLY, CN=WHARF Root TEST CA')
  assert.equal(pki.apCa.issuer, pki.root.subject)
  assert.equal(pki.smpCa.issuer, pki.root.subject)
  assert.deepEqual(pki.instances.map(i => [i.name, i.seatId]), [['A', 'POP000001'], ['B', 'PXX000042']])
  const [a, b] = pki.instances
  assert.equal(a!.ap.subject, 'C=BE, O=Wharf instance A, OU=PEPPOL TEST AP, CN=POP000001')
  assert.equal(a!.smp.subject, 'C=BE, O=Wharf instance A, OU=PEPPOL TEST SMP, CN=POP000001')
  assert.equal(b!.ap.subject, 'C=BE, O=Wharf instance B, OU=PEPPOL TEST AP, CN=PXX000042')

  const F = x509.KeyUsageFlags
  for (const leaf of [a!.ap, a!.smp, b!.ap, b!.smp]) {
    const u = keyUsages(leaf.certPem)
    assert.equal(u.ku, F.digitalSignature | F.keyEncipherment | F.dataEncipherment, leaf.name)
    assert.deepEqual(u.eku, [x509.ExtendedKeyUsage.clientAuth])
    assert.equal(u.ca, false)
    assert.ok(u.critical.includes('2.5.29.15') && u.critical.includes('2.5.29.37') && u.critical.includes('2.5.29.19'))
    // RSA 2048, PKCS#8 private key that belongs to the certificate.
    assert.match(leaf.keyPem, /^-----BEGIN PRIVATE KEY-----\n/)
    const cert = new X509Certificate(leaf.certPem)
    assert.equal(cert.publicKey.asymmetricKeyDetails?.modulusLength, 2048)
    assert.ok(createPublicKey(createPrivateKey(leaf.keyPem)).export({ type: 'spki', format: 'der' })
      .equals(cert.publicKey.export({ type: 'spki', format: 'der' })))
  }
  for (const ca of [pki.apCa, pki.smpCa]) {
    const u = keyUsages(ca.certPem)
    assert.equal(u.ca, true)
    assert.equal(u.pathLength, 0)
    assert.equal(u.ku, F.keyCertSign | F.cRLSign | F.digitalSignature)
  }
  assert.equal(keyUsages(pki.root.certPem).ca, true)
  assert.equal(new Set([a!.ap, a!.smp, b!.ap, b!.smp, pki.root, pki.apCa, pki.smpCa].map(e => e.serialNumber)).size, 7)
})

test('bad instance names and seat ids are refused', async () => {
  await assert.rejects(makeTestPki({ instances: [{ name: 'A', seatId: 'POP1' }] }), /bad seat id "POP1"/)
  await assert.rejects(makeTestPki({ instances: ['A', 'A'] }), /duplicate/)
  await assert.rejects(makeTestPki({ instances: ['../x'] }), /bad instance name/)
})

test('command line: writes PEM files, keys (mode 600) and index.json; openssl accepts the chains', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-pki-'))
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/pki/make-test-pki.ts', '--out', out, '--instances', 'A,B=POP000042'],
      { cwd: ROOT, encoding: 'utf8' })
    assert.equal(run.status, 0, run.stderr)
    assert.match(run.stdout, /test PKI written to .* \(19 files, \d+ ms\)/)
    const index = JSON.parse(fs.readFileSync(path.join(out, 'index.json'), 'utf8')) as {
      root: { cert: string }, apCa: { cert: string }, smpCa: { cert: string },
      instances: Array<{ name: string, seatId: string, ap: { cert: string, key: string, chain: string }, smp: { cert: string, key: string } }>
    }
    assert.deepEqual(index.instances.map(i => i.seatId), ['POP000001', 'POP000042'])
    for (const i of index.instances) {
      assert.equal(fs.statSync(path.join(out, i.ap.key)).mode & 0o777, 0o600)
      assert.equal(fs.statSync(path.join(out, i.smp.key)).mode & 0o777, 0o600)
      assert.equal(fs.readFileSync(path.join(out, i.ap.chain), 'utf8').match(/BEGIN CERTIFICATE/g)?.length, 2)
    }
    if (has('openssl')) {
      const verify = (ca: string, leaf: string): ReturnType<typeof spawnSync> => spawnSync('openssl',
        ['verify', '-CAfile', path.join(out, index.root.cert), '-untrusted', path.join(out, ca), path.join(out, leaf)], { encoding: 'utf8' })
      for (const i of index.instances) {
        assert.equal(verify(index.apCa.cert, i.ap.cert).status, 0)
        assert.equal(verify(index.smpCa.cert, i.smp.cert).status, 0)
        assert.notEqual(verify(index.smpCa.cert, i.ap.cert).status, 0, 'an AP certificate does not chain to the SMP CA')
      }
    }
    const bad = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/pki/make-test-pki.ts', '--instances', 'A'], { cwd: ROOT, encoding: 'utf8' })
    assert.equal(bad.status, 1)
    assert.match(bad.stderr, /--out <dir> is required/)
  } finally {
    fs.rmSync(out, { recursive: true, force: true })
  }
})
