/**
 * SSRF guard: the one policy for every outbound URL an integrator can set (a webhook hook's `url`, its OAuth2
 * `auth.tokenUrl`, and any later one). Hook validation (core/hooks/validate.ts) checks them when a hook is created or
 * changed, and the channels check them again when they connect:
 * - scheme: https only; http too when the operator allows it (WHARF_HOOK_ALLOW_HTTP);
 * - address: loopback, private, link-local, reserved and the IPv6 forms that carry such an IPv4 address are refused
 *   (ip-ranges.ts) unless the operator allowlist (WHARF_HOOK_TARGET_ALLOWLIST, CIDRs) permits them. IP literals in
 *   any form WHATWG URLs normalise (`2130706433`, `0x7f.1`, `[::127.0.0.1]`) are checked as written; host names are
 *   checked on every address they resolve to, at validation and again at connect time (`lookup`, a dns.lookup
 *   replacement for sockets), so a name that re-resolves to a refused address later is refused too.
 * Redirects are never followed by the channels (undici's request() follows none), so a refused address cannot be
 * reached through a 3xx either.
 */
import dns from 'node:dns'
import net from 'node:net'
import { createAddressPolicy } from './ip-ranges.ts'

export { parseAllowlist } from './ip-ranges.ts'

export class TargetRefusedError extends Error {
  readonly code = 'TARGET_FORBIDDEN'
  constructor (readonly address: string, readonly field?: string) {
    super(`${field !== undefined ? `${field}: ` : ''}the target address ${address} is private, loopback or reserved; an operator can allow it with WHARF_HOOK_TARGET_ALLOWLIST`)
    this.name = 'TargetRefusedError'
  }
}

export class BadTargetUrlError extends Error {
  readonly code = 'BAD_URL'
  constructor (message: string, readonly field?: string) {
    super(`${field !== undefined ? `${field}: ` : ''}${message}`)
    this.name = 'BadTargetUrlError'
  }
}

export interface UrlCheckOptions {
  /** Whether http: is allowed besides https: (WHARF_HOOK_ALLOW_HTTP). */
  allowHttp: boolean
  /** The field the URL came from (`url`, `auth.tokenUrl`), named in the errors. */
  field?: string
}

export interface TargetGuard {
  /** Whether Wharf may connect to this IP address. */
  allowed (address: string): boolean
  /** A dns.lookup replacement for sockets (undici `connect.lookup`, net.connect `lookup`) that refuses blocked addresses. */
  lookup: typeof dns.lookup
  /** Throws TargetRefusedError when the host is an IP literal that is not allowed (lookups do not see those). */
  checkHost (hostname: string, field?: string): void
  /** Parses a URL and checks its scheme and IP-literal host, without I/O; throws BadTargetUrlError or TargetRefusedError. */
  checkUrl (url: string | URL, opts: UrlCheckOptions): URL
  /**
   * checkUrl, then resolves a host name and throws TargetRefusedError when any address is refused. A name that does
   * not resolve (or not within `timeoutMs`) passes: the connect-time lookup checks it when it does.
   */
  checkOutboundUrl (url: string | URL, opts: UrlCheckOptions & { timeoutMs?: number }): Promise<URL>
}

export function createTargetGuard (allowlist: readonly string[] = []): TargetGuard {
  const allowed = createAddressPolicy(allowlist)
  // RFC 6761: `localhost` and every name under it are loopback, whatever a resolver answers for them (many answer
  // nothing for `x.localhost`, some answer 127.0.0.1): judged as 127.0.0.1 before any lookup.
  const loopbackName = (hostname: string): boolean => /(^|\.)localhost\.?$/i.test(hostname)

  const lookup = ((hostname: string, options: dns.LookupOptions | ((...a: unknown[]) => void), callback?: (...a: unknown[]) => void) => {
    const cb = (typeof options === 'function' ? options : callback) as (err: Error | null, address?: string | dns.LookupAddress[], family?: number) => void
    const opts: dns.LookupOptions = typeof options === 'function' ? {} : options
    if (loopbackName(hostname) && !allowed('127.0.0.1')) { cb(new TargetRefusedError(`127.0.0.1 (${hostname})`)); return }
    dns.lookup(hostname, { ...opts, all: true }, (err, addresses) => {
      if (err !== null) { cb(err); return }
      const bad = addresses.find(a => !allowed(a.address))
      if (bad !== undefined) { cb(new TargetRefusedError(bad.address)); return }
      if (opts.all === true) cb(null, addresses)
      else cb(null, addresses[0].address, addresses[0].family)
    })
  }) as unknown as typeof dns.lookup

  const literal = (hostname: string): string | undefined => {
    const h = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname
    return net.isIP(h) !== 0 ? h : undefined
  }
  const checkHost = (hostname: string, field?: string): void => {
    const ip = literal(hostname)
    if (ip !== undefined && !allowed(ip)) throw new TargetRefusedError(ip, field)
    if (ip === undefined && loopbackName(hostname) && !allowed('127.0.0.1')) throw new TargetRefusedError(`127.0.0.1 (${hostname})`, field)
  }

  const checkUrl = (url: string | URL, opts: UrlCheckOptions): URL => {
    let parsed: URL
    try { parsed = typeof url === 'string' ? new URL(url) : url } catch { throw new BadTargetUrlError(`"${String(url)}" is not a URL`, opts.field) }
    if (parsed.protocol !== 'https:' && !(opts.allowHttp && parsed.protocol === 'http:')) {
      throw new BadTargetUrlError(opts.allowHttp ? 'must be an http(s) URL' : 'must be an https URL (the operator can allow http for development with WHARF_HOOK_ALLOW_HTTP)', opts.field)
    }
    checkHost(parsed.hostname, opts.field)
    return parsed
  }

  const checkOutboundUrl = async (url: string | URL, opts: UrlCheckOptions & { timeoutMs?: number }): Promise<URL> => {
    const parsed = checkUrl(url, opts)
    if (literal(parsed.hostname) !== undefined || loopbackName(parsed.hostname)) return parsed
    let timer: NodeJS.Timeout | undefined
    const addresses = await Promise.race([
      dns.promises.lookup(parsed.hostname, { all: true }).catch(() => []),
      new Promise<dns.LookupAddress[]>(resolve => { timer = setTimeout(() => { resolve([]) }, opts.timeoutMs ?? 3000) })
    ]).finally(() => { clearTimeout(timer) })
    const bad = addresses.find(a => !allowed(a.address))
    if (bad !== undefined) throw new TargetRefusedError(`${bad.address} (${parsed.hostname})`, opts.field)
    return parsed
  }

  return { allowed, lookup, checkHost, checkUrl, checkOutboundUrl }
}
