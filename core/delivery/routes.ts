/**
 * POST /api/v1/hook/{id}/test: sends a signed test event (topic HookTest) to the hook once, now, and answers with the
 * outcome, so integrators can check their receiver (signature, TLS, firewall) without waiting for real traffic. Not
 * retried and not recorded as a delivery. In a process without the worker role it is queued instead (202).
 *
 * POST /admin/v1/events: the operator publishes an event for a tenant as if it had happened (for integration tests
 * and load tests of consumers); `repeat` publishes it up to 10,000 times.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { WharfError } from '../errors.ts'
import { stopwatch } from '../clock.ts'
import { checkHookAccess } from '../hooks/access.ts'
import { findTenant } from '../tenancy/tenants.ts'
import { findPartyByIdentifier } from '../tenancy/parties.ts'
import { parsePartyId, toAliasForm } from '../peppol/identifiers.ts'
import { enqueue } from '../work/index.ts'
import { DELIVER_KIND, publishMany, type DeliverJob, type EventPayload } from '../publish/publish.ts'
import { WriteBatch } from '../db/write-batch.ts'
import { deliveryJob } from './hook-delivery.ts'

/** Event, delivery and job rows that POST /admin/v1/events writes as one statement (at most ~14 values per row). */
const ONE_STATEMENT_ROWS = 1500

export async function hookTestRoutes (fastify: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { wharf } = opts

  app.post('/api/v1/hook/:id/test', {
    schema: {
      tags: ['hooks'], security: [{ bearer: [] }],
      summary: 'Send a signed test event (topic HookTest) to the hook now and report what the receiver answered',
      params: Type.Object({ id: Type.String() }),
      response: {
        200: Type.Object({ delivered: Type.Boolean(), deliveryId: Type.String(), status: Type.Union([Type.Integer(), Type.Null()]), code: Type.Union([Type.String(), Type.Null()]), message: Type.Union([Type.String(), Type.Null()]), durationMs: Type.Integer() }),
        202: Type.Object({ queued: Type.Boolean(), deliveryId: Type.String() })
      }
    },
    config: { auth: { role: 'ApManager' } }
  }, async (req, reply) => {
    const p = req.principal
    const rec = checkHookAccess(p, await wharf.hooks.get(p.tenantId, p.environment, req.params.id), req.params.id, 'every-party')
    const hook = await wharf.hooks.withSecrets(rec.id)
    if (hook === undefined) throw new WharfError('NOT_FOUND', `No hook ${req.params.id}`)
    const event: EventPayload = {
      topic: 'HookTest', eventId: randomUUID(), documentId: null, partyId: rec.endpointId === null ? null : toAliasForm(parsePartyId(rec.endpointId)),
      createdBy: 'wharf', message: 'Test event: your receiver is reachable if you see this.', createdOn: new Date(wharf.clock.now()).toISOString(), refToDocumentId: null, details: { test: true }
    }
    const data: DeliverJob = { deliveryId: randomUUID(), hookId: hook.id, event }
    if (wharf.plugins === undefined) {
      await enqueue(wharf.knex, wharf.clock, { kind: DELIVER_KIND, tenantId: p.tenantId, payload: data, maxAttempts: 1 }, { wakeup: wharf.wakeup })
      return await reply.status(202).send({ queued: true, deliveryId: data.deliveryId })
    }
    const elapsed = stopwatch()
    const result = await wharf.plugins.deliver(deliveryJob(hook, data, 1, p.tenantId, new Date(wharf.clock.now()).toISOString()), { deadlineMs: Math.min(wharf.config.hookTimeoutMs, 30_000) + 2000 })
    return {
      delivered: result.ok,
      deliveryId: data.deliveryId,
      status: result.status ?? null,
      code: result.ok ? null : result.code,
      message: result.ok ? null : result.message,
      durationMs: elapsed()
    }
  })
}

export async function adminEventRoutes (fastify: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { wharf } = opts
  app.post('/admin/v1/events', {
    config: { auth: 'admin' },
    schema: {
      tags: ['admin'], security: [{ admin: [] }],
      summary: 'Publish an event for a tenant as if it had happened (integration and load tests of consumers)',
      body: Type.Object({
        tenant: Type.String(), topic: Type.String(), partyId: Type.Optional(Type.String()), documentId: Type.Optional(Type.String()),
        message: Type.Optional(Type.String()), details: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        repeat: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }))
      }, { additionalProperties: false }),
      response: { 201: Type.Object({ eventIds: Type.Array(Type.String()), deliveries: Type.Integer() }) }
    }
  }, async (req, reply) => {
    const b = req.body
    const tenant = await findTenant(wharf.knex, b.tenant)
    let partyInternalId: string | null = null
    let partyId: string | null = null
    if (b.partyId !== undefined) {
      const party = await findPartyByIdentifier(wharf.knex, tenant.id, tenant.environment, b.partyId)
      if (party === undefined) throw new WharfError('NOT_FOUND', `No party ${b.partyId} in tenant ${tenant.name}`)
      partyInternalId = party.id
      partyId = toAliasForm(parsePartyId(b.partyId))
    }
    // One insert per table (publishMany), not three statements per event. When the rows fit one statement well within
    // PostgreSQL's 65,535 bound values, they go to the database as one statement (WriteBatch: atomic, without the
    // BEGIN and COMMIT round trips); else the same inserts run one statement each in one transaction.
    const input = { tenantId: tenant.id, environment: tenant.environment, topic: b.topic, partyInternalId, partyId, documentId: b.documentId ?? null, createdBy: 'operator', message: b.message ?? null, details: b.details ?? {} }
    const inputs = Array.from({ length: b.repeat ?? 1 }, () => input)
    const batch = new WriteBatch()
    const published = await publishMany(wharf.knex, wharf, inputs, { batch })
    const rows = published.length + 2 * published.reduce((n, r) => n + r.hookIds.length, 0)
    if (rows <= ONE_STATEMENT_ROWS) await batch.run(wharf.knex)
    else await batch.runInTransaction(wharf.knex)
    const eventIds = published.map(r => r.eventId)
    const deliveries = published.reduce((n, r) => n + r.hookIds.length, 0)
    return await reply.status(201).send({ eventIds, deliveries })
  })
}
