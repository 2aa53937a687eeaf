// The console's Reports page in Debian's Chromium against a real Wharf with an AP certificate (test PKI) and
// WHARF_REPORTING_COUNTRY: a month of received messages in the message log; "Build reports" on the page builds the
// EUSR and TSR of that month (both valid under the official Schematron); the table, the filters, one report's detail
// with its XML downloaded (fetched with the admin token, offered as a Blob); a report the Schematron rejects shows its
// failed assertions; "Send reports…" cancelled sends nothing; the reports received (empty, then one).
// Screenshot test-artifacts/console/reports.png.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { needs } from '../helpers/tools.ts'
import { makeTestPki } from '../../scripts/pki/make-test-pki.ts'
import { startConsole, type ConsoleRun } from './harness.ts'

const INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const BILLING = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
const skip = needs('chromium')
let c: ConsoleRun
let dir: string

const logRow = (at: string, c1: string): Record<string, unknown> => ({
  message_id: randomUUID(), environment: 'acceptance', direction: 'in', at: new Date(at), sender: '0192:987654325', receiver: 'iso6523-actorid-upis::0088:7300010000001',
  document_type_id: `busdox-docid-qns::${INVOICE}`, process_id: `cenbii-procid-ubl::${BILLING}`, other_ap: 'POP000002', country_c1: c1, party_id: null, document_key: null
})

before(async () => {
  if (skip.skip !== undefined) return
  const pki = await makeTestPki({ instances: ['A'] })
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-console-reports-'))
  const ap = pki.instances[0]?.ap as { certPem: string, keyPem: string }
  fs.writeFileSync(path.join(dir, 'ap.pem'), ap.certPem)
  fs.writeFileSync(path.join(dir, 'ap.key'), ap.keyPem)
  c = await startConsole({ WHARF_AP_CERT_FILE: path.join(dir, 'ap.pem'), WHARF_AP_KEY_FILE: path.join(dir, 'ap.key'), WHARF_REPORTING_COUNTRY: 'BE' })
  c.t.clock.set(new Date('2026-11-10T00:00:00Z'))
  // October: three invoices received from NL and SE; July: one from "QQ", no ISO 3166 code (the TSR fails
  // SCH-TSR-20; the EUSR of this log is valid)
  await c.t.wharf.knex('peppol_message_log').insert([logRow('2026-10-02T10:00:00Z', 'NL'), logRow('2026-10-15T10:00:00Z', 'NL'), logRow('2026-10-30T10:00:00Z', 'SE'), logRow('2026-07-03T00:00:00Z', 'QQ')])
  const july = await c.t.admin('POST', '/admin/v1/reporting/build', { month: '2026-07' })
  assert.equal(july.statusCode, 200, july.body)
})
after(async () => { await c?.close(); if (dir !== undefined) fs.rmSync(dir, { recursive: true, force: true }) })

const TABLE = 'Reports of this access point, newest month first'
const rowsOf = async (): Promise<string[][]> => {
  const rows = c.page.getByRole('table', { name: TABLE }).locator('tbody tr')
  const out: string[][] = []
  for (const row of await rows.all()) out.push(await row.locator('th, td').allTextContents())
  return out
}

