/**
 * Streaming MIME writer for AS4 (multipart/related, the same wire format as mime.ts writeMultipart): parts are either
 * in memory (a Buffer or a string) or a stream factory with its exact length, so a large attachment goes from its
 * spool file to the HTTP request without ever being held whole. The total length is known before the first byte
 * (HTTP Content-Length).
 *
 *   const mp = writeMultipartStream([
 *     { contentType: SOAP12_CONTENT_TYPE, data: envelopeXml },
 *     { contentId, contentType: 'application/octet-stream', length: 12 + n + 16, open: () => cipherStream() }
 *   ])
 *   await request(url, { method: 'POST', body: mp.open(), headers: { 'content-type': mp.contentType, 'content-length': String(mp.length) } })
 *
 * `open()` may be called again (a retry): every call opens the parts' streams anew. The body stream fails (instead of
 * sending a body that does not match Content-Length or its own delimiters) when a streamed part yields more or fewer
 * bytes than its `length`, or contains the boundary delimiter (checked across chunk edges; with the random boundary
 * this only happens on purpose). For in-memory parts only, the output is byte-identical to writeMultipart's with the
 * same boundary and Content-IDs.
 */
import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { normaliseContentId } from './mime-headers.ts'
import { collectAsStreamed } from '../../../core/sdk/blobs.ts'

const SOAP12_MEDIA_TYPE = 'application/soap+xml'

/** The delimiter and header block of part `index` (the first part has no leading CRLF). */
function partHead (boundary: string, part: PartHead, id: string | undefined, index: number): Buffer {
  let head = `--${boundary}\r\nContent-Type: ${part.contentType}\r\nContent-Transfer-Encoding: binary\r\n`
  if (id !== undefined) head += `Content-ID: <${normaliseContentId(id)}>\r\n`
  for (const [name, value] of Object.entries(part.headers ?? {})) {
    if (/[\r\n]/.test(name + value)) throw new Error('MIME header names and values must not contain line breaks')
    head += `${name}: ${value}\r\n`
  }
  return Buffer.from(`${index === 0 ? '' : '\r\n'}${head}\r\n`, 'latin1')
}

const newBoundary = (): string => `----=_Part_${randomUUID().replace(/-/g, '')}`
const multipartType = (boundary: string, rootId: string): string =>
  `multipart/related; type="${SOAP12_MEDIA_TYPE}"; boundary="${boundary}"; start="<${normaliseContentId(rootId)}>"`

export interface OutgoingPart extends PartHead {
  data: Buffer | string
}

export interface WrittenMultipart {
  /** The HTTP Content-Type header value. */
  contentType: string
  body: Readable
  /** Total body length in bytes (for Content-Length). */
  length: number
  boundary: string
  /** The parts as written, for tests and logging: header block + data. */
  chunks: Buffer[]
}

/**
 * Writes multipart/related in memory with the first part as the SOAP root: `multipart/related;
 * type="application/soap+xml"; boundary="..."; start="<root-id>"`, every part `Content-Transfer-Encoding: binary`
 * with `Content-ID: <...>`. For small messages; writeMultipartStream below streams large parts.
 */
export function writeMultipart (parts: OutgoingPart[], options: { boundary?: string } = {}): WrittenMultipart {
  const { boundary, rootId, pieces } = layout(parts, options.boundary, 'writeMultipart')
  const chunks = pieces as Buffer[] // every part has its data
  const length = chunks.reduce((n, c) => n + c.length, 0)
  return { contentType: multipartType(boundary, rootId), body: Readable.from(chunks, { objectMode: false }), length, boundary, chunks }
}

interface PartHead {
  /** Without "<>"; generated for the root part when missing. */
  contentId?: string
  contentType: string
  /** Extra headers (never Content-Disposition for Peppol). */
  headers?: Record<string, string>
}

export type StreamPart = PartHead & ({ data: Buffer | string } | { open: () => Readable, length: number })

export interface StreamedMultipart {
  /** The HTTP Content-Type header value. */
  contentType: string
  /** Total body length in bytes (for Content-Length). */
  length: number
  boundary: string
  /** A fresh body stream (opens the streamed parts). */
  open: () => Readable
}

type Piece = Buffer | { open: () => Readable, length: number }

export function writeMultipartStream (parts: StreamPart[], options: { boundary?: string } = {}): StreamedMultipart {
  const { boundary, rootId, pieces, marker } = layout(parts, options.boundary, 'writeMultipartStream')
  const length = pieces.reduce((n, p) => n + p.length, 0)
  const contentType = multipartType(boundary, rootId)
  return { contentType, length, boundary, open: () => Readable.from(body(pieces, marker), { objectMode: false, highWaterMark: 64 * 1024 }) }
}

/** The message as pieces in order (part heads, in-memory part bodies, streamed parts, the closing delimiter), with
 * the boundary and the root part's Content-ID. In-memory parts are checked for the boundary here, streamed ones as
 * they are read (body()). */
function layout (parts: StreamPart[], given: string | undefined, caller: string): { boundary: string, rootId: string, pieces: Piece[], marker: Buffer } {
  if (parts.length === 0) throw new Error(`${caller} needs at least the SOAP part`)
  const boundary = given ?? newBoundary()
  const marker = Buffer.from(`--${boundary}`, 'latin1')
  const pieces: Piece[] = []
  let rootId = ''
  parts.forEach((part, i) => {
    const id = part.contentId ?? (i === 0 ? `soap-${randomUUID()}@wharf` : undefined)
    if (i === 0) rootId = id as string
    pieces.push(partHead(boundary, part, id, i))
    if ('data' in part) {
      const data = typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : part.data
      if (data.indexOf(marker) !== -1) throw new Error('the MIME boundary occurs in a part; use another boundary')
      pieces.push(data)
    } else {
      if (!Number.isSafeInteger(part.length) || part.length < 0) throw new Error(`a streamed MIME part needs its exact length (got ${part.length})`)
      pieces.push({ open: part.open, length: part.length })
    }
  })
  pieces.push(Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1'))
  return { boundary, rootId, pieces, marker }
}

async function * body (pieces: Piece[], marker: Buffer): AsyncGenerator<Buffer> {
  for (const piece of pieces) {
    if (Buffer.isBuffer(piece)) {
      if (piece.length > 0) yield piece
      continue
    }
    const stream = piece.open()
    let seen = 0
    let carry = Buffer.alloc(0)
    try {
      for await (const raw of stream) {
        const chunk = raw as Buffer
        seen += chunk.length
        collectAsStreamed(chunk.length)
        if (seen > piece.length) throw new Error(`a streamed MIME part is longer than its declared ${piece.length} bytes`)
        // The delimiter may straddle two chunks: look at the last marker-1 bytes of the previous chunk too.
        const window = carry.length === 0 ? chunk : Buffer.concat([carry, chunk.subarray(0, marker.length - 1)])
        if ((window !== chunk && window.indexOf(marker) !== -1) || chunk.indexOf(marker) !== -1) {
          throw new Error('the MIME boundary occurs in a streamed part')
        }
        const tail = chunk.length >= marker.length - 1 ? chunk : Buffer.concat([carry, chunk])
        carry = Buffer.from(tail.subarray(Math.max(0, tail.length - (marker.length - 1))))
        yield chunk
      }
    } finally {
      if (!stream.destroyed) stream.destroy()
    }
    if (seen !== piece.length) throw new Error(`a streamed MIME part has ${seen} bytes, ${piece.length} declared`)
  }
}
