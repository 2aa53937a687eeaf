/**
 * Peppol configuration of parties (capabilities on/off/inherited, business card) and the tenant's defaults that
 * `inherited` reads. Every change bumps updated_at, which keys the SMP response cache (changes show at once).
 */
import type { Knex } from 'knex'
import type { Clock } from '../../../core/sdk/runtime.ts'
import type { Environment } from '../../../core/sdk/host.ts'
import { documentTypesFor, validateCapabilities, validateCapabilityDefaults, type CapabilityDefaults, type CapabilityMap, type ResolvedDocumentType } from '../../../core/sdk/peppol.ts'
import { parsePartyId } from '../../../core/sdk/peppol.ts'
import type { BusinessCardInput } from './business-card.ts'
import { jsonColumn } from '../../../core/sdk/host.ts'

export interface PartyPeppol {
  partyId: string
  tenantId: string
  capabilities: CapabilityMap
  businessCard: BusinessCardInput | null
  updatedAt: number
}


/**
 * The document types a party publishes in its SMP entry and receives over AS4: those of its resolved capabilities,
 * less the operator's WHARF_SMP_EXCLUDE_DOCUMENT_TYPES (`smp.excludeDocumentTypes`, e.g. a back office that reads no
 * CII). One place for the SMP answer, the AS4 receiver, the configuration API and the SML registration.
 */
export function publishedDocumentTypes (smp: { excludeDocumentTypes?: string[] }, capabilities: CapabilityMap, defaults: CapabilityDefaults = {}): ResolvedDocumentType[] {
  const excluded = smp.excludeDocumentTypes ?? []
  const types = documentTypesFor(capabilities, defaults)
  return excluded.length === 0 ? types : types.filter(t => !excluded.includes(t.id))
}

export async function getPartyPeppol (db: Knex | Knex.Transaction, partyId: string): Promise<PartyPeppol | undefined> {
  const row = await db('party_peppol').where({ party_id: partyId }).first()
  if (row === undefined) return undefined
  return { partyId, tenantId: row.tenant_id, capabilities: jsonColumn<CapabilityMap>(row.capabilities) ?? {}, businessCard: jsonColumn<BusinessCardInput>(row.business_card), updatedAt: new Date(row.updated_at).getTime() }
}

export async function putPartyPeppol (db: Knex | Knex.Transaction, clock: Clock, partyId: string, tenantId: string, change: { capabilities?: unknown, businessCard?: BusinessCardInput | null }): Promise<PartyPeppol> {
  const current = await getPartyPeppol(db, partyId)
  const capabilities = change.capabilities === undefined ? current?.capabilities ?? {} : { ...current?.capabilities, ...validateCapabilities(change.capabilities) }
  const businessCard = change.businessCard === undefined ? current?.businessCard ?? null : change.businessCard
  const row = { party_id: partyId, tenant_id: tenantId, capabilities: JSON.stringify(capabilities), business_card: businessCard === null ? null : JSON.stringify(businessCard), updated_at: new Date(clock.now()) }
  await db('party_peppol').insert(row).onConflict('party_id').merge()
  return { partyId, tenantId, capabilities, businessCard, updatedAt: clock.now() }
}

export async function getTenantDefaults (db: Knex, tenantId: string): Promise<{ capabilities: CapabilityDefaults, updatedAt: number }> {
  const row = await db('tenant_peppol').where({ tenant_id: tenantId }).first()
  return row === undefined ? { capabilities: {}, updatedAt: 0 } : { capabilities: jsonColumn<CapabilityDefaults>(row.capabilities) ?? {}, updatedAt: new Date(row.updated_at).getTime() }
}

export async function putTenantDefaults (db: Knex | Knex.Transaction, clock: Clock, tenantId: string, capabilities: unknown): Promise<CapabilityDefaults> {
  const defaults = validateCapabilityDefaults(capabilities, 'capabilities')
  await db('tenant_peppol').insert({ tenant_id: tenantId, capabilities: JSON.stringify(defaults), updated_at: new Date(clock.now()) }).onConflict('tenant_id').merge()
  return defaults
}

/** The party (any tenant) of an environment holding a Peppol participant identifier, for the public SMP. */
export async function partyForParticipant (db: Knex, environment: Environment, participant: string): Promise<{ partyId: string, tenantId: string } | undefined> {
  let id
  try { id = parsePartyId(participant) } catch { return undefined }
  const row = await db('party_identifiers').where({ environment, scheme: id.scheme, value_key: id.key }).first()
  return row === undefined ? undefined : { partyId: row.party_id as string, tenantId: row.tenant_id as string }
}