test('reports page: build a month\'s EUSR and TSR, the table, one report with its XML, failed assertions, received reports', skip, async () => {
  const page = c.page
  await c.signInAdmin()
  await page.getByRole('link', { name: 'Reports', exact: true }).click()
  await page.waitForURL(/#\/reports/)
  await c.settled()
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Reports')
  assert.equal(await page.getByRole('link', { name: 'Reports', exact: true }).getAttribute('aria-current'), 'page')
  // before: July's two reports (built; the TSR not valid); nothing received
  assert.deepEqual((await rowsOf()).map(r => [r[0], r[1], r[3], r[4]]), [['2026-07', 'EUSR', 'yes', 'built'], ['2026-07', 'TSR', 'no (1 failed assertion)', 'built']])
  assert.match(await page.getByRole('region', { name: 'Reports received' }).textContent() ?? '', /No reports received\. Only a Wharf that is the reporting receiver/)

  // "Build reports" for October (environment: the AP certificate's, acceptance)
  await page.getByLabel('Month to build').fill('2026-10')
  await page.getByRole('button', { name: 'Build reports' }).click()
  await page.waitForURL(/#\/reports\?month=2026-10&environment=acceptance/)
  await c.settled()
  assert.equal(await page.locator('#status').textContent(), 'Built the reports of 2026-10 (acceptance): EUSR built, TSR built.')
  const october = await rowsOf()
  assert.deepEqual(october.map(r => r.slice(0, 7)), [['2026-10', 'EUSR', 'acceptance', 'yes', 'built', '0', '—'], ['2026-10', 'TSR', 'acceptance', 'yes', 'built', '0', '—']])
  assert.ok(october.every(r => r[7] !== '—' && r[8] === '—' && r[9] === '—'), JSON.stringify(october))
  assert.equal(await page.getByLabel('Month', { exact: true }).inputValue(), '2026-10')
  const stored = await c.t.wharf.knex('peppol_reports').where({ month: '2026-10' })
  assert.equal(stored.length, 2)

  // the environment filter: nothing in production
  await page.getByLabel('Environment', { exact: true }).selectOption('production')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.waitForURL(/environment=production/)
  await c.settled()
  assert.match(await page.getByRole('region', { name: 'Reports of this access point' }).textContent() ?? '', /No reports match/)
  await page.goBack()
  await c.settled()

  // one report: facts, no failed assertions, the XML downloaded with the admin token
  await page.getByRole('link', { name: '2026-10 EUSR acceptance' }).click()
  await page.getByRole('heading', { name: 'Report EUSR 2026-10 (acceptance)' }).waitFor()
  await c.settled()
  assert.match(await page.locator('dl.facts').textContent() ?? '', /Validyes\s*Statebuilt/)
  assert.match(await page.getByText('No failed assertions').textContent() ?? '', /valid under the official Schematron/)
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the XML of EUSR 2026-10' }).click()])
  assert.equal(file.suggestedFilename(), 'EUSR-acceptance-2026-10.xml')
  const xml = fs.readFileSync(await file.path(), 'utf8')
  assert.equal(xml, stored.find(r => r.kind === 'EUSR').xml)
  assert.match(xml, /EndUserStatisticsReport/)
  await c.shot('reports')

  // "Send reports…": the confirmation, cancelled with Escape, sends nothing
  await page.getByRole('button', { name: 'Send reports…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send the reports of this month?' })
  await dialog.waitFor()
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Cancel')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  assert.deepEqual((await c.t.wharf.knex('peppol_reports').where({ month: '2026-10' })).map(r => r.state), ['built', 'built'])

  // a report the Schematron rejects: its failed assertions
  await c.open('reports?month=2026-07')
  await page.getByRole('link', { name: '2026-07 TSR acceptance' }).click()
  const failed = page.getByRole('table', { name: 'Failed assertions of TSR 2026-07 (acceptance)' })
  await failed.waitFor()
  assert.equal(await failed.locator('tbody th').first().textContent(), 'SCH-TSR-20')

  // a report received (as the reporting receiver would keep it) is listed
  await c.t.wharf.knex('peppol_reports_received').insert({
    message_id: 'rx-1@example.test', environment: 'acceptance', kind: 'EUSR', month: '2026-10', reporter_id: 'POP000009', sender: '0242:000009', sender_ap: 'POP000009', xml: '<x/>', valid: true, received_at: new Date('2026-11-02T08:00:00Z')
  })
  await c.open('reports')
  const received = await page.getByRole('table', { name: 'Reports received as the reporting receiver, newest first' }).locator('td').allTextContents()
  assert.deepEqual(received, ['EUSR', '2026-10', 'acceptance', 'POP000009', '0242:000009', 'POP000009', 'yes', 'rx-1@example.test'])
  const unlabelled = await page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('main input, main select')].filter(e => (e.labels?.length ?? 0) === 0).length)
  assert.equal(unlabelled, 0)
  assert.deepEqual(c.problems(), [])
})
