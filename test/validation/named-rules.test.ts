// Known-invalid documents give their named rule, the valid ones are valid (issue 17 "Done when"): the XRechnung
// BR-DE-16/18 negative instances (itplr-kosit/xrechnung-schematron), the SI-UBL 2.0 files and a BIS Billing 2026.5
// example of phax/phive-rules
// (test/fixtures/validation/named, provenance in ../MANIFEST.tsv), through the whole validation (XSD + selection +
// rules). DB-independent: PGlite run only.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { before, test } from 'node:test'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { validateDocument } from '../../core/validation/validate.ts'
import { ruleSets } from '../../core/validation/rule-sets.ts'
import { fixtures, skipOnPostgres } from './vefa-suite.ts'

const dir = path.join(fixtures, 'named')
before(async () => { if (skipOnPostgres === false) await compileRules({ only: ['cen-en16931-ubl', 'xrechnung-ubl', 'si-ubl-2.0', 'peppol-bis-billing-3-ubl'], log: () => {} }) })

const cases: Array<[file: string, expected: string | null]> = [
  ['ubl-inv-br-de-16-negative-test-bt-95.xml', 'BR-DE-16'],
  ['ubl-inv-br-de-18-wrong-whitespace.xml', 'BR-DE-18'],
  ['SI-UBL-2.0_BR-NL-1_error_wrong_scheme.xml', 'BR-NL-1'],
  ['SI-UBL-2.0_BR-NL-3_error_no_city.xml', 'BR-NL-3'],
  ['SI-UBL-2.0_BR-NL-7_error_388.xml', 'BR-NL-7'],
  ['SI-UBL-2.0_BR-NL-8_ok_381.xml', null],
  ['SI-UBL-2.0_ok_allowance_line.xml', null],
  ['SI-UBL-2.0_ok_full.xml', null],
  ['SI-UBL-2.0_ok_minimal.xml', null],
  // Peppol BIS Billing 3.0.21 (release 2026.5): ProfileID urn:peppol:bis:billing_with_response, refused by 3.0.19's
  // PEPPOL-EN16931-R007
  ['bis3-2026.5-base-example_profile02.xml', null]
]
for (const [file, expected] of cases) {
  test(`${file}: ${expected ?? 'valid'}`, { skip: skipOnPostgres }, async () => {
    const res = await validateDocument(fs.readFileSync(path.join(dir, file), 'utf8'))
    const errors = res.assertions.filter(a => a.flag === 'error').map(a => a.id)
    if (expected === null) assert.deepEqual(errors, [])
    else {
      assert.equal(res.isValid, false)
      assert.ok(errors.includes(expected), errors.join(' '))
    }
  })
}

test('BIS Billing UBL documents run the 2026.5 rules (3.0.21), CII documents 3.0.19\'s', { skip: skipOnPostgres }, async () => {
  const res = await validateDocument(fs.readFileSync(path.join(dir, 'bis3-2026.5-base-example_profile02.xml'), 'utf8'))
  assert.equal(res.source.profileId, 'urn:peppol:bis:billing_with_response')
  assert.deepEqual(res.ruleSets.map(r => `${r.id} ${r.version}`), ['ubl-2.1-xsd 2.1', 'cen-en16931-ubl 1.3.16', 'peppol-bis-billing-3-ubl 3.0.21 (Peppol release 2026.5)'])
  assert.equal(ruleSets().get('peppol-bis-billing-3-cii')?.version, '3.0.19')
  assert.equal(ruleSets().get('peppol-bis-billing-3-ubl')?.source.repository, 'phax/phive-rules')
})
