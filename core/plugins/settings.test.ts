import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createAjv } from './ajv.ts'
import { PluginConfigError, PluginEnablement, checkSettings, mergeSettings, validatePluginsConfig } from './settings.ts'

const urlSchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: {
    url: { type: 'string', format: 'uri' },
    timeoutMs: { type: 'integer', minimum: 100, default: 5000 },
    mode: { enum: ['json', 'xml'] },
    headers: { type: 'object', additionalProperties: { type: 'string' } }
  }
}

test('settings: valid settings pass, with schema defaults filled into a copy', () => {
  const validate = createAjv().compile(urlSchema)
  const input = { url: 'https://example.com/hook' }
  const check = checkSettings('webhook', validate, input, 'acme')
  assert.deepEqual(check, { ok: true, settings: { url: 'https://example.com/hook', timeoutMs: 5000 } })
  assert.deepEqual(input, { url: 'https://example.com/hook' }, 'the input is not changed')
})

test('settings: every invalid field is reported with its JSON pointer', () => {
  const validate = createAjv().compile(urlSchema)
  const check = checkSettings('webhook', validate, { url: 'not a url', timeoutMs: 5, mode: 'csv', extra: 1, headers: { 'X-A': 3 } }, 'acme')
  assert.equal(check.ok, false)
  if (check.ok) return
  assert.deepEqual(check.problems, [
    { pointer: '/extra', message: 'is not allowed' },
    { pointer: '/url', message: 'must match format "uri"' },
    { pointer: '/timeoutMs', message: 'must be >= 100' },
    { pointer: '/mode', message: 'must be one of "json", "xml"' },
    { pointer: '/headers/X-A', message: 'must be string' }
  ])
  assert.equal(check.message, 'settings of plugin webhook for tenant acme are invalid: /extra is not allowed; /url must match format "uri"; ' +
    '/timeoutMs must be >= 100; /mode must be one of "json", "xml"; /headers/X-A must be string')

  const missing = checkSettings('webhook', validate, {}, undefined)
  assert.equal(missing.ok, false)
  if (!missing.ok) assert.equal(missing.message, 'settings of plugin webhook are invalid: /url is required')
  const notObject = checkSettings('webhook', validate, 'x')
  assert.equal(notObject.ok, false)
  if (!notObject.ok) assert.equal(notObject.message, 'settings of plugin webhook are invalid: (root) must be object')
})

test('config: the shape is checked and every bad field named', () => {
  assert.deepEqual(validatePluginsConfig({}), {})
  assert.throws(() => validatePluginsConfig({ plugins: { webhook: { enabled: 'yes', tenants: { acme: { enabled: 1, colour: 'red' } }, settings: [] } } }), (err: Error) => {
    assert.ok(err instanceof PluginConfigError)
    assert.match(err.message, /^Plugin configuration error: /)
    assert.match(err.message, /plugins\.webhook\.enabled must be boolean/)
    assert.match(err.message, /plugins\.webhook\.settings must be object/)
    assert.match(err.message, /plugins\.webhook\.tenants\.acme\.enabled must be boolean/)
    assert.match(err.message, /plugins\.webhook\.tenants\.acme\.colour is not allowed/)
    return true
  })
  assert.throws(() => new PluginEnablement({ plugins: { x: { enable: true } } }), /plugins\.x\.enable is not allowed/)
})

test('enablement per tenant: plugin level, tenant override by id or name, opt-in and opt-out', () => {
  const e = new PluginEnablement({
    plugins: {
      webhook: { enabled: true, tenants: { t2: { enabled: false } } },
      email: {}, // an entry without `enabled` means enabled
      sftp: { enabled: false, tenants: { acme: { enabled: true } } },
      peppol: { tenants: { 'Globex Corp': { enabled: false } } }
    }
  })
  assert.equal(e.isEnabled('webhook', 't1'), true)
  assert.equal(e.isEnabled('webhook', 't2'), false)
  assert.equal(e.isEnabled('webhook', { id: 't2', name: 'Two' }), false)
  assert.equal(e.isEnabled('email', 't1'), true)
  assert.equal(e.isEnabled('sftp', 't1'), false)
  assert.equal(e.isEnabled('sftp', 'acme'), true, 'keyed by id')
  assert.equal(e.isEnabled('sftp', { id: 't-9', name: 'acme' }), true, 'keyed by name')
  assert.equal(e.isEnabled('peppol', { id: 't-3', name: 'Globex Corp' }), false)
  assert.equal(e.isEnabled('peppol', { id: 't-4', name: 'Initech' }), true)
  assert.equal(e.isEnabled('unlisted', 't1'), false, 'a plugin missing from the configuration is disabled')
  assert.equal(new PluginEnablement({}, { enabledByDefault: true }).isEnabled('unlisted', 't1'), true)
  assert.equal(e.isEnabled('toString', 't1'), false, 'no prototype keys')
})

test('settingsFor: tenant settings deep-merged over plugin settings, as a fresh copy', () => {
  const config = {
    plugins: {
      webhook: {
        settings: { timeoutMs: 1000, headers: { 'X-A': 'a', 'X-B': 'b' }, tags: ['x'] },
        tenants: { acme: { settings: { url: 'https://acme.example/hook', headers: { 'X-B': 'acme' }, tags: ['y'] } } }
      }
    }
  }
  const e = new PluginEnablement(config)
  const s = e.settingsFor('webhook', 'acme')
  assert.deepEqual(s, { timeoutMs: 1000, headers: { 'X-A': 'a', 'X-B': 'acme' }, tags: ['y'], url: 'https://acme.example/hook' })
  assert.deepEqual(e.settingsFor('webhook', 'other'), { timeoutMs: 1000, headers: { 'X-A': 'a', 'X-B': 'b' }, tags: ['x'] })
  assert.deepEqual(e.settingsFor('unknown', 'acme'), {})
  ;(s.headers as Record<string, string>)['X-A'] = 'changed'
  assert.equal(config.plugins.webhook.settings.headers['X-A'], 'a', 'the configuration is not shared')
  assert.deepEqual(mergeSettings({ a: { b: 1 } }, { a: 2 }), { a: 2 })
  assert.deepEqual(new PluginEnablement({ plugins: { x: { package: '@acme/x' }, y: {} } }).packages(), [{ name: 'x', package: '@acme/x' }])
})
