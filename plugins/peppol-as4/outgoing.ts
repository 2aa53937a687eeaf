/**
 * Builds one outgoing Peppol AS4 message (PEPPOL.md (a), (b)): SBDH around the document, gzip, the UserMessage
 * (From = our seat id, To = the receiver AP's seat id), WS-Security signature with our AP key over Messaging, Body
 * and the compressed payload, encryption of the payload for the receiver's AP certificate, MIME multipart/related.
 *
 *   const out = buildOutgoing({ sender, receiver, documentTypeId, processId, countryC1, document, identity, receiverCertPem })
 *   // out.chunks (or out.body) / out.contentType: the HTTP request; out.signedReferences: what the receipt's NRI must repeat
 *
 * Identifiers may carry their scheme ('busdox-docid-qns::...', 'cenbii-procid-ubl::...', 'iso6523-actorid-upis::...').
 */
import { randomUUID } from 'node:crypto'
import { buildUserMessage, newMessageId, type NrReference } from '../../core/peppol/as4/ebms.ts'
import { signatureReferences } from '../../core/peppol/as4/ebms-parse.ts'
import { buildSbdh } from '../../core/peppol/as4/sbdh.ts'
import { gzip } from '../../core/peppol/as4/compression.ts'
import { SOAP12_CONTENT_TYPE, writeMultipart } from '../../core/peppol/as4/mime.ts'
import { encryptAttachments, peekSignedDocument, signEnvelope, type Attachment } from '../../core/peppol/wssec/index.ts'
import { seatIdOf, type ApIdentity } from './identity.ts'

export interface OutgoingInput {
  sender: string
  receiver: string
  documentTypeId: string
  processId: string
  countryC1: string
  document: Buffer
  identity: ApIdentity
  receiverCertPem: string
  messageId?: string
  instanceIdentifier?: string
}

export interface OutgoingMessage {
  contentType: string
  /** The whole HTTP body in one buffer (joined from `chunks` on first use; senders of large messages use chunks). */
  readonly body: Buffer
  /** The HTTP body as written by writeMultipart (no copy of the payload) and its length in bytes. */
  chunks: Buffer[]
  length: number
  messageId: string
  conversationId: string
  instanceIdentifier: string
  toPartyId: string
  /** The envelope as signed (before encryption added its blocks). */
  signedEnvelope: string
  /** The ds:Reference list we signed: a receipt's NonRepudiationInformation must repeat these digests. */
  signedReferences: NrReference[]
}

/** Splits 'scheme::value' (the first '::' only when the head looks like a scheme name). */
export function splitScheme (id: string, defaultScheme: string): { scheme: string, value: string } {
  const m = /^([a-z0-9]+-[a-z0-9]+-[a-z0-9]+)::(.+)$/i.exec(id)
  return m === null ? { scheme: defaultScheme, value: id } : { scheme: (m[1] as string).toLowerCase(), value: m[2] as string }
}

export function buildOutgoing (input: OutgoingInput): OutgoingMessage {
  const doc = splitScheme(input.documentTypeId, 'busdox-docid-qns')
  const proc = splitScheme(input.processId, 'cenbii-procid-ubl')
  const sender = splitScheme(input.sender, 'iso6523-actorid-upis').value
  const receiver = splitScheme(input.receiver, 'iso6523-actorid-upis').value
  const instanceIdentifier = input.instanceIdentifier ?? randomUUID()
  // The SBDH copy of the document is only an intermediate: not kept in a variable, so a large one can be collected.
  const payload = gzip(buildSbdh({
    sender, receiver, documentTypeId: doc.value, documentTypeScheme: doc.scheme, processId: proc.value, processScheme: proc.scheme,
    countryC1: input.countryC1, instanceIdentifier, document: input.document
  }))
  const cid = `${randomUUID()}@wharf`
  const toPartyId = seatIdOf(input.receiverCertPem)
  const conversationId = randomUUID()
  const um = buildUserMessage({
    messageId: input.messageId ?? newMessageId(), conversationId, fromPartyId: input.identity.seatId, toPartyId,
    processId: proc.value, processScheme: proc.scheme, documentTypeId: doc.value, documentTypeScheme: doc.scheme,
    originalSender: sender, finalRecipient: receiver, payloadContentId: cid
  })
  const attachments: Attachment[] = [{ contentId: cid, contentType: 'application/gzip', data: payload, mimeType: 'application/gzip' }]
  const signed = signEnvelope(um.xml, attachments, input.identity)
  const signedReferences = signatureReferences(peekSignedDocument(signed)) // before encryption takes the document
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
    messageId: um.messageId,
    conversationId,
    instanceIdentifier,
    toPartyId,
    signedEnvelope: signed,
    signedReferences
  }
}
