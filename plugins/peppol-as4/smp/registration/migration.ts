/**
 * Handing a party's Peppol registration from one provider (SMP) to another, the SML way (PEPPOL.md (f)):
 * - the current provider: `prepareToMigrate` makes a migration key (BDMSL key rules), registers it in the SML for
 *   each of the party's registered identifiers (PrepareToMigrate) and marks them `migrating`; the integrator gives
 *   the key to the new provider. The key is valid for MIGRATION_KEY_LIFETIME_MS (24 h, as our local SML; the real
 *   SML sets its own). Until the new provider uses it, nothing changes for receivers.
 * - the new provider: `takeOver` with the key calls Migrate for each identifier: the SML then points the participant
 *   at the new SMP. A malformed, unknown, expired or already used key fails with MIGRATION_KEY_INVALID and the SML's
 *   reason.
 * - the old provider notices on its next sync of the party (every WHARF_MIGRATION_CHECK_INTERVAL while migrating)
 *   that the SML no longer lists the participant as its own: `migrated-away`, and its SMP answers 404 for it.
 *   Sending for the party is unaffected.
 */
import type { PluginContext } from '../../../../core/sdk/host.ts'
import { WharfError } from '../../../../core/sdk/runtime.ts'
import { BdmslError } from '../../bdmsl/client.ts'
import { checkMigrationKey, generateMigrationKey } from '../../bdmsl/migration-key.ts'
import { smlParticipant } from '../../sml/naming.ts'
import { parsePartyId } from '../../../../core/sdk/peppol.ts'
import { registrationServices } from './clients.ts'
import { registrationsOf, saveRegistration } from './store.ts'
import { requestSync } from './sync.ts'

export const MIGRATION_KEY_LIFETIME_MS = 24 * 3600_000

interface PartyRef { id: string, tenantId: string, environment: string }

function smlOf (wharf: PluginContext, party: PartyRef) {
  const services = registrationServices(wharf)
  if (services.sml === undefined) throw new WharfError('PEPPOL_NOT_CONFIGURED', 'Migration needs the SML: this Wharf has no WHARF_SML_URL')
  if (party.environment !== services.environment) throw new WharfError('PEPPOL_NOT_CONFIGURED', `This Wharf registers ${services.environment} parties in its SML, not ${party.environment} ones`)
  return { services, sml: services.sml }
}

const smlFailure = (err: unknown): WharfError => {
  if (err instanceof WharfError) return err
  const reason = err instanceof Error ? err.message : String(err)
  return new WharfError(err instanceof BdmslError && err.retryable ? 'UNAVAILABLE' : 'SML_FAILED', `The SML failed: ${reason}`, { reason })
}

export async function prepareToMigrate (wharf: PluginContext, party: PartyRef): Promise<{ migrationKey: string, participants: string[], expiresOn: string }> {
  const { services, sml } = smlOf(wharf, party)
  const registered = (await registrationsOf(wharf.knex, party.id)).filter(r => r.smlState === 'registered' || r.smlState === 'migrating')
  if (registered.length === 0) throw new WharfError('CONFLICT', 'The party is not registered in the SML by this SMP, so there is nothing to hand over')
  const migrationKey = generateMigrationKey()
  const expiresAt = wharf.clock.now() + MIGRATION_KEY_LIFETIME_MS
  try {
    await services.ensureSmp()
    for (const r of registered) await sml.prepareToMigrate(smlParticipant(parsePartyId(r.participant)), migrationKey)
  } catch (err) { throw smlFailure(err) }
  await wharf.knex.transaction(async trx => {
    for (const r of registered) {
      await saveRegistration(trx, wharf.clock, r, { smlState: 'migrating', smlError: null, migrationExpiresAt: expiresAt })
    }
    await requestSync(trx, wharf.clock, party, wharf.clock.now() + wharf.config.registration.migrationCheckMs)
  })
  return { migrationKey, participants: registered.map(r => r.participant), expiresOn: new Date(expiresAt).toISOString() }
}

export async function takeOver (wharf: PluginContext, party: PartyRef, key: string): Promise<string[]> {
  const { services, sml } = smlOf(wharf, party)
  const check = checkMigrationKey(key)
  if (!check.ok) throw new WharfError('MIGRATION_KEY_INVALID', `The migration key is invalid: ${check.problems.join('; ')}`, { field: 'migration.key' })
  const identifiers = (await wharf.knex('party_identifiers').where({ party_id: party.id }).select('scheme', 'value')) as Array<{ scheme: string, value: string }>
  const moved: string[] = []
  try { await services.ensureSmp() } catch (err) { throw smlFailure(err) }
  for (const id of identifiers) {
    const participant = `${id.scheme}:${id.value}`
    try {
      await sml.migrate(smlParticipant(parsePartyId(participant)), key)
    } catch (err) {
      if (err instanceof BdmslError && (err.code === 'NotFound' || err.code === 'BadRequest')) {
        throw new WharfError('MIGRATION_KEY_INVALID', `The migration key is invalid, expired or already used for ${participant}: ${err.message}`, { field: 'migration.key', participant, reason: err.message, migrated: moved })
      }
      throw smlFailure(err)
    }
    moved.push(participant)
    await saveRegistration(wharf.knex, wharf.clock, { environment: services.environment, participant, partyId: party.id, tenantId: party.tenantId }, { smlState: 'registered', smlError: null, migrationExpiresAt: null })
  }
  await requestSync(wharf.knex, wharf.clock, party)
  return moved
}
