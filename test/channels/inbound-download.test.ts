// HTTPS inbound end to end in one Wharf with workers: an httpsin:// hook runs the send command, the https-inbound
// plugin pushes the document to a real HTTPS receiver (test CA) with the hook's basic credentials and $token$
// replaced; GET /inbound/download?token= (no bearer: the token is the credential) redeems it, several times, until
// it expires (ManualClock), and refuses tampered tokens, a token of another tenant and no token (401). The token
// secret is the installation's (derived from the master key) for acme and a configured one for globex; the plugin
// and the route read the same merged settings. Hooks on a channel not enabled for the tenant are refused (400).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { closeAfter, pluginsConfig } from '../helpers/cleanup.ts'
import { openWharf } from '../helpers/setup.ts'
import { api, application, clientToken, hostOf, party, tenant } from '../helpers/fixtures.ts'
import { startReceiver, testTls } from '../helpers/receiver.ts'
import { eventually, invoice, PARTY_A, statusOf } from '../as4/network.ts'
import { createDownloadToken, verifyDownloadToken } from '../../core/sdk/download-token.ts'
import { installationTokenSecret } from '../../core/plugins/operator-config.ts'

const GLOBEX_SECRET = 'globex-own-download-token-secret-0123456789'
const ADDRESS = 'httpsin://erp%20user:p%40ss@inbound/docs/$token$?token=$token$'

let token = ''
let documentId = ''
const doc = invoice('INBOUND-1')

const download = async (tok: string | undefined) => await t.app.inject({ method: 'GET', url: `/inbound/download${tok === undefined ? '' : `?token=${encodeURIComponent(tok)}`}`, headers: { host: hostOf('acceptance') } })

const rx = await startReceiver()
const file = pluginsConfig({
  'https-inbound': {
    enabled: false,
    settings: { baseUrl: `${rx.url}/in`, ca: testTls.ca, tokenLifetimeSeconds: 3600, timeoutMs: 10_000 },
    tenants: { acme: { enabled: true }, globex: { enabled: true, settings: { tokenSecret: GLOBEX_SECRET } } }
  }
}, 'wharf-inbound-')
const t = await openWharf({ WHARF_PLUGINS_CONFIG: file }, { workers: true })
closeAfter(rx)
const acme = await tenant(t, 'acme')
const globex = await tenant(t, 'globex')
await party(t, acme.id, [PARTY_A])

test('hook creation: a channel not enabled for the tenant is refused with 400; enabled, it is created', async () => {
  const initech = await tenant(t, 'initech')
  const other = await clientToken(t, await application(t, initech.id, ['ApManager']))
  const refused = await api(t, other, 'POST', '/api/v1/hook', { payload: { action: ADDRESS, topics: ['SendInvoice'] } })
  assert.equal(refused.statusCode, 400, refused.body)
  assert.equal(refused.json().code, 'VALIDATION_FAILED')
  assert.equal(refused.json().details.field, 'action')
  assert.equal(refused.json().details.reason, 'PLUGIN_NOT_ENABLED')
  assert.equal(refused.json().details.plugin, 'https-inbound')
  assert.match(refused.json().message, /channel httpsin \(plugin https-inbound\) is not enabled for this tenant/)
  const email = await api(t, other, 'POST', '/api/v1/hook', { payload: { action: 'email', topics: ['SendInvoice'] } })
  assert.equal(email.statusCode, 400, email.body)
  // webhook is enabled for everybody (config/plugins.json); an action no installed plugin serves is left to the workers
  const webhook = await api(t, other, 'POST', '/api/v1/hook', { payload: { url: 'https://erp.example.test/ok', topics: ['InvoiceReceived'] } })
  assert.equal(webhook.statusCode, 201, webhook.body)
  const unknown = await api(t, other, 'POST', '/api/v1/hook', { payload: { action: 'acme-post', topics: ['SendInvoice'] } })
  assert.equal(unknown.statusCode, 201, unknown.body)
  // changing a hook's action to a channel that is not enabled is refused too
  const put = await api(t, other, 'PUT', `/api/v1/hook/${webhook.json().id}`, { payload: { action: 'sftp' } })
  assert.equal(put.statusCode, 400, put.body)
})

