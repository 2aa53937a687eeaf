// `npm start` as shipped: two Wharf processes run dist/ (scripts/build.js), with the
// peppol-as4 plugin's emitted worker, routes and receiver thread module (core/paths.ts runtimeFile) instead of the
// TypeScript sources, on the local Peppol network. One invoice A -> B through lookup, signed and encrypted AS4 and a
// verified receipt, arrives byte-identical. The other test/as4 tests run the sources in-process; this one proves
// that what operators run works too, and that neither their processes nor their threads load tsx.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { request } from 'undici'
import { makeTestPki } from '../../scripts/pki/make-test-pki.ts'
import { startLocalPeppol } from '../../scripts/network/local-peppol.ts'
import { benchOptions, databases, type Database } from '../../scripts/bench/harness.ts'
import { B_PARTY, startPair, type Pair } from '../../scripts/bench/as4-instances.ts'
import type { StartedTarget } from '../../scripts/bench/target.ts'
import { projectRoot } from '../../core/paths.ts'
import { eventually, invoice } from './network.ts'

const dbName = (process.env.DATABASE_URL ?? '') !== '' ? 'postgres' : 'pglite'

test('compiled instances: an invoice A -> B over AS4 with the plugin entries from dist/', { timeout: 180_000 }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-compiled-'))
  const lp = await startLocalPeppol({ pki: await makeTestPki({ instances: ['A', 'B'] }), dir, directory: false })
  const opts = { ...benchOptions(), inProcess: false, databases: [dbName] }
  const dbs: Database[] = []
  let pair: Pair | undefined
  try {
    for (const _ of ['A', 'B']) dbs.push((await databases(opts).next()).value as Database)
    pair = await startPair(lp, { opts, dbEnv: { A: dbs[0].env, B: dbs[1].env } })
    for (const n of ['A', 'B'] as const) {
      const t: StartedTarget = pair.nodes[n].target
      assert.equal(t.compiled, true, `${n} runs dist/`)
      const dist = path.join(projectRoot, 'dist', 'plugins', 'peppol-as4')
      const as4 = t.pluginEntries?.['peppol-as4']
      assert.equal(as4?.worker, path.join(dist, 'worker.js'), `${n}: the AS4 worker entry is the emitted JavaScript`)
      assert.equal(as4?.routes, path.join(dist, 'routes.js'), `${n}: the AS4 routes are the emitted JavaScript`)
      for (const [name, e] of Object.entries(t.pluginEntries ?? {}) as Array<[string, { worker: string }]>) assert.match(e.worker, /\.m?js$/, `${n}: plugin ${name} loads JavaScript (${e.worker})`)
      for (const [what, argv] of [['process', t.execArgv], ['threads', t.threadExecArgv]] as const) {
        assert.ok(Array.isArray(argv), `${n}: ${what}' flags reported`)
        assert.ok(!argv.some(a => /tsx/.test(a)), `${n}: the ${what} load no tsx (${argv.join(' ')})`)
      }
    }
    const doc = invoice('COMPILED-1')
    const id = await pair.send(doc)
    await pair.waitSent(id) // InvoiceSent on A: the receipt was verified

    const b = pair.nodes.B
    const get = async (p: string): Promise<{ status: number, body: Buffer }> => {
      const res = await request(`${b.url}${p}`, { headers: { authorization: `Bearer ${b.token}` } })
      return { status: res.statusCode, body: Buffer.from(await res.body.arrayBuffer()) }
    }
    const received = await eventually('InvoiceReceived on B', async () => {
      const page = JSON.parse((await get('/api/v1/events?limit=100')).body.toString()) as { events: Array<{ topic: string, documentId: string | null }> }
      return page.events.find(e => e.topic === 'InvoiceReceived')
    })
    const download = await get(`/api/v1/${B_PARTY}/generic/${received.documentId as string}/download`)
    assert.equal(download.status, 200)
    assert.ok(download.body.equals(doc), 'B stored the document byte for byte')
  } finally {
    await pair?.close()
    for (const d of dbs) await d.dispose()
    await lp.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
