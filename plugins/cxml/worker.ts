/**
 * The cXML procurement network channel. One delivery attempt:
 * 1. the hook's action `cxml://<network>` names a network of the tenant's settings (target.ts);
 * 2. the UBL (or CII) invoice or credit note becomes a cXML InvoiceDetailRequest (transforms/ubl-to-cxml) with the network's
 *    credentials, payloadID `<deliveryId>@<payloadDomain>` (the same on every attempt, so the network can drop a
 *    repeat) and the timestamp of the host's clock; terms cXML cannot carry are listed in the result (`lost`), or
 *    refused with `refuseLossy`;
 * 3. POST over HTTPS (text/xml; multipart/related with the embedded attachments as MIME parts, mime.ts) through the SSRF guard (core/sdk/net-guard.ts: private and loopback addresses only
 *    with the `allowlist`), no redirects;
 * 4. the cXML Response Status@code decides: 2xx delivered; 4xx failed (CXML_REJECTED, condition rejected, with the
 *    status text); 5xx, other codes, an unreadable answer, timeouts and transport errors retryable. An answer with
 *    DTD markup beyond an external reference (an internal subset, entities) is refused: UNSAFE_RESPONSE, failed.
 */
import { Agent, request } from 'undici'
import {
  BadTargetUrlError, createTargetGuard, currentTime, definePlugin, delivered, documentBytes, failed, parseHookAddress, retryable, stopwatch, TargetRefusedError, timeLeft,
  type DeliveryJob, type DeliveryResult, type PluginContext
} from '../../core/sdk/index.ts'
import { cxmlTimestamp, ublToCxml } from '../../transforms/ubl-to-cxml/worker.ts'
import { cxmlBody } from './mime.ts'
import { readCxmlResponse } from './response.ts'
import { CxmlAddressError, resolveNetwork, type NetworkSettings } from './target.ts'

export interface CxmlChannelSettings {
  networks: Record<string, NetworkSettings>
  timeoutMs: number
  allowlist: string[]
  refuseLossy: boolean
  ca?: string
}

const agents = new Map<string, Agent>()
function agentFor (settings: CxmlChannelSettings): Agent {
  const key = `${settings.allowlist.join(',')}|${settings.ca ?? ''}`
  let agent = agents.get(key)
  if (agent === undefined) {
    const guard = createTargetGuard(settings.allowlist)
    agent = new Agent({ connect: { lookup: guard.lookup, ...(settings.ca !== undefined ? { ca: settings.ca } : {}) }, keepAliveTimeout: 30_000 })
    if (agents.size > 20) agents.clear()
    agents.set(key, agent)
  }
  return agent
}

function transportFailure (err: unknown, network: string): DeliveryResult {
  const e = err as { name?: string, code?: string, message?: string, cause?: { code?: string, message?: string, name?: string } }
  const cause = e.cause ?? e
  const code = cause.code ?? e.code ?? ''
  if (cause instanceof TargetRefusedError || cause.name === 'TargetRefusedError') return failed('TARGET_FORBIDDEN', `network ${network}: ${cause.message ?? ''}`)
  if (e.name === 'AbortError' || e.name === 'TimeoutError' || /TIMEOUT/.test(code)) return retryable('TIMEOUT', `network ${network} did not answer in time`, { condition: 'timeout' })
  if (code === 'ECONNREFUSED') return retryable('CONNECTION_REFUSED', `network ${network}: connection refused`)
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || /certificate|SSL|TLS/i.test(cause.message ?? '')) return retryable('TLS_ERROR', `network ${network}: TLS failed: ${cause.message ?? code}`)
  return retryable('NETWORK_ERROR', `network ${network}: ${cause.message ?? e.message ?? code}`)
}

