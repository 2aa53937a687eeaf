// The Peppol PINT specialisations other than PINT-EU (rules/peppol-pint*: the XSLT 2.0 artefacts OpenPeppol publishes,
// vendored from phax/phive-rules and run as phive runs each one's newest version: the PINT UBL rules, then the
// jurisdiction rules). For each option: an official example (test/fixtures/documents/MANIFEST.tsv) passes the XSD and
// its rule sets; the example with an amount due that does not add up, and without the buyer name, fails with that
// option's rules; the failed rules equal Saxon-HE Java's on the same XSLTs. A PINT document of a specialisation without
// rules (`@ng-1`) keeps the XSD with the information. DB-independent: runs on the PGlite run only.
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

const fixture = (name: string): string => fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/documents', name), 'utf8')
/** option, CustomizationID, its rule sets (in order), the official example. */
const CASES: ReadonlyArray<[string, string, string[], string]> = [
  ['peppol-pint-ae-ubl', 'billing-1@ae-1', ['pint-ae-ubl', 'pint-ae-jurisdiction'], 'pint-ae-standard-tax-invoice.xml'],
  ['peppol-pint-ae-selfbilling-ubl', 'selfbilling-1@ae-1', ['pint-ae-sb-ubl', 'pint-ae-jurisdiction'], 'pint-ae-self-billing.xml'],
  ['peppol-pint-aunz-ubl', 'billing-1@aunz-1', ['pint-ubl', 'pint-aunz-jurisdiction'], 'pint-aunz-au-invoice.xml'],
  ['peppol-pint-aunz-selfbilling-ubl', 'selfbilling-1@aunz-1', ['pint-aunz-sb-ubl', 'pint-aunz-sb-jurisdiction'], 'pint-aunz-self-billing.xml'],
  ['peppol-pint-jp-ubl', 'billing-1@jp-1', ['pint-ubl', 'pint-jp-jurisdiction'], 'pint-jp-example1-minimum.xml'],
  ['peppol-pint-jp-nontaxinvoice-ubl', 'nontaxinvoice-1@jp-1', ['pint-jp-ntr-ubl', 'pint-jp-ntr-jurisdiction'], 'pint-jp-ntr-example1-minimum.xml'],
  ['peppol-pint-jp-selfbilling-ubl', 'selfbilling-1@jp-1', ['pint-jp-sb-ubl', 'pint-jp-sb-jurisdiction'], 'pint-jp-sb-example.xml'],
  ['peppol-pint-my-ubl', 'billing-1@my-1', ['pint-ubl', 'pint-my-jurisdiction'], 'pint-my-invoice-sample-sa.xml'],
  ['peppol-pint-my-selfbilling-ubl', 'selfbilling-1@my-1', ['pint-my-sb-ubl', 'pint-my-sb-jurisdiction'], 'pint-my-sb-invoice-sample-sa.xml'],
  ['peppol-pint-om-ubl', 'billing-1@om-1', ['pint-om-ubl', 'pint-om-jurisdiction'], 'pint-om-full-invoice.xml'],
  ['peppol-pint-om-selfbilling-ubl', 'selfbilling-1@om-1', ['pint-om-sb-ubl', 'pint-om-sb-jurisdiction'], 'pint-om-self-billing.xml'],
  ['peppol-pint-sg-ubl', 'billing-1@sg-1', ['pint-ubl', 'pint-sg-jurisdiction'], 'pint-sg-full-valid-invoice.xml']
]
const SETS = [...new Set(CASES.flatMap(c => c[2]))]
// The Peppol-wide PINT (urn:peppol:pint:billing-1) has no official example: the official PINT-EU one (valid under the
// same PINT UBL rules, a byte-identical file) with that CustomizationID stands for it.
const generic = fixture('pint-eu-base-example.xml').replace('urn:peppol:pint:billing-1@eu-1', 'urn:peppol:pint:billing-1')
const wrongTotal = (xml: string): string => xml.replace(/(<cbc:PayableAmount\s+currencyID="[A-Z]+">)[^<]*</, (_, open: string) => `${open}1.00<`)
const noBuyerName = (xml: string): string => xml.replace(/(<cac:AccountingCustomerParty>[\s\S]*?)<cbc:RegistrationName>[^<]*<\/cbc:RegistrationName>/, '$1')

type Result = Awaited<ReturnType<typeof validateDocument>>
const runs = new Map<string, Promise<Result>>()
const validated = async (xml: string): Promise<Result> => await (runs.get(xml) ?? runs.set(xml, validateDocument(xml)).get(xml) as Promise<Result>)
const failed = async (xml: string): Promise<Map<string, string[]>> => failedByRuleSet((await validated(xml)).assertions)
const errorsOf = async (xml: string): Promise<string[]> => [...(await failed(xml)).entries()].flatMap(([set, ids]) => ids.filter(k => k.endsWith(' error')).map(k => `${set}:${k.slice(0, -' error'.length)}`))

before(async () => { if (skipOnPostgres === false) await compileRules({ only: SETS, log: () => {} }) })

