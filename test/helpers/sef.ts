// Runs a stylesheet the way Wharf runs its rule sets: exported to a SEF by xslt3 (as scripts/validation/compile-rules.js
// does), then transformed by SaxonJS. For the tests of the compile step's rewrites, which compare a stylesheet's
// output before and after.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** The SEF (parsed) that xslt3 -export makes of `xslt` (stylesheet text). */
export function exportSef (xslt: string): unknown {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-sef-'))
  try {
    fs.writeFileSync(path.join(dir, 'stylesheet.xslt'), xslt)
    execFileSync(process.execPath, [require.resolve('xslt3/xslt3.js'), `-xsl:${path.join(dir, 'stylesheet.xslt')}`, `-export:${path.join(dir, 'stylesheet.sef.json')}`, '-nogo'])
    return JSON.parse(fs.readFileSync(path.join(dir, 'stylesheet.sef.json'), 'utf8'))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The output of a SEF on `source` (document text): serialized, or SaxonJS's result tree ('raw'). */
export function transformSef (sef: unknown, source: string, destination: 'serialized' | 'raw' = 'serialized'): unknown {
  const SaxonJS = require('saxon-js')
  return SaxonJS.transform({ stylesheetInternal: sef, sourceText: source, destination }, 'sync').principalResult
}

/** The serialized output of `xslt` (stylesheet text) on `source` (document text), through xslt3 -export and SaxonJS. */
export function runExported (xslt: string, source: string): string {
  return String(transformSef(exportSef(xslt), source))
}
