/**
 * A read that runs again and again with the same text, as a named prepared statement: PostgreSQL parses and plans it
 * once per connection instead of on every call.
 *
 * Why: knex sends every query unnamed, so a PostgreSQL server parses, analyses and plans its text every time. For a
 * read that is cheap to execute and costly to plan that is most of its cost: the SMP's lookup of a participant (four
 * tables joined) plans in about 0.2 ms and executes in 0.05 ms (pgbench -M simple against -M prepared, 4,600 against
 * 20,000 per second on one connection; scripts/bench/README.md, "SMP answers"). pg's `name` option prepares the text
 * on a connection the first time the connection runs it and binds it after that. PGlite's knex client already
 * prepares every parameterised statement (pglite-client.ts), so there preparedRows is knex.raw; inside a transaction
 * too (the transaction holds a connection of its own, which the pool cannot lend).
 *
 *   const rows = await preparedRows<Row>(knex, 'smp_published', 'select ... where a = ? and b = ?', [a, b])
 *
 * `sql` takes its values as knex.raw does (`?`); one name is one text for the process's life (a second text under a
 * name already used throws, as PostgreSQL would refuse it on a connection that prepared the first).
 */
import type { Knex } from 'knex'
import { isPostgresServer, withPooledConnection, type RawResult } from './connection.ts'

/** name -> the statement's text as sent (`$1` placeholders), the same for every knex instance. */
const texts = new Map<string, { sql: string, native?: string }>()

export async function preparedRows<R = Record<string, unknown>> (db: Knex | Knex.Transaction, name: string, sql: string, values: readonly Knex.Value[]): Promise<R[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new TypeError(`preparedRows: "${name}" is not a statement name (lower case, digits, _)`)
  let known = texts.get(name)
  if (known === undefined) texts.set(name, known = { sql })
  else if (known.sql !== sql) throw new Error(`preparedRows: the statement "${name}" was prepared with another text`)
  if (!isPostgresServer(db) || (db as { isTransaction?: boolean }).isTransaction === true) {
    const res = await db.raw(sql, [...values]) as { rows: R[] }
    return res.rows
  }
  known.native ??= db.raw(sql, [...values]).toSQL().toNative().sql
  // A pooled connection directly: it has knex's search_path (the schema), and pg keeps which names it prepared.
  const text = known.native
  return await withPooledConnection(db, async conn => {
    const res = await conn.query({ name: `wharf_${name}`, text, values: [...values] }) as RawResult
    return res.rows as R[]
  })
}
