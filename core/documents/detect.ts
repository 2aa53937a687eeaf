/**
 * Document detection: parse a business document safely and say what it is.
 *
 *   const d = detectDocument(bytes, { maxBytes })   // throws WharfError INVALID_XML / XML_DTD_NOT_ALLOWED /
 *                                                    // UNSUPPORTED_DOCUMENT / PAYLOAD_TOO_LARGE
 *   const d = await detectDocumentSource(src, { maxBytes })   // the same over a ByteSource (a spooled upload)
 *   d.family, d.syntax, d.documentTypeId, d.processId, d.sender, d.receiver
 *
 * Parsing: xml-stream.ts, a streaming strict SAX pass (saxes) over the whole document (in memory, or read from its
 * file 64 KiB at a time), in memory that does not grow with its size: no DTD, no entity declarations, stops at the first error, reads only the values listed below at their
 * exact paths (by namespace URI, whatever the prefixes). 20 MB of invoice lines: 14.4 s / +547 MB with the former DOM
 * parse, see README.md for today's figures.
 * Supported roots (UBL_PARTIES, one row each): UBL 2.x Invoice, CreditNote, Order, OrderChange, OrderCancellation,
 * OrderResponse, DespatchAdvice (POACC 3 and Logistics Advanced Despatch Advice), ApplicationResponse (Invoice Response,
 * MLS, MLR, the Logistics responses), the Peppol Logistics roots ReceiptAdvice, WeightStatement, Waybill,
 * TransportExecutionPlan(Request) and TransportationStatus(Request), and UN/CEFACT CII CrossIndustryInvoice.
 *
 * Self-billing (`selfBilling: true`): a Peppol BIS Self-Billing invoice or credit note (customization
 * `...:poacc:selfbilling:3.0`), or an SI-UBL 2.0 / NLCIUS one with InvoiceTypeCode 389 or CreditNoteTypeCode 261. The
 * buyer issues and sends it: the sender is the AccountingCustomerParty, the receiver the AccountingSupplierParty.
 *
 * Identifiers (PEPPOL.md (h), (i)): the document type is `busdox-docid-qns::<rootNS>::<root>##<CustomizationID>::<v>`
 * where <v> is the version the code list uses for that root and customization (UBL 2.1 normally, 2.3 or 2.4 for some,
 * D16B for CII; when it lists several, the one of the document's cbc:UBLVersionID, else the first not removed: the
 * Transport Execution Plan 2.3 entries are removed, their 2.4 successors keep the customization); a PINT document (CustomizationID `urn:peppol:pint:...`) has the scheme `peppol-doctype-wildcard` instead,
 * and one not listed itself is covered by its nearest listed parent (entryFor); the process is `cenbii-procid-ubl::<ProfileID>`. Both are checked against the Peppol code list
 * (code-list.ts): an unknown document type or a process the code list does not allow for it is UNSUPPORTED_DOCUMENT.
 *
 * Endpoints: the receiver is the single EndpointID of the receiving party (AccountingCustomerParty for invoices,
 * SellerSupplierParty for orders, ...), the sender that of the sending party, each `<schemeID>:<id>` normalised by
 * core/peppol/identifiers.ts. A missing, repeated or invalid EndpointID is not an exception: it comes back as
 * `{ ok: false, code, message }`, because the spec stores such a document with status InvoiceSentError.
 */
import { WharfError } from '../errors.ts'
import { formatPartyId, parsePartyId } from '../peppol/identifiers.ts'
import { codeListEntriesFor, codeListEntry, SCHEME_QNS, SCHEME_WILDCARD, type CodeListEntry } from './code-list.ts'
import { openSource, sourceSize, type ByteSource } from '../blobs/source.ts'
import { scanXml, scanXmlStream, type Collected, type PathSpec, type ScanResult } from './xml-stream.ts'

export const UBL_CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'
export const UBL_CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2'
export const CII_RSM = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100'
export const CII_RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100'
export const CII_UDT = 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100'
const ubl = (root: string): string => `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`

