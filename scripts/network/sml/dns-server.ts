/**
 * A small authoritative DNS server for one SML zone: the DNS half of Wharf's local SML, so that several Wharf
 * instances on one machine find each other's SMPs the way they would through the Peppol SML.
 *
 * It answers, for the registrations in a MemorySmlRegistry:
 *   <base32 sha256>.<scheme>.<zone>  NAPTR 100 10 "U" "Meta:SMP" "!^.*$!<smpUrl>!" .
 *   b-<md5>.<scheme>.<zone>          CNAME <target>               (legacy, when registered so)
 *   <zone>                           SOA, NS ns.<zone>;  ns.<zone> A/AAAA the listening address
 * NXDOMAIN (with the SOA in the authority section) for other names in the zone, NODATA for existing names asked for
 * another type, REFUSED for names outside the zone, zone transfers and classes other than IN, NOTIMP for opcodes other
 * than QUERY, FORMERR for malformed queries. Responses (not queries) are dropped. UDP responses larger than 512 octets
 * (or the client's EDNS size, at most 1232) are truncated (TC) so the client retries over TCP, which is served on the
 * same port.
 *
 * Listens on 127.0.0.1 and a random port by default; the server holds no database code (see registry.ts).
 */
import dgram from 'node:dgram'
import net from 'node:net'
import {
  CLASS, DnsFormatError, OPCODE, RCODE, TYPE, decodeMessage, encodeMessage, nameKey, peekHeader,
  type DnsMessage, type DnsQuestion, type DnsRecord
} from './dns-wire/index.ts'
import { normaliseZone, SML_ZONES } from '../../../plugins/peppol-as4/sml/naming.ts'
import { MemorySmlRegistry, type SmlRegistration } from './registry.ts'

export interface SmlDnsResponderOptions {
  /** Zone served; default SML_ZONES.local ('sml.wharf.test'). */
  zone?: string
  registry: MemorySmlRegistry
  /** TTL of NAPTR, CNAME, NS and SOA records, seconds; default 60. */
  ttl?: number
  /** SOA minimum = how long resolvers may cache NXDOMAIN/NODATA (RFC 2308), seconds; default 60. */
  negativeTtl?: number
  /** Address answered for ns.<zone> (A for IPv4, AAAA for IPv6); none when undefined. */
  nsAddress?: string
}

export interface SmlDnsServerOptions extends Partial<SmlDnsResponderOptions> {
  /** Listening address; default '127.0.0.1'. */
  host?: string
  /** Port; default 0 (a random free port, see SmlDnsServer.port). UDP and TCP use the same port. */
  port?: number
  /** Also serve DNS over TCP (for truncated answers); default true. */
  tcp?: boolean
  /** Called with socket-level errors; the server keeps running. Default: ignored. */
  onError?: (err: Error) => void
}

export interface SmlDnsServerStats {
  /** Packets (UDP datagrams or TCP messages) received. */
  received: number
  /** Responses sent, by RCODE name. */
  responses: Record<string, number>
  /** Packets dropped without a response (shorter than a header, or a response rather than a query). */
  dropped: number
}

export interface SmlDnsServer {
  readonly zone: string
  readonly host: string
  readonly port: number
  /** 'host:port' ('[::1]:port' for IPv6), as the lookup client and Resolver.setServers take it. */
  readonly address: string
  readonly registry: MemorySmlRegistry
  readonly stats: SmlDnsServerStats
  close (): Promise<void>
}

const MAX_UDP_PLAIN = 512
const MAX_UDP_EDNS = 1232 // the DNS flag day 2020 default: no IP fragmentation
const TCP_IDLE_MS = 10_000
const TCP_MAX_CONNECTIONS = 128

const RCODE_NAMES: Record<number, string> = Object.fromEntries(Object.entries(RCODE).map(([k, v]) => [v, k]))

/**
 * The server's answering logic as a pure function: query bytes in, response bytes out (undefined = drop).
 * `transport` decides the size limit (UDP truncates, TCP allows 65535 octets).
 */
