/**
 * Where the CPU of one AS4 round trip goes, by stage (issue 21), from the CPU profiles of the bench's instances
 * (BENCH_CPU_PROF or BENCH_STAGES=1: one .cpuprofile per JavaScript thread) over the measured window.
 *
 * Each sample of a JavaScript thread in the window belongs to the innermost frame of its stack that matches a stage
 * (STAGES: by source file and function name; frames of dist/ are mapped to their source file through the bundle's
 * source maps), else to "(garbage collector)", "(program)" (V8 and native code outside JavaScript functions) or "not
 * attributed". Samples are counted, not timed: a thread that the machine has descheduled gets one delayed sample, not
 * several, so the count follows CPU time more closely than the wall-time deltas do on a busy machine.
 *
 * Scaling to CPU time: each thread's CPU time comes from /proc (cpu.ts threadTimes, splitThreads below): the main
 * thread's samples share out its CPU time, the worker threads' samples (plugin pool, receiver pool) theirs. Worker
 * threads are told from V8's and libuv's helper threads by when they started: after the process was idle and ready
 * (they start with the first message; a pool that starts with the process, such as the validation pool when
 * validation is on, is counted with the helpers). The helpers' CPU (GC helpers, libuv pool, JIT compilers) and the profiler's
 * own threads (the measurement's cost) are rows of their own. So each column adds up to the measured CPU per round
 * trip.
 *
 *   const idle = new Set(threadTimes(pid).keys())      // before the first message
 *   const cpuMs = splitThreads(pid, idle, threadTimes(pid) at the start, threadTimes(pid) at the end)
 *   const table = stageBreakdown({ A: { dir, pid, cpuMs }, B: ... }, { fromUs, toUs }, roundTrips)
 *   console.log(formatStages(table))
 */
import fs from 'node:fs'
import path from 'node:path'
import { SourceMap } from 'node:module'
import { fileURLToPath } from 'node:url'

interface CallFrame { functionName: string, url: string, lineNumber: number, columnNumber: number }
interface ProfileNode { id: number, callFrame: CallFrame, children?: number[] }
interface Profile { nodes: ProfileNode[], samples: number[], timeDeltas: number[], startTime: number }

/** [stage, source file pattern (repository-relative path, `npm:<package>/...` or `node:...`), function name pattern,
 * true when both must match (else either)]. */
