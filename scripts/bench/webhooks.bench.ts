/**
 * Issue 3's figures: durable webhook deliveries/s to a loopback HTTPS receiver, against a reference measured in the
 * same run on the same receiver, plus event-to-delivery latency at a steady rate.
 *
 *   receiver    an HTTPS server (node:https, test/fixtures/tls server certificate for 127.0.0.1) in a child process of
 *               its own (webhook-receiver.ts): empty 200 at once, counts requests and distinct X-Service-Delivery
 *               ids, and records receive time - the body's createdOn for each request.
 *   bare        a bare undici 7 loop in this process: `request` through one Agent, 64 requests in flight (the
 *               concurrency of Wharf's delivery worker, core/workers.ts), each with a body of the same shape and
 *               size as a Wharf delivery, signed with HMAC-SHA256 like the webhook plugin does. What one Node
 *               process can push through to this receiver on this machine. Measured for each database right
 *               before Wharf's drain (the Wharf server started but idle), so that both figures of the ratio see
 *               about the same load from whatever else runs on the machine.
 *   Wharf       core/server.ts with the default roles (HTTP API + delivery worker with concurrency 64, plugin pool
 *               of worker threads running plugins/webhook) in a child process, one webhook hook on the receiver.
 *               Every delivery is durable: the event and its hook.deliver job are committed by the publishing
 *               transaction (POST /admin/v1/events), the worker claims the job, the plugin POSTs it, the result is
 *               written back to the jobs table.
 *   drain       (the goal figure) EVENTS events published (repeat = BATCH per call, calls one after the other)
 *               while the receiver parks the requests it gets, so the worker's 64 slots wait on it and the rest
 *               stays in the jobs table as a backlog; then the receiver answers: deliveries/s from that moment to
 *               the last delivery. Also gives the publish rate with an idle worker.
 *   streaming   the same EVENTS published the same way while the worker delivers (the receiver answers at once):
 *               deliveries/s from the first to the last delivery. Publishing and delivering share the server's CPU
 *               and the database; when publishing is the slower, this is the publish rate.
 *   latency     events published at a steady RATE/s for RATE_SECONDS: one POST /admin/v1/events with
 *               repeat = RATE_BATCH every RATE_BATCH/RATE s (50 events every 100 ms by default: one admin call per
 *               event would measure the admin API's per-request cost more than delivery); p50/p99 of receive time
 *               - createdOn (createdOn is stamped when the event is published, inside the call's transaction).
 *
 * Every measurement also says where the CPU went (cpu.ts): cores used and CPU ms per request of the Wharf server
 * (main thread apart from its other threads: plugin pool workers, GC), the receiver, this process and PostgreSQL,
 * and how many cores anything else on the machine took meanwhile. On 2 cores that explains a figure (and tells a
 * figure skewed by other work) better than the figure alone.
 *
 * The goal figures are PostgreSQL's (DATABASE_URL). Without it PostgreSQL is skipped with a message; PGlite runs too
 * by default, as a secondary figure (BENCH_DB=postgres for PostgreSQL alone).
 *
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:webhooks
 * Environment (besides harness.ts's BENCH_DB, BENCH_ONLY, BENCH_CPU_PROF; BENCH_IN_PROCESS does not apply: the
 * server must start with the test CA in NODE_EXTRA_CA_CERTS, so it always runs in a child process):
 *   BENCH_WEBHOOK_EVENTS        events (= deliveries) of drain and streaming, and requests of the bare loop (20000)
 *   BENCH_WEBHOOK_BATCH         events per POST /admin/v1/events in drain and streaming (5000, at most 10000)
 *   BENCH_WEBHOOK_WARMUP        deliveries before each measurement, not recorded (2000)
 *   BENCH_WEBHOOK_CONCURRENCY   requests in flight in the bare loop (64)
 *   BENCH_WEBHOOK_RATE          events/s of the latency phase (500)
 *   BENCH_WEBHOOK_RATE_SECONDS  its duration (10)
 *   BENCH_WEBHOOK_RATE_BATCH    events per admin call in it (50)
 * Measurement names for BENCH_ONLY: bare, drain, streaming, latency.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { Agent, request } from 'undici'
import { parsePartyId, toAliasForm } from '../../core/peppol/identifiers.ts'
import { cpuSnapshot, cpuUse, formatCpu, type CpuSnapshot, type CpuUse } from './cpu.ts'
import { benchOptions, launch, machine, onCleanup, onEachDatabase, round, wanted, type BenchOptions, type Database } from './harness.ts'
import { receiverProcess, tlsDir, type ReceiverProcess, type ReceiverStats } from './webhook-receiver.ts'

const opts = benchOptions()
const int = (name: string, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name}: expected a whole number from ${min} to ${max}, got "${raw}"`)
  return n
}
const EVENTS = int('BENCH_WEBHOOK_EVENTS', 20_000)
const BATCH = int('BENCH_WEBHOOK_BATCH', 5000, 1, 10_000)
const WARMUP = int('BENCH_WEBHOOK_WARMUP', 2000, 0, 10_000)
const CONCURRENCY = int('BENCH_WEBHOOK_CONCURRENCY', 64)
const RATE = int('BENCH_WEBHOOK_RATE', 500)
const RATE_SECONDS = int('BENCH_WEBHOOK_RATE_SECONDS', 10)
const RATE_BATCH = int('BENCH_WEBHOOK_RATE_BATCH', 50, 1, 10_000)
const GOAL_RATE = 2000
const GOAL_RATIO = 0.5
/** The delivery worker's concurrency (core/workers.ts) */
const WORKER_CONCURRENCY = 64

