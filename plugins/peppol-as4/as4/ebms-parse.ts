/**
 * parseEnvelope: a SOAP 1.2 AS4 envelope (UserMessage, Receipt or Error signal) to a typed view, with structural
 * violations mapped to ebMS3 error codes (Ebms3Error):
 *   EBMS:0009 InvalidHeader      not well-formed, DTD, not SOAP 1.2, eb:Messaging missing, a required element missing
 *                                or empty, a Timestamp that is not an xsd:dateTime
 *   EBMS:0010 ProcessingModeMismatch   more than one UserMessage/SignalMessage (bundling), PullRequest (Peppol is
 *                                one-way push), a signal that is neither Receipt nor Error
 *
 *   const env = parseEnvelope(msg.root.data)
 *   if (env.kind === 'user') env.finalRecipient?.value; env.partInfos[0].contentId
 *
 * Peppol profile rules (AgreementRef, party id type, roles, properties, one gzip payload) are checked separately
 * by checks.ts, so this parser also reads non-Peppol ebMS3 messages (phase4 test files, diagnostics).
 * signatureReferences(doc) lists the ds:Reference data of the Security header signature, for buildReceipt: use it
 * only after wssec verifyEnvelope accepted that signature.
 */
import type { Document, Element } from '@xmldom/xmldom'
import { childElements, parseXmlSafely, UnsafeXmlError } from '../../../core/sdk/xml.ts'
import { Ebms3Error, type SignalError } from './errors.ts'
import { NS, PEPPOL_AS4 } from './constants.ts'
import type { NrReference } from './ebms.ts'
import { attr, textOf } from './xml-text.ts'

export interface PartyView {
  /** The first PartyId (Peppol sends exactly one). */
  partyId: string
  partyIdType: string | undefined
  role: string
  partyIds: Array<{ value: string, type: string | undefined }>
}
export interface PropertyView { name: string, value: string, type: string | undefined }
export interface PartInfoView {
  href: string | undefined
  /** The href without "cid:" when it is a cid: reference (an attachment). */
  contentId: string | undefined
  properties: PropertyView[]
  mimeType: string | undefined
  compressionType: string | undefined
  characterSet: string | undefined
}

interface EnvelopeBase {
  document: Document
  messaging: Element
  /** wsu:Id of eb:Messaging and S12:Body (the signed parts). */
  messagingId: string | undefined
  bodyId: string | undefined
  mustUnderstand: boolean
  hasSecurityHeader: boolean
  bodyEmpty: boolean
  messageId: string
  refToMessageId: string | undefined
  timestamp: string
}
export interface UserMessageView extends EnvelopeBase {
  kind: 'user'
  mpc: string
  from: PartyView
  to: PartyView
  agreementRef: { value: string, type: string | undefined, pmode: string | undefined } | undefined
  service: { value: string, type: string | undefined }
  action: string
  conversationId: string
  properties: PropertyView[]
  originalSender: { value: string, type: string | undefined } | undefined
  finalRecipient: { value: string, type: string | undefined } | undefined
  partInfos: PartInfoView[]
}
export interface ReceiptView extends EnvelopeBase {
  kind: 'receipt'
  hasNonRepudiationInformation: boolean
  references: NrReference[]
}
export interface ErrorView extends EnvelopeBase {
  kind: 'error'
  errors: SignalError[]
}
export type EnvelopeView = UserMessageView | ReceiptView | ErrorView

const DATE_TIME = /^-?\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/

function invalid (detail: string, reason: string): Ebms3Error {
  return new Ebms3Error('EBMS:0009', detail, { reason })
}

function one (parent: Element, ns: string, name: string, path: string, optional?: false): Element
function one (parent: Element, ns: string, name: string, path: string, optional: true): Element | undefined
function one (parent: Element, ns: string, name: string, path: string, optional = false): Element | undefined {
  const found = childElements(parent, ns, name)
  if (found.length > 1) throw invalid(`${path}/${name} occurs ${found.length} times`, 'EBMS_DUPLICATE_ELEMENT')
  if (found.length === 0 && !optional) throw invalid(`${path}/${name} is missing`, 'EBMS_MISSING_ELEMENT')
  return found[0]
}

