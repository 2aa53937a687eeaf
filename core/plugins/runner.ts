/**
 * What every plugin runner shares: the call and result shapes, the runner interface, host failures and log lines.
 * Runners: PluginWorkerPool (pool.ts, worker threads) and the in-process runner (in-process.ts).
 */
import type { DeliveryFailure, DeliveryResult, LookupResult } from '../sdk/index.ts'
import type { PluginFn, PluginLogLine } from './invoke.ts'

export type { PluginFn, PluginLogLine, PluginTask } from './invoke.ts'

export type ResultFor<F extends PluginFn> = F extends 'lookup' ? LookupResult : DeliveryResult

/** A result as the host hands it back: the plugin's (or the host's) typed result, the call's duration and its log. */
export type HostResult<R = DeliveryResult> = R & { durationMs: number, logs: PluginLogLine[] }

export interface PluginCall<F extends PluginFn = PluginFn> {
  plugin: { name: string, version: string }
  /** Absolute path of the plugin's worker module. */
  entry: string
  fn: F
  /** deliver: [job, settings]; lookup: [recipient, documentType, settings]. Must be structured-cloneable. */
  args: unknown[]
  /** Milliseconds from now; the runner's default otherwise. */
  deadlineMs?: number
  /** Aborting it (host shutdown) aborts ctx.signal in the plugin, then stops the call -> PLUGIN_ABORTED. */
  signal?: AbortSignal
  /** Added to every log line of the call (deliveryId, tenantId, ...). */
  logContext?: Record<string, unknown>
}

export interface PluginRunner {
  run<F extends PluginFn> (call: PluginCall<F>): Promise<HostResult<ResultFor<F>>>
  close (): Promise<void>
}

/** The part of a pino logger the host uses. */
export interface HostLogger {
  info (obj: Record<string, unknown>, msg?: string): void
  warn (obj: Record<string, unknown>, msg?: string): void
  error (obj: Record<string, unknown>, msg?: string): void
}

export const silentLogger: HostLogger = { info () {}, warn () {}, error () {} }

export const DEFAULT_DEADLINE_MS = 30_000
export const DEFAULT_ABORT_GRACE_MS = 1_000
export const DEFAULT_MEMORY_LIMIT_MB = 256

export const hostFailure = (code: string, retryable: boolean, message: string, extra: Partial<DeliveryFailure> = {}): DeliveryFailure =>
  ({ ok: false, code, retryable, message, ...extra })

export const logLine = (logger: HostLogger, plugin: string, context: Record<string, unknown> | undefined, line: PluginLogLine): void => {
  logger[line.level]({ ...line.fields, ...context, plugin }, line.message)
}
