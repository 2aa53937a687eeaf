/**
 * A server to benchmark: a real Wharf (startServer + loadConfig, as `npm start` does) or a bare node:http server
 * answering a fixed JSON body, the machine's reference for "what one Node process can answer on loopback".
 *
 * Imported, startTarget() runs the server in the calling process. Run as a script (forked by harness.ts with
 * `--import tsx`), it reads its spec from BENCH_TARGET_SPEC, starts the server and reports { url, demo } over IPC,
 * then closes and exits when the parent sends 'stop' or goes away. Keeping the server in its own process gives it
 * its own event loop and core, so the load generator does not steal its time.
 *
 * Memory and CPU: the parent may send 'rss' at any time; the process answers { type: 'rss', maxRssBytes, rssBytes,
 * cpuMicros } with its own peak resident set size since start (process.resourceUsage().maxRSS, i.e. getrusage
 * ru_maxrss), its current one, and the CPU time all its threads have used. harness.ts exposes this as
 * StartedTarget.memory().
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import pino from 'pino'
import { loadConfig } from '../../core/config.ts'
import { createLogger } from '../../core/logger.ts'
import { startServer } from '../../core/server.ts'
import type { DemoCredentials } from '../../core/demo.ts'
import { compiled } from '../../core/paths.ts'
import { threadExecArgv } from '../../core/plugins/worker-options.ts'
import { watchSql, type SqlFigure } from './sql-stats.ts'
import { startMemSampler, type MemFigures } from './mem-sampler.ts'

export type TargetSpec =
  | { kind: 'wharf', env: Record<string, string>, /** send the log to /dev/null instead of stdout */ discardLog?: boolean }
  | { kind: 'bare' }

export interface StartedTarget {
  url: string
  /** The server's process id (child process only). */
  pid?: number
  demo?: DemoCredentials
  database?: string
  /** Whether the server runs dist/ (core/paths.ts compiled), the Node flags of its process and of the threads it
   * starts (worker-options.ts threadExecArgv), and the file each plugin's worker and routes load (the emitted
   * JavaScript when compiled, core/paths.ts runtimeFile). */
  compiled?: boolean
  execArgv?: string[]
  threadExecArgv?: string[]
  pluginEntries?: Record<string, { worker: string, routes?: string }>
  close: () => Promise<void>
  /** The server process's peak (since start) and current RSS (child process: asked over IPC). */
  memory?: () => Promise<{ maxRssBytes: number, rssBytes: number, cpuMicros: number }>
  /** With BENCH_SQL_STATS=1: the statements run so far (sql-stats.ts); in a child process asked over IPC. */
  sql?: { top: (n?: number) => SqlFigure[] | Promise<SqlFigure[]>, reset: () => void }
  /** With BENCH_MEM_DETAIL=1 (child process only): the memory breakdown (mem-sampler.ts); undefined otherwise. */
  mem?: { figures: () => Promise<MemFigures | undefined>, reset: () => void }
}

export const BARE_BODY = JSON.stringify({ status: 'ok', version: '0.0.0', database: 'none', uptimeSeconds: 0 })

export async function startTarget (spec: TargetSpec): Promise<StartedTarget> {
  if (spec.kind === 'bare') {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(BARE_BODY) })
      res.end(BARE_BODY)
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return {
      url: `http://127.0.0.1:${port}`,
      close: async () => { server.closeAllConnections(); await new Promise<void>(resolve => server.close(() => resolve())) }
    }
  }
  const config = loadConfig(spec.env)
  const log = spec.discardLog === true
    ? createLogger(config.logLevel, pino.destination({ dest: '/dev/null', sync: true }))
    : createLogger(config.logLevel)
  const running = await startServer(config, log)
  // Measure the server as it runs once started: its background warm-up (validation threads loading their rules, a
  // few seconds of CPU on every core) is over before the first measurement.
  await running.warmed
  const sql = /^(1|true|yes)$/i.test(spec.env.BENCH_SQL_STATS ?? process.env.BENCH_SQL_STATS ?? '') ? watchSql(running.wharf.knex, { pgQueries: true }) : undefined
  const pluginEntries: Record<string, { worker: string, routes?: string }> = {}
  for (const p of running.wharf.plugins?.registry.byName.values() ?? []) pluginEntries[p.name] = { worker: p.workerEntry, ...(p.routesEntry !== undefined ? { routes: p.routesEntry } : {}) }
  return { url: running.url, demo: running.demo, database: running.wharf.db.kind, compiled, execArgv: process.execArgv, threadExecArgv: threadExecArgv(), pluginEntries, close: running.close, ...(sql !== undefined ? { sql } : {}) }
}

export type TargetMessage =
  | { type: 'ready', url: string, demo?: DemoCredentials, database?: string, compiled?: boolean, execArgv?: string[], threadExecArgv?: string[], pluginEntries?: Record<string, { worker: string, routes?: string }> }
  | { type: 'failed', message: string }
  | { type: 'rss', maxRssBytes: number, rssBytes: number, cpuMicros: number }
  | { type: 'sql', top: SqlFigure[] }
  | { type: 'mem', figures?: MemFigures }

/** This process's peak and current resident set size, and the CPU time all its threads have used (user + system). */
export const memoryFigures = (): { maxRssBytes: number, rssBytes: number, cpuMicros: number } => {
  const u = process.resourceUsage()
  return { maxRssBytes: u.maxRSS * 1024, rssBytes: process.memoryUsage.rss(), cpuMicros: u.userCPUTime + u.systemCPUTime }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const send = (m: TargetMessage): void => { if (process.connected) process.send?.(m) }
  // 'stop' (or the parent going away) may come while the server is still starting: stop as soon as it has started.
  let target: StartedTarget | undefined
  let stopRequested = false
  let closing: Promise<void> | undefined
  const sampler = /^(1|true|yes)$/i.test(process.env.BENCH_MEM_DETAIL ?? '') ? startMemSampler() : undefined
  const stop = (): void => {
    stopRequested = true
    if (target === undefined) return
    closing ??= target.close().then(() => process.exit(0), err => { console.error(err); process.exit(1) })
  }
  process.on('message', m => {
    if (m === 'stop') stop()
    else if (m === 'rss') send({ type: 'rss', ...memoryFigures() })
    else if (m === 'sql') void Promise.resolve(target?.sql?.top(300) ?? []).then(top => { send({ type: 'sql', top }) })
    else if (m === 'sql-reset') target?.sql?.reset()
    else if (m === 'mem') send({ type: 'mem', ...(sampler !== undefined ? { figures: sampler.figures() } : {}) })
    else if (m === 'mem-reset') sampler?.reset()
  })
  process.on('disconnect', stop)
  process.on('SIGTERM', stop)
  process.on('SIGINT', () => { /* Ctrl-C reaches the whole process group: the parent decides when to stop */ })
  try {
    target = await startTarget(JSON.parse(process.env.BENCH_TARGET_SPEC ?? '') as TargetSpec)
  } catch (err) {
    send({ type: 'failed', message: (err as Error).stack ?? String(err) })
    process.exit(1)
  }
  if (stopRequested) stop()
  else send({ type: 'ready', url: target.url, demo: target.demo, database: target.database, compiled: target.compiled, execArgv: target.execArgv, threadExecArgv: target.threadExecArgv, pluginEntries: target.pluginEntries })
}
