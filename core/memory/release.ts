/**
 * Gives memory back while and after a large document streams through this thread: collectAsStreamed(bytes) while it
 * streams (see below), releaseAfterLargeDocument(size) once it has passed.
 *
 * Streaming keeps a document out of memory, but every chunk on its way (socket reads, the database driver's message
 * buffers, file reads) is a Buffer. V8 frees a dead Buffer only when it collects, and for Buffer memory it starts a
 * collection only once about 64 MiB of it has been allocated since the last one. So a thread that has just moved a
 * 100 MB document can hold up to ~64 MiB of dead Buffers (fewer with collectAsStreamed), and they add to the peak of
 * whatever comes next (measured with
 * `npm run bench:as4` on PostgreSQL: A's peak while its worker thread sends a 100 MB invoice fell from 305-320 MiB to
 * 261 MiB under load when the main thread collected once after handing the document over).
 *
 * releaseAfterLargeDocument(size) runs one full collection when `size` is at least RELEASE_MIN_BYTES, and not more
 * often than every RELEASE_MIN_INTERVAL_MS per thread, so a stream of large documents costs at most one collection
 * (a few tens of ms on a ~100 MiB heap) per half second: at most about a tenth of the thread's time. Node exposes no
 * collection call without `--expose-gc`; the flag is switched on for this isolate at the first use
 * (v8.setFlagsFromString), and the function taken from a new context, as Node's own documentation describes for
 * `--expose-gc`. Where that fails, both functions are no-ops.
 *
 * After the collection it calls malloc_trim (core/memory/malloc.ts): the freed Buffers' memory otherwise stays in
 * glibc's arenas, resident (measured with `npm run bench:as4`: scripts/bench/README.md).
 */
import v8 from 'node:v8'
import vm from 'node:vm'
import { trimMalloc } from './malloc.ts'
import { monotonicMs } from '../clock.ts'

export const RELEASE_MIN_BYTES = 8 * 1024 * 1024
export const RELEASE_MIN_INTERVAL_MS = 500

let collect: NodeJS.GCFunction | null | undefined
let last = -Infinity

function collector (): NodeJS.GCFunction | null {
  if (collect !== undefined) return collect
  try {
    const exposed = globalThis.gc
    if (typeof exposed === 'function') {
      collect = exposed
    } else {
      v8.setFlagsFromString('--expose-gc')
      collect = vm.runInNewContext('gc') as NodeJS.GCFunction
    }
  } catch {
    collect = null
  }
  return collect
}

/** One full collection after a document of `size` bytes streamed through this thread (see above); returns whether
 * it ran. */
export function releaseAfterLargeDocument (size: number, now = monotonicMs()): boolean {
  if (size < RELEASE_MIN_BYTES || now - last < RELEASE_MIN_INTERVAL_MS) return false
  const gc = collector()
  if (gc === null) return false
  last = now
  gc()
  trimMalloc()
  return true
}

/** Bytes counted by collectAsStreamed in a thread between two young-generation collections. */
export const STREAM_COLLECT_BYTES = 4 * 1024 * 1024

let streamed = 0

/**
 * Counts `bytes` of a stream passing a stage in this thread, and every STREAM_COLLECT_BYTES counted runs one
 * young-generation collection (a scavenge: well under a millisecond with the 4 MiB semi-spaces of `npm start`).
 * Every stage counts what passes it, so where two stages run in one thread (encryption and the MIME writer, the
 * spool and the MIME parser) a collection comes every 2 MiB of the document.
 *
 * Why: a chunk Buffer's JavaScript object is tiny, so streaming allocates little on V8's heap and V8 seldom collects
 * while a document streams. The chunks' memory is counted apart (external), and V8 collects for it only after about
 * 64 MiB more. So each stage of a stream (file read, gzip, cipher, MIME, socket) leaves its dead chunks resident
 * until then. A chunk dies young, so a scavenge frees it. Called by the stages a large document streams through
 * (the spool, the blob store, SBDH wrapping, encryption and decryption, the MIME writer and parser, gunzip).
 * Measured with `npm run bench:as4` (100 MB invoice on PGlite, with tuneMalloc): peaks A 234-254 / B 229-254 MiB
 * without (4 runs), A 229-245 / B 214-230 with (10 runs), at the same transfer time; a full collection every 8 or
 * 16 MiB instead lowered them no further and made the transfer 10-20% slower.
 */
export function collectAsStreamed (bytes: number): void {
  streamed += bytes
  if (streamed < STREAM_COLLECT_BYTES) return
  streamed = 0
  const gc = collector()
  if (gc !== null) gc({ type: 'minor' })
}