test('each PINT CustomizationID selects its option; one without rules keeps the XSD only', () => {
  for (const [option, customization, sets] of CASES) {
    const hit = selectOption('ubl', `urn:peppol:pint:${customization}`)
    assert.deepEqual([hit.option.id, hit.option.ruleSets, hit.unknown], [option, sets, false], customization)
  }
  assert.deepEqual(selectOption('ubl', 'urn:peppol:pint:billing-1').option.ruleSets, ['pint-ubl'])
  assert.deepEqual(selectOption('ubl', 'urn:peppol:pint:billing-1@eu-1').option.id, 'peppol-pint-eu-ubl')
  for (const other of ['urn:peppol:pint:billing-1@ng-1', 'urn:peppol:pint:selfbilling-1@eu-1', 'urn:peppol:pint:billing-1@jp-1@xx-1']) {
    assert.deepEqual([selectOption('ubl', other).option.id, selectOption('ubl', other).option.ruleSets], ['peppol-pint-ubl', []], other)
  }
})

for (const [option, , sets, file] of CASES) {
  test(`${option}: the official example ${file} passes XSD + ${sets.join(' + ')}`, { skip: skipOnPostgres }, async () => {
    const r = await validated(fixture(file))
    assert.deepEqual(r.ruleSets.map(s => s.id), ['ubl-2.1-xsd', ...sets])
    assert.deepEqual(r.assertions.filter(a => a.flag === 'error').map(a => `${a.ruleSet}:${a.id} ${a.text}`), [])
  })

  test(`${option}: a wrong amount due and a missing buyer name fail with its rules`, { skip: skipOnPostgres }, async () => {
    const xml = fixture(file)
    for (const [what, broken, rule] of [['wrong amount due', wrongTotal(xml), /^pint-[a-z-]+:ibr-co-\d+$/], ['no buyer name', noBuyerName(xml), /^pint-([a-z]+-)*ubl:ibr-007$/]] as const) {
      assert.notEqual(broken, xml, what)
      const errors = await errorsOf(broken)
      assert.ok(errors.length > 0 && errors.every(e => sets.some(s => e.startsWith(`${s}:`))), `${what}: ${errors.join(', ')}`)
      assert.ok(errors.some(e => rule.test(e)), `${what}: ${errors.join(', ')}`)
      assert.equal((await validated(broken)).isValid, false)
    }
  })
}

test('PINT OM: its ruleset version report (role="information", no flag) is an information, not an error', { skip: skipOnPostgres }, async () => {
  const meta = (await validated(fixture('pint-om-full-invoice.xml'))).assertions.filter(a => a.id === 'BTOM-META-001')
  assert.deepEqual(meta.map(a => [a.ruleSet, a.flag]), [['pint-om-jurisdiction', 'information']])
})

test('the Peppol-wide PINT (urn:peppol:pint:billing-1): the PINT UBL rules alone', { skip: skipOnPostgres }, async () => {
  const r = await validated(generic)
  assert.deepEqual(r.ruleSets.map(s => s.id), ['ubl-2.1-xsd', 'pint-ubl'])
  assert.deepEqual(r.assertions.filter(a => a.flag === 'error'), [])
  assert.ok((await errorsOf(wrongTotal(generic))).some(e => /^pint-ubl:ibr-co-\d+$/.test(e)))
})

test('a PINT specialisation without rules: the XSD only, and the information says so', { skip: skipOnPostgres }, async () => {
  const r = await validateDocument(generic.replace('urn:peppol:pint:billing-1', 'urn:peppol:pint:billing-1@ng-1'))
  assert.deepEqual(r.ruleSets.map(s => s.id), ['ubl-2.1-xsd'])
  const info = r.assertions.find(a => a.id === 'WHARF-PINT-NO-SCHEMATRON')
  assert.equal(info?.flag, 'information')
  assert.match(info?.text ?? '', /No Peppol PINT rules of this specialisation are vendored .*urn:peppol:pint:billing-1@ng-1/)
})

test('the failed rules agree with Saxon-HE Java on every example and its broken variants', { ...(skipOnPostgres !== false ? { skip: skipOnPostgres } : needs('saxon')), timeout: 600_000 }, async () => {
  const defs = new Map(ruleSetDefinitions().map(d => [d.id, d]))
  const docs: Array<[string, string, string[]]> = [['generic', generic, ['pint-ubl']]]
  for (const [option, , sets, file] of CASES) {
    const xml = fixture(file)
    docs.push([option, xml, sets], [`${option}-wrong-total`, wrongTotal(xml), sets], [`${option}-no-buyer-name`, noBuyerName(xml), sets])
  }
  for (const id of SETS) {
    const mine = docs.filter(d => d[2].includes(id))
    const theirs = saxonFailures(await xsltOf(defs.get(id)), mine.map(([name, xml]) => [name, xml] as const))
    for (const [name, xml] of mine) assert.deepEqual((await failed(xml)).get(id) ?? [], theirs.get(name), `${name} / ${id}`)
  }
})
