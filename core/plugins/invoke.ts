/**
 * Calls one plugin function and turns every outcome into a typed result. Shared by the worker thread entry
 * (worker.ts) and the in-process runner (in-process.ts).
 *
 * Never throws: a thrown error is PLUGIN_THREW (or PLUGIN_TIMEOUT / PLUGIN_ABORTED when it is the abort of
 * ctx.signal surfacing), a value that is not a result is PLUGIN_BAD_RESULT, a module that does not load or lacks the
 * function is PLUGIN_LOAD_FAILED / PLUGIN_NOT_SUPPORTED.
 */
import { pathToFileURL } from 'node:url'
import type { DeliveryFailure, DeliveryResult, LookupResult } from '../sdk/index.ts'

export type PluginFn = 'deliver' | 'lookup' | 'transform'

/** What one piscina task carries. */
export interface PluginTask {
  /** Absolute path of the plugin's worker module. */
  pluginEntry: string
  fn: PluginFn
  /** deliver: [job, settings]; lookup: [recipient, documentType, settings]. ctx is added by the worker. */
  args: unknown[]
  /** Identifies the call for log forwarding and host aborts. */
  callId: string
  /** Epoch milliseconds; ctx.signal aborts then. */
  deadline: number
  /** Length of the deadline; the worker counts it from the moment the call starts there. */
  deadlineMs?: number
  plugin: { name: string, version: string }
}

export interface PluginLogLine {
  level: 'info' | 'warn' | 'error'
  message: string
  fields?: Record<string, unknown>
  /** Epoch milliseconds. */
  time: number
}

export type PluginOutcome = DeliveryResult | LookupResult

export interface PluginEnvelope {
  result: PluginOutcome
  logs: PluginLogLine[]
}

export const MAX_LOG_LINES = 200
export const MAX_LOG_MESSAGE = 4000
export const MAX_MESSAGE = 2000
const TS_EXTENSION = /\.[cm]?ts$/

let tsxRegistered: Promise<void> | undefined

/** Registers tsx's ESM hooks in this thread (once), for a TypeScript plugin entry: the tests' threads, which run the
 * sources (tsx is a development dependency), and plugins outside the build. Node 20 has no type stripping, and
 * `--import tsx` given to a worker thread through execArgv does not make `import()` of a .ts file work there;
 * registering from inside does. A process running dist/ (`npm start`) loads only JavaScript and never calls this. */
export function ensureTypeScript (): Promise<void> {
  tsxRegistered ??= import('tsx/esm/api').then(api => { api.register() })
  return tsxRegistered
}

const modules = new Map<string, Promise<Record<string, unknown>>>()

