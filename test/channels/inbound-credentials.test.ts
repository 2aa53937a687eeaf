// The credentials of an httpsin:// hook action (user and password, the userinfo as a whole) are a secret: sealed at
// rest like secureKey, shown in full only in the POST answer that created the hook (ApManager), `***` in every other
// answer (GET one, list, PUT; ApManager, ApUser application, end-customer user), in InvoiceSent's details.channel
// (events API, webhook body), in the document's channel and history, and never in the log. The delivery job alone
// gets them, and the push still authenticates with them. Migration 009 seals hooks and masks copies written before.
// Also: an https-inbound hook on InvoiceReceived pushes the received document, whose token downloads it byte for
// byte (and opens no other document); a topic that brings no document is refused at creation by name.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { api, application, clientToken, hostOf, party, requestToken, tenant, user } from '../helpers/fixtures.ts'
import { closeAfter, pluginsConfig } from '../helpers/cleanup.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { startReceiver, testTls } from '../helpers/receiver.ts'
import { eventually, invoice, PARTY_A, PARTY_B, statusOf } from '../as4/network.ts'
import { storeReceivedDocument } from '../../core/documents/receive.ts'
import { sealExistingCredentials } from '../../core/db/migrations/009_hook_action_credentials.ts'
import { invalidateHookCache } from '../../core/hooks/store.ts'

