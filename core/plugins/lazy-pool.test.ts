/**
 * The plugin pool starts nothing until a plugin is called: a plugin's threads start with its first call, grow by one
 * whenever every thread is busy (up to `threads`), and end after `idleTimeoutMs` without calls. A call's deadline does
 * not count thread start-up or the first import of the plugin's module.
 */
import assert from 'node:assert/strict'
import path from 'node:path'
import { after, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import type { DeliveryJob } from '../sdk/index.ts'
import { PluginWorkerPool, type PluginCall } from './pool.ts'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'plugin-host')

const job = (id: string): DeliveryJob => ({
  deliveryId: id, attempt: 1, kind: 'event', topic: 'InvoiceReceived', tenantId: 't1', partyId: '0208:0123456749', hook: { id: 'h1', action: 'x', settings: {} }
})
const call = (entry: string, id: string, over: Partial<PluginCall<'deliver'>> = {}): PluginCall<'deliver'> =>
  ({ plugin: { name: path.basename(path.dirname(entry)), version: '1.0.0' }, entry, fn: 'deliver', args: [job(id), {}], ...over })
const jsOk = path.join(fixtures, 'plugins', 'js-ok', 'worker.js')
const cooperative = path.join(fixtures, 'plugins', 'cooperative', 'worker.ts')
const slowLoad = path.join(fixtures, 'slow-load', 'worker.js')

const pools: PluginWorkerPool[] = []
after(async () => { await Promise.all(pools.map(async p => { await p.close() })) })

async function until (what: string, fn: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms
  while (!fn()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

test('no thread runs before the first call; threads grow under concurrent calls up to the maximum, then end when idle', async () => {
  const pool = new PluginWorkerPool({ threads: 2, idleTimeoutMs: 300, typescript: true })
  pools.push(pool)
  assert.deepEqual([pool.stats().plugins, pool.stats().threads, pool.stats().workersCreated], [0, 0, 0])

  const first = await pool.run(call(jsOk, 'one'))
  assert.equal(first.ok, true)
  assert.equal(pool.stats().threads, 1, 'one call, one thread')

  // Three calls that each hold their thread until their deadline: the first two get a thread each, the third shares
  // one of them (at most `threads` per plugin).
  const created = pool.stats().workersCreated
  const held = await Promise.all([1, 2, 3].map(async i => await pool.run(call(cooperative, `held-${i}`, { deadlineMs: 1500 }))))
  assert.deepEqual(held.map(r => !r.ok && r.code), ['GAVE_UP', 'GAVE_UP', 'GAVE_UP'])
  assert.equal(pool.stats().workersCreated - created, 2, 'the cooperative plugin grew to two threads, not three')

  await until('idle threads ended', () => pool.stats().threads === 0)
  assert.equal(pool.stats().workersDestroyed, pool.stats().workersCreated)
  const again = await pool.run(call(jsOk, 'again'))
  assert.equal(again.ok, true, 'a call after the threads ended starts a new one')
})

test('a deadline counts from when the plugin module is loaded, not from thread start-up or the first import', async () => {
  const pool = new PluginWorkerPool({ threads: 1 })
  pools.push(pool)
  // The module alone takes 1.5 s to load; the call has 500 ms.
  const r = await pool.run(call(slowLoad, 'slow', { deadlineMs: 500 }))
  assert.equal(r.ok, true, JSON.stringify(r))
  assert.ok(r.durationMs >= 1400, `the first call waited for the module (${r.durationMs} ms)`)
})
