// The HTTPS inbound channel against real HTTPS servers with the test CA: basic credentials from the httpsin://
// address, $token$ replaced by a download token that redeems to the document (and expires), the `inbound` name
// mapped to the tenant's baseUrl, unknown names refused, non-2xx retried. One delivery runs in a worker thread.
import assert from 'node:assert/strict'
import https from 'node:https'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { deliver, type HttpsInboundSettings } from '../../plugins/https-inbound/worker.ts'
import { testContext, type DeliveryJob } from '../../core/sdk/index.ts'
import { verifyDownloadToken } from '../../core/sdk/download-token.ts'
import { fakeDocumentJob, runPluginForTest } from '../helpers/plugin-harness.ts'
import { startReceiver, testTls, type Receiver } from '../helpers/receiver.ts'

const pluginDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'plugins', 'https-inbound')
const secret = 'inbound-token-secret-'.padEnd(40, 'x')

interface Hit { url: string, headers: Record<string, string | string[] | undefined>, body: Buffer }
let hits: Hit[] = []
let server: https.Server
let base = ''
let rx: Receiver
before(async () => {
  // records the full request URL (with the query), which the shared receiver drops
  server = https.createServer({ cert: testTls.cert, key: testTls.key }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      hits.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      const auth = req.headers.authorization
      res.writeHead(auth === `Basic ${Buffer.from('erp user:p@ss:word').toString('base64')}` ? 202 : 401).end('{"ok":true}')
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  base = `https://127.0.0.1:${(server.address() as { port: number }).port}/wharf/inbound`
  rx = await startReceiver()
})
after(async () => {
  server.closeAllConnections()
  await new Promise(resolve => server.close(resolve))
  await rx.close()
})

const settings = (over: Partial<HttpsInboundSettings> = {}): HttpsInboundSettings => ({
  baseUrl: base, endpoints: {}, tokenSecret: secret, tokenLifetimeSeconds: 3600, timeoutMs: 10_000, allowHttp: false, ...over
})
const run = async (job: DeliveryJob, s: HttpsInboundSettings) => {
  const ctx = testContext({ name: 'https-inbound' })
  try { return await deliver(job, s, ctx) } finally { ctx.done() }
}
// user "erp user", password "p@ss:word", percent-encoded in the address
const ADDRESS = 'httpsin://erp%20user:p%40ss%3Aword@inbound?token=$token$'

test('pushes the document with basic credentials; $token$ becomes a token that redeems to this document', async () => {
  hits = []
  const job = fakeDocumentJob({ documentId: 'doc-77', tenantId: 'acme', hook: { action: ADDRESS } })
  const t0 = Date.now()
  const res = await run(job, settings())
  assert.equal(res.ok, true, JSON.stringify(res))
  assert.equal(res.ok && res.status, 202)
  assert.equal(hits.length, 1)
  const hit = hits[0]
  const url = new URL(hit.url, 'https://x')
  assert.equal(url.pathname, '/wharf/inbound')
  const token = url.searchParams.get('token') ?? ''
  assert.notEqual(token, '$token$')
  assert.equal(hit.headers['x-service-token'], token)
  assert.deepEqual(hit.body, Buffer.from(job.document!.bytes))
  assert.equal(hit.headers['x-service-delivery'], job.deliveryId)
  assert.equal(hit.headers['x-service-document-id'], 'doc-77')
  assert.equal(hit.headers['content-type'], 'application/xml')
  const check = verifyDownloadToken(token, secret, Date.now())
  assert.equal(check.ok, true, JSON.stringify(check))
  assert.equal(check.ok && check.documentId, 'doc-77')
  assert.equal(check.ok && check.tenantId, 'acme')
  assert.ok(check.ok && check.expiresAt >= Math.floor(t0 / 1000) * 1000 + 3600_000 - 1000 && check.expiresAt <= Date.now() + 3600_000)
  const later = verifyDownloadToken(token, secret, Date.now() + 3601_000)
  assert.equal(later.ok === false && later.reason, 'expired')
  assert.equal(verifyDownloadToken(token, 'another-secret'.padEnd(40, 'y'), Date.now()).ok, false)
})

test('the core keeps the action masked: the credentials come in the hook settings\' address', async () => {
  hits = []
  const res = await run(fakeDocumentJob({ hook: { action: 'httpsin://***@inbound?token=$token$', settings: { address: ADDRESS } } }), settings())
  assert.equal(res.ok, true, JSON.stringify(res))
  assert.equal(hits[0].headers.authorization, `Basic ${Buffer.from('erp user:p@ss:word').toString('base64')}`)
})

test('wrong credentials are answered 401 by the endpoint: a retryable HTTP_ERROR with the status', async () => {
  hits = []
  const res = await run(fakeDocumentJob({ hook: { url: 'httpsin://erp:wrong@inbound?token=$token$' } }), settings())
  assert.equal(res.ok === false && res.code, 'HTTP_ERROR')
  assert.equal(res.ok === false && res.status, 401)
  assert.equal(res.ok === false && res.retryable, true)
  assert.equal(hits[0].headers.authorization, `Basic ${Buffer.from('erp:wrong').toString('base64')}`)
})

test('named endpoints, the hook path and extra query parameters; unknown names and escapes are refused for good', async () => {
  const res = await run(fakeDocumentJob({ hook: { url: 'httpsin://u:p@Archive/docs/$token$?kind=invoice&t=$token$' } }), settings({ endpoints: { archive: `${rx.url}/status-200?src=wharf` } }))
  assert.equal(res.ok, true, JSON.stringify(res))
  const got = rx.requests.at(-1)!
  const token = got.headers['x-service-token'] as string
  assert.equal(got.path, `/status-200/docs/${token}`)
  const unknown = await run(fakeDocumentJob({ hook: { url: 'httpsin://u:p@evil.example?token=$token$' } }), settings())
  assert.equal(unknown.ok === false && unknown.code, 'BAD_URL')
  assert.equal(unknown.ok === false && unknown.retryable, false)
  assert.match(unknown.ok === false ? unknown.message : '', /endpoint "evil\.example" is not configured/)
  hits = []
  for (const climb of ['/../admin', '/%2e%2e/admin', '/a/../../admin']) await run(fakeDocumentJob({ hook: { url: `httpsin://u:p@inbound${climb}` } }), settings())
  assert.deepEqual(hits.map(h => h.url), ['/wharf/inbound/admin', '/wharf/inbound/admin', '/wharf/inbound/admin'], 'dot segments never climb out of the endpoint path')
  const encoded = await run(fakeDocumentJob({ hook: { url: 'httpsin://u:p@inbound/a%2fb' } }), settings())
  assert.equal(encoded.ok === false && encoded.code, 'BAD_URL')
  const plain = await run(fakeDocumentJob({ hook: { url: 'httpsin://u:p@inbound' } }), settings({ baseUrl: 'http://127.0.0.1:9/x' }))
  assert.equal(plain.ok === false && plain.code, 'BAD_URL')
})

test('a 500 from the endpoint and a closed port are retryable', async () => {
  const r500 = await run(fakeDocumentJob({ hook: { url: 'httpsin://u:p@inbound?token=$token$' } }), settings({ baseUrl: `${rx.url}/status-500` }))
  assert.equal(r500.ok === false && r500.status, 500)
  assert.equal(r500.ok === false && r500.retryable, true)
  const closed = await run(fakeDocumentJob({ hook: { url: 'httpsin://u:p@inbound' } }), settings({ baseUrl: 'https://127.0.0.1:1/x' }))
  assert.equal(closed.ok === false && closed.code, 'CONNECTION_REFUSED', JSON.stringify(closed))
})

test('in a worker thread through the harness, with settings defaults from the manifest', async () => {
  hits = []
  const res = await runPluginForTest(pluginDir, { job: fakeDocumentJob({ documentId: 'doc-w', hook: { action: 'httpsin', url: ADDRESS } }), settings: { baseUrl: base, tokenSecret: secret } })
  assert.equal(res.ok, true, JSON.stringify(res))
  const token = new URL(hits[0].url, 'https://x').searchParams.get('token') ?? ''
  const check = verifyDownloadToken(token, secret)
  assert.equal(check.ok && check.documentId, 'doc-w')
  assert.ok(check.ok && check.expiresAt > Date.now() + 86_000_000, 'default lifetime of 24 h from the manifest')
  const weak = await runPluginForTest(pluginDir, { job: fakeDocumentJob(), settings: { baseUrl: base, tokenSecret: 'short' } })
  assert.equal(weak.ok === false && weak.code, 'PLUGIN_SETTINGS_INVALID')
})
