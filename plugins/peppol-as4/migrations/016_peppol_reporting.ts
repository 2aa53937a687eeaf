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
import { dropTables, optionalText, optionalTime, requiredText, requiredTime } from '../../../core/sdk/migrations.ts'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('peppol_message_log', t => {
    t.text('message_id').primary()
    requiredText(t, 'environment', 'direction')
    requiredTime(t, 'at')
    /** other_ap: seat id (certificate CN) of the other access point. */
    requiredText(t, 'sender', 'receiver', 'document_type_id', 'process_id', 'other_ap')
    /** party_id: the receiving party (parties.id), whose business card country is C4's. */
    optionalText(t, 'country_c1', 'party_id', 'document_key')
    t.index(['environment', 'at'])
  })
  await knex.schema.createTable('peppol_reports', t => {
    t.text('id').primary()
    /** month: YYYY-MM; kind: EUSR | TSR */
    requiredText(t, 'environment', 'month', 'kind', 'xml')
    t.boolean('valid').notNullable()
    t.jsonb('assertions').notNullable()
    /** built | sent | failed */
    requiredText(t, 'state')
    t.integer('attempts').notNullable().defaultTo(0)
    optionalText(t, 'message_id', 'error')
    requiredTime(t, 'built_at')
    optionalTime(t, 'sent_at')
    t.unique(['environment', 'month', 'kind'])
  })
  await knex.schema.createTable('peppol_reports_received', t => {
    t.text('message_id').primary()
    requiredText(t, 'environment', 'kind')
    optionalText(t, 'month', 'reporter_id')
    requiredText(t, 'sender', 'sender_ap', 'xml')
    t.boolean('valid').notNullable()
    requiredTime(t, 'received_at')
  })
}

export async function down (knex: Knex): Promise<void> {
  await dropTables(knex, 'peppol_reports_received', 'peppol_reports', 'peppol_message_log')
}
