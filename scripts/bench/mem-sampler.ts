/**
 * Where a bench server's memory goes (issue 5): with BENCH_MEM_DETAIL=1, target.ts samples its own process every
 * BENCH_MEM_SAMPLE_MS (200) ms: process.memoryUsage() (rss, V8 heap of the main thread, external, arrayBuffers) and,
 * from /proc/self/smaps, the resident part of WebAssembly memories (PGlite's WASM heap), of glibc malloc's arenas
 * (Buffers' memory and native allocations of every thread; see residentByKind) and of everything else. It keeps each
 * figure's peak, the breakdown at the moment of the peak RSS and at start (or the last reset: the bench's "idle"). Worker threads' V8 heaps show only in `rss` and `otherRss`. The samples are taken
 * on the main thread: while it is blocked (a long synchronous step) none are taken, so a short peak may be missed
 * (the peak RSS from getrusage, harness memory(), never misses one).
 *
 *   const s = startMemSampler(); ... s.figures() -> { peak: {...}, atPeakRss: {...}, now: {...} }; s.reset(); s.stop()
 */
import fs from 'node:fs'

export interface MemBreakdown { rss: number, heapTotal: number, heapUsed: number, external: number, arrayBuffers: number, wasmRss: number, mallocRss: number, otherRss: number }
export interface MemFigures {
  /** at start or the last reset */ idle: MemBreakdown
  peak: MemBreakdown
  atPeakRss: MemBreakdown
  now: MemBreakdown
  samples: number
  /** With BENCH_MEM_TIMELINE=1: [epoch seconds, rss, heapUsed, external, arrayBuffers, wasmRss, mallocRss] in MiB per sample. */
  timeline?: number[][]
}

const MiB = 1024 * 1024
const GiB = 1024 * MiB
/** glibc's HEAP_MAX_SIZE on 64-bit: the size and alignment of a thread arena's heap. */
const ARENA = 64 * MiB
const zero = (): MemBreakdown => ({ rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0, wasmRss: 0, mallocRss: 0, otherRss: 0 })

/**
 * Resident bytes of WebAssembly memories and of glibc malloc's arenas, from /proc/self/smaps (0 where there is no
 * /proc). V8 reserves a wasm32 memory with its guard region (8 GiB and more) and makes the committed pages
 * read-write, which splits the mapping: the memory is the mapping right before a PROT_NONE mapping of >= 4 GiB that
 * starts where it ends. malloc: the main arena is `[heap]`; each other arena (one per thread that allocates, up to
 * 8 per core) is a 64 MiB-aligned mapping of at most 64 MiB whose read-write part comes first.
 */
function residentByKind (): { wasm: number, malloc: number } {
  let text: string
  try { text = fs.readFileSync('/proc/self/smaps', 'utf8') } catch { return { wasm: 0, malloc: 0 } }
  let wasm = 0
  let malloc = 0
  let prev = { end: -1, rss: 0, arena: false }
  let cur = { end: -1, rss: 0, arena: false }
  const close = (): void => { if (cur.arena) malloc += cur.rss }
  for (const line of text.split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line)
    if (range !== null) {
      close()
      const start = parseInt(range[1], 16)
      const end = parseInt(range[2], 16)
      prev = cur
      const anon = range[4] === '0' && range[5] === ''
      const arena = range[5] === '[heap]' || (anon && range[3].startsWith('rw') && start % ARENA === 0 && end - start <= ARENA)
      cur = { end, rss: 0, arena }
      if (end - start >= 4 * GiB && range[3].startsWith('---') && prev.end === start) { wasm += prev.rss; if (prev.arena) malloc -= prev.rss }
      continue
    }
    if (line.startsWith('Rss:')) cur.rss = Number(/(\d+)/.exec(line)?.[1] ?? 0) * 1024
  }
  close()
  return { wasm, malloc }
}

function sample (): MemBreakdown {
  const m = process.memoryUsage()
  const { wasm: wasmRss, malloc: mallocRss } = residentByKind()
  return { rss: m.rss, heapTotal: m.heapTotal, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers, wasmRss, mallocRss, otherRss: m.rss - wasmRss - mallocRss }
}

const inMiB = (b: MemBreakdown): MemBreakdown => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, Math.round(v / MiB * 10) / 10])) as unknown as MemBreakdown

export function startMemSampler (everyMs = Number(process.env.BENCH_MEM_SAMPLE_MS ?? 200)): { figures: () => MemFigures, reset: () => void, stop: () => void } {
  let peak = zero()
  let atPeakRss = zero()
  let samples = 0
  let idle = zero()
  const timeline: number[][] | undefined = /^(1|true|yes)$/i.test(process.env.BENCH_MEM_TIMELINE ?? '') ? [] : undefined
  const take = (): MemBreakdown => {
    const s = sample()
    samples++
    const m = inMiB(s)
    timeline?.push([Math.round(Date.now() / 100) / 10, m.rss, m.heapUsed, m.external, m.arrayBuffers, m.wasmRss, m.mallocRss])
    for (const k of Object.keys(s) as Array<keyof MemBreakdown>) peak[k] = Math.max(peak[k], s[k])
    if (s.rss >= atPeakRss.rss) atPeakRss = s
    return s
  }
  const timer = setInterval(take, everyMs)
  timer.unref()
  idle = take()
  return {
    figures: () => {
      const now = take()
      return { idle: inMiB(idle), peak: inMiB(peak), atPeakRss: inMiB(atPeakRss), now: inMiB(now), samples, ...(timeline !== undefined ? { timeline } : {}) }
    },
    reset: () => { peak = zero(); atPeakRss = zero(); samples = 0; timeline?.splice(0); idle = take() },
    stop: () => { clearInterval(timer) }
  }
}