/** The families detection knows (core/peppol/doctypes/capabilities.ts names every family of the code list). */
export const DOCUMENT_FAMILIES = [
  'Invoice', 'CreditNote', 'Order', 'OrderChange', 'OrderCancellation', 'OrderResponse', 'DespatchAdvice', 'ApplicationResponse',
  'ReceiptAdvice', 'WeightStatement', 'Waybill', 'TransportExecutionPlan', 'TransportExecutionPlanRequest', 'TransportationStatus', 'TransportationStatusRequest'
] as const
export type DocumentFamily = typeof DOCUMENT_FAMILIES[number]
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
  /** busdox-docid-qns::<value>, or peppol-doctype-wildcard::<value> for PINT */
  documentTypeId: string
  /** cenbii-procid-ubl::<value> */
  processId: string
  /** Name in the Peppol code list. */
  documentTypeName: string
  /** Its state in the code list: active, or deprecated (legacy BIS 4a/5a: received, never sent). */
  codeListState: string
  /** The document's own ID (cbc:ID / rsm:ExchangedDocument/ram:ID), for logs and listings. */
  documentNumber: string | null
  /** Its issue date as written (cbc:IssueDate; CII IssueDateTime/DateTimeString), or null. */
  issueDate: string | null
  /** A self-billing invoice or credit note (see the head of this file): sent by the buyer. */
  selfBilling: boolean
  sender: EndpointResult
  receiver: EndpointResult
}

export const DEFAULT_MAX_DOCUMENT_BYTES = 100 * 1024 * 1024

/**
 * Where the sender and receiver EndpointIDs sit, per UBL root: party element names, child of the root, with the
 * EndpointID in the party's cac:Party, or `direct`ly in the party element. The Logistics rows follow the BIS
 * Schematron (logistics-bis rules/sch): a Waybill goes from the consignor to the carrier (its forwarding instruction),
 * a Transport Execution Plan Request from the transport user to the transport service provider.
 */
export const UBL_PARTIES: Readonly<Record<string, { family: DocumentFamily, sender: string, receiver: string, direct?: boolean }>> = {
  Invoice: { family: 'Invoice', sender: 'AccountingSupplierParty', receiver: 'AccountingCustomerParty' },
  CreditNote: { family: 'CreditNote', sender: 'AccountingSupplierParty', receiver: 'AccountingCustomerParty' },
  Order: { family: 'Order', sender: 'BuyerCustomerParty', receiver: 'SellerSupplierParty' },
  OrderChange: { family: 'OrderChange', sender: 'BuyerCustomerParty', receiver: 'SellerSupplierParty' },
  OrderCancellation: { family: 'OrderCancellation', sender: 'BuyerCustomerParty', receiver: 'SellerSupplierParty' },
  OrderResponse: { family: 'OrderResponse', sender: 'SellerSupplierParty', receiver: 'BuyerCustomerParty' },
  DespatchAdvice: { family: 'DespatchAdvice', sender: 'DespatchSupplierParty', receiver: 'DeliveryCustomerParty' },
  // ApplicationResponse carries the EndpointID directly in SenderParty / ReceiverParty.
  ApplicationResponse: { family: 'ApplicationResponse', sender: 'SenderParty', receiver: 'ReceiverParty', direct: true },
  ReceiptAdvice: { family: 'ReceiptAdvice', sender: 'DeliveryCustomerParty', receiver: 'DespatchSupplierParty' },
  WeightStatement: { family: 'WeightStatement', sender: 'SenderParty', receiver: 'ReceiverParty', direct: true },
  Waybill: { family: 'Waybill', sender: 'ConsignorParty', receiver: 'CarrierParty', direct: true },
  TransportExecutionPlanRequest: { family: 'TransportExecutionPlanRequest', sender: 'TransportUserParty', receiver: 'TransportServiceProviderParty', direct: true },
  TransportExecutionPlan: { family: 'TransportExecutionPlan', sender: 'SenderParty', receiver: 'ReceiverParty', direct: true },
  TransportationStatusRequest: { family: 'TransportationStatusRequest', sender: 'SenderParty', receiver: 'ReceiverParty', direct: true },
  TransportationStatus: { family: 'TransportationStatus', sender: 'SenderParty', receiver: 'ReceiverParty', direct: true }
}

