/**
 * Peppol Reporting on schedule, as durable work (host.ts registers both):
 *   housekeeping (hourly)  from WHARF_REPORTING_DELAY_DAYS (default 1) days into a month, enqueues the previous
 *                          month's job once (dedupe key environment:month), due at once, deadline the 15th of the
 *                          month 23:59:59 UTC (OpenPeppol wants the reports by the 15th);
 *   peppol.reporting       builds both reports (reports.ts), refuses to send one the Schematron rejects (failed for
 *                          good: an operator looks at it), sends the others (send.ts); a retryable failure (SML/SMP
 *                          or the receiver unreachable) retries with backoff from one minute up to six hours until
 *                          the deadline.
 * The environment reported is the one of the AP certificate's stage: test -> acceptance, production -> production.
 *
 *   await sendMonth(wharf, { environment: 'acceptance', month: '2026-10' })   // what the job and `wharf reporting send` run
 */
import type { PluginContext as Wharf } from '../../../core/sdk/host.ts'
import { enqueue, exponentialBackoff, outcome } from '../../../core/sdk/host.ts'
import { WharfError } from '../../../core/sdk/host.ts'
import { monthBounds, previousMonth } from './constants.ts'
import { buildMonth, markFailed, markSent, type StoredReport } from './reports.ts'
import { ourSeatId, sendReport } from './send.ts'

export const REPORTING_KIND = 'peppol.reporting'
export const REPORTING_RETRY = exponentialBackoff({ initialMs: 60_000, maxDelayMs: 6 * 3_600_000 })

export const reportingEnvironment = (config: Wharf['config']): 'acceptance' | 'production' => config.lookup.stage === 'production' ? 'production' : 'acceptance'

export async function buildFor (wharf: Pick<Wharf, 'knex' | 'clock' | 'config'>, input: { environment: string, month: string }): Promise<StoredReport[]> {
  const reporterId = ourSeatId(wharf.config)
  if (reporterId === undefined) throw new WharfError('REPORTING_NOT_CONFIGURED', 'Peppol Reporting needs the AP certificate and key (WHARF_AP_CERT_FILE, WHARF_AP_KEY_FILE)')
  const country = wharf.config.reporting.country
  return await buildMonth(wharf, { ...input, reporterId, ...(country !== undefined ? { country } : {}) })
}

export interface MonthResult { reports: Array<{ kind: string, state: string, valid: boolean, messageId: string | null, error: string | null }>, retry: boolean, failed: boolean }

/** Builds the month's reports and sends those not sent yet. */
export async function sendMonth (wharf: Pick<Wharf, 'knex' | 'clock' | 'config' | 'log'>, input: { environment: string, month: string }, attempt = 1, final = true): Promise<MonthResult> {
  const reports = await buildFor(wharf, input)
  const result: MonthResult = { reports: [], retry: false, failed: false }
  for (const r of reports) {
    let state = r.state; let messageId = r.messageId; let error = r.error
    if (r.state !== 'sent') {
      if (!r.valid) {
        error = `the report fails the official Schematron: ${r.assertions.map(a => a.id).join(', ')}`
        await markFailed(wharf.knex, r.id, error, r.attempts, true)
        state = 'failed'; result.failed = true
      } else {
        const sent = await sendReport(wharf, r, attempt)
        if (sent.ok) {
          await markSent(wharf.knex, r.id, wharf.clock.now(), sent.messageId, r.attempts + 1)
          state = 'sent'; messageId = sent.messageId; error = null
        } else {
          error = `${sent.code}: ${sent.message}`
          const giveUp = !sent.retryable || final
          await markFailed(wharf.knex, r.id, error, r.attempts + 1, giveUp)
          state = giveUp ? 'failed' : 'built'
          if (giveUp) result.failed = true
          else result.retry = true
        }
      }
    }
    result.reports.push({ kind: r.kind, state, valid: r.valid, messageId, error })
  }
  wharf.log.info({ ...input, reports: result.reports.map(r => `${r.kind}:${r.state}`) }, 'Peppol Reporting')
  return result
}

/** The 15th of the month after `month`, 23:59:59.999 UTC. */
export function deadlineOf (month: string): number {
  const b = monthBounds(month)
  if (b === undefined) throw new Error(`not a month: ${month}`)
  return b.to.getTime() + 15 * 86_400_000 - 1
}

/** The work handler: one month of one environment. */
export function reportingHandler (wharf: Wharf) {
  return async (job: { payload: { environment: string, month: string }, attempts: number }) => {
    const final = wharf.clock.now() >= deadlineOf(job.payload.month)
    const r = await sendMonth(wharf, job.payload, job.attempts, final)
    if (r.retry) return outcome.retry({ error: r.reports.map(x => x.error).filter(Boolean).join('; ') })
    if (r.failed) return outcome.fail(r.reports.map(x => x.error).filter(Boolean).join('; '), r)
    return outcome.done(r)
  }
}

/** Hourly: the previous month's job, once, when its time has come. */
export async function scheduleReporting (wharf: Wharf): Promise<Record<string, number>> {
  const { reporting } = wharf.config
  if (!reporting.enabled || ourSeatId(wharf.config) === undefined) return { reportingScheduled: 0 }
  const now = wharf.clock.now()
  const month = previousMonth(now)
  const due = (monthBounds(month)?.to.getTime() ?? 0) + reporting.delayDays * 86_400_000
  if (now < due) return { reportingScheduled: 0 }
  const environment = reportingEnvironment(wharf.config)
  await enqueue(wharf.knex, wharf.clock, { kind: REPORTING_KIND, payload: { environment, month }, dedupeKey: `${environment}:${month}`, deadline: deadlineOf(month) })
  return { reportingScheduled: 1 }
}
