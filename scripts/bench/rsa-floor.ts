/**
 * The RSA floor of one AS4 round trip (issue 21): the CPU of the private- and public-key operations alone, timed in
 * this process (one thread, warm loop, process.cpuUsage) with the bench's own keys and certificates, so the rest of
 * the bench's figures can be read as multiples of it.
 *
 * The operations one round trip needs (counted from the code, plugins/peppol-as4):
 *   A  sign the UserMessage (wssec/sign.ts rsaSign)                                     private
 *   A  check B's AP certificate from the SMP: B <- AP CA, AP CA <- root (trust-store.ts)  2 public
 *   A  wrap the AES key with B's public key (wssec/encrypt.ts publicEncrypt, OAEP)       public
 *   B  unwrap it (wssec/decrypt.ts privateDecrypt)                                       private
 *   B  verify A's signature (wssec/verify.ts rsaVerify)                                  public
 *   B  check A's certificate: A <- AP CA, AP CA <- root                                  2 public
 *   B  sign the receipt                                                                  private
 *   A  verify the receipt's signature (response.ts, B's certificate pinned: no chain)    public
 * = 3 private + 7 public operations. What the code does today is printed too ("as done"): A's checkCertificate
 * verifies B's certificate against its CA a second time to find the issuer for the revocation check, and B checks A's
 * chain twice (in the receiver thread during verification, then checkCertificate in the main thread: 2 + 3).
 *
 *   const f = rsaFloor(pki)   // { ops: [{ name, count, countAsDone, usPerOp }], floorCpuMs, asDoneCpuMs }
 */
import { constants, createPrivateKey, privateDecrypt, publicEncrypt, randomBytes, sign, verify, X509Certificate, type KeyObject } from 'node:crypto'
import type { makeTestPki } from '../pki/make-test-pki.ts'

type Pki = Awaited<ReturnType<typeof makeTestPki>>

export interface RsaOp { name: string, kind: 'private' | 'public', count: number, countAsDone: number, usPerOp: number }
export interface RsaFloor { ops: RsaOp[], floorCpuMs: number, asDoneCpuMs: number }

/** CPU microseconds (user + system of this process) per call of `fn`, after a warm-up, over at least `ms` of CPU. */
function cpuPerCall (fn: () => void, ms: number): number {
  for (let i = 0; i < 50; i++) fn()
  let calls = 0
  const t0 = process.cpuUsage()
  let used = 0
  while (used < ms * 1000) {
    for (let i = 0; i < 20; i++) fn()
    calls += 20
    const d = process.cpuUsage(t0)
    used = d.user + d.system
  }
  return used / calls
}

const OAEP = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }

export function rsaFloor (pki: Pki, msPerOp = 300): RsaFloor {
  const key = (pem: string): KeyObject => createPrivateKey(pem)
  const [a, b] = [pki.instances[0].ap, pki.instances[1].ap]
  const aKey = key(a.keyPem)
  const bKey = key(b.keyPem)
  const aCert = new X509Certificate(a.certPem)
  const bCert = new X509Certificate(b.certPem)
  const caCert = new X509Certificate(pki.apCa.certPem)
  const rootCert = new X509Certificate(pki.root.certPem)
  // What is signed is the canonical SignedInfo (about 1 KB): the digest of it is part of the operation.
  const signedInfo = randomBytes(1100)
  const aSig = sign('sha256', signedInfo, aKey)
  const bSig = sign('sha256', signedInfo, bKey)
  const sessionKey = randomBytes(16)
  const wrapped = publicEncrypt({ key: bCert.publicKey, ...OAEP }, sessionKey)
  const check = (ok: boolean, what: string): void => { if (!ok) throw new Error(`rsa floor: ${what} failed`) }
  check(caCert.verify(rootCert.publicKey) && aCert.verify(caCert.publicKey) && bCert.verify(caCert.publicKey), 'certificate chain')

  const ops: Array<Omit<RsaOp, 'usPerOp'> & { run: () => void }> = [
    { name: 'A signs the UserMessage (RSA-SHA256)', kind: 'private', count: 1, countAsDone: 1, run: () => { sign('sha256', signedInfo, aKey) } },
    { name: 'A wraps the AES key for B (RSA-OAEP-SHA256)', kind: 'public', count: 1, countAsDone: 1, run: () => { publicEncrypt({ key: bCert.publicKey, ...OAEP }, sessionKey) } },
    { name: 'B unwraps the AES key (RSA-OAEP-SHA256)', kind: 'private', count: 1, countAsDone: 1, run: () => { check(privateDecrypt({ key: bKey, ...OAEP }, wrapped).length === 16, 'unwrap') } },
    { name: 'B verifies A\'s signature', kind: 'public', count: 1, countAsDone: 1, run: () => { check(verify('sha256', signedInfo, aCert.publicKey, aSig), 'verify') } },
    { name: 'B signs the receipt', kind: 'private', count: 1, countAsDone: 1, run: () => { sign('sha256', signedInfo, bKey) } },
    { name: 'A verifies the receipt\'s signature', kind: 'public', count: 1, countAsDone: 1, run: () => { check(verify('sha256', signedInfo, bCert.publicKey, bSig), 'receipt verify') } },
    // A: verifyChain (2) + checkCertificate's issuer search (1); B: verifyChain in the thread (2) + checkCertificate (3).
    { name: 'AP certificate <- AP CA (A checks B\'s, B checks A\'s)', kind: 'public', count: 2, countAsDone: 5, run: () => { check(aCert.verify(caCert.publicKey), 'leaf') } },
    { name: 'AP CA <- root (on each side)', kind: 'public', count: 2, countAsDone: 4, run: () => { check(caCert.verify(rootCert.publicKey), 'ca') } }
  ]
  const measured = ops.map(({ run, ...o }) => ({ ...o, usPerOp: Math.round(cpuPerCall(run, msPerOp) * 10) / 10 }))
  const total = (n: (o: RsaOp) => number): number => Math.round(measured.reduce((s, o) => s + n(o) * o.usPerOp, 0)) / 1000
  return { ops: measured, floorCpuMs: total(o => o.count), asDoneCpuMs: total(o => o.countAsDone) }
}

/** The operation list as printed lines. */
export function formatRsaFloor (f: RsaFloor): string {
  const lines = f.ops.map(o => `  ${o.name.padEnd(58)} ${o.kind.padEnd(7)} x${o.count} (as done x${o.countAsDone})  ${o.usPerOp.toFixed(1).padStart(7)} µs`)
  return `RSA floor of one round trip (one thread, warm loop, CPU time):\n${lines.join('\n')}\n  floor ${f.floorCpuMs.toFixed(3)} ms (as the code does it today: ${f.asDoneCpuMs.toFixed(3)} ms)`
}
