#!/usr/bin/env node
// Compiles every Schematron rule set of rules/rule-sets.json to a SaxonJS SEF (the engine's executable form), the
// ISO way: iso_dsdl_include -> iso_abstract_expand -> iso_svrl_for_xslt2 (rules/iso-schematron) -> xslt3 -export.
// Results are cached by content hash in the rules cache (WHARF_RULES_CACHE, default <project>/.cache/rules): a rule
// set whose folder, skeleton and engine are unchanged is not compiled again. Run by postinstall and before the tests;
// `npm start` never compiles (a missing rule set is reported as not compiled).
// Usage: node scripts/validation/compile-rules.js [--only id,id] [--jobs N] [--force]
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { hoistDocumentPaths } from './hoist-paths.js'
import { literalAttributes } from './literal-attributes.js'
import { exactIntegers } from './exact-integers.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const require = createRequire(import.meta.url)
export const rulesDir = path.join(root, 'rules')
export const cacheDir = () => process.env.WHARF_RULES_CACHE || path.join(root, '.cache', 'rules')
const skeleton = path.join(rulesDir, 'iso-schematron')
const steps = ['iso_dsdl_include.xsl', 'iso_abstract_expand.xsl', 'iso_svrl_for_xslt2.xsl']

export function ruleSetDefinitions () {
  return JSON.parse(fs.readFileSync(path.join(rulesDir, 'rule-sets.json'), 'utf8')).ruleSets
}

function filesUnder (dir) {
  const out = []
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...filesUnder(full))
    else out.push(full)
  }
  return out.sort()
}

function engineVersion () {
  return ['saxon-js', 'xslt3'].map(p => `${p}@${require(`${p}/package.json`).version}`).join(' ')
}

const rewrites = ['hoist-paths.js', 'literal-attributes.js', 'exact-integers.js'].map(f => path.join(path.dirname(fileURLToPath(import.meta.url)), f))

/** The cache key of a rule set: its artefact folder, the ISO skeleton, the entry, the engine versions and the rewrites
 * that run before the export (hoist-paths.js, literal-attributes.js, exact-integers.js). */
export function ruleSetHash (def) {
  const h = crypto.createHash('sha256').update(`${def.id}\0${def.entry}\0${engineVersion()}\0`)
  for (const f of rewrites) h.update(fs.readFileSync(f)).update('\0')
  for (const f of [...filesUnder(path.join(rulesDir, def.set)), ...filesUnder(skeleton)]) {
    h.update(path.relative(rulesDir, f)).update('\0').update(fs.readFileSync(f)).update('\0')
  }
  return h.digest('hex').slice(0, 16)
}

export const sefPath = def => path.join(cacheDir(), `${def.id}-${ruleSetHash(def)}.sef.json`)

const xslt3 = require.resolve('xslt3/xslt3.js')
function runXslt3 (args) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--stack-size=30000', xslt3, ...args], { maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`xslt3 ${args.join(' ')}: ${stderr || stdout || err.message}`))
      else resolve(stdout)
    })
  })
}

/** The skeleton stylesheets compiled once (cached like the rule sets). */
async function skeletonSefs () {
  const dir = path.join(cacheDir(), 'iso-schematron')
  fs.mkdirSync(dir, { recursive: true })
  const out = []
  for (const step of steps) {
    const h = crypto.createHash('sha256').update(engineVersion()).update(fs.readFileSync(path.join(skeleton, step)))
    if (step === 'iso_svrl_for_xslt2.xsl') h.update(fs.readFileSync(path.join(skeleton, 'iso_schematron_skeleton_for_saxon.xsl')))
    const sef = path.join(dir, `${step}-${h.digest('hex').slice(0, 16)}.sef.json`)
    if (!fs.existsSync(sef)) await runXslt3([`-xsl:${path.join(skeleton, step)}`, `-export:${sef}`, '-nogo', '-relocate:on'])
    out.push(sef)
  }
  return out
}

/** The rule set as XSLT 2.0 (the publisher's, or the ISO skeleton's output), kept in the cache next to its SEF: what
 * scripts/validation/reference.ts runs on Saxon-HE Java. */
