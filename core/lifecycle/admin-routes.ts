/**
 * The operator's retention settings per tenant (admin token, tag `admin`; the routes: core/admin/tenant-setting-routes.ts):
 *   GET /admin/v1/tenants/{tenant}/retention   { tenantId, defaults, overrides, effective }
 *   PUT /admin/v1/tenants/{tenant}/retention   { receivedDays?, afterDownloadDays?, sentHours?, failedDays? }
 *       a number sets the tenant's period, null returns it to the default (WHARF_RETENTION_*), absent leaves it.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { Wharf } from '../context.ts'
import { tenantSettingRoutes } from '../admin/tenant-setting-routes.ts'
import { defaultPeriods, effectivePeriods, PERIOD_LIMITS, setTenantOverrides, tenantOverrides, type RetentionOverrides } from './retention.ts'

// One schema of two types (not a union): with the schema's type coercion, a union would turn null into 0 or 0 into null.
const period = (k: keyof typeof PERIOD_LIMITS, what: string) =>
  Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], ...PERIOD_LIMITS[k], description: `${what}; null: the default` }))

export async function retentionAdminRoutes (fastify: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const { knex, clock } = opts.wharf
  const defaults = defaultPeriods(opts.wharf.config)
  const view = (tenantId: string, overrides: RetentionOverrides) => ({ tenantId, defaults, overrides, effective: effectivePeriods(defaults, overrides) })

  tenantSettingRoutes(fastify, knex, {
    name: 'retention',
    getSummary: 'A tenant\'s retention of documents\' bytes: defaults, its own periods, the effective ones',
    putSummary: 'Set a tenant\'s retention periods (null: back to the default)',
    body: Type.Object({
      receivedDays: period('receivedDays', 'received documents: days after receipt'),
      afterDownloadDays: period('afterDownloadDays', 'received documents: days after the first download'),
      sentHours: period('sentHours', 'sent documents: hours after delivery'),
      failedDays: period('failedDays', 'failed or rejected documents: days after the failure')
    }, { additionalProperties: false }),
    read: async tenantId => view(tenantId, await tenantOverrides(knex, tenantId)),
    write: async (tenantId, body) => view(tenantId, await setTenantOverrides(knex, clock, tenantId, body))
  })
}
