/**
 * Peppol trust stores: which CAs are trusted, per environment (test, production) and per purpose (AP or SMP
 * certificates), and the chain and validity check of a Peppol end-entity certificate against them.
 *
 * Model (PEPPOL.md (j)): a Peppol AP or SMP certificate is issued directly by an issuing CA ("PEPPOL ACCESS POINT
 * [TEST] CA - G3", "PEPPOL SERVICE METADATA PUBLISHER [TEST] CA - G3"), which a root signs. The issuing CAs are the
 * trust anchors of a purpose, as in peppol-commons' trust stores: a certificate of the SMP CA never passes as an AP
 * certificate even though both chain to the same root. Roots, when present, check the issuing CA's signature and
 * validity too. A store may also pin an end-entity certificate (an anchor that is not a CA): that exact
 * certificate is then trusted for that purpose, still subject to its validity period.
 *
 * The check is local (node:crypto, no network). Revocation is optional: `checkCertificate` adds it when the store
 * has a RevocationChecker (see revocation.ts: CRLs through a caller-supplied fetcher, cached, soft-fail by
 * default). OCSP is not implemented.
 */
import { X509Certificate } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { type Clock, systemClock } from '../../../core/sdk/runtime.ts'
import { projectRoot } from '../../../core/sdk/runtime.ts'
import {
  type CertificateInput, certificatesFromPem, formatDistinguishedName, parseCertificateTime, toX509
} from '../../../core/sdk/x509.ts'

export type CertificatePurpose = 'ap' | 'smp'
export type PeppolStage = 'test' | 'production'

export type ChainCheckCode =
  | 'OK'
  | 'INVALID_CERTIFICATE' // cannot be parsed
  | 'NO_TRUST_ANCHORS' // the store has no anchor for the purpose
  | 'NOT_END_ENTITY' // a CA certificate was presented as an AP/SMP certificate
  | 'UNTRUSTED_ISSUER' // no trusted CA of the purpose issued it
  | 'BAD_SIGNATURE' // issued by a CA with the right name, but the signature does not verify
  | 'NOT_YET_VALID'
  | 'EXPIRED'
  | 'CA_NOT_VALID' // the issuing CA (or its root) is outside its validity period at the time, or not a CA
  | 'REVOKED'
  | 'REVOCATION_UNKNOWN' // only when revocation is hard-fail

export interface RevocationResult {
  status: 'good' | 'revoked' | 'unknown'
  /** Why: the CRL URL that said so, or why the status is unknown. */
  reason: string
  revokedAt?: Date
  /** The CRL URL used. */
  source?: string
  /** True when the answer came from the cache. */
  cached?: boolean
}

/** Checks whether `cert` (issued by `issuer`) was revoked at time `at`. Must not throw. */
export interface RevocationChecker {
  check (cert: X509Certificate, issuer: X509Certificate, at: Date): Promise<RevocationResult>
}

export interface ChainCheckResult {
  ok: boolean
  code: ChainCheckCode
  /** 'ok', or what failed, in words. */
  reason: string
  /** Subject and issuer on one line ("C=BE, O=..., CN=..."); empty when the certificate could not be parsed. */
  subject: string
  issuer: string
  notBefore?: Date
  notAfter?: Date
  serialNumber?: string
  /** Subjects from the certificate up to the last certificate checked (the anchor or its root). */
  chain: string[]
  /** Set by checkCertificate when the store checks revocation. */
  revocation?: RevocationResult
}

export interface VerifyChainOptions {
  /** The time at which the certificate must be valid; default: the store's clock. */
  at?: Date
}

export interface TrustStoreOptions {
  /** Shown in reasons, e.g. 'test' or 'production'. */
  name?: string
  /** Issuing CAs (or pinned end-entity certificates) trusted for AP certificates. */
  ap?: CertificateInput[]
  /** Issuing CAs (or pinned end-entity certificates) trusted for SMP certificates. */
  smp?: CertificateInput[]
  /** Roots that check the issuing CAs (optional: an issuing CA whose root is absent is trusted on its own). */
  roots?: CertificateInput[]
  /** Revocation checking for checkCertificate; none by default. */
  revocation?: { checker: RevocationChecker, softFail?: boolean }
  /** The clock for the default validation time (core/clock.ts); default the system clock. */
  clock?: Clock
}

