/**
 * Column helpers for migrations: the core's (core/db/migrations) and the plugins' (entry.migrations, through
 * core/sdk/migrations.ts). Each adds its columns with exactly the knex call named in its comment, one column per name,
 * in the order given, so a table declared with them has the same columns, types, nullability and order as one that
 * spells every column out (databases created before these helpers ran the migrations written out in full).
 *
 *   await knex.schema.createTable('receipts', t => {
 *     t.text('id').primary()
 *     requiredText(t, 'tenant_id', 'environment')      // text not null
 *     optionalText(t, 'document_id')                    // text
 *     requiredTime(t, 'created_at', 'updated_at')       // timestamp with time zone not null
 *   })
 *   // down:
 *   await dropTables(knex, 'receipts')
 */
import type { Knex } from 'knex'

type Table = Knex.TableBuilder

/** `t.text(name).notNullable()` for each name. */
export function requiredText (t: Table, ...names: string[]): void {
  for (const name of names) t.text(name).notNullable()
}

/** `t.text(name)` for each name. */
export function optionalText (t: Table, ...names: string[]): void {
  for (const name of names) t.text(name)
}

/** `t.timestamp(name, { useTz: true }).notNullable()` for each name. */
export function requiredTime (t: Table, ...names: string[]): void {
  for (const name of names) t.timestamp(name, { useTz: true }).notNullable()
}

/** `t.timestamp(name, { useTz: true })` for each name. */
export function optionalTime (t: Table, ...names: string[]): void {
  for (const name of names) t.timestamp(name, { useTz: true })
}

/**
 * `t.text('id').primary()` and `t.text('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE')`: a
 * row with its own text id that goes when its tenant is deleted.
 */
export function tenantOwned (t: Table): void {
  t.text('id').primary()
  t.text('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE')
}

/** `knex.schema.dropTableIfExists(name)` for each name, one after the other in the order given. */
export async function dropTables (knex: Knex, ...names: string[]): Promise<void> {
  for (const name of names) await knex.schema.dropTableIfExists(name)
}
