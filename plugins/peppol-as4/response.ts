/**
 * What the receiving access point answered, as a delivery result:
 *   - a Receipt: its signature must verify with the receiver's AP certificate (the one the SMP published, which we
 *     encrypted for), RefToMessageId must be our MessageId and its NonRepudiationInformation must repeat every
 *     ds:Reference (URI and digest) we signed -> delivered; otherwise failed INVALID_RECEIPT (EBMS:0302);
 *   - an Error signal (signed or not, PEPPOL.md (a) "accept unsigned Error signals"): PEPPOL:NOT_SERVICED ->
 *     failed with condition 'not-serviced'; transient ebMS codes (0005, 0201, 0202, 0301) -> retryable; others failed;
 *   - no ebMS answer: HTTP 5xx / 429 -> retryable; anything else failed.
 */
import { Readable } from 'node:stream'
import { failed, delivered, retryable, type DeliveryResult, type JsonObject } from '../../core/sdk/index.ts'
import type { EnvelopeView } from './as4/ebms-parse.ts'
import { PEPPOL_NOT_SERVICED } from './as4/errors.ts'
import { readAs4Body } from './as4/mime.ts'
import { verifyEnvelope } from './wssec/index.ts'
import type { PreparedMessage } from './outgoing.ts'
import { parseEnvelopeShared } from './incoming.ts'

const TRANSIENT = new Set(['EBMS:0005', 'EBMS:0006', 'EBMS:0201', 'EBMS:0202', 'EBMS:0301'])

const sameCert = (a: string, b: string): boolean => a.replace(/-----[^-]+-----|\s/g, '') === b.replace(/-----[^-]+-----|\s/g, '')

async function envelopeOf (contentType: string | undefined, body: Buffer): Promise<{ env?: EnvelopeView, soap?: string, problem?: string }> {
  if (body.length === 0) return { problem: 'empty response body' }
  try {
    const msg = await readAs4Body(Readable.from([body]), contentType, { maxBytes: body.length + 1 })
    const soap = msg.root.data.toString('utf8')
    return { env: parseEnvelopeShared(soap), soap } // verifyEnvelope below reuses this parse
  } catch (err) {
    return { problem: (err as Error).message }
  }
}

export async function interpretResponse (res: { status: number, contentType: string | undefined, body: Buffer }, sent: Pick<PreparedMessage, 'messageId' | 'signedReferences'>, receiverCertPem: string, base: JsonObject, at: Date): Promise<DeliveryResult> {
  const { env, soap, problem } = await envelopeOf(res.contentType, res.body)
  const status = res.status
  if (env === undefined || soap === undefined) {
    const msg = `HTTP ${status} without an ebMS answer (${problem ?? ''})`
    if (status >= 500 || status === 429) return retryable('HTTP_ERROR', msg, { status, details: base })
    return failed(status >= 200 && status < 300 ? 'INVALID_RECEIPT' : 'HTTP_ERROR', msg, { status, details: base })
  }
  if (env.kind === 'error') {
    const errors = env.errors.map(e => ({ code: e.code, severity: e.severity, ...(e.detail !== undefined ? { detail: e.detail } : {}), ...(e.description !== undefined ? { description: e.description } : {}) }))
    const details = { ...base, ebmsErrors: errors, signalSigned: env.hasSecurityHeader }
    const text = errors.map(e => `${e.code}${e.detail !== undefined ? ` ${e.detail}` : ''}`).join('; ')
    if (errors.some(e => e.detail?.includes(PEPPOL_NOT_SERVICED) === true)) {
      return failed('NOT_SERVICED', `the receiving access point does not serve this recipient, document type or process: ${text}`, { status, condition: 'not-serviced', details })
    }
    if (errors.every(e => TRANSIENT.has(e.code))) return retryable('EBMS_ERROR', `the receiving access point answered ${text}`, { status, details })
    return failed('EBMS_ERROR', `the receiving access point refused the message: ${text}`, { status, details })
  }
  if (env.kind !== 'receipt') return failed('INVALID_RECEIPT', 'the answer is a UserMessage, not a receipt', { status, details: base })
  const bad = (why: string): DeliveryResult => failed('INVALID_RECEIPT', `EBMS:0302 InvalidReceipt: ${why}`, { status, details: base })
  if (env.refToMessageId !== sent.messageId) return bad(`RefToMessageId ${env.refToMessageId ?? '(none)'} is not our MessageId ${sent.messageId}`)
  let signer: string
  try {
    const v = verifyEnvelope(soap, [], {
      at,
      trust: pem => { if (!sameCert(pem, receiverCertPem)) throw new Error('the receipt is not signed with the receiver\'s AP certificate published in the SMP') }
    })
    signer = v.signerSubject
  } catch (err) {
    return bad(`the receipt signature does not verify: ${(err as Error).message}`)
  }
  if (!env.hasNonRepudiationInformation) return bad('the receipt has no NonRepudiationInformation')
  for (const ours of sent.signedReferences) {
    const theirs = env.references.find(r => r.uri === ours.uri)
    if (theirs === undefined) return bad(`the NonRepudiationInformation does not cover ${ours.uri}`)
    if (theirs.digestValue !== ours.digestValue || theirs.digestMethod !== ours.digestMethod) return bad(`the NonRepudiationInformation digest of ${ours.uri} differs from what we signed`)
  }
  return delivered({
    status,
    details: { ...base, receipt: { messageId: env.messageId, timestamp: env.timestamp, signer, references: env.references.length } }
  })
}
