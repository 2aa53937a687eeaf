/**
 * Reading rows the same way on both drivers: pg returns jsonb columns parsed, PGlite may return them as text;
 * pg answers update/delete with a row count, knex-pglite with the raw result (whose affectedRows is the count).
 */
export function jsonColumn<T> (v: T | string): T
export function jsonColumn<T> (v: T | string | null): T | null
export function jsonColumn<T> (v: T | string | null): T | null {
  return v === null ? null : typeof v === 'string' ? JSON.parse(v) as T : v
}

export function affectedRows (result: unknown): number {
  return typeof result === 'number' ? result : Number((result as { affectedRows?: number, rowCount?: number }).affectedRows ?? (result as { rowCount?: number }).rowCount ?? 0)
}
