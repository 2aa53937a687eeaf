import { test } from 'node:test'
import assert from 'node:assert/strict'
import { WharfError } from '../errors.ts'
import {
  formatPartyId, isSamePartyId, listSchemes, parsePartyId, schemeInfo, toAliasForm, toParticipantId,
  tryParsePartyId, type PartyIdErrorReason
} from './identifiers.ts'

/** Asserts parsePartyId(input) throws INVALID_PARTY_ID with the given reason; returns the error. */
function rejects (input: string, reason: PartyIdErrorReason, message?: RegExp): WharfError {
  let caught: unknown
  try { parsePartyId(input) } catch (err) { caught = err }
  assert.ok(caught instanceof WharfError, `expected ${JSON.stringify(input)} to be rejected`)
  assert.equal(caught.code, 'INVALID_PARTY_ID')
  assert.equal(caught.statusCode, 400)
  const details = caught.details as { input: string, scheme: string | null, reason: string }
  assert.equal(details.reason, reason, `${JSON.stringify(input)}: ${caught.message}`)
  if (input.length <= 200) assert.equal(details.input, input)
  else assert.equal(details.input, `${input.slice(0, 200)}...`) // long input is shortened
  if (message !== undefined) assert.match(caught.message, message)
  return caught
}

const valid = (input: string): string => formatPartyId(parsePartyId(input))

test('0208 BE:EN: mod 97', () => {
  assert.deepEqual(parsePartyId('0208:0123456749'),
    { scheme: '0208', value: '0123456749', key: '0208:0123456749', alias: 'BE:EN' })
  assert.equal(valid('0208:0899965307'), '0208:0899965307')
  assert.equal(valid('0208:1234567894'), '0208:1234567894') // first digit 1: 97 - (12345678 mod 97) = 94
  const err = rejects('0208:0123456789', 'check-digits')
  assert.equal(err.message, 'Invalid party identifier "0208:0123456789": check digits do not match (BE:EN uses mod 97)')
  assert.deepEqual(err.details, { input: '0208:0123456789', scheme: '0208', reason: 'check-digits' })
  rejects('0208:2123456749', 'format', /BE:EN format/) // first digit must be 0 or 1
  rejects('0208:012345674', 'format')
  rejects('0208:BE0123456749', 'format')
})

test('0088 GLN: GS1 mod 10', () => {
  // 5790000435968: 5+21+9+0+0+0+0+12+3+15+9+18 = 92 -> check 8
  assert.equal(valid('0088:5790000435968'), '0088:5790000435968')
  assert.equal(valid('GLN:1548079098355'), '0088:1548079098355') // code list example
  rejects('0088:5790000435969', 'check-digits', /GLN uses GS1 mod 10/)
  rejects('0088:579000043596', 'format')
})

test('9925 BE:VAT: BE prefix, mod 97, normalisation', () => {
  const id = parsePartyId('9925:BE0123456749')
  assert.deepEqual(id, { scheme: '9925', value: 'BE0123456749', key: '9925:be0123456749', alias: 'BE:VAT' })
  assert.equal(valid('9925:be0123456749'), '9925:BE0123456749')
  assert.equal(valid('9925:0123456749'), '9925:BE0123456749')
  assert.equal(valid('BE:VAT:BE0123456749'), '9925:BE0123456749')
  assert.equal(valid('be:vat:0123456749'), '9925:BE0123456749')
  assert.equal(valid('9925:BE1234567894'), '9925:BE1234567894') // 2025 form starting with 1
  assert.equal(valid('9925:1000000021'), '9925:BE1000000021') // 97 - (10000000 mod 97) = 21
  rejects('9925:BE1234567895', 'check-digits', /BE:VAT uses mod 97/)
  rejects('9925:BE0123456789', 'check-digits')
  rejects('9925:BE2123456749', 'format')
  rejects('9925:NL0123456749', 'format', /value "NL0123456749" does not match the BE:VAT format/)
})

