/**
 * Certificate helpers shared by the PKI, SMP and AS4 code: PEM <-> DER <-> base64, parsing whatever form a
 * certificate arrives in (PEM file, base64 in an SMP `<Certificate>` or `ds:X509Certificate`, a DER buffer),
 * distinguished names, and the Peppol seat id carried in the certificate CN (PEPPOL.md (a) and (j)).
 *
 * Only node:crypto is used here; nothing touches the network.
 */
import { X509Certificate } from 'node:crypto'

/** A certificate as PEM text, base64 DER text, DER bytes, or an already parsed certificate. */
export type CertificateInput = string | Uint8Array | X509Certificate

/** Peppol seat id (the AP or SMP certificate CN), e.g. POP000306: PEPPOL.md (a), "seat ID regex". */
export const SEAT_ID_PATTERN = /^P[A-Z]{2}[0-9]{6}$/

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g
const BASE64_TEXT = /^[A-Za-z0-9+/\s]*={0,2}\s*$/

/** Decodes base64 (whitespace and line breaks allowed); throws on any other character. */
export function base64ToDer (base64: string): Buffer {
  if (!BASE64_TEXT.test(base64)) throw new Error('not base64: unexpected characters')
  const compact = base64.replace(/\s+/g, '')
  if (compact.length === 0) throw new Error('not base64: empty')
  return Buffer.from(compact, 'base64')
}

/** DER bytes as one line of base64 (the form of SMP `<Certificate>` and `ds:X509Certificate`). */
export function derToBase64 (der: Uint8Array): string {
  return Buffer.from(der).toString('base64')
}

