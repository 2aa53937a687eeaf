// The streaming scan behind detectDocument (xml-stream.ts, xml-namespaces.ts, scan-guard.ts): refusals of hostile or
// malformed input anywhere in the document, namespace-based (prefix-independent) matching at exact paths, textContent
// rules for collected values, and values that straddle the 64 KiB pieces the bytes are decoded in.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { detectDocument } from './detect.ts'
import { CHUNK_BYTES, MAX_DEPTH, XmlScanner } from './xml-stream.ts'
import { WharfError } from '../errors.ts'

const xml = fs.readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures/documents/bis3-vat-category-O.xml'), 'utf8')
const detect = (s: string | Buffer): ReturnType<typeof detectDocument> => detectDocument(typeof s === 'string' ? Buffer.from(s) : s)
const refusal = (s: string | Buffer, opts: { maxBytes?: number } = {}): { code: string, message: string } => {
  try { detectDocument(typeof s === 'string' ? Buffer.from(s) : s, opts) } catch (err) {
    assert.ok(err instanceof WharfError, String(err))
    return { code: err.code, message: err.message }
  }
  assert.fail('expected a WharfError')
}
const code = (s: string | Buffer): string => refusal(s).code
const body = xml.replace(/^<\?xml[^>]*>/, '')
const withId = (id: string): string => xml.replace('<cbc:ID>Vat-O</cbc:ID>', `<cbc:ID>${id}</cbc:ID>`)
const RECEIVER = { ok: true, id: '0192:987654325' }

