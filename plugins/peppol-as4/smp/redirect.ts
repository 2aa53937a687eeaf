/**
 * SMP redirects (PEPPOL.md (d)): a ServiceMetadata may hold `Redirect@href` + `CertificateUID` instead of
 * ServiceInformation; the client follows one hop and should check that the destination SMP's signing certificate is
 * the one the redirecting SMP names. The SMP specification calls CertificateUID the "Subject Unique Identifier" of
 * that certificate; deployed SMPs write it in different forms, so a certificate matches when CertificateUID equals
 * (whitespace and case aside) any of:
 *   - the subject distinguished name, in any RDN order and separator style ("CN=x, O=y, C=z", "C=z,O=y,CN=x", ...);
 *   - the subject's UID attribute (OID 0.9.2342.19200300.100.1.1) or its serialNumber attribute;
 *   - the certificate serial number in hexadecimal (with or without colons/leading zeros) or decimal;
 *   - the SHA-256 or SHA-1 fingerprint of the certificate (hex, colons optional).
 *
 *   certificateMatchesUid(verified.certificate, redirect.certificateUid) -> boolean
 */
import type { X509Certificate } from 'node:crypto'
import { parseDistinguishedName } from '../../../core/sdk/x509.ts'

const squash = (s: string): string => s.replace(/\s+/g, '').toLowerCase()
const hex = (s: string): string => s.replace(/[:\s]/g, '').toLowerCase().replace(/^0+/, '')

/** RDNs as a sorted set of "key=value" (keys upper-cased, values squashed), from Node's form or an RFC 2253 string. */
function rdnSet (dn: string): string[] {
  const pairs = dn.includes('\n')
    ? parseDistinguishedName(dn)
    : dn.split(/(?<!\\)[,;]/).map(p => { const eq = p.indexOf('='); return [p.slice(0, eq), p.slice(eq + 1)] as [string, string] }).filter(([k]) => k.trim() !== '')
  return pairs.map(([k, v]) => `${alias(k.trim().toUpperCase())}=${squash(v.replace(/\\(.)/g, '$1'))}`).sort()
}

const ALIASES: Record<string, string> = { EMAILADDRESS: 'EMAIL', E: 'EMAIL', 'OID.2.5.4.5': 'SERIALNUMBER', '2.5.4.5': 'SERIALNUMBER', 'OID.0.9.2342.19200300.100.1.1': 'UID', '0.9.2342.19200300.100.1.1': 'UID', USERID: 'UID' }
const alias = (k: string): string => ALIASES[k] ?? k

export function certificateMatchesUid (cert: X509Certificate, certificateUid: string): boolean {
  const uid = certificateUid.trim()
  if (uid === '') return false
  if (uid.includes('=')) {
    const want = rdnSet(uid)
    const have = rdnSet(cert.subject)
    if (want.length === have.length && want.every((v, i) => v === have[i])) return true
  }
  const subject = parseDistinguishedName(cert.subject)
  for (const [k, v] of subject) {
    if (['UID', 'SERIALNUMBER'].includes(alias(k.toUpperCase())) && squash(v) === squash(uid)) return true
  }
  const h = hex(uid)
  if (/^[0-9a-f]+$/.test(h) && h.length > 0) {
    if (h === hex(cert.serialNumber)) return true
    if (h === hex(cert.fingerprint256) || h === hex(cert.fingerprint)) return true
  }
  if (/^\d+$/.test(uid) && BigInt(uid) === BigInt(`0x${cert.serialNumber}`)) return true
  return false
}
