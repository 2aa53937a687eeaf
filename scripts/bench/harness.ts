/**
 * Shared pieces of the benchmarks (scripts/bench/*.bench.ts): options from the environment, starting servers to
 * measure (in a child process by default), the databases to run on, one autocannon measurement, and printing.
 *
 * Benchmarks report figures and ratios against a reference measured in the same run; they never fail on a speed
 * threshold, only when requests fail (non-2xx answers, socket errors, timeouts).
 *
 * Environment:
 *   BENCH_DURATION     seconds per measurement (5)
 *   BENCH_CONNECTIONS  concurrent connections (16)
 *   BENCH_WARMUP       seconds of unrecorded load before each measurement (1)
 *   BENCH_IN_PROCESS   1 = run the servers in the benchmark's own process (shares one event loop with autocannon)
 *   BENCH_FROM_SOURCES 1 = run each server process from the TypeScript sources through tsx. By default a server
 *                      process runs dist/scripts/bench/target.js, built like `npm start`'s entry (scripts/build.js, rebuilt
 *                      when a source is newer), as `npm start` runs dist/core/main.js.
 *   BENCH_CPU_PROF     a directory: servers run with --cpu-prof, writing into <dir>/<database>-<log level>/
 *   BENCH_DB           comma list of databases to run on: pglite,postgres (both; postgres only with DATABASE_URL)
 *   BENCH_ONLY         comma list of measurement names to run (each bench names its own)
 *   DATABASE_URL       PostgreSQL to run on as well; every run uses a fresh schema, dropped at the end
 */
import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon, { type Options as CannonOptions } from 'autocannon'
import pg from 'pg'
import { startTarget, type StartedTarget, type TargetMessage, type TargetSpec } from './target.ts'
import type { SqlFigure } from './sql-stats.ts'
import type { MemFigures } from './mem-sampler.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const fromSources = (): boolean => /^(1|true|yes)$/i.test(process.env.BENCH_FROM_SOURCES ?? '')

/** dist/scripts/bench/target.js, the emitted target.ts, after dist/ is brought up to date (scripts/build.js): the
 * server process runs the same JavaScript as `npm start`. */
async function builtTarget (): Promise<string> {
  // @ts-expect-error: plain JavaScript without types
  const build = await import('../build.js') as { ensureBuilt: () => Promise<void>, distFile: (rel: string) => string }
  await build.ensureBuilt()
  return build.distFile(path.join('scripts', 'bench', 'target.ts'))
}

export interface BenchOptions {
  duration: number
  connections: number
  warmup: number
  inProcess: boolean
  cpuProfDir?: string
  databases: string[]
  only?: string[]
}

const num = (name: string, fallback: number): number => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name}: expected a number >= 0, got "${raw}"`)
  return n
}
const list = (name: string): string[] | undefined => {
  const raw = process.env[name]
  return raw === undefined || raw.trim() === '' ? undefined : raw.split(',').map(s => s.trim()).filter(Boolean)
}

export function benchOptions (): BenchOptions {
  const cpuProfDir = process.env.BENCH_CPU_PROF
  return {
    duration: num('BENCH_DURATION', 5),
    connections: Math.max(1, Math.round(num('BENCH_CONNECTIONS', 16))),
    warmup: num('BENCH_WARMUP', 1),
    inProcess: /^(1|true|yes)$/i.test(process.env.BENCH_IN_PROCESS ?? ''),
    cpuProfDir: cpuProfDir === undefined || cpuProfDir === '' ? undefined : path.resolve(cpuProfDir),
    databases: list('BENCH_DB') ?? ['pglite', 'postgres'],
    only: list('BENCH_ONLY')
  }
}

export const wanted = (opts: BenchOptions, name: string): boolean => opts.only === undefined || opts.only.includes(name)

// Clean-up that must run even on Ctrl-C, in two phases: first stop the servers, then drop schemas and remove
// temporary directories (a server still starting would otherwise re-create them).
type Phase = 'servers' | 'databases'
const cleanups: Record<Phase, Set<() => Promise<void>>> = { servers: new Set(), databases: new Set() }
export function onCleanup (phase: Phase, fn: () => Promise<void>): () => void {
  cleanups[phase].add(fn)
  return () => { cleanups[phase].delete(fn) }
}
let interrupted = false
process.on('SIGINT', () => {
  if (interrupted) process.exit(130)
  interrupted = true
  console.error('\ninterrupted: cleaning up (Ctrl-C again to leave at once)')
  void (async () => {
    for (const phase of ['servers', 'databases'] as const) await Promise.allSettled([...cleanups[phase]].map(async fn => await fn()))
    process.exit(130)
  })()
})

/** The Node flags of package.json's `start` script (`node <flags> scripts/start.js`): what `npm start` runs. */
export function startNodeFlags (): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(here, '..', '..', 'package.json'), 'utf8')) as { scripts?: { start?: string } }
  const m = /^node\s+(.*?)\s*scripts\/start\.js$/.exec(pkg.scripts?.start ?? '')
  if (m === null) throw new Error(`package.json's start script is not "node [flags] scripts/start.js": ${String(pkg.scripts?.start)}`)
  return m[1].split(/\s+/).filter(f => f !== '')
}

