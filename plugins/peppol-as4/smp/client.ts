/**
 * Finding where a participant receives a document type, the way a sending Access Point does (PEPPOL.md (c), (d)):
 * SML (U-NAPTR, legacy CNAME) -> the participant's SMP -> ServiceGroup -> SignedServiceMetadata, whose signature must
 * verify and whose signing certificate must chain to the trust store's SMP CA. HTTP redirects (3xx) are refused, as
 * the SMP spec says; a signed ServiceMetadata `Redirect` (PEPPOL.md (d)) is followed for one hop: the destination's
 * answer must be signed under the SMP CA as well, by a certificate matching the redirect's CertificateUID
 * (redirect.ts), and must itself not redirect again. Every HTTP call has a deadline, and each way of failing has its
 * own reason, so an SML/SMP mismatch fails at once with a clear message instead of hanging.
 */
import type { X509Certificate } from 'node:crypto'
import { request } from 'undici'
import { familyOf, formatDocumentTypeId, type DocumentFamily } from '../../../core/sdk/peppol.ts'
import { parsePartyId } from '../../../core/sdk/peppol.ts'
import { smlParticipant } from '../sml/naming.ts'
import type { SmlLookupClient } from '../sml/lookup.ts'
import { parseServiceGroup, parseServiceMetadata, type ParsedServiceInformation, type ParsedServiceMetadata } from '../smp-xml/parse.ts'
import { serviceGroupUrl, participantIdentifier, TRANSPORT_AS4_V2 } from '../smp-xml/xml.ts'
import { verifyServiceMetadata } from '../xmldsig/smp-signature.ts'
import type { TrustStore } from '../pki/trust-store.ts'
import { certificateMatchesUid } from './redirect.ts'
import { systemClock } from '../../../core/sdk/runtime.ts'
import { metrics } from '../../../core/sdk/metrics.ts'

export interface DeliveryOption {
  partyId: string
  documentTypeId: string
  processId: string
  protocol: 'As4'
  url: string
  certificate: string
}

export type LookupFailure = 'not-registered' | 'sml-error' | 'smp-unreachable' | 'smp-mismatch' | 'smp-error' | 'bad-signature'
export type LookupResult =
  | { ok: true, smpUrl: string, options: DeliveryOption[] }
  | { ok: false, reason: LookupFailure, message: string, smpUrl?: string }

export interface SmpClientOptions {
  sml: SmlLookupClient
  trust: TrustStore
  /** Per HTTP request to the SMP; default 5 s. */
  timeoutMs?: number
  /** Largest SMP answer read; default 1 MiB. */
  maxBytes?: number
  /** Successful lookups are kept here (WHARF_LOOKUP_CACHE_TTL); failures are not (the SML client caches 'not
   * registered' for a minute on its own). */
  cache?: LookupCache
}

/** Verified lookup results by participant and family, for `ttlMs`; `refresh` lookups bypass and replace them. */
export class LookupCache {
  readonly #entries = new Map<string, { result: LookupResult, expiresAt: number }>()
  readonly ttlMs: number
  readonly #now: () => number
  readonly #max: number

  constructor (ttlMs: number, now: () => number = systemClock.now, max = 10_000) {
    this.ttlMs = ttlMs
    this.#now = now
    this.#max = max
  }

