/**
 * Hooks (channels and webhook subscriptions) and the event log (every event and command published, kept for the
 * retention period so integrators can fetch what they missed).
 */
import type { Knex } from 'knex'
import { dropTables, optionalText, optionalTime, requiredText, requiredTime, tenantOwned } from '../columns.ts'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('hooks', t => {
    tenantOwned(t)
    requiredText(t, 'environment')
    t.text('party_id').references('parties.id').onDelete('CASCADE')
    optionalText(t, 'endpoint_id')
    requiredText(t, 'action')
    optionalText(t, 'name', 'url')
    t.jsonb('topics').notNullable()
    optionalText(t, 'secure_key_sealed', 'secure_key_hint', 'filter')
    t.jsonb('output')
    t.boolean('is_active').notNullable().defaultTo(true)
    optionalText(t, 'mls_type')
    t.jsonb('settings')
    optionalText(t, 'settings_sealed')
    requiredTime(t, 'created_at', 'updated_at')
    optionalTime(t, 'deleted_at')
    t.index(['tenant_id', 'environment'])
  })
  await knex.schema.createTable('events', t => {
    t.bigIncrements('seq').primary()
    t.text('id').notNullable().unique()
    requiredText(t, 'tenant_id', 'environment')
    optionalText(t, 'party_id')
    requiredText(t, 'topic')
    optionalText(t, 'document_id')
    t.jsonb('payload').notNullable()
    t.integer('routed').notNullable().defaultTo(0)
    requiredTime(t, 'created_at')
    t.index(['tenant_id', 'seq'])
    t.index(['created_at'])
  })
}

export async function down (knex: Knex): Promise<void> {
  await dropTables(knex, 'events', 'hooks')
}
