// Issue 22 point 5: three real Wharf processes (`scripts/start.js`) on ONE PostgreSQL schema, roles api+worker,
// worker and auth+admin. 2,000 documents (send command -> https-inbound channel) and 5,000 webhook events go through
// them to a loopback HTTPS receiver that records every X-Service-Delivery id: every command runs once (attempts = 1
// in the jobs table), no event is delivered twice. Then kill -9 of the worker process mid-run loses nothing (the
// survivor takes its claims after the short lease), and SIGTERM drains: in-flight work finishes (no duplicate) or,
// past the grace period, is released at once to another process (well before its lease).
// The channel: https-inbound and the webhook plugin post to the same in-process receiver; this keeps 7,000 deliveries
// at a few seconds of CPU, where the local AS4 network would sign, encrypt and verify every document twice.
// PostgreSQL only: PGlite is one process by design (core/db/lock.ts).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startReceiver, testTls, type Receiver } from '../helpers/receiver.ts'
import { call, startCluster, tenantWithToken, type Cluster, type WharfProcess } from '../helpers/cluster.ts'
import { invoice, PARTY_A } from '../as4/network.ts'
import { ACTIVE_HOOKS_TTL_MS } from '../../core/hooks/store.ts'

const PG = process.env.DATABASE_URL !== undefined
const skip = PG ? false : 'PostgreSQL only (DATABASE_URL unset): several processes cannot share the embedded PGlite database'
const DOCS = 2000
const EVENTS = 5000
const TOPIC = 'InvoiceReceived'

let rx: Receiver
let cluster: Cluster
let dir: string
let apiWorker: WharfProcess
let worker: WharfProcess
let authAdmin: WharfProcess
let token = ''
let tenantId = ''

const ids = (p: string): string[] => rx.on(p).map(r => String(r.headers['x-service-delivery']))
const dupes = (list: string[]): number => list.length - new Set(list).size
async function eventually (what: string, cond: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}
const admin = { authorization: () => ({ authorization: `Bearer ${cluster.adminToken}` }) }
const publish = async (topic: string, repeat: number): Promise<void> => {
  const r = await call<{ deliveries: number }>(authAdmin.url, 'POST', '/admin/v1/events', { tenant: tenantId, topic, partyId: PARTY_A, message: 'multi-process', repeat }, admin.authorization())
  assert.equal(r.deliveries, repeat)
}
// A hook created in the api process reaches the admin process's routing cache within ACTIVE_HOOKS_TTL_MS
// (core/hooks/store.ts): events are published after that.
async function hook (body: Record<string, unknown>): Promise<string> {
  const { id } = await call<{ id: string }>(apiWorker.url, 'POST', '/api/v1/hook', { partyId: PARTY_A, ...body }, { authorization: `Bearer ${token}` })
  await new Promise(resolve => setTimeout(resolve, ACTIVE_HOOKS_TTL_MS + 100))
  return id
}

before(async () => {
  if (!PG) return
  rx = await startReceiver()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-mp-'))
  const pluginsFile = path.join(dir, 'plugins.json')
  fs.writeFileSync(pluginsFile, JSON.stringify({ plugins: { 'https-inbound': { enabled: true, settings: { baseUrl: `${rx.url}/in`, ca: testTls.ca, timeoutMs: 10_000 } } } }))
  cluster = await startCluster({
    WHARF_PLUGINS_CONFIG: pluginsFile, WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.0/8', WHARF_VALIDATION_POLICY: 'off',
    WHARF_VALIDATION_WARM: 'false', WHARF_HOOK_TIMEOUT: '20s', WHARF_WORK_LEASE: '30s', WHARF_RETRY_SCHEDULE: '1s,1s,1s'
  })
  // One after the other: the first builds dist/ if stale (scripts/start.js) and migrates the schema.
  authAdmin = await cluster.start('auth-admin', 'auth,admin')
  apiWorker = await cluster.start('api-worker', 'api,worker')
  worker = await cluster.start('worker', 'worker')
  ;({ tenantId, token } = await tenantWithToken(authAdmin.url, authAdmin.url, cluster.adminToken, 'acme', PARTY_A))
})
after(async () => {
  if (!PG) return
  await cluster?.close()
  await rx?.close()
  if (dir !== undefined) fs.rmSync(dir, { recursive: true, force: true })
})

