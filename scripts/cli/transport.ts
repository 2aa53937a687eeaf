/**
 * Where the CLI sends its admin requests:
 * 1. `--url` or WHARF_URL: that server, over HTTP, with the admin token (--admin-token, WHARF_ADMIN_TOKEN, or the
 *    data directory's admin-token file);
 * 2. a server running on this data directory (WHARF_DATA_DIR/server.json with a live pid): that server, over HTTP.
 *    This is how the CLI works while `npm start` holds the single-connection embedded database;
 * 3. otherwise in-process: the CLI opens the database itself, runs migrations, and injects the request into the same
 *    fastify app the server runs.
 */
import fs from 'node:fs'
import pino from 'pino'
import type { Config } from '../../core/config.ts'
import { loadAdminToken } from '../../core/admin/token.ts'
import { serverFile } from '../../core/server.ts'
import { isAlive } from '../../core/db/lock.ts'
import type { AdminRequest } from './commands.ts'

export interface AdminResponse { status: number, body: unknown }
export interface Transport { describe: string, send: (req: AdminRequest) => Promise<AdminResponse>, close: () => Promise<void> }

export function runningServer (dataDir: string): { url: string, pid: number } | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(serverFile(dataDir), 'utf8')) as { url: string, pid: number }
    return isAlive(info.pid) ? info : undefined
  } catch { return undefined }
}

function httpTransport (url: string, token: string, describe: string): Transport {
  return {
    describe,
    send: async (req) => {
      const res = await fetch(new URL(req.url, url), {
        method: req.method,
        headers: { authorization: `Bearer ${token}`, ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: req.body !== undefined ? JSON.stringify(req.body) : undefined
      })
      const text = await res.text()
      return { status: res.status, body: text === '' ? null : JSON.parse(text) }
    },
    close: async () => {}
  }
}

export async function openTransport (config: Config, opts: { url?: string, adminToken?: string }): Promise<Transport> {
  const explicit = opts.url ?? process.env.WHARF_URL
  if (explicit !== undefined && explicit !== '') {
    const token = opts.adminToken ?? loadAdminToken(config.adminToken, config.dataDir, false)
    if (token === undefined) throw new Error('No admin token: pass --admin-token or set WHARF_ADMIN_TOKEN')
    return httpTransport(explicit, token, `server ${explicit}`)
  }
  const server = runningServer(config.dataDir)
  if (server !== undefined) {
    const token = opts.adminToken ?? loadAdminToken(config.adminToken, config.dataDir, false)
    if (token === undefined) throw new Error(`A server (pid ${server.pid}) runs on ${config.dataDir}, but its admin token is not readable`)
    return httpTransport(server.url, token, `running server ${server.url} (pid ${server.pid})`)
  }
  return await inProcessTransport(config)
}

async function inProcessTransport (config: Config): Promise<Transport> {
  const { openDatabase } = await import('../../core/db/open.ts')
  const { acquireLock } = await import('../../core/db/lock.ts')
  const { migrateLatest } = await import('../../core/db/migrate.ts')
  const { createContext, secretBoxFor } = await import('../../core/context.ts')
  const { buildApp } = await import('../../core/http/app.ts')
  const { systemClock } = await import('../../core/clock.ts')
  const release = config.databaseUrl === undefined ? acquireLock(config.dataDir) : () => {}
  try {
    const db = await openDatabase(config)
    await migrateLatest(db.knex, { box: () => secretBoxFor(config) })
    const log = pino({ level: 'silent' })
    const wharf = createContext(config, db, systemClock, log)
    const adminToken = loadAdminToken(config.adminToken, config.dataDir) as string
    const app = await buildApp(wharf, { adminToken })
    return {
      describe: `database ${db.kind === 'pglite' ? config.dataDir : 'PostgreSQL'} (in-process)`,
      send: async (req) => {
        const res = await app.inject({ method: req.method, url: req.url, payload: req.body, headers: { authorization: `Bearer ${adminToken}` } })
        return { status: res.statusCode, body: res.body === '' ? null : res.json() }
      },
      close: async () => { await app.close(); await db.close(); release() }
    }
  } catch (err) {
    release()
    throw err
  }
}
