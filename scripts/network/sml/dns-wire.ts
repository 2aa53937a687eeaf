/**
 * DNS message wire format (RFC 1035 section 4, NAPTR from RFC 3403, EDNS OPT from RFC 6891): just what the local SML
 * needs. Decodes any message (unknown record types keep their raw RDATA), follows name compression safely, and
 * encodes with name compression. Every read is bounds-checked: malformed input throws DnsFormatError, never anything
 * else, so a server can answer FORMERR or drop the packet.
 *
 * Names are strings in presentation form without the trailing dot ('' is the root). Label bytes other than
 * letters, digits, '-' and '_' are written as \DDD escapes ('.' inside a label is '\046'), so a name read from the wire
 * encodes back to the same bytes.
 *
 * One file over ~400 lines on purpose: it is one codec, and the decoder and encoder share the name, label and record
 * layouts; split, each half would have to export those internals to the other.
 */

export const TYPE = {
  A: 1, NS: 2, CNAME: 5, SOA: 6, PTR: 12, MX: 15, TXT: 16, AAAA: 28, NAPTR: 35, OPT: 41, ANY: 255
} as const

export const CLASS = { IN: 1, CH: 3, ANY: 255 } as const

export const RCODE = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4, REFUSED: 5 } as const

export const OPCODE = { QUERY: 0 } as const

export interface NaptrData {
  order: number
  preference: number
  flags: string
  service: string
  regexp: string
  /** A domain name; '' is the root ('.'), as in every U-NAPTR record. */
  replacement: string
}

export interface SoaData {
  mname: string
  rname: string
  serial: number
  refresh: number
  retry: number
  expire: number
  minimum: number
}

export interface DnsQuestion { name: string, type: number, class: number }

/**
 * A resource record. `data` is NaptrData for NAPTR, SoaData for SOA, the target name for CNAME/NS/PTR, and the raw
 * RDATA bytes for every other type (OPT included: its `class` is the UDP payload size, its `ttl` the extended flags).
 */
export interface DnsRecord {
  name: string
  type: number
  class: number
  ttl: number
  data: NaptrData | SoaData | string | Uint8Array
}

export interface DnsMessage {
  id: number
  /** true in responses. */
  qr: boolean
  opcode: number
  /** Authoritative answer. */
  aa: boolean
  /** Truncated. */
  tc: boolean
  /** Recursion desired. */
  rd: boolean
  /** Recursion available. */
  ra: boolean
  ad: boolean
  cd: boolean
  rcode: number
  questions: DnsQuestion[]
  answers: DnsRecord[]
  authorities: DnsRecord[]
  additionals: DnsRecord[]
}

export class DnsFormatError extends Error {
  constructor (message: string) {
    super(message)
    this.name = 'DnsFormatError'
  }
}

export const MAX_NAME_LENGTH = 255 // wire octets, including the root label
const MAX_LABEL_LENGTH = 63
const MAX_POINTER_JUMPS = 64

