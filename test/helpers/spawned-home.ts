/**
 * A home for Wharf processes a test spawns (`npm start`, the `wharf` CLI): a fresh data directory, on PostgreSQL a
 * fresh schema, the environment that points a process at them, and the clean-up that removes both.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'

export interface SpawnedHome { dataDir: string, env: NodeJS.ProcessEnv, remove: () => Promise<void> }

export function spawnedHome (prefix: string, logLevel: string): SpawnedHome {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const schema = `wharf_test_${randomBytes(6).toString('hex')}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WHARF_DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: logLevel,
    ...(process.env.DATABASE_URL !== undefined ? { DATABASE_SCHEMA: schema } : {})
  }
  const remove = async (): Promise<void> => {
    if (process.env.DATABASE_URL !== undefined) {
      const { default: knex } = await import('knex')
      const k = knex({ client: 'pg', connection: process.env.DATABASE_URL })
      await k.raw('drop schema if exists ?? cascade', [schema])
      await k.destroy()
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return { dataDir, env, remove }
}
