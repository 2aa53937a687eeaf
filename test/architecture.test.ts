// The plugin boundary (ARCHITECTURE.md): a plugin's modules import from core/ only through core/sdk/, and no core
// module imports from plugins/. Read from the sources as text (static imports, re-exports and dynamic import()
// with a literal path), so a new file is checked as soon as it exists. Tests of a plugin may use the host's test
// facilities and are not checked; tests of the core are not checked either (they may start plugins as a whole).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const SPEC = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm

function sources (dir: string): string[] {
  const out: string[] = []
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) { if (e.name !== 'node_modules' && !e.name.startsWith('.')) out.push(...sources(full)) } else if (/\.[cm]?[jt]s$/.test(e.name) && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts')) out.push(full)
  }
  return out
}

/** Relative imports of a file, as paths from the project root. */
export function importsOf (file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  return [...text.matchAll(SPEC)].map(m => m[2]).filter(s => s.startsWith('.')).map(s => path.relative(root, path.resolve(path.dirname(file), s)).split(path.sep).join('/'))
}

export function violations (file: string, imports: string[]): string[] {
  const rel = path.relative(root, file).split(path.sep).join('/')
  if (rel.startsWith('plugins/')) return imports.filter(i => i.startsWith('core/') && !i.startsWith('core/sdk/')).map(i => `${rel} imports ${i}`)
  if (rel.startsWith('core/')) return imports.filter(i => i.startsWith('plugins/')).map(i => `${rel} imports ${i}`)
  return []
}

test('plugin modules import core only through core/sdk, and core imports no plugin', () => {
  const found = [...sources(path.join(root, 'plugins')), ...sources(path.join(root, 'core'))].flatMap(f => violations(f, importsOf(f)))
  assert.deepEqual(found, [])
})

test('the check sees a plugin importing a core internal and a core module importing a plugin', () => {
  const plugin = path.join(root, 'plugins', 'x', 'worker.ts')
  assert.deepEqual(violations(plugin, importsOf(plugin, "import { a } from '../../core/db/open.ts'\nimport { b } from '../../core/sdk/index.ts'")), ['plugins/x/worker.ts imports core/db/open.ts'])
  const core = path.join(root, 'core', 'http', 'app.ts')
  assert.deepEqual(violations(core, importsOf(core, "const m = await import('../../plugins/x/routes.ts')\nexport { c } from '../plugins/host.ts'")), ['core/http/app.ts imports plugins/x/routes.ts'])
})
