/**
 * Durable work (core/work): one `jobs` table holds every queued event, command and delivery. Rows are written in the
 * caller's transaction (transactional outbox) and claimed by workers with FOR UPDATE SKIP LOCKED and a lease.
 *
 * `run_at` is "when this row next needs a worker": for a pending job the time it is due, for a running job the end
 * of its lease (the claim sets run_at = lease_until). So one partial index on (kind, run_at) serves both the
 * due-job claim and the reclaim of expired leases: per kind, the claim is an ordered index scan that stops after
 * the batch size, and a backlog of kinds that a worker does not handle costs that worker nothing.
 * Targets PostgreSQL 15 and PGlite alike.
 */
import type { Knex } from 'knex'
import { optionalText, optionalTime, requiredText, requiredTime } from '../columns.ts'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', t => {
    t.text('id').primary()
    requiredText(t, 'kind')
    optionalText(t, 'tenant_id')
    t.jsonb('payload').notNullable()
    requiredText(t, 'status')
    t.integer('attempts').notNullable().defaultTo(0)
    t.integer('max_attempts')
    optionalTime(t, 'deadline')
    requiredTime(t, 'run_at')
    optionalTime(t, 'lease_until')
    optionalText(t, 'locked_by', 'last_error')
    t.jsonb('result')
    optionalText(t, 'dedupe_key')
    requiredTime(t, 'created_at', 'updated_at')
  })
  await knex.raw("alter table jobs add constraint jobs_status_check check (status in ('pending', 'running', 'done', 'failed'))")
  // The claim, per kind: kind = $k and status in (pending, running) and run_at <= now order by run_at limit n.
  await knex.raw("create index jobs_due on jobs (kind, run_at) where status in ('pending', 'running')")
  // enqueue() inserts with ON CONFLICT DO NOTHING, which this partial unique index satisfies.
  await knex.raw('create unique index jobs_dedupe on jobs (kind, dedupe_key) where dedupe_key is not null')
  // Housekeeping deletes finished jobs by age.
  await knex.raw("create index jobs_finished on jobs (updated_at) where status in ('done', 'failed')")
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('jobs')
}
