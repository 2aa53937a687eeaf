/**
 * AS4 duplicate detection (plugins/peppol-as4): one row per received ebMS MessageId that was accepted, with the signed
 * receipt that answered it. A message arriving again gets the same receipt and creates no second document or event.
 */
import type { Knex } from 'knex'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('as4_receipts', t => {
    t.text('message_id').primary()
    t.text('environment').notNullable()
    /** The document stored for the message (kept when the document is deleted: the receipt still answers replays). */
    t.text('document_id')
    t.text('from_party_id').notNullable()
    /** The signed eb:Receipt envelope (application/soap+xml) sent back. */
    t.text('receipt').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.index(['created_at'])
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('as4_receipts')
}
