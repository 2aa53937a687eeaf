// The MLS documents Wharf writes, checked by independent engines: the official Peppol MLS 1.0.1 Schematron run by
// Saxon-HE Java, and the OASIS UBL 2.1 ApplicationResponse XSD by xmllint (test/fixtures/mls, MANIFEST.tsv). The
// official examples pass the same checks, and broken variants fail with the rule that names the fault (so the checks
// can fail). Plus the decision table (decide.ts), the manual request checks and parseMls.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { needs, schematronCheck, validateWithXsd } from '../../../test/helpers/tools.ts'
import { buildMls, parseMls, spisOfSeat, spisValue, type MlsInput } from './document.ts'
import { decideMls } from './decide.ts'
import { checkManualResponse } from './routes.ts'

const FIX = path.resolve(import.meta.dirname, '../../../test/fixtures/mls')
const SCH = path.resolve(import.meta.dirname, '../../../rules/peppol-mls-1.0/peppol-mls-1.0.1.sch')
const XSD = path.join(FIX, 'ubl-2.1/xsdrt/maindoc/UBL-ApplicationResponse-2.1.xsd')
const base: MlsInput = { id: 'c0ffee00-1111-4222-8333-444455556666', at: Date.parse('2026-03-01T23:59:58.123+01:00'), from: '000002', to: '000001', refId: '90f14eff-3705-4869-ad3c-caae270a234e', code: 'AP' }

const written: Array<[string, string]> = [
  ['AP', buildMls({ ...base, description: 'Accept: delivered to the receiver' })],
  ['AP without description', buildMls(base)],
  ['AB', buildMls({ ...base, code: 'AB', description: 'Acknowledge' })],
  ['RE with every reason code, XPath and NA locations, text to escape', buildMls({
    ...base, code: 'RE', to: '000001-ABC.X_Y~Z', description: 'Rejected: <schema> & "rules"', lines: [
      { reason: 'SV', description: 'cvc-complex-type.2.4.a: Invalid content', location: '/Invoice/cbc:IssueDate[1]' },
      { reason: 'BV', description: '[BR-CO-15] total <> sum', location: '/Invoice/cac:LegalMonetaryTotal[1]' },
      { reason: 'BW', description: '[PEPPOL-EN16931-R002] one note' },
      { reason: 'FD', description: 'The document could not be delivered: HTTP 500' }
    ]
  })],
  ['RE FD only', buildMls({ ...base, code: 'RE', description: 'Rejected: delivery failure', lines: [{ reason: 'FD', description: 'undeliverable' }] })]
]
const examples = ['MessageLevelStatus_Example_AP.xml', 'MessageLevelStatus_Example_AB.xml', 'MessageLevelStatus_Example_RE.xml', 'mls-template.xml']
  .map(f => [f, fs.readFileSync(path.join(FIX, f), 'utf8')] as [string, string])

test('every MLS Wharf writes passes the official MLS Schematron (Saxon-HE) and the UBL ApplicationResponse XSD (xmllint)', { ...needs('saxon', 'xmllint'), timeout: 120_000 }, () => {
  for (const [name, xml] of [...written, ...examples]) {
    assert.deepEqual(schematronCheck(SCH, xml), [], `${name}: Schematron`)
    const xsd = validateWithXsd(xml, XSD)
    assert.ok(xsd.ok, `${name}: ${xsd.output}`)
  }
})

test('the checks fail on broken MLS documents, with the rule of the fault', { ...needs('saxon', 'xmllint'), timeout: 120_000 }, () => {
  const ap = written[0]?.[1] as string
  const re = written[3]?.[1] as string
  const ids = (xml: string): string[] => schematronCheck(SCH, xml).map(f => f.id)
  assert.deepEqual(ids(ap.replace(/(<cbc:IssueTime>[0-9:]+)Z/, '$1')), ['SCH-MLS-06'])
  assert.deepEqual(ids(ap.replace('schemeID="0242">000001', 'schemeID="0088">000001')), ['SCH-MLS-16'])
  assert.deepEqual(ids(ap.replace('>AP</cbc:ResponseCode>', '>OK</cbc:ResponseCode>')), ['SCH-MLS-19'])
  assert.deepEqual(ids(re.replace('>RE</cbc:ResponseCode>', '>AP</cbc:ResponseCode>')), ['SCH-MLS-25'])
  assert.ok(!validateWithXsd(ap.replace('<cbc:ProfileID>', '<cbc:Profile>').replace('</cbc:ProfileID>', '</cbc:Profile>'), XSD).ok)
})