/** Starts a server to measure: in a child process (default) or, with BENCH_IN_PROCESS, in this one. */
export async function launch (spec: TargetSpec, opts: BenchOptions, label: string): Promise<StartedTarget> {
  if (opts.inProcess) {
    const t = await startTarget(spec)
    const remove = onCleanup('servers', t.close)
    return { ...t, close: async () => { remove(); await t.close() } }
  }
  // Each server gets the Node flags of `npm start` (package.json), then BENCH_NODE_FLAGS (space-separated, e.g.
  // --max-semi-space-size=8: a later flag wins).
  const sources = fromSources()
  const execArgv = [...(sources ? ['--import', 'tsx'] : []), ...startNodeFlags(), ...(process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(f => f !== '')]
  if (opts.cpuProfDir !== undefined) {
    // One directory per server: tsx's loader thread writes a profile of its own next to the main thread's.
    const dir = path.join(opts.cpuProfDir, label)
    fs.mkdirSync(dir, { recursive: true })
    execArgv.push('--cpu-prof', `--cpu-prof-dir=${dir}`)
  }
  const child = fork(sources ? path.join(here, 'target.ts') : await builtTarget(), [], {
    execArgv,
    env: { ...process.env, BENCH_TARGET_SPEC: JSON.stringify(spec) },
    // A Wharf at LOG_LEVEL=warn prints nothing per request; keep its stdout visible for warnings.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc']
  })
  const exited = new Promise<number | null>(resolve => child.once('exit', code => resolve(code)))
  const close = async (): Promise<void> => { await stopChild(child, exited) }
  const remove = onCleanup('servers', close)
  const ready = await new Promise<TargetMessage>((resolve, reject) => {
    child.once('message', m => resolve(m as TargetMessage))
    void exited.then(code => reject(new Error(`${label}: the server process exited (code ${String(code)}) before it was ready`)))
  }).catch(err => { remove(); throw err })
  if (ready.type === 'failed') {
    remove()
    await close()
    throw new Error(`${label}: the server did not start:\n${ready.message}`)
  }
  const memory = async (): Promise<{ maxRssBytes: number, rssBytes: number, cpuMicros: number }> => await new Promise((resolve, reject) => {
    const onMessage = (m: TargetMessage): void => {
      if (m.type !== 'rss') return
      child.off('message', onMessage)
      resolve({ maxRssBytes: m.maxRssBytes, rssBytes: m.rssBytes, cpuMicros: m.cpuMicros })
    }
    child.on('message', onMessage)
    if (!child.connected) { reject(new Error(`${label}: the server process is gone`)); return }
    child.send('rss')
  })
  const sql = {
    top: async (): Promise<SqlFigure[]> => await new Promise(resolve => {
      const onMessage = (m: TargetMessage): void => { if (m.type === 'sql') { child.off('message', onMessage); resolve(m.top) } }
      child.on('message', onMessage)
      if (child.connected) child.send('sql'); else resolve([])
    }),
    reset: () => { if (child.connected) child.send('sql-reset') }
  }
  const mem = {
    figures: async (): Promise<MemFigures | undefined> => await new Promise(resolve => {
      const onMessage = (m: TargetMessage): void => { if (m.type === 'mem') { child.off('message', onMessage); resolve(m.figures) } }
      child.on('message', onMessage)
      if (child.connected) child.send('mem'); else resolve(undefined)
    }),
    reset: () => { if (child.connected) child.send('mem-reset') }
  }
  if (ready.type !== 'ready') throw new Error(`${label}: unexpected first message ${ready.type}`)
  return { url: ready.url, pid: child.pid, demo: ready.demo, database: ready.database, compiled: ready.compiled, execArgv: ready.execArgv, threadExecArgv: ready.threadExecArgv, pluginEntries: ready.pluginEntries, memory, sql, mem, close: async () => { remove(); await close() } }
}

async function stopChild (child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  if (child.connected) child.send('stop')
  const timer = setTimeout(() => { child.kill('SIGKILL') }, 15_000)
  await exited
  clearTimeout(timer)
}

export interface Database {
  name: 'pglite' | 'postgres'
  title: string
  /** Environment for loadConfig(), without PORT/HOST/LOG_LEVEL */
  env: Record<string, string>
  dispose: () => Promise<void>
}

/** The databases to run on, each ready to start servers on (a temporary data directory; a fresh schema). */
export async function * databases (opts: BenchOptions): AsyncGenerator<Database | { name: string, skipped: string }> {
  for (const name of opts.databases) {
    if (name !== 'pglite' && name !== 'postgres') throw new Error(`BENCH_DB: unknown database "${name}" (pglite, postgres)`)
    if (name === 'postgres' && (process.env.DATABASE_URL ?? '') === '') {
      yield { name, skipped: 'DATABASE_URL is not set' }
      continue
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wharf-bench-${name}-`))
    const env: Record<string, string> = { WHARF_DATA_DIR: dataDir }
    let dropSchema = async (): Promise<void> => {}
    let title = 'PGlite (embedded, WASM, in the server process)'
    if (name === 'postgres') {
      const url = process.env.DATABASE_URL as string
      const schema = `wharf_bench_${randomBytes(4).toString('hex')}`
      env.DATABASE_URL = url
      env.DATABASE_SCHEMA = schema
      title = `PostgreSQL (${redact(url)}, schema ${schema})`
      dropSchema = async () => {
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        try { await client.query(`drop schema if exists "${schema}" cascade`) } finally { await client.end() }
      }
    }
    const dispose = async (): Promise<void> => {
      remove()
      try {
        await dropSchema()
      } catch (err) {
        console.error(`warning: could not drop the bench schema ${env.DATABASE_SCHEMA}: ${(err as Error).message}`)
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    }
    const remove = onCleanup('databases', dispose)
    yield { name, title, env, dispose }
  }
}

/**
 * Runs `run` on each database (databases()) and disposes of it after. A skipped database is logged and recorded in
 * `results` as skipped, a failed run (its stack printed) as `failed: <message>`; `report` prints a result and says
 * whether it passed. False when a run failed or did not pass.
 */
export async function onEachDatabase<R> (opts: BenchOptions, results: Record<string, R | { skipped: string }>,
  run: (db: Database) => Promise<R>, report: (r: R) => boolean): Promise<boolean> {
  let ok = true
  for await (const db of databases(opts)) {
    if ('skipped' in db) {
      console.log(`\n${db.name}: skipped (${db.skipped})`)
      results[db.name] = { skipped: db.skipped }
      continue
    }
    try {
      const r = await run(db)
      results[db.name] = r
      if (!report(r)) ok = false
    } catch (err) {
      ok = false
      console.error(`\n${db.name}: ${(err as Error).stack ?? String(err)}`)
      results[db.name] = { skipped: `failed: ${(err as Error).message}` }
    } finally {
      await db.dispose()
    }
  }
  return ok
}

const redact = (url: string): string => {
  try {
    const u = new URL(url)
    if (u.password !== '') u.password = '***'
    return u.toString()
  } catch { return 'DATABASE_URL' }
}

export interface Figure {
  name: string
  /** completed requests per second (2xx and others), over the measured duration */
  rps: number
  p50: number
  p99: number
  requests: number
  non2xx: number
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
}

/** One autocannon run on loopback after an unrecorded warm-up; latencies in ms (of 2xx answers). */
export async function measure (name: string, req: Omit<CannonOptions, 'connections' | 'duration'>, opts: BenchOptions): Promise<Figure> {
  const base = { ...req, connections: opts.connections, timeout: 10 }
  if (opts.warmup > 0) await autocannon({ ...base, duration: opts.warmup })
  const r = await autocannon({ ...base, duration: opts.duration })
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count]))
  return {
    name,
    rps: r.duration > 0 ? round(r.requests.total / r.duration, 1) : 0,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes
  }
}

export const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits
export const ratio = (a: Figure | undefined, b: Figure | undefined): number | null =>
  a === undefined || b === undefined || b.rps === 0 ? null : round(a.rps / b.rps, 3)
export const failed = (f: Figure): boolean => f.non2xx > 0 || f.errors > 0 || f.timeouts > 0 || f.requests === 0

export function printTable (title: string, figures: Figure[], ratios: Record<string, number | null>): void {
  const head = ['measurement', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors']
  const rows = figures.map(f => [
    f.name, f.rps.toFixed(0), String(f.p50), String(f.p99), String(f.requests), String(f.non2xx), String(f.errors + f.timeouts)
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map(r => r[i].length)))
  const line = (cells: string[]): string => cells.map((c, i) => i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])).join('  ')
  const out = ['', title, line(head), widths.map(w => '-'.repeat(w)).join('  '), ...rows.map(line)]
  const rs = Object.entries(ratios).filter(([, v]) => v !== null).map(([k, v]) => `${k} ${v === null ? 'n/a' : v.toFixed(3)}`)
  if (rs.length > 0) out.push(`ratios: ${rs.join('   ')}`)
  for (const f of figures.filter(failed)) out.push(`FAILED ${f.name}: status codes ${JSON.stringify(f.statusCodes)}, errors ${f.errors}, timeouts ${f.timeouts}`)
  console.log(out.join('\n'))
}

export function machine (opts: BenchOptions): Record<string, unknown> {
  const cpus = os.cpus()
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim(),
    mode: opts.inProcess ? 'in-process' : 'child-process',
    connections: opts.connections,
    durationSeconds: opts.duration,
    warmupSeconds: opts.warmup,
    /** 1, 5 and 15 minute load averages now: other work on the machine skews every figure */
    loadAverage: os.loadavg().map(n => round(n, 2))
  }
}
