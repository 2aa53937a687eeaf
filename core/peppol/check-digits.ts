/**
 * Check digit algorithms used by the participant identifier schemes in icd-schemes.json.
 * Every function is pure and returns false (never throws) for input of the wrong shape.
 * The per-scheme wiring (which algorithm applies to which ICD) lives in icd-schemes.json only.
 */

export const CHECK_ALGORITHMS = [
  'luhn', 'luhn-siren', 'gln', 'mod97-be', 'mod97-10', 'iban', 'mod89-abn',
  'mod11-no', 'mod11-is', 'mod11-dk', 'mod11-sk', 'mod11-ch', 'mod11-lt', 'mod11-ee', 'mod10-hu'
] as const

export type CheckAlgorithm = typeof CHECK_ALGORITHMS[number]

export const isCheckAlgorithm = (name: unknown): name is CheckAlgorithm =>
  typeof name === 'string' && (CHECK_ALGORITHMS as readonly string[]).includes(name)

/** Short human description, used in error messages: "(BE:EN uses mod 97)". */
export const ALGORITHM_LABELS: Record<CheckAlgorithm, string> = {
  luhn: 'Luhn',
  'luhn-siren': 'Luhn (SIREN/SIRET)',
  gln: 'GS1 mod 10',
  'mod97-be': 'mod 97',
  'mod97-10': 'ISO 7064 mod 97-10',
  iban: 'IBAN mod 97',
  'mod89-abn': 'ABN mod 89',
  'mod11-no': 'mod 11',
  'mod11-is': 'mod 11',
  'mod11-dk': 'mod 11',
  'mod11-sk': 'mod 11',
  'mod11-ch': 'mod 11',
  'mod11-lt': 'mod 11',
  'mod11-ee': 'mod 11',
  'mod10-hu': 'mod 10'
}

const isDigits = (s: string, length?: number): boolean =>
  /^[0-9]+$/.test(s) && (length === undefined || s.length === length)

const digitsOf = (s: string): string => s.replace(/[^0-9]/g, '')

const weightedSum = (digits: string, weights: readonly number[]): number => {
  let sum = 0
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i]
  return sum
}

/** 11 - (sum mod 11), where 11 becomes 0 and 10 (never issued) is null. */
const mod11Expected = (digits: string, weights: readonly number[]): number | null => {
  const c = 11 - (weightedSum(digits, weights) % 11)
  return c === 11 ? 0 : c === 10 ? null : c
}

/** Luhn over the whole string, check digit last. */
export function luhn (digits: string): boolean {
  if (!isDigits(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9 }
    sum += d
  }
  return sum % 10 === 0
}

/** French SIREN (9 digits) or SIRET (14 digits). La Poste SIRETs use a digit sum divisible by 5 instead of Luhn. */
export function sirenSiret (digits: string): boolean {
  if (isDigits(digits, 9)) return luhn(digits)
  if (!isDigits(digits, 14) || !luhn(digits.slice(0, 9))) return false
  if (luhn(digits)) return true
  if (digits.startsWith('356000000')) {
    let sum = 0
    for (const d of digits) sum += Number(d)
    return sum % 5 === 0
  }
  return false
}

/** GS1 mod 10 (GLN/GTIN): weights 3,1,3,1... from the right, the check digit itself having weight 1. */
export function gs1Mod10 (digits: string): boolean {
  if (!isDigits(digits) || digits.length < 2) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 1 ? 3 : 1)
  }
  return sum % 10 === 0
}

/** Belgian enterprise / VAT number: 10 digits, 97 - (first 8 mod 97) == last 2. */
export function belgianMod97 (digits: string): boolean {
  if (!isDigits(digits, 10)) return false
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8))
}

/** ISO 7064 MOD 97-10 over digits and letters (A=10 ... Z=35): valid when the remainder is 1. */
export function iso7064Mod97_10 (value: string): boolean {
  const s = value.toUpperCase()
  if (!/^[0-9A-Z]+$/.test(s)) return false
  let rem = 0
  for (const ch of s) {
    const n = parseInt(ch, 36)
    rem = n < 10 ? (rem * 10 + n) % 97 : (rem * 100 + n) % 97
  }
  return rem === 1
}

/** IBAN: move the first 4 characters to the end, then ISO 7064 MOD 97-10. */
export function iban (value: string): boolean {
  const s = value.toUpperCase()
  if (!/^[A-Z]{2}[0-9]{2}[0-9A-Z]+$/.test(s)) return false
  return iso7064Mod97_10(s.slice(4) + s.slice(0, 4))
}

/** Australian Business Number: subtract 1 from the first digit, weights 10,1,3,...,19, sum divisible by 89. */
export function abnMod89 (digits: string): boolean {
  if (!isDigits(digits, 11) || digits[0] === '0') return false
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
  return (weightedSum(digits, weights) - weights[0]) % 89 === 0
}

