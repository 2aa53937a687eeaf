/**
 * SML DNS naming: where a Peppol participant's SMP is published in DNS (PEPPOL.md (c)).
 *
 *   U-NAPTR (current, Peppol Policy for use of identifiers 4.4.0):
 *     lower(base32_nopad(sha256(utf8(lower(value))))) + '.' + lower(scheme) + '.' + zone
 *   legacy CNAME (deprecated, still seen):
 *     'B-' + hex(md5(utf8(lower(value)))) + '.' + scheme + '.' + zone
 *
 * `value` is the whole participant identifier value including the ICD (`0088:1234567890123`); the scheme
 * (`iso6523-actorid-upis`) is not hashed. DNS names compare case-insensitively, so every name made here is lower case:
 * the legacy rule's `B-` prefix comes out as `b-`, exactly as in the PEPPOL.md vector
 * `b-85008b8279e07ab0392da75fa55856a2.iso6523-actorid-upis.acc.edelivery.tech.ec.europa.eu`.
 */
import { createHash } from 'node:crypto'
import { PARTICIPANT_SCHEME, type PartyIdentifier } from '../../../core/sdk/peppol.ts'

/** A participant as the SML sees it: identifier scheme + full value (`0088:1234567890123`). */
export interface SmlParticipant {
  /** Participant identifier scheme, e.g. 'iso6523-actorid-upis' (not an ICD like '0208'). */
  scheme: string
  /** Identifier value including the ICD, e.g. '0088:1234567890123'. Case-insensitive. */
  value: string
}

/** DNS zones of the Peppol SML (since the move to OpenPeppol, March 2026). */
export const SML_ZONES = {
  production: 'participant.sml.prod.tech.peppol.org',
  test: 'participant.sml.test.tech.peppol.org',
  /** Default zone of Wharf's local SML (scripts/network/sml/dns-server.ts), under the reserved `.test` TLD (RFC 6761), not `.local` (mDNS, RFC 6762). */
  local: 'sml.wharf.test'
} as const

/** The deprecated European Commission SML zones (legacy CNAME era); still seen in old configurations. */
export const LEGACY_SML_ZONES = {
  production: 'edelivery.tech.ec.europa.eu',
  acceptance: 'acc.edelivery.tech.ec.europa.eu'
} as const

export type SmlZoneName = keyof typeof SML_ZONES

/** The Peppol participant identifier scheme (`iso6523-actorid-upis`). */
export const SML_PARTICIPANT_SCHEME = PARTICIPANT_SCHEME

/** Peppol scheme syntax (PEPPOL.md (h)): three dash-separated parts, at most 25 characters. */
const SCHEME_RE = /^[a-z0-9]+-[a-z0-9]+-[a-z0-9]+$/i
const LABEL_RE = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/

/** RFC 4648 base32 (standard alphabet, upper case), without '=' padding. */
export function base32NoPad (bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff // at most 12 significant bits are ever kept
    bits += 8
    while (bits >= 5) {
      bits -= 5
      out += alphabet[(buffer >> bits) & 31]
    }
  }
  if (bits > 0) out += alphabet[(buffer << (5 - bits)) & 31]
  return out
}

/**
 * Normalises a DNS zone: lower case, no trailing dot. Throws TypeError when it is not a valid host name
 * (labels of letters, digits, '-' and '_', 1-63 characters each, at most 253 characters).
 */
export function normaliseZone (zone: string): string {
  if (typeof zone !== 'string') throw new TypeError('SML zone must be a string')
  const z = zone.trim().toLowerCase().replace(/\.$/, '')
  if (z === '' || z.length > 253 || !z.split('.').every(l => LABEL_RE.test(l))) {
    throw new TypeError(`Invalid SML zone ${JSON.stringify(zone)}: expected a DNS name such as ${SML_ZONES.test}`)
  }
  return z
}

/** Checks the participant and returns { scheme, value } lower-cased. Throws TypeError when unusable. */
function normaliseParticipant (participant: SmlParticipant): { scheme: string, value: string } {
  if (participant === null || typeof participant !== 'object' ||
      typeof participant.scheme !== 'string' || typeof participant.value !== 'string') {
    throw new TypeError('SML participant must be { scheme, value }')
  }
  const scheme = participant.scheme.trim()
  if (scheme.length > 25 || !SCHEME_RE.test(scheme)) {
    const hint = /^[0-9]{4}$/.test(scheme)
      ? ` (this looks like an ICD: convert a PartyIdentifier with smlParticipant(), giving { scheme: '${PARTICIPANT_SCHEME}', value: '${scheme}:...' })`
      : ''
    throw new TypeError(`Invalid participant identifier scheme ${JSON.stringify(participant.scheme)}${hint}`)
  }
  const value = participant.value.trim()
  if (value === '' || /[\u0000-\u001f\u007f]/.test(value)) {
    throw new TypeError(`Invalid participant identifier value ${JSON.stringify(participant.value)}`)
  }
  return { scheme: scheme.toLowerCase(), value: value.toLowerCase() }
}

/** The hashed first label of the U-NAPTR name: lower(base32_nopad(sha256(utf8(lower(value))))). 52 characters. */
export function naptrLabel (participant: SmlParticipant): string {
  const { value } = normaliseParticipant(participant)
  return base32NoPad(createHash('sha256').update(value, 'utf8').digest()).toLowerCase()
}

/** The U-NAPTR name without the zone: `<naptrLabel>.<scheme>`. */
export function naptrRelativeName (participant: SmlParticipant): string {
  return `${naptrLabel(participant)}.${normaliseParticipant(participant).scheme}`
}

/** The DNS name holding the participant's `Meta:SMP` NAPTR record, e.g. `sjsy...gccq.iso6523-actorid-upis.<zone>`. */
export function naptrName (participant: SmlParticipant, zone: string): string {
  return `${naptrRelativeName(participant)}.${normaliseZone(zone)}`
}

/** The legacy first label: 'b-' + hex(md5(utf8(lower(value)))), lower case (the rule text writes 'B-'). */
export function cnameLabel (participant: SmlParticipant): string {
  const { value } = normaliseParticipant(participant)
  return `b-${createHash('md5').update(value, 'utf8').digest('hex')}`
}

/** The legacy CNAME name without the zone: `b-<md5>.<scheme>`. */
export function cnameRelativeName (participant: SmlParticipant): string {
  return `${cnameLabel(participant)}.${normaliseParticipant(participant).scheme}`
}

/** The legacy (deprecated) CNAME name, lower case: `b-<md5 hex>.<scheme>.<zone>`. */
export function cnameName (participant: SmlParticipant, zone: string): string {
  return `${cnameRelativeName(participant)}.${normaliseZone(zone)}`
}

/** A parsed Wharf party identifier ({ scheme: '0208', value: '0123456749' }) as an SML participant. */
export function smlParticipant (id: Pick<PartyIdentifier, 'scheme' | 'value'>): SmlParticipant {
  return { scheme: PARTICIPANT_SCHEME, value: `${id.scheme}:${id.value}` }
}

/** Stable lower-case key of a participant, e.g. 'iso6523-actorid-upis::0088:123abc'. */
export function participantKey (participant: SmlParticipant): string {
  const { scheme, value } = normaliseParticipant(participant)
  return `${scheme}::${value}`
}
