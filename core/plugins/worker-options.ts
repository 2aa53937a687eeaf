/**
 * How worker threads are started (shared by the plugin pool, pool.ts, and the AS4 receiver pool): the worker entry
 * file, and the Node flags a worker gets, which are this process's minus tsx loaders and minus the flags Node refuses
 * in a worker (plus tsx's CommonJS hook when the process runs the TypeScript sources: threadExecArgv).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { compiled, projectRoot, runtimeFile } from '../paths.ts'

const TSX_ARG = /(^|[\\/])tsx([\\/]|$)|^tsx(\/\w+)*$/

/** execArgv minus `--import tsx`, `--require tsx`, `--loader tsx` (and `=` forms), and minus the flags a worker
 * thread refuses (workerFlags). */
export function workerExecArgv (argv: string[] = process.execArgv): string[] {
  const out: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    const eq = /^--(import|require|loader|experimental-loader)=(.*)$/.exec(a)
    if (eq !== null && TSX_ARG.test(eq[2])) continue
    if (/^(--import|--require|-r|--loader|--experimental-loader)$/.test(a) && TSX_ARG.test(argv[i + 1] ?? '')) { i++; continue }
    out.push(a)
  }
  return workerFlags(out)
}

const accepted = new Map<string, string[]>()
/**
 * `argv` without the flags Node refuses in a worker's execArgv: V8 options and process-wide ones (a server started
 * as `node --max-old-space-size=1024 scripts/start.js` or with `--expose-gc`, `--stack-trace-limit`, `--title`).
 * Passed on, any of them would make every worker fail to start (ERR_WORKER_INVALID_EXEC_ARGV), and the process
 * already applies them. Node documents no list, so a probe worker is constructed once per argv (it throws at once,
 * naming the refused flags; ~10 ms, only when argv is not empty) and is ended before it runs anything.
 */
export function workerFlags (argv: string[]): string[] {
  if (argv.length === 0) return argv
  const key = argv.join('\u0000')
  const known = accepted.get(key)
  if (known !== undefined) return known
  let flags = argv
  for (let round = 0; round < 3; round++) {
    try {
      void new Worker('', { eval: true, execArgv: flags, stdout: true, stderr: true }).terminate()
      break
    } catch (err) {
      const e = err as { code?: string, message?: string }
      if (e.code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw err
      const refused = new Set((/flags: (.*)$/.exec(e.message ?? '')?.[1] ?? '').split(', '))
      // A refused flag given as two arguments (`--title foo`) takes its value with it.
      const kept = flags.filter((f, i) => !refused.has(f) && !(i > 0 && refused.has(flags[i - 1] as string) && !(flags[i - 1] as string).includes('=') && !f.startsWith('-')))
      if (kept.length === flags.length) { flags = []; break } // not understood: pass nothing rather than fail
      flags = kept
    }
  }
  accepted.set(key, flags)
  return flags
}

/** The plugin pool's thread entry: core/plugins/worker.ts, or dist/core/plugins/worker.js in a process running dist/. */
export function defaultWorkerFile (): string {
  return runtimeFile(path.join(projectRoot, 'core', 'plugins', 'worker.ts'))
}

let tsxCjs: string | undefined
/**
 * execArgv for a worker thread: `flags` (default workerExecArgv()), plus, when this process runs the TypeScript sources (the tests),
 * tsx's CommonJS hook. Node 20 does not run `--import` hooks in worker threads, but piscina require()s its thread
 * module first, and `--require tsx/cjs` makes that work for a .ts module (which then registers tsx's ESM hook itself
 * before importing a .ts plugin, invoke.ts ensureTypeScript). A process running dist/ gives its threads no loader.
 */
export function threadExecArgv (flags: string[] = workerExecArgv()): string[] {
  if (compiled) return flags
  tsxCjs ??= createRequire(import.meta.url).resolve('tsx/cjs')
  return [...flags, '--require', tsxCjs]
}
