/**
 * `dico://<endpoint>?applicationId=<id>&mode=<mode>&header=<header>`: the hook address of the DICO channel, as the
 * service Wharf reimplements writes it. What is checked, without I/O: the scheme, an endpoint name the operator
 * configured (a hook never names a URL), no credentials in the address, and the three parameters present at most
 * once. Their meaning on the DICO side (which application id, which modes, what header) is not publicly specified,
 * so they are carried as given and not interpreted (README.md).
 */
export interface DicoAddress { endpoint: string, url: string, applicationId?: string, mode?: string, header?: string }

export class DicoAddressError extends Error {}

const PARAMS = ['applicationId', 'mode', 'header'] as const

export function parseDicoAddress (action: string, endpoints: Record<string, string>): DicoAddress {
  if (!/^dico:\/\//i.test(action)) throw new DicoAddressError(`not a dico:// address: ${action}`)
  let url: URL
  try { url = new URL(action) } catch { throw new DicoAddressError('the dico:// address cannot be parsed') }
  if (url.username !== '' || url.password !== '') throw new DicoAddressError('a dico:// address carries no credentials')
  const endpoint = url.hostname.toLowerCase()
  if (endpoint === '') throw new DicoAddressError('the dico:// address names no endpoint')
  const target = Object.hasOwn(endpoints, endpoint) ? endpoints[endpoint] : undefined
  if (target === undefined) throw new DicoAddressError(`endpoint "${endpoint}" is not configured for this tenant (known: ${Object.keys(endpoints).join(', ') || 'none'})`)
  const unknown = [...url.searchParams.keys()].filter(k => !(PARAMS as readonly string[]).includes(k))
  if (unknown.length > 0) throw new DicoAddressError(`unknown dico:// parameter(s): ${unknown.join(', ')} (known: ${PARAMS.join(', ')})`)
  const out: DicoAddress = { endpoint, url: target }
  for (const p of PARAMS) {
    const values = url.searchParams.getAll(p)
    if (values.length > 1) throw new DicoAddressError(`dico:// parameter ${p} is given ${values.length} times`)
    if (values.length === 1 && values[0] !== '') out[p] = values[0]
  }
  return out
}

/** The root namespace of the Ketenstandaard messages (public: e.g. `http://www.ketenstandaard.nl/artikelbericht/SALES/005` of the item message). */
export const KETENSTANDAARD_NS = /^https?:\/\/www\.ketenstandaard\.nl\//

/** The document's root element and namespace, read from its start tag (no parser: only the first element is needed). */
export function rootOf (xml: string): { name: string, ns?: string } | undefined {
  const body = xml.replace(/^\uFEFF?\s*(<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*)*/, '')
  const m = /^<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)([^>]*)>/.exec(body)
  if (m === null) return undefined
  const prefix = m[1]?.slice(0, -1)
  const attr = new RegExp(`\\sxmlns${prefix !== undefined ? `:${prefix}` : ''}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(m[3])
  return { name: m[2], ns: attr?.[2] ?? attr?.[3] }
}
