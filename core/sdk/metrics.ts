/**
 * Metrics for plugins (core/sdk; GET /metrics, core/metrics/README.md). A plugin reports what happened; the core
 * owns the Prometheus registry. Calls are cheap and never throw. From a plugin's worker thread a sample travels to
 * the main thread over a BroadcastChannel (the registry lives there); on the main thread it is recorded directly.
 *
 *   import { metrics } from '../../core/sdk/metrics.ts'
 *   metrics.as4Message('in', 'receipt', elapsedMs / 1000)
 *   metrics.smpLookup('found', { cached: false })
 */
import { BroadcastChannel, isMainThread } from 'node:worker_threads'

export type MetricSample =
  | { kind: 'as4', direction: 'in' | 'out', outcome: string, seconds: number }
  | { kind: 'smpLookup', outcome: string, cached: boolean }

/** The channel samples of worker threads travel on. */
export const METRICS_CHANNEL = 'wharf-metrics'

let channel: BroadcastChannel | undefined
let sink: ((s: MetricSample) => void) | undefined

/** Set by the core (core/metrics/registry.ts) in the main thread. */
export function setMetricsSink (fn: (s: MetricSample) => void): void { sink = fn }

function emit (s: MetricSample): void {
  try {
    if (sink !== undefined) { sink(s); return }
    if (isMainThread) return // no registry in this process (a CLI, a test without the server)
    channel ??= new BroadcastChannel(METRICS_CHANNEL)
    channel.unref()
    channel.postMessage(s)
  } catch { /* metrics never break the caller */ }
}

export const metrics = {
  /** One AS4 message received (`in`: outcome receipt, duplicate or error) or sent (`out`: sent or an error code), with its duration. */
  as4Message (direction: 'in' | 'out', outcome: string, seconds: number): void { emit({ kind: 'as4', direction, outcome, seconds }) },
  /** One recipient lookup (SML + SMP): outcome found, not-found or an error code; `cached` when the cache answered. */
  smpLookup (outcome: string, opts: { cached: boolean }): void { emit({ kind: 'smpLookup', outcome, cached: opts.cached }) }
}
