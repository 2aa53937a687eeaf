/** Peppol configuration: per party (capabilities, business card) and the tenant's defaults for `inherited`. */
import type { Knex } from 'knex'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('party_peppol', t => {
    t.text('party_id').primary().references('parties.id').onDelete('CASCADE')
    t.text('tenant_id').notNullable()
    t.jsonb('capabilities').notNullable()
    t.jsonb('business_card')
    t.timestamp('updated_at', { useTz: true }).notNullable()
  })
  await knex.schema.createTable('tenant_peppol', t => {
    t.text('tenant_id').primary().references('tenants.id').onDelete('CASCADE')
    t.jsonb('capabilities').notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('party_peppol')
  await knex.schema.dropTableIfExists('tenant_peppol')
}
