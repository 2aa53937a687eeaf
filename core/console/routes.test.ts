// The console's server part without a browser: its files (content types, CSP, ETag and 304, only the files that
// exist) and GET /admin/v1/plugins (admin token only; versions and per-tenant enablement, no settings).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { application, clientToken, tenant } from '../../test/helpers/fixtures.ts'
import { CONSOLE_CSP } from './static.ts'
import { SDK_API_VERSION } from '../sdk/index.ts'

let t: TestWharf
before(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-console-'))
  const pluginsFile = path.join(dir, 'plugins.json')
  fs.writeFileSync(pluginsFile, JSON.stringify({ plugins: { email: { enabled: false, tenants: { acme: { enabled: true, settings: { from: 'secret-sender@example.test' } } } } } }))
  t = await createTestWharf({ WHARF_PLUGINS_CONFIG: pluginsFile })
  await tenant(t, 'acme')
  await tenant(t, 'globex')
})
after(async () => { await t.close() })

const get = async (url: string, headers: Record<string, string> = {}) => await t.app.inject({ method: 'GET', url, headers })

test('the console files: content types, CSP, no-cache with ETag and 304, nothing outside the file list', async () => {
  const redirect = await get('/console')
  assert.equal(redirect.statusCode, 302)
  assert.equal(redirect.headers.location, '/console/')
  const index = await get('/console/')
  assert.equal(index.statusCode, 200)
  assert.equal(index.headers['content-type'], 'text/html; charset=utf-8')
  assert.equal(index.headers['content-security-policy'], CONSOLE_CSP)
  assert.match(CONSOLE_CSP, /script-src 'self'/)
  assert.doesNotMatch(CONSOLE_CSP, /unsafe-inline|unsafe-eval|https?:/)
  assert.equal(index.headers['cache-control'], 'no-cache')
  assert.equal(index.headers['x-content-type-options'], 'nosniff')
  assert.match(index.body, /<script type="module" src="\.\/app\.js"><\/script>/)
  assert.doesNotMatch(index.body, /<script>|style="/, 'no inline script or style (the CSP refuses them)')
  const etag = index.headers.etag as string
  assert.match(etag, /^"[A-Za-z0-9_-]{27}"$/)
  const again = await get('/console/index.html', { 'if-none-match': etag })
  assert.equal(again.statusCode, 304)
  assert.equal(again.body, '')
  assert.equal((await get('/console/pages/tenants.js')).headers['content-type'], 'text/javascript; charset=utf-8')
  assert.equal((await get('/console/console.css')).headers['content-type'], 'text/css; charset=utf-8')
  assert.equal((await get('/console/icon.svg')).headers['content-type'], 'image/svg+xml')
  for (const bad of ['/console/nothing.js', '/console/../package.json', '/console/%2e%2e/package.json', '/console/..%2fstatic.ts', '/console/static.ts', '/console/README.md']) {
    const res = await get(bad)
    assert.equal(res.statusCode, 404, `${bad}: ${res.body}`)
    assert.equal(res.json().code, 'NOT_FOUND')
  }
})

test('every module the page loads exists and is served (imports resolve)', async () => {
  const seen = new Set<string>()
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return
    seen.add(file)
    const res = await get(`/console/${file}`)
    assert.equal(res.statusCode, 200, file)
    for (const m of res.body.matchAll(/^import .* from '(\.{1,2}\/[^']+)'/gm)) await visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1])))
  }
  await visit('app.js')
  assert.ok(seen.has('pages/index.js') && seen.has('pages/documents.js'), [...seen].join(' '))
})

test('GET /admin/v1/plugins: 401 without the admin token or with a tenant token; versions and per-tenant enablement, no settings', async () => {
  const tenantToken = await clientToken(t, await application(t, 'acme', ['ApManager']))
  for (const auth of [undefined, 'Bearer not-the-admin-token', `Bearer ${tenantToken}`]) {
    const res = await get('/admin/v1/plugins', auth === undefined ? {} : { authorization: auth })
    assert.equal(res.statusCode, 401, String(auth))
    assert.equal(res.json().code, 'UNAUTHORIZED')
  }
  const ok = await t.admin('GET', '/admin/v1/plugins')
  assert.equal(ok.statusCode, 200, ok.body)
  const body = ok.json()
  assert.equal(body.hostApiVersion, SDK_API_VERSION)
  const webhook = body.plugins.find((p: { name: string }) => p.name === 'webhook')
  const manifest = JSON.parse(fs.readFileSync('plugins/webhook/wharf-plugin.json', 'utf8'))
  assert.deepEqual({ version: webhook.version, apiVersion: webhook.apiVersion, kind: webhook.kind }, { version: manifest.version, apiVersion: manifest.apiVersion, kind: 'channel' })
  const enabled = Object.fromEntries(body.tenants.map((x: { name: string, enabled: string[] }) => [x.name, x.enabled]))
  assert.ok(enabled.acme.includes('email'))
  assert.ok(!enabled.globex.includes('email'))
  assert.doesNotMatch(ok.body, /secret-sender|settings/)
})
