// The SSRF guard (core/sdk/net-guard.ts) through the whole system. Without WHARF_HOOK_TARGET_ALLOWLIST, every outbound
// URL of a hook (`url`, `auth.tokenUrl`) that names a loopback, private, link-local or reserved address (as an IP
// literal in any form, or as a name resolving to one), or that is not https, is refused when the hook is created or
// changed (400 VALIDATION_FAILED naming the field). A hook stored before these checks (inserted through the store, as
// an older Wharf could have) fails its deliveries for good (TARGET_FORBIDDEN, or BAD_URL for the scheme) and sends
// nothing: real HTTPS servers on those addresses count their connections. Redirects are not followed, not even from
// an allowlisted target.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import https from 'node:https'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, party, tenant } from '../helpers/fixtures.ts'
import { startReceiver, testTls, type Receiver } from '../helpers/receiver.ts'
import { generateSecureKey, type HookAuth } from '../../core/hooks/store.ts'

/** An HTTPS server with the test certificate that counts the connections it accepts and the requests it reads. */
interface Counting { port: number, url: string, connections: number, requests: string[], close: () => Promise<void> }
async function countingServer (host: string, handler: (req: IncomingMessage, res: ServerResponse) => void = (_q, res) => { res.end('{"access_token":"x"}') }): Promise<Counting> {
  const server = https.createServer({ cert: testTls.cert, key: testTls.key }, (req, res) => { c.requests.push(req.url ?? ''); handler(req, res) })
  const c: Counting = {
    port: 0, url: '', connections: 0, requests: [],
    close: async () => { server.closeAllConnections(); await new Promise(resolve => server.close(resolve)) }
  }
  server.on('connection', () => { c.connections++ })
  await new Promise<void>(resolve => server.listen(0, host, resolve))
  c.port = (server.address() as { port: number }).port
  c.url = `https://${host}:${c.port}`
  return c
}

let t: TestWharf
let rx: Receiver
let idp: Counting
let acme: { id: string }
let token = ''
const PARTY = '0208:0123456749'
before(async () => {
  rx = await startReceiver()
  idp = await countingServer('127.0.0.1')
  t = await createTestWharf({}, { workers: true })
  acme = await tenant(t, 'ssrf')
  await party(t, acme.id, [PARTY])
  token = await clientToken(t, await application(t, acme.id, ['ApManager']))
})
after(async () => { await t.close(); await rx.close(); await idp.close() })

/** A hook stored without the API's checks, as a Wharf before them could have stored it (environment level). */
async function storedHook (url: string, auth: HookAuth | null = null): Promise<string> {
  const rec = await t.wharf.hooks.create(acme.id, 'acceptance', {
    partyId: null, endpointId: null, action: 'webhook', name: null, url, topics: ['InvoiceReceived'], filter: null,
    output: null, isActive: true, mlsType: null, secureKey: generateSecureKey(), auth, tls: null
  })
  return rec.id
}
const oauth = (tokenUrl: string): HookAuth => ({ type: 'oauth2', tokenUrl, clientId: 'wharf', clientSecret: 's3cret' })

function refused (res: { statusCode: number, body: string, json: () => any }, field: string, reason: string, what: string): void {
  assert.equal(res.statusCode, 400, `${what}: ${res.body}`)
  assert.equal(res.json().code, 'VALIDATION_FAILED', what)
  assert.equal(res.json().details.field, field, what)
  assert.equal(res.json().details.reason, reason, what)
  assert.match(res.json().message, new RegExp(`^Invalid hook ${field.replace('.', '\\.')}: `), what)
}

test('hook urls on loopback, private, link-local and reserved addresses: refused at creation; stored ones send nothing', async () => {
  const port = new URL(rx.url).port
  const targets = [
    `https://127.0.0.1:${port}/ok`, `https://[::1]:${port}/ok`, `https://localhost:${port}/ok`, `https://2130706433:${port}/ok`,
    `https://0x7f.1:${port}/ok`, `https://[::7f00:1]:${port}/ok`, `https://[::ffff:7f00:1]:${port}/ok`, 'https://0.0.0.0/hook',
    'https://10.1.2.3/hook', 'https://169.254.169.254/hook', 'https://[64:ff9b::a9fe:a9fe]/hook', 'https://[2002:a01:203::1]/hook',
    'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook'
  ]
  for (const url of targets) {
    refused(await api(t, token, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, url, topic: 'InvoiceReceived' } }), 'url', 'TARGET_FORBIDDEN', url)
  }
  const ok = await api(t, token, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, url: 'https://hooks.example.test/in', topic: 'OrderReceived' } })
  assert.equal(ok.statusCode, 201, ok.body)
  refused(await api(t, token, 'PUT', `/api/v1/hook/${ok.json().id}`, { payload: { url: `https://127.0.0.1:${port}/ok` } }), 'url', 'TARGET_FORBIDDEN', 'PUT')

  for (const url of targets) {
    const probe = await api(t, token, 'POST', `/api/v1/hook/${await storedHook(url)}/test`)
    assert.equal(probe.json().delivered, false, url)
    assert.equal(probe.json().code, 'TARGET_FORBIDDEN', url)
  }
  await t.admin('POST', '/admin/v1/events', { tenant: acme.id, topic: 'InvoiceReceived', partyId: PARTY })
  const end = Date.now() + 10_000
  let errors: unknown[] = []
  while (Date.now() < end) {
    errors = (await api(t, token, 'GET', '/api/v1/events?topic=HookSentError')).json().events
    if (errors.length === targets.length) break
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  assert.equal(errors.length, targets.length, 'one HookSentError per refused hook, without retries')
  assert.ok(errors.every(e => (e as { details: { code: string } }).details.code === 'TARGET_FORBIDDEN'))
  assert.equal(rx.requests.length, 0)
})

