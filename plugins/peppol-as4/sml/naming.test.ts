import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parsePartyId } from '../../../core/peppol/identifiers.ts'
import {
  LEGACY_SML_ZONES, SML_ZONES, base32NoPad, cnameLabel, cnameName, naptrLabel, naptrName, normaliseZone,
  participantKey, smlParticipant
} from './naming.ts'

const SCHEME = 'iso6523-actorid-upis'
const p = (value: string): { scheme: string, value: string } => ({ scheme: SCHEME, value })

test('U-NAPTR names: the four vectors of PEPPOL.md (c)', () => {
  const vectors: Array<[string, string]> = [
    ['0088:1234567890123', 'sjsyvccmqyjxk3weuapffq4x3umcrf4qryherj4vovhmonh7gccq'],
    ['0088:123ABC', 'y7dzfxaf3d4cjz4kcgrxtec6twvcga4ky7zwa5boif6mswd4tdrq'],
    ['0010:5798000000001', 'xukhfqabqziki3ykvr2fhr4snfa3pf5vpq6k4tonv3lmvsy5arvq'],
    ['9915:test', 'eh5boavaktmbgzyh2a63dz4qov33fvp5nsdvqklucfraayoodw6a']
  ]
  for (const [value, label] of vectors) {
    assert.equal(naptrLabel(p(value)), label, value)
    assert.equal(naptrName(p(value), SML_ZONES.test), `${label}.${SCHEME}.participant.sml.test.tech.peppol.org`)
  }
  assert.equal(naptrName(p('0088:1234567890123'), 'participant.sml.test.tech.peppol.org'),
    'sjsyvccmqyjxk3weuapffq4x3umcrf4qryherj4vovhmonh7gccq.iso6523-actorid-upis.participant.sml.test.tech.peppol.org')
})

test('U-NAPTR names: value and scheme are case-insensitive, output is lower case, scheme is not hashed', () => {
  assert.equal(naptrLabel(p('0088:123abc')), naptrLabel(p('0088:123ABC')))
  assert.equal(naptrName({ scheme: 'ISO6523-ACTORID-UPIS', value: ' 0088:123ABC ' }, 'Participant.SML.Test.Tech.Peppol.org.'),
    naptrName(p('0088:123abc'), SML_ZONES.test))
  assert.equal(naptrLabel({ scheme: 'other-actorid-upis', value: '9915:test' }), naptrLabel(p('9915:test')))
  assert.match(naptrName(p('0208:0123456749'), SML_ZONES.production), /^[a-z2-7]{52}\.iso6523-actorid-upis\.participant\.sml\.prod\.tech\.peppol\.org$/)
})

test('legacy CNAME: the PEPPOL.md (c) vector, lower case (DNS is case-insensitive; the rule text writes B-)', () => {
  assert.equal(cnameName(p('9915:test'), LEGACY_SML_ZONES.acceptance),
    'b-85008b8279e07ab0392da75fa55856a2.iso6523-actorid-upis.acc.edelivery.tech.ec.europa.eu')
  assert.equal(cnameLabel(p('9915:TEST')), 'b-85008b8279e07ab0392da75fa55856a2')
})

test('base32 without padding: RFC 4648 section 10 vectors', () => {
  const cases: Array<[string, string]> = [
    ['', ''], ['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']
  ]
  for (const [input, out] of cases) assert.equal(base32NoPad(Buffer.from(input)), out, input)
  assert.equal(base32NoPad(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff])), '77777777')
})

test('a Wharf party identifier converts to an SML participant; an ICD as scheme is rejected with a hint', () => {
  const id = parsePartyId('0208:0123456749')
  assert.deepEqual(smlParticipant(id), { scheme: SCHEME, value: '0208:0123456749' })
  assert.equal(naptrName(smlParticipant(id), SML_ZONES.local), naptrName(p('0208:0123456749'), 'sml.wharf.test'))
  assert.throws(() => naptrName({ scheme: '0208', value: '0123456749' }, SML_ZONES.test), /looks like an ICD.*smlParticipant/)
  assert.throws(() => naptrName(p(''), SML_ZONES.test), TypeError)
  assert.throws(() => naptrName(p('0088:a\nb'), SML_ZONES.test), TypeError)
  assert.equal(participantKey({ scheme: 'ISO6523-ACTORID-UPIS', value: '0088:123ABC' }), 'iso6523-actorid-upis::0088:123abc')
})

test('zones: constants and validation', () => {
  assert.equal(SML_ZONES.production, 'participant.sml.prod.tech.peppol.org')
  assert.equal(SML_ZONES.test, 'participant.sml.test.tech.peppol.org')
  assert.equal(normaliseZone('SML.Wharf.Test.'), 'sml.wharf.test')
  for (const bad of ['', '.', 'a..b', 'a b', `${'x'.repeat(64)}.test`, '-a.test']) {
    assert.throws(() => normaliseZone(bad), TypeError, bad)
  }
})
