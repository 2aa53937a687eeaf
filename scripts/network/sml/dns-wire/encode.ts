/**
 * Encoding, with name compression (the NAPTR replacement is never compressed: RFC 3403). Names that are not valid
 * (empty labels, over 63 or 255 octets) throw DnsFormatError.
 */
import { CLASS, DnsFormatError, SOA_COUNTERS, TYPE, emptyMessage, isNaptr, isSoa, type DnsMessage, type DnsRecord } from './message.ts'
import { nameToLabels } from './names.ts'

/**
 * Length-prefixed label: distinct label sequences never share a key. Case-sensitive on purpose: a pointer then never
 * changes the spelling of a name (a server echoing a 0x20-mixed-case question still writes its own records as stored).
 */
const labelKey = (l: Uint8Array): string => `${l.length}:${Buffer.from(l).toString('latin1')}`

class Writer {
  private buf = Buffer.alloc(512)
  length = 0
  /** Name suffix (label sequence) -> offset, for compression. */
  private readonly names = new Map<string, number>()
  constructor (private readonly compress: boolean) {}

  private ensure (n: number): void {
    if (this.length + n <= this.buf.length) return
    const next = Buffer.alloc(Math.max(this.buf.length * 2, this.length + n))
    this.buf.copy(next, 0, 0, this.length)
    this.buf = next
  }

  u8 (v: number): void { this.ensure(1); this.buf[this.length++] = v & 0xff }
  u16 (v: number): void { this.ensure(2); this.buf.writeUInt16BE(v & 0xffff, this.length); this.length += 2 }
  u32 (v: number): void { this.ensure(4); this.buf.writeUInt32BE(v >>> 0, this.length); this.length += 4 }
  bytes (b: Uint8Array): void { this.ensure(b.length); this.buf.set(b, this.length); this.length += b.length }
  setU16 (at: number, v: number): void { this.buf.writeUInt16BE(v & 0xffff, at) }

  charString (s: string, what: string): void {
    const b = Buffer.from(s, 'utf8')
    if (b.length > 255) throw new DnsFormatError(`${what} is longer than 255 octets`)
    this.u8(b.length)
    this.bytes(b)
  }

  name (name: string, compress = this.compress): void {
    const labels = nameToLabels(name)
    for (let i = 0; i < labels.length; i++) {
      const key = labels.slice(i).map(labelKey).join('')
      const at = this.names.get(key)
      if (compress && at !== undefined) { this.u16(0xc000 | at); return }
      if (this.length < 0x3fff && !this.names.has(key)) this.names.set(key, this.length)
      this.u8(labels[i].length)
      this.bytes(labels[i])
    }
    this.u8(0)
  }

  result (): Buffer { return Buffer.from(this.buf.subarray(0, this.length)) }
}


function writeRecord (w: Writer, rr: DnsRecord): void {
  w.name(rr.name)
  w.u16(rr.type)
  w.u16(rr.class)
  w.u32(rr.ttl)
  const lengthAt = w.length
  w.u16(0)
  const start = w.length
  const d = rr.data
  if (d instanceof Uint8Array) {
    w.bytes(d)
  } else if (rr.type === TYPE.NAPTR && isNaptr(d)) {
    w.u16(d.order)
    w.u16(d.preference)
    w.charString(d.flags, 'NAPTR flags')
    w.charString(d.service, 'NAPTR service')
    w.charString(d.regexp, 'NAPTR regexp')
    w.name(d.replacement, false) // RFC 3403 section 4.1: the replacement is never compressed
  } else if (rr.type === TYPE.SOA && isSoa(d)) {
    w.name(d.mname)
    w.name(d.rname)
    for (const k of SOA_COUNTERS) w.u32(d[k])
  } else if ((rr.type === TYPE.CNAME || rr.type === TYPE.NS || rr.type === TYPE.PTR) && typeof d === 'string') {
    w.name(d)
  } else {
    throw new TypeError(`cannot encode record of type ${rr.type} with this data`)
  }
  const rdlength = w.length - start
  if (rdlength > 0xffff) throw new DnsFormatError('RDATA longer than 65535 octets')
  w.setU16(lengthAt, rdlength)
}

/** Encodes a message; names are compressed unless `compress` is false. */
export function encodeMessage (msg: DnsMessage, options: { compress?: boolean } = {}): Buffer {
  const w = new Writer(options.compress ?? true)
  w.u16(msg.id)
  w.u16((msg.qr ? 0x8000 : 0) | ((msg.opcode & 0x0f) << 11) | (msg.aa ? 0x0400 : 0) | (msg.tc ? 0x0200 : 0) |
    (msg.rd ? 0x0100 : 0) | (msg.ra ? 0x0080 : 0) | (msg.ad ? 0x0020 : 0) | (msg.cd ? 0x0010 : 0) | (msg.rcode & 0x0f))
  for (const n of [msg.questions.length, msg.answers.length, msg.authorities.length, msg.additionals.length]) {
    if (n > 0xffff) throw new DnsFormatError('too many records in one section')
    w.u16(n)
  }
  for (const q of msg.questions) { w.name(q.name); w.u16(q.type); w.u16(q.class) }
  for (const rr of msg.answers) writeRecord(w, rr)
  for (const rr of msg.authorities) writeRecord(w, rr)
  for (const rr of msg.additionals) writeRecord(w, rr)
  return w.result()
}

/** A standard query for one name and type (class IN), for tests and simple clients. */
export function encodeQuery (id: number, name: string, type: number, options: { rd?: boolean, ednsUdpSize?: number } = {}): Buffer {
  const msg = emptyMessage(id)
  msg.rd = options.rd ?? false
  msg.questions.push({ name, type, class: CLASS.IN })
  if (options.ednsUdpSize !== undefined) {
    msg.additionals.push({ name: '', type: TYPE.OPT, class: options.ednsUdpSize, ttl: 0, data: new Uint8Array(0) })
  }
  return encodeMessage(msg)
}
