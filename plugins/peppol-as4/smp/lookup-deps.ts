/** The SML client and trust store that recipient lookups use, from configuration (one set per process). */
import fs from 'node:fs'
import type { PluginContext } from '../../../core/sdk/host.ts'
import { SmlLookupClient } from '../sml/lookup.ts'
import { loadTrustStore } from '../pki/trust-store.ts'
import { LookupCache, type SmpClientOptions } from './client.ts'

const built = new WeakMap<PluginContext, SmpClientOptions>()

export function lookupDeps (wharf: PluginContext): SmpClientOptions {
  let deps = built.get(wharf)
  if (deps !== undefined) return deps
  const { lookup } = wharf.config
  const read = (f?: string): string | undefined => f === undefined ? undefined : fs.readFileSync(f, 'utf8')
  const local = { rootPem: read(lookup.localRootFile), smpCaPem: read(lookup.localSmpCaFile), apCaPem: read(lookup.localApCaFile) }
  const trust = loadTrustStore(lookup.stage, lookup.stage === 'test' && (local.rootPem !== undefined || local.smpCaPem !== undefined) ? { localTestPki: local } : {})
  const sml = new SmlLookupClient({ zone: lookup.smlZone, ...(lookup.smlServers !== undefined ? { servers: lookup.smlServers } : {}), timeoutMs: 3000, clock: wharf.clock })
  deps = { sml, trust, cache: new LookupCache(lookup.cacheTtlMs, () => wharf.clock.now()) }
  built.set(wharf, deps)
  return deps
}
