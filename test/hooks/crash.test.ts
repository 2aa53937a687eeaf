// Crash safety of webhook delivery with real processes: `node scripts/start.js` is killed with SIGKILL while 1,000
// deliveries to a slow HTTPS receiver are in flight, then started again on the same data (PGlite directory, or the
// same PostgreSQL schema when DATABASE_URL is set). Afterwards every event has reached the receiver at least once,
// each delivery under its one X-Service-Delivery id, and all 1,000 hook.deliver jobs are done.
//
// The jobs table is read while no server holds it: right after the kill (which deliveries were not done), and after
// a graceful stop at the end. From that snapshot the test checks exactly what at-least-once promises: every
// delivery not done at the kill is sent again by the restarted server (claims of the killed process are released at
// start on PGlite, taken again once their lease has run out on PostgreSQL), and none that was done is sent again.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { openDatabase, type Database } from '../../core/db/open.ts'
import { startReceiver, type Receiver, type Received } from '../helpers/receiver.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const N = 1000
const KILL_AFTER = 100 // deliveries the receiver has seen before the kill
// The receiver's answer time: slow enough that a full batch of deliveries (the worker claims up to 64) is in flight
// at the kill.
const SLOW_MS = 200
const PARTY = '0208:0123456749'
const ADMIN_TOKEN = `crash-admin-${randomBytes(8).toString('hex')}`
const HOOK_PATH = `/slow-${SLOW_MS}/crash`
// After the last request reaches the receiver, this long without traffic or failure reports means no attempt is
// still running: an attempt that got through to the receiver ends within WHARF_HOOK_TIMEOUT (2 s).
const QUIET_MS = 4000

interface Server { proc: ChildProcess, url: string, output: () => string, exited: Promise<number | null> }
interface JobRow { id: string, status: string, attempts: number, lastError: string | null, deliveryId: string, eventId: string }
/** A HookSentRetry or HookSentError event: an attempt of `deliveryId` failed. */
interface FailureReport { topic: string, deliveryId: string, at: number, message: string }

const sleep = async (ms: number): Promise<void> => await new Promise(resolve => setTimeout(resolve, ms))

