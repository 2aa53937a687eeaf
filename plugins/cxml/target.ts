/**
 * `cxml://<network>[?toDomain=<domain>&toIdentity=<identity>]` -> the network the operator configured under that
 * name and the cXML credentials to send with. The hook names a network, never a URL or a secret: the endpoint, the
 * From/Sender credentials and the SharedSecret come from the tenant's settings. A hook may name the buyer (To),
 * which differs per recipient on one network. Variants fill the credential domain when a credential has none:
 * ariba `NetworkID` (network ids), coupa `DUNS`; generic needs every domain written.
 */
import type { Credential } from '../../transforms/ubl-to-cxml/cxml.ts'

export interface NetworkSettings {
  url: string
  variant: 'generic' | 'ariba' | 'coupa'
  from: { domain?: string, identity: string }
  to?: { domain?: string, identity: string }
  sender: { domain?: string, identity: string }
  sharedSecret: string
  deploymentMode: 'production' | 'test'
  userAgent: string
  version: string
  payloadDomain: string
}

export interface CxmlTarget { name: string, network: NetworkSettings, from: Credential, to: Credential, sender: Credential }

export class CxmlAddressError extends Error {}

const DEFAULT_DOMAIN: Record<NetworkSettings['variant'], string | undefined> = { generic: undefined, ariba: 'NetworkID', coupa: 'DUNS' }

export function resolveNetwork (action: string, networks: Record<string, NetworkSettings>): CxmlTarget {
  if (!/^cxml:\/\//i.test(action)) throw new CxmlAddressError(`not a cxml:// address: ${action}`)
  let url: URL
  try { url = new URL(action) } catch { throw new CxmlAddressError('the cxml:// address cannot be parsed') }
  if (url.username !== '' || url.password !== '') throw new CxmlAddressError('a cxml:// address carries no credentials: the SharedSecret is an operator setting')
  const name = url.hostname.toLowerCase()
  const network = Object.hasOwn(networks, name) ? networks[name] : undefined
  if (network === undefined) throw new CxmlAddressError(`network "${name}" is not configured for this tenant (known: ${Object.keys(networks).join(', ')})`)
  const fill = (c: { domain?: string, identity: string }, field: string): Credential => {
    const domain = c.domain ?? DEFAULT_DOMAIN[network.variant]
    if (domain === undefined) throw new CxmlAddressError(`network "${name}": ${field}.domain is required for the generic variant`)
    return { domain, identity: c.identity }
  }
  const toIdentity = url.searchParams.get('toIdentity')
  const to = toIdentity !== null && toIdentity !== ''
    ? fill({ domain: url.searchParams.get('toDomain') ?? network.to?.domain, identity: toIdentity }, 'to')
    : network.to !== undefined ? fill(network.to, 'to') : undefined
  if (to === undefined) throw new CxmlAddressError(`network "${name}" has no buyer (to): configure one or give cxml://${name}?toIdentity=...`)
  return { name, network, from: fill(network.from, 'from'), to, sender: { ...fill(network.sender, 'sender'), sharedSecret: network.sharedSecret } }
}
