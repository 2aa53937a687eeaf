// The PGlite knex client's prepared statements: results, types, binary bytea, errors, schema changes and the cache
// bound, on a real embedded database (in memory).
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { after, before, test } from 'node:test'
import type { Knex } from 'knex'
import type { PGlite } from '@electric-sql/pglite'
import { openDatabase, type Database } from './open.ts'
import { PREPARE_MAX_BINDINGS, preparedCount, STATEMENT_CACHE_SIZE } from './pglite-client.ts'
import { watchSql } from '../../scripts/bench/sql-stats.ts'

let db: Database
let knex: Knex
let pglite: PGlite
before(async () => {
  db = await openDatabase({ dataDir: os.tmpdir(), inMemory: true })
  knex = db.knex
  pglite = (knex.client.config.connection as { pglite: PGlite }).pglite
  await knex.schema.createTable('pc_items', tb => {
    tb.increments('id')
    tb.text('name').notNullable().unique()
    tb.integer('qty')
    tb.boolean('ok')
    tb.jsonb('meta')
    tb.binary('content')
    tb.timestamp('at', { useTz: true })
  })
})
after(async () => { await db.close() })

test('a parameterised statement is prepared once and reused; values and types come back as with query()', async () => {
  const at = new Date('2026-11-22T10:00:00.000Z')
  const before = preparedCount(pglite)
  for (let i = 0; i < 5; i++) {
    await knex('pc_items').insert({ name: `n${i}`, qty: i, ok: i % 2 === 0, meta: { i, tags: ['a', "b'c"] }, content: Buffer.from([i, 0, 255]), at })
  }
  assert.equal(preparedCount(pglite) - before, 1, 'five inserts of the same shape: one prepared statement')
  const rows = await knex('pc_items').where('qty', '>=', 3).orderBy('qty').select('*')
  assert.equal(rows.length, 2)
  assert.equal(rows[0].name, 'n3')
  assert.equal(rows[0].qty, 3)
  assert.equal(rows[0].ok, false)
  assert.deepEqual(rows[0].meta, { i: 3, tags: ['a', "b'c"] })
  assert.ok(Buffer.isBuffer(rows[0].content), 'bytea comes back as a Buffer')
  assert.deepEqual([...rows[0].content], [3, 0, 255])
  assert.equal((rows[0].at as Date).toISOString(), at.toISOString())
  const same = await pglite.query('select * from pc_items where qty >= $1 order by qty', [3])
  assert.deepEqual(rows, same.rows, 'the same rows as PGlite\'s own query()')
})

test('bytea parameters go in binary: 1 MiB of random bytes, a view with an offset, and an empty value', async () => {
  const big = randomBytes(1024 * 1024)
  const backing = randomBytes(64)
  const view = new Uint8Array(backing.buffer, backing.byteOffset + 7, 20)
  await knex('pc_items').insert([{ name: 'big', content: big }])
  await knex('pc_items').insert([{ name: 'view', content: view }])
  await knex('pc_items').insert([{ name: 'empty', content: Buffer.alloc(0) }])
  const get = async (name: string): Promise<Buffer> => (await knex('pc_items').where({ name }).first('content')).content
  assert.ok((await get('big')).equals(big))
  assert.ok((await get('view')).equals(Buffer.from(view)))
  assert.equal((await get('empty')).length, 0)
  const len = await knex.raw('select length(content) as n, md5(content) as h from pc_items where name = ?', ['big'])
  assert.equal(len.rows[0].n, big.length, 'PostgreSQL sees the bytes, not their hex text')
})

test('text values are sent as UTF-8 with their byte length (multi-byte characters, empty strings)', async () => {
  const text = 'Grüße, 請求書 😀 \' " \\x00'
  const r = await knex.raw('select ?::text as a, ?::text as b, ?::bytea as c, ?::text as d, octet_length(?::text) as n', [text, '', Buffer.from([0, 1, 2]), null, text])
  assert.deepEqual({ ...r.rows[0], c: [...r.rows[0].c] }, { a: text, b: '', c: [0, 1, 2], d: null, n: Buffer.byteLength(text) })
})

