import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { projectRoot } from '../../../core/paths.ts'
import { Ebms3Error } from './errors.ts'
import { checkPayloadParts, gunzipLimited, gunzipLimitedAsync, gzip, isGzip, payloadBytes } from './compression.ts'
import { parseEnvelope, type PartInfoView, type UserMessageView } from './ebms-parse.ts'
import { readAs4Body } from './mime.ts'

const FIX = path.join(projectRoot, 'test', 'fixtures', 'as4')

function code (fn: () => unknown): string {
  try { fn() } catch (err) { if (err instanceof Ebms3Error) return `${err.code} ${err.reason ?? ''}`.trim(); throw err }
  return 'no error'
}

const partInfo = (over: Partial<PartInfoView> = {}): PartInfoView => ({
  href: 'cid:p1', contentId: 'p1', properties: [], mimeType: 'application/xml', compressionType: 'application/gzip', characterSet: undefined, ...over
})

test('gzip / gunzip round trip, sync and async', async () => {
  const data = Buffer.from('<x>' + 'abc'.repeat(10_000) + '</x>')
  const gz = gzip(data)
  assert.ok(isGzip(gz))
  assert.ok(gz.length < data.length / 10)
  assert.ok(gunzipLimited(gz).equals(data))
  assert.ok((await gunzipLimitedAsync(gz)).equals(data))
  assert.ok(gunzipLimited(gzip(data, 1)).equals(data))
})

test('zip bomb guard: inflating stops at the limit with EBMS:0303; corrupt and non-gzip data are EBMS:0303 too', async () => {
  const bomb = zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 }) // 64 MiB of zeros in ~64 KiB
  assert.ok(bomb.length < 200_000)
  assert.equal(code(() => gunzipLimited(bomb, { maxBytes: 1024 * 1024 })), 'EBMS:0303 DECOMPRESSED_TOO_LARGE')
  await assert.rejects(gunzipLimitedAsync(bomb, { maxBytes: 1024 * 1024 }), (err: unknown) => err instanceof Ebms3Error && err.reason === 'DECOMPRESSED_TOO_LARGE')
  const gz = gzip(Buffer.from('hello world'))
  assert.equal(code(() => gunzipLimited(Buffer.from('<plain xml/>'))), 'EBMS:0303 NOT_GZIP')
  assert.equal(code(() => gunzipLimited(gz.subarray(0, gz.length - 6))), 'EBMS:0303 GUNZIP_FAILED')
  const flipped = Buffer.from(gz)
  flipped[flipped.length - 5] ^= 0xff // breaks the CRC32 trailer
  assert.equal(code(() => gunzipLimited(flipped)), 'EBMS:0303 GUNZIP_FAILED')
})

test('checkPayloadParts pairs PartInfo and MIME parts and checks the declarations', () => {
  const gz = { contentId: 'p1', contentType: 'application/octet-stream', data: gzip(Buffer.from('<x/>')) }
  const pairs = checkPayloadParts([partInfo()], [gz], { plaintext: true })
  assert.equal(pairs.length, 1)
  assert.equal(payloadBytes(pairs[0]).toString(), '<x/>')
  assert.equal(code(() => checkPayloadParts([partInfo({ compressionType: 'application/rar' })], [gz])), 'EBMS:0003 COMPRESSION_TYPE')
  assert.equal(code(() => checkPayloadParts([partInfo({ mimeType: undefined })], [gz])), 'EBMS:0003 COMPRESSION_NO_MIMETYPE')
  assert.equal(code(() => checkPayloadParts([partInfo({ contentId: 'other', href: 'cid:other' })], [gz])), 'EBMS:0011 PAYLOAD_MISSING')
  assert.equal(code(() => checkPayloadParts([partInfo()], [gz, { ...gz, contentId: 'extra' }])), 'EBMS:0007 PAYLOAD_UNDECLARED')
  const plain = { ...gz, data: Buffer.from('<x/>') }
  assert.equal(code(() => checkPayloadParts([partInfo()], [plain], { plaintext: true })), 'EBMS:0303 NOT_GZIP')
  assert.equal(checkPayloadParts([partInfo()], [plain]).length, 1, 'ciphertext is not checked for the gzip signature')
  assert.ok(payloadBytes(checkPayloadParts([partInfo({ compressionType: undefined })], [plain])[0]).equals(plain.data))
})

test('phase4 WrongCompression.mime maps to EBMS:0003 ValueInconsistent: CompressionType application/rar on gzip bytes', async () => {
  const raw = fs.readFileSync(path.join(FIX, 'WrongCompression.mime'))
  const bodyAt = raw.indexOf('\n\n') + 2
  const contentType = raw.toString('latin1', 0, bodyAt).split('Content-Type:')[1].trim()
  const msg = await readAs4Body([raw.subarray(bodyAt)], contentType)
  const env = parseEnvelope(msg.root.data) as UserMessageView
  assert.equal(env.kind, 'user')
  assert.equal(env.partInfos[0].compressionType, 'application/rar')
  assert.ok(isGzip(msg.attachments[0].data), 'the bytes really are gzip')
  let caught: unknown
  try { checkPayloadParts(env.partInfos, msg.attachments, { plaintext: true }) } catch (err) { caught = err }
  assert.ok(caught instanceof Ebms3Error)
  assert.equal(caught.code, 'EBMS:0003')
  assert.equal(caught.shortDescription, 'ValueInconsistent')
  assert.match(caught.detail, /application\/rar.*the bytes are gzip/)
})