test('DTDs and entities: billion laughs, external entity, DOCTYPE after comments and instructions or split across pieces, undefined entities', () => {
  const laughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
    Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('') + ']>' +
    body.replace('<cbc:ID>Vat-O', '<cbc:ID>&lol9;')
  assert.equal(code(laughs), 'XML_DTD_NOT_ALLOWED')
  assert.equal(code('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + body.replace('<cbc:ID>', '<cbc:ID>&x;')), 'XML_DTD_NOT_ALLOWED')
  assert.equal(code('<!DOCTYPE Invoice SYSTEM "http://127.0.0.1:1/x.dtd">' + body), 'XML_DTD_NOT_ALLOWED')
  assert.equal(code('<?xml version="1.0"?><!-- c --><?pi x?>\n<!DOCTYPE Invoice>' + body), 'XML_DTD_NOT_ALLOWED', 'after comments and instructions')
  assert.equal(code(xml.replace('<cbc:ID>', '<!' + ' '.repeat(3 * CHUNK_BYTES) + 'entity x "y">\n<cbc:ID>')), 'XML_DTD_NOT_ALLOWED')
  // `<!DOC` ends one 64 KiB piece, `TYPE` starts the next.
  const at = xml.indexOf('<cbc:ID>')
  const pad = CHUNK_BYTES - at - '<!DOC'.length
  assert.equal(code(xml.slice(0, at) + ' '.repeat(pad) + '<!DOCTYPE x><cbc:ID>' + xml.slice(at + 8)), 'XML_DTD_NOT_ALLOWED')
  // A DTD anywhere wins over an earlier well-formedness error, as with the former whole-text check.
  assert.equal(code('<Invoice><a></Invoice>' + ' '.repeat(2 * CHUNK_BYTES) + '<!ENTITY x "y">'), 'XML_DTD_NOT_ALLOWED')
  assert.equal(code(withId('&nbsp;')), 'INVALID_XML')
  assert.equal(code(withId('&#0;')), 'INVALID_XML')
  assert.equal(detect(withId('A&amp;B&lt;&#x43;&#68;&quot;&apos;&gt;')).documentNumber, 'A&B<CD"\'>')
})

test('DTD markup as data is no DTD: in a CDATA section, a comment or an instruction (issue 15), also across pieces', () => {
  assert.equal(detect(withId('<![CDATA[<!DOCTYPE html><!ENTITY x "y">]]>')).documentNumber, '<!DOCTYPE html><!ENTITY x "y">')
  assert.equal(detect(withId('A<!-- <!DOCTYPE x> --><?pi <!ENTITY y "z">?>')).documentNumber, 'A')
  // `<` is not allowed in an attribute value: not well-formed, but no DTD either.
  assert.equal(code(xml.replace('<cbc:ID>', '<cbc:ID a="<!DOCTYPE x>" b=\'<!ENTITY y>\'>')), 'INVALID_XML')
  // The CDATA section opens in one 64 KiB piece and its DOCTYPE text is in the next.
  const at = xml.indexOf('<cbc:ID>')
  const cdata = `<![CDATA[${' '.repeat(CHUNK_BYTES)}<!DOCTYPE x>]]>`
  assert.equal(detect(xml.slice(0, at) + '<cbc:Note>' + cdata + '</cbc:Note>' + xml.slice(at)).documentNumber, 'Vat-O')
  // After the CDATA section ends, markup is read again.
  assert.equal(code(xml.slice(0, at) + '<cbc:Note><![CDATA[x]]></cbc:Note><!DOCTYPE x>' + xml.slice(at)), 'XML_DTD_NOT_ALLOWED')
})

test('a doubled UTF-8 BOM before the XML declaration is not well-formed: INVALID_XML', () => {
  const bom = Buffer.from([0xef, 0xbb, 0xbf])
  assert.equal(code(Buffer.concat([bom, bom, Buffer.from(xml)])), 'INVALID_XML')
  assert.equal(code(Buffer.concat([bom, bom, Buffer.from(body)])), 'INVALID_XML', 'without a declaration')
  assert.equal(detect(Buffer.concat([bom, Buffer.from(xml)])).documentNumber, 'Vat-O', 'one BOM')
})

test('well-formedness is checked to the very end of a large document', () => {
  const line = xml.slice(xml.indexOf('<cac:InvoiceLine>'), xml.indexOf('</cac:InvoiceLine>') + 18)
  const big = xml.replace(line, line.repeat(Math.ceil(5 * 1024 * 1024 / line.length)))
  assert.ok(big.length > 5 * 1024 * 1024)
  assert.deepEqual(detect(big).receiver, RECEIVER)
  const unclosed = refusal(big.replace(/<\/Invoice>\s*$/, ''))
  assert.equal(unclosed.code, 'INVALID_XML')
  assert.match(unclosed.message, /unclosed tag: Invoice/)
  assert.equal(code(big.replace(/<\/Invoice>\s*$/, '</Invoice><Invoice/>')), 'INVALID_XML', 'second root')
  assert.equal(code(big + 'garbage'), 'INVALID_XML', 'text after the root')
  assert.equal(code(big.replace(/<\/cac:InvoiceLine>(\s*)<\/Invoice>/, '</cac:InvoiceLin>$1</Invoice>')), 'INVALID_XML', 'mismatched end tag at the end')
  assert.equal(code(big.replace('</cbc:InvoicedQuantity>', '</cbc:InvoicedQuantity>]]>')), 'INVALID_XML')
  assert.deepEqual(detect(big + '\n<!-- trailing comment --><?pi after?>\n').receiver, RECEIVER, 'comments, PIs and spaces after the root are fine')
})

test('deep nesting: refused past MAX_DEPTH without a stack overflow; just under the limit is fine', () => {
  const deep = (n: number): string => xml.replace('<cbc:ID>', '<cbc:Note>' + '<a>'.repeat(n) + '</a>'.repeat(n) + '</cbc:Note><cbc:ID>')
  const r = refusal(deep(100_000))
  assert.equal(r.code, 'INVALID_XML')
  assert.match(r.message, /nested more than 10000 levels/)
  assert.deepEqual(detect(deep(MAX_DEPTH - 5)).receiver, RECEIVER)
})

test('other refusals: empty, size, encoding, names, attributes, PIs', () => {
  assert.deepEqual(refusal(''), { code: 'INVALID_XML', message: 'The document is empty' })
  assert.deepEqual(refusal('\ufeff \n\t'), { code: 'INVALID_XML', message: 'The document is empty' })
  assert.equal(refusal(xml, { maxBytes: 1024 }).code, 'PAYLOAD_TOO_LARGE')
  assert.equal(code(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml.replace('UTF-8', 'UTF-16'), 'utf16le')])), 'XML_ENCODING_NOT_SUPPORTED')
  assert.deepEqual(detect(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml)])).receiver, RECEIVER, 'UTF-8 BOM')
  assert.equal(code('  ' + xml), 'INVALID_XML', 'XML declaration not at the start')
  assert.equal(code(xml.replace('<cbc:ID>', '<cbc:Note a=1>x</cbc:Note><cbc:ID>')), 'INVALID_XML')
  assert.equal(code(xml.replace('<cbc:ID>', '<cbc:Note a="1" a="2">x</cbc:Note><cbc:ID>')), 'INVALID_XML')
  assert.equal(code(xml.replace('<cbc:ID>', '<cbc:Note\u0001>x</cbc:Note><cbc:ID>')), 'INVALID_XML')
  assert.equal(code(xml.replace('<cbc:ID>', '<?a:b c?><cbc:ID>')), 'INVALID_XML', 'PI target with a colon')
  const many = Array.from({ length: 10_001 }, (_, i) => `a${i}="1"`).join(' ')
  assert.match(refusal(xml.replace('<cbc:ID>', `<cbc:Note ${many}>x</cbc:Note><cbc:ID>`)).message, /more than 10000 attributes/)
})

