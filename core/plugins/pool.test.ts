import assert from 'node:assert/strict'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import type { DeliveryJob } from '../sdk/index.ts'
import { PluginWorkerPool, runInProcess, workerExecArgv, workerFlags, type HostLogger, type PluginCall, type PluginFn } from './pool.ts'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'plugin-host', 'plugins')
// Generous: worker threads start plugins through tsx, which is slow on a loaded machine; the assertions are about
// outcomes (codes, logs, replaced workers), not speed.
const DEADLINE = 2000
const GRACE = 500

interface Logged { level: string, obj: Record<string, unknown>, msg: string }
const logged: Logged[] = []
const logger: HostLogger = {
  info: (obj, msg = '') => { logged.push({ level: 'info', obj, msg }) },
  warn: (obj, msg = '') => { logged.push({ level: 'warn', obj, msg }) },
  error: (obj, msg = '') => { logged.push({ level: 'error', obj, msg }) }
}

const job = (id: string, payload?: DeliveryJob['payload']): DeliveryJob => ({
  deliveryId: id, attempt: 1, kind: 'event', topic: 'InvoiceReceived', tenantId: 't1', partyId: '0208:0123456749',
  ...(payload === undefined ? {} : { payload }), hook: { id: 'h1', action: 'x', settings: {} }
})

const call = <F extends PluginFn = 'deliver'>(plugin: string, over: Partial<PluginCall<F>> = {}): PluginCall<F> => ({
  plugin: { name: plugin, version: '1.0.0' },
  entry: path.join(fixtures, plugin, plugin === 'js-ok' ? 'worker.js' : 'worker.ts'),
  fn: 'deliver' as F,
  args: [job(`d-${plugin}`), { greeting: 'hi' }],
  logContext: { deliveryId: `d-${plugin}` },
  ...over
})

let pool: PluginWorkerPool
before(async () => {
  // minThreads: the tests below check that crashed and terminated workers are replaced (lazy pools: lazy-pool.test.ts).
  pool = new PluginWorkerPool({ threads: 2, minThreads: 2, deadlineMs: 30_000, abortGraceMs: GRACE, memoryLimitMb: 48, typescript: true, logger })
  // Each plugin has threads of its own; start them all, so that no call waits for worker start-up.
  await pool.warmUp(['ok', 'js-ok', 'throws', 'hangs', 'exits', 'oom', 'bad-result', 'stray', 'cooperative'].map(n => call(n).entry))
})
after(async () => { await pool.close() })

test('a delivery returns the plugin result with its log lines, which the host also logs with the plugin name', async () => {
  logged.length = 0
  const r = await pool.run(call('ok'))
  assert.equal(r.ok, true)
  if (!r.ok) return
  assert.equal(r.status, 200)
  assert.deepEqual({ ...r.details }, { deliveryId: 'd-ok', greeting: 'hi', documentLength: null, plugin: 'ok', deadlineInFuture: true })
  assert.equal(r.logs.length, 1)
  assert.deepEqual({ level: r.logs[0].level, message: r.logs[0].message, fields: r.logs[0].fields }, { level: 'info', message: 'delivering', fields: { topic: 'InvoiceReceived', attempt: 1 } })
  assert.equal(typeof r.durationMs, 'number')
  assert.deepEqual(logged, [{ level: 'info', obj: { topic: 'InvoiceReceived', attempt: 1, deliveryId: 'd-ok', plugin: 'ok' }, msg: 'delivering' }])

  const bytes = new TextEncoder().encode('<Invoice/>')
  const withDoc = await pool.run(call('ok', { args: [{ ...job('d-doc'), kind: 'document', document: { bytes, mediaType: 'application/xml' } }, { greeting: 'hi' }] }))
  assert.equal(withDoc.ok && withDoc.details?.documentLength, 10)

  const found = await pool.run(call<'lookup'>('ok', { fn: 'lookup', args: [{ scheme: 'iso6523-actorid-upis', value: '0208:0123456749' }, 'urn:invoice', {}] }))
  assert.deepEqual({ ok: found.ok, reachable: found.ok && found.reachable }, { ok: true, reachable: true })

  const js = await pool.run(call('js-ok'))
  assert.deepEqual({ ok: js.ok, details: js.ok ? js.details : null }, { ok: true, details: { deliveryId: 'd-js-ok' } })
})

