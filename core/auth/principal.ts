/**
 * Who a verified token speaks for, read fresh from the database on each request: a revoked application, a disabled
 * user or a changed party link takes effect at once, not when the token expires.
 */
import type { Knex } from 'knex'
import type { Environment } from '../config.ts'
import { WharfError } from '../errors.ts'
import { toApplication, type ApplicationRow } from '../tenancy/applications.ts'
import { userPartyIds, type UserRow } from '../tenancy/users.ts'
import type { RoleName } from './roles.ts'
import type { AccessClaims } from './tokens.ts'
import { unauthorized } from './tokens.ts'
import { jsonColumn } from '../db/rows.ts'
import { preparedRows } from '../db/prepared.ts'
import { partyOfRows, type Party } from '../tenancy/parties.ts'
import type { PartyIdentifier } from '../peppol/identifiers.ts'

export interface Principal {
  kind: 'application' | 'user'
  tenantId: string
  tenantName: string
  environment: Environment
  applicationId: string
  clientId: string
  userId?: string
  username?: string
  roles: RoleName[]
  scopes: string[]
  /** Internal ids of the parties this principal may act for; 'all' = every party of the tenant. */
  parties: string[] | 'all'
  expiresAt: number
}


const PRINCIPAL_APPLICATION = `select a.id, a.tenant_id, a.client_id, a.secret_hash, a.name, a.roles, a.party_ids, a.created_at, a.revoked_at,
    t.name as tenant_name, t.environment as tenant_environment
  from applications as a join tenants as t on t.id = a.tenant_id
  where a.client_id = ?
  limit 1`

// The same, with the party named in the request's path (a route's `party` parameter): one round trip instead of two
// on every call on a party path. One row per identifier of that party, or one row with null party columns.
const PRINCIPAL_APPLICATION_AND_PARTY = `select a.id, a.tenant_id, a.client_id, a.secret_hash, a.name, a.roles, a.party_ids, a.created_at, a.revoked_at,
    t.name as tenant_name, t.environment as tenant_environment,
    p.id as party_key, p.tenant_id as party_tenant_id, p.environment as party_environment, p.name as party_name,
    p.created_at as party_created_at, i.scheme as party_scheme, i.value as party_value
  from applications as a join tenants as t on t.id = a.tenant_id
  left join party_identifiers as hit on hit.environment = ? and hit.scheme = ? and hit.value_key = ? and hit.tenant_id = ?
  left join parties as p on p.id = hit.party_id
  left join party_identifiers as i on i.party_id = p.id
  where a.client_id = ?
  order by i.scheme, i.value`

type PrincipalRow = ApplicationRow & { tenant_name: string, tenant_environment: string }
type PrincipalPartyRow = PrincipalRow & {
  party_key: string | null, party_tenant_id: string, party_environment: Environment, party_name: string | null,
  party_created_at: Date | string, party_scheme: string, party_value: string
}

export async function resolvePrincipal (db: Knex, claims: AccessClaims): Promise<Principal> {
  // One round trip for the application and its tenant: this runs on every API request, as a prepared statement
  // (core/db/prepared.ts; columns named, so a column added by a later migration does not change its result type).
  const [appRow] = await preparedRows<PrincipalRow>(db, 'principal_application', PRINCIPAL_APPLICATION, [claims.clientId])
  return await principalOf(db, claims, appRow)
}

/**
 * resolvePrincipal, and the token's tenant's party holding `party` (parsePartyId's scheme and key) in the token's
 * environment, read in the same statement (undefined: no such party). What findPartyByIdentifier would answer.
 */
export async function resolvePrincipalWithParty (db: Knex, claims: AccessClaims, party: Pick<PartyIdentifier, 'scheme' | 'key'>): Promise<{ principal: Principal, party: Party | undefined }> {
  const rows = await preparedRows<PrincipalPartyRow>(db, 'principal_application_party', PRINCIPAL_APPLICATION_AND_PARTY,
    [claims.environment, party.scheme, party.key, claims.tenantId, claims.clientId])
  const principal = await principalOf(db, claims, rows[0])
  const parties = rows.filter(r => r.party_key !== null).map(r => ({
    id: r.party_key as string, tenant_id: r.party_tenant_id, environment: r.party_environment, name: r.party_name,
    created_at: r.party_created_at, scheme: r.party_scheme, value: r.party_value
  }))
  return { principal, party: partyOfRows(parties) }
}

async function principalOf (db: Knex, claims: AccessClaims, appRow: PrincipalRow | undefined): Promise<Principal> {
  if (appRow === undefined || appRow.revoked_at !== null) throw unauthorized('the application has been revoked')
  if (appRow.tenant_id !== claims.tenantId) throw unauthorized('the token does not match its application')
  if (appRow.tenant_environment !== claims.environment) throw unauthorized('the tenant does not exist in this environment')
  const tenant = { name: appRow.tenant_name }
  const app = toApplication(appRow)
  const base = {
    tenantId: claims.tenantId,
    tenantName: tenant.name as string,
    environment: claims.environment,
    applicationId: app.id,
    clientId: app.clientId,
    scopes: claims.scopes,
    expiresAt: claims.expiresAt
  }
  const [kind, id] = claims.sub.split(':', 2)
  if (kind === 'app' && id === app.id) {
    return { ...base, kind: 'application', roles: app.roles, parties: app.partyIds ?? 'all' }
  }
  if (kind === 'user') {
    const user = await db<UserRow>('users').where({ id, tenant_id: claims.tenantId }).first()
    if (user === undefined || user.disabled_at !== null) throw unauthorized('the user no longer exists or is disabled')
    // A password reset ends the sessions before it (iat has second precision: a token of the same second stays).
    if (user.credentials_changed_at != null && claims.issuedAt < Math.floor(new Date(user.credentials_changed_at).getTime() / 1000)) {
      throw unauthorized('the user\'s password has been reset since this token was issued')
    }
    return { ...base, kind: 'user', userId: user.id, username: user.username, roles: jsonColumn(user.roles), parties: await userPartyIds(db, user.id) }
  }
  throw unauthorized('the token subject is not recognised')
}

export function canActFor (p: Principal, partyId: string): boolean {
  return p.parties === 'all' || p.parties.includes(partyId)
}

export const forbidden = (reason: string): WharfError => new WharfError('FORBIDDEN', `Forbidden: ${reason}`)
