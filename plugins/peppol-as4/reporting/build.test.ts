// Peppol Reporting: the EUSR and TSR of a month from log rows, checked against the official Schematron (SaxonJS SEF
// through the SDK, and Saxon-HE Java through the ISO skeleton as a cross-check) and the official XSD (xmllint).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { buildEusr, buildTsr, type LogRow } from './build.ts'
import { validateReport } from './reports.ts'
import { monthBounds, previousMonth } from './constants.ts'
import { needs, has, SAXON_JAR, validateWithXsd } from '../../../test/helpers/tools.ts'

const RULES = path.resolve(import.meta.dirname, '../../../rules')
const DIR = path.join(RULES, 'peppol-reporting')
const SCH = { EUSR: path.join(DIR, 'peppol-end-user-statistics-reporting-1.1.5.sch'), TSR: path.join(DIR, 'peppol-transaction-statistics-reporting-1.0.5.sch') }
const XSD = { EUSR: path.join(DIR, 'peppol-end-user-statistics-reporting-1.1.xsd'), TSR: path.join(DIR, 'peppol-transaction-statistics-reporting-1.0.1.xsd') }

const INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const ORDER = 'urn:oasis:names:specification:ubl:schema:xsd:Order-2::Order##urn:fdc:peppol.eu:poacc:trns:order:3::2.1'
const BILLING = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
const ORDERING = 'urn:fdc:peppol.eu:poacc:bis:ordering:3'
const header = { start: '2026-10-01', end: '2026-10-31', reporterId: 'POP000001' }

const out = (sender: string, receiver: string, doc = INVOICE, proc = BILLING, ap = 'POP000002', c1 = 'BE'): LogRow => ({ direction: 'out', sender, receiver, documentTypeId: doc, processId: proc, otherAp: ap, countryC1: c1 })
const inn = (sender: string, receiver: string, doc = INVOICE, proc = BILLING, ap = 'POP000002', c1 = 'NL', c4 = 'BE'): LogRow => ({ direction: 'in', sender, receiver, documentTypeId: doc, processId: proc, otherAp: ap, countryC1: c1, countryC4: c4 })

const ROWS: LogRow[] = [
  out('0088:1', '0192:9'), out('0088:1', '0192:9'), out('0088:2', '0192:9', ORDER, ORDERING, 'POP000003', 'DE'),
  inn('0192:9', '0088:1'), inn('0192:9', '0088:3', ORDER, ORDERING), inn('0192:8', '0088:1', INVOICE, BILLING, 'POP000003', 'SE', 'BE')
]

