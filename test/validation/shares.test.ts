// One document validated by several threads at once when they are idle (core/validation/pool.ts): each thread runs a
// share of the rule sets (validate.ts `share`), the last one the XSD, and mergeShares() gives the answer
// validateDocument gives in one thread, the same assertions in the same order. The rule sets of one share use one
// parse of the document (schematron.ts parseForRules). DB-independent: PGlite run only.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { mergeShares, validateDocument } from '../../core/validation/validate.ts'
import { parseForRules, runRuleSet } from '../../core/validation/schematron.ts'
import { createValidationPool, type ValidationPool } from '../../core/validation/pool.ts'
import { fixture } from '../documents/helpers.ts'
import { skipOnPostgres } from './vefa-suite.ts'

const RULES = ['cen-en16931-ubl', 'peppol-bis-billing-3-ubl', 'pint-eu-ubl', 'pint-eu-en16931', 'pint-eu-jurisdiction']
const pools: ValidationPool[] = []
before(async () => { if (skipOnPostgres === false) await compileRules({ only: RULES, log: () => {} }) })
after(async () => { await Promise.all(pools.map(async p => { await p.close() })) })

const base = fixture('bis3-base-example.xml').toString('utf8')
// Errors of the XSD (an element UBL does not have), of the CEN rules (BR-CL-04: QQQ is no ISO 4217 currency) and
// of the Peppol rules (PEPPOL-EN16931-R003: no buyer reference), in one document.
const broken = base
  .replace('<cbc:IssueDate>2017-11-13</cbc:IssueDate>', '<cbc:IssueDate>2017-11-13</cbc:IssueDate><cbc:Bogus>1</cbc:Bogus>')
  .replace(/<cbc:DocumentCurrencyCode>[^<]*</, '<cbc:DocumentCurrencyCode>QQQ<')
  .replace('<cbc:BuyerReference>0150abc</cbc:BuyerReference>', '')
const unknownCustomization = base.replace(/<cbc:CustomizationID>[^<]*</, '<cbc:CustomizationID>urn:example:not-a-known-cius<')
const documents: Array<[string, string]> = [
  ['the BIS 3 base example (valid)', base],
  ['errors of the XSD, CEN and Peppol', broken],
  ['an unknown customization (a note from share 0)', unknownCustomization],
  ['PINT-EU (three rule sets)', fixture('pint-eu-base-example.xml').toString('utf8')]
]

test('a share runs its rule sets only; the XSD goes with the last share, the notes with the first', { skip: skipOnPostgres }, async () => {
  const whole = await validateDocument(broken)
  const ruleSetsOf = (r: typeof whole): string[] => [...new Set(r.assertions.filter(a => a.flag === 'error').map(a => a.artifact === 'schema' ? 'XSD' : a.ruleSet))]
  assert.deepEqual(ruleSetsOf(whole), ['XSD', 'cen-en16931-ubl', 'peppol-bis-billing-3-ubl'], JSON.stringify(whole.assertions.map(a => a.id)))
  for (const id of ['BR-CL-04', 'PEPPOL-EN16931-R003']) assert.ok(whole.assertions.some(a => a.id === id && a.flag === 'error'), id)
  const first = await validateDocument(broken, { share: { index: 0, of: 2 } })
  const last = await validateDocument(broken, { share: { index: 1, of: 2 } })
  assert.deepEqual(ruleSetsOf(first), ['cen-en16931-ubl'])
  assert.deepEqual(ruleSetsOf(last), ['XSD', 'peppol-bis-billing-3-ubl'])
  assert.deepEqual(mergeShares([first, last]), whole)
  const note = await validateDocument(unknownCustomization, { share: { index: 1, of: 2 } })
  assert.ok(!note.assertions.some(a => a.id === 'WHARF-UNKNOWN-CUSTOMIZATION'), 'only share 0 adds the note')
})

test('the rule sets of a share use one parse of the document: the same assertions as from its text', { skip: skipOnPostgres }, async () => {
  for (const [name, xml] of documents.slice(0, 2)) {
    const parsed = await parseForRules(xml)
    assert.equal(typeof parsed, 'object', name)
    for (const id of ['cen-en16931-ubl', 'peppol-bis-billing-3-ubl']) assert.deepEqual(runRuleSet(id, parsed), runRuleSet(id, xml), `${name}, ${id}`)
  }
  // A text SaxonJS cannot parse stays text, and each rule set reports it as before.
  const bad = '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><a></Invoice>'
  assert.equal(await parseForRules(bad), bad)
  const [error] = runRuleSet('cen-en16931-ubl', bad)
  assert.equal(error?.flag, 'error')
  assert.match(error?.text ?? '', /could not be evaluated/)
})

for (const threads of [2, 3]) {
  test(`a pool of ${threads} threads answers as one thread does`, { skip: skipOnPostgres }, async () => {
    const pool = createValidationPool({ threads })
    pools.push(pool)
    for (const [name, xml] of documents) {
      const [pooled, whole] = await Promise.all([pool.validate(xml), validateDocument(xml)])
      assert.deepEqual(pooled, whole, name)
    }
    await assert.rejects(pool.validate(base, { optionId: 'no-such-option' }), (err: Error & { code?: string }) => err.code === 'VALIDATION_FAILED')
    // Several at once: the first takes the idle threads in shares, the others go whole to one thread each.
    const wholes = await Promise.all(documents.map(async ([, xml]) => await validateDocument(xml)))
    const pooled = await Promise.all(documents.map(async ([, xml]) => await pool.validate(xml)))
    assert.deepEqual(pooled, wholes)
  })
}
