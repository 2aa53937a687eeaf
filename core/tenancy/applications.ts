/**
 * Applications: the clientId/clientSecret pairs integrators use for the client_credentials and password grants.
 * A tenant may have several; each carries roles and, optionally, a restriction to some of the tenant's parties.
 * Revoking one stops only that one: it gets no new tokens and its existing tokens stop working at once.
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import { WharfError } from '../errors.ts'
import { hashSecret, randomSecret } from '../crypto/passwords.ts'
import { isRoleName, ROLE_NAMES, type RoleName } from '../auth/roles.ts'
import type { Tenant } from './tenants.ts'
import { resolvePartyIds } from './parties.ts'
import { jsonColumn } from '../db/rows.ts'

export interface Application {
  id: string
  tenantId: string
  clientId: string
  name: string | null
  roles: RoleName[]
  /** Internal party ids the application is restricted to; null = every party of the tenant. */
  partyIds: string[] | null
  createdAt: string
  revokedAt: string | null
}

export interface ApplicationRow {
  id: string
  tenant_id: string
  client_id: string
  secret_hash: string
  name: string | null
  roles: RoleName[] | string
  party_ids: string[] | string | null
  created_at: Date | string
  revoked_at: Date | string | null
}

const iso = (v: Date | string | null): string | null => v === null ? null : new Date(v).toISOString()

export const toApplication = (r: ApplicationRow): Application => ({
  id: r.id,
  tenantId: r.tenant_id,
  clientId: r.client_id,
  name: r.name,
  roles: jsonColumn(r.roles),
  partyIds: r.party_ids === null ? null : jsonColumn(r.party_ids),
  createdAt: iso(r.created_at) as string,
  revokedAt: iso(r.revoked_at)
})

export function parseRoles (roles: string[]): RoleName[] {
  const list = roles.map(r => r.trim()).filter(Boolean)
  if (list.length === 0) throw new WharfError('VALIDATION_FAILED', `At least one role is needed (${ROLE_NAMES.join(', ')})`)
  const bad = list.filter(r => !isRoleName(r))
  if (bad.length > 0) throw new WharfError('VALIDATION_FAILED', `Unknown role ${bad.join(', ')}; known roles: ${ROLE_NAMES.join(', ')}`)
  return [...new Set(list)] as RoleName[]
}

export interface CreateApplication { tenant: Tenant, roles: string[], parties?: string[], name?: string }

export async function createApplication (db: Knex, clock: Clock, input: CreateApplication): Promise<Application & { clientSecret: string }> {
  const roles = parseRoles(input.roles)
  const partyIds = input.parties === undefined || input.parties.length === 0
    ? null
    : await resolvePartyIds(db, input.tenant.id, input.tenant.environment, input.parties)
  const clientSecret = randomSecret(32)
  const row: ApplicationRow = {
    id: randomUUID(),
    tenant_id: input.tenant.id,
    client_id: randomUUID(),
    secret_hash: await hashSecret(clientSecret),
    name: input.name?.trim() || null,
    roles: JSON.stringify(roles),
    party_ids: partyIds === null ? null : JSON.stringify(partyIds),
    created_at: new Date(clock.now()),
    revoked_at: null
  }
  await db('applications').insert(row)
  return { ...toApplication({ ...row, roles, party_ids: partyIds }), clientSecret }
}

/** The application with its tenant's environment (one round trip: the token endpoint calls this on every request). */
export async function findApplicationByClientId (db: Knex, clientId: string): Promise<(ApplicationRow & { tenant_environment: string }) | undefined> {
  return await db('applications')
    .join('tenants', 'tenants.id', 'applications.tenant_id')
    .where('applications.client_id', clientId)
    .first('applications.*', 'tenants.environment as tenant_environment')
}

export async function revokeApplication (db: Knex, clock: Clock, clientId: string): Promise<Application> {
  const row = await findApplicationByClientId(db, clientId)
  if (row === undefined) throw new WharfError('NOT_FOUND', `No application with client id ${clientId}`)
  if (row.revoked_at === null) {
    row.revoked_at = new Date(clock.now())
    await db('applications').where({ id: row.id }).update({ revoked_at: row.revoked_at })
  }
  return toApplication(row)
}

export async function listApplications (db: Knex, tenantId: string): Promise<Application[]> {
  return (await db<ApplicationRow>('applications').where({ tenant_id: tenantId }).orderBy('created_at')).map(toApplication)
}
