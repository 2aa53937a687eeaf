import assert from 'node:assert/strict'
import { test } from 'node:test'
import { resolveInbound } from './target.ts'

const settings = { baseUrl: 'https://erp.internal/wharf/inbound?src=wharf', endpoints: { archive: 'https://archive.internal/in/' }, allowHttp: false }

test('`inbound` is the baseUrl; other names come from endpoints; $token$ is replaced everywhere', () => {
  const t = resolveInbound('httpsin://erp%20user:p%40ss@inbound?token=$token$', settings, 'wdt1.abc.def')
  assert.equal(t.url.href, 'https://erp.internal/wharf/inbound?src=wharf&token=wdt1.abc.def')
  assert.equal(t.user, 'erp user')
  assert.equal(t.password, 'p@ss')
  const a = resolveInbound('httpsin://u:p@ARCHIVE/docs/$token$?t=$token$', settings, 'tok')
  assert.equal(a.url.href, 'https://archive.internal/in/docs/tok?t=tok')
  assert.equal(a.endpoint, 'archive')
})

test('unknown endpoints, other schemes, encoded slashes and plain http are refused', () => {
  assert.throws(() => resolveInbound('httpsin://u:p@attacker.example?token=$token$', settings, 't'), /endpoint "attacker\.example" is not configured for this tenant \(known: inbound, archive\)/)
  assert.throws(() => resolveInbound('https://u:p@inbound', settings, 't'), /not an httpsin:\/\/ address: https:\/\/u:\*\*\*@inbound/)
  assert.throws(() => resolveInbound('httpsin://u:p@inbound/a%2F..%2Fb', settings, 't'), /encoded dots or slashes/)
  assert.throws(() => resolveInbound('httpsin://u:p@inbound', { ...settings, baseUrl: 'http://erp.internal/' }, 't'), /not an https URL/)
  assert.equal(resolveInbound('httpsin://u:p@inbound', { ...settings, baseUrl: 'http://erp.internal/', allowHttp: true }, 't').url.href, 'http://erp.internal/')
})
