/**
 * The webhooks bench's settings (BENCH_WEBHOOK_*, see webhooks.bench.ts), the event it publishes and the figures it
 * derives from the receiver's counts: rates, latency percentiles and what went wrong.
 */
import { randomBytes } from 'node:crypto'
import { parsePartyId, toAliasForm } from '../../../core/peppol/identifiers.ts'
import { round } from '../harness.ts'
import type { ReceiverStats } from '../webhook-receiver.ts'

const int = (name: string, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name}: expected a whole number from ${min} to ${max}, got "${raw}"`)
  return n
}
export const EVENTS = int('BENCH_WEBHOOK_EVENTS', 20_000)
export const BATCH = int('BENCH_WEBHOOK_BATCH', 5000, 1, 10_000)
export const WARMUP = int('BENCH_WEBHOOK_WARMUP', 2000, 0, 10_000)
export const CONCURRENCY = int('BENCH_WEBHOOK_CONCURRENCY', 64)
export const RATE = int('BENCH_WEBHOOK_RATE', 500)
export const RATE_SECONDS = int('BENCH_WEBHOOK_RATE_SECONDS', 10)
export const RATE_BATCH = int('BENCH_WEBHOOK_RATE_BATCH', 50, 1, 10_000)
export const GOAL_RATE = 2000
export const GOAL_RATIO = 0.5
/** The delivery worker's concurrency (core/workers.ts) */
export const WORKER_CONCURRENCY = 64

export const TOPIC = 'InvoiceReceived'
export const PARTY = '0208:0123456749'
export const PARTY_ALIAS = toAliasForm(parsePartyId(PARTY))
export const KEY = `bench-${randomBytes(16).toString('hex')}`
export const MESSAGE = 'Invoice INV-2026-000123 received from 0088:5790000435968'
export const DETAILS = { sender: '0088:5790000435968', recipient: PARTY, documentTypeId: 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1' }

/** CLOCK_MONOTONIC in µs: the clock of V8's .cpuprofile files (profile-summary.ts --from/--to) */
export const monoUs = (): number => Number(process.hrtime.bigint() / 1000n)
export interface Window { fromUs: number, toUs: number }
export const sleep = async (ms: number): Promise<void> => { await new Promise(resolve => setTimeout(resolve, ms)) }
/** Requests per second between the first and the last request of a phase, as the receiver saw them. */
export const spanRate = (s: ReceiverStats): number => s.requests > 1 && s.last > s.first ? round((s.requests - 1) / ((s.last - s.first) / 1000), 1) : 0
export const pct = (sorted: number[], p: number): number => sorted.length === 0 ? NaN : round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p / 100 * sorted.length) - 1))], 1)
export const lat = (values: number[]): { p50: number, p90: number, p99: number, max: number, min: number } => {
  const s = [...values].sort((a, b) => a - b)
  return { min: pct(s, 0), p50: pct(s, 50), p90: pct(s, 90), p99: pct(s, 99), max: round(s[s.length - 1] ?? NaN, 1) }
}
export const problems = (s: ReceiverStats, expected: number): string[] => {
  const out: string[] = []
  if (s.requests < expected) out.push(`${expected - s.requests} of ${expected} not received`)
  if (s.distinct < s.requests - s.malformed) out.push(`${s.requests - s.malformed - s.distinct} delivered twice`)
  if (s.malformed > 0) out.push(`${s.malformed} without X-Service-Delivery or createdOn`)
  if (s.badSignatures > 0) out.push(`${s.badSignatures} of ${s.signaturesChecked} checked signatures wrong`)
  return out
}
