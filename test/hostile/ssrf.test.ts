// SSRF: every outbound URL a tenant sets through the API (a hook's `url` and its OAuth2 `auth.tokenUrl`, on creation
// and on change) is refused at once with 400 VALIDATION_FAILED when it names a loopback, private, link-local or
// reserved address (however the address is written), `localhost`, or plain http. The operator allowlist
// (WHARF_HOOK_TARGET_ALLOWLIST) is NOT set here. (The SFTP host and the https-inbound endpoints are operator settings,
// not API fields: an httpsin:// host names one of them, never an address.)
import { after } from 'node:test'
import assert from 'node:assert/strict'
import { buildWorld } from './world.ts'
import { runCases, type Case, type Expect } from './cases.ts'
import { api } from '../helpers/fixtures.ts'

const w = await buildWorld()
after(async () => { await w.close() })

const PUBLIC_URL = 'https://hooks.example.com/wharf'
const TOKEN_URL = 'https://login.example.com/oauth2/token'
const hookBody = (over: Record<string, unknown> = {}): Record<string, unknown> =>
  ({ partyId: w.A.partyId, url: PUBLIC_URL, topics: ['InvoiceReceived'], ...over })
const oauth = (tokenUrl: string): Record<string, unknown> => ({ auth: { type: 'oauth2', tokenUrl, clientId: 'wharf', clientSecret: 'ssrf-client-secret' } })

// The hook the PUT rows try to change (created with a public URL, as an integrator would).
const created = await api(w.t, w.A.token, 'POST', '/api/v1/hook', { payload: hookBody(oauth(TOKEN_URL)) })
assert.equal(created.statusCode, 201, created.body)
const hookId = created.json().id as string

/** Addresses a tenant must not make Wharf call, one line each. */
const TARGETS: Array<[string, string]> = [
  ['loopback 127.0.0.1', 'https://127.0.0.1/hook'],
  ['loopback 127.1.2.3', 'https://127.1.2.3:8443/hook'],
  ['10/8', 'https://10.0.0.1/hook'],
  ['172.16/12', 'https://172.16.5.4/hook'],
  ['192.168/16', 'https://192.168.1.1/hook'],
  ['100.64/10 (carrier-grade NAT)', 'https://100.64.0.1/hook'],
  ['cloud metadata 169.254.169.254', 'https://169.254.169.254/latest/meta-data/'],
  ['0.0.0.0', 'https://0.0.0.0/hook'],
  ['decimal integer 2130706433', 'https://2130706433/hook'],
  ['hex integer 0x7f000001', 'https://0x7f000001/hook'],
  ['octal 0177.0.0.1', 'https://0177.0.0.1/hook'],
  ['short form 127.1', 'https://127.1/hook'],
  ['IPv6 loopback [::1]', 'https://[::1]/hook'],
  ['IPv4-compatible IPv6 [::7f00:1]', 'https://[::7f00:1]/hook'],
  ['IPv4-mapped IPv6 [::ffff:127.0.0.1]', 'https://[::ffff:127.0.0.1]/hook'],
  ['IPv4-mapped metadata [::ffff:a9fe:a9fe]', 'https://[::ffff:a9fe:a9fe]/hook'],
  ['IPv6 link-local [fe80::1]', 'https://[fe80::1]/hook'],
  ['IPv6 unique local [fd00::1]', 'https://[fd00::1]/hook'],
  ['localhost', 'https://localhost/hook'],
  ['localhost with a trailing dot', 'https://localhost./hook'],
  ['a name under localhost', 'https://api.localhost/hook'],
  ['userinfo hiding a loopback host', 'https://hooks.example.com@127.0.0.1/hook'],
  ['plain http', 'http://hooks.example.com/hook'],
  ['file scheme', 'file:///etc/passwd'],
  ['gopher scheme', 'gopher://127.0.0.1:25/_HELO']
]

const REFUSED: Expect = { status: 400, code: 'VALIDATION_FAILED' }
const hookCount = async (): Promise<number> => Number((await w.t.wharf.knex('hooks').where({ tenant_id: w.A.id }).count<Array<{ n: string }>>('* as n'))[0].n)
const stored = async (): Promise<unknown> => { const h = (await api(w.t, w.A.token, 'GET', `/api/v1/hook/${hookId}`)).json(); return [h.url, h.auth?.tokenUrl] }
const unchanged = async (_r: unknown, _w: unknown, before: unknown): Promise<void> => { assert.deepEqual(await stored(), before, 'a refused change changes nothing') }

const cases: Case[] = [
  { name: 'POST /api/v1/hook: public https url and token url (control)', request: { method: 'POST', url: '/api/v1/hook', payload: hookBody(oauth(TOKEN_URL)) }, expect: { status: 201 } },
  { name: 'PUT /api/v1/hook/{id}: public https url (control)', request: { method: 'PUT', url: `/api/v1/hook/${hookId}`, payload: { url: PUBLIC_URL } }, expect: { status: 200 } }
]
for (const [name, target] of TARGETS) {
  cases.push(
    { name: `POST /api/v1/hook url: ${name}`, request: { method: 'POST', url: '/api/v1/hook', payload: hookBody({ url: target }) }, expect: REFUSED, prepare: hookCount, check: async (_r, _w, n) => { assert.equal(await hookCount(), n) } },
    { name: `POST /api/v1/hook auth.tokenUrl: ${name}`, request: { method: 'POST', url: '/api/v1/hook', payload: hookBody(oauth(target)) }, expect: REFUSED, prepare: hookCount, check: async (_r, _w, n) => { assert.equal(await hookCount(), n) } },
    { name: `PUT /api/v1/hook/{id} url: ${name}`, request: { method: 'PUT', url: `/api/v1/hook/${hookId}`, payload: { url: target } }, expect: REFUSED, prepare: stored, check: unchanged },
    { name: `PUT /api/v1/hook/{id} auth.tokenUrl: ${name}`, request: { method: 'PUT', url: `/api/v1/hook/${hookId}`, payload: oauth(target) }, expect: REFUSED, prepare: stored, check: unchanged }
  )
}

runCases(w, cases)
