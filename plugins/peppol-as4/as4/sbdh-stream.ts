/**
 * Streaming SBDH unwrap for large received payloads (the reading side; the streaming writer is sbdh-wrap-stream.ts):
 * reads the SBD (the gunzipped AS4 payload) chunk by chunk and yields the same SbdhView as parseSbdh (sbdh.ts, every
 * check unchanged) plus the bytes to store as a ByteSource: for an XML payload the UTF-8 declaration + the business
 * document (withXmlDeclaration(view.document) of the buffer path, byte for byte), in a spool file when the SBD is large.
 *
 *   const { view, stored } = await unwrapSbdhStream(gunzipSource(plain, { maxBytes }))
 *   // view.document is empty when `stored` is a file; view.documentStart / documentEnd are offsets in the SBD
 *
 * How: an SBD of at most HEAD_BYTES is collected and given to parseSbdh as it is (small messages: the buffer path).
 * A larger one: its first HEAD_BYTES locate the payload start (the offsets parseSbdh computes), everything from there
 * goes to a spool file behind the XML declaration, and the last TAIL_BYTES are kept. At the end parseSbdh runs on
 * head (up to the payload's start tag) + tail: the header, the payload root and the SBD end tag are all it reads of
 * an XML payload, so it applies the same checks; the DOCTYPE check, which parseSbdh makes over all bytes, is made on
 * the stream. The file is then cut where the payload ends. An envelope BinaryContent payload is decoded as it streams
 * (binary-content-stream.ts) into the spool file, and parseSbdh reads the head up to its start tag and what follows
 * its content (at most BINARY_REST_BYTES); its errors wait for the end of the stream, so that the source's errors,
 * the DOCTYPE check and the header's checks win as on the buffer path. TextContent payloads and SBDs whose payload
 * cannot be located in the head are collected whole and parsed as before.
 * Errors: SbdhError as parseSbdh; errors of the chunk source (e.g. EBMS:0303 from gunzip) pass through and win,
 * as they do on the buffer path, where gunzip runs first. Nothing is left on disk on any error.
 */
import { once } from 'node:events'
import fs from 'node:fs'
import { createSpoolFile } from '../../../core/sdk/blobs.ts'
import { fileSource, memorySource, type ByteSource } from '../../../core/sdk/blobs.ts'
import { HEADER_END, parseSbdh, PEPPOL_ENVELOPE_NS, SbdhError, withXmlDeclaration, XML_DECLARATION, type ParseSbdhOptions, type SbdhView } from './sbdh.ts'
import { readStartTag, skipDeclaration, skipMisc, skipSpace } from './xml-bytes.ts'
import { DtdMarkupScanner } from '../../../core/sdk/xml.ts'
import { WRITE_AHEAD } from './mime-spool.ts'
import { BinaryContentDecoder } from './binary-content-stream.ts'

/** An SBD up to this size is parsed in memory as a whole. */
export const HEAD_BYTES = 2 * 1024 * 1024
/** Bytes kept from the end of a large SBD (its end tag and what may follow it). */
export const TAIL_BYTES = 64 * 1024
/** Bytes accepted after a streamed BinaryContent's content (its end tag, the SBD's end tag, whitespace, comments). */
export const BINARY_REST_BYTES = 1024 * 1024

const DECLARATION = Buffer.from(XML_DECLARATION, 'latin1')

export interface UnwrapResult {
  view: SbdhView
  /** What to store: declaration + XML payload (or the decoded non-XML payload). */
  stored: ByteSource
}

interface Located { documentStart: number, tagEnd: number, kind: 'xml' | 'binary' | 'text', qname: string, rootQname: string }

/** The payload start as parseSbdh finds it (undefined: not in `head`; the whole SBD is then parsed in memory). */
function locate (head: Buffer, maxHeader: number): Located | undefined {
  try {
    const decl = skipDeclaration(head)
    const root = readStartTag(head, skipMisc(head, decl.end))
    const window = head.toString('latin1', root.end, Math.min(head.length, root.end + maxHeader))
    const m = HEADER_END.exec(window)
    if (m === null) return undefined
    const start = skipSpace(head, root.end + m.index + m[0].length)
    const tag = readStartTag(head, skipMisc(head, start))
    const ns = tag.namespaces.get(tag.prefix) ?? root.namespaces.get(tag.prefix) ?? ''
    if (tag.selfClosing) return undefined
    const envelope = ns === PEPPOL_ENVELOPE_NS && (tag.localName === 'BinaryContent' || tag.localName === 'TextContent')
    return { documentStart: start, tagEnd: tag.end, kind: !envelope ? 'xml' : tag.localName === 'BinaryContent' ? 'binary' : 'text', qname: tag.qname, rootQname: root.qname }
  } catch {
    return undefined
  }
}

const toBuffer = (c: unknown): Buffer => Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array)

/** The result of parseSbdh on a whole SBD in memory, as the buffer path stores it. */
function whole (sbd: Buffer, options: ParseSbdhOptions): UnwrapResult {
  const view = parseSbdh(sbd, options)
  return { view, stored: memorySource(view.documentKind === 'xml' ? withXmlDeclaration(view.document) : view.document) }
}

type SpoolFile = ReturnType<typeof createSpoolFile>

