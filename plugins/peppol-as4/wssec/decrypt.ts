/**
 * decryptAttachments: the receiving side of encrypt.ts. Finds the xenc:EncryptedKey of the wsse:Security header,
 * checks that it was made for our certificate (its KeyInfo must reference a X509v3 BinarySecurityToken holding
 * exactly our certificate), unwraps the AES key with RSA-OAEP (SHA-256, MGF1-SHA-256), and decrypts every
 * attachment named by an xenc:EncryptedData of its ReferenceList (AES-128-GCM, IV first, tag last).
 *
 * Returns the envelope unchanged (the header keeps describing what was encrypted, for the non-repudiation record)
 * and the attachments with plaintext data and contentType = EncryptedData@MimeType. An attachment no EncryptedData
 * names is refused (EBMS:0103, Peppol encrypts every part) unless `allowUnencrypted`, then returned as it is.
 * Every other failure is a WsSecurityError with EBMS:0102, except a key reference that is not a direct
 * BinarySecurityToken reference (EBMS:0103, as for the signature).
 * Then call verifyEnvelope with the returned attachments (sign-then-encrypt means decrypt-then-verify).
 *
 * decryptAttachmentsAsync does the same for attachments that may be spooled to files (SourcedAttachment.source, the
 * AS4 receiver's large parts): a file is decrypted as a stream into a new spool file (IV = its first 12 bytes, the tag
 * read first from its last 16; final() authenticates) while the SHA-256 of the plaintext is computed, which is the
 * Attachment-Content-Signature-Transform digest of a binary (application/gzip) part: it is returned as `digest`, so
 * verifyEnvelope does not read the file again. On failure the output file is removed and the error is the same
 * WsSecurityError as for bytes. Attachments in memory are decrypted exactly as decryptAttachments does.
 */
import { constants, createDecipheriv, createHash, privateDecrypt } from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import { createSpoolFile } from '../../../core/sdk/blobs.ts'
import type { ByteSource } from '../../../core/sdk/blobs.ts'
import type { Element } from '@xmldom/xmldom'
import { childElements } from '../../../core/sdk/xml.ts'
import { AES128_KEY_BYTES, ALGO, GCM_IV_BYTES, GCM_TAG_BYTES, NS, WSS } from './constants.ts'
import { certInfo, idIndex, onlyChild, parseEnvelopeShared, privateKey, securityHeaders } from './dom.ts'
import { decryptFailure, policyFailure, WsSecurityError } from './errors.ts'
import { findAttachment, isBinaryContent } from './swa.ts'
import type { Attachment, KeyPair } from './types.ts'
import { tokenCertificate } from './verify.ts'
import { collectAsStreamed } from '../../../core/sdk/blobs.ts'

/** Inverse of aesGcmEncrypt; throws when the data is too short or the tag does not authenticate. */
export function aesGcmDecrypt (key: Buffer, data: Buffer): Buffer {
  if (data.length < GCM_IV_BYTES + GCM_TAG_BYTES) throw new Error(`ciphertext of ${data.length} bytes is shorter than IV and tag`)
  const decipher = createDecipheriv(key.length === 32 ? 'aes-256-gcm' : key.length === 24 ? 'aes-192-gcm' : 'aes-128-gcm', key, data.subarray(0, GCM_IV_BYTES))
  decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES))
  const plain = decipher.update(data.subarray(GCM_IV_BYTES, data.length - GCM_TAG_BYTES))
  const rest = decipher.final() // GCM is a stream mode: always empty; no concat copy of a large payload then
  return rest.length === 0 ? plain : Buffer.concat([plain, rest])
}

const algorithmOf = (e: Element | undefined): string => e?.getAttribute('Algorithm') ?? ''

/** An Attachment whose content may be a spooled file (`source` kind 'file': `data` is then empty). */
export interface SourcedAttachment extends Attachment { source?: ByteSource }

type FileSource = ByteSource & { kind: 'file' }

/** Bytes the plaintext file's stream may hold before decryption waits for the disk. */
const WRITE_AHEAD = 1024 * 1024

/**
 * Streams AES-GCM decryption of a file (IV first, tag last) into a new spool file, hashing the plaintext (SHA-256,
 * base64). Throws when the data is too short or the tag does not authenticate; the output file is then removed.
 */
