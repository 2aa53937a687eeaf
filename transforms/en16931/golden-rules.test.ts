// Issue 19's bar for the golden pairs (golden-known-differences.json: the 40 XRechnung test suite pairs and the CEN
// TC434 pairs 1 and 2): the output of each conversion passes the official rules of its target with 0 errors wherever
// the source passes its own. Each file of a pair is validated (XSD + Schematron chosen by its CustomizationID, as for
// any document: XRechnung -> CEN + XRechnung, EN 16931 -> CEN), converted to the other syntax, and the output
// validated the same way. A source with errors of its own is reported and not held against its output.
// DB-independent: runs on the PGlite run only.
import { before, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { validateDocument } from '../../core/validation/validate.ts'
import { convertStep } from './convert.ts'

const skip = process.env.DATABASE_URL !== undefined ? 'DB-independent: runs on the PGlite run only' : false
const T = path.join(import.meta.dirname, 'testdata')
const load = (f: string): string => fs.readFileSync(path.join(T, f), 'utf8')
const golden = JSON.parse(load('golden-known-differences.json')) as { pairs: Array<[string, string]> }
const errors = async (xml: string): Promise<string[]> =>
  [...new Set((await validateDocument(xml)).assertions.filter(a => a.flag === 'error').map(a => `${a.ruleSet}:${a.id}`))].sort()

before(async () => { if (skip === false) await compileRules({ only: ['cen-en16931-ubl', 'cen-en16931-cii', 'xrechnung-ubl', 'xrechnung-cii'], log: () => {} }) })

test('golden pairs: every output passes its target\'s official rules where its source passes its own', { skip, timeout: 600_000 }, async () => {
  const failures: string[] = []
  const invalidSources: string[] = []
  let checked = 0
  for (const [ubl, cii] of golden.pairs) {
    for (const [file, target] of [[ubl, 'cii'], [cii, 'ubl']] as const) {
      const xml = load(file)
      const own = await errors(xml)
      if (own.length > 0) { invalidSources.push(`${file}: ${own.join(' ')}`); continue }
      const out = await errors(convertStep(xml, target).xml)
      checked++
      if (out.length > 0) failures.push(`${file} -> ${target}: ${out.join(' ')}`)
    }
  }
  assert.deepEqual(failures, [])
  // Nearly every official file passes its own rules: the check above is not vacuous.
  assert.ok(checked >= 80, `${checked} outputs checked; sources with errors of their own: ${invalidSources.join('; ')}`)
})