test('2,000 documents and 5,000 events through 3 processes: every command runs once, no event delivered twice', { skip }, async () => {
  await hook({ action: 'httpsin://erp:pw@inbound/docs', name: 'erp', topics: ['SendInvoice'] })
  await hook({ url: `${rx.url}/wh`, topics: [TOPIC], secureKey: 'multi-process-key-0123456789', name: 'wh' })
  const t0 = Date.now()
  const events = publish(TOPIC, EVENTS)
  let next = 0
  const docIds: string[] = []
  await Promise.all(Array.from({ length: 16 }, async () => {
    while (next < DOCS) {
      const n = next++
      const res = await fetch(`${apiWorker.url}/api/v1/${PARTY_A}/salesInvoice/send`, { method: 'POST', body: invoice(`MP-${n}`).toString('utf8'), headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' } })
      const text = await res.text()
      assert.equal(res.status, 202, text)
      docIds.push((JSON.parse(text) as { documentId: string }).documentId)
    }
  }))
  await events
  const sentAt = Date.now()
  await eventually('all deliveries', () => rx.on('/in/docs').length >= DOCS && rx.on('/wh').length >= EVENTS, 150_000).catch(async err => {
    const state = await cluster.db('jobs').select('kind', 'status').max('attempts as max').count('* as n').groupBy('kind', 'status')
    throw new Error(`${(err as Error).message}: ${rx.on('/in/docs').length} documents, ${rx.on('/wh').length} events received; jobs ${JSON.stringify(state)}; ` +
      `last errors ${JSON.stringify(await cluster.db('jobs').whereNotNull('last_error').limit(3).pluck('last_error'))}\n${apiWorker.output().slice(-3000)}\n${worker.output().slice(-3000)}`)
  })
  const seconds = (Date.now() - t0) / 1000
  console.log(`# sent in ${(sentAt - t0) / 1000} s`)
  await eventually('write-backs', async () => Number((await cluster.db('jobs').whereIn('kind', ['command.run', 'hook.deliver']).whereIn('status', ['pending', 'running']).count<Array<{ c: string }>>('* as c'))[0].c) === 0, 20_000)
  const jobs = await cluster.db('jobs').select('kind', 'status').max('attempts as max').count('* as n').groupBy('kind', 'status')
  const byKind = Object.fromEntries(jobs.map(j => [`${String(j.kind)}/${String(j.status)}`, { n: Number(j.n), max: Number(j.max) }]))
  assert.equal(new Set(docIds).size, DOCS)
  assert.equal(dupes(ids('/in/docs')), 0, `a document pushed twice; jobs ${JSON.stringify(byKind)}`)
  assert.equal(dupes(ids('/wh')), 0, `an event delivered twice; jobs ${JSON.stringify(byKind)}`)
  assert.equal(new Set(rx.on('/in/docs').map(r => String(r.headers['x-service-document-id']))).size, DOCS)
  // In the database: every job ran once and is done.
  assert.deepEqual(byKind['command.run/done'], { n: DOCS, max: 1 }, JSON.stringify(byKind))
  assert.deepEqual(byKind['hook.deliver/done'], { n: EVENTS, max: 1 }, JSON.stringify(byKind))
  const sent = await cluster.db('documents').whereIn('document_id', docIds).where({ status: 'sent' }).count<Array<{ c: string }>>('* as c')
  assert.equal(Number(sent[0].c), DOCS)
  console.log(`# ${DOCS} documents + ${EVENTS} events through 3 processes in ${seconds.toFixed(1)} s (${Math.round((DOCS + EVENTS) / seconds)} deliveries/s), 0 duplicates`)
})

test('kill -9 of a worker process mid-run loses nothing: the survivors deliver everything after its lease', { skip }, async () => {
  // A worker with a 3 s lease (the others keep 30 s and a 20 s attempt timeout, so that a loaded machine neither
  // expires their claims nor times out attempts the receiver did get: those would be retries, i.e. duplicates).
  const victim = await cluster.start('worker-killed', 'worker', { WHARF_WORK_LEASE: '3s', WHARF_HOOK_TIMEOUT: '2s' })
  await hook({ url: `${rx.url}/slow-100`, topics: ['OrderReceived'], secureKey: 'multi-process-key-0123456789', name: 'slow' })
  const N = 1500
  await publish('OrderReceived', N)
  await eventually('deliveries under way', () => rx.on('/slow-100').length >= 200, 30_000)
  victim.child.kill('SIGKILL')
  await victim.exited
  const killedAt = Date.now()
  await eventually('every event delivered', () => new Set(ids('/slow-100')).size >= N, 60_000)
  const all = ids('/slow-100')
  assert.equal(new Set(all).size, N)
  // At-least-once: every duplicate is a job claimed again (attempts > 1) after the kill, none without one.
  const again = await cluster.db('jobs').where({ kind: 'hook.deliver' }).where('attempts', '>', 1).count<Array<{ c: string }>>('* as c')
  assert.ok(dupes(all) <= Number(again[0].c), `${dupes(all)} duplicates, ${again[0].c} jobs claimed again`)
  console.log(`# kill -9: all ${N} delivered ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill, ${dupes(all)} delivered twice (${again[0].c} jobs claimed again)`)
})

async function sigtermRun (path: string, topic: string, env: Record<string, string>, n: number): Promise<{ code: number | null, stopMs: number, dupes: number, afterStopMs: number, output: string }> {
  const w = await cluster.start(`worker-${path.slice(1)}`, 'worker', env)
  await hook({ url: `${rx.url}${path}`, topics: [topic], secureKey: 'multi-process-key-0123456789', name: path })
  await publish(topic, n)
  await eventually('deliveries under way', () => rx.on(path).length >= 20, 30_000)
  const t = Date.now()
  w.child.kill('SIGTERM')
  const code = await w.exited
  const stopMs = Date.now() - t
  await eventually('every event delivered', () => new Set(ids(path)).size >= n, 60_000)
  return { code, stopMs, dupes: dupes(ids(path)), afterStopMs: Date.now() - t, output: w.output() }
}

test('SIGTERM drains: jobs in flight finish before the process exits, nothing delivered twice', { skip }, async () => {
  const r = await sigtermRun('/slow-300', 'OrderResponseReceived', {}, 400)
  assert.equal(r.code, 0)
  assert.equal(r.dupes, 0)
  assert.ok(r.stopMs < 10_000, `stopped in ${r.stopMs} ms`)
  console.log(`# SIGTERM drain: exit ${String(r.code)} in ${r.stopMs} ms, 0 duplicates`)
})

test('SIGTERM past the grace period: unfinished jobs are released at once to another process, not after the lease', { skip }, async () => {
  // 60 s lease: without the release the survivor could not take them within the 60 s this waits.
  const r = await sigtermRun('/slow-1500', 'DespatchAdviceReceived', { WHARF_SHUTDOWN_GRACE: '200ms', WHARF_WORK_LEASE: '60s', WHARF_HOOK_TIMEOUT: '5s' }, 200)
  assert.equal(r.code, 0)
  assert.match(r.output, /claims released to the other processes/, 'jobs were still in flight at the end of the grace period')
  assert.ok(r.afterStopMs < 40_000, `delivered ${r.afterStopMs} ms after SIGTERM`)
  console.log(`# SIGTERM past grace: exit in ${r.stopMs} ms, all delivered ${r.afterStopMs} ms after SIGTERM (lease 60 s), ${r.dupes} aborted requests repeated`)
})