export async function aesGcmDecryptFile (key: Buffer, src: FileSource): Promise<{ plain: FileSource, sha256: string }> {
  if (src.size < GCM_IV_BYTES + GCM_TAG_BYTES) throw new Error(`ciphertext of ${src.size} bytes is shorter than IV and tag`)
  const fh = await fs.promises.open(src.path, 'r')
  const iv = Buffer.alloc(GCM_IV_BYTES)
  const tag = Buffer.alloc(GCM_TAG_BYTES)
  try {
    await fh.read(iv, 0, GCM_IV_BYTES, 0)
    await fh.read(tag, 0, GCM_TAG_BYTES, src.size - GCM_TAG_BYTES)
  } finally { await fh.close() }
  const decipher = createDecipheriv(key.length === 32 ? 'aes-256-gcm' : key.length === 24 ? 'aes-192-gcm' : 'aes-128-gcm', key, iv)
  decipher.setAuthTag(tag)
  const hash = createHash('sha256')
  const out = createSpoolFile('as4-plain')
  let writeError: Error | undefined
  out.stream.on('error', err => { writeError = err })
  try {
    const end = src.size - GCM_TAG_BYTES - 1
    if (end >= GCM_IV_BYTES) {
      for await (const chunk of fs.createReadStream(src.path, { start: GCM_IV_BYTES, end, highWaterMark: 64 * 1024 })) {
        const plain = decipher.update(chunk as Buffer)
        collectAsStreamed(plain.length)
        hash.update(plain)
        if (!out.stream.write(plain) && out.stream.writableLength > WRITE_AHEAD) await once(out.stream, 'drain')
        if (writeError !== undefined) throw writeError
      }
    }
    const rest = decipher.final() // authenticates: throws when the ciphertext or the tag was changed
    if (rest.length > 0) { hash.update(rest); out.stream.write(rest) }
    const plain = await out.done() as FileSource
    if (writeError !== undefined) throw writeError
    return { plain, sha256: hash.digest('base64') }
  } catch (err) {
    await out.abort()
    throw err
  }
}

export interface DecryptOptions {
  /** Accept attachments that no EncryptedData names (default false: Peppol encrypts every part, else EBMS:0103). */
  allowUnencrypted?: boolean
}

/**
 * Decrypts the attachments named by the EncryptedKey made for `recipient`. Throws WsSecurityError (see the module
 * comment); anything unexpected while processing becomes EBMS:0102.
 */
export function decryptAttachments (envelopeXml: string, attachments: Attachment[], recipient: KeyPair, options: DecryptOptions = {}): { envelopeXml: string, attachments: Attachment[] } {
  try {
    return decrypt(envelopeXml, attachments, recipient, options)
  } catch (err) {
    if (err instanceof WsSecurityError) throw err
    throw decryptFailure('DECRYPTION', `the encrypted message cannot be processed: ${(err as Error).message}`, err)
  }
}

/**
 * Async decryptAttachments for attachments that may be spooled files (see the module comment). The returned
 * attachments of spooled parts carry `source` (a new spool file the caller disposes) and, for binary content types,
 * `digest`. The input files are not removed.
 */
export async function decryptAttachmentsAsync (envelopeXml: string, attachments: SourcedAttachment[], recipient: KeyPair, options: DecryptOptions = {}): Promise<{ envelopeXml: string, attachments: SourcedAttachment[] }> {
  const created: SourcedAttachment[] = []
  try {
    const { key, jobs } = plan(envelopeXml, attachments, recipient, options)
    const out: SourcedAttachment[] = attachments.slice()
    for (const job of jobs) {
      const source = attachments[job.index] as SourcedAttachment
      if (source.source?.kind !== 'file') { out[job.index] = decryptOne(key, job, source); continue }
      let result
      try {
        result = await aesGcmDecryptFile(key, source.source)
      } catch (err) {
        throw decryptFailure('DECRYPTION', `${job.cid}: AES-GCM decryption failed (ciphertext changed or wrong key): ${(err as Error).message}`, err)
      }
      const a: SourcedAttachment = { contentId: source.contentId, contentType: job.contentType, data: Buffer.alloc(0), mimeType: job.contentType, source: result.plain }
      created.push(a)
      // The transform's digest is the plain SHA-256 for binary types; other types need their content (small ones).
      if (isBinaryContent(job.contentType)) a.digest = result.sha256
      else a.data = await fs.promises.readFile(result.plain.path)
      out[job.index] = a
    }
    checkAllEncrypted(attachments, jobs, options)
    return { envelopeXml, attachments: out }
  } catch (err) {
    for (const a of created) if (a.source?.kind === 'file') await fs.promises.rm(a.source.path, { force: true }).catch(() => {})
    if (err instanceof WsSecurityError) throw err
    throw decryptFailure('DECRYPTION', `the encrypted message cannot be processed: ${(err as Error).message}`, err)
  }
}

