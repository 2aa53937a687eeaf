/**
 * Documents (sent and received business documents, with their bytes) and their status history. The bytes sit in the
 * row (bytea) behind core/documents/store.ts, so a blob store can replace the column later without touching callers.
 */
import type { Knex } from 'knex'
import { dropTables, optionalText, requiredText, requiredTime } from '../columns.ts'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('documents', t => {
    t.uuid('id').primary()
    requiredText(t, 'tenant_id', 'environment')
    optionalText(t, 'party_id')
    requiredText(t, 'direction', 'family', 'syntax')
    optionalText(t, 'document_type_id', 'process_id', 'document_number', 'sender', 'receiver')
    requiredText(t, 'status')
    optionalText(t, 'status_reason', 'hook_id', 'channel', 'message_id')
    t.integer('attempts').notNullable().defaultTo(0)
    optionalText(t, 'created_by')
    requiredText(t, 'media_type')
    t.binary('content').notNullable()
    t.bigInteger('size').notNullable()
    requiredText(t, 'sha256')
    requiredTime(t, 'created_at', 'updated_at')
    t.index(['tenant_id', 'environment', 'party_id', 'created_at'])
  })
  await knex.schema.createTable('document_history', t => {
    t.bigIncrements('seq').primary()
    t.uuid('document_id').notNullable().references('documents.id').onDelete('CASCADE')
    requiredText(t, 'status')
    optionalText(t, 'reason', 'topic', 'event_id', 'hook_id')
    t.jsonb('details')
    requiredTime(t, 'at')
    t.index(['document_id', 'seq'])
  })
}

export async function down (knex: Knex): Promise<void> {
  await dropTables(knex, 'document_history', 'documents')
}
