/**
 * A local, Peppol-like test PKI: a root CA, an "AP CA" and an "SMP CA" under it, and per Wharf instance one AP and
 * one SMP certificate. RSA 2048, SHA-256, private keys as PKCS#8 PEM.
 *
 * Profiles follow the Peppol G3 certificates (PEPPOL.md (j)):
 *   AP:  CN=<seat id, e.g. POP000001>, OU=PEPPOL TEST AP; KeyUsage (critical) digitalSignature, keyEncipherment,
 *        dataEncipherment; ExtendedKeyUsage (critical) clientAuth.
 *   SMP: CN=<seat id>, OU=PEPPOL TEST SMP; same key usages.
 *   CAs: BasicConstraints (critical) CA, issuing CAs pathlen 0; KeyUsage (critical) keyCertSign, cRLSign,
 *        digitalSignature.
 *
 * Command line:
 *   node --import tsx scripts/pki/make-test-pki.ts --out <dir> --instances A,B [--crl-base-url http://host/crl]
 *   An instance may name its seat id: --instances A=POP000042,B. Default seat ids: POP000001, POP000002, ...
 * Writes <dir>/ca/{root,ap-ca,smp-ca}.pem (+ .key.pem), <dir>/<instance>/{ap,smp}.pem (+ .key.pem, and
 * {ap,smp}-chain.pem = certificate + issuing CA), and <dir>/index.json describing every file.
 *
 * As a library: makeTestPki({ instances }) returns everything in memory (PEMs plus WebCrypto keys of the CAs, so
 * tests can issue more certificates with issueCertificate and CRLs with makeCrl).
 *
 * RSA key generation dominates the run time (roughly 0.1-0.4 s per key on a 2-core machine; 3 + 2 per instance).
 */
import 'reflect-metadata'
import { webcrypto } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as x509 from '@peculiar/x509'

x509.cryptoProvider.set(webcrypto as unknown as Crypto)

const RSA: RsaHashedKeyGenParams = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048
}
const SEAT_ID = /^P[A-Z]{2}[0-9]{6}$/
const DAY = 24 * 3600_000

export type CertificateProfile = 'root' | 'ca' | 'ap' | 'smp'

export interface TestPkiEntity {
  /** e.g. 'root', 'ap-ca', 'A/ap'. */
  name: string
  profile: CertificateProfile
  subject: string
  issuer: string
  /** Lower-case hex. */
  serialNumber: string
  notBefore: Date
  notAfter: Date
  certPem: string
  /** PKCS#8 PEM. */
  keyPem: string
  /** WebCrypto keys (for issuing further certificates or CRLs in tests). */
  keys: CryptoKeyPair
  cert: x509.X509Certificate
}

export interface TestPkiInstance {
  name: string
  seatId: string
  ap: TestPkiEntity
  smp: TestPkiEntity
}

export interface TestPki {
  root: TestPkiEntity
  apCa: TestPkiEntity
  smpCa: TestPkiEntity
  instances: TestPkiInstance[]
}

export interface InstanceSpec { name: string, seatId?: string }

export interface MakeTestPkiOptions {
  /** Instance names (or name + seat id); default ['A']. */
  instances?: Array<string | InstanceSpec>
  /** Start of validity of every certificate (default: now minus one hour). */
  notBefore?: Date
  caValidityDays?: number
  leafValidityDays?: number
  /** When set, AP and SMP certificates name `<crlBaseUrl>/ap-ca.crl` or `/smp-ca.crl` as CRL distribution point. */
  crlBaseUrl?: string
  /** Organisation in the CA names (default 'Wharf Local Test PKI'). */
  organization?: string
}

export interface IssueOptions {
  profile: CertificateProfile
  /** X.500 name, most significant first, e.g. 'C=BE, O=Example, OU=PEPPOL TEST AP, CN=POP000001'. */
  subject: string
  name?: string
  notBefore?: Date
  notAfter?: Date
  crlUrl?: string
  /** Use these keys instead of generating a new pair. */
  keys?: CryptoKeyPair
}

export async function generateRsaKeys (): Promise<CryptoKeyPair> {
  return await webcrypto.subtle.generateKey(RSA, true, ['sign', 'verify']) as CryptoKeyPair
}