export async function xsltOf (def, sefs) {
  const entry = path.join(rulesDir, def.set, def.entry)
  if (!entry.endsWith('.sch')) return entry
  const target = sefPath(def).replace(/\.sef\.json$/, '.xslt')
  if (fs.existsSync(target)) return target
  sefs ??= await skeletonSefs()
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-sch-'))
  try {
    // Step 1 runs on the entry in place so that its relative includes resolve.
    let input = entry
    for (const [i, sef] of sefs.entries()) {
      const out = i === sefs.length - 1 ? `${target}.${process.pid}.tmp` : path.join(tmp, `step${i + 1}.xml`)
      await runXslt3([`-xsl:${sef}`, `-s:${input}`, `-o:${out}`])
      input = out
    }
    fs.renameSync(input, target)
    return target
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

/** The XSLT that is exported: the rule set's, with its document-wide paths hoisted (hoist-paths.js) and its reports'
 * attributes made literal (literal-attributes.js) and its long integer casts exact (exact-integers.js), unless
 * it has modules or documents of its own that a copy in the cache would resolve elsewhere. */
function rewritten (xslt, target) {
  const text = fs.readFileSync(xslt, 'utf8')
  if (/<xsl:(include|import)\b|[\s(,="]doc(ument)?\(/.test(text)) return { file: xslt, hoisted: 0, literal: 0, casts: 0 }
  const paths = hoistDocumentPaths(text)
  const attributes = literalAttributes(paths.xslt)
  const integers = exactIntegers(attributes.xslt)
  if (paths.hoisted === 0 && attributes.moved === 0 && integers.casts === 0) return { file: xslt, hoisted: 0, literal: 0, casts: 0 }
  const file = target.replace(/\.sef\.json$/, '.rewritten.xslt')
  fs.writeFileSync(file, integers.xslt)
  return { file, hoisted: paths.hoisted, literal: attributes.moved, casts: integers.casts }
}

async function compileOne (def, sefs) {
  const target = sefPath(def)
  const xslt = rewritten(await xsltOf(def, sefs), target)
  const part = `${target}.${process.pid}.tmp`
  await runXslt3([`-xsl:${xslt.file}`, `-export:${part}`, '-nogo', '-relocate:on'])
  fs.renameSync(part, target)
  return xslt
}

/** cache/index.json: rule set id -> its SEF file (what core/validation reads; it never hashes nor compiles). */
export function writeIndex () {
  const index = {}
  for (const def of ruleSetDefinitions()) {
    const file = sefPath(def)
    if (fs.existsSync(file)) index[def.id] = { sef: path.basename(file), hash: ruleSetHash(def) }
  }
  fs.mkdirSync(cacheDir(), { recursive: true })
  fs.writeFileSync(path.join(cacheDir(), 'index.json'), JSON.stringify(index, null, 2) + '\n')
}

/** Compiles the rule sets that are not in the cache; returns one line per rule set. */
export async function compileRules ({ only, jobs = Math.max(1, Math.min(os.availableParallelism(), 4)), force = false, log = console.log } = {}) {
  const defs = ruleSetDefinitions().filter(d => !only || only.includes(d.id))
  const todo = defs.filter(d => force || !fs.existsSync(sefPath(d)))
  if (todo.length === 0) { writeIndex(); return { compiled: 0, ms: 0 } }
  fs.mkdirSync(cacheDir(), { recursive: true })
  const t0 = performance.now()
  const sefs = await skeletonSefs()
  const queue = [...todo]
  const failures = []
  await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let def = queue.shift(); def; def = queue.shift()) {
      const s = performance.now()
      try {
        const done = await compileOne(def, sefs)
        log(`wharf: compiled rule set ${def.id} in ${Math.round(performance.now() - s)} ms (${done.hoisted} document-wide paths hoisted, ${done.literal} report attributes rewritten${done.casts > 0 ? `, ${done.casts} integer casts made exact` : ''})`)
      } catch (err) {
        failures.push(def.id)
        log(`wharf: could not compile rule set ${def.id}: ${err.message.slice(0, 2000)}`)
      }
    }
  }))
  const ms = Math.round(performance.now() - t0)
  writeIndex()
  log(`wharf: compiled ${todo.length - failures.length} of ${todo.length} rule sets in ${ms} ms (${jobs} jobs) into ${cacheDir()}`)
  if (failures.length) throw new Error(`rule sets not compiled: ${failures.join(', ')}`)
  return { compiled: todo.length, ms }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = name => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined }
  compileRules({
    only: arg('--only')?.split(','),
    ...(arg('--jobs') ? { jobs: Number(arg('--jobs')) } : {}),
    force: process.argv.includes('--force')
  }).catch(err => { console.error(err.message); process.exit(1) })
}
