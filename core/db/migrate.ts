/**
 * Runs the migrations in core/db/migrations in name order. The list is explicit (no directory scan) so that the
 * same code runs from TypeScript sources and from a bundle.
 */
import type { Knex } from 'knex'
import * as m001 from './migrations/001_identity.ts'
import * as m002 from './migrations/002_work.ts'
import * as m003 from './migrations/003_hooks_events.ts'
import * as m004 from './migrations/004_peppol_config.ts'
import * as m005 from './migrations/005_documents.ts'
import * as m006 from './migrations/006_peppol_registration.ts'
import * as m007 from './migrations/007_as4_receipts.ts'
import * as m008 from './migrations/008_document_chunks.ts'

interface Migration { up: (k: Knex) => Promise<void>, down: (k: Knex) => Promise<void> }

const migrations: Record<string, Migration> = {
  '001_identity': m001,
  '002_work': m002,
  '003_hooks_events': m003,
  '004_peppol_config': m004,
  '005_documents': m005,
  '006_peppol_registration': m006,
  '007_as4_receipts': m007,
  '008_document_chunks': m008
}

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: name => name,
  getMigration: async name => migrations[name]
}

export async function migrateLatest (knex: Knex): Promise<string[]> {
  const [, applied] = await knex.migrate.latest({ migrationSource: source }) as [number, string[]]
  return applied
}

export async function migrationStatus (knex: Knex): Promise<{ applied: string[], pending: string[] }> {
  const [done, pending] = await knex.migrate.list({ migrationSource: source }) as [Array<{ name: string } | string>, string[]]
  return { applied: done.map(d => typeof d === 'string' ? d : d.name), pending }
}