const ISSUED = X509Certificate.prototype.checkIssued

export class TrustStore {
  readonly name: string
  private readonly anchorsByPurpose: Record<CertificatePurpose, X509Certificate[]>
  private readonly roots: X509Certificate[]
  private readonly revocation?: { checker: RevocationChecker, softFail: boolean }
  private readonly clock: Clock

  constructor (options: TrustStoreOptions = {}) {
    this.name = options.name ?? 'custom'
    this.anchorsByPurpose = {
      ap: dedupe((options.ap ?? []).map(toX509)),
      smp: dedupe((options.smp ?? []).map(toX509))
    }
    this.roots = dedupe((options.roots ?? []).map(toX509))
    if (options.revocation !== undefined) {
      this.revocation = { checker: options.revocation.checker, softFail: options.revocation.softFail ?? true }
    }
    this.clock = options.clock ?? systemClock
  }

  /** The anchors trusted for a purpose. */
  anchors (purpose: CertificatePurpose): readonly X509Certificate[] {
    return this.anchorsByPurpose[purpose]
  }

  rootCertificates (): readonly X509Certificate[] {
    return this.roots
  }

  /** A new store with these anchors added (same name, revocation and clock unless overridden). */
  with (extra: TrustStoreOptions): TrustStore {
    return new TrustStore({
      name: extra.name ?? this.name,
      ap: [...this.anchorsByPurpose.ap, ...(extra.ap ?? [])],
      smp: [...this.anchorsByPurpose.smp, ...(extra.smp ?? [])],
      roots: [...this.roots, ...(extra.roots ?? [])],
      revocation: extra.revocation ?? this.revocation,
      clock: extra.clock ?? this.clock
    })
  }

  /**
   * Checks that `certificate` is a valid `purpose` certificate at `options.at`: issued (name and signature) by an
   * anchor of the purpose, within its validity period, the anchor a CA within its own validity period (and, when
   * its root is in the store, signed by that root, which must be valid too). No revocation check: see
   * checkCertificate.
   */
  verifyChain (certificate: CertificateInput, purpose: CertificatePurpose, options: VerifyChainOptions = {}): ChainCheckResult {
    const at = options.at ?? new Date(this.clock.now())
    let leaf: X509Certificate
    try {
      leaf = toX509(certificate)
    } catch (err) {
      return { ok: false, code: 'INVALID_CERTIFICATE', reason: (err as Error).message, subject: '', issuer: '', chain: [] }
    }
    const base = describe(leaf)
    const fail = (code: ChainCheckCode, reason: string, chain: string[] = [base.subject]): ChainCheckResult =>
      ({ ok: false, code, reason, ...base, chain })

    const anchors = this.anchorsByPurpose[purpose]
    if (anchors.length === 0) {
      return fail('NO_TRUST_ANCHORS', `no ${purpose.toUpperCase()} trust anchors in the ${this.name} trust store`)
    }

    if (leaf.ca) return fail('NOT_END_ENTITY', `${base.subject} is a CA certificate, not an ${purpose.toUpperCase()} certificate`)

    // A pinned end-entity certificate: trusted as itself.
    if (anchors.some(a => a.raw.equals(leaf.raw))) {
      const validity = checkValidity(base, at)
      if (validity !== undefined) return fail(validity.code, validity.reason)
      return { ok: true, code: 'OK', reason: 'ok (pinned certificate)', ...base, chain: [base.subject] }
    }

    const namedIssuers = anchors.filter(a => a.ca && ISSUED.call(leaf, a))
    if (namedIssuers.length === 0) {
      return fail('UNTRUSTED_ISSUER',
        `issuer "${base.issuer}" is not a trusted ${purpose.toUpperCase()} CA in the ${this.name} trust store`)
    }
    const issuer = namedIssuers.find(a => safeVerify(leaf, a))
    if (issuer === undefined) {
      return fail('BAD_SIGNATURE', `the signature of ${base.subject} does not verify with the public key of "${base.issuer}"`)
    }
    const chain = [base.subject, formatDistinguishedName(issuer.subject)]

    const validity = checkValidity(base, at)
    if (validity !== undefined) return fail(validity.code, validity.reason, chain)

    const caValidity = checkValidity(describe(issuer), at)
    if (caValidity !== undefined) {
      return fail('CA_NOT_VALID', `issuing CA: ${caValidity.reason}`, chain)
    }

    // The issuing CA's root, when the store has it (a self-signed anchor is its own root).
    if (!isSelfIssued(issuer)) {
      const root = this.roots.find(r => ISSUED.call(issuer, r) && safeVerify(issuer, r))
      if (root === undefined && this.roots.some(r => ISSUED.call(issuer, r))) {
        return fail('CA_NOT_VALID', `the issuing CA "${chain[1]}" is not signed by the root of that name in the store`, chain)
      }
      if (root !== undefined) {
        const rootDescription = describe(root)
        chain.push(rootDescription.subject)
        const rootValidity = checkValidity(rootDescription, at)
        if (rootValidity !== undefined) return fail('CA_NOT_VALID', `root CA: ${rootValidity.reason}`, chain)
      }
    }
    return { ok: true, code: 'OK', reason: 'ok', ...base, chain }
  }