/** DER bytes as PEM with 64-character lines and a trailing newline. */
export function derToPem (der: Uint8Array, label = 'CERTIFICATE'): string {
  const lines = derToBase64(der).match(/.{1,64}/g) ?? []
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`
}

/** Every PEM block with the given label (all labels when omitted), in order, as DER. */
export function pemBlocks (pem: string, label?: string): Buffer[] {
  const out: Buffer[] = []
  for (const m of pem.matchAll(PEM_BLOCK)) {
    if (label !== undefined && m[1] !== label) continue
    out.push(base64ToDer(m[2] as string))
  }
  return out
}

/** The first PEM block with the label, as DER; throws when there is none. */
export function pemToDer (pem: string, label = 'CERTIFICATE'): Buffer {
  const [first] = pemBlocks(pem, label)
  if (first === undefined) throw new Error(`no "${label}" PEM block found`)
  return first
}

/** True for text that holds at least one PEM block. */
export const isPem = (text: string): boolean => /-----BEGIN [A-Z0-9 ]+-----/.test(text)

/**
 * Certificates parsed from text, by that text: an access point sees the same few certificates in every message (its
 * own, its partners' from the SMP and the BinarySecurityTokens), and parsing one costs ~0.1 ms (about 6% of a sender
 * thread's time in the AS4 bench). X509Certificate objects are immutable, so one can be shared.
 */
const PARSED_MAX = 128
const parsed = new Map<string, X509Certificate>()

/**
 * Parses a certificate from PEM (first CERTIFICATE block), base64 DER or DER bytes.
 * Throws an Error whose message starts with "invalid certificate" when it cannot be parsed.
 */
export function toX509 (input: CertificateInput): X509Certificate {
  if (input instanceof X509Certificate) return input
  try {
    if (typeof input === 'string') {
      let cert = parsed.get(input)
      if (cert === undefined) {
        cert = new X509Certificate(isPem(input) ? pemToDer(input) : base64ToDer(input))
        if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value as string)
        parsed.set(input, cert)
      }
      return cert
    }
    return new X509Certificate(Buffer.from(input))
  } catch (err) {
    throw new Error(`invalid certificate: ${(err as Error).message}`)
  }
}

/** Every certificate in a PEM bundle (a file that concatenates several PEM certificates). */
export function certificatesFromPem (pem: string): X509Certificate[] {
  return pemBlocks(pem, 'CERTIFICATE').map(der => new X509Certificate(der))
}

export const certificateToPem = (cert: CertificateInput): string => toX509(cert).toString()
/** The DER bytes, a copy (parsed certificates are shared, see toX509). */
export const certificateToDer = (cert: CertificateInput): Buffer => Buffer.from(toX509(cert).raw)
export const certificateToBase64 = (cert: CertificateInput): string => derToBase64(toX509(cert).raw)

/**
 * Attribute/value pairs of a distinguished name as node:crypto prints it (one `KEY=value` per line, most
 * significant first, e.g. "C=BE\nO=OpenPEPPOL AISBL\nCN=..."). Node prints values that contain special
 * characters as JSON strings; those are decoded.
 */
export function parseDistinguishedName (dn: string): Array<[string, string]> {
  const out: Array<[string, string]> = []
  for (const line of dn.split('\n')) {
    const eq = line.indexOf('=')
    if (eq <= 0) continue
    const key = line.slice(0, eq)
    let value = line.slice(eq + 1)
    if (value.startsWith('"')) {
      try { value = JSON.parse(value) as string } catch { /* keep as printed */ }
    }
    out.push([key, value])
  }
  return out
}

/** A distinguished name on one line, in the order of the certificate ("C=BE, O=..., CN=..."). */
export const formatDistinguishedName = (dn: string): string =>
  parseDistinguishedName(dn).map(([k, v]) => `${k}=${v}`).join(', ')

/** The last value of an attribute (e.g. 'CN', 'OU') of a certificate's subject, or undefined. */
export function subjectAttribute (cert: CertificateInput, key: string): string | undefined {
  const pairs = parseDistinguishedName(toX509(cert).subject).filter(([k]) => k === key)
  return pairs.length > 0 ? (pairs[pairs.length - 1] as [string, string])[1] : undefined
}

export const commonName = (cert: CertificateInput): string | undefined => subjectAttribute(cert, 'CN')
export const organizationalUnit = (cert: CertificateInput): string | undefined => subjectAttribute(cert, 'OU')

export const isSeatId = (value: string): boolean => SEAT_ID_PATTERN.test(value)

/**
 * The Peppol seat id of an AP or SMP certificate: its CN when the CN has the seat id form (`P[A-Z]{2}[0-9]{6}`),
 * otherwise undefined. The AS4 PartyId must equal it (PEPPOL.md (a), (j) check 3).
 */
export function seatIdOf (cert: CertificateInput): string | undefined {
  const cn = commonName(cert)
  return cn !== undefined && isSeatId(cn) ? cn : undefined
}

const MONTHS: Record<string, number> = {
  Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11
}

/** Parses node:crypto's validFrom/validTo text ("Mar 11 00:00:00 2019 GMT") as a Date. */
export function parseCertificateTime (text: string): Date {
  const m = /^([A-Z][a-z]{2}) +(\d{1,2}) (\d{2}):(\d{2}):(\d{2}) (\d{4}) GMT$/.exec(text.trim())
  const month = m === null ? undefined : MONTHS[m[1] as string]
  if (m === null || month === undefined) throw new Error(`unexpected certificate time: ${text}`)
  return new Date(Date.UTC(Number(m[6]), month, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])))
}

export interface CertificateValidity { notBefore: Date, notAfter: Date }

export function validityOf (cert: CertificateInput): CertificateValidity {
  const x = toX509(cert)
  return { notBefore: parseCertificateTime(x.validFrom), notAfter: parseCertificateTime(x.validTo) }
}

/** Lower-case hex SHA-256 fingerprint without separators. */
export const sha256Fingerprint = (cert: CertificateInput): string =>
  toX509(cert).fingerprint256.replace(/:/g, '').toLowerCase()

/** True when the two inputs are the same certificate (same DER). */
export const sameCertificate = (a: CertificateInput, b: CertificateInput): boolean =>
  toX509(a).raw.equals(toX509(b).raw)
