// The multipart parser with `spool` (mime.ts + mime-spool.ts): large attachment parts go to spool files with the
// same bytes the in-memory parse yields (any chunking, CR/LF edge cases, base64), the root stays in memory and is
// bounded, small parts stay in memory, and every failure (limits, truncation) leaves no spool file behind.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { Readable } from 'node:stream'
import { readSource } from '../../../core/blobs/source.ts'
import { spoolDir } from '../../../core/blobs/spool.ts'
import { Ebms3Error } from './errors.ts'
import { disposeParts, MimeLimitError, parseMultipart, partSource, readAs4Body, writeMultipart } from './mime.ts'

const spoolFiles = (): string[] => fs.readdirSync(spoolDir()).filter(f => f.startsWith('as4-part-') && f.includes(`-${process.pid}-`))

function chunked (buf: Buffer, size: number): Readable {
  return Readable.from((function * () { for (let i = 0; i < buf.length; i += size) yield Buffer.from(buf.subarray(i, i + size)) })())
}

const SOAP = '<S12:Envelope xmlns:S12="http://www.w3.org/2003/05/soap-envelope"><S12:Body/></S12:Envelope>'

function message (attachments: Buffer[]): { contentType: string, body: Buffer } {
  const out = writeMultipart([{ contentType: 'application/soap+xml', data: SOAP }, ...attachments.map((data, i) => ({ contentId: `p${i}@x`, contentType: 'application/octet-stream', data }))])
  return { contentType: out.contentType, body: Buffer.concat(out.chunks) }
}

test('large parts are spooled with the bytes the in-memory parse yields; small parts and the root stay in memory', async () => {
  const big = randomBytes(3 * 1024 * 1024 + 17)
  const endsWithCr = Buffer.concat([randomBytes(2 * 1024 * 1024), Buffer.from('\r\r')])
  const small = Buffer.from('small part\r')
  const m = message([big, small, endsWithCr])
  for (const size of [1, 4093, 65536, m.body.length]) {
    if (size === 1) continue // 1-byte chunks of 5 MB: too slow, covered by 4093
    const plain = await parseMultipart(chunked(m.body, size), m.contentType)
    const spooled = await parseMultipart(chunked(m.body, size), m.contentType, { spool: {}, sizeHint: m.body.length })
    try {
      assert.equal(spooled.root.data.toString(), SOAP)
      assert.equal(spooled.root.source, undefined)
      assert.deepEqual(spooled.attachments.map(p => p.source?.kind), ['file', undefined, 'file'], `chunks of ${size}`)
      for (let i = 0; i < 3; i++) {
        assert.ok((await readSource(partSource(spooled.attachments[i]))).equals(plain.attachments[i].data), `part ${i}, chunks of ${size}`)
      }
      assert.equal(spooled.attachments[0].data.length, 0)
    } finally { await disposeParts(spooled.attachments) }
  }
  assert.deepEqual(spoolFiles(), [])
})

test('a spooled base64 part is decoded', async () => {
  const bytes = randomBytes(1536 * 1024)
  const b64 = bytes.toString('base64').replace(/.{76}/g, '$&\r\n')
  const body = Buffer.from(`--b\r\nContent-Type: application/soap+xml\r\n\r\n${SOAP}\r\n--b\r\nContent-ID: <a>\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64}\r\n--b--\r\n`)
  const msg = await parseMultipart(chunked(body, 10_000), 'multipart/related; boundary=b', { spool: {} })
  try {
    assert.equal(msg.attachments[0].source?.kind, 'file')
    assert.ok((await readSource(partSource(msg.attachments[0]))).equals(bytes))
  } finally { await disposeParts(msg.attachments) }
  assert.deepEqual(spoolFiles(), [])
})

test('limits and broken messages: the same errors as without spooling, no spool file left', async () => {
  const m = message([randomBytes(3 * 1024 * 1024)])
  await assert.rejects(parseMultipart(chunked(m.body, 65536), m.contentType, { spool: {}, maxBytes: 2 * 1024 * 1024 }), (err: unknown) => err instanceof MimeLimitError && err.what === 'bytes')
  const truncated = m.body.subarray(0, m.body.length - 50)
  await assert.rejects(parseMultipart(chunked(truncated, 65536), m.contentType, { spool: {} }), (err: unknown) => err instanceof Ebms3Error && err.code === 'EBMS:0007')
  await assert.rejects(parseMultipart(chunked(truncated, 65536), m.contentType), (err: unknown) => err instanceof Ebms3Error && err.code === 'EBMS:0007')
  // The root is bounded: a huge SOAP part is refused while it arrives (413).
  const hugeRoot = writeMultipart([{ contentType: 'application/soap+xml', data: Buffer.alloc(3 * 1024 * 1024, 0x20) }, { contentId: 'a', contentType: 'application/octet-stream', data: randomBytes(2 * 1024 * 1024) }])
  await assert.rejects(parseMultipart(Readable.from(hugeRoot.chunks), hugeRoot.contentType, { spool: { maxRootBytes: 1024 * 1024 } }), (err: unknown) => err instanceof MimeLimitError)
  await assert.rejects(readAs4Body(Readable.from([Buffer.alloc(2048, 0x20)]), 'application/soap+xml', { spool: { maxRootBytes: 1024 } }), MimeLimitError)
  // The root is found by the start parameter even after a large attachment.
  const late = writeMultipart([{ contentId: 'root@x', contentType: 'application/soap+xml', data: SOAP }, { contentId: 'a', contentType: 'application/octet-stream', data: randomBytes(2 * 1024 * 1024) }])
  const reordered = Buffer.concat([late.chunks[2], late.chunks[3], late.chunks[0], late.chunks[1], late.chunks[4]].map((c, i) => i === 0 ? Buffer.from(c.toString('latin1').replace(/^\r\n/, ''), 'latin1') : i === 2 ? Buffer.from(`\r\n${c.toString('latin1')}`, 'latin1') : c))
  const msg = await parseMultipart(chunked(reordered, 65536), late.contentType, { spool: {} })
  try {
    assert.equal(msg.root.data.toString(), SOAP)
    assert.equal(msg.attachments[0].source?.kind, 'file')
  } finally { await disposeParts(msg.attachments) }
  assert.deepEqual(spoolFiles(), [])
})