const USER = 'erp-inbound-user'
const PASSWORD = 'S3cr3t!pw@x'
const ADDRESS = `httpsin://${USER}:S3cr3t!pw%40x@inbound/docs?token=$token$`
const MASKED = 'httpsin://***@inbound/docs?token=$token$'
const BASIC = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`
const SECRETS = [USER, 'S3cr3t', 'pw%40x', 'pw@x', BASIC.slice(6)]

/** `text` carries no part of the credentials. */
function clean (text: string, where: string): void {
  for (const s of SECRETS) assert.ok(!text.includes(s), `${where} carries "${s}": ${text.slice(Math.max(0, text.indexOf(s) - 200), text.indexOf(s) + 100)}`)
}

const rx = await startReceiver()
const file = pluginsConfig({ 'https-inbound': { enabled: true, settings: { baseUrl: `${rx.url}/in`, ca: testTls.ca, timeoutMs: 10_000 } } }, 'wharf-inbound-cred-')
// A debug-level log, to check that no level writes the credentials
const t = await openWharf({ WHARF_PLUGINS_CONFIG: file, WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.0/8', LOG_LEVEL: 'debug' }, { workers: true })
closeAfter(rx)
const { id: tenantId, token: manager, parties: [partyInternalId] } = await tenantWithParties(t, 'inbound-cred', [PARTY_A])
let hookId = ''
let sentId = ''
let receivedId = ''

test('the POST answer shows the credentials once; GET, list and PUT answers mask them for every role', async () => {
  const created = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: PARTY_A, action: ADDRESS, name: 'erp', topics: ['SendInvoice'] } })
  assert.equal(created.statusCode, 201, created.body)
  assert.equal(created.json().action, ADDRESS, 'shown in full to the ApManager who created it')
  hookId = created.json().id

  const appUser = await application(t, tenantId, ['ApUser'])
  const readers = {
    ApManager: manager,
    ApUser: await clientToken(t, appUser),
    user: await (async () => {
      await user(t, tenantId, 'customer', 'Customer!Pass1', [PARTY_A])
      const res = await requestToken(t, { grant_type: 'password', client_id: appUser.clientId, client_secret: appUser.clientSecret, username: 'customer', password: 'Customer!Pass1', scope: 'ap' })
      assert.equal(res.status, 200, JSON.stringify(res.body))
      return res.body.access_token as string
    })()
  }
  for (const [who, token] of Object.entries(readers)) {
    const one = await api(t, token, 'GET', `/api/v1/hook/${hookId}`)
    assert.equal(one.statusCode, 200, `${who}: ${one.body}`)
    assert.equal(one.json().action, MASKED, who)
    clean(one.body, `GET one as ${who}`)
    const list = await api(t, token, 'GET', `/api/v1/hook?partyId=${PARTY_A}`)
    assert.equal(list.statusCode, 200, `${who}: ${list.body}`)
    assert.deepEqual(list.json().hooks.map((h: { action: string }) => h.action), [MASKED], who)
    clean(list.body, `list as ${who}`)
  }

  const renamed = await api(t, manager, 'PUT', `/api/v1/hook/${hookId}`, { payload: { name: 'erp-2' } })
  assert.equal(renamed.statusCode, 200, renamed.body)
  assert.equal(renamed.json().action, MASKED)
  clean(renamed.body, 'PUT answer')
  // The masked action (as read) keeps the stored credentials
  const same = await api(t, manager, 'PUT', `/api/v1/hook/${hookId}`, { payload: { action: MASKED } })
  assert.equal(same.statusCode, 200, same.body)
  assert.equal(same.json().action, MASKED)
  assert.equal((await t.wharf.hooks.withSecrets(hookId))?.actionWithCredentials, ADDRESS)
  // ... and a new hook cannot claim credentials it does not have
  const masked = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: PARTY_A, action: MASKED, topics: ['SendOrder'] } })
  assert.equal(masked.statusCode, 400, masked.body)
  assert.equal(masked.json().code, 'VALIDATION_FAILED')
  assert.equal(masked.json().details.field, 'action')
})

test('the database row holds no credentials: the action is masked, the userinfo sealed with the master key', async () => {
  assert.ok(hookId !== '', 'needs the hook')
  const row = await t.wharf.knex('hooks').where({ id: hookId }).first()
  assert.equal(row.action, MASKED)
  clean(JSON.stringify(row), 'the hooks row')
  assert.match(row.action_credentials_sealed, /^v1\./)
  assert.equal(t.wharf.box.open(row.action_credentials_sealed, `hook-action:${hookId}`), `${USER}:S3cr3t!pw%40x`)
})

test('a send pushes with the right credentials; InvoiceSent (webhook body, events API), the document and the log carry none', async () => {
  assert.ok(hookId !== '', 'needs the hook')
  const webhook = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: PARTY_A, url: `${rx.url}/sent`, topics: ['InvoiceSent'] } })
  assert.equal(webhook.statusCode, 201, webhook.body)
  const doc = invoice('CRED-1')
  const sent = await api(t, manager, 'POST', `/api/v1/${PARTY_A}/salesInvoice/send`, { payload: doc, headers: { 'content-type': 'application/xml' } })
  assert.equal(sent.statusCode, 202, sent.body)
  sentId = sent.json().documentId
  const push = await eventually('the push', async () => rx.requests.find(r => r.headers['x-service-document-id'] === sentId))
  assert.equal(push.headers.authorization, BASIC, 'the endpoint gets the credentials')
  assert.equal(push.path, '/in/docs')
  assert.match(push.headers['x-service-token'] as string, /^wdt1\./)
  assert.equal(await eventually('sent', async () => (await statusOf(t, sentId)) === 'sent' ? 'sent' : undefined), 'sent')

  const [hook] = await rx.waitFor('/sent', 1)
  const body = JSON.parse(hook.body)
  assert.equal(body.topic, 'InvoiceSent')
  assert.equal(body.details.channel, MASKED)
  clean(hook.body, 'the InvoiceSent webhook body')

  const events = await api(t, manager, 'GET', '/api/v1/events?topic=InvoiceSent')
  assert.equal(events.statusCode, 200, events.body)
  const ev = events.json().events.find((e: { documentId: string }) => e.documentId === sentId)
  assert.equal(ev.details.channel, MASKED)
  clean(events.body, 'the events API')
  const all = await api(t, manager, 'GET', '/api/v1/events')
  clean(all.body, 'the events API')

  const document = await api(t, manager, 'GET', `/api/v1/${PARTY_A}/documents/${sentId}`)
  assert.equal(document.statusCode, 200, document.body)
  assert.equal(document.json().document.channel, MASKED)
  clean(document.body, 'the document and its history')
  assert.ok(t.logs().includes(sentId) && t.logs().includes('pushing document'), 'the log covers the send and the push')
  clean(t.logs(), 'the log')
})

test('InvoiceReceived through an https-inbound hook: the received invoice is pushed; its token downloads it byte for byte, and only it', async () => {
  const created = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: PARTY_A, action: `httpsin://${USER}:S3cr3t!pw%40x@inbound/received?token=$token$`, topics: ['InvoiceReceived'] } })
  assert.equal(created.statusCode, 201, created.body)
  const bytes = invoice('RECEIVED-7')
  const r = await t.wharf.knex.transaction(async trx => await storeReceivedDocument(trx, t.wharf, {
    tenantId, environment: 'acceptance', partyInternalId, partyId: PARTY_A, bytes, createdBy: 'peppol', messageId: 'as4-received-7'
  }))
  assert.equal(r.topic, 'InvoiceReceived')
  receivedId = r.document.id
  const push = await eventually('the push of the received invoice', async () => rx.requests.find(p => p.headers['x-service-document-id'] === r.document.id))
  assert.equal(push.headers.authorization, BASIC)
  assert.ok(Buffer.from(push.body, 'utf8').equals(bytes), 'the pushed body is the received document')
  assert.equal(push.headers['content-type'], 'application/xml')
  const token = push.headers['x-service-token'] as string
  assert.equal(push.path, '/in/received')

  const download = async (tok: string) => await t.app.inject({ method: 'GET', url: `/inbound/download?token=${encodeURIComponent(tok)}`, headers: { host: hostOf('acceptance') } })
  const got = await download(token)
  assert.equal(got.statusCode, 200, got.body)
  assert.ok(got.rawPayload.equals(bytes), 'downloaded byte for byte')
  assert.equal(got.headers['x-service-document-id'], r.document.id)
  // The token names this document: pointing it at the sent one breaks the signature
  const [p, claims, sig] = token.split('.')
  const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')), d: sentId })).toString('base64url')
  const refused = await download(`${p}.${other}.${sig}`)
  assert.equal(refused.statusCode, 401, refused.body)
  assert.equal(refused.json().code, 'UNAUTHORIZED')
  clean(t.logs(), 'the log')
})

