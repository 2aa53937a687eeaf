// Batched deliveries: a hook with action batch://zip?period=00:15:00&maxBatchSize=100 on InvoiceReceived collects
// 250 received invoices into 3 InvoiceReceivedBatched events (two full, the last when its period is over: the clock
// moves), each with a link to a ZIP of its documents, byte-identical to what was received. The link expires (the
// clock moves past the token's lifetime) and a tampered token is refused. Runs the real queue and worker.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { unzipSync } from 'fflate'
import { api, application, clientToken } from '../helpers/fixtures.ts'
import { pluginsConfig } from '../helpers/cleanup.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { receiveDocument } from '../../core/documents/receive.ts'
import { createHook, fixture, waitFor } from '../documents/helpers.ts'
import { pluginContext } from '../../core/plugins/extensions.ts'
import type { DeliverJob } from '../../core/publish/publish.ts'
import { collector } from '../../plugins/batch/collect.ts'

const PARTY = '0192:987654325'
const INVOICE = fixture('bis3-vat-category-O.xml').toString('utf8')
const invoice = (n: number): Buffer => Buffer.from(INVOICE.replace('<cbc:ID>Vat-O</cbc:ID>', `<cbc:ID>BATCH-${n}</cbc:ID>`))

const configFile = pluginsConfig({ batch: { settings: { tokenLifetimeSeconds: 3600 } } }, 'wharf-batch-')
const t = await openWharf({ WHARF_PLUGINS_CONFIG: configFile }, { workers: { threads: 1 } })
const co = await tenantWithParties(t, 'batch-co', [PARTY])
const { id: tenantId, parties: [partyId] } = co
let token = co.token

interface Batched { eventId: string, details: { batchId: string, count: number, reason: string, downloadUrl: string, expiresOn: string, documentIds: string[], topic: string } }
async function batched (): Promise<Batched[]> {
  const rows = await t.wharf.knex('events').where({ topic: 'InvoiceReceivedBatched' }).orderBy('seq').select('payload')
  return rows.map(r => typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload)
}
const download = async (url: string) => {
  const u = new URL(url)
  return await t.app.inject({ method: 'GET', url: u.pathname + u.search, headers: { host: u.host } })
}

test('a bad batch action is refused when the hook is made', async () => {
  for (const action of ['batch://zip?period=soon', 'batch://zip?maxBatchSize=0', 'batch://tar', 'batch://zip?every=1']) {
    const res = await api(t, token, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, action, topics: ['InvoiceReceived'] } })
    assert.equal(res.statusCode, 400, `${action}: ${res.body}`)
    assert.equal(res.json().details.field, 'action')
  }
})

