import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { SDK_API_VERSION, type PluginManifest } from '../sdk/index.ts'
import {
  PluginLoadError, apiVersionProblem, checkApiVersion, compileSettingsSchema, fieldName, parseManifest, readManifest, resolveEntry
} from './manifest.ts'

const good = (): PluginManifest => ({
  name: 'webhook',
  version: '1.2.3',
  apiVersion: '1.0',
  kind: 'channel',
  actions: ['webhook'],
  settingsSchema: { type: 'object' },
  entry: { worker: './worker.ts' },
  description: 'HTTP POST'
})

const loadError = (fn: () => unknown): PluginLoadError => {
  try {
    fn()
  } catch (err) {
    assert.ok(err instanceof PluginLoadError, `expected PluginLoadError, got ${String(err)}`)
    return err
  }
  assert.fail('expected an error')
}

test('a valid manifest passes unchanged', () => {
  const m = good()
  assert.deepEqual(parseManifest(m, 'plugins/webhook/wharf-plugin.json'), m)
  assert.deepEqual(parseManifest({ ...m, 'x-vendor': { a: 1 }, entry: { worker: './w.js', routes: './routes.ts' } }, 'f'), { ...m, 'x-vendor': { a: 1 }, entry: { worker: './w.js', routes: './routes.ts' } })
})

test('manifest errors name the file and each bad field', () => {
  const { name: _n, ...noName } = good()
  let err = loadError(() => parseManifest(noName, 'plugins/x/wharf-plugin.json'))
  assert.equal(err.file, 'plugins/x/wharf-plugin.json')
  assert.equal(err.field, 'name')
  assert.match(err.message, /^plugins\/x\/wharf-plugin\.json: invalid plugin manifest: field "name" is required$/)

  err = loadError(() => parseManifest({ ...good(), name: 'Web Hook', version: '1.0', kind: 'sink', entry: {} }, 'm.json'))
  assert.match(err.message, /field "name" must match pattern/)
  assert.match(err.message, /field "version" must match pattern/)
  assert.match(err.message, /field "kind" must be one of "channel", "transform"/)
  assert.match(err.message, /field "entry\.worker" is required/)

  err = loadError(() => parseManifest({ ...good(), actions: ['ok', 3], entry: { worker: './worker.py' }, extra: true }, 'm.json'))
  assert.match(err.message, /field "actions\[1\]" must be string/)
  assert.match(err.message, /field "entry\.worker" must match pattern/)
  assert.match(err.message, /field "extra" is not allowed/)

  err = loadError(() => parseManifest({ ...good(), actions: [] }, 'm.json'))
  assert.match(err.message, /field "actions" must NOT have fewer than 1 items/)
  assert.doesNotThrow(() => parseManifest({ ...good(), kind: 'transform', actions: [] }, 'm.json'))

  err = loadError(() => parseManifest([], 'm.json'))
  assert.match(err.message, /field "\(root\)" must be object/)
})

test('fieldName turns JSON pointers into dotted paths', () => {
  assert.equal(fieldName(''), '(root)')
  assert.equal(fieldName('/entry/worker'), 'entry.worker')
  assert.equal(fieldName('/actions/0'), 'actions[0]')
  assert.equal(fieldName('/a~1b/c~0d'), 'a/b.c~d')
})

test('apiVersion: same major and a minor not newer than ours loads; anything else is refused with a clear message', () => {
  assert.equal(SDK_API_VERSION, '1.1')
  assert.equal(apiVersionProblem('x', '1.0'), null)
  assert.equal(apiVersionProblem('x', '1.1'), null)
  assert.equal(apiVersionProblem('x', '1.2', '1.3'), null)
  assert.equal(apiVersionProblem('x', '1.3', '1.3'), null)
  assert.equal(apiVersionProblem('X', '2.0'), 'plugin X needs plugin API 2.0; this Wharf provides 1.1 (update Wharf)')
  assert.equal(apiVersionProblem('X', '1.4', '1.3'), 'plugin X needs plugin API 1.4; this Wharf provides 1.3 (it uses a newer minor version; update Wharf)')
  assert.match(apiVersionProblem('X', '0.1') ?? '', /^plugin X needs plugin API 0\.1; this Wharf provides 1\.1 \(it was written for an older major version/)
  assert.match(apiVersionProblem('X', 'one') ?? '', /unreadable apiVersion "one"/)
  const err = loadError(() => checkApiVersion({ ...good(), name: 'X', apiVersion: '2.0' }, 'plugins/x/wharf-plugin.json'))
  assert.equal(err.message, 'plugins/x/wharf-plugin.json: plugin X needs plugin API 2.0; this Wharf provides 1.1 (update Wharf)')
  assert.equal(err.field, 'apiVersion')
})

test('readManifest reports unreadable files and bad JSON with the file name', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-manifest-'))
  try {
    const file = path.join(dir, 'wharf-plugin.json')
    await assert.rejects(readManifest(file), (err: Error) => err instanceof PluginLoadError && err.message === `${file}: cannot read the manifest (ENOENT)`)
    fs.writeFileSync(file, '{ "name": ')
    await assert.rejects(readManifest(file), (err: Error) => err.message.startsWith(`${file}: the manifest is not valid JSON`))
    fs.writeFileSync(file, JSON.stringify(good()))
    assert.equal((await readManifest(file)).name, 'webhook')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('settingsSchema must compile; entries must stay inside the plugin folder', () => {
  const validate = compileSettingsSchema({ ...good(), settingsSchema: { type: 'object', properties: { n: { type: 'integer', default: 3 } } } }, 'm.json')
  const value: Record<string, unknown> = {}
  assert.equal(validate(value), true)
  assert.deepEqual(value, { n: 3 })
  const err = loadError(() => compileSettingsSchema({ ...good(), settingsSchema: { type: 'wobbly' } }, 'm.json'))
  assert.match(err.message, /^m\.json: field "settingsSchema" is not a valid JSON Schema/)
  assert.equal(err.field, 'settingsSchema')

  assert.equal(resolveEntry('/p/x', './worker.ts', 'm', 'entry.worker'), '/p/x/worker.ts')
  assert.equal(resolveEntry('/p/x', 'dist/worker.js', 'm', 'entry.worker'), '/p/x/dist/worker.js')
  assert.match(loadError(() => resolveEntry('/p/x', '../y/worker.ts', 'm', 'entry.worker')).message, /field "entry\.worker" must point to a file inside the plugin folder/)
  assert.match(loadError(() => resolveEntry('/p/x', '/etc/passwd.js', 'm', 'entry.routes')).message, /entry\.routes/)
})
