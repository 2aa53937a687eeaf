import { test } from 'node:test'
import assert from 'node:assert/strict'
import dgram from 'node:dgram'
import type { NaptrRecord } from 'node:dns'
import { ManualClock } from '../../../core/clock.ts'
import { CLASS, TYPE, decodeMessage, encodeMessage, type DnsRecord } from '../../../scripts/network/sml/dns-wire/index.ts'
import { startSmlDnsServer, type SmlDnsServer } from '../../../scripts/network/sml/dns-server.ts'
import { SmlLookupClient, lookupSmp, smpUrlFromNaptr, type SmlLookupResult } from './lookup.ts'
import { cnameName, naptrName, SML_ZONES } from './naming.ts'

const ZONE = SML_ZONES.local
const P = { scheme: 'iso6523-actorid-upis', value: '0088:1234567890123' }
const LEGACY = { scheme: 'iso6523-actorid-upis', value: '9915:test' }
const NOBODY = { scheme: 'iso6523-actorid-upis', value: '0088:5790000435968' }

async function withServer (fn: (server: SmlDnsServer) => Promise<void>): Promise<void> {
  const server = await startSmlDnsServer({ zone: ZONE })
  try { await fn(server) } finally { await server.close() }
}

function assertOk (r: SmlLookupResult): asserts r is Extract<SmlLookupResult, { ok: true }> {
  assert.equal(r.ok, true, r.ok ? '' : `${r.reason}: ${r.message}`)
}
function assertFail (r: SmlLookupResult, reason: string): asserts r is Extract<SmlLookupResult, { ok: false }> {
  assert.equal(r.ok, false, `expected ${reason}, got ${JSON.stringify(r)}`)
  if (!r.ok) assert.equal(r.reason, reason, r.message)
}

test('finds the SMP of a registered participant through the local DNS server (U-NAPTR), then from the cache', async () => {
  await withServer(async server => {
    server.registry.set(P, 'http://127.0.0.1:8081')
    const client = new SmlLookupClient({ zone: ZONE, servers: [server.address], clock: new ManualClock(0) })
    const r = await client.lookup(P)
    assertOk(r)
    assert.deepEqual(r, { ok: true, smpUrl: 'http://127.0.0.1:8081', via: 'naptr', ttl: 300, name: naptrName(P, ZONE), cached: false })
    const before = server.stats.received
    const again = await client.lookup({ scheme: P.scheme.toUpperCase(), value: P.value })
    assertOk(again)
    assert.equal(again.cached, true)
    assert.equal(again.smpUrl, 'http://127.0.0.1:8081')
    assert.equal(server.stats.received, before, 'a cached answer sends no query')
  })
})

test('an unknown participant is not-registered (NXDOMAIN for NAPTR and CNAME), quickly, with a clear message', async () => {
  await withServer(async server => {
    server.registry.set(P, 'http://127.0.0.1:8081')
    const client = new SmlLookupClient({ zone: ZONE, servers: [server.address] })
    const t0 = performance.now()
    const r = await client.lookup(NOBODY)
    const took = performance.now() - t0
    assertFail(r, 'not-registered')
    assert.ok(took < 1000, `took ${took} ms`)
    assert.equal(r.name, naptrName(NOBODY, ZONE))
    assert.match(r.message, /iso6523-actorid-upis::0088:5790000435968 is not registered in SML zone sml\.wharf\.test/)
    assert.match(r.message, /NXDOMAIN/)
    assert.ok(r.message.includes(cnameName(NOBODY, ZONE)))
    assert.ok(r.message.includes(server.address))
  })
})

test('a participant registered with only the legacy CNAME is found via cname; legacyCname: false does not look', async () => {
  await withServer(async server => {
    server.registry.set(LEGACY, 'http://smp.legacy.example', { records: 'cname' })
    const r = await new SmlLookupClient({ zone: ZONE, servers: [server.address] }).lookup(LEGACY)
    assertOk(r)
    assert.equal(r.via, 'cname')
    assert.equal(r.smpUrl, 'http://smp.legacy.example')
    assert.equal(r.name, cnameName(LEGACY, ZONE))
    assert.equal(r.name, `b-85008b8279e07ab0392da75fa55856a2.iso6523-actorid-upis.${ZONE}`)
    assertFail(await new SmlLookupClient({ zone: ZONE, servers: [server.address], legacyCname: false }).lookup(LEGACY), 'not-registered')
    // Both published: NAPTR wins.
    server.registry.set(LEGACY, 'https://smp.new.example:8443/x', { records: 'both' })
    const both = await lookupSmp(LEGACY, { zone: ZONE, servers: [server.address] })
    assertOk(both)
    assert.equal(both.via, 'naptr')
    assert.equal(both.smpUrl, 'https://smp.new.example:8443/x')
  })
})

