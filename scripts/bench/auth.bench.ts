/**
 * Issue 2's figures: token requests/s and authenticated GET /api/v1/me requests/s, on PGlite and (with DATABASE_URL)
 * PostgreSQL, against references measured in the same run:
 *
 *   health  GET /health on the same Wharf: fastify + one `select 1`, no authentication
 *   bare    a bare node:http server answering a fixed JSON body: what one Node process answers on this machine
 *
 * The ratios (me/health, me/bare, token/bare) are what compares across machines; the raw req/s are this machine's.
 * Each Wharf runs at LOG_LEVEL=warn; /connect/token and /me are measured again at LOG_LEVEL=info (log written to
 * /dev/null) to show what request logging costs.
 *
 * Run: npm run bench:auth   (DATABASE_URL=postgres://... for PostgreSQL too; see harness.ts for BENCH_* options)
 * Measurement names for BENCH_ONLY: token, me, health, bare, info.
 */
import fs from 'node:fs'
import os from 'node:os'
import type { DemoCredentials } from '../../core/demo.ts'
import {
  benchOptions, failed, launch, machine, measure, onEachDatabase, printTable, ratio, round, wanted,
  type BenchOptions, type Database, type Figure
} from './harness.ts'

const opts = benchOptions()
const tokenForm = (c: DemoCredentials): string =>
  new URLSearchParams({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret, scope: 'ap' }).toString()

async function getToken (url: string, creds: DemoCredentials): Promise<string> {
  const res = await fetch(`${url}/connect/token`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: tokenForm(creds)
  })
  const body = await res.json() as { access_token?: string }
  if (res.status !== 200 || typeof body.access_token !== 'string') throw new Error(`token request answered ${res.status}: ${JSON.stringify(body)}`)
  const me = await fetch(`${url}/api/v1/me`, { headers: { authorization: `Bearer ${body.access_token}` } })
  const meBody = await me.json() as { kind?: string }
  if (me.status !== 200 || meBody.kind !== 'application') throw new Error(`GET /api/v1/me answered ${me.status}: ${JSON.stringify(meBody)}`)
  return body.access_token
}

const tokenRequest = (url: string, c: DemoCredentials) => ({
  url: `${url}/connect/token`, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: tokenForm(c)
})
const meRequest = (url: string, token: string) => ({ url: `${url}/api/v1/me`, headers: { authorization: `Bearer ${token}` } })

/**
 * autocannon hangs up with requests still queued in the server; their handlers keep running after the sockets are
 * gone, and closing the server at once would abort their pending database queries (noisy "Acquire connection error:
 * aborted" from knex). Let them finish first.
 */
async function drain (url: string): Promise<void> {
  await new Promise(resolve => setTimeout(resolve, 300))
  await fetch(`${url}/health`).then(async r => await r.arrayBuffer(), () => undefined)
}

interface DbResult { title: string, figures: Record<string, Figure>, ratios: Record<string, number | null> }

async function runOn (db: Database, bareUrl: string | undefined, o: BenchOptions): Promise<DbResult> {
  const figures: Record<string, Figure> = {}
  const env = (level: string): Record<string, string> => ({ ...db.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: level, WHARF_DEMO: 'true' })

  const server = await launch({ kind: 'wharf', env: env('warn') }, o, `${db.name}-warn`)
  let creds: DemoCredentials
  try {
    if (server.demo === undefined) throw new Error('the server created no demo tenant (WHARF_DEMO=true on an empty database expected)')
    creds = server.demo
    const token = await getToken(server.url, creds)
    if (wanted(o, 'token')) figures.token = await measure('POST /connect/token', tokenRequest(server.url, creds), o)
    if (wanted(o, 'me')) figures.me = await measure('GET /api/v1/me', meRequest(server.url, token), o)
    if (wanted(o, 'health')) figures.health = await measure('GET /health', { url: `${server.url}/health` }, o)
  } finally {
    await drain(server.url)
    await server.close()
  }
  if (bareUrl !== undefined) figures.bare = await measure('bare node:http (reference)', { url: bareUrl }, o)

  if (wanted(o, 'info')) {
    // Same database and data directory (master key, signing keys, demo tenant), request logging on.
    const info = await launch({ kind: 'wharf', env: env('info'), discardLog: true }, o, `${db.name}-info`)
    try {
      const token = await getToken(info.url, creds)
      figures.tokenInfo = await measure('POST /connect/token @info', tokenRequest(info.url, creds), o)
      figures.meInfo = await measure('GET /api/v1/me @info', meRequest(info.url, token), o)
    } finally {
      await drain(info.url)
      await info.close()
    }
  }
  return {
    title: db.title,
    figures,
    ratios: {
      'me/health': ratio(figures.me, figures.health),
      'me/bare': ratio(figures.me, figures.bare),
      'token/bare': ratio(figures.token, figures.bare),
      'health/bare': ratio(figures.health, figures.bare),
      'me@info/me': ratio(figures.meInfo, figures.me),
      'token@info/token': ratio(figures.tokenInfo, figures.token)
    }
  }
}

const results: Record<string, DbResult | { skipped: string }> = {}
let ok = true
console.log(`auth bench: ${opts.duration} s per measurement after ${opts.warmup} s warm-up, ${opts.connections} connections, ` +
  (opts.inProcess
    ? 'servers IN THIS PROCESS (sharing the event loop with autocannon: figures are lower bounds)'
    : 'each server in its own child process, autocannon in this one') +
  ` (${machine(opts).cpus as number} CPUs)`)

const load = os.loadavg()[0]
if (load > os.cpus().length * 0.5) {
  console.log(`note: load average ${load.toFixed(2)} on ${os.cpus().length} CPUs before starting; other work on this machine skews the figures`)
}

const bare = wanted(opts, 'bare') ? await launch({ kind: 'bare' }, opts, 'bare') : undefined
try {
  ok = await onEachDatabase(opts, results, async db => await runOn(db, bare?.url, opts), r => {
    printTable(r.title, Object.values(r.figures), r.ratios)
    return !Object.values(r.figures).some(failed)
  })
} finally {
  await bare?.close()
}
if (opts.cpuProfDir !== undefined) {
  console.log(`\nCPU profiles in ${opts.cpuProfDir}: ${fs.readdirSync(opts.cpuProfDir).join(', ')}` +
    `\n(summarise with: node --import tsx scripts/bench/profile-summary.ts ${opts.cpuProfDir}/<server>)`)
}
console.log(JSON.stringify({ bench: 'auth', ok, machine: { ...machine(opts), loadAverageBefore: round(load, 2) }, results }))
if (!ok) process.exitCode = 1
