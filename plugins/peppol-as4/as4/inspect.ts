/**
 * inspectMessage: a JSON-able summary of a captured AS4 message, for a diagnostics CLI.
 *
 *   const summary = await inspectMessage(fs.readFileSync('dump.as4in'), { security: ctx => describeSecurity(ctx.soapXml) })
 *
 * Input: an HTTP message (optional status or request line, headers, blank line, body) or a bare SOAP envelope. The
 * body is multipart/related or application/soap+xml; a captured "Transfer-Encoding: chunked" body is de-chunked
 * when it still has chunk framing. Nothing is verified or decrypted here: `securityHeader` lists what the
 * wsse:Security header declares (algorithms, signed references, encrypted cid: parts) and `security` is whatever
 * the optional callback returns (wssec describeSecurity / verifyEnvelope). Unencrypted gzip payloads are
 * decompressed (with a limit) and, when they are an SBDH, summarised. Problems never throw: they are collected in
 * `problems` with their ebMS error code (or MIME_LIMIT / HTTP).
 */
import type { Document, Element } from '@xmldom/xmldom'
import { readAs4Body, MimeLimitError, type MimePart } from './mime.ts'
import { parseEnvelope, type EnvelopeView } from './ebms-parse.ts'
import { checkPayloadParts, gunzipLimited } from './compression.ts'
import { checkPeppolUserMessage } from './checks.ts'
import { parseSbdh } from './sbdh.ts'
import { NS } from './constants.ts'
import { Ebms3Error, type SignalError } from './errors.ts'
import type { NrReference } from './ebms.ts'

export interface InspectOptions {
  maxBytes?: number
  /** Limit for decompressing unencrypted payloads (default 50 MiB). */
  maxDecompressedBytes?: number
  security?: (ctx: { soapXml: string, document: Document, attachments: MimePart[] }) => unknown
}

export interface InspectedPart {
  contentId: string | undefined
  contentType: string
  size: number
  mimeType: string | undefined
  compressionType: string | undefined
  encrypted: boolean
  decompressedSize?: number
  sbdh?: { sender: string, receiver: string, documentTypeId: string, processId: string, instanceIdentifier: string, countryC1: string, documentSize: number }
}

export interface InspectSummary {
  startLine: string | undefined
  httpHeaders: Record<string, string>
  contentType: string | undefined
  messageType: 'UserMessage' | 'Receipt' | 'Error' | 'Unknown'
  messageId?: string
  refToMessageId?: string
  conversationId?: string
  timestamp?: string
  from?: { partyId: string, type: string | undefined, role: string }
  to?: { partyId: string, type: string | undefined, role: string }
  agreementRef?: string
  service?: { value: string, type: string | undefined }
  action?: string
  originalSender?: string
  finalRecipient?: string
  parts: InspectedPart[]
  receipt?: { references: NrReference[] }
  errors?: SignalError[]
  securityHeader: { present: boolean, algorithms: Array<{ element: string, algorithm: string }>, signedReferences: string[], encryptedParts: string[], securityTokens: number }
  security?: unknown
  problems: Array<{ code: string, message: string }>
}

interface HttpSplit { startLine: string | undefined, headers: Record<string, string>, body: Buffer }

function splitHttp (raw: Buffer): HttpSplit {
  let i = 0
  while (i < raw.length && (raw[i] === 0x20 || raw[i] === 0x0a || raw[i] === 0x0d || raw[i] === 0x09)) i++
  if (raw[i] === 0x3c || (raw[i] === 0xef && raw[i + 1] === 0xbb)) return { startLine: undefined, headers: {}, body: raw.subarray(i) }
  if (raw[i] === 0x2d && raw[i + 1] === 0x2d) return { startLine: undefined, headers: {}, body: raw.subarray(i) }
  const a = raw.indexOf('\r\n\r\n', i, 'latin1')
  const b = raw.indexOf('\n\n', i, 'latin1')
  const [end, bodyStart] = a !== -1 && (b === -1 || a < b) ? [a, a + 4] : b !== -1 ? [b, b + 2] : [raw.length, raw.length]
  const lines = raw.toString('latin1', i, end).replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)
  let startLine: string | undefined
  if (lines.length > 0 && (/^HTTP\/\d(\.\d)? \d{3}/.test(lines[0]) || /^[A-Z]+ \S+ HTTP\/\d(\.\d)?$/.test(lines[0]))) startLine = lines.shift()
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value
  }
  return { startLine, headers, body: raw.subarray(bodyStart) }
}