test('alias, numeric and participant forms give the same identifier', () => {
  const forms = ['0208:0123456749', 'BE:EN:0123456749', 'be:en:0123456749', '  0208:0123456749 ',
    'iso6523-actorid-upis::0208:0123456749', 'ISO6523-ACTORID-UPIS::0208:0123456749', '0208 : 0123456749']
  const keys = new Set(forms.map(f => parsePartyId(f).key))
  assert.deepEqual([...keys], ['0208:0123456749'])
  const id = parsePartyId('BE:EN:0123456749')
  assert.equal(formatPartyId(id), '0208:0123456749')
  assert.equal(toAliasForm(id), 'BE:EN:0123456749')
  assert.equal(toParticipantId(id), 'iso6523-actorid-upis::0208:0123456749')
  assert.equal(toAliasForm({ scheme: '0208', value: '0123456749', key: '0208:0123456749' }), 'BE:EN:0123456749')
  assert.equal(toAliasForm({ scheme: '1234', value: 'x', key: '1234:x' }), '1234:x')
  assert.equal(toAliasForm(parsePartyId('0088:5790000435968')), 'GLN:5790000435968')
})

test('NL:KVK accepts the 8-digit KvK number and the 17-digit form', () => {
  assert.deepEqual(parsePartyId('NL:KVK:12345678'),
    { scheme: '0106', value: '12345678', key: '0106:12345678', alias: 'NL:KVK' })
  assert.equal(valid('0106:12345678901234567'), '0106:12345678901234567')
  assert.equal(parsePartyId('0106:12345678').key, parsePartyId('nl:kvk:12345678').key)
  rejects('0106:1234567', 'format', /NL:KVK format/)
  rejects('0106:123456789', 'format')
})

test('isSamePartyId', () => {
  assert.equal(isSamePartyId('0208:0123456749', 'BE:EN:0123456749'), true)
  assert.equal(isSamePartyId(parsePartyId('9925:be0123456749'), 'BE:VAT:BE0123456749'), true)
  assert.equal(isSamePartyId('0208:0123456749', '9925:BE0123456749'), false) // different schemes
  assert.equal(isSamePartyId('0208:0123456789', '0208:0123456789'), false) // invalid is never equal
  assert.equal(isSamePartyId('9944:NL123456789B01', '9944:nl123456789b01'), true) // case-insensitive
})

test('unknown and removed schemes; deprecated is accepted', () => {
  rejects('1234:5', 'unknown-scheme', /unknown identifier scheme "1234"/)
  rejects('XX:YY:123', 'unknown-scheme', /"XX"/)
  rejects('BE:0123456749', 'unknown-scheme')
  rejects('iso6523-actorid-upis:0208:0123456749', 'unknown-scheme')
  const err = rejects('9956:0899965307', 'removed-scheme', /9956 \(BE:CBE\) has been removed/)
  assert.equal((err.details as { scheme: string }).scheme, '9956')
  rejects('BE:CBE:0899965307', 'removed-scheme')
  rejects('0037:12345678', 'removed-scheme')
  assert.equal(valid('9909:NO990399123MVA'), '9909:NO990399123MVA') // NO:VAT is deprecated
  assert.equal(valid('0193:abcd'), '0193:abcd') // UBLBE is deprecated
})

test('length limit (135 characters for <ICD>:<id>)', () => {
  assert.equal(valid(`9944:${'A'.repeat(130)}`).length, 135)
  rejects(`9944:${'A'.repeat(131)}`, 'format', /135/)
  rejects(`0208:${'1'.repeat(5000)}`, 'format', /135/)
})

test('garbage input', () => {
  rejects('', 'syntax', /empty/)
  rejects('   ', 'syntax')
  rejects(':', 'syntax')
  rejects(':0123456749', 'syntax')
  rejects('0208:', 'syntax', /value after the scheme 0208 \(BE:EN\) is empty/)
  rejects('BE:EN:', 'syntax')
  rejects('BE:EN', 'syntax')
  rejects('abc', 'syntax', /expected <scheme>:<value>/)
  rejects('0208:0123 456749', 'format', /whitespace/)
  rejects('9944:NL1\u0000', 'format')
  assert.throws(() => parsePartyId(undefined as unknown as string), WharfError)
  assert.equal(tryParsePartyId('abc'), undefined)
  assert.equal(tryParsePartyId('0208:0123456749')?.key, '0208:0123456749')
})

