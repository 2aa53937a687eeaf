/** Types of invoke.js (plain JavaScript so that worker threads load it without tsx). */
import type { DeliveryFailure, DeliveryResult, LookupResult } from '../sdk/index.ts'

export type PluginFn = 'deliver' | 'lookup'

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

export declare const MAX_LOG_LINES: number
export declare const MAX_LOG_MESSAGE: number
export declare const MAX_MESSAGE: number
export declare function ensureTypeScript (): Promise<void>
export declare function loadPluginModule (entry: string): Promise<Record<string, unknown>>
export declare function pluginFunction (mod: Record<string, unknown>, fn: string): ((...args: unknown[]) => unknown) | undefined
export declare function jsonCopy (value: unknown): unknown
export declare function normaliseResult (fn: PluginFn, value: unknown, pluginName: string): PluginOutcome
export declare function thrownResult (err: unknown, signal: AbortSignal, pluginName: string, deadline: number): DeliveryFailure
export declare function invokePlugin (task: PluginTask, env: { signal: AbortSignal, onLog?: (line: PluginLogLine) => void }): Promise<PluginEnvelope>
