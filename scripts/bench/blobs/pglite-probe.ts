/**
 * Probe: bytea transfer costs (100 MB in chunks, written then read) on a bare PGlite or PostgreSQL, per chunk size
 * and transfer (base64 text through decode/encode, or native parameters/results). Not a test; figures in
 * core/documents/README.md.
 *
 *   node --import tsx scripts/bench/blobs/pglite-probe.ts <pglite|pg> <chunkKiB> <base64|native>
 */
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
const kind = process.argv[2] ?? 'pglite'
const kib = Number(process.argv[3] ?? 1024)
const mode = process.argv[4] ?? 'base64'
const total = 100
const rss = (): number => Math.round(process.memoryUsage.rss() / 1048576)
let q: (sql: string, p: unknown[]) => Promise<any[]>
let close: () => Promise<void>
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'))
if (kind === 'pglite') {
  const db = new PGlite(path.join(dir, 'db'))
  await db.waitReady
  q = async (s, p) => (await db.query(s, p)).rows
  close = async () => { await db.close() }
} else {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await c.connect()
  await c.query('create schema if not exists probe_h1; set search_path to probe_h1')
  q = async (s, p) => (await c.query(s, p)).rows
  close = async () => { await c.query('drop schema probe_h1 cascade'); await c.end() }
}
await q('drop table if exists c', [])
await q('create table c (id int primary key, data bytea not null)', [])
await q('alter table c alter column data set storage external', [])
console.log('open', rss(), 'MB')
const chunk = randomBytes(kib * 1024)
const n = Math.ceil(total * 1024 / kib)
let t = performance.now()
for (let i = 0; i < n; i++) {
  if (mode === 'base64') await q("insert into c values ($1, decode($2, 'base64'))", [i, chunk.toString('base64')])
  else await q('insert into c values ($1, $2)', [i, chunk])
}
const w = performance.now() - t
t = performance.now()
for (let i = 0; i < n; i++) {
  if (mode === 'base64') { const r = await q("select encode(data, 'base64') as d from c where id = $1", [i]); Buffer.from(r[0].d, 'base64') }
  else await q('select data from c where id = $1', [i])
}
const r = performance.now() - t
console.log(JSON.stringify({ kind, kib, mode, writeS: Math.round(w) / 1000, readS: Math.round(r) / 1000, rssMB: rss(), peakMB: Math.round(process.resourceUsage().maxRSS / 1024) }))
await close()
fs.rmSync(dir, { recursive: true, force: true })
