import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { projectRoot } from '../../../core/paths.ts'
import { Ebms3Error } from './errors.ts'
import { MimeLimitError, parseContentType, parseMultipart, readAs4Body, SOAP12_CONTENT_TYPE, toAttachments, writeMultipart } from './mime.ts'

const FIX = path.join(projectRoot, 'test', 'fixtures', 'as4')
const SOAP = '<?xml version="1.0" encoding="UTF-8"?><S12:Envelope xmlns:S12="http://www.w3.org/2003/05/soap-envelope"><S12:Body/></S12:Envelope>'

/** Splits a buffer into chunks of the given sizes (cycling), as a Readable. */
function chunked (buf: Buffer, sizes: number[]): Readable {
  const chunks: Buffer[] = []
  let i = 0
  let k = 0
  while (i < buf.length) {
    const n = sizes[k++ % sizes.length]
    chunks.push(Buffer.from(buf.subarray(i, i + n)))
    i += n
  }
  return Readable.from(chunks)
}

function ebmsCode (err: unknown): string | undefined {
  return err instanceof Ebms3Error ? err.code : undefined
}

test('writeMultipart output: SOAP part first, binary CTE, Content-ID in <>, no Content-Disposition, start parameter', () => {
  const payload = randomBytes(1000)
  const out = writeMultipart([{ contentType: SOAP12_CONTENT_TYPE, data: SOAP }, { contentId: 'payload-1@wharf', contentType: 'application/octet-stream', data: payload }])
  const ct = parseContentType(out.contentType)
  assert.equal(ct.mediaType, 'multipart/related')
  assert.equal(ct.params.type, 'application/soap+xml')
  assert.equal(ct.params.boundary, out.boundary)
  assert.match(ct.params.start, /^<soap-.+@wharf>$/)
  const text = Buffer.concat(out.chunks).toString('latin1')
  assert.equal(out.length, Buffer.concat(out.chunks).length)
  assert.ok(text.startsWith(`--${out.boundary}\r\nContent-Type: application/soap+xml;charset=UTF-8\r\nContent-Transfer-Encoding: binary\r\nContent-ID: <soap-`))
  assert.match(text, /\r\nContent-Type: application\/octet-stream\r\nContent-Transfer-Encoding: binary\r\nContent-ID: <payload-1@wharf>\r\n\r\n/)
  assert.doesNotMatch(text, /Content-Disposition/i)
  assert.ok(text.endsWith(`\r\n--${out.boundary}--\r\n`))
  assert.throws(() => writeMultipart([{ contentType: SOAP12_CONTENT_TYPE, data: `x--${out.boundary}` }], { boundary: out.boundary }), /boundary occurs/)
})

test('round trip through the streaming parser with every chunking, including 1-byte chunks and split boundaries', async () => {
  const payload = Buffer.concat([randomBytes(5000), Buffer.from('\r\n--not-the-boundary\r\n'), randomBytes(3000), Buffer.from('\r')])
  const out = writeMultipart([{ contentType: SOAP12_CONTENT_TYPE, data: SOAP }, { contentId: 'p@x', contentType: 'application/octet-stream', data: payload }])
  const whole = Buffer.concat(out.chunks)
  for (const sizes of [[whole.length], [1], [2, 3, 5, 7], [37], [out.boundary.length + 3], [4096, 1], [100, 8000]]) {
    for (const sizeHint of [undefined, whole.length]) {
      const msg = await parseMultipart(chunked(whole, sizes), out.contentType, { sizeHint })
      assert.equal(msg.root.data.toString('utf8'), SOAP, `root with chunks ${sizes.join(',')}`)
      assert.equal(msg.attachments.length, 1)
      assert.equal(msg.attachments[0].contentId, 'p@x')
      assert.equal(msg.attachments[0].contentType, 'application/octet-stream')
      assert.ok(msg.attachments[0].data.equals(payload), `payload with chunks ${sizes.join(',')} hint ${String(sizeHint)}`)
      assert.equal(msg.bytesRead, whole.length)
    }
  }
  // The writer's own Readable feeds the parser too.
  const again = await readAs4Body(out.body, out.contentType)
  assert.ok(again.attachments[0].data.equals(payload))
})