export function createSmlDnsResponder (options: SmlDnsResponderOptions): (query: Uint8Array, transport: 'udp' | 'tcp') => Buffer | undefined {
  const zone = normaliseZone(options.zone ?? SML_ZONES.local)
  const registry = options.registry
  const ttl = checkTtl(options.ttl ?? 60, 'ttl')
  const negativeTtl = checkTtl(options.negativeTtl ?? 60, 'negativeTtl')
  const nsName = `ns.${zone}`
  const nsAddress = options.nsAddress !== undefined && net.isIP(options.nsAddress) !== 0 ? options.nsAddress : undefined

  const soa = (): DnsRecord => ({
    name: zone,
    type: TYPE.SOA,
    class: CLASS.IN,
    ttl,
    data: {
      mname: nsName, rname: `hostmaster.${zone}`, serial: registry.serial,
      refresh: 3600, retry: 600, expire: 86400, minimum: negativeTtl
    }
  })
  // RFC 2308 section 3: the SOA in a negative answer carries min(SOA TTL, SOA minimum).
  const negativeSoa = (): DnsRecord => ({ ...soa(), ttl: Math.min(ttl, negativeTtl) })
  const ns = (): DnsRecord => ({ name: zone, type: TYPE.NS, class: CLASS.IN, ttl, data: nsName })
  const naptr = (name: string, r: SmlRegistration): DnsRecord => ({
    name,
    type: TYPE.NAPTR,
    class: CLASS.IN,
    ttl,
    data: { order: 100, preference: 10, flags: 'U', service: 'Meta:SMP', regexp: `!^.*$!${r.smpUrl}!`, replacement: '' }
  })
  const nsAddressRecord = (): DnsRecord | undefined => {
    if (nsAddress === undefined) return undefined
    if (net.isIPv4(nsAddress)) {
      return { name: nsName, type: TYPE.A, class: CLASS.IN, ttl, data: Uint8Array.from(nsAddress.split('.').map(Number)) }
    }
    return { name: nsName, type: TYPE.AAAA, class: CLASS.IN, ttl, data: ipv6Bytes(nsAddress) }
  }

  /** Fills the answer for a question inside the zone. */
  function answerInZone (q: DnsQuestion, relative: string, res: DnsMessage): void {
    res.aa = true
    const type = q.type
    const any = type === TYPE.ANY
    const nodata = (): void => { res.authorities.push(negativeSoa()) }
    if (relative === '') {
      if (type === TYPE.SOA || any) res.answers.push(soa())
      if (type === TYPE.NS || any) res.answers.push(ns())
      if (res.answers.length === 0) nodata()
      return
    }
    if (relative === 'ns') {
      const a = nsAddressRecord()
      if (a !== undefined && (a.type === type || any)) res.answers.push({ ...a, name: q.name })
      else if (a === undefined) { res.rcode = RCODE.NXDOMAIN; nodata() } else nodata()
      return
    }
    const entry = registry.find(relative)
    if (entry === undefined) {
      res.rcode = RCODE.NXDOMAIN
      nodata()
      return
    }
    if (entry.kind === 'cname') {
      // RFC 1034 section 3.6.2: a CNAME owner has no other data, so it answers every type. The target is outside
      // the zone (an SMP host), so it is not chased.
      res.answers.push({ name: q.name, type: TYPE.CNAME, class: CLASS.IN, ttl, data: entry.registration.cnameTarget ?? '' })
      return
    }
    if (entry.kind === 'naptr' && (type === TYPE.NAPTR || any)) {
      res.answers.push(naptr(q.name, entry.registration))
      return
    }
    nodata() // an empty non-terminal, or a NAPTR owner asked for another type
  }

  return (query, transport) => {
    const header = peekHeader(query)
    if (header === undefined || header.qr) return undefined // too short to answer, or a response: never reply
    const res: DnsMessage = {
      id: header.id, qr: true, opcode: header.opcode, aa: false, tc: false, rd: header.rd, ra: false, ad: false,
      cd: false, rcode: RCODE.NOERROR, questions: [], answers: [], authorities: [], additionals: []
    }
    let msg: DnsMessage
    try {
      msg = decodeMessage(query)
    } catch (err) {
      if (!(err instanceof DnsFormatError)) throw err
      res.rcode = RCODE.FORMERR
      return encodeMessage(res)
    }
    if (msg.opcode !== OPCODE.QUERY) {
      // NOTIFY, UPDATE, ...: not for this server, whatever their sections hold.
      if (msg.questions.length === 1) res.questions.push(msg.questions[0])
      res.rcode = RCODE.NOTIMP
      return encodeMessage(res)
    }
    const opts = msg.additionals.filter(r => r.type === TYPE.OPT)
    const opt = opts[0]
    if (opts.length > 1 || (opt !== undefined && opt.name !== '') || msg.questions.length !== 1 ||
        msg.answers.length > 0 || msg.authorities.length > 0) {
      res.rcode = RCODE.FORMERR
      return encodeMessage(res)
    }
    const q = msg.questions[0]
    res.questions.push(q)
    res.cd = msg.cd
    let limit = transport === 'tcp' ? 0xffff : MAX_UDP_PLAIN
    if (opt !== undefined) {
      if (transport === 'udp') limit = Math.min(Math.max(opt.class, MAX_UDP_PLAIN), MAX_UDP_EDNS)
      const version = (opt.ttl >>> 16) & 0xff
      // EDNS version other than 0: BADVERS (extended RCODE 16 = upper bits 1 in the OPT TTL, header RCODE 0).
      res.additionals.push({ name: '', type: TYPE.OPT, class: MAX_UDP_EDNS, ttl: version === 0 ? 0 : 0x01000000, data: new Uint8Array(0) })
      if (version !== 0) return encodeMessage(res)
    }
    const key = nameKey(q.name)
    const inZone = key === zone || key.endsWith(`.${zone}`)
    if (!inZone || (q.class !== CLASS.IN && q.class !== CLASS.ANY) || q.type === 251 || q.type === 252) {
      res.rcode = RCODE.REFUSED // not our zone; no zone transfers (IXFR 251, AXFR 252); only class IN
    } else {
      answerInZone(q, key === zone ? '' : key.slice(0, -(zone.length + 1)), res)
    }
    let out = encodeMessage(res)
    if (out.length > limit) {
      res.tc = true
      res.answers = []
      res.authorities = []
      out = encodeMessage(res)
    }
    return out
  }
}

