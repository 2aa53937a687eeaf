/** Tenants (an integrator's environment: messages, configuration and logs are separated per tenant) and their legacy
 * Subscription-Keys. */
import { randomBytes, randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import { ENVIRONMENTS, type Environment } from '../config.ts'
import { WharfError } from '../errors.ts'
import { digestKey } from '../crypto/passwords.ts'
import type { TenantKind } from './password-policy.ts'

export interface Tenant {
  id: string
  name: string
  environment: Environment
  plan: string
  kind: TenantKind
  createdAt: string
}

interface TenantRow { id: string, name: string, environment: Environment, plan: string, kind: TenantKind, created_at: Date | string }

export const toTenant = (r: TenantRow): Tenant => ({
  id: r.id, name: r.name, environment: r.environment, plan: r.plan, kind: r.kind, createdAt: new Date(r.created_at).toISOString()
})

export interface CreateTenant { name: string, environment: Environment, plan?: string, kind?: TenantKind }

export async function createTenant (db: Knex, clock: Clock, input: CreateTenant): Promise<Tenant & { subscriptionKey: string }> {
  const name = input.name.trim()
  if (name === '' || name.length > 200) throw new WharfError('VALIDATION_FAILED', 'A tenant name must have 1 to 200 characters')
  if (!ENVIRONMENTS.includes(input.environment)) {
    throw new WharfError('VALIDATION_FAILED', `The environment must be acceptance or production, not "${String(input.environment)}"`)
  }
  const exists = await db('tenants').where({ environment: input.environment, name }).first()
  if (exists !== undefined) throw new WharfError('CONFLICT', `A tenant named "${name}" already exists in ${input.environment}`)
  const now = new Date(clock.now())
  const row: TenantRow = { id: randomUUID(), name, environment: input.environment, plan: input.plan ?? 'standard', kind: input.kind ?? 'partner', created_at: now }
  const subscriptionKey = randomBytes(16).toString('hex')
  await db.transaction(async trx => {
    await trx('tenants').insert(row)
    await trx('subscription_keys').insert({ id: randomUUID(), tenant_id: row.id, key_hash: digestKey(subscriptionKey), created_at: now })
  })
  return { ...toTenant(row), subscriptionKey }
}

/** Finds a tenant by id, or by name when the name is unique across environments. */
export async function findTenant (db: Knex, ref: string): Promise<Tenant> {
  const byId = await db<TenantRow>('tenants').where({ id: ref }).first()
  if (byId !== undefined) return toTenant(byId)
  const byName = await db<TenantRow>('tenants').where({ name: ref })
  if (byName.length === 1) return toTenant(byName[0])
  if (byName.length > 1) {
    throw new WharfError('CONFLICT', `Several tenants are named "${ref}" (one per environment): use the tenant id`, {
      tenants: byName.map(t => ({ id: t.id, environment: t.environment }))
    })
  }
  throw new WharfError('NOT_FOUND', `No tenant "${ref}"`)
}

export async function listTenants (db: Knex): Promise<Tenant[]> {
  return (await db<TenantRow>('tenants').orderBy('created_at')).map(toTenant)
}

export async function countTenants (db: Knex): Promise<number> {
  const [{ n }] = await db('tenants').count<Array<{ n: string | number }>>('* as n')
  return Number(n)
}

/** Whether `key` is a current Subscription-Key of the tenant. */
export async function isSubscriptionKeyValid (db: Knex, tenantId: string, key: string): Promise<boolean> {
  const row = await db('subscription_keys').where({ tenant_id: tenantId, key_hash: digestKey(key) }).whereNull('revoked_at').first()
  return row !== undefined
}

export async function addSubscriptionKey (db: Knex, clock: Clock, tenantId: string): Promise<string> {
  const key = randomBytes(16).toString('hex')
  await db('subscription_keys').insert({ id: randomUUID(), tenant_id: tenantId, key_hash: digestKey(key), created_at: new Date(clock.now()) })
  return key
}
