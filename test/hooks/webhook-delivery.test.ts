// Webhook delivery end to end against a real HTTPS receiver with a test CA: signature checked with node:crypto and
// with `openssl dgst -hmac`, X-Service-Delivery stable across retries, the retry schedule (WHARF_RETRY_SCHEDULE,
// clock moved instead of sleeping), HookSentRetry per retry and HookSentError at the end, a slow 2xx, OAuth2 and mTLS.
import { invalidateHookCache } from '../../core/hooks/store.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { api } from '../helpers/fixtures.ts'
import { closeAfter } from '../helpers/cleanup.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { startReceiver, testTls } from '../helpers/receiver.ts'
import { needs } from '../helpers/tools.ts'
import { verifyWebhook } from '../../core/sdk/index.ts'

const PARTY = '0208:0123456749'
const KEY = 'a-test-secure-key-of-some-length'

const rx = await startReceiver()
const rxMtls = await startReceiver({ mtls: true })
const t = await openWharf({ WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.0/8', WHARF_RETRY_SCHEDULE: '1s,2s,4s' }, { workers: true })
closeAfter(rx, rxMtls)
const { id: tenantId, token } = await tenantWithParties(t, 'webhooks', [PARTY])

async function hook (url: string, topics: string[], extra: Record<string, unknown> = {}): Promise<string> {
  const res = await api(t, token, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, url, topics, secureKey: KEY, ...extra } })
  assert.equal(res.statusCode, 201, res.body)
  return res.json().id
}

async function emit (topic: string, details: Record<string, unknown> = {}): Promise<string> {
  const res = await t.admin('POST', '/admin/v1/events', { tenant: tenantId, topic, partyId: PARTY, details })
  assert.equal(res.statusCode, 201, res.body)
  return res.json().eventIds[0]
}

async function until (check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms
  while (!await check()) {
    if (Date.now() > end) throw new Error('condition not reached in time')
    await new Promise(resolve => setTimeout(resolve, 25))
  }
}

test('a delivery is signed over the raw body; node:crypto, openssl and verifyWebhook agree', needs('openssl'), async () => {
  const hookId = await hook(`${rx.url}/ok`, ['InvoiceReceived'])
  const eventId = await emit('InvoiceReceived', { sender: '0088:5790000435968', documentTypeId: 'busdox-docid-qns::x' })
  const [got] = await rx.waitFor('/ok', 1)
  const sig = String(got.headers['x-service-signature'])
  assert.match(sig, /^sha256=[0-9a-f]{64}$/)
  assert.equal(sig, `sha256=${createHmac('sha256', KEY).update(got.body).digest('hex')}`)
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-sig-')), 'body.json')
  fs.writeFileSync(file, got.body)
  const openssl = execFileSync('openssl', ['dgst', '-sha256', '-hmac', KEY, file], { encoding: 'utf8' })
  assert.equal(openssl.trim().split('= ')[1], sig.slice('sha256='.length), 'openssl computes the same HMAC over the saved body')
  assert.match(String(got.headers['x-service-delivery']), /^[0-9a-f-]{36}$/)
  const body = JSON.parse(got.body)
  assert.deepEqual(Object.keys(body).slice(0, 10), ['topic', 'documentId', 'partyId', 'createdBy', 'sentOn', 'hookId', 'message', 'createdOn', 'refToDocumentId', 'details'])
  assert.equal(body.topic, 'InvoiceReceived')
  assert.equal(body.hookId, hookId)
  assert.equal(body.partyId, 'BE:EN:0123456749', 'payload partyId in the <country>:<id_type>:<number> form')
  assert.equal(body.eventId, eventId)
  assert.equal(body.details.sender, '0088:5790000435968')
  const v = verifyWebhook(got.body, got.headers, KEY, { now: t.clock.now() })
  assert.equal(v.ok, true)
  assert.equal(verifyWebhook(got.body, got.headers, 'wrong-key-wrong-key', { now: t.clock.now() }).ok, false)
  assert.equal(verifyWebhook(got.body.replace('InvoiceReceived', 'InvoiceReceivee'), got.headers, KEY, { now: t.clock.now() }).ok, false)
  const stale = verifyWebhook(got.body, got.headers, KEY, { now: t.clock.now() + 301_000 })
  assert.deepEqual(stale, { ok: false, reason: 'stale' })
})