interface DecryptJob { index: number, cid: string, contentType: string }

function decrypt (envelopeXml: string, attachments: Attachment[], recipient: KeyPair, options: DecryptOptions): { envelopeXml: string, attachments: Attachment[] } {
  const { key, jobs } = plan(envelopeXml, attachments, recipient, options)
  const out = attachments.slice()
  for (const job of jobs) out[job.index] = decryptOne(key, job, attachments[job.index] as Attachment)
  checkAllEncrypted(attachments, jobs, options)
  return { envelopeXml, attachments: out }
}

function decryptOne (key: Buffer, job: DecryptJob, source: Attachment): Attachment {
  let plain: Buffer
  try {
    plain = aesGcmDecrypt(key, source.data)
  } catch (err) {
    throw decryptFailure('DECRYPTION', `${job.cid}: AES-GCM decryption failed (ciphertext changed or wrong key): ${(err as Error).message}`, err)
  }
  return { contentId: source.contentId, contentType: job.contentType, data: plain, mimeType: job.contentType }
}

/** Every check of the security header and the key unwrap; the attachments to decrypt, with their plaintext type. */
function plan (envelopeXml: string, attachments: Attachment[], recipient: KeyPair, options: DecryptOptions): { key: Buffer, jobs: DecryptJob[] } {
  const parsed = parseEnvelopeShared(envelopeXml, (reason, cause) => decryptFailure('MALFORMED', reason, cause))
  const { header } = parsed
  const securities = securityHeaders(header)
  if (securities.length !== 1) throw decryptFailure(securities.length === 0 ? 'NO_SECURITY_HEADER' : 'SEVERAL_SECURITY_HEADERS', `the message has ${securities.length} wsse:Security headers (one is needed to decrypt)`)
  const security = securities[0] as Element
  const keys = childElements(security, NS.XENC, 'EncryptedKey')
  if (keys.length !== 1) throw decryptFailure('DECRYPTION', `the security header holds ${keys.length} xenc:EncryptedKey elements (exactly one is supported)`)
  const encryptedKey = keys[0] as Element

  // Key transport algorithm: rsa-oaep (xmlenc11) with SHA-256 digest and MGF1-SHA-256 only.
  const method = onlyChild(encryptedKey, NS.XENC, 'EncryptionMethod')
  const transport = algorithmOf(method)
  const oaepDigest = method === undefined ? '' : algorithmOf(onlyChild(method, NS.DS, 'DigestMethod'))
  const mgf = method === undefined ? '' : algorithmOf(onlyChild(method, NS.XENC11, 'MGF'))
  if (transport !== ALGO.RSA_OAEP_11 || oaepDigest !== ALGO.SHA256 || mgf !== ALGO.MGF1_SHA256) {
    throw decryptFailure('DECRYPTION', `key transport ${JSON.stringify(transport)} (digest ${JSON.stringify(oaepDigest)}, MGF ${JSON.stringify(mgf)}) is not supported; Peppol uses ${ALGO.RSA_OAEP_11} with sha256 and mgf1sha256`)
  }

  const ids = idIndex(parsed)
  const ours = certInfo(recipient.certPem)
  let target
  try {
    target = tokenCertificate(onlyChild(encryptedKey, NS.DS, 'KeyInfo'), security, ids, 'encryption')
  } catch (err) {
    if (err instanceof WsSecurityError && err.kind === 'CERTIFICATE') throw decryptFailure('CERTIFICATE', err.reason, err)
    throw err
  }
  if (!target.x509.raw.equals(ours.x509.raw)) {
    throw decryptFailure('WRONG_RECIPIENT', `the message is encrypted for ${target.subject}, not for our certificate ${ours.subject}`)
  }

  const cipherValue = onlyChild(encryptedKey, NS.XENC, 'CipherData')
  const wrapped = Buffer.from((cipherValue === undefined ? '' : onlyChild(cipherValue, NS.XENC, 'CipherValue')?.textContent ?? '').replace(/\s+/g, ''), 'base64')
  let key: Buffer
  try {
    key = privateDecrypt({ key: privateKey(recipient.keyPem), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped)
  } catch (err) {
    throw decryptFailure('DECRYPTION', 'the content key cannot be unwrapped with our private key', err)
  }

  const refList = onlyChild(encryptedKey, NS.XENC, 'ReferenceList')
  const dataRefs = refList === undefined ? [] : childElements(refList, NS.XENC, 'DataReference').map(r => r.getAttribute('URI') ?? '')
  if (dataRefs.length === 0) throw decryptFailure('DECRYPTION', 'the EncryptedKey has no ReferenceList/DataReference')

  const jobs: DecryptJob[] = []
  const done = new Set<number>()
  for (const uri of dataRefs) {
    const found = uri.startsWith('#') ? ids.get(uri.slice(1)) ?? [] : []
    if (found.length !== 1) throw decryptFailure('DECRYPTION', `DataReference ${uri} resolves to ${found.length} elements`)
    const data = found[0] as Element
    if (data.namespaceURI !== NS.XENC || data.localName !== 'EncryptedData' || data.parentNode !== security) {
      throw decryptFailure('DECRYPTION', `DataReference ${uri} does not name an EncryptedData of the security header`)
    }
    const type = data.getAttribute('Type') ?? ''
    if (type !== WSS.ATTACHMENT_CONTENT_ONLY) throw decryptFailure('DECRYPTION', `EncryptedData ${uri}: Type ${JSON.stringify(type)} is not supported (only Attachment-Content-Only)`)
    const enc = algorithmOf(onlyChild(data, NS.XENC, 'EncryptionMethod'))
    if (enc !== ALGO.AES128_GCM) throw decryptFailure('DECRYPTION', `EncryptedData ${uri}: content encryption ${JSON.stringify(enc)} is not supported (only ${ALGO.AES128_GCM})`)
    const cipherData = onlyChild(data, NS.XENC, 'CipherData')
    const cipherRef = cipherData === undefined ? undefined : onlyChild(cipherData, NS.XENC, 'CipherReference')
    const cid = cipherRef?.getAttribute('URI') ?? ''
    const transformsEl = cipherRef === undefined ? undefined : onlyChild(cipherRef, NS.XENC, 'Transforms')
    const transforms = transformsEl === undefined ? [] : childElements(transformsEl, NS.DS, 'Transform').map(t => algorithmOf(t))
    if (!/^cid:/i.test(cid) || transforms.length !== 1 || transforms[0] !== WSS.ATTACHMENT_CIPHERTEXT) {
      throw decryptFailure('DECRYPTION', `EncryptedData ${uri} must have a CipherReference to a cid: URI with the Attachment-Ciphertext-Transform`)
    }
    const matches = findAttachment(attachments, cid)
    if (matches.length !== 1) throw decryptFailure('DECRYPTION', `EncryptedData ${uri}: ${cid} names ${matches.length} attachments (exactly one is required)`)
    const index = attachments.indexOf(matches[0] as Attachment)
    if (done.has(index)) throw decryptFailure('DECRYPTION', `${cid} is encrypted twice`)
    done.add(index)
    if (key.length !== AES128_KEY_BYTES) throw decryptFailure('DECRYPTION', `the unwrapped key has ${key.length} bytes; aes128-gcm needs ${AES128_KEY_BYTES}`)
    const source = matches[0] as Attachment
    const mimeType = data.getAttribute('MimeType') ?? ''
    jobs.push({ index, cid, contentType: mimeType !== '' ? mimeType : source.mimeType ?? source.contentType })
  }
  return { key, jobs }
}

/** Refuses attachments no EncryptedData names (after decryption, as before: a decryption failure is reported first). */
function checkAllEncrypted (attachments: Attachment[], jobs: DecryptJob[], options: DecryptOptions): void {
  if (options.allowUnencrypted === true || jobs.length >= attachments.length) return
  const done = new Set(jobs.map(j => j.index))
  const plain = attachments.find((_, i) => !done.has(i)) as Attachment
  throw policyFailure('UNENCRYPTED', `attachment cid:${plain.contentId} is not encrypted`)
}
