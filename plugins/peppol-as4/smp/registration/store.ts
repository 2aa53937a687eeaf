/**
 * Rows of peppol_registrations: per environment and participant identifier (`<scheme>:<value>`), the SML state
 * (unregistered | registered | failed | migrating | migrated-away) and the Directory state (not-published | published
 * | failed), with the last error of each. The sync job (sync.ts) is the only writer apart from migration.ts.
 */
import type { Knex } from 'knex'
import type { Clock } from '../../../../core/sdk/runtime.ts'
import type { Environment } from '../../../../core/sdk/host.ts'

export type SmlState = 'unregistered' | 'registered' | 'failed' | 'migrating' | 'migrated-away'
export type DirectoryState = 'not-published' | 'published' | 'failed'

export interface Registration {
  environment: Environment
  participant: string
  partyId: string
  tenantId: string
  smlState: SmlState
  smlError: string | null
  directoryState: DirectoryState
  directoryError: string | null
  migrationExpiresAt: number | null
  updatedAt: number
}

interface Row {
  environment: Environment, participant: string, party_id: string, tenant_id: string, sml_state: SmlState, sml_error: string | null
  directory_state: DirectoryState, directory_error: string | null, migration_expires_at: Date | string | null, updated_at: Date | string
}

const toRegistration = (r: Row): Registration => ({
  environment: r.environment,
  participant: r.participant,
  partyId: r.party_id,
  tenantId: r.tenant_id,
  smlState: r.sml_state,
  smlError: r.sml_error,
  directoryState: r.directory_state,
  directoryError: r.directory_error,
  migrationExpiresAt: r.migration_expires_at === null ? null : new Date(r.migration_expires_at).getTime(),
  updatedAt: new Date(r.updated_at).getTime()
})

export async function registrationsOf (db: Knex | Knex.Transaction, partyId: string): Promise<Registration[]> {
  const rows = await db<Row>('peppol_registrations').where({ party_id: partyId }).orderBy('participant')
  return rows.map(toRegistration)
}

export async function registrationOf (db: Knex | Knex.Transaction, environment: Environment, participant: string): Promise<Registration | undefined> {
  const row = await db<Row>('peppol_registrations').where({ environment, participant }).first()
  return row === undefined ? undefined : toRegistration(row)
}

export type RegistrationChange = Partial<Pick<Registration, 'smlState' | 'smlError' | 'directoryState' | 'directoryError' | 'migrationExpiresAt'>>

/** Creates or changes the row of one participant of a party. */
export async function saveRegistration (db: Knex | Knex.Transaction, clock: Clock, key: { environment: Environment, participant: string, partyId: string, tenantId: string }, change: RegistrationChange): Promise<void> {
  const row: Partial<Row> & Pick<Row, 'environment' | 'participant' | 'party_id' | 'tenant_id' | 'updated_at'> = {
    environment: key.environment, participant: key.participant, party_id: key.partyId, tenant_id: key.tenantId, updated_at: new Date(clock.now())
  }
  if (change.smlState !== undefined) row.sml_state = change.smlState
  if (change.smlError !== undefined) row.sml_error = change.smlError
  if (change.directoryState !== undefined) row.directory_state = change.directoryState
  if (change.directoryError !== undefined) row.directory_error = change.directoryError
  if (change.migrationExpiresAt !== undefined) row.migration_expires_at = change.migrationExpiresAt === null ? null : new Date(change.migrationExpiresAt)
  const insert = { sml_state: 'unregistered' as SmlState, sml_error: null, directory_state: 'not-published' as DirectoryState, directory_error: null, migration_expires_at: null, ...row }
  await db('peppol_registrations').insert(insert).onConflict(['environment', 'participant']).merge(row)
}

export async function deleteRegistration (db: Knex | Knex.Transaction, environment: Environment, participant: string): Promise<void> {
  await db('peppol_registrations').where({ environment, participant }).delete()
}

/** True when this SMP handed the participant over to another provider: it must no longer serve it. */
export async function isMigratedAway (db: Knex | Knex.Transaction, environment: Environment, participant: string): Promise<boolean> {
  const row = await db<Row>('peppol_registrations').where({ environment, participant }).first('sml_state')
  return row?.sml_state === 'migrated-away'
}
