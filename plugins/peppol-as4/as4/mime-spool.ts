/**
 * Spooling of large MIME parts for the multipart parser (mime.ts, option `spool`): a part's body slices go to a
 * temporary file (core/blobs/spool.ts) once they pass the memory limit, so a 100 MB attachment is never held in
 * memory. The parser is synchronous and queues the slices here; it awaits flush() between stream chunks (that is the
 * back-pressure on the request stream) and finish() at the part's end.
 *
 *   const sink = new PartSpool(heldSlices)   // the slices so far; then sink.push(slice) for each further slice
 *   await sink.flush(); const src = await sink.finish(base64)   // ByteSource of kind 'file'; abort() removes the file
 *
 * As mime.ts does for an in-memory part, a CR right before the closing delimiter's LF is not part of the body: the
 * last byte is held back while it is a CR and dropped at the end. A base64 part (never seen in Peppol, which sends
 * binary) is decoded into a second file.
 */
import { once } from 'node:events'
import fs from 'node:fs'
import { createSpoolFile } from '../../../core/sdk/blobs.ts'
import type { ByteSource } from '../../../core/sdk/blobs.ts'

const CR = 0x0d
const CR_BUF = Buffer.from([CR])

type SpoolFile = ReturnType<typeof createSpoolFile>

/** Bytes a spool file's stream may hold before the writer waits for the disk. */
export const WRITE_AHEAD = 1024 * 1024

async function writeAll (file: SpoolFile, bufs: Buffer[]): Promise<void> {
  // Up to WRITE_AHEAD bytes may wait in the stream (reading and writing overlap); beyond, wait for the disk.
  for (const b of bufs) if (b.length > 0 && !file.stream.write(b) && file.stream.writableLength > WRITE_AHEAD) await once(file.stream, 'drain')
}

/** Decodes a spooled base64 file into a new spool file (whitespace and line breaks ignored) and removes the input. */
async function decodeBase64File (src: ByteSource & { kind: 'file' }): Promise<ByteSource> {
  const out = createSpoolFile('as4-part')
  try {
    let carry = ''
    for await (const chunk of fs.createReadStream(src.path, { highWaterMark: 64 * 1024 })) {
      const text = carry + (chunk as Buffer).toString('latin1').replace(/[^A-Za-z0-9+/=]/g, '')
      const whole = text.length - (text.length % 4)
      carry = text.slice(whole)
      await writeAll(out, [Buffer.from(text.slice(0, whole), 'base64')])
    }
    if (carry !== '') await writeAll(out, [Buffer.from(carry, 'base64')])
    return await out.done()
  } catch (err) {
    await out.abort()
    throw err
  } finally {
    await fs.promises.rm(src.path, { force: true }).catch(() => {})
  }
}

export class PartSpool {
  private queue: Buffer[] = []
  private heldCr = false
  private readonly file: SpoolFile = createSpoolFile('as4-part')
  private error: Error | undefined

  constructor (initial: Buffer[]) {
    this.file.stream.on('error', err => { this.error = err })
    for (const s of initial) this.push(s)
  }

  get pending (): boolean { return this.queue.length > 0 }

  push (slice: Buffer): void {
    if (slice.length === 0) return
    if (this.heldCr) { this.queue.push(CR_BUF); this.heldCr = false }
    if (slice[slice.length - 1] === CR) {
      this.heldCr = true
      if (slice.length > 1) this.queue.push(slice.subarray(0, slice.length - 1))
    } else this.queue.push(slice)
  }

  async flush (): Promise<void> {
    if (this.error !== undefined) throw this.error
    const q = this.queue
    this.queue = []
    await writeAll(this.file, q)
  }

  /** Closes the file (a held CR is dropped) and returns it, decoded when the part was base64. */
  async finish (base64: boolean): Promise<ByteSource> {
    await this.flush()
    const src = await this.file.done()
    if (this.error !== undefined) throw this.error
    return base64 ? await decodeBase64File(src as ByteSource & { kind: 'file' }) : src
  }

  async abort (): Promise<void> { await this.file.abort() }
}
