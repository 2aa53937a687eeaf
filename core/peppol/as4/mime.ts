/**
 * MIME for AS4 (SOAP with Attachments, RFC 2387 multipart/related): the streaming parser. The writers live in
 * mime-writer.ts (writeMultipart is re-exported here for callers that read and write). Slightly over 400 lines: the
 * parser's state machine (delimiter search with carry, per-part memory or spool sink, limits) is one idea and reads
 * best in one file.
 *
 *   const msg = await readAs4Body(req, req.headers['content-type'], { maxBytes, sizeHint })   // multipart or bare SOAP
 *   msg.root.data           // the SOAP envelope bytes; msg.attachments: [{ contentId, contentType, data, headers }]
 *   const out = writeMultipart([{ contentType: SOAP12_CONTENT_TYPE, data: envelopeXml }, { contentId, contentType, data }])
 *   // out.contentType -> 'multipart/related; type="application/soap+xml"; boundary="..."; start="<...>"', out.body: Readable
 *
 * The parser reads the stream once, chunk by chunk, and never turns the body into a string: it searches each chunk for
 * "\n--boundary" (a delimiter split across chunks is found through a small carry of boundary-length bytes) and keeps
 * zero-copy slices of the chunks. A part that arrives in one chunk is a slice of it; a longer part is joined once at its
 * end, or, when the caller passes `sizeHint` (the HTTP Content-Length), copied as it arrives into one buffer of that
 * size so a large payload is never held twice. CRLF is required by RFC 2046 but bare LF (seen in captured test files)
 * is accepted. Parts decode binary/8bit/7bit/base64 transfer encodings. A parsed part has the wssec attachment shape
 * { contentId (no "cid:", no <>), contentType, data }.
 * With `spool` (the AS4 receiver), an attachment part larger than spool.memoryLimit (1 MiB) goes to a temporary file
 * as it arrives (mime-spool.ts): part.source is then a file ByteSource and part.data empty; the root (SOAP) part stays
 * in memory, at most spool.maxRootBytes (else MimeLimitError); the caller disposes the files (disposeParts), which
 * the parser does itself when it fails. Small messages take exactly the in-memory path.
 * Errors: MimeLimitError (too many bytes: answer HTTP 413) and Ebms3Error EBMS:0007 MimeInconsistency / EBMS:0008.
 */
import { disposeSource, memorySource, type ByteSource } from '../../blobs/source.ts'
import { DEFAULT_MEMORY_LIMIT } from '../../blobs/spool.ts'
import { Ebms3Error } from './errors.ts'
import { PartSpool } from './mime-spool.ts'
import { normaliseContentId, parseContentType, parseHeaderLines, type ContentType } from './mime-headers.ts'
import { collectAsStreamed } from '../../memory/release.ts'

export { normaliseContentId, parseContentType, parseHeaderLines, type ContentType } from './mime-headers.ts'

export const SOAP12_MEDIA_TYPE = 'application/soap+xml'
export const SOAP12_CONTENT_TYPE = 'application/soap+xml;charset=UTF-8'
export const DEFAULT_MAX_BYTES = 100 * 1024 * 1024

export interface MimePart {
  /** Lower-cased header names. */
  headers: Record<string, string>
  contentType: string
  /** Content-ID without angle brackets; undefined when the part has none. */
  contentId: string | undefined
  /** The bytes (empty when the part was spooled to a file: see `source`). */
  data: Buffer
  /** Set when the part was spooled to a temporary file (option `spool`). */
  source?: ByteSource
}

/** The part's bytes as a ByteSource (its spool file, or its data). */
export const partSource = (p: Pick<MimePart, 'data' | 'source'>): ByteSource => p.source ?? memorySource(p.data)

/** Removes the spool files of parsed parts (no-op for parts in memory). */
export async function disposeParts (parts: Array<Pick<MimePart, 'source'>>): Promise<void> {
  for (const p of parts) await disposeSource(p.source)
}

export interface As4Body {
  /** The parsed Content-Type of the whole message. */
  contentType: ContentType
  /** The SOAP part (the `start` part, else the first part). For a bare SOAP message it is the only part. */
  root: MimePart
  /** All other parts, in order. */
  attachments: MimePart[]
  /** Raw bytes read from the stream. */
  bytesRead: number
}

