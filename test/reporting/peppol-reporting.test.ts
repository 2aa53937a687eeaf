// Issue 22 point 6: Peppol Reporting between two real Wharf instances on the local Peppol network (SML DNS + BDMSL,
// both SMPs, AS4 over loopback). A month of traffic: A sends 3 invoices and 1 order to B, B sends 2 invoices to A.
// Then the clocks move into the next month; A's hourly scheduling enqueues the peppol.reporting job, A's worker builds
// the EUSR and TSR of the month from its message log, validates them with the official Schematron and sends them over
// AS4 to OpenPeppol's reporting participant 9925:be0848934496, which B serves as the reporting receiver
// (WHARF_REPORTING_ACCEPT): B validates them again and keeps them.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { As4Network, PARTY_A, PARTY_B, eventually, invoice, statusOf } from '../as4/network.ts'
import { hostOf, party } from '../helpers/fixtures.ts'
import { pluginContext } from '../../core/plugins/extensions.ts'
import { scheduleReporting } from '../../plugins/peppol-as4/reporting/schedule.ts'
import { validateReport } from '../../plugins/peppol-as4/reporting/reports.ts'
import { monthBounds } from '../../plugins/peppol-as4/reporting/constants.ts'
import { main } from '../../scripts/cli/main.ts'
import os from 'node:os'

const OPENPEPPOL = '9925:be0848934496'
const ORDER = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/documents/poacc-uc1-order.xml'))
const net = new As4Network({
  env: {
    A: { WHARF_REPORTING_COUNTRY: 'BE', WHARF_AS4_COUNTRY_C1: 'BE' },
    B: { WHARF_REPORTING_ACCEPT: 'true', WHARF_AS4_COUNTRY_C1: 'NO' }
  }
})
let month = ''

/** The official BIS 3 example with B as supplier and A as customer. */
const invoiceBtoA = (n: string): Buffer => Buffer.from(invoice(n).toString('utf8')
  .replace('<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>', '<cbc:EndpointID schemeID="X">A</cbc:EndpointID>')
  .replace('<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>')
  .replace('<cbc:EndpointID schemeID="X">A</cbc:EndpointID>', '<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>'), 'utf8')

async function send (from: 'A' | 'B', segment: string, doc: Buffer): Promise<string> {
  const n = net.node(from)
  const res = await n.t.app.inject({
    method: 'POST', url: `/api/v1/${from === 'A' ? PARTY_A : PARTY_B}/${segment}/send`, payload: doc,
    headers: { host: hostOf('acceptance'), authorization: `Bearer ${n.token}`, 'content-type': 'application/xml' }
  })
  assert.equal(res.statusCode, 202, res.body)
  return res.json().documentId as string
}

before(async () => {
  await net.start()
  const a = net.node('A')
  const b = net.node('B')
  month = new Date(a.t.clock.now()).toISOString().slice(0, 7)
  await net.capabilities('A', 'on')
  const put = await net.call('B', 'PUT', `/api/v1/peppol/config/party/${PARTY_B}`, { capabilities: { invoices: 'on', orderOnly: 'on' } })
  assert.equal(put.statusCode, 200, put.body)
  for (const [name, payload] of [['A', { action: 'peppol', name: 'peppol-orders', topics: ['SendOrder'] }], ['B', { action: 'peppol', name: 'peppol', topics: ['SendInvoice'] }]] as const) {
    const res = await net.call(name, 'POST', '/api/v1/hook', payload)
    assert.equal(res.statusCode, 201, res.body)
  }
  // OpenPeppol's reporting participant, served by B: registered in the SML because B accepts reports for it.
  await party(b.t, b.tenantId, [OPENPEPPOL])
  const cfg = await net.call('B', 'PUT', `/api/v1/peppol/config/party/${OPENPEPPOL}`, { capabilities: { invoices: 'off' } })
  assert.equal(cfg.statusCode, 200, cfg.body)
  await eventually('the reporting receiver registered', async () => (await net.call('B', 'GET', `/api/v1/peppol/config/party/${OPENPEPPOL}`)).json().registration.participants[0]?.sml === 'registered', 60_000)
})
after(async () => { await net.close() })