test('buildMls refuses what the Schematron forbids; parseMls reads what it wrote', () => {
  assert.throws(() => buildMls({ ...base, code: 'RE', description: 'x' }), /at least one SV, BV or FD line/)
  assert.throws(() => buildMls({ ...base, code: 'RE', description: 'x', lines: [{ reason: 'BW', description: 'w' }] }), /at least one SV, BV or FD line/)
  assert.throws(() => buildMls({ ...base, code: 'AP', lines: [{ reason: 'BV', description: 'x' }] }), /no failure lines/)
  assert.throws(() => buildMls({ ...base, to: '12345' }), /SPIS/)
  const p = parseMls(written[3]?.[1] as string)
  assert.equal(p?.code, 'RE')
  assert.equal(p?.refId, base.refId)
  assert.equal(p?.description, 'Rejected: <schema> & "rules"')
  assert.deepEqual(p?.lines.map(l => [l.reason, l.location]), [['SV', '/Invoice/cbc:IssueDate[1]'], ['BV', '/Invoice/cac:LegalMonetaryTotal[1]'], ['BW', 'NA'], ['FD', 'NA']])
  assert.equal(parseMls(fs.readFileSync(path.join(FIX, 'MessageLevelStatus_Example_RE.xml'), 'utf8'))?.lines[0]?.reason, 'BV')
  assert.equal(parseMls('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>'), undefined)
  assert.equal(spisOfSeat('POP000123'), '000123')
  assert.equal(spisOfSeat('not-a-seat'), undefined)
  assert.equal(spisValue('0242:000123'), '000123')
  assert.equal(spisValue('0088:000123'), undefined)
})

test('decision: AP on confirmation, AB without, RE with SV/BV/FD (BW only along), FAILURE_ONLY only RE', () => {
  const none = { assertions: [] }
  const warn = { assertions: [{ id: 'W-1', flag: 'warning' as const, layer: 'business' as const, text: 'w' }] }
  const fatal = { assertions: [{ id: 'XSD', flag: 'fatal' as const, layer: 'schema' as const, text: 's' }, ...warn.assertions] }
  assert.equal(decideMls('ALWAYS_SEND', none, { kind: 'confirmed' })?.code, 'AP')
  assert.equal(decideMls('ALWAYS_SEND', none, { kind: 'unconfirmed' })?.code, 'AB')
  assert.deepEqual(decideMls('ALWAYS_SEND', warn, { kind: 'confirmed' })?.lines, [], 'a positive MLS carries no warnings')
  assert.equal(decideMls('FAILURE_ONLY', warn, { kind: 'confirmed' }), null)
  const re = decideMls('FAILURE_ONLY', fatal, { kind: 'failed', message: 'HTTP 500' })
  assert.equal(re?.code, 'RE')
  assert.deepEqual(re?.lines.map(l => l.reason), ['SV', 'FD', 'BW'])
  for (const d of [re, decideMls('ALWAYS_SEND', none, { kind: 'failed', message: 'gone' })]) assert.doesNotThrow(() => buildMls({ ...base, code: 'RE', ...d }))
})

test('manual response request: status, description and lines checked as the interface says', () => {
  assert.deepEqual(checkManualResponse({ status: 'AP' }), { code: 'AP', description: 'Accept', lines: [] })
  assert.equal(checkManualResponse({ status: 'RE', description: 'no', lines: [{ statusReasonCode: 'SV', description: 'bad' }] }).lines[0]?.reason, 'SV')
  for (const bad of [{}, { status: 'XX' }, { status: 'AB', lines: [{ statusReasonCode: 'BV', description: 'x' }] }, { status: 'RE', lines: [{ statusReasonCode: 'BV', description: 'x' }] },
    { status: 'RE', description: 'd', lines: [{ statusReasonCode: 'ZZ', description: 'x' }] }, { status: 'RE', description: 'd', lines: [{ statusReasonCode: 'BW', description: 'x' }] }, { status: 'AP', extra: 1 }]) {
    assert.throws(() => checkManualResponse(bad), (err: Error & { code?: string }) => err.code === 'VALIDATION_FAILED', JSON.stringify(bad))
  }
})
