/**
 * Returns the free memory of glibc's malloc to the operating system (malloc_trim(0)), through a one-function native
 * addon (core/blobs/native/malloc-trim.c, compiled by scripts/build-native.js at install time).
 *
 * Why: every Buffer's memory comes from malloc, and a thread allocates from its own arena. When V8 frees the chunk
 * Buffers of a large document, glibc keeps the freed memory in the arenas: it returns only what lies at the top of
 * an arena, and the long-lived allocations in between pin the rest. Measured with `npm run bench:as4` (mallocRss of
 * BENCH_MEM_DETAIL): after one 100 MB invoice, the arenas of A and of B each held ~65-70 MiB more than at idle, on
 * PGlite and on PostgreSQL alike, almost all of it free; the main thread's arena alone held 60 MiB on A.
 * malloc_trim(0) gives those pages back (madvise) without moving anything; it costs a few milliseconds.
 *
 *   trimMalloc()   // true: released memory; false: nothing to release, or no addon here (not Linux/glibc, no compiler)
 *
 * No npm package offers malloc_trim; node-gyp would be a heavier build for one C call than the compiler line in
 * build-native.js. WHARF_MALLOC_TRIM=off switches it off.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { projectRoot } from '../paths.ts'

/** Where scripts/build-native.js writes the addon. */
export const MALLOC_TRIM_ADDON = path.join(projectRoot, 'node_modules', '.cache', 'wharf', 'native', 'malloc-trim.node')

let addon: { trim: () => boolean } | null | undefined

/** The addon, or null where it is not built, does not load, or is switched off. */
export function mallocTrimAddon (): { trim: () => boolean } | null {
  if (addon !== undefined) return addon
  addon = null
  if (process.platform !== 'linux' || /^(off|false|0|no)$/i.test(process.env.WHARF_MALLOC_TRIM ?? '')) return addon
  try {
    const loaded = createRequire(import.meta.url)(MALLOC_TRIM_ADDON) as { trim?: unknown }
    if (typeof loaded.trim === 'function') addon = loaded as { trim: () => boolean }
  } catch { /* not built here: run without */ }
  return addon
}

/** malloc_trim(0) (see above); false when nothing was released or there is no addon. */
export function trimMalloc (): boolean {
  return mallocTrimAddon()?.trim() ?? false
}