export interface ParseMultipartOptions {
  /** Refuse the message when the stream delivers more bytes than this (default 100 MiB). */
  maxBytes?: number
  /** Expected body length (HTTP Content-Length): body bytes are copied into one buffer of this size as they arrive. */
  sizeHint?: number
  maxParts?: number
  maxHeaderBytes?: number
  /** Spool attachment parts beyond memoryLimit (default 1 MiB) to temporary files; the root part is kept in memory up
   * to maxRootBytes (default 8 MiB). */
  spool?: { memoryLimit?: number, maxRootBytes?: number }
}

export const DEFAULT_MAX_ROOT_BYTES = 8 * 1024 * 1024

/** Thrown when a limit is exceeded; `statusCode` 413 for HTTP. */
export class MimeLimitError extends Error {
  readonly statusCode = 413
  readonly limit: number
  readonly what: 'bytes' | 'parts' | 'header bytes'
  constructor (what: 'bytes' | 'parts' | 'header bytes', limit: number) {
    super(`AS4 message exceeds the limit of ${limit} ${what}`)
    this.name = 'MimeLimitError'
    this.what = what
    this.limit = limit
  }
}

function mimeError (detail: string, reason = 'MIME_MALFORMED'): Ebms3Error {
  return new Ebms3Error('EBMS:0007', detail, { reason })
}

const EMPTY = Buffer.alloc(0)
const LF = 0x0a
const CR = 0x0d

type State = 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'epilogue'

/** Push-based multipart scanner; see the module comment. */
class MultipartScanner {
  private state: State = 'preamble'
  private readonly delimiter: Buffer
  private carry: Buffer = EMPTY
  private small: Buffer = EMPTY
  private headers: Record<string, string> = {}
  private slices: Buffer[] = []
  private arena: Buffer | undefined
  private arenaPos = 0
  /** The artificial LF carried after a header block (see readHeaders) has not been dropped yet. */
  private pendingLf = false
  /** Every slice of the current part was copied into the arena (so they are contiguous there). */
  private partInArena = true
  readonly parts: MimePart[] = []
  /** Spooling (option `spool`): the current part's size, whether it is the root, its file once it is large. */
  private readonly spooling: { memoryLimit: number, maxRootBytes: number, startId: string | undefined } | undefined
  private partBytes = 0
  private partIsRoot = false
  private sink: PartSpool | undefined
  /** Spooled parts whose file is still being written, and every spool started (for abort). */
  private finishing: Array<{ sink: PartSpool, part: MimePart, base64: boolean }> = []
  private readonly sinks: PartSpool[] = []

  constructor (boundary: string, private readonly maxParts: number, private readonly maxHeaderBytes: number, sizeHint?: number,
    spool?: { memoryLimit: number, maxRootBytes: number, startId: string | undefined }) {
    this.delimiter = Buffer.from(`\n--${boundary}`, 'latin1')
    this.spooling = spool
    // Spooling: one buffer for the whole body only when the body is small (a large one goes to files).
    if (sizeHint !== undefined && sizeHint > 0 && (spool === undefined || sizeHint <= spool.memoryLimit)) this.arena = Buffer.allocUnsafe(sizeHint)
  }

  /** Whether file writes are waiting for flush(). */
  get pending (): boolean { return this.finishing.length > 0 || this.sink?.pending === true }

  /** Writes queued slices to the spool files and completes the spooled parts that ended. */
  async flush (): Promise<void> {
    if (this.sink !== undefined) await this.sink.flush()
    const done = this.finishing
    this.finishing = []
    for (const f of done) f.part.source = await f.sink.finish(f.base64)
  }

  /** Removes every spool file of this parse (on failure). */
  async abort (): Promise<void> {
    for (const s of this.sinks) await s.abort()
    await disposeParts(this.parts)
  }

  get done (): boolean { return this.state === 'epilogue' }

  push (chunk: Buffer): void {
    let buf = chunk
    while (buf.length > 0 && this.state !== 'epilogue') {
      if (this.state === 'preamble' || this.state === 'body') buf = this.scanBody(buf)
      else if (this.state === 'afterDelimiter') buf = this.afterDelimiter(buf)
      else buf = this.readHeaders(buf)
    }
  }

  end (): void {
    if (this.state === 'epilogue') return
    if (this.state === 'preamble') throw mimeError('no MIME boundary delimiter found in the body', 'MIME_NO_BOUNDARY')
    throw mimeError('the MIME body ends before the closing boundary delimiter (truncated message?)', 'MIME_TRUNCATED')
  }