/** Removes chunked framing when present (captures often store the already de-chunked body). */
function dechunk (body: Buffer): Buffer {
  if (!/^[0-9a-fA-F]+(;[^\r\n]*)?\r\n/.test(body.toString('latin1', 0, Math.min(body.length, 80)))) return body
  const out: Buffer[] = []
  let i = 0
  for (;;) {
    const nl = body.indexOf('\r\n', i, 'latin1')
    if (nl === -1) return body
    const size = parseInt(body.toString('latin1', i, nl).split(';')[0], 16)
    if (Number.isNaN(size)) return body
    if (size === 0) break
    out.push(body.subarray(nl + 2, nl + 2 + size))
    i = nl + 2 + size + 2
  }
  return Buffer.concat(out)
}

function problem (err: unknown): { code: string, message: string } {
  if (err instanceof Ebms3Error) return { code: err.code, message: err.message }
  if (err instanceof MimeLimitError) return { code: 'MIME_LIMIT', message: err.message }
  return { code: 'ERROR', message: (err as Error).message }
}

function securityHeader (doc: Document): InspectSummary['securityHeader'] {
  const sec = Array.from(doc.getElementsByTagNameNS(NS.WSSE, 'Security'))[0] as Element | undefined
  const out: InspectSummary['securityHeader'] = { present: sec !== undefined, algorithms: [], signedReferences: [], encryptedParts: [], securityTokens: 0 }
  if (sec === undefined) return out
  const seen = new Set<string>()
  for (const el of Array.from(sec.getElementsByTagName('*'))) {
    const alg = el.getAttribute('Algorithm')
    if (alg !== null && alg !== '' && !seen.has(`${el.localName} ${alg}`)) {
      seen.add(`${el.localName} ${alg}`)
      out.algorithms.push({ element: el.localName as string, algorithm: alg })
    }
  }
  for (const ref of Array.from(sec.getElementsByTagNameNS(NS.DS, 'Reference'))) {
    if ((ref.parentNode as Element | null)?.localName === 'SignedInfo') out.signedReferences.push(ref.getAttribute('URI') ?? '')
  }
  for (const cr of Array.from(sec.getElementsByTagNameNS(NS.XENC, 'CipherReference'))) out.encryptedParts.push(cr.getAttribute('URI') ?? '')
  out.securityTokens = sec.getElementsByTagNameNS(NS.WSSE, 'BinarySecurityToken').length
  return out
}

function describeEnvelope (env: EnvelopeView, summary: InspectSummary): void {
  summary.messageId = env.messageId
  if (env.refToMessageId !== undefined) summary.refToMessageId = env.refToMessageId
  summary.timestamp = env.timestamp
  if (env.kind === 'user') {
    summary.messageType = 'UserMessage'
    summary.conversationId = env.conversationId
    summary.from = { partyId: env.from.partyId, type: env.from.partyIdType, role: env.from.role }
    summary.to = { partyId: env.to.partyId, type: env.to.partyIdType, role: env.to.role }
    if (env.agreementRef !== undefined) summary.agreementRef = env.agreementRef.value
    summary.service = env.service
    summary.action = env.action
    if (env.originalSender !== undefined) summary.originalSender = env.originalSender.value
    if (env.finalRecipient !== undefined) summary.finalRecipient = env.finalRecipient.value
  } else if (env.kind === 'receipt') {
    summary.messageType = 'Receipt'
    summary.receipt = { references: env.references }
  } else {
    summary.messageType = 'Error'
    summary.errors = env.errors
  }
}

