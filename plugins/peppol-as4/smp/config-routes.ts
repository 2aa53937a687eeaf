/**
 * Peppol configuration API (ApManager):
 *   PUT/GET /api/v1/peppol/config/party/{partyId}: capabilities (on | off | inherited per capability; fields not
 *     sent keep their value) and businessCard (names and an address ending with a country code, both required);
 *   PUT/GET /api/v1/peppol/config: the tenant's defaults, which `inherited` capabilities read (absent: off).
 * Changes show in the SMP at once (its cache is keyed by the change time).
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { PluginContext } from '../../../core/sdk/host.ts'
import { WharfError } from '../../../core/sdk/runtime.ts'
import { forbidden } from '../../../core/sdk/host.ts'
import { CAPABILITY_NAMES, validateCapabilities } from '../../../core/sdk/peppol.ts'
import { businessEntityOf, type BusinessCardInput } from './business-card.ts'
import { getPartyPeppol, getTenantDefaults, publishedDocumentTypes, putPartyPeppol, putTenantDefaults } from './store.ts'
import { registrationsOf } from './registration/store.ts'
import { requestSync } from './registration/sync.ts'
import { prepareToMigrate, takeOver } from './registration/migration.ts'
import { registrationServices } from './registration/clients.ts'

export const State = Type.Union([Type.Literal('on'), Type.Literal('off'), Type.Literal('inherited')])
export const Capabilities = Type.Object(Object.fromEntries(CAPABILITY_NAMES.map(n => [n, Type.Optional(State)])), { additionalProperties: false })
const Field = Type.Object({ value: Type.Optional(Type.String()), state: Type.Optional(Type.String()), description: Type.Optional(Type.String()) })
export const BusinessCard = Type.Object({ names: Type.Optional(Field), address: Type.Optional(Field), emailAddress: Type.Optional(Field), state: Type.Optional(Type.String()) })
const tags = ['peppol']
const security = [{ bearer: [] }]

/** Where the party stands in the SML and the Directory, per identifier. */
async function registrationView (context: PluginContext, partyId: string): Promise<Record<string, unknown>> {
  const services = registrationServices(context)
  return {
    sml: services.sml === undefined ? 'not-configured' : 'configured',
    directory: services.directory === undefined ? 'not-configured' : 'configured',
    participants: (await registrationsOf(context.knex, partyId)).map(r => ({
      participant: r.participant,
      sml: r.smlState,
      smlError: r.smlError,
      directory: r.directoryState,
      directoryError: r.directoryError,
      migrationExpiresOn: r.migrationExpiresAt === null ? null : new Date(r.migrationExpiresAt).toISOString(),
      updatedOn: new Date(r.updatedAt).toISOString()
    }))
  }
}

/** A party's Peppol configuration as the API shows it (also the enrolment's answer). */
export async function partyPeppolView (context: PluginContext, partyId: string, tenantId: string): Promise<Record<string, unknown>> {
  const cfg = await getPartyPeppol(context.knex, partyId)
  const defaults = await getTenantDefaults(context.knex, tenantId)
  const capabilities = Object.fromEntries(CAPABILITY_NAMES.map(n => [n, cfg?.capabilities[n] ?? 'inherited']))
  return {
    capabilities,
    businessCard: cfg?.businessCard ?? null,
    documentTypes: publishedDocumentTypes(context.config.smp, cfg?.capabilities ?? {}, defaults.capabilities).map(d => ({ documentTypeId: d.id, processIds: d.processIds, capabilities: d.capabilities })),
    updatedOn: cfg === undefined ? null : new Date(cfg.updatedAt).toISOString(),
    registration: await registrationView(context, partyId)
  }
}

