// preparedRows: a read as a named prepared statement, on the suite's database (PGlite, or PostgreSQL with DATABASE_URL).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { Knex } from 'knex'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { isPostgresServer } from './connection.ts'
import { preparedRows } from './prepared.ts'

let t: TestWharf
let knex: Knex
before(async () => {
  t = await createTestWharf()
  knex = t.wharf.knex
  await knex.schema.createTable('pr_items', tb => { tb.text('id').primary(); tb.text('kind').notNullable(); tb.integer('n').notNullable() })
  await knex('pr_items').insert([{ id: 'a', kind: 'x', n: 1 }, { id: 'b', kind: 'x', n: 2 }, { id: 'c', kind: 'y', n: 3 }])
})
after(async () => { await t.close() })

const SQL = 'select id, n from pr_items where kind = ? and n >= ? order by id'

test('the rows are those of the same read through knex, for each set of values', async () => {
  for (const [kind, min] of [['x', 0], ['x', 2], ['y', 0], ['z', 0]] as const) {
    const rows = await preparedRows<{ id: string, n: number }>(knex, 'pr_items_by_kind', SQL, [kind, min])
    assert.deepEqual(rows, await knex('pr_items').where({ kind }).andWhere('n', '>=', min).orderBy('id').select('id', 'n'))
  }
})

test('on PostgreSQL the statement is prepared on the connection and run by name after that', async (ctx) => {
  if (!isPostgresServer(knex)) { ctx.skip('PostgreSQL only (PGlite prepares in its knex client: pglite-client.test.ts)'); return }
  // Every pooled connection that ran it holds it under the one name; the view lists this session's statements.
  for (let i = 0; i < 8; i++) await preparedRows(knex, 'pr_items_by_kind', SQL, ['x', i])
  const held = await Promise.all(Array.from({ length: 4 }, async () => await preparedRows<{ name: string, statement: string }>(knex, 'pr_prepared',
    'select name, statement from pg_prepared_statements where name = ?', ['wharf_pr_items_by_kind'])))
  const found = held.flat()
  assert.ok(found.length >= 1, 'the statement is held by name')
  for (const r of found) assert.equal(r.statement, 'select id, n from pr_items where kind = $1 and n >= $2 order by id')
})

test('inside a transaction it reads what the transaction wrote', async () => {
  await knex.transaction(async trx => {
    await trx('pr_items').insert({ id: 'd', kind: 'w', n: 9 })
    assert.deepEqual(await preparedRows(trx, 'pr_items_by_kind', SQL, ['w', 0]), [{ id: 'd', n: 9 }])
    await trx.rollback()
  }).catch(() => {})
  assert.deepEqual(await preparedRows(knex, 'pr_items_by_kind', SQL, ['w', 0]), [])
})

test('one name is one text; names are plain identifiers', async () => {
  await assert.rejects(preparedRows(knex, 'pr_items_by_kind', 'select 1 where ? = ?', [1, 1]), /prepared with another text/)
  await assert.rejects(preparedRows(knex, 'Bad-Name', 'select 1', []), /not a statement name/)
})
