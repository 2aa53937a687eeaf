/**
 * Opens one received Peppol AS4 message, in the order phase4 checks it: ebMS header structure, decryption with our
 * AP key, signature verification with the AP CA trust check, the Peppol profile rules (AgreementRef, seat ids,
 * To = us, one payload), the signer's CN = From/PartyId, gzip with a size limit, the SBDH, and SBDH vs
 * originalSender / finalRecipient / Service / Action. Every refusal throws an Ebms3Error or a WsSecurityError (both
 * carry the ebMS code to answer with); nothing is stored here.
 *
 *   const opened = openInbound(await readAs4Body(req.raw, contentType), { identity, trust, at })
 *   opened.env.messageId, opened.sbdh.document (the business document bytes), opened.references (for the receipt)
 *
 * openInboundAsync makes the same checks in the same order for a message whose parts may be spooled to files (the
 * receiver's large messages, mime.ts option `spool`): a file part is decrypted as a stream into a spool file with its
 * digest computed on the way (wssec decryptAttachmentsAsync), the signature check uses that digest, and the payload is
 * gunzipped as a stream into the streaming SBDH unwrap (sbdh-stream.ts), which spools the business document. It does
 * so as well for a part in memory that declares (gzip ISIZE) more than STREAM_DECOMPRESSED_ABOVE bytes once
 * decompressed. The result then carries `stored` (declaration + document, a file the caller disposes) and an empty
 * sbdh.document; intermediate files are removed before it returns, whatever the outcome.
 */
import { checkPayloadParts, gunzipSource, gzipSizeHint, payloadBytes, type PayloadPair } from './as4/compression.ts'
import { checkPeppolUserMessage, checkSbdhMatchesEnvelope } from './as4/checks.ts'
import { Ebms3Error } from './as4/errors.ts'
import { parseEnvelope, signatureReferences, type EnvelopeView, type UserMessageView } from './as4/ebms-parse.ts'
import type { NrReference } from './as4/ebms.ts'
import { partSource, type MimePart } from './as4/mime.ts'
import { parseSbdh, type SbdhView } from './as4/sbdh.ts'
import { unwrapSbdhStream } from './as4/sbdh-stream.ts'
import { decryptAttachments, parseSoapEnvelope, verifyEnvelope, WsSecurityError, type Attachment } from './wssec/index.ts'
import { decryptAttachmentsAsync, type SourcedAttachment } from './wssec/decrypt.ts'
import type { VerifyResult } from './wssec/types.ts'
import { disposeSource, headOfSource, type ByteSource } from '../../core/sdk/blobs.ts'
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

/** The parts of a parsed AS4 body (plugins/peppol-as4/as4/mime.ts As4Body) that are opened. */
export interface InboundBody { root: { data: Buffer }, attachments: Array<Pick<MimePart, 'contentId' | 'contentType' | 'data' | 'source'>> }

/** A payload in memory whose gzip declares more than this once decompressed is unwrapped as a stream (openInboundAsync). */
export const STREAM_DECOMPRESSED_ABOVE = 16 * 1024 * 1024

/** Structure first (EBMS:0009/0010), on an unverified parse: only to refuse early, nothing from it is used. */
function inboundParts (msg: InboundBody): { soap: string, parts: SourcedAttachment[] } {
  const soap = msg.root.data.toString('utf8')
  const unverified = parseEnvelopeShared(soap)
  if (unverified.kind !== 'user') throw new Ebms3Error('EBMS:0010', `a ${unverified.kind} signal was posted to the AS4 endpoint; only UserMessages are received here`, { reason: 'NOT_USER_MESSAGE' })
  const parts: SourcedAttachment[] = msg.attachments.map(p => {
    if (p.contentId === undefined) throw new Ebms3Error('EBMS:0007', 'a MIME attachment has no Content-ID', { reason: 'MIME_NO_CONTENT_ID' })
    return p.source?.kind === 'file' ? { contentId: p.contentId, contentType: p.contentType, data: p.data, source: p.source } : { contentId: p.contentId, contentType: p.contentType, data: p.data }
  })
  if (parts.length === 0) throw new Ebms3Error('EBMS:0010', 'a Peppol UserMessage has exactly one payload; the message has no attachment', { reason: 'PEPPOL_PAYLOADS' })
  return { soap, parts }
}

