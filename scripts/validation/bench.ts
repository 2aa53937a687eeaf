// npm run bench:validation: Wharf's validation (SaxonJS on the compiled SEF, in the worker pool) against Saxon-HE
// Java running the same compiled rules (the XSLT the SEF was exported from), in the same run, on a BIS Billing 3 UBL
// invoice (~10 KB, the official base example) and a ~1 MB invoice with 2,000 lines (the same example's line repeated;
// its totals then break BR-CO-* rules, as many assertions fire as on a real bad document). Prints ms per document
// (warm, one at a time), documents/s with 2 threads, the first validation after start, and the ratio.
// Schematron only on both sides (the Java reference has no XSD step); Wharf's XSD (libxml2-wasm) is timed apart.
// Usage: npm run bench:validation [-- --iterations 20]
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { compileRules, ruleSetDefinitions, xsltOf } from './compile-rules.js'
import { createValidationPool } from '../../core/validation/pool.ts'
import { validateSchema } from '../../core/validation/xsd.ts'

const root = path.resolve(import.meta.dirname, '..', '..')
const jar = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar'
const iArg = process.argv.indexOf('--iterations')
const iterations = iArg > 0 ? Number(process.argv[iArg + 1]) : 20
const threads = 2
const ruleSets = ['cen-en16931-ubl', 'peppol-bis-billing-3-ubl']
await compileRules({ only: ruleSets })

const base = fs.readFileSync(path.join(root, 'test/fixtures/validation/peppol-bis-invoice-3/rules/examples/base-example.xml'), 'utf8')
const line = /<cac:InvoiceLine>[\s\S]*?<\/cac:InvoiceLine>/.exec(base)?.[0] ?? ''
const lines = Array.from({ length: 2000 }, (_, i) => line.replace(/<cbc:ID>[^<]*<\/cbc:ID>/, `<cbc:ID>${i + 1}</cbc:ID>`)).join('\n')
const large = base.replace(/<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/, lines)
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-bench-'))
const docs = [{ name: 'BIS3 UBL base example', xml: base }, { name: 'UBL invoice, 2,000 lines', xml: large }]
const defs = new Map(ruleSetDefinitions().map(d => [d.id, d]))
const xslts = await Promise.all(ruleSets.map(async id => await xsltOf(defs.get(id))))

const pool = createValidationPool({ threads })
try {
  // The first validation after start: a fresh thread loads the SEF files (what pool.warm does at start-up).
  const f0 = performance.now()
  await pool.validate(base, { ruleSets, skipSchema: true })
  const coldMs = performance.now() - f0
  const heap = await pool.warm(ruleSets)
  console.log(`first validation after start (thread start + SEF load + run): ${Math.round(coldMs)} ms; heap per warm thread ${heap.map(h => `${Math.round(h / 1048576)} MiB`).join(', ')}`)
  for (const doc of docs) {
    const file = path.join(tmp, 'doc.xml')
    fs.writeFileSync(file, doc.xml)
    const kb = Math.round(Buffer.byteLength(doc.xml) / 1024)
    const n = doc.xml.length > 100_000 ? Math.max(3, Math.round(iterations / 5)) : iterations
    const run = async (): Promise<unknown> => await pool.validate(doc.xml, { ruleSets, skipSchema: true })
    let s = performance.now()
    await run()
    const first = performance.now() - s
    for (let i = 0; i < Math.max(5, n / 2); i++) await run()
    s = performance.now()
    for (let i = 0; i < n; i++) await run()
    const ms = (performance.now() - s) / n
    s = performance.now()
    await Promise.all(Array.from({ length: threads }, async () => { for (let i = 0; i < n; i++) await run() }))
    const perSecond = n * threads / ((performance.now() - s) / 1000)
    s = performance.now()
    const scan = { namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', localName: 'Invoice' }
    await validateSchema(doc.xml, scan) // the first call in this thread compiles the UBL 2.1 schema set
    const xsdFirstMs = performance.now() - s
    s = performance.now()
    for (let i = 0; i < n; i++) await validateSchema(doc.xml, scan)
    const xsdMs = (performance.now() - s) / n
    const java = JSON.parse(execFileSync('java', ['-Xss16m', '-cp', jar, path.join(import.meta.dirname, 'SaxonBench.java'), file, String(n), String(threads), ...xslts], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split('\n').pop() as string)
    console.log(`${doc.name} (${kb} KB), CEN + Peppol Schematron, warm:`)
    console.log(`  Wharf (SaxonJS, worker pool): ${ms.toFixed(1)} ms/doc, ${perSecond.toFixed(1)} docs/s on ${threads} threads; first run of this document ${Math.round(first)} ms`)
    console.log(`  Saxon-HE Java:                ${java.msPerDoc.toFixed(1)} ms/doc, ${java.docsPerSecond.toFixed(1)} docs/s on ${threads} threads; first ${Math.round(java.firstMs)} ms after compiling the XSLT in ${Math.round(java.compileMs)} ms`)
    console.log(`  ratio Wharf/Saxon-HE: ${(ms / java.msPerDoc).toFixed(2)}x ms/doc, ${(java.docsPerSecond / perSecond).toFixed(2)}x docs/s`)
    console.log(`  Wharf XSD (libxml2-wasm, separate): ${xsdMs.toFixed(2)} ms/doc; first call ${Math.round(xsdFirstMs)} ms (compiles the schema set, once per thread)`)
  }
} finally {
  await pool.close()
  fs.rmSync(tmp, { recursive: true, force: true })
}
