/**
 * What a business response needs from the document it answers (a received invoice or order, a sent order), read
 * from the stored bytes with the streaming scanner of detection (core/documents/xml-stream.ts): its ID, issue date,
 * type code and the two parties as written (EndpointID with schemeID, first PartyIdentification, legal and trading
 * names, country).
 *
 *   const facts = await answeredFacts(knex, doc)   // doc: a DocumentRecord of family Invoice, CreditNote or Order
 *   facts.id, facts.issueDate, facts.typeCode, facts.seller, facts.buyer
 *
 * UBL Invoice / CreditNote (AccountingSupplierParty = seller, AccountingCustomerParty = buyer), CII
 * CrossIndustryInvoice (SellerTradeParty / BuyerTradeParty), UBL Order (SellerSupplierParty / BuyerCustomerParty).
 * A self-billing invoice keeps the roles of its elements: the supplier is the seller even though the buyer sent it.
 */
import type { Knex } from 'knex'
import { WharfError } from '../../errors.ts'
import { CII_RAM, CII_RSM, CII_UDT, DEFAULT_MAX_DOCUMENT_BYTES, UBL_CAC, UBL_CBC } from '../detect.ts'
import { openDocumentContent, type DocumentRecord } from '../store.ts'
import { scanXmlStream, type Collected, type PathSpec, type ScanResult } from '../xml-stream.ts'

export interface PartyFacts {
  endpoint: { scheme: string, value: string }
  identification: { scheme: string | null, value: string } | null
  registrationName: string | null
  name: string | null
  /** PostalAddress/Country/IdentificationCode (CII: PostalTradeAddress/CountryID). */
  country: string | null
}

export interface AnsweredFacts {
  id: string
  issueDate: string | null
  typeCode: string | null
  profileId: string | null
  currency: string | null
  seller: PartyFacts
  buyer: PartyFacts
}

type Steps = Array<[string, string]>
const cbc = (n: string): [string, string] => [UBL_CBC, n]
const cac = (n: string): [string, string] => [UBL_CAC, n]
const ram = (n: string): [string, string] => [CII_RAM, n]

function ublParty (key: string, party: string): PathSpec[] {
  const p: Steps = [cac(party), cac('Party')]
  return [
    { key: `${key}.endpoint`, steps: [...p, cbc('EndpointID')], attribute: 'schemeID' },
    { key: `${key}.identification`, steps: [...p, cac('PartyIdentification'), cbc('ID')], attribute: 'schemeID' },
    { key: `${key}.registrationName`, steps: [...p, cac('PartyLegalEntity'), cbc('RegistrationName')] },
    { key: `${key}.name`, steps: [...p, cac('PartyName'), cbc('Name')] },
    { key: `${key}.country`, steps: [...p, cac('PostalAddress'), cac('Country'), cbc('IdentificationCode')] }
  ]
}

function ciiParty (key: string, party: string): PathSpec[] {
  const p: Steps = [[CII_RSM, 'SupplyChainTradeTransaction'], ram('ApplicableHeaderTradeAgreement'), ram(party)]
  return [
    { key: `${key}.endpoint`, steps: [...p, ram('URIUniversalCommunication'), ram('URIID')], attribute: 'schemeID' },
    { key: `${key}.identification`, steps: [...p, ram('SpecifiedLegalOrganization'), ram('ID')], attribute: 'schemeID' },
    { key: `${key}.registrationName`, steps: [...p, ram('Name')] },
    { key: `${key}.name`, steps: [...p, ram('SpecifiedLegalOrganization'), ram('TradingBusinessName')] },
    { key: `${key}.country`, steps: [...p, ram('PostalTradeAddress'), ram('CountryID')] }
  ]
}

const UBL_ROLES: Record<string, { seller: string, buyer: string }> = {
  Invoice: { seller: 'AccountingSupplierParty', buyer: 'AccountingCustomerParty' },
  CreditNote: { seller: 'AccountingSupplierParty', buyer: 'AccountingCustomerParty' },
  Order: { seller: 'SellerSupplierParty', buyer: 'BuyerCustomerParty' }
}

