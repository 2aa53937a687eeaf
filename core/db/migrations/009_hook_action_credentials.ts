/**
 * Credentials of httpsin:// hook actions sealed at rest (core/hooks/action-credentials.ts): a new column
 * hooks.action_credentials_sealed holds the userinfo (user and password) sealed with the master key, and the action
 * keeps `***` in its place. Existing httpsin hooks are converted here, which needs the master key (migrateLatest's
 * `box`, asked for only when such a hook exists); copies of the credentials that earlier versions wrote into the event log (details.channel), the documents'
 * channel and history, and the job queue are masked.
 */
import type { Knex } from 'knex'
import type { SecretBox } from '../../crypto/secret-box.ts'
import { CREDENTIALS_MASK, joinActionCredentials, maskCredentialsInJson, maskCredentialsInText, splitActionCredentials } from '../../hooks/action-credentials.ts'
import { jsonColumn } from '../rows.ts'

const HAS_CREDENTIALS = "like '%httpsin://%@%'"

/** The box, opened once, on first use. */
function lazy (box: (() => SecretBox) | undefined, why: string): () => SecretBox {
  let opened: SecretBox | undefined
  return () => {
    if (box === undefined) throw new Error(`${why} and needs the master key (WHARF_MASTER_KEY or the data directory's master.key)`)
    opened ??= box()
    return opened
  }
}

export async function up (knex: Knex, box?: () => SecretBox): Promise<void> {
  await knex.schema.alterTable('hooks', t => { t.text('action_credentials_sealed') })
  await sealExistingCredentials(knex, box)
}

/** The data part of up(): idempotent (an action already masked is left alone). */
export async function sealExistingCredentials (knex: Knex, box?: () => SecretBox): Promise<void> {
  const sealer = lazy(box, 'Migration 009 seals the credentials of httpsin:// hooks')
  const hooks = await knex('hooks').whereRaw(`action ${HAS_CREDENTIALS}`).select('id', 'action') as Array<{ id: string, action: string }>
  for (const h of hooks) {
    const { action, credentials } = splitActionCredentials(h.action)
    if (credentials === null || credentials === CREDENTIALS_MASK) continue
    await knex('hooks').where({ id: h.id }).update({ action, action_credentials_sealed: sealer().seal(credentials, `hook-action:${h.id}`) })
  }
  await maskJson(knex, 'events', 'seq', 'payload')
  await maskJson(knex, 'document_history', 'seq', 'details')
  await maskJson(knex, 'jobs', 'id', 'payload')
  const docs = await knex('documents').whereRaw(`channel ${HAS_CREDENTIALS}`).select('id', 'channel') as Array<{ id: string, channel: string }>
  for (const d of docs) await knex('documents').where({ id: d.id }).update({ channel: maskCredentialsInText(d.channel) })
}

async function maskJson (knex: Knex, table: string, key: string, column: string): Promise<void> {
  const rows = await knex(table).whereRaw(`??::text ${HAS_CREDENTIALS}`, [column]).select(key, column) as Array<Record<string, unknown>>
  for (const r of rows) {
    await knex(table).where({ [key]: r[key] }).update({ [column]: JSON.stringify(maskCredentialsInJson(jsonColumn(r[column]))) })
  }
}

export async function down (knex: Knex, box?: () => SecretBox): Promise<void> {
  const opener = lazy(box, 'Undoing migration 009 opens the sealed credentials of httpsin:// hooks')
  const hooks = await knex('hooks').whereNotNull('action_credentials_sealed').select('id', 'action', 'action_credentials_sealed') as Array<{ id: string, action: string, action_credentials_sealed: string }>
  for (const h of hooks) {
    await knex('hooks').where({ id: h.id }).update({ action: joinActionCredentials(h.action, opener().open(h.action_credentials_sealed, `hook-action:${h.id}`)) })
  }
  await knex.schema.alterTable('hooks', t => { t.dropColumn('action_credentials_sealed') })
}
