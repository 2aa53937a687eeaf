/**
 * Writes that belong together, sent to the database as ONE statement: each query is a data-modifying CTE of
 * `with w0 as (insert ...), w1 as (update ...), ... select 1`. A statement is atomic on its own (all its parts or
 * none), so a batch needs no transaction: one round trip instead of BEGIN, one per write and COMMIT. Storing a sent
 * or received document with its history entry, its event and its job took 6 round trips to PostgreSQL this way it
 * takes 1 (see README, "Sending and receiving documents" for the measured effect).
 *
 * PostgreSQL's rules for data-modifying CTEs apply: the parts run on one snapshot, so no part sees another part's
 * rows, and no two parts may modify the same row; foreign keys are checked at the end of the statement, so a row
 * and the rows referring to it may be inserted in one batch. A part with `returning` gives nothing back.
 *
 *   const batch = new WriteBatch()
 *   batch.add(knex('events').insert(row))
 *   batch.add(knex('jobs').insert(job)); batch.afterRun(() => wakeWorkers())
 *   await batch.run(knex)           // or batch.run(trx): then afterRun callbacks wait for that transaction's commit
 *
 * Build the parts on the same knex or transaction that runs the batch (a batch of one part runs that part as built).
 */
import type { Knex } from 'knex'
import { afterCommit } from '../work/wakeup.ts'

export class WriteBatch {
  private readonly parts: Knex.QueryBuilder[] = []
  private readonly callbacks: Array<() => void> = []
  private ran = false

  /** Adds one write (a query builder that is NOT awaited: awaiting it would run it on its own). */
  add (query: Knex.QueryBuilder): void {
    if (this.ran) throw new Error('WriteBatch: already run')
    this.parts.push(query)
  }

  /** Runs `fn` once the batch is durable (after its statement, or after the commit of the transaction it ran in). */
  afterRun (fn: () => void): void { this.callbacks.push(fn) }

  get size (): number { return this.parts.length }

  async run (db: Knex | Knex.Transaction): Promise<void> {
    if (this.ran) throw new Error('WriteBatch: already run')
    this.ran = true
    if (this.parts.length === 1) {
      await (this.parts[0] as Knex.QueryBuilder)
    } else if (this.parts.length > 1) {
      let statement = db.queryBuilder()
      this.parts.forEach((part, i) => { statement = statement.with(`w${i}`, part) })
      await statement.select(db.raw('1 as done'))
    }
    for (const fn of this.callbacks) afterCommit(db, fn)
  }

  /**
   * Runs the parts one statement each, in one transaction of `knex`: for a batch too large for one statement (more
   * than PostgreSQL's 65,535 bound values). Atomic all the same; afterRun callbacks run after the commit.
   */
  async runInTransaction (knex: Knex): Promise<void> {
    if (this.ran) throw new Error('WriteBatch: already run')
    this.ran = true
    await knex.transaction(async trx => {
      for (const part of this.parts) {
        const { sql, bindings } = part.toSQL()
        await trx.raw(sql, bindings)
      }
    })
    for (const fn of this.callbacks) afterCommit(knex, fn)
  }
}

/** Runs `query` now, or adds it to `batch` when one is given. */
export async function write (query: Knex.QueryBuilder, batch: WriteBatch | undefined): Promise<void> {
  if (batch !== undefined) batch.add(query)
  else await query
}
