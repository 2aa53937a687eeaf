/**
 * `npm run bench [-- <name filter> ...]`: runs every scripts/bench/*.bench.ts in its own Node process (with tsx), one
 * after another, and fails when any of them fails. Each bench prints its tables and ends with one JSON line.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const all = fs.readdirSync(here).filter(f => f.endsWith('.bench.ts')).sort()
const filters = process.argv.slice(2)
const selected = all.filter(f => filters.length === 0 || filters.some(x => f.includes(x)))
if (selected.length === 0) {
  console.error(`No bench matched ${filters.join(' ')} (have: ${all.join(', ') || 'none'})`)
  process.exit(1)
}
const failed: string[] = []
for (const file of selected) {
  console.log(`\n=== ${file}`)
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], { stdio: 'inherit', env: process.env })
  if (res.status !== 0) failed.push(`${file} (${res.signal ?? `exit ${String(res.status)}`})`)
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`)
  process.exit(1)
}