function nonEmpty (parent: Element, name: string, path: string): string {
  const value = textOf(one(parent, NS.EB, name, path))
  if (value === '') throw invalid(`${path}/${name} is empty`, 'EBMS_EMPTY_ELEMENT')
  return value
}

function truthy (value: string | undefined): boolean {
  return value !== undefined && (value.trim() === 'true' || value.trim() === '1')
}

function properties (parent: Element | undefined, path: string): PropertyView[] {
  if (parent === undefined) return []
  return childElements(parent, NS.EB, 'Property').map(p => {
    const name = attr(p, 'name')
    if (name === undefined || name === '') throw invalid(`${path}/Property without @name`, 'EBMS_PROPERTY_NAME')
    return { name, value: textOf(p), type: attr(p, 'type') }
  })
}

function party (partyInfo: Element, which: 'From' | 'To'): PartyView {
  const path = `UserMessage/PartyInfo/${which}`
  const el = one(partyInfo, NS.EB, which, 'UserMessage/PartyInfo')
  const ids = childElements(el, NS.EB, 'PartyId').map(p => ({ value: textOf(p), type: attr(p, 'type') }))
  if (ids.length === 0) throw invalid(`${path}/PartyId is missing`, 'EBMS_MISSING_ELEMENT')
  if (ids.some(id => id.value === '')) throw invalid(`${path}/PartyId is empty`, 'EBMS_EMPTY_ELEMENT')
  return { partyId: ids[0].value, partyIdType: ids[0].type, role: nonEmpty(el, 'Role', path), partyIds: ids }
}

function findProperty (props: PropertyView[], name: string): { value: string, type: string | undefined } | undefined {
  const p = props.find(x => x.name === name)
  return p === undefined ? undefined : { value: p.value, type: p.type }
}

/** ds:Reference elements (Transforms, DigestMethod, DigestValue) to NrReference data. */
export function readReferences (parent: Element): NrReference[] {
  return childElements(parent, NS.DS, 'Reference').map(ref => {
    const transformsEl = childElements(ref, NS.DS, 'Transforms')[0]
    const transforms = transformsEl === undefined
      ? []
      : childElements(transformsEl, NS.DS, 'Transform').map(tr => {
        const inc = childElements(tr, NS.EC, 'InclusiveNamespaces')[0]
        const list = inc === undefined ? undefined : (attr(inc, 'PrefixList') ?? '').split(/\s+/).filter(x => x !== '')
        return { algorithm: attr(tr, 'Algorithm') ?? '', ...(list === undefined ? {} : { inclusiveNamespaces: list }) }
      })
    const dm = childElements(ref, NS.DS, 'DigestMethod')[0]
    return {
      uri: attr(ref, 'URI') ?? '',
      digestMethod: dm === undefined ? '' : attr(dm, 'Algorithm') ?? '',
      digestValue: textOf(childElements(ref, NS.DS, 'DigestValue')[0]).replace(/\s+/g, ''),
      transforms
    }
  })
}

/** The ds:Reference list of the first ds:Signature in wsse:Security (unverified: check it with wssec first). */
export function signatureReferences (doc: Document): NrReference[] {
  const security = Array.from(doc.getElementsByTagNameNS(NS.WSSE, 'Security'))[0]
  if (security === undefined) return []
  const sig = childElements(security, NS.DS, 'Signature')[0]
  const signedInfo = sig === undefined ? undefined : childElements(sig, NS.DS, 'SignedInfo')[0]
  return signedInfo === undefined ? [] : readReferences(signedInfo)
}

function parseDocument (xml: string | Buffer | Document): Document {
  if (typeof xml !== 'string' && !Buffer.isBuffer(xml)) return xml
  const text = typeof xml === 'string' ? xml : xml.toString('utf8')
  try {
    return parseXmlSafely(text, { maxLength: 16 * 1024 * 1024 })
  } catch (err) {
    if (err instanceof UnsafeXmlError) throw new Ebms3Error('EBMS:0009', `the SOAP envelope is not acceptable XML: ${err.message}`, { reason: `XML_${err.reason}`, cause: err })
    throw err
  }
}