test('the send command pushes the document with the credentials and the substituted token', async () => {
  const tok = await clientToken(t, await application(t, acme.id, ['ApManager']))
  const hook = await api(t, tok, 'POST', '/api/v1/hook', { payload: { action: ADDRESS, name: 'erp', topics: ['SendInvoice'] } })
  assert.equal(hook.statusCode, 201, hook.body)
  const sent = await api(t, tok, 'POST', `/api/v1/${PARTY_A}/salesInvoice/send`, { payload: doc, headers: { 'content-type': 'application/xml' } })
  assert.equal(sent.statusCode, 202, sent.body)
  documentId = sent.json().documentId
  const rec = await eventually('the push', async () => rx.requests.find(r => r.headers['x-service-document-id'] === documentId))
  assert.equal(rec.headers.authorization, `Basic ${Buffer.from('erp user:p@ss').toString('base64')}`)
  token = rec.headers['x-service-token'] as string
  assert.match(token, /^wdt1\./)
  assert.equal(rec.path, `/in/docs/${token}`, '$token$ replaced in the path')
  assert.equal(rec.body, doc.toString('utf8'))
  const check = verifyDownloadToken(token, installationTokenSecret(t.config), t.clock.now())
  assert.ok(check.ok && check.documentId === documentId && check.tenantId === acme.id, JSON.stringify(check))
  assert.equal(await eventually('sent', async () => { const s = await statusOf(t, documentId); return s === 'sent' ? s : undefined }), 'sent')
  const ev = await t.wharf.knex('events').where({ document_id: documentId, topic: 'InvoiceSent' }).first('payload')
  const payload = typeof ev.payload === 'string' ? JSON.parse(ev.payload) : ev.payload
  assert.equal(payload.details.protocol, 'httpsin')
})

test('the token downloads the document without a bearer token, more than once', async () => {
  assert.ok(token !== '', 'needs the push')
  for (let i = 0; i < 2; i++) {
    const res = await download(token)
    assert.equal(res.statusCode, 200, res.body)
    assert.ok(res.rawPayload.equals(doc), 'the stored bytes')
    assert.equal(res.headers['content-type'], 'application/xml')
    assert.equal(res.headers['cache-control'], 'no-store')
    assert.equal(res.headers['x-service-document-id'], documentId)
  }
})

test('refused with 401: no token, malformed, tampered claims or signature, another tenant\'s document', async () => {
  const expect401 = async (tok: string | undefined, message: RegExp): Promise<void> => {
    const res = await download(tok)
    assert.equal(res.statusCode, 401, res.body)
    assert.equal(res.json().code, 'UNAUTHORIZED')
    assert.match(res.json().message, message)
  }
  await expect401(undefined, /no download token/)
  await expect401('hello', /not a download token/)
  const [p, claims, sig] = token.split('.')
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'))
  const otherDoc = Buffer.from(JSON.stringify({ ...body, d: '00000000-0000-4000-8000-000000000000' })).toString('base64url')
  await expect401(`${p}.${otherDoc}.${sig}`, /not issued with this secret, or was altered/)
  const flipped = sig.slice(0, 10) + (sig[10] === 'A' ? 'B' : 'A') + sig.slice(11)
  await expect401(`${p}.${claims}.${flipped}`, /not issued with this secret, or was altered/)
  // globex's token (its own secret) naming acme's document: the signature holds, the document is not globex's
  const foreign = createDownloadToken({ documentId, tenantId: globex.id, expiresAt: t.clock.now() + 60_000 }, GLOBEX_SECRET)
  await expect401(foreign, /does not grant a document of this tenant/)
  // signed with the installation secret but claiming globex: globex verifies with its configured secret only
  const wrongKey = createDownloadToken({ documentId, tenantId: globex.id, expiresAt: t.clock.now() + 60_000 }, installationTokenSecret(t.config))
  await expect401(wrongKey, /not issued with this secret/)
  // a token of a tenant that does not exist
  await expect401(createDownloadToken({ documentId, tenantId: 'nobody', expiresAt: t.clock.now() + 60_000 }, GLOBEX_SECRET), /not issued by this Wharf/)
})

test('after its lifetime (1 h here) the token is refused: 401 expired', async () => {
  const check = verifyDownloadToken(token, installationTokenSecret(t.config), t.clock.now())
  assert.ok(check.ok)
  // issued by the plugin at push time with a 1 h lifetime (second precision)
  assert.ok(Math.abs(check.expiresAt - (rx.requests.find(r => r.headers['x-service-document-id'] === documentId)?.at ?? 0) - 3600_000) < 2_000)
  t.clock.advance(check.expiresAt - t.clock.now() - 1_000)
  assert.equal((await download(token)).statusCode, 200, 'one second before expiry')
  t.clock.advance(1_000)
  const res = await download(token)
  assert.equal(res.statusCode, 401, res.body)
  assert.match(res.json().message, /expired at/)
})
