// Peppol Reporting without a network: the message log read back per month (received rows, sent documents with their
// As4 `sent` entry, other channels and the reports themselves left out), a report the official Schematron rejects is
// kept `failed` with its assertions and not sent, and the error paths of the build route.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { makeTestPki } from '../../scripts/pki/make-test-pki.ts'
import { pluginContext } from '../../core/plugins/extensions.ts'
import { monthLog } from '../../plugins/peppol-as4/reporting/log.ts'
import { sendMonth } from '../../plugins/peppol-as4/reporting/schedule.ts'
import { EUSR_DOCUMENT_TYPE } from '../../plugins/peppol-as4/reporting/constants.ts'

const INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const BILLING = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
let t: TestWharf
let dir: string

before(async () => {
  const pki = await makeTestPki({ instances: ['A'] })
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-reports-'))
  const ap = pki.instances[0]?.ap as { certPem: string, keyPem: string }
  fs.writeFileSync(path.join(dir, 'ap.pem'), ap.certPem)
  fs.writeFileSync(path.join(dir, 'ap.key'), ap.keyPem)
  t = await createTestWharf({ WHARF_AP_CERT_FILE: path.join(dir, 'ap.pem'), WHARF_AP_KEY_FILE: path.join(dir, 'ap.key') })
  t.clock.set(new Date('2026-11-10T00:00:00Z'))
})
after(async () => { await t.close(); fs.rmSync(dir, { recursive: true, force: true }) })

const logRow = (at: string, c1: string | null, doc = INVOICE): Record<string, unknown> => ({
  message_id: randomUUID(), environment: 'acceptance', direction: 'in', at: new Date(at), sender: '0192:987654325', receiver: 'iso6523-actorid-upis::0088:7300010000001',
  document_type_id: `busdox-docid-qns::${doc}`, process_id: `cenbii-procid-ubl::${BILLING}`, other_ap: 'POP000002', country_c1: c1, party_id: null, document_key: null
})

async function sentDocument (at: string, details: Record<string, unknown>): Promise<void> {
  const id = randomUUID()
  await t.wharf.knex('documents').insert({
    id, document_id: id, tenant_id: 't', environment: 'acceptance', direction: 'out', family: 'Invoice', syntax: 'UBL', document_type_id: INVOICE, process_id: BILLING,
    sender: '0088:7300010000001', receiver: '0192:987654325', status: 'sent', media_type: 'application/xml', content: Buffer.from('<x/>'), size: 4, sha256: '0', created_at: new Date(at), updated_at: new Date(at)
  })
  await t.wharf.knex('document_history').insert({ document_id: id, status: 'sent', details: JSON.stringify(details), at: new Date(at) })
}

test('the month\'s log: received rows and As4 sends in the month, nothing else', async () => {
  await t.wharf.knex('peppol_message_log').insert([logRow('2026-10-01T00:00:00Z', 'NL'), logRow('2026-10-31T23:59:59Z', 'SE'), logRow('2026-11-01T00:00:00Z', 'NL'), logRow('2026-10-05T00:00:00Z', 'NL', EUSR_DOCUMENT_TYPE)])
  await sentDocument('2026-10-10T00:00:00Z', { protocol: 'As4', receiverAccessPoint: 'POP000003', countryC1: 'GB' })
  await sentDocument('2026-10-11T00:00:00Z', { protocol: 'webhook' })
  await sentDocument('2026-09-30T23:59:59Z', { protocol: 'As4', receiverAccessPoint: 'POP000003', countryC1: 'GB' })
  const rows = await monthLog(t.wharf.knex, 'acceptance', '2026-10', { country: 'BE' })
  assert.deepEqual(rows.map(r => [r.direction, r.countryC1, r.countryC4 ?? null, r.otherAp, r.receiver]).sort(), [
    ['in', 'NL', 'BE', 'POP000002', '0088:7300010000001'],
    ['in', 'SE', 'BE', 'POP000002', '0088:7300010000001'],
    ['out', 'GB', null, 'POP000003', '0192:987654325']
  ])
  assert.equal(rows[0]?.documentTypeId, INVOICE)
  assert.equal(rows[0]?.processId, BILLING)
})

test('no country at all: REPORTING_COUNTRY_MISSING (409), nothing stored', async () => {
  await t.wharf.knex('peppol_message_log').insert(logRow('2026-08-03T00:00:00Z', null))
  const res = await t.admin('POST', '/admin/v1/reporting/build', { month: '2026-08' })
  assert.equal(res.statusCode, 409, res.body)
  assert.equal(res.json().code, 'REPORTING_COUNTRY_MISSING')
  assert.equal((await t.wharf.knex('peppol_reports').where({ month: '2026-08' })).length, 0)
  assert.equal((await t.admin('POST', '/admin/v1/reporting/build', {})).json().code, 'REPORTING_MONTH_INVALID')
  assert.equal((await t.admin('POST', '/admin/v1/reporting/build', { month: '2026-08', environment: 'staging' })).json().code, 'VALIDATION_FAILED')
})

test('a report the Schematron rejects is failed with its assertions and never sent', async () => {
  // QQ is no ISO 3166 code: SCH-TSR-20 and SCH-EUSR-30.
  await t.wharf.knex('peppol_message_log').insert(logRow('2026-07-03T00:00:00Z', 'QQ'))
  const r = await sendMonth(pluginContext(t.wharf), { environment: 'acceptance', month: '2026-07' })
  assert.equal(r.failed, true)
  assert.deepEqual(r.reports.map(x => [x.kind, x.state, x.valid]), [['EUSR', 'failed', false], ['TSR', 'failed', false]])
  assert.match(r.reports[1]?.error as string, /SCH-TSR-20/)
  const list = await t.admin('GET', '/admin/v1/reporting?month=2026-07')
  const reports = list.json().reports as Array<{ id: string, kind: string, state: string, failedAssertions: number, messageId: string | null }>
  assert.deepEqual(reports.map(x => [x.kind, x.state, x.messageId]), [['EUSR', 'failed', null], ['TSR', 'failed', null]])
  assert.ok(reports.every(x => x.failedAssertions > 0))
  const one = await t.admin('GET', `/admin/v1/reporting/${reports[0]?.id as string}`)
  assert.ok((one.json().assertions as Array<{ id: string }>).some(a => a.id === 'SCH-EUSR-30'))
  assert.equal(one.json().xml, undefined)
})
