// The strict business card v3 parser: the upstream examples (test/fixtures/directory), a round trip through the SMP
// builder, and each rule of the XSD, cross-checked with xmllint against the vendored official schema.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, test } from 'node:test'
import { projectRoot } from '../../../core/paths.ts'
import { businessCardXml } from '../../../plugins/peppol-as4/smp-xml/build.ts'
import { needs, validateWithXsd, XSD } from '../../../test/helpers/tools.ts'
import { BusinessCardError, parseBusinessCard, participantIdOf } from './business-card.ts'

const fixture = (name: string): string => fs.readFileSync(path.join(projectRoot, 'test', 'fixtures', 'directory', name), 'utf8')
const NS = 'http://www.peppol.eu/schema/pd/businesscard/20180621/'
const card = (entities: string, participant = '<ParticipantIdentifier scheme="iso6523-actorid-upis">0208:0123456749</ParticipantIdentifier>'): string =>
  `<BusinessCard xmlns="${NS}">${participant}${entities}</BusinessCard>`
const entity = (inner: string, attrs = ''): string => card(`<BusinessEntity${attrs}>${inner}</BusinessEntity>`)

function rejects (xml: string, reason: BusinessCardError['reason'], message: RegExp): void {
  assert.throws(() => parseBusinessCard(xml), (err: unknown) => {
    assert.ok(err instanceof BusinessCardError, String(err))
    assert.equal(err.reason, reason, err.message)
    assert.match(err.message, message)
    return true
  })
}

test('the spec example v3 (peppol-commons) parses into every field', () => {
  const c = parseBusinessCard(fixture('business-card-example-spec-v3.xml'))
  assert.equal(participantIdOf(c), 'iso6523-actorid-upis::0088:example')
  assert.equal(c.entities.length, 1)
  const e = c.entities[0]!
  assert.deepEqual(e.names, [{ name: 'ACME Inc.', language: 'en' }, { name: 'Whatsoever Inc.', language: 'de' }])
  assert.equal(e.countryCode, 'AT')
  assert.equal(e.geographicalInformation, 'ACME street 123')
  assert.deepEqual(e.identifiers, [{ scheme: 'VAT', value: 'ATU12345678' }, { scheme: 'OrgNr', value: 'hjdh7as9ds' }])
  assert.deepEqual(e.websites, ['https://www.acme.org'])
  assert.deepEqual(e.contacts, [{ type: 'Technical support ', email: 'support@acme.org' }])
  assert.match(e.additionalInformation ?? '', /free text of the business entity/)
  assert.equal(e.registrationDate, '2010-07-06')
})

test('the phoss-smp card parses; a built card round-trips', () => {
  const c = parseBusinessCard(fixture('peppol-business-card-v3.xml'))
  assert.deepEqual(c, { participant: { scheme: 'iso6523-actorid-upis', value: '9915:xxx' }, entities: [{ names: [{ name: 'Test entity', language: 'en' }], countryCode: 'AT', identifiers: [{ scheme: 'iso6523-actorid-upis', value: '12345678912' }] }] })
  const original = parseBusinessCard(fixture('business-card-example-spec-v3.xml'))
  assert.deepEqual(parseBusinessCard(businessCardXml(original)), original)
})

test('a card with no business entity is valid (the SMP supports cards but publishes nothing)', () => {
  assert.deepEqual(parseBusinessCard(card('')).entities, [])
})

