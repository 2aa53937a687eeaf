/**
 * Runs the migrations in core/db/migrations and those of installed plugins (manifest entry.migrations) in name order. The list is explicit (no directory scan) so that the
 * same code runs from TypeScript sources and from a bundle. Migrations that convert secrets (009: httpsin://
 * credentials) get the master key's SecretBox from `opts.box` (called only when needed); without it they refuse to run when there is something
 * to convert (an empty database needs none).
 */
import type { Knex } from 'knex'
import type { SecretBox } from '../crypto/secret-box.ts'
import { projectRoot } from '../paths.ts'
import { discoverPlugins } from '../plugins/discovery.ts'
import { loadPluginModule } from '../plugins/invoke.ts'
import * as m001 from './migrations/001_identity.ts'
import * as m002 from './migrations/002_work.ts'
import * as m003 from './migrations/003_hooks_events.ts'
import * as m005 from './migrations/005_documents.ts'
import * as m008 from './migrations/008_document_chunks.ts'
import * as m009 from './migrations/009_hook_action_credentials.ts'
import * as m010 from './migrations/010_login_throttle.ts'
import * as m011 from './migrations/011_families_duplicate_keys.ts'
import * as m012 from './migrations/012_idem_document_ids.ts'
import * as m013 from './migrations/013_document_lifecycle.ts'
import * as m014 from './migrations/014_user_credentials_changed.ts'
import * as m015 from './migrations/015_mls.ts'
import * as m016 from './migrations/016_validation_policy.ts'
import * as m017 from './migrations/017_hook_deliveries.ts'

type BoxSource = (() => SecretBox) | undefined

interface Migration { up: (k: Knex) => Promise<void>, down: (k: Knex) => Promise<void> }

const migrations = (box: BoxSource): Record<string, Migration> => ({
  '001_identity': m001,
  '002_work': m002,
  '003_hooks_events': m003,
  '005_documents': m005,
  '008_document_chunks': m008,
  '009_hook_action_credentials': { up: async k => { await m009.up(k, box) }, down: async k => { await m009.down(k, box) } },
  '010_login_throttle': m010,
  '011_families_duplicate_keys': m011,
  '012_idem_document_ids': m012,
  '013_document_lifecycle': m013,
  '014_user_credentials_changed': m014,
  '015_mls': m015,
  '016_validation_policy': m016,
  '017_hook_deliveries': m017
})

/** The migrations of installed plugins (manifest entry.migrations: a module whose default export maps names to
 * migrations). Their names sort among the core's (a plugin's tables may come before later core ones). */
async function pluginMigrations (): Promise<Record<string, Migration>> {
  const out: Record<string, Migration> = {}
  const registry = await discoverPlugins({ root: projectRoot })
  for (const plugin of registry.byName.values()) {
    if (plugin.migrationsEntry === undefined) continue
    const mod = await loadPluginModule(plugin.migrationsEntry) as { default: Record<string, Migration> }
    for (const [name, m] of Object.entries(mod.default)) {
      if (name in out) throw new Error(`migration ${name} of plugin ${plugin.name} is defined twice`)
      out[name] = m
    }
  }
  return out
}

const source = async (box?: BoxSource): Promise<Knex.MigrationSource<string>> => {
  const core = migrations(box)
  const plugins = await pluginMigrations()
  for (const name of Object.keys(plugins)) if (name in core) throw new Error(`plugin migration ${name} has a core migration's name`)
  const all = { ...core, ...plugins }
  return {
    getMigrations: async () => Object.keys(all).sort(),
    getMigrationName: name => name,
    getMigration: async name => all[name]
  }
}

export async function migrateLatest (knex: Knex, opts: { box?: BoxSource } = {}): Promise<string[]> {
  const [, applied] = await knex.migrate.latest({ migrationSource: await source(opts.box) }) as [number, string[]]
  return applied
}

export async function migrationStatus (knex: Knex): Promise<{ applied: string[], pending: string[] }> {
  const [done, pending] = await knex.migrate.list({ migrationSource: await source() }) as [Array<{ name: string } | string>, string[]]
  return { applied: done.map(d => typeof d === 'string' ? d : d.name), pending }
}
