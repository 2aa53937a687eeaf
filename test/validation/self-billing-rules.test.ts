// Peppol BIS Self-Billing 3.0 (rules/peppol-self-billing-3: OpenPeppol's PEPPOL-EN16931-UBL-SB rules as their
// publisher compiles them, the file phive runs with the CEN UBL rules for Self-Billing 3.0.2): a self-billing invoice
// or credit note (CustomizationID ...:poacc:selfbilling:3.0) is validated with the XSD, the CEN rules and the
// self-billing rules, not the BIS Billing ones. The nine official self-billing examples (test/fixtures/documents/
// self-billing, MANIFEST.tsv) pass; a commercial invoice type code (380) fails the profile rule PEPPOL-EN16931-P0100; a
// billing CustomizationID on a self-billing document is the billing option's business, not this one's; the failed rules
// agree with Saxon-HE Java on the same compiled rules. DB-independent: runs on the PGlite run only.
import { before, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { compileRules, ruleSetDefinitions, xsltOf } from '../../scripts/validation/compile-rules.js'
import { validateDocument } from '../../core/validation/validate.ts'
import { needs } from '../helpers/tools.ts'
import { failedByRuleSet, saxonFailures } from './rule-agreement.ts'
import { skipOnPostgres } from './vefa-suite.ts'

const DIR = path.resolve(import.meta.dirname, '../fixtures/documents/self-billing')
const EXAMPLES = fs.readdirSync(DIR).filter(f => f.endsWith('.xml')).sort()
const read = (f: string): string => fs.readFileSync(path.join(DIR, f), 'utf8')
const base = read('SB-base-example.xml')
const SETS = ['cen-en16931-ubl', 'peppol-self-billing-3-ubl']
const BROKEN: Array<[string, string, string]> = [
  ['a commercial invoice type code', base.replace('<cbc:InvoiceTypeCode>389<', '<cbc:InvoiceTypeCode>380<'), 'PEPPOL-EN16931-P0100'],
  ['no business process', base.replace(/<cbc:ProfileID>[^<]*<\/cbc:ProfileID>/, ''), 'PEPPOL-EN16931-R001']
]
const failed = async (xml: string): Promise<Map<string, string[]>> => failedByRuleSet((await validateDocument(xml)).assertions)

before(async () => { if (skipOnPostgres === false) await compileRules({ only: SETS, log: () => {} }) })

test('the nine official self-billing examples: XSD + CEN + Peppol Self-Billing, 0 errors', { skip: skipOnPostgres }, async () => {
  assert.equal(EXAMPLES.length, 9)
  for (const f of EXAMPLES) {
    const r = await validateDocument(read(f))
    assert.deepEqual(r.ruleSets.map(s => s.id), ['ubl-2.1-xsd', ...SETS], f)
    assert.deepEqual(r.assertions.filter(a => a.flag === 'error'), [], f)
    assert.equal(r.isValid, true, f)
  }
})

test('a commercial type code and a missing business process fail with the self-billing rules', { skip: skipOnPostgres }, async () => {
  for (const [what, xml, rule] of BROKEN) {
    assert.notEqual(xml, base, what)
    const r = await validateDocument(xml)
    assert.equal(r.isValid, false, what)
    const errors = r.assertions.filter(a => a.flag === 'error' && a.ruleSet === 'peppol-self-billing-3-ubl').map(a => a.id)
    assert.ok(errors.includes(rule), `${what}: ${errors.join(', ')}`)
  }
})

test('a self-billing document with the billing CustomizationID gets the billing rules, which refuse its type code', { skip: skipOnPostgres }, async () => {
  const asBilling = base.replace('urn:fdc:peppol.eu:2017:poacc:selfbilling:3.0<', 'urn:fdc:peppol.eu:2017:poacc:billing:3.0<')
    .replace(/<cbc:ProfileID>[^<]*</, '<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0<')
  const r = await validateDocument(asBilling)
  assert.deepEqual(r.ruleSets.map(s => s.id), ['ubl-2.1-xsd', 'cen-en16931-ubl', 'peppol-bis-billing-3-ubl'])
  assert.ok(r.assertions.some(a => a.flag === 'error' && a.id === 'PEPPOL-EN16931-P0100'), 'BIS Billing does not allow 389')
})

test('the failed rules agree with Saxon-HE Java on the examples and the broken documents', { ...(skipOnPostgres !== false ? { skip: skipOnPostgres } : needs('saxon')), timeout: 240_000 }, async () => {
  const id = 'peppol-self-billing-3-ubl'
  const docs = [...EXAMPLES.map(f => [f, read(f)] as const), ...BROKEN.map(([what, xml]) => [what, xml] as const)]
  const theirs = saxonFailures(await xsltOf(ruleSetDefinitions().find(d => d.id === id)), docs)
  for (const [name, xml] of docs) assert.deepEqual((await failed(xml)).get(id) ?? [], theirs.get(name), `${name} / ${id}`)
})
