/**
 * Large documents in chunks (core/blobs/store.ts): a document's bytes either sit in documents.content (small ones,
 * up to 1 MiB, one row as before) or, when content is null, in document_chunks rows of up to BLOB_CHUNK_BYTES each,
 * numbered from 0, so a 100 MB document is written and read one chunk per query and never held whole in memory.
 * Rows written before this migration keep their content and stay readable.
 * `data` is stored EXTERNAL (out of line, not compressed): large documents are mostly base64 attachments, which
 * pglz hardly shrinks, and skipping the attempt makes writing them faster.
 */
import type { Knex } from 'knex'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('document_chunks', t => {
    t.uuid('document_id').notNullable().references('documents.id').onDelete('CASCADE')
    t.integer('seq').notNullable()
    t.binary('data').notNullable()
    t.primary(['document_id', 'seq'])
  })
  await knex.raw('alter table document_chunks alter column data set storage external')
  await knex.raw('alter table documents alter column content drop not null')
}

export async function down (knex: Knex): Promise<void> {
  // Chunked documents get their bytes back in the row before the chunks go.
  await knex.raw(`update documents d set content = coalesce((select string_agg(c.data, ''::bytea order by c.seq) from document_chunks c where c.document_id = d.id), ''::bytea) where d.content is null`)
  await knex.raw('alter table documents alter column content set not null')
  await knex.schema.dropTableIfExists('document_chunks')
}