/**
 * Parses and structurally checks an AS4 envelope; see the module comment. A Document already parsed with
 * parseXmlSafely (e.g. shared with wssec) is accepted too, to parse the envelope only once.
 */
export function parseEnvelope (xml: string | Buffer | Document): EnvelopeView {
  const document = parseDocument(xml)
  const root = document.documentElement as Element
  if (root.localName !== 'Envelope' || root.namespaceURI !== NS.S12) {
    const what = root.namespaceURI === NS.S11 ? 'SOAP 1.1 is not used by the Peppol AS4 profile' : `root element {${root.namespaceURI ?? ''}}${root.localName ?? ''}`
    throw invalid(`not a SOAP 1.2 envelope: ${what}`, 'SOAP_NOT_12')
  }
  const header = one(root, NS.S12, 'Header', 'Envelope', true)
  const body = one(root, NS.S12, 'Body', 'Envelope', true)
  if (header === undefined) throw invalid('the SOAP envelope has no Header', 'EBMS_NO_MESSAGING')
  const messaging = one(header, NS.EB, 'Messaging', 'Header', true)
  if (messaging === undefined) throw invalid('the SOAP Header has no eb:Messaging', 'EBMS_NO_MESSAGING')
  const users = childElements(messaging, NS.EB, 'UserMessage')
  const signals = childElements(messaging, NS.EB, 'SignalMessage')
  if (users.length + signals.length === 0) throw invalid('eb:Messaging has no UserMessage or SignalMessage', 'EBMS_EMPTY_MESSAGING')
  if (users.length + signals.length > 1) {
    throw new Ebms3Error('EBMS:0010', 'Peppol AS4 messages carry exactly one UserMessage or one SignalMessage (no bundling)', { reason: 'EBMS_BUNDLING' })
  }
  const unit = users[0] ?? signals[0]
  const path = users.length === 1 ? 'UserMessage' : 'SignalMessage'
  const info = one(unit, NS.EB, 'MessageInfo', path)
  const timestamp = nonEmpty(info, 'Timestamp', `${path}/MessageInfo`)
  if (!DATE_TIME.test(timestamp)) throw invalid(`${path}/MessageInfo/Timestamp "${timestamp}" is not an xsd:dateTime`, 'EBMS_BAD_TIMESTAMP')
  const refEl = one(info, NS.EB, 'RefToMessageId', `${path}/MessageInfo`, true)
  const base: EnvelopeBase = {
    document,
    messaging,
    messagingId: attr(messaging, 'Id', NS.WSU),
    bodyId: body === undefined ? undefined : attr(body, 'Id', NS.WSU),
    mustUnderstand: truthy(attr(messaging, 'mustUnderstand', NS.S12)),
    hasSecurityHeader: childElements(header, NS.WSSE, 'Security').length > 0,
    bodyEmpty: body === undefined || childElements(body, '*', '*').length === 0,
    messageId: nonEmpty(info, 'MessageId', `${path}/MessageInfo`),
    refToMessageId: refEl === undefined ? undefined : textOf(refEl),
    timestamp
  }
  if (users.length === 1) return parseUserMessage(unit, base)
  return parseSignal(unit, base)
}