test('an update reports its row count; null and undefined bind as NULL', async () => {
  const n = await knex('pc_items').where('qty', '<', 2).update({ qty: null })
  assert.equal(n, 2)
  assert.equal((await knex.raw('select count(*)::int as n from pc_items where qty is null and name = any(?)', [['n0', 'n1']])).rows[0].n, 2)
})

test('errors keep their SQLSTATE and leave the statement usable; a failed transaction rolls back', async () => {
  await assert.rejects(knex('pc_items').insert({ name: 'n1' }), (err: { code?: string }) => err.code === '23505')
  await assert.rejects(knex.raw('select nosuchcolumn from pc_items where id = ?', [1]), (err: { code?: string }) => err.code === '42703')
  await knex('pc_items').insert({ name: 'after-error' })
  await assert.rejects(knex.transaction(async trx => {
    await trx('pc_items').insert({ name: 'in-trx' })
    await trx('pc_items').insert({ name: 'n2' })
  }), (err: { code?: string }) => err.code === '23505')
  assert.equal(await knex('pc_items').where({ name: 'in-trx' }).first(), undefined, 'rolled back')
  await knex.transaction(async trx => { await trx('pc_items').insert({ name: 'committed' }) })
  assert.ok(await knex('pc_items').where({ name: 'committed' }).first())
})

test('a schema change through knex empties the cache; one behind its back is healed by one new prepare', async () => {
  const select = async (): Promise<Record<string, unknown>> => await knex('pc_items').where({ name: 'n4' }).first()
  assert.equal('extra' in await select(), false)
  await knex.schema.alterTable('pc_items', tb => { tb.text('extra').defaultTo('x') })
  assert.equal((await select()).extra, 'x', 'select * sees the new column')
  await pglite.exec("alter table pc_items add column extra2 text default 'y'") // not through knex
  assert.equal((await select()).extra2, 'y', 'the stale statement (0A000) was prepared again')
})

test('a statement whose columns changed inside a transaction is dropped: later transactions run it again', async () => {
  const select = (trx: Knex.Transaction): Knex.QueryBuilder => trx('pc_items').where({ name: 'n3' }).first()
  await knex.transaction(async trx => { assert.equal('extra3' in await select(trx), false) })
  await knex.raw("/* not seen as a schema change */ alter table pc_items add column extra3 text default 'z'")
  await assert.rejects(knex.transaction(async trx => { await select(trx) }), (err: { code?: string, query?: string }) =>
    err.code === '0A000' && typeof err.query === 'string', 'inside a transaction the stale plan fails it (no retry there)')
  for (let i = 0; i < 2; i++) {
    await knex.transaction(async trx => { assert.equal((await select(trx)).extra3, 'z', `transaction ${i + 1} after it`) })
  }
})

test('multi-row inserts over PREPARE_MAX_BINDINGS bindings are not prepared (one text per row count)', async () => {
  const before = preparedCount(pglite)
  for (const n of [60, 61, 62]) {
    await knex('pc_items').insert(Array.from({ length: n }, (_, i) => ({ name: `bulk-${n}-${i}`, qty: i })))
  }
  assert.ok(60 * 2 > PREPARE_MAX_BINDINGS)
  assert.equal(preparedCount(pglite), before)
  assert.equal((await knex.raw("select count(*)::int as n from pc_items where name like 'bulk-%'")).rows[0].n, 183)
})

test('the cache keeps at most STATEMENT_CACHE_SIZE statements; evicted ones are prepared again when used', async () => {
  const sql = watchSql(knex)
  for (let i = 0; i < STATEMENT_CACHE_SIZE + 20; i++) await knex.raw(`select ?::int + ${i} as v`, [1])
  assert.ok(preparedCount(pglite) <= STATEMENT_CACHE_SIZE, `${preparedCount(pglite)} prepared`)
  assert.equal((await knex.raw('select ?::int + 0 as v', [41])).rows[0].v, 41, 'the first one, evicted, runs again')
  const closed = await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')
  assert.ok(closed.rows[0].n <= STATEMENT_CACHE_SIZE + 1, `evicted statements are closed on the database: ${closed.rows[0].n} open`)
  assert.ok(sql.top(1).length > 0)
})
