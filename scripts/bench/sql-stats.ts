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
 */
import type { Knex } from 'knex'

export interface SqlFigure { sql: string, count: number, ms: number }

export function watchSql (knex: Knex): { top: (n?: number) => SqlFigure[], reset: () => void } {
  const figures = new Map<string, SqlFigure>()
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
