/**
 * Participant identifiers as the Directory indexer protocol carries them: 'iso6523-actorid-upis::0208:0123456749'
 * (scheme '::' value), as the PUT body in clear and percent-encoded as one path segment for DELETE and GET.
 *
 *   directoryParticipantId('0208:0123456749')                  // 'iso6523-actorid-upis::0208:0123456749'
 *   directoryParticipantId({ scheme: 'iso6523-actorid-upis', value: '0208:0123456749' })
 *   parseIndexerParticipantId('iso6523-actorid-upis%3A%3A0208%3A0123456749')  // the indexer side, lenient
 *
 * The client side (directoryParticipantId) validates party identifiers fully (parsePartyId: scheme list, format,
 * check digits); the indexer side (parseIndexerParticipantId) only checks the shape, as the real indexer's
 * identifier factory does, so the double accepts what the real Directory accepts.
 */
import { parsePartyId, toParticipantId } from '../../../core/sdk/peppol.ts'
import type { Identifier } from '../smp-xml/xml.ts'

const SCHEME_SHAPE = /^[a-z0-9]+-[a-z0-9]+-[a-z0-9]+$/i
const MAX_VALUE = 135

export interface ParsedParticipantId extends Identifier {
  /** 'scheme::value' as given (trimmed). */
  id: string
  /** Case-insensitive key: Peppol participant identifiers do not depend on case. */
  key: string
}

/** The scheme::value form, or undefined when `text` does not have that shape. */
function split (text: string): ParsedParticipantId | undefined {
  const at = text.indexOf('::')
  if (at <= 0) return undefined
  const scheme = text.slice(0, at).trim()
  const value = text.slice(at + 2).trim()
  if (!SCHEME_SHAPE.test(scheme) || scheme.length > 25) return undefined
  if (value === '' || value.length > MAX_VALUE || /[\u0000-\u001f\u007f]/.test(value)) return undefined
  const id = `${scheme}::${value}`
  return { scheme, value, id, key: id.toLowerCase() }
}

/** Indexer side: trims, percent-decodes when possible, checks the shape; undefined when unusable. */
export function parseIndexerParticipantId (raw: string): ParsedParticipantId | undefined {
  let text = raw.trim()
  try { text = decodeURIComponent(text).trim() } catch { /* not percent-encoded: use as is (as the real indexer) */ }
  return split(text)
}

/** Client side: 'iso6523-actorid-upis::0208:…', '0208:…', 'BE:EN:…' or { scheme, value } to 'scheme::value'. */
export function directoryParticipantId (participant: string | Identifier): string {
  if (typeof participant !== 'string') {
    const parsed = split(`${participant?.scheme ?? ''}::${participant?.value ?? ''}`)
    if (parsed === undefined) throw new TypeError(`not a participant identifier: ${JSON.stringify(participant)}`)
    return parsed.id
  }
  if (participant.includes('::') && !participant.trim().toLowerCase().startsWith('iso6523-actorid-upis::')) {
    const parsed = split(participant.trim())
    if (parsed === undefined) throw new TypeError(`not a participant identifier: ${JSON.stringify(participant)}`)
    return parsed.id
  }
  return toParticipantId(parsePartyId(participant))
}
