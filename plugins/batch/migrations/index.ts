/** The plugin's tables (manifest entry.migrations): batches, one open per hook and topic, and their items. */
import type { Knex } from 'knex'
import { dropTables, optionalText, optionalTime, requiredText, requiredTime } from '../../../core/sdk/migrations.ts'

export default {
  '101_batches': {
    up: async (k: Knex): Promise<void> => {
      await k.schema.createTable('batches', t => {
        t.text('id').primary()
        requiredText(t, 'hook_id', 'tenant_id', 'environment', 'topic')
        t.integer('count').notNullable().defaultTo(0)
        /** open, closed */
        requiredText(t, 'state')
        optionalText(t, 'reason', 'event_id')
        requiredTime(t, 'created_at')
        optionalTime(t, 'closed_at')
      })
      await k.raw('create unique index batches_one_open on batches (hook_id, topic) where state = \'open\'')
      await k.schema.createTable('batch_items', t => {
        requiredText(t, 'batch_id')
        t.integer('seq').notNullable()
        requiredText(t, 'hook_id', 'event_id')
        optionalText(t, 'document_key', 'document_id')
        t.primary(['batch_id', 'seq'])
        t.unique(['hook_id', 'event_id'])
      })
    },
    down: async (k: Knex): Promise<void> => {
      await dropTables(k, 'batch_items', 'batches')
    }
  }
}