test('250 received invoices -> 3 InvoiceReceivedBatched events with ZIPs of all documents; links expire; tampering is refused', async (ctx) => {
  await createHook(t, token, { partyId: PARTY, action: 'batch://zip?period=00:15:00&maxBatchSize=100', topics: ['InvoiceReceived'] })
  const sent = new Map<string, Buffer>()
  for (let i = 1; i <= 250; i++) {
    const bytes = invoice(i)
    const r = await receiveDocument({ knex: t.wharf.knex, clock: t.clock, hooks: t.wharf.hooks, wakeup: t.wharf.wakeup }, {
      tenantId, environment: 'acceptance', partyInternalId: partyId, partyId: PARTY, bytes, createdBy: 'network'
    })
    const doc = await t.wharf.knex('documents').where({ id: r.id }).first('document_id')
    sent.set(doc.document_id as string, bytes)
  }
  const full = await waitFor('two full batches', async () => { const b = await batched(); return b.length >= 2 ? b : undefined }, 60_000)
  // All 250 collected (the last 50 wait in an open batch), and nothing more published before the period is over.
  await waitFor('250 items collected', async () => Number((await t.wharf.knex('batch_items').count({ n: '*' }).first())?.n) === 250 || undefined, 60_000)
  assert.equal((await batched()).length, 2)
  assert.deepEqual(full.map(b => [b.details.count, b.details.reason]), [[100, 'size'], [100, 'size']])

  t.clock.advance(15 * 60_000)
  const all = await waitFor('the third batch, by period', async () => { const b = await batched(); return b.length === 3 ? b : undefined }, 30_000)
  assert.deepEqual(all.map(b => b.details.count), [100, 100, 50])
  assert.equal(all[2].details.reason, 'period')
  assert.equal(all[0].details.topic, 'InvoiceReceived')
  assert.equal(new Set(all.flatMap(b => b.details.documentIds)).size, 250)

  // Each ZIP holds its batch's documents, byte for byte.
  const seen = new Set<string>()
  for (const b of all) {
    assert.match(b.details.downloadUrl, /^https:\/\/acceptance\.wharf\.test\/batch\/download\?token=wdt1\./)
    const started = performance.now()
    const res = await download(b.details.downloadUrl)
    ctx.diagnostic(`ZIP of ${b.details.count} documents: ${res.rawPayload.length} bytes in ${Math.round(performance.now() - started)} ms`)
    assert.equal(res.statusCode, 200, res.body)
    assert.equal(res.headers['content-type'], 'application/zip')
    const entries = unzipSync(new Uint8Array(res.rawPayload))
    assert.equal(Object.keys(entries).length, b.details.count)
    for (const id of b.details.documentIds) {
      const got = entries[`${id}.xml`]
      assert.ok(got !== undefined, `${id}.xml in the ZIP`)
      assert.ok(Buffer.from(got).equals(sent.get(id) as Buffer), `${id} byte-identical`)
      seen.add(id)
    }
  }
  assert.equal(seen.size, 250)

  // Tampered: another batch id in the claims, or another signature.
  const good = new URL(all[0].details.downloadUrl).searchParams.get('token') as string
  const [p, claims, sig] = good.split('.')
  const forged = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'))
  forged.d = all[1].details.batchId
  const tampered = [`${p}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${sig}`, `${p}.${claims}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`]
  for (const tok of tampered) {
    const res = await download(`https://acceptance.wharf.test/batch/download?token=${tok}`)
    assert.equal(res.statusCode, 401)
    assert.match(res.json().message, /not issued with this secret, or was altered/)
  }
  const none = await download('https://acceptance.wharf.test/batch/download')
  assert.equal(none.statusCode, 401)
  // An https-inbound document token is no batch token, and a batch token is no document token.
  const asDocument = await t.app.inject({ method: 'GET', url: `/inbound/download?token=${good}`, headers: { host: 'acceptance.wharf.test' } })
  assert.equal(asDocument.statusCode, 401)

  // Expiry: the tokenLifetimeSeconds of the configuration (1 h), on the clock.
  assert.ok(Math.abs(Date.parse(all[2].details.expiresOn) - (t.clock.now() + 3600_000)) < 2000, all[2].details.expiresOn)
  t.clock.advance(3600_000 + 1000)
  const expired = await download(all[2].details.downloadUrl)
  assert.equal(expired.statusCode, 401)
  assert.match(expired.json().message, /expired/)
})

test('an event delivered twice (at-least-once) joins its batch once', async () => {
  token = await clientToken(t, await application(t, tenantId, ['ApManager']))
  const hookId = await createHook(t, token, { partyId: PARTY, action: 'batch://zip?maxBatchSize=2', topics: ['InvoiceReceived'] })
  const hook = await t.wharf.hooks.withSecrets(hookId)
  assert.ok(hook !== undefined)
  const collect = collector(pluginContext(t.wharf))
  const rows = await t.wharf.knex('events').where({ topic: 'InvoiceReceived' }).orderBy('seq').limit(2).select('id', 'document_id', 'payload')
  const job = (r: { id: string, document_id: string, payload: unknown }, n: number): DeliverJob => {
    const p = (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as DeliverJob['event']
    return { deliveryId: `d-${n}`, hookId, event: { ...p, eventId: r.id }, documentKey: r.document_id }
  }
  const before = (await batched()).length
  const a = await collect(hook, job(rows[0], 1))
  const again = await collect(hook, job(rows[0], 1))
  assert.equal(a.ok && again.ok, true)
  assert.equal(Number((await t.wharf.knex('batch_items').where({ hook_id: hookId }).count({ n: '*' }).first())?.n), 1)
  assert.equal((await batched()).length, before, 'not full yet')
  await collect(hook, job(rows[1], 2))
  const now = await batched()
  assert.equal(now.length, before + 1)
  assert.equal(now[now.length - 1].details.count, 2)
  assert.equal(now[now.length - 1].details.reason, 'size')
})
