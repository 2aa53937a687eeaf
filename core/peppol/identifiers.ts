/**
 * Party (participant) identifiers: parse, validate, normalise and format `<ICD>:<value>`.
 *
 * Accepted input forms (surrounding whitespace is trimmed):
 *   0208:0123456749                              numeric ICD form
 *   BE:EN:0123456749, be:en:0123456749, GLN:...  letter alias (the code list scheme-id), case-insensitive
 *   iso6523-actorid-upis::0208:0123456749        Peppol participant identifier form
 *
 * icd-schemes.json is the single source of truth for the schemes (regex, check digits, state, deviations).
 * Peppol participant identifiers are case-insensitive, so regexes match case-insensitively and `key`
 * (for lookups/uniqueness) is lower-cased; `value` keeps the canonical spelling.
 */
import { WharfError } from '../errors.ts'
import schemeList from './icd-schemes.json' with { type: 'json' }
import { ALGORITHM_LABELS, checkDigitsValid, isCheckAlgorithm, type CheckAlgorithm } from './check-digits.ts'

export type SchemeState = 'active' | 'deprecated' | 'removed'

export interface SchemeInfo {
  /** Numeric ISO 6523 ICD, e.g. '0208'. */
  icd: string
  /** Letter alias from the code list, e.g. 'BE:EN'. */
  schemeId: string
  country: string
  state: SchemeState
  name: string
  /** Whole-value regex (anchored by the code), matched case-insensitively; null means any value. */
  regex: string | null
  check: CheckAlgorithm | null
  /** Canonical prefix, added when the value is a bare number (9925: 'BE'). */
  prefix?: string
  /** Canonical value is upper case. */
  upperCase?: boolean
  note: string
}

export interface PartyIdentifier {
  /** Numeric ICD, e.g. '0208'. */
  scheme: string
  /** Normalised value, e.g. '0123456749' or 'BE0123456749'. */
  value: string
  /** `${scheme}:${value.toLowerCase()}`, for lookups and uniqueness. */
  key: string
  /** Letter alias, e.g. 'BE:EN'. */
  alias?: string
}

export type PartyIdErrorReason = 'syntax' | 'unknown-scheme' | 'removed-scheme' | 'format' | 'check-digits'

export const PARTICIPANT_SCHEME = 'iso6523-actorid-upis'
/** Peppol maximum length of a participant identifier value (`<ICD>:<id>`). */
export const MAX_PARTICIPANT_VALUE_LENGTH = 135

interface CompiledScheme { info: SchemeInfo, pattern: RegExp | null }

const byIcd = new Map<string, CompiledScheme>()
const byAlias = new Map<string, CompiledScheme>()

function loadSchemes (): void {
  const states: readonly string[] = ['active', 'deprecated', 'removed']
  for (const raw of schemeList.schemes as ReadonlyArray<Record<string, unknown>>) {
    const { icd, schemeId, state, regex, check } = raw
    if (typeof icd !== 'string' || !/^[0-9]{4}$/.test(icd) || typeof schemeId !== 'string' ||
        typeof state !== 'string' || !states.includes(state) ||
        !(regex === null || typeof regex === 'string') || !(check === null || isCheckAlgorithm(check))) {
      throw new Error(`icd-schemes.json: invalid entry ${JSON.stringify(raw)}`)
    }
    const info = Object.freeze({ ...raw }) as unknown as SchemeInfo
    const compiled = { info, pattern: regex === null ? null : new RegExp(`^(?:${regex})$`, 'i') }
    const alias = schemeId.toUpperCase()
    if (byIcd.has(icd) || byAlias.has(alias)) throw new Error(`icd-schemes.json: duplicate scheme ${icd} ${schemeId}`)
    byIcd.set(icd, compiled)
    byAlias.set(alias, compiled)
  }
}
loadSchemes()

/** Scheme by numeric ICD ('0208') or letter alias ('BE:EN', case-insensitive); undefined when unknown. */
export function schemeInfo (icdOrAlias: string): SchemeInfo | undefined {
  const key = String(icdOrAlias).trim()
  return (byIcd.get(key) ?? byAlias.get(key.toUpperCase()))?.info
}

/** All schemes of the code list, in code list order. */
export function listSchemes (): SchemeInfo[] {
  return [...byIcd.values()].map(s => s.info)
}

const shorten = (s: string): string => (s.length > 200 ? `${s.slice(0, 200)}...` : s)

function fail (input: string, scheme: string | null, reason: PartyIdErrorReason, what: string): never {
  const shown = shorten(input)
  throw new WharfError('INVALID_PARTY_ID', `Invalid party identifier ${JSON.stringify(shown)}: ${what}`,
    { input: shown, scheme, reason })
}

const SYNTAX_HINT = 'expected <scheme>:<value>, e.g. 0208:0123456749, BE:EN:0123456749 or iso6523-actorid-upis::0208:0123456749'