function parseUserMessage (um: Element, base: EnvelopeBase): UserMessageView {
  const partyInfo = one(um, NS.EB, 'PartyInfo', 'UserMessage')
  const collab = one(um, NS.EB, 'CollaborationInfo', 'UserMessage')
  const agreement = one(collab, NS.EB, 'AgreementRef', 'UserMessage/CollaborationInfo', true)
  const serviceEl = one(collab, NS.EB, 'Service', 'UserMessage/CollaborationInfo')
  const props = properties(one(um, NS.EB, 'MessageProperties', 'UserMessage', true), 'UserMessage/MessageProperties')
  const payloadInfo = one(um, NS.EB, 'PayloadInfo', 'UserMessage', true)
  const partInfos = payloadInfo === undefined
    ? []
    : childElements(payloadInfo, NS.EB, 'PartInfo').map(pi => {
      const href = attr(pi, 'href')
      const pp = properties(childElements(pi, NS.EB, 'PartProperties')[0], 'PartInfo/PartProperties')
      return {
        href,
        contentId: href !== undefined && href.toLowerCase().startsWith('cid:') ? href.slice(4) : undefined,
        properties: pp,
        mimeType: findProperty(pp, 'MimeType')?.value,
        compressionType: findProperty(pp, 'CompressionType')?.value,
        characterSet: findProperty(pp, 'CharacterSet')?.value
      }
    })
  const service = textOf(serviceEl)
  if (service === '') throw invalid('UserMessage/CollaborationInfo/Service is empty', 'EBMS_EMPTY_ELEMENT')
  return {
    ...base,
    kind: 'user',
    mpc: attr(um, 'mpc') ?? PEPPOL_AS4.DEFAULT_MPC,
    from: party(partyInfo, 'From'),
    to: party(partyInfo, 'To'),
    agreementRef: agreement === undefined ? undefined : { value: textOf(agreement), type: attr(agreement, 'type'), pmode: attr(agreement, 'pmode') },
    service: { value: service, type: attr(serviceEl, 'type') },
    action: nonEmpty(collab, 'Action', 'UserMessage/CollaborationInfo'),
    conversationId: nonEmpty(collab, 'ConversationId', 'UserMessage/CollaborationInfo'),
    properties: props,
    originalSender: findProperty(props, PEPPOL_AS4.ORIGINAL_SENDER),
    finalRecipient: findProperty(props, PEPPOL_AS4.FINAL_RECIPIENT),
    partInfos
  }
}

function parseSignal (signal: Element, base: EnvelopeBase): ReceiptView | ErrorView {
  if (childElements(signal, NS.EB, 'PullRequest').length > 0) {
    throw new Ebms3Error('EBMS:0010', 'PullRequest signals are not used in Peppol (one-way push only)', { reason: 'EBMS_PULL' })
  }
  const errors = childElements(signal, NS.EB, 'Error')
  if (errors.length > 0) {
    return {
      ...base,
      kind: 'error',
      errors: errors.map(e => {
        const code = attr(e, 'errorCode')
        const severity = attr(e, 'severity')
        if (code === undefined || code === '') throw invalid('eb:Error without @errorCode', 'EBMS_ERROR_CODE')
        const out: SignalError = { code, severity: severity ?? '' }
        for (const name of ['shortDescription', 'category', 'origin', 'refToMessageInError'] as const) {
          const v = attr(e, name)
          if (v !== undefined) out[name] = v
        }
        const description = childElements(e, NS.EB, 'Description')[0]
        const detail = childElements(e, NS.EB, 'ErrorDetail')[0]
        if (description !== undefined) out.description = textOf(description)
        if (detail !== undefined) out.detail = textOf(detail).replace(/\s+/g, ' ')
        return out
      })
    }
  }
  const receipt = one(signal, NS.EB, 'Receipt', 'SignalMessage', true)
  if (receipt === undefined) throw new Ebms3Error('EBMS:0010', 'the SignalMessage is neither a Receipt nor an Error', { reason: 'EBMS_UNKNOWN_SIGNAL' })
  if (base.refToMessageId === undefined || base.refToMessageId === '') throw invalid('a Receipt must carry MessageInfo/RefToMessageId', 'EBMS_RECEIPT_NO_REF')
  const nri = childElements(receipt, NS.EBBP, 'NonRepudiationInformation')[0]
  const references = nri === undefined
    ? []
    : childElements(nri, NS.EBBP, 'MessagePartNRInformation').flatMap(part => readReferences(part))
  return { ...base, kind: 'receipt', hasNonRepudiationInformation: nri !== undefined, references }
}
