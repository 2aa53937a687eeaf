/**
 * End-customer user management through the API (core/tenancy/user-routes.ts): when a user's password is reset,
 * tokens issued before that moment are refused (core/auth/principal.ts compares the token's iat with this column).
 */
import type { Knex } from 'knex'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', t => {
    t.timestamp('credentials_changed_at', { useTz: true })
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', t => { t.dropColumn('credentials_changed_at') })
}