  /**
   * verifyChain, then revocation when the store has a RevocationChecker. An unknown revocation status keeps the
   * certificate valid when revocation is soft-fail (the default), and fails it with REVOCATION_UNKNOWN otherwise.
   */
  async checkCertificate (certificate: CertificateInput, purpose: CertificatePurpose, options: VerifyChainOptions = {}): Promise<ChainCheckResult> {
    const at = options.at ?? new Date(this.clock.now())
    const result = this.verifyChain(certificate, purpose, { at })
    if (!result.ok || this.revocation === undefined) return result
    const leaf = toX509(certificate)
    const issuer = this.anchorsByPurpose[purpose].find(a => a.ca && ISSUED.call(leaf, a) && safeVerify(leaf, a))
    if (issuer === undefined) return result // pinned certificate: no issuer to ask
    let revocation: RevocationResult
    try {
      revocation = await this.revocation.checker.check(leaf, issuer, at)
    } catch (err) {
      revocation = { status: 'unknown', reason: `revocation check failed: ${(err as Error).message}` }
    }
    if (revocation.status === 'revoked') {
      const when = revocation.revokedAt !== undefined ? ` on ${revocation.revokedAt.toISOString()}` : ''
      return { ...result, ok: false, code: 'REVOKED', reason: `certificate revoked${when} (${revocation.reason})`, revocation }
    }
    if (revocation.status === 'unknown' && !this.revocation.softFail) {
      return { ...result, ok: false, code: 'REVOCATION_UNKNOWN', reason: `revocation status unknown: ${revocation.reason}`, revocation }
    }
    return { ...result, revocation }
  }
}

function describe (cert: X509Certificate): { subject: string, issuer: string, notBefore: Date, notAfter: Date, serialNumber: string } {
  return {
    subject: formatDistinguishedName(cert.subject),
    issuer: formatDistinguishedName(cert.issuer),
    notBefore: parseCertificateTime(cert.validFrom),
    notAfter: parseCertificateTime(cert.validTo),
    serialNumber: cert.serialNumber
  }
}

function checkValidity (c: { subject: string, notBefore: Date, notAfter: Date }, at: Date): { code: 'NOT_YET_VALID' | 'EXPIRED', reason: string } | undefined {
  if (at.getTime() < c.notBefore.getTime()) {
    return { code: 'NOT_YET_VALID', reason: `${c.subject} is not valid before ${c.notBefore.toISOString()} (checked at ${at.toISOString()})` }
  }
  if (at.getTime() > c.notAfter.getTime()) {
    return { code: 'EXPIRED', reason: `${c.subject} expired on ${c.notAfter.toISOString()} (checked at ${at.toISOString()})` }
  }
  return undefined
}