describe('XSD rules, each cross-checked with xmllint', needs('xmllint'), () => {
  const bad: Array<[string, string, BusinessCardError['reason'], RegExp]> = [
    ['empty name', entity('<Name></Name><CountryCode>BE</CountryCode>'), 'INVALID', /Name must not be empty/],
    ['no name', entity('<CountryCode>BE</CountryCode>'), 'UNEXPECTED', /expected Name, found CountryCode/],
    ['no country', entity('<Name>Acme</Name>'), 'MISSING', /missing CountryCode/],
    ['three-letter country', entity('<Name>Acme</Name><CountryCode>BEL</CountryCode>'), 'INVALID', /two characters/],
    ['three-letter language', entity('<Name language="eng">Acme</Name><CountryCode>BE</CountryCode>'), 'INVALID', /language must have two/],
    ['wrong order', entity('<Name>Acme</Name><CountryCode>BE</CountryCode><WebsiteURI>https://a.test</WebsiteURI><Identifier scheme="VAT">BE1</Identifier>'), 'UNEXPECTED', /unexpected element Identifier/],
    ['unknown element', entity('<Name>Acme</Name><CountryCode>BE</CountryCode><Fax>1</Fax>'), 'UNEXPECTED', /unexpected element Fax/],
    ['identifier without scheme', entity('<Name>Acme</Name><CountryCode>BE</CountryCode><Identifier>BE1</Identifier>'), 'MISSING', /scheme/],
    ['bad registration date', entity('<Name>Acme</Name><CountryCode>BE</CountryCode>', ' registrationDate="2024-02-30"'), 'INVALID', /xs:date/],
    ['unknown attribute', entity('<Name>Acme</Name><CountryCode>BE</CountryCode>', ' vat="1"'), 'UNEXPECTED', /unexpected attribute vat/],
    ['contact fields out of order', entity('<Name>Acme</Name><CountryCode>BE</CountryCode><Contact><Email>a@b.test</Email><Type>x</Type></Contact>'), 'UNEXPECTED', /Type/],
    ['no participant', card('<BusinessEntity><Name>Acme</Name><CountryCode>BE</CountryCode></BusinessEntity>', ''), 'UNEXPECTED', /expected ParticipantIdentifier/],
    ['stray text', card('hello'), 'UNEXPECTED', /unexpected text/],
    ['two additional informations', entity('<Name>Acme</Name><CountryCode>BE</CountryCode><AdditionalInformation>a</AdditionalInformation><AdditionalInformation>b</AdditionalInformation>'), 'UNEXPECTED', /AdditionalInformation/]
  ]
  for (const [name, xml, reason, message] of bad) {
    test(`refused: ${name}`, () => {
      rejects(xml, reason, message)
      assert.equal(validateWithXsd(xml, XSD.businessCard).ok, false, `xmllint accepts what we refuse (${name})`)
    })
  }
  test('accepted by both: padded country and language tokens, a timezone on the date, an empty contact', () => {
    const xml = entity('<Name language=" fr ">Acme</Name><CountryCode> BE </CountryCode><Contact/>', ' registrationDate="2024-02-29Z"')
    const c = parseBusinessCard(xml)
    assert.equal(c.entities[0]?.countryCode, 'BE')
    assert.equal(c.entities[0]?.names[0]?.language, 'fr')
    assert.equal(c.entities[0]?.registrationDate, '2024-02-29Z')
    assert.deepEqual(c.entities[0]?.contacts, [{}])
    const lint = validateWithXsd(xml, XSD.businessCard)
    assert.ok(lint.ok, lint.output)
  })
  test('the fixtures are valid for xmllint too', () => {
    for (const f of ['business-card-example-spec-v3.xml', 'peppol-business-card-v3.xml']) {
      const lint = validateWithXsd(fixture(f), XSD.businessCard)
      assert.ok(lint.ok, `${f}: ${lint.output}`)
    }
  })
})

test('unsafe, malformed, wrong and older documents get clear errors', () => {
  rejects(`<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${card('')}`, 'UNSAFE_XML', /document type declaration/)
  rejects('<BusinessCard', 'UNSAFE_XML', /malformed/)
  rejects(`<BusinessCard xmlns="${NS}">${'x'.repeat(2 * 1024 * 1024)}</BusinessCard>`, 'UNSAFE_XML', /larger than/)
  rejects('<ServiceGroup xmlns="http://busdox.org/serviceMetadata/publishing/1.0/"/>', 'WRONG_ROOT', /expected/)
  rejects('<BusinessCard xmlns="http://www.peppol.eu/schema/pd/businesscard/20161123/"/>', 'UNSUPPORTED_VERSION', /v2 \(20161123\) is not supported/)
})
