// The partner path end to end: the template plugin (examples/plugin-template, which discovery never scans) copied
// into a fresh plugins/ folder and enabled for one tenant only, run by the real plugin host (discovery, enablement,
// worker pool); an incompatible apiVersion refused at load with a clear message; and the template packaged as an
// npm package (bundled with esbuild) loaded through the configuration's `package` key.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { createPluginHost } from '../../core/plugins/host.ts'
import { discoverPlugins } from '../../core/plugins/discovery.ts'
import { fakeDocumentJob, runPluginForTest } from '../helpers/plugin-harness.ts'
import { startReceiver, type Receiver } from '../helpers/receiver.ts'
// The template's own tests (scripts/test.js does not walk examples/): they run here.
import '../../examples/plugin-template/worker.test.ts'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const template = path.join(repo, 'examples', 'plugin-template')
const tmpDirs: string[] = []
let rx: Receiver
before(async () => { rx = await startReceiver() })
after(async () => {
  await rx.close()
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true })
})

/** A fresh Wharf-like root: core/ (a link to this repository's) and plugins/<name>/ copied from the template. */
function rootWithCopy (name: string, manifestChanges: Record<string, unknown> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-partner-'))
  tmpDirs.push(root)
  fs.symlinkSync(path.join(repo, 'core'), path.join(root, 'core'), 'dir')
  fs.writeFileSync(path.join(root, 'package.json'), '{ "type": "module", "private": true }\n') // as in a Wharf checkout: .ts files are ESM
  const dir = path.join(root, 'plugins', name)
  fs.cpSync(template, dir, { recursive: true })
  const manifestFile = path.join(dir, 'wharf-plugin.json')
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>
  fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, name, actions: [name], ...manifestChanges }, null, 2))
  return root
}

test('the shipped channels load; discovery does not load the template where it ships (examples/ is not scanned)', async () => {
  const registry = await discoverPlugins({ root: repo })
  for (const name of ['email', 'sftp', 'https-inbound', 'webhook']) assert.equal(registry.get(name)?.kind, 'channel', name)
  assert.equal(registry.forAction('httpsin')?.name, 'https-inbound')
  assert.equal(registry.forAction('mail')?.name, 'email')
  assert.deepEqual(registry.refused.filter(r => /plugins\/(email|sftp|https-inbound)\//.test(r.file)).map(r => r.reason), [])
  assert.equal(registry.get('plugin-template'), undefined)
  assert.equal(registry.refused.some(r => r.file.includes('plugin-template')), false)
})

test('a copy of the template enabled for one tenant delivers for it and is refused for another', async () => {
  const root = rootWithCopy('acme-post')
  const config = { plugins: { 'acme-post': { enabled: false, settings: { timeoutMs: 5000 }, tenants: { acme: { enabled: true, settings: { url: `${rx.url}/acme` } } } } } }
  const host = await createPluginHost({ root, config, pool: { threads: 1 } })
  try {
    assert.deepEqual([...host.registry.byName.keys()], ['acme-post'])
    const forAcme = await host.deliver(fakeDocumentJob({ tenantId: 'acme', hook: { action: 'acme-post' } }))
    assert.equal(forAcme.ok, true, JSON.stringify(forAcme))
    assert.equal(rx.on('/acme').length, 1)
    const forGlobex = await host.deliver(fakeDocumentJob({ tenantId: 'globex', hook: { action: 'acme-post' } }))
    assert.equal(forGlobex.ok, false)
    assert.equal(forGlobex.ok === false && forGlobex.code, 'PLUGIN_NOT_ENABLED')
    assert.equal(forGlobex.ok === false && forGlobex.retryable, false)
    assert.equal(forGlobex.ok === false && forGlobex.message, 'plugin acme-post is not enabled for tenant globex')
    assert.equal(rx.on('/acme').length, 1, 'nothing was sent for globex')
  } finally {
    await host.close()
  }
})

test('a plugin written for another API version is refused at load with a clear message', async () => {
  const root = rootWithCopy('future-post', { apiVersion: '2.0' })
  const host = await createPluginHost({ root, config: { plugins: { 'future-post': { settings: { url: `${rx.url}/future` } } } }, pool: { threads: 1 } })
  try {
    assert.equal(host.registry.get('future-post'), undefined)
    const [refused] = host.registry.refused
    assert.match(refused.reason, /plugins\/future-post\/wharf-plugin\.json: plugin future-post needs plugin API 2\.0; this Wharf provides 1\.1 \(update Wharf\)/)
    const res = await host.deliver(fakeDocumentJob({ hook: { action: 'future-post' } }))
    assert.equal(res.ok === false && res.code, 'PLUGIN_NOT_FOUND')
    assert.match(res.ok === false ? res.message : '', /plugin future-post was refused at load: .*needs plugin API 2\.0/)
    assert.equal(rx.on('/future').length, 0)
  } finally {
    await host.close()
  }
  await assert.rejects(runPluginForTest(path.join(root, 'plugins', 'future-post'), { job: fakeDocumentJob(), settings: { url: rx.url } }),
    /needs plugin API 2\.0; this Wharf provides 1\.1/)
})

test('the template packaged as an npm package (one bundled .js file) loads from node_modules through `package`', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-package-'))
  tmpDirs.push(root)
  const pkgDir = path.join(root, 'node_modules', '@acme', 'wharf-post')
  fs.mkdirSync(path.join(pkgDir, 'dist'), { recursive: true })
  await build({ entryPoints: [path.join(template, 'worker.ts')], outfile: path.join(pkgDir, 'dist', 'worker.js'), bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'silent' })
  const manifest = JSON.parse(fs.readFileSync(path.join(template, 'wharf-plugin.json'), 'utf8')) as Record<string, unknown>
  fs.writeFileSync(path.join(pkgDir, 'wharf-plugin.json'), JSON.stringify({ ...manifest, name: 'acme-post', actions: ['acme-post'], version: '1.2.0', entry: { worker: './dist/worker.js' } }))
  fs.writeFileSync(path.join(pkgDir, 'package.json'), JSON.stringify({ name: '@acme/wharf-post', version: '1.2.0', type: 'module', files: ['dist', 'wharf-plugin.json'] }))
  const config = { plugins: { 'acme-post': { package: '@acme/wharf-post', tenants: { acme: { settings: { url: `${rx.url}/pkg` } } } } } }
  const host = await createPluginHost({ root, config, pool: { threads: 1 } })
  try {
    const loaded = host.registry.get('acme-post')
    assert.equal(loaded?.source, 'package')
    assert.equal(loaded?.version, '1.2.0')
    const res = await host.deliver(fakeDocumentJob({ tenantId: 'acme', hook: { action: 'acme-post' } }))
    assert.equal(res.ok, true, JSON.stringify(res))
    assert.equal(rx.on('/pkg').length, 1)
  } finally {
    await host.close()
  }
})
