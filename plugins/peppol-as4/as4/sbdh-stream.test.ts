// The streaming SBDH unwrap (sbdh-stream.ts) against the buffer path (parseSbdh + withXmlDeclaration): the same view
// and byte-identical stored bytes for the fixtures and for large generated documents (spooled to a file), in any
// chunking; the same SbdhError reasons for broken SBDs, and no spool file left behind.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../../core/paths.ts'
import { readSource, disposeSource } from '../../../core/blobs/source.ts'
import { spoolDir } from '../../../core/blobs/spool.ts'
import { buildSbdh, parseSbdh, SbdhError, withXmlDeclaration, type SbdhView } from './sbdh.ts'
import { HEAD_BYTES, unwrapSbdhStream } from './sbdh-stream.ts'

const FIX = path.join(projectRoot, 'test', 'fixtures', 'as4')
const INVOICE = fs.readFileSync(path.join(FIX, 'bis3-base-example.xml'))
const BASE_SBDH = fs.readFileSync(path.join(FIX, 'base-sbdh.xml'))
const DOCTYPE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

const wrap = (document: Buffer): Buffer => buildSbdh({
  sender: '9915:sender', receiver: '0208:0123456749', documentTypeId: DOCTYPE, processId: PROCESS, instanceIdentifier: 'inst-1',
  creationDateTime: '2026-02-01T10:00:00+01:00', countryC1: 'BE', document, mlsTo: '0242:000123', mlsType: 'ALWAYS_SEND'
})

/** The BIS 3 invoice with `mb` MB of base64 "PDF" embedded. */
function bigInvoice (mb: number): Buffer {
  const text = INVOICE.toString('utf8')
  const at = text.indexOf('<cac:AccountingSupplierParty>')
  const b64 = randomBytes(Math.floor(mb * 1024 * 1024 * 3 / 4)).toString('base64')
  return Buffer.from(`${text.slice(0, at)}<cac:AdditionalDocumentReference><cbc:ID>big</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="big.pdf">${b64}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>${text.slice(at)}`)
}

async function * chunked (buf: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < buf.length; i += size) yield Buffer.from(buf.subarray(i, i + size))
}

const spoolFiles = (): string[] => fs.readdirSync(spoolDir()).filter(f => f.startsWith('as4-doc-') && f.includes(`-${process.pid}-`))

const reasonOf = async (p: Promise<unknown> | (() => unknown)): Promise<string> => {
  try { typeof p === 'function' ? p() : await p } catch (err) { if (err instanceof SbdhError) return err.reason as string; throw err }
  return 'no error'
}

const viewFields = (v: SbdhView): Omit<SbdhView, 'document' | 'documentEnd'> => { const { document: _d, documentEnd: _e, ...rest } = v; return rest }

async function same (sbd: Buffer, chunk: number, what: string): Promise<'memory' | 'file'> {
  const expected = parseSbdh(sbd)
  const expectedStored = expected.documentKind === 'xml' ? withXmlDeclaration(expected.document) : expected.document
  const { view, stored } = await unwrapSbdhStream(chunked(sbd, chunk))
  try {
    assert.deepEqual(viewFields(view), viewFields(expected), what)
    assert.equal(view.documentEnd, expected.documentEnd, `${what}: documentEnd`)
    assert.ok((await readSource(stored)).equals(expectedStored), `${what}: stored bytes identical`)
    return stored.kind
  } finally { await disposeSource(stored) }
}

/** Each broken SBD fails on the stream path with the reason the buffer path gives; no spool file is left. */
async function sameReasons (cases: Array<[string, string]>): Promise<void> {
  for (const [what, text] of cases) {
    const buf = Buffer.from(text, 'latin1')
    const expected = await reasonOf(() => parseSbdh(buf))
    assert.notEqual(expected, 'no error', what)
    assert.equal(await reasonOf(unwrapSbdhStream(chunked(buf, 65536))), expected, what)
  }
  assert.deepEqual(spoolFiles(), [])
}

test('fixtures: the same view and stored bytes as the buffer path, in any chunking', async () => {
  for (const chunk of [1, 7, 4096, 1 << 20]) {
    assert.equal(await same(BASE_SBDH, chunk, `base-sbdh.xml / ${chunk}`), 'memory')
    assert.equal(await same(wrap(INVOICE), chunk, `bis3 wrapped / ${chunk}`), 'memory')
  }
})

