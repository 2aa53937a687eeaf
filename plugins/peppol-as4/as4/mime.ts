/**
 * MIME for AS4 (SOAP with Attachments, RFC 2387 multipart/related): the streaming parser's entry points. Its state
 * machine is MultipartScanner in mime-scanner.ts; the writers live in mime-writer.ts (writeMultipart is re-exported
 * here for callers that read and write).
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
import { disposeSource, memorySource, type ByteSource } from '../../../core/sdk/blobs.ts'
import { DEFAULT_MEMORY_LIMIT } from '../../../core/sdk/blobs.ts'
import { normaliseContentId, parseContentType, type ContentType } from './mime-headers.ts'
import { MimeLimitError, mimeError, MultipartScanner, type MimePart } from './mime-scanner.ts'
import { collectAsStreamed } from '../../../core/sdk/blobs.ts'

export { normaliseContentId, parseContentType, parseHeaderLines, type ContentType } from './mime-headers.ts'
export { MimeLimitError, type MimePart } from './mime-scanner.ts'

export const SOAP12_MEDIA_TYPE = 'application/soap+xml'
export const SOAP12_CONTENT_TYPE = 'application/soap+xml;charset=UTF-8'
export const DEFAULT_MAX_BYTES = 100 * 1024 * 1024

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
  scanner.push(Buffer.from('\n')) // the first delimiter may start the body: "--b" at offset 0 matches "\n--b"
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

/** Attachment shape shared with plugins/peppol-as4/wssec (Content-ID required, without "cid:" and "<>"). */
export interface As4Attachment { contentId: string, contentType: string, data: Buffer, mimeType?: string }

/** The parsed attachments as wssec attachments; a part without Content-ID cannot be referenced: EBMS:0007. */
export function toAttachments (parts: MimePart[]): As4Attachment[] {
  return parts.map(p => {
    if (p.contentId === undefined || p.contentId === '') throw mimeError('a MIME attachment has no Content-ID', 'MIME_NO_CONTENT_ID')
    return { contentId: p.contentId, contentType: p.contentType, data: p.data }
  })
}
