/**
 * multipart/form-data request bodies (RFC 7578), read as a stream: the parts come one after the other, each body an
 * async iterable of chunks that the caller drains (or abandons: the next part skips the rest) before asking for the
 * next part, so a large file part is never held whole (spool it, core/blobs/spool.ts). Not for AS4's
 * multipart/related (plugins/peppol-as4/as4/mime*), which has its own rules.
 *
 *   for await (const part of formParts(stream, boundaryOf(contentType), { maxBytes })) {
 *     part.name, part.filename, part.contentType; for await (const chunk of part.body) ...
 *   }
 *
 * Errors: FormDataError (400: no boundary, a part without a name, headers over MAX_HEADER_BYTES, a body that ends
 * before the closing boundary); SpoolLimitError (413) once more than `maxBytes` have been read from the stream.
 */
import { SpoolLimitError } from '../blobs/spool.ts'

export class FormDataError extends Error {
  constructor (message: string) { super(message); this.name = 'FormDataError' }
}

export interface FormPart {
  name: string
  filename: string | null
  contentType: string | null
  body: AsyncIterable<Buffer>
}

export const MAX_HEADER_BYTES = 8 * 1024
const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')

/** The boundary parameter of a multipart Content-Type (quoted or not), or null. */
export function boundaryOf (contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType)
  return m === null ? null : (m[1] ?? m[2] as string)
}

/** A pull reader over chunks: `until(delimiter)` yields the bytes before it and consumes it. */
class Reader {
  private buf: Buffer
  private read = 0
  private readonly it: AsyncIterator<unknown>
  constructor (stream: AsyncIterable<unknown>, start: Buffer, private readonly maxBytes: number) {
    this.it = stream[Symbol.asyncIterator]()
    this.buf = start
  }

  async fill (): Promise<boolean> {
    const next = await this.it.next()
    if (next.done === true) return false
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as Uint8Array)
    this.read += chunk.length
    if (this.read > this.maxBytes) throw new SpoolLimitError(this.maxBytes)
    this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk])
    return true
  }

  async * until (delimiter: Buffer, what: string): AsyncGenerator<Buffer> {
    for (;;) {
      const i = this.buf.indexOf(delimiter)
      if (i > 0) {
        // The bytes before it first, the delimiter left in place: a caller that stops here leaves the reader on it.
        const before = this.buf.subarray(0, i)
        this.buf = this.buf.subarray(i)
        yield before
        continue
      }
      if (i === 0) {
        this.buf = this.buf.subarray(delimiter.length)
        return
      }
      // The last delimiter.length - 1 bytes may begin the delimiter: kept for the next round.
      const safe = this.buf.length - delimiter.length + 1
      if (safe > 0) {
        const out = this.buf.subarray(0, safe)
        this.buf = this.buf.subarray(safe)
        yield out
      }
      if (!await this.fill()) throw new FormDataError(`the multipart body ends inside ${what}`)
    }
  }

  /** The next `n` bytes (fewer at the end of the stream), left in place. */
  async peek (n: number): Promise<Buffer> {
    while (this.buf.length < n && await this.fill());
    return this.buf.subarray(0, n)
  }

  /** The next `n` bytes (consumed), or fewer at the end of the stream. */
  async take (n: number): Promise<Buffer> {
    const out = await this.peek(n)
    this.buf = this.buf.subarray(out.length)
    return out
  }

  async cancel (): Promise<void> { await this.it.return?.() }
}

async function drain (body: AsyncIterable<Buffer>): Promise<void> { for await (const _ of body); }

/** A part's body (or any chunks) in one Buffer; undefined once it is longer than `max` (the rest is not read). */
export async function readBounded (body: AsyncIterable<Buffer>, max: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const c of body) {
    size += c.length
    if (size > max) return undefined
    chunks.push(c)
  }
  return Buffer.concat(chunks)
}

function parseHeaders (raw: string): { name: string, filename: string | null, contentType: string | null } {
  const headers = new Map<string, string>()
  for (const line of raw.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const disposition = headers.get('content-disposition') ?? ''
  if (!/^form-data\s*(;|$)/i.test(disposition)) throw new FormDataError('a part has no Content-Disposition: form-data header')
  const param = (key: string): string | null => {
    const m = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^\\s;]+))`, 'i').exec(disposition)
    return m === null ? null : (m[1]?.replace(/\\(.)/g, '$1') ?? m[2] as string)
  }
  const name = param('name')
  if (name === null || name === '') throw new FormDataError('a part has no name')
  return { name, filename: param('filename'), contentType: headers.get('content-type') ?? null }
}

/**
 * The parts of a multipart/form-data body. Each part's body must be consumed (or left: it is skipped) before the loop
 * continues. `maxBytes` bounds the whole body.
 */
export async function * formParts (stream: AsyncIterable<unknown>, boundary: string | null, opts: { maxBytes: number }): AsyncGenerator<FormPart> {
  if (boundary === null) throw new FormDataError('the multipart/form-data Content-Type has no boundary')
  // A CRLF in front, so the first delimiter is found like the others (RFC 2046: the CRLF belongs to the delimiter).
  const reader = new Reader(stream, Buffer.from(CRLF), opts.maxBytes)
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  try {
    await drain(reader.until(delimiter, 'the preamble'))
    for (;;) {
      const after = await reader.take(2)
      if (after.equals(Buffer.from('--'))) return
      // Transport padding (spaces, tabs) may follow a delimiter before its CRLF.
      let rest = after
      while (rest.length > 0 && (rest[0] === 0x20 || rest[0] === 0x09)) rest = Buffer.concat([rest.subarray(1), await reader.take(1)])
      if (!rest.equals(CRLF)) throw new FormDataError('a multipart boundary is not followed by CRLF')
      // Headers end with an empty line; a part without headers starts with it (and is refused: it has no name).
      const empty = (await reader.peek(2)).equals(CRLF)
      const raw = empty ? (await reader.take(2), Buffer.alloc(0)) : await readBounded(reader.until(HEADER_END, 'part headers'), MAX_HEADER_BYTES)
      if (raw === undefined) throw new FormDataError(`the headers of a part are longer than ${MAX_HEADER_BYTES} bytes`)
      const headers = parseHeaders(raw.toString('utf8'))
      let done = false
      const body = (async function * () { yield * reader.until(delimiter, `the part ${headers.name}`); done = true })()
      yield { ...headers, body }
      // What the caller left of the part (the reader stands between two chunks of it) is skipped.
      if (!done) await drain(reader.until(delimiter, `the part ${headers.name}`))
    }
  } finally {
    await reader.cancel()
  }
}
