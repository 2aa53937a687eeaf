// Warming the validation pool at start (core/validation/warm.ts) and the policy configuration: nothing is warmed when
// no tenant validates or warming is off; a tenant's own policy is enough to warm; a warmed pool validates the official
// invoice. WHARF_VALIDATION_POLICY accepts reject, warn and off only; WHARF_VALIDATION_THREADS sizes the pool.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { tenant } from '../helpers/fixtures.ts'
import { fixture } from '../documents/helpers.ts'
import { loadConfig } from '../../core/config.ts'
import { setTenantPolicy, tenantPolicy } from '../../core/validation/policy.ts'
import { attachValidation, detachValidation, validationOf } from '../../core/validation/service.ts'
import { warmValidation } from '../../core/validation/warm.ts'
import { compileRules } from '../../scripts/validation/compile-rules.js'

let t: TestWharf

before(async () => {
  await compileRules({ only: ['cen-en16931-ubl', 'peppol-bis-billing-3-ubl', 'cen-en16931-cii', 'peppol-bis-billing-3-cii'], log: () => {} })
  t = await createTestWharf({ WHARF_VALIDATION_POLICY: 'off' })
})
after(async () => { await t?.close() })

test('WHARF_VALIDATION_POLICY: reject by default, warn and off accepted, anything else stops the start', () => {
  assert.equal(loadConfig({}).validation.policy, 'reject')
  assert.equal(loadConfig({ WHARF_VALIDATION_POLICY: 'WARN' }).validation.policy, 'warn')
  assert.deepEqual(loadConfig({ WHARF_VALIDATION_POLICY: 'off', WHARF_VALIDATION_MAX_BYTES: '2048', WHARF_VALIDATION_WARM: 'false', WHARF_VALIDATION_THREADS: '1' }).validation, { policy: 'off', maxBytes: 2048, warm: false, threads: 1 })
  assert.throws(() => loadConfig({ WHARF_VALIDATION_POLICY: 'sometimes' }), /WHARF_VALIDATION_POLICY/)
})

test('nothing to warm while every tenant is off; a tenant with its own policy warms every thread, which then validates', async () => {
  assert.equal(await warmValidation(t.wharf), null)
  const acme = await tenant(t, 'warm')
  await setTenantPolicy(t.wharf.knex, t.clock, acme.id, 'warn')
  assert.equal(await tenantPolicy(t.wharf.knex, t.wharf.config, acme.id), 'warn')
  assert.equal(await warmValidation({ knex: t.wharf.knex, config: { validation: { ...t.wharf.config.validation, warm: false } } }), null, 'WHARF_VALIDATION_WARM=false')
  const r = await warmValidation(t.wharf)
  assert.ok(r !== null)
  assert.deepEqual([...r.ruleSets].sort(), ['cen-en16931-cii', 'cen-en16931-ubl', 'peppol-bis-billing-3-cii', 'peppol-bis-billing-3-ubl'])
  assert.ok(r.heapMiB.length >= 1 && r.heapMiB.every(h => h > 0), JSON.stringify(r))
  const result = await validationOf(t.wharf).validate(fixture('bis3-vat-category-O.xml').toString('utf8'))
  assert.equal(result.isValid, true, JSON.stringify(result.assertions))
  await setTenantPolicy(t.wharf.knex, t.clock, acme.id, null)
  assert.equal(await tenantPolicy(t.wharf.knex, t.wharf.config, acme.id), 'off')
})

test('WHARF_VALIDATION_THREADS: the cores up to 4 by default, 1-64 accepted; the pool warms and runs that many threads', async () => {
  assert.ok(loadConfig({}).validation.threads >= 1 && loadConfig({}).validation.threads <= 4)
  assert.equal(loadConfig({ WHARF_VALIDATION_THREADS: '3' }).validation.threads, 3)
  assert.throws(() => loadConfig({ WHARF_VALIDATION_THREADS: '0' }), /WHARF_VALIDATION_THREADS/)
  assert.throws(() => loadConfig({ WHARF_VALIDATION_THREADS: 'many' }), /WHARF_VALIDATION_THREADS/)
  const owner = { knex: {} as never, config: { validation: { ...t.wharf.config.validation, policy: 'reject' as const, threads: 1 } } }
  attachValidation(owner)
  try {
    const r = await warmValidation(owner)
    assert.equal(r?.heapMiB.length, 1, JSON.stringify(r))
  } finally {
    await detachValidation(owner.knex)
  }
})