  private emit (chunk: Buffer): void {
    if (this.state !== 'body' || chunk.length === 0) return
    let slice = chunk
    if (this.pendingLf) { this.pendingLf = false; slice = slice.subarray(1); if (slice.length === 0) return }
    if (this.spooling !== undefined) {
      if (this.sink !== undefined) { this.sink.push(slice); return }
      this.partBytes += slice.length
      if (this.partIsRoot && this.partBytes > this.spooling.maxRootBytes) throw new MimeLimitError('bytes', this.spooling.maxRootBytes)
      if (!this.partIsRoot && this.partBytes > this.spooling.memoryLimit) {
        this.slices.push(slice)
        this.sink = new PartSpool(this.slices)
        this.sinks.push(this.sink)
        this.slices = []
        return
      }
    }
    const arena = this.arena
    if (arena !== undefined && this.arenaPos + slice.length <= arena.length) {
      slice.copy(arena, this.arenaPos)
      this.slices.push(arena.subarray(this.arenaPos, this.arenaPos + slice.length))
      this.arenaPos += slice.length
    } else {
      this.partInArena = false
      this.slices.push(slice)
    }
  }

  private scanBody (chunk: Buffer): Buffer {
    const d = this.delimiter
    const k = d.length
    if (this.carry.length > 0) {
      const carryLength = this.carry.length
      const joined = Buffer.concat([this.carry, chunk.subarray(0, k - 1)])
      const i = joined.indexOf(d)
      if (i !== -1 && i < carryLength) {
        this.emit(joined.subarray(0, i))
        this.carry = EMPTY
        this.onDelimiter()
        return chunk.subarray(i + k - carryLength)
      }
      if (chunk.length < k - 1) {
        const keep = Math.min(k - 1, joined.length)
        this.emit(Buffer.from(joined.subarray(0, joined.length - keep)))
        this.carry = Buffer.from(joined.subarray(joined.length - keep))
        return EMPTY
      }
      this.emit(this.carry)
      this.carry = EMPTY
    }
    const j = chunk.indexOf(d)
    if (j !== -1) {
      this.emit(chunk.subarray(0, j))
      this.onDelimiter()
      return chunk.subarray(j + k)
    }
    const keep = Math.min(k - 1, chunk.length)
    this.emit(chunk.subarray(0, chunk.length - keep))
    this.carry = chunk.subarray(chunk.length - keep)
    return EMPTY
  }

  private onDelimiter (): void {
    if (this.state === 'body') this.finishPart()
    this.state = 'afterDelimiter'
  }

  private afterDelimiter (buf: Buffer): Buffer {
    const small = this.small.length === 0 ? buf : Buffer.concat([this.small, buf])
    if (small[0] === 0x2d) { // '-'
      if (small.length < 2) { this.small = Buffer.from(small); return EMPTY }
      if (small[1] === 0x2d) { this.state = 'epilogue'; this.small = EMPTY; return EMPTY }
    }
    const nl = small.indexOf(LF)
    if (nl === -1) {
      if (small.length > 256) throw mimeError('garbage after a MIME boundary delimiter', 'MIME_BAD_DELIMITER')
      this.small = Buffer.from(small)
      return EMPTY
    }
    for (let i = 0; i < nl; i++) {
      const c = small[i]
      if (c !== 0x20 && c !== 0x09 && c !== CR) throw mimeError('a line starting with the boundary is not a delimiter (boundary occurs in content?)', 'MIME_BAD_DELIMITER')
    }
    if (this.parts.length >= this.maxParts) throw new MimeLimitError('parts', this.maxParts)
    this.small = EMPTY
    this.state = 'headers'
    return small.subarray(nl + 1)
  }