test('deleting a registration: still cached, not-registered after invalidate() or once the TTL has passed', async () => {
  await withServer(async server => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1))
    const client = new SmlLookupClient({ zone: ZONE, servers: [server.address], clock, cacheTtlMs: 120_000, negativeCacheTtlMs: 30_000 })
    server.registry.set(P, 'http://127.0.0.1:8081')
    assertOk(await client.lookup(P))
    server.registry.delete(P)

    const cached = await client.lookup(P)
    assertOk(cached)
    assert.equal(cached.cached, true)
    clock.advance(119_000)
    const late = await client.lookup(P)
    assertOk(late)
    assert.equal(late.ttl, 1)

    clock.advance(1_000) // the positive lifetime (120 s) is over
    assertFail(await client.lookup(P), 'not-registered')

    // Negative answers are cached for negativeCacheTtlMs.
    server.registry.set(P, 'http://127.0.0.1:9090')
    const neg = await client.lookup(P)
    assertFail(neg, 'not-registered')
    assert.equal(neg.cached, true)
    clock.advance(30_000)
    const back = await client.lookup(P)
    assertOk(back)
    assert.equal(back.smpUrl, 'http://127.0.0.1:9090')

    // invalidate() drops one participant at once.
    server.registry.delete(P)
    assert.equal(client.invalidate(P), true)
    assert.equal(client.invalidate(P), false)
    assertFail(await client.lookup(P), 'not-registered')
    client.clear()
    assert.equal(client.cacheSize, 0)
  })
})

test('concurrent lookups of one participant share one DNS query', async () => {
  await withServer(async server => {
    server.registry.set(P, 'http://127.0.0.1:8081')
    const client = new SmlLookupClient({ zone: ZONE, servers: [server.address] })
    const before = server.stats.received
    const results = await Promise.all([client.lookup(P), client.lookup(P), client.lookup(P)])
    for (const r of results) assertOk(r)
    assert.equal(server.stats.received - before, 1)
  })
})

test('a DNS server that never answers: timeout within about the configured time', async () => {
  const silent = dgram.createSocket('udp4')
  let received = 0
  silent.on('message', () => { received++ })
  await new Promise<void>(resolve => silent.bind(0, '127.0.0.1', () => resolve()))
  try {
    const servers = [`127.0.0.1:${silent.address().port}`]
    const client = new SmlLookupClient({ zone: ZONE, servers, timeoutMs: 400 })
    const t0 = performance.now()
    const r = await client.lookup(P)
    const took = performance.now() - t0
    assertFail(r, 'timeout')
    assert.ok(took >= 350 && took < 1500, `took ${took} ms`)
    assert.ok(received >= 1)
    assert.match(r.message, /timed out after 400 ms asking 127\.0\.0\.1:\d+ for sjsy/)
    // Errors are not cached by default: the next lookup asks again.
    const again = await client.lookup(P)
    assertFail(again, 'timeout')
    assert.equal(again.cached, false)
  } finally {
    silent.close()
  }
})

test('a wrong zone or a closed port fails fast as dns-error with the reason', async () => {
  await withServer(async server => {
    server.registry.set(P, 'http://127.0.0.1:8081')
    const t0 = performance.now()
    const wrongZone = await lookupSmp(P, { zone: SML_ZONES.test, servers: [server.address] })
    assertFail(wrongZone, 'dns-error')
    assert.match(wrongZone.message, /EREFUSED.*does not serve this zone/)
    assert.ok(performance.now() - t0 < 10_000, 'fails fast, not at a resolver timeout')
  })
  const probe = dgram.createSocket('udp4')
  await new Promise<void>(resolve => probe.bind(0, '127.0.0.1', () => resolve()))
  const closedPort = probe.address().port
  await new Promise<void>(resolve => probe.close(() => resolve()))
  const closed = await lookupSmp(P, { zone: ZONE, servers: [`127.0.0.1:${closedPort}`], timeoutMs: 1000 })
  assert.equal(closed.ok, false)
  if (!closed.ok) assert.ok(closed.reason === 'dns-error' || closed.reason === 'timeout', closed.message)
})

