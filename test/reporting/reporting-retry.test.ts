// Peppol Reporting with retries: the reporting receiver's AS4 endpoint is down when the monthly job runs (B's SMP
// answers, its AS4 front refuses connections): the job keeps the reports unsent with the error and retries; with the
// endpoint back and A's clock past the retry delay, both reports arrive once. An empty month gives valid zero reports.
// A retryable failure after the deadline (the 15th of the next month) is final: the reports are `failed`.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { As4Network, eventually } from '../as4/network.ts'
import { party } from '../helpers/fixtures.ts'
import { pluginContext } from '../../core/plugins/extensions.ts'
import { scheduleReporting, sendMonth } from '../../plugins/peppol-as4/reporting/schedule.ts'
import { monthBounds, previousMonth } from '../../plugins/peppol-as4/reporting/constants.ts'

const OPENPEPPOL = '9925:be0848934496'
const net = new As4Network({ frontB: true, hookA: false, env: { A: { WHARF_REPORTING_COUNTRY: 'BE' }, B: { WHARF_REPORTING_ACCEPT: 'true' } } })

before(async () => {
  await net.start()
  const b = net.node('B')
  await party(b.t, b.tenantId, [OPENPEPPOL])
  const cfg = await net.call('B', 'PUT', `/api/v1/peppol/config/party/${OPENPEPPOL}`, { capabilities: { invoices: 'off' } })
  assert.equal(cfg.statusCode, 200, cfg.body)
  await eventually('the reporting receiver registered', async () => (await net.call('B', 'GET', `/api/v1/peppol/config/party/${OPENPEPPOL}`)).json().registration.participants[0]?.sml === 'registered', 60_000)
})
after(async () => { await net.close() })

test('receiver down: retried with the error kept; back: sent once; after the deadline: failed', async () => {
  const a = net.node('A')
  const b = net.node('B')
  const front = net.frontB as NonNullable<typeof net.frontB>
  const port = front.port
  const month = new Date(a.t.clock.now()).toISOString().slice(0, 7)
  const next = (monthBounds(month) as { to: Date }).to.getTime()
  for (const n of [a, b]) n.t.clock.set(new Date(next + 2 * 86_400_000))
  await front.stop()
  assert.deepEqual(await scheduleReporting(pluginContext(a.t.wharf)), { reportingScheduled: 1 })
  a.t.wharf.wakeup?.notify?.()
  const failing = await eventually('the first attempt failed', async () => {
    const rows = await a.t.wharf.knex('peppol_reports').orderBy('kind') as Array<{ kind: string, state: string, error: string | null, attempts: number }>
    return rows.length === 2 && rows.every(r => r.error !== null) ? rows : undefined
  }, 60_000)
  for (const r of failing) {
    assert.equal(r.state, 'built')
    assert.match(r.error as string, /^CONNECTION_FAILED: .*ECONNREFUSED/)
  }
  // The worker writes the job's result back after the attempt (batched), so wait for it.
  const job = await eventually('the job written back for a retry', async () => {
    const row = await a.t.wharf.knex('jobs').where({ kind: 'peppol.reporting' }).first()
    return row?.status === 'running' ? undefined : row
  }, 60_000)
  assert.equal(job.status, 'pending')
  assert.ok(new Date(job.run_at).getTime() > a.t.clock.now(), 'retried later, not at once')

  await front.start(port)
  for (const n of [a, b]) n.t.clock.advance(7 * 60_000 * 60)
  a.t.wharf.wakeup?.notify?.()
  await eventually('both reports sent', async () => {
    const rows = await a.t.wharf.knex('peppol_reports').where({ state: 'sent' })
    return rows.length === 2 ? rows : undefined
  }, 60_000)
  const received = await b.t.wharf.knex('peppol_reports_received').orderBy('kind') as Array<{ kind: string, xml: string, valid: boolean | number }>
  assert.deepEqual(received.map(r => [r.kind, r.valid === true || r.valid === 1]), [['EUSR', true], ['TSR', true]])
  assert.match(received[1]?.xml as string, /<Total><Incoming>0<\/Incoming><Outgoing>0<\/Outgoing><\/Total><\/TransactionStatisticsReport>/)
  assert.match(received[0]?.xml as string, /<FullSet><SendingEndUsers>0<\/SendingEndUsers><ReceivingEndUsers>0<\/ReceivingEndUsers><SendingOrReceivingEndUsers>0<\/SendingOrReceivingEndUsers><\/FullSet><\/EndUserStatisticsReport>/)

  // The month before, past its deadline, with the endpoint down: failed for good, nothing arrives.
  await front.stop()
  const earlier = previousMonth(next - 1)
  const r = await sendMonth(pluginContext(a.t.wharf), { environment: 'acceptance', month: earlier }, 1, true)
  assert.equal(r.failed, true)
  assert.equal(r.retry, false)
  const rows = await a.t.wharf.knex('peppol_reports').where({ month: earlier }) as Array<{ state: string, error: string }>
  assert.deepEqual(rows.map(x => x.state), ['failed', 'failed'])
  assert.equal(Number((await b.t.wharf.knex('peppol_reports_received').count<Array<{ n: string }>>('* as n'))[0].n), 2)
})