function checkTtl (v: number, what: string): number {
  if (!Number.isInteger(v) || v < 0 || v > 0x7fffffff) throw new TypeError(`${what} must be a whole number of seconds`)
  return v
}

function ipv6Bytes (address: string): Uint8Array {
  // Expand '::' and read eight 16-bit groups (an embedded IPv4 tail is rare enough for a dev server to skip).
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined]
  const h = head === '' ? [] : head.split(':')
  const t = tail === undefined || tail === '' ? [] : tail.split(':')
  const groups = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t]
  const out = new Uint8Array(16)
  groups.slice(0, 8).forEach((g, i) => { const v = parseInt(g, 16) || 0; out[i * 2] = v >> 8; out[i * 2 + 1] = v & 0xff })
  return out
}

/** Starts the server; resolves once both sockets listen. */
export async function startSmlDnsServer (options: SmlDnsServerOptions = {}): Promise<SmlDnsServer> {
  const host = options.host ?? '127.0.0.1'
  const family = net.isIP(host)
  if (family === 0) throw new TypeError(`host must be an IP address, got ${JSON.stringify(host)}`)
  const registry = options.registry ?? new MemorySmlRegistry()
  const zone = normaliseZone(options.zone ?? SML_ZONES.local)
  const respond = createSmlDnsResponder({ ...options, zone, registry, nsAddress: options.nsAddress ?? host })
  const onError = options.onError ?? (() => {})
  const stats: SmlDnsServerStats = { received: 0, responses: {}, dropped: 0 }
  const wantTcp = options.tcp ?? true

  const handle = (packet: Uint8Array, transport: 'udp' | 'tcp'): Buffer | undefined => {
    stats.received++
    let out: Buffer | undefined
    try {
      out = respond(packet, transport)
    } catch (err) {
      // A bug, not bad input (DnsFormatError is answered with FORMERR): answer SERVFAIL rather than crash.
      onError(err instanceof Error ? err : new Error(String(err)))
      const h = peekHeader(packet)
      out = h === undefined || h.qr ? undefined : servfail(h.id, h.opcode, h.rd)
    }
    if (out === undefined) stats.dropped++
    else {
      const name = RCODE_NAMES[out[3] & 0x0f] ?? String(out[3] & 0x0f)
      stats.responses[name] = (stats.responses[name] ?? 0) + 1
    }
    return out
  }

  const requestedPort = options.port ?? 0
  for (let attempt = 0; ; attempt++) {
    const udp = dgram.createSocket({ type: family === 6 ? 'udp6' : 'udp4' })
    udp.on('error', err => onError(err))
    udp.on('message', (msg, rinfo) => {
      const out = handle(msg, 'udp')
      if (out !== undefined) udp.send(out, rinfo.port, rinfo.address, err => { if (err) onError(err) })
    })
    await new Promise<void>((resolve, reject) => {
      udp.once('error', reject)
      udp.bind(requestedPort, host, () => { udp.off('error', reject); resolve() })
    })
    const port = udp.address().port
    let tcp: net.Server | undefined
    if (wantTcp) {
      tcp = net.createServer(socket => serveTcp(socket, handle, onError))
      tcp.maxConnections = TCP_MAX_CONNECTIONS
      tcp.on('error', err => onError(err))
      try {
        await new Promise<void>((resolve, reject) => {
          tcp?.once('error', reject)
          tcp?.listen({ port, host, exclusive: true }, () => { tcp?.off('error', reject); resolve() })
        })
      } catch (err) {
        udp.close()
        // A random UDP port whose TCP twin is taken: try another random port a few times.
        if (requestedPort === 0 && attempt < 10 && (err as NodeJS.ErrnoException).code === 'EADDRINUSE') continue
        throw err
      }
    }
    const tcpSockets = new Set<net.Socket>()
    tcp?.on('connection', s => { tcpSockets.add(s); s.on('close', () => tcpSockets.delete(s)) })
    return {
      zone,
      host,
      port,
      address: family === 6 ? `[${host}]:${port}` : `${host}:${port}`,
      registry,
      stats,
      close: async () => {
        for (const s of tcpSockets) s.destroy()
        await Promise.all([
          new Promise<void>(resolve => { try { udp.close(() => resolve()) } catch { resolve() } }),
          new Promise<void>(resolve => { if (tcp === undefined) resolve(); else tcp.close(() => resolve()) })
        ])
      }
    }
  }
}

