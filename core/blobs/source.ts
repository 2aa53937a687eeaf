/**
 * ByteSource: a payload that is either small and in memory, or large and spooled to a temporary file. Every stage of
 * a large-document path (API upload, blob store, plugin hand-over, AS4 build and receive) passes ByteSources, so a
 * 100 MB document is never held whole in memory, while a 10 KB invoice stays a Buffer (no file I/O).
 *
 *   const src = await spool(req.raw, { maxBytes })          // core/blobs/spool.ts
 *   for await (const chunk of openSource(src)) ...           // a Readable in both cases
 *   const small = await readSource(src)                      // the bytes (only where the size is known to be small)
 *   await disposeSource(src)                                 // removes a spool file; no-op for memory
 */
import fs from 'node:fs'
import { Readable } from 'node:stream'

export type ByteSource =
  | { kind: 'memory', bytes: Buffer }
  /** A file this process owns (owned: true: disposeSource deletes it). */
  | { kind: 'file', path: string, size: number, owned: boolean }

export const memorySource = (bytes: Uint8Array): ByteSource =>
  ({ kind: 'memory', bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) })

export const fileSource = (path: string, size: number, owned = true): ByteSource => ({ kind: 'file', path, size, owned })

export const sourceSize = (src: ByteSource): number => src.kind === 'memory' ? src.bytes.length : src.size

/** The bytes as a stream of Buffers (64 KiB reads for a file). `start`/`end` (inclusive) select a range. */
export function openSource (src: ByteSource, range: { start?: number, end?: number } = {}): Readable {
  if (src.kind === 'memory') {
    const b = src.bytes.subarray(range.start ?? 0, range.end === undefined ? undefined : range.end + 1)
    return Readable.from(b.length === 0 ? [] : [b], { objectMode: false })
  }
  return fs.createReadStream(src.path, { highWaterMark: 64 * 1024, ...range })
}

/** All bytes in one Buffer. Only for sources known to be small (or callers that accept the memory). */
export async function readSource (src: ByteSource): Promise<Buffer> {
  if (src.kind === 'memory') return src.bytes
  return await fs.promises.readFile(src.path)
}

/** The first `n` bytes (or fewer), without reading the rest. */
export async function headOfSource (src: ByteSource, n: number): Promise<Buffer> {
  if (src.kind === 'memory') return src.bytes.subarray(0, n)
  const fh = await fs.promises.open(src.path, 'r')
  try {
    const buf = Buffer.alloc(Math.min(n, src.size))
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0)
    return buf.subarray(0, bytesRead)
  } finally { await fh.close() }
}

/** Deletes an owned spool file (errors ignored: the file may be gone already). */
export async function disposeSource (src: ByteSource | undefined): Promise<void> {
  if (src?.kind === 'file' && src.owned) await fs.promises.rm(src.path, { force: true }).catch(() => {})
}

/** What a worker thread can receive: a memory source's bytes are copied by structured clone, a file by its path. */
export const isByteSource = (v: unknown): v is ByteSource =>
  typeof v === 'object' && v !== null && (((v as ByteSource).kind === 'memory' && Buffer.isBuffer((v as { bytes: unknown }).bytes)) || ((v as ByteSource).kind === 'file' && typeof (v as { path: unknown }).path === 'string'))
