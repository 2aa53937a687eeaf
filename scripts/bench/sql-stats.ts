/**
 * Counts the SQL statements a Wharf process runs, for benches (BENCH_SQL_STATS=1): per statement text (knex's SQL
 * with its placeholders, so one line per distinct statement), how often it ran and its wall time from knex's
 * 'query' to 'query-response' / 'query-error' (time in the driver and the database, including waiting in PGlite's
 * queue; on 2 cores a share, not an exact cost).
 *
 *   const stats = watchSql(knex); ...; stats.top(20)   // [{ sql, count, ms }] by total ms
 *   stats.reset()
 *
 * target.ts answers the IPC message 'sql' with the top statements and 'sql-reset' by clearing them.
 *
 * With `{ pgQueries: true }` (the bench target; once per process), on PostgreSQL it also counts every query sent through node-postgres (`pg.Client.prototype.query`):
 * knex's statements and those sent around knex (the queue's one-round-trip claims and write-backs, LISTEN), each one
 * round trip to the server. Listed with the prefix `[pg]`.
 */
import type { Knex } from 'knex'
import pg from 'pg'

export interface SqlFigure { sql: string, count: number, ms: number }

export function watchSql (knex: Knex, opts: { pgQueries?: boolean } = {}): { top: (n?: number) => SqlFigure[], reset: () => void } {
  const figures = new Map<string, SqlFigure>()
  if (opts.pgQueries === true) countPgQueries(figures)
  const started = new Map<string, { sql: string, at: number }>()
  const shorten = (sql: string): string => sql.replace(/\s+/g, ' ').trim().slice(0, 240)
  knex.on('query', (q: { __knexQueryUid?: string, sql: string }) => {
    if (q.__knexQueryUid !== undefined) started.set(q.__knexQueryUid, { sql: shorten(q.sql), at: performance.now() })
  })
  const end = (_r: unknown, q: { __knexQueryUid?: string }): void => {
    const s = q.__knexQueryUid === undefined ? undefined : started.get(q.__knexQueryUid)
    if (s === undefined) return
    started.delete(q.__knexQueryUid as string)
    const f = figures.get(s.sql) ?? { sql: s.sql, count: 0, ms: 0 }
    f.count++
    f.ms += performance.now() - s.at
    figures.set(s.sql, f)
  }
  knex.on('query-response', end)
  knex.on('query-error', end)
  return {
    top: (n = 25) => [...figures.values()].sort((a, b) => b.ms - a.ms).slice(0, n).map(f => ({ ...f, ms: Math.round(f.ms) })),
    reset: () => { figures.clear() }
  }
}

/** Statements per round trip from a full list: through knex, and every query to PostgreSQL (`[pg]`, 0 on PGlite). */
export function sqlPerRoundTrip (figures: SqlFigure[], roundTrips: number): { knex: number, postgres: number } {
  const sum = (pg: boolean): number => figures.filter(f => f.sql.startsWith('[pg] ') === pg).reduce((s, f) => s + f.count, 0)
  return { knex: Math.round(sum(false) / roundTrips * 100) / 100, postgres: Math.round(sum(true) / roundTrips * 100) / 100 }
}

let patched = false
/** Counts the queries of every node-postgres client of this process into `figures` (`[pg] ` + the text; ms 0). */
function countPgQueries (figures: Map<string, SqlFigure>): void {
  if (patched) return
  patched = true
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string } | undefined
    const text = typeof q === 'string' ? q : q?.text
    if (text !== undefined) {
      const sql = `[pg] ${text.replace(/\s+/g, ' ').trim().slice(0, 160)}`
      const f = figures.get(sql) ?? { sql, count: 0, ms: 0 }
      f.count++
      figures.set(sql, f)
    }
    return query.apply(this, args)
  } as typeof pg.Client.prototype.query
}
