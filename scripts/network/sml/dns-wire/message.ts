/**
 * The DNS message model of the local SML's codec: type, class and rcode numbers, the message and record shapes, the
 * format's limits, and DnsFormatError, the only error decoding and encoding throw. See index.ts.
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
export const MAX_LABEL_LENGTH = 63
export const MAX_POINTER_JUMPS = 64

/** A message with no records and the default header, for building queries and responses. */
export function emptyMessage (id = 0): DnsMessage {
  return {
    id, qr: false, opcode: 0, aa: false, tc: false, rd: false, ra: false, ad: false, cd: false, rcode: 0,
    questions: [], answers: [], authorities: [], additionals: []
  }
}

/** The SOA RDATA's 32-bit fields after MNAME and RNAME, in wire order. */
export const SOA_COUNTERS = ['serial', 'refresh', 'retry', 'expire', 'minimum'] as const

export function isNaptr (d: DnsRecord['data']): d is NaptrData {
  return typeof d === 'object' && !(d instanceof Uint8Array) && 'service' in d
}
export function isSoa (d: DnsRecord['data']): d is SoaData {
  return typeof d === 'object' && !(d instanceof Uint8Array) && 'mname' in d
}
