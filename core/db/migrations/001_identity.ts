/**
 * Identity and tenancy: tenants, their subscription keys, applications, end-customer users, parties with their
 * identifiers, and the token signing keys of each environment. Targets PostgreSQL 15 and PGlite alike.
 */
import type { Knex } from 'knex'
import { dropTables, optionalText, optionalTime, requiredText, requiredTime, tenantOwned } from '../columns.ts'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('tenants', t => {
    t.text('id').primary()
    requiredText(t, 'name', 'environment')
    t.text('plan').notNullable().defaultTo('standard')
    t.text('kind').notNullable().defaultTo('partner')
    requiredTime(t, 'created_at')
    t.unique(['environment', 'name'])
  })
  await knex.schema.createTable('subscription_keys', t => {
    tenantOwned(t)
    t.text('key_hash').notNullable().unique()
    requiredTime(t, 'created_at')
    optionalTime(t, 'revoked_at')
  })
  await knex.schema.createTable('applications', t => {
    tenantOwned(t)
    t.text('client_id').notNullable().unique()
    requiredText(t, 'secret_hash')
    optionalText(t, 'name')
    t.jsonb('roles').notNullable()
    t.jsonb('party_ids')
    requiredTime(t, 'created_at')
    optionalTime(t, 'revoked_at')
  })
  await knex.schema.createTable('parties', t => {
    tenantOwned(t)
    requiredText(t, 'environment')
    optionalText(t, 'name')
    requiredTime(t, 'created_at')
  })
  await knex.schema.createTable('party_identifiers', t => {
    requiredText(t, 'environment', 'scheme', 'value', 'value_key')
    t.text('party_id').notNullable().references('parties.id').onDelete('CASCADE')
    requiredText(t, 'tenant_id')
    requiredTime(t, 'created_at')
    t.primary(['environment', 'scheme', 'value_key'])
    t.index(['party_id'])
  })
  await knex.schema.createTable('users', t => {
    tenantOwned(t)
    requiredText(t, 'username', 'password_hash')
    t.jsonb('roles').notNullable()
    requiredTime(t, 'created_at')
    optionalTime(t, 'disabled_at')
    t.unique(['tenant_id', 'username'])
  })
  await knex.schema.createTable('user_parties', t => {
    t.text('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.text('party_id').notNullable().references('parties.id').onDelete('CASCADE')
    t.primary(['user_id', 'party_id'])
  })
  await knex.schema.createTable('signing_keys', t => {
    t.text('kid').primary()
    requiredText(t, 'environment', 'alg')
    t.jsonb('public_jwk').notNullable()
    requiredText(t, 'private_jwk_sealed', 'status')
    requiredTime(t, 'created_at')
    optionalTime(t, 'retired_at')
  })
  // At most one active signing key per environment, even when several processes rotate at once.
  await knex.raw("create unique index signing_keys_one_active on signing_keys (environment) where status = 'active'")
  await knex.schema.createTable('settings', t => {
    t.text('key').primary()
    t.jsonb('value').notNullable()
  })
}

export async function down (knex: Knex): Promise<void> {
  await dropTables(knex, 'settings', 'signing_keys', 'user_parties', 'users', 'party_identifiers', 'parties', 'applications', 'subscription_keys', 'tenants')
}