test('a large generated document is spooled to a file, byte-identical to the buffer path, trailing content kept', async () => {
  const doc = bigInvoice(6)
  const sbd = wrap(doc)
  assert.ok(sbd.length > HEAD_BYTES)
  for (const chunk of [65536, 16384 + 3, 1 << 20]) assert.equal(await same(sbd, chunk, `6 MB / ${chunk}`), 'file')
  // Trailing whitespace and a comment after the SBD end tag, whitespace after the payload root.
  const odd = Buffer.concat([wrap(Buffer.concat([doc, Buffer.from('\n\n  ')])), Buffer.from('\n<!-- end -->\n')])
  assert.equal(await same(odd, 65536, 'trailing content'), 'file')
  // Just above the in-memory size, with the SBD end in the same chunk as the head's end.
  const edge = wrap(bigInvoice(HEAD_BYTES / 1024 / 1024 * 0.76))
  await same(edge, edge.length, 'one chunk')
  assert.deepEqual(spoolFiles(), [])
})

test('broken large SBDs: the same SbdhError reason as the buffer path, no spool file left', async () => {
  const sbd = wrap(bigInvoice(3)).toString('latin1')
  const cases: Array<[string, string]> = [
    ['doctype in the payload', sbd.replace('<cbc:ID>big</cbc:ID>', '<cbc:ID>big</cbc:ID><!DOCTYPE x>')],
    ['entity near the end', sbd.replace('</sh:StandardBusinessDocument>', '<!ENTITY x "y"></sh:StandardBusinessDocument>')],
    ['wrong Standard', sbd.replace('<sh:Standard>urn:oasis:names:specification:ubl:schema:xsd:Invoice-2<', '<sh:Standard>urn:other<')],
    ['no end tag', sbd.replace('</sh:StandardBusinessDocument>', '')],
    ['content after the end', `${sbd}<x/>`],
    ['missing COUNTRY_C1', sbd.replace(/<sh:Scope><sh:Type>COUNTRY_C1<\/sh:Type>.*?<\/sh:Scope>/, '')]
  ]
  await sameReasons(cases)
})

const ENVELOPE_NS = 'http://peppol.eu/xsd/ticc/envelope/1.0'

/** An SBD whose payload is an envelope BinaryContent holding `bytes`, its base64 in `text` when given. */
function binarySbd (bytes: Buffer, text = bytes.toString('base64').replace(/.{76}/g, '$&\r\n'), prefix = 'bc'): Buffer {
  const content = `<${prefix}:BinaryContent xmlns:${prefix}="${ENVELOPE_NS}" mimeType="application/pdf">${text}</${prefix}:BinaryContent>`
  return buildSbdh({
    sender: '9915:sender', receiver: '0208:0123456749', documentTypeId: 'urn:x:pdf', typeVersion: '1.0', processId: PROCESS, instanceIdentifier: 'inst-2',
    creationDateTime: '2026-02-01T10:00:00+01:00', countryC1: 'BE', document: Buffer.from(content, 'utf8')
  })
}