function planFor (root: ScanResult['root']): PathSpec[] {
  if (root.ns === CII_RSM && root.local === 'CrossIndustryInvoice') {
    return [
      { key: 'id', steps: [[CII_RSM, 'ExchangedDocument'], ram('ID')] },
      { key: 'typeCode', steps: [[CII_RSM, 'ExchangedDocument'], ram('TypeCode')] },
      { key: 'issueDate', steps: [[CII_RSM, 'ExchangedDocument'], ram('IssueDateTime'), [CII_UDT, 'DateTimeString']] },
      { key: 'profileId', steps: [[CII_RSM, 'ExchangedDocumentContext'], ram('BusinessProcessSpecifiedDocumentContextParameter'), ram('ID')] },
      { key: 'currency', steps: [[CII_RSM, 'SupplyChainTradeTransaction'], ram('ApplicableHeaderTradeSettlement'), ram('InvoiceCurrencyCode')] },
      ...ciiParty('seller', 'SellerTradeParty'), ...ciiParty('buyer', 'BuyerTradeParty')
    ]
  }
  const roles = UBL_ROLES[root.local]
  if (roles === undefined || root.ns !== `urn:oasis:names:specification:ubl:schema:xsd:${root.local}-2`) return []
  return [
    { key: 'id', steps: [cbc('ID')] },
    { key: 'typeCode', steps: [cbc(`${root.local}TypeCode`)] },
    { key: 'issueDate', steps: [cbc('IssueDate')] },
    { key: 'profileId', steps: [cbc('ProfileID')] },
    { key: 'currency', steps: [cbc('DocumentCurrencyCode')] },
    ...ublParty('seller', roles.seller), ...ublParty('buyer', roles.buyer)
  ]
}

/** CII dates are written YYYYMMDD (format 102); UBL's as they are. */
const isoDate = (d: string | null): string | null => d !== null && /^\d{8}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` : d

function party (values: Map<string, Collected>, key: string, fallback: string | null, what: string): PartyFacts {
  const ep = values.get(`${key}.endpoint`)
  let endpoint: PartyFacts['endpoint'] | undefined
  if (ep?.text != null && ep.attribute != null) endpoint = { scheme: ep.attribute.trim(), value: ep.text }
  else if (fallback !== null) {
    const i = fallback.indexOf(':')
    endpoint = { scheme: fallback.slice(0, i), value: fallback.slice(i + 1) }
  }
  if (endpoint === undefined) throw new WharfError('UNSUPPORTED_DOCUMENT', `The answered document names no EndpointID for the ${what}`)
  const id = values.get(`${key}.identification`)
  return {
    endpoint,
    identification: id?.text == null ? null : { scheme: id.attribute?.trim() ?? null, value: id.text },
    registrationName: values.get(`${key}.registrationName`)?.text ?? null,
    name: values.get(`${key}.name`)?.text ?? null,
    country: values.get(`${key}.country`)?.text ?? null
  }
}

export async function answeredFacts (db: Knex, doc: DocumentRecord): Promise<AnsweredFacts> {
  const content = await openDocumentContent(db, doc.id)
  if (content === undefined) throw new WharfError('NOT_FOUND', `The content of document ${doc.documentId} is no longer stored`)
  return await factsOf(content.stream as AsyncIterable<Uint8Array>, content.size, doc)
}

/** The facts of a document read from `stream`; `doc` gives the family and the detected EndpointIDs (fallbacks). */
export async function factsOf (stream: AsyncIterable<Uint8Array>, size: number, doc: Pick<DocumentRecord, 'documentId' | 'family' | 'sender' | 'receiver'>): Promise<AnsweredFacts> {
  const { values } = await scanXmlStream(stream, { maxBytes: DEFAULT_MAX_DOCUMENT_BYTES, size, plan: planFor })
  const text = (k: string): string | null => values.get(k)?.text ?? null
  const id = text('id')
  if (id === null) throw new WharfError('UNSUPPORTED_DOCUMENT', `The answered document ${doc.documentId} has no ID`)
  // The stored sender / receiver are the EndpointIDs as detection read them: the fallback when an element is absent.
  // The seller sends invoices and receives orders.
  const sellerSent = doc.family !== 'Order'
  return {
    id, issueDate: isoDate(text('issueDate')), typeCode: text('typeCode'), profileId: text('profileId'), currency: text('currency'),
    seller: party(values, 'seller', sellerSent ? doc.sender : doc.receiver, 'seller'),
    buyer: party(values, 'buyer', sellerSent ? doc.receiver : doc.sender, 'buyer')
  }
}