test('an empty part, LF-only line ends, folded headers, base64 and the start parameter', async () => {
  const body = '--b\nContent-Type: text/plain\nContent-ID: <a>\n\n--b\nContent-Type:\n application/soap+xml\nContent-ID: root@x\n\n<e/>\n--b\nContent-ID: <c>\nContent-Transfer-Encoding: base64\n\naGVs\nbG8=\n--b--\n'
  const msg = await parseMultipart(Readable.from([Buffer.from(body)]), 'multipart/related; boundary=b; start="<root@x>"; type="application/soap+xml"')
  assert.equal(msg.root.contentId, 'root@x')
  assert.equal(msg.root.data.toString(), '<e/>')
  assert.deepEqual(msg.attachments.map(a => [a.contentId, a.data.toString()]), [['a', ''], ['c', 'hello']])
  assert.deepEqual(toAttachments(msg.attachments).map(a => a.contentId), ['a', 'c'])
  assert.throws(() => toAttachments([{ ...msg.attachments[0], contentId: undefined }]), (err: unknown) => ebmsCode(err) === 'EBMS:0007')
})

test('phase4 captures parse: dump-raw.as4out (CRLF, preamble line) and WrongCompression.mime (LF, base64, Content-ID without <>)', async () => {
  const raw = fs.readFileSync(path.join(FIX, 'dump-raw.as4out'))
  const start = raw.indexOf('\r\n\r\n') + 4
  const msg = await parseMultipart(chunked(raw.subarray(start), [777]), 'multipart/related; boundary="----=_Part_0_1950117092.1769701143986"; type="application/soap+xml"')
  assert.match(msg.root.data.toString('utf8', 0, 60), /^<\?xml version="1.0"/)
  assert.ok(msg.root.data.toString('utf8').endsWith('</S12:Envelope>'))
  assert.equal(msg.attachments.length, 1)
  assert.equal(msg.attachments[0].contentId, 'phase4-att-ff0f8ad5-f982-48ba-b8e2-26997600f496@cid')
  assert.equal(msg.attachments[0].data.length, 2263)
  const wc = fs.readFileSync(path.join(FIX, 'WrongCompression.mime'))
  const bodyAt = wc.indexOf('\n\n') + 2
  const m2 = await parseMultipart(Readable.from([wc.subarray(bodyAt)]), wc.toString('latin1', 0, bodyAt).split('Content-Type:')[1])
  assert.equal(m2.attachments[0].contentId, 'ph-as4-0026b807-e599-40e2-af67-22f2e6fe4ddd')
  assert.deepEqual([...m2.attachments[0].data.subarray(0, 2)], [0x1f, 0x8b])
})

test('a bare SOAP envelope is accepted; other content types and broken multipart are EBMS:0007', async () => {
  const bare = await readAs4Body(Readable.from([Buffer.from(SOAP)]), 'application/soap+xml; charset=UTF-8')
  assert.equal(bare.root.data.toString(), SOAP)
  assert.equal(bare.attachments.length, 0)
  const cases: Array<[string, string]> = [
    ['text/xml', SOAP],
    ['multipart/related', '--b\r\n\r\nx\r\n--b--'],
    ['multipart/related; boundary=b', '--b\r\nContent-Type: application/soap+xml\r\n\r\n<e/>\r\n--b\r\n\r\ntruncated'],
    ['multipart/related; boundary=b', 'no delimiter at all'],
    ['multipart/related; boundary=b', '--b\r\nContent-Type: text/plain\r\n\r\n<e/>\r\n--b--'],
    ['multipart/related; boundary=b; start=nope', '--b\r\nContent-Type: application/soap+xml\r\n\r\n<e/>\r\n--b--'],
    ['multipart/related; boundary=b', '--b\r\nbroken header line\r\n\r\n<e/>\r\n--b--']
  ]
  for (const [ct, body] of cases) {
    await assert.rejects(readAs4Body(Readable.from([Buffer.from(body)]), ct), (err: unknown) => ebmsCode(err) === 'EBMS:0007', `${ct} / ${body.slice(0, 30)}`)
  }
  await assert.rejects(readAs4Body(Readable.from([Buffer.from('--b\r\nContent-Type: application/soap+xml\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nx\r\n--b--')]), 'multipart/related; boundary=b'),
    (err: unknown) => ebmsCode(err) === 'EBMS:0008')
})