test('thrown errors, bad results, missing functions and unloadable modules are typed failures', async () => {
  const threw = await pool.run(call('throws'))
  assert.equal(threw.ok, false)
  if (threw.ok) return
  assert.equal(threw.code, 'PLUGIN_THREW')
  assert.equal(threw.retryable, true)
  assert.equal(threw.message, 'plugin throws threw Error: boom from the plugin')
  assert.equal(JSON.stringify(threw).includes('CUSTOM_CODE'), false, 'the thrown code is not trusted or carried')
  assert.match(threw.logs[0].message, /^plugin threw: Error: boom from the plugin\n\s+at deliver/)

  const bad = await pool.run(call('bad-result'))
  assert.deepEqual({ ...bad, durationMs: 0, logs: [] }, {
    ok: false, code: 'PLUGIN_BAD_RESULT', retryable: false, durationMs: 0, logs: [],
    message: 'plugin bad-result returned an invalid result from deliver: "ok" must be true or false'
  })

  const noLookup = await pool.run(call<'lookup'>('throws', { fn: 'lookup', args: [{ scheme: 's', value: 'v' }, 'doc', {}] }))
  assert.equal(!noLookup.ok && noLookup.code, 'PLUGIN_NOT_SUPPORTED')
  const missing = await pool.run(call('ok', { entry: path.join(fixtures, 'nope', 'worker.js') }))
  assert.equal(!missing.ok && missing.code, 'PLUGIN_LOAD_FAILED')
  assert.equal(!missing.ok && missing.retryable, false)
  const uncloneable = await pool.run(call('ok', { args: [job('d'), { fn: () => 1 }] }))
  assert.equal(!uncloneable.ok && uncloneable.code, 'PLUGIN_BAD_INPUT')
})

test('a plugin that hangs past its deadline is stopped (busy loop and ignored promise); the pool keeps working', async () => {
  const before = pool.stats()
  const t0 = performance.now()
  const [busy, idle] = await Promise.all([
    pool.run(call('hangs', { deadlineMs: DEADLINE })),
    pool.run(call('hangs', { deadlineMs: DEADLINE, args: [job('d-async', { mode: 'async' }), {}] }))
  ])
  const elapsed = performance.now() - t0
  for (const r of [busy, idle]) {
    assert.equal(r.ok, false)
    if (r.ok) continue
    assert.equal(r.code, 'PLUGIN_TIMEOUT')
    assert.equal(r.retryable, true)
    assert.equal(r.condition, 'timeout')
    assert.equal(r.message, `plugin hangs did not finish within its ${DEADLINE} ms deadline and was stopped`)
    assert.deepEqual(r.logs.map(l => l.message), ['about to hang'], 'lines logged before the hang are kept')
  }
  assert.ok(elapsed >= DEADLINE + GRACE - 20 && elapsed < DEADLINE + GRACE + 15_000, `stopped after ${elapsed} ms`)
  const ok = await pool.run(call('ok'))
  assert.equal(ok.ok, true, 'the pool works after a timeout')
  assert.ok(pool.stats().workersDestroyed >= before.workersDestroyed + 2, 'both workers were replaced')
  assert.equal(pool.stats().threads, pool.stats().plugins * 2, 'every plugin is back to its 2 threads')
})

test('ctx.signal aborts at the deadline: a cooperative plugin stops early and its worker is kept', async () => {
  await pool.warmUp() // the workers replaced in the previous test have started
  const before = pool.stats().workersDestroyed
  const t0 = performance.now()
  const own = await pool.run(call('cooperative', { deadlineMs: DEADLINE }))
  assert.ok(performance.now() - t0 >= DEADLINE - 20, 'ran until its deadline')
  assert.equal(own.ok, false)
  if (own.ok) return
  assert.equal(own.code, 'GAVE_UP')
  assert.deepEqual(own.details, { reason: 'TimeoutError' })
  assert.deepEqual(own.logs.map(l => l.message), ['waiting for the abort', 'aborted'])

  const rethrown = await pool.run(call('cooperative', { deadlineMs: DEADLINE, args: [job('d', { onAbort: 'throw' }), {}] }))
  assert.equal(!rethrown.ok && rethrown.code, 'PLUGIN_TIMEOUT')
  assert.match(!rethrown.ok ? rethrown.message : '', /^plugin cooperative stopped at its deadline/)
  assert.equal(pool.stats().workersDestroyed, before, 'no worker was terminated')
})

test('a host abort (shutdown) reaches ctx.signal; a plugin that ignores it is stopped after the grace period', async () => {
  await pool.warmUp()
  const controller = new AbortController()
  setTimeout(() => controller.abort(), 100)
  const [coop, stubborn] = await Promise.all([
    pool.run(call('cooperative', { signal: controller.signal, args: [job('d', { onAbort: 'throw' }), {}] })),
    pool.run(call('hangs', { signal: controller.signal, args: [job('d', { mode: 'async' }), {}] }))
  ])
  assert.equal(!coop.ok && coop.code, 'PLUGIN_ABORTED')
  assert.match(!coop.ok ? coop.message : '', /^plugin cooperative was aborted by the host: aborted by the host/)
  assert.equal(!stubborn.ok && stubborn.code, 'PLUGIN_ABORTED')
  const already = await pool.run(call('ok', { signal: AbortSignal.abort() }))
  assert.equal(!already.ok && already.code, 'PLUGIN_ABORTED')
})

