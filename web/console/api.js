// Calls to Wharf's existing APIs from the console: the admin token for /admin, the tenant token for /api.
import { adminToken, tenantToken } from './session.js'

export class ApiError extends Error {
  constructor (status, code, message) {
    super(message)
    this.status = status
    this.code = code
  }
}

/**
 * api('/api/v1/parties') (tenant token), api('/admin/v1/tenants', { as: 'admin' }), api(url, { as: 'none' }),
 * api(url, { method: 'PUT', body: {...} }). Answers the parsed JSON (or null for 204); throws ApiError with the
 * error body's message.
 */
export async function api (path, { method = 'GET', body, as } = {}) {
  const who = as ?? (path.startsWith('/admin/') ? 'admin' : path.startsWith('/api/') ? 'tenant' : 'none')
  const headers = { accept: 'application/json' }
  if (who !== 'none') {
    const token = who === 'admin' ? adminToken() : tenantToken()
    if (token === undefined) throw new ApiError(401, 'NOT_SIGNED_IN', who === 'admin' ? 'Sign in with the admin token to see this.' : 'Sign in to a tenant (application or user) to see this.')
    headers.authorization = `Bearer ${token}`
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  if (res.status === 204) return null
  const text = await res.text()
  let json = null
  try { json = text === '' ? null : JSON.parse(text) } catch { /* not JSON */ }
  if (!res.ok) throw new ApiError(res.status, json?.code ?? json?.error ?? 'HTTP_' + res.status, `${res.status}: ${json?.message ?? json?.error_description ?? (text.slice(0, 200) || res.statusText)}`)
  return json
}

/** POST /connect/token (form encoded): an access token of scope ap. */
export async function requestToken (form) {
  const res = await fetch('/connect/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: new URLSearchParams(form) })
  const json = await res.json().catch(() => ({}))
  if (!res.ok) throw new ApiError(res.status, json.error ?? 'HTTP_' + res.status, `${res.status}: ${json.error_description ?? json.error ?? res.statusText}`)
  return json
}

/** Query string of the non-empty values. */
export const qs = params => {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v))
  const s = p.toString()
  return s === '' ? '' : `?${s}`
}

/** The enum of a query parameter as /openapi.json declares it (families, statuses): the console never hard-codes them. */
let openapi
export async function queryEnum (path, name) {
  openapi ??= api('/openapi.json', { as: 'none' })
  const op = (await openapi).paths?.[path]?.get
  const schema = op?.parameters?.find(p => p.name === name && p.in === 'query')?.schema ?? {}
  const values = schema.enum ?? (schema.anyOf ?? []).flatMap(s => s.enum ?? (s.const !== undefined ? [s.const] : []))
  return values.map(String)
}

/**
 * download('/admin/v1/reporting/{id}/xml', 'EUSR.xml'): fetches a file with the credential (a plain link cannot send
 * the Authorization header) and hands it to the browser as a download of a Blob, under the server's
 * Content-Disposition filename when it gives one.
 */
export async function download (path, fallbackName, { as } = {}) {
  const who = as ?? (path.startsWith('/admin/') ? 'admin' : 'tenant')
  const token = who === 'admin' ? adminToken() : tenantToken()
  if (token === undefined) throw new ApiError(401, 'NOT_SIGNED_IN', 'Sign in to download this.')
  const res = await fetch(path, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) {
    const json = await res.json().catch(() => null)
    throw new ApiError(res.status, json?.code ?? 'HTTP_' + res.status, `${res.status}: ${json?.message ?? res.statusText}`)
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return name
}
