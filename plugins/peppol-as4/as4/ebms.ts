/**
 * ebMS 3.0 / Peppol AS4 header builders: UserMessage, Receipt and Error signal SOAP 1.2 envelopes, as strings.
 *
 *   const um = buildUserMessage({ fromPartyId: 'POP000306', toPartyId: 'POP000123', processId, documentTypeId,
 *     originalSender: '9915:sender', finalRecipient: '9915:helger', payloadContentId: 'payload-1@wharf' })
 *   // um.xml: <S12:Envelope> with eb:Messaging (S12:mustUnderstand="true", wsu:Id=um.messagingId) and an empty
 *   // S12:Body (wsu:Id=um.bodyId): what wssec signEnvelope signs (Messaging + Body + the cid: attachment).
 *   const rc = buildReceipt({ refToMessageId: received.messageId, references })   // references: from the verified request
 *   const er = buildErrorSignal({ refToMessageId, errors: [err.toSignalError()] })
 *
 * The envelopes are unsigned: security is plugins/peppol-as4/wssec. parseEnvelope (ebms-parse.ts) reads them back.
 * Peppol AS4 profile 2.0.3: AgreementRef without @pmode, PartyId type urn:fdc:peppol.eu:2017:identifiers:ap, the
 * initiator/responder roles, Service@type cenbii-procid-ubl, Action busdox-docid-qns::<doctype>, default MPC (the
 * attribute is omitted, as phase4 does), MessageProperties originalSender/finalRecipient (iso6523-actorid-upis),
 * one PartInfo href="cid:..." with MimeType application/xml and CompressionType application/gzip.
 */
import { randomUUID } from 'node:crypto'
import { escapeAttr as a, escapeText as t } from './xml-text.ts'
import { ebmsErrorSpec, type SignalError } from './errors.ts'
import { NS, PEPPOL_AS4 } from './constants.ts'

export { Ebms3Error, EBMS_ERRORS, PEPPOL_NOT_SERVICED } from './errors.ts'
export { parseEnvelope } from './ebms-parse.ts'
export { NS, PEPPOL_AS4 } from './constants.ts'

/** A fresh ebMS MessageId (RFC 2822 msg-id shape: uuid@host). */
export function newMessageId (): string {
  return `${randomUUID()}@wharf`
}

function isoTimestamp (value: Date | string | undefined): string {
  if (value === undefined) return new Date().toISOString()
  return typeof value === 'string' ? value : value.toISOString()
}

/** Participant value without a "iso6523-actorid-upis::" prefix. */
function participantValue (id: string): string {
  const prefix = `${PEPPOL_AS4.PARTICIPANT_SCHEME}::`
  return id.startsWith(prefix) ? id.slice(prefix.length) : id
}

export interface BuiltEnvelope {
  xml: string
  messageId: string
  /** wsu:Id of eb:Messaging. */
  messagingId: string
  /** wsu:Id of S12:Body. */
  bodyId: string
}

export interface UserMessageInput {
  messageId?: string
  conversationId?: string
  timestamp?: Date | string
  fromPartyId: string
  toPartyId: string
  /** Defaults to the Peppol AP party id type; pass null to omit @type. */
  partyIdType?: string | null
  processId: string
  processScheme?: string
  /** The document type id value, without the "busdox-docid-qns::" scheme. */
  documentTypeId: string
  documentTypeScheme?: string
  originalSender: string
  finalRecipient: string
  /** Content-ID of the payload part, without "cid:" and "<>". */
  payloadContentId: string
  /** Default true: CompressionType application/gzip. */
  compressed?: boolean
  /** MimeType part property (default application/xml). */
  mimeType?: string
}

function envelope (messagingBody: string, extraNs: string, messagingId: string, bodyId: string): string {
  return '<?xml version="1.0" encoding="UTF-8"?>' +
    `<S12:Envelope xmlns:S12="${NS.S12}"><S12:Header>` +
    `<eb:Messaging xmlns:eb="${NS.EB}"${extraNs} xmlns:wsu="${NS.WSU}" S12:mustUnderstand="true" wsu:Id="${a(messagingId)}">` +
    messagingBody +
    '</eb:Messaging></S12:Header>' +
    `<S12:Body xmlns:wsu="${NS.WSU}" wsu:Id="${a(bodyId)}"/></S12:Envelope>`
}

