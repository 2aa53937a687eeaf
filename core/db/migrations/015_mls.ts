/**
 * Peppol MLS 1.0 (issue 18 point 7, plugins/peppol-as4/mls). `mls_status`: one row per received document an MLS may
 * be owed for, keyed by the document (documents.id). The row is written with the document on receipt (state
 * `pending`) or by a manual response; sending turns it `sent` with one conditional update, so at most one MLS leaves
 * per document whatever runs at the same time (the primary key and `where state = 'pending'` decide).
 * The expression index finds a sent document by the SBDH InstanceIdentifier an incoming MLS refers to (the *Sent
 * event's details.sbdhInstanceIdentifier).
 */
import type { Knex } from 'knex'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('mls_status', t => {
    t.uuid('document_key').primary()
    t.text('tenant_id').notNullable()
    t.text('environment').notNullable()
    /** SPIS id (without 0242:) the MLS goes to. */
    t.text('mls_to')
    /** MLS_TYPE of the SBDH, when the sender set it. */
    t.text('mls_type')
    t.text('ref_id').notNullable()
    t.text('state').notNullable()
    t.text('status_code')
    t.uuid('mls_document_key')
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
  })
  await knex.raw("create index events_sbdh_instance_idx on events ((payload->'details'->>'sbdhInstanceIdentifier')) where topic like '%Sent'")
}

export async function down (knex: Knex): Promise<void> {
  await knex.raw('drop index if exists events_sbdh_instance_idx')
  await knex.schema.dropTableIfExists('mls_status')
}
