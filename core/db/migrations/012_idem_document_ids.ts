/**
 * Caller-chosen document ids (X-Service-DocumentId on the send routes, issue 18 point 5). documents.id stays the
 * internal key (uuid: history, chunks and jobs refer to it); documents.document_id is the id the API and the events
 * show: the caller's when given, else the same uuid as id. It is unique per tenant and environment, enforced by the
 * database, so two concurrent sends with the same id store one document and the other gets DOCUMENT_EXISTS.
 */
import type { Knex } from 'knex'

export const DOCUMENT_ID_UNIQUE = 'documents_document_id_unique'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.alterTable('documents', t => { t.text('document_id') })
  await knex.raw('update documents set document_id = id::text')
  await knex.raw('alter table documents alter column document_id set not null')
  await knex.schema.alterTable('documents', t => { t.unique(['tenant_id', 'environment', 'document_id'], { indexName: DOCUMENT_ID_UNIQUE }) })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.alterTable('documents', t => {
    t.dropUnique(['tenant_id', 'environment', 'document_id'], DOCUMENT_ID_UNIQUE)
    t.dropColumn('document_id')
  })
}
