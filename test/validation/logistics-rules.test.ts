// The Peppol Logistics rule sets (rules/peppol-logistics: the resolved Schematron of OpenPEPPOL/logistics-bis, one per
// transaction T120 ... T129, compiled like every rule set): a Logistics document is validated with the XSD and its
// transaction's rules, chosen by root and CustomizationID. The official examples (test/fixtures/documents/logistics-*,
// MANIFEST.tsv) pass with 0 errors; a document missing a mandatory element or carrying one outside the data model
// fails with the transaction's rule; the failed rules agree with Saxon-HE Java running the same compiled rules.
// DB-independent: runs on the PGlite run only.
import { before, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { validateDocument } from '../../core/validation/validate.ts'
import { needs } from '../helpers/tools.ts'
import { assertAgreement, wharfFailedRules as failed } from './rule-agreement.ts'
import { skipOnPostgres } from './vefa-suite.ts'

const DOCS = path.resolve(import.meta.dirname, '../fixtures/documents')
const EXAMPLES: Array<[string, number]> = [
  ['logistics-advanced-despatch-advice.xml', 120], ['logistics-weight-statement.xml', 122],
  ['logistics-transport-execution-plan-request.xml', 123], ['logistics-transport-execution-plan.xml', 124],
  ['logistics-waybill.xml', 125], ['logistics-transportation-status-request.xml', 126],
  ['logistics-transportation-status.xml', 127], ['logistics-receipt-advice.xml', 128], ['logistics-application-response.xml', 129]
]
const read = (f: string): string => fs.readFileSync(path.join(DOCS, f), 'utf8')
const weight = read('logistics-weight-statement.xml')
const BROKEN: Array<[string, string, number]> = [
  ['no document ID', weight.replace('<cbc:ID>GOA294107</cbc:ID>', ''), 122],
  ['an element outside the data model', weight.replace('<cbc:ProfileID>', '<cbc:Note>not in the Peppol model</cbc:Note><cbc:ProfileID>'), 122]
]
const ids = ['peppol-logistics-t120', 'peppol-logistics-t122', 'peppol-logistics-t123', 'peppol-logistics-t124', 'peppol-logistics-t125', 'peppol-logistics-t126', 'peppol-logistics-t127', 'peppol-logistics-t128', 'peppol-logistics-t129']

before(async () => { if (skipOnPostgres === false) await compileRules({ only: ids, log: () => {} }) })

test('each official Logistics example: its transaction\'s rules, chosen by root and CustomizationID, 0 errors', { skip: skipOnPostgres }, async () => {
  for (const [f, t] of EXAMPLES) {
    const r = await validateDocument(read(f))
    assert.equal(r.ruleSets.at(-1)?.id, `peppol-logistics-t${t}`, f)
    assert.deepEqual(r.assertions.filter(a => a.flag === 'error'), [], f)
  }
})

test('a missing mandatory element and an element outside the data model fail with the transaction\'s rules', { skip: skipOnPostgres }, async () => {
  for (const [what, xml, t] of BROKEN) {
    assert.notEqual(xml, weight, what)
    const errors = (await failed(xml)).filter(k => k.endsWith(' error'))
    assert.ok(errors.length > 0 && errors.every(k => k.startsWith(`PEPPOL-T${t}-`)), `${what}: ${errors.join(', ')}`)
  }
})

test('the failed rules agree with Saxon-HE Java on the examples and the broken documents', { ...(skipOnPostgres !== false ? { skip: skipOnPostgres } : needs('saxon')), timeout: 180_000 }, async () => {
  const cases = [...EXAMPLES.map(([f, t]) => ({ name: f, xml: read(f), t })), ...BROKEN.map(([name, xml, t]) => ({ name, xml, t }))]
  await assertAgreement(cases.map(c => ({ name: c.name, xml: c.xml, ruleSet: `peppol-logistics-t${c.t}` })))
})
