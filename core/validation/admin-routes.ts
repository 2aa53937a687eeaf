/**
 * The operator's validation policy per tenant (admin token, tag `admin`; core/validation/policy.ts):
 *   GET /admin/v1/tenants/{tenant}/validation   { tenantId, default, override, effective }
 *   PUT /admin/v1/tenants/{tenant}/validation   { policy: 'reject' | 'warn' | 'off' | null }  (null: back to the
 *       operator's default, WHARF_VALIDATION_POLICY)
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { findTenant } from '../tenancy/tenants.ts'
import { setTenantPolicy, tenantOverride, VALIDATION_POLICIES, type ValidationPolicy } from './policy.ts'

const tags = ['admin']
const security = [{ admin: [] }]
const config = { auth: 'admin' } as const
const Params = Type.Object({ tenant: Type.String({ description: 'tenant id, or its name when unique' }) })

export async function validationAdminRoutes (fastify: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { knex, clock } = opts.wharf
  const fallback = opts.wharf.config.validation.policy
  const view = (tenantId: string, override: ValidationPolicy | null) => ({ tenantId, default: fallback, override, effective: override ?? fallback })

  app.get('/admin/v1/tenants/:tenant/validation', {
    config, schema: { tags, security, params: Params, summary: 'A tenant\'s validation policy for sent documents: the default, its own, the effective one' }
  }, async (req) => {
    const tenant = await findTenant(knex, req.params.tenant)
    return view(tenant.id, await tenantOverride(knex, tenant.id))
  })

  app.put('/admin/v1/tenants/:tenant/validation', {
    config,
    schema: {
      tags, security, params: Params,
      summary: 'Set a tenant\'s validation policy (null: back to the default)',
      description: 'reject: a document that fails the official rules is refused with 400 DOCUMENT_INVALID, nothing stored; warn: it is sent and the errors and warnings go into its status history; off: not validated. Received documents are validated for the MLS unless off.',
      body: Type.Object({
        policy: Type.Union([...VALIDATION_POLICIES.map(p => Type.Literal(p)), Type.Null()])
      }, { additionalProperties: false })
    }
  }, async (req) => {
    const tenant = await findTenant(knex, req.params.tenant)
    await setTenantPolicy(knex, clock, tenant.id, req.body.policy)
    return view(tenant.id, req.body.policy)
  })
}
