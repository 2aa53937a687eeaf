// The streaming MIME writer (mime-writer.ts): byte-identical to writeMultipart for in-memory parts, streamed parts
// with exact lengths parse back with readAs4Body, and a body that would be wrong (length mismatch, the boundary in a
// streamed part, also across a chunk edge) fails instead of being sent.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { readAs4Body, SOAP12_CONTENT_TYPE, writeMultipart } from './mime.ts'
import { writeMultipartStream } from './mime-writer.ts'

const SOAP = '<S12:Envelope xmlns:S12="http://www.w3.org/2003/05/soap-envelope"><S12:Header/><S12:Body/></S12:Envelope>'
const drain = async (r: Readable): Promise<Buffer> => { const c: Buffer[] = []; for await (const x of r) c.push(x as Buffer); return Buffer.concat(c) }
/** `data` as a stream of `size`-byte chunks. */
const pieces = (data: Buffer, size: number): Readable => Readable.from((function * () { for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size) })(), { objectMode: false })

test('in-memory parts: the same bytes, length and Content-Type as writeMultipart', async () => {
  const payload = randomBytes(100_000)
  const parts = [
    { contentType: SOAP12_CONTENT_TYPE, contentId: 'soap@x', data: SOAP },
    { contentId: 'p@wharf', contentType: 'application/octet-stream', data: payload, headers: { 'X-Extra': 'y' } }
  ]
  const a = writeMultipart(parts, { boundary: 'b-1' })
  const b = writeMultipartStream(parts, { boundary: 'b-1' })
  assert.equal(b.contentType, a.contentType)
  assert.equal(b.length, a.length)
  const body = await drain(b.open())
  assert.ok(body.equals(Buffer.concat(a.chunks)))
  assert.ok((await drain(b.open())).equals(body), 'open() again gives the same body')
})

test('a streamed part is written as given and parses back; each open() reads it again', async () => {
  const payload = randomBytes(300_000)
  let opened = 0
  const mp = writeMultipartStream([
    { contentType: SOAP12_CONTENT_TYPE, data: SOAP },
    { contentId: 'p@wharf', contentType: 'application/octet-stream', length: payload.length, open: () => { opened++; return pieces(payload, 7_000) } }
  ])
  const same = writeMultipart([{ contentType: SOAP12_CONTENT_TYPE, data: SOAP }, { contentId: 'p@wharf', contentType: 'application/octet-stream', data: payload }], { boundary: mp.boundary })
  assert.equal(mp.length, same.length)
  for (let i = 0; i < 2; i++) {
    const body = await drain(mp.open())
    assert.equal(body.length, mp.length)
    const msg = await readAs4Body(Readable.from([body]), mp.contentType)
    assert.equal(msg.root.data.toString(), SOAP)
    assert.equal(msg.attachments[0].contentId, 'p@wharf')
    assert.ok(msg.attachments[0].data.equals(payload))
  }
  assert.equal(opened, 2)
})

test('a streamed part longer or shorter than declared, or holding the boundary, fails the body', async () => {
  const payload = randomBytes(50_000)
  const body = (data: Buffer, length: number, chunk = 4096): Readable => writeMultipartStream([
    { contentType: SOAP12_CONTENT_TYPE, data: SOAP },
    { contentId: 'p', contentType: 'application/octet-stream', length, open: () => pieces(data, chunk) }
  ], { boundary: 'the-boundary' }).open()
  await assert.rejects(drain(body(payload, payload.length - 1)), /longer than its declared/)
  await assert.rejects(drain(body(payload, payload.length + 1)), /has 50000 bytes, 50001 declared/)
  const withBoundary = Buffer.concat([payload.subarray(0, 4090), Buffer.from('--the-boundary'), payload.subarray(4090)])
  await assert.rejects(drain(body(withBoundary, withBoundary.length)), /boundary occurs/, 'split across two chunks')
  await assert.rejects(drain(body(withBoundary, withBoundary.length, 1)), /boundary occurs/, 'one byte per chunk')
  await assert.rejects(drain(body(withBoundary, withBoundary.length, 100_000)), /boundary occurs/, 'one chunk')
  assert.throws(() => writeMultipartStream([{ contentType: SOAP12_CONTENT_TYPE, data: SOAP }, { contentType: 'x', length: -1, open: () => pieces(payload, 1) }]), /exact length/)
})
