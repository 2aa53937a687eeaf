/**
 * The multipart/related parser's state machine (mime.ts holds the entry points, readAs4Body and parseMultipart, and
 * says how they use it). Data is pushed chunk by chunk; the scanner searches each chunk for "\n--boundary" (a
 * delimiter split across chunks is found through a carry of boundary-length bytes), keeps zero-copy slices of the
 * chunks, copies them into one arena buffer when the body size is known, or hands a large attachment part to a spool
 * file (mime-spool.ts PartSpool) as it arrives. A part becomes a MimePart when its closing delimiter is seen.
 * Errors: MimeLimitError (too many bytes, parts or header bytes) and Ebms3Error EBMS:0007 / EBMS:0008.
 */
import { disposeSource, type ByteSource } from '../../../core/sdk/blobs.ts'
import { Ebms3Error } from './errors.ts'
import { PartSpool } from './mime-spool.ts'
import { normaliseContentId, parseHeaderLines } from './mime-headers.ts'

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

export function mimeError (detail: string, reason = 'MIME_MALFORMED'): Ebms3Error {
  return new Ebms3Error('EBMS:0007', detail, { reason })
}

const EMPTY = Buffer.alloc(0)
const LF = 0x0a
const CR = 0x0d

type State = 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'epilogue'

/** Push-based multipart scanner; see the module comment. */
export class MultipartScanner {
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
    for (const p of this.parts) await disposeSource(p.source)
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
