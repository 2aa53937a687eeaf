/**
 * A Peppol network of one on loopback for tests that look recipients up: a test PKI, the local SML (a DNS server)
 * and the Wharf environment that trusts that PKI, signs its SMP answers with the first instance's SMP certificate and
 * publishes the first instance's AP certificate with `as4Url`.
 *
 *   const net = await localPeppol({ zone: 'sml.wharf.test', instances: ['B', 'R'], as4Url: 'https://ap-b.wharf.test/as4' })
 *   t = await createTestWharf({ ...net.env, ...more })
 *   net.dns.registry.set(smlParticipant(parsePartyId(PARTY)), smpUrl)
 *   after: await net.dns.close()
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { makeTestPki, type TestPki } from '../../scripts/pki/make-test-pki.ts'
import { startSmlDnsServer, type SmlDnsServer } from '../../scripts/network/sml/dns-server.ts'
import { tempDir } from './cleanup.ts'

export interface LocalPeppol { pki: TestPki, dns: SmlDnsServer, env: Record<string, string>, write: (name: string, text: string) => string }

export async function localPeppol (opts: { zone: string, instances: string[], as4Url: string }): Promise<LocalPeppol> {
  const pki = await makeTestPki({ instances: opts.instances })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-peppol-'))
  const write = (name: string, text: string): string => { const f = path.join(dir, name); fs.writeFileSync(f, text); return f }
  const dns = await startSmlDnsServer({ zone: opts.zone })
  const env = {
    WHARF_SML_ZONE: opts.zone,
    WHARF_SML_DNS: dns.address,
    WHARF_TRUST_LOCAL_ROOT_FILE: write('root.pem', pki.root.certPem),
    WHARF_TRUST_LOCAL_SMP_CA_FILE: write('smp-ca.pem', pki.smpCa.certPem),
    WHARF_TRUST_LOCAL_AP_CA_FILE: write('ap-ca.pem', pki.apCa.certPem),
    WHARF_SMP_CERT_FILE: write('smp.pem', pki.instances[0].smp.certPem),
    WHARF_SMP_KEY_FILE: write('smp.key', pki.instances[0].smp.keyPem),
    WHARF_AP_CERT_FILE: write('ap.pem', pki.instances[0].ap.certPem),
    WHARF_AS4_URL: opts.as4Url
  }
  return { pki, dns, env, write }
}

/** The Wharf environment of the first instance of `pki` without an SML: its SMP certificate and key and its AP
 * certificate (and key, with apKey) in files of a temporary directory removed after the file's tests. */
export function instanceEnv (pki: TestPki, opts: { apKey?: boolean } = {}): Record<string, string> {
  const dir = tempDir('wharf-instance-')
  const write = (name: string, text: string): string => { const f = path.join(dir, name); fs.writeFileSync(f, text); return f }
  const instance = pki.instances[0]
  return {
    WHARF_SMP_CERT_FILE: write('smp.pem', instance.smp.certPem),
    WHARF_SMP_KEY_FILE: write('smp.key', instance.smp.keyPem),
    WHARF_AP_CERT_FILE: write('ap.pem', instance.ap.certPem),
    ...(opts.apKey === true ? { WHARF_AP_KEY_FILE: write('ap.key', instance.ap.keyPem) } : {})
  }
}
