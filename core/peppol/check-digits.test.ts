import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  CHECK_ALGORITHMS, abnMod89, belgianMod97, checkDigitsValid, denmarkMod11, estoniaMod11, gs1Mod10, hungaryMod10,
  iban, isCheckAlgorithm, iso7064Mod97_10, kennitalaMod11, kennitalaPeppol, lithuaniaMod11, luhn, norwayMod11,
  sirenSiret, slovakIcoMod11, swissUidMod11
} from './check-digits.ts'

test('wrong shapes are false, never a throw', () => {
  for (const algorithm of CHECK_ALGORITHMS) {
    for (const value of ['', 'x', '12', '!!!!!!!!!!', '1'.repeat(40)]) {
      assert.equal(typeof checkDigitsValid(algorithm, value), 'boolean', `${algorithm} ${value}`)
    }
  }
  assert.equal(belgianMod97('012345674'), false)
  assert.equal(luhn('12a4'), false)
  assert.equal(isCheckAlgorithm('mod97-be'), true)
  assert.equal(isCheckAlgorithm('mod98'), false)
})

test('Luhn and SIREN/SIRET', () => {
  assert.equal(luhn('79927398713'), true) // the classic Luhn example
  assert.equal(luhn('79927398710'), false)
  assert.equal(sirenSiret('784301772'), true)
  assert.equal(sirenSiret('78430177200025'), true)
  assert.equal(sirenSiret('35600000012341'), true) // La Poste: digit sum 25
  assert.equal(sirenSiret('35600000012342'), false)
  assert.equal(sirenSiret('7843017720'), false) // 10 digits
})

test('GS1 mod 10 works for any GTIN length', () => {
  assert.equal(gs1Mod10('96385074'), true) // EAN-8
  assert.equal(gs1Mod10('4006381333931'), true) // EAN-13
  assert.equal(gs1Mod10('4006381333932'), false)
})

test('Belgian mod 97', () => {
  assert.equal(belgianMod97('0123456749'), true) // 1234567 mod 97 = 48, 97 - 48 = 49
  assert.equal(belgianMod97('1234567894'), true) // 12345678 mod 97 = 3, 97 - 3 = 94
  assert.equal(belgianMod97('0123456789'), false)
  assert.equal(checkDigitsValid('mod97-be', 'BE0123456749'), true) // prefix ignored
})

test('ISO 7064 mod 97-10 and IBAN', () => {
  assert.equal(iso7064Mod97_10('5493001KJTIIGC8Y1R12'), true)
  assert.equal(iso7064Mod97_10('5493001kjtiigc8y1r12'), true)
  assert.equal(iso7064Mod97_10('5493001KJTIIGC8Y1R21'), false)
  assert.equal(iban('GB82WEST12345698765432'), true)
  assert.equal(iban('GB28WEST12345698765432'), false)
  assert.equal(iban('GB82 WEST 1234 5698 7654 32'), false) // compact form only
})

test('mod 11 variants', () => {
  assert.equal(abnMod89('53004085616'), true)
  assert.equal(abnMod89('03004085616'), false)
  assert.equal(norwayMod11('974760673'), true)
  for (let d = 0; d <= 9; d++) assert.equal(norwayMod11(`10000013${d}`), false) // remainder 1: never issued
  assert.equal(kennitalaMod11('1201743399'), true)
  assert.equal(kennitalaMod11('1201743389'), false)
  assert.equal(kennitalaPeppol('1201743389'), true) // person: not checked
  assert.equal(kennitalaPeppol('6010100880'), false) // legal entity: checked
  assert.equal(denmarkMod11('13748136'), true)
  assert.equal(denmarkMod11('13748137'), false)
  assert.equal(slovakIcoMod11('25596641'), true) // remainder 0 -> check 1
  assert.equal(slovakIcoMod11('10000020'), true) // 8 + 4 = 12, remainder 1 -> check 0
  assert.equal(slovakIcoMod11('10000021'), false)
  assert.equal(swissUidMod11('116281710'), true)
  assert.equal(checkDigitsValid('mod11-ch', 'CHE116281710'), true)
  assert.equal(lithuaniaMod11('111963319'), true)
  assert.equal(lithuaniaMod11('100000085'), true) // 1 + 64 = 65, remainder 10: undefined, accepted
  assert.equal(estoniaMod11('10137025'), true)
  assert.equal(estoniaMod11('10000062'), true) // first pass 1 + 42 = 43 -> 10; second pass 3 + 54 = 57 -> 2
  assert.equal(estoniaMod11('10000060'), false)
  assert.equal(hungaryMod10('12892312'), true)
  assert.equal(checkDigitsValid('mod11-no', 'NO990399123MVA'), true)
})
