// The streaming SBDH writer (sbdh-wrap-stream.ts) against buildSbdh: byte-identical output for the fixture and for
// generated documents (BOM, no declaration, leading / trailing whitespace, a large file read in 64 KiB pieces), the
// same TypeErrors, and DOCTYPE / ENTITY refused anywhere in the stream, also across a chunk edge.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { projectRoot } from '../../../core/paths.ts'
import { fileSource, memorySource, type ByteSource } from '../../../core/blobs/source.ts'
import { buildSbdh, type SbdhInput } from './sbdh.ts'
import { sbdhStream } from './sbdh-wrap-stream.ts'

const INVOICE = fs.readFileSync(path.join(projectRoot, 'test', 'fixtures', 'as4', 'bis3-base-example.xml'))
const DOCTYPE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const fields: Omit<SbdhInput, 'document'> = {
  sender: '9915:sender', receiver: 'iso6523-actorid-upis::0208:0123456749', documentTypeId: DOCTYPE, processId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
  instanceIdentifier: 'inst-1', creationDateTime: '2026-02-01T10:00:00+01:00', countryC1: 'BE', mlsTo: '0242:000123', mlsType: 'FAILURE_ONLY'
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-sbdh-wrap-'))
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
let n = 0
const asFile = (bytes: Buffer): ByteSource => { const f = path.join(dir, `d${n++}.xml`); fs.writeFileSync(f, bytes); return fileSource(f, bytes.length) }

async function streamed (src: ByteSource): Promise<Buffer> {
  const s = await sbdhStream(fields, src)
  const chunks: Buffer[] = []
  for await (const c of s.open()) chunks.push(c as Buffer)
  const out = Buffer.concat(chunks)
  assert.equal(out.length, s.length, 'the announced length is the real one')
  return out
}

function bigInvoice (bytes: number): Buffer {
  const text = INVOICE.toString('utf8')
  const at = text.indexOf('<cac:AccountingSupplierParty>')
  const b64 = randomBytes(Math.ceil(bytes * 3 / 4)).toString('base64')
  return Buffer.from(`${text.slice(0, at)}<cac:AdditionalDocumentReference><cbc:ID>1</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="a.pdf">${b64}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>${text.slice(at)}`)
}

test('byte-identical to buildSbdh: fixture and variants, from memory and from a file', async () => {
  const body = INVOICE.subarray(INVOICE.indexOf('?>') + 3)
  const variants: Array<[string, Buffer]> = [
    ['fixture', INVOICE],
    ['BOM + declaration', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), INVOICE])],
    ['no declaration', body],
    ['leading whitespace, trailing whitespace and comment', Buffer.concat([Buffer.from('<?xml version="1.0"?>\r\n\n  '), body, Buffer.from('\n<!-- end -->\n\n')])],
    ['a comment before the root', Buffer.concat([Buffer.from('<?xml version="1.0" encoding="utf-8"?>\n<!-- x --><?pi y?>'), body])]
  ]
  for (const [what, doc] of variants) {
    const expected = buildSbdh({ ...fields, document: doc })
    assert.ok((await streamed(memorySource(doc))).equals(expected), `${what}: memory source`)
    assert.ok((await streamed(asFile(doc))).equals(expected), `${what}: file source`)
  }
})

test('a 3 MB document (larger than the head read for the header) streamed from a file: byte-identical', async () => {
  const doc = bigInvoice(3 * 1024 * 1024)
  assert.ok((await streamed(asFile(doc))).equals(buildSbdh({ ...fields, document: doc })))
})

test('the same TypeErrors as buildSbdh for bad documents', async () => {
  const bad: Array<[string, Buffer | string]> = [
    ['not UTF-8', '<?xml version="1.0" encoding="ISO-8859-1"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>'],
    ['no root', '<?xml version="1.0"?>'],
    ['other root', '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/>'],
    ['DOCTYPE in the head', '<!DOCTYPE x><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>']
  ]
  for (const [what, text] of bad) {
    const doc = Buffer.from(text)
    let expected: Error | undefined
    try { buildSbdh({ ...fields, document: doc }) } catch (err) { expected = err as Error }
    assert.ok(expected instanceof TypeError, what)
    await assert.rejects(sbdhStream(fields, asFile(doc)), (err: Error) => err instanceof TypeError && err.message === expected?.message, what)
  }
})

test('DOCTYPE / ENTITY after the head fail the stream, also when split across two 64 KiB reads', async () => {
  const big = bigInvoice(3 * 1024 * 1024).toString('latin1')
  const cut = big.indexOf('</cac:AdditionalDocumentReference>')
  for (const [what, doc] of [
    ['ENTITY far in', Buffer.from(`${big.slice(0, cut)}<!ENTITY x "y">${big.slice(cut)}`, 'latin1')],
    ['DOCTYPE across a read edge', (() => {
      const b = Buffer.from(big, 'latin1')
      // file reads are 64 KiB from the document's start (after its declaration): '<!DO' | 'CTYPE'
      const at = INVOICE.indexOf('?>') + 3 + 64 * 1024 * 40 - 4 // beyond HEAD_BYTES (2 MiB)
      Buffer.from('<!DOCTYPE').copy(b, at)
      return b
    })()]
  ] as const) {
    assert.throws(() => buildSbdh({ ...fields, document: doc }), /DOCTYPE or ENTITY/, what)
    await assert.rejects(streamed(asFile(doc)), /DOCTYPE or ENTITY/, what)
  }
})
