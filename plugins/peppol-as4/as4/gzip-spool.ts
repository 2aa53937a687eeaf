/**
 * gzip of a stream into a spool file (core/blobs/spool.ts) with the SHA-256 of the compressed bytes computed on the
 * way: the sender's step for a large AS4 payload (AS4 profile §3.1 compression; the digest is the
 * Attachment-Content-Signature-Transform digest of an application/gzip attachment, wssec Attachment.digest).
 *
 *   const gz = await gzipToSpool(sbd.open(), { level: 6, signal })
 *   gz.source   // file ByteSource (owned: disposeSource removes it); gz.sha256: base64 digest of its bytes
 *
 * Memory stays at a few zlib windows whatever the size. On any failure (input error, abort, disk) the partial file
 * is removed and the error rethrown.
 */
import { createHash } from 'node:crypto'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { createSpoolFile } from '../../../core/sdk/blobs.ts'
import type { ByteSource } from '../../../core/sdk/blobs.ts'

export interface GzipToSpoolOptions {
  /** zlib level (default 6, as compression.ts gzip). */
  level?: number
  /** Spool file name prefix. */
  label?: string
  signal?: AbortSignal
}

export async function gzipToSpool (input: AsyncIterable<unknown>, options: GzipToSpoolOptions = {}): Promise<{ source: ByteSource, sha256: string }> {
  const out = createSpoolFile(options.label ?? 'as4-gzip')
  const hash = createHash('sha256')
  try {
    await pipeline(
      input,
      zlib.createGzip({ level: options.level ?? 6, chunkSize: 64 * 1024 }),
      async function * (chunks: AsyncIterable<Buffer>) { for await (const c of chunks) { hash.update(c); yield c } },
      out.stream,
      ...(options.signal !== undefined ? [{ signal: options.signal }] : [])
    )
    return { source: await out.done(), sha256: hash.digest('base64') }
  } catch (err) {
    await out.abort()
    throw err
  }
}
