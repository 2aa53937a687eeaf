#!/usr/bin/env node
// Runs every *.test.ts file (next to its module, or under test/) with node's own test runner and tsx.
// Usage: npm test [-- <path filter> ...]. Database: PGlite unless DATABASE_URL is set (see README, "Testing").
// The test Wharfs keep their whole log (debug) in WHARF_TEST_LOG_DIR (a temporary directory unless set), which
// scripts/check-log-secrets.js scans afterwards: a secret in a log fails the run (WHARF_TEST_LOG_SCAN=off skips it).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { scanLogs } from './check-log-secrets.js'
import { ensureBuilt } from './build.js'
import { databaseUse } from './test-databases.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const roots = ['core', 'plugins', 'transforms', 'test', 'scripts']
const files = []
const walk = dir => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full)
    else if (entry.name.endsWith('.test.ts')) files.push(path.relative(root, full))
  }
}
for (const r of roots) if (fs.existsSync(path.join(root, r))) walk(path.join(root, r))
const filters = process.argv.slice(2)
let selected = files.sort().filter(f => filters.length === 0 || filters.some(x => f.includes(x)))
// The PostgreSQL pass (DATABASE_URL) of the whole suite runs the files that use a database (test-databases.js); the
// others run on the PGlite pass. Named files (a filter) always run; WHARF_TEST_ALL_FILES=1 runs every file.
if (process.env.DATABASE_URL && filters.length === 0 && process.env.WHARF_TEST_ALL_FILES !== '1') {
  const usesDatabase = databaseUse()
  const withDb = selected.filter(f => usesDatabase(path.join(root, f)))
  console.log(`# ${selected.length - withDb.length} of ${selected.length} test files use no database: they run on the PGlite pass only (WHARF_TEST_ALL_FILES=1 runs them here too)`)
  selected = withDb
}
if (selected.length === 0) {
  console.error('No test files matched')
  process.exit(1)
}
// Tests that start Wharf as operators do (scripts/start.js) run dist/: bring it up to date once, before they start.
try {
  await ensureBuilt()
} catch (err) {
  console.warn(`wharf: could not build dist/ (${err.message}); tests that start scripts/start.js will fail`)
}
const args = ['--import', 'tsx', '--test', `--test-concurrency=${process.env.WHARF_TEST_CONCURRENCY ?? 2}`]
const scanning = process.env.WHARF_TEST_LOG_SCAN !== 'off'
const ownLogDir = scanning && !process.env.WHARF_TEST_LOG_DIR
const logDir = ownLogDir ? fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-test-logs-')) : process.env.WHARF_TEST_LOG_DIR
const tapFile = scanning ? path.join(os.tmpdir(), `wharf-test-tap-${process.pid}.txt`) : undefined
if (scanning) {
  // The reporter on stdout is node's default (spec on a terminal, tap otherwise) or WHARF_TEST_REPORTER, as without
  // the scan; a second, tap, reporter writes the totals to a file so the scan's findings can be added to them.
  args.push(`--test-reporter=${process.env.WHARF_TEST_REPORTER || (process.stdout.isTTY ? 'spec' : 'tap')}`, '--test-reporter-destination=stdout')
  args.push('--test-reporter=tap', `--test-reporter-destination=${tapFile}`)
} else if (process.env.WHARF_TEST_REPORTER) args.push(`--test-reporter=${process.env.WHARF_TEST_REPORTER}`)
// Test processes (and the Wharf processes they spawn) trust the test CA of test/fixtures/tls, the standard way:
// NODE_EXTRA_CA_CERTS names one file, so an existing value is kept by bundling its certificates with ours.
const env = { ...process.env, ...(scanning ? { WHARF_TEST_LOG_DIR: logDir } : {}) }
const testCa = path.join(root, 'test', 'fixtures', 'tls', 'ca.pem')
if (fs.existsSync(testCa)) {
  let pem = fs.readFileSync(testCa, 'utf8')
  if (env.NODE_EXTRA_CA_CERTS) {
    try { pem = fs.readFileSync(env.NODE_EXTRA_CA_CERTS, 'utf8') + '\n' + pem } catch { /* unreadable: ours alone */ }
  }
  const bundle = path.join(os.tmpdir(), `wharf-test-ca-${process.pid}.pem`)
  fs.writeFileSync(bundle, pem)
  process.on('exit', () => { try { fs.rmSync(bundle) } catch {} })
  env.NODE_EXTRA_CA_CERTS = bundle
}
const res = spawnSync(process.execPath, [...args, ...selected], { cwd: root, stdio: 'inherit', env })
let status = res.status ?? 1
if (scanning) {
  const { files, secrets, findings } = scanLogs(logDir)
  for (const f of findings) console.log(`log secrets: ${path.join(logDir, f.file)}:${f.line}: ${f.what} ${f.sample}`)
  console.log(`log secrets: ${findings.length} found in ${files} log files of the test Wharfs (${secrets} registered secrets checked)`)
  if (findings.length > 0) {
    // The totals again, with one failure per finding, as the last lines (what .ci/run counts).
    const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, 'utf8') : ''
    const total = name => Number([...tap.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].pop()?.[1] ?? 0)
    console.log(`# pass ${total('pass')}\n# fail ${total('fail') + findings.length}`)
    if (status === 0) status = 1
  } else if (ownLogDir) fs.rmSync(logDir, { recursive: true, force: true })
  fs.rmSync(tapFile, { force: true })
}
process.exit(status)