test('namespaces: unbound prefixes, reserved prefixes, undeclaring, duplicate expanded attribute names', () => {
  assert.equal(code(xml.replace('<cbc:ID>', '<foo:Note>x</foo:Note><cbc:ID>')), 'INVALID_XML')
  assert.equal(code(xml.replace('<cbc:ID>', '<cbc:Note foo:a="1">x</cbc:Note><cbc:ID>')), 'INVALID_XML')
  assert.equal(code(xml.replace('<cbc:ID>', '<cbc:Note xmlns:p="">x</cbc:Note><cbc:ID>')), 'INVALID_XML')
  assert.equal(code(xml.replace('<cbc:ID>', '<cbc:Note xmlns:xml="urn:x">x</cbc:Note><cbc:ID>')), 'INVALID_XML')
  assert.equal(code(xml.replace('<cbc:ID>', '<cbc:Note xmlns:xmlns="urn:x">x</cbc:Note><cbc:ID>')), 'INVALID_XML')
  assert.equal(code(xml.replace('<cbc:ID>', '<cbc:Note xmlns:a="urn:x" xmlns:b="urn:x" a:c="1" b:c="2">x</cbc:Note><cbc:ID>')), 'INVALID_XML')
  assert.equal(code(xml.replace('<cbc:ID>', '<a:b:c xmlns:a="urn:x">x</a:b:c><cbc:ID>')), 'INVALID_XML')
  assert.deepEqual(detect(xml.replace('<cbc:ID>', '<cbc:Note xml:lang="en" xmlns:p="urn:x" p:a="1">x</cbc:Note><cbc:ID>')).receiver, RECEIVER)
})

test('matching is by namespace URI at exact paths, whatever the prefixes', () => {
  const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'
  const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2'
  // cbc -> b, cac -> default namespace on a wrapper-free rewrite: every cac element gets xmlns.
  const renamed = xml.replace(/(<\/?)cbc:/g, '$1b:').replace(`xmlns:cbc="${CBC}"`, `xmlns:b="${CBC}"`)
    .replace(/(<\/?)cac:/g, '$1a:').replace(`xmlns:cac="${CAC}"`, `xmlns:a="${CAC}"`)
  const d = detect(renamed)
  assert.deepEqual([d.documentNumber, d.sender, d.receiver], ['Vat-O', { ok: true, id: '0088:7300010000001' }, RECEIVER])
  // Same local names in another namespace, or at other paths, are not taken.
  const decoys = xml
    .replace('<cbc:CustomizationID>', '<x:CustomizationID xmlns:x="urn:other">nope</x:CustomizationID><cbc:CustomizationID>')
    .replace('<cbc:ID>Vat-O</cbc:ID>', '<cac:Wrapper><cbc:ID>nested</cbc:ID></cac:Wrapper><cbc:ID>Vat-O</cbc:ID>')
    .replace('</cac:AccountingCustomerParty>', '<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID></cac:AccountingCustomerParty>')
    .replace('<cac:Item>', '<cac:Item><cac:AccountingCustomerParty><cac:Party><cbc:EndpointID schemeID="0088">1</cbc:EndpointID></cac:Party></cac:AccountingCustomerParty>')
  const dd = detect(decoys)
  assert.equal(dd.documentNumber, 'Vat-O')
  assert.deepEqual(dd.receiver, RECEIVER)
  assert.match(dd.documentTypeId, /poacc:billing:3\.0::2\.1$/)
  // A default-namespace rewrite of an element on the path is the same element.
  assert.deepEqual(detect(xml.replace(/<cbc:EndpointID schemeID="0192">987654325<\/cbc:EndpointID>/, `<EndpointID xmlns="${CBC}" schemeID="0192">987654325</EndpointID>`)).receiver, RECEIVER)
})

test('values follow textContent: CDATA and child text count, comments and PIs do not; trimmed; cut at 4096', () => {
  assert.equal(detect(withId(' \n <!-- c -->A<![CDATA[B&amp;]]><x:y xmlns:x="urn:x">C</x:y><?p q?>D \n')).documentNumber, 'AB&amp;CD')
  assert.equal(detect(withId('X'.repeat(100_000))).documentNumber, 'X'.repeat(200))
  const long = detect(xml.replace('>987654325<', `>${'9'.repeat(100_000)}<`))
  assert.equal(!long.receiver.ok && long.receiver.code, 'ENDPOINT_ID_INVALID')
})

