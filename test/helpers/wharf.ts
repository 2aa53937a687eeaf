/**
 * Test harness: a complete Wharf (database, migrations, services, fastify app) per test file, driven with
 * `app.inject()`. The database is PostgreSQL in a fresh schema when DATABASE_URL is set (dropped at the end), else an
 * embedded PGlite copied from the install-time template into a temporary directory.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { Writable } from 'node:stream'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { ManualClock } from '../../core/clock.ts'
import { loadConfig, type Config } from '../../core/config.ts'
import { openDatabase } from '../../core/db/open.ts'
import { buildTemplate } from '../../core/db/pglite-template.ts'
import { migrateLatest } from '../../core/db/migrate.ts'
import { createContext, secretBoxFor, type Wharf } from '../../core/context.ts'
import { buildApp } from '../../core/http/app.ts'
import { createLogger } from '../../core/logger.ts'
import { startWorkers, type WorkerOptions, type Workers } from '../../core/workers.ts'
import { atLevel, captureLevel, keepingLogs, keepLog, registerInjected, registerSecret } from './log-capture.ts'

export interface TestWharf {
  wharf: Wharf
  app: FastifyInstance
  clock: ManualClock
  config: Config
  adminToken: string
  /** Every log line the app wrote at the configured level or above, as text. With WHARF_TEST_LOG_DIR set, the whole
   * log (debug) is also kept there for the secrets check (test/helpers/log-capture.ts). */
  logs: () => string
  admin: (method: 'GET' | 'POST', url: string, payload?: unknown) => Promise<LightMyRequestResponse>
  workers?: Workers
  close: () => Promise<void>
}

export interface TestOptions {
  /** Start the plugin host and the queue worker (deliveries run): true for 2 threads, or options such as a fixture
   * pluginRoot or 1 thread (housekeeping off and a 50 ms poll unless given). */
  workers?: boolean | WorkerOptions
}

export const ACCEPTANCE_HOST = 'acceptance.wharf.test'
export const PRODUCTION_HOST = 'production.wharf.test'

export async function createTestWharf (env: Record<string, string> = {}, opts: TestOptions = {}): Promise<TestWharf> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-test-'))
  const schema = process.env.DATABASE_URL !== undefined ? `wharf_test_${randomBytes(6).toString('hex')}` : undefined
  const config = loadConfig({
    WHARF_DATA_DIR: dataDir,
    WHARF_ACCEPTANCE_URL: `https://${ACCEPTANCE_HOST}`,
    WHARF_PRODUCTION_URL: `https://${PRODUCTION_HOST}`,
    WHARF_DEMO: 'false',
    LOG_LEVEL: 'info',
    // Official validation of sent documents is off here unless a test turns it on (many tests send synthetic
    // documents; test/validation/send-validation.test.ts covers reject and warn): see README "Validation policy".
    // WHARF_TEST_VALIDATION_POLICY=reject runs a test file under the production default.
    WHARF_VALIDATION_POLICY: process.env.WHARF_TEST_VALIDATION_POLICY ?? 'off',
    ...(process.env.DATABASE_URL !== undefined ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema as string } : {}),
    ...env
  })
  if (config.databaseUrl === undefined) await buildTemplate()
  const db = await openDatabase({ ...config, poolMax: 4 })
  await migrateLatest(db.knex, { box: () => secretBoxFor(config) })
  const chunks: string[] = []
  const sink = new Writable({
    write (chunk, _enc, cb) {
      const line = String(chunk)
      keepLog(line)
      if (!keepingLogs || atLevel(line, config.logLevel)) chunks.push(line)
      cb()
    }
  })
  const log = createLogger(captureLevel(config.logLevel), sink)
  const clock = new ManualClock(new Date())
  const wharf = createContext(config, db, clock, log)
  const adminToken = `test-admin-${randomBytes(8).toString('hex')}`
  registerSecret(adminToken)
  const app = await buildApp(wharf, { adminToken })
  if (keepingLogs) {
    const inject = app.inject.bind(app)
    app.inject = (async (opts: InjectOptions | string) => {
      const res = await inject(opts)
      registerInjected(opts, res)
      return res
    }) as typeof app.inject
  }
  await app.ready()
  const workerOptions = opts.workers === true ? {} : opts.workers === false ? undefined : opts.workers
  const workers = workerOptions !== undefined ? await startWorkers(wharf, { threads: 2, housekeeping: false, pollIntervalMs: 50, ...workerOptions }) : undefined
  return {
    workers,
    wharf,
    app,
    clock,
    config,
    adminToken,
    logs: () => chunks.join(''),
    admin: async (method, url, payload) => await app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${adminToken}` } }),
    close: async () => {
      await workers?.stop()
      await app.close()
      if (schema !== undefined) await db.knex.raw('drop schema if exists ?? cascade', [schema])
      await db.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
