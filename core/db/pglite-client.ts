/**
 * knex client for the embedded PGlite that prepares each parameterised statement once per database and then runs it
 * with one call into the WebAssembly backend.
 *
 * Why: PGlite's own query() sends a statement's six protocol steps as six calls into PostgreSQL (parse, describe,
 * bind, describe, execute, sync), and PostgreSQL parses, analyses and plans the text every time. Wharf runs a small
 * set of statement texts again and again, so this client keeps them as named prepared statements (postgres.js and
 * pg's `name` option do the same on a server): the first use sends Parse + Describe; every later use sends
 * Bind + Execute + Sync as one message, and PostgreSQL reuses the plan. Measured on a party lookup: 0.85 ms per
 * query through query(), 0.30 ms prepared (scripts/bench/README.md, as4 bench, for the effect on round trips).
 * bytea parameters go in binary form (no hex text at all).
 *
 * Statements without bindings (BEGIN, migrations, several statements in one text) go through PGlite's query()
 * unchanged, and so do statements over PREPARE_MAX_BINDINGS bindings or PREPARE_MAX_SQL characters. The cache holds
 * STATEMENT_CACHE_SIZE texts per database; the least recently used is closed when a new one is prepared. A schema
 * change through this client (CREATE, ALTER, DROP, ...) empties the cache; a statement whose result columns changed
 * under it ("cached plan must not change result type") is dropped, and run again at once when no transaction is open
 * (inside one, the transaction has failed anyway).
 */
import { protocol, parse, type PGlite, type Results } from '@electric-sql/pglite'
import ClientPGLite from 'knex-pglite'

const { serialize } = protocol
const BYTEA_OID = 17
export const STATEMENT_CACHE_SIZE = 256
/** Statements with more bindings or a longer text (multi-row inserts, long IN lists: one text per row count) are not
 * prepared: each would keep its plan in PGlite's WebAssembly memory, which never shrinks. */
export const PREPARE_MAX_BINDINGS = 100
export const PREPARE_MAX_SQL = 8192
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate|comment|grant|revoke|reindex|cluster|vacuum)\b/i

interface Prepared {
  name: string
  paramTypes: number[]
  /** The statement's RowDescription message, or undefined when it returns no rows. */
  rowDescription: unknown
}

interface Cache {
  statements: Map<string, Prepared>
  next: number
  /** Names evicted from the cache, closed with the next message sent. */
  toClose: string[]
}

const caches = new WeakMap<PGlite, Cache>()

function cacheOf (db: PGlite): Cache {
  let c = caches.get(db)
  if (c === undefined) { c = { statements: new Map(), next: 0, toClose: [] }; caches.set(db, c) }
  return c
}

/** Forgets every prepared statement of `db` (they are closed on the database with the next prepare). */
export function clearStatementCache (db: PGlite): void {
  const c = cacheOf(db)
  for (const p of c.statements.values()) c.toClose.push(p.name)
  c.statements.clear()
}

/** The number of statements prepared for `db` (tests). */
export const preparedCount = (db: PGlite): number => cacheOf(db).statements.size

/**
 * Bind (unnamed portal, text results) + Execute + Sync for `statement` as one Buffer, sized exactly: each value is
 * written once (strings by Buffer's native UTF-8 coding, bytes in binary). pg-protocol's writer, which PGlite's
 * serializer is, copies a value three times as its buffer grows; for a 1 MiB chunk that was ~4 MiB of garbage per
 * statement, and the dead Buffers of a 100 MB document reached ~45 MiB before V8 collected them.
 */
export function bindExecuteSync (statement: string, values: ReadonlyArray<string | Uint8Array | null>): Buffer {
  const sizes = values.map(v => v === null ? 0 : typeof v === 'string' ? Buffer.byteLength(v) : v.byteLength)
  const formats = values.length * 2
  const bindLength = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + formats + 2 + sizes.reduce((n, s) => n + 4 + s, 0) + 2
  const out = Buffer.allocUnsafe(1 + bindLength + 10 + 5)
  let at = out.writeUInt8(0x42, 0) // 'B'
  at = out.writeInt32BE(bindLength, at)
  at = out.writeUInt8(0, at) // unnamed portal
  at += out.write(statement, at)
  at = out.writeUInt8(0, at)
  at = out.writeInt16BE(values.length, at)
  for (const v of values) at = out.writeInt16BE(v instanceof Uint8Array ? 1 : 0, at)
  at = out.writeInt16BE(values.length, at)
  values.forEach((v, i) => {
    if (v === null) { at = out.writeInt32BE(-1, at); return }
    at = out.writeInt32BE(sizes[i] as number, at)
    if (typeof v === 'string') at += out.write(v, at)
    else { out.set(v, at); at += v.byteLength }
  })
  at = out.writeInt16BE(0, at) // no result format codes: all text
  at = out.writeUInt8(0x45, at) // 'E', unnamed portal, all rows
  at = out.writeInt32BE(9, at)
  at = out.writeUInt8(0, at)
  at = out.writeInt32BE(0, at)
  at = out.writeUInt8(0x53, at) // 'S'
  out.writeInt32BE(4, at)
  return out
}

