// detectDocumentSource: over a file source (streamed in 64 KiB reads) it gives the same results and the same coded
// errors as detectDocument over the bytes, for every document fixture and for bad input; over a memory source it is
// detectDocument.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { WharfError } from '../errors.ts'
import { fileSource, memorySource } from '../blobs/source.ts'
import { detectDocument, detectDocumentSource } from './detect.ts'

const FIXTURES = path.resolve(import.meta.dirname, '../../test/fixtures/documents')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-detect-source-'))
after(() => { fs.rmSync(dir, { recursive: true, force: true }) })

let n = 0
const asFile = (bytes: Uint8Array): ReturnType<typeof fileSource> => {
  const p = path.join(dir, `${n++}.xml`)
  fs.writeFileSync(p, bytes)
  return fileSource(p, bytes.byteLength, true)
}

const outcome = async (f: () => unknown): Promise<unknown> => {
  try { return { ok: await f() } } catch (err) {
    if (err instanceof WharfError) return { code: err.code, message: err.message }
    throw err
  }
}

test('every fixture: the same detection from a file source, a memory source and the bytes', async () => {
  for (const name of fs.readdirSync(FIXTURES).filter(f => f.endsWith('.xml'))) {
    const bytes = fs.readFileSync(path.join(FIXTURES, name))
    const expected = await outcome(() => detectDocument(bytes))
    assert.deepEqual(await outcome(async () => await detectDocumentSource(asFile(bytes))), expected, name)
    assert.deepEqual(await outcome(async () => await detectDocumentSource(memorySource(bytes))), expected, name)
  }
})

test('bad input: the same coded errors (and messages) from a file source', async () => {
  const xml = fs.readFileSync(path.join(FIXTURES, 'bis3-vat-category-O.xml'), 'utf8')
  // A DTD after 200 KB of comment straddles several 64 KiB reads.
  const pad = `<!--${'x'.repeat(200_000)}-->`
  const cases: Array<[string, string | Buffer, number?]> = [
    ['empty', ''], ['blank', '   \n'], ['not xml', 'hello'], ['truncated', xml.slice(0, 3000)],
    ['DTD', '<?xml version="1.0"?><!DOCTYPE Invoice [<!ELEMENT Invoice ANY>]>' + xml.replace(/^<\?xml[^>]*>/, '')],
    ['late DTD', xml + pad + '<!DOCTYPE x>'], ['malformed then DTD', xml.replace('</cbc:ID>', '</cbc:Id>') + pad + '<!ENTITY y "z">'],
    ['wrong root', '<Catalogue xmlns="urn:oasis:names:specification:ubl:schema:xsd:Catalogue-2"/>'],
    ['unknown process', xml.replace(/<cbc:ProfileID>[^<]*</, '<cbc:ProfileID>urn:example:process<')],
    ['too large', xml, 1024], ['multi-byte characters across reads', xml.replace('<cbc:Note>', `<cbc:Note>${'é€😀'.repeat(40_000)}`)]
  ]
  for (const [name, body, maxBytes] of cases) {
    const bytes = Buffer.from(body)
    const opts = maxBytes !== undefined ? { maxBytes } : {}
    const expected = await outcome(() => detectDocument(bytes, opts))
    assert.deepEqual(await outcome(async () => await detectDocumentSource(asFile(bytes), opts)), expected, name)
  }
})
