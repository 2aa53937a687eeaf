/**
 * Document detection: parse a business document safely and say what it is.
 *
 *   const d = detectDocument(bytes, { maxBytes })   // throws WharfError INVALID_XML / XML_DTD_NOT_ALLOWED /
 *                                                    // UNSUPPORTED_DOCUMENT / PAYLOAD_TOO_LARGE
 *   d.family, d.syntax, d.documentTypeId, d.processId, d.sender, d.receiver
 *
 * Parsing: core/peppol/xmldsig/safe-xml.ts (no DTD, no entity declarations, stops at the first error).
 * Supported roots: UBL 2.x Invoice, CreditNote, Order, OrderResponse, DespatchAdvice, ApplicationResponse
 * (Invoice Response, MLS, MLR) and UN/CEFACT CII CrossIndustryInvoice.
 *
 * Identifiers (PEPPOL.md (h), (i)): the document type is `busdox-docid-qns::<rootNS>::<root>##<CustomizationID>::<v>`
 * where <v> is the version the code list uses for that root and customization (UBL 2.1 normally, 2.3 for some, D16B
 * for CII); the process is `cenbii-procid-ubl::<ProfileID>`. Both are checked against the Peppol code list
 * (code-list.ts): an unknown document type or a process the code list does not allow for it is UNSUPPORTED_DOCUMENT.
 *
 * Endpoints: the receiver is the single EndpointID of the receiving party (AccountingCustomerParty for invoices,
 * SellerSupplierParty for orders, ...), the sender that of the sending party, each `<schemeID>:<id>` normalised by
 * core/peppol/identifiers.ts. A missing, repeated or invalid EndpointID is not an exception: it comes back as
 * `{ ok: false, code, message }`, because the spec stores such a document with status InvoiceSentError.
 */
import type { Element } from '@xmldom/xmldom'
import { WharfError } from '../errors.ts'
import { UnsafeXmlError, childElements, parseXmlSafely } from '../peppol/xmldsig/safe-xml.ts'
import { formatPartyId, parsePartyId } from '../peppol/identifiers.ts'
import { codeListEntriesFor, codeListEntry } from './code-list.ts'

export const UBL_CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'
export const UBL_CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2'
export const CII_RSM = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100'
export const CII_RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100'
const ubl = (root: string): string => `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`

export type DocumentFamily = 'Invoice' | 'CreditNote' | 'Order' | 'OrderResponse' | 'DespatchAdvice' | 'ApplicationResponse'
export type Syntax = 'UBL' | 'CII'

export type EndpointResult =
  | { ok: true, id: string }
  | { ok: false, code: 'ENDPOINT_ID_MISSING' | 'ENDPOINT_ID_MULTIPLE' | 'ENDPOINT_ID_INVALID', message: string, raw?: string }

export interface DetectedDocument {
  family: DocumentFamily
  syntax: Syntax
  rootNamespace: string
  rootName: string
  customizationId: string
  profileId: string
  /** busdox-docid-qns::<value> */
  documentTypeId: string
  /** cenbii-procid-ubl::<value> */
  processId: string
  /** Name in the Peppol code list. */
  documentTypeName: string
  /** The document's own ID (cbc:ID / rsm:ExchangedDocument/ram:ID), for logs and listings. */
  documentNumber: string | null
  sender: EndpointResult
  receiver: EndpointResult
}

export const DEFAULT_MAX_DOCUMENT_BYTES = 100 * 1024 * 1024

/** Where the sender and receiver EndpointIDs sit, per UBL root: party element names, child of the root. */
const UBL_PARTIES: Record<string, { family: DocumentFamily, sender: string, receiver: string, direct?: boolean }> = {
  Invoice: { family: 'Invoice', sender: 'AccountingSupplierParty', receiver: 'AccountingCustomerParty' },
  CreditNote: { family: 'CreditNote', sender: 'AccountingSupplierParty', receiver: 'AccountingCustomerParty' },
  Order: { family: 'Order', sender: 'BuyerCustomerParty', receiver: 'SellerSupplierParty' },
  OrderResponse: { family: 'OrderResponse', sender: 'SellerSupplierParty', receiver: 'BuyerCustomerParty' },
  DespatchAdvice: { family: 'DespatchAdvice', sender: 'DespatchSupplierParty', receiver: 'DeliveryCustomerParty' },
  // ApplicationResponse carries the EndpointID directly in SenderParty / ReceiverParty.
  ApplicationResponse: { family: 'ApplicationResponse', sender: 'SenderParty', receiver: 'ReceiverParty', direct: true }
}