export async function unwrapSbdhStream (chunks: AsyncIterable<unknown>, options: ParseSbdhOptions = {}): Promise<UnwrapResult> {
  const maxHeader = options.maxHeaderBytes ?? 256 * 1024
  let held: Buffer[] = []
  let total = 0
  let mode: 'head' | 'buffer' | 'spool' | 'binary' = 'head'
  let head = Buffer.alloc(0)
  let located: Located | undefined
  let tail: Buffer[] = []
  let tailLength = 0
  const doctype = new DtdMarkupScanner()
  let out: SpoolFile | undefined
  let binary: BinaryContentDecoder | undefined
  // A BinaryContent error waits for the end of the stream, as on the buffer path: the source's own errors, the
  // DOCTYPE check and the header's checks come first. The rest is still read, not decoded.
  let deferred: SbdhError | undefined
  let failed: Error | undefined
  const write = async (b: Buffer): Promise<void> => {
    if (failed !== undefined) throw failed
    const stream = (out as SpoolFile).stream
    if (b.length > 0 && !stream.write(b) && stream.writableLength > WRITE_AHEAD) await once(stream, 'drain')
  }
  const openOut = (): SpoolFile => {
    const file = createSpoolFile('as4-doc')
    file.stream.on('error', err => { failed = err })
    return file
  }
  const feed = async (chunk: Buffer): Promise<void> => {
    const decoder = binary as BinaryContentDecoder
    if (deferred !== undefined) return
    try {
      for (const b of decoder.push(chunk)) await write(b)
      if (decoder.restBytes > BINARY_REST_BYTES) throw new SbdhError('SBDH_STRUCTURE', `more than ${BINARY_REST_BYTES} bytes after the BinaryContent`)
    } catch (err) {
      if (!(err instanceof SbdhError)) throw err
      deferred = err
    }
  }
  try {
    for await (const raw of chunks) {
      const chunk = toBuffer(raw)
      total += chunk.length
      doctype.pushBytes(chunk)
      if (mode === 'buffer' || mode === 'head') held.push(chunk)
      if (mode === 'head' && total > HEAD_BYTES) {
        head = Buffer.concat(held, total)
        located = locate(head, maxHeader)
        if (located?.kind === 'binary') {
          mode = 'binary'
          held = []
          out = openOut()
          binary = new BinaryContentDecoder(`</${located.qname}`)
          await feed(head.subarray(located.tagEnd))
          continue
        }
        if (located === undefined || located.kind === 'text' || located.tagEnd > head.length - TAIL_BYTES) { mode = 'buffer'; held = [head]; continue }
        mode = 'spool'
        held = []
        out = openOut()
        await write(DECLARATION)
        await write(head.subarray(located.documentStart))
        tail = [head.subarray(head.length - TAIL_BYTES)]
        tailLength = TAIL_BYTES
        continue
      }
      if (mode === 'binary') { await feed(chunk); continue }
      if (mode === 'spool') {
        await write(chunk)
        tail.push(chunk)
        tailLength += chunk.length
        while (tail.length > 1 && tailLength - (tail[0] as Buffer).length >= TAIL_BYTES) tailLength -= (tail.shift() as Buffer).length
      }
    }
    if (mode === 'head' || mode === 'buffer') return whole(held.length === 1 ? held[0] as Buffer : Buffer.concat(held, total), options)
    const loc = located as Located
    if (doctype.found !== undefined) throw new SbdhError('SBDH_DOCTYPE', 'DOCTYPE / ENTITY declarations are not accepted')
    if (mode === 'binary') {
      const result = await binaryResult(head, loc, binary as BinaryContentDecoder, deferred, total, out as SpoolFile, write, options)
      if (failed !== undefined) throw failed
      out = undefined
      return result
    }
    const end = Buffer.concat(tail, tailLength)
    const view = parseSbdh(Buffer.concat([head.subarray(0, loc.tagEnd), end]), options)
    if (view.documentKind !== 'xml' || view.documentStart !== loc.documentStart) {
      throw new SbdhError('SBDH_STRUCTURE', 'the business document could not be located in the SBD')
    }
    const documentEnd = total - end.length + (view.documentEnd - loc.tagEnd)
    const spool = out as SpoolFile
    await spool.done()
    if (failed !== undefined) throw failed
    const size = DECLARATION.length + documentEnd - loc.documentStart
    await fs.promises.truncate(spool.path, size)
    out = undefined
    return { view: { ...view, document: Buffer.alloc(0), documentEnd }, stored: fileSource(spool.path, size, true) }
  } finally {
    if (out !== undefined) await out.abort()
  }
}

/** The result of a streamed BinaryContent (mode 'binary'): parseSbdh's checks on the head up to the content's start
 * tag and what follows the content; the decoded bytes are in the spool file. */
async function binaryResult (head: Buffer, loc: Located, decoder: BinaryContentDecoder, deferred: SbdhError | undefined, total: number, spool: SpoolFile, write: (b: Buffer) => Promise<void>, options: ParseSbdhOptions): Promise<UnwrapResult> {
  if (deferred !== undefined || !decoder.done) {
    // The header's errors first (parseSbdh checks the header before the payload), on the SBD with an empty payload.
    parseSbdh(Buffer.concat([head.subarray(0, loc.tagEnd), Buffer.from(`</${loc.qname}></${loc.rootQname}>`, 'utf8')]), options)
    if (deferred !== undefined) throw deferred
  }
  await write(decoder.end())
  const rest = Buffer.concat(decoder.rest)
  const view = parseSbdh(Buffer.concat([head.subarray(0, loc.tagEnd), rest]), options)
  if (view.documentKind !== 'binary' || view.documentStart !== loc.documentStart) {
    throw new SbdhError('SBDH_STRUCTURE', 'the business document could not be located in the SBD')
  }
  await spool.done()
  return {
    view: { ...view, document: Buffer.alloc(0), documentEnd: total - rest.length + (view.documentEnd - loc.tagEnd) },
    stored: fileSource(spool.path, decoder.size, true)
  }
}