function randomSerial (): string {
  const bytes = webcrypto.getRandomValues(new Uint8Array(16))
  bytes[0] = ((bytes[0] as number) & 0x7f) | 0x10 // positive, no leading zero byte
  return Buffer.from(bytes).toString('hex')
}

async function keyPem (keys: CryptoKeyPair): Promise<string> {
  const der = new Uint8Array(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey))
  const lines = Buffer.from(der).toString('base64').match(/.{1,64}/g) ?? []
  return `-----BEGIN PRIVATE KEY-----\n${lines.join('\n')}\n-----END PRIVATE KEY-----\n`
}

async function extensionsFor (profile: CertificateProfile, keys: CryptoKeyPair, issuer: TestPkiEntity | undefined, crlUrl?: string): Promise<x509.Extension[]> {
  const F = x509.KeyUsageFlags
  const ext: x509.Extension[] = [await x509.SubjectKeyIdentifierExtension.create(keys.publicKey)]
  if (issuer !== undefined) ext.push(await x509.AuthorityKeyIdentifierExtension.create(issuer.keys.publicKey))
  if (profile === 'root' || profile === 'ca') {
    ext.push(new x509.BasicConstraintsExtension(true, profile === 'ca' ? 0 : undefined, true))
    ext.push(new x509.KeyUsagesExtension(F.keyCertSign | F.cRLSign | F.digitalSignature, true))
  } else {
    ext.push(new x509.BasicConstraintsExtension(false, undefined, true))
    ext.push(new x509.KeyUsagesExtension(F.digitalSignature | F.keyEncipherment | F.dataEncipherment, true))
    ext.push(new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.clientAuth], true))
    if (crlUrl !== undefined) ext.push(new x509.CRLDistributionPointsExtension([crlUrl]))
  }
  return ext
}

/**
 * Issues one certificate: self-signed when `issuer` is undefined (a root), otherwise signed by the issuer's key.
 * Generates a new RSA 2048 key pair unless `options.keys` is given.
 */
export async function issueCertificate (issuer: TestPkiEntity | undefined, options: IssueOptions): Promise<TestPkiEntity> {
  const keys = options.keys ?? await generateRsaKeys()
  const notBefore = options.notBefore ?? new Date(Date.now() - 3600_000)
  const notAfter = options.notAfter ?? new Date(notBefore.getTime() + 365 * DAY)
  const extensions = await extensionsFor(options.profile, keys, issuer, options.crlUrl)
  const serialNumber = randomSerial()
  const cert = issuer === undefined
    ? await x509.X509CertificateGenerator.createSelfSigned({
      serialNumber, name: options.subject, notBefore, notAfter, keys, signingAlgorithm: RSA, extensions
    })
    : await x509.X509CertificateGenerator.create({
      serialNumber,
      subject: options.subject,
      issuer: issuer.cert.subjectName,
      notBefore,
      notAfter,
      publicKey: keys.publicKey,
      signingKey: issuer.keys.privateKey,
      signingAlgorithm: RSA,
      extensions
    })
  return {
    name: options.name ?? options.subject,
    profile: options.profile,
    subject: cert.subject,
    issuer: cert.issuer,
    serialNumber: cert.serialNumber,
    notBefore: cert.notBefore,
    notAfter: cert.notAfter,
    certPem: cert.toString('pem') + '\n',
    keyPem: await keyPem(keys),
    keys,
    cert
  }
}

export interface CrlOptions {
  revoked?: Array<{ serialNumber: string, revocationDate?: Date, reason?: x509.X509CrlReason }>
  thisUpdate?: Date
  nextUpdate?: Date
}