  private readHeaders (buf: Buffer): Buffer {
    const small = this.small.length === 0 ? buf : Buffer.concat([this.small, buf])
    let end = -1
    let bodyStart = -1
    if (small[0] === LF) { end = 0; bodyStart = 1 } else if (small[0] === CR && small[1] === LF) { end = 0; bodyStart = 2 } else {
      const a = small.indexOf('\n\n', 0, 'latin1')
      const b = small.indexOf('\n\r\n', 0, 'latin1')
      if (a !== -1 && (b === -1 || a < b)) { end = a + 1; bodyStart = a + 2 } else if (b !== -1) { end = b + 1; bodyStart = b + 3 }
    }
    if (end === -1) {
      if (small.length > this.maxHeaderBytes) throw new MimeLimitError('header bytes', this.maxHeaderBytes)
      this.small = Buffer.from(small)
      return EMPTY
    }
    if (end > this.maxHeaderBytes) throw new MimeLimitError('header bytes', this.maxHeaderBytes)
    this.headers = parseHeaderLines(small.toString('latin1', 0, end))
    this.small = EMPTY
    this.slices = []
    if (this.spooling !== undefined) {
      const cid = this.headers['content-id']
      const startId = this.spooling.startId
      this.partIsRoot = startId === undefined ? this.parts.length === 0 : cid !== undefined && normaliseContentId(cid) === startId
      this.partBytes = 0
    }
    this.state = 'body'
    // The next delimiter may follow at once (empty body): the "\n" of "\n--b" is the line end of the blank line.
    this.carry = Buffer.from([LF])
    this.pendingLf = true
    this.partInArena = true
    return small.subarray(bodyStart)
  }

  private finishPart (): void {
    if (this.sink !== undefined) { this.finishSpooled(this.sink); return }
    const slices = this.slices
    this.pendingLf = false
    let data: Buffer
    if (slices.length === 0) data = EMPTY
    else if (slices.length === 1) data = slices[0]
    else if (this.arena !== undefined && this.partInArena) {
      const first = slices[0]
      const last = slices[slices.length - 1]
      data = this.arena.subarray(first.byteOffset - this.arena.byteOffset, last.byteOffset - this.arena.byteOffset + last.length)
    } else data = Buffer.concat(slices)
    if (data.length > 0 && data[data.length - 1] === CR) data = data.subarray(0, data.length - 1)
    this.slices = []
    const headers = this.headers
    const cte = (headers['content-transfer-encoding'] ?? 'binary').toLowerCase()
    if (cte === 'base64') data = Buffer.from(data.toString('latin1'), 'base64')
    else if (cte !== 'binary' && cte !== '8bit' && cte !== '7bit') {
      throw new Ebms3Error('EBMS:0008', `Content-Transfer-Encoding "${cte}" is not supported`, { reason: 'MIME_CTE' })
    }
    const cid = headers['content-id']
    this.parts.push({
      headers,
      contentType: headers['content-type'] ?? 'text/plain',
      contentId: cid === undefined ? undefined : normaliseContentId(cid),
      data
    })
  }

  private finishSpooled (sink: PartSpool): void {
    this.sink = undefined
    this.pendingLf = false
    const headers = this.headers
    const cte = (headers['content-transfer-encoding'] ?? 'binary').toLowerCase()
    if (cte !== 'base64' && cte !== 'binary' && cte !== '8bit' && cte !== '7bit') {
      throw new Ebms3Error('EBMS:0008', `Content-Transfer-Encoding "${cte}" is not supported`, { reason: 'MIME_CTE' })
    }
    const cid = headers['content-id']
    const part: MimePart = { headers, contentType: headers['content-type'] ?? 'text/plain', contentId: cid === undefined ? undefined : normaliseContentId(cid), data: EMPTY }
    this.parts.push(part)
    this.finishing.push({ sink, part, base64: cte === 'base64' })
  }
}

function toBuffer (chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8')
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  throw new TypeError('the MIME stream must deliver Buffers')
}

/** Streams a multipart/related body; resolves with every part (see the module comment). */
export async function parseMultipart (stream: AsyncIterable<unknown> | Iterable<unknown>, contentTypeHeader: string, options: ParseMultipartOptions = {}): Promise<As4Body> {
  const contentType = parseContentType(contentTypeHeader)
  if (!contentType.mediaType.startsWith('multipart/')) throw mimeError(`expected a multipart Content-Type, got ${contentType.mediaType}`, 'MIME_NOT_MULTIPART')
  const boundary = contentType.params.boundary
  if (boundary === undefined || boundary === '' || boundary.length > 200) throw mimeError('the multipart Content-Type has no valid boundary parameter', 'MIME_NO_BOUNDARY')
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  const hint = options.sizeHint !== undefined && options.sizeHint <= maxBytes ? options.sizeHint : undefined
  const start = contentType.params.start
  const spool = options.spool === undefined
    ? undefined
    : { memoryLimit: options.spool.memoryLimit ?? DEFAULT_MEMORY_LIMIT, maxRootBytes: options.spool.maxRootBytes ?? DEFAULT_MAX_ROOT_BYTES, startId: start === undefined || start === '' ? undefined : normaliseContentId(start) }
  const scanner = new MultipartScanner(boundary, options.maxParts ?? 32, options.maxHeaderBytes ?? 16 * 1024, hint, spool)
  try {
    return await scan(scanner, stream, contentType, maxBytes)
  } catch (err) {
    await scanner.abort()
    throw err
  }
}

