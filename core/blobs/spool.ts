/**
 * Spooling: read a stream into a ByteSource, in memory up to `memoryLimit` bytes (default 1 MiB) and in a temporary
 * file beyond, refusing more than `maxBytes` (SpoolLimitError; the partial file is removed). Temporary files live in
 * spoolDir() (WHARF_SPOOL_DIR, else <os tmp>/wharf-spool) and are named so a restart can sweep them.
 *
 *   const src = await spool(stream, { maxBytes: 100 * 1024 * 1024, onChunk: c => hash.update(c) })
 *   const out = createSpoolFile()      // { path, stream } for a producer that writes its own output (gzip, decrypt)
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileSource, memorySource, type ByteSource } from './source.ts'
import { collectAsStreamed } from '../memory/release.ts'
import { processSettings } from '../config.ts'

export const DEFAULT_MEMORY_LIMIT = 1024 * 1024

export class SpoolLimitError extends Error {
  readonly limit: number
  constructor (limit: number) { super(`the body exceeds ${limit} bytes`); this.name = 'SpoolLimitError'; this.limit = limit }
}

let dir: string | undefined
/** The folder for spool files (created on first use). */
export function spoolDir (): string {
  if (dir === undefined) {
    dir = processSettings().spoolDir
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  }
  return dir
}

/** A fresh file path in the spool folder (nothing created). */
export const spoolPath = (label = 'spool'): string => path.join(spoolDir(), `${label}-${process.pid}-${randomUUID()}`)

export interface SpoolOptions {
  maxBytes?: number
  memoryLimit?: number
  /** Sees every chunk in order (hashing, detection) before it is stored. */
  onChunk?: (chunk: Buffer) => void
  label?: string
}

const toBuffer = (c: unknown): Buffer => Buffer.isBuffer(c) ? c : typeof c === 'string' ? Buffer.from(c) : Buffer.from(c as Uint8Array)

export async function spool (stream: AsyncIterable<unknown> | Iterable<unknown>, options: SpoolOptions = {}): Promise<ByteSource> {
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY
  const memoryLimit = options.memoryLimit ?? DEFAULT_MEMORY_LIMIT
  const held: Buffer[] = []
  let size = 0
  let file: { path: string, fh: fs.promises.FileHandle } | undefined
  try {
    for await (const raw of stream as AsyncIterable<unknown>) {
      const chunk = toBuffer(raw)
      size += chunk.length
      collectAsStreamed(chunk.length)
      if (size > maxBytes) throw new SpoolLimitError(maxBytes)
      options.onChunk?.(chunk)
      if (file === undefined && size <= memoryLimit) { held.push(chunk); continue }
      if (file === undefined) {
        const p = spoolPath(options.label)
        file = { path: p, fh: await fs.promises.open(p, 'w', 0o600) }
        for (const h of held) await file.fh.write(h)
        held.length = 0
      }
      await file.fh.write(chunk)
    }
    if (file === undefined) return memorySource(held.length === 1 ? held[0] as Buffer : Buffer.concat(held, size))
    await file.fh.close()
    return fileSource(file.path, size, true)
  } catch (err) {
    if (file !== undefined) {
      await file.fh.close().catch(() => {})
      await fs.promises.rm(file.path, { force: true }).catch(() => {})
    }
    throw err
  }
}

/** A new spool file opened for writing; `done()` closes it and returns its ByteSource, `abort()` removes it. */
export function createSpoolFile (label = 'spool'): { path: string, stream: fs.WriteStream, done: () => Promise<ByteSource>, abort: () => Promise<void> } {
  const p = spoolPath(label)
  const stream = fs.createWriteStream(p, { mode: 0o600 })
  return {
    path: p,
    stream,
    done: async () => {
      if (!stream.closed) await new Promise<void>((resolve, reject) => { stream.end(() => resolve()); stream.once('error', reject) })
      return fileSource(p, (await fs.promises.stat(p)).size, true)
    },
    // After the stream has closed: one destroyed while its open() is still under way creates the file afterwards.
    abort: async () => {
      if (!stream.closed) await new Promise<void>(resolve => { stream.once('close', resolve); stream.destroy() })
      await fs.promises.rm(p, { force: true }).catch(() => {})
    }
  }
}

/** Removes spool files left by processes that are gone (name carries the pid). Called at start-up. */
export async function sweepSpool (): Promise<number> {
  let removed = 0
  for (const name of await fs.promises.readdir(spoolDir()).catch(() => [] as string[])) {
    const pid = Number(/-(\d+)-[0-9a-f-]{36}$/.exec(name)?.[1])
    if (!Number.isInteger(pid) || pid === process.pid) continue
    let alive = true
    try { process.kill(pid, 0) } catch (e) { alive = (e as NodeJS.ErrnoException).code === 'EPERM' }
    if (!alive) { await fs.promises.rm(path.join(spoolDir(), name), { force: true }).catch(() => {}); removed++ }
  }
  return removed
}