function messageInfo (timestamp: string, messageId: string, refToMessageId?: string): string {
  return `<eb:MessageInfo><eb:Timestamp>${t(timestamp)}</eb:Timestamp><eb:MessageId>${t(messageId)}</eb:MessageId>` +
    (refToMessageId === undefined ? '' : `<eb:RefToMessageId>${t(refToMessageId)}</eb:RefToMessageId>`) +
    '</eb:MessageInfo>'
}

function required (input: object, names: string[]): void {
  for (const name of names) {
    const v = (input as Record<string, unknown>)[name]
    if (typeof v !== 'string' || v.trim() === '') throw new TypeError(`${name} is required`)
  }
}

/** A Peppol AS4 UserMessage envelope (unsigned, unencrypted). */
export function buildUserMessage (input: UserMessageInput): BuiltEnvelope {
  required(input, ['fromPartyId', 'toPartyId', 'processId', 'documentTypeId', 'originalSender', 'finalRecipient', 'payloadContentId'])
  const messageId = input.messageId ?? newMessageId()
  const conversationId = input.conversationId ?? randomUUID()
  const messagingId = `wharf-msg-${randomUUID()}`
  const bodyId = `id-${randomUUID()}`
  const partyType = input.partyIdType === undefined ? PEPPOL_AS4.PARTY_ID_TYPE : input.partyIdType
  const typeAttr = partyType === null ? '' : ` type="${a(partyType)}"`
  const cid = input.payloadContentId.replace(/^cid:/i, '').replace(/^<(.*)>$/, '$1')
  const compressed = input.compressed ?? true
  const body = '<eb:UserMessage>' +
    messageInfo(isoTimestamp(input.timestamp), messageId) +
    '<eb:PartyInfo>' +
    `<eb:From><eb:PartyId${typeAttr}>${t(input.fromPartyId)}</eb:PartyId><eb:Role>${PEPPOL_AS4.ROLE_INITIATOR}</eb:Role></eb:From>` +
    `<eb:To><eb:PartyId${typeAttr}>${t(input.toPartyId)}</eb:PartyId><eb:Role>${PEPPOL_AS4.ROLE_RESPONDER}</eb:Role></eb:To>` +
    '</eb:PartyInfo>' +
    '<eb:CollaborationInfo>' +
    `<eb:AgreementRef>${PEPPOL_AS4.AGREEMENT_REF}</eb:AgreementRef>` +
    `<eb:Service type="${a(input.processScheme ?? PEPPOL_AS4.SERVICE_TYPE)}">${t(input.processId)}</eb:Service>` +
    `<eb:Action>${t(`${input.documentTypeScheme ?? PEPPOL_AS4.DOCTYPE_SCHEME}::${input.documentTypeId}`)}</eb:Action>` +
    `<eb:ConversationId>${t(conversationId)}</eb:ConversationId>` +
    '</eb:CollaborationInfo>' +
    '<eb:MessageProperties>' +
    `<eb:Property name="${PEPPOL_AS4.ORIGINAL_SENDER}" type="${PEPPOL_AS4.PARTICIPANT_SCHEME}">${t(participantValue(input.originalSender))}</eb:Property>` +
    `<eb:Property name="${PEPPOL_AS4.FINAL_RECIPIENT}" type="${PEPPOL_AS4.PARTICIPANT_SCHEME}">${t(participantValue(input.finalRecipient))}</eb:Property>` +
    '</eb:MessageProperties>' +
    `<eb:PayloadInfo><eb:PartInfo href="cid:${a(cid)}"><eb:PartProperties>` +
    `<eb:Property name="MimeType">${t(input.mimeType ?? PEPPOL_AS4.PAYLOAD_MIME_TYPE)}</eb:Property>` +
    (compressed ? `<eb:Property name="CompressionType">${PEPPOL_AS4.COMPRESSION_GZIP}</eb:Property>` : '') +
    '</eb:PartProperties></eb:PartInfo></eb:PayloadInfo>' +
    '</eb:UserMessage>'
  return { xml: envelope(body, '', messagingId, bodyId), messageId, messagingId, bodyId }
}

/** A ds:Reference of the request's signature, copied into the receipt (non-repudiation of receipt). */
export interface NrReference {
  uri: string
  digestMethod: string
  digestValue: string
  transforms: NrTransform[]
}
export interface NrTransform { algorithm: string, inclusiveNamespaces?: string[] }

/** What buildReceipt accepts: NrReference, or wssec VerifiedReference (transforms as algorithm strings). */
export interface NrReferenceInput {
  uri: string
  digestMethod: string
  digestValue: string
  transforms: Array<NrTransform | string>
}