const unsupported = (message: string, details?: Record<string, unknown>): WharfError => new WharfError('UNSUPPORTED_DOCUMENT', message, details)

function endpoint (found: Collected | undefined, where: string): EndpointResult {
  if (found === undefined) return { ok: false, code: 'ENDPOINT_ID_MISSING', message: `${where} has no EndpointID` }
  if (found.count > 1) return { ok: false, code: 'ENDPOINT_ID_MULTIPLE', message: `${where} has ${found.count} EndpointIDs; a document may contain only one` }
  const scheme = found.attribute?.trim() ?? ''
  const value = found.text ?? ''
  const raw = `${scheme}:${value}`
  if (value === '') return { ok: false, code: 'ENDPOINT_ID_MISSING', message: `${where} has an empty EndpointID` }
  if (scheme === '') return { ok: false, code: 'ENDPOINT_ID_INVALID', message: `the EndpointID of ${where} has no schemeID`, raw: value }
  try {
    return { ok: true, id: formatPartyId(parsePartyId(raw)) }
  } catch (err) {
    return { ok: false, code: 'ENDPOINT_ID_INVALID', message: `the EndpointID of ${where} (${raw.slice(0, 160)}) is not a valid Peppol participant identifier: ${(err as Error).message}`, raw: raw.slice(0, 200) }
  }
}

const CII_ENDPOINT = (party: string): Array<[string, string]> => [[CII_RSM, 'SupplyChainTradeTransaction'], [CII_RAM, 'ApplicableHeaderTradeAgreement'], [CII_RAM, party], [CII_RAM, 'URIUniversalCommunication'], [CII_RAM, 'URIID']]
const CII_PLAN: PathSpec[] = [
  { key: 'customization', steps: [[CII_RSM, 'ExchangedDocumentContext'], [CII_RAM, 'GuidelineSpecifiedDocumentContextParameter'], [CII_RAM, 'ID']] },
  { key: 'profile', steps: [[CII_RSM, 'ExchangedDocumentContext'], [CII_RAM, 'BusinessProcessSpecifiedDocumentContextParameter'], [CII_RAM, 'ID']] },
  { key: 'number', steps: [[CII_RSM, 'ExchangedDocument'], [CII_RAM, 'ID']] },
  { key: 'typeCode', steps: [[CII_RSM, 'ExchangedDocument'], [CII_RAM, 'TypeCode']] },
  { key: 'issueDate', steps: [[CII_RSM, 'ExchangedDocument'], [CII_RAM, 'IssueDateTime'], [CII_UDT, 'DateTimeString']] },
  { key: 'sender', steps: CII_ENDPOINT('SellerTradeParty'), attribute: 'schemeID' },
  { key: 'receiver', steps: CII_ENDPOINT('BuyerTradeParty'), attribute: 'schemeID' }
]

const isCii = (root: ScanResult['root']): boolean => root.ns === CII_RSM && root.local === 'CrossIndustryInvoice'
const isUbl = (root: ScanResult['root']): boolean => Object.hasOwn(UBL_PARTIES, root.local) && root.ns === ubl(root.local)

/** The values detection reads, by root: what the DOM code read with childElements() paths before. */
function planFor (root: ScanResult['root']): PathSpec[] {
  if (isCii(root)) return CII_PLAN
  if (!isUbl(root)) return []
  const spec = UBL_PARTIES[root.local]
  const party = (name: string): Array<[string, string]> => spec.direct === true
    ? [[UBL_CAC, name], [UBL_CBC, 'EndpointID']]
    : [[UBL_CAC, name], [UBL_CAC, 'Party'], [UBL_CBC, 'EndpointID']]
  return [
    { key: 'customization', steps: [[UBL_CBC, 'CustomizationID']] },
    { key: 'profile', steps: [[UBL_CBC, 'ProfileID']] },
    { key: 'ublVersion', steps: [[UBL_CBC, 'UBLVersionID']] },
    { key: 'number', steps: [[UBL_CBC, 'ID']] },
    { key: 'typeCode', steps: [[UBL_CBC, `${root.local}TypeCode`]] },
    { key: 'issueDate', steps: [[UBL_CBC, 'IssueDate']] },
    { key: 'sender', steps: party(spec.sender), attribute: 'schemeID' },
    { key: 'receiver', steps: party(spec.receiver), attribute: 'schemeID' }
  ]
}