/** A CRL signed by `issuer`, as DER and PEM. */
export async function makeCrl (issuer: TestPkiEntity, options: CrlOptions = {}): Promise<{ der: Uint8Array, pem: string }> {
  const thisUpdate = options.thisUpdate ?? new Date(Date.now() - 60_000)
  const crl = await x509.X509CrlGenerator.create({
    issuer: issuer.cert.subjectName,
    thisUpdate,
    nextUpdate: options.nextUpdate ?? new Date(thisUpdate.getTime() + 7 * DAY),
    entries: (options.revoked ?? []).map(r => ({
      serialNumber: r.serialNumber,
      revocationDate: r.revocationDate ?? thisUpdate,
      ...(r.reason !== undefined ? { reason: r.reason } : {})
    })),
    signingAlgorithm: RSA,
    signingKey: issuer.keys.privateKey
  })
  const der = new Uint8Array(crl.rawData)
  // RFC 7468 label "X509 CRL" (what OpenSSL reads); the library writes "CRL".
  const lines = Buffer.from(der).toString('base64').match(/.{1,64}/g) ?? []
  return { der, pem: `-----BEGIN X509 CRL-----\n${lines.join('\n')}\n-----END X509 CRL-----\n` }
}

function instanceSpecs (instances: Array<string | InstanceSpec>): Array<Required<InstanceSpec>> {
  const used = new Set<string>()
  const specs = instances.map((item, i) => {
    const spec = typeof item === 'string' ? { name: item } : item
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(spec.name)) throw new Error(`bad instance name "${spec.name}" (letters, digits, _ and - only)`)
    const seatId = spec.seatId ?? `POP${String(i + 1).padStart(6, '0')}`
    if (!SEAT_ID.test(seatId)) throw new Error(`bad seat id "${seatId}" for instance ${spec.name} (expected P[A-Z]{2}[0-9]{6})`)
    if (used.has(spec.name) || used.has(seatId)) throw new Error(`duplicate instance name or seat id: ${spec.name} / ${seatId}`)
    used.add(spec.name)
    used.add(seatId)
    return { name: spec.name, seatId }
  })
  if (specs.length === 0) throw new Error('at least one instance is needed')
  return specs
}

/** Generates the whole PKI in memory. Key pairs are generated concurrently. */
export async function makeTestPki (options: MakeTestPkiOptions = {}): Promise<TestPki> {
  const specs = instanceSpecs(options.instances ?? ['A'])
  const org = options.organization ?? 'Wharf Local Test PKI'
  const notBefore = options.notBefore ?? new Date(Date.now() - 3600_000)
  const caUntil = new Date(notBefore.getTime() + (options.caValidityDays ?? 3650) * DAY)
  const leafUntil = new Date(notBefore.getTime() + (options.leafValidityDays ?? 730) * DAY)
  const crl = (file: string): string | undefined =>
    options.crlBaseUrl === undefined ? undefined : `${options.crlBaseUrl.replace(/\/+$/, '')}/${file}`

  const keys = await Promise.all(Array.from({ length: 3 + 2 * specs.length }, async () => await generateRsaKeys()))
  const nextKeys = (): CryptoKeyPair => keys.shift() as CryptoKeyPair
  const caName = (cn: string): string => `C=BE, O=${org}, OU=FOR TEST ONLY, CN=${cn}`

  const root = await issueCertificate(undefined, {
    profile: 'root', name: 'root', subject: caName('WHARF Root TEST CA'), notBefore, notAfter: caUntil, keys: nextKeys()
  })
  const apCa = await issueCertificate(root, {
    profile: 'ca', name: 'ap-ca', subject: caName('WHARF ACCESS POINT TEST CA'), notBefore, notAfter: caUntil, keys: nextKeys()
  })
  const smpCa = await issueCertificate(root, {
    profile: 'ca', name: 'smp-ca', subject: caName('WHARF SERVICE METADATA PUBLISHER TEST CA'), notBefore, notAfter: caUntil, keys: nextKeys()
  })
  const instances: TestPkiInstance[] = []
  for (const spec of specs) {
    const leafName = (ou: string): string => `C=BE, O=Wharf instance ${spec.name}, OU=${ou}, CN=${spec.seatId}`
    const ap = await issueCertificate(apCa, {
      profile: 'ap', name: `${spec.name}/ap`, subject: leafName('PEPPOL TEST AP'), notBefore, notAfter: leafUntil, crlUrl: crl('ap-ca.crl'), keys: nextKeys()
    })
    const smp = await issueCertificate(smpCa, {
      profile: 'smp', name: `${spec.name}/smp`, subject: leafName('PEPPOL TEST SMP'), notBefore, notAfter: leafUntil, crlUrl: crl('smp-ca.crl'), keys: nextKeys()
    })
    instances.push({ name: spec.name, seatId: spec.seatId, ap, smp })
  }
  return { root, apCa, smpCa, instances }
}

