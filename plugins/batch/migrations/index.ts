/** The plugin's tables (manifest entry.migrations): batches, one open per hook and topic, and their items. */
import type { Knex } from 'knex'

export default {
  '101_batches': {
    up: async (k: Knex): Promise<void> => {
      await k.schema.createTable('batches', t => {
        t.text('id').primary()
        t.text('hook_id').notNullable()
        t.text('tenant_id').notNullable()
        t.text('environment').notNullable()
        t.text('topic').notNullable()
        t.integer('count').notNullable().defaultTo(0)
        /** open, closed */
        t.text('state').notNullable()
        t.text('reason')
        t.text('event_id')
        t.timestamp('created_at', { useTz: true }).notNullable()
        t.timestamp('closed_at', { useTz: true })
      })
      await k.raw('create unique index batches_one_open on batches (hook_id, topic) where state = \'open\'')
      await k.schema.createTable('batch_items', t => {
        t.text('batch_id').notNullable()
        t.integer('seq').notNullable()
        t.text('hook_id').notNullable()
        t.text('event_id').notNullable()
        t.text('document_key')
        t.text('document_id')
        t.primary(['batch_id', 'seq'])
        t.unique(['hook_id', 'event_id'])
      })
    },
    down: async (k: Knex): Promise<void> => {
      await k.schema.dropTableIfExists('batch_items')
      await k.schema.dropTableIfExists('batches')
    }
  }
}
