/**
 * Which IP addresses Wharf may connect to for an integrator: the address policy of the SSRF guard (net-guard.ts).
 *
 * Refused: IPv4 loopback, private, link-local, carrier-grade NAT, multicast, documentation and reserved ranges; IPv6
 * loopback, unspecified, unique-local, link-local, site-local, multicast, documentation, discard, IETF protocol
 * assignments (2001::/23, Teredo 2001::/32 among them), local-use NAT64 and the deprecated IPv4-compatible range
 * (`::a.b.c.d`, which URLs print as `[::7f00:1]`). IPv6 forms that carry an IPv4 address are judged by that address:
 * IPv4-mapped `::ffff:a.b.c.d` (also in hex, `::ffff:7f00:1`), SIIT `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`
 * and 6to4 `2002:AABB:CCDD::/48`. An operator allowlist (CIDRs) wins over every refusal, for the address itself or
 * the IPv4 address it carries.
 */
import net, { BlockList } from 'node:net'

const BLOCKED_V4 = ['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24', '192.0.2.0/24', '192.88.99.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '224.0.0.0/4', '240.0.0.0/4']
const BLOCKED_V6 = ['::/96', 'fc00::/7', 'fe80::/10', 'fec0::/10', 'ff00::/8', '64:ff9b:1::/48', '100::/64', '2001::/23', '2001:db8::/32', '3fff::/20', '5f00::/16']

function addCidr (list: BlockList, cidr: string): void {
  const [ip, bits] = cidr.trim().split('/')
  const family = net.isIPv6(ip) ? 'ipv6' : 'ipv4'
  if (net.isIP(ip) === 0) throw new Error(`not a CIDR: "${cidr}"`)
  list.addSubnet(ip, Number(bits ?? (family === 'ipv6' ? 128 : 32)), family)
}

/** The eight 16-bit groups of a valid IPv6 address (zone id removed by the caller). */
function groups (ip: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip)
  const hex = dotted === null
    ? ip
    : ip.slice(0, dotted.index) + [[1, 2], [3, 4]].map(([a, b]) => ((Number(dotted[a]) << 8) | Number(dotted[b])).toString(16)).join(':')
  const [head, tail] = hex.split('::')
  const before = head === '' ? [] : head.split(':')
  const after = tail === undefined || tail === '' ? [] : tail.split(':')
  const zeros = tail === undefined ? [] : new Array<string>(8 - before.length - after.length).fill('0')
  return [...before, ...zeros, ...after].map(g => parseInt(g, 16))
}

const v4 = (hi: number, lo: number): string => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`

/** The IPv4 address an IPv6 address carries (mapped, SIIT, NAT64 well-known prefix, 6to4), if any. */
export function embeddedIpv4 (ip: string): string | undefined {
  const g = groups(ip)
  const zero = (from: number, to: number): boolean => g.slice(from, to).every(x => x === 0)
  if (zero(0, 5) && g[5] === 0xffff) return v4(g[6], g[7])
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return v4(g[6], g[7])
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return v4(g[6], g[7])
  if (g[0] === 0x2002) return v4(g[1], g[2])
  return undefined
}

/** `allowlist`: CIDRs allowed although in a refused range (e.g. `127.0.0.0/8` for tests). Throws on a bad CIDR. */
export function createAddressPolicy (allowlist: readonly string[] = []): (address: string) => boolean {
  const blocked = new BlockList()
  for (const c of [...BLOCKED_V4, ...BLOCKED_V6]) addCidr(blocked, c)
  const allow = new BlockList()
  for (const c of allowlist) if (c.trim() !== '') addCidr(allow, c)
  const allowedV4 = (ip: string): boolean => allow.check(ip, 'ipv4') || !blocked.check(ip, 'ipv4')
  return (address: string): boolean => {
    const ip = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '')
    if (net.isIPv4(ip)) return allowedV4(ip)
    if (!net.isIPv6(ip)) return false
    if (allow.check(ip, 'ipv6')) return true
    const carried = embeddedIpv4(ip)
    if (carried !== undefined) return allowedV4(carried)
    return !blocked.check(ip, 'ipv6')
  }
}

/** Validates a comma-separated CIDR list (WHARF_HOOK_TARGET_ALLOWLIST). */
export function parseAllowlist (text: string | undefined): string[] {
  const list = (text ?? '').split(',').map(s => s.trim()).filter(Boolean)
  for (const c of list) addCidr(new BlockList(), c)
  return list
}