export async function peppolConfigRoutes (fastify: FastifyInstance, opts: { context: PluginContext }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { knex, clock } = opts.context

  const view = async (partyId: string, tenantId: string): Promise<Record<string, unknown>> => await partyPeppolView(opts.context, partyId, tenantId)

  app.put('/api/v1/peppol/config/party/:partyId', {
    schema: {
      tags, security, summary: 'Set a party\'s Peppol capabilities and business card (what its SMP entry publishes)',
      params: Type.Object({ partyId: Type.String() }),
      body: Type.Object({ capabilities: Type.Optional(Capabilities), businessCard: Type.Optional(Type.Union([BusinessCard, Type.Null()])), migration: Type.Optional(Type.Object({ key: Type.String() })) }, { additionalProperties: false })
    },
    config: { auth: { role: 'ApManager', party: 'partyId' } }
  }, async (req) => {
    // Everything that can be checked is checked before the SML's Migrate below, which uses the key up.
    if (req.body.businessCard != null) businessEntityOf(req.body.businessCard as BusinessCardInput, 'write')
    if (req.body.capabilities !== undefined) validateCapabilities(req.body.capabilities)
    const party = { id: req.party.id, tenantId: req.party.tenantId, environment: req.environment }
    // Taking over a registration from another provider: the SML points at this SMP once Migrate succeeds. First, so
    // that a key the SML refuses (or a Wharf without an SML) fails the whole request with nothing changed; the SML call
    // cannot share the database transaction (no transaction is held across network I/O). Should the write below fail
    // after a successful Migrate (the database gone), the key is used up: repeat the request without `migration`.
    if (req.body.migration !== undefined) await takeOver(opts.context, party, req.body.migration.key)
    await knex.transaction(async trx => {
      await putPartyPeppol(trx, clock, party.id, party.tenantId, { capabilities: req.body.capabilities, businessCard: req.body.businessCard as BusinessCardInput | null | undefined })
      await requestSync(trx, clock, party)
    })
    return await view(req.party.id, req.party.tenantId)
  })

  app.get('/api/v1/peppol/config/party/:partyId', {
    schema: { tags, security, summary: 'A party\'s Peppol configuration and the document types it publishes', params: Type.Object({ partyId: Type.String() }) },
    config: { auth: { role: 'ApUser', party: 'partyId' } }
  }, async (req) => await view(req.party.id, req.party.tenantId))

  app.put('/api/v1/peppol/config', {
    schema: { tags, security, summary: 'The tenant\'s default capabilities (what `inherited` means)', body: Type.Object({ capabilities: Capabilities }, { additionalProperties: false }) },
    config: { auth: { role: 'ApManager' } }
  }, async (req) => {
    if (req.principal.parties !== 'all') throw forbidden('tenant defaults need access to every party')
    return await knex.transaction(async trx => {
      const capabilities = await putTenantDefaults(trx, clock, req.principal.tenantId, req.body.capabilities)
      const parties = await trx('parties').where({ tenant_id: req.principal.tenantId, environment: req.environment }).select('id')
      for (const p of parties) await requestSync(trx, clock, { id: p.id as string, tenantId: req.principal.tenantId })
      return { capabilities }
    })
  })

  app.get('/api/v1/peppol/:partyId/prepareToMigrate', {
    schema: {
      tags, security, params: Type.Object({ partyId: Type.String() }),
      summary: 'Hand the party over to another provider: a migration key registered in the SML (valid 24 h)',
      description: 'Returns `{migrationKey, participants, expiresOn}`. Give the key to the new provider, which sends it as `migration.key` in its PUT /api/v1/peppol/config/party/{partyId}. Until then nothing changes; afterwards this SMP no longer serves the party (its registration shows `migrated-away`), while sending for the party keeps working.'
    },
    config: { auth: { role: 'ApManager', party: 'partyId' } }
  }, async (req) => await prepareToMigrate(opts.context, { id: req.party.id, tenantId: req.party.tenantId, environment: req.environment }))

  app.get('/api/v1/peppol/config', {
    schema: { tags, security, summary: 'The tenant\'s default capabilities' },
    config: { auth: { role: 'ApUser' } }
  }, async (req) => ({ capabilities: (await getTenantDefaults(knex, req.principal.tenantId)).capabilities }))
}
