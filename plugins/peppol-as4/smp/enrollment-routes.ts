/**
 * Enrolment in one call (ApManager): POST /api/v1/peppol/enrollment creates or completes a party with its
 * identifiers and name, sets its Peppol capabilities and business card, its hooks (matched by name) and its
 * end-customer users (matched by username), all in one database transaction, and queues its SML registration and
 * Directory publication (peppol.sync, durable work that runs after the commit). An error in any part leaves nothing
 * behind. Declarative, so safe to repeat: 201 when the call created the party, 200 when it existed (the same body
 * twice: 201, then 200 with the same state). The core half (party, hooks, users) is PluginContext.enrolParty
 * (core/tenancy/enrolment.ts); capabilities, business card and registration are this plugin's.
 */
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { EnrolmentResult, PluginContext } from '../../../core/sdk/host.ts'
import { HookFields } from '../../../core/sdk/host.ts'
import { businessEntityOf, type BusinessCardInput } from './business-card.ts'
import { BusinessCard, Capabilities, partyPeppolView } from './config-routes.ts'
import { putPartyPeppol } from './store.ts'
import { requestSync } from './registration/sync.ts'
import { formatPartyId, parsePartyId } from '../../../core/sdk/peppol.ts'

const { partyId: _partyId, name: _name, ...hookFields } = HookFields
const EnrolmentHook = Type.Object({ ...hookFields, name: Type.String({ minLength: 1, maxLength: 200, description: 'required: an existing hook of the party with this name is updated, otherwise one is created' }) }, { additionalProperties: false })
const EnrolmentUser = Type.Object({
  username: Type.String({ maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 1000, description: 'write-only; used when the user is created (the tenant\'s password rule), ignored for an existing user' }),
  roles: Type.Optional(Type.Array(Type.String(), { maxItems: 2, description: 'ApUser (default) or ApManager; used when the user is created' }))
}, { additionalProperties: false })
const Body = Type.Object({
  identifiers: Type.Array(Type.String({ description: '<schemeID>:<id>; letter aliases accepted' }), { minItems: 1, maxItems: 20, description: 'the party\'s identifiers; the first names it in the answer and in its hooks' }),
  name: Type.Optional(Type.String({ maxLength: 300 })),
  capabilities: Type.Optional(Capabilities),
  businessCard: Type.Optional(Type.Union([BusinessCard, Type.Null()])),
  hooks: Type.Optional(Type.Array(EnrolmentHook, { maxItems: 50 })),
  users: Type.Optional(Type.Array(EnrolmentUser, { maxItems: 50 }))
}, { additionalProperties: false })

const Any = Type.Record(Type.String(), Type.Unknown())
const Answer = Type.Object({
  partyId: Type.String({ description: 'the first identifier of the request, in its numeric form' }),
  created: Type.Boolean({ description: 'true (status 201) when this call created the party' }),
  party: Type.Object({ id: Type.String(), tenantId: Type.String(), environment: Type.String(), name: Type.Union([Type.String(), Type.Null()]), identifiers: Type.Array(Type.String()) }),
  capabilities: Type.Record(Type.String(), Type.String({ description: 'on | off | inherited' })),
  businessCard: Type.Union([Any, Type.Null()]),
  documentTypes: Type.Array(Any, { description: 'what the SMP publishes for the party: documentTypeId, processIds, capabilities' }),
  updatedOn: Type.Union([Type.String(), Type.Null()]),
  registration: Type.Object({ sml: Type.String(), directory: Type.String(), participants: Type.Array(Any, { description: 'per identifier: sml, smlError, directory, directoryError, migrationExpiresOn, updatedOn' }) }),
  hooks: Type.Array(Any, { description: 'each as the hooks API shows it, plus created' }),
  users: Type.Array(Type.Object({ id: Type.String(), username: Type.String(), roles: Type.Array(Type.String()), partyIds: Type.Array(Type.String()), disabled: Type.Boolean(), created: Type.Boolean() }))
})

const description = [
  'Creates or updates, in one transaction: the party (found by any of its `identifiers`; missing identifiers are added, `name` set), its Peppol `capabilities` and `businessCard` (as PUT /api/v1/peppol/config/party/{partyId}), its `hooks` (party-level; matched by `name`: created, or changed with the fields given) and its end-customer `users` (matched by username: created with `password` and `roles`, or linked to the party). Then the party is registered in the SML and published in the Directory as durable work after the commit (`registration` in the answer, and in GET /api/v1/peppol/config/party/{partyId}).',
  'All or nothing: any error (400 `VALIDATION_FAILED` / `INVALID_PARTY_ID` / `WEAK_PASSWORD` naming the field, 403, 409 `PARTY_ID_TAKEN`) leaves nothing changed. Idempotent: the same body again changes nothing and answers 200 (201 only when the call created the party); no Idempotency-Key is needed.',
  'Answer: `{partyId, created, party, capabilities, businessCard, documentTypes, registration, hooks, users}`; a hook\'s `secureKey` is in full only in the answer that created or set it, passwords are never shown.'
].join('\n\n')

export async function enrollmentRoutes (fastify: FastifyInstance, opts: { context: PluginContext }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { knex, clock } = opts.context

  app.post('/api/v1/peppol/enrollment', {
    schema: { tags: ['peppol'], security: [{ bearer: [] }], summary: 'Enrol a party in one call: identifiers, capabilities, business card, hooks, users; SMP, SML and Directory', description, body: Body, response: { 200: Answer, 201: Answer } },
    config: { auth: { role: 'ApManager' } }
  }, async (req, reply) => {
    const b = req.body
    if (b.businessCard != null) businessEntityOf(b.businessCard as BusinessCardInput, 'write')
    let result: EnrolmentResult | undefined
    const apply = async (): Promise<void> => await knex.transaction(async trx => {
      result = await opts.context.enrolParty(trx, req.principal, { identifiers: b.identifiers, name: b.name, hooks: b.hooks, users: b.users })
      const party = { id: result.party.id, tenantId: result.party.tenantId }
      if (b.capabilities !== undefined || b.businessCard !== undefined) {
        await putPartyPeppol(trx, clock, party.id, party.tenantId, { capabilities: b.capabilities, businessCard: b.businessCard as BusinessCardInput | null | undefined })
      }
      // A new party or identifier was synced by the party-change listener; otherwise sync here (a repeat also
      // retries a registration that failed).
      if (!result.identifiersChanged) await requestSync(trx, clock, party)
    })
    try {
      await apply()
    } catch (err) {
      // The same new party enrolled by a concurrent call that committed first: once more, now finding it (200).
      if ((err as { code?: string }).code !== 'PARTY_ID_TAKEN') throw err
      await apply()
    }
    const r = result as EnrolmentResult
    const answer = { partyId: formatPartyId(parsePartyId(b.identifiers[0])), created: r.created, party: r.party, ...await partyPeppolView(opts.context, r.party.id, r.party.tenantId) as Omit<Static<typeof Answer>, 'partyId' | 'created' | 'party' | 'hooks' | 'users'>, hooks: r.hooks, users: r.users }
    return await reply.status(r.created ? 201 : 200).send(answer)
  })
}

