/**
 * Running plugin functions: a piscina worker pool (PluginWorkerPool) and an in-process runner (runInProcess), with
 * one interface. Every call ends in a typed result, whatever the plugin does:
 * - thrown error -> PLUGIN_THREW; bad return value -> PLUGIN_BAD_RESULT (in the worker, see invoke.ts);
 * - no result by the deadline -> ctx.signal aborts in the worker; a cooperative plugin returns or throws its abort
 *   (PLUGIN_TIMEOUT); one still running `abortGraceMs` later has its worker terminated -> PLUGIN_TIMEOUT;
 * - process.exit or an uncaught error in the worker -> PLUGIN_CRASHED; the heap limit -> PLUGIN_OUT_OF_MEMORY;
 *   piscina replaces the worker and the other calls go on.
 * Log lines written through ctx.log are posted live from the worker, logged here with the plugin name, and returned
 * with the result (`logs`).
 */
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { BroadcastChannel } from 'node:worker_threads'
import { Piscina } from 'piscina'
import type { DeliveryFailure, DeliveryResult, LookupResult } from '../sdk/index.ts'
import { defaultWorkerFile, threadExecArgv, workerExecArgv, workerFlags } from './worker-options.ts'
import { invokePlugin, type PluginEnvelope, type PluginFn, type PluginLogLine, type PluginTask } from './invoke.ts'
import {
  DEFAULT_ABORT_GRACE_MS, DEFAULT_DEADLINE_MS, DEFAULT_MEMORY_LIMIT_MB, hostFailure, logLine, silentLogger,
  type HostLogger, type HostResult, type PluginCall, type PluginRunner, type ResultFor
} from './runner.ts'

export * from './runner.ts'
export * from './in-process.ts'
export { defaultWorkerFile, workerExecArgv, workerFlags } from './worker-options.ts'

// ---------------------------------------------------------------------------------------------------------------------
// Worker pool
// ---------------------------------------------------------------------------------------------------------------------

export interface PoolOptions {
  /** Most worker threads per plugin (default os.availableParallelism()). */
  threads?: number
  /** Threads per plugin kept alive when idle, started with the plugin's first call (default 0: a plugin's threads
   * start with its first call, one more whenever every thread is busy, up to `threads`, and each ends after
   * `idleTimeoutMs` without calls). */
  minThreads?: number
  /** Calls one worker thread runs at once (default 32). Channel calls mostly wait on the network, so a thread serves
   * many; a call that hangs past its deadline gets its thread terminated, which also fails (retryably) the other
   * calls on that thread. */
  concurrentTasksPerWorker?: number
  /** V8 old-generation heap limit per worker (resourceLimits.maxOldGenerationSizeMb, default 256). */
  memoryLimitMb?: number
  /** Default per-call deadline (default 30 000 ms). */
  deadlineMs?: number
  /** How long after the deadline (or a host abort) a plugin may take to wind down before its worker is terminated
   * (default 1000 ms). */
  abortGraceMs?: number
  /** Register tsx in every worker at start (set when plugin entries are .ts). Otherwise it is registered in a worker
   * the first time a .ts entry is called there. */
  typescript?: boolean
  /** Queued calls beyond this are refused with PLUGIN_POOL_BUSY (default: unbounded; the durable queue limits
   * claims). */
  maxQueue?: number | 'auto'
  /** piscina's `atomics` (default 'disabled': tasks arrive as ordinary port messages, so an idle worker's event loop
   * keeps running and a plugin's keep-alive sockets and timers are serviced between calls; 'sync' parks idle workers
   * in Atomics.wait, which freezes them. 'disabled' measured no slower than 'async' or 'sync'). */
  atomics?: 'sync' | 'async' | 'disabled'
  /** Worker execArgv (default: this process's, without tsx loaders, which do not help in workers and cost ~100 ms
   * per worker start). */
  execArgv?: string[]
  /** The worker entry (default: core/plugins/worker.ts, or its emitted worker.js in a process running dist/). */
  workerFile?: string
  /** A thread beyond `minThreads` idle this long ends (default 60 000 ms; Infinity keeps threads). */
  idleTimeoutMs?: number
  logger?: HostLogger
}

type Balancer = NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer']>

/**
 * Picks the thread for a call: an idle thread if there is one; otherwise, while the pool has fewer than `max` threads
 * (`threads()` counts those still starting), none, so that piscina starts one more and the call waits for it; at
 * `max`, the least busy thread below `perThread` calls. Piscina's own balancer would pile every call onto the first
 * thread, up to `perThread`, before starting a second, which would leave a CPU-bound plugin (AS4 signing) on one core.
 */