async function scan (scanner: MultipartScanner, stream: AsyncIterable<unknown> | Iterable<unknown>, contentType: ContentType, maxBytes: number): Promise<As4Body> {
  scanner.push(Buffer.from([LF])) // the first delimiter may start the body: "--b" at offset 0 matches "\n--b"
  let bytesRead = 0
  for await (const raw of stream) {
    const chunk = toBuffer(raw)
    bytesRead += chunk.length
    collectAsStreamed(chunk.length)
    if (bytesRead > maxBytes) throw new MimeLimitError('bytes', maxBytes)
    if (!scanner.done) scanner.push(chunk)
    if (scanner.pending) await scanner.flush()
  }
  scanner.end()
  await scanner.flush()
  const parts = scanner.parts
  if (parts.length === 0) throw mimeError('the multipart message has no parts', 'MIME_NO_PARTS')
  let rootIndex = 0
  const start = contentType.params.start
  if (start !== undefined && start !== '') {
    const id = normaliseContentId(start)
    rootIndex = parts.findIndex(p => p.contentId === id)
    if (rootIndex === -1) throw mimeError(`no part has the Content-ID of the start parameter <${id}>`, 'MIME_NO_START')
  }
  const root = parts[rootIndex]
  const rootType = parseContentType(root.contentType).mediaType
  if (rootType !== SOAP12_MEDIA_TYPE) throw mimeError(`the root part must be ${SOAP12_MEDIA_TYPE} (SOAP 1.2), got ${rootType}`, 'MIME_ROOT_TYPE')
  return { contentType, root, attachments: parts.filter((_, i) => i !== rootIndex), bytesRead }
}

/** Reads a whole stream into one Buffer with a byte limit. */
export async function readLimited (stream: AsyncIterable<unknown> | Iterable<unknown>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const raw of stream) {
    const chunk = toBuffer(raw)
    size += chunk.length
    if (size > maxBytes) throw new MimeLimitError('bytes', maxBytes)
    chunks.push(chunk)
  }
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)
}

/** An AS4 HTTP body: multipart/related (SOAP + attachments) or a bare application/soap+xml envelope. */
export async function readAs4Body (stream: AsyncIterable<unknown> | Iterable<unknown>, contentTypeHeader: string | undefined, options: ParseMultipartOptions = {}): Promise<As4Body> {
  const contentType = parseContentType(contentTypeHeader)
  if (contentType.mediaType.startsWith('multipart/')) return await parseMultipart(stream, contentTypeHeader as string, options)
  if (contentType.mediaType !== SOAP12_MEDIA_TYPE) {
    throw mimeError(`unsupported Content-Type ${contentType.mediaType}: AS4 needs ${SOAP12_MEDIA_TYPE} or multipart/related`, 'MIME_UNSUPPORTED_TYPE')
  }
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  const data = await readLimited(stream, options.spool === undefined ? maxBytes : Math.min(maxBytes, options.spool.maxRootBytes ?? DEFAULT_MAX_ROOT_BYTES))
  const root: MimePart = { headers: { 'content-type': contentTypeHeader as string }, contentType: contentTypeHeader as string, contentId: undefined, data }
  return { contentType, root, attachments: [], bytesRead: data.length }
}

export { writeMultipart, type OutgoingPart, type WrittenMultipart } from './mime-writer.ts'

/** Attachment shape shared with core/peppol/wssec (Content-ID required, without "cid:" and "<>"). */
export interface As4Attachment { contentId: string, contentType: string, data: Buffer, mimeType?: string }

/** The parsed attachments as wssec attachments; a part without Content-ID cannot be referenced: EBMS:0007. */
export function toAttachments (parts: MimePart[]): As4Attachment[] {
  return parts.map(p => {
    if (p.contentId === undefined || p.contentId === '') throw mimeError('a MIME attachment has no Content-ID', 'MIME_NO_CONTENT_ID')
    return { contentId: p.contentId, contentType: p.contentType, data: p.data }
  })
}
