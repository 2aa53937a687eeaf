/**
 * Resolving an HTTPS inbound hook address to the request to make, without I/O.
 *
 * `httpsin://<user>:<password>@<name>[/path][?query]` names an endpoint the operator configured, never a host: `inbound`
 * is the tenant setting `baseUrl`, any other name is `endpoints[name]`. So a hook author chooses among the tenant's
 * internal endpoints but cannot send documents (and credentials) to an address of their own choosing. The hook's path
 * is appended to the endpoint's path, its query parameters are added to the endpoint's, and `$token$` (anywhere in
 * path or query) is replaced by the document's download token. User and password are percent-decoded.
 *
 *   resolveInbound('httpsin://erp:pw@inbound/invoices?token=$token$', { baseUrl, endpoints: {} }, token)
 *   // -> { url: 'https://erp.internal/wharf/invoices?token=wdt1....', user: 'erp', password: 'pw', endpoint: 'inbound' }
 */

export const TOKEN_PLACEHOLDER = '$token$'

export interface InboundTarget { url: URL, user: string, password: string, endpoint: string }

export class InboundAddressError extends Error {}

export function resolveInbound (address: string, settings: { baseUrl: string, endpoints: Record<string, string>, allowHttp: boolean }, token: string): InboundTarget {
  if (!/^httpsin:\/\//i.test(address)) throw new InboundAddressError(`not an httpsin:// address: ${address.replace(/:[^:@/]*@/, ':***@')}`)
  let hook: URL
  try { hook = new URL(address) } catch { throw new InboundAddressError('the httpsin:// address cannot be parsed') }
  const endpoint = hook.hostname.toLowerCase()
  const base = endpoint === 'inbound' ? settings.baseUrl : (Object.hasOwn(settings.endpoints, endpoint) ? settings.endpoints[endpoint] : undefined)
  if (base === undefined) {
    const known = ['inbound', ...Object.keys(settings.endpoints)].join(', ')
    throw new InboundAddressError(`endpoint "${endpoint}" is not configured for this tenant (known: ${known})`)
  }
  if (/%2e|%2f|%5c/i.test(hook.pathname)) throw new InboundAddressError('the httpsin:// path may not contain encoded dots or slashes')
  const url = new URL(base)
  if (url.protocol !== 'https:' && !(settings.allowHttp && url.protocol === 'http:')) throw new InboundAddressError(`endpoint "${endpoint}" is not an https URL`)
  const encoded = encodeURIComponent(token)
  const fill = (s: string): string => s.split(TOKEN_PLACEHOLDER).join(encoded).split('%24token%24').join(encoded)
  if (hook.pathname !== '' && hook.pathname !== '/') url.pathname = url.pathname.replace(/\/$/, '') + fill(hook.pathname)
  const query = fill(hook.search.replace(/^\?/, ''))
  if (query !== '') url.search = url.search === '' ? `?${query}` : `${url.search}&${query}`
  return { url, user: decodeURIComponent(hook.username), password: decodeURIComponent(hook.password), endpoint }
}