async function waitFor (check: () => boolean | Promise<boolean>, ms: number, what: () => string): Promise<void> {
  const end = Date.now() + ms
  while (!await check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what()}`)
    await sleep(25)
  }
}

test(`SIGKILL with ${N} webhook deliveries in flight: after restart every event reaches the receiver at least once`, { timeout: 150_000 }, async () => {
  const started = Date.now()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-hook-crash-'))
  const databaseUrl = process.env.DATABASE_URL
  const schema = databaseUrl !== undefined ? `wharf_test_${randomBytes(6).toString('hex')}` : undefined
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WHARF_DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    WHARF_DEMO: 'false',
    WHARF_ADMIN_TOKEN: ADMIN_TOKEN,
    WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.0/8',
    WHARF_HOOK_TIMEOUT: '2s', // lease 2.4 s + 10 s: the killed claims are taken again within the test on PostgreSQL
    WHARF_RETRY_SCHEDULE: '1s,1s,1s,2s,2s', // an attempt that fails on a busy machine is tried again well within QUIET_MS
    ...(schema !== undefined ? { DATABASE_SCHEMA: schema } : {})
  }
  delete env.WHARF_ROLES // the default roles: this process runs the delivery worker
  let rx: Receiver | undefined
  let server: Server | undefined
  let db: Database | undefined
  const openDb = async (): Promise<Database> => await openDatabase({ databaseUrl, databaseSchema: schema, dataDir, poolMax: 2 })

  async function startWharf (): Promise<Server> {
    fs.rmSync(path.join(dataDir, 'server.json'), { force: true }) // a killed server leaves its file behind
    let out = ''
    const proc = spawn(process.execPath, [path.join(root, 'scripts', 'start.js')], { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    const keep = (c: Buffer): void => { out = (out + c.toString()).slice(-20_000) }
    proc.stdout?.on('data', keep)
    proc.stderr?.on('data', keep)
    const exited = new Promise<number | null>(resolve => { proc.on('exit', code => { resolve(code) }) })
    const s: Server = { proc, url: '', output: () => out, exited }
    const serverFile = path.join(dataDir, 'server.json')
    await waitFor(() => {
      if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}:\n${out}`)
      try { return JSON.parse(fs.readFileSync(serverFile, 'utf8')).pid === proc.pid } catch { return false }
    }, 60_000, () => `server.json of pid ${proc.pid}; output:\n${out}`)
    s.url = JSON.parse(fs.readFileSync(serverFile, 'utf8')).url
    await waitFor(async () => (await fetch(`${s.url}/health`).catch(() => undefined))?.ok === true, 10_000, () => `/health; output:\n${out}`)
    return s
  }

  async function call (method: string, url: string, body: unknown, bearer: string): Promise<any> {
    const s = server as Server
    const res = await fetch(`${s.url}${url}`, { method, headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const text = await res.text()
    assert.ok(res.status === 200 || res.status === 201, `${method} ${url}: HTTP ${res.status} ${text}`)
    return JSON.parse(text)
  }

  /** Every hook.deliver job with the ids the receiver sees. Only while no server holds the database. */
  async function jobs (d: Database): Promise<JobRow[]> {
    const rows = await d.knex('jobs').where({ kind: 'hook.deliver' }).select('id', 'status', 'attempts', 'last_error', 'payload') as Array<Record<string, unknown>>
    return rows.map(r => {
      const p = (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as { deliveryId: string, event: { eventId: string } }
      return { id: r.id as string, status: r.status as string, attempts: Number(r.attempts), lastError: (r.last_error as string | null) ?? null, deliveryId: p.deliveryId, eventId: p.event.eventId }
    })
  }
  const byStatus = (rows: JobRow[]): Record<string, number> => rows.reduce<Record<string, number>>((acc, r) => { acc[r.status] = (acc[r.status] ?? 0) + 1; return acc }, {})
  const deliveryOf = (r: Received): string => String(r.headers['x-service-delivery'])
  const eventOf = (r: Received): string => JSON.parse(r.body).eventId as string

  // Failed attempts, read from the event log (GET /api/v1/events) while the server runs.
  const failures: FailureReport[] = []
  let failureCursor: string | undefined
  async function readFailures (token: string): Promise<void> {
    for (let more = true; more;) {
      const q = new URLSearchParams({ topic: 'HookSent*', limit: '500', ...(failureCursor !== undefined ? { after: failureCursor } : {}) })
      const res = await fetch(`${(server as Server).url}/api/v1/events?${q.toString()}`, { headers: { authorization: `Bearer ${token}` } })
      assert.equal(res.status, 200, await res.clone().text())
      const page = await res.json() as { events: Array<{ topic: string, createdOn: string, message: string, details: { deliveryId: string } }>, nextCursor: string | null, hasMore: boolean }
      for (const e of page.events) failures.push({ topic: e.topic, deliveryId: e.details.deliveryId, at: Date.parse(e.createdOn), message: e.message })
      if (page.nextCursor !== null) failureCursor = page.nextCursor
      more = page.hasMore
    }
  }

  try {
    rx = await startReceiver()
    const receiver = rx
    const deliveries = (): Received[] => receiver.requests.filter(r => r.path === HOOK_PATH)

    // 1. A server, a tenant with a party, an ApManager application, and a webhook for InvoiceReceived.
    server = await startWharf()
    const firstUp = Date.now() - started
    const tenant = await call('POST', '/admin/v1/tenants', { name: 'crash', environment: 'acceptance' }, ADMIN_TOKEN)
    await call('POST', '/admin/v1/parties', { tenant: tenant.id, ids: [PARTY] }, ADMIN_TOKEN)
    const app = await call('POST', '/admin/v1/applications', { tenant: tenant.id, roles: ['ApManager'] }, ADMIN_TOKEN)
    const tokenRes = await fetch(`${server.url}/connect/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: app.clientId, client_secret: app.clientSecret, scope: 'ap' }) })
    assert.equal(tokenRes.status, 200, await tokenRes.clone().text())
    const { access_token: token } = await tokenRes.json() as { access_token: string }
    const hook = await call('POST', '/api/v1/hook', { partyId: PARTY, url: `${receiver.url}${HOOK_PATH}`, topics: ['InvoiceReceived'], secureKey: 'a-crash-test-key-of-some-length' }, token)

    // 2. 1,000 events, one delivery each; the kill once the receiver has seen some of them.
    const published = await call('POST', '/admin/v1/events', { tenant: tenant.id, topic: 'InvoiceReceived', partyId: PARTY, repeat: N }, ADMIN_TOKEN) as { eventIds: string[], deliveries: number }
    assert.equal(published.eventIds.length, N)
    assert.equal(published.deliveries, N)
    await waitFor(() => deliveries().length >= KILL_AFTER, 30_000, () => `${KILL_AFTER} deliveries (got ${deliveries().length}); output:\n${server?.output()}`)
    server.proc.kill('SIGKILL')
    assert.equal(await server.exited, null, 'killed by the signal')
    const seenBeforeKill = deliveries().length

    // 3. What the killed process left behind.
    db = await openDb()
    const atKill = await jobs(db)
    if (databaseUrl === undefined) { await db.close(); db = undefined } // PGlite: one process at a time
    assert.equal(atKill.length, N, 'one hook.deliver job per event')
    assert.deepEqual(new Set(atKill.map(j => j.eventId)), new Set(published.eventIds))
    const statusAtKill = byStatus(atKill)
    assert.ok((statusAtKill.running ?? 0) > 0, `deliveries were in flight at the kill: ${JSON.stringify(statusAtKill)}`)
    assert.ok((statusAtKill.done ?? 0) < N, `not everything was delivered before the kill: ${JSON.stringify(statusAtKill)}`)
    const receivedBeforeKill = new Set(deliveries().map(deliveryOf))
    const doneAtKill = atKill.filter(j => j.status === 'done')
    assert.deepEqual(doneAtKill.filter(j => !receivedBeforeKill.has(j.deliveryId)).map(j => j.id), [], 'a job is done only after the receiver got it')
    const notDone = new Set(atKill.filter(j => j.status !== 'done').map(j => j.deliveryId))

    // 4. Restart on the same data. Wait until every delivery that was not done has been sent again, every attempt
    // reported failed (HookSentRetry) has been followed by another one, and nothing has happened for QUIET_MS.
    const restartMark = Date.now()
    server = await startWharf()
    const restartedUp = Date.now() - restartMark
    const sentAfter = (): Set<string> => new Set(deliveries().filter(r => r.at >= restartMark).map(deliveryOf))
    const missing = (): string[] => { const after = sentAfter(); return [...notDone].filter(id => !after.has(id)) }
    const lastSent = new Map<string, number>()
    const unanswered = (): FailureReport[] => {
      for (const r of deliveries()) lastSent.set(deliveryOf(r), Math.max(lastSent.get(deliveryOf(r)) ?? 0, r.at))
      return failures.filter(f => f.topic === 'HookSentError' || (lastSent.get(f.deliveryId) ?? 0) <= f.at)
    }
    let nextRead = 0
    let allSentAt = 0
    await waitFor(async () => {
      if (Date.now() >= nextRead) { await readFailures(token); nextRead = Date.now() + 500 }
      const given = failures.find(f => f.topic === 'HookSentError')
      if (given !== undefined) throw new Error(`a delivery was given up: ${given.message}; output:\n${server?.output()}`)
      if (missing().length > 0) return false
      allSentAt ||= Date.now() - restartMark
      const quietSince = Math.max(deliveries().at(-1)?.at ?? 0, failures.at(-1)?.at ?? 0)
      return unanswered().length === 0 && Date.now() - quietSince >= QUIET_MS
    }, 90_000, () => `${notDone.size} deliveries to be sent again after the restart (${missing().length} missing, ` +
      `${unanswered().length} failed attempts not yet tried again); output:\n${server?.output()}`)

    // 5. A graceful stop lets the last attempts finish and be written back; then the jobs table says it all.
    server.proc.kill('SIGTERM')
    assert.equal(await server.exited, 0, `graceful stop; output:\n${server.output()}`)
    db ??= await openDb()
    const atEnd = await jobs(db)
    const left = atEnd.filter(j => j.status !== 'done').map(j => `${j.deliveryId} ${j.status} after ${j.attempts} attempts: ${j.lastError ?? ''}`)
    assert.deepEqual(byStatus(atEnd), { done: N }, `every hook.deliver job is done, none failed or left behind:\n${left.join('\n')}\noutput:\n${server.output()}`)

    const all = deliveries()
    const eventIds = new Set(all.map(eventOf))
    assert.equal(eventIds.size, N, 'every event reached the receiver')
    assert.deepEqual(published.eventIds.filter(id => !eventIds.has(id)), [], 'no event is missing')
    const received = new Set(all.map(deliveryOf))
    assert.deepEqual(atKill.filter(j => !received.has(j.deliveryId)).map(j => j.deliveryId), [], 'every delivery id was seen at least once')
    // One X-Service-Delivery per event, the job's own, on every attempt before and after the kill.
    const idsOfEvent = new Map<string, Set<string>>()
    for (const r of all) {
      const body = JSON.parse(r.body) as { eventId: string, topic: string, hookId: string }
      assert.equal(body.topic, 'InvoiceReceived')
      assert.equal(body.hookId, hook.id)
      const s = idsOfEvent.get(body.eventId) ?? new Set<string>()
      s.add(deliveryOf(r))
      idsOfEvent.set(body.eventId, s)
    }
    const jobOfEvent = new Map(atKill.map(j => [j.eventId, j.deliveryId]))
    for (const [eventId, ids] of idsOfEvent) assert.deepEqual([...ids], [jobOfEvent.get(eventId)], `event ${eventId}: one delivery id`)
    // Nothing done before the kill was sent again.
    const doneIds = new Set(doneAtKill.map(j => j.deliveryId))
    assert.deepEqual([...sentAfter()].filter(id => doneIds.has(id)), [], 'a delivery done before the kill is not sent again')

    const times = new Map<string, number>()
    for (const r of all) times.set(deliveryOf(r), (times.get(deliveryOf(r)) ?? 0) + 1)
    const duplicates = [...times.values()].filter(n => n > 1).length
    const kind = databaseUrl === undefined ? 'pglite' : 'postgres'
    console.log(`# ${kind}: receiver saw ${seenBeforeKill} deliveries before the kill; jobs at the kill ${JSON.stringify(statusAtKill)}; ` +
      `${notDone.size} sent after the restart; ${all.length} requests for ${N} events, ${duplicates} events delivered more than once (at-least-once); ` +
      `${failures.length} failed attempts (HookSentRetry)`)
    console.log(`# ${kind}: first start ${firstUp} ms, restart ${restartedUp} ms, all sent ${allSentAt} ms after the restart, total ${Date.now() - started} ms`)
  } finally {
    if (server !== undefined && server.proc.exitCode === null && server.proc.signalCode === null) {
      server.proc.kill('SIGKILL')
      await server.exited
    }
    if (schema !== undefined) {
      db ??= await openDb().catch(() => undefined)
      await db?.knex.raw('drop schema if exists ?? cascade', [schema])
    }
    await db?.close()
    await rx?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
