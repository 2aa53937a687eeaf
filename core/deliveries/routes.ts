/**
 * Deliveries API (Svix's message / attempt model; the operator console builds on it):
 *   GET  /api/v1/hook/{id}/deliveries                        the hook's deliveries, newest first: status, topic, period
 *                                                            (from/to); cursor paging with `next`
 *   GET  /api/v1/hook/{id}/deliveries/{deliveryId}           one delivery with every attempt
 *   POST /api/v1/hook/{id}/deliveries/{deliveryId}/retry     send it again now (same X-Service-Delivery, fresh sentOn)
 *   POST /api/v1/hook/{id}/deliveries/redrive                send a filtered set again (e.g. what failed in the last day)
 * Reading needs ApUser, sending again ApManager; the hook is checked as on GET /api/v1/hook/{id} (another tenant's
 * hook, or a party-level hook of a party the caller may not act for, is 404); an environment-level hook's deliveries
 * carry every party's events, so a token limited to some parties gets 403 for them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type, type Static } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { WharfError } from '../errors.ts'
import type { Principal } from '../auth/principal.ts'
import { checkHookAccess } from '../hooks/access.ts'
import { getDelivery, listAttempts, listDeliveries, type Attempt, type Delivery, type DeliveryScope, type Position } from './store.ts'
import { redrive, retryDelivery } from './redrive.ts'

const tags = ['deliveries']
const security = [{ bearer: [] }]

const Status = Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')], { description: 'pending (queued, possibly waiting for a retry), delivered, failed (abandoned after the last attempt, or a permanent error)' })
const Filters = {
  status: Type.Optional(Status),
  topic: Type.Optional(Type.String({ pattern: '^[A-Za-z*]{1,100}$', description: 'the event\'s topic; `*` is a wildcard (HookSent*)' })),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'created on or after' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'created before' }))
}
const DeliveryView = Type.Object({
  deliveryId: Type.String({ description: 'the X-Service-Delivery header of every attempt' }),
  hookId: Type.String(),
  eventId: Type.String(),
  topic: Type.String(),
  documentId: Type.Union([Type.String(), Type.Null()]),
  status: Status,
  attempts: Type.Integer({ description: 'attempts made so far, over every retry and redrive' }),
  lastStatusCode: Type.Union([Type.Integer(), Type.Null()], { description: 'HTTP status of the last attempt, when it got one' }),
  lastError: Type.Union([Type.String(), Type.Null()]),
  lastAttemptOn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  nextAttemptOn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'when a pending delivery is due next' }),
  createdOn: Type.String({ format: 'date-time' })
}, { $id: 'Delivery' })
const AttemptView = Type.Object({
  attempt: Type.Integer({ description: '1 for the first attempt; numbering continues over retries and redrives' }),
  attemptedOn: Type.String({ format: 'date-time', description: 'start of the attempt (the payload\'s sentOn)' }),
  outcome: Type.Union([Type.Literal('delivered'), Type.Literal('retry'), Type.Literal('failed')]),
  statusCode: Type.Union([Type.Integer(), Type.Null()]),
  latencyMs: Type.Union([Type.Integer(), Type.Null()]),
  errorCode: Type.Union([Type.String(), Type.Null()], { description: 'e.g. HTTP_ERROR, CONNECTION_REFUSED, TIMEOUT, TLS_ERROR, TARGET_FORBIDDEN' }),
  error: Type.Union([Type.String(), Type.Null()]),
  response: Type.Union([Type.String(), Type.Null()], { description: 'the first KiB of the receiver\'s answer' })
}, { $id: 'DeliveryAttempt' })
const DeliveryWithAttempts = Type.Object({ ...DeliveryView.properties, attemptList: Type.Array(AttemptView) }, { $id: 'DeliveryWithAttempts' })
const IdParam = Type.Object({ id: Type.String() })
const DeliveryParam = Type.Object({ id: Type.String(), deliveryId: Type.String({ maxLength: 100 }) })

const view = (d: Delivery): Static<typeof DeliveryView> => ({
  deliveryId: d.id, hookId: d.hookId, eventId: d.eventId, topic: d.topic, documentId: d.documentId, status: d.status, attempts: d.attempts,
  lastStatusCode: d.lastStatus, lastError: d.lastError, lastAttemptOn: d.lastAttemptAt, nextAttemptOn: d.status === 'pending' ? d.nextAttemptAt : null, createdOn: d.createdAt
})
const attemptView = (a: Attempt): Static<typeof AttemptView> => ({
  attempt: a.attempt, attemptedOn: a.at, outcome: a.outcome, statusCode: a.statusCode, latencyMs: a.latencyMs, errorCode: a.errorCode, error: a.error, response: a.response
})

const encodeCursor = (d: Delivery): string => Buffer.from(`${d.createdAt}|${d.id}`).toString('base64url')
function decodeCursor (c: string): Position {
  const [createdAt, id] = Buffer.from(c, 'base64url').toString('utf8').split('|')
  if (createdAt === undefined || id === undefined || id === '' || Number.isNaN(Date.parse(createdAt))) throw new WharfError('VALIDATION_FAILED', 'Invalid cursor', { field: 'cursor' })
  return { createdAt, id }
}

export async function deliveryRoutes (fastify: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { wharf } = opts
  app.addSchema(DeliveryView)
  app.addSchema(AttemptView)

  /** The hook's scope, when the caller may see it (another tenant's hook, or one of a party not theirs: 404). */
  async function scopeOf (req: FastifyRequest, id: string): Promise<DeliveryScope> {
    const p: Principal = req.principal
    // An environment-level hook's deliveries carry every party's events: reading or sending them needs every party.
    const rec = checkHookAccess(p, await wharf.hooks.get(p.tenantId, p.environment, id), id, 'every-party')
    return { tenantId: p.tenantId, environment: p.environment, hookId: rec.id }
  }

  app.get('/api/v1/hook/:id/deliveries', {
    schema: {
      tags, security, summary: 'The hook\'s deliveries, newest first',
      description: 'One delivery per event routed to the hook (its id is the X-Service-Delivery header). Filters: status, topic (wildcards), period (from, to). Cursor paging: an answer with `next` not null has more; ask again with cursor=<next> and the same filters.',
      params: IdParam,
      querystring: Type.Object({
        ...Filters,
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
        cursor: Type.Optional(Type.String({ maxLength: 300, description: 'the `next` of the previous page (same filters)' }))
      }),
      response: { 200: Type.Object({ deliveries: Type.Array(Type.Ref('Delivery')), next: Type.Union([Type.String(), Type.Null()], { description: 'cursor of the next page, null on the last page' }) }) }
    },
    config: { auth: { role: 'ApUser' } }
  }, async (req) => {
    const scope = await scopeOf(req, req.params.id)
    const q = req.query
    const page = await listDeliveries(wharf.knex, scope, { status: q.status, topic: q.topic, from: q.from, to: q.to, limit: q.limit ?? 50, ...(q.cursor !== undefined ? { before: decodeCursor(q.cursor) } : {}) })
    const last = page.deliveries[page.deliveries.length - 1]
    return { deliveries: page.deliveries.map(view) as never, next: page.hasMore && last !== undefined ? encodeCursor(last) : null }
  })

  app.get('/api/v1/hook/:id/deliveries/:deliveryId', {
    schema: {
      tags, security, summary: 'One delivery with every attempt (time, HTTP status, latency, error, the first KiB of the answer)',
      params: DeliveryParam,
      response: { 200: DeliveryWithAttempts }
    },
    config: { auth: { role: 'ApUser' } }
  }, async (req) => {
    const scope = await scopeOf(req, req.params.id)
    const d = await getDelivery(wharf.knex, scope, req.params.deliveryId)
    if (d === undefined) throw new WharfError('NOT_FOUND', `No delivery ${req.params.deliveryId} of hook ${scope.hookId}`)
    return { ...view(d), attemptList: (await listAttempts(wharf.knex, d.id)).map(attemptView) } as never
  })

  app.post('/api/v1/hook/:id/deliveries/:deliveryId/retry', {
    schema: {
      tags, security, summary: 'Send the delivery again now, with the same X-Service-Delivery and a fresh sentOn',
      description: 'A delivered or failed delivery is queued again (its retries start over); a pending one waiting for its next attempt becomes due now. 409 while an attempt is running; 410 DELIVERY_EXPIRED when its event is past the event log\'s retention.',
      params: DeliveryParam,
      response: { 202: Type.Ref('Delivery') }
    },
    config: { auth: { role: 'ApManager' } }
  }, async (req, reply) => {
    const scope = await scopeOf(req, req.params.id)
    return await reply.status(202).send(view(await retryDelivery(wharf, scope, req.params.deliveryId)) as never)
  })

  app.post('/api/v1/hook/:id/deliveries/redrive', {
    schema: {
      tags, security, summary: 'Send the hook\'s deliveries matching the filters again (e.g. everything that failed in the last day)',
      description: 'The same filters as the list (status, topic, period), oldest first, at most `limit` per call (`hasMore` says more matched). Pending deliveries are queued already and left alone. Each is queued with its own X-Service-Delivery and a fresh sentOn; consumers that deduplicate on the delivery id process each once.',
      params: IdParam,
      body: Type.Object({ ...Filters, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1000 })) }, { additionalProperties: false }),
      response: {
        202: Type.Object({
          redriven: Type.Integer(),
          deliveryIds: Type.Array(Type.String()),
          skipped: Type.Integer({ description: 'deliveries whose event is past the event log\'s retention' }),
          hasMore: Type.Boolean()
        })
      }
    },
    config: { auth: { role: 'ApManager' } }
  }, async (req, reply) => {
    const scope = await scopeOf(req, req.params.id)
    const b = req.body ?? {}
    const res = await redrive(wharf, scope, { status: b.status, topic: b.topic, from: b.from, to: b.to }, b.limit ?? 1000)
    req.log.info({ hookId: scope.hookId, redriven: res.redriven.length, skipped: res.skipped }, 'deliveries redriven')
    return await reply.status(202).send({ redriven: res.redriven.length, deliveryIds: res.redriven, skipped: res.skipped, hasMore: res.hasMore })
  })
}
