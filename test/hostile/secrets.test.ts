// Secrets are shown once, in the answer that set them, and never again: a hook's secureKey and OAuth2 clientSecret,
// https-inbound credentials (httpsin://user:password@inbound), an application's clientSecret and a user's password
// appear in no later answer (hooks, events, documents, me, admin lists) and in no log line.
import { after } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildWorld } from './world.ts'
import { runCases, type Case, type Actor } from './cases.ts'
import { api, application, user } from '../helpers/fixtures.ts'

// The https-inbound channel enabled for every tenant (an operator setting), with its internal endpoint.
const pluginsConfig = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-hostile-')), 'plugins.json')
fs.writeFileSync(pluginsConfig, JSON.stringify({ plugins: { 'https-inbound': { enabled: true, settings: { baseUrl: 'https://erp.internal.example/wharf' } } } }))
const w = await buildWorld({ WHARF_PLUGINS_CONFIG: pluginsConfig, LOG_LEVEL: 'debug' })
after(async () => { await w.close(); fs.rmSync(path.dirname(pluginsConfig), { recursive: true, force: true }) })

const secret = (label: string): string => `${label}${randomBytes(12).toString('hex')}`
const SECURE_KEY = secret('sk')
const CLIENT_SECRET = secret('cs')
const INBOUND_PASSWORD = secret('pw')
const PASSWORD = `Pw!${randomBytes(8).toString('hex')}`

// Each secret set once, through the API an integrator or operator uses; each creation answer is checked here.
const webhook = await api(w.t, w.A.token, 'POST', '/api/v1/hook', { payload: { partyId: w.A.partyId, url: 'https://hooks.example.com/wharf', topics: ['*'], secureKey: SECURE_KEY, auth: { type: 'oauth2', tokenUrl: 'https://login.example.com/token', clientId: 'wharf', clientSecret: CLIENT_SECRET } } })
assert.equal(webhook.statusCode, 201, webhook.body)
assert.equal(webhook.json().secureKey, SECURE_KEY, 'the secureKey is shown in the creation answer')
assert.ok(!webhook.body.includes(CLIENT_SECRET), 'the OAuth2 clientSecret is write-only')
const inbound = await api(w.t, w.A.token, 'POST', '/api/v1/hook', { payload: { partyId: w.A.partyId, action: `httpsin://erp:${INBOUND_PASSWORD}@inbound?token=$token$`, topics: ['SendInvoice'] } })
assert.equal(inbound.statusCode, 201, inbound.body)
const app = await application(w.t, w.A.id, ['ApUser'])
await user(w.t, w.A.id, 'hostile-secrets-user', PASSWORD, [w.A.partyId])
// A document sent through the https-inbound hook: its channel shows in the document and its events.
const sent = await api(w.t, w.A.token, 'POST', `/api/v1/${w.A.partyId}/salesInvoice/send?channel=${inbound.json().id as string}`, { payload: (await import('./world.ts')).fixture('bis3-base-example.xml'), headers: { 'content-type': 'application/xml' } })
const documentId = sent.json().documentId as string | undefined
// A later change of the hook: its answer shows no secret it did not set.
const changed = await api(w.t, w.A.token, 'PUT', `/api/v1/hook/${webhook.json().id as string}`, { payload: { name: 'renamed' } })

const SECRETS: Record<string, string> = { 'hook secureKey': SECURE_KEY, 'hook auth clientSecret': CLIENT_SECRET, 'https-inbound password': INBOUND_PASSWORD, 'application clientSecret': app.clientSecret, 'user password': PASSWORD, 'A manager clientSecret': w.A.manager.clientSecret, 'A bearer token': w.A.token, 'A ApUser bearer token': w.A.userToken, 'admin token': w.t.adminToken }
const noSecret = (text: string, what: string): void => {
  for (const [name, value] of Object.entries(SECRETS)) assert.ok(!text.includes(value), `${what} contains the ${name}`)
}

const reads: Array<[string, string]> = [
  ['GET /api/v1/hook', '/api/v1/hook'],
  ['GET /api/v1/hook?partyId=', `/api/v1/hook?partyId=${w.A.partyId}`],
  ['GET /api/v1/hook/{id} (webhook)', `/api/v1/hook/${webhook.json().id as string}`],
  ['GET /api/v1/hook/{id} (https-inbound)', `/api/v1/hook/${inbound.json().id as string}`],
  ['GET /api/v1/events', '/api/v1/events'],
  ['GET /api/v1/events?topic=Send*', '/api/v1/events?topic=Send*'],
  ['GET /api/v1/me', '/api/v1/me'],
  ['GET /api/v1/{partyId}/documents', `/api/v1/${w.A.partyId}/documents`],
  ['GET /api/v1/{partyId}/documents/{documentId}', `/api/v1/${w.A.partyId}/documents/${documentId ?? 'none'}`]
]
const cases: Case[] = [
  { name: 'the document sent through the https-inbound hook was accepted (control)', as: 'none', request: { method: 'GET', url: '/health' }, expect: { status: 200 }, check: () => { assert.equal(sent.statusCode, 202, sent.body) } },
  { name: 'PUT /api/v1/hook/{id} without secureKey: the answer holds no secret', as: 'none', request: { method: 'GET', url: '/health' }, expect: { status: 200 }, check: () => { assert.equal(changed.statusCode, 200, changed.body); noSecret(changed.body, 'the PUT answer') } }
]
for (const as of ['A', 'A-user'] as Actor[]) {
  for (const [name, url] of reads) {
    cases.push({ name: `${name} as ${as === 'A' ? 'ApManager' : 'ApUser'}: no secret`, as, request: { method: 'GET', url }, expect: { status: 200 }, check: res => { noSecret(res.body, name) } })
  }
}
cases.push(
  { name: 'GET /admin/v1/tenants/{tenant}/applications: no clientSecret', as: 'admin', request: { method: 'GET', url: `/admin/v1/tenants/${w.A.id}/applications` }, expect: { status: 200 }, check: res => { noSecret(res.body, 'the application list') } },
  { name: 'GET /admin/v1/tenants: no secret', as: 'admin', request: { method: 'GET', url: '/admin/v1/tenants' }, expect: { status: 200 }, check: res => { noSecret(res.body, 'the tenant list') } }
)
for (const [name, value] of Object.entries(SECRETS)) {
  cases.push({ name: `the log holds no ${name}`, as: 'none', request: { method: 'GET', url: '/health' }, expect: { status: 200 }, check: () => { assert.ok(!w.t.logs().includes(value), `the log contains the ${name}`) } })
}
for (const [name, value] of Object.entries(SECRETS)) {
  cases.push({ name: `the database holds no ${name} in clear`, as: 'none', request: { method: 'GET', url: '/health' }, expect: { status: 200 }, check: async () => { await assertNotInDatabase(value, name) } })
}

/** Every text column of every table of the schema, searched for the value. */
async function assertNotInDatabase (value: string, name: string): Promise<void> {
  const knex = w.t.wharf.knex
  const tables = ['hooks', 'applications', 'users', 'events', 'documents', 'document_history']
  for (const table of tables) {
    if (!await knex.schema.hasTable(table)) continue
    const rows = await knex(table).select('*')
    assert.ok(!JSON.stringify(rows).includes(value), `table ${table} holds the ${name} in clear`)
  }
}

runCases(w, cases)