const TOPIC = 'InvoiceReceived'
const PARTY = '0208:0123456749'
const PARTY_ALIAS = toAliasForm(parsePartyId(PARTY))
const KEY = `bench-${randomBytes(16).toString('hex')}`
const MESSAGE = 'Invoice INV-2026-000123 received from 0088:5790000435968'
const DETAILS = { sender: '0088:5790000435968', recipient: PARTY, documentTypeId: 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1' }

/** CLOCK_MONOTONIC in µs: the clock of V8's .cpuprofile files (profile-summary.ts --from/--to) */
const monoUs = (): number => Number(process.hrtime.bigint() / 1000n)
interface Window { fromUs: number, toUs: number }
const sleep = async (ms: number): Promise<void> => { await new Promise(resolve => setTimeout(resolve, ms)) }
/** Requests per second between the first and the last request of a phase, as the receiver saw them. */
const spanRate = (s: ReceiverStats): number => s.requests > 1 && s.last > s.first ? round((s.requests - 1) / ((s.last - s.first) / 1000), 1) : 0
const pct = (sorted: number[], p: number): number => sorted.length === 0 ? NaN : round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p / 100 * sorted.length) - 1))], 1)
const lat = (values: number[]): { p50: number, p90: number, p99: number, max: number, min: number } => {
  const s = [...values].sort((a, b) => a - b)
  return { min: pct(s, 0), p50: pct(s, 50), p90: pct(s, 90), p99: pct(s, 99), max: round(s[s.length - 1] ?? NaN, 1) }
}
const problems = (s: ReceiverStats, expected: number): string[] => {
  const out: string[] = []
  if (s.requests < expected) out.push(`${expected - s.requests} of ${expected} not received`)
  if (s.distinct < s.requests - s.malformed) out.push(`${s.requests - s.malformed - s.distinct} delivered twice`)
  if (s.malformed > 0) out.push(`${s.malformed} without X-Service-Delivery or createdOn`)
  if (s.badSignatures > 0) out.push(`${s.badSignatures} of ${s.signaturesChecked} checked signatures wrong`)
  return out
}

// ---------------------------------------------------------------------------------------------------------------------
// The Wharf server trusts the test CA the standard way (NODE_EXTRA_CA_CERTS, one file: an existing value is kept by
// bundling its certificates with ours, as scripts/test.js does). Children inherit this process's environment.
// ---------------------------------------------------------------------------------------------------------------------
const testCa = fs.readFileSync(path.join(tlsDir, 'ca.pem'), 'utf8')
{
  let pem = testCa
  const existing = process.env.NODE_EXTRA_CA_CERTS
  if (existing !== undefined && existing !== '') {
    try { pem = fs.readFileSync(existing, 'utf8') + '\n' + pem } catch { /* unreadable: ours alone */ }
  }
  const bundle = path.join(os.tmpdir(), `wharf-bench-ca-${process.pid}.pem`)
  fs.writeFileSync(bundle, pem)
  process.on('exit', () => { try { fs.rmSync(bundle) } catch {} })
  process.env.NODE_EXTRA_CA_CERTS = bundle
}

// ---------------------------------------------------------------------------------------------------------------------
// Reference: a bare undici loop
// ---------------------------------------------------------------------------------------------------------------------

