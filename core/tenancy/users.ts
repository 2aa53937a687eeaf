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
import { jsonColumn } from '../db/rows.ts'

export interface User {
  id: string
  tenantId: string
  username: string
  roles: RoleName[]
  partyIds: string[]
  createdAt: string
  /** Set while the user is disabled: no new tokens, existing ones refused. */
  disabledAt?: string | null
}

export interface UserRow {
  id: string
  tenant_id: string
  username: string
  password_hash: string
  roles: RoleName[] | string
  created_at: Date | string
  disabled_at: Date | string | null
  credentials_changed_at?: Date | string | null
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

const iso = (v: Date | string | null | undefined): string | null => v == null ? null : new Date(v).toISOString()

async function toUser (db: Knex, r: UserRow): Promise<User> {
  return { id: r.id, tenantId: r.tenant_id, username: r.username, roles: jsonColumn<RoleName[]>(r.roles), partyIds: await userPartyIds(db, r.id), createdAt: iso(r.created_at) as string, disabledAt: iso(r.disabled_at) }
}

/** The tenant's users; with `onlyParties`, those linked to none but these parties (what a party-limited manager sees). */
export async function listUsers (db: Knex, tenantId: string, onlyParties?: string[]): Promise<User[]> {
  const rows = await db<UserRow>('users').where({ tenant_id: tenantId }).orderBy(['created_at', 'id'])
  const users = await Promise.all(rows.map(async r => await toUser(db, r)))
  return onlyParties === undefined ? users : users.filter(u => u.partyIds.every(p => onlyParties.includes(p)))
}

export async function getUser (db: Knex, tenantId: string, id: string): Promise<User | undefined> {
  const row = await db<UserRow>('users').where({ tenant_id: tenantId, id }).first()
  return row === undefined ? undefined : await toUser(db, row)
}

/** Replaces the user's party links (at least one); the change applies to tokens already issued, at their next request. */
export async function setUserParties (db: Knex, tenant: Tenant, id: string, parties: string[]): Promise<void> {
  if (parties.length === 0) throw new WharfError('VALIDATION_FAILED', 'A user must be linked to at least one party')
  const partyIds = await resolvePartyIds(db, tenant.id, tenant.environment, parties)
  await db.transaction(async trx => {
    await trx('user_parties').where({ user_id: id }).delete()
    await trx('user_parties').insert(partyIds.map(party_id => ({ user_id: id, party_id })))
  })
}

/** A new password under the tenant's rule; tokens issued before it are refused from now on. */
export async function resetPassword (db: Knex, clock: Clock, tenant: Tenant, id: string, password: string): Promise<void> {
  checkPassword(password, tenant.kind)
  await db('users').where({ id, tenant_id: tenant.id }).update({ password_hash: await hashSecret(password), credentials_changed_at: new Date(clock.now()) })
}

export async function setUserDisabled (db: Knex, clock: Clock, tenantId: string, id: string, disabled: boolean): Promise<void> {
  await db('users').where({ id, tenant_id: tenantId }).update({ disabled_at: disabled ? new Date(clock.now()) : null })
}
