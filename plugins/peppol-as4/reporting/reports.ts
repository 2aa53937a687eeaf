/**
 * Building, validating and keeping the reports of one month (table peppol_reports, migration 016): both kinds are
 * built from the message log (log.ts, build.ts), run through the official Schematron (rule sets peppol-reporting-eusr
 * and peppol-reporting-tsr, rules/peppol-reporting/, through core/sdk/validation.ts) and stored. A report already sent
 * is kept as it was sent; building again replaces a report not sent yet.
 *
 *   const reports = await buildMonth(wharf, { environment: 'test', month: '2026-10' })   // [{ kind, xml, valid, ... }]
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Clock } from '../../../core/sdk/host.ts'
import { jsonColumn, WharfError } from '../../../core/sdk/host.ts'
import { runRuleSet, type SvrlAssertion } from '../../../core/sdk/validation.ts'
import { buildEusr, buildTsr, type LogRow } from './build.ts'
import { KINDS, RULE_SET_OF, monthBounds, type ReportKind } from './constants.ts'
import { monthLog } from './log.ts'

export interface StoredReport {
  id: string
  environment: string
  month: string
  kind: ReportKind
  xml: string
  valid: boolean
  assertions: SvrlAssertion[]
  state: 'built' | 'sent' | 'failed'
  attempts: number
  messageId: string | null
  error: string | null
  builtAt: string
  sentAt: string | null
}

/** The fatal findings of the official Schematron (every SCH-EUSR / SCH-TSR rule is flag fatal). */
export function validateReport (kind: ReportKind, xml: string): SvrlAssertion[] {
  return runRuleSet(RULE_SET_OF[kind], xml).filter(a => a.flag === 'error')
}

export function buildReports (rows: LogRow[], header: { start: string, end: string, reporterId: string }): Record<ReportKind, string> {
  return { EUSR: buildEusr(rows, header), TSR: buildTsr(rows, header) }
}

export async function buildMonth (deps: { knex: Knex, clock: Clock }, input: { environment: string, month: string, reporterId: string, country?: string }): Promise<StoredReport[]> {
  const b = monthBounds(input.month)
  if (b === undefined) throw new WharfError('REPORTING_MONTH_INVALID', `${input.month} is not a month (YYYY-MM)`, { month: input.month })
  if (b.to.getTime() > deps.clock.now()) throw new WharfError('REPORTING_MONTH_INVALID', `${input.month} is not over yet`, { month: input.month })
  const rows = await monthLog(deps.knex, input.environment, input.month, input.country !== undefined ? { country: input.country } : {})
  const xml = buildReports(rows, { start: b.start, end: b.end, reporterId: input.reporterId })
  const out: StoredReport[] = []
  for (const kind of KINDS) {
    const existing = await reportOf(deps.knex, input.environment, input.month, kind)
    if (existing?.state === 'sent') { out.push(existing); continue }
    const assertions = validateReport(kind, xml[kind])
    const row = {
      id: existing?.id ?? randomUUID(), environment: input.environment, month: input.month, kind, xml: xml[kind], valid: assertions.length === 0,
      assertions: JSON.stringify(assertions), state: 'built', attempts: existing?.attempts ?? 0, message_id: null, error: null, built_at: new Date(deps.clock.now()), sent_at: null
    }
    await deps.knex('peppol_reports').insert(row).onConflict(['environment', 'month', 'kind']).merge()
    out.push(toReport(row))
  }
  return out
}

export async function reportOf (db: Knex | Knex.Transaction, environment: string, month: string, kind: ReportKind): Promise<StoredReport | undefined> {
  const row = await db('peppol_reports').where({ environment, month, kind }).first()
  return row === undefined ? undefined : toReport(row)
}

export async function reportById (db: Knex, id: string): Promise<StoredReport | undefined> {
  const row = await db('peppol_reports').where({ id }).first()
  return row === undefined ? undefined : toReport(row)
}

/** Newest month first; without the XML. */
export async function listReports (db: Knex, filter: { environment?: string, month?: string }, limit: number): Promise<Array<Omit<StoredReport, 'xml' | 'assertions'> & { failedAssertions: number }>> {
  const q = db('peppol_reports').orderBy([{ column: 'month', order: 'desc' }, { column: 'kind', order: 'asc' }]).limit(limit)
  if (filter.environment !== undefined) q.where({ environment: filter.environment })
  if (filter.month !== undefined) q.where({ month: filter.month })
  const rows = await q
  return rows.map(r => { const { xml: _x, assertions, ...rest } = toReport(r); return { ...rest, failedAssertions: assertions.length } })
}

export async function markSent (db: Knex, id: string, at: number, messageId: string, attempts: number): Promise<void> {
  await db('peppol_reports').where({ id }).update({ state: 'sent', message_id: messageId, sent_at: new Date(at), error: null, attempts })
}

export async function markFailed (db: Knex, id: string, error: string, attempts: number, final: boolean): Promise<void> {
  await db('peppol_reports').where({ id }).whereNot({ state: 'sent' }).update({ state: final ? 'failed' : 'built', error, attempts })
}

function toReport (r: Record<string, unknown>): StoredReport {
  const iso = (v: unknown): string | null => v == null ? null : new Date(v as string).toISOString()
  return {
    id: r.id as string, environment: r.environment as string, month: r.month as string, kind: r.kind as ReportKind, xml: r.xml as string,
    valid: r.valid === true || r.valid === 1 || r.valid === 't', assertions: jsonColumn<SvrlAssertion[]>(r.assertions as string) ?? [],
    state: r.state as StoredReport['state'], attempts: Number(r.attempts ?? 0), messageId: (r.message_id as string | null) ?? null,
    error: (r.error as string | null) ?? null, builtAt: iso(r.built_at) as string, sentAt: iso(r.sent_at)
  }
}