interface BareResult {
  requests: number
  concurrency: number
  /** receiver's first -> last request */
  rps: number
  /** this process's clock, first request sent -> last answer read */
  clientRps: number
  bodyBytes: number
  /** receive time - createdOn (stamped just before each request) */
  latencyMs: ReturnType<typeof lat>
  errors: number
  statusCodes: Record<string, number>
  /** CPU use while the measured loop ran (bench = this process, the load generator) */
  cpu: CpuUse
  problems: string[]
}

function bareBody (hookId: string): string {
  const now = new Date().toISOString()
  return JSON.stringify({
    topic: TOPIC, documentId: null, partyId: PARTY_ALIAS, createdBy: 'operator', sentOn: now, hookId, message: MESSAGE,
    createdOn: now, refToDocumentId: null, details: DETAILS, eventId: randomUUID()
  })
}

async function bareLoop (rx: ReceiverProcess, agent: Agent, count: number, phase: string): Promise<Omit<BareResult, 'problems'> & { stats: ReceiverStats }> {
  await rx.reset(phase, KEY)
  const cpu0 = cpuSnapshot({ bench: process.pid, receiver: rx.pid })
  const target = new URL('/bare', rx.url)
  const hookId = randomUUID()
  const statusCodes: Record<string, number> = {}
  let errors = 0
  let next = 0
  const t0 = performance.now()
  const lane = async (): Promise<void> => {
    while (next < count) {
      next++
      const body = bareBody(hookId)
      try {
        const res = await request(target, {
          method: 'POST',
          body,
          dispatcher: agent,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Wharf-Webhooks/1.0',
            'x-service-signature': `sha256=${createHmac('sha256', KEY).update(body).digest('hex')}`,
            'x-service-delivery': randomUUID()
          }
        })
        await res.body.text()
        statusCodes[res.statusCode] = (statusCodes[res.statusCode] ?? 0) + 1
        if (res.statusCode < 200 || res.statusCode > 299) errors++
      } catch {
        errors++
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, lane))
  const elapsed = performance.now() - t0
  const cpu = cpuUse(cpu0, cpuSnapshot({ bench: process.pid, receiver: rx.pid }), count)
  const { stats } = await rx.wait(count, 5000)
  const full = await rx.stats(true)
  return {
    requests: count,
    concurrency: CONCURRENCY,
    rps: spanRate(stats),
    clientRps: round(count / (elapsed / 1000), 1),
    bodyBytes: stats.requests > 0 ? Math.round(stats.bytes / stats.requests) : 0,
    latencyMs: lat(full.latencies ?? []),
    errors,
    statusCodes,
    cpu,
    stats
  }
}

