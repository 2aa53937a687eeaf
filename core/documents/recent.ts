/**
 * The documents this process has just stored for sending, kept for the first attempt of their send command, so that
 * the command runner does not read back from the database the row this process wrote a moment ago (issue 21: no
 * re-reads of what the process just wrote). The send pipeline (send.ts) stores the document, its history entry, the
 * event and the job in one statement; the job usually runs in the same process milliseconds later.
 *
 *   recent.remember(record, bytes)   after the send's statement or transaction has committed
 *   recent.take(id)                  the command runner: the entry once (then gone), or undefined -> read the row
 *
 * Why an entry equals the row when it is taken: it is kept only for a queued document and only until its first take.
 * A queued document's row changes only through its own send command (setStatus in core/sending/command-runner.ts);
 * it cannot be deleted while in flight (core/lifecycle/remove.ts, IN_FLIGHT); and a send that ends in error at once
 * is never kept. A job claimed by another process reads the row as before; its entry here ages out (dropped by the
 * next remember after TTL_MS). Only processes with the worker role keep one (startWorkers sets Wharf.recent).
 * Bounded: documents up to MAX_DOCUMENT_BYTES, at most MAX_TOTAL_BYTES and MAX_ENTRIES in all (the oldest go first),
 * each for TTL_MS.
 */
import { monotonicMs } from '../clock.ts'
import type { DocumentRecord } from './store.ts'

export const MAX_DOCUMENT_BYTES = 256 * 1024
export const MAX_TOTAL_BYTES = 16 * 1024 * 1024
export const MAX_ENTRIES = 1024
export const TTL_MS = 30_000

interface Entry { record: DocumentRecord, bytes: Buffer, at: number }

export class RecentDocuments {
  readonly #entries = new Map<string, Entry>()
  #bytes = 0
  #hits = 0

  constructor (private readonly now: () => number = monotonicMs) {}

  /** Keeps a stored, queued document; larger documents and any other status are not kept. */
  remember (record: DocumentRecord, bytes: Uint8Array): void {
    if (record.status !== 'queued' || bytes.byteLength > MAX_DOCUMENT_BYTES) return
    this.#drop(record.id)
    // A copy of exactly the bytes (the caller's view may share a larger buffer, or be reused)
    const copy = Buffer.from(bytes)
    const now = this.now()
    this.#entries.set(record.id, { record, bytes: copy, at: now })
    this.#bytes += copy.byteLength
    // Oldest first (a Map keeps insertion order): those past TTL_MS (taken by another process, or never), then any
    // beyond the bounds.
    for (const [id, e] of this.#entries) {
      if (now - e.at < TTL_MS && this.#entries.size <= MAX_ENTRIES && this.#bytes <= MAX_TOTAL_BYTES) break
      this.#drop(id)
    }
  }

  /** The document as stored, once; undefined when it was not kept, was taken already or is older than TTL_MS. */
  take (id: string): { record: DocumentRecord, bytes: Buffer } | undefined {
    const entry = this.#entries.get(id)
    if (entry === undefined) return undefined
    this.#drop(id)
    if (this.now() - entry.at >= TTL_MS) return undefined
    this.#hits++
    return { record: entry.record, bytes: entry.bytes }
  }

  /** Entries and bytes kept, and how many reads they saved. */
  stats (): { entries: number, bytes: number, hits: number } {
    return { entries: this.#entries.size, bytes: this.#bytes, hits: this.#hits }
  }

  #drop (id: string): void {
    const entry = this.#entries.get(id)
    if (entry === undefined) return
    this.#entries.delete(id)
    this.#bytes -= entry.bytes.byteLength
  }
}