type Rule = [string, RegExp | null, RegExp | null, boolean?]
const STAGES: Rule[] = [
  ['RSA (node:crypto sign, verify, OAEP, certificate verify)', /^node:internal\/crypto\/(sig|x509)/, null],
  // publicEncrypt / privateDecrypt are anonymous closures in node:internal/crypto/cipher (AES's functions there are named).
  ['RSA (node:crypto sign, verify, OAEP, certificate verify)', /^node:internal\/crypto\/cipher/, /^$/, true],
  ['gzip / gunzip (zlib)', /^node:zlib|^node:internal\/zlib|peppol-as4\/as4\/(compression|gzip-spool)/, null],
  ['sign (A: message, B: receipt; XML, C14N, digests)', /peppol-as4\/wssec\/sign\.ts/, null],
  ['verify (B: message, A: receipt; XML, C14N, digests)', /peppol-as4\/wssec\/verify\.ts/, null],
  ['encrypt (AES-GCM, EncryptedKey header)', /peppol-as4\/wssec\/encrypt/, null],
  ['decrypt (AES-GCM, EncryptedKey header)', /peppol-as4\/wssec\/decrypt/, null],
  ['SBDH (write / read)', /peppol-as4\/as4\/sbdh/, null],
  ['MIME (write / parse)', /peppol-as4\/as4\/(mime|binary-content)/, null],
  ['ebMS header / receipt XML', /peppol-as4\/as4\/ebms\.ts/, null],
  ['parse the received message (B: UserMessage, A: receipt; incoming.ts, ebms-parse, checks)', /peppol-as4\/(incoming|inbound-crypto)\.ts|peppol-as4\/as4\/(ebms-parse|checks|inspect)/, null],
  ['receipt check (response.ts)', /peppol-as4\/response\.ts/, null],
  ['trust chain and revocation (pki/)', /peppol-as4\/(pki\/|identity\.ts)/, null],
  ['SML / SMP lookup', /peppol-as4\/(smp|sml|xmldsig)\//, null],
  ['AS4 worker, other (worker.ts, outgoing.ts, country.ts)', /peppol-as4\/(worker|outgoing|country|host)\.ts/, null],
  ['receiver route, other (receiver.ts)', /peppol-as4\/receiver(-lookup)?\.ts/, null],
  ['hand-off to threads (plugin pool, receiver pool, postMessage)', /^core\/plugins\/|peppol-as4\/receiver-(pool|task)\.ts|^node:internal\/worker|^core\/delivery\/hand-over/, /^(postMessage|structuredClone|serialize|deserialize)$/],
  ['validation (Schematron, XSD)', /^core\/validation\/|^npm:(saxon-js|libxml2-wasm)/, null],
  ['auth (token)', /^core\/auth\//, null],
  // The XML helpers of core/documents (and core/sdk, which re-exports them) belong to their caller: wssec parses the
  // SOAP envelope with parseXmlSafely, the SBDH streams scan with DtdMarkupScanner.
  ['parse and detect the invoice (core/documents), API routes', /^core\/documents\/(?!store|receive|safe-xml|dtd-markup|xml-stream|xml-write|xmldom-reg-cache)|^core\/http\/|^core\/transforms\//, null],
  ['store (documents, blobs, inbound)', /^core\/(documents\/(store|receive)|blobs\/|inbound\/)/, null],
  ['route and commands (hooks, delivery, sending)', /^core\/(hooks|delivery|deliveries|sending|publish|peppol|lifecycle|tenancy)\//, null],
  ['queue (core/work)', /^core\/work\//, null],
  ['events', /^core\/events\//, null],
  ['DB (knex, pg, SQL building)', /^npm:(knex|pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+|@electric-sql\/pglite|knex-pglite)\/|^core\/db\//, null],
  ['HTTP (fastify, undici, node:http)', /^npm:(fastify|@fastify\/[a-z-]+|find-my-way|light-my-request|avvio|undici|fast-json-stringify|secure-json-parse)\/|^node:(_http_|http|https|internal\/http)/, null],
  ['module loading (a thread starting)', /^node:internal\/(modules|bootstrap)\//, /^(wrapSafe|compileSourceTextModule|__require2?|compileFunction)$/],
  ['logging (pino)', /^npm:(pino|sonic-boom|thread-stream)\/|^core\/logger/, null],
  ['metrics', /^core\/metrics\//, null]
]

/** Taken only when no frame of the stack matches a stage above: socket and stream code belongs to its caller (pg: DB,
 * undici or node:http: HTTP), and is a stage of its own only where no caller is on the stack (a socket's data
 * arriving, before the parser that takes it). */
const FALLBACK: Rule[] = [
  ['sockets and streams (no caller on the stack)', /^node:(net|stream|internal\/(stream_base_commons|streams|net|js_stream_socket|dns))/, /^(writev|writeBuffer|writeUtf8String|writeLatin1String|onStreamRead|onread)$/]
]

export const GC = '(garbage collector)'
export const PROGRAM = '(program: V8 and native code outside JavaScript)'
export const UNATTRIBUTED = 'not attributed (Node internals, promises, timers)'
export const OTHER_THREADS = 'helper threads (V8 GC and compiler, libuv pool)'
export const PROFILER = 'profiler threads (the measurement itself)'

/** BENCH_STAGES_DEBUG=1: the leaf functions (self time) of each stage's samples, printed by formatStages. */
const debug = /^(1|true|yes)$/i.test(process.env.BENCH_STAGES_DEBUG ?? '') ? new Map<string, Map<string, number>>() : undefined

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The frame's source as a stage rule sees it: repository-relative, `npm:<package>/<file>`, `node:...` or ''. */
function sourceOf (frame: CallFrame, maps: Map<string, SourceMap | null>): string {
  const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`
  let known = sources.get(key)
  if (known === undefined) { known = resolveSource(frame, maps); sources.set(key, known) }
  return known
}
const sources = new Map<string, string>()

function resolveSource (frame: CallFrame, maps: Map<string, SourceMap | null>): string {
  const url = frame.url
  if (url === '' || url.startsWith('node:')) return url
  let file = url.startsWith('file://') ? fileURLToPath(url) : url
  if (file.includes(`${path.sep}dist${path.sep}`) && file.endsWith('.js')) {
    let map = maps.get(file)
    if (map === undefined) {
      try { map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))) } catch { map = null }
      maps.set(file, map)
    }
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string } | undefined
    if (entry?.originalSource !== undefined) {
      const o = entry.originalSource
      // scripts/build.js builds in dist/.build-<pid>/ and moves the files up: the maps' paths have one level more.
      const direct = path.resolve(path.dirname(file), o)
      file = o.startsWith('file://') ? fileURLToPath(o) : fs.existsSync(direct) ? direct : path.resolve(path.dirname(file), 'build', o)
    }
  }
  const nm = file.lastIndexOf(`node_modules${path.sep}`)
  if (nm >= 0) return `npm:${file.slice(nm + 'node_modules/'.length)}`
  return path.relative(root, file)
}

function stageOfFrame (frame: CallFrame, source: string, rules = STAGES): string | undefined {
  for (const [stage, file, fn, both] of rules) {
    const f = file !== null && file.test(source)
    const n = fn !== null && fn.test(frame.functionName)
    if (both === true ? f && n : f || n) return stage
  }
  return undefined
}

/** Sample counts by stage of one profile within [fromUs, toUs]; `busy` = every sample but (idle). */
function countStages (profile: Profile, fromUs: number, toUs: number, maps: Map<string, SourceMap | null>): { counts: Map<string, number>, busy: number } {
  const byId = new Map(profile.nodes.map(n => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const stageOfNode = new Map<number, string | null>()
  /** BENCH_STAGES_DEBUG: the node whose frame decided a node's stage. */
  const matchedAt = new Map<number, number>()
  const stageOf = (id: number): string | null => {
    const known = stageOfNode.get(id)
    if (known !== undefined) return known
    const n = byId.get(id) as ProfileNode
    const name = n.callFrame.functionName
    let s: string | null
    // piscina's threads wait in Atomics.wait: blocked, not running, though the profile shows them in JavaScript.
    if (name === '(idle)' || name === 'atomicsWaitLoop') s = null
    else if (name === '(garbage collector)') s = GC
    else if (name === '(program)') s = PROGRAM
    else if (name === '(root)') s = UNATTRIBUTED
    else {
      const own = stageOfFrame(n.callFrame, sourceOf(n.callFrame, maps))
      const up = parent.get(id)
      s = own ?? (up === undefined ? UNATTRIBUTED : stageOf(up))
      if (debug !== undefined) matchedAt.set(id, own !== undefined ? id : up === undefined ? id : matchedAt.get(up) ?? id)
      if (s === UNATTRIBUTED) s = fallbackOf(id) ?? UNATTRIBUTED
    }
    stageOfNode.set(id, s)
    return s
  }
  const fallbackOf = (id: number | undefined): string | undefined => {
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const f = (byId.get(cur) as ProfileNode).callFrame
      const s = stageOfFrame(f, sourceOf(f, maps), FALLBACK)
      if (s !== undefined) return s
    }
    return undefined
  }
  const counts = new Map<string, number>()
  let busy = 0
  let at = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0
    if (at < fromUs || at > toUs) continue
    const s = stageOf(profile.samples[i])
    if (s === null) continue
    if (debug !== undefined) {
      const f = (byId.get(profile.samples[i]) as ProfileNode).callFrame
      const at = (byId.get(matchedAt.get(profile.samples[i]) ?? profile.samples[i]) as ProfileNode).callFrame
      const k = `${f.functionName} ${sourceOf(f, maps)}${at === f ? '' : ` <- ${at.functionName} ${sourceOf(at, maps)}`}`
      const m = debug.get(s) ?? new Map<string, number>()
      m.set(k, (m.get(k) ?? 0) + 1)
      debug.set(s, m)
    }
    busy++
    counts.set(s, (counts.get(s) ?? 0) + 1)
  }
  return { counts, busy }
}

export interface ProcessInput {
  /** The directory of the process's profiles (file names CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile). */
  dir: string
  pid: number
  /** CPU ms of the process in the window by kind of thread (splitThreads). */
  cpuMs: ThreadSplit
}

export interface ThreadSplit { main: number, workers: number, helpers: number, profiler: number }
type Threads = Map<string, { name: string, seconds: number }>

/** CPU ms between two threadTimes() of process `pid`, by kind of thread; `idle`: the thread ids before the first message. */
export function splitThreads (pid: number, idle: Set<string>, before: Threads, after: Threads): ThreadSplit {
  const r: ThreadSplit = { main: 0, workers: 0, helpers: 0, profiler: 0 }
  for (const [tid, t] of after) {
    const ms = (t.seconds - (before.get(tid)?.seconds ?? 0)) * 1000
    const kind = tid === String(pid) ? 'main' : t.name.startsWith('v8:Prof') ? 'profiler' : idle.has(tid) ? 'helpers' : 'workers'
    r[kind] += ms
  }
  return r
}

export interface StageTable {
  names: string[]
  /** ms of CPU per round trip, by stage then process */
  rows: Array<{ stage: string, ms: Record<string, number> }>
  /** ms per round trip of each process: main thread, worker threads (estimated), other threads, profiler */
  threads: Record<string, { main: number, workers: number, others: number, profiler: number, total: number, samples: { main: number, workers: number } }>
}

export function stageBreakdown (inputs: Record<string, ProcessInput>, window: { fromUs: number, toUs: number }, roundTrips: number): StageTable {
  const maps = new Map<string, SourceMap | null>()
  const perStage = new Map<string, Record<string, number>>()
  const add = (stage: string, name: string, ms: number): void => {
    const r = perStage.get(stage) ?? {}
    r[name] = (r[name] ?? 0) + ms
    perStage.set(stage, r)
  }
  const threads: StageTable['threads'] = {}
  for (const [name, p] of Object.entries(inputs)) {
    const files = fs.readdirSync(p.dir).filter(f => f.endsWith('.cpuprofile') && f.split('.')[3] === String(p.pid))
    const main = files.filter(f => f.split('.')[4] === '0')
    if (main.length !== 1) throw new Error(`${name}: expected one main-thread profile of process ${p.pid} in ${p.dir}, found ${main.length}`)
    const read = (f: string): ReturnType<typeof countStages> => countStages(JSON.parse(fs.readFileSync(path.join(p.dir, f), 'utf8')) as Profile, window.fromUs, window.toUs, maps)
    const share = (counts: Map<string, number>, busy: number, ms: number): void => {
      for (const [s, c] of counts) add(s, name, busy === 0 ? 0 : c / busy * ms / roundTrips)
    }
    const m = read(main[0])
    share(m.counts, m.busy, p.cpuMs.main)
    const workers = { counts: new Map<string, number>(), busy: 0 }
    for (const f of files.filter(f => f.split('.')[4] !== '0')) {
      const w = read(f)
      for (const [s, c] of w.counts) workers.counts.set(s, (workers.counts.get(s) ?? 0) + c)
      workers.busy += w.busy
    }
    share(workers.counts, workers.busy, p.cpuMs.workers)
    add(OTHER_THREADS, name, p.cpuMs.helpers / roundTrips)
    add(PROFILER, name, p.cpuMs.profiler / roundTrips)
    const per = (x: number): number => x / roundTrips
    const c = p.cpuMs
    threads[name] = { main: per(c.main), workers: per(c.workers), others: per(c.helpers), profiler: per(c.profiler), total: per(c.main + c.workers + c.helpers + c.profiler), samples: { main: m.busy, workers: workers.busy } }
  }
  const names = Object.keys(inputs)
  const rows = [...perStage].map(([stage, ms]) => ({ stage, ms: Object.fromEntries(names.map(n => [n, Math.round((ms[n] ?? 0) * 1000) / 1000])) }))
  rows.sort((a, b) => names.reduce((s, n) => s + b.ms[n] - a.ms[n], 0))
  return { names, rows, threads }
}

export function formatStages (t: StageTable): string {
  const f = (x: number): string => x.toFixed(2).padStart(7)
  const w = Math.max(...t.rows.map(r => r.stage.length), 20)
  const lines = [`${'stage'.padEnd(w)} | ${t.names.map(n => `${n} ms/rt`.padStart(9)).join(' | ')} |  sum`]
  for (const r of t.rows) lines.push(`${r.stage.padEnd(w)} | ${t.names.map(n => f(r.ms[n]).padStart(9)).join(' | ')} | ${f(t.names.reduce((s, n) => s + r.ms[n], 0))}`)
  const total = (n: string): number => t.threads[n].total
  lines.push(`${'total (measured CPU per round trip)'.padEnd(w)} | ${t.names.map(n => f(total(n)).padStart(9)).join(' | ')} | ${f(t.names.reduce((s, n) => s + total(n), 0))}`)
  for (const n of t.names) {
    const x = t.threads[n]
    lines.push(`${n}: main thread ${x.main.toFixed(2)} ms/rt (${x.samples.main} samples), worker threads ${x.workers.toFixed(2)} (${x.samples.workers} samples), helper threads ${x.others.toFixed(2)}, profiler ${x.profiler.toFixed(2)}`)
  }
  for (const r of debug === undefined ? [] : t.rows) {
    const m = debug?.get(r.stage)
    if (m !== undefined) lines.push(`${r.stage}, by leaf function (samples):`, ...[...m].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, n]) => `${String(n).padStart(7)}  ${k}`))
  }
  return lines.join('\n')
}

// node --import tsx scripts/bench/stages.ts <file>: the table again from the `stagesInput` of a bench's JSON line
// (the profiles must still be there, and the dist/ build they ran: a rebuild replaces the chunks the source maps name),
// e.g. with BENCH_STAGES_DEBUG=1.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as { stagesInput: { inputs: Record<string, ProcessInput>, window: { fromUs: number, toUs: number }, roundTrips: number } }
  const i = r.stagesInput
  console.log(formatStages(stageBreakdown(i.inputs, i.window, i.roundTrips)))
}
