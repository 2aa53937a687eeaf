/**
 * Hooks (channels and webhook subscriptions) and the event log (every event and command published, kept for the
 * retention period so integrators can fetch what they missed).
 */
import type { Knex } from 'knex'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('hooks', t => {
    t.text('id').primary()
    t.text('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE')
    t.text('environment').notNullable()
    t.text('party_id').references('parties.id').onDelete('CASCADE')
    t.text('endpoint_id')
    t.text('action').notNullable()
    t.text('name')
    t.text('url')
    t.jsonb('topics').notNullable()
    t.text('secure_key_sealed')
    t.text('secure_key_hint')
    t.text('filter')
    t.jsonb('output')
    t.boolean('is_active').notNullable().defaultTo(true)
    t.text('mls_type')
    t.jsonb('settings')
    t.text('settings_sealed')
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
    t.timestamp('deleted_at', { useTz: true })
    t.index(['tenant_id', 'environment'])
  })
  await knex.schema.createTable('events', t => {
    t.bigIncrements('seq').primary()
    t.text('id').notNullable().unique()
    t.text('tenant_id').notNullable()
    t.text('environment').notNullable()
    t.text('party_id')
    t.text('topic').notNullable()
    t.text('document_id')
    t.jsonb('payload').notNullable()
    t.integer('routed').notNullable().defaultTo(0)
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.index(['tenant_id', 'seq'])
    t.index(['created_at'])
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('events')
  await knex.schema.dropTableIfExists('hooks')
}
