// The routing cache of HookStore.active(): answered without SQL while fresh; create, update and delete (through any
// HookStore of this process) invalidate it at once; a change made outside the store (another process) shows within
// ACTIVE_HOOKS_TTL_MS, or at once after invalidateHookCache(). On the test database (PGlite or PostgreSQL).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { tenant } from '../../test/helpers/fixtures.ts'
import { ACTIVE_HOOKS_TTL_MS, HookStore, invalidateHookCache, type HookInput } from './store.ts'

let t: TestWharf
let tenantId: string
let statements = 0
const count = (q: { sql: string }): void => { if (/"hooks"/.test(q.sql)) statements++ }

const input = (name: string, isActive = true): HookInput => ({
  partyId: null, endpointId: null, action: 'webhook', name, url: 'https://example.test/hook', topics: ['InvoiceReceived'],
  filter: null, output: null, isActive, mlsType: null, secureKey: 'k'.repeat(43), auth: null, tls: null
})
const names = async (store: HookStore = t.wharf.hooks): Promise<string[]> =>
  (await store.active(tenantId, 'acceptance')).map(h => h.name as string).sort()

before(async () => {
  t = await createTestWharf()
  tenantId = (await tenant(t, 'hook-cache')).id
  t.wharf.knex.on('query', count)
})
after(async () => { t.wharf.knex.off('query', count); await t.close() })

test('active() answers from the cache while nothing changed: no statement', async () => {
  await t.wharf.hooks.create(tenantId, 'acceptance', input('first'))
  assert.deepEqual(await names(), ['first'])
  const n = statements
  for (let i = 0; i < 5; i++) assert.deepEqual(await names(), ['first'])
  assert.equal(statements, n, 'no query for a cached answer')
})

test('create, update and delete take effect for the very next active()', async () => {
  const store = t.wharf.hooks
  assert.deepEqual(await names(), ['first'])
  const second = await store.create(tenantId, 'acceptance', input('second'))
  assert.deepEqual(await names(), ['first', 'second'], 'created')
  const withSecrets = await store.withSecrets(second.id)
  assert.ok(withSecrets !== undefined)
  await store.update(withSecrets, input('second', false))
  assert.deepEqual(await names(), ['first'], 'deactivated')
  await store.update(withSecrets, input('second-again'))
  assert.deepEqual(await names(), ['first', 'second-again'], 'reactivated and renamed')
  await store.delete(second)
  assert.deepEqual(await names(), ['first'], 'deleted')
})

test('a write through another HookStore of this process invalidates every store\'s cache', async () => {
  const other = new HookStore(t.wharf.knex, (t.wharf.hooks as unknown as { box: ConstructorParameters<typeof HookStore>[1] }).box, t.clock)
  assert.deepEqual(await names(), ['first'])
  const third = await other.create(tenantId, 'acceptance', input('third'))
  assert.deepEqual(await names(), ['first', 'third'])
  await other.delete(third)
  assert.deepEqual(await names(), ['first'])
})

test('a change outside the store (another process): seen within the TTL, or at once after invalidateHookCache()', async () => {
  assert.deepEqual(await names(), ['first'])
  await t.wharf.knex('hooks').where({ tenant_id: tenantId, name: 'first' }).update({ is_active: false })
  invalidateHookCache()
  assert.deepEqual(await names(), [], 'invalidated explicitly')
  await t.wharf.knex('hooks').where({ tenant_id: tenantId, name: 'first' }).update({ is_active: true })
  // Without invalidation: the cached (empty) answer until the TTL has passed, then the table again.
  await new Promise(resolve => setTimeout(resolve, ACTIVE_HOOKS_TTL_MS + 50))
  assert.deepEqual(await names(), ['first'], 'refreshed after the TTL')
})

test('deliveryHook(): cached by id, dropped by update and delete in this process, deleted hooks still answered', async () => {
  const store = t.wharf.hooks
  const h = await store.create(tenantId, 'acceptance', input('delivery'))
  assert.equal((await store.deliveryHook(h.id))?.name, 'delivery')
  const n = statements
  assert.equal((await store.deliveryHook(h.id))?.secureKey, 'k'.repeat(43), 'secrets opened')
  assert.equal(statements, n, 'no query for a cached answer')
  const withSecrets = await store.withSecrets(h.id)
  assert.ok(withSecrets !== undefined)
  await store.update(withSecrets, { ...input('delivery-renamed'), url: 'https://example.test/other' })
  assert.equal((await store.deliveryHook(h.id))?.url, 'https://example.test/other', 'updated at once')
  await store.delete(h)
  const gone = await store.deliveryHook(h.id)
  assert.ok(gone?.deletedAt !== null && gone?.isActive === false, 'a deleted hook is still answered, as deleted, for queued work')
  assert.equal(await store.deliveryHook('00000000-0000-4000-8000-000000000000'), undefined)
})
