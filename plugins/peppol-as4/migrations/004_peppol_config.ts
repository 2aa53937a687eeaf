/** Peppol configuration: per party (capabilities, business card) and the tenant's defaults for `inherited`. */
import type { Knex } from 'knex'
import { dropTables, requiredText, requiredTime } from '../../../core/sdk/migrations.ts'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('party_peppol', t => {
    t.text('party_id').primary().references('parties.id').onDelete('CASCADE')
    requiredText(t, 'tenant_id')
    t.jsonb('capabilities').notNullable()
    t.jsonb('business_card')
    requiredTime(t, 'updated_at')
  })
  await knex.schema.createTable('tenant_peppol', t => {
    t.text('tenant_id').primary().references('tenants.id').onDelete('CASCADE')
    t.jsonb('capabilities').notNullable()
    requiredTime(t, 'updated_at')
  })
}

export async function down (knex: Knex): Promise<void> {
  await dropTables(knex, 'party_peppol', 'tenant_peppol')
}