/** Splits the (trimmed, prefix-stripped) text into scheme and raw value. */
function splitScheme (input: string, text: string): { scheme: CompiledScheme, value: string } {
  const numeric = /^([0-9]{4})\s*:(.*)$/s.exec(text)
  if (numeric !== null) {
    const scheme = byIcd.get(numeric[1])
    if (scheme === undefined) fail(input, numeric[1], 'unknown-scheme', `unknown identifier scheme "${numeric[1]}"`)
    return { scheme, value: numeric[2] }
  }
  const parts = text.split(':')
  if (parts.length < 2 || parts[0].trim() === '') fail(input, null, 'syntax', SYNTAX_HINT)
  const two = byAlias.get(`${parts[0].trim()}:${parts[1].trim()}`.toUpperCase())
  if (two !== undefined) return { scheme: two, value: parts.slice(2).join(':') }
  const one = byAlias.get(parts[0].trim().toUpperCase())
  if (one !== undefined) return { scheme: one, value: parts.slice(1).join(':') }
  const attempted = parts[0].trim()
  return fail(input, attempted, 'unknown-scheme', `unknown identifier scheme "${attempted}"`)
}

/**
 * Parses and validates a party identifier. Throws WharfError('INVALID_PARTY_ID') with
 * details { input, scheme, reason } when the input is not a valid identifier.
 */
export function parsePartyId (input: string): PartyIdentifier {
  if (typeof input !== 'string') fail(String(input), null, 'syntax', 'the identifier must be a string')
  let text = input.trim()
  if (text === '') fail(input, null, 'syntax', 'the identifier is empty')
  if (text.length > 1024) fail(input, null, 'format', `longer than ${MAX_PARTICIPANT_VALUE_LENGTH} characters (Peppol maximum)`)
  const prefix = `${PARTICIPANT_SCHEME}::`
  if (text.toLowerCase().startsWith(prefix)) text = text.slice(prefix.length).trim()

  const { scheme, value: rawValue } = splitScheme(input, text)
  const { info, pattern } = scheme
  const label = `${info.icd} (${info.schemeId})`
  if (info.state === 'removed') {
    fail(input, info.icd, 'removed-scheme', `scheme ${label} has been removed from the Peppol code list`)
  }

  let value = rawValue.trim()
  if (value === '') fail(input, info.icd, 'syntax', `the value after the scheme ${label} is empty`)
  if (/[\s\u0000-\u001f\u007f]/.test(value)) {
    fail(input, info.icd, 'format', `the value must not contain whitespace or control characters (${info.schemeId})`)
  }
  // Canonical prefix (9925: BE) is added only to a bare number, so other mistakes stay visible in the message.
  if (info.prefix !== undefined && /^[0-9]/.test(value)) value = info.prefix + value
  if (info.upperCase === true) value = value.toUpperCase()

  if (info.icd.length + 1 + value.length > MAX_PARTICIPANT_VALUE_LENGTH) {
    fail(input, info.icd, 'format', `longer than ${MAX_PARTICIPANT_VALUE_LENGTH} characters (Peppol maximum)`)
  }
  if (pattern !== null && !pattern.test(value)) {
    fail(input, info.icd, 'format', `value "${shorten(value)}" does not match the ${info.schemeId} format ${info.regex ?? ''}`)
  }
  if (info.check !== null && !checkDigitsValid(info.check, value)) {
    fail(input, info.icd, 'check-digits', `check digits do not match (${info.schemeId} uses ${ALGORITHM_LABELS[info.check]})`)
  }
  return makeId(info, value)
}

function makeId (info: SchemeInfo, value: string): PartyIdentifier {
  return { scheme: info.icd, value, key: `${info.icd}:${value.toLowerCase()}`, alias: info.schemeId }
}

/** Like parsePartyId but returns undefined instead of throwing. */
export function tryParsePartyId (input: string): PartyIdentifier | undefined {
  try {
    return parsePartyId(input)
  } catch (err) {
    if (err instanceof WharfError) return undefined
    throw err
  }
}

/** '0208:0123456749' */
export function formatPartyId (id: PartyIdentifier): string {
  return `${id.scheme}:${id.value}`
}

/** 'BE:EN:0123456749' when the scheme has a letter alias, else the numeric form. */
export function toAliasForm (id: PartyIdentifier): string {
  const alias = id.alias ?? byIcd.get(id.scheme)?.info.schemeId
  return alias !== undefined ? `${alias}:${id.value}` : formatPartyId(id)
}

/** 'iso6523-actorid-upis::0208:0123456749' */
export function toParticipantId (id: PartyIdentifier): string {
  return `${PARTICIPANT_SCHEME}::${formatPartyId(id)}`
}

/** True when both denote the same identifier (any accepted form; strings that do not parse are never equal). */
export function isSamePartyId (a: PartyIdentifier | string, b: PartyIdentifier | string): boolean {
  const ka = typeof a === 'string' ? tryParsePartyId(a)?.key : keyOf(a)
  const kb = typeof b === 'string' ? tryParsePartyId(b)?.key : keyOf(b)
  return ka !== undefined && ka === kb
}

const keyOf = (id: PartyIdentifier): string => `${id.scheme}:${id.value.toLowerCase()}`
