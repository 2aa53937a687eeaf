// @ts-check
/**
 * Calls one plugin function and turns every outcome into a typed result. Shared by the worker thread entry
 * (worker.js) and the in-process runner (pool.ts). Plain JavaScript on purpose: a worker loads it without tsx, so
 * workers for compiled (.js) plugins start in about 50 ms instead of about 250 ms. Types: invoke.d.ts.
 *
 * Never throws: a thrown error is PLUGIN_THREW (or PLUGIN_TIMEOUT / PLUGIN_ABORTED when it is the abort of
 * ctx.signal surfacing), a value that is not a result is PLUGIN_BAD_RESULT, a module that does not load or lacks the
 * function is PLUGIN_LOAD_FAILED / PLUGIN_NOT_SUPPORTED.
 */
import { pathToFileURL } from 'node:url'

export const MAX_LOG_LINES = 200
export const MAX_LOG_MESSAGE = 4000
export const MAX_MESSAGE = 2000
const TS_EXTENSION = /\.[cm]?ts$/

/** @type {Promise<void> | undefined} */
let tsxRegistered

/** Registers tsx's ESM hooks in this thread (once). Node 20 has no type stripping, and `--import tsx` given to a
 * worker thread through execArgv does not make `import()` of a .ts file work there; registering from inside does. */
export function ensureTypeScript () {
  // A variable specifier: a bundler (scripts/build.js) leaves the import to run time instead of bundling tsx.
  const specifier = 'tsx/esm/api'
  tsxRegistered ??= import(specifier).then((/** @type {{ register (): unknown }} */ api) => { api.register() })
  return tsxRegistered
}

/** @type {Map<string, Promise<Record<string, unknown>>>} */
const modules = new Map()

