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
import type { SqlFigure } from './sql-stats.ts'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { formatCpu } from './cpu.ts'
import { benchOptions, launch, machine, onCleanup, onEachDatabase, round, wanted, type BenchOptions, type Database } from './harness.ts'
import { receiverProcess, tlsDir, type ReceiverProcess } from './webhook-receiver.ts'
import { measureBare, type BareResult } from './webhooks/bare.ts'
import { deliveryTimeout, measureDrain, measureLatency, measureStreaming, publishAll, setUp, type Latency, type Pids, type Throughput } from './webhooks/phases.ts'
import { BATCH, CONCURRENCY, EVENTS, GOAL_RATE, GOAL_RATIO, KEY, RATE, RATE_BATCH, RATE_SECONDS, WARMUP, WORKER_CONCURRENCY, sleep } from './webhooks/settings.ts'

const opts = benchOptions()

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

/** BENCH_SQL_STATS=1: the server's statements during drain and streaming (sql-stats.ts), per delivery. */
const SQL_STATS = /^(1|true|yes)$/i.test(process.env.BENCH_SQL_STATS ?? '')

function printSql (t: { sql?: SqlFigure[], events: number }): void {
  if (t.sql === undefined) return
  const total = t.sql.filter(q => q.sql.startsWith('[pg]')).reduce((n, q) => n + q.count, 0)
  console.log(`    statements (round trips to PostgreSQL): ${total} = ${(total / t.events).toFixed(2)} per delivery; the most frequent:`)
  for (const q of [...t.sql].sort((a, b) => b.count - a.count).slice(0, 12)) console.log(`      ${String(q.count).padStart(7)}  ${f0(q.ms)} ms  ${q.sql.slice(0, 150)}`)
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
    if (wanted(o, 'bare')) result.bare = await measureBare(rx, testCa)
    const bare = result.bare
    const ratioTo = (t: Throughput): number | null => bare !== undefined && bare.rps > 0 ? round(t.deliveriesPerSecond / bare.rps, 3) : null
    if (wanted(o, 'drain')) {
      result.drain = await measureDrain(rx, s, pids, SQL_STATS ? server.sql : undefined)
      result.ratio = ratioTo(result.drain)
      await sleep(1000)
    }
    if (wanted(o, 'streaming')) {
      if (SQL_STATS) server.sql?.reset()
      result.streaming = await measureStreaming(rx, s, pids)
      if (SQL_STATS && server.sql !== undefined) result.streaming.sql = await server.sql.top()
      result.streamingRatio = ratioTo(result.streaming)
      await sleep(1000)
    }
    if (wanted(o, 'latency')) {
      if (SQL_STATS) server.sql?.reset()
      result.latency = await measureLatency(rx, s, pids)
      if (SQL_STATS && server.sql !== undefined) result.latency.sql = await server.sql.top()
    }
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
    printSql(d)
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
    printSql(t)
    if (opts.cpuProfDir !== undefined) console.log(`    profile window: --from=${t.window.fromUs} --to=${t.window.toUs}`)
    if (t.problems.length > 0) console.log(`    FAILED: ${t.problems.join('; ')}`)
  }
  const l = r.latency
  if (l !== undefined) {
    console.log(`  latency at a steady ${l.rate}/s for ${l.seconds} s (${l.eventsPerCall} events per admin call every ${l.callIntervalMs} ms; ${l.events} events):`)
    console.log(`    event -> delivery p50 ${l.latencyMs.p50} ms, p90 ${l.latencyMs.p90} ms, p99 ${l.latencyMs.p99} ms, max ${l.latencyMs.max} ms; delivered ${f0(l.deliveredPerSecond)}/s`)
    console.log(`    publish call p50 ${l.publishCallMs.p50} ms, p99 ${l.publishCallMs.p99} ms; schedule lag max ${l.maxScheduleLagMs} ms`)
    console.log(`    cpu: ${formatCpu(l.cpu)}`)
    printSql(l)
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
    bare = await measureBare(rx, testCa)
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
