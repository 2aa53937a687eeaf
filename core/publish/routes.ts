/**
 * Missed events: GET /api/v1/events returns the tenant's event log in publication order, after a cursor or since a
 * time, filtered by topic (wildcards allowed) and party, a page at a time. Events are kept WHARF_EVENT_RETENTION_DAYS
 * (default 30). Use it to catch up after downtime: keep the last `nextCursor` and ask again with `after`. A page never
 * goes past an event that may still commit (horizon.ts), so a cursor never skips one.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { WharfError } from '../errors.ts'
import { canActFor, forbidden } from '../auth/principal.ts'
import { findPartyByIdentifier } from '../tenancy/parties.ts'
import { isWildcard, matchesTopic, validateTopicPattern } from '../events/index.ts'
import { affectedRows } from '../db/rows.ts'
import { readHorizon } from './horizon.ts'

const EventView = Type.Object({
  eventId: Type.String(), topic: Type.String(), documentId: Type.Union([Type.String(), Type.Null()]),
  partyId: Type.Union([Type.String(), Type.Null()]), createdBy: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]), createdOn: Type.String({ format: 'date-time' }),
  refToDocumentId: Type.Union([Type.String(), Type.Null()]), details: Type.Record(Type.String(), Type.Unknown()),
  cursor: Type.String({ description: 'position of this event; pass it as `after` to continue behind it' })
})

export async function eventRoutes (fastify: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { knex } = opts.wharf

  app.get('/api/v1/events', {
    schema: {
      tags: ['events'],
      security: [{ bearer: [] }],
      summary: 'Missed events: the event log after a cursor or since a time, oldest first',
      querystring: Type.Object({
        after: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$', description: 'cursor of the last event you have' })),
        since: Type.Optional(Type.String({ format: 'date-time', description: 'only events created at or after this time' })),
        topic: Type.Optional(Type.String({ description: 'topic or wildcard pattern, e.g. InvoiceReceived or *Received' })),
        partyId: Type.Optional(Type.String()),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 }))
      }),
      response: { 200: Type.Object({ events: Type.Array(EventView), nextCursor: Type.Union([Type.String(), Type.Null()]), hasMore: Type.Boolean() }) }
    },
    config: { auth: { role: 'ApUser' } }
  }, async (req) => {
    const p = req.principal
    const { after, since, topic, partyId } = req.query
    const limit = req.query.limit ?? 100
    const q = knex('events').where({ tenant_id: p.tenantId, environment: p.environment }).orderBy('seq', 'asc')
    if (after !== undefined) void q.where('seq', '>', after)
    // Not past an event that may still commit (horizon.ts): it would be skipped for good.
    const horizon = await readHorizon(knex, opts.wharf.clock, after)
    if (horizon.upTo !== null) void q.where('seq', '<=', horizon.upTo)
    if (since !== undefined) void q.where('created_at', '>=', new Date(since))
    if (partyId !== undefined) {
      const party = await findPartyByIdentifier(knex, p.tenantId, p.environment, partyId)
      if (party === undefined || !canActFor(p, party.id)) throw forbidden(`no permission on party ${partyId}`)
      void q.where({ party_id: party.id })
    } else if (p.parties !== 'all') {
      void q.whereIn('party_id', p.parties)
    }
    if (topic !== undefined) {
      validateTopicPattern(topic, 'topic')
      if (!isWildcard(topic)) void q.where({ topic })
    }
    // Wildcards are matched here, not in SQL (no LIKE built from input): scan pages until `limit` events match.
    const pageSize = Math.max(limit + 1, 200)
    const events: Array<Record<string, unknown>> = []
    let cursor = after ?? '0'
    let scannedTo: string | null = null
    let hasMore = false
    for (let page = 0; page < 20; page++) {
      const rows = await q.clone().where('seq', '>', cursor).limit(pageSize)
      for (const r of rows) {
        if (events.length === limit) { hasMore = true; break }
        scannedTo = String(r.seq)
        const payload = typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload
        if (topic === undefined || !isWildcard(topic) || matchesTopic(topic, payload.topic)) events.push({ ...payload, cursor: scannedTo })
      }
      if (hasMore || rows.length < pageSize) break
      cursor = scannedTo as string
      if (page === 19) hasMore = true
    }
    const nextCursor = scannedTo ?? after ?? null
    return { events: events as never, nextCursor, hasMore: hasMore || (horizon.truncated && events.length > 0) }
  })
}

/** Deletes events older than the retention; the caller schedules it (core/server.ts: hourly). */
export async function deleteOldEvents (wharf: Wharf, retentionDays: number): Promise<number> {
  if (retentionDays <= 0) throw new WharfError('BAD_REQUEST', 'retention must be positive')
  const n: unknown = await wharf.knex('events').where('created_at', '<', new Date(wharf.clock.now() - retentionDays * 86_400_000)).delete()
  return affectedRows(n)
}