export function growingBalancer (max: number, perThread: number, threads: () => number): Balancer {
  return (_task, workers) => {
    let best: (typeof workers)[number] | null = null
    for (const w of workers) {
      if (w.isRunningAbortableTask) continue
      if (w.currentUsage === 0) return w
      if (w.currentUsage < perThread && (best === null || w.currentUsage < best.currentUsage)) best = w
    }
    return threads() < max ? null : best
  }
}

interface ActiveCall {
  plugin: string
  entry: string
  context?: Record<string, unknown>
  received: PluginLogLine[]
  /** Set when the worker reports the call started: the thread it runs on. */
  threadId?: number
  onStart?: () => void
  /** Why this call's thread was terminated, when it was. */
  stopped?: 'timeout' | 'aborted' | 'collateral'
}

interface StartMessage { wharfPluginStart: string, callId: string, threadId: number }
const isStartMessage = (m: unknown, poolId: string): m is StartMessage =>
  typeof m === 'object' && m !== null && (m as StartMessage).wharfPluginStart === poolId

interface LogMessage { wharfPluginLog: string, callId: string, line: PluginLogLine }
interface StrayMessage { wharfPluginStray: string, origin: string, name: string, message: string, stack: string }

const isLogMessage = (m: unknown, poolId: string): m is LogMessage =>
  typeof m === 'object' && m !== null && (m as LogMessage).wharfPluginLog === poolId
const isStrayMessage = (m: unknown, poolId: string): m is StrayMessage =>
  typeof m === 'object' && m !== null && (m as StrayMessage).wharfPluginStray === poolId

export interface PoolStats {
  /** Plugins with a thread pool of their own (each up to `threads` threads). */
  plugins: number
  threads: number
  queueSize: number
  completed: number
  /** Workers created since the pool started (the first `minThreads` plus every replacement). */
  workersCreated: number
  /** Workers ended (terminated after a deadline, crashed, out of memory, idle). */
  workersDestroyed: number
  /** Errors plugins threw outside their calls (reported and survived). */
  strayErrors: number
  /** Piscina's utilization (share of time in calls, 0-1) of the busiest plugin's pool (GET /metrics). */
  utilization: number
}

export class PluginWorkerPool implements PluginRunner {
  readonly poolId = randomUUID()
  readonly deadlineMs: number
  readonly abortGraceMs: number
  readonly memoryLimitMb: number
  /** One piscina pool per plugin (by worker entry): threads run many calls of their plugin at once, so a plugin that
   * crashes or hangs its thread can only cost calls of the same plugin an attempt, never another plugin's. */
  private readonly pools = new Map<string, Piscina<PluginTask, PluginEnvelope>>()
  private readonly piscinaOptions: ConstructorParameters<typeof Piscina<PluginTask, PluginEnvelope>>[0]
  private readonly logger: HostLogger
  private readonly aborts: BroadcastChannel
  private readonly calls = new Map<string, ActiveCall>()
  private seq = 0
  private closed = false
  private created = 0
  private destroyed = 0
  private strays = 0
  private readonly threadCount: number
  private readonly perThread: number
  /** Entry -> plugin folder and name, from the calls made, to name the plugin behind a stray error's stack. */
  private readonly pluginEntries = new Map<string, { dir: string, name: string }>()

  constructor (options: PoolOptions = {}) {
    const threads = Math.max(1, options.threads ?? os.availableParallelism())
    this.threadCount = threads
    this.deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS
    this.abortGraceMs = options.abortGraceMs ?? DEFAULT_ABORT_GRACE_MS
    this.memoryLimitMb = options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB
    this.logger = options.logger ?? silentLogger
    const perThread = options.concurrentTasksPerWorker ?? 32
    this.perThread = perThread
    this.piscinaOptions = {
      filename: options.workerFile ?? defaultWorkerFile(),
      maxThreads: threads,
      minThreads: Math.min(threads, options.minThreads ?? 0),
      concurrentTasksPerWorker: perThread,
      idleTimeout: options.idleTimeoutMs ?? 60_000,
      maxQueue: options.maxQueue ?? Infinity,
      atomics: options.atomics ?? 'disabled',
      execArgv: threadExecArgv(options.execArgv !== undefined ? workerFlags(options.execArgv) : workerExecArgv()),
      resourceLimits: { maxOldGenerationSizeMb: this.memoryLimitMb },
      workerData: { poolId: this.poolId, typescript: options.typescript ?? false }
    }
    this.aborts = new BroadcastChannel(`wharf-plugins:${this.poolId}`)
    this.aborts.unref()
  }

