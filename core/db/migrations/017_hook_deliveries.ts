/**
 * Deliveries as data (issue 22 point 3, core/deliveries): one `hook_deliveries` row per event routed to a hook (the
 * X-Service-Delivery id; written with the job by publish()), and one `hook_delivery_attempts` row per attempt (time,
 * HTTP status, latency, error, the first KiB of the answer). The model is Svix's message / attempt: a delivery is
 * `pending` (queued, maybe retrying), `delivered` or `failed` (abandoned); `job_id` is the queue job that carries it
 * now (a retry or redrive queues a new one with the same delivery id). Rows go with the event log's retention.
 * Deliveries still in the queue when this runs are backfilled from their jobs.
 */
import type { Knex } from 'knex'
import { dropTables, optionalText, optionalTime, requiredText, requiredTime } from '../columns.ts'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('hook_deliveries', t => {
    t.text('id').primary()
    requiredText(t, 'tenant_id', 'environment', 'hook_id', 'event_id', 'topic')
    /** The public documentId of the event, and the document's internal key when it differs. */
    optionalText(t, 'document_id', 'document_key')
    requiredText(t, 'status')
    t.integer('attempts').notNullable().defaultTo(0)
    optionalText(t, 'job_id')
    t.integer('last_status')
    optionalText(t, 'last_error')
    optionalTime(t, 'last_attempt_at', 'next_attempt_at')
    requiredTime(t, 'created_at', 'updated_at')
  })
  await knex.raw("alter table hook_deliveries add constraint hook_deliveries_status_check check (status in ('pending', 'delivered', 'failed'))")
  // The list of one hook's deliveries, newest first (filters on status, topic and period read within it).
  await knex.raw('create index hook_deliveries_by_hook on hook_deliveries (hook_id, created_at desc, id desc)')
  await knex.raw('create index hook_deliveries_created on hook_deliveries (created_at)')
  await knex.schema.createTable('hook_delivery_attempts', t => {
    t.text('delivery_id').notNullable().references('hook_deliveries.id').onDelete('CASCADE')
    t.integer('attempt').notNullable()
    requiredTime(t, 'at')
    /** delivered, retry (a retryable failure with a next attempt) or failed (permanent, or retries used up). */
    requiredText(t, 'outcome')
    t.integer('status_code')
    t.integer('latency_ms')
    /** response: the first KiB of the receiver's answer. */
    optionalText(t, 'error_code', 'error', 'response')
    t.primary(['delivery_id', 'attempt'])
  })
  // Deliveries queued before this migration (their events still in the log).
  await knex.raw(`
    insert into hook_deliveries (id, tenant_id, environment, hook_id, event_id, topic, document_id, document_key, status, attempts, job_id, last_error, next_attempt_at, created_at, updated_at)
    select j.payload->>'deliveryId', e.tenant_id, e.environment, j.payload->>'hookId', e.id, e.topic, e.document_id, j.payload->>'documentKey',
           case j.status when 'done' then 'delivered' when 'failed' then 'failed' else 'pending' end,
           j.attempts, j.id, j.last_error, case when j.status = 'pending' then j.run_at end, j.created_at, j.updated_at
      from jobs j join events e on e.id = j.payload->'event'->>'eventId'
     where j.kind = 'hook.deliver' and j.payload->>'deliveryId' is not null
    on conflict (id) do nothing`)
}

export async function down (knex: Knex): Promise<void> {
  await dropTables(knex, 'hook_delivery_attempts', 'hook_deliveries')
}
