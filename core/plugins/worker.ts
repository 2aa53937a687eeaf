/**
 * The piscina worker entry. One task = one plugin call: `{ pluginEntry, fn, args, callId, deadline, plugin }` -> `{ result, logs }`, where
 * result is always a typed result (see invoke.ts). Log lines are also posted live to the pool (parentPort), so the
 * host sees them even when the call later hangs or crashes.
 *
 * ctx.signal aborts at the deadline (in this thread), or when the host broadcasts an abort for the call (shutdown).
 * The deadline counts from the call's start on this thread once the plugin module is loaded (thread start-up and the
 * first import of a plugin are not part of any call's deadline).
 * The host terminates the worker if the call has not settled a grace period later.
 *
 * workerData: { poolId: string, typescript: boolean } (typescript: start registering tsx at once, because some plugin
 * entries are .ts).
 * A process running dist/ runs this module's emitted JavaScript (core/paths.ts runtimeFile); the tests run it from
 * its source, loaded through tsx's CommonJS hook (worker-options.ts threadExecArgv). No top-level await here (nor in
 * anything it imports): that hook cannot load such a module.
 */
import { BroadcastChannel, parentPort, threadId, workerData } from 'node:worker_threads'
import { ensureTypeScript, invokePlugin, loadPluginModule, type PluginEnvelope, type PluginTask } from './invoke.ts'

const data: { poolId?: string, typescript?: boolean } = workerData ?? {}
const poolId = data.poolId ?? 'default'
// Started now; loadPluginModule waits for it, and a warm-up ping too (PluginWorkerPool.warmUp: threads ready).
const typescriptReady = data.typescript === true ? ensureTypeScript() : undefined

const running = new Map<string, AbortController>()
const aborts = new BroadcastChannel(`wharf-plugins:${poolId}`)
aborts.onmessage = (event: unknown) => {
  const msg = (event as { data: { callId?: string, reason?: string } }).data
  const controller = msg.callId === undefined ? undefined : running.get(msg.callId)
  controller?.abort(new DOMException(msg.reason ?? 'aborted by the host', 'AbortError'))
}
aborts.unref()

// An error a plugin throws outside its call (from a timer, an event handler, a promise nobody awaits) would end the
// worker and fail whatever call of another plugin runs on it at that moment. Report it and keep the worker.
const stray = (err: unknown, origin: string): void => {
  const e = err instanceof Error ? err : undefined
  parentPort?.postMessage({ wharfPluginStray: poolId, origin, name: e?.name ?? typeof err, message: e?.message ?? String(err), stack: e?.stack ?? '' })
}
process.on('uncaughtException', stray)
process.on('unhandledRejection', reason => stray(reason, 'unhandledRejection'))

type PingTask = { fn: '__ping', barrier: SharedArrayBuffer, count: number, timeoutMs: number }

export default async function runPluginTask (task: PluginTask | PingTask): Promise<PluginEnvelope> {
  if (task.fn === '__ping') {
    await typescriptReady
    // Warm-up: hold this worker until `count` pings have arrived (so each lands on its own, started worker).
    const arrived = new Int32Array(task.barrier)
    Atomics.add(arrived, 0, 1)
    Atomics.notify(arrived, 0)
    const until = Date.now() + task.timeoutMs
    for (let n = Atomics.load(arrived, 0); n < task.count && Date.now() < until; n = Atomics.load(arrived, 0)) {
      await (Atomics as unknown as { waitAsync (a: Int32Array, i: number, v: number, t: number): { value: unknown } }).waitAsync(arrived, 0, n, 20).value
    }
    return { result: { ok: true }, logs: [] }
  }
  // The plugin's module is imported on its first call in this thread (tsx may compile it: a second or more on a busy
  // machine). That is start-up, not the call: the deadline, and the host's timer that terminates a hung call's thread,
  // count from when the module is ready (a module that fails to load is reported by invokePlugin). A module that
  // never finishes loading is bounded by the caller's signal (the job's lease), not by the deadline.
  await loadPluginModule(task.pluginEntry).catch(() => {})
  // The deadline counts from now, when the call starts on this thread, not from when it was queued.
  if (typeof task.deadlineMs === 'number') task.deadline = Date.now() + task.deadlineMs
  parentPort?.postMessage({ wharfPluginStart: poolId, callId: task.callId, threadId })
  const controller = new AbortController()
  running.set(task.callId, controller)
  const timer = setTimeout(() => {
    controller.abort(new DOMException(`deadline exceeded (${new Date(task.deadline).toISOString()})`, 'TimeoutError'))
  }, Math.max(0, task.deadline - Date.now()))
  try {
    return await invokePlugin(task, {
      signal: controller.signal,
      onLog: line => parentPort?.postMessage({ wharfPluginLog: poolId, callId: task.callId, line })
    })
  } finally {
    clearTimeout(timer)
    running.delete(task.callId)
  }
}
