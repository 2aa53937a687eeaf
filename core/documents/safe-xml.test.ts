import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { assertNoDoctype, parseXmlSafely, parseXmlWithExternalDoctype, UnsafeXmlError } from './safe-xml.ts'

const XXE = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>'
const LAUGHS = '<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><r>&c;</r>'
const INTERNAL = '<!DOCTYPE r [<!ENTITY x "EXPANDED">]><r>&x;</r>'
const PLAIN_DOCTYPE = '<!DOCTYPE r SYSTEM "http://example.com/r.dtd"><r/>'

function refused (xml: string, reason: UnsafeXmlError['reason']): UnsafeXmlError {
  let caught: unknown
  try { parseXmlSafely(xml) } catch (err) { caught = err }
  assert.ok(caught instanceof UnsafeXmlError, `expected ${xml.slice(0, 60)} to be refused`)
  assert.equal(caught.reason, reason)
  return caught
}

test('documents with a DOCTYPE (external entity, entity expansion, internal subset, external DTD) are refused', () => {
  for (const xml of [XXE, LAUGHS, INTERNAL, PLAIN_DOCTYPE, '<?xml version="1.0"?><!-- c --><?p?><!DOCTYPE r><r/>', '<!doctype r><r/>', '<r><!ENTITY x "y"></r>']) {
    const err = refused(xml, 'DOCTYPE')
    assert.match(err.message, /document type declaration/)
  }
  assert.throws(() => assertNoDoctype('<r/>\n<!ENTITY x "y">'), UnsafeXmlError)
})

test('DTD markup as data (CDATA section, comment, instruction, attribute value) is no DTD (issue 15)', () => {
  assert.equal(assertNoDoctype('<r a="<!DOCTYPE x>" b=\'<!ENTITY y>\'/>'), undefined)
  const doc = parseXmlSafely('<r a="x>"><!-- <!DOCTYPE c> --><?p <!ENTITY y "z">?><![CDATA[<!DOCTYPE html>]]></r>')
  assert.equal(doc.documentElement?.textContent, '<!DOCTYPE html>')
})

test('a second byte order mark is not well-formed', () => {
  refused('\uFEFF\uFEFF<?xml version="1.0"?><r/>', 'MALFORMED')
})

test('well-formed documents parse; a BOM is skipped; malformed, empty and oversized input is refused', () => {
  const doc = parseXmlSafely('\uFEFF<?xml version="1.0"?><a:r xmlns:a="urn:a"><a:c>1 &amp; 2</a:c></a:r>')
  assert.equal(doc.documentElement?.localName, 'r')
  assert.equal(doc.documentElement?.namespaceURI, 'urn:a')
  assert.equal(doc.documentElement?.textContent, '1 & 2')
  refused('<r><unclosed></r>', 'MALFORMED')
  refused('<r>&undefined;</r>', 'MALFORMED')
  refused('   ', 'EMPTY')
  assert.throws(() => parseXmlSafely('<r/>', { maxLength: 3 }), (err: unknown) => err instanceof UnsafeXmlError && err.reason === 'TOO_LARGE')
})

test('xml-crypto\'s bundled @xmldom/xmldom (0.8) neither reads external entities nor expands internal ones', () => {
  // xml-crypto re-parses the text it verifies with its own xmldom copy; our DOCTYPE check runs first, but this
  // records that the second parser is harmless too.
  const require = createRequire(import.meta.url)
  const xmlCryptoRequire = createRequire(require.resolve('xml-crypto'))
  const bundled = xmlCryptoRequire('@xmldom/xmldom') as typeof import('@xmldom/xmldom')
  const version = (xmlCryptoRequire('@xmldom/xmldom/package.json') as { version: string }).version
  assert.match(version, /^0\.8\./)
  const quiet = { errorHandler: { warning () {}, error () {}, fatalError () {} } } as unknown as ConstructorParameters<typeof bundled.DOMParser>[0]
  for (const xml of [XXE, LAUGHS, INTERNAL]) {
    const doc = new bundled.DOMParser(quiet).parseFromString(xml, 'text/xml')
    const text = doc.documentElement?.textContent ?? ''
    assert.ok(!text.includes('root:'), 'no file content')
    assert.ok(!text.includes('EXPANDED') && !text.includes('aaaaaaaaaa'), `entity not expanded: ${text}`)
  }
})

test('parseXmlWithExternalDoctype: an external DOCTYPE reference is taken out unread; subsets, entities, a second DOCTYPE refused', () => {
  const sys = parseXmlWithExternalDoctype('\uFEFF<?xml version="1.0"?>\n<!-- c -->\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd">\n<cXML a="1"/>')
  assert.deepEqual(sys.doctype, { name: 'cXML', systemId: 'http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd' })
  assert.equal(sys.doc.documentElement?.getAttribute('a'), '1')
  assert.deepEqual(parseXmlWithExternalDoctype("<!DOCTYPE x PUBLIC '-//p' 'x.dtd'><x/>").doctype, { name: 'x', publicId: '-//p', systemId: 'x.dtd' })
  assert.equal(parseXmlWithExternalDoctype('<x/>').doctype, undefined)
  for (const bad of ['<!DOCTYPE x SYSTEM "x.dtd" [<!ENTITY e "v">]><x>&e;</x>', '<!DOCTYPE x SYSTEM "a"><!DOCTYPE x SYSTEM "b"><x/>', '<!DOCTYPE x SYSTEM "a"><!ENTITY e SYSTEM "file:///etc/passwd"><x/>', '<!DOCTYPE x><x/>', '<x/><!DOCTYPE x SYSTEM "a">']) {
    assert.throws(() => parseXmlWithExternalDoctype(bad), (e: UnsafeXmlError) => e instanceof UnsafeXmlError && (e.reason === 'DOCTYPE' || e.reason === 'MALFORMED'), bad)
  }
})
