/**
 * Starting and stopping one Wharf process: open the database (and lock it when embedded), run migrations, build the
 * services and the HTTP app, listen, and advertise the running server in WHARF_DATA_DIR/server.json for the CLI.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import { systemClock, type Clock } from './clock.ts'
import type { Config } from './config.ts'
import { openDatabase } from './db/open.ts'
import { acquireLock } from './db/lock.ts'
import { migrateLatest } from './db/migrate.ts'
import { createContext, secretBoxFor, type Wharf } from './context.ts'
import { buildApp } from './http/app.ts'
import { startMetricsServer } from './metrics/server.ts'
import { loadAdminToken } from './admin/token.ts'
import { createDemoTenant, type DemoCredentials } from './demo.ts'
import { startWorkers, type Workers } from './workers.ts'
import { sweepSpool } from './blobs/spool.ts'
import { tuneMalloc } from './memory/malloc.ts'
import { warmValidation } from './validation/warm.ts'

export interface Running {
  wharf: Wharf
  workers?: Workers
  app: FastifyInstance
  url: string
  demo?: DemoCredentials
  /** Settles when the background warm-up (the validation pool's threads and rules) has ended, whatever its outcome:
   * what a benchmark waits for before it measures the steady state. */
  warmed: Promise<void>
  close: () => Promise<void>
}

export const serverFile = (dataDir: string): string => path.join(dataDir, 'server.json')

export async function startServer (config: Config, log: Logger, clock: Clock = systemClock): Promise<Running> {
  tuneMalloc()
  const releaseLock = config.databaseUrl === undefined ? acquireLock(config.dataDir) : () => {}
  const db = await openDatabase(config).catch(err => { releaseLock(); throw err })
  const applied = await migrateLatest(db.knex, { box: () => secretBoxFor(config) })
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated')
  // Spool files (large uploads, plugin hand-overs) left by a process that is gone.
  const swept = await sweepSpool()
  if (swept > 0) log.info({ files: swept }, 'removed stale spool files')
  const wharf = createContext(config, db, clock, log)
  const adminToken = loadAdminToken(config.adminToken, config.dataDir)
  const app = await buildApp(wharf, { adminToken })
  // Requests still being handled when shutdown starts finish before the database closes.
  const inFlight = new Set<object>()
  app.addHook('onRequest', async (req) => { inFlight.add(req.raw) })
  app.addHook('onResponse', async (req) => { inFlight.delete(req.raw) })
  app.addHook('onRequestAbort', async (req) => { inFlight.delete(req.raw) })
  await app.listen({ port: config.port, host: config.host })
  // GET /metrics on a port of its own (core/metrics/server.ts), when WHARF_METRICS_PORT is set.
  const metricsHost = config.metricsHost ?? config.host
  const metrics = config.metricsPort === undefined ? undefined : await startMetricsServer(wharf, { port: config.metricsPort, host: metricsHost, ...(config.metricsToken !== undefined ? { token: config.metricsToken } : {}) })
  if (metrics !== undefined) log.info({ url: `http://${metricsHost}:${metrics.port}/metrics` }, 'metrics served on a port of their own')
  const workers: Workers | undefined = config.roles.includes('worker') ? await startWorkers(wharf) : undefined
  let closing: Promise<void> | undefined
  // In the background: the validation threads start and load their rules, so the first send is not the one that waits.
  // A stop during the warm-up terminates its threads: that is no failure worth a warning.
  const warmed = !config.roles.includes('api')
    ? Promise.resolve()
    : warmValidation(wharf).then(r => { if (r !== null) log.info(r, 'validation pool warmed') }, err => {
      if (closing === undefined) log.warn({ err }, 'warming the validation pool failed')
      else log.debug({ err }, 'validation warm-up ended by the stop')
    })
  const demo = await createDemoTenant(wharf)
  const addr = app.server.address()
  const port = typeof addr === 'object' && addr !== null ? addr.port : config.port
  const local = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${port}`
  // Written to a temporary name and renamed, so a reader (the CLI, a test) never sees a half-written file.
  const advertised = serverFile(config.dataDir)
  fs.writeFileSync(`${advertised}.${process.pid}.tmp`, JSON.stringify({ pid: process.pid, url: local, database: db.kind, startedAt: new Date(clock.now()).toISOString() }, null, 2))
  fs.renameSync(`${advertised}.${process.pid}.tmp`, advertised)

  const close = async (): Promise<void> => {
    closing ??= (async () => {
      try { fs.rmSync(serverFile(config.dataDir), { force: true }) } catch { /* gone */ }
      await metrics?.close()
      await app.close()
      await workers?.stop()
      for (let waited = 0; inFlight.size > 0 && waited < 5000; waited += 20) await new Promise(resolve => setTimeout(resolve, 20))
      await db.close()
      releaseLock()
    })()
    return await closing
  }
  return { wharf, app, workers, url: local, demo, warmed, close }
}
