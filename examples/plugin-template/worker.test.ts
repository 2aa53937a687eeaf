// Tests of the template plugin, run the way Wharf runs it: runPluginForTest loads wharf-plugin.json, validates the
// settings against its settingsSchema, and calls deliver() in a real worker thread. The target is a real HTTPS
// server with the test CA (test/helpers/receiver.ts). Keep these relative paths when you copy the folder to plugins/.
import assert from 'node:assert/strict'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { fakeDocumentJob, runPluginForTest } from '../../test/helpers/plugin-harness.ts'
import { startReceiver, type Receiver } from '../../test/helpers/receiver.ts'

const pluginDir = path.dirname(fileURLToPath(import.meta.url))
let rx: Receiver
before(async () => { rx = await startReceiver() })
after(async () => { await rx.close() })

test('template: a document is POSTed byte for byte and reported delivered', async () => {
  const job = fakeDocumentJob({ documentId: 'tpl-1' })
  const result = await runPluginForTest(pluginDir, { job, settings: { url: `${rx.url}/ok`, apiKey: 'k-123' } })
  assert.equal(result.ok, true, JSON.stringify(result))
  assert.equal(result.ok && result.status, 200)
  const [got] = await rx.waitFor('/ok', 1)
  assert.equal(got.body, Buffer.from(job.document!.bytes).toString('utf8'))
  assert.equal(got.headers.authorization, 'Bearer k-123')
  assert.equal(got.headers['x-service-delivery'], job.deliveryId)
  assert.equal(got.headers['x-service-document-id'], 'tpl-1')
  assert.ok(result.logs.some(l => l.message === 'posting'), 'ctx.log lines come back with the result')
})

test('template: 5xx is retryable, 4xx is not', async () => {
  const r503 = await runPluginForTest(pluginDir, { job: fakeDocumentJob(), settings: { url: `${rx.url}/status-503` } })
  assert.equal(r503.ok === false && r503.retryable, true)
  assert.equal(r503.ok === false && r503.status, 503)
  const r400 = await runPluginForTest(pluginDir, { job: fakeDocumentJob(), settings: { url: `${rx.url}/status-400` } })
  assert.equal(r400.ok === false && r400.retryable, false)
})

test('template: settings that do not match settingsSchema never reach the plugin', async () => {
  const res = await runPluginForTest(pluginDir, { job: fakeDocumentJob(), settings: { url: 'not a url', extra: 1 } })
  assert.equal(res.ok === false && res.code, 'PLUGIN_SETTINGS_INVALID')
  assert.match(res.ok === false ? res.message : '', /\/url must match format "uri"/)
  assert.match(res.ok === false ? res.message : '', /extra/)
})
