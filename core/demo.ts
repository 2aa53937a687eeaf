/**
 * First start: with WHARF_DEMO on (the default) and no tenant yet, create a demo tenant in acceptance with one
 * application (ApManager, ApUser) and print its credentials once, with a ready-to-paste curl for a token. Tenant and
 * application are created in one transaction; core/main.ts lets a stop signal wait until the banner is printed.
 */
import type { Wharf } from './context.ts'
import { countTenants, createTenant } from './tenancy/tenants.ts'
import { createApplication } from './tenancy/applications.ts'

export interface DemoCredentials { tenantId: string, clientId: string, clientSecret: string, subscriptionKey: string }

export async function createDemoTenant (wharf: Wharf): Promise<DemoCredentials | undefined> {
  if (!wharf.config.demo || await countTenants(wharf.knex) > 0) return undefined
  // One transaction: a process stopped in between leaves no tenant without its application (and no banner to print).
  return await wharf.knex.transaction(async trx => {
    const tenant = await createTenant(trx, wharf.clock, { name: 'demo', environment: 'acceptance', plan: 'demo' })
    const app = await createApplication(trx, wharf.clock, { tenant, roles: ['ApManager', 'ApUser'], name: 'demo' })
    return { tenantId: tenant.id, clientId: app.clientId, clientSecret: app.clientSecret, subscriptionKey: tenant.subscriptionKey }
  })
}

export function demoBanner (creds: DemoCredentials, baseUrl: string): string {
  return [
    '',
    '  Wharf demo tenant created (acceptance). These credentials are shown only once:',
    '',
    `    clientId:     ${creds.clientId}`,
    `    clientSecret: ${creds.clientSecret}`,
    '',
    '  Get a token:',
    '',
    `    curl -s ${baseUrl}/connect/token -d grant_type=client_credentials \\`,
    `      -d client_id=${creds.clientId} -d client_secret=${creds.clientSecret} -d scope=ap`,
    '',
    `  Then: curl -s ${baseUrl}/api/v1/me -H "Authorization: Bearer <access_token>"`,
    `  API docs: ${baseUrl}/docs`,
    ''
  ].join('\n')
}
