import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import dgram from 'node:dgram'
import net from 'node:net'
import { Resolver } from 'node:dns/promises'
import { promisify } from 'node:util'
import {
  CLASS, RCODE, TYPE, decodeMessage, emptyMessage, encodeMessage, encodeQuery, type DnsMessage, type NaptrData, type SoaData
} from './dns-wire/index.ts'
import { createSmlDnsResponder, startSmlDnsServer, type SmlDnsServer } from './dns-server.ts'
import { cnameName, naptrName, SML_ZONES } from '../../../plugins/peppol-as4/sml/naming.ts'
import { MemorySmlRegistry } from './registry.ts'
import { needs } from '../../../test/helpers/tools.ts'

const ZONE = SML_ZONES.local
const A = { scheme: 'iso6523-actorid-upis', value: '0088:1234567890123' }
const B = { scheme: 'iso6523-actorid-upis', value: '9915:test' }
const C = { scheme: 'iso6523-actorid-upis', value: '0208:0123456749' }

function registry (): MemorySmlRegistry {
  const r = new MemorySmlRegistry()
  r.set(A, 'http://127.0.0.1:8081/smp')
  r.set(B, 'http://smp-b.example:8080', { records: 'cname' })
  r.set(C, 'https://smp-c.example', { records: 'both' })
  return r
}

const respond = createSmlDnsResponder({ zone: ZONE, registry: registry(), ttl: 120, negativeTtl: 30, nsAddress: '127.0.0.1' })
const ask = (name: string, type: number, tweak?: (m: DnsMessage) => void): DnsMessage => {
  const q = emptyMessage(0xbeef)
  q.rd = true
  q.questions.push({ name, type, class: CLASS.IN })
  tweak?.(q)
  const out = respond(encodeMessage(q), 'udp')
  assert.ok(out !== undefined, 'expected a response')
  const m = decodeMessage(out)
  assert.equal(m.id, 0xbeef)
  assert.equal(m.qr, true)
  assert.equal(m.ra, false)
  return m
}

test('NAPTR for a registered participant: AA, NOERROR, RFC 3403 record, question echoed as asked', () => {
  const name = naptrName(A, ZONE)
  const m = ask(name.toUpperCase(), TYPE.NAPTR)
  assert.equal(m.rcode, RCODE.NOERROR)
  assert.equal(m.aa, true)
  assert.equal(m.rd, true)
  assert.equal(m.questions[0].name, name.toUpperCase())
  assert.equal(m.answers.length, 1)
  assert.equal(m.answers[0].type, TYPE.NAPTR)
  assert.equal(m.answers[0].ttl, 120)
  assert.deepEqual(m.answers[0].data, {
    order: 100, preference: 10, flags: 'U', service: 'Meta:SMP', regexp: '!^.*$!http://127.0.0.1:8081/smp!', replacement: ''
  } satisfies NaptrData)
  assert.equal(m.authorities.length, 0)
  // ANY gives the NAPTR too; another type at the same name is NODATA with the SOA.
  assert.equal(ask(name, TYPE.ANY).answers[0].type, TYPE.NAPTR)
  const nodata = ask(name, TYPE.A)
  assert.equal(nodata.rcode, RCODE.NOERROR)
  assert.equal(nodata.answers.length, 0)
  assert.equal(nodata.authorities[0].type, TYPE.SOA)
})

test('unknown names in the zone: NXDOMAIN with the SOA (TTL = min(ttl, minimum)); empty non-terminals: NODATA', () => {
  const m = ask(naptrName({ ...A, value: '0088:unknown' }, ZONE), TYPE.NAPTR)
  assert.equal(m.rcode, RCODE.NXDOMAIN)
  assert.equal(m.aa, true)
  assert.equal(m.answers.length, 0)
  assert.equal(m.authorities.length, 1)
  const soa = m.authorities[0]
  assert.equal(soa.type, TYPE.SOA)
  assert.equal(soa.name, ZONE)
  assert.equal(soa.ttl, 30)
  assert.equal((soa.data as SoaData).minimum, 30)
  assert.equal((soa.data as SoaData).mname, `ns.${ZONE}`)
  // Below a registered name, and an empty non-terminal above it.
  assert.equal(ask(`x.${naptrName(A, ZONE)}`, TYPE.NAPTR).rcode, RCODE.NXDOMAIN)
  const ent = ask(`iso6523-actorid-upis.${ZONE}`, TYPE.NAPTR)
  assert.equal(ent.rcode, RCODE.NOERROR)
  assert.equal(ent.answers.length, 0)
  assert.equal(ent.authorities[0].type, TYPE.SOA)
})