async function measureBare (rx: ReceiverProcess): Promise<BareResult> {
  const agent = new Agent({ connect: { ca: testCa }, keepAliveTimeout: 30_000, connections: CONCURRENCY })
  try {
    if (WARMUP > 0) await bareLoop(rx, agent, WARMUP, 'bare-warmup')
    const r = await bareLoop(rx, agent, EVENTS, 'bare')
    const { stats, ...rest } = r
    return { ...rest, problems: problems(stats, EVENTS) }
  } finally {
    await agent.close()
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Wharf
// ---------------------------------------------------------------------------------------------------------------------

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

interface Setup { tenantId: string, hookId: string, publish: (repeat: number) => Promise<number> }

/** Tenant, party, application, token and one webhook hook on the receiver, all through the APIs. */
async function setUp (url: string, adminToken: string, rxUrl: string): Promise<Setup> {
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
async function publishAll (s: Setup, total: number, batch: number): Promise<number[]> {
  const callMs: number[] = []
  for (let left = total; left > 0; left -= batch) {
    const t = performance.now()
    await s.publish(Math.min(batch, left))
    callMs.push(round(performance.now() - t, 1))
  }
  return callMs
}

const deliveryTimeout = (n: number): number => 30_000 + n * 10 // 10 ms per delivery: a 100/s floor before giving up

interface Throughput {
  events: number
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
async function measureDrain (rx: ReceiverProcess, s: Setup, pids: Pids): Promise<Throughput> {
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
  await rx.release()
  const { out } = await finishPhase(rx, p, cpu0, pids, fromUs)
  return { ...out, parked }
}

/** Publishing and delivering at once. */
async function measureStreaming (rx: ReceiverProcess, s: Setup, pids: Pids): Promise<Throughput> {
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

interface Latency {
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
  /** CPU use from the first publish call to the last delivery */
  cpu: CpuUse
  window: Window
  problems: string[]
}

async function measureLatency (rx: ReceiverProcess, s: Setup, pids: Pids): Promise<Latency> {
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

/** PostgreSQL only: the hook.deliver jobs of the run, by status, once none is pending or running (up to 15 s). */
async function jobCounts (db: Database): Promise<Record<string, number> | undefined> {
  if (db.name !== 'postgres') return undefined
  const client = new pg.Client({ connectionString: db.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(`set search_path to "${db.env.DATABASE_SCHEMA}"`)
    let counts: Record<string, number> = {}
    for (let waited = 0; waited <= 15_000; waited += 250) {
      const r = await client.query<{ status: string, n: number }>(`select status, count(*)::int as n from jobs where kind = 'hook.deliver' group by status`)
      counts = Object.fromEntries(r.rows.map(row => [row.status, row.n]))
      if ((counts.pending ?? 0) + (counts.running ?? 0) === 0) break
      await sleep(250)
    }
    return counts
  } finally {
    await client.end()
  }
}

type Pids = Record<string, number | undefined>

/** The server child's pid, from the server.json it writes into its data directory. */
function serverPid (db: Database): number | undefined {
  try {
    return (JSON.parse(fs.readFileSync(path.join(db.env.WHARF_DATA_DIR, 'server.json'), 'utf8')) as { pid?: number }).pid
  } catch {
    return undefined
  }
}

interface DbResult {
  title: string
  /** the reference, measured right before drain */
  bare?: BareResult
  drain?: Throughput
  streaming?: Throughput
  latency?: Latency
  /** drain deliveries/s / bare requests/s (the goal's ratio) */
  ratio: number | null
  /** streaming deliveries/s / bare requests/s */
  streamingRatio: number | null
  jobs?: Record<string, number>
}

async function runOn (db: Database, rx: ReceiverProcess, o: BenchOptions): Promise<DbResult> {
  const adminToken = `wharf_admin_bench_${randomBytes(16).toString('hex')}`
  const env = {
    ...db.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WHARF_DEMO: 'false',
    WHARF_ADMIN_TOKEN: adminToken,
    WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.0/8',
    // Long enough for the drain phase's parked requests to outlast the publishing of the backlog.
    WHARF_HOOK_TIMEOUT: '120s',
    WHARF_RETRY_SCHEDULE: '1s,2s,5s'
  }
  const server = await launch({ kind: 'wharf', env }, { ...o, inProcess: false }, `${db.name}-webhooks`)
  const result: DbResult = { title: db.title, ratio: null, streamingRatio: null }
  try {
    const s = await setUp(server.url, adminToken, rx.url)
    const pids: Pids = { server: serverPid(db), receiver: rx.pid, bench: process.pid }
    if (WARMUP > 0) {
      await rx.reset('wharf-warmup', KEY)
      await publishAll(s, WARMUP, BATCH)
      const w = await rx.wait(WARMUP, deliveryTimeout(WARMUP))
      if (w.timedOut) throw new Error(`warm-up: ${w.stats.requests} of ${WARMUP} deliveries arrived in ${deliveryTimeout(WARMUP) / 1000} s`)
      await sleep(500) // the last write-backs
    }
    if (wanted(o, 'bare')) result.bare = await measureBare(rx)
    const bare = result.bare
    const ratioTo = (t: Throughput): number | null => bare !== undefined && bare.rps > 0 ? round(t.deliveriesPerSecond / bare.rps, 3) : null
    if (wanted(o, 'drain')) {
      result.drain = await measureDrain(rx, s, pids)
      result.ratio = ratioTo(result.drain)
      await sleep(1000)
    }
    if (wanted(o, 'streaming')) {
      result.streaming = await measureStreaming(rx, s, pids)
      result.streamingRatio = ratioTo(result.streaming)
      await sleep(1000)
    }
    if (wanted(o, 'latency')) result.latency = await measureLatency(rx, s, pids)
    result.jobs = await jobCounts(db).catch(err => { console.error(`jobs table not read: ${(err as Error).message}`); return undefined })
  } finally {
    await server.close()
  }
  return result
}

// ---------------------------------------------------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------------------------------------------------

const f0 = (n: number): string => Number.isFinite(n) ? n.toFixed(0) : 'n/a'

const bareFailed = (b: BareResult): boolean => b.errors > 0 || b.problems.length > 0

function printBare (b: BareResult): void {
  console.log(`  bare undici loop (reference): ${b.requests} signed POSTs, ${b.concurrency} in flight, ~${b.bodyBytes} B bodies`)
  console.log(`    ${f0(b.rps)} req/s at the receiver (first -> last), ${f0(b.clientRps)} req/s at the client; request latency p50 ${b.latencyMs.p50} ms, p99 ${b.latencyMs.p99} ms`)
  console.log(`    cpu: ${formatCpu(b.cpu)}`)
  if (bareFailed(b)) console.log(`    FAILED: ${b.errors} errors, status codes ${JSON.stringify(b.statusCodes)}; ${b.problems.join('; ')}`)
}

function printDb (r: DbResult): void {
  console.log(`\n${r.title}`)
  const bare = r.bare
  if (bare !== undefined) printBare(bare)
  const d = r.drain
  if (d !== undefined) {
    console.log(`  drain: ${d.events} events published in ${d.calls} calls (repeat <= ${BATCH}) in ${d.publishSeconds} s = ${f0(d.publishPerSecond)} events/s ` +
      `with the worker idle (calls ${d.publishCallMs.map(ms => f0(ms)).join(', ')} ms); then the receiver answered`)
    console.log(`    deliveries in flight at once (parked at the receiver): ${d.parked ?? 0}` +
      ((d.parked ?? 0) < Math.min(WORKER_CONCURRENCY, d.events) ? ` -- fewer than the worker's concurrency of ${WORKER_CONCURRENCY}: something narrower limits delivery` : ''))
    console.log(`    ${f0(d.deliveriesPerSecond)} deliveries/s from the backlog (${d.deliverySeconds} s; ~${d.bodyBytes} B bodies)` +
      (bare !== undefined ? `; ratio wharf/bare ${r.ratio === null ? 'n/a' : r.ratio.toFixed(3)} (${f0(d.deliveriesPerSecond)} / ${f0(bare.rps)})` : ''))
    console.log(`    cpu: ${formatCpu(d.cpu)}`)
    if (opts.cpuProfDir !== undefined) console.log(`    profile window: --from=${d.window.fromUs} --to=${d.window.toUs}`)
    if (d.problems.length > 0) console.log(`    FAILED: ${d.problems.join('; ')}`)
  }
  const t = r.streaming
  if (t !== undefined) {
    console.log(`  streaming: ${t.events} events published in ${t.calls} calls while the worker delivers, in ${t.publishSeconds} s = ${f0(t.publishPerSecond)} events/s ` +
      `(calls ${t.publishCallMs.map(ms => f0(ms)).join(', ')} ms)`)
    console.log(`    ${f0(t.deliveriesPerSecond)} deliveries/s first -> last (${t.deliverySeconds} s), ${f0(t.endToEndPerSecond ?? 0)}/s from the first publish call; ` +
      `first delivery after ${t.firstDeliveryAfterSeconds} s, last ${t.lastDeliveryAfterPublishSeconds} s after the last publish call` +
      (bare !== undefined ? `; ratio wharf/bare ${r.streamingRatio === null ? 'n/a' : r.streamingRatio.toFixed(3)}` : ''))
    console.log(`    cpu: ${formatCpu(t.cpu)}`)
    if (opts.cpuProfDir !== undefined) console.log(`    profile window: --from=${t.window.fromUs} --to=${t.window.toUs}`)
    if (t.problems.length > 0) console.log(`    FAILED: ${t.problems.join('; ')}`)
  }
  const l = r.latency
  if (l !== undefined) {
    console.log(`  latency at a steady ${l.rate}/s for ${l.seconds} s (${l.eventsPerCall} events per admin call every ${l.callIntervalMs} ms; ${l.events} events):`)
    console.log(`    event -> delivery p50 ${l.latencyMs.p50} ms, p90 ${l.latencyMs.p90} ms, p99 ${l.latencyMs.p99} ms, max ${l.latencyMs.max} ms; delivered ${f0(l.deliveredPerSecond)}/s`)
    console.log(`    publish call p50 ${l.publishCallMs.p50} ms, p99 ${l.publishCallMs.p99} ms; schedule lag max ${l.maxScheduleLagMs} ms`)
    console.log(`    cpu: ${formatCpu(l.cpu)}`)
    if (opts.cpuProfDir !== undefined) console.log(`    profile window: --from=${l.window.fromUs} --to=${l.window.toUs}`)
    if (l.problems.length > 0) console.log(`    FAILED: ${l.problems.join('; ')}`)
  }
  if (r.jobs !== undefined) console.log(`  hook.deliver jobs in the jobs table: ${JSON.stringify(r.jobs)}`)
  if (d !== undefined) {
    const short = GOAL_RATE - d.deliveriesPerSecond
    console.log(`  goals (drain): >= ${GOAL_RATE} deliveries/s: ${short <= 0 ? 'met' : `NOT met, short by ${f0(short)}/s (${f0(short / GOAL_RATE * 100)} %)`}` +
      (r.ratio === null ? '' : `; ratio >= ${GOAL_RATIO}: ${r.ratio >= GOAL_RATIO ? 'met' : `NOT met, short by ${(GOAL_RATIO - r.ratio).toFixed(3)}`}`))
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------------------

const load = os.loadavg()[0]
console.log(`webhooks bench: ${EVENTS} deliveries per drain/streaming measurement after ${WARMUP} unrecorded, bare loop with ${CONCURRENCY} in flight, ` +
  `latency at ${RATE}/s for ${RATE_SECONDS} s; receiver and Wharf each in a child process (${os.cpus().length} CPUs)`)
if (load > os.cpus().length * 0.5) {
  console.log(`note: load average ${load.toFixed(2)} on ${os.cpus().length} CPUs before starting; other work on this machine skews the figures`)
}
if ((process.env.DATABASE_URL ?? '') === '') {
  console.log('note: DATABASE_URL is not set, so the PostgreSQL figures (the goal) are skipped; e.g. ' +
    'DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:webhooks')
}
if (opts.inProcess) console.log('note: BENCH_IN_PROCESS is ignored here: the server needs the test CA in NODE_EXTRA_CA_CERTS at start')

let ok = true
const results: Record<string, DbResult | { skipped: string }> = {}
/** the reference alone, when no database ran */
let bare: BareResult | undefined
const rx = await receiverProcess()
const removeRx = onCleanup('servers', rx.close)
try {
  ok = await onEachDatabase(opts, results, async db => await runOn(db, rx, opts), r => {
    printDb(r)
    return !([r.drain, r.streaming, r.latency].some(x => (x?.problems.length ?? 0) > 0) || (r.bare !== undefined && bareFailed(r.bare)))
  })
  if (wanted(opts, 'bare') && !Object.values(results).some(r => 'bare' in r && r.bare !== undefined)) {
    bare = await measureBare(rx)
    console.log('')
    printBare(bare)
    if (bareFailed(bare)) ok = false
  }
} finally {
  removeRx()
  await rx.close()
}
if (opts.cpuProfDir !== undefined) {
  console.log(`\nCPU profiles in ${opts.cpuProfDir}: ${fs.readdirSync(opts.cpuProfDir).join(', ')}` +
    `\n(summarise with: node --import tsx scripts/bench/profile-summary.ts ${opts.cpuProfDir}/<server>[/<file>] --from=.. --to=..; ` +
    'the server directory holds one profile per thread: main, tsx loader, plugin pool workers)')
}
const pgResult = results.postgres !== undefined && !('skipped' in results.postgres) ? results.postgres : undefined
console.log(JSON.stringify({
  bench: 'webhooks',
  ok,
  // harness's autocannon settings (connections, duration, warm-up) do not apply here: settings below
  machine: { ...machine(opts), mode: 'child-process', connections: undefined, durationSeconds: undefined, warmupSeconds: undefined, loadAverageBefore: round(load, 2) },
  settings: { events: EVENTS, batch: BATCH, warmup: WARMUP, concurrency: CONCURRENCY, rate: RATE, rateSeconds: RATE_SECONDS, rateBatch: RATE_BATCH },
  goals: {
    deliveriesPerSecond: GOAL_RATE,
    ratio: GOAL_RATIO,
    postgres: pgResult === undefined
      ? null
      : {
          deliveriesPerSecond: pgResult.drain?.deliveriesPerSecond ?? null,
          bareRequestsPerSecond: pgResult.bare?.rps ?? null,
          ratio: pgResult.ratio,
          streamingDeliveriesPerSecond: pgResult.streaming?.deliveriesPerSecond ?? null,
          p50: pgResult.latency?.latencyMs.p50 ?? null,
          p99: pgResult.latency?.latencyMs.p99 ?? null
        }
  },
  bare: bare ?? null,
  results
}))
if (!ok) process.exitCode = 1
