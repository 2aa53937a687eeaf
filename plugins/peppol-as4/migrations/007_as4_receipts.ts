/**
 * AS4 duplicate detection (plugins/peppol-as4): one row per received ebMS MessageId that was accepted, with the signed
 * receipt that answered it. A message arriving again gets the same receipt and creates no second document or event.
 */
import type { Knex } from 'knex'
import { optionalText, requiredText, requiredTime } from '../../../core/sdk/migrations.ts'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('as4_receipts', t => {
    t.text('message_id').primary()
    requiredText(t, 'environment')
    /** The document stored for the message (kept when the document is deleted: the receipt still answers replays). */
    optionalText(t, 'document_id')
    /** receipt: the signed eb:Receipt envelope (application/soap+xml) sent back. */
    requiredText(t, 'from_party_id', 'receipt')
    requiredTime(t, 'created_at')
    t.index(['created_at'])
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('as4_receipts')
}
