// The reference run of the rules tests: Saxon-HE Java (Debian libsaxonhe-java, the engine of KoSIT's validator and
// phive) on the same compiled XSLT 2.0 that Wharf's SEF was exported from (scripts/validation/compile-rules.js xsltOf).
//
//   assert.deepEqual(await wharfFailedRules(xml), await saxonFailedRules('peppol-poacc-t01', xml))
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ruleSetDefinitions, xsltOf } from '../../scripts/validation/compile-rules.js'
import { parseSvrl, toFlag } from '../../core/validation/schematron.ts'
import { validateDocument } from '../../core/validation/validate.ts'
import { SAXON_JAR } from '../helpers/tools.ts'

const sorted = (keys: string[]): string[] => [...new Set(keys)].filter(k => !k.endsWith(' information')).sort()

/** Wharf's failed rules on a document ("id flag", information left out, sorted), all rule sets of its option. */
export async function wharfFailedRules (xml: string): Promise<string[]> {
  return sorted((await validateDocument(xml)).assertions.filter(a => a.artifact === 'business-rules').map(a => `${a.id} ${a.flag}`))
}

/** Saxon-HE Java's failed rules of rule set `id` on a document, in the same form. */
export async function saxonFailedRules (id: string, xml: string): Promise<string[]> {
  const def = ruleSetDefinitions().find(d => d.id === id)
  assert.ok(def !== undefined, `rule set ${id}`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-saxon-ref-'))
  try {
    const file = path.join(dir, 'doc.xml')
    fs.writeFileSync(file, xml)
    const run = spawnSync('java', ['-Xss16m', '-cp', SAXON_JAR, 'net.sf.saxon.Transform', `-xsl:${await xsltOf(def)}`, `-s:${file}`], { encoding: 'utf8', maxBuffer: 64 << 20, timeout: 60_000 })
    assert.equal(run.status, 0, run.stderr)
    return sorted(parseSvrl(run.stdout).map(a => `${a.id} ${toFlag(a.flag)}`))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
