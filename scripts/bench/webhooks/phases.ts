/**
 * The webhooks bench's measurements of Wharf (see webhooks.bench.ts): the tenant and hook set up through the APIs,
 * drain (a backlog delivered by a warm worker), streaming (publishing and delivering at once) and latency at a steady
 * rate.
 */
import { cpuSnapshot, cpuUse, type CpuSnapshot, type CpuUse } from '../cpu.ts'
import { round } from '../harness.ts'
import type { ReceiverProcess, ReceiverStats } from '../webhook-receiver.ts'
import type { SqlFigure } from '../sql-stats.ts'
import { BATCH, DETAILS, EVENTS, KEY, MESSAGE, PARTY, RATE, RATE_BATCH, RATE_SECONDS, TOPIC, WORKER_CONCURRENCY, lat, monoUs, problems, sleep, spanRate, type Window } from './settings.ts'

/** The processes whose CPU use a measurement reports, by name. */
export type Pids = Record<string, number | undefined>

async function call<T> (base: string, method: string, route: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body)
  })
  const text = await res.text()
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${route} answered ${res.status}: ${text.slice(0, 500)}`)
  return JSON.parse(text) as T
}

export interface Setup { tenantId: string, hookId: string, publish: (repeat: number) => Promise<number> }

/** Tenant, party, application, token and one webhook hook on the receiver, all through the APIs. */
export async function setUp (url: string, adminToken: string, rxUrl: string): Promise<Setup> {
  const admin = { authorization: `Bearer ${adminToken}` }
  const tenant = await call<{ id: string }>(url, 'POST', '/admin/v1/tenants', { name: 'bench-webhooks', environment: 'acceptance' }, admin)
  await call(url, 'POST', '/admin/v1/parties', { tenant: tenant.id, ids: [PARTY], name: 'bench' }, admin)
  const app = await call<{ clientId: string, clientSecret: string }>(url, 'POST', '/admin/v1/applications', { tenant: tenant.id, roles: ['ApManager', 'ApUser'] }, admin)
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: app.clientId, client_secret: app.clientSecret, scope: 'ap' }).toString()
  const token = await call<{ access_token: string }>(url, 'POST', '/connect/token', form, { 'content-type': 'application/x-www-form-urlencoded' })
  const hook = await call<{ id: string }>(url, 'POST', '/api/v1/hook',
    { partyId: PARTY, url: `${rxUrl}/wharf`, topics: [TOPIC], secureKey: KEY, name: 'bench receiver' },
    { authorization: `Bearer ${token.access_token}` })
  const publish = async (repeat: number): Promise<number> => {
    const r = await call<{ deliveries: number }>(url, 'POST', '/admin/v1/events',
      { tenant: tenant.id, topic: TOPIC, partyId: PARTY, message: MESSAGE, details: DETAILS, repeat }, admin)
    if (r.deliveries !== repeat) throw new Error(`POST /admin/v1/events with repeat ${repeat} routed ${r.deliveries} deliveries; expected one per event`)
    return r.deliveries
  }
  return { tenantId: tenant.id, hookId: hook.id, publish }
}

/** Publishes `total` events in calls of at most `batch`, one call after the other. */
export async function publishAll (s: Setup, total: number, batch: number): Promise<number[]> {
  const callMs: number[] = []
  for (let left = total; left > 0; left -= batch) {
    const t = performance.now()
    await s.publish(Math.min(batch, left))
    callMs.push(round(performance.now() - t, 1))
  }
  return callMs
}

export const deliveryTimeout = (n: number): number => 30_000 + n * 10 // 10 ms per delivery: a 100/s floor before giving up

export interface Throughput {
  events: number
  /** BENCH_SQL_STATS=1: the server's statements in the phase (sql-stats.ts) */
  sql?: SqlFigure[]
  calls: number
  /** durations of the POST /admin/v1/events calls, ms */
  publishCallMs: number[]
  /** publishing start -> last call answered, s */
  publishSeconds: number
  /** events published per second (drain: with the worker idle, waiting on the receiver) */
  publishPerSecond: number
  /** drain: receiver's release -> last delivery; streaming: first -> last delivery */
  deliveriesPerSecond: number
  /** streaming: publishing start -> last delivery */
  endToEndPerSecond?: number
  deliverySeconds: number
  /** streaming: the first delivery, s after publishing started */
  firstDeliveryAfterSeconds?: number
  /** streaming: the last delivery, s after the last publish call answered */
  lastDeliveryAfterPublishSeconds?: number
  /** CPU use while delivering (drain: release -> last delivery; streaming: first publish call -> last delivery) */
  cpu: CpuUse
  /** the same span for profile-summary.ts --from/--to */
  window: Window
  /** drain: requests parked at the receiver when it started answering: the deliveries Wharf had in flight at once
   * (64, the worker's concurrency, unless something narrower limits it) */
  parked?: number
  bodyBytes: number
  problems: string[]
}

async function publishPhase (rx: ReceiverProcess, s: Setup, phase: string, hold: boolean): Promise<{ t0: number, published: number, publishCallMs: number[] }> {
  await rx.reset(phase, KEY, hold)
  const t0 = Date.now()
  const publishCallMs = await publishAll(s, EVENTS, BATCH)
  return { t0, published: Date.now(), publishCallMs }
}

async function finishPhase (rx: ReceiverProcess, p: { t0: number, published: number, publishCallMs: number[] }, cpu0: CpuSnapshot, pids: Pids, fromUs: number): Promise<{ stats: ReceiverStats, out: Throughput }> {
  const { stats, timedOut } = await rx.wait(EVENTS, deliveryTimeout(EVENTS))
  const window = { fromUs, toUs: monoUs() }
  const cpu = cpuUse(cpu0, cpuSnapshot(pids), stats.requests)
  await sleep(200) // anything arriving twice
  const final = await rx.stats()
  const out: Throughput = {
    events: EVENTS,
    calls: p.publishCallMs.length,
    publishCallMs: p.publishCallMs,
    publishSeconds: round((p.published - p.t0) / 1000, 2),
    publishPerSecond: round(EVENTS / ((p.published - p.t0) / 1000), 1),
    deliveriesPerSecond: spanRate(stats),
    deliverySeconds: round((stats.last - stats.first) / 1000, 2),
    bodyBytes: stats.requests > 0 ? Math.round(stats.bytes / stats.requests) : 0,
    cpu,
    window,
    problems: problems(final, EVENTS)
  }
  if (timedOut) out.problems.unshift(`timed out after ${deliveryTimeout(EVENTS) / 1000} s`)
  return { stats, out }
}

/** A backlog in the jobs table, delivered by a warm worker. */
/** `sql`: the server's statement counter (BENCH_SQL_STATS), reset when the receiver is released and read at the end. */
export async function measureDrain (rx: ReceiverProcess, s: Setup, pids: Pids, sql?: { top: () => SqlFigure[] | Promise<SqlFigure[]>, reset: () => void }): Promise<Throughput> {
  const p = await publishPhase(rx, s, 'wharf-drain', true)
  // Every delivery Wharf can have in flight is parked at the receiver (the worker's 64 slots, unless something
  // narrower limits it: then the count stops growing): the rest of the backlog waits in the jobs table.
  let parked = 0
  let stableSince = Date.now()
  for (const end = Date.now() + 10_000; Date.now() < end;) {
    const now = (await rx.stats()).parked
    if (now !== parked) { parked = now; stableSince = Date.now() }
    if (parked >= Math.min(WORKER_CONCURRENCY, EVENTS) || (parked > 0 && Date.now() - stableSince >= 1000)) break
    await sleep(50)
  }
  const cpu0 = cpuSnapshot(pids)
  const fromUs = monoUs()
  sql?.reset()
  await rx.release()
  const { out } = await finishPhase(rx, p, cpu0, pids, fromUs)
  return { ...out, parked, ...(sql !== undefined ? { sql: await sql.top() } : {}) }
}

/** Publishing and delivering at once. */
export async function measureStreaming (rx: ReceiverProcess, s: Setup, pids: Pids): Promise<Throughput> {
  const cpu0 = cpuSnapshot(pids)
  const fromUs = monoUs()
  const p = await publishPhase(rx, s, 'wharf-streaming', false)
  const { stats, out } = await finishPhase(rx, p, cpu0, pids, fromUs)
  return {
    ...out,
    endToEndPerSecond: stats.last > p.t0 ? round(stats.requests / ((stats.last - p.t0) / 1000), 1) : 0,
    firstDeliveryAfterSeconds: round((stats.first - p.t0) / 1000, 2),
    lastDeliveryAfterPublishSeconds: round((stats.last - p.published) / 1000, 2)
  }
}

export interface Latency {
  rate: number
  seconds: number
  eventsPerCall: number
  callIntervalMs: number
  events: number
  /** receive time - createdOn, ms */
  latencyMs: ReturnType<typeof lat>
  /** receiver's first -> last delivery */
  deliveredPerSecond: number
  /** POST /admin/v1/events durations, ms */
  publishCallMs: ReturnType<typeof lat>
  /** how late the calls started against the schedule, ms (the bench process's own timer jitter) */
  maxScheduleLagMs: number
  /** BENCH_SQL_STATS=1: the server's statements during the phase */
  sql?: SqlFigure[]
  /** CPU use from the first publish call to the last delivery */
  cpu: CpuUse
  window: Window
  problems: string[]
}

export async function measureLatency (rx: ReceiverProcess, s: Setup, pids: Pids): Promise<Latency> {
  const calls = Math.max(1, Math.round(RATE * RATE_SECONDS / RATE_BATCH))
  const intervalMs = RATE_BATCH / RATE * 1000
  const events = calls * RATE_BATCH
  await rx.reset('wharf-latency', KEY)
  const callMs: number[] = []
  const failures: string[] = []
  const inFlight: Array<Promise<void>> = []
  let maxLag = 0
  const cpu0 = cpuSnapshot(pids)
  const fromUs = monoUs()
  const start = performance.now() + 20
  for (let i = 0; i < calls; i++) {
    const at = start + i * intervalMs
    const wait = at - performance.now()
    if (wait > 1) await sleep(wait)
    maxLag = Math.max(maxLag, performance.now() - at)
    const t = performance.now()
    inFlight.push(s.publish(RATE_BATCH).then(() => { callMs.push(performance.now() - t) }, (err: Error) => { failures.push(err.message) }))
  }
  await Promise.all(inFlight)
  const { stats, timedOut } = await rx.wait(events, 30_000)
  const cpu = cpuUse(cpu0, cpuSnapshot(pids), stats.requests)
  const window = { fromUs, toUs: monoUs() }
  await sleep(200) // anything arriving twice
  const full = await rx.stats(true)
  const out: Latency = {
    rate: RATE,
    seconds: RATE_SECONDS,
    eventsPerCall: RATE_BATCH,
    callIntervalMs: round(intervalMs, 1),
    events,
    latencyMs: lat(full.latencies ?? []),
    deliveredPerSecond: spanRate(stats),
    publishCallMs: lat(callMs),
    maxScheduleLagMs: round(maxLag, 1),
    cpu,
    window,
    problems: [...failures.slice(0, 3), ...problems(full, events)]
  }
  if (timedOut) out.problems.unshift('timed out 30 s after the last publish call')
  return out
}
