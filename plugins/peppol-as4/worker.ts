/**
 * The peppol-as4 channel (hook action `peppol`), run in the plugin worker pool: one delivery attempt of one document.
 *
 * Design: the lookup happens here, in the worker. The core fills the plugin settings from its configuration
 * (manifest settingsFromConfig, core/plugins/operator-config.ts: AP certificate/key files, SML zone and DNS servers, Peppol
 * stage and local test CAs, allowHttp), so the command runner stays channel-agnostic. Per worker thread, the AP
 * identity and the SML client / trust store / lookup cache are built once per settings value.
 *
 * Steps: receiver lookup (SML -> SMP, signature checked) -> the endpoint for the document type + process -> the
 * receiver's AP certificate from the SMP checked (chain, and CRL revocation unless `revocation` is 'off': a revoked
 * certificate fails RECEIVER_CERT_REVOKED for good; nothing is encrypted for it, and its receipts are not trusted) ->
 * prepareOutgoing (SBDH, gzip, UserMessage, sign, encrypt, MIME) -> POST with undici (TLS >= 1.2; http only with
 * allowHttp) -> interpretResponse (receipt verified, or Error signal mapped). Results:
 *   not in the SML / unknown to its SMP   failed NOT_REGISTERED, status 404, condition 'not-registered'
 *   no endpoint for the doc type/process  failed NOT_SERVICED, condition 'not-serviced' (also for PEPPOL:NOT_SERVICED);
 *                                          a PINT document (peppol-doctype-wildcard) without an exact registration
 *                                          goes to the receiver's Peppol-wide one (billing-1@jp-1 -> billing-1)
 *   SML/SMP unreachable, HTTP 5xx, connection refused, timeout: retryable
 * Details: messageId, endpoint, protocol 'As4', receiverAccessPoint, sbdhInstanceIdentifier, receipt { ... }.
 * Large documents: the document comes as documentSource(job) (a temp file from the core for a large one); the
 * supplier country is found by a streaming scan, the message is streamed through a spool file (outgoing.ts) and the
 * HTTP body is produced while it is sent; the spool file is removed whatever happens.
 */
import { Agent, request } from 'undici'
import { currentTime, definePlugin, documentSource, failed, metrics, retryable, stopwatch, timeLeft, type DeliveryJob, type DeliveryResult, type JsonObject, type PluginContext } from '../../core/sdk/index.ts'
import { lookupDeliveryOptions, LookupCache, type SmpClientOptions } from './smp/client.ts'
import { SmlLookupClient } from './sml/lookup.ts'
import { loadTrustStore, type TrustStore } from './pki/trust-store.ts'
import { apRevocation } from './pki/crl-fetch.ts'
import { documentTypeMatches, familyOf, parseDocumentTypeId } from '../../core/sdk/peppol.ts'
import type { DeliveryOption } from './smp/client.ts'
import { loadIdentity, type ApIdentity } from './identity.ts'
import { prepareOutgoing, splitScheme, type PreparedMessage } from './outgoing.ts'
import { interpretResponse } from './response.ts'
import { senderCountryOfSource } from './country.ts'
import { MLS_DOCUMENT_TYPE_ID, SPIS_SCHEME, spisOfSeat } from './mls/document.ts'
import fs from 'node:fs'
import { releaseAfterLargeDocument } from '../../core/sdk/blobs.ts'

export interface As4Settings {
  apCertFile: string
  apKeyFile: string
  stage: 'test' | 'production'
  smlZone: string
  smlServers?: string[]
  trustLocalRootFile?: string
  trustLocalApCaFile?: string
  trustLocalSmpCaFile?: string
  lookupCacheTtlMs: number
  allowHttp: boolean
  countryC1?: string
  timeoutMs: number
  maxResponseBytes: number
  revocation?: 'crl' | 'off'
  revocationSoftFail?: boolean
}

/** `receiverCheck`: the trust store with the CRL checker, asked about the receiver's certificate before sending. */
interface Env { identity: ApIdentity, lookup: SmpClientOptions, agent: Agent, receiverCheck: TrustStore }
const envs = new Map<string, Env>()

function environment (s: As4Settings): Env {
  const key = JSON.stringify(s)
  let env = envs.get(key)
  if (env === undefined) {
    const read = (f?: string): string | undefined => f === undefined ? undefined : fs.readFileSync(f, 'utf8')
    const local = { rootPem: read(s.trustLocalRootFile), apCaPem: read(s.trustLocalApCaFile), smpCaPem: read(s.trustLocalSmpCaFile) }
    const hasLocal = local.rootPem !== undefined || local.smpCaPem !== undefined || local.apCaPem !== undefined
    const trust = loadTrustStore(s.stage, s.stage === 'test' && hasLocal ? { localTestPki: local } : {})
    const sml = new SmlLookupClient({ zone: s.smlZone, ...(s.smlServers !== undefined ? { servers: s.smlServers } : {}), timeoutMs: 3000, negativeCacheTtlMs: 5000 })
    env = {
      identity: loadIdentity(s.apCertFile, s.apKeyFile),
      lookup: { sml, trust, cache: new LookupCache(s.lookupCacheTtlMs) },
      agent: new Agent({ connect: { minVersion: 'TLSv1.2' }, keepAliveTimeout: 10_000 }),
      receiverCheck: trust.with({ revocation: apRevocation({ mode: s.revocation ?? 'crl', softFail: s.revocationSoftFail ?? true }) })
    }
    envs.set(key, env)
  }
  return env
}

