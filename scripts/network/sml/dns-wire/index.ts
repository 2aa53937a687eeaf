/**
 * DNS message wire format (RFC 1035 section 4, NAPTR from RFC 3403, EDNS OPT from RFC 6891): just what the local SML
 * needs, split by role: message.ts (numbers, shapes, limits, DnsFormatError), names.ts (presentation form <-> labels),
 * decode.ts, encode.ts. Malformed input throws DnsFormatError, never anything else, so a server can answer FORMERR or
 * drop the packet.
 */
export { TYPE, CLASS, RCODE, OPCODE, MAX_NAME_LENGTH, DnsFormatError, emptyMessage } from './message.ts'
export type { NaptrData, SoaData, DnsQuestion, DnsRecord, DnsMessage } from './message.ts'
export { nameToLabels, nameKey } from './names.ts'
export { decodeMessage, peekHeader } from './decode.ts'
export { encodeMessage, encodeQuery } from './encode.ts'
