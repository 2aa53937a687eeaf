// The operator's path end to end with real processes: `npm start` on a fresh data directory prints demo credentials
// that get a token; the `wharf` CLI works while the server holds the embedded database (it goes through the admin
// API), and in-process once the server is gone; SIGTERM stops the server cleanly.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, execFile, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnedHome } from '../helpers/spawned-home.ts'
import { once } from 'node:events'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const { dataDir, env, remove } = spawnedHome('wharf-cli-', 'warn')
let server: ChildProcess
let stdout = ''
let url = ''

interface CliResult { code: number, out: string, err: string, json: () => any }
async function wharf (...args: string[]): Promise<CliResult> {
  return await new Promise(resolve => {
    execFile(process.execPath, [path.join(root, 'scripts', 'wharf.js'), ...args], { env, cwd: root, timeout: 180_000 }, (err, out, errOut) => {
      resolve({ code: err === null ? 0 : (err as { code?: number }).code ?? 1, out, err: errOut, json: () => JSON.parse(out) })
    })
  })
}

async function waitFor (check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return
    await new Promise(resolve => setTimeout(resolve, 25))
  }
  throw new Error(`timed out waiting for ${what}; server output:\n${stdout}`)
}

before(async () => {
  const started = Date.now()
  server = spawn(process.execPath, [path.join(root, 'scripts', 'start.js')], { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  server.stdout?.on('data', (c: Buffer) => { stdout += c.toString() })
  server.stderr?.on('data', (c: Buffer) => { stdout += c.toString() })
  await waitFor(() => fs.existsSync(path.join(dataDir, 'server.json')), 120_000, 'server.json')
  url = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8')).url
  await waitFor(async () => (await fetch(`${url}/health`).catch(() => undefined))?.ok === true, 10_000, '/health')
  console.log(`# /health answered ${Date.now() - started} ms after spawn`)
})

after(async () => {
  if (server.exitCode === null) server.kill('SIGKILL')
  await remove()
})

async function token (clientId: string, clientSecret: string): Promise<Response> {
  return await fetch(`${url}/connect/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope: 'ap' }) })
}

test('first start prints demo credentials that get a working token', async () => {
  await waitFor(() => /clientSecret:/.test(stdout), 10_000, 'the demo banner')
  const clientId = /clientId:\s+(\S+)/.exec(stdout)?.[1] as string
  const clientSecret = /clientSecret:\s+(\S+)/.exec(stdout)?.[1] as string
  assert.match(stdout, /curl -s .*\/connect\/token/)
  const res = await token(clientId, clientSecret)
  assert.equal(res.status, 200)
  const { access_token: accessToken } = await res.json() as { access_token: string }
  const me = await fetch(`${url}/api/v1/me`, { headers: { authorization: `Bearer ${accessToken}` } })
  assert.equal(me.status, 200)
  assert.equal((await me.json() as { tenant: { name: string } }).tenant.name, 'demo')
})

test('the CLI works against the running server (embedded database held by it)', async () => {
  const t = await wharf('tenant', 'create', '--name', 'cli-tenant', '--environment', 'acceptance', '--json')
  assert.equal(t.code, 0, t.err + t.out)
  const tenantId = t.json().id
  assert.match(t.json().subscriptionKey, /^[0-9a-f]{32}$/)
  const p = await wharf('party', 'create', '--tenant', 'cli-tenant', '--id', 'BE:EN:0123456749', '--id', '9925:BE0123456749', '--name', 'Cli Party', '--json')
  assert.equal(p.code, 0, p.err + p.out)
  assert.deepEqual(p.json().identifiers.sort(), ['0208:0123456749', '9925:BE0123456749'])
  const a = await wharf('app', 'create', '--tenant', tenantId, '--roles', 'ApManager,ApUser', '--parties', '0208:0123456749', '--json')
  assert.equal(a.code, 0, a.err + a.out)
  const { clientId, clientSecret } = a.json()
  assert.deepEqual(a.json().parties, ['0208:0123456749', '9925:BE0123456749'])
  const u = await wharf('user', 'create', '--tenant', tenantId, '--username', 'ops', '--password', 'Ops!Password1', '--parties', '0208:0123456749', '--json')
  assert.equal(u.code, 0, u.err + u.out)
  assert.equal((await token(clientId, clientSecret)).status, 200)
  const r = await wharf('app', 'revoke', '--client-id', clientId, '--json')
  assert.equal(r.code, 0, r.err + r.out)
  assert.equal((await token(clientId, clientSecret)).status, 401)
})

test('CLI errors: clear message, exit code, and JSON with --json', async () => {
  const bad = await wharf('party', 'create', '--tenant', 'cli-tenant', '--id', '0208:0123456789', '--json')
  assert.equal(bad.code, 1)
  assert.match(bad.json().error, /check digits/)
  const missing = await wharf('app', 'create', '--tenant', 'cli-tenant')
  assert.equal(missing.code, 2)
  assert.match(missing.err, /missing --roles/)
  const unknown = await wharf('frobnicate', 'now')
  assert.equal(unknown.code, 2)
})

test('SIGTERM stops the server gracefully; the CLI then opens the database itself', async () => {
  server.kill('SIGTERM')
  const [code] = await once(server, 'exit') as [number]
  assert.equal(code, 0)
  assert.ok(!fs.existsSync(path.join(dataDir, 'server.json')))
  const list = await wharf('tenant', 'list', '--json')
  assert.equal(list.code, 0, list.err + list.out)
  assert.deepEqual(list.json().tenants.map((x: { name: string }) => x.name).sort(), ['cli-tenant', 'demo'])
})