test('a value straddling the 64 KiB pieces (text, entity, CDATA, multi-byte UTF-8) reads the same at every split point', () => {
  const value = 'Né€😀&amp;<![CDATA[Z]]>&#x41;'
  const at = xml.indexOf('<cbc:ID>')
  const prefixBytes = Buffer.byteLength(xml.slice(0, at) + '<!--') + Buffer.byteLength('--><cbc:ID>')
  for (let shift = -2; shift < Buffer.byteLength(value) + 2; shift++) {
    const pad = CHUNK_BYTES - prefixBytes - shift
    const doc = xml.slice(0, at) + '<!--' + 'p'.repeat(pad) + '-->' + '<cbc:ID>' + value + xml.slice(at + '<cbc:ID>Vat-O'.length)
    assert.equal(detect(doc).documentNumber, 'Né€😀&ZA', `split ${shift} bytes into the value`)
  }
})

test('encodings: UTF-8 and US-ASCII declarations pass; other declared encodings, UTF-16 and UTF-32 are refused by name', () => {
  for (const enc of ['UTF-8', 'utf-8', 'utf8', 'US-ASCII']) {
    assert.equal(detect(xml.replace(/^<\?xml[^>]*>/, `<?xml version="1.0" encoding="${enc}"?>`)).receiver.ok, true, enc)
  }
  assert.equal(detect(body).receiver.ok, true, 'no declaration: UTF-8')
  assert.equal(detect(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml)])).receiver.ok, true, 'UTF-8 BOM')
  for (const enc of ['ISO-8859-1', 'windows-1252', 'UTF-16', 'Shift_JIS']) {
    const r = refusal(xml.replace(/^<\?xml[^>]*>/, `<?xml version="1.0" encoding="${enc}"?>`))
    assert.equal(r.code, 'XML_ENCODING_NOT_SUPPORTED', enc)
    assert.match(r.message, new RegExp(`declares encoding="${enc}".*UTF-8`), enc)
  }
  const utf16 = (le: boolean, bom: boolean): Buffer => {
    const text = xml.replace(/^<\?xml[^>]*>/, '<?xml version="1.0" encoding="UTF-16"?>')
    const b = Buffer.from(text, 'utf16le')
    if (!le) b.swap16()
    return bom ? Buffer.concat([Buffer.from(le ? [0xff, 0xfe] : [0xfe, 0xff]), b]) : b
  }
  for (const [le, bom] of [[true, true], [false, true], [true, false], [false, false]] as const) {
    const r = refusal(utf16(le, bom))
    assert.equal(r.code, 'XML_ENCODING_NOT_SUPPORTED', `UTF-16 ${le ? 'LE' : 'BE'} ${bom ? 'with' : 'without'} BOM`)
    assert.match(r.message, /is encoded in UTF-16/)
  }
  assert.match(refusal(Buffer.from([0x00, 0x00, 0xfe, 0xff, 0, 0, 0, 0x3c])).message, /UTF-32/)
  // Pieces of one and two bytes (a stream may start that way): the encoding is still told by the first four.
  const scanner = new XmlScanner(() => [])
  const wide = utf16(true, true)
  scanner.write(wide.subarray(0, 1))
  assert.throws(() => { scanner.write(wide.subarray(1, 3)); scanner.write(wide.subarray(3)) }, /is encoded in UTF-16/)
  const tiny = new XmlScanner(() => [])
  tiny.write(Buffer.from('<a'))
  tiny.write(Buffer.from('/>'))
  assert.equal(tiny.finish().root.local, 'a')
})

test('bytes that are not UTF-8 are refused, not replaced, wherever they are (also split across pieces)', () => {
  const latin1 = Buffer.from(withId('Caf\u00e9'), 'latin1') // 0xE9 alone: not UTF-8
  assert.match(refusal(latin1).message, /not valid UTF-8/)
  assert.equal(refusal(latin1).code, 'XML_ENCODING_NOT_SUPPORTED')
  const utf8 = Buffer.from(withId('Caf\u00e9 \u20ac \ud83d\ude00'))
  assert.equal(detect(utf8).receiver.ok, true, 'multi-byte UTF-8 is fine')
  // A valid 3-byte character cut by the 64 KiB piece boundary, then a truncated one at the very end.
  const withPad = (n: number): Buffer => Buffer.from(body.replace('<cbc:ID>', `<!--${'x'.repeat(n)}--><cbc:Note>\u20ac</cbc:Note><cbc:ID>`))
  const first = withPad(CHUNK_BYTES).indexOf(Buffer.from('\u20ac'))
  const long = withPad(CHUNK_BYTES - (first - (CHUNK_BYTES - 1)))
  assert.equal(long.indexOf(Buffer.from('\u20ac')), CHUNK_BYTES - 1, 'the character starts one byte before the boundary')
  assert.equal(detect(long).receiver.ok, true)
  assert.equal(refusal(Buffer.concat([Buffer.from(xml), Buffer.from([0xe2, 0x82])])).code, 'XML_ENCODING_NOT_SUPPORTED', 'truncated at the end')
})
