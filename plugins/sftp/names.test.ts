import assert from 'node:assert/strict'
import { test } from 'node:test'
import { checkSubdirectory, fillName, remotePaths, safeComponent } from './names.ts'

test('file names are filled from placeholders and made one safe path component', () => {
  assert.equal(fillName('{{documentId}}-{{ date }}.xml', { documentId: 'd1', date: '2026-11-22' }), 'd1-2026-11-22.xml')
  assert.throws(() => fillName('{{docId}}.xml', { documentId: 'd1' }), /unknown placeholder \{\{docId\}\}/)
  assert.equal(safeComponent('../../etc/passwd'), '_.._etc_passwd')
  assert.equal(safeComponent('..hidden'), 'hidden')
  assert.throws(() => safeComponent('...'), /cannot be used/)
})

test('subdirectories stay below the configured folder; temp and final names share a folder', () => {
  assert.equal(checkSubdirectory('/acme//in/'), 'acme/in')
  for (const bad of ['../x', 'a/../../b', 'a/./b', 'a b', 'a\\b']) assert.throws(() => checkSubdirectory(bad), /not allowed/, bad)
  const p = remotePaths({ directory: '/srv/in', subdirectory: 'acme', filename: '{{documentId}}.xml' }, { documentId: 'd1' })
  assert.equal(p.finalPath, '/srv/in/acme/d1.xml')
  assert.match(p.tempPath, /^\/srv\/in\/acme\/\.d1\.xml\.[0-9a-f]{12}\.part$/)
  assert.equal(remotePaths({ directory: '', filename: 'x.xml' }, {}).finalPath, 'x.xml')
})