const unsupported = (message: string, details?: Record<string, unknown>): WharfError => new WharfError('UNSUPPORTED_DOCUMENT', message, details)

const text = (el: Element | undefined): string | null => {
  const t = el?.textContent?.trim()
  return t === undefined || t === '' ? null : t
}

/** The one child on a path of (ns, localName) steps, or undefined when a step is missing. */
function path (from: Element, steps: Array<[string, string]>): Element[] {
  let level: Element[] = [from]
  for (const [ns, name] of steps) level = level.flatMap(e => childElements(e, ns, name))
  return level
}

function endpoint (elements: Element[], where: string): EndpointResult {
  if (elements.length === 0) return { ok: false, code: 'ENDPOINT_ID_MISSING', message: `${where} has no EndpointID` }
  if (elements.length > 1) return { ok: false, code: 'ENDPOINT_ID_MULTIPLE', message: `${where} has ${elements.length} EndpointIDs; a document may contain only one` }
  const el = elements[0]
  const scheme = el.getAttribute('schemeID')?.trim() ?? ''
  const value = text(el) ?? ''
  const raw = `${scheme}:${value}`
  if (value === '') return { ok: false, code: 'ENDPOINT_ID_MISSING', message: `${where} has an empty EndpointID` }
  if (scheme === '') return { ok: false, code: 'ENDPOINT_ID_INVALID', message: `the EndpointID of ${where} has no schemeID`, raw: value }
  try {
    return { ok: true, id: formatPartyId(parsePartyId(raw)) }
  } catch (err) {
    return { ok: false, code: 'ENDPOINT_ID_INVALID', message: `the EndpointID of ${where} (${raw.slice(0, 160)}) is not a valid Peppol participant identifier: ${(err as Error).message}`, raw: raw.slice(0, 200) }
  }
}

/** Parses bytes as UTF-8 XML, mapping the safe parser's refusals to coded errors. */
export function parseDocumentXml (bytes: Uint8Array, maxBytes: number = DEFAULT_MAX_DOCUMENT_BYTES) {
  if (bytes.byteLength > maxBytes) throw new WharfError('PAYLOAD_TOO_LARGE', `The document is larger than ${maxBytes} bytes`, { maxBytes })
  const xml = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')
  try {
    return parseXmlSafely(xml, { maxLength: maxBytes })
  } catch (err) {
    if (!(err instanceof UnsafeXmlError)) throw err
    if (err.reason === 'DOCTYPE') throw new WharfError('XML_DTD_NOT_ALLOWED', `${err.message}: Peppol documents never need a DTD, and entity declarations are refused (XXE)`)
    if (err.reason === 'TOO_LARGE') throw new WharfError('PAYLOAD_TOO_LARGE', `The document is larger than ${maxBytes} bytes`, { maxBytes })
    throw new WharfError('INVALID_XML', err.reason === 'EMPTY' ? 'The document is empty' : `The document is not well-formed XML: ${err.message.replace(/^malformed XML: /, '')}`.slice(0, 500))
  }
}

/** The document type value as the code list spells it (its version suffix), or the default suffix when unlisted. */
function documentTypeValue (rootNs: string, root: string, customization: string, syntax: Syntax): string {
  const prefix = `${rootNs}::${root}##${customization}`
  const listed = codeListEntriesFor(prefix)
  if (listed.length > 0) return listed[0].value
  return `${prefix}::${syntax === 'CII' ? 'D16B' : '2.1'}`
}

