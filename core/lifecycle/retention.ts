/**
 * Retention of documents' bytes (issue 18 point 6), per tenant: the process defaults (core/config.ts `retention`,
 * WHARF_RETENTION_*) with the tenant's own periods (table tenant_retention, admin API
 * /admin/v1/tenants/{tenant}/retention) over them. A document's bytes expire:
 *   received        receivedDays after receipt, or afterDownloadDays after its first download, whichever comes first
 *   sent            sentHours after delivery (its Delivered entry)
 *   failed          failedDays after it failed or was rejected (its Failed or Rejected entry)
 * Documents still being sent never expire. Expiry removes the bytes like DELETE (core/lifecycle/remove.ts) with an
 * Expired entry; metadata and history stay.
 *
 * enforceRetention() is bounded: at most `batchSize` documents per query and `maxBatches` queries per call; it says
 * whether more may remain (the housekeeping job then runs again at once: core/lifecycle/housekeeping.ts).
 */
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import type { Config } from '../config.ts'
import { removeContent } from './remove.ts'

export interface RetentionPeriods { receivedDays: number, afterDownloadDays: number, sentHours: number, failedDays: number }
export type RetentionOverrides = { [K in keyof RetentionPeriods]: number | null }

const COLUMNS: Record<keyof RetentionPeriods, string> = { receivedDays: 'received_days', afterDownloadDays: 'after_download_days', sentHours: 'sent_hours', failedDays: 'failed_days' }
export const PERIOD_LIMITS: Record<keyof RetentionPeriods, { minimum: number, maximum: number }> = {
  receivedDays: { minimum: 1, maximum: 3650 }, afterDownloadDays: { minimum: 1, maximum: 3650 }, sentHours: { minimum: 1, maximum: 87_600 }, failedDays: { minimum: 1, maximum: 3650 }
}
const KEYS = Object.keys(COLUMNS) as Array<keyof RetentionPeriods>

export const defaultPeriods = (config: Config): RetentionPeriods => {
  const { receivedDays, afterDownloadDays, sentHours, failedDays } = config.retention
  return { receivedDays, afterDownloadDays, sentHours, failedDays }
}

/** The tenant's own periods (null: the default). */
export async function tenantOverrides (db: Knex, tenantId: string): Promise<RetentionOverrides> {
  const row = await db('tenant_retention').where({ tenant_id: tenantId }).first()
  return Object.fromEntries(KEYS.map(k => [k, row?.[COLUMNS[k]] ?? null])) as RetentionOverrides
}

/** Sets the given periods (null: back to the default; absent: unchanged). */
export async function setTenantOverrides (db: Knex, clock: Clock, tenantId: string, change: Partial<RetentionOverrides>): Promise<RetentionOverrides> {
  const current = await tenantOverrides(db, tenantId)
  const next = { ...current, ...change }
  const row = { tenant_id: tenantId, updated_at: new Date(clock.now()), ...Object.fromEntries(KEYS.map(k => [COLUMNS[k], next[k]])) }
  await db('tenant_retention').insert(row).onConflict('tenant_id').merge()
  return next
}

export const effectivePeriods = (defaults: RetentionPeriods, o: RetentionOverrides): RetentionPeriods =>
  Object.fromEntries(KEYS.map(k => [k, o[k] ?? defaults[k]])) as unknown as RetentionPeriods

const DAY = "interval '1 day'"
const HOUR = "interval '1 hour'"
const entryBefore = (names: string, period: string, unit: string): string =>
  `exists (select 1 from document_status s where s.document_key = d.id and s.name in (${names}) and s.created_on <= ?::timestamptz - coalesce(r.${period}, ?) * ${unit})`

/**
 * Documents whose bytes have expired, oldest first, at most `limit`: their key, public id and the rule that applies.
 * One query over every tenant (each with its own periods); only documents that still have bytes are read (partial
 * index documents_with_content).
 */
export async function expiredDocuments (db: Knex, now: Date, defaults: RetentionPeriods, limit: number): Promise<Array<{ id: string, documentId: string, rule: string }>> {
  const received = `d.created_at <= ?::timestamptz - coalesce(r.received_days, ?) * ${DAY}`
  const downloaded = entryBefore("'Downloaded'", 'after_download_days', DAY)
  const delivered = entryBefore("'Delivered'", 'sent_hours', HOUR)
  const failed = entryBefore("'Failed', 'Rejected'", 'failed_days', DAY)
  const sql = `
    select d.id, d.document_id, case
        when d.direction = 'in' and ${received} then 'received ' || coalesce(r.received_days, ?) || ' days ago'
        when d.direction = 'in' then 'first downloaded ' || coalesce(r.after_download_days, ?) || ' days ago'
        when d.status = 'sent' then 'delivered ' || coalesce(r.sent_hours, ?) || ' hours ago'
        else 'failed ' || coalesce(r.failed_days, ?) || ' days ago' end as rule
      from documents d left join tenant_retention r on r.tenant_id = d.tenant_id
     where d.content_removed_at is null and (
           (d.direction = 'in' and (${received} or ${downloaded}))
        or (d.direction = 'out' and d.status = 'sent' and ${delivered})
        or (d.direction = 'out' and d.status = 'error' and ${failed}))
     order by d.created_at, d.id
     limit ?`
  const p = defaults
  const rows = await db.raw(sql, [
    now, p.receivedDays, p.receivedDays, p.afterDownloadDays, p.sentHours, p.failedDays,
    now, p.receivedDays, now, p.afterDownloadDays, now, p.sentHours, now, p.failedDays, limit
  ])
  return (rows.rows as Array<{ id: string, document_id: string, rule: string }>).map(r => ({ id: r.id, documentId: r.document_id, rule: r.rule }))
}

export interface RetentionRun { removed: number, more: boolean }

/** Removes expired bytes in bounded batches. */
export async function enforceRetention (knex: Knex, clock: Clock, config: Config): Promise<RetentionRun> {
  const { batchSize, maxBatches } = config.retention
  const defaults = defaultPeriods(config)
  let removed = 0
  for (let i = 0; i < maxBatches; i++) {
    const batch = await expiredDocuments(knex, new Date(clock.now()), defaults, batchSize)
    for (const d of batch) {
      if (await removeContent(knex, clock, d, { name: 'Expired', description: `Content removed by the retention policy (${d.rule}); metadata and history kept` })) removed++
    }
    if (batch.length < batchSize) return { removed, more: false }
  }
  return { removed, more: true }
}
