// readHorizon (GET /api/v1/events): a cursor never moves past an event whose transaction has not committed yet, so
// events committed out of seq order on PostgreSQL are not skipped; a gap left by a rollback is passed after a while.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, test } from 'node:test'
import type { Knex } from 'knex'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { isPostgresServer } from '../db/connection.ts'
import { readHorizon } from './horizon.ts'

let t: TestWharf
before(async () => { t = await createTestWharf() })
after(async () => { await t.close() })

const event = (db: Knex | Knex.Transaction, now: number): Knex.QueryBuilder => db('events').insert({
  id: randomUUID(), tenant_id: 't-horizon', environment: 'acceptance', topic: 'InvoiceSent', payload: JSON.stringify({ topic: 'InvoiceSent' }), created_at: new Date(now)
}).returning('seq')
const seqOf = (rows: Array<{ seq: string | number }>): string => String(rows[0].seq)

test('PostgreSQL: the horizon stops before an event still in flight, and passes it once committed', async (ctx) => {
  const knex = t.wharf.knex
  if (!isPostgresServer(knex)) { ctx.skip('PGlite runs one transaction at a time: no event commits out of order'); return }
  const base = seqOf(await event(knex, t.clock.now()))
  let release: () => void = () => {}
  const held = new Promise<void>(resolve => { release = resolve })
  let inFlight = ''
  const slow = knex.transaction(async trx => {
    inFlight = seqOf(await event(trx, t.clock.now()))
    await held
  })
  while (inFlight === '') await new Promise(resolve => setTimeout(resolve, 10))
  const later = seqOf(await event(knex, t.clock.now()))
  assert.ok(BigInt(later) > BigInt(inFlight))

  const before = await readHorizon(knex, t.clock, base)
  assert.equal(before.upTo, base, 'nothing past the event in flight')
  release()
  await slow
  const afterCommit = await readHorizon(knex, t.clock, base)
  assert.equal(afterCommit.upTo, later, 'both events once it committed')
})

test('PostgreSQL: a gap left by a rollback holds readers back until the event after it is old enough', async (ctx) => {
  const knex = t.wharf.knex
  if (!isPostgresServer(knex)) { ctx.skip('PGlite: no horizon'); return }
  const base = seqOf(await event(knex, t.clock.now()))
  await knex.transaction(async trx => { await event(trx, t.clock.now()); throw new Error('roll back') }).catch(() => {})
  const next = seqOf(await event(knex, t.clock.now()))
  assert.equal((await readHorizon(knex, t.clock, base)).upTo, base, 'the gap may still fill')
  t.clock.advance(11_000)
  assert.equal((await readHorizon(knex, t.clock, base)).upTo, next, 'a gap older than GAP_WAIT_MS is passed')
})

test('PGlite: no horizon (one transaction at a time)', async (ctx) => {
  if (isPostgresServer(t.wharf.knex)) { ctx.skip('PostgreSQL has a horizon: the two tests above cover it; this one checks that PGlite has none'); return }
  assert.deepEqual(await readHorizon(t.wharf.knex, t.clock, undefined), { upTo: null, truncated: false })
})
