/**
 * Peppol MLS 1.0 (issue 18 point 7, plugins/peppol-as4/mls). `mls_status`: one row per received document an MLS may
 * be owed for, keyed by the document (documents.id). The row is written with the document on receipt (state
 * `pending`) or by a manual response; sending turns it `sent` with one conditional update, so at most one MLS leaves
 * per document whatever runs at the same time (the primary key and `where state = 'pending'` decide).
 * The expression index finds a sent document by the SBDH InstanceIdentifier an incoming MLS refers to (the *Sent
 * event's details.sbdhInstanceIdentifier).
 */
import type { Knex } from 'knex'
import { optionalText, requiredText, requiredTime } from '../columns.ts'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('mls_status', t => {
    t.uuid('document_key').primary()
    requiredText(t, 'tenant_id', 'environment')
    /** mls_to: SPIS id (without 0242:) the MLS goes to; mls_type: MLS_TYPE of the SBDH, when the sender set it. */
    optionalText(t, 'mls_to', 'mls_type')
    requiredText(t, 'ref_id', 'state')
    optionalText(t, 'status_code')
    t.uuid('mls_document_key')
    requiredTime(t, 'created_at', 'updated_at')
  })
  await knex.raw("create index events_sbdh_instance_idx on events ((payload->'details'->>'sbdhInstanceIdentifier')) where topic like '%Sent'")
}

export async function down (knex: Knex): Promise<void> {
  await knex.raw('drop index if exists events_sbdh_instance_idx')
  await knex.schema.dropTableIfExists('mls_status')
}
