/**
 * Peppol Reporting (plugins/peppol-as4/reporting/): the facts the monthly EUSR and TSR need that Wharf did not keep,
 * and the reports themselves.
 *   peppol_message_log      one row per AS4 message received and accepted (written with the document): the sending
 *                           access point's seat id (C2), the SBDH sender (C1) and receiver (C4), document type,
 *                           process and COUNTRY_C1. Sent messages need no row: their document and its `sent` history
 *                           entry (details: protocol As4, receiverAccessPoint, countryC1) are kept (content removal
 *                           keeps metadata and history).
 *   peppol_reports          the reports built per environment, month and kind, with their validation and sending.
 *   peppol_reports_received reports received over AS4 when this Wharf acts as the reporting receiver.
 */
import type { Knex } from 'knex'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('peppol_message_log', t => {
    t.text('message_id').primary()
    t.text('environment').notNullable()
    t.text('direction').notNullable()
    t.timestamp('at', { useTz: true }).notNullable()
    t.text('sender').notNullable()
    t.text('receiver').notNullable()
    t.text('document_type_id').notNullable()
    t.text('process_id').notNullable()
    /** Seat id (certificate CN) of the other access point. */
    t.text('other_ap').notNullable()
    t.text('country_c1')
    /** The receiving party (parties.id), whose business card country is C4's. */
    t.text('party_id')
    t.text('document_key')
    t.index(['environment', 'at'])
  })
  await knex.schema.createTable('peppol_reports', t => {
    t.text('id').primary()
    t.text('environment').notNullable()
    /** YYYY-MM */
    t.text('month').notNullable()
    /** EUSR | TSR */
    t.text('kind').notNullable()
    t.text('xml').notNullable()
    t.boolean('valid').notNullable()
    t.jsonb('assertions').notNullable()
    /** built | sent | failed */
    t.text('state').notNullable()
    t.integer('attempts').notNullable().defaultTo(0)
    t.text('message_id')
    t.text('error')
    t.timestamp('built_at', { useTz: true }).notNullable()
    t.timestamp('sent_at', { useTz: true })
    t.unique(['environment', 'month', 'kind'])
  })
  await knex.schema.createTable('peppol_reports_received', t => {
    t.text('message_id').primary()
    t.text('environment').notNullable()
    t.text('kind').notNullable()
    t.text('month')
    t.text('reporter_id')
    t.text('sender').notNullable()
    t.text('sender_ap').notNullable()
    t.text('xml').notNullable()
    t.boolean('valid').notNullable()
    t.timestamp('received_at', { useTz: true }).notNullable()
  })
}

export async function down (knex: Knex): Promise<void> {
  for (const t of ['peppol_reports_received', 'peppol_reports', 'peppol_message_log']) await knex.schema.dropTableIfExists(t)
}
