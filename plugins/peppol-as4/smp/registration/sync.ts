/**
 * The `peppol.sync` job: brings one party's SML registration and Directory publication in line with its Peppol
 * configuration. Enqueued in the same transaction as every change that matters (capabilities, business card, tenant
 * defaults, identifiers, migration), and again while a hand-over to another provider is pending.
 *
 * Per participant identifier of the party:
 * - it publishes at least one document type -> CreateParticipant in the SML (once); already registered by us: fine;
 *   registered by another SMP: `failed` with "use a migration key";
 * - it publishes none -> DeleteParticipant (gone already: fine);
 * - registered and a business card set -> PUT to the Directory indexer; card removed or unregistered -> DELETE;
 * - `migrating` (we issued a migration key): when the SML no longer lists it among ours, it is `migrated-away` and
 *   this SMP stops serving it; when the key expired unused, it is `registered` again.
 * Retryable SML/Directory failures (network, 5xx) retry the job with the queue's backoff; the rest are recorded as
 * `failed` with the reason, visible in GET /api/v1/peppol/config/party/{partyId}.
 */
import type { Knex } from 'knex'
import type { PluginContext } from '../../../../core/sdk/host.ts'
import type { Clock } from '../../../../core/sdk/runtime.ts'
import { enqueue, outcome, type Handler } from '../../../../core/sdk/host.ts'
import { BdmslError } from '../../bdmsl/client.ts'
import { smlParticipant, participantKey, type SmlParticipant } from '../../sml/naming.ts'
import { parsePartyId } from '../../../../core/sdk/peppol.ts'
import { acceptsReportsFor } from '../../reporting/receive.ts'
import { getPartyPeppol, getTenantDefaults, publishedDocumentTypes } from '../store.ts'
import { registrationServices, type RegistrationServices } from './clients.ts'
import { deleteRegistration, registrationsOf, saveRegistration, type Registration } from './store.ts'

export const SYNC_KIND = 'peppol.sync'

export interface SyncPayload { partyId: string }

/** Asks for a sync of the party, in the caller's transaction (runs after commit). */
export async function requestSync (db: Knex | Knex.Transaction, clock: Clock, party: { id: string, tenantId: string }, runAt?: number): Promise<void> {
  await enqueue(db, clock, { kind: SYNC_KIND, tenantId: party.tenantId, payload: { partyId: party.id } satisfies SyncPayload, ...(runAt !== undefined ? { runAt } : {}) })
}

const directoryId = (p: SmlParticipant): string => `${p.scheme}::${p.value}`
const describe = (err: unknown): string => err instanceof Error ? err.message : String(err)

class Retry extends Error {}

export function syncHandler (wharf: PluginContext): Handler<SyncPayload> {
  return async (job) => {
    const services = registrationServices(wharf)
    if (services.sml === undefined && services.directory === undefined) return outcome.done('registration not configured')
    const party = await wharf.knex('parties').where({ id: job.payload.partyId }).first()
    if (party === undefined || party.environment !== services.environment) return outcome.done('nothing to register')
    const key = { environment: services.environment, partyId: party.id as string, tenantId: party.tenant_id as string }
    const identifiers = (await wharf.knex('party_identifiers').where({ party_id: party.id }).select('scheme', 'value')) as Array<{ scheme: string, value: string }>
    const cfg = await getPartyPeppol(wharf.knex, key.partyId)
    const defaults = await getTenantDefaults(wharf.knex, key.tenantId)
    // The reporting receiver this Wharf may play publishes the EUSR and TSR document types (reporting/receive.ts).
    const publishes = publishedDocumentTypes(wharf.config.smp, cfg?.capabilities ?? {}, defaults.capabilities).length > 0 || identifiers.some(i => acceptsReportsFor(wharf.config, `${i.scheme}:${i.value}`))
    const hasCard = cfg?.businessCard != null
    const existing = new Map((await registrationsOf(wharf.knex, key.partyId)).map(r => [r.participant, r]))
    const step = new Step(wharf, services)
    let retry: string | undefined
    let recheck = false
    for (const id of identifiers) {
      const participant = `${id.scheme}:${id.value}`
      existing.delete(participant)
      try {
        const state = await step.participant({ ...key, participant }, smlParticipant(parsePartyId(participant)), publishes, hasCard)
        if (state === 'migrating') recheck = true
      } catch (err) {
        if (!(err instanceof Retry)) throw err
        retry = err.message
      }
    }
    for (const gone of existing.values()) { // identifiers taken off the party
      try {
        await step.participant({ ...key, participant: gone.participant }, smlParticipant(parsePartyId(gone.participant)), false, false)
        await deleteRegistration(wharf.knex, gone.environment, gone.participant)
      } catch (err) {
        if (!(err instanceof Retry)) throw err
        retry = err.message
      }
    }
    if (recheck) await requestSync(wharf.knex, wharf.clock, { id: key.partyId, tenantId: key.tenantId }, wharf.clock.now() + wharf.config.registration.migrationCheckMs)
    if (retry !== undefined) return outcome.retry({ error: retry })
    return outcome.done()
  }
}

