/**
 * End-customer users: username + password (stored as a scrypt hash), linked to one or more parties of the tenant.
 * They get tokens through the password grant, together with an application's client credentials; the username
 * decides which parties the token may act for.
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import { WharfError } from '../errors.ts'
import { hashSecret } from '../crypto/passwords.ts'
import type { RoleName } from '../auth/roles.ts'
import { checkPassword } from './password-policy.ts'
import type { Tenant } from './tenants.ts'
import { resolvePartyIds } from './parties.ts'
import { parseRoles } from './applications.ts'

export interface User {
  id: string
  tenantId: string
  username: string
  roles: RoleName[]
  partyIds: string[]
  createdAt: string
}

export interface UserRow {
  id: string
  tenant_id: string
  username: string
  password_hash: string
  roles: RoleName[] | string
  created_at: Date | string
  disabled_at: Date | string | null
}

export interface CreateUser { tenant: Tenant, username: string, password: string, parties: string[], roles?: string[] }

export async function createUser (db: Knex, clock: Clock, input: CreateUser): Promise<User> {
  const username = input.username.trim()
  if (!/^[A-Za-z0-9._@+-]{3,200}$/.test(username)) {
    throw new WharfError('VALIDATION_FAILED', 'A username has 3 to 200 characters: letters, digits and . _ @ + -')
  }
  checkPassword(input.password, input.tenant.kind)
  if (input.parties.length === 0) throw new WharfError('VALIDATION_FAILED', 'A user must be linked to at least one party')
  const roles = parseRoles(input.roles ?? ['ApUser'])
  const partyIds = await resolvePartyIds(db, input.tenant.id, input.tenant.environment, input.parties)
  const taken = await db('users').where({ tenant_id: input.tenant.id, username }).first()
  if (taken !== undefined) throw new WharfError('CONFLICT', `The tenant already has a user "${username}"`)
  const row: UserRow = {
    id: randomUUID(),
    tenant_id: input.tenant.id,
    username,
    password_hash: await hashSecret(input.password),
    roles: JSON.stringify(roles),
    created_at: new Date(clock.now()),
    disabled_at: null
  }
  await db.transaction(async trx => {
    await trx('users').insert(row)
    await trx('user_parties').insert(partyIds.map(party_id => ({ user_id: row.id, party_id })))
  })
  return { id: row.id, tenantId: row.tenant_id, username, roles, partyIds, createdAt: new Date(row.created_at).toISOString() }
}

export async function findUser (db: Knex, tenantId: string, username: string): Promise<UserRow | undefined> {
  return await db<UserRow>('users').where({ tenant_id: tenantId, username: username.trim() }).first()
}

export async function userPartyIds (db: Knex, userId: string): Promise<string[]> {
  return (await db('user_parties').where({ user_id: userId }).select('party_id')).map(r => r.party_id as string)
}