const rec = (o: Partial<NaptrRecord>): NaptrRecord => ({
  order: 100, preference: 10, flags: 'U', service: 'Meta:SMP', regexp: '!^.*$!https://smp.example!', replacement: '', ...o
})

test('NAPTR selection: Meta:SMP + U only, by order then preference; only the !^.*$!<url>! form; http(s) only', () => {
  assert.deepEqual(smpUrlFromNaptr([rec({})]), { ok: true, url: 'https://smp.example' })
  assert.deepEqual(smpUrlFromNaptr([rec({ service: 'meta:smp', flags: 'u' })]), { ok: true, url: 'https://smp.example' })
  assert.equal(smpUrlFromNaptr([]), undefined)
  assert.equal(smpUrlFromNaptr([rec({ service: 'E2U+sip' }), rec({ flags: 'S' })]), undefined)
  assert.deepEqual(smpUrlFromNaptr([
    rec({ order: 200, preference: 1, regexp: '!^.*$!https://c!' }),
    rec({ order: 100, preference: 20, regexp: '!^.*$!https://b!' }),
    rec({ order: 100, preference: 5, regexp: '!^.*$!https://a!' })
  ]), { ok: true, url: 'https://a' })
  const bad: Array<[Partial<NaptrRecord>, RegExp]> = [
    [{ regexp: '!^(.*)$!https://x/\\1!' }, /only the regexp form/],
    [{ regexp: '/^.*$/https://x/' }, /only the regexp form/],
    [{ regexp: '!^.*$!https://x!i' }, /only the regexp form/],
    [{ regexp: '!^.*$!https://x!y!' }, /only the regexp form/],
    [{ regexp: '' }, /only the regexp form/],
    [{ regexp: '!^.*$!ftp://smp.example!' }, /not an http\(s\) URL/],
    [{ regexp: '!^.*$!smp.example!' }, /not a URL/],
    [{ regexp: '!^.*$!https://user:pw@smp.example!' }, /credentials/],
    [{ replacement: 'smp.example' }, /replacement "\."/]
  ]
  for (const [o, why] of bad) {
    const r = smpUrlFromNaptr([rec(o)])
    assert.ok(r !== undefined && !r.ok, JSON.stringify(o))
    if (r !== undefined && !r.ok) assert.match(r.message, why)
  }
})

test('an unusable Meta:SMP record is bad-record, end to end (a crafted answer from a loopback socket)', async () => {
  const sock = dgram.createSocket('udp4')
  sock.on('message', (msg, rinfo) => {
    const q = decodeMessage(msg)
    const answer: DnsRecord = {
      name: q.questions[0].name,
      type: TYPE.NAPTR,
      class: CLASS.IN,
      ttl: 60,
      data: { order: 100, preference: 10, flags: 'U', service: 'Meta:SMP', regexp: '!^(.*)$!https://evil.example/\\1!', replacement: '' }
    }
    const res = { ...q, qr: true, aa: true, answers: q.questions[0].type === TYPE.NAPTR ? [answer] : [], additionals: [] }
    sock.send(encodeMessage(res), rinfo.port, rinfo.address)
  })
  await new Promise<void>(resolve => sock.bind(0, '127.0.0.1', () => resolve()))
  try {
    const r = await lookupSmp(P, { zone: ZONE, servers: [`127.0.0.1:${sock.address().port}`] })
    assertFail(r, 'bad-record')
    assert.match(r.message, /only the regexp form "!\^\.\*\$!<url>!" is supported/)
  } finally {
    sock.close()
  }
})

test('options and input are checked', async () => {
  assert.throws(() => new SmlLookupClient({ zone: 'not a zone' }), TypeError)
  assert.throws(() => new SmlLookupClient({ zone: ZONE, timeoutMs: 0 }), TypeError)
  const client = new SmlLookupClient({ zone: ZONE, servers: ['127.0.0.1:9'] })
  await assert.rejects(client.lookup({ scheme: '0088', value: '1234567890123' }), /looks like an ICD/)
})
