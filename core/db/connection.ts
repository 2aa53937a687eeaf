/**
 * Which database a knex instance reaches, and a pooled connection lent for one call.
 *
 * Both the queue's one-round-trip transactions (core/work/store.ts) and the named prepared reads (prepared.ts) talk
 * to a connection of knex's pool directly: it carries knex's search_path (the schema), and it is returned to the pool
 * whatever happens.
 */
import type { Knex } from 'knex'

/** True for a PostgreSQL server reached through pg (LISTEN/NOTIFY, several connections); false for PGlite. */
export function isPostgresServer (db: Knex | Knex.Transaction): boolean {
  const client = (db as unknown as { client?: { config?: { client?: unknown } } }).client?.config?.client
  return typeof client === 'string' && ['pg', 'postgres', 'postgresql'].includes(client)
}

/** The driver's connection as the pool lends it: pg's Client, or the PGlite client's connection (which also has exec). */
export interface PooledConnection {
  query: (q: string | { name: string, text: string, values: unknown[] }) => Promise<RawResult | RawResult[]>
  exec?: (text: string) => Promise<RawResult[]>
}
export interface RawResult { rows: Array<Record<string, unknown>> }

interface Pool { acquireConnection: () => Promise<PooledConnection>, releaseConnection: (c: PooledConnection) => Promise<void> }

/** Runs `fn` on a connection of `db`'s pool and gives the connection back afterwards, also when `fn` throws. */
export async function withPooledConnection<T> (db: Knex, fn: (conn: PooledConnection) => Promise<T>): Promise<T> {
  const pool = db.client as unknown as Pool
  const conn = await pool.acquireConnection()
  try {
    return await fn(conn)
  } finally {
    await pool.releaseConnection(conn)
  }
}