const actionOf = (job: DeliveryJob): string | undefined =>
  [job.hook.action, job.hook.url, typeof job.hook.settings?.address === 'string' ? job.hook.settings.address : undefined].find(a => a !== undefined && /^cxml:\/\//i.test(a))

export async function deliver (job: DeliveryJob, settings: CxmlChannelSettings, ctx: PluginContext): Promise<DeliveryResult> {
  const bytes = documentBytes(job)
  if (bytes === undefined) return failed('NO_DOCUMENT', 'the cXML channel sends invoices; this job has no document')
  const parsed = parseHookAddress(actionOf(job), 'the hook has no cxml://<network> action', a => resolveNetwork(a, settings.networks), CxmlAddressError)
  if (!parsed.ok) return parsed
  const target = parsed.value
  const { network, name } = target
  let conversion
  try {
    conversion = ublToCxml(bytes.toString('utf8'), {
      from: target.from, to: target.to, sender: target.sender, userAgent: network.userAgent, deploymentMode: network.deploymentMode, version: network.version, variant: network.variant,
      payloadId: `${job.deliveryId}@${network.payloadDomain}`, timestamp: cxmlTimestamp(currentTime(ctx)), attachments: 'mime'
    }, currentTime(ctx))
  } catch (err) {
    return failed('UNSUPPORTED_DOCUMENT', `the cXML channel sends UBL invoices and credit notes: ${(err as Error).message}`)
  }
  const lost = conversion.lost.map(l => l.term)
  if (settings.refuseLossy && lost.length > 0) return failed('TRANSFORM_LOSSY', `cXML cannot carry ${lost.length} business term(s) of this document: ${lost.join(', ')}`, { details: { lost } })

  let url: URL
  try {
    url = createTargetGuard(settings.allowlist).checkUrl(network.url, { allowHttp: false, field: `networks.${name}.url` })
  } catch (err) {
    if (err instanceof TargetRefusedError || err instanceof BadTargetUrlError) return failed(err.code, err.message)
    throw err
  }
  const timeout = Math.min(settings.timeoutMs, timeLeft(ctx))
  const elapsed = stopwatch()
  const payload = cxmlBody(conversion.xml, `${job.deliveryId}@${network.payloadDomain}`, conversion.attachments)
  const base = { protocol: `cxml-${network.variant}`, network: name, payloadID: `${job.deliveryId}@${network.payloadDomain}`, purpose: conversion.credit ? 'creditMemo' : 'standard', attachments: conversion.attachments.length, lost }
  ctx.log.info('posting cXML InvoiceDetailRequest', { network: name, host: url.host, bytes: payload.body.length, attempt: job.attempt, lost: lost.length })
  let statusCode: number
  let body: string
  try {
    const res = await request(url, {
      method: 'POST', body: payload.body, dispatcher: agentFor(settings),
      headers: { 'content-type': payload.contentType, 'user-agent': network.userAgent },
      signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(timeout)]), headersTimeout: timeout, bodyTimeout: timeout
    })
    statusCode = res.statusCode
    body = await res.body.text()
  } catch (err) {
    return transportFailure(err, name)
  }
  const answer = readCxmlResponse(body)
  const details = { ...base, httpStatus: statusCode, durationMs: elapsed() }
  if (answer.kind === 'unsafe') return failed('UNSAFE_RESPONSE', `network ${name}: ${answer.message}`, { status: statusCode, details })
  if (answer.kind === 'unreadable') {
    if (statusCode >= 400 && statusCode < 500) return failed('HTTP_ERROR', `network ${name} answered HTTP ${statusCode} without a cXML Status: ${answer.message}`, { status: statusCode, condition: 'rejected', details })
    return retryable('HTTP_ERROR', `network ${name} answered HTTP ${statusCode}: ${answer.message}`, { status: statusCode, details })
  }
  const said = `${answer.code} ${answer.text}${answer.message !== '' ? `: ${answer.message}` : ''}`
  const withStatus = { ...details, cxmlStatus: answer.code, cxmlText: answer.text, ...(answer.message !== '' ? { cxmlMessage: answer.message.slice(0, 1000) } : {}) }
  if (answer.code >= 200 && answer.code < 300) return delivered({ status: answer.code, details: withStatus })
  if (answer.code >= 400 && answer.code < 500) return failed('CXML_REJECTED', `network ${name} rejected the invoice: ${said}`, { status: answer.code, condition: 'rejected', details: withStatus })
  return retryable(answer.code >= 500 ? 'CXML_SERVER_ERROR' : 'CXML_STATUS', `network ${name} answered ${said}`, { status: answer.code, details: withStatus })
}

export default definePlugin<CxmlChannelSettings>({ deliver })
