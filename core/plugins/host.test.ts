import assert from 'node:assert/strict'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import type { DeliveryJob } from '../sdk/index.ts'
import { createPluginHost, type PluginHost } from './host.ts'
import type { HostLogger, PluginWorkerPool } from './pool.ts'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'plugin-host')

const logged: Array<{ level: string, obj: Record<string, unknown>, msg: string }> = []
const logger: HostLogger = {
  info: (obj, msg = '') => { logged.push({ level: 'info', obj, msg }) },
  warn: (obj, msg = '') => { logged.push({ level: 'warn', obj, msg }) },
  error: (obj, msg = '') => { logged.push({ level: 'error', obj, msg }) }
}

const config = {
  plugins: {
    ok: { settings: { greeting: 'hello' }, tenants: { blocked: { enabled: false }, Acme: { settings: { greeting: 'hi acme' } } } },
    throws: {},
    hangs: {},
    exits: {},
    oom: {},
    'bad-result': {},
    'needs-url': {
      settings: { timeoutMs: 200 },
      tenants: { globex: { settings: { url: 'https://globex.example/hook' } }, initech: { settings: { url: 'not a url', timeoutMs: 1 } } }
    },
    upper: {}
  }
}

const job = (action: string, n: number | string, tenantId = 'globex'): DeliveryJob => ({
  deliveryId: `${action}-${n}`, attempt: 1, kind: 'event', topic: 'InvoiceReceived', tenantId, partyId: '0208:0123456749',
  payload: { n }, hook: { id: `hook-${action}`, action, settings: {} }
})

let host: PluginHost
before(async () => {
  host = await createPluginHost({ root, config, logger, pool: { threads: 3, minThreads: 3, deadlineMs: 30_000, abortGraceMs: 500, memoryLimitMb: 48 } })
})
after(async () => { await host.close() })

test('the host logs what it loaded and what it refused', () => {
  const refused = logged.filter(l => l.level === 'error').map(l => l.msg)
  assert.equal(refused.length, 4)
  assert.ok(refused.some(m => /^plugin refused: .*old-api\/wharf-plugin\.json: plugin old-api needs plugin API 0\.1; this Wharf provides 1\.1/.test(m)))
  assert.ok(logged.some(l => l.msg === 'plugin ok 1.0.0 loaded'))
})

test('misbehaving plugins are each contained and reported as a failed attempt; concurrent deliveries are unaffected', async () => {
  const before = (host.runner as PluginWorkerPool).stats()
  const bad = {
    throws: host.deliver(job('throws', 1)),
    hangs: host.deliver(job('hangs', 1), { deadlineMs: 2000 }),
    exits: host.deliver(job('exits', 1)),
    oom: host.deliver(job('oom', 1)),
    badResult: host.deliver(job('bad-result', 1)),
    invalidSettings: host.deliver(job('needs-url', 1, 'initech'))
  }
  const good = Array.from({ length: 12 }, (_, i) => host.deliver(job('ok', i)))
  const goodSettings = host.deliver(job('needs-url', 2, 'globex'))

  const [results, okResults, withSettings] = await Promise.all([
    Promise.all(Object.entries(bad).map(async ([k, p]) => [k, await p] as const)),
    Promise.all(good),
    goodSettings
  ])
  const byKey = Object.fromEntries(results)
  const codes = Object.fromEntries(results.map(([k, r]) => [k, r.ok ? 'ok' : `${r.code}/${r.retryable ? 'retry' : 'final'}`]))
  assert.deepEqual(codes, {
    throws: 'PLUGIN_THREW/retry',
    hangs: 'PLUGIN_TIMEOUT/retry',
    exits: 'PLUGIN_CRASHED/retry',
    oom: 'PLUGIN_OUT_OF_MEMORY/retry',
    badResult: 'PLUGIN_BAD_RESULT/final',
    invalidSettings: 'PLUGIN_SETTINGS_INVALID/final'
  })
  const invalid = byKey.invalidSettings
  assert.equal(invalid.ok, false)
  if (!invalid.ok) {
    assert.equal(invalid.message, 'settings of plugin needs-url for tenant initech are invalid: /url must match format "uri"; /timeoutMs must be >= 100')
    assert.deepEqual(invalid.details, { problems: [{ pointer: '/url', message: 'must match format "uri"' }, { pointer: '/timeoutMs', message: 'must be >= 100' }] })
    assert.equal(invalid.durationMs, 0, 'refused before dispatch')
  }

  assert.equal(okResults.length, 12)
  okResults.forEach((r, i) => {
    assert.equal(r.ok, true, `ok delivery ${i}: ${JSON.stringify(r)}`)
    assert.equal(r.ok && r.details?.deliveryId, `ok-${i}`)
    assert.equal(r.ok && r.details?.greeting, 'hello')
  })
  assert.deepEqual(withSettings.ok && withSettings.details, { url: 'https://globex.example/hook', timeoutMs: 200 })

  // Still working afterwards, on replaced workers.
  const afterwards = await Promise.all([1, 2, 3, 4].map(i => host.deliver(job('ok', `after-${i}`))))
  assert.deepEqual(afterwards.map(r => r.ok), [true, true, true, true])
  const stats = (host.runner as PluginWorkerPool).stats()
  assert.equal(stats.threads, stats.plugins * 3, 'every plugin is back to its 3 threads')
  assert.ok(stats.workersDestroyed >= before.workersDestroyed + 3, 'the hung, exited and out-of-memory workers were replaced')
})