const str = (v: unknown): string | undefined => typeof v === 'string' && v !== '' ? v : undefined

export async function deliver (job: DeliveryJob, settings: As4Settings, ctx: PluginContext): Promise<DeliveryResult> {
  if (job.kind !== 'document' || job.document === undefined) return failed('NOT_A_DOCUMENT', 'the peppol channel sends documents, not events')
  const p = (job.payload ?? {}) as Record<string, unknown>
  const receiver = str(p.receiver)
  const sender = str(p.sender)
  const documentTypeId = str(p.documentTypeId) ?? job.document.documentType
  const processId = str(p.processId)
  if (receiver === undefined || sender === undefined || documentTypeId === undefined || processId === undefined) {
    return failed('MISSING_IDENTIFIERS', 'the document needs a sender, a receiver, a document type and a process identifier for Peppol')
  }
  let document: ReturnType<typeof documentSource>
  let countryC1: string | undefined
  try {
    document = documentSource(job) // a large document: the core's temp file (stat'ed when its size is not given)
    if (document === undefined) return failed('NOT_A_DOCUMENT', 'the job carries no document')
    countryC1 = (await senderCountryOfSource(document)) ?? settings.countryC1
  } catch (err) {
    return retryable('DOCUMENT_UNREADABLE', `the document cannot be read: ${(err as Error).message}`)
  }
  if (countryC1 === undefined) return failed('COUNTRY_C1_UNKNOWN', 'the document names no supplier country and no default COUNTRY_C1 is configured (WHARF_AS4_COUNTRY_C1)')
  const env = environment(settings)
  // countryC1: the sent message's COUNTRY_C1, read back by Peppol Reporting (reporting/log.ts).
  const base: JsonObject = { protocol: 'As4', recipient: receiver, countryC1 }

  const receiverValue = splitScheme(receiver, 'iso6523-actorid-upis').value
  const found = await lookupDeliveryOptions(env.lookup, receiverValue, familyOf(documentTypeId))
  if (!found.ok) {
    const details = { ...base, lookup: found.reason, ...(found.smpUrl !== undefined ? { smpUrl: found.smpUrl } : {}) }
    if (found.reason === 'not-registered' || found.reason === 'smp-mismatch') {
      return failed('NOT_REGISTERED', `${receiverValue} is not registered in the Peppol network: ${found.message}`, { status: 404, condition: 'not-registered', details })
    }
    if (found.reason === 'bad-signature') return failed('LOOKUP_FAILED', found.message, { details })
    return retryable('LOOKUP_FAILED', found.message, { details })
  }
  const doc = splitScheme(documentTypeId, 'busdox-docid-qns')
  const proc = splitScheme(processId, 'cenbii-procid-ubl')
  const option = endpointFor(found.options, doc, `${proc.scheme}::${proc.value}`)
  if (option === undefined) {
    return failed('NOT_SERVICED', `${receiverValue} does not receive ${doc.value} in process ${proc.value} over AS4`, { condition: 'not-serviced', details: { ...base, smpUrl: found.smpUrl, accepted: acceptedTypes(found.options, `${proc.scheme}::${proc.value}`) } })
  }
  const url = new URL(option.url)
  if (url.protocol !== 'https:' && !(settings.allowHttp && url.protocol === 'http:')) {
    return failed('INSECURE_ENDPOINT', `the AS4 endpoint ${option.url} is not https (allowHttp is off)`, { details: { ...base, endpoint: option.url } })
  }

  const cert = await env.receiverCheck.checkCertificate(option.certificate, 'ap')
  if (!cert.ok) {
    const details = { ...base, endpoint: option.url, certificate: cert.code, reason: cert.reason }
    if (cert.code === 'REVOKED') return failed('RECEIVER_CERT_REVOKED', `the receiver's AP certificate is revoked: ${cert.reason}`, { details })
    if (cert.code === 'REVOCATION_UNKNOWN') return retryable('RECEIVER_CERT_REVOCATION_UNKNOWN', `the revocation status of the receiver's AP certificate is unknown: ${cert.reason}`, { details })
    return failed('RECEIVER_CERT_INVALID', `the receiver's AP certificate is not a valid Peppol AP certificate: ${cert.reason}`, { details })
  }

  let out: PreparedMessage
  try {
    out = await prepareOutgoing({ sender, receiver, documentTypeId, processId, countryC1, document, identity: env.identity, receiverCertPem: option.certificate, signal: ctx.signal, ...mlsScopes(job, documentTypeId, env.identity.seatId) })
  } catch (err) {
    const e = err as Error & { code?: unknown }
    const message = `the AS4 message cannot be built: ${e.message}`
    // I/O trouble (disk full, spool folder, an abort) may pass; a document that cannot be wrapped will not.
    if (typeof e.code === 'string' || e.name === 'AbortError') return retryable('MESSAGE_BUILD_FAILED', message, { details: { ...base, endpoint: option.url } })
    return failed('MESSAGE_BUILD_FAILED', message, { details: { ...base, endpoint: option.url } })
  }
  const elapsed = stopwatch()
  try {
    const result = await send(out, option, settings, env, ctx, base)
    metrics.as4Message('out', result.ok ? 'sent' : result.code, elapsed() / 1000)
    return result
  } finally {
    await out.dispose()
    // The message's gzip, encryption and TLS buffers, once the answer is back (core/memory/release.ts).
    const length = out.length
    setImmediate(() => { releaseAfterLargeDocument(length) })
  }
}