async function importFresh (entry: string): Promise<Record<string, unknown>> {
  const url = pathToFileURL(entry).href
  if (!TS_EXTENSION.test(entry) || tsxRegistered !== undefined) {
    if (TS_EXTENSION.test(entry)) await tsxRegistered
    return import(url)
  }
  try {
    return await import(url) // the thread may already load .ts (the main thread under `node --import tsx`)
  } catch (err) {
    if ((err as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw err
    await ensureTypeScript()
    return import(`${url}?tsx`) // the failed URL stays failed in the module map
  }
}

/** Imports a plugin module once per path (per thread). */
export function loadPluginModule (entry: string): Promise<Record<string, unknown>> {
  let p = modules.get(entry)
  if (p === undefined) {
    p = importFresh(entry)
    modules.set(entry, p)
  }
  return p
}

type AnyFunction = (...args: unknown[]) => unknown

/** The function `fn` of a plugin module: a named export, or a property of the default export (definePlugin). */
export function pluginFunction (mod: Record<string, unknown>, fn: string): AnyFunction | undefined {
  const named = mod[fn]
  if (typeof named === 'function') return named as AnyFunction
  const def = mod.default
  if (def !== null && typeof def === 'object') {
    const f = (def as Record<string, unknown>)[fn]
    if (typeof f === 'function') return (f as AnyFunction).bind(def)
  }
  return undefined
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

const cut = (s: string, max: number): string => s.length <= max ? s : `${s.slice(0, max)}...`

/** JSON-safe copy (Errors become { name, message }; functions, symbols and cycles are dropped), or undefined. */
export function jsonCopy (value: unknown): unknown {
  const seen = new WeakSet()
  try {
    const text = JSON.stringify(value, (_k, v: unknown) => {
      if (v instanceof Error) return { name: v.name, message: v.message }
      if (typeof v === 'bigint') return v.toString()
      if (typeof v === 'object' && v !== null) {
        if (seen.has(v)) return undefined
        seen.add(v)
      }
      return v
    })
    return text === undefined ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

const CONDITIONS = new Set(['not-registered', 'not-serviced', 'timeout', 'rejected'])

/** The plugin's return value as a conforming result, or a PLUGIN_BAD_RESULT failure saying what is wrong. */
export function normaliseResult (fn: PluginFn, value: unknown, pluginName: string): PluginOutcome {
  const bad = (why: string): DeliveryFailure => ({ ok: false, code: 'PLUGIN_BAD_RESULT', retryable: false, message: `plugin ${pluginName} returned an invalid result from ${fn}: ${why}` })
  if (!isObject(value)) return bad(`expected an object, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`)
  if (typeof value.ok !== 'boolean') return bad('"ok" must be true or false')
  const out: Record<string, unknown> = { ok: value.ok }
  if (value.ok) {
    if (fn === 'lookup') {
      if (typeof value.reachable !== 'boolean') return bad('"reachable" must be true or false')
      out.reachable = value.reachable
    }
  } else {
    if (typeof value.code !== 'string' || !/^[A-Z][A-Z0-9_]{0,63}$/.test(value.code)) return bad('"code" must be an upper-case code such as HTTP_ERROR')
    if (typeof value.retryable !== 'boolean') return bad('"retryable" must be true or false')
    if (typeof value.message !== 'string') return bad('"message" must be a string')
    out.code = value.code
    out.retryable = value.retryable
    out.message = cut(value.message, MAX_MESSAGE)
  }
  if (value.status !== undefined) {
    if (!Number.isInteger(value.status) || (value.status as number) < 100 || (value.status as number) > 599) return bad('"status" must be a whole number from 100 to 599')
    out.status = value.status
  }
  if (value.condition !== undefined) {
    if (typeof value.condition !== 'string' || !CONDITIONS.has(value.condition)) return bad(`"condition" must be one of ${[...CONDITIONS].join(', ')}`)
    out.condition = value.condition
  }
  if (value.details !== undefined) {
    const details = jsonCopy(value.details)
    if (!isObject(details)) return bad('"details" must be a JSON object')
    out.details = details
  }
  return out as unknown as PluginOutcome
}

/** A thrown error as a typed failure. Only the name and message survive; the stack goes to the log. */
export function thrownResult (err: unknown, signal: AbortSignal, pluginName: string, deadline: number): DeliveryFailure {
  const e = err instanceof Error ? err : undefined
  const name = e?.name ?? typeof err
  const message = cut(e?.message ?? String(err), MAX_MESSAGE)
  if (signal.aborted && (err === signal.reason || name === 'AbortError' || name === 'TimeoutError')) {
    const reason = signal.reason as { name?: string } | undefined
    if (reason?.name === 'TimeoutError') {
      return { ok: false, code: 'PLUGIN_TIMEOUT', retryable: true, condition: 'timeout', message: `plugin ${pluginName} stopped at its deadline (${new Date(deadline).toISOString()}): ${message}` }
    }
    return { ok: false, code: 'PLUGIN_ABORTED', retryable: true, message: `plugin ${pluginName} was aborted by the host: ${message}` }
  }
  return { ok: false, code: 'PLUGIN_THREW', retryable: true, message: `plugin ${pluginName} threw ${name}: ${message}`, details: { errorName: name } }
}

/** Runs task.fn of the plugin module task.pluginEntry with (...task.args, ctx). */
export async function invokePlugin (task: PluginTask, env: { signal: AbortSignal, onLog?: (line: PluginLogLine) => void }): Promise<PluginEnvelope> {
  const pluginName = task.plugin.name
  const logs: PluginLogLine[] = []
  let dropped = 0
  const logAt = (level: PluginLogLine['level']) => (message: unknown, fields?: unknown): void => {
    if (logs.length >= MAX_LOG_LINES) { dropped++; return }
    const line: PluginLogLine = { level, message: cut(String(message), MAX_LOG_MESSAGE), time: Date.now() }
    if (fields !== undefined) {
      const copy = jsonCopy(fields)
      if (isObject(copy)) line.fields = copy
    }
    logs.push(line)
    env.onLog?.(line)
  }
  const envelope = (result: PluginOutcome): PluginEnvelope => {
    if (dropped > 0) logs.push({ level: 'warn', message: `${dropped} further log lines of plugin ${pluginName} were dropped (limit ${MAX_LOG_LINES} per call)`, time: Date.now() })
    return { result, logs }
  }

  if (Date.now() >= task.deadline) {
    return envelope({ ok: false, code: 'PLUGIN_TIMEOUT', retryable: true, condition: 'timeout', message: `the deadline of plugin ${pluginName} passed before it started (queued too long)` })
  }

  let mod: Record<string, unknown>
  try {
    mod = await loadPluginModule(task.pluginEntry)
  } catch (err) {
    const e = err as Error | undefined
    return envelope({ ok: false, code: 'PLUGIN_LOAD_FAILED', retryable: false, message: `plugin ${pluginName} could not be loaded from ${task.pluginEntry}: ${cut(e?.message ?? String(err), MAX_MESSAGE)}` })
  }
  const f = pluginFunction(mod, task.fn)
  if (f === undefined) {
    return envelope({ ok: false, code: 'PLUGIN_NOT_SUPPORTED', retryable: false, message: `plugin ${pluginName} does not export ${task.fn}()` })
  }
  const ctx = {
    signal: env.signal,
    deadline: task.deadline,
    plugin: task.plugin,
    log: { info: logAt('info'), warn: logAt('warn'), error: logAt('error') }
  }
  let value
  try {
    value = await f(...task.args, ctx)
  } catch (err) {
    const result = thrownResult(err, env.signal, pluginName, task.deadline)
    if (result.code === 'PLUGIN_THREW') {
      logAt('error')(`plugin threw: ${(err as Error | undefined)?.stack ?? String(err)}`)
    }
    return envelope(result)
  }
  return envelope(normaliseResult(task.fn, value, pluginName))
}
