/**
 * The outside services registration talks to, built once per process from configuration: the SML management
 * endpoint (BDMSL SOAP over mTLS with the SMP certificate) and the Peppol Directory indexer (same certificate).
 * `registrationEnvironment` is the Wharf environment whose parties go into that SML: acceptance for the Peppol test
 * SML (WHARF_PEPPOL_STAGE=test, the default), production for the production SML.
 *
 * `ensureSmp()` registers this SMP itself (CreateSmp, or UpdateSmp when its address changed) before the first
 * participant; it runs once per process and again after a failure.
 */
import fs from 'node:fs'
import type { PluginContext } from '../../../../core/sdk/host.ts'
import type { Environment } from '../../../../core/sdk/host.ts'
import { BdmslClient, BdmslError } from '../../bdmsl/client.ts'
import { DirectoryClient } from '../../directory/client.ts'

export interface DirectoryPublisher {
  publish: (participantId: string) => Promise<unknown>
  remove: (participantId: string) => Promise<unknown>
}

export interface RegistrationServices {
  environment: Environment
  /** Undefined when WHARF_SML_URL is not set: nothing is registered. */
  sml?: BdmslClient
  /** Undefined when WHARF_DIRECTORY_URL is not set: business cards are served but not pushed. */
  directory?: DirectoryPublisher
  ensureSmp: () => Promise<void>
  close: () => Promise<void>
}

const built = new WeakMap<PluginContext, RegistrationServices>()

export const registrationEnvironment = (wharf: PluginContext): Environment => wharf.config.lookup.stage === 'production' ? 'production' : 'acceptance'

export function registrationServices (wharf: PluginContext): RegistrationServices {
  let services = built.get(wharf)
  if (services !== undefined) return services
  const { registration, smp } = wharf.config
  const read = (f?: string): string | undefined => f === undefined ? undefined : fs.readFileSync(f, 'utf8')
  const certPem = read(smp.certFile)
  const keyPem = read(smp.keyFile)
  const haveCert = certPem !== undefined && keyPem !== undefined
  if ((registration.smlUrl !== undefined || registration.directoryUrl !== undefined) && !haveCert) {
    throw new Error('WHARF_SML_URL and WHARF_DIRECTORY_URL need the SMP certificate: set WHARF_SMP_CERT_FILE and WHARF_SMP_KEY_FILE')
  }
  const smlCa = read(registration.smlCaFile)
  const sml = registration.smlUrl !== undefined && haveCert
    ? new BdmslClient({ baseUrl: registration.smlUrl, smpId: registration.smpId, certPem, keyPem, ...(smlCa !== undefined ? { ca: smlCa } : {}), timeoutMs: 10_000 })
    : undefined
  const dirCa = read(registration.directoryCaFile)
  const directory = registration.directoryUrl !== undefined && haveCert
    ? new DirectoryClient({ baseUrl: registration.directoryUrl, certPem, keyPem, ...(dirCa !== undefined ? { ca: dirCa } : {}), timeoutMs: 10_000 })
    : undefined
  let smpReady: Promise<void> | undefined
  const ensureSmp = async (): Promise<void> => {
    if (sml === undefined) return
    smpReady ??= (async () => {
      const logical = registration.smpUrl ?? wharf.config.environments[registrationEnvironment(wharf)].url
      const physical = registration.smpPhysicalAddress
      try {
        const current = await sml.readSmp()
        if (current.logicalAddress !== logical) await sml.updateSmp(logical, physical)
      } catch (err) {
        if (err instanceof BdmslError && err.code === 'NotFound') await sml.createSmp(logical, physical)
        else throw err
      }
    })().catch(err => { smpReady = undefined; throw err })
    await smpReady
  }
  services = {
    environment: registrationEnvironment(wharf),
    ...(sml !== undefined ? { sml } : {}),
    ...(directory !== undefined ? { directory } : {}),
    ensureSmp,
    close: async () => { await sml?.close() }
  }
  built.set(wharf, services)
  return services
}
