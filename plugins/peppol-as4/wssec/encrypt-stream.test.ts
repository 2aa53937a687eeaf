// The deferred / streaming encryption (encrypt.ts encryptAttachmentsDeferred, aesGcmEncryptStream) for large
// attachments: the same envelope shape as encryptAttachments, a ciphertext stream of exactly 12 + n + 16 bytes that
// decryptAttachments (and WebCrypto) open, a fresh IV per stream, and a plaintext of the wrong length refused.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, randomBytes, webcrypto } from 'node:crypto'
import { Readable } from 'node:stream'
import { makeTestPki } from '../../../scripts/pki/make-test-pki.ts'
import { aesGcmEncryptStream, encryptAttachmentsDeferred, encryptedLength, ENCRYPTED_CONTENT_TYPE } from './encrypt.ts'
import { decryptAttachments, encryptAttachments, signEnvelope, verifyEnvelope } from './index.ts'
import { gzipAttachment, testEnvelope } from './test-support.ts'

const pki = await makeTestPki({ instances: ['A', 'B'] })
const A = pki.instances[0]?.ap as NonNullable<typeof pki.instances[0]>['ap']
const B = pki.instances[1]?.ap as typeof A
const drain = async (r: Readable): Promise<Buffer> => { const c: Buffer[] = []; for await (const x of r) c.push(x as Buffer); return Buffer.concat(c) }
const pieces = (data: Buffer, size: number): Readable => Readable.from((function * () { for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size) })(), { objectMode: false })
const shape = (xml: string): string => xml.replace(/(Id|URI)="#?[^"]*"/g, '$1=""').replace(/<xenc:CipherValue>[^<]*</, '<xenc:CipherValue><').replace(/wsu:Id="[^"]*"/g, '')

test('deferred encryption: same envelope as encryptAttachments, the streamed ciphertext decrypts and verifies', async () => {
  const env = testEnvelope()
  const plain = gzipAttachment(env.contentId, 300_000)
  const digestOnly = { ...plain, data: Buffer.alloc(0), digest: createHash('sha256').update(plain.data).digest('base64') }
  const signed = signEnvelope(env.xml, [digestOnly], A)
  const reference = encryptAttachments(signEnvelope(env.xml, [plain], A), [plain], B.certPem)
  const deferred = encryptAttachmentsDeferred(signed, [digestOnly], B.certPem)
  assert.equal(shape(deferred.envelopeXml).replace(/<ds:(DigestValue|SignatureValue)>[^<]*</g, '<ds:$1><'), shape(reference.envelopeXml).replace(/<ds:(DigestValue|SignatureValue)>[^<]*</g, '<ds:$1><'))
  const part = deferred.attachments[0]
  assert.deepEqual([part.contentId, part.contentType, part.mimeType], [plain.contentId, ENCRYPTED_CONTENT_TYPE, 'application/gzip'])
  const wire = await drain(part.encrypt(pieces(plain.data, 65_536), plain.data.length))
  assert.equal(wire.length, encryptedLength(plain.data.length))
  const opened = decryptAttachments(deferred.envelopeXml, [{ contentId: part.contentId, contentType: part.contentType, data: wire }], B)
  assert.ok(opened.attachments[0].data.equals(plain.data))
  const verified = verifyEnvelope(opened.envelopeXml, opened.attachments, { at: new Date() })
  assert.equal(verified.references.length, 3, 'Messaging, Body and the cid: reference with the precomputed digest')
  const again = await drain(part.encrypt(pieces(plain.data, 1000), plain.data.length))
  assert.notDeepEqual(again.subarray(0, 12), wire.subarray(0, 12), 'a fresh IV per stream')
})

test('aesGcmEncryptStream: IV || ciphertext || tag that WebCrypto decrypts; empty plaintext; wrong length refused', async () => {
  const key = randomBytes(16)
  const aes = await webcrypto.subtle.importKey('raw', key, 'AES-GCM', false, ['decrypt'])
  for (const size of [0, 1, 70_000]) {
    const data = randomBytes(size)
    const out = await drain(aesGcmEncryptStream(key, pieces(data, 4096), size))
    assert.equal(out.length, encryptedLength(size))
    const back = Buffer.from(await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv: out.subarray(0, 12), tagLength: 128 }, aes, out.subarray(12)))
    assert.ok(back.equals(data), `size ${size}`)
  }
  const data = randomBytes(1000)
  await assert.rejects(drain(aesGcmEncryptStream(key, pieces(data, 100), 999)), /longer than 999/)
  await assert.rejects(drain(aesGcmEncryptStream(key, pieces(data, 100), 1001)), /has 1000 bytes, 1001 expected/)
  const failing = new Readable({ read () { this.destroy(new Error('disk gone')) } })
  await assert.rejects(drain(aesGcmEncryptStream(key, failing, 10)), /disk gone/)
})
