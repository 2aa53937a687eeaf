/**
 * Downloads CRLs for the CrlRevocationChecker (revocation.ts) and builds the AP certificate revocation check the AS4
 * sender and receiver use (PEPPOL.md (j), check 2):
 *
 *   const revocation = apRevocation({ mode: 'crl', softFail: true })   // undefined when mode is 'off'
 *   const store = trust.with({ revocation })                             // TrustStore.checkCertificate asks it
 *
 * A CRL is fetched with a plain GET (CRLs are signed, so http:// is normal; the Peppol CAs publish theirs at
 * http://crl.one.nl.digicert.com/...), no redirects, a timeout and a size cap. The checker caches each CRL until its
 * nextUpdate (at most 24 h) and a failed download for 5 minutes, so a busy access point fetches a CA's CRL about once
 * a day. Soft-fail (the default, as in phase4): a certificate whose status cannot be learned (no CRL reachable) is
 * accepted; a listed one never is. OCSP is not implemented.
 */
import { request } from 'undici'
import { CrlRevocationChecker, type CrlFetcher } from './revocation.ts'
import type { RevocationChecker } from './trust-store.ts'

export const CRL_TIMEOUT_MS = 10_000
export const CRL_MAX_BYTES = 20 * 1024 * 1024

/** GET `url` (http or https) and return the body; rejects on any other status, a redirect, a timeout or a body over
 * maxBytes. */
export function httpCrlFetcher (options: { timeoutMs?: number, maxBytes?: number } = {}): CrlFetcher {
  const timeoutMs = options.timeoutMs ?? CRL_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? CRL_MAX_BYTES
  return async (url: string): Promise<Uint8Array> => {
    if (!/^https?:\/\//i.test(url)) throw new Error(`not an http(s) URL: ${url}`)
    const res = await request(url, { method: 'GET', headersTimeout: timeoutMs, bodyTimeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs) }) // undici follows no redirect
    if (res.statusCode !== 200) {
      await res.body.dump()
      throw new Error(`HTTP ${res.statusCode}`)
    }
    const declared = Number(res.headers['content-length'] ?? NaN)
    if (declared > maxBytes) { await res.body.dump(); throw new Error(`the CRL is larger than ${maxBytes} bytes`) }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of res.body) {
      size += (chunk as Buffer).length
      if (size > maxBytes) { res.body.destroy(); throw new Error(`the CRL is larger than ${maxBytes} bytes`) }
      chunks.push(chunk as Buffer)
    }
    return Buffer.concat(chunks)
  }
}

export type RevocationMode = 'crl' | 'off'

/** The revocation input of a TrustStore for AP certificates, or undefined when checking is off. One checker (and so
 * one CRL cache) per call: callers keep it for the life of the process or thread. */
export function apRevocation (o: { mode: RevocationMode, softFail: boolean, fetch?: CrlFetcher }): { checker: RevocationChecker, softFail: boolean } | undefined {
  if (o.mode === 'off') return undefined
  return { checker: new CrlRevocationChecker({ fetch: o.fetch ?? httpCrlFetcher() }), softFail: o.softFail }
}
