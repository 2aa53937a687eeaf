/**
 * Builds one outgoing Peppol AS4 message (PEPPOL.md (a), (b)): SBDH around the document, gzip, the UserMessage
 * (From = our seat id, To = the receiver AP's seat id), WS-Security signature with our AP key over Messaging, Body
 * and the compressed payload, encryption of the payload for the receiver's AP certificate, MIME multipart/related.
 *
 *   const out = await prepareOutgoing({ sender, receiver, documentTypeId, processId, countryC1, document, identity, receiverCertPem })
 *   try { POST out.open() with out.contentType and Content-Length out.length } finally { await out.dispose() }
 *   // out.signedReferences: what the receipt's NonRepudiationInformation must repeat
 *
 * `document` is a Buffer or a ByteSource (core/blobs/source.ts). Two paths, same message on the wire:
 *   - in memory (buildOutgoing; prepareOutgoing uses it for memory sources up to STREAM_ABOVE bytes, so a 10 KB
 *     invoice costs no file I/O): every step on Buffers; out.body / out.chunks hold the HTTP body;
 *   - streamed (buildOutgoingStreaming; file sources and larger memory sources): the SBD is produced as a stream
 *     (sbdh-wrap-stream.ts, byte-identical to buildSbdh), gzipped into a spool file while the SHA-256 of the compressed
 *     bytes is computed (the Attachment-Content-Signature-Transform digest, given to signEnvelope as Attachment.digest),
 *     the envelope is signed and gets its EncryptedKey / EncryptedData (encryptAttachmentsDeferred), and the
 *     attachment's IV || AES-128-GCM ciphertext || tag is produced from the spool file while the body is read
 *     (mime-writer.ts, length known in advance: 12 + n + 16). Memory stays flat whatever the document size;
 *     out.dispose() removes the spool file.
 *
 * Identifiers may carry their scheme ('busdox-docid-qns::...', 'cenbii-procid-ubl::...', 'iso6523-actorid-upis::...').
 */
import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { buildUserMessage, newMessageId, type BuiltEnvelope, type NrReference } from './as4/ebms.ts'
import { signatureReferences } from './as4/ebms-parse.ts'
import { buildSbdh, type SbdhInput } from './as4/sbdh.ts'
import { sbdhStream } from './as4/sbdh-wrap-stream.ts'
import { gzip } from './as4/compression.ts'
import { gzipToSpool } from './as4/gzip-spool.ts'
import { SOAP12_CONTENT_TYPE, writeMultipart } from './as4/mime.ts'
import { writeMultipartStream } from './as4/mime-writer.ts'
import { encryptAttachments, peekSignedDocument, signedReferencesOf, signEnvelope, type Attachment } from './wssec/index.ts'
import { encryptAttachmentsDeferred, encryptedLength } from './wssec/encrypt.ts'
import { disposeSource, memorySource, openSource, sourceSize, type ByteSource } from '../../core/sdk/blobs.ts'
import { releaseAfterLargeDocument } from '../../core/sdk/blobs.ts'
import { seatIdOf, type ApIdentity } from './identity.ts'

/** Memory sources above this size take the streamed path too (the in-memory path holds about 3 copies). */
export const STREAM_ABOVE = 8 * 1024 * 1024

export interface OutgoingInput {
  sender: string
  receiver: string
  documentTypeId: string
  processId: string
  countryC1: string
  /** The business document: bytes, or a ByteSource (a large document as a file). */
  document: Buffer | ByteSource
  identity: ApIdentity
  receiverCertPem: string
  messageId?: string
  instanceIdentifier?: string
  /** SBDH MLS scopes (PEPPOL.md (b)): the MLS the sender asks for, and where to (0242:<our SPIS>). */
  mlsType?: 'ALWAYS_SEND' | 'FAILURE_ONLY'
  mlsTo?: string
  /** gzip level of the streamed path (default 6, as the in-memory path). */
  gzipLevel?: number
  /** Aborts the streamed path's gzip step. */
  signal?: AbortSignal
}

