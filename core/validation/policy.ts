/**
 * The validation policy of a tenant (issue 17 point 6): what the send pipeline does with a document that fails the
 * official rules, and whether received documents are validated for the MLS.
 *   reject  400 DOCUMENT_INVALID with the assertions; nothing stored, no event (the default: a Peppol provider
 *           validates before it accepts)
 *   warn    sent; the errors and warnings go into its status history (Validated) and the send command's details
 *   off     not validated
 * The operator's default is WHARF_VALIDATION_POLICY (config.validation.policy); a tenant's own is set through
 * PUT /admin/v1/tenants/{tenant}/validation (core/validation/admin-routes.ts, table tenant_validation, migration 016).
 *
 *   const policy = await tenantPolicy(knex, config, tenantId)   // 'reject' | 'warn' | 'off'
 *
 * tenantPolicy() runs for every document sent and received, so it answers from a per-process cache of the tenants'
 * own policies (core/read-cache.ts, the one the hook store's routing cache uses too): a change through
 * setTenantPolicy in this process takes effect at once, one made by another process on the same database within
 * POLICY_TTL_MS (1 s).
 * tenantOverride() (the admin API's read) always reads the table.
 */
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import type { Config } from '../config.ts'
import { Generation, ReadCache } from '../read-cache.ts'

export const VALIDATION_POLICIES = ['reject', 'warn', 'off'] as const
export type ValidationPolicy = typeof VALIDATION_POLICIES[number]

/** The tenant's own policy, or null when it takes the operator's default. */
export async function tenantOverride (db: Knex, tenantId: string): Promise<ValidationPolicy | null> {
  const row = await db('tenant_validation').where({ tenant_id: tenantId }).first('policy') as { policy: ValidationPolicy } | undefined
  return row?.policy ?? null
}

/** How long tenantPolicy() may answer from its cache (writes in this process drop it at once). */
export const POLICY_TTL_MS = 1000
/** Bumped by every setTenantPolicy in this process: answers read before it are stale. */
const generation = new Generation()
/** By database (clientOf), then tenant. */
const cache = new WeakMap<object, ReadCache<string, ValidationPolicy | null>>()

export async function tenantPolicy (db: Knex, config: Pick<Config, 'validation'>, tenantId: string): Promise<ValidationPolicy> {
  const key = clientOf(db)
  let byTenant = cache.get(key)
  if (byTenant === undefined) { byTenant = new ReadCache(generation, { ttlMs: POLICY_TTL_MS, maxEntries: 10_000 }); cache.set(key, byTenant) }
  const policy = await byTenant.read(tenantId, async () => await tenantOverride(db, tenantId))
  return policy ?? config.validation.policy
}

/** A key per Wharf instance's database: its knex client's config, which knex gives a transaction's client too. */
const clientOf = (db: Knex): object => (db as unknown as { client: { config: object } }).client.config

/** Sets (a policy) or clears (null: back to the default) a tenant's policy. */
export async function setTenantPolicy (db: Knex, clock: Clock, tenantId: string, policy: ValidationPolicy | null): Promise<void> {
  generation.bump() // reads already under way do not keep their answer; reads during the write neither (finally)
  try {
    if (policy === null) {
      await db('tenant_validation').where({ tenant_id: tenantId }).delete()
      return
    }
    await db('tenant_validation').insert({ tenant_id: tenantId, policy, updated_at: new Date(clock.now()) })
      .onConflict('tenant_id').merge(['policy', 'updated_at'])
  } finally {
    generation.bump()
  }
}
