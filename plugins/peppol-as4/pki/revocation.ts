/**
 * Certificate revocation through CRLs (PEPPOL.md (j), check 2: "not revoked ... cache the result"; phase4 treats it
 * as optional soft-fail).
 *
 * The checker never opens a connection itself: the caller supplies `fetch(url)` (so the SSRF guard, timeouts and
 * proxies of the HTTP layer apply, and tests hand it a local CRL). Per CRL URL the parsed CRL is cached until its
 * nextUpdate (at most `maxCacheMs`), a failed download for `failureCacheMs`, and concurrent checks share one
 * download; a cached CRL is downloaded again in the background once 80% of its cache life has passed, so checks do not
 * wait for a download while one is cached. A CRL counts only when its signature verifies with the issuing CA's key, its issuer name is that CA's
 * subject, and it is current (not past its nextUpdate by the clock); otherwise the answer is 'unknown' with the
 * reason, and the TrustStore decides (soft-fail by default). A certificate counts as revoked at the validation time
 * when the CRL lists it with a revocation date at or before that time. OCSP is not implemented.
 *
 * CRL parsing uses @peculiar/x509 (node:crypto cannot read CRLs).
 */
import 'reflect-metadata'
import { webcrypto, type X509Certificate } from 'node:crypto'
import * as x509 from '@peculiar/x509'
import { type Clock, systemClock } from '../../../core/sdk/runtime.ts'
import type { RevocationChecker, RevocationResult } from './trust-store.ts'

x509.cryptoProvider.set(webcrypto as unknown as Crypto)

/** Downloads the CRL at `url` (DER or PEM bytes). Rejects on failure. */
export type CrlFetcher = (url: string) => Promise<Uint8Array>

export interface CrlRevocationCheckerOptions {
  fetch: CrlFetcher
  /** Clock for cache expiry and CRL freshness (core/clock.ts); default the system clock. */
  clock?: Clock
  /** Longest time a CRL is kept, even when its nextUpdate is later (default 24 h). */
  maxCacheMs?: number
  /** How long a failed download is remembered before trying again (default 5 min). */
  failureCacheMs?: number
  /** Most CRL URLs cached at once (default 64; the oldest entry goes first). */
  maxEntries?: number
}

interface ParsedCertificate { cert: x509.X509Certificate, urls: string[] }

interface CacheEntry {
  expiresAt: number
  crl?: x509.X509Crl
  /** When to download it again in the background (see refresh); undefined while a refresh runs. */
  refreshAt?: number
  /** By issuer certificate fingerprint: '' when the CRL is that CA's (name and signature), else the problem. */
  issuerChecked?: Map<string, string>
  error?: string
  pending?: Promise<CacheEntry>
}

