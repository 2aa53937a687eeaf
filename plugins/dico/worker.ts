/**
 * The DICO channel, as far as public material allows (README.md). Every attempt ends in a permanent failure that
 * says why, never in a silent drop or an invented message:
 * - BAD_URL: the hook address is not a valid dico://<endpoint>?applicationId=&mode=&header= for this tenant;
 * - DICO_UNAVAILABLE: a UBL or CII invoice would need converting to a DICO SALES005 invoice, whose XSD Ketenstandaard
 *   gives to members only; a document already in a Ketenstandaard namespace would need the DICO message service,
 *   whose interface is not public either. `details` names the document's root, namespace and the address read.
 */
import { definePlugin, documentBytes, failed, parseHookAddress, type DeliveryJob, type DeliveryResult } from '../../core/sdk/index.ts'
import { DicoAddressError, KETENSTANDAARD_NS, parseDicoAddress, rootOf } from './address.ts'

export interface DicoSettings { endpoints: Record<string, string> }

export const UNAVAILABLE_SCHEMA = 'Wharf cannot write a DICO SALES005 invoice: its XML schema is distributed by Ketenstandaard Bouw en Techniek to members only and is not public'
export const UNAVAILABLE_TRANSPORT = 'Wharf cannot deliver DICO messages: the DICO message exchange (Ketenstandaard\'s message service) has no public interface specification, and exchanging DICO messages requires a Ketenstandaard licence'

export async function deliver (job: DeliveryJob, settings: DicoSettings): Promise<DeliveryResult> {
  const bytes = documentBytes(job)
  if (bytes === undefined) return failed('NO_DOCUMENT', 'the DICO channel carries documents; this job has none')
  const action = [job.hook.action, job.hook.url].find(a => a !== undefined && /^dico:\/\//i.test(a))
  const parsed = parseHookAddress(action, 'the hook has no dico://<endpoint> action', a => parseDicoAddress(a, settings.endpoints), DicoAddressError)
  if (!parsed.ok) return parsed
  const address = parsed.value
  const root = rootOf(bytes.subarray(0, 4096).toString('utf8'))
  const dico = root?.ns !== undefined && KETENSTANDAARD_NS.test(root.ns)
  const details = {
    endpoint: address.endpoint,
    ...(address.applicationId !== undefined ? { applicationId: address.applicationId } : {}),
    ...(address.mode !== undefined ? { mode: address.mode } : {}),
    ...(address.header !== undefined ? { header: address.header } : {}),
    root: root?.name ?? null,
    namespace: root?.ns ?? null,
    dicoDocument: dico
  }
  return failed('DICO_UNAVAILABLE', dico ? UNAVAILABLE_TRANSPORT : `${UNAVAILABLE_SCHEMA}; ${UNAVAILABLE_TRANSPORT}`, { details })
}

export default definePlugin<DicoSettings>({ deliver })
