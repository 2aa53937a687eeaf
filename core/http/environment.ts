/**
 * Which environment (acceptance or production) a request belongs to: the one whose configured URL has the request's
 * Host; otherwise WHARF_DEFAULT_ENVIRONMENT. Each environment has its own issuer and signing keys, so a token of one
 * is refused by the other.
 */
import type { Config, Environment } from '../config.ts'
import { ENVIRONMENTS } from '../config.ts'

export function environmentResolver (config: Config): (host: string | undefined) => Environment {
  const byHost = new Map<string, Environment>()
  for (const env of ENVIRONMENTS) {
    for (const u of [config.environments[env].url, config.environments[env].authUrl]) {
      const url = new URL(u)
      byHost.set(url.host.toLowerCase(), env)
      if (url.port === '') byHost.set(`${url.hostname.toLowerCase()}:${url.protocol === 'https:' ? 443 : 80}`, env)
    }
  }
  return host => (host === undefined ? undefined : byHost.get(host.toLowerCase())) ?? config.defaultEnvironment
}
