// Reference agreement: validates documents with Wharf (SaxonJS, the compiled SEF) and with Saxon-HE Java (Debian
// libsaxonhe-java, the engine of KoSIT's validator and phive) running the same compiled rules (the XSLT 2.0 the SEF
// was exported from: scripts/validation/compile-rules.js xsltOf), and diffs the set of failed rule ids and flags per
// document and rule set. Exit 1 on any difference.
// Usage: npm run rules:reference [-- <file or folder> ...]   (default: the example documents of test/fixtures/validation)
//        SAXON_JAR=/usr/share/java/Saxon-HE.jar
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { compileRules, ruleSetDefinitions, xsltOf } from './compile-rules.js'
import { parseSvrl } from '../../core/validation/schematron.ts'
import { validateDocument } from '../../core/validation/validate.ts'

const root = path.resolve(import.meta.dirname, '..', '..')
const jar = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar'
const defaults = ['eInvoicing-EN16931/test/testfiles', 'eInvoicing-EN16931/ubl/examples', 'eInvoicing-EN16931/cii/examples', 'peppol-bis-invoice-3/rules/examples']
  .map(d => path.join(root, 'test', 'fixtures', 'validation', d))
const inputs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaults

const files: string[] = []
const walk = (p: string): void => {
  if (fs.statSync(p).isDirectory()) for (const e of fs.readdirSync(p).sort()) walk(path.join(p, e))
  else if (p.endsWith('.xml')) files.push(p)
}
for (const i of inputs) walk(path.resolve(i))

await compileRules()
const key = (a: { id: string, flag: string }): string => `${a.id} ${a.flag}`
const ours = new Map<string, Map<string, Set<string>>>() // file -> rule set -> failed "id flag"
const byRuleSet = new Map<string, string[]>()
let skipped = 0
const t0 = performance.now()
for (const f of files) {
  const xml = fs.readFileSync(f, 'utf8')
  if (/<testSet\b/.test(xml.slice(0, 2000))) { skipped++; continue }
  let res
  try { res = await validateDocument(xml) } catch { skipped++; continue }
  const perSet = new Map<string, Set<string>>()
  for (const rs of res.ruleSets) {
    if (rs.id.endsWith('-xsd')) continue
    perSet.set(rs.id, new Set())
    byRuleSet.set(rs.id, [...(byRuleSet.get(rs.id) ?? []), f])
  }
  for (const a of res.assertions) if (a.artifact === 'business-rules' && a.id !== 'WHARF-UNKNOWN-CUSTOMIZATION') perSet.get(a.ruleSet)?.add(key(a))
  ours.set(f, perSet)
}
const wharfMs = performance.now() - t0

// Saxon-HE: one JVM per rule set over a folder of links to its documents.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-reference-'))
const defs = new Map(ruleSetDefinitions().map(d => [d.id, d]))
let differences = 0
let compared = 0
let javaMs = 0
try {
  for (const [id, docs] of byRuleSet) {
    const xslt = await xsltOf(defs.get(id))
    const inDir = path.join(tmp, id, 'in')
    const outDir = path.join(tmp, id, 'out')
    fs.mkdirSync(inDir, { recursive: true })
    fs.mkdirSync(outDir, { recursive: true })
    docs.forEach((d, i) => fs.symlinkSync(d, path.join(inDir, `${i}.xml`)))
    const s = performance.now()
    const saxon = (src: string, out: string): void => {
      execFileSync('java', ['-Xss16m', '-cp', jar, 'net.sf.saxon.Transform', `-xsl:${xslt}`, `-s:${src}`, `-o:${out}`], { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 << 20 })
    }
    // A dynamic error stops Saxon's run over the folder: then one run per document, the error's code as its result.
    const dynamic = new Map<number, string>()
    try { saxon(inDir, outDir) } catch {
      docs.forEach((_d, i) => {
        try { saxon(path.join(inDir, `${i}.xml`), path.join(outDir, `${i}.xml`)) } catch (err) {
          const text = String((err as { stderr?: Buffer }).stderr ?? '')
          dynamic.set(i, `${/\b([A-Z]{4}\d{4})\b/.exec(text)?.[1] ?? 'DYNAMIC-ERROR'} error`)
        }
      })
    }
    javaMs += performance.now() - s
    docs.forEach((d, i) => {
      const out = path.join(outDir, `${i}.xml`)
      const theirs = new Set(dynamic.has(i) ? [dynamic.get(i) as string] : fs.existsSync(out) ? parseSvrl(fs.readFileSync(out, 'utf8')).map(key) : ['(no output)'])
      const mine = ours.get(d)?.get(id) ?? new Set()
      compared++
      const onlyOurs = [...mine].filter(x => !theirs.has(x))
      const onlyTheirs = [...theirs].filter(x => !mine.has(x))
      if (onlyOurs.length + onlyTheirs.length > 0) {
        differences++
        console.log(`DIFF ${path.relative(root, d)} [${id}]: only Wharf: ${onlyOurs.join(', ') || '-'}; only Saxon-HE: ${onlyTheirs.join(', ') || '-'}`)
      }
    })
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}
const failedTotal = [...ours.values()].reduce((n, m) => n + [...m.values()].reduce((k, s) => k + s.size, 0), 0)
console.log(`reference: ${ours.size} documents (${skipped} skipped: not UBL/CII or a testSet), ${compared} document x rule set runs, ${failedTotal} distinct failed rule/flag pairs on Wharf's side, ${differences} differences against Saxon-HE (${jar}); Wharf ${Math.round(wharfMs)} ms in-process incl. XSD, Saxon-HE ${Math.round(javaMs)} ms incl. JVM start`)
process.exit(differences === 0 ? 0 : 1)
