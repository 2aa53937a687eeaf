// core/http/form-data.ts: parts found whatever the chunking, skipped parts, limits and malformed bodies.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { SpoolLimitError } from '../blobs/spool.ts'
import { boundaryOf, formParts, FormDataError, readBounded } from './form-data.ts'

const BODY = Buffer.from([
  'preamble to ignore',
  '--XyZ',
  'Content-Disposition: form-data; name="metaAttributes"',
  'Content-Type: application/json',
  '',
  '{"a":"b"}',
  '--XyZ  ', // transport padding
  'Content-Disposition: form-data; name="skipped"',
  '',
  'a value with \r\n--XyQ almost a boundary',
  '--XyZ',
  'content-disposition: form-data; name=file; filename="in \\"v\\".xml"',
  '',
  '<Invoice>\r\n--Xy</Invoice>',
  '--XyZ--',
  'epilogue'
].join('\r\n'))

async function * stream (chunks: Buffer[]): AsyncGenerator<Buffer> { yield * chunks }

type Seen = Array<{ name: string, filename: string | null, contentType: string | null, body?: string }>
async function parse (chunks: Buffer[], read = (name: string) => name !== 'skipped', maxBytes = 1e6): Promise<Seen> {
  const seen: Seen = []
  for await (const p of formParts(stream(chunks), 'XyZ', { maxBytes })) {
    seen.push({ name: p.name, filename: p.filename, contentType: p.contentType, ...(read(p.name) ? { body: (await readBounded(p.body, 1e6))?.toString() } : {}) })
  }
  return seen
}

const EXPECTED: Seen = [
  { name: 'metaAttributes', filename: null, contentType: 'application/json', body: '{"a":"b"}' },
  { name: 'skipped', filename: null, contentType: null },
  { name: 'file', filename: 'in "v".xml', contentType: null, body: '<Invoice>\r\n--Xy</Invoice>' }
]

test('every split of the body into two chunks, and one byte at a time, gives the same parts', async () => {
  for (let at = 0; at <= BODY.length; at++) assert.deepEqual(await parse([BODY.subarray(0, at), BODY.subarray(at)]), EXPECTED, `split at ${at}`)
  assert.deepEqual(await parse([...BODY].map(b => Buffer.from([b]))), EXPECTED)
})

test('a part the caller leaves half read is skipped up to the next boundary', async () => {
  const seen: string[] = []
  for await (const p of formParts(stream([BODY]), 'XyZ', { maxBytes: 1e6 })) {
    seen.push(p.name)
    for await (const _ of p.body) break
  }
  assert.deepEqual(seen, ['metaAttributes', 'skipped', 'file'])
})

test('boundaryOf reads quoted and plain boundaries', () => {
  assert.equal(boundaryOf('multipart/form-data; boundary=abc'), 'abc')
  assert.equal(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b:c"'), 'a b:c')
  assert.equal(boundaryOf('multipart/form-data'), null)
})

test('malformed bodies and limits', async () => {
  const bad = async (body: string, boundary: string | null = 'XyZ', maxBytes = 1e6): Promise<unknown> => {
    try { for await (const p of formParts(stream([Buffer.from(body)]), boundary, { maxBytes })) await readBounded(p.body, 1e6) } catch (err) { return err }
    return undefined
  }
  assert.ok(await bad('x', null) instanceof FormDataError, 'no boundary')
  assert.ok(await bad('no delimiter at all') instanceof FormDataError, 'no delimiter')
  assert.ok(await bad('--XyZ\r\nContent-Disposition: form-data; name="f"\r\n\r\nunterminated') instanceof FormDataError, 'no closing boundary')
  assert.ok(await bad('--XyZ\r\nContent-Disposition: form-data; name="f"') instanceof FormDataError, 'headers never end')
  assert.ok(await bad('--XyZ\r\n\r\nx\r\n--XyZ--') instanceof FormDataError, 'a part without headers has no name')
  assert.ok(await bad('--XyZ\r\nContent-Disposition: attachment; name="f"\r\n\r\nx\r\n--XyZ--') instanceof FormDataError, 'not form-data')
  assert.ok(await bad(`--XyZ\r\nX-Pad: ${'a'.repeat(9000)}\r\n\r\nx\r\n--XyZ--`) instanceof FormDataError, 'headers over 8 KiB')
  assert.ok(await bad('--XyZjunk\r\n') instanceof FormDataError, 'boundary followed by junk')
  assert.ok(await bad(BODY.toString(), 'XyZ', 100) instanceof SpoolLimitError, 'body over maxBytes')
  assert.equal(await bad('--XyZ--'), undefined, 'an empty form')
})
