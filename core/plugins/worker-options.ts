/**
 * How worker threads are started (shared by the plugin pool, pool.ts, and the AS4 receiver pool): the worker entry
 * file, and the Node flags a worker gets, which are this process's minus tsx loaders and minus the flags Node refuses
 * in a worker.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

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

/** core/plugins/worker.js next to this module; when this module runs from a bundle elsewhere, the first
 * `core/plugins/worker.js` found walking up from the bundle (the bundle lives under the project's node_modules). */
export function defaultWorkerFile (): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const sibling = path.join(here, 'worker.js')
  if (fs.existsSync(sibling) && fs.existsSync(path.join(here, 'invoke.js'))) return sibling
  for (let dir = here; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'core', 'plugins', 'worker.js')
    if (fs.existsSync(candidate)) return candidate
    if (path.dirname(dir) === dir) break
  }
  throw new Error(`core/plugins/worker.js not found near ${here}`)
}
