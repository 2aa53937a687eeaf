// Which test files touch a database. `npm test` with DATABASE_URL (the PostgreSQL pass) runs only those: a file whose
// code never opens a database tests the same thing on both passes, so it runs on the PGlite pass alone.
// A file touches a database when it, or any project module it imports (transitively, `import type` aside), imports
// core/db/open.ts or reads DATABASE_URL (test/helpers/wharf.ts, cluster.ts and spawned-home.ts do: they hand it to the
// Wharfs they start). The check is by the import graph, so a new test that starts a Wharf is counted without a list.
// Two modules read DATABASE_URL and open nothing: core/config.ts (it reads every variable) and the validation tests'
// vefa-suite.ts (it reads it to skip on the PostgreSQL pass).
import fs from 'node:fs'
import path from 'node:path'

const IMPORT = /(?:^|\n)[ \t]*(?:import|export)[ \t]+(?!type\b)(?:[^'";]*?\sfrom[ \t]+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g
const OPENS_DATABASE = /(^|[/\\])core[/\\]db[/\\]open\.ts$/
const READS_DATABASE_URL = /\bDATABASE_URL\b/
const READS_ONLY = /(^|[/\\])(core[/\\]config\.ts|test[/\\]validation[/\\]vefa-suite\.ts)$/

function resolveImport (from, spec) {
  const base = path.resolve(path.dirname(from), spec)
  for (const candidate of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts')]) {
    try { if (fs.statSync(candidate).isFile()) return candidate } catch { /* next */ }
  }
  return null
}

/** A predicate over absolute test file paths, with one cache of each module's verdict for the whole run. */
export function databaseUse () {
  const verdict = new Map()
  const touches = (file, stack) => {
    if (verdict.has(file)) return verdict.get(file)
    if (stack.has(file)) return false // a cycle: the verdict comes from the other modules on it
    stack.add(file)
    let src = ''
    try { src = fs.readFileSync(file, 'utf8') } catch { /* not readable: no imports */ }
    let result = OPENS_DATABASE.test(file) || (READS_DATABASE_URL.test(src) && !READS_ONLY.test(file))
    if (!result && /\.[cm]?[jt]s$/.test(file)) {
      for (const m of src.matchAll(IMPORT)) {
        const dep = resolveImport(file, m[1] ?? m[2])
        if (dep !== null && touches(dep, stack)) { result = true; break }
      }
    }
    stack.delete(file)
    verdict.set(file, result)
    return result
  }
  return file => touches(path.resolve(file), new Set())
}
