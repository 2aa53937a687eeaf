// Issue 18 point 6, retention: per tenant (defaults from WHARF_RETENTION_*, overrides through the admin API), enforced
// by the queued housekeeping job `documents.retention` run by the real worker. Received documents: 90 days, or 7 days
// after their first download; sent documents' bytes: 24 h after delivery; failed ones: 90 days. The clock is moved
// (ManualClock), never slept; batches are made tiny (2 per query, 1 query per run) so a run is bounded and the job
// queues its next run itself.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, party, tenant } from '../helpers/fixtures.ts'
import { startWorkers, type Workers } from '../../core/workers.ts'
import { storeReceivedDocument } from '../../core/documents/receive.ts'
import { RETENTION_KIND, scheduleRetention } from '../../core/lifecycle/housekeeping.ts'
import { PLUGIN_ROOT, createHook, fixture, sendXml, waitFor, waitForStatus } from './helpers.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const PARTY = '0088:7300010000001'
const OTHER = '0208:0123456749'
const INVOICE = fixture('bis3-vat-category-O.xml')
/** The same invoice from tenant b's party. */
const INVOICE_B = Buffer.from(INVOICE.toString('utf8').replace('<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>', '<cbc:EndpointID schemeID="0208">0123456749</cbc:EndpointID>'))

let t: TestWharf
let workers: Workers
const tenants: Record<'a' | 'b', { id: string, app: { clientId: string, clientSecret: string }, party: string, partyInternal: string }> = {} as never

before(async () => {
  t = await createTestWharf({ WHARF_RETENTION_BATCH: '2', WHARF_RETENTION_MAX_BATCHES: '1' })
  workers = await startWorkers(t.wharf, { threads: 1, housekeeping: false, pollIntervalMs: 50, pluginRoot: PLUGIN_ROOT })
  for (const [k, name, id] of [['a', 'retention-a', PARTY], ['b', 'retention-b', OTHER]] as const) {
    const tn = await tenant(t, name)
    const p = await party(t, tn.id, [id])
    const app = await application(t, tn.id, ['ApManager'])
    tenants[k] = { id: tn.id, app, party: id, partyInternal: p.id }
    const token = await clientToken(t, app)
    await createHook(t, token, { partyId: id, action: 'doc-ok', name: 'ap', topics: ['SendInvoice'] })
    await createHook(t, token, { partyId: id, action: 'doc-reject', name: 'rejecting', topics: ['SendOrder'] })
  }
})
after(async () => {
  await workers?.stop()
  await t?.close()
})

const adminPut = async (url: string, payload: unknown) =>
  await t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { authorization: `Bearer ${t.adminToken}` } })
/** A fresh token (the clock moves past token lifetimes). */
const tokenOf = async (k: 'a' | 'b'): Promise<string> => await clientToken(t, tenants[k].app)
const keyOf = async (documentId: string): Promise<string> => (await t.wharf.knex('documents').where({ document_id: documentId }).first('id')).id
async function send (k: 'a' | 'b', segment: string, body: Buffer, id: string, status: string): Promise<string> {
  const res = await sendXml(t, await tokenOf(k), tenants[k].party, segment, body, { headers: { 'x-service-documentid': id } })
  assert.equal(res.statusCode, 202, res.body)
  await waitForStatus(t, await keyOf(id), status)
  return id
}
async function receive (k: 'a' | 'b', messageId: string): Promise<string> {
  const r = await t.wharf.knex.transaction(async trx => await storeReceivedDocument(trx, t.wharf, {
    tenantId: tenants[k].id, environment: 'acceptance', partyInternalId: tenants[k].partyInternal, partyId: tenants[k].party, bytes: INVOICE, createdBy: 'peppol', messageId
  }))
  return r.document.documentId
}
const download = async (k: 'a' | 'b', id: string) => await api(t, await tokenOf(k), 'GET', `/api/v1/${tenants[k].party}/generic/${id}/download`)

/** Schedules the hourly run and waits until every retention job has finished; returns the runs' results. */
async function runRetention (): Promise<Array<{ removed: number, more: boolean }>> {
  const since = Number((await t.wharf.knex('jobs').where({ kind: RETENTION_KIND }).count<Array<{ n: string }>>('* as n'))[0].n)
  await scheduleRetention(t.wharf)
  const rows = await waitFor('retention jobs done', async () => {
    const all = await t.wharf.knex('jobs').where({ kind: RETENTION_KIND }).orderBy('id').select('status', 'result')
    return all.length > since && all.every(r => r.status === 'done') ? all.slice(since) : undefined
  })
  return rows.map(r => typeof r.result === 'string' ? JSON.parse(r.result) : r.result)
}
const removed = async (id: string): Promise<boolean> =>
  (await t.wharf.knex('documents').where({ document_id: id }).first('content_removed_at')).content_removed_at !== null
const namesOf = async (k: 'a' | 'b', id: string): Promise<string[]> => {
  const res = await api(t, await tokenOf(k), 'GET', `/api/v1/${tenants[k].party}/generic/${id}/status`)
  assert.equal(res.statusCode, 200, res.body)
  return (res.json() as Array<{ name: string }>).map(e => e.name)
}