test('legacy CNAME answers every type; cname-only participants have no NAPTR; both publishes both', () => {
  for (const type of [TYPE.CNAME, TYPE.A, TYPE.NAPTR]) {
    const m = ask(cnameName(B, ZONE), type)
    assert.equal(m.rcode, RCODE.NOERROR)
    assert.equal(m.aa, true)
    assert.equal(m.answers.length, 1)
    assert.equal(m.answers[0].type, TYPE.CNAME)
    assert.equal(m.answers[0].data, 'smp-b.example')
  }
  assert.equal(ask(naptrName(B, ZONE), TYPE.NAPTR).rcode, RCODE.NXDOMAIN)
  assert.equal(ask(naptrName(C, ZONE), TYPE.NAPTR).answers.length, 1)
  assert.equal(ask(cnameName(C, ZONE), TYPE.CNAME).answers[0].data, 'smp-c.example')
  assert.equal(ask(cnameName(A, ZONE), TYPE.CNAME).rcode, RCODE.NXDOMAIN)
})

test('zone apex: SOA, NS; ns.<zone> has the listening address', () => {
  const soa = ask(ZONE, TYPE.SOA)
  assert.equal(soa.answers[0].type, TYPE.SOA)
  assert.equal(soa.aa, true)
  assert.equal(ask(ZONE.toUpperCase(), TYPE.NS).answers[0].data, `ns.${ZONE}`)
  assert.deepEqual([...(ask(`ns.${ZONE}`, TYPE.A).answers[0].data as Uint8Array)], [127, 0, 0, 1])
  assert.equal(ask(ZONE, TYPE.NAPTR).answers.length, 0)
})

test('outside the zone, zone transfers, other classes: REFUSED without AA; other opcodes: NOTIMP', () => {
  for (const name of ['example.com', 'wharf.test', `x${ZONE}`, SML_ZONES.test]) {
    const m = ask(name, TYPE.NAPTR)
    assert.equal(m.rcode, RCODE.REFUSED, name)
    assert.equal(m.aa, false)
  }
  assert.equal(ask(ZONE, 252).rcode, RCODE.REFUSED) // AXFR
  assert.equal(ask(ZONE, TYPE.SOA, q => { q.questions[0].class = CLASS.CH }).rcode, RCODE.REFUSED)
  assert.equal(ask(ZONE, TYPE.SOA, q => { q.opcode = 2 }).rcode, RCODE.NOTIMP)
})

test('EDNS: OPT echoed; unknown EDNS version gets BADVERS', () => {
  const m = ask(naptrName(A, ZONE), TYPE.NAPTR, q => { q.additionals.push({ name: '', type: TYPE.OPT, class: 4096, ttl: 0, data: new Uint8Array(0) }) })
  assert.equal(m.additionals.length, 1)
  assert.equal(m.additionals[0].type, TYPE.OPT)
  assert.equal(m.answers.length, 1)
  const bad = ask(ZONE, TYPE.SOA, q => { q.additionals.push({ name: '', type: TYPE.OPT, class: 4096, ttl: 0x00010000, data: new Uint8Array(0) }) })
  assert.equal(bad.rcode, 0)
  assert.equal(bad.additionals[0].ttl >>> 24, 1) // extended RCODE 16 = BADVERS
  assert.equal(bad.answers.length, 0)
})

test('malformed queries: FORMERR with the id; responses and runts are dropped', () => {
  const formerr = (wire: Buffer): void => {
    const out = respond(wire, 'udp')
    assert.ok(out !== undefined)
    const m = decodeMessage(out)
    assert.equal(m.rcode, RCODE.FORMERR)
    assert.equal(m.id, wire.readUInt16BE(0))
    assert.equal(m.qr, true)
  }
  formerr(Buffer.from([0x12, 0x34, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0xc0, 12, 0, 1, 0, 1])) // pointer loop
  formerr(Buffer.from([0x12, 0x35, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])) // no question
  formerr(Buffer.from([0x12, 0x36, 0, 0, 0xff, 0xff, 0, 0, 0, 0, 0, 0])) // counts beyond the message
  const two = emptyMessage(0x1237)
  two.questions.push({ name: ZONE, type: TYPE.SOA, class: CLASS.IN }, { name: ZONE, type: TYPE.NS, class: CLASS.IN })
  formerr(encodeMessage(two))
  assert.equal(respond(Buffer.from([1, 2, 3]), 'udp'), undefined)
  const response = encodeQuery(9, ZONE, TYPE.SOA)
  response[2] |= 0x80
  assert.equal(respond(response, 'udp'), undefined)
})

// ------------------------------------------------------------------------------------------------------------
// Over sockets (127.0.0.1 only)

async function udpExchange (server: SmlDnsServer, wire: Buffer, waitMs = 1000): Promise<Buffer | undefined> {
  const sock = dgram.createSocket('udp4')
  try {
    return await new Promise<Buffer | undefined>((resolve, reject) => {
      const timer = setTimeout(() => resolve(undefined), waitMs)
      sock.on('message', msg => { clearTimeout(timer); resolve(msg) })
      sock.on('error', reject)
      sock.send(wire, server.port, '127.0.0.1')
    })
  } finally {
    sock.close()
  }
}