test('unknown plugins, refused plugins, transforms and tenants without the plugin are refused before dispatch', async () => {
  const unknown = await host.deliver(job('carrier-pigeon', 1))
  assert.deepEqual({ ...unknown }, { ok: false, code: 'PLUGIN_NOT_FOUND', retryable: false, message: 'no plugin named or serving "carrier-pigeon"', durationMs: 0, logs: [] })
  const old = await host.deliver(job('old-api', 1))
  assert.equal(!old.ok && old.code, 'PLUGIN_NOT_FOUND')
  assert.match(!old.ok ? old.message : '', /^plugin old-api was refused at load: .*needs plugin API 0\.1; this Wharf provides 1\.1/)
  const transform = await host.deliver(job('x', 1), { plugin: 'upper' })
  assert.equal(!transform.ok && transform.message, 'plugin upper is a transform, not a channel')
  const blocked = await host.deliver(job('ok', 1, 'blocked'))
  assert.deepEqual(!blocked.ok && [blocked.code, blocked.retryable, blocked.message], ['PLUGIN_NOT_ENABLED', false, 'plugin ok is not enabled for tenant blocked'])
  const notConfigured = await host.deliver(job('stray', 1))
  assert.equal(!notConfigured.ok && notConfigured.code, 'PLUGIN_NOT_ENABLED')
  const noAction = await host.deliver({ ...job('ok', 1), hook: { id: 'h', settings: {} } })
  assert.equal(!noAction.ok && noAction.code, 'PLUGIN_NOT_FOUND')
})

test('tenant settings by tenant name, and lookup through the host', async () => {
  const r = await host.deliver(job('ok', 'named', 't-77'), { tenant: { id: 't-77', name: 'Acme' } })
  assert.equal(r.ok && r.details?.greeting, 'hi acme')
  const found = await host.lookup({ scheme: 'iso6523-actorid-upis', value: '9925:BE0123456749' }, 'urn:doc', { action: 'ok', tenant: 'globex' })
  assert.deepEqual({ ok: found.ok, reachable: found.ok && found.reachable, details: found.ok && found.details }, { ok: true, reachable: false, details: { documentType: 'urn:doc' } })
  const lookupLog = logged.find(l => l.msg === 'lookup')
  // Host context wins over a plugin's own field of the same name (a plugin cannot relabel its lines).
  assert.deepEqual(lookupLog?.obj, { recipient: 'iso6523-actorid-upis::9925:BE0123456749', tenantId: 'globex', plugin: 'ok' })
})

test('an in-process host runs the same plugins without a pool', async () => {
  const inProcess = await createPluginHost({ root, config, pool: false })
  try {
    const r = await inProcess.deliver(job('ok', 'in-process'))
    assert.equal(r.ok && r.details?.deliveryId, 'ok-in-process')
    const s = await inProcess.deliver(job('needs-url', 1, 'initech'))
    assert.equal(!s.ok && s.code, 'PLUGIN_SETTINGS_INVALID')
  } finally {
    await inProcess.close()
  }
})
