/** Shortcuts that set up tenants, parties, applications and users through the admin API, as an operator would. */
import assert from 'node:assert/strict'
import type { TestWharf } from './wharf.ts'
import { ACCEPTANCE_HOST, PRODUCTION_HOST } from './wharf.ts'

export const hostOf = (environment: 'acceptance' | 'production'): string => environment === 'acceptance' ? ACCEPTANCE_HOST : PRODUCTION_HOST

export async function tenant (t: TestWharf, name: string, environment: 'acceptance' | 'production' = 'acceptance', kind?: 'partner' | 'direct'): Promise<{ id: string, subscriptionKey: string }> {
  const res = await t.admin('POST', '/admin/v1/tenants', { name, environment, ...(kind !== undefined ? { kind } : {}) })
  assert.equal(res.statusCode, 201, res.body)
  return res.json()
}

export async function party (t: TestWharf, tenantId: string, ids: string[], name?: string): Promise<{ id: string, identifiers: string[] }> {
  const res = await t.admin('POST', '/admin/v1/parties', { tenant: tenantId, ids, ...(name !== undefined ? { name } : {}) })
  assert.equal(res.statusCode, 201, res.body)
  return res.json()
}

export async function application (t: TestWharf, tenantId: string, roles: string[], parties?: string[]): Promise<{ clientId: string, clientSecret: string }> {
  const res = await t.admin('POST', '/admin/v1/applications', { tenant: tenantId, roles, ...(parties !== undefined ? { parties } : {}) })
  assert.equal(res.statusCode, 201, res.body)
  return res.json()
}

export async function user (t: TestWharf, tenantId: string, username: string, password: string, parties: string[], roles?: string[]): Promise<{ id: string }> {
  const res = await t.admin('POST', '/admin/v1/users', { tenant: tenantId, username, password, parties, ...(roles !== undefined ? { roles } : {}) })
  assert.equal(res.statusCode, 201, res.body)
  return res.json()
}

export async function requestToken (t: TestWharf, form: Record<string, string>, environment: 'acceptance' | 'production' = 'acceptance'): Promise<{ status: number, body: Record<string, unknown> }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: hostOf(environment) },
    payload: new URLSearchParams(form).toString()
  })
  return { status: res.statusCode, body: res.json() }
}

export async function clientToken (t: TestWharf, app: { clientId: string, clientSecret: string }, environment: 'acceptance' | 'production' = 'acceptance'): Promise<string> {
  const res = await requestToken(t, { grant_type: 'client_credentials', client_id: app.clientId, client_secret: app.clientSecret, scope: 'ap' }, environment)
  assert.equal(res.status, 200, JSON.stringify(res.body))
  return res.body.access_token as string
}

export async function api (t: TestWharf, token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { environment?: 'acceptance' | 'production', headers?: Record<string, string>, payload?: unknown } = {}) {
  return await t.app.inject({
    method,
    url,
    payload: opts.payload as object,
    headers: { host: hostOf(opts.environment ?? 'acceptance'), ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}), ...opts.headers }
  })
}
