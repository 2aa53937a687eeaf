/**
 * Throttling of POST /connect/token (core/auth/throttle.ts): one row per throttled subject (a source address, a
 * client id, a tenant's username), shared by every Wharf process on the database. `key` is a SHA-256 of the subject,
 * so no username or client id of a failed attempt is stored in clear.
 */
import type { Knex } from 'knex'
import { optionalTime, requiredText, requiredTime } from '../columns.ts'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('login_throttle', t => {
    t.text('key').primary()
    /** ip, client or user: which limit applies. */
    requiredText(t, 'scope')
    /** Attempts in the current window that did not succeed (a success removes or lowers the count). */
    t.integer('attempts').notNullable()
    requiredTime(t, 'window_start')
    optionalTime(t, 'locked_until')
    /** Lockouts so far: each one lasts twice the one before. */
    t.integer('lockouts').notNullable()
    requiredTime(t, 'updated_at')
    t.index(['updated_at'])
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('login_throttle')
}
