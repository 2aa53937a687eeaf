/**
 * Opens the database: PostgreSQL through knex + pg when DATABASE_URL is set, otherwise the embedded PGlite under
 * WHARF_DATA_DIR/pglite. Both are driven through the same knex API, so every query in Wharf runs on both.
 */
import path from 'node:path'
import fs from 'node:fs'
import knexFactory, { type Knex } from 'knex'
import { PGlite } from '@electric-sql/pglite'
import ClientPGLite from 'knex-pglite'
import { seedFromTemplate } from './pglite-template.ts'

export type DatabaseKind = 'postgres' | 'pglite'

export interface Database {
  knex: Knex
  kind: DatabaseKind
  close: () => Promise<void>
}

export interface OpenOptions {
  databaseUrl?: string
  databaseSchema?: string
  dataDir: string
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean
  /** PGlite only: directory to use instead of dataDir/pglite. */
  pgliteDir?: string
  poolMax?: number
}

export async function openDatabase (opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl !== undefined) return await openPostgres(opts.databaseUrl, opts.databaseSchema, opts.poolMax)
  return await openPglite(opts)
}

async function openPostgres (url: string, schema: string | undefined, poolMax = 10): Promise<Database> {
  const knex = knexFactory({
    client: 'pg',
    connection: url,
    searchPath: schema !== undefined ? [schema] : undefined,
    pool: { min: 0, max: poolMax }
  })
  if (schema !== undefined) await knex.raw('create schema if not exists ??', [schema])
  await knex.raw('select 1')
  return { knex, kind: 'postgres', close: async () => { await knex.destroy() } }
}

async function openPglite (opts: OpenOptions): Promise<Database> {
  let pglite: PGlite
  if (opts.inMemory === true) {
    pglite = new PGlite()
  } else {
    const dir = opts.pgliteDir ?? path.join(opts.dataDir, 'pglite')
    fs.mkdirSync(path.dirname(dir), { recursive: true })
    seedFromTemplate(dir)
    pglite = new PGlite(dir)
  }
  await pglite.waitReady
  const knex = knexFactory({ client: ClientPGLite as unknown as typeof knexFactory.Client, connection: { pglite } as never })
  return { knex, kind: 'pglite', close: async () => { await knex.destroy() } }
}