/** A message ready to send, built either way. */
export interface PreparedMessage {
  contentType: string
  /** HTTP body length in bytes (Content-Length). */
  length: number
  /** A fresh stream of the HTTP body. */
  open: () => Readable
  /** Removes the spool file of a streamed message (no-op in memory). Call once the request is over, whatever happened. */
  dispose: () => Promise<void>
  messageId: string
  conversationId: string
  instanceIdentifier: string
  toPartyId: string
  /** The envelope as signed (before encryption added its blocks). */
  signedEnvelope: string
  /** The ds:Reference list we signed: a receipt's NonRepudiationInformation must repeat these digests. */
  signedReferences: NrReference[]
}

/** A message built in memory (buildOutgoing). */
export interface OutgoingMessage extends PreparedMessage {
  /** The whole HTTP body in one buffer (joined from `chunks` on first use). */
  readonly body: Buffer
  /** The HTTP body as written by writeMultipart (no copy of the payload). */
  chunks: Buffer[]
}

/** Splits 'scheme::value' (the first '::' only when the head looks like a scheme name). */
export function splitScheme (id: string, defaultScheme: string): { scheme: string, value: string } {
  const m = /^([a-z0-9]+-[a-z0-9]+-[a-z0-9]+)::(.+)$/i.exec(id)
  return m === null ? { scheme: defaultScheme, value: id } : { scheme: (m[1] as string).toLowerCase(), value: m[2] as string }
}

interface Header {
  sbdh: Omit<SbdhInput, 'document'>
  um: BuiltEnvelope
  cid: string
  toPartyId: string
  conversationId: string
  instanceIdentifier: string
}

/** Everything but the payload: the SBDH fields and the UserMessage. */
function header (input: OutgoingInput): Header {
  const doc = splitScheme(input.documentTypeId, 'busdox-docid-qns')
  const proc = splitScheme(input.processId, 'cenbii-procid-ubl')
  const sender = splitScheme(input.sender, 'iso6523-actorid-upis').value
  const receiver = splitScheme(input.receiver, 'iso6523-actorid-upis').value
  const instanceIdentifier = input.instanceIdentifier ?? randomUUID()
  const cid = `${randomUUID()}@wharf`
  const toPartyId = seatIdOf(input.receiverCertPem)
  const conversationId = randomUUID()
  const um = buildUserMessage({
    messageId: input.messageId ?? newMessageId(), conversationId, fromPartyId: input.identity.seatId, toPartyId,
    processId: proc.value, processScheme: proc.scheme, documentTypeId: doc.value, documentTypeScheme: doc.scheme,
    originalSender: sender, finalRecipient: receiver, payloadContentId: cid
  })
  const sbdh = {
    sender, receiver, documentTypeId: doc.value, documentTypeScheme: doc.scheme, processId: proc.value, processScheme: proc.scheme,
    countryC1: input.countryC1, instanceIdentifier,
    ...(input.mlsType !== undefined ? { mlsType: input.mlsType } : {}), ...(input.mlsTo !== undefined ? { mlsTo: input.mlsTo } : {})
  }
  return { sbdh, um, cid, toPartyId, conversationId, instanceIdentifier }
}

/** The ids and signature facts both builders report (what the receipt check and the delivery details need). */
const identifiers = (h: Header, signedEnvelope: string, signedReferences: NrReference[]) => ({
  messageId: h.um.messageId,
  conversationId: h.conversationId,
  instanceIdentifier: h.instanceIdentifier,
  toPartyId: h.toPartyId,
  signedEnvelope,
  signedReferences
})

const bytesOf = (document: Buffer | ByteSource): Buffer => {
  if (Buffer.isBuffer(document)) return document
  if (document.kind === 'memory') return document.bytes
  throw new TypeError('buildOutgoing builds in memory: use prepareOutgoing (or buildOutgoingStreaming) for a file source')
}

