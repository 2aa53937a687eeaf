/**
 * The Peppol SBD of a large document as a stream: the same bytes as sbdh.ts buildSbdh (its header, the document
 * without BOM / XML declaration / leading whitespace, the end tag), read from a ByteSource in 64 KiB pieces, so a
 * 100 MB invoice is never held in memory.
 *
 *   const sbd = await sbdhStream({ sender, receiver, documentTypeId, processId, countryC1 }, fileSource(path, size))
 *   sbd.length            // exact byte length of the SBD
 *   sbd.open()            // Readable of the SBD (each call reads the source again)
 *
 * The header is built by sbdhHead from the first HEAD_BYTES of the document (its prolog and root start tag must fit
 * there), so the checks and errors are buildSbdh's (TypeError): UTF-8 only, a root element matching the document type,
 * the scopes. The DOCTYPE / ENTITY refusal covers the whole document: the rest is checked as it streams, and the stream
 * fails with that TypeError when it finds one (the consumer, e.g. gzip to a spool file, then fails too).
 */
import { Readable } from 'node:stream'
import { headOfSource, openSource, sourceSize, type ByteSource } from '../../../core/sdk/blobs.ts'
import { SBDH_TAIL, sbdhHead, type SbdhInput } from './sbdh.ts'
import { collectAsStreamed } from '../../../core/sdk/blobs.ts'
import { DtdMarkupScanner } from '../../../core/sdk/xml.ts'

/** How much of the document is read to build the header (a root start tag is at most 1 MiB: xml-bytes.ts). */
export const HEAD_BYTES = 2 * 1024 * 1024


export interface SbdhStream {
  /** The SBD length in bytes. */
  length: number
  /** The SBD as a fresh stream. */
  open: () => Readable
  /** The header that precedes the document (what buildSbdh writes first). */
  head: Buffer
}

export async function sbdhStream (input: Omit<SbdhInput, 'document'>, src: ByteSource): Promise<SbdhStream> {
  const { head, bodyStart } = sbdhHead(input, await headOfSource(src, HEAD_BYTES))
  const size = sourceSize(src)
  return {
    head,
    length: head.length + (size - bodyStart) + SBDH_TAIL.length,
    open: () => Readable.from(pieces(head, src, bodyStart, size), { objectMode: false, highWaterMark: 64 * 1024 })
  }
}

async function * pieces (head: Buffer, src: ByteSource, bodyStart: number, size: number): AsyncGenerator<Buffer> {
  yield head
  const dtd = new DtdMarkupScanner()
  let seen = 0
  if (bodyStart < size) {
    for await (const raw of openSource(src, { start: bodyStart })) {
      const chunk = raw as Buffer
      seen += chunk.length
      collectAsStreamed(chunk.length)
      if (dtd.pushBytes(chunk) !== undefined) throw new TypeError('the document contains a DOCTYPE or ENTITY declaration')
      yield chunk
    }
  }
  if (seen !== size - bodyStart) throw new Error(`the document changed while it was read (${seen + bodyStart} bytes, ${size} expected)`)
  yield SBDH_TAIL
}