async function send (out: PreparedMessage, option: { url: string, certificate: string }, settings: As4Settings, env: Env, ctx: PluginContext, base: JsonObject): Promise<DeliveryResult> {
  const details: JsonObject = { ...base, messageId: out.messageId, endpoint: option.url, receiverAccessPoint: out.toPartyId, sbdhInstanceIdentifier: out.instanceIdentifier, conversationId: out.conversationId }
  ctx.log.info('sending AS4 message', { messageId: out.messageId, endpoint: option.url, bytes: out.length })

  let res
  const body = out.open()
  try {
    const timeout = Math.max(100, Math.min(settings.timeoutMs, timeLeft(ctx) - 500))
    const r = await request(option.url, {
      // The body as a stream (no joined copy of a large payload; a large one is encrypted as it is sent), exact length.
      method: 'POST', body, dispatcher: env.agent,
      headers: { 'content-type': out.contentType, 'mime-version': '1.0', 'content-length': String(out.length) },
      signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(timeout)]), headersTimeout: timeout, bodyTimeout: timeout
    })
    const chunks: Buffer[] = []
    let size = 0
    for await (const c of r.body) {
      size += (c as Buffer).length
      if (size > settings.maxResponseBytes) { r.body.destroy(); return failed('INVALID_RECEIPT', `the answer exceeds ${settings.maxResponseBytes} bytes`, { status: r.statusCode, details }) }
      chunks.push(c as Buffer)
    }
    const ct = r.headers['content-type']
    res = { status: r.statusCode, contentType: Array.isArray(ct) ? ct[0] : ct, body: Buffer.concat(chunks) }
  } catch (err) {
    const e = err as Error & { code?: string }
    return retryable('CONNECTION_FAILED', `POST ${option.url} failed: ${e.code ?? e.name} ${e.message}`, { details })
  } finally {
    body.destroy() // closes the spool file if the request ended before the body did
  }
  return await interpretResponse(res, out, option.certificate, details, new Date(currentTime(ctx)))
}

/** The hook's mlsType as SBDH MLS_TYPE, with MLS_TO = our SPIS participant; never for an MLS (no MLS for an MLS). */
/** The document types the receiver's SMP lists for the process: what automatic conversion (core/transforms/auto-convert.ts) may target. */
function acceptedTypes (options: Array<{ documentTypeId: string, processId: string }>, processId: string): string[] {
  return [...new Set(options.filter(o => o.processId === processId).map(o => o.documentTypeId))]
}

function mlsScopes (job: DeliveryJob, documentTypeId: string, seatId: string): { mlsType?: 'ALWAYS_SEND' | 'FAILURE_ONLY', mlsTo?: string } {
  const type = job.hook.settings?.mlsType
  const spis = spisOfSeat(seatId)
  if ((type !== 'ALWAYS_SEND' && type !== 'FAILURE_ONLY') || spis === undefined || documentTypeId === MLS_DOCUMENT_TYPE_ID) return {}
  return { mlsType: type, mlsTo: `${SPIS_SCHEME}:${spis}` }
}

export default definePlugin<As4Settings>({ deliver })

/**
 * The receiver's endpoint for the document type and process: the exact registration, else (PINT, scheme
 * peppol-doctype-wildcard) one whose document type covers it (documentTypeMatches: billing-1 covers billing-1@jp-1).
 */
function endpointFor (options: readonly DeliveryOption[], doc: { scheme: string, value: string }, processId: string): DeliveryOption | undefined {
  const candidates = options.filter(o => o.processId === processId)
  const exact = candidates.find(o => o.documentTypeId === `${doc.scheme}::${doc.value}`)
  if (exact !== undefined) return exact
  return candidates.find(o => {
    try { return documentTypeMatches(parseDocumentTypeId(o.documentTypeId), doc) } catch { return false }
  })
}
