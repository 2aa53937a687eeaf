// GET /metrics: the bearer token (WHARF_METRICS_TOKEN), then a scrape, documents and webhook deliveries (a real HTTPS
// receiver), and a second scrape whose counters moved; queue depth and oldest due job age from the jobs table on the
// moved clock; samples a plugin reports from a worker thread (AS4, SMP lookups) reach the registry. Request ids: an
// error body's requestId is the reqId of the request's log lines, X-Request-Id is taken and echoed, and lines of other
// loggers written while the request is served carry it too.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { Writable } from 'node:stream'
import { Worker } from 'node:worker_threads'
import { api } from '../helpers/fixtures.ts'
import { closeAfter } from '../helpers/cleanup.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { startReceiver } from '../helpers/receiver.ts'
import { fixture } from '../hostile/world.ts'
import { createLogger } from '../../core/logger.ts'
import { requestContext } from '../../core/request-context.ts'
import { enqueue } from '../../core/work/index.ts'
import { threadExecArgv } from '../../core/plugins/worker-options.ts'
import { startMetricsServer } from '../../core/metrics/server.ts'
import { loadConfig } from '../../core/config.ts'

const TOKEN = 'metrics-token-of-the-test-0123456789'
const PARTY = '0208:0123456749'
const rx = await startReceiver()
const t = await openWharf({ WHARF_METRICS_TOKEN: TOKEN, WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.0/8' }, { workers: true })
closeAfter(rx)
const { id: tenantId, token: manager } = await tenantWithParties(t, 'metrics', [PARTY])

async function scrape (): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
  assert.equal(res.statusCode, 200, res.body)
  assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/)
  return res.body
}

/** The sum of the samples of `name` whose labels include every pair of `labels`. */
function value (text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (m === null || m[1] !== name) continue
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(x => [x[1], x[2]]))
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) sum += Number(m[3])
  }
  return sum
}

async function until (check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms
  while (!await check()) {
    if (Date.now() > end) throw new Error('condition not reached in time')
    await new Promise(resolve => setTimeout(resolve, 25))
  }
}

test('/metrics needs the bearer token', async () => {
  for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } })
    assert.equal(res.statusCode, 401, String(authorization))
    assert.equal(res.json().code, 'UNAUTHORIZED')
    assert.doesNotMatch(res.body, /wharf_/)
  }
  const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
  assert.equal(spec.paths['/metrics'], undefined, 'not part of the API description')
})

test('counters move as documents and deliveries happen', async () => {
  const hook = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, url: `${rx.url}/ok`, topics: ['InvoiceReceived'] } })
  assert.equal(hook.statusCode, 201, hook.body)
  const first = await scrape()

  const sent = await api(t, manager, 'POST', `/api/v1/${PARTY}/salesInvoice/send`, { payload: fixture('bis3-base-example.xml'), headers: { 'content-type': 'application/xml' } })
  assert.equal(sent.statusCode, 202, sent.body)
  const family = sent.json().family as string
  await t.admin('POST', '/admin/v1/events', { tenant: tenantId, topic: 'InvoiceReceived', partyId: PARTY, repeat: 2 })
  await rx.waitFor('/ok', 2)
  let second = ''
  await until(async () => { second = await scrape(); return value(second, 'wharf_webhook_deliveries_total', { channel: 'webhook', outcome: 'delivered' }) - value(first, 'wharf_webhook_deliveries_total', { channel: 'webhook', outcome: 'delivered' }) === 2 })

  const moved = (name: string, labels: Record<string, string> = {}): number => value(second, name, labels) - value(first, name, labels)
  assert.equal(moved('wharf_documents_total', { family, direction: 'out' }), 1, 'one document sent')
  assert.equal(moved('wharf_webhook_attempts_total', { channel: 'webhook', outcome: 'delivered' }), 2)
  assert.equal(moved('wharf_webhook_attempt_duration_seconds_count', { channel: 'webhook' }), 2, 'latency histogram')
  assert.equal(moved('wharf_http_requests_total', { method: 'POST', route: '/api/v1/:partyId/salesInvoice/send', status: '202' }), 1)
  assert.ok(moved('wharf_http_requests_total', { method: 'GET', route: '/metrics', status: '200' }) >= 1, 'the scrapes are counted')
  assert.ok(value(second, 'wharf_http_request_duration_seconds_count', { route: '/api/v1/hook' }) >= 1)
  assert.ok(value(second, 'wharf_plugin_pool_threads') >= 1, 'the plugin pool ran the deliveries')
  assert.match(second, /^wharf_plugin_pool_utilisation \d/m)

  // Unknown paths are one label, whatever the path.
  await api(t, manager, 'GET', '/api/v1/no/such/path/1')
  await api(t, manager, 'GET', '/api/v1/no/such/path/2')
  const third = await scrape()
  assert.doesNotMatch(third, /no\/such/)
})

test('queue depth and the oldest due job\'s age, read from the jobs table', async () => {
  await enqueue(t.wharf.knex, t.clock, [{ kind: 'metrics.test', payload: {} }, { kind: 'metrics.test', payload: {} }, { kind: 'metrics.test', payload: {}, runAt: t.clock.now() + 3_600_000 }])
  t.clock.advance(90_000)
  const text = await scrape()
  assert.equal(value(text, 'wharf_queue_jobs', { kind: 'metrics.test', status: 'pending' }), 3)
  assert.equal(value(text, 'wharf_queue_oldest_due_age_seconds', { kind: 'metrics.test' }), 90)
  await t.wharf.knex('jobs').where({ kind: 'metrics.test' }).delete()
  const after = await scrape()
  assert.equal(value(after, 'wharf_queue_jobs', { kind: 'metrics.test' }), 0, 'a kind with no jobs left is gone')
})

