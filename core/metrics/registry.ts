/**
 * The process's Prometheus metrics (prom-client), one registry per process: counters and histograms recorded where
 * things happen (record.* below), gauges read at scrape time (scrape.ts). Names and labels: core/metrics/README.md.
 * Samples from plugins' worker threads arrive over the SDK's BroadcastChannel (core/sdk/metrics.ts).
 */
import { BroadcastChannel, isMainThread } from 'node:worker_threads'
import { Counter, Gauge, Histogram, Registry } from 'prom-client'
import { monotonicMs } from '../clock.ts'
import { METRICS_CHANNEL, setMetricsSink, type MetricSample } from '../sdk/metrics.ts'

export const registry = new Registry()
const registers = [registry]

/** Seconds: 5 ms to 2 min (HTTP requests, webhook attempts, AS4 messages, validation, transformation). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120]

const m = {
  httpRequests: new Counter({ name: 'wharf_http_requests_total', help: 'HTTP requests answered, by route (the route template) and status', labelNames: ['method', 'route', 'status'], registers }),
  httpDuration: new Histogram({ name: 'wharf_http_request_duration_seconds', help: 'Time to answer an HTTP request, by route', labelNames: ['method', 'route'], buckets: BUCKETS, registers }),
  documents: new Counter({ name: 'wharf_documents_total', help: 'Documents by family, direction (in, out) and outcome (accepted, error, sent, failed, received)', labelNames: ['family', 'direction', 'outcome'], registers }),
  as4Messages: new Counter({ name: 'wharf_as4_messages_total', help: 'AS4 messages received (in) and sent (out), by outcome', labelNames: ['direction', 'outcome'], registers }),
  as4Duration: new Histogram({ name: 'wharf_as4_message_duration_seconds', help: 'Time to receive and answer (in) or send and get the receipt of (out) one AS4 message', labelNames: ['direction'], buckets: BUCKETS, registers }),
  deliveries: new Counter({ name: 'wharf_webhook_deliveries_total', help: 'Deliveries of events to hooks that ended: delivered, or failed after the last attempt', labelNames: ['channel', 'outcome'], registers }),
  attempts: new Counter({ name: 'wharf_webhook_attempts_total', help: 'Delivery attempts to hooks, by channel and outcome (delivered, retry, failed)', labelNames: ['channel', 'outcome'], registers }),
  attemptDuration: new Histogram({ name: 'wharf_webhook_attempt_duration_seconds', help: 'Latency of one delivery attempt, by channel', labelNames: ['channel'], buckets: BUCKETS, registers }),
  validation: new Histogram({ name: 'wharf_validation_duration_seconds', help: 'Time to validate one document (XSD + Schematron), by outcome (ok, error)', labelNames: ['outcome'], buckets: BUCKETS, registers }),
  transformation: new Histogram({ name: 'wharf_transformation_duration_seconds', help: 'Time to convert one document, by outcome (ok, error)', labelNames: ['outcome'], buckets: BUCKETS, registers }),
  smpLookups: new Counter({ name: 'wharf_smp_lookups_total', help: 'Recipient lookups (SML + SMP), by outcome', labelNames: ['outcome'], registers }),
  smpCache: new Counter({ name: 'wharf_smp_lookup_cache_total', help: 'Recipient lookups answered from the cache (hit) or not (miss)', labelNames: ['result'], registers })
}

/** Read at scrape time (scrape.ts). */
export const gauges = {
  queueJobs: new Gauge({ name: 'wharf_queue_jobs', help: 'Jobs in the durable queue by kind and status (pending: waiting, due or not; running: claimed)', labelNames: ['kind', 'status'], registers }),
  queueOldestDue: new Gauge({ name: 'wharf_queue_oldest_due_age_seconds', help: 'Age of the oldest job that is due and not claimed, by kind (0: none)', labelNames: ['kind'], registers }),
  pluginThreads: new Gauge({ name: 'wharf_plugin_pool_threads', help: 'Worker threads of the plugin pool', registers }),
  pluginQueue: new Gauge({ name: 'wharf_plugin_pool_queue_size', help: 'Plugin calls waiting for a thread', registers }),
  pluginUtilisation: new Gauge({ name: 'wharf_plugin_pool_utilisation', help: 'Share of the plugin threads\' time spent in calls (0-1, piscina utilization; the busiest plugin)', registers }),
  smpCacheHitRatio: new Gauge({
    name: 'wharf_smp_lookup_cache_hit_ratio', help: 'Recipient lookups answered from the cache, over all lookups since start', registers,
    async collect () {
      const values = (await m.smpCache.get()).values
      const of = (r: string): number => values.find(v => v.labels.result === r)?.value ?? 0
      const all = of('hit') + of('miss')
      this.set(all === 0 ? 0 : of('hit') / all)
    }
  })
}

const seconds = (ms: number): number => Math.max(0, ms) / 1000

export const record = {
  httpRequest (method: string, route: string, status: number, ms: number): void {
    m.httpRequests.inc({ method, route, status: String(status) })
    m.httpDuration.observe({ method, route }, seconds(ms))
  },
  document (family: string | null, direction: 'in' | 'out', outcome: string): void {
    m.documents.inc({ family: family ?? 'unknown', direction, outcome })
  },
  attempt (channel: string, outcome: 'delivered' | 'retry' | 'failed', ms: number): void {
    m.attempts.inc({ channel, outcome })
    m.attemptDuration.observe({ channel }, seconds(ms))
    if (outcome !== 'retry') m.deliveries.inc({ channel, outcome })
  },
  validation (outcome: 'ok' | 'error', ms: number): void { m.validation.observe({ outcome }, seconds(ms)) },
  transformation (outcome: 'ok' | 'error', ms: number): void { m.transformation.observe({ outcome }, seconds(ms)) },
  sample (s: MetricSample): void {
    if (s.kind === 'as4') {
      m.as4Messages.inc({ direction: s.direction, outcome: s.outcome })
      m.as4Duration.observe({ direction: s.direction }, Math.max(0, s.seconds))
    } else if (s.kind === 'smpLookup') {
      m.smpLookups.inc({ outcome: s.outcome })
      m.smpCache.inc({ result: s.cached ? 'hit' : 'miss' })
    }
  }
}

/** Times `fn` into `observe` (ok or error). */
export async function timed<T> (observe: (outcome: 'ok' | 'error', ms: number) => void, fn: () => Promise<T>): Promise<T> {
  const start = monotonicMs()
  try {
    const value = await fn()
    observe('ok', monotonicMs() - start)
    return value
  } catch (err) {
    observe('error', monotonicMs() - start)
    throw err
  }
}

if (isMainThread) {
  setMetricsSink(record.sample)
  const channel = new BroadcastChannel(METRICS_CHANNEL)
  channel.onmessage = (e: unknown) => { record.sample((e as { data: MetricSample }).data) }
  channel.unref()
}
