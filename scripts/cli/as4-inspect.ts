/**
 * `wharf as4 inspect <file> [--json] [--trust <pem>] [--at <iso time>] [--cert <pem> --key <pem>]`: diagnostics for
 * a captured AS4 message (HTTP request/response dump, MIME or a bare SOAP envelope). Runs offline, no database.
 *
 * Prints: message type, ids, parties, service/action, parts, the algorithms of the security header, whether the
 * signature is valid (and why not, with the ebMS code a receiver would answer), the signing certificate's subject,
 * issuer and validity, and its chain check against `--trust` (PEM file of trusted AP CAs; default: the vendored
 * Peppol test AP CAs) at `--at` (default now). Encrypted attachments are decrypted with `--cert`/`--key` (our AP
 * certificate and key); without them a signature over encrypted parts is reported as not verifiable.
 * Exit code: 0 when the file could be inspected (whatever it contains), 1 when it cannot be read, 2 on bad flags.
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { inspectMessage, type InspectSummary } from '../../plugins/peppol-as4/as4/inspect.ts'
import { decryptAttachments, describeSecurity, verifyEnvelope, WsSecurityError, type Attachment } from '../../plugins/peppol-as4/wssec/index.ts'
import { loadTrustStore, TrustStore } from '../../plugins/peppol-as4/pki/trust-store.ts'
import { certificatesFromPem } from '../../core/crypto/certificates.ts'
import type { MimePart } from '../../plugins/peppol-as4/as4/mime.ts'

export const AS4_INSPECT_USAGE = 'wharf as4 inspect <file> [--json] [--trust <ca.pem>] [--at <iso time>] [--cert <ap.pem> --key <ap.key.pem>]'

export interface SignatureReport {
  status: 'valid' | 'invalid' | 'absent' | 'not-verifiable'
  code?: string
  reason?: string
  references?: string[]
  certificate?: { subject: string, issuer: string, notBefore: string, notAfter: string, trusted: boolean, trustReason: string }
}

interface Options { trust: TrustStore, at: Date, keyPair?: { certPem: string, keyPem: string } }

function checkSignature (ctx: { soapXml: string, attachments: MimePart[] }, summary: { encrypted: boolean, signed: boolean }, o: Options): { algorithms: unknown, signature: SignatureReport } {
  let algorithms: unknown
  try { algorithms = describeSecurity(ctx.soapXml) } catch (err) { algorithms = { error: (err as Error).message } }
  if (!summary.signed) return { algorithms, signature: { status: 'absent' } }
  let soap = ctx.soapXml
  let parts: Attachment[] = ctx.attachments.map(p => ({ contentId: p.contentId ?? '', contentType: p.contentType, data: p.data }))
  if (summary.encrypted) {
    if (o.keyPair === undefined) return { algorithms, signature: { status: 'not-verifiable', reason: 'the attachments are encrypted; give --cert and --key of the receiving AP to decrypt them' } }
    try {
      const plain = decryptAttachments(soap, parts, o.keyPair)
      soap = plain.envelopeXml
      parts = plain.attachments
    } catch (err) {
      const reason = err instanceof WsSecurityError ? { code: err.ebmsCode, reason: err.reason } : { reason: (err as Error).message }
      return { algorithms, signature: { status: 'not-verifiable', ...reason } }
    }
  }
  try {
    const v = verifyEnvelope(soap, parts, { at: o.at })
    const chain = o.trust.verifyChain(v.signerCertPem, 'ap', { at: o.at })
    const certificate = {
      subject: chain.subject, issuer: chain.issuer, notBefore: chain.notBefore?.toISOString() ?? '', notAfter: chain.notAfter?.toISOString() ?? '',
      trusted: chain.ok, trustReason: chain.ok ? 'ok' : `${chain.code}: ${chain.reason}`
    }
    return {
      algorithms,
      signature: chain.ok
        ? { status: 'valid', references: v.references.map(r => r.uri), certificate }
        : { status: 'invalid', code: 'EBMS:0101', reason: `the signature verifies but the certificate is not trusted at ${o.at.toISOString()}: ${certificate.trustReason}`, references: v.references.map(r => r.uri), certificate }
    }
  } catch (err) {
    if (err instanceof WsSecurityError) return { algorithms, signature: { status: 'invalid', code: err.ebmsCode, reason: err.reason } }
    return { algorithms, signature: { status: 'invalid', reason: (err as Error).message } }
  }
}

export interface InspectReport extends Omit<InspectSummary, 'security'> {
  algorithms?: unknown
  signature?: SignatureReport
  /** The ebMS code a receiver would answer with (a security failure first, then the first problem), or null when clean. */
  ebmsCode: string | null
}

