/**
 * The Directory double of the local network: double.ts wired to the local SML, the way the
 * real Directory finds a participant's SMP (SML lookup) before it fetches the business card from it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../../core/paths.ts'
import { startDirectoryDouble, type DirectoryDouble } from './double.ts'
import { TrustStore } from '../../../plugins/peppol-as4/pki/trust-store.ts'
import { SmlLookupClient } from '../../../plugins/peppol-as4/sml/lookup.ts'
import { smlParticipant } from '../../../plugins/peppol-as4/sml/naming.ts'
import { parsePartyId } from '../../../core/peppol/identifiers.ts'
import type { TestPki } from '../../pki/make-test-pki.ts'

const tls = (name: string): string => fs.readFileSync(path.join(projectRoot, 'test', 'fixtures', 'tls', name), 'utf8')

export async function startDirectoryDoubleFor (opts: { host: string, port: number, zone: string, dnsAddress: string, pki: TestPki }): Promise<DirectoryDouble> {
  // No cache: the double must see a participant as soon as the SML has it.
  const sml = new SmlLookupClient({ zone: opts.zone, servers: [opts.dnsAddress], timeoutMs: 2000, cacheTtlMs: 0, negativeCacheTtlMs: 0 })
  return await startDirectoryDouble({
    host: opts.host,
    port: opts.port,
    tls: { certPem: tls('server.pem'), keyPem: tls('server.key') },
    trustStore: new TrustStore({ name: 'local', smp: [opts.pki.smpCa.certPem], roots: [opts.pki.root.certPem] }),
    retryDelayMs: 2000,
    maxRetryMs: 600_000,
    resolveSmp: async (id: string) => {
      const value = id.replace(/^iso6523-actorid-upis::/i, '')
      const r = await sml.lookup(smlParticipant(parsePartyId(value)))
      if (!r.ok) throw new Error(`SML: ${r.message}`)
      return r.smpUrl
    }
  })
}