test('retries follow the schedule with one X-Service-Delivery, one HookSentRetry per retry, then success', async () => {
  const failing = await hook(`${rx.url}/fail-2/a`, ['OrderReceived'])
  const watcher = await hook(`${rx.url}/watch-retries`, ['HookSentRetry', 'HookSentError'])
  await emit('OrderReceived')
  await rx.waitFor('/fail-2/a', 1)
  await until(async () => (await t.wharf.knex('events').where({ topic: 'HookSentRetry' })).length === 1)
  await until(async () => (await t.wharf.knex('jobs').where({ kind: 'hook.deliver', status: 'pending' }).whereRaw("payload->'event'->>'topic' = ?", ['OrderReceived'])).length === 1)
  await new Promise(resolve => setTimeout(resolve, 300))
  assert.equal(rx.on('/fail-2/a').length, 1, 'no second attempt before the clock reaches the retry time')
  t.clock.advance(1000)
  await rx.waitFor('/fail-2/a', 2)
  await until(async () => (await t.wharf.knex('events').where({ topic: 'HookSentRetry' })).length === 2)
  await until(async () => (await t.wharf.knex('jobs').where({ kind: 'hook.deliver', status: 'pending' }).whereRaw("payload->'event'->>'topic' = ?", ['OrderReceived'])).length === 1)
  t.clock.advance(1999)
  await new Promise(resolve => setTimeout(resolve, 300))
  assert.equal(rx.on('/fail-2/a').length, 2, 'the second retry waits 2 s')
  t.clock.advance(1)
  const attempts = await rx.waitFor('/fail-2/a', 3)
  const ids = new Set(attempts.map(a => a.headers['x-service-delivery']))
  assert.equal(ids.size, 1, 'the same X-Service-Delivery on every attempt')
  const sentOn = attempts.map(a => JSON.parse(a.body).sentOn)
  assert.notEqual(sentOn[0], sentOn[2], 'sentOn is the time of each attempt')
  const reports = await rx.waitFor('/watch-retries', 2)
  const details = reports.map(r => JSON.parse(r.body)).map(b => ({ topic: b.topic, hookId: b.details.hookId, attempt: b.details.attempt, status: b.details.status, deliveryId: b.details.deliveryId }))
  assert.deepEqual(details.map(d => d.attempt), ['1', '2'])
  assert.ok(details.every(d => d.topic === 'HookSentRetry' && d.hookId === failing && d.status === 500 && d.deliveryId === ids.values().next().value))
  const events = await api(t, token, 'GET', '/api/v1/events?topic=HookSent*')
  assert.equal(events.json().events.length, 2)
  assert.equal(events.json().events[0].details.nextAttemptOn !== undefined, true)
  assert.ok(!rx.requests.some(r => r.path === '/fail-2/a' && JSON.parse(r.body).topic.startsWith('HookSent')), 'a failing hook is not fed its own failure reports')
  await t.wharf.knex('hooks').where({ id: watcher }).update({ is_active: false })
  invalidateHookCache() // raw SQL bypasses the HookStore, whose cache would otherwise keep the hook for up to 1 s
})