test('limits: total bytes, parts and header size give MimeLimitError (HTTP 413), the stream is not read further', async () => {
  const out = writeMultipart([{ contentType: SOAP12_CONTENT_TYPE, data: SOAP }, { contentId: 'p', contentType: 'application/octet-stream', data: randomBytes(100_000) }])
  let delivered = 0
  const stream = Readable.from((function * () { for (const c of out.chunks) { delivered += c.length; yield c } })())
  await assert.rejects(parseMultipart(stream, out.contentType, { maxBytes: 50_000 }), (err: unknown) => err instanceof MimeLimitError && err.statusCode === 413 && /50000 bytes/.test(err.message))
  assert.ok(delivered < out.length + 1)
  await assert.rejects(readAs4Body(Readable.from([Buffer.from(SOAP)]), 'application/soap+xml', { maxBytes: 10 }), MimeLimitError)
  const many = '--b\r\nContent-Type: application/soap+xml\r\n\r\n<e/>' + '\r\n--b\r\n\r\nx'.repeat(40) + '\r\n--b--'
  await assert.rejects(readAs4Body(Readable.from([Buffer.from(many)]), 'multipart/related; boundary=b'), (err: unknown) => err instanceof MimeLimitError && err.what === 'parts')
  const bigHeader = `--b\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n<e/>\r\n--b--`
  await assert.rejects(readAs4Body(chunked(Buffer.from(bigHeader), [1000]), 'multipart/related; boundary=b'), (err: unknown) => err instanceof MimeLimitError && err.what === 'header bytes')
})

test('randomised: payloads full of near-boundaries, random chunk sizes, CRLF and LF framing', async () => {
  for (let round = 0; round < 40; round++) {
    const boundary = `b${round}-${randomBytes(4).toString('hex')}`
    const pieces: Buffer[] = []
    for (let i = 0; i < 30; i++) {
      const r = Math.random()
      pieces.push(r < 0.3 ? Buffer.from(`\r\n--${boundary.slice(0, Math.floor(Math.random() * boundary.length))}`) : r < 0.4 ? Buffer.from('\r\n\r\n--') : randomBytes(Math.floor(Math.random() * 300)))
    }
    const payload = Buffer.concat(pieces)
    if (payload.includes(`--${boundary}`)) { round--; continue } // random bytes completed a boundary: not a valid MIME body
    const eol = round % 2 === 0 ? '\r\n' : '\n'
    const whole = Buffer.concat([
      Buffer.from(`preamble${eol}--${boundary}${eol}Content-Type: application/soap+xml${eol}${eol}<e/>${eol}--${boundary}  ${eol}Content-ID: <p>${eol}${eol}`),
      payload,
      Buffer.from(`${eol}--${boundary}--${eol}epilogue`)
    ])
    const sizes = Array.from({ length: 5 }, () => 1 + Math.floor(Math.random() * 200))
    const msg = await parseMultipart(chunked(whole, sizes), `multipart/related; boundary="${boundary}"`, { sizeHint: round % 3 === 0 ? whole.length : undefined })
    assert.equal(msg.root.data.toString(), '<e/>')
    const expected = eol === '\n' && payload[payload.length - 1] === 0x0d ? payload.subarray(0, -1) : payload
    assert.ok(msg.attachments[0].data.equals(expected), `round ${round} chunks ${sizes.join(',')}`)
  }
})
