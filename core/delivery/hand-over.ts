/**
 * Handing a stored document to a channel plugin (send commands, core/sending/command-runner.ts, and `...Received`
 * events delivered to a document channel, core/delivery/hook-delivery.ts). A document up to HANDOVER_MAX_BYTES
 * (1 MiB) goes as bytes; a larger one is streamed from the blob store into a spool file and handed over as
 * document { bytes: empty, path, size } (core/sdk DocumentContent): the plugin's worker thread gets the path, not a
 * structured-clone copy of the bytes. The caller disposes `spooled` (disposeSource) when deliver() returns.
 */
import { pipeline } from 'node:stream/promises'
import type { Knex } from 'knex'
import { createSpoolFile } from '../blobs/spool.ts'
import { sourceSize, type ByteSource } from '../blobs/source.ts'
import { releaseAfterLargeDocument } from '../memory/release.ts'
import { openDocumentContent, type DocumentRecord } from '../documents/store.ts'
import type { DocumentContent } from '../sdk/index.ts'

/** Larger documents are handed to plugins as a temporary file. */
export const HANDOVER_MAX_BYTES = 1024 * 1024

/** `file`: the document is in this file (`bytes` then empty); `spooled`: that file, to dispose of afterwards;
 * `conversion`: the bytes are the document converted for the hook (core/delivery/hook-conversion.ts). */
export interface HandedOver { bytes: Uint8Array, mediaType: string, file?: { path: string, size: number }, spooled?: ByteSource, conversion?: DocumentContent['conversion'] }

/**
 * The document for a plugin: its bytes when small (`inline`: read with the metadata), else a spool file written from
 * the blob store one chunk at a time. Undefined when the document no longer exists.
 */
export async function handOver (knex: Knex, doc: DocumentRecord, inline: Buffer | null): Promise<HandedOver | undefined> {
  if (inline !== null && inline.length <= HANDOVER_MAX_BYTES) return { bytes: inline, mediaType: doc.mediaType }
  if (doc.size <= HANDOVER_MAX_BYTES) {
    // A small document kept in chunks (not written by insertDocument today): assembled in memory.
    const small = await openDocumentContent(knex, doc.id)
    if (small === undefined) return undefined
    const parts: Buffer[] = []
    for await (const c of small.stream) parts.push(c as Buffer)
    return { bytes: Buffer.concat(parts), mediaType: small.mediaType }
  }
  const content = await openDocumentContent(knex, doc.id)
  if (content === undefined) return undefined
  const out = createSpoolFile('handover')
  try {
    await pipeline(content.stream, out.stream)
    const spooled = await out.done()
    // Before the plugin's thread starts on it: the chunk buffers of this copy are garbage now (core/memory/release.ts).
    releaseAfterLargeDocument(sourceSize(spooled))
    if (spooled.kind !== 'file' || spooled.size !== content.size) throw new Error(`document ${doc.id}: ${spooled.kind === 'file' ? spooled.size : 0} bytes spooled, ${content.size} stored`)
    return { bytes: new Uint8Array(0), mediaType: content.mediaType, file: { path: spooled.path, size: spooled.size }, spooled }
  } catch (err) {
    await out.abort()
    throw err
  }
}

/** The DeliveryJob's `document` for a handed-over document. */
export function documentContentOf (doc: DocumentRecord, content: HandedOver): DocumentContent {
  const { bytes, file, mediaType, conversion } = content
  return { bytes, ...(file !== undefined ? { path: file.path, size: file.size } : { size: bytes.byteLength }), mediaType, ...(doc.documentTypeId !== null ? { documentType: doc.documentTypeId } : {}), filename: `${doc.documentId}.xml`, ...(conversion !== undefined ? { conversion } : {}) }
}