test('when the schedule is used up: HookSentError and no more attempts', async () => {
  await hook(`${rx.url}/status-503`, ['InvoiceResponseReceived'])
  await emit('InvoiceResponseReceived')
  await rx.waitFor('/status-503', 1)
  const job = async (): Promise<{ status: string, attempts: number }> =>
    await t.wharf.knex('jobs').where({ kind: 'hook.deliver' }).whereRaw("payload->'event'->>'topic' = ?", ['InvoiceResponseReceived']).first()
  for (const [i, step] of [1000, 2000, 4000].entries()) {
    // Move the clock only once the failed attempt's retry time is written (otherwise it is computed from the new time).
    await until(async () => { const j = await job(); return j.status === 'pending' && j.attempts === i + 1 })
    t.clock.advance(step)
    await rx.waitFor('/status-503', i + 2)
  }
  await until(async () => (await t.wharf.knex('events').where({ topic: 'HookSentError' })).length === 1)
  // The job's result is written back after the HookSentError event (the worker batches write-backs): until then the
  // job is running under its lease, and ten minutes of clock would expire that lease and hand the job to a new claim
  // (at-least-once), which no real clock does within the milliseconds the write-back takes.
  await until(async () => (await job()).status === 'failed')
  t.clock.advance(600_000) // ten minutes later: nothing more
  await new Promise(resolve => setTimeout(resolve, 400))
  assert.equal(rx.on('/status-503').length, 4, 'one attempt plus three retries')
  const err = await t.wharf.knex('events').where({ topic: 'HookSentError' }).first()
  const payload = typeof err.payload === 'string' ? JSON.parse(err.payload) : err.payload
  assert.match(payload.message, /HTTP 503/)
  assert.equal(payload.details.attempt, '4')
  assert.equal((await job()).status, 'failed')
})

test('a slow 2xx within the timeout counts as delivered', async () => {
  await hook(`${rx.url}/slow-1500`, ['DespatchAdviceReceived'])
  await emit('DespatchAdviceReceived')
  await rx.waitFor('/slow-1500', 1)
  await until(async () => (await t.wharf.knex('jobs').where({ kind: 'hook.deliver', status: 'done' }).whereRaw("payload->'event'->>'topic' = ?", ['DespatchAdviceReceived'])).length === 1, 10_000)
  assert.equal(rx.on('/slow-1500').length, 1)
})

test('OAuth2 client credentials towards the consumer, and mutual TLS', async () => {
  await hook(`${rx.url}/oauth/hook`, ['OrderResponseReceived'], { auth: { type: 'oauth2', tokenUrl: `${rx.url}/oauth/token`, clientId: 'wharf', clientSecret: 's3cret' } })
  await emit('OrderResponseReceived')
  const [got] = await rx.waitFor('/oauth/hook', 1)
  assert.equal(got.headers.authorization, 'Bearer test-access-token')
  await hook(`${rxMtls.url}/mtls`, ['MessageLevelStatusReceived'], { tls: { certificate: testTls.clientCert, privateKey: testTls.clientKey } })
  await emit('MessageLevelStatusReceived')
  const [m] = await rxMtls.waitFor('/mtls', 1)
  assert.equal(m.clientCn, 'wharf-test-client')
})

test('POST /api/v1/hook/{id}/test delivers a signed HookTest event now and reports the answer', async () => {
  const ok = await hook(`${rx.url}/probe`, ['InvoiceReceived'])
  const res = await api(t, token, 'POST', `/api/v1/hook/${ok}/test`)
  assert.equal(res.statusCode, 200, res.body)
  assert.equal(res.json().delivered, true, res.body)
  assert.equal(res.json().status, 200)
  const [got] = await rx.waitFor('/probe', 1)
  assert.equal(JSON.parse(got.body).topic, 'HookTest')
  assert.equal(verifyWebhook(got.body, got.headers, KEY, { now: t.clock.now() }).ok, true)
  const bad = await hook(`${rx.url}/status-404`, ['InvoiceReceived'])
  const res2 = await api(t, token, 'POST', `/api/v1/hook/${bad}/test`)
  assert.equal(res2.json().delivered, false)
  assert.equal(res2.json().status, 404)
  assert.equal(res2.json().code, 'HTTP_ERROR')
})