/** The ISO skeleton (rules/iso-schematron) run by Saxon-HE Java: include, expand, SVRL for XSLT 2, then the document. */
function isoSkeletonCheck (sch: string, xml: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-reporting-'))
  try {
    const saxon = (src: string, xsl: string, o: string): void => {
      const run = spawnSync('java', ['-cp', SAXON_JAR, 'net.sf.saxon.Transform', `-s:${src}`, `-xsl:${xsl}`, `-o:${o}`], { encoding: 'utf8', timeout: 120_000 })
      if (run.status !== 0) throw new Error(`Saxon failed: ${run.stderr}`)
    }
    const iso = (f: string): string => path.join(RULES, 'iso-schematron', f)
    saxon(sch, iso('iso_dsdl_include.xsl'), path.join(dir, '1.sch'))
    saxon(path.join(dir, '1.sch'), iso('iso_abstract_expand.xsl'), path.join(dir, '2.sch'))
    saxon(path.join(dir, '2.sch'), iso('iso_svrl_for_xslt2.xsl'), path.join(dir, 'rules.xsl'))
    fs.writeFileSync(path.join(dir, 'doc.xml'), xml)
    saxon(path.join(dir, 'doc.xml'), path.join(dir, 'rules.xsl'), path.join(dir, 'svrl.xml'))
    const svrl = fs.readFileSync(path.join(dir, 'svrl.xml'), 'utf8')
    return [...svrl.matchAll(/<svrl:failed-assert[^>]*\bid="([^"]+)"/g)].map(m => m[1] as string)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

test('TSR: totals, per transport protocol, per SP/doc type/process, per country pair of incoming messages', () => {
  const xml = buildTsr(ROWS, header)
  assert.deepEqual(validateReport('TSR', xml), [])
  assert.match(xml, /<Total><Incoming>3<\/Incoming><Outgoing>3<\/Outgoing><\/Total>/)
  assert.match(xml, /<Subtotal type="PerTP"><Key metaSchemeID="TP" schemeID="Peppol">peppol-transport-as4-v2_0<\/Key><Incoming>3<\/Incoming><Outgoing>3<\/Outgoing><\/Subtotal>/)
  assert.match(xml, new RegExp(`<Subtotal type="PerSP-DT-PR"><Key metaSchemeID="SP" schemeID="CertSubjectCN">POP000002</Key><Key metaSchemeID="DT" schemeID="busdox-docid-qns">${INVOICE.replace(/[.#]/g, '\\$&')}</Key><Key metaSchemeID="PR" schemeID="cenbii-procid-ubl">${BILLING}</Key><Incoming>1</Incoming><Outgoing>2</Outgoing></Subtotal>`))
  const cc = [...xml.matchAll(/<Subtotal type="PerSP-DT-PR-CC">(.*?)<\/Subtotal>/g)].map(m => m[1] as string)
  assert.equal(cc.length, 3)
  assert.ok(cc.every(s => s.endsWith('<Outgoing>0</Outgoing>')))
  assert.ok(cc.some(s => s.includes('<Key metaSchemeID="CC" schemeID="SenderCountry">SE</Key><Key metaSchemeID="CC" schemeID="ReceiverCountry">BE</Key>')))
  assert.match(xml, /<StartDate>2026-10-01<\/StartDate><EndDate>2026-10-31<\/EndDate><\/ReportPeriod><ReporterID schemeID="CertSubjectCN">POP000001<\/ReporterID>/)
})

test('EUSR: distinct sending (C1) and receiving (C4) end users, with the four subset types', () => {
  const xml = buildEusr(ROWS, header)
  assert.deepEqual(validateReport('EUSR', xml), [])
  // senders 0088:1, 0088:2; receivers 0088:1, 0088:3; either: 3
  assert.match(xml, /<FullSet><SendingEndUsers>2<\/SendingEndUsers><ReceivingEndUsers>2<\/ReceivingEndUsers><SendingOrReceivingEndUsers>3<\/SendingOrReceivingEndUsers><\/FullSet>/)
  assert.match(xml, /<Subset type="PerEUC"><Key metaSchemeID="CC" schemeID="EndUserCountry">BE<\/Key><SendingEndUsers>1<\/SendingEndUsers><ReceivingEndUsers>2<\/ReceivingEndUsers><SendingOrReceivingEndUsers>2<\/SendingOrReceivingEndUsers><\/Subset>/)
  assert.match(xml, /<Subset type="PerEUC"><Key metaSchemeID="CC" schemeID="EndUserCountry">DE<\/Key><SendingEndUsers>1<\/SendingEndUsers><ReceivingEndUsers>0<\/ReceivingEndUsers><SendingOrReceivingEndUsers>1<\/SendingOrReceivingEndUsers><\/Subset>/)
  for (const type of ['PerDT-PR', 'PerDT-PR-EUC', 'PerDT-EUC', 'PerEUC']) assert.ok(xml.includes(`<Subset type="${type}">`), type)
})

test('an empty month: zero totals, no subtotals, still valid', () => {
  const tsr = buildTsr([], header)
  const eusr = buildEusr([], header)
  assert.deepEqual(validateReport('TSR', tsr), [])
  assert.deepEqual(validateReport('EUSR', eusr), [])
  assert.ok(!tsr.includes('<Subtotal'))
  assert.ok(!eusr.includes('<Subset'))
})

test('the Schematron catches a broken report (the check can fail)', () => {
  const tsr = buildTsr(ROWS, header)
  const badCc = tsr.replace(/(<Subtotal type="PerSP-DT-PR-CC">.*?)<Outgoing>0<\/Outgoing>/, '$1<Outgoing>5</Outgoing>')
  assert.ok(validateReport('TSR', badCc).some(a => a.id === 'SCH-TSR-43'))
  const badTotal = tsr.replace('<Total><Incoming>3</Incoming>', '<Total><Incoming>4</Incoming>')
  assert.ok(validateReport('TSR', badTotal).some(a => a.id === 'SCH-TSR-04'))
  const badSeat = buildEusr(ROWS, { ...header, reporterId: 'AP-ONE' })
  assert.ok(validateReport('EUSR', badSeat).some(a => a.id === 'SCH-EUSR-08'))
})

test('cross-check: Saxon-HE Java (ISO skeleton) and the XSD (xmllint) agree', { skip: needs('saxon', 'xmllint').skip }, () => {
  for (const kind of ['EUSR', 'TSR'] as const) {
    const xml = kind === 'EUSR' ? buildEusr(ROWS, header) : buildTsr(ROWS, header)
    const xsd = validateWithXsd(xml, XSD[kind])
    assert.ok(xsd.ok, xsd.output)
    assert.deepEqual(isoSkeletonCheck(SCH[kind], xml), [], kind)
  }
  const broken = buildTsr(ROWS, header).replace('<Total><Incoming>3</Incoming>', '<Total><Incoming>4</Incoming>')
  if (has('saxon')) assert.ok(isoSkeletonCheck(SCH.TSR, broken).includes('SCH-TSR-04'))
})

test('month arithmetic', () => {
  assert.deepEqual(monthBounds('2026-02')?.end, '2026-02-28')
  assert.equal(monthBounds('2026-13'), undefined)
  assert.equal(previousMonth(Date.UTC(2026, 0, 5)), '2025-12')
})
