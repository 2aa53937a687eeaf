/**
 * Measures the blob store (core/blobs/store.ts) with one large document: write from a file source in a transaction,
 * then read back through openBlob, per chunk size and `data` storage mode, on the database of the environment
 * (PGlite, or PostgreSQL with DATABASE_URL). Run one configuration per process so peak RSS is its own:
 *
 *   node --import tsx scripts/bench/blobs/chunk-size.ts <MB> <chunkKiB> <external|extended>
 */
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openBlob, writeBlob } from '../../../core/blobs/store.ts'
import { fileSource } from '../../../core/blobs/source.ts'
import { createTestWharf } from '../../../test/helpers/wharf.ts'
import { writeBigInvoice } from '../../../test/documents/large/big-invoice.ts'

const [mb = '100', kib = '1024', storage = 'external'] = process.argv.slice(2)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-chunk-bench-'))
const file = path.join(dir, 'big.xml')
const t = await createTestWharf({ LOG_LEVEL: 'warn' })
const rssOpen = process.memoryUsage.rss()
const written = await writeBigInvoice(file, Number(mb) * 1024 * 1024)
const knex = t.wharf.knex
const wasm = (): number => {
  const m = (t.wharf.knex.client as { config?: { connection?: { pglite?: { mod?: { HEAPU8?: Uint8Array } } } } }).config?.connection?.pglite?.mod?.HEAPU8
  return m === undefined ? 0 : Math.round(m.length / 1048576)
}
const wasm0 = wasm()
await knex.raw(`alter table document_chunks alter column data set storage ${storage === 'extended' ? 'extended' : 'external'}`)
const id = randomUUID()
const rss0 = process.memoryUsage.rss()
const t0 = performance.now()
await knex.transaction(async trx => {
  await trx('documents').insert({
    id, document_id: id, tenant_id: 't', environment: 'acceptance', party_id: null, direction: 'out', family: 'Invoice', syntax: 'UBL',
    document_type_id: null, process_id: null, sender: null, receiver: null, status: 'queued', attempts: 0, media_type: 'application/xml',
    content: null, size: written.size, sha256: '', created_at: new Date(), updated_at: new Date()
  })
  const info = await writeBlob(trx, id, fileSource(file, written.size, false), { chunkSize: Number(kib) * 1024 })
  if (info.sha256 !== written.sha256) throw new Error('sha256 differs on write')
})
const writeSeconds = (performance.now() - t0) / 1000
const t1 = performance.now()
const hash = createHash('sha256')
for await (const c of openBlob(knex, id)) hash.update(c as Buffer)
const readSeconds = (performance.now() - t1) / 1000
if (hash.digest('hex') !== written.sha256) throw new Error('sha256 differs on read')
console.log(JSON.stringify({
  database: t.wharf.db.kind, mb: Number(mb), chunkKiB: Number(kib), storage,
  writeSeconds: Math.round(writeSeconds * 100) / 100, readSeconds: Math.round(readSeconds * 100) / 100,
  rssOpenMB: Math.round(rssOpen / 1048576), rssBeforeMB: Math.round(rss0 / 1048576), wasmHeapMB: [wasm0, wasm()], peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024)
}))
await t.close()
fs.rmSync(dir, { recursive: true, force: true })
