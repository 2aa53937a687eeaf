// WriteBatch: several writes as one statement, on the suite's database (PGlite, or PostgreSQL with DATABASE_URL).
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, test } from 'node:test'
import type { Knex } from 'knex'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { watchSql } from '../../scripts/bench/sql-stats.ts'
import { WriteBatch } from './write-batch.ts'

let t: TestWharf
let knex: Knex
before(async () => {
  t = await createTestWharf()
  knex = t.wharf.knex
  await knex.schema.createTable('wb_parent', tb => { tb.text('id').primary(); tb.text('name').notNullable() })
  await knex.schema.createTable('wb_child', tb => { tb.text('id').primary(); tb.text('parent_id').notNullable().references('wb_parent.id'); tb.text('note') })
})
after(async () => { await t.close() })

const count = async (table: string, where: Record<string, string>): Promise<number> =>
  Number(((await knex(table).where(where).count({ n: '*' }))[0] as { n: string | number }).n)

test('a parent, its child and an update of another row go to the database as one statement', async () => {
  const other = randomUUID()
  await knex('wb_parent').insert({ id: other, name: 'before' })
  const id = randomUUID()
  const batch = new WriteBatch()
  // The child first: foreign keys are checked at the end of the statement, not per part.
  batch.add(knex('wb_child').insert({ id: `${id}-c`, parent_id: id, note: "it's a ? and a $1" }))
  batch.add(knex('wb_parent').insert({ id, name: 'new' }))
  batch.add(knex('wb_parent').where({ id: other }).update({ name: 'after' }))
  assert.equal(batch.size, 3)
  const sql = watchSql(knex)
  await batch.run(knex)
  const statements = sql.top(50).filter(f => f.sql.includes('"wb_')) // not the background queue polls
  assert.equal(statements.reduce((n, f) => n + f.count, 0), 1, `one statement: ${JSON.stringify(statements)}`)
  assert.match(statements[0]?.sql ?? '', /^with "w0" as \(insert into "wb_child"/)
  assert.deepEqual(await knex('wb_child').where({ parent_id: id }).first('note'), { note: "it's a ? and a $1" }, 'values are bound, not pasted')
  assert.equal((await knex('wb_parent').where({ id: other }).first('name'))?.name, 'after')
})

test('a failing part fails the whole batch: nothing of it is stored, and afterRun does not fire', async () => {
  const taken = randomUUID()
  await knex('wb_parent').insert({ id: taken, name: 'first' })
  const fresh = randomUUID()
  const batch = new WriteBatch()
  let fired = false
  batch.afterRun(() => { fired = true })
  batch.add(knex('wb_parent').insert({ id: fresh, name: 'would be new' }))
  batch.add(knex('wb_parent').insert({ id: taken, name: 'duplicate key' }))
  await assert.rejects(batch.run(knex), (err: { code?: string }) => err.code === '23505')
  assert.equal(await count('wb_parent', { id: fresh }), 0, 'the other part rolled back with it')
  assert.equal(fired, false)
  await assert.rejects(batch.run(knex), /already run/)
})

test('in a transaction, afterRun waits for the commit and never fires on rollback', async () => {
  const events: string[] = []
  await knex.transaction(async trx => {
    const batch = new WriteBatch()
    batch.add(trx('wb_parent').insert({ id: randomUUID(), name: 'a' }))
    batch.add(trx('wb_parent').insert({ id: randomUUID(), name: 'b' }))
    batch.afterRun(() => events.push('after'))
    await batch.run(trx)
    events.push('ran')
  })
  await new Promise(resolve => setImmediate(resolve))
  assert.deepEqual(events, ['ran', 'after'])

  let fired = false
  await assert.rejects(knex.transaction(async trx => {
    const batch = new WriteBatch()
    batch.add(trx('wb_parent').insert({ id: randomUUID(), name: 'c' }))
    batch.afterRun(() => { fired = true })
    await batch.run(trx)
    throw new Error('roll back')
  }), /roll back/)
  await new Promise(resolve => setImmediate(resolve))
  assert.equal(fired, false)
})

test('an empty batch does nothing; a batch of one runs that query as it is', async () => {
  await new WriteBatch().run(knex)
  const id = randomUUID()
  const one = new WriteBatch()
  one.add(knex('wb_parent').insert({ id, name: 'single' }))
  const sql = watchSql(knex)
  await one.run(knex)
  assert.deepEqual(sql.top(50).filter(f => f.sql.includes('"wb_')).map(f => f.sql.split(' (')[0]), ['insert into "wb_parent"'])
  assert.equal(await count('wb_parent', { id }), 1)
})

test('runInTransaction: one statement per part in one transaction, all or nothing, afterRun after the commit', async () => {
  const id = randomUUID()
  const batch = new WriteBatch()
  const events: string[] = []
  batch.add(knex('wb_parent').insert({ id, name: 'big' }))
  batch.add(knex('wb_child').insert({ id: `${id}-c`, parent_id: id, note: "a ? and a $1 and ''" }))
  batch.afterRun(() => events.push('after'))
  const sql = watchSql(knex)
  await batch.runInTransaction(knex)
  const parts = sql.top(50).filter(f => f.sql.includes('"wb_')).map(f => f.sql.split(' (')[0])
  assert.deepEqual(parts.sort(), ['insert into "wb_child"', 'insert into "wb_parent"'])
  assert.deepEqual(events, ['after'])
  assert.deepEqual(await knex('wb_child').where({ parent_id: id }).first('note'), { note: "a ? and a $1 and ''" }, 'values are bound, not pasted')
  await assert.rejects(batch.runInTransaction(knex), /already run/)

  const fresh = randomUUID()
  const failing = new WriteBatch()
  let fired = false
  failing.add(knex('wb_parent').insert({ id: fresh, name: 'would be new' }))
  failing.add(knex('wb_parent').insert({ id, name: 'duplicate key' }))
  failing.afterRun(() => { fired = true })
  await assert.rejects(failing.runInTransaction(knex), (err: { code?: string }) => err.code === '23505')
  assert.equal(await count('wb_parent', { id: fresh }), 0, 'the first part rolled back with the second')
  assert.equal(fired, false)
})
