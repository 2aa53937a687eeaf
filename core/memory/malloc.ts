/**
 * Two glibc malloc settings that keep Wharf's resident memory near what it uses, through a small native addon
 * (core/memory/native/malloc.c, compiled by scripts/build-native.js at install time).
 *
 * Why: every Buffer's memory comes from malloc, and a thread allocates from its own arena. When V8 frees the chunk
 * Buffers of a large document, glibc keeps the freed memory in the arenas: it returns only what lies at the top of
 * an arena, and the long-lived allocations in between pin the rest. Measured with `npm run bench:as4` (mallocRss of
 * BENCH_MEM_DETAIL): after one 100 MB invoice, the arenas of A and of B each held ~65-70 MiB more than at idle, on
 * PGlite and on PostgreSQL alike, almost all of it free.
 *
 *   tuneMalloc()   // once, at start (core/server.ts): fixed mmap and trim thresholds (below)
 *   trimMalloc()   // after a large document (core/memory/release.ts): malloc_trim(0) gives free arena pages back
 *
 * tuneMalloc: glibc starts with 128 KiB thresholds, then raises the mmap threshold to the size of every mapped
 * allocation that is freed (up to 32 MiB) and the trim threshold to twice that. Start-up frees several such (the
 * embedded database's WebAssembly module and data, the bundle's text), so afterwards Buffers of up to several MiB
 * came from the arenas, and up to twice that stayed unreturned at an arena's top. Fixing both at 128 KiB sends
 * larger Buffers (database chunks of 1 MiB, Bind messages) to their own mappings, returned when freed; the 64 KiB
 * chunks of streams stay in the arenas, where reusing them is cheapest. Measured (100 MB invoice on PGlite, 4 runs
 * each): idle RSS 165 instead of 180 MiB, peaks A 234-254 / B 229-254 instead of 245-268 / 236-264 MiB, the same
 * transfer time. A 64 KiB threshold lowered the peaks a little more but made the transfer 15% slower (a mapping per
 * chunk). Only the mmap threshold did not help: the raised trim threshold kept the memory. An operator's own
 * MALLOC_MMAP_THRESHOLD_ or MALLOC_TRIM_THRESHOLD_ (glibc's environment variables), or either threshold in
 * GLIBC_TUNABLES, wins: then Wharf sets nothing.
 *
 * No npm package offers these calls; node-gyp would be a heavier build for two C calls than the compiler line in
 * build-native.js. Without the addon (not Linux/glibc, no compiler) both are no-ops; WHARF_MALLOC_TRIM=off switches
 * the addon off.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { projectRoot } from '../paths.ts'
import { processSettings } from '../config.ts'

/** Where scripts/build-native.js writes the addon. */
export const MALLOC_ADDON = path.join(projectRoot, 'node_modules', '.cache', 'wharf', 'native', 'malloc.node')
/** The mmap and trim thresholds tuneMalloc sets: glibc's own starting values, kept fixed. */
export const MMAP_THRESHOLD = 128 * 1024
export const TRIM_THRESHOLD = 128 * 1024

export interface MallocAddon {
  trim: () => boolean
  setThresholds: (mmapThreshold: number, trimThreshold: number) => boolean
}

let addon: MallocAddon | null | undefined

/** The addon, or null where it is not built, does not load (or is an older build), or is switched off. */
export function mallocAddon (): MallocAddon | null {
  if (addon !== undefined) return addon
  addon = null
  if (process.platform !== 'linux' || !processSettings().mallocTrim) return addon
  try {
    const loaded = createRequire(import.meta.url)(MALLOC_ADDON) as Partial<MallocAddon>
    if (typeof loaded.trim === 'function' && typeof loaded.setThresholds === 'function') addon = loaded as MallocAddon
  } catch { /* not built here: run without */ }
  return addon
}

/** malloc_trim(0); false when nothing was released or there is no addon. */
export function trimMalloc (): boolean {
  return mallocAddon()?.trim() ?? false
}

let tuned: boolean | undefined

/** Fixes glibc's mmap and trim thresholds (see above) once per process; returns whether Wharf set them. */
export function tuneMalloc (): boolean {
  if (tuned !== undefined) return tuned
  tuned = !processSettings().operatorMallocThresholds && (mallocAddon()?.setThresholds(MMAP_THRESHOLD, TRIM_THRESHOLD) ?? false)
  return tuned
}