/** Norwegian organisation number: weights 3,2,7,6,5,4,3,2 on digits 1-8, check is digit 9. */
export function norwayMod11 (digits: string): boolean {
  if (!isDigits(digits, 9)) return false
  return mod11Expected(digits, [3, 2, 7, 6, 5, 4, 3, 2]) === Number(digits[8])
}

/** Icelandic kennitala: weights 3,2,7,6,5,4,3,2 on digits 1-8, check is digit 9 (digit 10 is the century). */
export function kennitalaMod11 (digits: string): boolean {
  if (!isDigits(digits, 10)) return false
  return mod11Expected(digits, [3, 2, 7, 6, 5, 4, 3, 2]) === Number(digits[8])
}

/**
 * Kennitala as used for Peppol: only legal entities (first digit 4-7) are checked, because since 2026-02-18
 * Registers Iceland issues personal and system kennitala without a mod 11 check digit.
 */
export function kennitalaPeppol (digits: string): boolean {
  if (!isDigits(digits, 10)) return false
  return /^[4-7]/.test(digits) ? kennitalaMod11(digits) : true
}

/** Danish CVR / SE number: weights 2,7,6,5,4,3,2,1 over all 8 digits, sum divisible by 11. */
export function denmarkMod11 (digits: string): boolean {
  if (!isDigits(digits, 8)) return false
  return weightedSum(digits, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0
}

/** Slovak (and Czech) ICO: weights 8..2 on digits 1-7; remainder 0 -> 1, remainder 1 -> 0, else 11 - remainder. */
export function slovakIcoMod11 (digits: string): boolean {
  if (!isDigits(digits, 8)) return false
  const r = weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) % 11
  const expected = r === 0 ? 1 : r === 1 ? 0 : 11 - r
  return expected === Number(digits[7])
}

/** Swiss UID: the 9 digits after CHE, weights 5,4,3,2,7,6,5,4 on digits 1-8, check is digit 9. */
export function swissUidMod11 (digits: string): boolean {
  if (!isDigits(digits, 9)) return false
  return mod11Expected(digits, [5, 4, 3, 2, 7, 6, 5, 4]) === Number(digits[8])
}

/** Lithuanian legal entity code: weights 1..8, remainder mod 11 is digit 9; remainder 10 is not defined, accepted. */
export function lithuaniaMod11 (digits: string): boolean {
  if (!isDigits(digits, 9)) return false
  const r = weightedSum(digits, [1, 2, 3, 4, 5, 6, 7, 8]) % 11
  return r === 10 || r === Number(digits[8])
}

/** Estonian registry code: weights 1..9,1 mod 11; on 10 retry with weights 3..9,1,2,3; 10 then means 0. */
export function estoniaMod11 (digits: string): boolean {
  if (!isDigits(digits) || digits.length < 2) return false
  const body = digits.slice(0, -1)
  const sum = (shift: number): number => {
    let s = 0
    for (let i = 0; i < body.length; i++) s += (((i + shift) % 9) + 1) * Number(body[i])
    return s % 11
  }
  let check = sum(0)
  if (check === 10) check = sum(2)
  return check % 10 === Number(digits[digits.length - 1])
}

/** Hungarian VAT (ANUM): weights 9,7,3,1,9,7,3,1 over the 8 digits, sum divisible by 10. */
export function hungaryMod10 (digits: string): boolean {
  if (!isDigits(digits, 8)) return false
  return weightedSum(digits, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0
}

/**
 * Checks the check digits of a normalised identifier value (as stored, e.g. 'BE0123456749', 'CHE100155212').
 * Numeric algorithms look only at the digits of the value, so fixed letter prefixes/suffixes (BE, DK, CHE, NO..MVA)
 * are ignored; the scheme regex has already fixed where they are.
 */
export function checkDigitsValid (algorithm: CheckAlgorithm, value: string): boolean {
  const d = digitsOf(value)
  switch (algorithm) {
    case 'luhn': return luhn(d)
    case 'luhn-siren': return sirenSiret(d)
    case 'gln': return gs1Mod10(d)
    case 'mod97-be': return belgianMod97(d)
    case 'mod97-10': return iso7064Mod97_10(value)
    case 'iban': return iban(value)
    case 'mod89-abn': return abnMod89(d)
    case 'mod11-no': return norwayMod11(d)
    case 'mod11-is': return kennitalaPeppol(d)
    case 'mod11-dk': return denmarkMod11(d)
    case 'mod11-sk': return slovakIcoMod11(d)
    case 'mod11-ch': return swissUidMod11(d)
    case 'mod11-lt': return lithuaniaMod11(d)
    case 'mod11-ee': return estoniaMod11(d)
    case 'mod10-hu': return hungaryMod10(d)
    default: {
      const never: never = algorithm
      throw new Error(`Unknown check digit algorithm: ${String(never)}`)
    }
  }
}
