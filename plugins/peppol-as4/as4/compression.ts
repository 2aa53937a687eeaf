/**
 * AS4 payload compression (AS4 profile §3.1: CompressionType application/gzip, the MimeType property names the type
 * before compression) and the consistency check between the eb:PartInfo declarations and the MIME parts.
 *
 *   const gz = gzip(sbdhBytes)                                    // sender
 *   const pairs = checkPayloadParts(env.partInfos, msg.attachments, { plaintext: true })   // receiver, after decryption
 *   const sbdh = gunzipLimited(pairs[0].attachment.data, { maxBytes: 200 * 1024 * 1024 })
 *
 * Errors (Ebms3Error): EBMS:0303 DecompressionFailure (not gzip, corrupt, or larger than maxBytes once decompressed:
 * the zip-bomb guard stops inflating at the limit), EBMS:0003 ValueInconsistent (a CompressionType other than
 * application/gzip, compression without MimeType), EBMS:0011 ExternalPayloadError (a cid: PartInfo without its MIME
 * part), EBMS:0007 MimeInconsistency (a MIME part that no PartInfo describes).
 * phase4's WrongCompression.mime declares CompressionType "application/rar" for a part whose bytes are gzip
 * (1f 8b): unsupported and inconsistent with the bytes, hence EBMS:0003 as phase4 expects.
 */
import zlib from 'node:zlib'
import { promisify } from 'node:util'
import { Ebms3Error } from './errors.ts'
import { PEPPOL_AS4 } from './constants.ts'
import type { PartInfoView } from './ebms-parse.ts'
import { headOfSource, openSource, type ByteSource } from '../../../core/sdk/blobs.ts'
import { collectAsStreamed } from '../../../core/sdk/blobs.ts'

export const DEFAULT_MAX_DECOMPRESSED = 200 * 1024 * 1024

const gunzipAsync = promisify(zlib.gunzip) as (buf: Buffer, opts: zlib.ZlibOptions) => Promise<Buffer>
const gzipAsyncZ = promisify(zlib.gzip) as (buf: Buffer, opts: zlib.ZlibOptions) => Promise<Buffer>

export function isGzip (data: Buffer): boolean {
  return data.length >= 3 && data[0] === 0x1f && data[1] === 0x8b && data[2] === 0x08
}

/** gzip (level 6 by default; level 1 is about twice as fast for a slightly larger output). */
export function gzip (data: Buffer, level = 6): Buffer {
  return zlib.gzipSync(data, { level })
}

export async function gzipAsync (data: Buffer, level = 6): Promise<Buffer> {
  return await gzipAsyncZ(data, { level })
}

function decompressionError (err: unknown, maxBytes: number): Ebms3Error {
  const e = err as NodeJS.ErrnoException
  if (e instanceof RangeError || e.code === 'ERR_BUFFER_TOO_LARGE') {
    return new Ebms3Error('EBMS:0303', `the payload is larger than ${maxBytes} bytes once decompressed`, { reason: 'DECOMPRESSED_TOO_LARGE', cause: err })
  }
  return new Ebms3Error('EBMS:0303', `the payload cannot be gunzipped: ${e.message}`, { reason: 'GUNZIP_FAILED', cause: err })
}

function assertGzip (data: Buffer): void {
  if (!isGzip(data)) throw new Ebms3Error('EBMS:0303', 'the payload declared as application/gzip does not start with the gzip signature 1f 8b 08', { reason: 'NOT_GZIP' })
}

/** Synchronous gunzip with an output limit (fast for small payloads). */
export function gunzipLimited (data: Buffer, options: { maxBytes?: number } = {}): Buffer {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_DECOMPRESSED
  assertGzip(data)
  try {
    return zlib.gunzipSync(data, { maxOutputLength: maxBytes })
  } catch (err) {
    throw decompressionError(err, maxBytes)
  }
}

/** gunzip on the libuv thread pool with an output limit (for large payloads). */
export async function gunzipLimitedAsync (data: Buffer, options: { maxBytes?: number } = {}): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_DECOMPRESSED
  assertGzip(data)
  try {
    return await gunzipAsync(data, { maxOutputLength: maxBytes })
  } catch (err) {
    throw decompressionError(err, maxBytes)
  }
}

export interface AttachmentLike { contentId: string | undefined, contentType: string, data: Buffer }

export interface PayloadPair<A extends AttachmentLike = AttachmentLike> { partInfo: PartInfoView, attachment: A }