/**
 * The document type value as the code list spells it (its version suffix), or the default suffix when unlisted. Of
 * several listed versions: the document's own (cbc:UBLVersionID); else, of those not removed, the best for its process
 * (ProfileID): one that allows it, active before deprecated (EHF Advanced Order 3.0 without a UBLVersionID: the
 * deprecated ::2.1 entry allows only g3:09, the active ::2.2 one g3:09 and g3:02), else the first not removed.
 */
function documentTypeValue (rootNs: string, root: string, customization: string, syntax: Syntax, scheme: string, ublVersion: string | null, profileId: string): string {
  const prefix = `${rootNs}::${root}##${customization}`
  const listed = codeListEntriesFor(prefix, scheme)
  const live = listed.filter(e => e.state !== 'removed')
  const allows = live.filter(e => e.processIds.includes(profileId))
  const chosen = listed.find(e => ublVersion !== null && e.value === `${prefix}::${ublVersion}`) ??
    allows.find(e => e.state === 'active') ?? allows[0] ?? live[0] ?? listed[0]
  if (chosen !== undefined) return chosen.value
  return `${prefix}::${syntax === 'CII' ? 'D16B' : '2.1'}`
}

/** PINT customizations (`urn:peppol:pint:<spec>-<v>[@<profile>-<v>...]`) use the wildcard scheme (PEPPOL.md (h)). */
const PINT_CUSTOMIZATION = 'urn:peppol:pint:'

/**
 * The code list entry of a document type. A PINT value not listed itself is covered by its nearest listed parent:
 * `...##urn:peppol:pint:billing-1@xx-1::2.1` by `...##urn:peppol:pint:billing-1::2.1` (the `@` parts are
 * specialisations of the abstract Peppol-wide PINT; the document keeps its own identifier).
 */
function entryFor (value: string, scheme: string): CodeListEntry | undefined {
  const exact = codeListEntry(value, scheme)
  if (exact !== undefined || scheme !== SCHEME_WILDCARD) return exact
  const hash = value.indexOf('##')
  const end = value.lastIndexOf('::')
  if (hash === -1 || end < hash) return undefined
  let customization = value.slice(hash + 2, end)
  for (let at = customization.lastIndexOf('@'); at !== -1; at = customization.lastIndexOf('@')) {
    customization = customization.slice(0, at)
    const parent = codeListEntry(`${value.slice(0, hash + 2)}${customization}${value.slice(end)}`, scheme)
    if (parent !== undefined) return parent
  }
  return undefined
}

const SELF_BILLING_CUSTOMIZATION = ':poacc:selfbilling:3.0'
const NLCIUS_CUSTOMIZATION = 'urn:fdc:nen.nl:nlcius:v1.0'
/** UNTDID 1001 self-billed invoice (389) and self-billed credit note (261). */
const SELF_BILLED_TYPE_CODES: Partial<Record<DocumentFamily, string>> = { Invoice: '389', CreditNote: '261' }

/** Peppol BIS Self-Billing, or SI-UBL 2.0 (NLCIUS) with a self-billed type code. */
export function isSelfBilling (family: DocumentFamily, customizationId: string, typeCode: string | null): boolean {
  if (family !== 'Invoice' && family !== 'CreditNote') return false
  if (customizationId.endsWith(SELF_BILLING_CUSTOMIZATION)) return true
  return customizationId.includes(NLCIUS_CUSTOMIZATION) && typeCode !== null && typeCode.trim() === SELF_BILLED_TYPE_CODES[family]
}