export async function inspectFile (file: string, o: Options): Promise<InspectReport> {
  const raw = fs.readFileSync(file)
  let extra: { algorithms: unknown, signature: SignatureReport } | undefined
  const summary = await inspectMessage(raw, {
    security: ctx => {
      const sec = Array.from(ctx.document.getElementsByTagNameNS('http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd', 'Security'))[0]
      const signed = sec !== undefined && sec.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature').length > 0
      const encrypted = sec !== undefined && sec.getElementsByTagNameNS('http://www.w3.org/2001/04/xmlenc#', 'EncryptedData').length > 0
      extra = checkSignature(ctx, { signed, encrypted }, o)
      return undefined
    }
  })
  const { security: _unused, ...rest } = summary
  // A receiver checks security first (decrypt, verify), then the header and payload: the same order here.
  const signatureCode = extra?.signature.status === 'invalid' ? extra.signature.code ?? 'EBMS:0101' : undefined
  const code = signatureCode ?? summary.problems.find(p => p.code.startsWith('EBMS:'))?.code ?? null
  return { ...rest, ...(extra ?? {}), ebmsCode: code }
}

function human (r: InspectReport): string {
  const lines = [`message type: ${r.messageType}`]
  const add = (k: string, v: unknown): void => { if (v !== undefined && v !== null && v !== '') lines.push(`${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`) }
  add('message id', r.messageId); add('ref to message id', r.refToMessageId); add('conversation id', r.conversationId); add('timestamp', r.timestamp)
  add('from', r.from?.partyId); add('to', r.to?.partyId); add('service', r.service?.value); add('action', r.action)
  add('original sender', r.originalSender); add('final recipient', r.finalRecipient)
  for (const p of r.parts) lines.push(`part <${p.contentId ?? ''}>: ${p.contentType}, ${p.size} bytes${p.encrypted ? ', encrypted' : ''}${p.sbdh !== undefined ? `, SBDH ${p.sbdh.sender} -> ${p.sbdh.receiver}` : ''}`)
  add('algorithms', r.algorithms)
  if (r.signature !== undefined) {
    lines.push(`signature: ${r.signature.status}${r.signature.code !== undefined ? ` (${r.signature.code})` : ''}${r.signature.reason !== undefined ? `: ${r.signature.reason}` : ''}`)
    const c = r.signature.certificate
    if (c !== undefined) lines.push(`certificate: ${c.subject}`, `  issuer: ${c.issuer}`, `  valid: ${c.notBefore} .. ${c.notAfter}`, `  trusted: ${c.trusted ? 'yes' : `no (${c.trustReason})`}`)
  }
  for (const p of r.problems) lines.push(`problem ${p.code}: ${p.message}`)
  lines.push(`ebMS code: ${r.ebmsCode ?? 'none'}`)
  return lines.join('\n')
}

/** Runs the command with the arguments after `as4 inspect`; returns the exit code (output on stdout/stderr). */
export async function as4InspectCommand (args: string[]): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({ args, allowPositionals: true, strict: true, options: { json: { type: 'boolean' }, trust: { type: 'string' }, at: { type: 'string' }, cert: { type: 'string' }, key: { type: 'string' } } })
  } catch (err) { console.error(`wharf: ${(err as Error).message}\nusage: ${AS4_INSPECT_USAGE}`); return 2 }
  const { values, positionals } = parsed
  const file = positionals[0]
  if (file === undefined || positionals.length > 1) { console.error(`wharf: give exactly one file\nusage: ${AS4_INSPECT_USAGE}`); return 2 }
  const at = values.at === undefined ? new Date() : new Date(values.at)
  if (Number.isNaN(at.getTime())) { console.error(`wharf: --at ${values.at ?? ''} is not an ISO date-time`); return 2 }
  if ((values.cert === undefined) !== (values.key === undefined)) { console.error('wharf: --cert and --key go together'); return 2 }
  try {
    const trust = values.trust === undefined ? loadTrustStore('test') : new TrustStore({ name: values.trust, ap: certificatesFromPem(fs.readFileSync(values.trust, 'utf8')) })
    const keyPair = values.cert === undefined ? undefined : { certPem: fs.readFileSync(values.cert, 'utf8'), keyPem: fs.readFileSync(values.key as string, 'utf8') }
    const report = await inspectFile(file, { trust, at, ...(keyPair !== undefined ? { keyPair } : {}) })
    console.log(values.json === true ? JSON.stringify(report, null, 2) : human(report))
    return 0
  } catch (err) {
    if (values.json === true) console.log(JSON.stringify({ error: (err as Error).message }))
    else console.error(`wharf: ${(err as Error).message}`)
    return 1
  }
}
