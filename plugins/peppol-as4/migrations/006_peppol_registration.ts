/**
 * Peppol registration state per participant identifier: is it registered in the SML by this SMP, is its business card
 * published in the Directory, is it being handed over to another provider (migration) or already gone.
 */
import type { Knex } from 'knex'
import { optionalText, optionalTime, requiredText, requiredTime } from '../../../core/sdk/migrations.ts'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('peppol_registrations', t => {
    /** participant: `<scheme>:<value>` as stored in party_identifiers (numeric scheme, normalised value). */
    requiredText(t, 'environment', 'participant')
    t.text('party_id').notNullable().references('parties.id').onDelete('CASCADE')
    /** sml_state: unregistered | registered | failed | migrating | migrated-away */
    requiredText(t, 'tenant_id', 'sml_state')
    optionalText(t, 'sml_error')
    /** not-published | published | failed */
    requiredText(t, 'directory_state')
    optionalText(t, 'directory_error')
    optionalTime(t, 'migration_expires_at')
    requiredTime(t, 'updated_at')
    t.primary(['environment', 'participant'])
    t.index(['party_id'])
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('peppol_registrations')
}
