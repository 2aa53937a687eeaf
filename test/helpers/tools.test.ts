// needs(): a hidden (or missing) tool skips with its Debian package named, and throws under a non-empty CI.
import assert from 'node:assert/strict'
import { afterEach, test } from 'node:test'
import { has, needs } from './tools.ts'

const saved = { CI: process.env.CI, WHARF_TEST_HIDE_TOOLS: process.env.WHARF_TEST_HIDE_TOOLS }
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) { if (v === undefined) delete process.env[k]; else process.env[k] = v }
})

test('a hidden tool skips, naming its Debian package; several missing tools are all named', () => {
  process.env.CI = ''
  process.env.WHARF_TEST_HIDE_TOOLS = 'xmllint, dig'
  assert.deepEqual(needs('xmllint'), { skip: 'needs xmllint (Debian package libxml2-utils)' })
  assert.deepEqual(needs('dig', 'xmllint'), { skip: 'needs dig (Debian package bind9-dnsutils), xmllint (Debian package libxml2-utils)' })
  assert.equal(has('dig'), false)
  process.env.WHARF_TEST_HIDE_TOOLS = 'xmlsec1,openssl,sshd'
  assert.deepEqual(needs('xmlsec1', 'openssl', 'sshd'), {
    skip: 'needs xmlsec1 (Debian package xmlsec1), openssl (Debian package openssl), sshd (Debian package openssh-server)'
  })
})

test('under a non-empty CI a missing tool throws instead of skipping', () => {
  process.env.CI = 'true'
  process.env.WHARF_TEST_HIDE_TOOLS = 'xmllint'
  assert.throws(() => needs('xmllint'), /needs xmllint \(Debian package libxml2-utils\): CI must not skip it/)
  assert.throws(() => has('xmllint'), /libxml2-utils/)
})

test('nothing to declare is nothing to skip', () => {
  process.env.CI = 'true'
  assert.deepEqual(needs(), {})
})
