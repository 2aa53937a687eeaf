import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  CLASS, DnsFormatError, RCODE, TYPE, decodeMessage, emptyMessage, encodeMessage, encodeQuery, nameToLabels,
  type DnsMessage, type NaptrData, type SoaData
} from './index.ts'

const ZONE = 'sml.wharf.test'
const NAME = `abc.iso6523-actorid-upis.${ZONE}`

function sample (): DnsMessage {
  const m = emptyMessage(0x1234)
  Object.assign(m, { qr: true, aa: true, rd: true, rcode: RCODE.NOERROR })
  m.questions.push({ name: NAME, type: TYPE.NAPTR, class: CLASS.IN })
  m.answers.push({
    name: NAME,
    type: TYPE.NAPTR,
    class: CLASS.IN,
    ttl: 60,
    data: { order: 100, preference: 10, flags: 'U', service: 'Meta:SMP', regexp: '!^.*$!https://smp.example!', replacement: '' }
  })
  m.answers.push({ name: `b-1.iso6523-actorid-upis.${ZONE}`, type: TYPE.CNAME, class: CLASS.IN, ttl: 60, data: 'smp.example' })
  m.authorities.push({
    name: ZONE,
    type: TYPE.SOA,
    class: CLASS.IN,
    ttl: 30,
    data: { mname: `ns.${ZONE}`, rname: `hostmaster.${ZONE}`, serial: 0xfffffffe, refresh: 3600, retry: 600, expire: 86400, minimum: 30 }
  })
  m.additionals.push({ name: '', type: TYPE.OPT, class: 1232, ttl: 0, data: new Uint8Array(0) })
  return m
}

test('encode/decode round trip of NAPTR, CNAME, SOA and OPT, with and without compression', () => {
  const m = sample()
  const compressed = encodeMessage(m)
  const plain = encodeMessage(m, { compress: false })
  assert.ok(compressed.length < plain.length - 60, `${compressed.length} vs ${plain.length}`)
  for (const wire of [compressed, plain]) {
    const d = decodeMessage(wire)
    assert.deepEqual(d, m)
  }
  const naptr = decodeMessage(compressed).answers[0].data as NaptrData
  assert.equal(naptr.regexp, '!^.*$!https://smp.example!')
  assert.equal((decodeMessage(compressed).authorities[0].data as SoaData).serial, 0xfffffffe)
  // Header bits land where RFC 1035 puts them: QR, AA, RD set; opcode 0; RCODE 0.
  assert.equal(compressed[2], 0x85)
  assert.equal(compressed[3], 0x00)
})

test('the NAPTR replacement is never compressed (RFC 3403 4.1)', () => {
  const m = emptyMessage(1)
  m.questions.push({ name: NAME, type: TYPE.NAPTR, class: CLASS.IN })
  m.answers.push({
    name: NAME,
    type: TYPE.NAPTR,
    class: CLASS.IN,
    ttl: 1,
    data: { order: 1, preference: 1, flags: 'S', service: 'x', regexp: '', replacement: NAME }
  })
  const wire = encodeMessage(m)
  const rdataTail = wire.subarray(wire.length - NAME.length - 2)
  assert.deepEqual(Buffer.from(rdataTail), Buffer.from(nameToLabels(NAME).flatMap(l => [l.length, ...l]).concat([0])))
  assert.equal((decodeMessage(wire).answers[0].data as NaptrData).replacement, NAME)
})

test('names: case kept, escapes round-trip, limits enforced', () => {
  const odd = 'a\\046b.C\\032d.test' // a label 'a.b' and a label 'C d'
  const m = decodeMessage(encodeQuery(7, odd, TYPE.A))
  assert.equal(m.questions[0].name, odd)
  assert.deepEqual(nameToLabels(odd).map(l => Buffer.from(l).toString('latin1')), ['a.b', 'C d', 'test'])
  assert.throws(() => nameToLabels(`${'x'.repeat(64)}.test`), DnsFormatError)
  assert.throws(() => nameToLabels(Array(130).fill('ab').join('.')), DnsFormatError)
  assert.throws(() => nameToLabels('a..b'), DnsFormatError)
  assert.deepEqual(nameToLabels(''), [])
  assert.deepEqual(nameToLabels('.'), [])
})

test('decoder: compressed question names are followed; malformed input throws DnsFormatError only', () => {
  // Question 'abc.test' written with a pointer to a name placed... after the header is impossible, so point into
  // the question itself: first question 'test', second 'abc' + pointer to offset 12.
  const head = Buffer.from([0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0])
  const q1 = Buffer.from([4, ...Buffer.from('test'), 0, 0, 1, 0, 1])
  const q2 = Buffer.from([3, ...Buffer.from('abc'), 0xc0, 12, 0, 35, 0, 1])
  const m = decodeMessage(Buffer.concat([head, q1, q2]))
  assert.deepEqual(m.questions.map(q => q.name), ['test', 'abc.test'])

  const bad: Array<[string, Buffer]> = [
    ['short header', Buffer.from([0, 1, 0])],
    ['pointer to itself', Buffer.concat([Buffer.from([0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]), Buffer.from([0xc0, 12, 0, 1, 0, 1])])],
    ['forward pointer', Buffer.concat([Buffer.from([0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]), Buffer.from([0xc0, 20, 0, 1, 0, 1, 0, 0, 0, 0])])],
    ['label past the end', Buffer.concat([Buffer.from([0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]), Buffer.from([40, 1, 2, 3])])],
    ['reserved label type', Buffer.concat([Buffer.from([0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]), Buffer.from([0x40, 0, 0, 1, 0, 1])])],
    ['counts beyond the message', Buffer.from([0, 1, 0, 0, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0])],
    ['trailing bytes', Buffer.concat([encodeQuery(1, 'a.test', TYPE.A), Buffer.from([0])])],
    ['missing question type', Buffer.concat([Buffer.from([0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]), Buffer.from([1, 97, 0, 0])])]
  ]
  for (const [what, wire] of bad) assert.throws(() => decodeMessage(wire), DnsFormatError, what)

  // A record whose RDATA disagrees with RDLENGTH.
  const good = encodeMessage(sample())
  const cut = Buffer.from(good)
  const rdlenAt = good.indexOf(Buffer.from('!^.*$!')) - 1 - 'Meta:SMP'.length - 1 - 1 - 1 - 4 - 2
  cut.writeUInt16BE(cut.readUInt16BE(rdlenAt) + 1, rdlenAt)
  assert.throws(() => decodeMessage(cut), DnsFormatError)
})

test('decoder survives random and mutated input (bounded fuzz, deterministic)', () => {
  let seed = 42
  const rnd = (): number => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff }
  const base = encodeMessage(sample())
  for (let i = 0; i < 3000; i++) {
    let wire: Buffer
    if (i % 2 === 0) {
      wire = Buffer.from(base)
      for (let k = 0; k < 1 + Math.floor(rnd() * 4); k++) wire[Math.floor(rnd() * wire.length)] = Math.floor(rnd() * 256)
      if (rnd() < 0.3) wire = wire.subarray(0, Math.floor(rnd() * wire.length))
    } else {
      wire = Buffer.from(Array.from({ length: Math.floor(rnd() * 80) }, () => Math.floor(rnd() * 256)))
    }
    try { decodeMessage(wire) } catch (err) { assert.ok(err instanceof DnsFormatError, String(err)) }
  }
})
