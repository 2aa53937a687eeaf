/**
 * Issue 22 point 5's throughput figure: webhook deliveries/s drained by ONE worker process vs TWO worker processes on
 * one PostgreSQL, against a loopback HTTPS receiver that answers 200 at once (test/helpers/receiver.ts).
 *
 * For each run: a fresh schema, an `auth,admin` process and an `api` process (no worker), EVENTS events published
 * (POST /admin/v1/events) while no worker runs, then the N `worker` processes are started together and the figure
 * is deliveries/s between the receiver's first and last request. Printed, not asserted (the goal is >= 1.6x;
 * on a shared 2-core machine the two workers compete with PostgreSQL and the receiver for the same cores).
 *
 * Beside each figure: the machine's CPU use while the workers drained (from /proc/stat: 100% = every core busy) and the
 * worker processes' own share of it (/proc/<pid>/stat), so a ratio below the goal says whether the cores ran out.
 *
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:multiprocess
 *   BENCH_MP_EVENTS   events per run (default 10000)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startReceiver, testTls } from '../../test/helpers/receiver.ts'
import { call, startCluster, tenantWithToken } from '../../test/helpers/cluster.ts'

const PARTY = '0088:7300010000001'
const EVENTS = Number(process.env.BENCH_MP_EVENTS ?? 10_000)
if (process.env.DATABASE_URL === undefined) {
  console.log('multi-process bench: skipped, needs PostgreSQL (DATABASE_URL)')
  process.exit(0)
}
if (!Number.isInteger(EVENTS) || EVENTS < 100) throw new Error('BENCH_MP_EVENTS: a whole number >= 100')
// The Wharf processes trust the receiver's test CA the standard way (as scripts/test.js does for the tests).
{
  const bundle = path.join(os.tmpdir(), `wharf-bench-mp-ca-${process.pid}.pem`)
  let pem = testTls.ca
  try { if (process.env.NODE_EXTRA_CA_CERTS) pem = fs.readFileSync(process.env.NODE_EXTRA_CA_CERTS, 'utf8') + '\n' + pem } catch { /* ours alone */ }
  fs.writeFileSync(bundle, pem)
  process.on('exit', () => { try { fs.rmSync(bundle) } catch {} })
  process.env.NODE_EXTRA_CA_CERTS = bundle
}

/** Busy and total jiffies of the whole machine (/proc/stat's first line). */
function machineTicks (): { busy: number, total: number } {
  const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  const total = f.reduce((a, b) => a + b, 0)
  return { busy: total - f[3] - (f[4] ?? 0), total }
}
/** utime + stime of one process and its waited-for children, in jiffies (0 once it is gone). */
function processTicks (pid: number | undefined): number {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ').map(Number)
    return f[11] + f[12] + f[13] + f[14]
  } catch { return 0 }
}

async function run (workers: number): Promise<{ workers: number, rate: number, seconds: number, duplicates: number, machineBusy: number, workerShare: number }> {
  const rx = await startReceiver()
  const cluster = await startCluster({ WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.0/8', WHARF_VALIDATION_WARM: 'false' })
  try {
    const admin = await cluster.start('auth-admin', 'auth,admin')
    const api = await cluster.start('api', 'api')
    const { tenantId, token } = await tenantWithToken(admin.url, admin.url, cluster.adminToken, 'bench', PARTY)
    await call(api.url, 'POST', '/api/v1/hook', { partyId: PARTY, url: `${rx.url}/ok`, topics: ['InvoiceReceived'], secureKey: 'bench-multi-process-0123456789' }, { authorization: `Bearer ${token}` })
    await new Promise(resolve => setTimeout(resolve, 1200)) // the admin process's hook routing cache (1 s)
    for (let left = EVENTS; left > 0; left -= 5000) {
      await call(admin.url, 'POST', '/admin/v1/events', { tenant: tenantId, topic: 'InvoiceReceived', partyId: PARTY, message: 'bench', repeat: Math.min(5000, left) }, { authorization: `Bearer ${cluster.adminToken}` })
    }
    const started = await Promise.all(Array.from({ length: workers }, async (_, i) => await cluster.start(`worker-${i}`, 'worker')))
    const m0 = machineTicks()
    const w0 = started.reduce((a, w) => a + processTicks(w.child.pid), 0)
    const end = Date.now() + 600_000
    while (rx.on('/ok').length < EVENTS) {
      if (Date.now() > end) throw new Error(`only ${rx.on('/ok').length} of ${EVENTS} delivered`)
      await new Promise(resolve => setTimeout(resolve, 50))
    }
    const m1 = machineTicks()
    const w1 = started.reduce((a, w) => a + processTicks(w.child.pid), 0)
    const machineBusy = Math.round(100 * (m1.busy - m0.busy) / Math.max(1, m1.total - m0.total))
    const workerShare = Math.round(100 * (w1 - w0) / Math.max(1, m1.busy - m0.busy))
    const got = rx.on('/ok')
    const seconds = (got[got.length - 1].at - got[0].at) / 1000
    const ids = new Set(got.map(r => String(r.headers['x-service-delivery'])))
    return { workers, rate: Math.round((got.length - 1) / seconds), seconds: Math.round(seconds * 10) / 10, duplicates: got.length - ids.size, machineBusy, workerShare }
  } finally {
    await cluster.close()
    await rx.close()
  }
}

const one = await run(1)
const cpu = (r: typeof one): string => `CPU: machine ${r.machineBusy}% busy, ${r.workerShare}% of it in the worker processes`
console.log(`1 worker process:  ${one.rate} deliveries/s (${EVENTS} in ${one.seconds} s, ${one.duplicates} duplicates; ${cpu(one)})`)
const two = await run(2)
console.log(`2 worker processes: ${two.rate} deliveries/s (${EVENTS} in ${two.seconds} s, ${two.duplicates} duplicates; ${cpu(two)})`)
console.log(`ratio 2/1: ${(two.rate / one.rate).toFixed(2)}x (issue 22 goal: >= 1.6x with a bottleneck-free receiver); machine: ${(await import('node:os')).cpus().length} CPUs, load ${(await import('node:os')).loadavg().map(x => x.toFixed(1)).join(' ')}`)