  get (key: string): LookupResult | undefined {
    const e = this.#entries.get(key)
    if (e === undefined) return undefined
    if (e.expiresAt <= this.#now()) { this.#entries.delete(key); return undefined }
    return e.result
  }

  set (key: string, result: LookupResult): void {
    if (this.ttlMs <= 0 || !result.ok) { this.#entries.delete(key); return }
    if (this.#entries.size >= this.#max) this.#entries.delete(this.#entries.keys().next().value as string)
    this.#entries.set(key, { result, expiresAt: this.#now() + this.ttlMs })
  }

  clear (): void { this.#entries.clear() }
}

async function get (url: string, timeoutMs: number, maxBytes: number): Promise<{ status: number, body: string }> {
  const res = await request(url, { method: 'GET', headersTimeout: timeoutMs, bodyTimeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs), maxRedirections: 0, headers: { accept: 'application/xml, text/xml' } } as Parameters<typeof request>[1])
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of res.body) {
    size += (chunk as Buffer).length
    if (size > maxBytes) { res.body.destroy(); throw new Error(`the SMP answer is larger than ${maxBytes} bytes`) }
    chunks.push(chunk as Buffer)
  }
  return { status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }
}

/** Delivery options of `partyId` (<schemeID>:<id>) for the document types of `family` (all when omitted); from the
 * cache when there is one and `refresh` is not set. */
export async function lookupDeliveryOptions (opts: SmpClientOptions, partyId: string, family?: DocumentFamily, lookupOpts: { refresh?: boolean } = {}): Promise<LookupResult> {
  const key = `${partyId}|${family ?? '*'}`
  if (lookupOpts.refresh === true) opts.sml.invalidate(smlParticipant(parsePartyId(partyId)))
  else {
    const hit = opts.cache?.get(key)
    if (hit !== undefined) {
      metrics.smpLookup(hit.ok ? 'found' : hit.reason, { cached: true })
      return hit
    }
  }
  const result = await lookupUncached(opts, partyId, family)
  opts.cache?.set(key, result)
  metrics.smpLookup(result.ok ? 'found' : result.reason, { cached: false })
  return result
}

async function lookupUncached (opts: SmpClientOptions, partyId: string, family?: DocumentFamily): Promise<LookupResult> {
  const timeoutMs = opts.timeoutMs ?? 5000
  const maxBytes = opts.maxBytes ?? 1024 * 1024
  const id = parsePartyId(partyId)
  const sml = await opts.sml.lookup(smlParticipant(id))
  if (!sml.ok) return { ok: false, reason: sml.reason === 'not-registered' ? 'not-registered' : 'sml-error', message: `SML: ${sml.message}` }
  const smpUrl = sml.smpUrl.replace(/\/+$/, '')
  const participant = participantIdentifier(id)
  let group
  try {
    const res = await get(serviceGroupUrl(smpUrl, participant), timeoutMs, maxBytes)
    if (res.status === 404) {
      opts.sml.invalidate(smlParticipant(id))
      return { ok: false, reason: 'smp-mismatch', smpUrl, message: `the SML points ${partyId} to ${smpUrl}, but that SMP does not know the participant (HTTP 404)` }
    }
    if (res.status >= 300 && res.status < 400) return { ok: false, reason: 'smp-error', smpUrl, message: `the SMP answered a redirect (HTTP ${res.status}); SMP clients must not follow redirects` }
    if (res.status !== 200) return { ok: false, reason: 'smp-error', smpUrl, message: `the SMP answered HTTP ${res.status}` }
    group = parseServiceGroup(res.body)
  } catch (err) {
    return { ok: false, reason: 'smp-unreachable', smpUrl, message: `the SMP at ${smpUrl} could not be read: ${(err as Error).message}` }
  }
  const options: DeliveryOption[] = []
  for (const ref of group.references) {
    if (ref.documentType === undefined) continue
    if (family !== undefined && familyOf(ref.documentType) !== family) continue
    const fetched = await serviceMetadata(opts, ref.href, formatDocumentTypeId(ref.documentType), smpUrl, timeoutMs, maxBytes)
    if (!fetched.ok) return fetched
    const info = fetched.info
    if (!sameParticipant(info.participant, participant)) {
      return { ok: false, reason: 'smp-error', smpUrl, message: `the ServiceMetadata for ${formatDocumentTypeId(ref.documentType)} names participant ${info.participant.scheme}::${info.participant.value}, not ${participant.scheme}::${participant.value}` }
    }
    for (const p of info.processes) {
      for (const e of p.endpoints) {
        if (e.transportProfile !== TRANSPORT_AS4_V2 || e.certificatePem === undefined) continue
        options.push({ partyId, documentTypeId: formatDocumentTypeId(info.documentType), processId: `${p.processId.scheme}::${p.processId.value}`, protocol: 'As4', url: e.url, certificate: e.certificatePem })
      }
    }
  }
  return { ok: true, smpUrl, options }
}

const sameParticipant = (a: { scheme: string, value: string }, b: { scheme: string, value: string }): boolean =>
  a.scheme.toLowerCase() === b.scheme.toLowerCase() && a.value.toLowerCase() === b.value.toLowerCase()

type Fetched = { ok: true, info: ParsedServiceInformation } | { ok: false, reason: LookupFailure, message: string, smpUrl: string }

/** GET + verify + parse one ServiceMetadata, following a signed Redirect for one hop. */
async function serviceMetadata (opts: SmpClientOptions, href: string, what: string, smpUrl: string, timeoutMs: number, maxBytes: number, redirectedBy?: { href: string, certificateUid: string }): Promise<Fetched> {
  let res
  try {
    res = await get(href, timeoutMs, maxBytes)
  } catch (err) {
    return { ok: false, reason: 'smp-unreachable', smpUrl, message: `the SMP at ${redirectedBy === undefined ? smpUrl : new URL(href).origin} could not be read: ${(err as Error).message}` }
  }
  if (res.status !== 200) return { ok: false, reason: 'smp-error', smpUrl, message: `the SMP answered HTTP ${res.status} for ${what}${redirectedBy === undefined ? '' : ` (after a redirect to ${href})`}` }
  const verified = verifyServiceMetadata(res.body, { trust: opts.trust })
  if (!verified.ok) return { ok: false, reason: 'bad-signature', smpUrl, message: `the SMP's ServiceMetadata for ${what}${redirectedBy === undefined ? '' : ` (redirected to ${href})`} is not trustworthy: ${verified.reason}` }
  if (redirectedBy !== undefined && !certificateMatchesUid(verified.certificate as X509Certificate, redirectedBy.certificateUid)) {
    return { ok: false, reason: 'bad-signature', smpUrl, message: `the redirect for ${what} names CertificateUID "${redirectedBy.certificateUid}", but ${href} is signed by "${verified.signerSubject ?? '?'}"` }
  }
  let info: ParsedServiceMetadata
  try {
    info = parseServiceMetadata(verified.serviceMetadata as never)
  } catch (err) {
    return { ok: false, reason: 'smp-error', smpUrl, message: `the SMP's ServiceMetadata for ${what} is malformed: ${(err as Error).message}` }
  }
  if (info.kind === 'service-information') return { ok: true, info }
  if (redirectedBy !== undefined) return { ok: false, reason: 'smp-error', smpUrl, message: `the SMP redirected ${what} twice (${redirectedBy.href} -> ${info.href}); one hop is allowed` }
  if (!/^https?:\/\//i.test(info.href)) return { ok: false, reason: 'smp-error', smpUrl, message: `the SMP redirects ${what} to ${info.href}, which is not an http(s) URL` }
  return await serviceMetadata(opts, info.href, what, smpUrl, timeoutMs, maxBytes, { href: info.href, certificateUid: info.certificateUid })
}