/** @param {string} entry absolute path */
async function importFresh (entry) {
  const url = pathToFileURL(entry).href
  if (!TS_EXTENSION.test(entry) || tsxRegistered !== undefined) {
    if (TS_EXTENSION.test(entry)) await tsxRegistered
    return import(url)
  }
  try {
    return await import(url) // the thread may already load .ts (the main thread under `node --import tsx`)
  } catch (err) {
    if (/** @type {{ code?: string }} */ (err).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw err
    await ensureTypeScript()
    return import(`${url}?tsx`) // the failed URL stays failed in the module map
  }
}

/** Imports a plugin module once per path (per thread). @param {string} entry */
export function loadPluginModule (entry) {
  let p = modules.get(entry)
  if (p === undefined) {
    p = importFresh(entry)
    modules.set(entry, p)
  }
  return p
}

/** The function `fn` of a plugin module: a named export, or a property of the default export (definePlugin).
 * @param {Record<string, unknown>} mod @param {string} fn */
export function pluginFunction (mod, fn) {
  const named = mod[fn]
  if (typeof named === 'function') return /** @type {Function} */ (named)
  const def = mod.default
  if (def !== null && typeof def === 'object') {
    const f = /** @type {Record<string, unknown>} */ (def)[fn]
    if (typeof f === 'function') return /** @type {Function} */ (f).bind(def)
  }
  return undefined
}

/** @param {unknown} v @returns {v is Record<string, unknown>} */
const isObject = v => typeof v === 'object' && v !== null && !Array.isArray(v)

/** @param {string} s @param {number} max */
const cut = (s, max) => s.length <= max ? s : `${s.slice(0, max)}...`

/** JSON-safe copy (Errors become { name, message }; functions, symbols and cycles are dropped), or undefined.
 * @param {unknown} value */
export function jsonCopy (value) {
  const seen = new WeakSet()
  try {
    const text = JSON.stringify(value, (_k, v) => {
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

/**
 * The plugin's return value as a conforming result, or a PLUGIN_BAD_RESULT failure saying what is wrong.
 * @param {string} fn @param {unknown} value @param {string} pluginName
 */
export function normaliseResult (fn, value, pluginName) {
  /** @param {string} why */
  const bad = why => ({ ok: false, code: 'PLUGIN_BAD_RESULT', retryable: false, message: `plugin ${pluginName} returned an invalid result from ${fn}: ${why}` })
  if (!isObject(value)) return bad(`expected an object, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`)
  if (typeof value.ok !== 'boolean') return bad('"ok" must be true or false')
  /** @type {Record<string, unknown>} */
  const out = { ok: value.ok }
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
    if (!Number.isInteger(value.status) || /** @type {number} */ (value.status) < 100 || /** @type {number} */ (value.status) > 599) return bad('"status" must be a whole number from 100 to 599')
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
  return out
}

/**
 * A thrown error as a typed failure. Only the name and message survive; the stack goes to the log.
 * @param {unknown} err @param {AbortSignal} signal @param {string} pluginName @param {number} deadline
 */
export function thrownResult (err, signal, pluginName, deadline) {
  const e = err instanceof Error ? err : undefined
  const name = e?.name ?? typeof err
  const message = cut(e?.message ?? String(err), MAX_MESSAGE)
  if (signal.aborted && (err === signal.reason || name === 'AbortError' || name === 'TimeoutError')) {
    const reason = /** @type {{ name?: string } | undefined} */ (signal.reason)
    if (reason?.name === 'TimeoutError') {
      return { ok: false, code: 'PLUGIN_TIMEOUT', retryable: true, condition: 'timeout', message: `plugin ${pluginName} stopped at its deadline (${new Date(deadline).toISOString()}): ${message}` }
    }
    return { ok: false, code: 'PLUGIN_ABORTED', retryable: true, message: `plugin ${pluginName} was aborted by the host: ${message}` }
  }
  return { ok: false, code: 'PLUGIN_THREW', retryable: true, message: `plugin ${pluginName} threw ${name}: ${message}`, details: { errorName: name } }
}

/**
 * Runs task.fn of the plugin module task.pluginEntry with (...task.args, ctx).
 * @param {import('./invoke.d.ts').PluginTask} task
 * @param {{ signal: AbortSignal, onLog?: (line: import('./invoke.d.ts').PluginLogLine) => void }} env
 * @returns {Promise<import('./invoke.d.ts').PluginEnvelope>}
 */
export async function invokePlugin (task, env) {
  const pluginName = task.plugin.name
  /** @type {import('./invoke.d.ts').PluginLogLine[]} */
  const logs = []
  let dropped = 0
  /** @param {'info' | 'warn' | 'error'} level @returns {(message: unknown, fields?: unknown) => void} */
  const logAt = level => (message, fields) => {
    if (logs.length >= MAX_LOG_LINES) { dropped++; return }
    /** @type {import('./invoke.d.ts').PluginLogLine} */
    const line = { level, message: cut(String(message), MAX_LOG_MESSAGE), time: Date.now() }
    if (fields !== undefined) {
      const copy = jsonCopy(fields)
      if (isObject(copy)) line.fields = copy
    }
    logs.push(line)
    env.onLog?.(line)
  }
  /** @param {Record<string, unknown>} result @returns {import('./invoke.d.ts').PluginEnvelope} */
  const envelope = result => {
    if (dropped > 0) logs.push({ level: 'warn', message: `${dropped} further log lines of plugin ${pluginName} were dropped (limit ${MAX_LOG_LINES} per call)`, time: Date.now() })
    return { result: /** @type {import('./invoke.d.ts').PluginOutcome} */ (/** @type {unknown} */ (result)), logs }
  }

  if (Date.now() >= task.deadline) {
    return envelope({ ok: false, code: 'PLUGIN_TIMEOUT', retryable: true, condition: 'timeout', message: `the deadline of plugin ${pluginName} passed before it started (queued too long)` })
  }

  /** @type {Record<string, unknown>} */
  let mod
  try {
    mod = await loadPluginModule(task.pluginEntry)
  } catch (err) {
    const e = /** @type {Error} */ (err)
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
      logAt('error')(`plugin threw: ${/** @type {Error} */ (err)?.stack ?? String(err)}`)
    }
    return envelope(result)
  }
  return envelope(normaliseResult(task.fn, value, pluginName))
}