  private poolFor (entry: string): Piscina<PluginTask, PluginEnvelope> {
    let pool = this.pools.get(entry)
    if (pool !== undefined) return pool
    let piscina: Piscina<PluginTask, PluginEnvelope> | undefined
    const balancer = growingBalancer(this.threadCount, this.perThread, () => this.closed ? this.threadCount : piscina?.threads.length ?? 0)
    pool = piscina = new Piscina<PluginTask, PluginEnvelope>({ ...this.piscinaOptions, loadBalancer: balancer })
    pool.on('message', (m: unknown) => {
      if (isLogMessage(m, this.poolId)) this.onLiveLog(m)
      else if (isStartMessage(m, this.poolId)) this.onStart(m)
      else if (isStrayMessage(m, this.poolId)) this.onStray(m)
    })
    // A worker that fails while no call of ours is on it (an error a plugin threw from a timer after returning):
    // piscina emits 'error'; without a listener that would take the whole process down.
    pool.on('error', (err: Error) => { this.logger.error({ err }, `plugin worker failed outside a call: ${err.message}`) })
    pool.on('workerCreate', () => { this.created++ })
    pool.on('workerDestroy', () => { this.destroyed++ })
    this.pools.set(entry, pool)
    return pool
  }

  stats (): PoolStats {
    const pools = [...this.pools.values()]
    return {
      plugins: pools.length,
      threads: pools.reduce((n, p) => n + p.threads.length, 0),
      queueSize: pools.reduce((n, p) => n + p.queueSize, 0),
      completed: pools.reduce((n, p) => n + p.completed, 0),
      workersCreated: this.created,
      workersDestroyed: this.destroyed,
      strayErrors: this.strays,
      utilization: pools.reduce((n, p) => Math.max(n, p.utilization), 0)
    }
  }

  /** Resolves when every thread has started (tsx registered where `typescript` is set), so that the first
   * deliveries do not spend their deadline on worker start-up: one ping per thread, each held in its worker until
   * all have arrived (at most `timeoutMs`). Also after crashes, to wait for the replacements. */
  async warmUp (entries?: string[], timeoutMs = 10_000): Promise<void> {
    const pools = entries === undefined ? [...this.pools.values()] : entries.map(e => this.poolFor(e))
    await Promise.all(pools.map(async pool => {
      const barrier = new SharedArrayBuffer(4)
      const ping = { fn: '__ping', barrier, count: this.threadCount, timeoutMs } as unknown as PluginTask
      await Promise.all(Array.from({ length: this.threadCount }, async () => await pool.run(ping)))
    }))
  }

  private onStray (m: StrayMessage): void {
    this.strays++
    let plugin = 'unknown'
    for (const { dir, name } of this.pluginEntries.values()) if (m.stack.includes(dir)) { plugin = name; break }
    this.logger.error({ plugin, origin: m.origin, stack: m.stack },
      `plugin ${plugin} threw outside a call (${m.origin}): ${m.name}: ${m.message}; the worker keeps running`)
  }

  private onStart (m: StartMessage): void {
    const call = this.calls.get(m.callId)
    if (call === undefined) return
    call.threadId = m.threadId
    call.onStart?.()
  }

  /** Terminates the thread a hung call runs on; piscina replaces it. The other calls on it end as PLUGIN_CRASHED
   * (retryable): one misbehaving plugin costs its neighbours an attempt, never the process. */
  private terminateThreadOf (callId: string, reason: 'timeout' | 'aborted'): void {
    const call = this.calls.get(callId)
    if (call?.threadId === undefined) return
    for (const other of this.calls.values()) if (other.threadId === call.threadId && other !== call) other.stopped ??= 'collateral'
    call.stopped = reason
    const worker = this.pools.get(call.entry)?.threads.find(w => w.threadId === call.threadId)
    void worker?.terminate()
  }

  private onLiveLog (m: LogMessage): void {
    const call = this.calls.get(m.callId)
    if (call === undefined) return // the call has finished; its envelope carried this line
    call.received.push(m.line)
    logLine(this.logger, call.plugin, call.context, m.line)
  }