test('AS4 messages and SMP lookups a plugin reports from a worker thread reach the registry', async () => {
  const first = await scrape()
  const sdk = path.resolve(import.meta.dirname, '../../core/sdk/metrics.ts')
  // A thread as the plugin pool starts them (threadExecArgv: tsx's CommonJS hook for the TypeScript sources).
  const worker = new Worker(`const { metrics } = require(${JSON.stringify(sdk)})
    metrics.as4Message('in', 'receipt', 0.2)
    metrics.as4Message('out', 'sent', 1.5)
    metrics.smpLookup('found', { cached: false })
    metrics.smpLookup('found', { cached: true })
    metrics.smpLookup('found', { cached: true })`, { eval: true, execArgv: threadExecArgv() })
  await new Promise((resolve, reject) => { worker.once('exit', resolve).once('error', reject) })
  let text = ''
  await until(async () => { text = await scrape(); return value(text, 'wharf_smp_lookups_total') - value(first, 'wharf_smp_lookups_total') === 3 })
  assert.equal(value(text, 'wharf_as4_messages_total', { direction: 'in', outcome: 'receipt' }) - value(first, 'wharf_as4_messages_total', { direction: 'in', outcome: 'receipt' }), 1)
  assert.equal(value(text, 'wharf_as4_message_duration_seconds_count', { direction: 'out' }) - value(first, 'wharf_as4_message_duration_seconds_count', { direction: 'out' }), 1)
  assert.equal(value(text, 'wharf_smp_lookup_cache_total', { result: 'hit' }) - value(first, 'wharf_smp_lookup_cache_total', { result: 'hit' }), 2)
  const ratio = value(text, 'wharf_smp_lookup_cache_hit_ratio')
  assert.ok(ratio > 0 && ratio < 1, String(ratio))
})

test('an error body\'s requestId is the reqId of the request\'s log lines; X-Request-Id is taken and echoed', async () => {
  const res = await api(t, manager, 'GET', '/api/v1/hook/no-such-hook')
  assert.equal(res.statusCode, 404)
  const id = res.json().requestId as string
  assert.match(id, /^[0-9a-f-]{36}$/)
  assert.equal(res.headers['x-request-id'], id)
  const lines = t.logs().split('\n').filter(l => l.includes(id)).map(l => JSON.parse(l))
  assert.ok(lines.length >= 2, 'the incoming and the completed line')
  assert.ok(lines.every(l => l.reqId === id))
  assert.ok(lines.some(l => l.res?.statusCode === 404))

  const given = await api(t, manager, 'GET', '/api/v1/hook/no-such-hook', { headers: { 'x-request-id': 'client-chosen.id:42' } })
  assert.equal(given.json().requestId, 'client-chosen.id:42')
  assert.equal(given.headers['x-request-id'], 'client-chosen.id:42')
  const unsafe = await api(t, manager, 'GET', '/api/v1/hook/no-such-hook', { headers: { 'x-request-id': 'bad id\nwith a newline' } })
  assert.match(unsafe.json().requestId, /^[0-9a-f-]{36}$/, 'an unsafe id is replaced')
  const unauthenticated = await api(t, undefined, 'GET', '/api/v1/hook')
  assert.equal(unauthenticated.statusCode, 401)
  assert.equal(typeof unauthenticated.json().requestId, 'string')
})

test('lines of other loggers written while a request is served carry its id; others none', () => {
  const lines: string[] = []
  const log = createLogger('info', new Writable({ write (c, _e, cb) { lines.push(String(c)); cb() } }))
  requestContext.run({ requestId: 'req-123' }, () => { log.info('inside'); log.child({ component: 'x' }).warn('inside child') })
  log.info('outside')
  const parsed = lines.map(l => JSON.parse(l))
  assert.deepEqual(parsed.map(l => [l.msg, l.reqId]), [['inside', 'req-123'], ['inside child', 'req-123'], ['outside', undefined]])
})

test('WHARF_METRICS_PORT: /metrics on a port of its own, with the token when one is set', async () => {
  assert.equal(loadConfig({ WHARF_METRICS_PORT: '9464', WHARF_METRICS_HOST: '10.0.0.5' }).metricsPort, 9464)
  assert.equal(loadConfig({ WHARF_METRICS_PORT: '9464', WHARF_METRICS_HOST: '10.0.0.5' }).metricsHost, '10.0.0.5')
  assert.throws(() => loadConfig({ WHARF_METRICS_PORT: 'ninety' }), /WHARF_METRICS_PORT/)
  const open = await startMetricsServer(t.wharf, { port: 0, host: '127.0.0.1' })
  const guarded = await startMetricsServer(t.wharf, { port: 0, host: '127.0.0.1', token: TOKEN })
  try {
    const res = await fetch(`http://127.0.0.1:${open.port}/metrics`)
    assert.equal(res.status, 200)
    assert.match(await res.text(), /^wharf_queue_jobs|# TYPE wharf_http_requests_total counter/m)
    assert.equal((await fetch(`http://127.0.0.1:${open.port}/api/v1/me`)).status, 404, 'nothing else is served there')
    assert.equal((await fetch(`http://127.0.0.1:${guarded.port}/metrics`)).status, 401)
    assert.equal((await fetch(`http://127.0.0.1:${guarded.port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status, 200)
  } finally {
    await open.close()
    await guarded.close()
  }
})
