/**
 * A Peppol network on one machine, for development and tests: the local SML (a DNS server on loopback answering
 * U-NAPTR/CNAME for registered participants + the BDMSL SOAP endpoint over mTLS that registers them) and, when
 * asked, a Peppol Directory double. Wharf instances join it with `instanceEnv()`.
 *
 *   const pki = await makeTestPki({ instances: ['A', 'B'] })
 *   const net = await startLocalPeppol({ pki, dir })          // dir: where PKI and CA files are written
 *   const envA = instanceEnv(net, 'A', { port: 8081 })        // WHARF_* variables for instance A
 *   ...
 *   await net.close()
 *
 * TLS: the SML and the Directory double serve https with the repository's test server certificate
 * (test/fixtures/tls, CN localhost / 127.0.0.1); instances trust its CA through WHARF_SML_CA_FILE and
 * WHARF_DIRECTORY_CA_FILE. Client certificates (the SMP certificates) must chain to the local PKI's SMP CA.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { projectRoot } from '../../core/paths.ts'
import { TrustStore } from '../../plugins/peppol-as4/pki/trust-store.ts'
import { startSmlDnsServer, type SmlDnsServer } from './sml/dns-server.ts'
import { bdmslPlugin } from './bdmsl/server.ts'
import { BdmslOperations } from './bdmsl/operations.ts'
import { writeTestPki, type TestPki } from '../pki/make-test-pki.ts'
import { startDirectoryDoubleFor } from './directory/local.ts'
import type { DirectoryDouble } from './directory/double.ts'

export const LOCAL_ZONE = 'sml.wharf.test'

export interface LocalPeppol {
  pki: TestPki
  dir: string
  zone: string
  dns: SmlDnsServer
  smlUrl: string
  /** Unless `directory: false`. */
  directoryUrl?: string
  directory?: DirectoryDouble
  /** PEM file of the CA that signed the SML's and Directory's TLS certificates. */
  tlsCaFile: string
  /** Files of the local test PKI (written below dir/pki). */
  files: { root: string, apCa: string, smpCa: string }
  /** The BDMSL operations (tests inspect pending migrations and the like). */
  operations: BdmslOperations
  close: () => Promise<void>
}

export interface LocalPeppolOptions {
  pki: TestPki
  dir: string
  zone?: string
  host?: string
  dnsPort?: number
  smlPort?: number
  directoryPort?: number
  /** Start the Directory double too (default true). */
  directory?: boolean
}

const tls = (name: string): string => fs.readFileSync(path.join(projectRoot, 'test', 'fixtures', 'tls', name), 'utf8')

export async function startLocalPeppol (options: LocalPeppolOptions): Promise<LocalPeppol> {
  const host = options.host ?? '127.0.0.1'
  const zone = options.zone ?? LOCAL_ZONE
  const { pki, dir } = options
  writeTestPki(pki, path.join(dir, 'pki'))
  const files = { root: path.join(dir, 'pki', 'ca', 'root.pem'), apCa: path.join(dir, 'pki', 'ca', 'ap-ca.pem'), smpCa: path.join(dir, 'pki', 'ca', 'smp-ca.pem') }
  const tlsCaFile = path.join(dir, 'tls-ca.pem')
  fs.writeFileSync(tlsCaFile, tls('ca.pem'))

  const dns = await startSmlDnsServer({ zone, host, port: options.dnsPort ?? 0 })
  const trustStore = new TrustStore({ name: 'local', smp: [pki.smpCa.certPem], ap: [pki.apCa.certPem], roots: [pki.root.certPem] })
  const operations = new BdmslOperations({ registry: dns.registry })
  const sml: FastifyInstance = Fastify({ https: { key: tls('server.key'), cert: tls('server.pem'), requestCert: true, rejectUnauthorized: false } })
  await sml.register(bdmslPlugin, { prefix: '/edelivery-sml', operations, trustStore })
  await sml.listen({ host, port: options.smlPort ?? 0 })
  const smlUrl = `https://${host}:${(sml.server.address() as AddressInfo).port}/edelivery-sml`

  let directory: DirectoryDouble | undefined
  if (options.directory !== false) {
    const d = await startDirectoryDoubleFor({ host, port: options.directoryPort ?? 0, zone, dnsAddress: dns.address, pki })
    directory = d
  }

  return {
    pki, dir, zone, dns, smlUrl, tlsCaFile, files, operations,
    ...(directory !== undefined ? { directoryUrl: directory.url, directory } : {}),
    close: async () => {
      await directory?.close()
      await sml.close()
      await dns.close()
    }
  }
}

/** The WHARF_* variables that make a Wharf instance (by PKI instance name) a member of the local network. */
export function instanceEnv (net: LocalPeppol, name: string, opts: { port: number, host?: string }): Record<string, string> {
  const i = net.pki.instances.findIndex(x => x.name === name)
  if (i < 0) throw new Error(`no PKI instance ${name}`)
  const base = path.join(net.dir, 'pki', name)
  const host = opts.host ?? '127.0.0.1'
  const own = `http://${host}:${opts.port}`
  const env: Record<string, string> = {
    WHARF_PEPPOL_STAGE: 'test',
    WHARF_SML_ZONE: net.zone,
    WHARF_SML_DNS: net.dns.address,
    WHARF_SML_URL: net.smlUrl,
    WHARF_SML_CA_FILE: net.tlsCaFile,
    WHARF_SMP_ID: `WHARF-SMP-${name}`,
    WHARF_SMP_URL: own,
    WHARF_SMP_CERT_FILE: path.join(base, 'smp.pem'),
    WHARF_SMP_KEY_FILE: path.join(base, 'smp.key.pem'),
    WHARF_AP_CERT_FILE: path.join(base, 'ap.pem'),
    WHARF_AP_KEY_FILE: path.join(base, 'ap.key.pem'),
    WHARF_AS4_URL: `${own}/as4`,
    // The local network speaks plain HTTP on loopback; real Peppol endpoints are https only.
    WHARF_AS4_ALLOW_HTTP: 'true',
    WHARF_TRUST_LOCAL_ROOT_FILE: net.files.root,
    WHARF_TRUST_LOCAL_SMP_CA_FILE: net.files.smpCa,
    WHARF_TRUST_LOCAL_AP_CA_FILE: net.files.apCa,
    WHARF_MIGRATION_CHECK_INTERVAL: '5s'
  }
  if (net.directoryUrl !== undefined) {
    env.WHARF_DIRECTORY_URL = net.directoryUrl
    env.WHARF_DIRECTORY_CA_FILE = net.tlsCaFile
  }
  return env
}
