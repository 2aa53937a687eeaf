// Known-invalid documents give their named rule, the valid ones are valid (issue 17 "Done when"): the XRechnung
// BR-DE-16/18 negative instances (itplr-kosit/xrechnung-schematron) and the SI-UBL 2.0 files of phax/phive-rules
// (test/fixtures/validation/named, provenance in ../MANIFEST.tsv), through the whole validation (XSD + selection +
// rules). DB-independent: PGlite run only.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { before, test } from 'node:test'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { validateDocument } from '../../core/validation/validate.ts'
import { fixtures, skipOnPostgres } from './vefa-suite.ts'

const dir = path.join(fixtures, 'named')
before(async () => { if (skipOnPostgres === false) await compileRules({ only: ['cen-en16931-ubl', 'xrechnung-ubl', 'si-ubl-2.0'], log: () => {} }) })

const cases: Array<[file: string, expected: string | null]> = [
  ['ubl-inv-br-de-16-negative-test-bt-95.xml', 'BR-DE-16'],
  ['ubl-inv-br-de-18-wrong-whitespace.xml', 'BR-DE-18'],
  ['SI-UBL-2.0_BR-NL-1_error_wrong_scheme.xml', 'BR-NL-1'],
  ['SI-UBL-2.0_BR-NL-3_error_no_city.xml', 'BR-NL-3'],
  ['SI-UBL-2.0_BR-NL-7_error_388.xml', 'BR-NL-7'],
  ['SI-UBL-2.0_BR-NL-8_ok_381.xml', null],
  ['SI-UBL-2.0_ok_allowance_line.xml', null],
  ['SI-UBL-2.0_ok_full.xml', null],
  ['SI-UBL-2.0_ok_minimal.xml', null]
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
