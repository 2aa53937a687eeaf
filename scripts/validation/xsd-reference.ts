// XSD agreement: runs Wharf's XSD step (core/validation/xsd.ts: libxml2-wasm, the schema set compiled once) and
// Debian's xmllint (libxml2-utils, a separate build of libxml2 reading the same vendored files) on every UBL or CII
// document given, and compares the verdict and the line of the first error. `--mutate` first inserts an unknown
// element before the root's first child of every document, so the invalid path is compared too. Exit 1 on any
// difference. Documents that are not UBL/CII or carry a DTD are skipped (the pipelines refuse DTDs before the XSD).
// Usage: npm run rules:reference:xsd [-- [--mutate] <file or folder> ...]   (default: test/fixtures)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { scanDocument } from '../../core/validation/scan.ts'
import { entrySchema, schemaFor, validateSchema } from '../../core/validation/xsd.ts'

const root = path.resolve(import.meta.dirname, '..', '..')
const rules = path.join(root, 'rules')
const mutate = process.argv.includes('--mutate')
const args = process.argv.slice(2).filter(a => a !== '--mutate')
const inputs = args.length > 0 ? args : [path.join(root, 'test', 'fixtures')]

const files: string[] = []
const walk = (p: string): void => {
  if (fs.statSync(p).isDirectory()) for (const e of fs.readdirSync(p).sort()) walk(path.join(p, e))
  else if (p.endsWith('.xml')) files.push(p)
}
for (const i of inputs) walk(path.resolve(i))

/** An unknown element in its own namespace before the root element's first child element. */
function withUnknownElement (xml: string): string {
  const rootStart = /<(?![?!])/.exec(xml)
  if (rootStart === null) return xml
  const rootEnd = xml.indexOf('>', rootStart.index)
  const child = xml.indexOf('<', rootEnd)
  return `${xml.slice(0, child)}<Unknown xmlns="urn:x-wharf:unknown">1</Unknown>${xml.slice(child)}`
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-xsd-reference-'))
let compared = 0
let skipped = 0
let invalid = 0
const differences: string[] = []
try {
  for (const f of files) {
    const xml = mutate ? withUnknownElement(fs.readFileSync(f, 'utf8')) : fs.readFileSync(f, 'utf8')
    let scan
    try { scan = scanDocument(xml) } catch { skipped++; continue }
    const schema = schemaFor(scan)
    if (schema === null) { skipped++; continue }
    const ours = await validateSchema(xml, scan) ?? []
    const doc = path.join(tmp, 'document.xml')
    const entry = path.join(tmp, 'entry.xsd')
    fs.writeFileSync(doc, xml)
    fs.writeFileSync(entry, entrySchema([[scan.namespace, schema.file]], `${rules}/`))
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', entry, doc], { encoding: 'utf8' })
    if (run.error !== undefined) throw new Error(`xmllint could not run (Debian package libxml2-utils): ${run.error.message}`)
    const theirLine = /document\.xml:(\d+):/.exec(run.stderr)?.[1]
    const theirs = { valid: run.status === 0, line: theirLine !== undefined ? Number(theirLine) : null }
    compared++
    if (ours.length > 0) invalid++
    if ((ours.length === 0) !== theirs.valid) differences.push(`${f}: Wharf ${ours.length === 0 ? 'valid' : `invalid (${ours[0]?.message ?? ''})`}, xmllint ${theirs.valid ? 'valid' : `invalid: ${run.stderr.trim().split('\n')[0] ?? ''}`}`)
    else if (!theirs.valid && ours[0]?.line !== theirs.line) differences.push(`${f}: first error at line ${String(ours[0]?.line)} for Wharf, ${String(theirs.line)} for xmllint`)
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}
for (const d of differences) console.log(`difference: ${d}`)
console.log(`xsd reference: ${compared} documents compared${mutate ? ' (each with an unknown element inserted)' : ''}, ${skipped} skipped (not UBL/CII, or a DTD), ${invalid} invalid for Wharf, ${differences.length} differences against Debian xmllint`)
process.exitCode = differences.length === 0 ? 0 : 1
