// gunzipSource (compression.ts, streaming): the same bytes and the same EBMS:0303 reasons as gunzipLimited, from
// memory and from a spooled file; gzipSizeHint reads ISIZE.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'
import { disposeSource, memorySource, type ByteSource } from '../../../core/blobs/source.ts'
import { spool } from '../../../core/blobs/spool.ts'
import { Ebms3Error } from './errors.ts'
import { gunzipLimited, gunzipSource, gzip, gzipSizeHint } from './compression.ts'

const reason = (err: unknown): string => { if (err instanceof Ebms3Error) return `${err.code} ${err.reason ?? ''}`; throw err }
const syncReason = (fn: () => unknown): string => { try { fn() } catch (err) { return reason(err) } return 'no error' }
async function streamed (src: ByteSource, maxBytes?: number): Promise<Buffer | string> {
  const out: Buffer[] = []
  try {
    for await (const c of gunzipSource(src, maxBytes === undefined ? {} : { maxBytes })) out.push(c)
  } catch (err) { return reason(err) }
  return Buffer.concat(out)
}

test('gunzipSource: the same bytes and errors as gunzipLimited, from memory and from a file', async () => {
  const data = Buffer.concat([randomBytes(1024 * 1024), Buffer.alloc(2 * 1024 * 1024, 0x41)])
  const gz = gzip(data, 1)
  assert.equal(gzipSizeHint(gz), data.length)
  assert.equal(gzipSizeHint(Buffer.from('plain')), undefined)
  const file = await spool([gz], { memoryLimit: 0 })
  try {
    for (const src of [memorySource(gz), file]) assert.ok((await streamed(src) as Buffer).equals(data))
  } finally { await disposeSource(file) }
  const bomb = zlib.gzipSync(Buffer.alloc(8 * 1024 * 1024))
  const flipped = Buffer.from(gz); flipped[flipped.length >> 1] ^= 0xff
  const cases: Array<[string, Buffer, number | undefined]> = [
    ['bomb', bomb, 1024 * 1024],
    ['not gzip', Buffer.from('<plain xml/>'), undefined],
    ['truncated', gz.subarray(0, gz.length - 6), undefined],
    ['corrupt', flipped, undefined]
  ]
  for (const [what, bytes, maxBytes] of cases) {
    const expected = syncReason(() => gunzipLimited(bytes, maxBytes === undefined ? {} : { maxBytes }))
    assert.notEqual(expected, 'no error', what)
    const f = await spool([bytes], { memoryLimit: 0 })
    try {
      assert.equal(await streamed(memorySource(bytes), maxBytes), expected, `${what} (memory)`)
      assert.equal(await streamed(f, maxBytes), expected, `${what} (file)`)
    } finally { await disposeSource(f) }
  }
})