/**
 * Signature, profile rules, signer = From, payload declarations. `probes` stand for the attachments in
 * checkPayloadParts (a spooled attachment's first bytes, for the gzip signature check); the pair returned is the
 * real attachment's.
 */
function verifyAndCheck (envelopeXml: string, attachments: SourcedAttachment[], probes: Attachment[], options: InboundOptions): { env: UserMessageView, verified: VerifyResult, pair: PayloadPair<SourcedAttachment> } {
  const verified = verifyEnvelope(envelopeXml, attachments, { trust: options.trust, ...(options.at !== undefined ? { at: options.at } : {}) })
  // From here on only the verified document is read.
  const env = parseEnvelope(verified.document)
  if (env.kind !== 'user') throw new Ebms3Error('EBMS:0010', 'not a UserMessage', { reason: 'NOT_USER_MESSAGE' })
  checkPeppolUserMessage(env, { ourPartyId: options.identity.seatId })
  const signerSeat = seatIdOf(verified.signerCertPem)
  if (signerSeat !== env.from.partyId) {
    throw new WsSecurityError('EBMS:0101', 'UNTRUSTED', `From/PartyId ${env.from.partyId} is not the CN of the signing certificate (${signerSeat})`)
  }
  const pairs = checkPayloadParts(env.partInfos, probes, { plaintext: true })
  const probe = pairs[0]
  if (pairs.length !== 1 || probe === undefined) throw new Ebms3Error('EBMS:0010', `a Peppol UserMessage has exactly one payload (found ${pairs.length})`, { reason: 'PEPPOL_PAYLOADS' })
  if (probe.partInfo.compressionType === undefined) throw new Ebms3Error('EBMS:0003', 'the Peppol payload must be compressed (CompressionType application/gzip)', { reason: 'COMPRESSION_MISSING' })
  return { env, verified, pair: { partInfo: probe.partInfo, attachment: attachments[probes.indexOf(probe.attachment)] as SourcedAttachment } }
}

function opened (env: UserMessageView, verified: VerifyResult, sbdh: SbdhView): OpenedMessage {
  checkSbdhMatchesEnvelope(env, sbdh)
  return { env, sbdh, references: signatureReferences(verified.document), signerSubject: verified.signerSubject, signerCertPem: verified.signerCertPem }
}

export function openInbound (msg: InboundBody, options: InboundOptions): OpenedMessage {
  const { soap, parts } = inboundParts(msg)
  const plain = decryptAttachments(soap, parts, options.identity)
  const { env, verified, pair } = verifyAndCheck(plain.envelopeXml, plain.attachments, plain.attachments, options)
  const sbd = payloadBytes(pair, { maxBytes: options.maxDecompressedBytes ?? 100 * 1024 * 1024 })
  return opened(env, verified, parseSbdh(sbd))
}

/** openInbound for parts that may be spooled files; see the module comment. `stored` is set when the document was spooled. */
export async function openInboundAsync (msg: InboundBody, options: InboundOptions): Promise<OpenedMessage & { stored?: ByteSource }> {
  const { soap, parts } = inboundParts(msg)
  const spooled = parts.some(p => p.source !== undefined)
  const plain = spooled ? await decryptAttachmentsAsync(soap, parts, options.identity) : decryptAttachments(soap, parts, options.identity)
  // The decrypted files made here (not the caller's input files).
  const temporary = (plain.attachments as SourcedAttachment[]).filter(a => a.source !== undefined && !parts.some(p => p.source === a.source))
  try {
    const probes: Attachment[] = []
    for (const a of plain.attachments as SourcedAttachment[]) {
      probes.push(a.source === undefined ? a : { contentId: a.contentId, contentType: a.contentType, data: await headOfSource(a.source, 16) })
    }
    const { env, verified, pair } = verifyAndCheck(plain.envelopeXml, plain.attachments, probes, options)
    const maxBytes = options.maxDecompressedBytes ?? 100 * 1024 * 1024
    const att = pair.attachment
    if (att.source === undefined && (gzipSizeHint(att.data) ?? 0) <= STREAM_DECOMPRESSED_ABOVE) {
      return opened(env, verified, parseSbdh(payloadBytes(pair, { maxBytes })))
    }
    const { view, stored } = await unwrapSbdhStream(gunzipSource(partSource(att), { maxBytes }))
    try {
      return { ...opened(env, verified, view), stored }
    } catch (err) {
      await disposeSource(stored)
      throw err
    }
  } finally {
    for (const a of temporary) await disposeSource(a.source)
  }
}
