/**
 * Opens the database: PostgreSQL through knex + pg when DATABASE_URL is set, otherwise the embedded PGlite under
 * WHARF_DATA_DIR/pglite. Both are driven through the same knex API, so every query in Wharf runs on both.
 *
 * PGlite runs PostgreSQL inside the process (a WebAssembly memory), so its settings are the process's memory: with
 * PostgreSQL's defaults (shared_buffers 128MB) an idle Wharf on PGlite was ~440 MB resident and grew as the buffer
 * pool filled (a 100 MB document pushed it past 600 MB). PGLITE_SETTINGS (passed as `-c` start parameters, after
 * PGlite's own) keep the buffer pool small; the files stay in the OS page cache, so reads that miss it cost a system
 * call, not a disk access. Measured with a bare PGlite on a copy of the template: idle 286 -> 175 MB RSS, after
 * 100 MiB of inserts 370 -> 230 MB (scripts/bench/README.md, as4 bench, for the Wharf figures).
 * V8 compiles PGlite's WebAssembly twice (Liftoff at once, TurboFan for hot functions): PGLITE_V8_FLAGS keeps the
 * baseline code only (--liftoff-only: ~45 MB less RSS, the database ready in 0.7 s instead of 1.5 s, no measurable
 * loss on Wharf's statements). The flag is process-wide and set before the first PGlite compiles; it also applies to
 * WebAssembly compiled later (undici's HTTP parser). A process started with its own --liftoff / --wasm-* flags keeps
 * them.
 * PGlite turns bytea values into hex text and back with per-byte JavaScript (an array of one string per byte): 238 ms
 * and ~40 MB of garbage to write 1 MiB, 120 ms to read it, ~1 ms each way for a 10 KB invoice. PGLITE_BYTEA replaces
 * both with Buffer's native hex coding (1 MiB: ~1 ms), the same text on the wire.
 */
import path from 'node:path'
import fs from 'node:fs'
import v8 from 'node:v8'
import knexFactory, { type Knex } from 'knex'
import { PGlite } from '@electric-sql/pglite'
import PreparingPgliteClient from './pglite-client.ts'
import { seedFromTemplate } from './pglite-template.ts'
import { processSettings } from '../config.ts'

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
  /** PGlite only: PostgreSQL settings (`name=value`) instead of PGLITE_SETTINGS. */
  pgliteSettings?: string[]
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

/**
 * PostgreSQL settings of the embedded database (memory: see the head of this file). shared_buffers bounds the buffer
 * pool (PostgreSQL's default 128MB is resident once touched); wal_buffers is then 1/32 of it (512kB) by default.
 */
export const PGLITE_SETTINGS: readonly string[] = ['shared_buffers=16MB']

/** PGlite's start parameters with `settings` added as `-c name=value`. */
export function pgliteStartParams (settings: readonly string[] = PGLITE_SETTINGS): string[] {
  return [...PGlite.defaultStartParams, ...settings.flatMap(s => ['-c', s])]
}

/** bytea's type OID, and its text form (`\\x` + hex; bytea_output stays at its default, hex) in native code. */
const BYTEA_OID = 17
export const PGLITE_BYTEA = {
  serialize (value: unknown): string {
    if (!(value instanceof Uint8Array)) throw new TypeError('bytea parameter must be a Buffer or Uint8Array')
    return '\\x' + Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')
  },
  parse (text: string): Buffer {
    if (!text.startsWith('\\x')) throw new Error('bytea value is not in hex output format')
    return Buffer.from(text.slice(2), 'hex')
  }
}

/** V8 flags set (once, before the first PGlite) for PGlite's WebAssembly (see the head of this file). */
export const PGLITE_V8_FLAGS: readonly string[] = ['--liftoff-only']
let v8FlagsSet = false

function setPgliteV8Flags (): void {
  if (v8FlagsSet) return
  v8FlagsSet = true
  if (processSettings().nodeFlags.some(f => /^--(no-)?(liftoff|wasm)/.test(f))) return
  for (const f of PGLITE_V8_FLAGS) v8.setFlagsFromString(f)
}

async function openPglite (opts: OpenOptions): Promise<Database> {
  setPgliteV8Flags()
  const options = {
    startParams: pgliteStartParams(opts.pgliteSettings),
    serializers: { [BYTEA_OID]: PGLITE_BYTEA.serialize },
    parsers: { [BYTEA_OID]: PGLITE_BYTEA.parse }
  }
  let pglite: PGlite
  if (opts.inMemory === true) {
    pglite = new PGlite(options)
  } else {
    const dir = opts.pgliteDir ?? path.join(opts.dataDir, 'pglite')
    fs.mkdirSync(path.dirname(dir), { recursive: true })
    seedFromTemplate(dir)
    pglite = new PGlite(dir, options)
  }
  await pglite.waitReady
  const knex = knexFactory({ client: PreparingPgliteClient as unknown as typeof knexFactory.Client, connection: { pglite } as never })
  return { knex, kind: 'pglite', close: async () => { await knex.destroy() } }
}
