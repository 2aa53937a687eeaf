/**
 * Document lifecycle (issue 18 point 6): the status history the API shows (GET .../{documentId}/status), deletion of
 * a document's bytes with its audit trail kept, and retention per tenant (core/lifecycle/).
 *
 * - document_status: one row per lifecycle transition (Pending, Validated, Routed, Delivered, Rejected, Failed,
 *   Received, Downloaded, Deleted, Expired) with its time; insert-only, so a row joins the one-statement writes of the
 *   send and receive paths (core/db/write-batch.ts). `id` is the public id of an entry, `seq` orders them. Rows of
 *   documents stored before this migration get one entry from their status (backfill below).
 * - documents.content_removed_at: when the bytes were removed (DELETE or retention); the row, its document_history and
 *   document_status stay. The partial index serves the retention scan, which only looks at documents with bytes.
 * - tenant_retention: a tenant's retention periods; null columns take the process defaults (core/config.ts).
 */
import type { Knex } from 'knex'
import { optionalTime, requiredText, requiredTime } from '../columns.ts'

const BACKFILL: Record<string, string> = { queued: 'Pending', retrying: 'Routed', fallback: 'Routed', sent: 'Delivered', error: 'Failed', received: 'Received' }

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('document_status', t => {
    t.bigIncrements('seq').primary()
    t.uuid('id').notNullable().unique()
    t.uuid('document_key').notNullable().references('documents.id').onDelete('CASCADE')
    requiredText(t, 'name', 'description')
    requiredTime(t, 'created_on')
    t.index(['document_key', 'seq'])
    t.index(['document_key', 'name'])
  })
  await knex.schema.alterTable('documents', t => { optionalTime(t, 'content_removed_at') })
  await knex.raw('create index documents_with_content on documents (tenant_id, created_at) where content_removed_at is null')
  await knex.schema.createTable('tenant_retention', t => {
    t.text('tenant_id').primary().references('tenants.id').onDelete('CASCADE')
    t.integer('received_days')
    t.integer('after_download_days')
    t.integer('sent_hours')
    t.integer('failed_days')
    requiredTime(t, 'updated_at')
  })
  for (const [status, name] of Object.entries(BACKFILL)) {
    await knex.raw(`insert into document_status (id, document_key, name, description, created_on)
      select gen_random_uuid(), id, ?, ?, updated_at from documents where status = ?`, [name, `${name} (recorded from status ${status} when the lifecycle was introduced)`, status])
  }
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('tenant_retention')
  await knex.raw('drop index if exists documents_with_content')
  await knex.schema.alterTable('documents', t => { t.dropColumn('content_removed_at') })
  await knex.schema.dropTableIfExists('document_status')
}
