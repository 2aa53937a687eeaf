/**
 * Gives memory back after a large document has streamed through this thread.
 *
 * Streaming keeps a document out of memory, but every chunk on its way (socket reads, the database driver's message
 * buffers, file reads) is a Buffer, and V8 frees dead Buffers only at a full garbage collection, which it starts once
 * about 64 MiB of new Buffer memory has been allocated since the last one. So a thread that has just moved a 100 MB
 * document holds up to ~64 MiB of dead Buffers, and they add to the peak of whatever comes next (measured with
 * `npm run bench:as4` on PostgreSQL: A's peak while its worker thread sends a 100 MB invoice fell from 305-320 MiB to
 * 261 MiB under load when the main thread collected once after handing the document over).
 *
 * releaseAfterLargeDocument(size) runs one full collection when `size` is at least RELEASE_MIN_BYTES, and not more
 * often than every RELEASE_MIN_INTERVAL_MS per thread, so a stream of large documents costs at most one collection
 * (a few tens of ms on a ~100 MiB heap) per half second: at most about a tenth of the thread's time. Node exposes no collection call without `--expose-gc`; the
 * flag is switched on for this isolate at the first use (v8.setFlagsFromString), and the function taken from a new
 * context, as Node's own documentation describes for `--expose-gc`. Where that fails, this is a no-op.
 *
 * After the collection it calls malloc_trim (core/blobs/malloc-trim.ts): the freed Buffers' memory otherwise stays in
 * glibc's arenas, resident (measured with `npm run bench:as4`: scripts/bench/README.md).
 */
import v8 from 'node:v8'
import vm from 'node:vm'
import { trimMalloc } from './malloc-trim.ts'

export const RELEASE_MIN_BYTES = 8 * 1024 * 1024
export const RELEASE_MIN_INTERVAL_MS = 500

let collect: (() => void) | null | undefined
let last = -Infinity

function collector (): (() => void) | null {
  if (collect !== undefined) return collect
  try {
    const exposed = (globalThis as { gc?: () => void }).gc
    if (typeof exposed === 'function') {
      collect = exposed
    } else {
      v8.setFlagsFromString('--expose-gc')
      collect = vm.runInNewContext('gc') as () => void
    }
  } catch {
    collect = null
  }
  return collect
}

/** One full collection after a document of `size` bytes streamed through this thread (see above); returns whether
 * it ran. */
export function releaseAfterLargeDocument (size: number, now = performance.now()): boolean {
  if (size < RELEASE_MIN_BYTES || now - last < RELEASE_MIN_INTERVAL_MS) return false
  const gc = collector()
  if (gc === null) return false
  last = now
  gc()
  trimMalloc()
  return true
}