export interface CheckPayloadOptions {
  /**
   * The attachment bytes are the real (decrypted) payload, so their gzip signature can be checked. Pass false
   * (default) before decryption: the ciphertext says nothing about compression.
   */
  plaintext?: boolean
}

/** Matches each cid: PartInfo to its MIME part and checks the compression declarations; see the module comment. */
export function checkPayloadParts<A extends AttachmentLike> (partInfos: PartInfoView[], attachments: A[], options: CheckPayloadOptions = {}): Array<PayloadPair<A>> {
  const pairs: Array<PayloadPair<A>> = []
  const used = new Set<A>()
  for (const partInfo of partInfos) {
    if (partInfo.contentId === undefined) continue
    const attachment = attachments.find(a => a.contentId === partInfo.contentId)
    if (attachment === undefined) {
      throw new Ebms3Error('EBMS:0011', `no MIME part has the Content-ID of PartInfo href="${partInfo.href ?? ''}"`, { reason: 'PAYLOAD_MISSING' })
    }
    used.add(attachment)
    const ct = partInfo.compressionType
    if (ct !== undefined) {
      if (ct.trim().toLowerCase() !== PEPPOL_AS4.COMPRESSION_GZIP) {
        const actual = isGzip(attachment.data) ? ' (the bytes are gzip)' : ''
        throw new Ebms3Error('EBMS:0003', `PartInfo ${partInfo.href ?? ''}: CompressionType "${ct}" is not supported, AS4 uses application/gzip${actual}`, { reason: 'COMPRESSION_TYPE' })
      }
      if (partInfo.mimeType === undefined || partInfo.mimeType.trim() === '') {
        throw new Ebms3Error('EBMS:0003', `PartInfo ${partInfo.href ?? ''}: a compressed part needs the MimeType part property`, { reason: 'COMPRESSION_NO_MIMETYPE' })
      }
      if (options.plaintext === true) assertGzip(attachment.data)
    }
    pairs.push({ partInfo, attachment })
  }
  const stray = attachments.find(a => !used.has(a))
  if (stray !== undefined) {
    throw new Ebms3Error('EBMS:0007', `the MIME part <${stray.contentId ?? '(no Content-ID)'}> is not described by any PartInfo`, { reason: 'PAYLOAD_UNDECLARED' })
  }
  return pairs
}

/** The payload bytes of one pair: gunzipped when its PartInfo declares gzip, else the bytes as received. */
export function payloadBytes (pair: PayloadPair, options: { maxBytes?: number } = {}): Buffer {
  return pair.partInfo.compressionType === undefined ? pair.attachment.data : gunzipLimited(pair.attachment.data, options)
}

// --- Streaming gunzip (receiver of large payloads) ---------------------------------------------------------------

/** ISIZE of a gzip member (the uncompressed length mod 2^32, last 4 bytes): a hint only (the sender may lie). */
export function gzipSizeHint (data: Buffer): number | undefined {
  return isGzip(data) && data.length >= 18 ? data.readUInt32LE(data.length - 4) : undefined
}

/**
 * gunzip of a ByteSource (a spooled file or bytes) as an async iterable of chunks, with the same limit and the same
 * EBMS:0303 errors as gunzipLimited (NOT_GZIP, GUNZIP_FAILED, DECOMPRESSED_TOO_LARGE: stops inflating at the limit).
 *
 *   for await (const chunk of gunzipSource(src, { maxBytes })) ...
 */
export async function * gunzipSource (src: ByteSource, options: { maxBytes?: number } = {}): AsyncGenerator<Buffer> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_DECOMPRESSED
  assertGzip(await headOfSource(src, 3))
  const input = openSource(src)
  const gunzip = zlib.createGunzip({ chunkSize: 64 * 1024 })
  input.on('error', err => gunzip.destroy(err))
  input.pipe(gunzip)
  let size = 0
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      size += chunk.length
      collectAsStreamed(chunk.length)
      if (size > maxBytes) throw new Ebms3Error('EBMS:0303', `the payload is larger than ${maxBytes} bytes once decompressed`, { reason: 'DECOMPRESSED_TOO_LARGE' })
      yield chunk
    }
  } catch (err) {
    if (err instanceof Ebms3Error) throw err
    throw decompressionError(err, maxBytes)
  } finally {
    input.unpipe(gunzip)
    input.destroy()
    gunzip.destroy()
  }
}
