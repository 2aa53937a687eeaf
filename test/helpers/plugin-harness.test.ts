// The partner harness: fakeDocumentJob's shape, and runPluginForTest running deliver() in a real worker thread
// (the plugin reports isMainThread) with the manifest's settings defaults, and refusing an incompatible apiVersion.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { createPluginTestRunner, fakeDocumentJob, PEPPOL_INVOICE_TYPE, runPluginForTest } from './plugin-harness.ts'

const dirs: string[] = []
after(() => { for (const d of dirs) fs.rmSync(d, { recursive: true, force: true }) })

function probePlugin (apiVersion = '1.0'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-probe-'))
  dirs.push(dir)
  fs.writeFileSync(path.join(dir, 'wharf-plugin.json'), JSON.stringify({
    name: 'probe', version: '1.0.0', apiVersion, kind: 'channel', actions: ['probe'], entry: { worker: './worker.mjs' },
    settingsSchema: { type: 'object', properties: { greeting: { type: 'string', default: 'hello' } }, additionalProperties: false }
  }))
  fs.writeFileSync(path.join(dir, 'worker.mjs'), `import { isMainThread, threadId } from 'node:worker_threads'
export async function deliver (job, settings, ctx) {
  ctx.log.info('probe', { attempt: job.attempt })
  return { ok: true, details: { isMainThread, threadId, greeting: settings.greeting, bytes: job.document.bytes.byteLength, tenant: job.tenantId } }
}
`)
  return dir
}

test('fakeDocumentJob builds a document job with payload documentId, sender and receiver', () => {
  const job = fakeDocumentJob({ documentId: 'd-1', sender: '0208:1', receiver: '0208:2', tenantId: 'acme' })
  assert.equal(job.kind, 'document')
  assert.deepEqual(job.payload, { documentId: 'd-1', sender: '0208:1', receiver: '0208:2' })
  assert.equal(job.document?.documentType, PEPPOL_INVOICE_TYPE)
  assert.equal(job.document?.filename, 'd-1.xml')
  assert.match(new TextDecoder().decode(job.document?.bytes), /<cbc:EndpointID schemeID="0208">2<\/cbc:EndpointID>/)
  assert.equal(fakeDocumentJob({ xml: 'abc' }).document?.bytes.byteLength, 3)
})

test('runPluginForTest runs deliver() in a worker thread with schema defaults and returns its logs', async () => {
  const res = await runPluginForTest(probePlugin(), { job: fakeDocumentJob({ tenantId: 'acme', xml: 'abcd' }) })
  assert.equal(res.ok, true, JSON.stringify(res))
  assert.equal(res.ok && res.details?.isMainThread, false)
  assert.equal(res.ok && res.details?.greeting, 'hello')
  assert.equal(res.ok && res.details?.bytes, 4)
  assert.equal(res.ok && res.details?.tenant, 'acme')
  assert.equal(res.logs[0]?.message, 'probe')
  const bad = await runPluginForTest(probePlugin(), { job: fakeDocumentJob(), settings: { greeting: 42 } })
  assert.equal(bad.ok === false && bad.code, 'PLUGIN_SETTINGS_INVALID')
  assert.match(bad.ok === false ? bad.message : '', /\/greeting must be string/)
})

test('a runner reuses one pool; an incompatible apiVersion throws the loader error', async () => {
  const runner = await createPluginTestRunner(probePlugin())
  try {
    const a = await runner.deliver({ job: fakeDocumentJob(), settings: { greeting: 'a' } })
    const b = await runner.deliver({ job: fakeDocumentJob(), settings: { greeting: 'b' } })
    assert.equal(a.ok && a.details?.greeting, 'a')
    assert.equal(b.ok && b.details?.greeting, 'b')
    assert.equal(a.ok && b.ok && a.details?.threadId, b.ok ? b.details?.threadId : undefined)
  } finally {
    await runner.close()
  }
  await assert.rejects(runPluginForTest(probePlugin('0.9'), { job: fakeDocumentJob() }), /plugin probe needs plugin API 0\.9; this Wharf provides 1\.1/)
})
