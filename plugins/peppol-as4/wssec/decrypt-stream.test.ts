// decryptAttachmentsAsync (decrypt.ts) on attachments spooled to files: the plaintext file equals what the buffer path
// decrypts, its precomputed digest lets verifyEnvelope pass without reading the file, and tampering with a spooled
// ciphertext (body or tag) gives the same WsSecurityError as for bytes and leaves no output file behind.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import zlib from 'node:zlib'
import { makeTestPki } from '../../../scripts/pki/make-test-pki.ts'
import { readSource, disposeSource, type ByteSource } from '../../../core/blobs/source.ts'
import { spool, spoolDir } from '../../../core/blobs/spool.ts'
import { decryptAttachments, encryptAttachments, signEnvelope, verifyEnvelope, WsSecurityError, type Attachment } from './index.ts'
import { aesGcmDecryptFile, decryptAttachmentsAsync, type SourcedAttachment } from './decrypt.ts'
import { testEnvelope } from './test-support.ts'

const pki = await makeTestPki({ instances: ['A', 'B'] })
const A = pki.instances[0]?.ap as NonNullable<typeof pki.instances[0]>['ap']
const B = pki.instances[1]?.ap as typeof A

const plainFiles = (): string[] => fs.readdirSync(spoolDir()).filter(f => f.startsWith('as4-plain-') && f.includes(`-${process.pid}-`))

function send (size: number): { plain: Attachment, wire: { envelopeXml: string, attachments: Attachment[] } } {
  const env = testEnvelope()
  const plain: Attachment = { contentId: env.contentId, contentType: 'application/gzip', data: zlib.gzipSync(randomBytes(size), { level: 1 }) }
  const signed = signEnvelope(env.xml, [plain], A)
  return { plain, wire: encryptAttachments(signed, [plain], B.certPem) }
}

/** The attachment with its bytes in a spool file (as the MIME parser leaves a large part). */
async function spooled (a: Attachment): Promise<SourcedAttachment> {
  const source = await spool([a.data], { memoryLimit: 0, label: 'test-cipher' })
  assert.equal(source.kind, 'file')
  return { contentId: a.contentId, contentType: a.contentType, data: Buffer.alloc(0), source }
}

const code = async (p: Promise<unknown>): Promise<string> => {
  try { await p } catch (err) { if (err instanceof WsSecurityError) return `${err.ebmsCode} ${err.kind}`; throw err }
  return 'no error'
}
const codeSync = (fn: () => unknown): string => {
  try { fn() } catch (err) { if (err instanceof WsSecurityError) return `${err.ebmsCode} ${err.kind}`; throw err }
  return 'no error'
}

test('a spooled attachment decrypts into a file equal to the buffer path, with the digest verify needs', async () => {
  const { plain, wire } = send(3 * 1024 * 1024)
  const input = await spooled(wire.attachments[0] as Attachment)
  try {
    const got = await decryptAttachmentsAsync(wire.envelopeXml, [input], B)
    const a = got.attachments[0] as SourcedAttachment
    assert.equal(a.source?.kind, 'file')
    assert.equal(a.data.length, 0)
    assert.equal(a.contentType, 'application/gzip')
    assert.ok((await readSource(a.source as ByteSource)).equals(plain.data))
    assert.equal(a.digest, createHash('sha256').update(plain.data).digest('base64'))
    assert.equal(verifyEnvelope(got.envelopeXml, got.attachments).references.length, 3)
    // A changed digest (as if the plaintext differed) fails the signature check like changed bytes do.
    assert.throws(() => verifyEnvelope(got.envelopeXml, [{ ...a, digest: createHash('sha256').update('x').digest('base64') }]), (err: unknown) => err instanceof WsSecurityError && err.kind === 'DIGEST_MISMATCH')
    await disposeSource(a.source)
    // In memory: exactly decryptAttachments.
    const mem = await decryptAttachmentsAsync(wire.envelopeXml, wire.attachments, B)
    assert.ok(mem.attachments[0]?.data.equals(plain.data))
    assert.equal(mem.attachments[0]?.digest, undefined)
  } finally { await disposeSource(input.source) }
  assert.deepEqual(plainFiles(), [])
})

test('tampering with a spooled ciphertext: the same EBMS:0102 as for bytes, no plaintext file left', async () => {
  const { wire } = send(2 * 1024 * 1024)
  const cipher = (wire.attachments[0] as Attachment).data
  const changes: Array<[string, Buffer]> = [
    ['middle', (() => { const c = Buffer.from(cipher); c[c.length >> 1] ^= 1; return c })()],
    ['tag', (() => { const c = Buffer.from(cipher); c[c.length - 1] ^= 1; return c })()],
    ['iv', (() => { const c = Buffer.from(cipher); c[0] ^= 1; return c })()],
    ['truncated', cipher.subarray(0, 20)]
  ]
  for (const [what, data] of changes) {
    const a: Attachment = { ...(wire.attachments[0] as Attachment), data }
    const expected = codeSync(() => decryptAttachments(wire.envelopeXml, [a], B))
    assert.equal(expected, 'EBMS:0102 DECRYPTION', what)
    const input = await spooled(a)
    try {
      assert.equal(await code(decryptAttachmentsAsync(wire.envelopeXml, [input], B)), expected, what)
    } finally { await disposeSource(input.source) }
  }
  const input = await spooled(wire.attachments[0] as Attachment)
  try {
    assert.equal(await code(decryptAttachmentsAsync(wire.envelopeXml, [input], A)), 'EBMS:0102 WRONG_RECIPIENT')
  } finally { await disposeSource(input.source) }
  assert.deepEqual(plainFiles(), [])
})

test('aesGcmDecryptFile: short input refused, tag checked at the end', async () => {
  const src = await spool([Buffer.alloc(20)], { memoryLimit: 0 })
  try {
    await assert.rejects(aesGcmDecryptFile(Buffer.alloc(16), src as ByteSource & { kind: 'file' }), /shorter than IV and tag/)
  } finally { await disposeSource(src) }
  assert.deepEqual(plainFiles(), [])
})