/** A message with no records and the default header, for building queries and responses. */
export function emptyMessage (id = 0): DnsMessage {
  return {
    id, qr: false, opcode: 0, aa: false, tc: false, rd: false, ra: false, ad: false, cd: false, rcode: 0,
    questions: [], answers: [], authorities: [], additionals: []
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Names

const PLAIN_LABEL_BYTE = (b: number): boolean =>
  (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x2d || b === 0x5f

function labelToText (bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += PLAIN_LABEL_BYTE(b) ? String.fromCharCode(b) : `\\${String(b).padStart(3, '0')}`
  return s
}

/**
 * Splits a presentation-form name into label bytes. Accepts \DDD and \X escapes; a trailing dot is ignored.
 * Throws DnsFormatError for empty labels, labels over 63 octets or names over 255 octets.
 */
export function nameToLabels (name: string): Uint8Array[] {
  if (name === '' || name === '.') return []
  const labels: Uint8Array[] = []
  let current: number[] = []
  const text = name.endsWith('.') && !name.endsWith('\\.') ? name.slice(0, -1) : name
  const utf8 = Buffer.from(text, 'utf8')
  let total = 1
  const finish = (): void => {
    if (current.length === 0) throw new DnsFormatError(`empty label in name ${JSON.stringify(name)}`)
    if (current.length > MAX_LABEL_LENGTH) throw new DnsFormatError(`label longer than 63 octets in ${JSON.stringify(name)}`)
    total += current.length + 1
    labels.push(Uint8Array.from(current))
    current = []
  }
  for (let i = 0; i < utf8.length; i++) {
    const b = utf8[i]
    if (b === 0x2e) { finish(); continue } // '.'
    if (b === 0x5c) { // '\'
      const d = utf8.subarray(i + 1, i + 4).toString('latin1')
      if (/^[0-9]{3}$/.test(d) && Number(d) <= 255) { current.push(Number(d)); i += 3; continue }
      if (i + 1 < utf8.length) { current.push(utf8[i + 1]); i += 1; continue }
      throw new DnsFormatError(`dangling escape in name ${JSON.stringify(name)}`)
    }
    current.push(b)
  }
  finish()
  if (total > MAX_NAME_LENGTH) throw new DnsFormatError(`name longer than 255 octets: ${JSON.stringify(name)}`)
  return labels
}

/** Case-insensitive comparison key of a name: ASCII lower case, no trailing dot. */
export function nameKey (name: string): string {
  const n = name.endsWith('.') && !name.endsWith('\\.') ? name.slice(0, -1) : name
  return n.replace(/[A-Z]/g, c => c.toLowerCase())
}

// ---------------------------------------------------------------------------------------------------------------
// Decoding

class Reader {
  offset = 0
  constructor (readonly buf: Uint8Array) {}

  need (n: number, what: string): void {
    if (this.offset + n > this.buf.length) throw new DnsFormatError(`message ends inside ${what} at offset ${this.offset}`)
  }

  u8 (what: string): number { this.need(1, what); return this.buf[this.offset++] }
  u16 (what: string): number {
    this.need(2, what)
    const v = (this.buf[this.offset] << 8) | this.buf[this.offset + 1]
    this.offset += 2
    return v
  }

  u32 (what: string): number {
    this.need(4, what)
    const b = this.buf
    const o = this.offset
    this.offset += 4
    return ((b[o] << 24) >>> 0) + (b[o + 1] << 16) + (b[o + 2] << 8) + b[o + 3]
  }

  bytes (n: number, what: string): Uint8Array {
    this.need(n, what)
    const out = this.buf.subarray(this.offset, this.offset + n)
    this.offset += n
    return out
  }

  /** A character-string: one length octet and that many bytes, decoded as UTF-8. */
  charString (what: string): string {
    const len = this.u8(what)
    return Buffer.from(this.bytes(len, what)).toString('utf8')
  }

  /** A domain name, following compression pointers (only to earlier offsets, a bounded number of times). */
  name (what: string): string {
    const labels: string[] = []
    let pos = this.offset
    let end = -1 // where reading continues after the first pointer
    let jumps = 0
    let total = 1
    for (;;) {
      if (pos >= this.buf.length) throw new DnsFormatError(`message ends inside ${what} name`)
      const len = this.buf[pos]
      if (len === 0) { pos += 1; break }
      const kind = len & 0xc0
      if (kind === 0xc0) {
        if (pos + 1 >= this.buf.length) throw new DnsFormatError(`message ends inside a compression pointer (${what})`)
        const target = ((len & 0x3f) << 8) | this.buf[pos + 1]
        if (target >= pos) throw new DnsFormatError(`compression pointer in ${what} does not point backwards`)
        if (++jumps > MAX_POINTER_JUMPS) throw new DnsFormatError(`too many compression pointers in ${what}`)
        if (end < 0) end = pos + 2
        pos = target
        continue
      }
      if (kind !== 0) throw new DnsFormatError(`unsupported label type 0x${kind.toString(16)} in ${what}`)
      if (pos + 1 + len > this.buf.length) throw new DnsFormatError(`message ends inside a label of ${what}`)
      total += len + 1
      if (total > MAX_NAME_LENGTH) throw new DnsFormatError(`${what} name longer than 255 octets`)
      labels.push(labelToText(this.buf.subarray(pos + 1, pos + 1 + len)))
      pos += 1 + len
    }
    this.offset = end >= 0 ? end : pos
    return labels.join('.')
  }
}

/** Reads only the 12-octet header's id and flags; undefined when the message is shorter than a header. */
export function peekHeader (buf: Uint8Array): { id: number, qr: boolean, opcode: number, rd: boolean } | undefined {
  if (buf.length < 12) return undefined
  return { id: (buf[0] << 8) | buf[1], qr: (buf[2] & 0x80) !== 0, opcode: (buf[2] >> 3) & 0x0f, rd: (buf[2] & 0x01) !== 0 }
}

/** The SOA RDATA's 32-bit fields after MNAME and RNAME, in wire order. */
const SOA_COUNTERS = ['serial', 'refresh', 'retry', 'expire', 'minimum'] as const

function readRecord (r: Reader, section: string): DnsRecord {
  const name = r.name(`${section} record`)
  const type = r.u16(`${section} record type`)
  const klass = r.u16(`${section} record class`)
  const ttl = r.u32(`${section} record TTL`)
  const rdlength = r.u16(`${section} RDLENGTH`)
  r.need(rdlength, `${section} RDATA`)
  const start = r.offset
  const end = start + rdlength
  // RDATA is read through a reader over the whole message (names in RDATA may point anywhere before them),
  // then checked to have consumed exactly RDLENGTH octets.
  let data: DnsRecord['data']
  const inRdata = (what: string): string => `${section} ${what}`
  switch (type) {
    case TYPE.CNAME: case TYPE.NS: case TYPE.PTR:
      data = r.name(inRdata('RDATA'))
      break
    case TYPE.SOA: {
      const mname = r.name(inRdata('SOA MNAME'))
      const rname = r.name(inRdata('SOA RNAME'))
      const [serial, refresh, retry, expire, minimum] = SOA_COUNTERS.map(() => r.u32(inRdata('SOA')))
      data = { mname, rname, serial, refresh, retry, expire, minimum }
      break
    }
    case TYPE.NAPTR:
      data = {
        order: r.u16(inRdata('NAPTR')),
        preference: r.u16(inRdata('NAPTR')),
        flags: r.charString(inRdata('NAPTR flags')),
        service: r.charString(inRdata('NAPTR service')),
        regexp: r.charString(inRdata('NAPTR regexp')),
        replacement: r.name(inRdata('NAPTR replacement'))
      }
      break
    default:
      data = Uint8Array.from(r.bytes(rdlength, inRdata('RDATA')))
  }
  if (r.offset !== end) throw new DnsFormatError(`${section} RDATA of type ${type} does not match its RDLENGTH ${rdlength}`)
  return { name, type, class: klass, ttl, data }
}

/** Decodes a whole DNS message. Throws DnsFormatError when it is malformed or has trailing bytes. */
export function decodeMessage (buf: Uint8Array): DnsMessage {
  const r = new Reader(buf)
  const id = r.u16('header')
  const f = r.u16('header')
  const counts = [r.u16('header'), r.u16('header'), r.u16('header'), r.u16('header')]
  const msg: DnsMessage = {
    id,
    qr: (f & 0x8000) !== 0,
    opcode: (f >> 11) & 0x0f,
    aa: (f & 0x0400) !== 0,
    tc: (f & 0x0200) !== 0,
    rd: (f & 0x0100) !== 0,
    ra: (f & 0x0080) !== 0,
    ad: (f & 0x0020) !== 0,
    cd: (f & 0x0010) !== 0,
    rcode: f & 0x0f,
    questions: [],
    answers: [],
    authorities: [],
    additionals: []
  }
  // A question takes at least 5 octets and a record 11: counts larger than the message allows are rejected up front.
  const rest = buf.length - 12
  if (counts[0] * 5 + (counts[1] + counts[2] + counts[3]) * 11 > rest) {
    throw new DnsFormatError('section counts exceed the message length')
  }
  for (let i = 0; i < counts[0]; i++) {
    msg.questions.push({ name: r.name('question'), type: r.u16('question type'), class: r.u16('question class') })
  }
  for (let i = 0; i < counts[1]; i++) msg.answers.push(readRecord(r, 'answer'))
  for (let i = 0; i < counts[2]; i++) msg.authorities.push(readRecord(r, 'authority'))
  for (let i = 0; i < counts[3]; i++) msg.additionals.push(readRecord(r, 'additional'))
  if (r.offset !== buf.length) throw new DnsFormatError(`${buf.length - r.offset} octets after the last record`)
  return msg
}

// ---------------------------------------------------------------------------------------------------------------
// Encoding

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

function isNaptr (d: DnsRecord['data']): d is NaptrData {
  return typeof d === 'object' && !(d instanceof Uint8Array) && 'service' in d
}
function isSoa (d: DnsRecord['data']): d is SoaData {
  return typeof d === 'object' && !(d instanceof Uint8Array) && 'mname' in d
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
