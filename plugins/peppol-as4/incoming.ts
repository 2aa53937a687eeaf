/**
 * Opens one received Peppol AS4 message, in the order phase4 checks it: ebMS header structure, decryption with our
 * AP key, signature verification with the AP CA trust check, the Peppol profile rules (AgreementRef, seat ids,
 * To = us, one payload), the signer's CN = From/PartyId, gzip with a size limit, the SBDH, and SBDH vs
 * originalSender / finalRecipient / Service / Action. Every refusal throws an Ebms3Error or a WsSecurityError (both
 * carry the ebMS code to answer with); nothing is stored here.
 *
 *   const opened = openInbound(await readAs4Body(req.raw, contentType), { identity, trust, at })
 *   opened.env.messageId, opened.sbdh.document (the business document bytes), opened.references (for the receipt)
 */
import { checkPayloadParts, payloadBytes } from '../../core/peppol/as4/compression.ts'
import { checkPeppolUserMessage, checkSbdhMatchesEnvelope } from '../../core/peppol/as4/checks.ts'
import { Ebms3Error } from '../../core/peppol/as4/errors.ts'
import { parseEnvelope, signatureReferences, type EnvelopeView, type UserMessageView } from '../../core/peppol/as4/ebms-parse.ts'
import type { NrReference } from '../../core/peppol/as4/ebms.ts'
import type { MimePart } from '../../core/peppol/as4/mime.ts'
import { parseSbdh, type SbdhView } from '../../core/peppol/as4/sbdh.ts'
import { decryptAttachments, parseSoapEnvelope, verifyEnvelope, WsSecurityError, type Attachment } from '../../core/peppol/wssec/index.ts'
import { seatIdOf, type ApIdentity } from './identity.ts'

export interface InboundOptions {
  identity: ApIdentity
  /** Chain check of the signer (throw to refuse: EBMS:0101). */
  trust: (certPem: string, at: Date) => void
  at?: Date
  /** Largest decompressed payload (default 100 MiB). */
  maxDecompressedBytes?: number
}

export interface OpenedMessage {
  env: UserMessageView
  sbdh: SbdhView
  /** The request signature's references (verified), copied into the receipt's NonRepudiationInformation. */
  references: NrReference[]
  signerSubject: string
  signerCertPem: string
}

/** The ebMS MessageId of a message whose header parses, for eb:Error@refToMessageInError (undefined otherwise). */
export function messageIdOf (soap: string | Buffer): string | undefined {
  try { return parseEnvelope(soap).messageId } catch { return undefined }
}

/**
 * parseEnvelope on wssec's shared read-only parse of `soap`, so that decryptAttachments / verifyEnvelope of the same
 * text do not parse it again (XML parsing costs more than an RSA operation). A text wssec's parse refuses is handed to
 * parseEnvelope as text, which throws the ebMS error for it (EBMS:0009 / 0010) exactly as before.
 */
export function parseEnvelopeShared (soap: string): EnvelopeView {
  let doc
  try { doc = parseSoapEnvelope(soap).doc } catch { doc = undefined }
  return parseEnvelope(doc ?? soap)
}

/** The parts of a parsed AS4 body (core/peppol/as4/mime.ts As4Body) that are opened. */
export interface InboundBody { root: { data: Buffer }, attachments: Array<Pick<MimePart, 'contentId' | 'contentType' | 'data'>> }

export function openInbound (msg: InboundBody, options: InboundOptions): OpenedMessage {
  const soap = msg.root.data.toString('utf8')
  // Structure first (EBMS:0009/0010), on an unverified parse: only to refuse early, nothing from it is used.
  const unverified = parseEnvelopeShared(soap)
  if (unverified.kind !== 'user') throw new Ebms3Error('EBMS:0010', `a ${unverified.kind} signal was posted to the AS4 endpoint; only UserMessages are received here`, { reason: 'NOT_USER_MESSAGE' })
  const parts: Attachment[] = msg.attachments.map(p => {
    if (p.contentId === undefined) throw new Ebms3Error('EBMS:0007', 'a MIME attachment has no Content-ID', { reason: 'MIME_NO_CONTENT_ID' })
    return { contentId: p.contentId, contentType: p.contentType, data: p.data }
  })
  if (parts.length === 0) throw new Ebms3Error('EBMS:0010', 'a Peppol UserMessage has exactly one payload; the message has no attachment', { reason: 'PEPPOL_PAYLOADS' })
  const plain = decryptAttachments(soap, parts, options.identity)
  const verified = verifyEnvelope(plain.envelopeXml, plain.attachments, { trust: options.trust, ...(options.at !== undefined ? { at: options.at } : {}) })
  // From here on only the verified document is read.
  const env = parseEnvelope(verified.document)
  if (env.kind !== 'user') throw new Ebms3Error('EBMS:0010', 'not a UserMessage', { reason: 'NOT_USER_MESSAGE' })
  checkPeppolUserMessage(env, { ourPartyId: options.identity.seatId })
  const signerSeat = seatIdOf(verified.signerCertPem)
  if (signerSeat !== env.from.partyId) {
    throw new WsSecurityError('EBMS:0101', 'UNTRUSTED', `From/PartyId ${env.from.partyId} is not the CN of the signing certificate (${signerSeat})`)
  }
  const pairs = checkPayloadParts(env.partInfos, plain.attachments, { plaintext: true })
  const pair = pairs[0]
  if (pairs.length !== 1 || pair === undefined) throw new Ebms3Error('EBMS:0010', `a Peppol UserMessage has exactly one payload (found ${pairs.length})`, { reason: 'PEPPOL_PAYLOADS' })
  if (pair.partInfo.compressionType === undefined) throw new Ebms3Error('EBMS:0003', 'the Peppol payload must be compressed (CompressionType application/gzip)', { reason: 'COMPRESSION_MISSING' })
  const sbd = payloadBytes(pair, { maxBytes: options.maxDecompressedBytes ?? 100 * 1024 * 1024 })
  const sbdh = parseSbdh(sbd)
  checkSbdhMatchesEnvelope(env, sbdh)
  return { env, sbdh, references: signatureReferences(verified.document), signerSubject: verified.signerSubject, signerCertPem: verified.signerCertPem }
}
