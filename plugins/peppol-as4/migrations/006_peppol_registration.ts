/**
 * Peppol registration state per participant identifier: is it registered in the SML by this SMP, is its business card
 * published in the Directory, is it being handed over to another provider (migration) or already gone.
 */
import type { Knex } from 'knex'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('peppol_registrations', t => {
    t.text('environment').notNullable()
    /** `<scheme>:<value>` as stored in party_identifiers (numeric scheme, normalised value). */
    t.text('participant').notNullable()
    t.text('party_id').notNullable().references('parties.id').onDelete('CASCADE')
    t.text('tenant_id').notNullable()
    /** unregistered | registered | failed | migrating | migrated-away */
    t.text('sml_state').notNullable()
    t.text('sml_error')
    /** not-published | published | failed */
    t.text('directory_state').notNullable()
    t.text('directory_error')
    t.timestamp('migration_expires_at', { useTz: true })
    t.timestamp('updated_at', { useTz: true }).notNullable()
    t.primary(['environment', 'participant'])
    t.index(['party_id'])
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('peppol_registrations')
}
