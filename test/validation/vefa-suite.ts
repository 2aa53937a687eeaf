// Runs the VEFA testSet files of some vendored folders (test/fixtures/validation/MANIFEST.tsv) as tests: one test
// per file, every case of the file checked (test/validation/vefa.ts). DB-independent: on the PGlite run only.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { before, test } from 'node:test'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { runRuleSet } from '../../core/validation/schematron.ts'
import { checkCase, readTestSet } from './vefa.ts'

export const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'validation')
export const skipOnPostgres = process.env.DATABASE_URL !== undefined ? 'DB-independent: runs on the PGlite run only' : false

/** Cases whose official expectation the vendored rules no longer meet because a newer release changed the rule
 * (the official unit tests here are of an older release): each must fail exactly so, or the test fails. */
export interface ChangedCases { file: string, cases: number[], failure: string }

export function vefaSuite (folders: RegExp, ruleSets: string[], changed: ChangedCases[] = []): void {
  // Compiles what is missing from the rules cache (nothing after npm install's postinstall).
  before(async () => { if (skipOnPostgres === false) await compileRules({ only: ruleSets, log: () => {} }) })
  const dirs = fs.readFileSync(path.join(fixtures, 'MANIFEST.tsv'), 'utf8').trim().split('\n').slice(1)
    .map(l => l.split('\t')[0] as string).filter(d => folders.test(d))
  let total = 0
  for (const dir of dirs) {
    for (const f of fs.readdirSync(path.join(fixtures, dir)).sort()) {
      const file = `${dir}/${f}`
      const cases = readTestSet(fs.readFileSync(path.join(fixtures, file), 'utf8'), file)
      total += cases.length
      test(`${file}: ${cases.length} cases`, { skip: skipOnPostgres }, () => {
        assert.ok(cases.length > 0)
        const failures = cases.map(c => ({ c, why: checkCase(c, runRuleSet(c.ruleSet, c.xml)) })).filter(x => x.why !== null)
        const expected = changed.filter(c => c.file === file).flatMap(c => c.cases.map(i => `#${i}: ${c.failure}`))
        assert.deepEqual(failures.map(x => `#${x.c.index}: ${x.why}`), expected)
      })
    }
  }
  test(`the folders hold the official cases (${total})`, { skip: skipOnPostgres }, () => {
    assert.ok(total > 0)
    for (const c of changed) assert.ok(dirs.some(d => c.file.startsWith(`${d}/`)) && fs.existsSync(path.join(fixtures, c.file)), `changed case of a file not in the suite: ${c.file}`)
  })
}
