// SG Peppol BIS Billing 3.0 (rules/peppol-bis-sg, release 2024.12: the XSLT 2.0 artefacts Singapore publishes, vendored
// from phax/phive-rules and run as phive runs them: the SG subset of the CEN rules, the SG subset of the Peppol rules,
// the SG rules). The customization is an extension ("conformant") of EN 16931 with GST categories: the full CEN rules
// refused the official valid examples (BR-CL-17/18, BR-S-*), so it has an option of its own. The official examples
// (test/fixtures/validation/MANIFEST.tsv) are valid, the one "with several errors" fails with the SG rules, and the
// failed rules equal Saxon-HE Java's on the same XSLTs. DB-independent: runs on the PGlite run only.
import { before, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { compileRules, ruleSetDefinitions, xsltOf } from '../../scripts/validation/compile-rules.js'
import { validateDocument } from '../../core/validation/validate.ts'
import { selectOption } from '../../core/validation/rule-sets.ts'
import { needs } from '../helpers/tools.ts'
import { failedByRuleSet, saxonFailures } from './rule-agreement.ts'
import { skipOnPostgres } from './vefa-suite.ts'

const DIR = path.resolve(import.meta.dirname, '../fixtures/validation/sg-bis')
const SG = 'urn:cen.eu:en16931:2017#conformant#urn:fdc:peppol.eu:2017:poacc:billing:international:sg:3.0'
const SETS = ['sg-bis-cen-ubl', 'sg-bis-peppol-ubl', 'sg-bis-billing-3-ubl']
const VALID = ['sg-inv-example-02-full-valid-invoice-1.xml', 'sg-cn-example-01-credit-note.xml', 'sg-inv-example-04-none-gst-registered.xml', 'sg-inv-example-09-zero-rated-gst.xml']
const ERRORS = 'sg-inv-example-16b-gst-in-sgd-with-several-errors.xml'
const load = (f: string): string => fs.readFileSync(path.join(DIR, f), 'utf8')

before(async () => { if (skipOnPostgres === false) await compileRules({ only: SETS, log: () => {} }) })

test('the SG customization selects its option, not the EN 16931 base rules', () => {
  const hit = selectOption('ubl', SG)
  assert.deepEqual([hit.option.id, hit.option.ruleSets, hit.unknown], ['peppol-bis-billing-3-sg-ubl', SETS, false])
  for (const f of [...VALID, ERRORS]) assert.match(load(f), new RegExp(`<cbc:CustomizationID>${SG.replace(/[.#]/g, '\\$&')}</cbc:CustomizationID>`), f)
})

for (const f of VALID) {
  test(`the official example ${f} is valid against XSD + the SG rule sets`, { skip: skipOnPostgres }, async () => {
    const r = await validateDocument(load(f))
    assert.deepEqual(r.ruleSets.map(s => s.id), ['ubl-2.1-xsd', ...SETS])
    assert.deepEqual(r.assertions.filter(a => a.flag === 'error').map(a => `${a.ruleSet}:${a.id} ${a.text}`), [])
    assert.equal(r.isValid, true)
  })
}

test(`the official ${ERRORS} fails with the SG rules`, { skip: skipOnPostgres }, async () => {
  const r = await validateDocument(load(ERRORS))
  assert.equal(r.isValid, false)
  const errors = new Set(r.assertions.filter(a => a.flag === 'error').map(a => `${a.ruleSet}:${a.id}`))
  for (const id of ['BR-CO-17-GST-SG', 'BR-100-GST-SG', 'BR-101-GST-SG']) assert.ok(errors.has(`sg-bis-billing-3-ubl:${id}`), [...errors].join(', '))
})

test('the failed rules agree with Saxon-HE Java on every example', { ...(skipOnPostgres !== false ? { skip: skipOnPostgres } : needs('saxon')), timeout: 600_000 }, async () => {
  const defs = new Map(ruleSetDefinitions().map(d => [d.id, d]))
  const docs = [...VALID, ERRORS].map(f => [f, load(f)] as const)
  const mine = new Map<string, Map<string, string[]>>()
  for (const [f, xml] of docs) mine.set(f, failedByRuleSet((await validateDocument(xml)).assertions))
  for (const id of SETS) {
    const theirs = saxonFailures(await xsltOf(defs.get(id)), docs)
    for (const [f] of docs) assert.deepEqual(mine.get(f)?.get(id) ?? [], theirs.get(f), `${f} / ${id}`)
  }
})
