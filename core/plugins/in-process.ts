/** The in-process runner: the same interface as the worker pool, no isolation (benchmarks and plugin tests). */
import { invokePlugin, loadPluginModule } from './invoke.ts'
import type { PluginFn, PluginLogLine, PluginTask } from './invoke.ts'
import type { DeliveryResult, LookupResult } from '../sdk/index.ts'
import { DEFAULT_ABORT_GRACE_MS, DEFAULT_DEADLINE_MS, hostFailure, logLine, silentLogger, type HostLogger, type HostResult, type PluginCall, type PluginRunner, type ResultFor } from './runner.ts'
// ---------------------------------------------------------------------------------------------------------------------
// In-process runner: same interface, no isolation. For measuring the pool's overhead, and for tests of plugins.
// ---------------------------------------------------------------------------------------------------------------------

export interface InProcessOptions {
  deadlineMs?: number
  abortGraceMs?: number
  logger?: HostLogger
}

let inProcessSeq = 0

/**
 * Runs the plugin function on this thread through the same code path as a worker (module cache, result checks,
 * ctx). A plugin that hangs past deadline + grace gets PLUGIN_TIMEOUT but keeps running (nothing can stop it here);
 * process.exit or a crash ends the whole process. Not for production traffic.
 */
export async function runInProcess<F extends PluginFn> (call: PluginCall<F>, options: InProcessOptions = {}): Promise<HostResult<ResultFor<F>>> {
  const started = performance.now()
  const name = call.plugin.name
  const deadlineMs = call.deadlineMs ?? options.deadlineMs ?? DEFAULT_DEADLINE_MS
  const graceMs = options.abortGraceMs ?? DEFAULT_ABORT_GRACE_MS
  const logger = options.logger ?? silentLogger
  const controller = new AbortController()
  const received: PluginLogLine[] = []
  const timers: NodeJS.Timeout[] = []
  let result: DeliveryResult | LookupResult
  let logs: PluginLogLine[] = received
  let stop: (value: 'stopped') => void = () => {}
  const stopped = new Promise<'stopped'>(resolve => { stop = resolve })
  let abortedByCaller = false
  const onCallerAbort = (): void => {
    abortedByCaller = true
    controller.abort(new DOMException('aborted by the host', 'AbortError'))
    timers.push(setTimeout(() => stop('stopped'), graceMs))
  }
  try {
    if (call.signal?.aborted === true) {
      result = hostFailure('PLUGIN_ABORTED', true, `the call of plugin ${name} was aborted before it started`)
    } else {
      call.signal?.addEventListener('abort', onCallerAbort, { once: true })
      // As in a worker: the first import of the plugin's module is not part of the call's deadline.
      await loadPluginModule(call.entry).catch(() => {})
      const deadline = Date.now() + deadlineMs
      timers.push(setTimeout(() => controller.abort(new DOMException('deadline exceeded', 'TimeoutError')), deadlineMs))
      timers.push(setTimeout(() => stop('stopped'), deadlineMs + graceMs))
      const task: PluginTask = { pluginEntry: call.entry, fn: call.fn, args: call.args, callId: `in-process-${++inProcessSeq}`, deadline, plugin: call.plugin }
      const outcome = await Promise.race([
        invokePlugin(task, { signal: controller.signal, onLog: line => { received.push(line); logLine(logger, name, call.logContext, line) } }),
        stopped
      ])
      if (outcome === 'stopped') {
        result = abortedByCaller
          ? hostFailure('PLUGIN_ABORTED', true, `plugin ${name} was aborted by the host and did not stop (in-process: still running)`)
          : hostFailure('PLUGIN_TIMEOUT', true, `plugin ${name} did not finish within its ${deadlineMs} ms deadline (in-process: still running)`, { condition: 'timeout' })
      } else {
        result = outcome.result
        logs = outcome.logs
      }
    }
  } finally {
    for (const t of timers) clearTimeout(t)
    call.signal?.removeEventListener('abort', onCallerAbort)
  }
  return { ...result, durationMs: Math.round((performance.now() - started) * 1000) / 1000, logs } as HostResult<ResultFor<F>>
}

/** runInProcess as a PluginRunner. */
export function createInProcessRunner (options: InProcessOptions = {}): PluginRunner {
  return {
    run: call => runInProcess(call, options),
    close: async () => {}
  }
}

