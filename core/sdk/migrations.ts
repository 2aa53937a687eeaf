/**
 * SDK: column helpers for a plugin's tables (manifest entry.migrations), the same the core's migrations use
 * (core/db/columns.ts): each stands for the knex call in its comment, one column per name, in the order given.
 *
 *   await k.schema.createTable('acme_receipts', t => {
 *     requiredText(t, 'tenant_id', 'environment')   // t.text(name).notNullable()
 *     optionalText(t, 'document_id')                 // t.text(name)
 *     requiredTime(t, 'created_at')                  // t.timestamp(name, { useTz: true }).notNullable()
 *   })
 *   await dropTables(k, 'acme_receipts')             // down: dropTableIfExists, in the order given
 */
export { requiredText, optionalText, requiredTime, optionalTime, dropTables } from '../db/columns.ts'
