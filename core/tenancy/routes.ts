/**
 * Tenant-facing party API under /api/v1/parties: integrators list and read the parties they may act for, and an
 * ApManager acting for the whole tenant enrols new ones.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { createParty, listParties } from './parties.ts'
import { partyChanged } from '../plugins/extensions.ts'
import { forbidden } from '../auth/principal.ts'

const PartySchema = Type.Object({
  id: Type.String({ description: 'internal id' }),
  name: Type.Union([Type.String(), Type.Null()]),
  environment: Type.String(),
  identifiers: Type.Array(Type.String(), { description: '<schemeID>:<id>, numeric scheme form' }),
  createdAt: Type.String({ format: 'date-time' })
})
const tags = ['parties']
const security = [{ bearer: [] }]
const PartyParam = Type.Object({ partyId: Type.String({ description: '<schemeID>:<id>; letter aliases (BE:EN:..., NL:KVK:...) accepted' }) })

export async function partyRoutes (fastify: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { knex, clock } = opts.wharf
  const view = (p: { id: string, name: string | null, environment: string, identifiers: string[], createdAt: string }) =>
    ({ id: p.id, name: p.name, environment: p.environment, identifiers: p.identifiers, createdAt: p.createdAt })

  app.get('/api/v1/parties', {
    schema: { tags, security, summary: 'The parties the token may act for', response: { 200: Type.Object({ parties: Type.Array(PartySchema) }) } },
    config: { auth: { role: 'ApUser' } }
  }, async (req) => {
    const p = req.principal
    return { parties: (await listParties(knex, p.tenantId, p.parties === 'all' ? undefined : p.parties)).map(view) }
  })

  app.get('/api/v1/parties/:partyId', {
    schema: { tags, security, summary: 'One party, by any of its identifiers', params: PartyParam, response: { 200: PartySchema } },
    config: { auth: { role: 'ApUser', party: 'partyId' } }
  }, async (req) => view(req.party))

  app.post('/api/v1/parties', {
    schema: {
      tags, security,
      summary: 'Enrol a party in the token\'s tenant (ApManager acting for every party of the tenant)',
      body: Type.Object({ ids: Type.Array(Type.String(), { minItems: 1, maxItems: 20 }), name: Type.Optional(Type.String({ maxLength: 300 })) }, { additionalProperties: false }),
      response: { 201: PartySchema }
    },
    config: { auth: { role: 'ApManager' } }
  }, async (req, reply) => {
    const p = req.principal
    if (p.parties !== 'all') throw forbidden('an application or user limited to some parties cannot enrol new ones')
    const party = await createParty(knex, clock, { tenantId: p.tenantId, environment: p.environment, identifiers: req.body.ids, name: req.body.name })
    await partyChanged(knex, clock, party) // inherited capabilities may already publish it
    return await reply.status(201).send(view(party))
  })
}
