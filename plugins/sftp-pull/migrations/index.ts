/** The plugin's table (manifest entry.migrations): one row per file taken in, keyed by hook and content hash. */
import type { Knex } from 'knex'

export default {
  '100_sftp_pull_files': {
    up: async (k: Knex): Promise<void> => {
      await k.schema.createTable('sftp_pull_files', t => {
        t.text('hook_id').notNullable()
        t.text('sha256').notNullable()
        t.text('name').notNullable()
        /** sending (moved to pending, not yet stored), queued (stored; waiting for its delivery), success, error */
        t.text('state').notNullable()
        t.text('document_id').notNullable()
        t.text('document_key')
        t.text('reason')
        t.timestamp('created_at', { useTz: true }).notNullable()
        t.timestamp('updated_at', { useTz: true }).notNullable()
        t.primary(['hook_id', 'sha256'])
        t.index(['hook_id', 'state'])
      })
    },
    down: async (k: Knex): Promise<void> => { await k.schema.dropTableIfExists('sftp_pull_files') }
  }
}
