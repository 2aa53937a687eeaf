/**
 * SML migration keys (PEPPOL.md (f)): the secret the current SMP registers with PrepareToMigrate and the new SMP
 * presents with Migrate.
 *
 * BDMSL rules: 8–24 characters, at least 2 of `@#$%()[]{}*^_-!~|+=`, at least 2 upper-case letters, 2 lower-case
 * letters and 2 digits, no whitespace. BDMSL checks them with
 *   ^(?=.{8,24}$)(?=(.*[@#$%()\[\]{}*^_\-!~|+=]){2,})(?=(.*[A-Z]){2})(?=(.*[a-z]){2})(?=(.*[0-9]){2})(?=\S+$).*$
 * The validator here counts characters in one pass instead (no backtracking, linear in the input, and it rejects
 * long input before looking at it). It accepts exactly what that regex accepts under JavaScript semantics: length in
 * UTF-16 code units, no line terminators (`.`), no whitespace as JavaScript's `\S` defines it (which includes
 * Unicode spaces such as U+00A0; Java's `\S` would let those through, so ours is the stricter reading).
 *
 * The generator draws from crypto randomness. It uses the special characters without `_`: BDMSL's ERR-106 message
 * lists `@#$%()[]{}*^-!~|+=` (no underscore) while the regex accepts `_`, so leaving it out satisfies both readings.
 */
import { randomInt } from 'node:crypto'

/** The special characters the BDMSL regex counts. */
export const MIGRATION_KEY_SPECIALS = '@#$%()[]{}*^_-!~|+='
/** The special characters the generator uses (without `_`, see above). */
export const GENERATOR_SPECIALS = '@#$%()[]{}*^-!~|+='
/** The BDMSL regex, as documented in PEPPOL.md (f); for reference and cross-checks in tests, not used to validate. */
export const MIGRATION_KEY_REGEX_SOURCE =
  '^(?=.{8,24}$)(?=(.*[@#$%()\\[\\]{}*^_\\-!~|+=]){2,})(?=(.*[A-Z]){2})(?=(.*[a-z]){2})(?=(.*[0-9]){2})(?=\\S+$).*$'

export const MIGRATION_KEY_MIN_LENGTH = 8
export const MIGRATION_KEY_MAX_LENGTH = 24

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const DIGITS = '0123456789'
const WHITESPACE = /\s/

export interface MigrationKeyCheck {
  ok: boolean
  /** What is wrong, in words; empty when ok. */
  problems: string[]
}

/** Checks a migration key against the BDMSL rules and says what is wrong. */
export function checkMigrationKey (key: unknown): MigrationKeyCheck {
  if (typeof key !== 'string') return { ok: false, problems: ['the migration key must be a string'] }
  const problems: string[] = []
  if (key.length < MIGRATION_KEY_MIN_LENGTH || key.length > MIGRATION_KEY_MAX_LENGTH) {
    problems.push(`it must be ${MIGRATION_KEY_MIN_LENGTH} to ${MIGRATION_KEY_MAX_LENGTH} characters long (has ${key.length})`)
    // Nothing longer is inspected further: the answer is "no" already.
    if (key.length > MIGRATION_KEY_MAX_LENGTH) return { ok: false, problems }
  }
  let specials = 0
  let upper = 0
  let lower = 0
  let digits = 0
  let whitespace = false
  for (let i = 0; i < key.length; i++) {
    const c = key[i] as string
    if (MIGRATION_KEY_SPECIALS.includes(c)) specials++
    else if (c >= 'A' && c <= 'Z') upper++
    else if (c >= 'a' && c <= 'z') lower++
    else if (c >= '0' && c <= '9') digits++
    else if (WHITESPACE.test(c)) whitespace = true // includes the line terminators `.` excludes
  }
  if (specials < 2) problems.push(`it needs at least 2 special characters among ${MIGRATION_KEY_SPECIALS} (has ${specials})`)
  if (upper < 2) problems.push(`it needs at least 2 upper-case letters (has ${upper})`)
  if (lower < 2) problems.push(`it needs at least 2 lower-case letters (has ${lower})`)
  if (digits < 2) problems.push(`it needs at least 2 digits (has ${digits})`)
  if (whitespace) problems.push('it must not contain whitespace')
  return { ok: problems.length === 0, problems }
}

export const isValidMigrationKey = (key: unknown): boolean => checkMigrationKey(key).ok

/** A random key that satisfies the BDMSL rules; `length` 8..24, default 24 (the most entropy allowed). */
export function generateMigrationKey (length = MIGRATION_KEY_MAX_LENGTH): string {
  if (!Number.isInteger(length) || length < MIGRATION_KEY_MIN_LENGTH || length > MIGRATION_KEY_MAX_LENGTH) {
    throw new RangeError(`migration key length must be an integer from ${MIGRATION_KEY_MIN_LENGTH} to ${MIGRATION_KEY_MAX_LENGTH}`)
  }
  const pick = (alphabet: string): string => alphabet[randomInt(alphabet.length)] as string
  const all = UPPER + LOWER + DIGITS + GENERATOR_SPECIALS
  const chars = [pick(UPPER), pick(UPPER), pick(LOWER), pick(LOWER), pick(DIGITS), pick(DIGITS), pick(GENERATOR_SPECIALS), pick(GENERATOR_SPECIALS)]
  while (chars.length < length) chars.push(pick(all))
  // Fisher–Yates with crypto randomness, so the guaranteed characters are not always at the front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    const t = chars[i] as string
    chars[i] = chars[j] as string
    chars[j] = t
  }
  return chars.join('')
}