test('a large BinaryContent payload is decoded as it streams into a file, byte-identical to the buffer path', async () => {
  const pdf = randomBytes(3 * 1024 * 1024 + 2) // not a multiple of 3: padded base64
  const sbd = binarySbd(pdf)
  assert.ok(sbd.length > HEAD_BYTES)
  assert.ok(parseSbdh(sbd).document.equals(pdf), 'the buffer path decodes it')
  for (const chunk of [65536, 997, 1 << 20]) assert.equal(await same(sbd, chunk, `binary / ${chunk}`), 'file')
  // What an XML parser also accepts inside: a comment, a processing instruction, a CDATA section, character
  // references (the base64 split across all of them), and whitespace of every kind.
  const b64 = pdf.toString('base64')
  const odd = `\n\t${b64.slice(0, 1000)}<!-- a <comment> -->${b64.slice(1000, 2000)}<?pi x?><![CDATA[${b64.slice(2000, 3000)}]]>&#x41;&#66;${b64.slice(3002, 4000)} \r\n ${b64.slice(4000)}\n`
  const expectedOdd = Buffer.from(b64.slice(0, 3000) + 'AB' + b64.slice(3002), 'base64')
  const oddSbd = binarySbd(pdf, odd)
  assert.ok(parseSbdh(oddSbd).document.equals(expectedOdd), 'the buffer path reads the same content')
  for (const chunk of [65536, 1001]) assert.equal(await same(oddSbd, chunk, `binary with markup / ${chunk}`), 'file')
  // Valid XML a naive scanner gets wrong, a prefix beyond ASCII, and 100 KiB after the content.
  const edges: Array<[string, Buffer]> = [
    ['comments that start with > or ->', binarySbd(pdf, `${b64.slice(0, 4)}<!-->x-->${b64.slice(4, 8)}<!--->y-->${b64.slice(8)}`)],
    ['DTD markup as the text of a comment and an instruction (issue 15)', binarySbd(pdf, `${b64.slice(0, 4)}<!-- <!doctype x> -->${b64.slice(4, 8)}<?pi <!ENTITY y "z">?>${b64.slice(8)}`)],
    ['references with leading zeros', binarySbd(pdf, `&#x0000000${b64.charCodeAt(0).toString(16)};&#0000000${b64.charCodeAt(1)};${b64.slice(2)}`)],
    ['a prefix beyond ASCII', binarySbd(pdf, undefined, 'bé')],
    ['100 KiB after the content', Buffer.from(binarySbd(pdf).toString('utf8').replace('</bc:BinaryContent>', `</bc:BinaryContent>${' '.repeat(50_000)}<!-- ${'x'.repeat(50_000)} -->`), 'utf8')]
  ]
  for (const [what, sbd] of edges) assert.equal(await same(sbd, 65536, what), 'file')
  assert.deepEqual(spoolFiles(), [])
})

test('broken large BinaryContent: the same SbdhError reason as the buffer path, no spool file left', async () => {
  const pdf = randomBytes(3 * 1024 * 1024)
  const b64 = pdf.toString('base64')
  const sbd = binarySbd(pdf).toString('latin1')
  const cut = sbd.indexOf('</bc:BinaryContent>') - 100_000
  /** The SBD with `extra` inside the base64 content (buildSbdh itself refuses a DOCTYPE). */
  const inside = (extra: string): string => sbd.slice(0, cut) + extra + sbd.slice(cut)
  const cases: Array<[string, string]> = [
    ['not base64', inside('*')],
    ['padding in the middle', inside('==')],
    ['an element inside', inside('<x>QUJD</x>')],
    ['an unknown entity', inside('&x;')],
    ['no end tags', sbd.slice(0, sbd.indexOf('</bc:BinaryContent>'))],
    ['content after the end', `${sbd}<x/>`],
    ['a doctype after the end', sbd.replace('</sh:StandardBusinessDocument>', '<!DOCTYPE x></sh:StandardBusinessDocument>')],
    ['missing COUNTRY_C1', sbd.replace(/<sh:Scope><sh:Type>COUNTRY_C1<\/sh:Type>.*?<\/sh:Scope>/, '')],
    // The order of parseSbdh's checks: DOCTYPE, then the header, then the payload.
    ['a doctype in the content', inside('<!DOCTYPE x>')],
    ['a header error and a content error', inside('*').replace(/<sh:Scope><sh:Type>COUNTRY_C1<\/sh:Type>.*?<\/sh:Scope>/, '')],
    // What an XML parser refuses in comments and instructions.
    ['"--" in a comment', inside('<!-- a -- b -->')],
    ['an instruction without a target', inside('<?>QUJD')]
  ]
  await sameReasons(cases)
})

test('a large BinaryContent error waits for the source: its own error wins, as on the buffer path', async () => {
  const pdf = randomBytes(3 * 1024 * 1024)
  const b64 = pdf.toString('base64')
  const sbd = binarySbd(pdf, b64.slice(0, 3_000_000) + '*' + b64.slice(3_000_001))
  async function * failing (): AsyncGenerator<Buffer> {
    yield * chunked(sbd.subarray(0, sbd.length - 100_000), 65536)
    throw new Error('gunzip failed')
  }
  await assert.rejects(unwrapSbdhStream(failing()), /gunzip failed/)
  assert.deepEqual(spoolFiles(), [])
})

test('errors of the chunk source pass through and remove the spool file', async () => {
  const sbd = wrap(bigInvoice(3))
  async function * failing (): AsyncGenerator<Buffer> {
    yield * chunked(sbd.subarray(0, sbd.length - 100_000), 65536)
    throw new Error('gunzip failed')
  }
  await assert.rejects(unwrapSbdhStream(failing()), /gunzip failed/)
  assert.deepEqual(spoolFiles(), [])
})
