// Issue 15, defect 9: the demo credentials are "shown only once", so a SIGTERM right after the server logs that it is
// listening must not lose them. `npm start` (scripts/start.js) on a fresh data directory, SIGTERM right after
// "listening" (once the workers are up, as the demo tenant is being created), then a second start on the same data directory: between the two runs the banner is printed
// (by the interrupted start, which finishes its start-up step before it stops, or by the next one), and its
// credentials get a token from the running server. Every wait is bounded.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnedHome } from '../helpers/spawned-home.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const { dataDir, env, remove } = spawnedHome('wharf-demo-banner-', 'info')
const children: ChildProcess[] = []

after(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  await remove()
})

interface Run { child: ChildProcess, output: () => string, exited: Promise<number | null> }

function start (): Run {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.js')], { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let out = ''
  child.stdout?.on('data', (c: Buffer) => { out += c.toString() })
  child.stderr?.on('data', (c: Buffer) => { out += c.toString() })
  const exited = new Promise<number | null>(resolve => child.once('exit', code => { resolve(code) }))
  return { child, output: () => out, exited }
}

async function waitFor (check: () => boolean | Promise<boolean>, ms: number, what: string, output: () => string): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return
    await new Promise(resolve => setTimeout(resolve, 10))
  }
  throw new Error(`timed out waiting for ${what}; output:\n${output()}`)
}

async function bounded<T> (p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([p, new Promise<never>((_resolve, reject) => { timer = setTimeout(() => { reject(new Error(`${what}: not within ${ms} ms`)) }, ms) })])
  } finally { clearTimeout(timer) }
}

const credentials = (text: string): { clientId: string, clientSecret: string } | undefined => {
  const id = /clientId:\s+(\S+)/.exec(text)?.[1]
  const secret = /clientSecret:\s+(\S+)/.exec(text)?.[1]
  return id !== undefined && secret !== undefined ? { clientId: id, clientSecret: secret } : undefined
}

test('SIGTERM right after "listening" on the first start: the demo credentials are printed (by that start or the next) and get a token', { timeout: 300_000 }, async () => {
  const first = start()
  // After "listening" the workers start (their plugins log "loaded"), then the demo tenant is created: the signal
  // is sent as the last plugin is reported, which lands in the demo step (about 100 ms on this machine).
  await waitFor(() => /listening/i.test(first.output()) && /plugin webhook .* loaded/.test(first.output()), 120_000, '"listening" and the workers', first.output)
  first.child.kill('SIGTERM')
  const code = await bounded(first.exited, 30_000, 'the first start exits after SIGTERM')
  assert.equal(code, 0, first.output())

  const second = start()
  await waitFor(() => fs.existsSync(path.join(dataDir, 'server.json')), 120_000, 'server.json', second.output)
  const url = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8')).url as string
  await waitFor(async () => (await fetch(`${url}/health`).catch(() => undefined))?.ok === true, 10_000, '/health', second.output)
  const printed = [credentials(first.output()), credentials(second.output())].filter(c => c !== undefined)
  assert.equal(printed.length, 1, `the banner is printed once over both starts:\n--- first\n${first.output()}\n--- second\n${second.output()}`)
  const creds = printed[0] as { clientId: string, clientSecret: string }
  const res = await fetch(`${url}/connect/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: creds.clientId, client_secret: creds.clientSecret, scope: 'ap' }) })
  assert.equal(res.status, 200, await res.text())
  second.child.kill('SIGTERM')
  assert.equal(await bounded(second.exited, 30_000, 'the second start exits after SIGTERM'), 0)
})
