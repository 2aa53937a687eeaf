import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadableEntry, twinPath } from './compiled.ts'
import { runningFromBundle } from '../paths.ts'

test('twinPath: a .ts file under the root maps into dist with .mjs; other files have no twin', () => {
  const root = '/srv/wharf'
  const dist = '/srv/wharf/node_modules/.cache/wharf/dist'
  assert.equal(twinPath('/srv/wharf/plugins/x/worker.ts', root, dist), `${dist}/plugins/x/worker.mjs`)
  assert.equal(twinPath('/srv/wharf/plugins/x/routes.mts', root, dist), `${dist}/plugins/x/routes.mjs`)
  assert.equal(twinPath('/srv/wharf/plugins/x/worker.js', root, dist), undefined, 'JavaScript loads as it is')
  assert.equal(twinPath('/elsewhere/plugins/x/worker.ts', root, dist), undefined, 'outside the project')
})

test('loadableEntry: the twin only in a bundled process and only when it exists', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-compiled-'))
  const dist = path.join(root, 'dist')
  try {
    const entry = path.join(root, 'plugins', 'x', 'worker.ts')
    const other = path.join(root, 'plugins', 'y', 'worker.ts')
    fs.mkdirSync(path.join(dist, 'plugins', 'x'), { recursive: true })
    fs.writeFileSync(path.join(dist, 'plugins', 'x', 'worker.mjs'), 'export const deliver = () => ({ ok: true })\n')
    assert.equal(loadableEntry(entry, { bundled: true, root, dist }), path.join(dist, 'plugins', 'x', 'worker.mjs'))
    assert.equal(loadableEntry(entry, { bundled: false, root, dist }), entry, 'from sources: the source')
    assert.equal(loadableEntry(other, { bundled: true, root, dist }), other, 'no twin (did not compile): the source')
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})

test('the test run itself loads sources, not the bundle', () => {
  assert.equal(runningFromBundle, false)
})