  async run<F extends PluginFn> (call: PluginCall<F>): Promise<HostResult<ResultFor<F>>> {
    const started = performance.now()
    const name = call.plugin.name
    const deadlineMs = call.deadlineMs ?? this.deadlineMs
    const done = (result: DeliveryResult | LookupResult, logs: PluginLogLine[]): HostResult<ResultFor<F>> =>
      ({ ...result, durationMs: Math.round((performance.now() - started) * 1000) / 1000, logs }) as HostResult<ResultFor<F>>
    if (this.closed) return done(hostFailure('PLUGIN_POOL_CLOSED', true, `the plugin pool is closed; plugin ${name} was not called`), [])
    if (call.signal?.aborted === true) return done(hostFailure('PLUGIN_ABORTED', true, `the call of plugin ${name} was aborted before it started`), [])

    const callId = String(++this.seq)
    if (!this.pluginEntries.has(call.entry) && this.pluginEntries.size < 1000) this.pluginEntries.set(call.entry, { dir: path.dirname(call.entry) + path.sep, name })
    const active: ActiveCall = { plugin: name, entry: call.entry, received: [] }
    if (call.logContext !== undefined) active.context = call.logContext
    this.calls.set(callId, active)

    // The deadline runs from the moment the call starts on a worker (not while it waits in the pool's queue) and
    // fires inside the worker (ctx.signal). Here: if the call has not settled `abortGraceMs` after its deadline, its
    // thread is terminated. A caller abort (shutdown, lease end) is passed to the plugin's ctx.signal; a call still
    // queued answers PLUGIN_ABORTED at once and is abandoned.
    let killTimer: NodeJS.Timeout | undefined
    let graceTimer: NodeJS.Timeout | undefined
    active.onStart = () => {
      killTimer = setTimeout(() => { this.terminateThreadOf(callId, 'timeout') }, deadlineMs + this.abortGraceMs)
      if (call.signal?.aborted === true) this.aborts.postMessage({ callId, reason: 'aborted by the host' })
    }
    let abandon: ((r: PluginEnvelope) => void) | undefined
    const onCallerAbort = (): void => {
      this.aborts.postMessage({ callId, reason: 'aborted by the host' })
      if (active.threadId === undefined) {
        abandon?.({ result: hostFailure('PLUGIN_ABORTED', true, `the call of plugin ${name} was aborted before it started`), logs: [] })
        return
      }
      graceTimer = setTimeout(() => { this.terminateThreadOf(callId, 'aborted') }, this.abortGraceMs)
    }
    call.signal?.addEventListener('abort', onCallerAbort, { once: true })

    const task: PluginTask = { pluginEntry: call.entry, fn: call.fn, args: call.args, callId, deadline: Date.now() + deadlineMs, deadlineMs, plugin: call.plugin }
    try {
      const abandoned = new Promise<PluginEnvelope>(resolve => { abandon = resolve })
      const running = this.poolFor(call.entry).run(task)
      running.catch(() => {}) // an abandoned call may still fail later
      const envelope = await Promise.race([running, abandoned])
      // Lines not yet seen live (the live messages travel on another port and may trail the result).
      for (const line of envelope.logs.slice(active.received.length)) logLine(this.logger, name, active.context, line)
      return done(envelope.result, envelope.logs)
    } catch (err) {
      const result = this.failure(err, active.stopped, name, deadlineMs)
      this.logger.warn({ ...active.context, plugin: name, code: result.code }, result.message)
      return done(result, active.received)
    } finally {
      clearTimeout(killTimer)
      clearTimeout(graceTimer)
      call.signal?.removeEventListener('abort', onCallerAbort)
      this.calls.delete(callId)
    }
  }

  private failure (err: unknown, stopReason: ActiveCall['stopped'], name: string, deadlineMs: number): DeliveryFailure {
    const e = err as Error & { code?: string }
    const message = e?.message ?? String(err)
    if (this.closed) return hostFailure('PLUGIN_POOL_CLOSED', true, `the plugin pool closed during the call of plugin ${name}`)
    if (stopReason === 'collateral') {
      return hostFailure('PLUGIN_CRASHED', true, `the worker running plugin ${name} was stopped because another call on it hung; this call can be tried again`)
    }
    if (e?.name === 'AbortError' || stopReason !== undefined) {
      if (stopReason === 'aborted') return hostFailure('PLUGIN_ABORTED', true, `plugin ${name} was aborted by the host and stopped`)
      return hostFailure('PLUGIN_TIMEOUT', true, `plugin ${name} did not finish within its ${deadlineMs} ms deadline and was stopped`, { condition: 'timeout' })
    }
    if (e?.code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory/i.test(message)) {
      return hostFailure('PLUGIN_OUT_OF_MEMORY', true, `plugin ${name} exceeded the worker memory limit of ${this.memoryLimitMb} MB; the worker was replaced`)
    }
    if (/task queue is at limit/i.test(message)) return hostFailure('PLUGIN_POOL_BUSY', true, `the plugin pool queue is full; plugin ${name} was not called`)
    if (e?.name === 'DataCloneError') return hostFailure('PLUGIN_BAD_INPUT', false, `the arguments for plugin ${name} cannot be sent to a worker: ${message}`)
    const exit = /worker exited with code: (-?\d+)/.exec(message)
    if (exit !== null) return hostFailure('PLUGIN_CRASHED', true, `plugin ${name} ended its worker (exit code ${exit[1]}); the worker was replaced`)
    return hostFailure('PLUGIN_CRASHED', true, `plugin ${name} crashed its worker: ${message}; the worker was replaced`)
  }

  /** Stops accepting calls and terminates the workers; calls still running end with PLUGIN_POOL_CLOSED. */
  async close (): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.aborts.close()
    await Promise.all([...this.pools.values()].map(async p => { await p.destroy() }))
  }
}