async function tcpExchange (server: SmlDnsServer, frames: Buffer[]): Promise<DnsMessage[]> {
  const socket = net.connect(server.port, '127.0.0.1')
  const out: DnsMessage[] = []
  let buf = Buffer.alloc(0)
  return await new Promise<DnsMessage[]>((resolve, reject) => {
    const timer = setTimeout(() => { socket.destroy(); reject(new Error('TCP exchange timed out')) }, 3000)
    socket.on('error', reject)
    socket.on('data', chunk => {
      buf = Buffer.concat([buf, chunk])
      while (buf.length >= 2 && buf.length >= 2 + buf.readUInt16BE(0)) {
        out.push(decodeMessage(buf.subarray(2, 2 + buf.readUInt16BE(0))))
        buf = buf.subarray(2 + buf.readUInt16BE(0))
      }
      if (out.length === frames.length) { clearTimeout(timer); socket.end(); resolve(out) }
    })
    // All frames in one write, the second split across the boundary, to exercise reassembly.
    const all = Buffer.concat(frames.map(f => { const h = Buffer.alloc(2); h.writeUInt16BE(f.length); return Buffer.concat([h, f]) }))
    socket.write(all.subarray(0, 5))
    setTimeout(() => socket.write(all.subarray(5)), 20)
  })
}

test('server on 127.0.0.1:<random port>: UDP and TCP; node\'s resolver (c-ares) reads the NAPTR and CNAME', async () => {
  const server = await startSmlDnsServer({ registry: registry() })
  try {
    assert.equal(server.host, '127.0.0.1')
    assert.ok(server.port > 0)
    assert.equal(server.address, `127.0.0.1:${server.port}`)
    assert.equal(server.zone, ZONE)

    const resolver = new Resolver({ timeout: 1000, tries: 1 })
    resolver.setServers([server.address])
    assert.deepEqual(await resolver.resolveNaptr(naptrName(A, ZONE)), [{
      flags: 'U', service: 'Meta:SMP', regexp: '!^.*$!http://127.0.0.1:8081/smp!', replacement: '', order: 100, preference: 10
    }])
    assert.deepEqual(await resolver.resolveCname(cnameName(B, ZONE)), ['smp-b.example'])
    await assert.rejects(resolver.resolveNaptr(naptrName({ ...A, value: '0088:nobody' }, ZONE)), { code: 'ENOTFOUND' })
    await assert.rejects(resolver.resolveNaptr('smp.example.com'), { code: 'EREFUSED' })

    const tcp = await tcpExchange(server, [encodeQuery(1, naptrName(A, ZONE), TYPE.NAPTR), encodeQuery(2, `nobody.${ZONE}`, TYPE.NAPTR)])
    assert.deepEqual(tcp.map(m => [m.id, m.rcode, m.answers.length, m.aa]), [[1, RCODE.NOERROR, 1, true], [2, RCODE.NXDOMAIN, 0, true]])

    // Registry changes are visible at once, and the SOA serial moves.
    const serial = (decodeMessage((await udpExchange(server, encodeQuery(3, ZONE, TYPE.SOA))) as Buffer).answers[0].data as SoaData).serial
    server.registry.delete(A)
    await assert.rejects(resolver.resolveNaptr(naptrName(A, ZONE)), { code: 'ENOTFOUND' })
    const after = (decodeMessage((await udpExchange(server, encodeQuery(4, ZONE, TYPE.SOA))) as Buffer).answers[0].data as SoaData).serial
    assert.equal(after, serial + 1)
  } finally {
    await server.close()
  }
})