test('a month of traffic A <-> B, then the EUSR and TSR are built, valid, and arrive at B over AS4', async () => {
  const a = net.node('A')
  const b = net.node('B')
  const sent: Array<['A' | 'B', string]> = []
  for (let i = 1; i <= 3; i++) sent.push(['A', await send('A', 'salesInvoice', invoice(`RPT-A-${i}`))])
  sent.push(['A', await send('A', 'purchaseOrder', ORDER)])
  for (let i = 1; i <= 2; i++) sent.push(['B', await send('B', 'salesInvoice', invoiceBtoA(`RPT-B-${i}`))])
  for (const [node, id] of sent) {
    const t = net.node(node).t
    const s = await eventually(`${id} settles on ${node}`, async () => { const st = await statusOf(t, id); return st === 'sent' || st === 'error' ? st : undefined }, 60_000)
    assert.equal(s, 'sent', id)
  }
  assert.equal(Number((await a.t.wharf.knex('peppol_message_log').count<Array<{ n: string }>>('* as n'))[0].n), 2)

  // A report of a month not over yet is refused; a malformed month too.
  const early = await a.t.admin('POST', '/admin/v1/reporting/build', { month })
  assert.equal(early.statusCode, 400, early.body)
  assert.equal(early.json().code, 'REPORTING_MONTH_INVALID')
  assert.equal((await a.t.admin('POST', '/admin/v1/reporting/build', { month: '2026-13' })).statusCode, 400)

  // Into the next month: not yet due at 00:30 on the 1st (one day's delay), due on the 2nd.
  const next = (monthBounds(month) as { to: Date }).to.getTime()
  for (const n of [a, b]) n.t.clock.set(new Date(next + 30 * 60_000))
  assert.deepEqual(await scheduleReporting(pluginContext(a.t.wharf)), { reportingScheduled: 0 })
  for (const n of [a, b]) n.t.clock.set(new Date(next + 86_400_000 + 3_600_000))
  assert.deepEqual(await scheduleReporting(pluginContext(a.t.wharf)), { reportingScheduled: 1 })
  // Once per month: the second enqueue is the same job.
  await scheduleReporting(pluginContext(a.t.wharf))
  assert.equal(Number((await a.t.wharf.knex('jobs').where({ kind: 'peppol.reporting' }).count<Array<{ n: string }>>('* as n'))[0].n), 1)
  a.t.wharf.wakeup?.notify?.()

  const received = await eventually('both reports on B', async () => {
    const rows = await b.t.wharf.knex('peppol_reports_received').orderBy('kind') as Array<{ kind: string, xml: string, valid: boolean | number, month: string, reporter_id: string, sender: string, sender_ap: string }>
    return rows.length === 2 ? rows : undefined
  }, 90_000)
  const ours = await eventually('both reports sent on A (receipt back)', async () => {
    const rows = await a.t.wharf.knex('peppol_reports').orderBy('kind') as Array<{ kind: string, state: string, xml: string, message_id: string }>
    return rows.every(r => r.state === 'sent') ? rows : undefined
  }, 30_000)
  assert.deepEqual(ours.map(r => [r.kind, r.state]), [['EUSR', 'sent'], ['TSR', 'sent']])
  for (const r of received) {
    assert.ok(r.valid === true || r.valid === 1, r.kind)
    assert.equal(r.month, month)
    assert.equal(r.reporter_id, 'POP000001')
    assert.equal(r.sender_ap, 'POP000001')
    assert.equal(r.sender, '0242:000001')
    assert.deepEqual(validateReport(r.kind as 'EUSR' | 'TSR', r.xml), [])
    assert.equal(r.xml, ours.find(o => o.kind === r.kind)?.xml)
  }
  const [eusr, tsr] = [received[0]?.xml as string, received[1]?.xml as string]
  const b0 = monthBounds(month) as { start: string, end: string }
  assert.ok(tsr.includes(`<StartDate>${b0.start}</StartDate><EndDate>${b0.end}</EndDate>`))
  assert.match(tsr, /<Total><Incoming>2<\/Incoming><Outgoing>4<\/Outgoing><\/Total>/)
  assert.match(tsr, /<Subtotal type="PerTP"><Key metaSchemeID="TP" schemeID="Peppol">peppol-transport-as4-v2_0<\/Key><Incoming>2<\/Incoming><Outgoing>4<\/Outgoing><\/Subtotal>/)
  assert.match(tsr, /<Key metaSchemeID="SP" schemeID="CertSubjectCN">POP000002<\/Key><Key metaSchemeID="DT" schemeID="busdox-docid-qns">urn:oasis:names:specification:ubl:schema:xsd:Order-2::Order##[^<]*<\/Key><Key metaSchemeID="PR" schemeID="cenbii-procid-ubl">urn:fdc:peppol.eu:poacc:bis:order_only:3<\/Key><Incoming>0<\/Incoming><Outgoing>1<\/Outgoing>/)
  // Incoming invoices: sent by B's supplier (COUNTRY_C1 GB from the invoice) to A's party (C4: A's reporting country BE).
  assert.match(tsr, /<Subtotal type="PerSP-DT-PR-CC">.*?<Key metaSchemeID="CC" schemeID="SenderCountry">GB<\/Key><Key metaSchemeID="CC" schemeID="ReceiverCountry">BE<\/Key><Incoming>2<\/Incoming><Outgoing>0<\/Outgoing><\/Subtotal>/)
  // A's only end user both sent and received.
  assert.match(eusr, /<FullSet><SendingEndUsers>1<\/SendingEndUsers><ReceivingEndUsers>1<\/ReceivingEndUsers><SendingOrReceivingEndUsers>1<\/SendingOrReceivingEndUsers><\/FullSet>/)

  // Operators: the listing and the download (admin token), the reports B received.
  const list = await a.t.admin('GET', '/admin/v1/reporting')
  assert.equal(list.statusCode, 200, list.body)
  const reports = list.json().reports as Array<{ id: string, kind: string, state: string, month: string, valid: boolean, messageId: string }>
  assert.deepEqual(reports.map(r => [r.kind, r.month, r.state, r.valid]), [['EUSR', month, 'sent', true], ['TSR', month, 'sent', true]])
  const xml = await a.t.admin('GET', `/admin/v1/reporting/${reports[1]?.id as string}/xml`)
  assert.equal(xml.statusCode, 200)
  assert.equal(xml.body, tsr)
  assert.match(String(xml.headers['content-disposition']), /TSR-acceptance-/)
  assert.equal((await a.t.app.inject({ method: 'GET', url: '/admin/v1/reporting' })).statusCode, 401)
  assert.equal((await a.t.admin('GET', '/admin/v1/reporting/00000000-0000-0000-0000-000000000000')).statusCode, 404)
  const got = await b.t.admin('GET', '/admin/v1/reporting/received')
  assert.deepEqual((got.json().reports as Array<{ kind: string }>).map(r => r.kind).sort(), ['EUSR', 'TSR'])

  // Sending again: nothing is sent twice; building again keeps the sent reports as they were.
  const again = await a.t.admin('POST', '/admin/v1/reporting/send', { month })
  assert.equal(again.statusCode, 200, again.body)
  assert.deepEqual((again.json().reports as Array<{ state: string }>).map(r => r.state), ['sent', 'sent'])
  const rebuilt = await a.t.admin('POST', '/admin/v1/reporting/build', { month })
  assert.equal((rebuilt.json().reports as Array<{ xml: string }>)[1]?.xml, tsr)
  assert.equal(Number((await b.t.wharf.knex('peppol_reports_received').count<Array<{ n: string }>>('* as n'))[0].n), 2)

  // The operator CLI against A (`wharf reporting build --out`, `wharf reporting send --json`).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-reporting-cli-'))
  const printed: string[] = []
  const log = console.log
  console.log = (...args: unknown[]) => { printed.push(args.map(String).join(' ')) }
  let codes: number[]
  try {
    const remote = ['--url', a.url, '--admin-token', a.t.adminToken]
    codes = [
      await main(['reporting', 'build', '--month', month, '--out', dir, ...remote]),
      await main(['reporting', 'send', '--month', month, '--json', ...remote]),
      await main(['reporting', 'build', '--month', 'October', ...remote])
    ]
  } finally { console.log = log }
  assert.deepEqual(codes, [0, 0, 1])
  assert.equal(fs.readFileSync(path.join(dir, `TSR-acceptance-${month}.xml`), 'utf8'), tsr)
  assert.equal(fs.readFileSync(path.join(dir, `EUSR-acceptance-${month}.xml`), 'utf8'), eusr)
  assert.ok(printed.some(l => l.includes(`EUSR-acceptance-${month}.xml (valid, sent)`)), printed.join('\n'))
  assert.deepEqual((JSON.parse(printed.find(l => l.startsWith('{')) as string).reports as Array<{ state: string }>).map(r => r.state), ['sent', 'sent'])
  fs.rmSync(dir, { recursive: true, force: true })
})
