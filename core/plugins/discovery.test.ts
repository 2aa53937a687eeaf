import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { discoverPlugins, resolvePackageDir } from './discovery.ts'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'plugin-host')
const tmpDirs: string[] = []
after(() => { for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true }) })

const tmp = (): string => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-discovery-'))
  tmpDirs.push(d)
  return d
}

const writePlugin = (dir: string, manifest: Record<string, unknown>, workerFile = 'worker.js'): void => {
  fs.mkdirSync(path.dirname(path.join(dir, workerFile)), { recursive: true })
  fs.writeFileSync(path.join(dir, 'wharf-plugin.json'), JSON.stringify({
    version: '1.0.0', apiVersion: '1.0', kind: 'channel', settingsSchema: {}, entry: { worker: `./${workerFile}` }, ...manifest
  }))
  fs.writeFileSync(path.join(dir, workerFile), 'export async function deliver () { return { ok: true } }\n')
}

test('discovers plugins/ and transforms/ in the fixture root, keyed by name and by action', async () => {
  const reg = await discoverPlugins({ root: fixtures })
  assert.deepEqual([...reg.byName.keys()].sort(), [
    'bad-result', 'cooperative', 'exits', 'hangs', 'js-ok', 'needs-url', 'ok', 'oom', 'stray', 'throws', 'upper'
  ])
  const ok = reg.get('ok')
  assert.ok(ok !== undefined)
  assert.equal(reg.forAction('ok'), ok)
  assert.equal(ok.kind, 'channel')
  assert.equal(ok.source, 'plugins')
  assert.equal(ok.workerEntry, path.join(fixtures, 'plugins', 'ok', 'worker.ts'))
  assert.equal(ok.manifestFile, path.join(fixtures, 'plugins', 'ok', 'wharf-plugin.json'))
  const upper = reg.get('upper')
  assert.equal(upper?.kind, 'transform')
  assert.equal(upper?.source, 'transforms')
  assert.deepEqual(upper?.manifest.transform, { from: 'text', to: 'upper-text' })
  assert.equal([...reg.byAction.values()].includes(upper!), false, 'transforms serve no hook action')
})

test('refused plugins are listed with the reason; the others load', async () => {
  const reg = await discoverPlugins({ root: fixtures })
  const reasons = Object.fromEntries(reg.refused.map(r => [path.basename(path.dirname(r.file)), r.reason]))
  assert.deepEqual(Object.keys(reasons).sort(), ['bad-manifest', 'new-api', 'old-api', 'wrong-kind'])
  assert.match(reasons['old-api'], /plugin old-api needs plugin API 0\.1; this Wharf provides 1\.1/)
  assert.match(reasons['new-api'], /plugin new-api needs plugin API 1\.9; this Wharf provides 1\.1/)
  assert.match(reasons['wrong-kind'], /field "kind" is "transform" but plugins in plugins\/ must be "channel"/)
  assert.match(reasons['bad-manifest'], /bad-manifest\/wharf-plugin\.json: invalid plugin manifest: /)
  assert.match(reasons['bad-manifest'], /field "name" must match pattern/)
  assert.match(reasons['bad-manifest'], /field "actions" must NOT have fewer than 1 items/)
  assert.match(reasons['bad-manifest'], /field "entry\.worker" is required/)
  assert.equal(reg.get('old-api'), undefined)
  assert.match(reg.explainMissing('old-api'), /^plugin old-api was refused at load: .*needs plugin API 0\.1/)
  assert.equal(reg.explainMissing('nothing'), 'no plugin named or serving "nothing"')

  // The same folder on a host that provides API 1.9: new-api loads.
  const newer = await discoverPlugins({ root: fixtures, apiVersion: '1.9' })
  assert.ok(newer.get('new-api') !== undefined)
})

test('a missing entry file, a duplicate name and a duplicate action are refused', async () => {
  const root = tmp()
  writePlugin(path.join(root, 'plugins', 'a'), { name: 'a', actions: ['mail'] })
  writePlugin(path.join(root, 'plugins', 'b'), { name: 'a', actions: ['other'] })
  writePlugin(path.join(root, 'plugins', 'c'), { name: 'c', actions: ['mail'] })
  writePlugin(path.join(root, 'plugins', 'd'), { name: 'd', actions: ['d'], entry: { worker: './missing.js' } })
  fs.mkdirSync(path.join(root, 'plugins', 'shared')) // no manifest: not a plugin, not an error
  const reg = await discoverPlugins({ root })
  assert.deepEqual([...reg.byName.keys()], ['a'])
  assert.equal(reg.forAction('mail')?.name, 'a')
  const reasons = reg.refused.map(r => r.reason)
  assert.equal(reasons.length, 3)
  assert.match(reasons[0], /plugins\/b\/wharf-plugin\.json: a plugin named a is already loaded from .*plugins\/a\/wharf-plugin\.json/)
  assert.match(reasons[1], /plugins\/c\/wharf-plugin\.json: action "mail" is already served by plugin a/)
  assert.match(reasons[2], /plugins\/d\/wharf-plugin\.json: field "entry\.worker" names missing\.js, which does not exist/)
})

test('npm packages named in configuration: found in node_modules upwards, manifest name checked', async () => {
  const root = tmp()
  const pkgDir = path.join(root, 'node_modules', '@acme', 'wharf-sftp')
  writePlugin(pkgDir, { name: 'acme-sftp', actions: ['sftp'] }, 'dist/worker.js')
  fs.writeFileSync(path.join(pkgDir, 'package.json'), JSON.stringify({ name: '@acme/wharf-sftp', version: '1.0.0', exports: { '.': './dist/worker.js' } }))
  const project = path.join(root, 'project')
  fs.mkdirSync(project)

  assert.equal(resolvePackageDir('@acme/wharf-sftp', project), fs.realpathSync(pkgDir))
  assert.equal(resolvePackageDir('@acme/none', project), undefined)
  assert.equal(resolvePackageDir('../escape', project), undefined)

  const reg = await discoverPlugins({
    root: project,
    packages: [{ name: 'acme-sftp', package: '@acme/wharf-sftp' }, 'not-installed', { name: 'wrong-name', package: '@acme/wharf-sftp' }]
  })
  const p = reg.forAction('sftp')
  assert.equal(p?.name, 'acme-sftp')
  assert.equal(p?.source, 'package')
  assert.equal(p?.packageName, '@acme/wharf-sftp')
  assert.equal(p?.workerEntry, path.join(fs.realpathSync(pkgDir), 'dist', 'worker.js'))
  assert.deepEqual(reg.refused.map(r => r.reason), [
    'not-installed: npm package not-installed is not installed',
    `${path.join(fs.realpathSync(pkgDir), 'wharf-plugin.json')}: package @acme/wharf-sftp is configured as plugin wrong-name but its manifest names it acme-sftp`
  ])
})

test('a root without plugin folders gives an empty registry', async () => {
  const reg = await discoverPlugins({ root: tmp() })
  assert.equal(reg.byName.size, 0)
  assert.deepEqual(reg.refused, [])
})
