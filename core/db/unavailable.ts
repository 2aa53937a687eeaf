/**
 * Errors that mean "the database cannot be reached now", not "this query is wrong": the HTTP layer answers them with
 * 503 (UNAVAILABLE, or OAuth2 `temporarily_unavailable` on the token endpoint) and `Retry-After`, and says nothing of
 * the database's address; the error itself is logged.
 *
 * - network errors of the pg driver: connection refused, unknown host, timeouts, resets;
 * - PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (server shutting down, crashed, starting),
 *   53300 (too many connections);
 * - knex: no connection from the pool in time ("Knex: Timeout acquiring a connection"), or the pool is gone
 *   ("Unable to acquire a connection", after destroy);
 * - pg: the connection ended under a query; PGlite: the embedded database was closed.
 */

/** Seconds a client is asked to wait (Retry-After) before trying again when the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE'])
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/
const MESSAGES = [
  /^Knex: Timeout acquiring a connection/,
  /^Unable to acquire a connection$/,
  /PGlite is closed$/,
  /^Connection terminated( unexpectedly| due to connection timeout)?$/,
  /^Client has encountered a connection error and is not queryable$/
]

export function isDatabaseUnavailable (err: unknown): boolean {
  if (!(err instanceof Error)) return false
  const code = (err as { code?: unknown }).code
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true
  if (err.name === 'KnexTimeoutError') return true
  if (MESSAGES.some(m => m.test(err.message))) return true
  // A connection attempt to every address of a host name (net's autoSelectFamily) fails as one AggregateError.
  return err instanceof AggregateError && err.errors.length > 0 && err.errors.every(isDatabaseUnavailable)
}