test('an event naming a document of another tenant or party hands no document over: NO_DOCUMENT, nothing pushed', async () => {
  assert.ok(receivedId !== '', 'needs the received document')
  const other = await tenant(t, 'inbound-cred-other')
  await party(t, other.id, [PARTY_B])
  const otherManager = await clientToken(t, await application(t, other.id, ['ApManager']))
  await party(t, tenantId, ['0208:0123456749'])
  const hooks = [
    { token: otherManager, tenant: other.id, partyId: PARTY_B, path: 'other-tenant' },
    { token: manager, tenant: tenantId, partyId: '0208:0123456749', path: 'other-party' }
  ]
  for (const h of hooks) {
    const res = await api(t, h.token, 'POST', '/api/v1/hook', { payload: { partyId: h.partyId, action: `httpsin://u:p@inbound/${h.path}?token=$token$`, topics: ['InvoiceReceived'] } })
    assert.equal(res.statusCode, 201, res.body)
    const hookId = res.json().id as string
    // the operator's event route lets any document id be named
    const ev = await t.admin('POST', '/admin/v1/events', { tenant: h.tenant, topic: 'InvoiceReceived', partyId: h.partyId, documentId: receivedId })
    assert.equal(ev.statusCode, 201, ev.body)
    const job = await eventually(`the ${h.path} delivery`, async () => {
      const rows = await t.wharf.knex('jobs').where({ kind: 'hook.deliver', status: 'failed' }).select('payload', 'last_error')
      return rows.find(j => (typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload).hookId === hookId)
    })
    assert.match(job.last_error, /NO_DOCUMENT/)
    assert.equal(rx.requests.filter(q => q.path === `/in/${h.path}`).length, 0, 'nothing pushed')
  }
})

