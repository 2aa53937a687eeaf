/**
 * Sending a built report over Peppol AS4 to the reporting receiver (WHARF_REPORTING_RECEIVER, OpenPeppol's
 * 9925:be0848934496 by default), from our reporting participant (WHARF_REPORTING_SENDER, default 0242:<the six
 * digits of our seat id>, the SPIS id MLS uses), with COUNTRY_C1 = WHARF_REPORTING_COUNTRY. It runs the channel's own
 * deliver() (worker.ts: SML -> SMP lookup, receiver certificate check, SBDH, sign, encrypt, POST, receipt verified) on
 * the calling thread, with the AP settings the core gives the channel (manifest settingsFromConfig). Reports are
 * not business documents: they do not enter the documents store, their state is their peppol_reports row.
 *
 *   const r = await sendReport(wharf, report, attempt)   // { ok: true, messageId } | { ok: false, retryable, code, message }
 */
import type { PluginContext as Wharf } from '../../../core/sdk/host.ts'
import type { PluginContext as ChannelContext } from '../../../core/sdk/index.ts'
import { deliver, type As4Settings } from '../worker.ts'
import { loadIdentity } from '../identity.ts'
import { spisOfSeat, SPIS_SCHEME } from '../mls/document.ts'
import { DOCUMENT_TYPE_OF, DOCTYPE_SCHEME, PROCESS_SCHEME, REPORTING_PROCESS } from './constants.ts'
import type { StoredReport } from './reports.ts'

export type SendOutcome = { ok: true, messageId: string } | { ok: false, retryable: boolean, code: string, message: string }

/** The channel settings from the process configuration (as core/plugins/operator-config.ts fills them). */
export function as4Settings (config: Wharf['config']): As4Settings | undefined {
  const { smp, as4, lookup, reporting } = config
  if (smp.apCertFile === undefined || as4.keyFile === undefined) return undefined
  const country = reporting.country ?? as4.countryC1
  return {
    apCertFile: smp.apCertFile, apKeyFile: as4.keyFile, stage: lookup.stage, smlZone: lookup.smlZone, lookupCacheTtlMs: lookup.cacheTtlMs,
    allowHttp: as4.allowHttp, timeoutMs: as4.timeoutMs, maxResponseBytes: 10 * 1024 * 1024, revocation: as4.revocation, revocationSoftFail: as4.revocationSoftFail,
    ...(lookup.smlServers !== undefined ? { smlServers: lookup.smlServers } : {}),
    ...(lookup.localRootFile !== undefined ? { trustLocalRootFile: lookup.localRootFile } : {}),
    ...(lookup.localApCaFile !== undefined ? { trustLocalApCaFile: lookup.localApCaFile } : {}),
    ...(lookup.localSmpCaFile !== undefined ? { trustLocalSmpCaFile: lookup.localSmpCaFile } : {}),
    ...(country !== undefined ? { countryC1: country } : {})
  }
}

/** Our seat id (the AP certificate's CN): the reports' ReporterID. */
export function ourSeatId (config: Wharf['config']): string | undefined {
  const s = as4Settings(config)
  return s === undefined ? undefined : loadIdentity(s.apCertFile, s.apKeyFile).seatId
}

export function reportingSender (config: Wharf['config']): string | undefined {
  if (config.reporting.sender !== undefined) return config.reporting.sender
  const seat = ourSeatId(config)
  const spis = seat === undefined ? undefined : spisOfSeat(seat)
  return spis === undefined ? undefined : `${SPIS_SCHEME}:${spis}`
}

export async function sendReport (wharf: Pick<Wharf, 'config' | 'clock' | 'log'>, report: StoredReport, attempt: number): Promise<SendOutcome> {
  const settings = as4Settings(wharf.config)
  const sender = reportingSender(wharf.config)
  if (settings === undefined || sender === undefined) return { ok: false, retryable: false, code: 'REPORTING_NOT_CONFIGURED', message: 'the AP certificate and key, and a seat id of the form PXX000000 or WHARF_REPORTING_SENDER, are needed' }
  const controller = new AbortController()
  const timeoutMs = settings.timeoutMs + 30_000
  const timer = setTimeout(() => { controller.abort(new DOMException('reporting send timed out', 'TimeoutError')) }, timeoutMs)
  const ctx: ChannelContext = {
    signal: controller.signal, deadline: Date.now() + timeoutMs, plugin: { name: 'peppol-as4', version: 'reporting' }, now: () => wharf.clock.now(),
    log: {
      info: (m, f) => { wharf.log.info({ ...f, report: report.id }, m) },
      warn: (m, f) => { wharf.log.warn({ ...f, report: report.id }, m) },
      error: (m, f) => { wharf.log.error({ ...f, report: report.id }, m) }
    }
  }
  const documentTypeId = `${DOCTYPE_SCHEME}::${DOCUMENT_TYPE_OF[report.kind]}`
  try {
    const result = await deliver({
      deliveryId: report.id, attempt, kind: 'document', topic: 'SendPeppolReport', tenantId: '', partyId: sender,
      payload: { sender: `iso6523-actorid-upis::${sender}`, receiver: `iso6523-actorid-upis::${wharf.config.reporting.receiver}`, documentTypeId, processId: `${PROCESS_SCHEME}::${REPORTING_PROCESS}` },
      document: { bytes: Buffer.from(report.xml, 'utf8'), mediaType: 'application/xml', documentType: documentTypeId },
      hook: { id: 'peppol-reporting', action: 'peppol', settings: {} }
    }, settings, ctx)
    if (result.ok) return { ok: true, messageId: String(result.details?.messageId ?? '') }
    return { ok: false, retryable: result.retryable, code: result.code, message: result.message }
  } finally {
    clearTimeout(timer)
  }
}
