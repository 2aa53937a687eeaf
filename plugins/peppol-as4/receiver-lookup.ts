/**
 * What the AS4 receiver needs to know about an opened message, in one statement (issue 5: B's statements per
 * message): the receipt of an earlier message with the same MessageId (a duplicate), and for the final recipient the
 * party holding the participant identifier (party_identifiers), whether this SMP handed it over to another provider
 * (peppol_registrations: migrated-away), the party's capabilities (party_peppol) and its tenant's defaults
 * (tenant_peppol). Read fresh for every message (no cache to invalidate across processes); the same rows the separate
 * reads of plugins/peppol-as4/smp/store.ts and plugins/peppol-as4/smp/registration/store.ts return.
 *
 *   const r = await receiverLookup(knex, environment, messageId, recipient)
 *   r.receipt          // string: answer the duplicate with it
 *   r.party            // undefined: not a participant here; else { partyId, tenantId, migratedAway, capabilities, defaults }
 */
import type { Knex } from 'knex'
import type { Environment } from '../../core/sdk/host.ts'
import type { CapabilityDefaults, CapabilityMap } from '../../core/sdk/peppol.ts'
import { parsePartyId, type PartyIdentifier } from '../../core/sdk/peppol.ts'
import { jsonColumn } from '../../core/sdk/host.ts'

export interface ReceiverLookup {
  receipt?: string
  party?: { partyId: string, tenantId: string, migratedAway: boolean, capabilities: CapabilityMap, defaults: CapabilityDefaults }
  /** The recipient parsed (undefined when it is not a valid participant identifier). */
  id?: PartyIdentifier
}

interface Row {
  receipt: string | null
  party_id: string | null
  tenant_id: string | null
  sml_state: string | null
  capabilities: CapabilityMap | string | null
  defaults: CapabilityDefaults | string | null
}

export async function receiverLookup (knex: Knex, environment: Environment, messageId: string, recipient: string): Promise<ReceiverLookup> {
  let id: PartyIdentifier | undefined
  try { id = parsePartyId(recipient) } catch { id = undefined }
  // One row whatever matches: the receipt as a scalar subquery, the party's rows left-joined to it.
  const rows = await knex.raw(
    `select (select r.receipt from as4_receipts r where r.message_id = ?) as receipt,
            pi.party_id, pi.tenant_id, pr.sml_state, pp.capabilities, tp.capabilities as defaults
       from (select 1 as one) as one
       left join party_identifiers pi on pi.environment = ? and pi.scheme = ? and pi.value_key = ?
       left join peppol_registrations pr on pr.environment = pi.environment and pr.participant = ?
       left join party_peppol pp on pp.party_id = pi.party_id
       left join tenant_peppol tp on tp.tenant_id = pi.tenant_id`,
    [messageId, environment, id?.scheme ?? '', id?.key ?? '', id === undefined ? '' : `${id.scheme}:${id.value}`]
  )
  const row = (rows.rows as Row[])[0]
  const out: ReceiverLookup = { ...(id !== undefined ? { id } : {}) }
  if (row?.receipt != null) out.receipt = row.receipt
  if (row?.party_id != null && id !== undefined) {
    out.party = {
      partyId: row.party_id,
      tenantId: row.tenant_id as string,
      migratedAway: row.sml_state === 'migrated-away',
      capabilities: jsonColumn(row.capabilities) ?? {},
      defaults: jsonColumn(row.defaults) ?? {}
    }
  }
  return out
}
