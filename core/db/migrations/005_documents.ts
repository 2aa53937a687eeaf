/**
 * Documents (sent and received business documents, with their bytes) and their status history. The bytes sit in the
 * row (bytea) behind core/documents/store.ts, so a blob store can replace the column later without touching callers.
 */
import type { Knex } from 'knex'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('documents', t => {
    t.uuid('id').primary()
    t.text('tenant_id').notNullable()
    t.text('environment').notNullable()
    t.text('party_id')
    t.text('direction').notNullable()
    t.text('family').notNullable()
    t.text('syntax').notNullable()
    t.text('document_type_id')
    t.text('process_id')
    t.text('document_number')
    t.text('sender')
    t.text('receiver')
    t.text('status').notNullable()
    t.text('status_reason')
    t.text('hook_id')
    t.text('channel')
    t.text('message_id')
    t.integer('attempts').notNullable().defaultTo(0)
    t.text('created_by')
    t.text('media_type').notNullable()
    t.binary('content').notNullable()
    t.bigInteger('size').notNullable()
    t.text('sha256').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
    t.index(['tenant_id', 'environment', 'party_id', 'created_at'])
  })
  await knex.schema.createTable('document_history', t => {
    t.bigIncrements('seq').primary()
    t.uuid('document_id').notNullable().references('documents.id').onDelete('CASCADE')
    t.text('status').notNullable()
    t.text('reason')
    t.text('topic')
    t.text('event_id')
    t.text('hook_id')
    t.jsonb('details')
    t.timestamp('at', { useTz: true }).notNullable()
    t.index(['document_id', 'seq'])
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('document_history')
  await knex.schema.dropTableIfExists('documents')
}