test('process.exit and running out of memory end only the worker; the pool replaces it and keeps working', async () => {
  const [exited, oom, ok] = await Promise.all([pool.run(call('exits')), pool.run(call('oom')), pool.run(call('ok'))])
  assert.equal(exited.ok, false)
  if (!exited.ok) {
    assert.equal(exited.code, 'PLUGIN_CRASHED')
    assert.equal(exited.retryable, true)
    assert.equal(exited.message, 'plugin exits ended its worker (exit code 1); the worker was replaced')
  }
  assert.equal(!oom.ok && oom.code, 'PLUGIN_OUT_OF_MEMORY')
  assert.equal(!oom.ok && oom.message, 'plugin oom exceeded the worker memory limit of 48 MB; the worker was replaced')
  assert.equal(ok.ok, true)
  const again = await Promise.all([pool.run(call('ok')), pool.run(call('js-ok'))])
  assert.deepEqual(again.map(r => r.ok), [true, true])
  assert.equal(pool.stats().threads, pool.stats().plugins * 2, 'every plugin is back to its 2 threads')
})

test('an error thrown outside a call is reported against its plugin and the worker survives', async () => {
  await pool.warmUp()
  logged.length = 0
  const before = pool.stats()
  const r = await pool.run(call('stray'))
  assert.equal(r.ok, true)
  await new Promise(resolve => setTimeout(resolve, 80))
  const after = pool.stats()
  assert.equal(after.strayErrors, before.strayErrors + 1)
  assert.equal(after.workersDestroyed, before.workersDestroyed)
  const line = logged.find(l => l.level === 'error')
  assert.equal(line?.obj.plugin, 'stray')
  assert.match(line?.msg ?? '', /^plugin stray threw outside a call \(uncaughtException\): Error: stray error after the call; the worker keeps running$/)
  assert.equal((await pool.run(call('ok'))).ok, true)
})

test('the in-process runner gives the same typed results', async () => {
  const ok = await runInProcess(call('ok'))
  assert.equal(ok.ok && ok.details?.greeting, 'hi')
  assert.equal(ok.logs[0].message, 'delivering')
  const threw = await runInProcess(call('throws'))
  assert.equal(!threw.ok && threw.code, 'PLUGIN_THREW')
  const bad = await runInProcess(call('bad-result'))
  assert.equal(!bad.ok && bad.code, 'PLUGIN_BAD_RESULT')
  const coop = await runInProcess(call('cooperative', { deadlineMs: 1000 }))
  assert.equal(!coop.ok && coop.code, 'GAVE_UP')
  const hang = await runInProcess(call('hangs', { deadlineMs: 1000, args: [job('d', { mode: 'async' }), {}] }), { abortGraceMs: 300 })
  assert.equal(!hang.ok && hang.code, 'PLUGIN_TIMEOUT')
})

test('workers do not inherit tsx loader flags', () => {
  assert.deepEqual(workerExecArgv(['--import', 'tsx', '--enable-source-maps', '--import=tsx/esm', '--require', '/x/node_modules/tsx/dist/cjs/index.cjs', '--import', './otel.js']),
    ['--enable-source-maps', '--import', './otel.js'])
})

test('workers do not get the flags Node refuses in a worker (V8 and process-wide ones), and still start', async () => {
  const given = ['--max-old-space-size=512', '--enable-source-maps', '--expose-gc', '--stack-trace-limit=50', '--no-warnings']
  assert.deepEqual(workerExecArgv(given), ['--enable-source-maps', '--no-warnings'])
  assert.deepEqual(workerFlags([]), [])
  assert.deepEqual(workerFlags(['--title', 'wharf', '--enable-source-maps']), ['--enable-source-maps'], 'a refused flag takes its separate value with it')
  const p = new PluginWorkerPool({ threads: 1, execArgv: given })
  try {
    const r = await p.run(call('js-ok'))
    assert.equal(r.ok, true, JSON.stringify(r))
  } finally {
    await p.close()
  }
})

test('a closed pool refuses calls', async () => {
  const p = new PluginWorkerPool({ threads: 1 })
  await p.close()
  const r = await p.run(call('js-ok'))
  assert.equal(!r.ok && r.code, 'PLUGIN_POOL_CLOSED')
})
