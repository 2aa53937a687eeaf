// Peppol PINT-EU 1.1.1 (rules/peppol-pint-eu: the three XSLT 2.0 artefacts OpenPeppol publishes, as phive runs them
// for PINT-EU 1.1.1): a PINT-EU invoice (CustomizationID urn:peppol:pint:billing-1@eu-1) is validated with the XSD and
// the PINT UBL, EN 16931 aligned and jurisdiction rules. The official PINT-EU example passes; the BIS 3 example
// converted to PINT-EU (bis3-to-pint-eu, issue 19's BIS 3 <-> PINT-EU pair) passes them too; an invoice whose amount due
// does not add up fails with the PINT rules; the failed rules equal Saxon-HE Java's on the same compiled rules.
// DB-independent: runs on the PGlite run only.
import { before, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { compileRules, ruleSetDefinitions, xsltOf } from '../../scripts/validation/compile-rules.js'
import { validateDocument } from '../../core/validation/validate.ts'
import { transformOutputValidator } from '../../core/validation/transform-output.ts'
import { inProcessTransformService } from '../helpers/transforms.ts'
import { needs } from '../helpers/tools.ts'
import { failedByRuleSet, saxonFailures } from './rule-agreement.ts'
import { skipOnPostgres } from './vefa-suite.ts'

const SETS = ['pint-eu-ubl', 'pint-eu-en16931', 'pint-eu-jurisdiction']
const example = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/documents/pint-eu-base-example.xml'), 'utf8')
const bis = fs.readFileSync(path.resolve(import.meta.dirname, '../../transforms/en16931/testdata/peppol-bis-invoice-3/base-example.xml'), 'utf8')
const wrongTotal = example.replace(/<cbc:PayableAmount currencyID="([A-Z]+)">[^<]*</, '<cbc:PayableAmount currencyID="$1">1.00<')
const failed = async (xml: string): Promise<Map<string, string[]>> => failedByRuleSet((await validateDocument(xml)).assertions)

before(async () => { if (skipOnPostgres === false) await compileRules({ only: [...SETS, 'cen-en16931-ubl', 'peppol-bis-billing-3-ubl'], log: () => {} }) })

test('the official PINT-EU example passes XSD + the three PINT-EU rule sets', { skip: skipOnPostgres }, async () => {
  const r = await validateDocument(example)
  assert.deepEqual(r.ruleSets.map(s => s.id), ['ubl-2.1-xsd', ...SETS])
  assert.deepEqual(r.assertions.filter(a => a.flag === 'error'), [])
})

test('BIS 3 -> PINT-EU and PINT-EU -> BIS 3: each output passes its target\'s rules (checked by the output validation)', { skip: skipOnPostgres }, async () => {
  const service = await inProcessTransformService({ validator: transformOutputValidator({ policy: 'reject' }, async xml => await validateDocument(xml)) })
  const out = await service.transform(bis, { target: 'pint-eu', tenant: { id: 't-pint', plan: '10K' } })
  assert.deepEqual(out.steps, ['bis3-to-pint-eu'])
  assert.deepEqual(out.validation?.errors, [])
  assert.deepEqual((await validateDocument(out.xml)).ruleSets.map(s => s.id), ['ubl-2.1-xsd', ...SETS])
  // and the official PINT-EU example (valid under its own rules) to BIS 3: valid under the BIS 3 rules
  const back = await service.transform(example, { target: 'bis3', tenant: { id: 't-pint', plan: '10K' } })
  assert.deepEqual(back.steps, ['pint-eu-to-bis3'])
  assert.deepEqual(back.validation?.errors, [])
})

test('an amount due that does not add up fails with the PINT rules', { skip: skipOnPostgres }, async () => {
  assert.notEqual(wrongTotal, example)
  const errors = [...(await failed(wrongTotal)).entries()].flatMap(([set, ids]) => ids.filter(k => k.endsWith(' error')).map(k => `${set}:${k}`))
  assert.ok(errors.length > 0 && errors.every(e => SETS.some(s => e.startsWith(`${s}:`))), errors.join(', '))
})

test('the failed rules agree with Saxon-HE Java on the example, the converted BIS 3 and the broken invoice', { ...(skipOnPostgres !== false ? { skip: skipOnPostgres } : needs('saxon')), timeout: 240_000 }, async () => {
  const defs = new Map(ruleSetDefinitions().map(d => [d.id, d]))
  const converted = (await (await inProcessTransformService()).transform(bis, { target: 'pint-eu', tenant: { id: 't', plan: '10K' } })).xml
  const docs = [['example', example], ['converted', converted], ['wrong total', wrongTotal]] as const
  for (const id of SETS) {
    const theirs = saxonFailures(await xsltOf(defs.get(id)), docs)
    for (const [name, xml] of docs) assert.deepEqual((await failed(xml)).get(id) ?? [], theirs.get(name), `${name} / ${id}`)
  }
})
