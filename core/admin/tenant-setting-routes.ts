/**
 * One per-tenant setting of the operator API (admin token, tag `admin`), the tenant named by id or by its name when
 * unique (findTenant):
 *   GET /admin/v1/tenants/{tenant}/<name>   read(tenantId)
 *   PUT /admin/v1/tenants/{tenant}/<name>   write(tenantId, body): the body checked against `body`
 * Both answer the setting's view. Served this way: retention (core/lifecycle/admin-routes.ts) and the validation policy
 * (core/validation/admin-routes.ts).
 */
import type { FastifyInstance } from 'fastify'
import { Type, type Static, type TSchema } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Knex } from 'knex'
import { findTenant } from '../tenancy/tenants.ts'

export interface TenantSetting<B extends TSchema> {
  /** The last path segment: `retention`, `validation`. */
  name: string
  /** The two routes' summaries (OpenAPI). */
  getSummary: string
  putSummary: string
  /** The PUT route's description (OpenAPI), if any. */
  description?: string
  /** The PUT body's schema. */
  body: B
  read: (tenantId: string) => Promise<unknown>
  write: (tenantId: string, body: Static<B>) => Promise<unknown>
}

const tags = ['admin']
const security = [{ admin: [] }]
const config = { auth: 'admin' } as const
const Params = Type.Object({ tenant: Type.String({ description: 'tenant id, or its name when unique' }) })

export function tenantSettingRoutes<B extends TSchema> (fastify: FastifyInstance, knex: Knex, setting: TenantSetting<B>): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const url = `/admin/v1/tenants/:tenant/${setting.name}`

  app.get(url, { config, schema: { tags, security, params: Params, summary: setting.getSummary } }, async (req) => {
    const tenant = await findTenant(knex, req.params.tenant)
    return await setting.read(tenant.id)
  })

  app.put(url, {
    config,
    schema: {
      tags, security, params: Params,
      summary: setting.putSummary,
      ...(setting.description === undefined ? {} : { description: setting.description }),
      body: setting.body
    }
  }, async (req) => {
    const tenant = await findTenant(knex, req.params.tenant)
    return await setting.write(tenant.id, req.body as Static<B>)
  })
}