/** The http(s) CRL distribution point URLs of a certificate. */
export function crlDistributionPoints (cert: X509Certificate | Uint8Array | x509.X509Certificate): string[] {
  const parsed = cert instanceof x509.X509Certificate ? cert : new x509.X509Certificate(toBytes(cert))
  const ext = parsed.getExtension(x509.CRLDistributionPointsExtension)
  if (ext === null) return []
  const urls: string[] = []
  for (const point of ext.distributionPoints) {
    for (const name of point.distributionPoint?.fullName ?? []) {
      const uri = name.uniformResourceIdentifier
      if (uri !== undefined && /^https?:\/\//i.test(uri)) urls.push(uri)
    }
  }
  return urls
}

export class CrlRevocationChecker implements RevocationChecker {
  private readonly cache = new Map<string, CacheEntry>()
  private readonly fetchCrl: CrlFetcher
  private readonly now: () => number
  private readonly maxCacheMs: number
  private readonly failureCacheMs: number
  private readonly maxEntries: number
  /** Number of downloads started (for tests and metrics). */
  downloads = 0

  constructor (options: CrlRevocationCheckerOptions) {
    this.fetchCrl = options.fetch
    const clock = options.clock ?? systemClock
    this.now = () => clock.now()
    this.maxCacheMs = options.maxCacheMs ?? 24 * 3600_000
    this.failureCacheMs = options.failureCacheMs ?? 5 * 60_000
    this.maxEntries = options.maxEntries ?? 64
  }

  async check (cert: X509Certificate, issuer: X509Certificate, at: Date): Promise<RevocationResult> {
    let parsed: ParsedCertificate
    try {
      parsed = this.parsed(cert)
    } catch (err) {
      return { status: 'unknown', reason: `cannot read the CRL distribution points: ${(err as Error).message}` }
    }
    const urls = parsed.urls
    if (urls.length === 0) return { status: 'unknown', reason: 'the certificate names no http(s) CRL distribution point' }

    const problems: string[] = []
    for (const url of urls) {
      const hit = this.cache.get(url)
      const cached = hit !== undefined && hit.pending === undefined && hit.expiresAt > this.now()
      const entry = await this.entry(url)
      if (entry.crl === undefined) {
        problems.push(`${url}: ${entry.error ?? 'no CRL'}`)
        continue
      }
      // The issuer and signature of a cached CRL are checked once per issuing CA (not on every message); its
      // freshness on every check.
      entry.issuerChecked ??= new Map()
      let issuerProblem = entry.issuerChecked.get(issuer.fingerprint256)
      if (issuerProblem === undefined) {
        issuerProblem = await crlIssuerProblem(entry.crl, issuer) ?? ''
        entry.issuerChecked.set(issuer.fingerprint256, issuerProblem)
      }
      const problem = issuerProblem !== '' ? issuerProblem : crlTimeProblem(entry.crl, new Date(this.now()))
      if (problem !== undefined) {
        problems.push(`${url}: ${problem}`)
        continue
      }
      const revoked = entry.crl.findRevoked(parsed.cert)
      if (revoked !== null && revoked.revocationDate.getTime() <= at.getTime()) {
        const reasonCode = revoked.reason !== undefined ? `, reason ${x509.X509CrlReason[revoked.reason]}` : ''
        return { status: 'revoked', reason: `listed in ${url}${reasonCode}`, revokedAt: revoked.revocationDate, source: url, cached }
      }
      return { status: 'good', reason: `not listed in ${url}`, source: url, cached }
    }
    return { status: 'unknown', reason: problems.join('; ') }
  }

  /** Drops every cached CRL and failure. */
  clear (): void {
    this.cache.clear()
  }

  // An access point talks to few peers and checks their certificates on every message: each certificate is parsed
  // once (bounded; the oldest entry goes first).
  private readonly certificates = new Map<string, ParsedCertificate>()
  private parsed (cert: X509Certificate): ParsedCertificate {
    const key = cert.fingerprint256
    let p = this.certificates.get(key)
    if (p === undefined) {
      const parsedCert = new x509.X509Certificate(toBytes(cert))
      p = { cert: parsedCert, urls: crlDistributionPoints(parsedCert) }
      if (this.certificates.size >= this.maxEntries) this.certificates.delete(this.certificates.keys().next().value as string)
      this.certificates.set(key, p)
    }
    return p
  }

  private async entry (url: string): Promise<CacheEntry> {
    const now = this.now()
    const existing = this.cache.get(url)
    if (existing !== undefined) {
      if (existing.pending !== undefined) return await existing.pending
      if (existing.expiresAt > now) {
        if (existing.crl !== undefined && existing.refreshAt !== undefined && now >= existing.refreshAt) this.refresh(url, existing)
        return existing
      }
      this.cache.delete(url)
    }
    const placeholder: CacheEntry = { expiresAt: Number.POSITIVE_INFINITY }
    placeholder.pending = this.download(url).then(done => {
      this.cache.set(url, done)
      return done
    })
    this.remember(url, placeholder)
    return await placeholder.pending
  }

  /** Downloads the CRL again in the background while `current` keeps answering; a failure keeps `current` (tried
   * again after failureCacheMs). So a busy access point never waits for a CRL download once it has one. */
  private refresh (url: string, current: CacheEntry): void {
    current.refreshAt = undefined // one refresh at a time
    void this.download(url).then(next => {
      if (this.cache.get(url) !== current) return // cleared or replaced meanwhile
      if (next.crl !== undefined) this.cache.set(url, next)
      else current.refreshAt = this.now() + this.failureCacheMs
    })
  }

  private async download (url: string): Promise<CacheEntry> {
    this.downloads++
    try {
      const bytes = await this.fetchCrl(url)
      const crl = parseCrl(bytes)
      const nextUpdate = crl.nextUpdate?.getTime() ?? Number.POSITIVE_INFINITY
      const now = this.now()
      const expiresAt = Math.min(nextUpdate, now + this.maxCacheMs)
      // Refreshed in the background once 80% of its cache life has passed.
      return { crl, expiresAt, refreshAt: now + Math.floor((expiresAt - now) * 0.8) }
    } catch (err) {
      return { error: `download or parse failed: ${(err as Error).message}`, expiresAt: this.now() + this.failureCacheMs }
    }
  }

  private remember (url: string, entry: CacheEntry): void {
    this.cache.delete(url)
    this.cache.set(url, entry)
    while (this.cache.size > this.maxEntries) {
      const oldest = this.cache.keys().next().value as string
      this.cache.delete(oldest)
    }
  }
}

function parseCrl (bytes: Uint8Array): x509.X509Crl {
  const text = Buffer.from(bytes).toString('latin1')
  if (text.includes('-----BEGIN X509 CRL-----')) return new x509.X509Crl(text)
  return new x509.X509Crl(toArrayBuffer(bytes))
}

/** Why the CRL is not `issuer`'s (name or signature), or undefined. */
async function crlIssuerProblem (crl: x509.X509Crl, issuer: X509Certificate): Promise<string | undefined> {
  const issuerCert = new x509.X509Certificate(toBytes(issuer))
  if (!Buffer.from(crl.issuerName.toArrayBuffer()).equals(Buffer.from(issuerCert.subjectName.toArrayBuffer()))) {
    return `the CRL is issued by "${crl.issuer}", not by "${issuerCert.subject}"`
  }
  let verified = false
  try { verified = await crl.verify({ publicKey: issuerCert }) } catch { verified = false }
  if (!verified) return 'the CRL signature does not verify with the issuing CA key'
  return undefined
}

/** Why the CRL cannot be used now, or undefined. (A current CRL also answers for an earlier validation time.) */
function crlTimeProblem (crl: x509.X509Crl, now: Date): string | undefined {
  if (crl.thisUpdate.getTime() > now.getTime() + 5 * 60_000) return `the CRL is dated in the future (${crl.thisUpdate.toISOString()})`
  if (crl.nextUpdate !== undefined && crl.nextUpdate.getTime() < now.getTime()) {
    return `the CRL is stale (nextUpdate ${crl.nextUpdate.toISOString()})`
  }
  return undefined
}

function toBytes (cert: X509Certificate | Uint8Array): ArrayBuffer {
  return cert instanceof Uint8Array ? toArrayBuffer(cert) : toArrayBuffer(cert.raw)
}

function toArrayBuffer (bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
}