test('an https-inbound hook on a topic that brings no document is refused at creation, naming the topic', async () => {
  const res = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: PARTY_A, action: ADDRESS, topics: ['InvoiceReceived', 'InvoiceSent'] } })
  assert.equal(res.statusCode, 400, res.body)
  assert.equal(res.json().code, 'VALIDATION_FAILED')
  assert.equal(res.json().details.topic, 'InvoiceSent')
  assert.match(res.json().message, /topic InvoiceSent brings none/)
  clean(res.body, 'the refusal')
  for (const topics of [['*Received'], ['Send*', 'OrderReceived'], ['*']]) {
    const ok = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: PARTY_A, action: ADDRESS, topics, isActive: false } })
    assert.equal(ok.statusCode, 201, `${topics.join(',')}: ${ok.body}`)
  }
})

test('migration 009: a hook, events, a document and history written before get the credentials sealed or masked', async () => {
  assert.ok(hookId !== '' && sentId !== '', 'needs the hook and the sent document')
  // A hook as an earlier version stored it: the action with its credentials in clear
  const created = await api(t, manager, 'POST', '/api/v1/hook', { payload: { partyId: PARTY_A, action: 'httpsin://inbound/docs?token=$token$', topics: ['SendOrder'] } })
  assert.equal(created.statusCode, 201, created.body)
  const oldId = created.json().id as string
  await t.wharf.knex('hooks').where({ id: oldId }).update({ action: ADDRESS })
  const eventId = randomUUID()
  const payload = { topic: 'InvoiceSent', details: { channel: ADDRESS, note: `pushed via ${ADDRESS} ok` } }
  await t.wharf.knex('events').insert({ id: eventId, tenant_id: tenantId, environment: 'acceptance', topic: 'InvoiceSent', document_id: sentId, payload: JSON.stringify(payload), routed: 0, created_at: new Date() })
  await t.wharf.knex('documents').where({ id: sentId }).update({ channel: ADDRESS })
  await t.wharf.knex('document_history').insert({ document_id: sentId, status: 'sent', details: JSON.stringify({ channel: ADDRESS }), at: new Date() })
  const jobId = randomUUID()
  await t.wharf.knex('jobs').insert({ id: jobId, kind: 'hook.deliver', tenant_id: tenantId, payload: JSON.stringify({ hookId, event: payload }), status: 'done', run_at: new Date(), created_at: new Date(), updated_at: new Date() })

  await assert.rejects(sealExistingCredentials(t.wharf.knex), /needs the master key/)
  await sealExistingCredentials(t.wharf.knex, () => t.wharf.box)
  invalidateHookCache()
  const row = await t.wharf.knex('hooks').where({ id: oldId }).first()
  assert.equal(row.action, MASKED)
  clean(JSON.stringify(row), 'the migrated hooks row')
  assert.equal((await t.wharf.hooks.withSecrets(oldId))?.actionWithCredentials, ADDRESS, 'the credentials are kept, sealed')
  assert.equal((await t.wharf.hooks.withSecrets(hookId))?.actionWithCredentials, ADDRESS, 'a hook sealed already is left alone')
  const ev = await t.wharf.knex('events').where({ id: eventId }).first()
  const evPayload = typeof ev.payload === 'string' ? JSON.parse(ev.payload) : ev.payload
  assert.deepEqual(evPayload.details, { channel: MASKED, note: `pushed via ${MASKED} ok` })
  clean(JSON.stringify(await t.wharf.knex('events').select('payload')), 'the events table')
  clean(JSON.stringify(await t.wharf.knex('documents').where({ id: sentId }).first('channel')), 'the documents table')
  clean(JSON.stringify(await t.wharf.knex('document_history').select('details')), 'the document history')
  const job = await t.wharf.knex('jobs').where({ id: jobId }).first('payload')
  assert.equal((typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload).event.details.channel, MASKED)
  clean(JSON.stringify(await t.wharf.knex('jobs').select('payload')), 'the job queue')
})
