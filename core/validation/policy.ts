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
 */
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import type { Config } from '../config.ts'

export const VALIDATION_POLICIES = ['reject', 'warn', 'off'] as const
export type ValidationPolicy = typeof VALIDATION_POLICIES[number]

/** The tenant's own policy, or null when it takes the operator's default. */
export async function tenantOverride (db: Knex, tenantId: string): Promise<ValidationPolicy | null> {
  const row = await db('tenant_validation').where({ tenant_id: tenantId }).first('policy') as { policy: ValidationPolicy } | undefined
  return row?.policy ?? null
}

export async function tenantPolicy (db: Knex, config: Pick<Config, 'validation'>, tenantId: string): Promise<ValidationPolicy> {
  return (await tenantOverride(db, tenantId)) ?? config.validation.policy
}

/** Sets (a policy) or clears (null: back to the default) a tenant's policy. */
export async function setTenantPolicy (db: Knex, clock: Clock, tenantId: string, policy: ValidationPolicy | null): Promise<void> {
  if (policy === null) {
    await db('tenant_validation').where({ tenant_id: tenantId }).delete()
    return
  }
  await db('tenant_validation').insert({ tenant_id: tenantId, policy, updated_at: new Date(clock.now()) })
    .onConflict('tenant_id').merge(['policy', 'updated_at'])
}
