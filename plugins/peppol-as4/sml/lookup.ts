/**
 * SML lookup client: which SMP publishes a participant's capabilities (PEPPOL.md (c)).
 *
 * 1. U-NAPTR: NAPTR records at naptrName(participant, zone); records with service `Meta:SMP` (case-insensitive) and
 *    flags `U` are taken by order, then preference; the regexp must be exactly `!^.*$!<url>!` and the URL http(s).
 * 2. Legacy CNAME (when the NAPTR name does not exist or has no `Meta:SMP` record): the CNAME at cnameName(...);
 *    the SMP is `http://<target>` (the target, not the `b-` name, so that an SMP published in a zone the system
 *    resolver cannot see, such as the local SML, is still reachable by host name).
 *
 * Each DNS query is bounded by `timeoutMs` (default 3 s) across all servers and tries, so a dead or wrong DNS server
 * fails in seconds with reason 'timeout' or 'dns-error', never hangs. Answers are cached per participant with
 * separate positive and negative lifetimes, read from an injectable clock; invalidate() drops one participant.
 */
import type { NaptrRecord } from 'node:dns'
import { Resolver } from 'node:dns/promises'
import { systemClock, type Clock } from '../../../core/sdk/runtime.ts'
import { cnameName, naptrName, normaliseZone, participantKey, type SmlParticipant } from './naming.ts'

export type SmlLookupFailure = 'not-registered' | 'dns-error' | 'timeout' | 'bad-record'

export type SmlLookupResult =
  | {
    ok: true
    /** SMP base URL as published (NAPTR) or `http://<cname target>` (legacy). */
    smpUrl: string
    via: 'naptr' | 'cname'
    /** Seconds this answer stays in the client's cache (the configured lifetime, or what is left of it). */
    ttl: number
    /** The DNS name the answer came from. */
    name: string
    /** true when served from the cache without a DNS query. */
    cached: boolean
  }
  | {
    ok: false
    reason: SmlLookupFailure
    /** What went wrong, with the DNS names and servers involved. */
    message: string
    name: string
    cached: boolean
  }

export interface SmlLookupOptions {
  /** SML zone, e.g. SML_ZONES.test; required so that no client lands on the production SML by accident. */
  zone: string
  /**
   * DNS servers as 'host:port' / 'host' / '[v6]:port' (Resolver.setServers syntax), tried in order.
   * Default: the system resolvers (/etc/resolv.conf).
   */
  servers?: string[]
  /** Upper bound of one DNS query in milliseconds, all servers and tries included; default 3000. */
  timeoutMs?: number
  /** Attempts per server within timeoutMs; default 1. */
  tries?: number
  /** Lifetime of positive answers in the cache, ms; default 300000 (5 min). 0 disables. */
  cacheTtlMs?: number
  /** Lifetime of 'not-registered' answers, ms; default 60000. 0 disables. */
  negativeCacheTtlMs?: number
  /** Lifetime of 'dns-error' / 'timeout' / 'bad-record' answers, ms; default 0 (not cached). */
  errorCacheTtlMs?: number
  /** Fall back to the deprecated CNAME when NAPTR finds nothing; default true. */
  legacyCname?: boolean
  /** Most cached participants; the oldest entries go first. Default 10000. */
  maxCacheEntries?: number
  clock?: Clock
}

interface CacheEntry { result: SmlLookupResult, expiresAt: number }

type QueryOutcome<T> = { ok: true, value: T } | { ok: false, code: string, message: string }

const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'ENODATA'])

/** The only regexp form accepted: `!^.*$!<replacement>!` (delimiter '!', match everything, no flags). */
const UNAPTR_REGEXP = /^!\^\.\*\$!([^!\\]+)!$/

/**
 * Picks the SMP URL out of NAPTR records. undefined when no record is for `Meta:SMP` with flag `U`
 * (the caller may then try the legacy CNAME); otherwise the URL of the best record, or why it is unusable.
 */
export function smpUrlFromNaptr (records: readonly NaptrRecord[]): { ok: true, url: string } | { ok: false, message: string } | undefined {
  const candidates = records
    .filter(r => r.service.toLowerCase() === 'meta:smp' && r.flags.toLowerCase() === 'u')
    .sort((a, b) => a.order - b.order || a.preference - b.preference)
  if (candidates.length === 0) return undefined
  const best = candidates[0]
  const shown = `NAPTR ${best.order} ${best.preference} "${best.flags}" "${best.service}" ${JSON.stringify(best.regexp)} ${best.replacement === '' ? '.' : best.replacement}`
  if (best.replacement !== '' && best.replacement !== '.') {
    return { ok: false, message: `${shown}: a U-NAPTR record must have the replacement "." (it has ${JSON.stringify(best.replacement)})` }
  }
  const m = UNAPTR_REGEXP.exec(best.regexp)
  if (m === null) {
    return { ok: false, message: `${shown}: only the regexp form "!^.*$!<url>!" is supported` }
  }
  const checked = checkHttpUrl(m[1])
  if (!checked.ok) return { ok: false, message: `${shown}: ${checked.message}` }
  return { ok: true, url: m[1] }
}