export function detectDocument (bytes: Uint8Array, opts: { maxBytes?: number } = {}): DetectedDocument {
  const doc = parseDocumentXml(bytes, opts.maxBytes)
  const root = doc.documentElement as Element
  const ns = root.namespaceURI ?? ''
  const name = root.localName ?? root.nodeName
  let syntax: Syntax
  let family: DocumentFamily
  let customizationId: string | null
  let profileId: string | null
  let documentNumber: string | null
  let sender: EndpointResult
  let receiver: EndpointResult

  if (ns === CII_RSM && name === 'CrossIndustryInvoice') {
    syntax = 'CII'
    const ctx = path(root, [[CII_RSM, 'ExchangedDocumentContext']])
    customizationId = text(ctx.flatMap(c => path(c, [[CII_RAM, 'GuidelineSpecifiedDocumentContextParameter'], [CII_RAM, 'ID']]))[0])
    profileId = text(ctx.flatMap(c => path(c, [[CII_RAM, 'BusinessProcessSpecifiedDocumentContextParameter'], [CII_RAM, 'ID']]))[0])
    const exchanged = path(root, [[CII_RSM, 'ExchangedDocument']])
    documentNumber = text(exchanged.flatMap(e => path(e, [[CII_RAM, 'ID']]))[0])
    const typeCode = text(exchanged.flatMap(e => path(e, [[CII_RAM, 'TypeCode']]))[0])
    // CII carries credit notes in the same root; UNTDID 1001 code 381 is a credit note.
    family = typeCode === '381' ? 'CreditNote' : 'Invoice'
    const agreement = path(root, [[CII_RSM, 'SupplyChainTradeTransaction'], [CII_RAM, 'ApplicableHeaderTradeAgreement']])
    const uri = (party: string): Element[] => agreement.flatMap(a => path(a, [[CII_RAM, party], [CII_RAM, 'URIUniversalCommunication'], [CII_RAM, 'URIID']]))
    sender = endpoint(uri('SellerTradeParty'), 'SellerTradeParty')
    receiver = endpoint(uri('BuyerTradeParty'), 'BuyerTradeParty')
  } else if (Object.hasOwn(UBL_PARTIES, name) && ns === ubl(name)) {
    syntax = 'UBL'
    const spec = UBL_PARTIES[name]
    family = spec.family
    customizationId = text(childElements(root, UBL_CBC, 'CustomizationID')[0])
    profileId = text(childElements(root, UBL_CBC, 'ProfileID')[0])
    documentNumber = text(childElements(root, UBL_CBC, 'ID')[0])
    const ids = (party: string): Element[] => spec.direct === true
      ? path(root, [[UBL_CAC, party], [UBL_CBC, 'EndpointID']])
      : path(root, [[UBL_CAC, party], [UBL_CAC, 'Party'], [UBL_CBC, 'EndpointID']])
    sender = endpoint(ids(spec.sender), spec.sender)
    receiver = endpoint(ids(spec.receiver), spec.receiver)
  } else {
    throw unsupported(`The root element {${ns}}${name} is not a supported business document; expected a UBL Invoice, CreditNote, Order, OrderResponse, DespatchAdvice or ApplicationResponse, or a CII CrossIndustryInvoice`, { rootNamespace: ns, rootName: name })
  }

  if (customizationId === null) throw unsupported(`The ${name} has no ${syntax === 'UBL' ? 'cbc:CustomizationID' : 'GuidelineSpecifiedDocumentContextParameter/ID'}, so its Peppol document type is unknown`)
  if (profileId === null) throw unsupported(`The ${name} has no ${syntax === 'UBL' ? 'cbc:ProfileID' : 'BusinessProcessSpecifiedDocumentContextParameter/ID'}, so its Peppol process is unknown`)
  const value = documentTypeValue(ns, name, customizationId, syntax)
  const documentTypeId = `busdox-docid-qns::${value}`
  const entry = codeListEntry(value)
  if (entry === undefined) {
    throw unsupported(`The document type ${documentTypeId} is not in the Peppol document type code list (v9.7)`, { documentTypeId, customizationId })
  }
  if (!entry.processIds.includes(profileId)) {
    throw unsupported(`The process ${profileId} is not allowed for ${entry.name}; the code list allows ${entry.processIds.join(', ')}`, { documentTypeId, processId: profileId, allowed: entry.processIds })
  }
  return {
    family, syntax, rootNamespace: ns, rootName: name, customizationId, profileId,
    documentTypeId, processId: `cenbii-procid-ubl::${profileId}`, documentTypeName: entry.name,
    documentNumber: documentNumber?.slice(0, 200) ?? null, sender, receiver
  }
}
