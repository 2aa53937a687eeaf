// The failed rules of a validation, by rule set, and those of Saxon-HE Java on the same XSLT: what the rule tests that
// check Wharf's SaxonJS runs against the reference engine compare. The reference is Saxon-HE Java (Debian
// libsaxonhe-java, the engine of KoSIT's validator and phive) on the same compiled XSLT 2.0 that Wharf's SEF was
// exported from (scripts/validation/compile-rules.js xsltOf).
//
//   await assertAgreement([{ name: 'order', xml, ruleSet: 'peppol-poacc-t01' }, ...])
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ruleSetDefinitions, xsltOf } from '../../scripts/validation/compile-rules.js'
import { parseSvrl, toFlag } from '../../core/validation/schematron.ts'
import { validateDocument } from '../../core/validation/validate.ts'
import { SAXON_JAR } from '../helpers/tools.ts'

type Assertions = Awaited<ReturnType<typeof validateDocument>>['assertions']

/** rule set -> its failed rules ("id flag", sorted, once each); information left out. */
export function failedByRuleSet (assertions: Assertions): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const a of assertions) {
    if (a.artifact !== 'business-rules' || a.flag === 'information') continue
    out.set(a.ruleSet, [...new Set([...(out.get(a.ruleSet) ?? []), `${a.id} ${a.flag}`])].sort())
  }
  return out
}

/** Saxon-HE Java's failed rules ("id flag", sorted; information left out) of one XSLT on each document (name, xml):
 * one run over a folder, the XSLT compiled once. */
export function saxonFailures (xslt: string, docs: ReadonlyArray<readonly [string, string]>): Map<string, string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-saxon-'))
  try {
    fs.mkdirSync(path.join(dir, 'in'))
    fs.mkdirSync(path.join(dir, 'out'))
    docs.forEach(([, xml], i) => fs.writeFileSync(path.join(dir, 'in', `${i}.xml`), xml))
    const run = spawnSync('java', ['-Xss16m', '-cp', SAXON_JAR, 'net.sf.saxon.Transform', `-xsl:${xslt}`, `-s:${path.join(dir, 'in')}`, `-o:${path.join(dir, 'out')}`], { encoding: 'utf8', maxBuffer: 64 << 20, timeout: 180_000 })
    assert.equal(run.status, 0, run.stderr)
    return new Map(docs.map(([name], i) => {
      const svrl = fs.readFileSync(path.join(dir, 'out', `${i}.xml`), 'utf8')
      return [name, [...new Set(parseSvrl(svrl).map(a => `${a.id} ${toFlag(a.flag)}`))].filter(k => !k.endsWith(' information')).sort()]
    }))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Wharf's failed rules on a document ("id flag", information left out, sorted), all rule sets of its option. */
export async function wharfFailedRules (xml: string): Promise<string[]> {
  return [...new Set([...failedByRuleSet((await validateDocument(xml)).assertions).values()].flat())].sort()
}

/** Asserts, for each case, that Wharf's failed rules equal Saxon-HE Java's on the case's rule set: one Java run per
 * rule set over all its cases (each run compiles the XSLT once, the costly part). */
export async function assertAgreement (cases: ReadonlyArray<{ name: string, xml: string, ruleSet: string }>): Promise<void> {
  const byRuleSet = new Map<string, Array<{ name: string, xml: string }>>()
  for (const c of cases) byRuleSet.set(c.ruleSet, [...(byRuleSet.get(c.ruleSet) ?? []), c])
  const defs = new Map(ruleSetDefinitions().map(d => [d.id, d]))
  for (const [id, list] of byRuleSet) {
    assert.ok(defs.has(id), `rule set ${id}`)
    const theirs = saxonFailures(await xsltOf(defs.get(id)), list.map((c, i) => [String(i), c.xml] as const))
    for (const [i, c] of list.entries()) assert.deepEqual(await wharfFailedRules(c.xml), theirs.get(String(i)), `${c.name} / ${id}`)
  }
}
