/**
 * Several real Wharf processes (`scripts/start.js`, as `npm start` runs them) on ONE PostgreSQL schema: each process
 * has its roles (WHARF_ROLES), its own data directory and the shared master key and admin token. Used by
 * test/network/multi-process.test.ts and scripts/bench/multi-process.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import knex, { type Knex } from 'knex'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface WharfProcess { name: string, child: ChildProcess, url: string, output: () => string, exited: Promise<number | null> }

export interface Cluster {
  schema: string
  adminToken: string
  db: Knex
  start: (name: string, roles: string, env?: Record<string, string>) => Promise<WharfProcess>
  close: () => Promise<void>
}

export async function startCluster (baseEnv: Record<string, string>): Promise<Cluster> {
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl === undefined) throw new Error('startCluster needs DATABASE_URL (PostgreSQL)')
  const schema = `wharf_mp_${randomBytes(6).toString('hex')}`
  const adminToken = randomBytes(24).toString('hex')
  const masterKey = randomBytes(32).toString('base64')
  const dirs: string[] = []
  const procs: WharfProcess[] = []
  const db = knex({ client: 'pg', connection: databaseUrl, searchPath: [schema], pool: { min: 0, max: 2 } })
  const start = async (name: string, roles: string, env: Record<string, string> = {}): Promise<WharfProcess> => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wharf-mp-${name}-`))
    dirs.push(dataDir)
    let out = ''
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.js')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env, WHARF_DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema,
        WHARF_MASTER_KEY: masterKey, WHARF_ADMIN_TOKEN: adminToken, WHARF_DEMO: 'false', WHARF_ROLES: roles, ...baseEnv, ...env
      }
    })
    child.stdout?.on('data', (c: Buffer) => { out += c.toString() })
    child.stderr?.on('data', (c: Buffer) => { out += c.toString() })
    const exited = new Promise<number | null>(resolve => { child.on('exit', code => { resolve(code) }) })
    const file = path.join(dataDir, 'server.json')
    const end = Date.now() + 120_000
    while (!fs.existsSync(file)) {
      if (child.exitCode !== null || Date.now() > end) throw new Error(`${name} (${roles}) did not start (exit ${String(child.exitCode)}):\n${out}`)
      await new Promise(resolve => setTimeout(resolve, 50))
    }
    const url = (JSON.parse(fs.readFileSync(file, 'utf8')) as { url: string }).url
    const p = { name, child, url, output: () => out, exited }
    procs.push(p)
    return p
  }
  return {
    schema,
    adminToken,
    db,
    start,
    close: async () => {
      for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL')
      await Promise.all(procs.map(async p => await p.exited))
      await db.raw('drop schema if exists ?? cascade', [schema])
      await db.destroy()
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
    }
  }
}

/** JSON call to a Wharf process; throws on a non-2xx answer. */
export async function call<T = unknown> (base: string, method: string, route: string, body: unknown, headers: Record<string, string>): Promise<T> {
  const res = await fetch(base + route, {
    method,
    headers: { ...(typeof body === 'string' ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) })
  })
  const text = await res.text()
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${route} answered ${res.status}: ${text.slice(0, 500)}`)
  return (text === '' ? undefined : JSON.parse(text)) as T
}

/** A tenant with a party and an ApManager client token, through the admin (auth+admin process) and auth APIs. */
export async function tenantWithToken (admin: string, auth: string, adminToken: string, name: string, partyId: string): Promise<{ tenantId: string, token: string }> {
  const h = { authorization: `Bearer ${adminToken}` }
  const tenant = await call<{ id: string }>(admin, 'POST', '/admin/v1/tenants', { name, environment: 'acceptance' }, h)
  await call(admin, 'POST', '/admin/v1/parties', { tenant: tenant.id, ids: [partyId], name }, h)
  const app = await call<{ clientId: string, clientSecret: string }>(admin, 'POST', '/admin/v1/applications', { tenant: tenant.id, roles: ['ApManager', 'ApUser'] }, h)
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: app.clientId, client_secret: app.clientSecret, scope: 'ap' }).toString()
  const tok = await call<{ access_token: string }>(auth, 'POST', '/connect/token', form, { 'content-type': 'application/x-www-form-urlencoded' })
  return { tenantId: tenant.id, token: tok.access_token }
}