function concat (parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0))
  let at = 0
  for (const p of parts) { out.set(p, at); at += p.byteLength }
  return out
}

type Message = { name: string } & Record<string, unknown>
const run = async (db: PGlite, parts: Uint8Array[]): Promise<Message[]> =>
  await db.execProtocolStream(concat(parts), { syncToFs: false }) as unknown as Message[]

async function prepare (db: PGlite, c: Cache, sql: string): Promise<Prepared> {
  const name = `wharf_${c.next++}`
  const parts: Uint8Array[] = c.toClose.splice(0).map(n => serialize.close({ type: 'S', name: n }))
  parts.push(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync())
  const messages = await run(db, parts)
  const prepared: Prepared = {
    name,
    paramTypes: parse.parseDescribeStatementResults(messages as never),
    rowDescription: messages.find(m => m.name === 'rowDescription')
  }
  c.statements.set(sql, prepared)
  while (c.statements.size > STATEMENT_CACHE_SIZE) {
    const [oldest, p] = c.statements.entries().next().value as [string, Prepared]
    c.statements.delete(oldest)
    c.toClose.push(p.name)
  }
  return prepared
}

function encodeValues (db: PGlite, p: Prepared, values: readonly unknown[]): Array<string | Uint8Array | null> {
  return values.map((v, i) => {
    if (v === null || v === undefined) return null
    const oid = p.paramTypes[i]
    if (oid === BYTEA_OID && v instanceof Uint8Array) return v
    const serializer = (db.serializers as Record<number, (x: unknown) => string>)[oid]
    return serializer !== undefined ? serializer(v) : String(v)
  })
}

async function execute (db: PGlite, sql: string, values: readonly unknown[], options: Record<string, unknown> | undefined): Promise<Results> {
  const c = cacheOf(db)
  let p = c.statements.get(sql)
  if (p !== undefined) { c.statements.delete(sql); c.statements.set(sql, p) } else p = await prepare(db, c, sql)
  const messages = await db.execProtocolStream(bindExecuteSync(p.name, encodeValues(db, p, values)), { syncToFs: false }) as unknown as Message[]
  const all = p.rowDescription !== undefined ? [p.rowDescription as Message, ...messages] : messages
  return parse.parseResults(all as never, db.parsers, options as never)[0]
}

const planChanged = (err: unknown): boolean =>
  (err as { code?: string }).code === '0A000' && (err as { routine?: string }).routine === 'RevalidateCachedQuery'

/** Runs `sql` with `values` as a prepared statement of `db`, under PGlite's locks as its own query() does. */
export async function preparedQuery (db: PGlite, sql: string, values: readonly unknown[], options?: Record<string, unknown>): Promise<Results> {
  await db._checkReady()
  return await db._runExclusiveTransaction(async () => await db.runExclusive(async () => {
    let result: Results
    try {
      result = await execute(db, sql, values, options)
    } catch (err) {
      if (!planChanged(err)) throw withQuery(err, sql)
      const c = cacheOf(db)
      const stale = c.statements.get(sql)
      if (stale !== undefined) { c.statements.delete(sql); c.toClose.push(stale.name) }
      if (db.isInTransaction()) throw withQuery(err, sql)
      result = await execute(db, sql, values, options)
    }
    await db.syncToFs()
    return result
  }))
}

/** The statement's text on the error, as PGlite's query() puts it there. */
function withQuery (err: unknown, sql: string): unknown {
  if (err !== null && typeof err === 'object' && !('query' in err)) Object.assign(err, { query: sql })
  return err
}

const preparable = (sql: string, bindings: readonly unknown[]): boolean =>
  bindings.length > 0 && bindings.length <= PREPARE_MAX_BINDINGS && sql.length <= PREPARE_MAX_SQL

interface QueryObject { sql: string, bindings?: unknown[], options?: Record<string, unknown>, response?: unknown }

declare class KnexPgliteClient {
  constructor (config: unknown)
  _query (connection: PGlite, obj: QueryObject): Promise<QueryObject>
}
const Base = ClientPGLite as unknown as typeof KnexPgliteClient

/** knex-pglite's client with prepared statements for parameterised queries. */
class PreparingPgliteClient extends Base {
  override async _query (connection: PGlite, obj: QueryObject): Promise<QueryObject> {
    if (obj.bindings === undefined || !preparable(obj.sql, obj.bindings)) {
      if (SCHEMA_CHANGE.test(obj.sql)) clearStatementCache(connection)
      return await super._query(connection, obj)
    }
    obj.response = await preparedQuery(connection, obj.sql, obj.bindings, obj.options)
    return obj
  }
}

export default PreparingPgliteClient
