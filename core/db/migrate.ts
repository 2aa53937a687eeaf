/**
 * Runs the migrations in core/db/migrations in name order. The list is explicit (no directory scan) so that the
 * same code runs from TypeScript sources and from a bundle. Migrations that convert secrets (009: httpsin://
 * credentials) get the master key's SecretBox from `opts.box` (called only when needed); without it they refuse to run when there is something
 * to convert (an empty database needs none).
 */
import type { Knex } from 'knex'
import type { SecretBox } from '../crypto/secret-box.ts'
import * as m001 from './migrations/001_identity.ts'
import * as m002 from './migrations/002_work.ts'
import * as m003 from './migrations/003_hooks_events.ts'
import * as m004 from './migrations/004_peppol_config.ts'
import * as m005 from './migrations/005_documents.ts'
import * as m006 from './migrations/006_peppol_registration.ts'
import * as m007 from './migrations/007_as4_receipts.ts'
import * as m008 from './migrations/008_document_chunks.ts'
import * as m009 from './migrations/009_hook_action_credentials.ts'
import * as m010 from './migrations/010_login_throttle.ts'
import * as m011 from './migrations/011_families_duplicate_keys.ts'
import * as m012 from './migrations/012_idem_document_ids.ts'
import * as m013 from './migrations/013_document_lifecycle.ts'
import * as m014 from './migrations/014_user_credentials_changed.ts'
import * as m015 from './migrations/015_mls.ts'

type BoxSource = (() => SecretBox) | undefined

interface Migration { up: (k: Knex) => Promise<void>, down: (k: Knex) => Promise<void> }

const migrations = (box: BoxSource): Record<string, Migration> => ({
  '001_identity': m001,
  '002_work': m002,
  '003_hooks_events': m003,
  '004_peppol_config': m004,
  '005_documents': m005,
  '006_peppol_registration': m006,
  '007_as4_receipts': m007,
  '008_document_chunks': m008,
  '009_hook_action_credentials': { up: async k => { await m009.up(k, box) }, down: async k => { await m009.down(k, box) } },
  '010_login_throttle': m010,
  '011_families_duplicate_keys': m011,
  '012_idem_document_ids': m012,
  '013_document_lifecycle': m013,
  '014_user_credentials_changed': m014,
  '015_mls': m015
})

const source = (box?: BoxSource): Knex.MigrationSource<string> => {
  const all = migrations(box)
  return {
    getMigrations: async () => Object.keys(all).sort(),
    getMigrationName: name => name,
    getMigration: async name => all[name]
  }
}

export async function migrateLatest (knex: Knex, opts: { box?: BoxSource } = {}): Promise<string[]> {
  const [, applied] = await knex.migrate.latest({ migrationSource: source(opts.box) }) as [number, string[]]
  return applied
}

export async function migrationStatus (knex: Knex): Promise<{ applied: string[], pending: string[] }> {
  const [done, pending] = await knex.migrate.list({ migrationSource: source() }) as [Array<{ name: string } | string>, string[]]
  return { applied: done.map(d => typeof d === 'string' ? d : d.name), pending }
}