export interface ReceiptInput {
  refToMessageId: string
  messageId?: string
  timestamp?: Date | string
  /**
   * Every ds:Reference of the verified request signature (Messaging, Body, each cid: attachment): wssec
   * verifyEnvelope(...).references, or signatureReferences(verified.document) to keep InclusiveNamespaces too.
   */
  references: NrReferenceInput[]
}

function dsReference (ref: NrReferenceInput): string {
  const transforms = ref.transforms.map(t0 => typeof t0 === 'string' ? { algorithm: t0 } as NrTransform : t0).map(tr => {
    const inc = tr.inclusiveNamespaces
    return inc === undefined || inc.length === 0
      ? `<ds:Transform Algorithm="${a(tr.algorithm)}"/>`
      : `<ds:Transform Algorithm="${a(tr.algorithm)}"><ec:InclusiveNamespaces xmlns:ec="${NS.EC}" PrefixList="${a(inc.join(' '))}"/></ds:Transform>`
  }).join('')
  return `<ds:Reference URI="${a(ref.uri)}">` +
    (transforms === '' ? '' : `<ds:Transforms>${transforms}</ds:Transforms>`) +
    `<ds:DigestMethod Algorithm="${a(ref.digestMethod)}"/><ds:DigestValue>${t(ref.digestValue)}</ds:DigestValue></ds:Reference>`
}

/** A Receipt signal with ebbp:NonRepudiationInformation (unsigned: sign it with wssec). */
export function buildReceipt (input: ReceiptInput): BuiltEnvelope {
  required(input, ['refToMessageId'])
  if (input.references.length === 0) throw new TypeError('a Peppol receipt needs the ds:Reference list of the signed request')
  const messageId = input.messageId ?? newMessageId()
  const messagingId = `wharf-msg-${randomUUID()}`
  const bodyId = `id-${randomUUID()}`
  const body = '<eb:SignalMessage>' + messageInfo(isoTimestamp(input.timestamp), messageId, input.refToMessageId) +
    '<eb:Receipt><ebbp:NonRepudiationInformation>' +
    input.references.map(r => `<ebbp:MessagePartNRInformation>${dsReference(r)}</ebbp:MessagePartNRInformation>`).join('') +
    '</ebbp:NonRepudiationInformation></eb:Receipt></eb:SignalMessage>'
  return { xml: envelope(body, ` xmlns:ebbp="${NS.EBBP}" xmlns:ds="${NS.DS}"`, messagingId, bodyId), messageId, messagingId, bodyId }
}

export interface ErrorSignalInput {
  refToMessageId?: string
  messageId?: string
  timestamp?: Date | string
  /** Missing severity / shortDescription / category are taken from the catalogue for standard codes. */
  errors: Array<Partial<SignalError> & { code: string }>
}

/** An Error signal with one eb:Error per entry. Peppol "not serviced": { code: 'EBMS:0004', detail: 'PEPPOL:NOT_SERVICED' }. */
export function buildErrorSignal (input: ErrorSignalInput): BuiltEnvelope {
  if (input.errors.length === 0) throw new TypeError('an Error signal needs at least one error')
  const messageId = input.messageId ?? newMessageId()
  const messagingId = `wharf-msg-${randomUUID()}`
  const bodyId = `id-${randomUUID()}`
  const errors = input.errors.map(e => {
    const spec = ebmsErrorSpec(e.code)
    const severity = e.severity ?? spec?.severity ?? 'failure'
    const shortDescription = e.shortDescription ?? spec?.shortDescription
    const category = e.category ?? spec?.category
    const ref = e.refToMessageInError ?? input.refToMessageId
    return '<eb:Error' +
      (category === undefined ? '' : ` category="${a(category)}"`) +
      ` errorCode="${a(e.code)}"` +
      (e.origin === undefined ? '' : ` origin="${a(e.origin)}"`) +
      (ref === undefined ? '' : ` refToMessageInError="${a(ref)}"`) +
      ` severity="${a(severity)}"` +
      (shortDescription === undefined ? '' : ` shortDescription="${a(shortDescription)}"`) + '>' +
      (e.description === undefined ? '' : `<eb:Description xml:lang="en">${t(e.description)}</eb:Description>`) +
      (e.detail === undefined ? '' : `<eb:ErrorDetail>${t(e.detail)}</eb:ErrorDetail>`) +
      '</eb:Error>'
  }).join('')
  const body = '<eb:SignalMessage>' + messageInfo(isoTimestamp(input.timestamp), messageId, input.refToMessageId) + errors + '</eb:SignalMessage>'
  return { xml: envelope(body, '', messagingId, bodyId), messageId, messagingId, bodyId }
}
