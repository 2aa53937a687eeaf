/**
 * Past reports, read-only, for operators (admin token; served in every process with the api role):
 *   GET /admin/v1/reporting?environment=&month=&limit=   { reports: [{ id, environment, month, kind, valid, state,
 *                                                          attempts, messageId, error, builtAt, sentAt, failedAssertions }] }
 *   GET /admin/v1/reporting/{id}                          the report with its Schematron assertions (no XML)
 *   GET /admin/v1/reporting/{id}/xml                      the report as sent (application/xml, attachment)
 *   GET /admin/v1/reporting/received                      reports received as the reporting receiver (WHARF_REPORTING_ACCEPT)
 * and the operator actions behind `wharf reporting build|send --month YYYY-MM [--environment E]`:
 *   POST /admin/v1/reporting/build {month, environment?}  builds and validates both reports (a sent one is kept), with XML
 *   POST /admin/v1/reporting/send  {month, environment?}  builds and sends those not sent yet (schedule.ts sendMonth)
 * The environment defaults to the AP certificate's stage (test: acceptance).
 */
import type { FastifyInstance } from 'fastify'
import type { PluginContext } from '../../../core/sdk/host.ts'
import { WharfError } from '../../../core/sdk/host.ts'
import { listReports, reportById } from './reports.ts'
import { buildFor, reportingEnvironment, sendMonth } from './schedule.ts'

const config = { auth: 'admin' } as const
const tags = ['admin']
const security = [{ admin: [] }]

export async function reportingRoutes (app: FastifyInstance, opts: { context: PluginContext }): Promise<void> {
  const { knex } = opts.context
  const found = async (id: string) => {
    const r = /^[0-9a-f-]{36}$/.test(id) ? await reportById(knex, id) : undefined
    if (r === undefined) throw new WharfError('NOT_FOUND', `No report ${id}`)
    return r
  }
  app.get('/admin/v1/reporting', { config, schema: { tags, security, summary: 'Peppol Reporting: past EUSR and TSR reports' } }, async req => {
    const q = req.query as { environment?: string, month?: string, limit?: string }
    const limit = Math.min(Math.max(Number(q.limit ?? 100) || 100, 1), 1000)
    return { reports: await listReports(knex, { ...(q.environment !== undefined ? { environment: q.environment } : {}), ...(q.month !== undefined ? { month: q.month } : {}) }, limit) }
  })
  app.get('/admin/v1/reporting/received', { config, schema: { tags, security, summary: 'Peppol Reporting: reports received as the reporting receiver' } }, async () => {
    const rows = await knex('peppol_reports_received').orderBy('received_at', 'desc').limit(1000)
      .select('message_id', 'environment', 'kind', 'month', 'reporter_id', 'sender', 'sender_ap', 'valid', 'received_at') as Array<Record<string, unknown>>
    return {
      reports: rows.map(r => ({
        messageId: r.message_id, environment: r.environment, kind: r.kind, month: r.month, reporterId: r.reporter_id, sender: r.sender,
        senderAccessPoint: r.sender_ap, valid: r.valid === true || r.valid === 1, receivedAt: new Date(r.received_at as string).toISOString()
      }))
    }
  })
  const monthInput = (body: unknown): { environment: string, month: string } => {
    const b = (body ?? {}) as { month?: unknown, environment?: unknown }
    if (typeof b.month !== 'string') throw new WharfError('REPORTING_MONTH_INVALID', 'month (YYYY-MM) is required', { field: 'month' })
    if (b.environment !== undefined && b.environment !== 'acceptance' && b.environment !== 'production') throw new WharfError('VALIDATION_FAILED', 'environment is acceptance or production', { field: 'environment' })
    return { month: b.month, environment: (b.environment as string | undefined) ?? reportingEnvironment(opts.context.config) }
  }
  app.post('/admin/v1/reporting/build', { config, schema: { tags, security, summary: 'Peppol Reporting: build and validate the EUSR and TSR of a month' } }, async req => {
    const input = monthInput(req.body)
    const reports = await buildFor(opts.context, input)
    return { ...input, reports: reports.map(r => ({ id: r.id, kind: r.kind, valid: r.valid, state: r.state, assertions: r.assertions, xml: r.xml })) }
  })
  app.post('/admin/v1/reporting/send', { config, schema: { tags, security, summary: 'Peppol Reporting: build and send the reports of a month' } }, async req => {
    const input = monthInput(req.body)
    return { ...input, ...await sendMonth(opts.context, input) }
  })
  app.get('/admin/v1/reporting/:id', { config, schema: { tags, security, summary: 'Peppol Reporting: one report with its validation' } }, async req => {
    const { xml: _xml, ...r } = await found((req.params as { id: string }).id)
    return r
  })
  app.get('/admin/v1/reporting/:id/xml', { config, schema: { tags, security, summary: 'Peppol Reporting: the report XML' } }, async (req, reply) => {
    const r = await found((req.params as { id: string }).id)
    return await reply.type('application/xml; charset=utf-8').header('Content-Disposition', `attachment; filename="${r.kind}-${r.environment}-${r.month}.xml"`).send(r.xml)
  })
}