/** See the module comment. */
export async function inspectMessage (raw: Buffer, options: InspectOptions = {}): Promise<InspectSummary> {
  const http = splitHttp(raw)
  const chunked = /chunked/i.test(http.headers['transfer-encoding'] ?? '')
  const body = chunked ? dechunk(http.body) : http.body
  let contentType = http.headers['content-type']
  if (contentType === undefined) {
    if (body[0] === 0x2d && body[1] === 0x2d) {
      const nl = body.indexOf('\n')
      contentType = `multipart/related; type="application/soap+xml"; boundary="${body.toString('latin1', 2, nl).trim()}"`
    } else contentType = 'application/soap+xml'
  }
  const summary: InspectSummary = {
    startLine: http.startLine,
    httpHeaders: http.headers,
    contentType,
    messageType: 'Unknown',
    messageId: undefined,
    refToMessageId: undefined,
    conversationId: undefined,
    timestamp: undefined,
    from: undefined,
    to: undefined,
    agreementRef: undefined,
    service: undefined,
    action: undefined,
    originalSender: undefined,
    finalRecipient: undefined,
    parts: [],
    receipt: undefined,
    errors: undefined,
    securityHeader: { present: false, algorithms: [], signedReferences: [], encryptedParts: [], securityTokens: 0 },
    problems: []
  }
  let msg
  try {
    msg = await readAs4Body([body], contentType, { maxBytes: options.maxBytes })
  } catch (err) {
    summary.problems.push(problem(err))
    return summary
  }
  let env: EnvelopeView
  try {
    env = parseEnvelope(msg.root.data)
  } catch (err) {
    summary.problems.push(problem(err))
    return summary
  }
  describeEnvelope(env, summary)
  summary.securityHeader = securityHeader(env.document)
  const encrypted = new Set(summary.securityHeader.encryptedParts.map(u => u.replace(/^cid:/i, '')))
  const partInfos = env.kind === 'user' ? env.partInfos : []
  for (const att of msg.attachments) {
    const pi = partInfos.find(p => p.contentId === att.contentId)
    const part: InspectedPart = {
      contentId: att.contentId,
      contentType: att.contentType,
      size: att.data.length,
      mimeType: pi?.mimeType,
      compressionType: pi?.compressionType,
      encrypted: att.contentId !== undefined && encrypted.has(att.contentId)
    }
    summary.parts.push(part)
    if (!part.encrypted && part.compressionType?.toLowerCase() === 'application/gzip') {
      try {
        const plain = gunzipLimited(att.data, { maxBytes: options.maxDecompressedBytes ?? 50 * 1024 * 1024 })
        part.decompressedSize = plain.length
        const s = parseSbdh(plain)
        part.sbdh = {
          sender: s.sender.value,
          receiver: s.receiver.value,
          documentTypeId: `${s.documentTypeId.scheme}::${s.documentTypeId.value}`,
          processId: s.processId.value,
          instanceIdentifier: s.instanceIdentifier,
          countryC1: s.countryC1,
          documentSize: s.document.length
        }
      } catch (err) {
        summary.problems.push(problem(err))
      }
    }
  }
  if (env.kind === 'user') {
    for (const check of [
      () => checkPayloadParts(env.partInfos, msg.attachments, { plaintext: encrypted.size === 0 }),
      () => checkPeppolUserMessage(env)
    ]) {
      try { check() } catch (err) { summary.problems.push(problem(err)) }
    }
  }
  if (options.security !== undefined) {
    try {
      summary.security = await options.security({ soapXml: msg.root.data.toString('utf8'), document: env.document, attachments: msg.attachments })
    } catch (err) {
      summary.problems.push(problem(err))
    }
  }
  return summary
}
