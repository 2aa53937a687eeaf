/**
 * The operator's validation policy per tenant (admin token, tag `admin`; core/validation/policy.ts; the routes:
 * core/admin/tenant-setting-routes.ts):
 *   GET /admin/v1/tenants/{tenant}/validation   { tenantId, default, override, effective }
 *   PUT /admin/v1/tenants/{tenant}/validation   { policy: 'reject' | 'warn' | 'off' | null }  (null: back to the
 *       operator's default, WHARF_VALIDATION_POLICY)
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { Wharf } from '../context.ts'
import { tenantSettingRoutes } from '../admin/tenant-setting-routes.ts'
import { setTenantPolicy, tenantOverride, VALIDATION_POLICIES, type ValidationPolicy } from './policy.ts'

export async function validationAdminRoutes (fastify: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const { knex, clock } = opts.wharf
  const fallback = opts.wharf.config.validation.policy
  const view = (tenantId: string, override: ValidationPolicy | null) => ({ tenantId, default: fallback, override, effective: override ?? fallback })

  tenantSettingRoutes(fastify, knex, {
    name: 'validation',
    getSummary: 'A tenant\'s validation policy for sent documents: the default, its own, the effective one',
    putSummary: 'Set a tenant\'s validation policy (null: back to the default)',
    description: 'reject: a document that fails the official rules is refused with 400 DOCUMENT_INVALID, nothing stored; warn: it is sent and the errors and warnings go into its status history; off: not validated. Received documents are validated for the MLS unless off.',
    body: Type.Object({
      policy: Type.Union([...VALIDATION_POLICIES.map(p => Type.Literal(p)), Type.Null()])
    }, { additionalProperties: false }),
    read: async tenantId => view(tenantId, await tenantOverride(knex, tenantId)),
    write: async (tenantId, body) => {
      await setTenantPolicy(knex, clock, tenantId, body.policy)
      return view(tenantId, body.policy)
    }
  })
}
