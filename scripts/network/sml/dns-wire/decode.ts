/**
 * Decoding: any message (unknown record types keep their raw RDATA), name compression followed safely (pointer jumps
 * bounded). Every read is bounds-checked: malformed input throws DnsFormatError, never anything else.
 */
import { DnsFormatError, TYPE, MAX_NAME_LENGTH, MAX_POINTER_JUMPS, SOA_COUNTERS, emptyMessage, type DnsMessage, type DnsRecord, type NaptrData, type SoaData } from './message.ts'
import { labelToText } from './names.ts'

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
