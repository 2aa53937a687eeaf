/**
 * SSRF guard for channels that connect to addresses integrators give (webhook URLs, SFTP hosts, ...): loopback,
 * private, link-local, carrier-grade NAT, multicast and reserved addresses are refused unless an operator allowlist
 * (CIDRs, from WHARF_HOOK_TARGET_ALLOWLIST) permits them. The check runs on every resolved address at connect time
 * (a custom DNS lookup), so a name that resolves to a private address, or re-resolves to one later, is refused too.
 */
import dns from 'node:dns'
import net, { BlockList } from 'node:net'

const BLOCKED_V4 = ['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24', '192.0.2.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '224.0.0.0/4', '240.0.0.0/4']
const BLOCKED_V6 = ['::/128', '::1/128', 'fc00::/7', 'fe80::/10', 'ff00::/8', '64:ff9b::/96', '100::/64', '2001:db8::/32']

export class TargetRefusedError extends Error {
  readonly code = 'TARGET_FORBIDDEN'
  constructor (readonly address: string) {
    super(`the target address ${address} is private, loopback or reserved; an operator can allow it with WHARF_HOOK_TARGET_ALLOWLIST`)
    this.name = 'TargetRefusedError'
  }
}

function addCidr (list: BlockList, cidr: string): void {
  const [ip, bits] = cidr.trim().split('/')
  const family = net.isIPv6(ip) ? 'ipv6' : 'ipv4'
  if (net.isIP(ip) === 0) throw new Error(`not a CIDR: "${cidr}"`)
  list.addSubnet(ip, Number(bits ?? (family === 'ipv6' ? 128 : 32)), family)
}

export interface TargetGuard {
  /** Whether Wharf may connect to this IP address. */
  allowed (address: string): boolean
  /** A dns.lookup replacement for sockets (undici `connect.lookup`, net.connect `lookup`) that refuses blocked addresses. */
  lookup: typeof dns.lookup
  /** Throws TargetRefusedError when the URL's host is an IP literal that is not allowed (lookups do not see those). */
  checkHost (hostname: string): void
}

/** `allowlist`: CIDRs that are allowed even though they are in a blocked range (e.g. `127.0.0.0/8` for tests). */
export function createTargetGuard (allowlist: readonly string[] = []): TargetGuard {
  const blocked = new BlockList()
  for (const c of BLOCKED_V4) addCidr(blocked, c)
  for (const c of BLOCKED_V6) addCidr(blocked, c)
  const allow = new BlockList()
  for (const c of allowlist) if (c.trim() !== '') addCidr(allow, c)

  const allowed = (address: string): boolean => {
    const v6 = net.isIPv6(address)
    const mapped = v6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined
    const ip = mapped ?? address
    const family = mapped !== undefined || !v6 ? 'ipv4' : 'ipv6'
    if (allow.check(ip, family)) return true
    return !blocked.check(ip, family)
  }

  const lookup = ((hostname: string, options: dns.LookupOptions | ((...a: unknown[]) => void), callback?: (...a: unknown[]) => void) => {
    const cb = (typeof options === 'function' ? options : callback) as (err: Error | null, address?: string | dns.LookupAddress[], family?: number) => void
    const opts: dns.LookupOptions = typeof options === 'function' ? {} : options
    dns.lookup(hostname, { ...opts, all: true }, (err, addresses) => {
      if (err !== null) { cb(err); return }
      const bad = addresses.find(a => !allowed(a.address))
      if (bad !== undefined) { cb(new TargetRefusedError(bad.address)); return }
      if (opts.all === true) cb(null, addresses)
      else cb(null, addresses[0].address, addresses[0].family)
    })
  }) as unknown as typeof dns.lookup

  const checkHost = (hostname: string): void => {
    const h = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname
    if (net.isIP(h) !== 0 && !allowed(h)) throw new TargetRefusedError(h)
  }
  return { allowed, lookup, checkHost }
}

export function parseAllowlist (text: string | undefined): string[] {
  const list = (text ?? '').split(',').map(s => s.trim()).filter(Boolean)
  for (const c of list) addCidr(new BlockList(), c) // validates
  return list
}
