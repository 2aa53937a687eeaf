/**
 * The SQL statements a piece of work sends to the database, on both databases: knex's `query` event sees every
 * statement on PGlite, but on PostgreSQL not the prepared ones (core/db/prepared.ts sends those on a pooled
 * connection directly), so there every node-postgres query is counted instead.
 *
 *   const sql = await statementsDuring(t.wharf, async () => { await api(...) })
 */
import pg from 'pg'
import type { Wharf } from '../../core/context.ts'

export async function statementsDuring (wharf: Pick<Wharf, 'knex' | 'db'>, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = []
  if (wharf.db.kind === 'pglite') {
    const onQuery = (q: { sql: string }): void => { seen.push(q.sql) }
    wharf.knex.on('query', onQuery)
    try { await work() } finally { wharf.knex.off('query', onQuery) }
    return seen
  }
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string }
    seen.push(typeof first === 'string' ? first : first?.text ?? '')
    return query.apply(this, args)
  } as typeof pg.Client.prototype.query
  try { await work() } finally { pg.Client.prototype.query = query as typeof pg.Client.prototype.query }
  return seen
}