function servfail (id: number, opcode: number, rd: boolean): Buffer {
  return encodeMessage({
    id, qr: true, opcode, aa: false, tc: false, rd, ra: false, ad: false, cd: false, rcode: RCODE.SERVFAIL,
    questions: [], answers: [], authorities: [], additionals: []
  })
}

/** DNS over TCP (RFC 7766): two-octet length prefix, several queries per connection, idle timeout. */
function serveTcp (socket: net.Socket, handle: (p: Uint8Array, t: 'tcp') => Buffer | undefined, onError: (e: Error) => void): void {
  let pending = Buffer.alloc(0)
  socket.setTimeout(TCP_IDLE_MS, () => socket.destroy())
  socket.on('error', err => onError(err))
  socket.on('data', chunk => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
    while (pending.length >= 2) {
      const len = pending.readUInt16BE(0)
      if (len === 0) { socket.destroy(); return }
      if (pending.length < 2 + len) break
      const msg = pending.subarray(2, 2 + len)
      pending = pending.subarray(2 + len)
      const out = handle(msg, 'tcp')
      if (out === undefined) { socket.destroy(); return }
      const frame = Buffer.alloc(2 + out.length)
      frame.writeUInt16BE(out.length, 0)
      out.copy(frame, 2)
      socket.write(frame)
    }
  })
}
