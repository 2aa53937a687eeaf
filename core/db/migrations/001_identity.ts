/**
 * Identity and tenancy: tenants, their subscription keys, applications, end-customer users, parties with their
 * identifiers, and the token signing keys of each environment. Targets PostgreSQL 15 and PGlite alike.
 */
import type { Knex } from 'knex'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('tenants', t => {
    t.text('id').primary()
    t.text('name').notNullable()
    t.text('environment').notNullable()
    t.text('plan').notNullable().defaultTo('standard')
    t.text('kind').notNullable().defaultTo('partner')
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.unique(['environment', 'name'])
  })
  await knex.schema.createTable('subscription_keys', t => {
    t.text('id').primary()
    t.text('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE')
    t.text('key_hash').notNullable().unique()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('revoked_at', { useTz: true })
  })
  await knex.schema.createTable('applications', t => {
    t.text('id').primary()
    t.text('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE')
    t.text('client_id').notNullable().unique()
    t.text('secret_hash').notNullable()
    t.text('name')
    t.jsonb('roles').notNullable()
    t.jsonb('party_ids')
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('revoked_at', { useTz: true })
  })
  await knex.schema.createTable('parties', t => {
    t.text('id').primary()
    t.text('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE')
    t.text('environment').notNullable()
    t.text('name')
    t.timestamp('created_at', { useTz: true }).notNullable()
  })
  await knex.schema.createTable('party_identifiers', t => {
    t.text('environment').notNullable()
    t.text('scheme').notNullable()
    t.text('value').notNullable()
    t.text('value_key').notNullable()
    t.text('party_id').notNullable().references('parties.id').onDelete('CASCADE')
    t.text('tenant_id').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.primary(['environment', 'scheme', 'value_key'])
    t.index(['party_id'])
  })
  await knex.schema.createTable('users', t => {
    t.text('id').primary()
    t.text('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE')
    t.text('username').notNullable()
    t.text('password_hash').notNullable()
    t.jsonb('roles').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('disabled_at', { useTz: true })
    t.unique(['tenant_id', 'username'])
  })
  await knex.schema.createTable('user_parties', t => {
    t.text('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.text('party_id').notNullable().references('parties.id').onDelete('CASCADE')
    t.primary(['user_id', 'party_id'])
  })
  await knex.schema.createTable('signing_keys', t => {
    t.text('kid').primary()
    t.text('environment').notNullable()
    t.text('alg').notNullable()
    t.jsonb('public_jwk').notNullable()
    t.text('private_jwk_sealed').notNullable()
    t.text('status').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('retired_at', { useTz: true })
  })
  // At most one active signing key per environment, even when several processes rotate at once.
  await knex.raw("create unique index signing_keys_one_active on signing_keys (environment) where status = 'active'")
  await knex.schema.createTable('settings', t => {
    t.text('key').primary()
    t.jsonb('value').notNullable()
  })
}

export async function down (knex: Knex): Promise<void> {
  for (const table of ['settings', 'signing_keys', 'user_parties', 'users', 'party_identifiers', 'parties', 'applications', 'subscription_keys', 'tenants']) {
    await knex.schema.dropTableIfExists(table)
  }
}
