// The Peppol MLS 1.0 rule set (rules/peppol-mls-1.0, compiled like every rule set) on the official test files of
// phax/peppol-commons (test/fixtures/mls, MANIFEST.tsv): the 8 good examples are valid, each of the 66 bad files
// (mls-NNx.xml) fails rule SCH-MLS-NN, and the failed rules agree with Saxon-HE Java running the same .sch through the
// tests' own Schematron compiler (test/helpers/schematron-compile.xsl): another engine and another compiler (flags
// compared as Wharf reports them: the rules' `fatal` is an `error`).
// A received or written MLS (ApplicationResponse, CustomizationID urn:peppol:edec:mls:1.0) is validated with it.
// DB-independent: on the PGlite run only.
import { test, before } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { runRuleSet, toFlag } from '../../core/validation/schematron.ts'
import { validateDocument, ValidationRequestError } from '../../core/validation/validate.ts'
import { needs, SAXON_JAR } from '../helpers/tools.ts'
import { skipOnPostgres } from './vefa-suite.ts'

const FIX = path.resolve(import.meta.dirname, '../fixtures/mls')
const SCH = path.resolve(import.meta.dirname, '../../rules/peppol-mls-1.0/peppol-mls-1.0.1.sch')
const good = fs.readdirSync(FIX).filter(f => /^MessageLevelStatus_Example_.*\.xml$/.test(f)).sort()
const bad = fs.readdirSync(path.join(FIX, 'bad')).filter(f => /^mls-\d+[a-z]\.xml$/.test(f)).sort()
const read = (f: string): string => fs.readFileSync(path.join(FIX, f), 'utf8')
const failedIds = (xml: string): string[] => [...new Set(runRuleSet('peppol-mls-1.0', xml).filter(a => a.flag !== 'information').map(a => `${a.id} ${a.flag}`))].sort()

before(async () => { if (skipOnPostgres === false) await compileRules({ only: ['peppol-mls-1.0', 'peppol-poacc-t111'], log: () => {} }) })

test('the official examples are valid MLS: the option is chosen by root and CustomizationID', { skip: skipOnPostgres }, async () => {
  assert.equal(good.length, 8)
  for (const f of good) {
    const r = await validateDocument(read(f))
    assert.deepEqual(r.ruleSets.map(s => s.id), ['ubl-2.1-xsd', 'peppol-mls-1.0'], f)
    assert.deepEqual(r.assertions.filter(a => a.artifact === 'business-rules' && a.flag !== 'information'), [], f)
    // RE3 pads its IssueDate/IssueTime with spaces (a Schematron whitespace case): libxml2's XSD check refuses
    // that for xs:date/xs:time, so only the others are valid as a whole here.
    if (f !== 'MessageLevelStatus_Example_RE3.xml') assert.equal(r.isValid, true, `${f}: ${JSON.stringify(r.assertions)}`)
  }
})

test('each bad test file fails the rule its name gives (mls-NNx -> SCH-MLS-NN), as an error', { skip: skipOnPostgres }, () => {
  assert.equal(bad.length, 66)
  for (const f of bad) {
    const n = (/^mls-(\d+)/.exec(f) as RegExpExecArray)[1]
    assert.ok(failedIds(read(`bad/${f}`)).includes(`SCH-MLS-${n} error`), `${f}: ${failedIds(read(`bad/${f}`)).join(', ')}`)
  }
})

test('a bad MLS is invalid through validateDocument too; an MLS option on an invoice is refused', { skip: skipOnPostgres }, async () => {
  const r = await validateDocument(read('bad/mls-17a.xml'))
  assert.equal(r.isValid, false)
  assert.ok(r.assertions.some(a => a.ruleSet === 'peppol-mls-1.0' && a.id === 'SCH-MLS-17' && a.flag === 'error'))
  const invoice = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/documents/bis3-base-example.xml'), 'utf8')
  await assert.rejects(validateDocument(invoice, { optionId: 'peppol-mls-1.0' }), (e: unknown) => e instanceof ValidationRequestError && e.code === 'OPTION_MISMATCH')
  // Another ApplicationResponse (an Invoice Response) is not an MLS: the Invoice Response rules (poacc-rules.test.ts).
  const other = read('MessageLevelStatus_Example_AP.xml').replace('urn:peppol:edec:mls:1.0', 'urn:fdc:peppol.eu:poacc:trns:invoice_response:3')
  assert.deepEqual((await validateDocument(other)).ruleSets.map(s => s.id), ['ubl-2.1-xsd', 'peppol-poacc-t111'])
})

test('the failed rules agree with Saxon-HE Java on every file (another compiler, another engine)', { ...(skipOnPostgres !== false ? { skip: skipOnPostgres } : needs('saxon')), timeout: 120_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-mls-ref-'))
  try {
    const files = [...good, ...bad.map(f => `bad/${f}`)]
    fs.mkdirSync(path.join(dir, 'in'))
    fs.mkdirSync(path.join(dir, 'out'))
    for (const f of files) fs.copyFileSync(path.join(FIX, f), path.join(dir, 'in', path.basename(f)))
    const saxon = (args: string[]): void => {
      const run = spawnSync('java', ['-cp', SAXON_JAR, 'net.sf.saxon.Transform', ...args], { encoding: 'utf8', timeout: 100_000 })
      assert.equal(run.status, 0, run.stderr)
    }
    const compiled = path.join(dir, 'compiled.xsl')
    saxon([`-s:${SCH}`, `-xsl:${path.resolve(import.meta.dirname, '../helpers/schematron-compile.xsl')}`, `-o:${compiled}`])
    saxon([`-s:${path.join(dir, 'in')}`, `-xsl:${compiled}`, `-o:${path.join(dir, 'out')}`]) // one JVM for all files
    for (const f of files) {
      const out = fs.readFileSync(path.join(dir, 'out', path.basename(f)), 'utf8')
      const theirs = [...new Set([...out.matchAll(/<failed id="([^"]*)" flag="([^"]*)"/g)].map(m => `${m[1] as string} ${toFlag(m[2])}`).filter(k => !k.endsWith(' information')))].sort()
      assert.deepEqual(failedIds(read(f)), theirs, f)
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
