#!/usr/bin/env node
// Runs every *.test.ts file (next to its module, or under test/) with node's own test runner and tsx.
// Usage: npm test [-- <path filter> ...]. Database: PGlite unless DATABASE_URL is set (see README, "Testing").
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

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
const selected = files.sort().filter(f => filters.length === 0 || filters.some(x => f.includes(x)))
if (selected.length === 0) {
  console.error('No test files matched')
  process.exit(1)
}
const args = ['--import', 'tsx', '--test', `--test-concurrency=${process.env.WHARF_TEST_CONCURRENCY ?? 2}`]
if (process.env.WHARF_TEST_REPORTER) args.push(`--test-reporter=${process.env.WHARF_TEST_REPORTER}`)
// Test processes (and the Wharf processes they spawn) trust the test CA of test/fixtures/tls, the standard way:
// NODE_EXTRA_CA_CERTS names one file, so an existing value is kept by bundling its certificates with ours.
const env = { ...process.env }
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
process.exit(res.status ?? 1)
