/**
 * Content-level duplicate hint (issue 18): a received invoice or credit note with the same number (document_number,
 * already stored), sender and issue date as one the party already received gets `details.possibleDuplicateOf`
 * (core/documents/receive.ts). The issue date (cbc:IssueDate, CII IssueDateTime) is stored with every document;
 * the partial index serves the lookup of received ones.
 */
import type { Knex } from 'knex'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.alterTable('documents', t => { t.text('issue_date') })
  await knex.raw(`create index documents_received_content_keys on documents (party_id, family, document_number, sender, issue_date) where direction = 'in'`)
}

export async function down (knex: Knex): Promise<void> {
  await knex.raw('drop index if exists documents_received_content_keys')
  await knex.schema.alterTable('documents', t => { t.dropColumn('issue_date') })
}
