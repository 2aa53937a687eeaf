// The streaming SBDH unwrap (sbdh-stream.ts) against the buffer path (parseSbdh + withXmlDeclaration): the same view
// and byte-identical stored bytes for the fixtures and for large generated documents (spooled to a file), in any
// chunking; the same SbdhError reasons for broken SBDs, and no spool file left behind.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../paths.ts'
import { readSource, disposeSource } from '../../blobs/source.ts'
import { spoolDir } from '../../blobs/spool.ts'
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
  for (const [what, text] of cases) {
    const buf = Buffer.from(text, 'latin1')
    const expected = await reasonOf(() => parseSbdh(buf))
    assert.notEqual(expected, 'no error', what)
    assert.equal(await reasonOf(unwrapSbdhStream(chunked(buf, 65536))), expected, what)
  }
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