/** The message built in memory (a Buffer or a memory source). */
export function buildOutgoing (input: OutgoingInput): OutgoingMessage {
  const h = header(input)
  // The SBDH copy of the document is only an intermediate: not kept in a variable, so a large one can be collected.
  const payload = gzip(buildSbdh({ ...h.sbdh, document: bytesOf(input.document) }))
  const attachments: Attachment[] = [{ contentId: h.cid, contentType: 'application/gzip', data: payload, mimeType: 'application/gzip' }]
  const signed = signEnvelope(h.um.xml, attachments, input.identity)
  // Written by the signer, or read from its document before encryption takes it.
  const signedReferences = signedReferencesOf(signed) ?? signatureReferences(peekSignedDocument(signed))
  const encrypted = encryptAttachments(signed, attachments, input.receiverCertPem)
  const parts = writeMultipart([
    { contentType: SOAP12_CONTENT_TYPE, data: encrypted.envelopeXml },
    ...encrypted.attachments.map(a => ({ contentId: a.contentId, contentType: a.contentType, data: a.data }))
  ])
  let joined: Buffer | undefined
  return {
    contentType: parts.contentType,
    get body (): Buffer { return (joined ??= Buffer.concat(parts.chunks, parts.length)) },
    chunks: parts.chunks,
    length: parts.length,
    open: () => Readable.from(parts.chunks, { objectMode: false }),
    dispose: async () => {},
    ...identifiers(h, signed, signedReferences)
  }
}

/** The message with the payload streamed through a spool file (see the module comment); call dispose() after use. */
export async function buildOutgoingStreaming (input: OutgoingInput): Promise<PreparedMessage> {
  const src = Buffer.isBuffer(input.document) ? memorySource(input.document) : input.document
  const h = header(input)
  const sbd = await sbdhStream(h.sbdh, src) // header checks (TypeError) before any file is written
  const gz = await gzipToSpool(sbd.open(), { level: input.gzipLevel ?? 6, label: 'as4-out', ...(input.signal !== undefined ? { signal: input.signal } : {}) })
  // The read and gzip buffers, before the encryption and TLS buffers of the send add theirs (core/memory/release.ts).
  releaseAfterLargeDocument(sourceSize(src))
  try {
    const attachment: Attachment = { contentId: h.cid, contentType: 'application/gzip', data: Buffer.alloc(0), mimeType: 'application/gzip', digest: gz.sha256 }
    const signed = signEnvelope(h.um.xml, [attachment], input.identity)
    const signedReferences = signedReferencesOf(signed) ?? signatureReferences(peekSignedDocument(signed))
    const encrypted = encryptAttachmentsDeferred(signed, [attachment], input.receiverCertPem)
    const part = encrypted.attachments[0] as (typeof encrypted.attachments)[number]
    const size = sourceSize(gz.source)
    const parts = writeMultipartStream([
      { contentType: SOAP12_CONTENT_TYPE, data: encrypted.envelopeXml },
      { contentId: part.contentId, contentType: part.contentType, length: encryptedLength(size), open: () => part.encrypt(openSource(gz.source), size) }
    ])
    return {
      contentType: parts.contentType,
      length: parts.length,
      open: parts.open,
      dispose: async () => { await disposeSource(gz.source) },
      ...identifiers(h, signed, signedReferences)
    }
  } catch (err) {
    await disposeSource(gz.source)
    throw err
  }
}

/** In memory for small memory sources, streamed otherwise. */
export async function prepareOutgoing (input: OutgoingInput): Promise<PreparedMessage> {
  const d = input.document
  const small = Buffer.isBuffer(d) ? d.length <= STREAM_ABOVE : d.kind === 'memory' && d.bytes.length <= STREAM_ABOVE
  return small ? buildOutgoing(input) : await buildOutgoingStreaming(input)
}