interface IndexEntry {
  name: string
  profile: CertificateProfile
  subject: string
  issuer: string
  serialNumber: string
  notBefore: string
  notAfter: string
  cert: string
  key: string
  chain?: string
  seatId?: string
}

/** Writes the PKI below `outDir` (see the header) and returns the index that is also written to index.json. */
export function writeTestPki (pki: TestPki, outDir: string): { files: string[], index: Record<string, unknown> } {
  const files: string[] = []
  const write = (rel: string, text: string, mode = 0o644): string => {
    const full = path.join(outDir, rel)
    fs.mkdirSync(path.dirname(full), { recursive: true })
    fs.writeFileSync(full, text, { mode })
    fs.chmodSync(full, mode)
    files.push(rel)
    return rel
  }
  const entry = (e: TestPkiEntity, base: string, issuer?: TestPkiEntity, seatId?: string): IndexEntry => {
    const item: IndexEntry = {
      name: e.name,
      profile: e.profile,
      subject: e.subject,
      issuer: e.issuer,
      serialNumber: e.serialNumber,
      notBefore: e.notBefore.toISOString(),
      notAfter: e.notAfter.toISOString(),
      cert: write(`${base}.pem`, e.certPem),
      key: write(`${base}.key.pem`, e.keyPem, 0o600)
    }
    if (issuer !== undefined && e.profile !== 'ca') item.chain = write(`${base}-chain.pem`, e.certPem + issuer.certPem)
    if (seatId !== undefined) item.seatId = seatId
    return item
  }
  const index = {
    generated: new Date().toISOString(),
    note: 'Local test PKI made by scripts/pki/make-test-pki.ts. For tests and local networks only.',
    root: entry(pki.root, 'ca/root'),
    apCa: entry(pki.apCa, 'ca/ap-ca'),
    smpCa: entry(pki.smpCa, 'ca/smp-ca'),
    instances: pki.instances.map(i => ({
      name: i.name,
      seatId: i.seatId,
      ap: entry(i.ap, `${i.name}/ap`, pki.apCa, i.seatId),
      smp: entry(i.smp, `${i.name}/smp`, pki.smpCa, i.seatId)
    }))
  }
  write('index.json', JSON.stringify(index, null, 2) + '\n')
  return { files, index }
}

function parseArgs (argv: string[]): { out: string, instances: InstanceSpec[], crlBaseUrl?: string } {
  let out: string | undefined
  let instances: InstanceSpec[] = [{ name: 'A' }]
  let crlBaseUrl: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const value = (): string => {
      const v = argv[++i]
      if (v === undefined) throw new Error(`${arg} needs a value`)
      return v
    }
    if (arg === '--out') out = value()
    else if (arg === '--instances') {
      instances = value().split(',').map(s => s.trim()).filter(s => s !== '').map(s => {
        const [name, seatId] = s.split('=')
        return seatId === undefined ? { name: name as string } : { name: name as string, seatId }
      })
    } else if (arg === '--crl-base-url') crlBaseUrl = value()
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: node --import tsx scripts/pki/make-test-pki.ts --out <dir> [--instances A,B|A=POP000042] [--crl-base-url URL]')
      process.exit(0)
    } else throw new Error(`unknown argument ${arg}`)
  }
  if (out === undefined) throw new Error('--out <dir> is required')
  return { out, instances, crlBaseUrl }
}

async function main (): Promise<void> {
  const started = performance.now()
  const args = parseArgs(process.argv.slice(2))
  const pki = await makeTestPki({ instances: args.instances, crlBaseUrl: args.crlBaseUrl })
  const { files } = writeTestPki(pki, args.out)
  const ms = Math.round(performance.now() - started)
  console.log(`test PKI written to ${args.out} (${files.length} files, ${ms} ms)`)
  for (const i of pki.instances) console.log(`  instance ${i.name}: seat ${i.seatId}`)
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch(err => {
    console.error(`make-test-pki: ${(err as Error).message}`)
    process.exit(1)
  })
}
