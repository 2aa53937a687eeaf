/** The plugin's table (manifest entry.migrations): one row per file taken in, keyed by hook and content hash. */
import type { Knex } from 'knex'
import { dropTables, optionalText, requiredText, requiredTime } from '../../../core/sdk/migrations.ts'

export default {
  '100_sftp_pull_files': {
    up: async (k: Knex): Promise<void> => {
      await k.schema.createTable('sftp_pull_files', t => {
        /** state: sending (moved to pending, not yet stored), queued (stored; waiting for its delivery), success, error */
        requiredText(t, 'hook_id', 'sha256', 'name', 'state', 'document_id')
        optionalText(t, 'document_key', 'reason')
        requiredTime(t, 'created_at', 'updated_at')
        t.primary(['hook_id', 'sha256'])
        t.index(['hook_id', 'state'])
      })
    },
    down: async (k: Knex): Promise<void> => { await dropTables(k, 'sftp_pull_files') }
  }
}