test('malformed packets do not crash the server (bounded UDP and TCP fuzz, then a normal query)', async () => {
  const errors: Error[] = []
  const server = await startSmlDnsServer({ registry: registry(), onError: e => errors.push(e) })
  try {
    let seed = 7
    const rnd = (): number => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff }
    const base = encodeQuery(0x4242, naptrName(A, ZONE), TYPE.NAPTR, { ednsUdpSize: 1232 })
    const sock = dgram.createSocket('udp4')
    await new Promise<void>(resolve => sock.bind(0, '127.0.0.1', () => resolve()))
    let replies = 0
    sock.on('message', () => { replies++ })
    const packets: Buffer[] = [Buffer.alloc(0), Buffer.from([1]), Buffer.alloc(12), Buffer.alloc(1400, 0xff)]
    for (let i = 0; i < 400; i++) {
      if (i % 2 === 0) {
        const p = Buffer.from(base)
        for (let k = 0; k < 3; k++) p[Math.floor(rnd() * p.length)] = Math.floor(rnd() * 256)
        packets.push(rnd() < 0.3 ? p.subarray(0, Math.floor(rnd() * p.length)) : p)
      } else {
        packets.push(Buffer.from(Array.from({ length: Math.floor(rnd() * 100) }, () => Math.floor(rnd() * 256))))
      }
    }
    for (const p of packets) await new Promise<void>(resolve => sock.send(p, server.port, '127.0.0.1', () => resolve()))
    // TCP: a garbage frame, a zero-length frame (closes the connection), and a connection that sends half a frame.
    for (const junk of [Buffer.from([0, 5, 1, 2, 3, 4, 5]), Buffer.from([0, 0]), Buffer.from([0xff, 0xff, 1, 2])]) {
      const s = net.connect(server.port, '127.0.0.1')
      await new Promise<void>(resolve => { s.on('connect', () => { s.write(junk); setTimeout(() => { s.destroy(); resolve() }, 30) }); s.on('error', () => resolve()) })
    }
    await new Promise(resolve => setTimeout(resolve, 200))
    sock.close()
    const answer = await udpExchange(server, encodeQuery(77, naptrName(A, ZONE), TYPE.NAPTR))
    assert.ok(answer !== undefined, 'the server still answers')
    assert.equal(decodeMessage(answer).answers.length, 1)
    assert.ok(replies > 0)
    assert.ok(server.stats.received >= packets.length / 2, JSON.stringify(server.stats)) // UDP on loopback rarely drops
    assert.ok((server.stats.responses.FORMERR ?? 0) > 0, JSON.stringify(server.stats))
    assert.ok(server.stats.dropped > 0)
    assert.deepEqual(errors.filter(e => !/ECONNRESET|EPIPE/.test(String((e as NodeJS.ErrnoException).code))), [])
  } finally {
    await server.close()
  }
})

test('independent check with dig (bind9-dnsutils)', needs('dig'), async () => {
  const run = promisify(execFile)
  const server = await startSmlDnsServer({ registry: registry(), ttl: 90 })
  try {
    const dig = async (...args: string[]): Promise<string> =>
      (await run('dig', [`@${server.host}`, '-p', String(server.port), '+tries=1', '+time=2', '+norecurse', ...args])).stdout
    const naptr = await dig(naptrName(A, ZONE), 'NAPTR')
    assert.match(naptr, /status: NOERROR/)
    assert.match(naptr, /flags: qr aa;/)
    assert.match(naptr, /\s90\s+IN\s+NAPTR\s+100 10 "U" "Meta:SMP" "!\^\.\*\$!http:\/\/127\.0\.0\.1:8081\/smp!" \.\n/)
    const viaTcp = await dig('+tcp', '+short', naptrName(A, ZONE), 'NAPTR')
    assert.equal(viaTcp.trim(), '100 10 "U" "Meta:SMP" "!^.*$!http://127.0.0.1:8081/smp!" .')
    assert.equal((await dig('+short', cnameName(B, ZONE), 'CNAME')).trim(), 'smp-b.example.')
    const nx = await dig(`nobody.iso6523-actorid-upis.${ZONE}`, 'NAPTR')
    assert.match(nx, /status: NXDOMAIN/)
    assert.match(nx, /flags: qr aa;/)
    assert.match(nx, /AUTHORITY SECTION:\nsml\.wharf\.test\.\s+60\s+IN\s+SOA\s+ns\.sml\.wharf\.test\. hostmaster\.sml\.wharf\.test\. \d+ 3600 600 86400 60/)
    const refused = await dig('example.com', 'A')
    assert.match(refused, /status: REFUSED/)
    assert.doesNotMatch(refused, /flags: [^;]*aa/)
    assert.match(await dig('+noedns', ZONE, 'SOA'), /status: NOERROR/)
  } finally {
    await server.close()
  }
})

test('startSmlDnsServer: IPv6 loopback when available; a taken port is an error', async t => {
  const first = await startSmlDnsServer({ registry: new MemorySmlRegistry() })
  try {
    await assert.rejects(startSmlDnsServer({ port: first.port }), { code: 'EADDRINUSE' })
  } finally {
    await first.close()
  }
  let v6: SmlDnsServer
  try { v6 = await startSmlDnsServer({ host: '::1', registry: registry() }) } catch {
    t.skip('no IPv6 loopback on this machine')
    return
  }
  try {
    assert.equal(v6.address, `[::1]:${v6.port}`)
    const resolver = new Resolver({ timeout: 1000, tries: 1 })
    resolver.setServers([v6.address])
    assert.equal((await resolver.resolveNaptr(naptrName(A, ZONE)))[0].regexp, '!^.*$!http://127.0.0.1:8081/smp!')
  } finally {
    await v6.close()
  }
})
