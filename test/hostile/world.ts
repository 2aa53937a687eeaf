/**
 * The fixture every hostile test file shares: one Wharf (PGlite, or PostgreSQL with DATABASE_URL) with two tenants A
 * and B in acceptance and one tenant P in production, each with a party, an ApManager application and its token, an
 * ApUser application, a hook, a sent document (and so an event). Built once per file, at module load, so the case
 * tables can be generated from what the running app serves (its /openapi.json).
 */
import fs from 'node:fs'
import path from 'node:path'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf, type TestOptions } from '../helpers/wharf.ts'
import { api, application, clientToken, party, tenant } from '../helpers/fixtures.ts'

export const DOCUMENTS = path.resolve(import.meta.dirname, '../fixtures/documents')
export const fixture = (name: string): Buffer => fs.readFileSync(path.join(DOCUMENTS, name))

/** Every send route of core/documents/routes.ts with a document of its family, except waybill: the official Waybill
 * example's ProfileID is not the code list's, so it is refused before any attack could tell (detect-logistics.test.ts). */
export const SEND_ROUTES: Record<string, string> = {
  salesInvoice: 'bis3-base-example.xml',
  purchaseOrder: 'poacc-uc1-order.xml',
  orderResponse: 'poacc-uc1-order-response.xml',
  despatchAdvice: 'poacc-despatch-advice.xml',
  invoiceResponse: 'poacc-invoice-response.xml',
  receiptAdvice: 'logistics-receipt-advice.xml',
  weightStatement: 'logistics-weight-statement.xml',
  transportExecutionPlan: 'logistics-transport-execution-plan.xml',
  transportationStatus: 'logistics-transportation-status.xml',
  logisticsResponse: 'logistics-application-response.xml'
}

export type TenantName = 'A' | 'B' | 'P'
export interface Tenant {
  name: TenantName
  id: string
  subscriptionKey: string
  environment: 'acceptance' | 'production'
  /** The party's identifier as routes take it (<scheme>:<id>). */
  partyId: string
  partyInternalId: string
  manager: { clientId: string, clientSecret: string }
  /** ApManager token for every party of the tenant. */
  token: string
  /** ApUser token for every party of the tenant. */
  userToken: string
  hookId: string
  /** A delivery of the hook (an event routed to it; never attempted: no worker runs). */
  deliveryId: string
  documentId: string
  /** An end-customer user of the tenant (managed through /api/v1/users). */
  userId: string
}

export interface World {
  t: TestWharf
  A: Tenant
  B: Tenant
  P: Tenant
  close: () => Promise<void>
}

const PARTIES: Record<TenantName, string> = { A: '0208:0123456749', B: '0192:987654325', P: '0088:7300010000001' }

async function makeTenant (t: TestWharf, name: TenantName, environment: 'acceptance' | 'production'): Promise<Tenant> {
  const tn = await tenant(t, `hostile-${name}`, environment)
  const p = await party(t, tn.id, [PARTIES[name]])
  const manager = await application(t, tn.id, ['ApManager'])
  const token = await clientToken(t, manager, environment)
  const userToken = await clientToken(t, await application(t, tn.id, ['ApUser']), environment)
  // A hook whose action no installed plugin serves (accepted, never delivered): no URL, so no outbound check applies.
  const hook = await api(t, token, 'POST', '/api/v1/hook', { environment, payload: { partyId: PARTIES[name], action: 'hostile-fixture', topics: ['InvoiceReceived'] } })
  assert.equal(hook.statusCode, 201, hook.body)
  const event = await t.admin('POST', '/admin/v1/events', { tenant: tn.id, topic: 'InvoiceReceived', partyId: PARTIES[name] })
  assert.equal(event.json().deliveries, 1, event.body)
  const deliveries = await api(t, token, 'GET', `/api/v1/hook/${hook.json().id as string}/deliveries`, { environment })
  assert.equal(deliveries.statusCode, 200, deliveries.body)
  const doc = await api(t, token, 'POST', `/api/v1/${PARTIES[name]}/salesInvoice/send`, { environment, payload: fixture(SEND_ROUTES.salesInvoice), headers: { 'content-type': 'application/xml' } })
  assert.equal(doc.statusCode, 202, doc.body)
  const user = await api(t, token, 'POST', '/api/v1/users', { environment, payload: { username: `user-${name}`, password: 'Hostile!Pass1', partyIds: [PARTIES[name]] } })
  assert.equal(user.statusCode, 201, user.body)
  return {
    name, id: tn.id, subscriptionKey: tn.subscriptionKey, environment, partyId: PARTIES[name], partyInternalId: p.id,
    manager, token, userToken, hookId: hook.json().id, deliveryId: deliveries.json().deliveries[0].deliveryId, documentId: doc.json().documentId, userId: user.json().id
  }
}

export async function buildWorld (env: Record<string, string> = {}, opts: TestOptions = {}): Promise<World> {
  const t = await createTestWharf(env, opts)
  const A = await makeTenant(t, 'A', 'acceptance')
  const B = await makeTenant(t, 'B', 'acceptance')
  const P = await makeTenant(t, 'P', 'production')
  return { t, A, B, P, close: async () => { await t.close() } }
}