test('the admin API shows and sets a tenant\'s periods; null returns to the default', async () => {
  const get = await t.admin('GET', `/admin/v1/tenants/${tenants.b.id}/retention`)
  assert.equal(get.statusCode, 200, get.body)
  assert.deepEqual(get.json().defaults, { receivedDays: 90, afterDownloadDays: 7, sentHours: 24, failedDays: 90 })
  assert.deepEqual(get.json().overrides, { receivedDays: null, afterDownloadDays: null, sentHours: null, failedDays: null })
  const put = await adminPut(`/admin/v1/tenants/retention-b/retention`, { sentHours: 48, failedDays: 5 })
  assert.equal(put.statusCode, 200, put.body)
  assert.deepEqual(put.json().effective, { receivedDays: 90, afterDownloadDays: 7, sentHours: 48, failedDays: 5 })
  const back = await adminPut(`/admin/v1/tenants/${tenants.b.id}/retention`, { failedDays: null })
  assert.deepEqual(back.json().overrides, { receivedDays: null, afterDownloadDays: null, sentHours: 48, failedDays: null })
  for (const bad of [{ sentHours: 0 }, { receivedDays: 3651 }, { failedDays: 1.5 }, { afterDownloadDays: 'seven' }]) {
    const res = await adminPut(`/admin/v1/tenants/${tenants.b.id}/retention`, bad)
    assert.equal(res.statusCode, 400, JSON.stringify(bad))
    assert.equal(res.json().code, 'VALIDATION_FAILED')
  }
  assert.deepEqual((await t.admin('GET', `/admin/v1/tenants/${tenants.b.id}/retention`)).json().overrides.sentHours, 48, 'unchanged by refusals')
  assert.equal((await adminPut(`/admin/v1/tenants/${tenants.b.id}/retention`, { weeks: 2 })).statusCode, 400)
  assert.equal((await t.admin('GET', '/admin/v1/tenants/no-such-tenant/retention')).statusCode, 404)
  assert.equal((await api(t, await tokenOf('a'), 'GET', `/admin/v1/tenants/${tenants.a.id}/retention`)).statusCode, 401, 'not with a tenant token')
})

test('the housekeeping job removes bytes as they expire, per tenant, in bounded batches, keeping the trail', async () => {
  const t0 = t.clock.now()
  const sentA = await send('a', 'salesInvoice', INVOICE, 'RT-A-SENT-1', 'sent')
  const sentB = await send('b', 'salesInvoice', INVOICE_B, 'RT-B-SENT-1', 'sent') // tenant b: 48 h
  const failedA = await send('a', 'purchaseOrder', fixture('poacc-uc1-order.xml'), 'RT-A-FAIL-1', 'error')
  const rejectedA = await send('a', 'salesInvoice', fixture('bis3-base-example.xml'), 'RT-A-REJ-1', 'error')
  const keptA = await receive('a', 'rt-msg-1') // never downloaded: 90 days
  const fetchedA = await receive('a', 'rt-msg-2') // downloaded now: 7 days after
  const lateA = await receive('a', 'rt-msg-3') // downloaded on day 85: its 90 days come first
  assert.equal((await download('a', fetchedA)).statusCode, 200)
  const all = [sentA, sentB, failedA, rejectedA, keptA, fetchedA, lateA]
  const gone = async (): Promise<string[]> => { const out: string[] = []; for (const id of all) if (await removed(id)) out.push(id); return out }

  assert.deepEqual((await runRetention()).map(r => r.removed), [0])
  t.clock.set(t0 + 23 * HOUR)
  await runRetention()
  assert.deepEqual(await gone(), [], 'nothing expires within 24 h')

  t.clock.set(t0 + 25 * HOUR)
  await runRetention()
  assert.deepEqual(await gone(), [sentA], 'tenant a\'s delivered invoice after 24 h; tenant b keeps its for 48 h')
  const dl = await download('a', sentA)
  assert.equal(dl.statusCode, 410)
  assert.equal(dl.json().code, 'DOCUMENT_REMOVED')
  const trail = await namesOf('a', sentA)
  assert.deepEqual(trail, ['Pending', 'Validated', 'Routed', 'Delivered', 'Expired'])
  const expired = (await api(t, await tokenOf('a'), 'GET', `/api/v1/${PARTY}/generic/${sentA}/status`)).json().at(-1)
  assert.match(expired.description, /delivered 24 hours ago/)
  assert.equal(expired.createdOn, new Date(t0 + 25 * HOUR).toISOString())

  t.clock.set(t0 + 49 * HOUR)
  await runRetention()
  assert.deepEqual(await gone(), [sentA, sentB], 'tenant b\'s after its own 48 h')

  t.clock.set(t0 + 7 * DAY + HOUR)
  await runRetention()
  assert.deepEqual(await gone(), [sentA, sentB, fetchedA], '7 days after the first download')
  assert.deepEqual(await namesOf('a', fetchedA), ['Received', 'Downloaded', 'Expired'])

  t.clock.set(t0 + 85 * DAY)
  assert.equal((await download('a', lateA)).statusCode, 200)
  t.clock.set(t0 + 90 * DAY - HOUR)
  await runRetention()
  assert.deepEqual(await gone(), [sentA, sentB, fetchedA], 'nothing else before 90 days (a download on day 85 would run to day 92)')

  // Four expire together: batches of 2, one per run, so the job queues runs until none is left.
  t.clock.set(t0 + 90 * DAY + HOUR)
  const runs = await runRetention()
  assert.deepEqual(runs.map(r => r.removed), [2, 2, 0])
  assert.deepEqual(runs.map(r => r.more), [true, true, false])
  assert.deepEqual(await gone(), all)
  assert.deepEqual(await namesOf('a', rejectedA), ['Pending', 'Rejected', 'Expired'])
  assert.deepEqual(await namesOf('a', failedA), ['Pending', 'Validated', 'Routed', 'Failed', 'Expired'])
  // Metadata stays listed.
  const list = (await api(t, await tokenOf('a'), 'GET', `/api/v1/${PARTY}/documents?status=Expired&limit=200`)).json()
  assert.deepEqual(list.documents.map((d: { documentId: string }) => d.documentId).sort(), [sentA, failedA, rejectedA, keptA, fetchedA, lateA].sort())
})