test('auth.tokenUrl goes through the same guard: refused at creation and update; a stored one never reaches the address', async () => {
  const cases: Array<[string, string]> = [
    [`${idp.url}/token`, 'TARGET_FORBIDDEN'],
    [`https://[::7f00:1]:${idp.port}/token`, 'TARGET_FORBIDDEN'],
    [`https://localhost:${idp.port}/token`, 'TARGET_FORBIDDEN'],
    [`https://2130706433:${idp.port}/token`, 'TARGET_FORBIDDEN'],
    ['http://example.test/token', 'BAD_URL']
  ]
  const hookUrl = 'https://hooks.example.test/in'
  for (const [tokenUrl, reason] of cases) {
    const res = await api(t, token, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, url: hookUrl, topic: 'InvoiceReceived', auth: { ...oauth(tokenUrl) } } })
    refused(res, 'auth.tokenUrl', reason, tokenUrl)
  }
  const ok = await api(t, token, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, url: hookUrl, topic: 'InvoiceReceived', auth: oauth('https://idp.example.test/token') } })
  assert.equal(ok.statusCode, 201, ok.body)
  refused(await api(t, token, 'PUT', `/api/v1/hook/${ok.json().id}`, { payload: { auth: { type: 'oauth2', tokenUrl: `${idp.url}/token`, clientId: 'wharf' } } }), 'auth.tokenUrl', 'TARGET_FORBIDDEN', 'PUT')

  for (const [tokenUrl, reason] of cases) {
    const probe = await api(t, token, 'POST', `/api/v1/hook/${await storedHook(hookUrl, oauth(tokenUrl))}/test`)
    assert.equal(probe.json().delivered, false, tokenUrl)
    assert.equal(probe.json().code, reason, `${tokenUrl}: ${probe.body}`)
    assert.match(probe.json().message, /^auth\.tokenUrl: /, tokenUrl)
  }
  assert.equal(idp.connections, 0, 'no connection reached the token endpoint on loopback')
  assert.deepEqual(idp.requests, [])
})

test('redirects are not followed: an allowlisted target answering 302 to another loopback address', async () => {
  const landing = await countingServer('127.0.0.2')
  const redirect = (req: IncomingMessage, res: ServerResponse): void => { res.writeHead(302, { location: `${landing.url}${req.url ?? '/'}` }).end() }
  const first = await countingServer('127.0.0.1', redirect)
  const w = await createTestWharf({ WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.1/32' }, { workers: true })
  try {
    const globex = await tenant(w, 'ssrf-redirect')
    await party(w, globex.id, [PARTY])
    const tok = await clientToken(w, await application(w, globex.id, ['ApManager']))
    refused(await api(w, tok, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, url: `${landing.url}/hook`, topic: 'InvoiceReceived' } }), 'url', 'TARGET_FORBIDDEN', 'outside the allowlist')
    const plain = await api(w, tok, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, url: `${first.url}/hook`, topic: 'InvoiceReceived' } })
    assert.equal(plain.statusCode, 201, plain.body)
    const withAuth = await api(w, tok, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, url: `${first.url}/hook`, topic: 'InvoiceReceived', auth: oauth(`${first.url}/token`) } })
    assert.equal(withAuth.statusCode, 201, withAuth.body)

    const p1 = (await api(w, tok, 'POST', `/api/v1/hook/${plain.json().id as string}/test`)).json()
    assert.equal(p1.delivered, false)
    assert.equal(p1.status, 302)
    const p2 = (await api(w, tok, 'POST', `/api/v1/hook/${withAuth.json().id as string}/test`)).json()
    assert.equal(p2.delivered, false)
    assert.equal(p2.code, 'CONSUMER_AUTH_FAILED')
    assert.deepEqual(first.requests, ['/hook', '/token'])
    assert.equal(landing.connections, 0, 'the redirect target got no connection')
  } finally {
    await w.close(); await first.close(); await landing.close()
  }
})
