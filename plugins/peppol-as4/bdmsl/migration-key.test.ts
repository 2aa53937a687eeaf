import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { test } from 'node:test'
import {
  checkMigrationKey, GENERATOR_SPECIALS, generateMigrationKey, isValidMigrationKey, MIGRATION_KEY_REGEX_SOURCE,
  MIGRATION_KEY_SPECIALS
} from './migration-key.ts'

// The regex exactly as PEPPOL.md (f) writes it (a copy, so a typo in MIGRATION_KEY_REGEX_SOURCE is caught too).
const PEPPOL_MD_REGEX = /^(?=.{8,24}$)(?=(.*[@#$%()\[\]{}*^_\-!~|+=]){2,})(?=(.*[A-Z]){2})(?=(.*[a-z]){2})(?=(.*[0-9]){2})(?=\S+$).*$/

test('the documented regex source is the PEPPOL.md regex', () => {
  assert.equal(MIGRATION_KEY_REGEX_SOURCE, PEPPOL_MD_REGEX.source)
  assert.equal(MIGRATION_KEY_SPECIALS, '@#$%()[]{}*^_-!~|+=')
})

test('generated keys pass the PEPPOL.md regex and the validator, 1000 of 1000', () => {
  const seen = new Set<string>()
  for (let i = 0; i < 1000; i++) {
    const key = generateMigrationKey()
    assert.equal(key.length, 24)
    assert.ok(PEPPOL_MD_REGEX.test(key), `regex rejects ${key}`)
    assert.ok(isValidMigrationKey(key), `validator rejects ${key}`)
    assert.ok(!key.includes('_'), 'the generator leaves out _ (BDMSL ERR-106 text omits it)')
    seen.add(key)
  }
  assert.equal(seen.size, 1000)
})

test('every allowed length works, others are refused', () => {
  for (let len = 8; len <= 24; len++) {
    for (let i = 0; i < 50; i++) {
      const key = generateMigrationKey(len)
      assert.equal(key.length, len)
      assert.ok(PEPPOL_MD_REGEX.test(key) && isValidMigrationKey(key), key)
    }
  }
  for (const bad of [7, 25, 0, 8.5, Number.NaN]) assert.throws(() => generateMigrationKey(bad), RangeError)
})

test('weak keys are rejected with reasons', () => {
  const cases: Array<[string, RegExp]> = [
    ['', /8 to 24/],
    ['Ab1@Cd2', /8 to 24/], // 7 characters
    ['Ab1@Cd2#Ef3$Gh4%Ij5^Kl6!M', /8 to 24/], // 25 characters
    ['abcdEFGH1234', /special/],
    ['abcdEFGH12@', /special/], // only one special
    ['abcdefg12@#', /upper-case/],
    ['ABCDEFG12@#', /lower-case/],
    ['abcDEFgh@#x', /digits/],
    ['Ab1@ Cd2#', /whitespace/],
    ['Ab1@\tCd2#', /whitespace/],
    ['Ab1@\nCd2#', /whitespace/],
    ['Ab1@\u00a0Cd2#', /whitespace/],
    ['Ab12@#cD\u2028', /whitespace/]
  ]
  for (const [key, why] of cases) {
    const r = checkMigrationKey(key)
    assert.equal(r.ok, false, JSON.stringify(key))
    assert.match(r.problems.join('; '), why, JSON.stringify(key))
    assert.equal(PEPPOL_MD_REGEX.test(key), false, `regex accepts ${JSON.stringify(key)}`)
  }
  assert.equal(checkMigrationKey(12345678).ok, false)
  assert.equal(checkMigrationKey(undefined).ok, false)
  // Good ones, including `_` as one of the specials (the regex counts it).
  for (const key of ['Ab1@Cd2#', 'AB12ab__', 'xY9(]Zq8', '{}AAbb00']) assert.ok(isValidMigrationKey(key), key)
})

test('the validator agrees with the PEPPOL.md regex on random strings', () => {
  const alphabet = 'ABCxyz019' + MIGRATION_KEY_SPECIALS + ' \t\n\u00a0éß.,;:/\\"\'<>?&`'
  let accepted = 0
  for (let i = 0; i < 20_000; i++) {
    let s = ''
    if (i % 2 === 0) {
      const len = randomInt(0, 30)
      for (let j = 0; j < len; j++) s += alphabet[randomInt(alphabet.length)]
    } else {
      // A valid key with one to three random edits (replace, insert, delete): samples near the boundary.
      s = generateMigrationKey(randomInt(8, 25))
      for (let k = randomInt(1, 4); k > 0; k--) {
        const at = randomInt(s.length + 1)
        const c = alphabet[randomInt(alphabet.length)] as string
        const what = randomInt(3)
        s = what === 0 ? s.slice(0, at) + c + s.slice(at + 1) : what === 1 ? s.slice(0, at) + c + s.slice(at) : s.slice(0, at) + s.slice(at + 1)
      }
    }
    const expected = PEPPOL_MD_REGEX.test(s)
    assert.equal(isValidMigrationKey(s), expected, JSON.stringify(s))
    if (expected) accepted++
  }
  assert.ok(accepted > 1000 && accepted < 19_000, `too few accepted samples (${accepted}) to mean much`)
})

test('long hostile input is answered at once (no backtracking)', () => {
  const hostile = 'a'.repeat(1_000_000) + '!'
  const t0 = performance.now()
  assert.equal(isValidMigrationKey(hostile), false)
  assert.ok(performance.now() - t0 < 5000, 'linear, no backtracking')
  assert.ok(GENERATOR_SPECIALS.length === MIGRATION_KEY_SPECIALS.length - 1)
})
