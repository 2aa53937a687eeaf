import { test } from 'node:test'
import assert from 'node:assert/strict'
import { compiled, runtimeFile } from './paths.ts'

test('runtimeFile: in a compiled process a .ts file under the root maps into dist/ as .js; other files map to themselves', () => {
  const root = '/srv/wharf'
  const o = { compiled: true, root }
  assert.equal(runtimeFile('/srv/wharf/plugins/x/worker.ts', o), '/srv/wharf/dist/plugins/x/worker.js')
  assert.equal(runtimeFile('/srv/wharf/plugins/x/routes.mts', o), '/srv/wharf/dist/plugins/x/routes.mjs')
  assert.equal(runtimeFile('/srv/wharf/plugins/x/worker.js', o), '/srv/wharf/plugins/x/worker.js', 'JavaScript loads as it is')
  assert.equal(runtimeFile('/elsewhere/plugins/x/worker.ts', o), '/elsewhere/plugins/x/worker.ts', 'outside the project')
})

test('runtimeFile: running the sources, every file is itself', () => {
  assert.equal(runtimeFile('/srv/wharf/plugins/x/worker.ts', { compiled: false, root: '/srv/wharf' }), '/srv/wharf/plugins/x/worker.ts')
})

test('the test run itself loads sources, not dist/', () => {
  assert.equal(compiled, false)
})