function checkHttpUrl (text: string): { ok: true } | { ok: false, message: string } {
  let url: URL
  try { url = new URL(text) } catch { return { ok: false, message: `${JSON.stringify(text)} is not a URL` } }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `${JSON.stringify(text)} is not an http(s) URL` }
  }
  if (url.hostname === '') return { ok: false, message: `${JSON.stringify(text)} has no host` }
  if (url.username !== '' || url.password !== '') return { ok: false, message: 'the SMP URL must not contain credentials' }
  return { ok: true }
}

const HOST_RE = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/i

export class SmlLookupClient {
  readonly zone: string
  readonly servers: readonly string[] | undefined
  readonly timeoutMs: number
  readonly #resolver: Resolver
  readonly #tries: number
  readonly #cacheTtlMs: number
  readonly #negativeTtlMs: number
  readonly #errorTtlMs: number
  readonly #legacyCname: boolean
  readonly #maxEntries: number
  readonly #clock: Clock
  readonly #cache = new Map<string, CacheEntry>()
  readonly #inflight = new Map<string, Promise<SmlLookupResult>>()

  constructor (options: SmlLookupOptions) {
    this.zone = normaliseZone(options.zone)
    this.timeoutMs = positive(options.timeoutMs ?? 3000, 'timeoutMs')
    this.#tries = positive(options.tries ?? 1, 'tries')
    this.#cacheTtlMs = nonNegative(options.cacheTtlMs ?? 300_000, 'cacheTtlMs')
    this.#negativeTtlMs = nonNegative(options.negativeCacheTtlMs ?? 60_000, 'negativeCacheTtlMs')
    this.#errorTtlMs = nonNegative(options.errorCacheTtlMs ?? 0, 'errorCacheTtlMs')
    this.#legacyCname = options.legacyCname ?? true
    this.#maxEntries = positive(options.maxCacheEntries ?? 10_000, 'maxCacheEntries')
    this.#clock = options.clock ?? systemClock
    const probe = new Resolver()
    if (options.servers !== undefined && options.servers.length > 0) probe.setServers([...options.servers])
    const serverCount = Math.max(1, probe.getServers().length)
    // c-ares tries each server `tries` times with its per-try timeout; split the budget so all of them fit in it.
    const perTry = Math.max(50, Math.floor(this.timeoutMs / (serverCount * this.#tries)))
    this.#resolver = new Resolver({ timeout: perTry, tries: this.#tries })
    this.#resolver.setServers(probe.getServers())
    this.servers = options.servers === undefined ? undefined : [...options.servers]
  }

  /**
   * Finds the participant's SMP. Never rejects for DNS trouble (that is a result with ok: false); rejects with a
   * TypeError only when the participant itself is unusable (not { scheme: 'iso6523-actorid-upis', value: 'ICD:id' }).
   */
  async lookup (participant: SmlParticipant): Promise<SmlLookupResult> {
    const key = participantKey(participant)
    const now = this.#clock.now()
    const hit = this.#cache.get(key)
    if (hit !== undefined) {
      if (hit.expiresAt > now) {
        const r = hit.result
        return r.ok ? { ...r, cached: true, ttl: Math.max(0, Math.ceil((hit.expiresAt - now) / 1000)) } : { ...r, cached: true }
      }
      this.#cache.delete(key)
    }
    const running = this.#inflight.get(key)
    if (running !== undefined) return await running
    const work = this.#resolve(participant)
    this.#inflight.set(key, work)
    try {
      const result = await work
      // Only cache when nobody invalidated the participant while the query ran.
      if (this.#inflight.get(key) === work) this.#store(key, result)
      return result
    } finally {
      if (this.#inflight.get(key) === work) this.#inflight.delete(key)
    }
  }

  /** Forgets the cached answer for one participant (e.g. after registering or moving it); true when one was cached. */
  invalidate (participant: SmlParticipant): boolean {
    const key = participantKey(participant)
    const had = this.#cache.delete(key)
    return this.#inflight.delete(key) || had
  }

  /** Forgets every cached answer. */
  clear (): void {
    this.#cache.clear()
    this.#inflight.clear()
  }

  get cacheSize (): number { return this.#cache.size }

  #store (key: string, result: SmlLookupResult): void {
    const life = result.ok ? this.#cacheTtlMs : result.reason === 'not-registered' ? this.#negativeTtlMs : this.#errorTtlMs
    if (life <= 0) return
    this.#cache.delete(key)
    this.#cache.set(key, { result, expiresAt: this.#clock.now() + life })
    while (this.#cache.size > this.#maxEntries) {
      const oldest = this.#cache.keys().next()
      if (oldest.done === true) break
      this.#cache.delete(oldest.value)
    }
  }

  #where (): string {
    return this.servers === undefined ? 'the system DNS resolvers' : this.servers.join(', ')
  }

  async #resolve (participant: SmlParticipant): Promise<SmlLookupResult> {
    const who = participantKey(participant)
    const nName = naptrName(participant, this.zone)
    const ttl = Math.ceil(this.#cacheTtlMs / 1000)
    const naptr = await this.#query(nName, 'NAPTR', () => this.#resolver.resolveNaptr(nName))
    let naptrNote: string
    if (naptr.ok) {
      const picked = smpUrlFromNaptr(naptr.value)
      if (picked?.ok === true) return { ok: true, smpUrl: picked.url, via: 'naptr', ttl, name: nName, cached: false }
      if (picked !== undefined) {
        return { ok: false, reason: 'bad-record', message: `SML record of ${who} at ${nName} is unusable: ${picked.message}`, name: nName, cached: false }
      }
      naptrNote = `${naptr.value.length} NAPTR record(s) at ${nName}, none for service Meta:SMP with flag U`
    } else if (NOT_FOUND_CODES.has(naptr.code)) {
      naptrNote = `no NAPTR record at ${nName} (${naptr.code === 'ENOTFOUND' ? 'NXDOMAIN' : 'no data'})`
    } else {
      return this.#failure(naptr, nName, who)
    }
    if (!this.#legacyCname) {
      return { ok: false, reason: 'not-registered', message: `${who} is not registered in SML zone ${this.zone}: ${naptrNote} (asked ${this.#where()})`, name: nName, cached: false }
    }
    const cName = cnameName(participant, this.zone)
    const cname = await this.#query(cName, 'CNAME', () => this.#resolver.resolveCname(cName))
    if (cname.ok) {
      const target = (cname.value[0] ?? '').replace(/\.$/, '')
      if (!HOST_RE.test(target)) {
        return { ok: false, reason: 'bad-record', message: `SML CNAME of ${who} at ${cName} points to ${JSON.stringify(target)}, not a host name`, name: cName, cached: false }
      }
      return { ok: true, smpUrl: `http://${target.toLowerCase()}`, via: 'cname', ttl, name: cName, cached: false }
    }
    if (NOT_FOUND_CODES.has(cname.code)) {
      return {
        ok: false,
        reason: 'not-registered',
        message: `${who} is not registered in SML zone ${this.zone}: ${naptrNote}; no legacy CNAME at ${cName} (asked ${this.#where()})`,
        name: nName,
        cached: false
      }
    }
    return this.#failure(cname, cName, who)
  }

  #failure (q: { code: string, message: string }, name: string, who: string): SmlLookupResult {
    const timeout = q.code === 'ETIMEOUT' || q.code === 'ECANCELLED' || q.code === 'DEADLINE'
    const hint = q.code === 'EREFUSED'
      ? ' (the server does not serve this zone: check the SML zone and DNS server settings)'
      : q.code === 'ECONNREFUSED' ? ' (nothing is listening there)' : ''
    return {
      ok: false,
      reason: timeout ? 'timeout' : 'dns-error',
      message: timeout
        ? `SML lookup of ${who} timed out after ${this.timeoutMs} ms asking ${this.#where()} for ${name}`
        : `SML lookup of ${who} failed asking ${this.#where()} for ${name}: ${q.code} ${q.message}${hint}`,
      name,
      cached: false
    }
  }

  /** One DNS query with a hard deadline (the c-ares timeouts should end it first; this is the guarantee). */
  async #query<T> (name: string, type: string, run: () => Promise<T>): Promise<QueryOutcome<T>> {
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<QueryOutcome<T>>(resolve => {
      timer = setTimeout(() => resolve({ ok: false, code: 'DEADLINE', message: `no answer for ${type} ${name}` }), this.timeoutMs + 100)
    })
    const query = run().then(
      (value): QueryOutcome<T> => ({ ok: true, value }),
      (err: NodeJS.ErrnoException): QueryOutcome<T> => ({ ok: false, code: String(err.code ?? 'EUNKNOWN'), message: err.message })
    )
    try {
      return await Promise.race([query, deadline])
    } finally {
      clearTimeout(timer)
    }
  }
}

/** One uncached lookup (a client with caching off). */
export async function lookupSmp (participant: SmlParticipant, options: SmlLookupOptions): Promise<SmlLookupResult> {
  return await new SmlLookupClient({ ...options, cacheTtlMs: 0, negativeCacheTtlMs: 0, errorCacheTtlMs: 0 }).lookup(participant)
}

function positive (v: number, what: string): number {
  if (!Number.isFinite(v) || v <= 0) throw new TypeError(`${what} must be a positive number`)
  return v
}
function nonNegative (v: number, what: string): number {
  if (!Number.isFinite(v) || v < 0) throw new TypeError(`${what} must be zero or more`)
  return v
}