test('check digits of the other schemes', () => {
  const ok: Array<[string, string]> = [
    ['0002:784301772', '0002:784301772'], // SIREN, code list example
    ['0002:78430177200025', '0002:78430177200025'], // SIRET, code list example
    ['0002:35600000000048', '0002:35600000000048'], // La Poste head office (Luhn)
    ['0002:35600000012341', '0002:35600000012341'], // La Poste establishment: digit sum 25, fails Luhn
    ['0007:2120000787', '0007:2120000787'], // code list example
    ['0151:51824753556', '0151:51824753556'], // code list example: (4*10+1+24+10+28+63+55+39+75+85+114)=534=6*89
    ['0151:53004085616', '0151:53004085616'],
    ['0158:35763469', '0158:35763469'], // 24+35+42+30+12+12+12=167, 167 mod 11=2 -> 9
    ['0158:00151742', '0158:00151742'], // 0+0+6+25+4+21+8=64, 64 mod 11=9 -> 2
    ['0183:CHE100155212', '0183:CHE100155212'], // 5+0+0+2+35+30+10+4=86, mod 11=9 -> 2
    ['CH:UIDB:che109322551', '0183:CHE109322551'],
    ['0191:10137025', '0191:10137025'], // code list example
    ['0192:745707327', '0192:745707327'], // code list example: 147 mod 11 = 4 -> 7
    ['0196:6010100890', '0196:6010100890'], // company kennitala
    ['0196:1201743399', '0196:1201743399'], // personal kennitala, valid check
    ['0196:1201743389', '0196:1201743389'], // personal: not checked (issued without check digit since 2026)
    ['0198:DK13585628', '0198:DK13585628'], // 2+21+30+40+20+18+4+8=143=13*11
    ['0198:dk13748136', '0198:DK13748136'], // Erhvervsstyrelsen's worked example
    ['0199:5493001KJTIIGC8Y1R12', '0199:5493001KJTIIGC8Y1R12'],
    ['LEI:529900t8bm49aursdo55', '0199:529900T8BM49AURSDO55'],
    ['0200:111963319', '0200:111963319'], // code list example: 119 mod 11 = 9
    ['0211:IT06363391001', '0211:IT06363391001'],
    ['0184:13585628', '0184:13585628'], // DK:DIGST: regex only
    ['9910:HU12892312', '9910:HU12892312'], // 9+14+24+9+18+21+3+2=100
    ['9918:BE71096123456769', '9918:BE71096123456769'],
    ['IBAN:gb82west12345698765432', '9918:GB82WEST12345698765432']
  ]
  for (const [input, expected] of ok) assert.equal(valid(input), expected, input)
  const bad = ['0002:784301773', '0002:78430177200026', '0002:35600000012342', '0007:2120000788', '0151:51824753557',
    '0158:35763468', '0183:CHE100155213', '0191:10137026', '0192:745707328', '0196:6010100880', '0198:DK13748137',
    '0199:5493001KJTIIGC8Y1R13', '0200:111963318', '0211:IT06363391002', '9910:HU12892313', '9918:BE71096123456768',
    '9909:NO990399124MVA']
  for (const input of bad) rejects(input, 'check-digits')
})

test('scheme table', () => {
  assert.equal(listSchemes().length, 105)
  assert.equal(schemeInfo('0208')?.schemeId, 'BE:EN')
  assert.equal(schemeInfo('be:vat')?.icd, '9925')
  assert.equal(schemeInfo('GLN')?.check, 'gln')
  assert.equal(schemeInfo('9956')?.state, 'removed')
  assert.equal(schemeInfo('9999'), undefined)
  for (const s of listSchemes()) {
    assert.match(s.icd, /^[0-9]{4}$/)
    assert.ok(['active', 'deprecated', 'removed'].includes(s.state), s.icd)
    assert.ok(s.note.length > 0, s.icd)
    if (s.regex !== null) assert.doesNotThrow(() => new RegExp(s.regex as string), s.icd)
  }
})
