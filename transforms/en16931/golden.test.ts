// Golden tests at the business-term level (transforms/en16931/testdata, provenance in MANIFEST.tsv): the 40 UBL/CII
// pairs of the XRechnung test suite and the CEN TC434 pairs 1 and 2. For each pair, the business terms of the UBL
// converted to CII are compared with those of the official CII, and the CII converted to UBL with the official UBL
// (term by term, lines and VAT breakdown included; not a byte diff); the only differences allowed are those of the
// pair as published (golden-known-differences.json). Both conversions must lose nothing, and round trips (A -> B ->
// A) must give back every term.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { convertStep, readModel } from './convert.ts'
import { CII_CANNOT_HOLD, differences, flatten } from './model.ts'

const T = path.join(import.meta.dirname, 'testdata')
const load = (f: string): string => fs.readFileSync(path.join(T, f), 'utf8')
const golden = JSON.parse(load('golden-known-differences.json')) as { pairs: Array<[string, string]>, known: Record<string, string[]> }
const terms = (diffs: string[]): string[] => [...new Set(diffs.map(d => d.split(': ', 1)[0]))].sort()

test('the golden set: 40 XRechnung pairs and 2 TC434 pairs', () => {
  assert.equal(golden.pairs.filter(([u]) => u.startsWith('xrechnung-testsuite/')).length, 40)
  assert.equal(golden.pairs.length, 42)
})

for (const [ubl, cii] of golden.pairs) {
  test(`golden pair ${path.basename(ubl)} <-> ${path.basename(cii)}`, () => {
    const u = readModel(load(ubl))
    const c = readModel(load(cii))
    const known = golden.known[ubl]
    assert.deepEqual(terms(differences(u.model, c.model)), known, 'the pair as published')

    const toCii = convertStep(load(ubl), 'cii')
    assert.deepEqual(toCii.lost.filter(l => !CII_CANNOT_HOLD.test(l.term)), [], 'UBL -> CII loses nothing but what CII cannot hold')
    const cannot = terms(differences(u.model, readModel(toCii.xml).model)).filter(t => CII_CANNOT_HOLD.test(t))
    assert.deepEqual(toCii.lost.map(l => l.term).sort(), cannot, 'and what it cannot hold is reported')
    assert.equal(toCii.target.syntax, 'cii')
    // A gross price the CII writer derives (BT-148 = BT-146 + BT-147, when the UBL has a discount only) is not compared.
    const ubTerms = flatten(u.model)
    const derived = (t: string): boolean => t.endsWith('/BT-148') && !ubTerms.has(t)
    assert.deepEqual(terms(differences(readModel(toCii.xml).model, c.model, derived)), known.filter(t => !CII_CANNOT_HOLD.test(t) && !derived(t)), 'UBL -> CII against the official CII')

    const toUbl = convertStep(load(cii), 'ubl')
    assert.deepEqual(toUbl.lost, [], 'CII -> UBL loses nothing')
    assert.deepEqual(terms(differences(u.model, readModel(toUbl.xml).model)), known, 'CII -> UBL against the official UBL')

    assert.deepEqual(differences(u.model, readModel(convertStep(toCii.xml, 'ubl').xml).model, derived).filter(d => !CII_CANNOT_HOLD.test(d)), [], 'UBL -> CII -> UBL')
    assert.deepEqual(differences(c.model, readModel(convertStep(toUbl.xml, 'cii').xml).model), [], 'CII -> UBL -> CII')
  })
}

test('a mapping error would be caught: a changed term in the converted document is a difference', () => {
  const [ubl, cii] = golden.pairs[0]
  const out = convertStep(load(ubl), 'cii').xml.replace(/<ram:DuePayableAmount>([^<]*)</, '<ram:DuePayableAmount>1$1<')
  assert.ok(terms(differences(readModel(out).model, readModel(load(cii)).model)).includes('BT-115'))
})