function safeVerify (cert: X509Certificate, issuer: X509Certificate): boolean {
  try { return cert.verify(issuer.publicKey) } catch { return false }
}

const isSelfIssued = (cert: X509Certificate): boolean => cert.subject === cert.issuer && safeVerify(cert, cert)

function dedupe (certs: X509Certificate[]): X509Certificate[] {
  const seen = new Set<string>()
  return certs.filter(c => {
    const key = c.fingerprint256
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

// ---------------------------------------------------------------------------------------------------------------
// The vendored Peppol anchors (trust/README.md, trust/MANIFEST.tsv)

/** The vendored anchors; found from the checkout root, so it also works from the esbuild bundle (scripts/build.js). */
export const TRUST_DIR = path.join(projectRoot, 'plugins', 'peppol-as4', 'pki', 'trust')

/** Which vendored file is trusted for what. The production CAs are not in the fixtures: see trust/README.md. */
export const ANCHOR_FILES: Record<PeppolStage, { ap: string[], smp: string[], roots: string[] }> = {
  test: {
    ap: ['peppol-access-point-test-ca-g3.pem', 'peppol-access-point-test-ca-g2.pem'],
    smp: ['peppol-smp-test-ca-g3.pem'],
    roots: ['peppol-root-test-ca-g3.pem']
  },
  production: { ap: [], smp: [], roots: [] }
}

/** CA certificates of a local test PKI (scripts/pki/make-test-pki.ts), PEM. */
export interface LocalTestPkiAnchors {
  rootPem?: string
  apCaPem?: string
  smpCaPem?: string
}

export interface LoadTrustStoreOptions {
  /** Also trust the CAs of a local test PKI (only allowed for the test stage). */
  localTestPki?: LocalTestPkiAnchors
  /** More anchors, e.g. the production CAs supplied by the operator. */
  extra?: { ap?: CertificateInput[], smp?: CertificateInput[], roots?: CertificateInput[] }
  revocation?: TrustStoreOptions['revocation']
  clock?: Clock
}

const readAnchors = (files: string[]): X509Certificate[] =>
  files.flatMap(f => certificatesFromPem(fs.readFileSync(path.join(TRUST_DIR, f), 'utf8')))

/**
 * The trust store of a Peppol stage: 'test' trusts the Peppol G3 test AP and SMP CAs and the G2 test AP CA (plus a
 * local test PKI when given); 'production' trusts only what `extra` supplies, because the production CAs are not
 * vendored yet (every production check fails with NO_TRUST_ANCHORS until they are).
 */
export function loadTrustStore (stage: PeppolStage, options: LoadTrustStoreOptions = {}): TrustStore {
  const files = ANCHOR_FILES[stage]
  const ap: CertificateInput[] = readAnchors(files.ap)
  const smp: CertificateInput[] = readAnchors(files.smp)
  const roots: CertificateInput[] = readAnchors(files.roots)
  if (options.localTestPki !== undefined) {
    if (stage !== 'test') throw new Error('a local test PKI can only be trusted by the test trust store')
    const local = options.localTestPki
    if (local.apCaPem !== undefined) ap.push(...certificatesFromPem(local.apCaPem))
    if (local.smpCaPem !== undefined) smp.push(...certificatesFromPem(local.smpCaPem))
    if (local.rootPem !== undefined) roots.push(...certificatesFromPem(local.rootPem))
  }
  ap.push(...(options.extra?.ap ?? []))
  smp.push(...(options.extra?.smp ?? []))
  roots.push(...(options.extra?.roots ?? []))
  return new TrustStore({ name: stage, ap, smp, roots, revocation: options.revocation, clock: options.clock })
}