export function detectDocument (bytes: Uint8Array, opts: { maxBytes?: number } = {}): DetectedDocument {
  return interpret(scanXml(bytes, { maxBytes: opts.maxBytes ?? DEFAULT_MAX_DOCUMENT_BYTES, plan: planFor }))
}

/**
 * detectDocument over a ByteSource (core/blobs/source.ts): a memory source as above, a file source streamed through
 * the same scanner in 64 KiB reads, so a 100 MB document is never held whole. Same results and coded errors.
 */
export async function detectDocumentSource (src: ByteSource, opts: { maxBytes?: number } = {}): Promise<DetectedDocument> {
  if (src.kind === 'memory') return detectDocument(src.bytes, opts)
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_DOCUMENT_BYTES
  return interpret(await scanXmlStream(openSource(src) as AsyncIterable<Buffer>, { maxBytes, size: sourceSize(src), plan: planFor }))
}

function interpret ({ root, values }: ScanResult): DetectedDocument {
  const ns = root.ns
  const name = root.local
  const text = (k: string): string | null => values.get(k)?.text ?? null
  let syntax: Syntax
  let family: DocumentFamily
  let sender: EndpointResult
  let receiver: EndpointResult

  if (isCii(root)) {
    syntax = 'CII'
    // CII carries credit notes in the same root; UNTDID 1001 code 381 is a credit note.
    family = text('typeCode') === '381' ? 'CreditNote' : 'Invoice'
    sender = endpoint(values.get('sender'), 'SellerTradeParty')
    receiver = endpoint(values.get('receiver'), 'BuyerTradeParty')
  } else if (isUbl(root)) {
    syntax = 'UBL'
    const spec = UBL_PARTIES[name]
    family = spec.family
    sender = endpoint(values.get('sender'), spec.sender)
    receiver = endpoint(values.get('receiver'), spec.receiver)
  } else {
    throw unsupported(`The root element {${ns}}${name} is not a supported business document; expected a UBL ${Object.keys(UBL_PARTIES).join(', ')}, or a CII CrossIndustryInvoice`, { rootNamespace: ns, rootName: name })
  }
  const customizationId = text('customization')
  const selfBilling = customizationId !== null && isSelfBilling(family, customizationId, text('typeCode'))
  // The buyer issues and sends a self-billing document: its EndpointIDs swap roles.
  if (selfBilling) [sender, receiver] = [receiver, sender]
  const profileId = text('profile')
  const documentNumber = text('number')

  if (customizationId === null) throw unsupported(`The ${name} has no ${syntax === 'UBL' ? 'cbc:CustomizationID' : 'GuidelineSpecifiedDocumentContextParameter/ID'}, so its Peppol document type is unknown`)
  if (profileId === null) throw unsupported(`The ${name} has no ${syntax === 'UBL' ? 'cbc:ProfileID' : 'BusinessProcessSpecifiedDocumentContextParameter/ID'}, so its Peppol process is unknown`)
  const scheme = customizationId.startsWith(PINT_CUSTOMIZATION) ? SCHEME_WILDCARD : SCHEME_QNS
  const value = documentTypeValue(ns, name, customizationId, syntax, scheme, text('ublVersion'), profileId)
  const documentTypeId = `${scheme}::${value}`
  const entry = entryFor(value, scheme)
  if (entry === undefined) {
    throw unsupported(`The document type ${documentTypeId} is not in the Peppol document type code list (v9.7)`, { documentTypeId, customizationId })
  }
  if (!entry.processIds.includes(profileId)) {
    throw unsupported(`The process ${profileId} is not allowed for ${entry.name}; the code list allows ${entry.processIds.join(', ')}`, { documentTypeId, processId: profileId, allowed: entry.processIds })
  }
  return {
    family, syntax, rootNamespace: ns, rootName: name, customizationId, profileId,
    documentTypeId, processId: `cenbii-procid-ubl::${profileId}`, documentTypeName: entry.name, codeListState: entry.state,
    documentNumber: documentNumber?.slice(0, 200) ?? null, issueDate: text('issueDate')?.trim().slice(0, 40) ?? null, selfBilling, sender, receiver
  }
}