/** The SML and Directory steps for one participant; remembers the SML's list of our participants for one run. */
class Step {
  #ours: Promise<Set<string>> | undefined
  readonly #wharf: PluginContext
  readonly #services: RegistrationServices

  constructor (wharf: PluginContext, services: RegistrationServices) {
    this.#wharf = wharf
    this.#services = services
  }

  /** fresh: ask the SML again (after it answered "already registered": another run for the same party, e.g. a
   * capability change while the party's creation was syncing, may have registered it since the list was read). */
  async #isOurs (p: SmlParticipant, fresh = false): Promise<boolean> {
    const sml = this.#services.sml
    if (sml === undefined) return false
    if (fresh) this.#ours = undefined
    this.#ours ??= sml.listParticipants().then(list => new Set(list.map(participantKey)))
    return (await this.#ours).has(participantKey(p))
  }

  async participant (key: Omit<Registration, 'smlState' | 'smlError' | 'directoryState' | 'directoryError' | 'migrationExpiresAt' | 'updatedAt'>, p: SmlParticipant, publishes: boolean, hasCard: boolean): Promise<Registration['smlState']> {
    const { knex, clock } = this.#wharf
    const { sml, directory } = this.#services
    const current = (await registrationsOf(knex, key.partyId)).find(r => r.participant === key.participant)
    let state = current?.smlState ?? 'unregistered'
    const save = async (change: Parameters<typeof saveRegistration>[3]): Promise<void> => { await saveRegistration(knex, clock, key, change) }
    const guard = async <T>(what: 'sml' | 'directory', fn: () => Promise<T>): Promise<T | undefined> => {
      try { return await fn() } catch (err) {
        const retryable = err instanceof BdmslError ? err.retryable : (err as { retryable?: boolean }).retryable === true
        await save(what === 'sml' ? { smlError: describe(err), ...(retryable ? {} : { smlState: 'failed' }) } : { directoryError: describe(err), ...(retryable ? {} : { directoryState: 'failed' }) })
        if (retryable) throw new Retry(`${what}: ${describe(err)}`)
        return undefined
      }
    }

    if (state === 'migrated-away') return state
    if (sml !== undefined) {
      await guard('sml', async () => { await this.#services.ensureSmp() })
      if (state === 'migrating') {
        const expired = current?.migrationExpiresAt != null && current.migrationExpiresAt <= clock.now()
        const ours = await guard('sml', async () => await this.#isOurs(p))
        if (ours === false) {
          state = 'migrated-away'
          await save({ smlState: state, smlError: null, migrationExpiresAt: null })
        } else if (expired) {
          state = 'registered'
          await save({ smlState: state, smlError: null, migrationExpiresAt: null })
        } else return state
      } else if (publishes && state !== 'registered') {
        const done = await guard('sml', async () => {
          try { await sml.createParticipant(p) } catch (err) {
            if (!(err instanceof BdmslError) || err.code !== 'BadRequest' || !/already/i.test(err.message)) throw err
            if (!(await this.#isOurs(p, true))) {
              const taken = new Error(`${directoryId(p)} is registered in the SML by another SMP: ask its current provider for a migration key (GET /api/v1/peppol/{partyId}/prepareToMigrate there) and send it as migration.key`)
              throw Object.assign(taken, { retryable: false })
            }
          }
          return true
        })
        if (done === true) { state = 'registered'; await save({ smlState: state, smlError: null }) }
      } else if (!publishes && (state === 'registered' || state === 'failed')) {
        const done = await guard('sml', async () => {
          try { await sml.deleteParticipant(p) } catch (err) {
            if (!(err instanceof BdmslError) || err.code !== 'NotFound') throw err
          }
          return true
        })
        if (done === true) { state = 'unregistered'; await save({ smlState: state, smlError: null }) }
      } else if (current === undefined) {
        await save({ smlState: state })
      }
    }
    if (directory !== undefined) {
      const listed = current?.directoryState === 'published'
      const visible = (sml === undefined || state === 'registered') && publishes && hasCard
      if (visible) {
        const ok = await guard('directory', async () => { await directory.publish(directoryId(p)); return true })
        if (ok === true) await save({ directoryState: 'published', directoryError: null })
      } else if (listed || current?.directoryState === 'failed') {
        const ok = await guard('directory', async () => { await directory.remove(directoryId(p)); return true })
        if (ok === true) await save({ directoryState: 'not-published', directoryError: null })
      }
    }
    return state
  }
}
