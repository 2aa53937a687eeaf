/**
 * The blob store: a document's bytes in the database, cut into chunks (table document_chunks, migration 008), so a
 * 100 MB document is written and read one chunk per query and never held whole in memory. The functions below are
 * the whole interface (an object store could serve them later); a blob is named by its document's id.
 *
 *   const { size, sha256 } = await writeBlob(trx, documentId, src)  // a ByteSource or bytes, in the CALLER's
 *                                                                    // transaction; size and sha256 on the way
 *   openBlob(knex, documentId).pipe(res)                             // a Readable: one query per chunk
 *   const bytes = await readBlob(knex, documentId)                   // whole, for blobs known to be small
 *
 * A file source is read chunk by chunk into one reused buffer; a memory source is cut into views (no copy). An
 * empty blob has no chunks. The document row must exist first (chunks reference it; deleting it deletes them).
 * Chunk size: BLOB_CHUNK_BYTES (1 MiB; see core/documents/README.md for the 256 KiB / 1 MiB measurements).
 *
 * Transfer: both drivers send a Buffer parameter as binary and read bytea as hex text decoded natively (node-postgres
 * itself; PGlite through core/db/pglite-client.ts and PGLITE_BYTEA in core/db/open.ts, which replace PGlite's
 * per-byte JavaScript: 700 ms per MiB written and 300 ms per MiB read).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { Readable } from 'node:stream'
import type { Knex } from 'knex'
import { sourceSize, type ByteSource } from './source.ts'
import { collectAsStreamed } from '../memory/release.ts'

export const BLOB_CHUNK_BYTES = 1024 * 1024
const TABLE = 'document_chunks'

type Db = Knex | Knex.Transaction

export interface BlobInfo { size: number, sha256: string, chunks: number }

const asBuffer = (v: Uint8Array): Buffer => Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)

/** The Buffer of a bytea column (null stays null). */
export function fromBytea (value: unknown): Buffer | null {
  if (value === null || value === undefined) return null
  return asBuffer(value as Uint8Array)
}

async function insertChunk (db: Db, id: string, seq: number, data: Buffer): Promise<void> {
  await db(TABLE).insert({ document_id: id, seq, data })
}

/** Rows of chunks as Buffers, for `where` (document_id, and seq for one chunk). */
async function selectChunks (db: Db, where: { document_id: string, seq?: number }): Promise<Buffer[]> {
  const rows = await db(TABLE).where(where).orderBy('seq', 'asc').select('data')
  return rows.map(r => fromBytea(r.data) as Buffer)
}

/** Writes `content` as the blob `id` (which must not have chunks yet). */
export async function writeBlob (db: Db, id: string, content: Uint8Array | ByteSource, opts: { chunkSize?: number } = {}): Promise<BlobInfo> {
  const chunkSize = opts.chunkSize ?? BLOB_CHUNK_BYTES
  const src: ByteSource = content instanceof Uint8Array ? { kind: 'memory', bytes: asBuffer(content) } : content
  const hash = createHash('sha256')
  let seq = 0
  const put = async (data: Buffer): Promise<void> => {
    collectAsStreamed(data.length)
    hash.update(data)
    await insertChunk(db, id, seq++, data)
  }
  if (src.kind === 'memory') {
    for (let at = 0; at < src.bytes.length; at += chunkSize) await put(src.bytes.subarray(at, at + chunkSize))
    return { size: src.bytes.length, sha256: hash.digest('hex'), chunks: seq }
  }
  const fh = await fs.promises.open(src.path, 'r')
  let size = 0
  try {
    const buf = Buffer.allocUnsafe(Math.min(chunkSize, Math.max(1, sourceSize(src))))
    for (;;) {
      let filled = 0
      while (filled < buf.length) {
        const { bytesRead } = await fh.read(buf, filled, buf.length - filled, size + filled)
        if (bytesRead === 0) break
        filled += bytesRead
      }
      if (filled === 0) break
      await put(buf.subarray(0, filled))
      size += filled
      if (filled < buf.length) break
    }
  } finally { await fh.close() }
  return { size, sha256: hash.digest('hex'), chunks: seq }
}

/** The blob as a stream of Buffers, fetching one chunk per query when the consumer asks for more. */
export function openBlob (db: Db, id: string): Readable {
  let seq = 0
  return new Readable({
    // One chunk waits in the buffer at most; the next query starts when it is taken.
    highWaterMark: 1,
    read () {
      selectChunks(db, { document_id: id, seq }).then(rows => {
        const data = rows[0]
        if (data === undefined) { this.push(null); return }
        seq++
        collectAsStreamed(data.length)
        this.push(data)
      }, (err: Error) => { this.destroy(err) })
    }
  })
}

/** All bytes of the blob in one Buffer (empty when it has no chunks). Only for blobs known to be small. */
export async function readBlob (db: Db, id: string): Promise<Buffer> {
  const parts = await selectChunks(db, { document_id: id })
  return parts.length === 1 ? parts[0] as Buffer : Buffer.concat(parts)
}

/** Removes the blob's chunks (deleting the document does it too). */
export async function deleteBlob (db: Db, id: string): Promise<void> {
  await db(TABLE).where({ document_id: id }).del()
}
