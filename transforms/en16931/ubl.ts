/**
 * UBL 2.1 Invoice and CreditNote (EN 16931 / Peppol BIS Billing 3 / XRechnung / PINT binding) <-> the EN 16931 model.
 * Element order follows UBL-Invoice-2.1.xsd and UBL-CreditNote-2.1.xsd (they differ: TaxPointDate, DueDate,
 * ProjectReference, the place of the document references). Public reference for the paths: OpenPeppol's
 * structure/syntax/ubl-invoice.xml (flattened in test/fixtures/bt-ubl-binding-from-peppol-structure.tsv).
 */
import { readChildren, writeChildren, type Bind, type Group } from './binding.ts'
import { fromSyntaxShape, toSyntaxShape, type Kind } from './shape.ts'
import { UBL_CREDIT_NOTE_NS, UBL_INVOICE_NS, serialise, type XNode } from './xml.ts'

const CUR = { currencyID: '$BT-5' }
const vat: Bind = { n: 'cac:TaxScheme', c: [{ n: 'cbc:ID', fix: 'VAT' }] }
const hasScheme = (t: string) => (g: Group): boolean => typeof g[t] === 'string'

const address = (g: string, street: string, add: string, city: string, zip: string, sub: string, line3: string, country: string, name = 'cac:PostalAddress'): Bind => ({
  n: name,
  g,
  c: [
    { n: 'cbc:StreetName', t: street }, { n: 'cbc:AdditionalStreetName', t: add }, { n: 'cbc:CityName', t: city },
    { n: 'cbc:PostalZone', t: zip }, { n: 'cbc:CountrySubentity', t: sub },
    { n: 'cac:AddressLine', c: [{ n: 'cbc:Line', t: line3 }] },
    { n: 'cac:Country', c: [{ n: 'cbc:IdentificationCode', t: country }] }
  ]
})

const sepa: Bind = { n: 'cac:PartyIdentification', c: [{ n: 'cbc:ID', t: 'x-BT-90', a: { schemeID: '=SEPA' }, key: true }] }

const allowanceCharge = (g: string, charge: boolean, t: string[], taxCategory: boolean): Bind => ({
  n: 'cac:AllowanceCharge',
  g,
  rep: true,
  c: [
    { n: 'cbc:ChargeIndicator', fix: String(charge) },
    { n: 'cbc:AllowanceChargeReasonCode', t: t[0] }, { n: 'cbc:AllowanceChargeReason', t: t[1] },
    { n: 'cbc:MultiplierFactorNumeric', t: t[2] },
    { n: 'cbc:Amount', t: t[3], a: CUR }, { n: 'cbc:BaseAmount', t: t[4], a: CUR },
    ...(taxCategory ? [{ n: 'cac:TaxCategory', c: [{ n: 'cbc:ID', t: t[5] }, { n: 'cbc:Percent', t: t[6] }, vat] }] : [])
  ]
})

function line (kind: Kind): Bind {
  const credit = kind === 'CreditNote'
  return {
    n: credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine',
    g: 'BG-25',
    rep: true,
    c: [
      { n: 'cbc:ID', t: 'BT-126' },
      { n: 'cbc:Note', t: 'BT-127' },
      { n: credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', t: 'BT-129', a: { unitCode: 'BT-130' } },
      { n: 'cbc:LineExtensionAmount', t: 'BT-131', a: CUR },
      { n: 'cbc:AccountingCost', t: 'BT-133' },
      { n: 'cac:InvoicePeriod', g: 'BG-26', c: [{ n: 'cbc:StartDate', t: 'BT-134' }, { n: 'cbc:EndDate', t: 'BT-135' }] },
      { n: 'cac:OrderLineReference', c: [{ n: 'cbc:LineID', t: 'BT-132' }] },
      { n: 'cac:DocumentReference', c: [{ n: 'cbc:ID', t: 'BT-128', a: { schemeID: 'BT-128-1' } }, { n: 'cbc:DocumentTypeCode', fix: '130' }] },
      allowanceCharge('BG-27', false, ['BT-140', 'BT-139', 'BT-138', 'BT-136', 'BT-137'], false),
      allowanceCharge('BG-28', true, ['BT-145', 'BT-144', 'BT-143', 'BT-141', 'BT-142'], false),
      {
        n: 'cac:Item',
        c: [
          { n: 'cbc:Description', t: 'BT-154' },
          { n: 'cbc:Name', t: 'BT-153' },
          { n: 'cac:BuyersItemIdentification', c: [{ n: 'cbc:ID', t: 'BT-156' }] },
          { n: 'cac:SellersItemIdentification', c: [{ n: 'cbc:ID', t: 'BT-155' }] },
          { n: 'cac:StandardItemIdentification', c: [{ n: 'cbc:ID', t: 'BT-157', a: { schemeID: 'BT-157-1' } }] },
          { n: 'cac:OriginCountry', c: [{ n: 'cbc:IdentificationCode', t: 'BT-159' }] },
          { n: 'cac:CommodityClassification', g: 'BT-158', rep: true, c: [{ n: 'cbc:ItemClassificationCode', t: 'BT-158', a: { listID: 'BT-158-1', listVersionID: 'BT-158-2' } }] },
          { n: 'cac:ClassifiedTaxCategory', c: [{ n: 'cbc:ID', t: 'BT-151' }, { n: 'cbc:Percent', t: 'BT-152' }, vat] },
          { n: 'cac:AdditionalItemProperty', g: 'BG-32', rep: true, c: [{ n: 'cbc:Name', t: 'BT-160' }, { n: 'cbc:Value', t: 'BT-161' }] }
        ]
      },
      {
        n: 'cac:Price',
        c: [
          { n: 'cbc:PriceAmount', t: 'BT-146', a: CUR },
          { n: 'cbc:BaseQuantity', t: 'BT-149', a: { unitCode: 'BT-150' } },
          { n: 'cac:AllowanceCharge', c: [{ n: 'cbc:ChargeIndicator', fix: 'false' }, { n: 'cbc:Amount', t: 'BT-147', a: CUR, def: '0' }, { n: 'cbc:BaseAmount', t: 'BT-148', a: CUR }] }
        ]
      }
    ]
  }
}

const additional = (code: string, t: string, scheme?: string): Bind => ({
  n: 'cac:AdditionalDocumentReference',
  c: [{ n: 'cbc:ID', t, ...(scheme === undefined ? {} : { a: { schemeID: scheme } }) }, { n: 'cbc:DocumentTypeCode', fix: code }]
})

function header (kind: Kind): Bind[] {
  const credit = kind === 'CreditNote'
  const taxPoint: Bind = { n: 'cbc:TaxPointDate', t: 'BT-7' }
  const originator: Bind = { n: 'cac:OriginatorDocumentReference', c: [{ n: 'cbc:ID', t: 'BT-17' }] }
  const contract: Bind = { n: 'cac:ContractDocumentReference', c: [{ n: 'cbc:ID', t: 'BT-12' }] }
  const attachments: Bind[] = [
    additional('130', 'BT-18', 'BT-18-1'),
    ...(credit ? [additional('50', 'BT-11')] : []),
    {
      n: 'cac:AdditionalDocumentReference',
      g: 'BG-24',
      rep: true,
      c: [
        { n: 'cbc:ID', t: 'BT-122' },
        { n: 'cbc:DocumentDescription', t: 'BT-123' },
        {
          n: 'cac:Attachment',
          c: [
            { n: 'cbc:EmbeddedDocumentBinaryObject', t: 'BT-125', a: { mimeCode: 'BT-125-1', filename: 'BT-125-2' } },
            { n: 'cac:ExternalReference', c: [{ n: 'cbc:URI', t: 'BT-124' }] }
          ]
        }
      ]
    }
  ]
  return [
    { n: 'cbc:UBLVersionID', t: 'x-ubl-version' },
    { n: 'cbc:CustomizationID', t: 'BT-24' },
    { n: 'cbc:ProfileID', t: 'BT-23' },
    { n: 'cbc:ID', t: 'BT-1' },
    { n: 'cbc:IssueDate', t: 'BT-2' },
    ...(credit ? [taxPoint] : [{ n: 'cbc:DueDate', t: 'BT-9' }]),
    { n: credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', t: 'BT-3' },
    { n: 'cbc:Note', g: 'BG-1', rep: true, t: 'x-note' },
    ...(credit ? [] : [taxPoint]),
    { n: 'cbc:DocumentCurrencyCode', t: 'BT-5' },
    { n: 'cbc:TaxCurrencyCode', t: 'BT-6' },
    { n: 'cbc:AccountingCost', t: 'BT-19' },
    { n: 'cbc:BuyerReference', t: 'BT-10' },
    { n: 'cac:InvoicePeriod', g: 'BG-14', c: [{ n: 'cbc:StartDate', t: 'BT-73' }, { n: 'cbc:EndDate', t: 'BT-74' }, { n: 'cbc:DescriptionCode', t: 'x-BT-8' }] },
    { n: 'cac:OrderReference', c: [{ n: 'cbc:ID', t: 'BT-13', def: 'NA' }, { n: 'cbc:SalesOrderID', t: 'BT-14' }] },
    { n: 'cac:BillingReference', g: 'BG-3', rep: true, c: [{ n: 'cac:InvoiceDocumentReference', c: [{ n: 'cbc:ID', t: 'BT-25' }, { n: 'cbc:IssueDate', t: 'BT-26' }] }] },
    { n: 'cac:DespatchDocumentReference', c: [{ n: 'cbc:ID', t: 'BT-16' }] },
    { n: 'cac:ReceiptDocumentReference', c: [{ n: 'cbc:ID', t: 'BT-15' }] },
    ...(credit ? [contract, ...attachments, originator] : [originator, contract, ...attachments]),
    ...(credit ? [] : [{ n: 'cac:ProjectReference', c: [{ n: 'cbc:ID', t: 'BT-11' }] }]),
    {
      n: 'cac:AccountingSupplierParty',
      g: 'BG-4',
      c: [{
        n: 'cac:Party',
        c: [
          { n: 'cbc:EndpointID', t: 'BT-34', a: { schemeID: 'BT-34-1' } },
          sepa,
          { n: 'cac:PartyIdentification', g: 'BT-29', rep: true, c: [{ n: 'cbc:ID', t: 'BT-29', a: { schemeID: 'BT-29-1' } }] },
          { n: 'cac:PartyName', c: [{ n: 'cbc:Name', t: 'BT-28' }] },
          address('BG-5', 'BT-35', 'BT-36', 'BT-37', 'BT-38', 'BT-39', 'BT-162', 'BT-40'),
          { n: 'cac:PartyTaxScheme', c: [{ n: 'cbc:CompanyID', t: 'BT-31' }, vat] },
          { n: 'cac:PartyTaxScheme', c: [{ n: 'cbc:CompanyID', t: 'BT-32' }, { n: 'cac:TaxScheme', c: [{ n: 'cbc:ID', t: 'x-BT-32-scheme', def: 'TAX' }] }] },
          { n: 'cac:PartyLegalEntity', c: [{ n: 'cbc:RegistrationName', t: 'BT-27' }, { n: 'cbc:CompanyID', t: 'BT-30', a: { schemeID: 'BT-30-1' } }, { n: 'cbc:CompanyLegalForm', t: 'BT-33' }] },
          { n: 'cac:Contact', g: 'BG-6', c: [{ n: 'cbc:Name', t: 'BT-41' }, { n: 'cbc:Telephone', t: 'BT-42' }, { n: 'cbc:ElectronicMail', t: 'BT-43' }] }
        ]
      }]
    },
    {
      n: 'cac:AccountingCustomerParty',
      g: 'BG-7',
      c: [{
        n: 'cac:Party',
        c: [
          { n: 'cbc:EndpointID', t: 'BT-49', a: { schemeID: 'BT-49-1' } },
          { n: 'cac:PartyIdentification', c: [{ n: 'cbc:ID', t: 'BT-46', a: { schemeID: 'BT-46-1' } }] },
          { n: 'cac:PartyName', c: [{ n: 'cbc:Name', t: 'BT-45' }] },
          address('BG-8', 'BT-50', 'BT-51', 'BT-52', 'BT-53', 'BT-54', 'BT-163', 'BT-55'),
          { n: 'cac:PartyTaxScheme', c: [{ n: 'cbc:CompanyID', t: 'BT-48' }, vat] },
          { n: 'cac:PartyLegalEntity', c: [{ n: 'cbc:RegistrationName', t: 'BT-44' }, { n: 'cbc:CompanyID', t: 'BT-47', a: { schemeID: 'BT-47-1' } }] },
          { n: 'cac:Contact', g: 'BG-9', c: [{ n: 'cbc:Name', t: 'BT-56' }, { n: 'cbc:Telephone', t: 'BT-57' }, { n: 'cbc:ElectronicMail', t: 'BT-58' }] }
        ]
      }]
    },
    {
      n: 'cac:PayeeParty',
      g: 'BG-10',
      c: [
        sepa,
        { n: 'cac:PartyIdentification', c: [{ n: 'cbc:ID', t: 'BT-60', a: { schemeID: 'BT-60-1' } }] },
        { n: 'cac:PartyName', c: [{ n: 'cbc:Name', t: 'BT-59' }] },
        { n: 'cac:PartyLegalEntity', c: [{ n: 'cbc:CompanyID', t: 'BT-61', a: { schemeID: 'BT-61-1' } }] }
      ]
    },
    {
      n: 'cac:TaxRepresentativeParty',
      g: 'BG-11',
      c: [
        { n: 'cac:PartyName', c: [{ n: 'cbc:Name', t: 'BT-62' }] },
        address('BG-12', 'BT-64', 'BT-65', 'BT-66', 'BT-67', 'BT-68', 'BT-164', 'BT-69'),
        { n: 'cac:PartyTaxScheme', c: [{ n: 'cbc:CompanyID', t: 'BT-63' }, vat] }
      ]
    },
    {
      n: 'cac:Delivery',
      c: [
        { n: 'cbc:ActualDeliveryDate', t: 'BT-72' },
        { n: 'cac:DeliveryLocation', c: [{ n: 'cbc:ID', t: 'BT-71', a: { schemeID: 'BT-71-1' } }, address('BG-15', 'BT-75', 'BT-76', 'BT-77', 'BT-78', 'BT-79', 'BT-165', 'BT-80', 'cac:Address')] },
        { n: 'cac:DeliveryParty', c: [{ n: 'cac:PartyName', c: [{ n: 'cbc:Name', t: 'BT-70' }] }] }
      ]
    },
    {
      n: 'cac:PaymentMeans',
      g: 'x-pm',
      rep: true,
      c: [
        { n: 'cbc:PaymentMeansCode', t: 'BT-81', a: { name: 'BT-82' } },
        { n: 'cbc:PaymentDueDate', t: 'x-due' },
        { n: 'cbc:PaymentID', t: 'BT-83' },
        { n: 'cac:CardAccount', g: 'BG-18', c: [{ n: 'cbc:PrimaryAccountNumberID', t: 'BT-87' }, { n: 'cbc:NetworkID', t: 'x-network', def: 'NA' }, { n: 'cbc:HolderName', t: 'BT-88' }] },
        { n: 'cac:PayeeFinancialAccount', g: 'BG-17', c: [{ n: 'cbc:ID', t: 'BT-84' }, { n: 'cbc:Name', t: 'BT-85' }, { n: 'cac:FinancialInstitutionBranch', c: [{ n: 'cbc:ID', t: 'BT-86' }] }] },
        { n: 'cac:PaymentMandate', g: 'BG-19', c: [{ n: 'cbc:ID', t: 'BT-89' }, { n: 'cac:PayerFinancialAccount', c: [{ n: 'cbc:ID', t: 'BT-91' }] }] }
      ]
    },
    { n: 'cac:PaymentTerms', c: [{ n: 'cbc:Note', t: 'BT-20', keepBreak: true }] },
    allowanceCharge('BG-20', false, ['BT-98', 'BT-97', 'BT-94', 'BT-92', 'BT-93', 'BT-95', 'BT-96'], true),
    allowanceCharge('BG-21', true, ['BT-105', 'BT-104', 'BT-101', 'BT-99', 'BT-100', 'BT-102', 'BT-103'], true),
    {
      n: 'cac:TaxTotal',
      g: 'x-tt',
      rep: true,
      c: [
        { n: 'cbc:TaxAmount', t: 'x-amt', a: { currencyID: 'x-cur' }, def: '0' },
        {
          n: 'cac:TaxSubtotal',
          g: 'BG-23',
          rep: true,
          c: [
            { n: 'cbc:TaxableAmount', t: 'BT-116', a: CUR },
            { n: 'cbc:TaxAmount', t: 'BT-117', a: CUR },
            { n: 'cac:TaxCategory', c: [{ n: 'cbc:ID', t: 'BT-118' }, { n: 'cbc:Percent', t: 'BT-119' }, { n: 'cbc:TaxExemptionReasonCode', t: 'BT-121' }, { n: 'cbc:TaxExemptionReason', t: 'BT-120' }, vat] }
          ]
        }
      ]
    },
    {
      n: 'cac:LegalMonetaryTotal',
      c: [
        { n: 'cbc:LineExtensionAmount', t: 'BT-106', a: CUR }, { n: 'cbc:TaxExclusiveAmount', t: 'BT-109', a: CUR },
        { n: 'cbc:TaxInclusiveAmount', t: 'BT-112', a: CUR }, { n: 'cbc:AllowanceTotalAmount', t: 'BT-107', a: CUR },
        { n: 'cbc:ChargeTotalAmount', t: 'BT-108', a: CUR }, { n: 'cbc:PrepaidAmount', t: 'BT-113', a: CUR },
        { n: 'cbc:PayableRoundingAmount', t: 'BT-114', a: CUR }, { n: 'cbc:PayableAmount', t: 'BT-115', a: CUR }
      ]
    },
    line(kind)
  ]
}

const BINDINGS: Record<Kind, Bind[]> = { Invoice: header('Invoice'), CreditNote: header('CreditNote') }

export function isUbl (root: XNode): boolean {
  return (root.ns === UBL_INVOICE_NS && root.name === 'Invoice') || (root.ns === UBL_CREDIT_NOTE_NS && root.name === 'CreditNote')
}

/** The model of a UBL Invoice or CreditNote tree (the tree's mapped elements are marked used). */
export function readUbl (root: XNode): Group {
  const kind: Kind = root.name === 'CreditNote' ? 'CreditNote' : 'Invoice'
  const raw: Group = {}
  readChildren(root, BINDINGS[kind], raw)
  return fromSyntaxShape(raw, 'ubl', kind)
}

/** UBL XML of a model: a CreditNote when BT-3 is a credit note type code, else an Invoice. */
export function writeUbl (model: Group): string {
  const kind = ublKind(model)
  const shaped = toSyntaxShape(model, 'ubl', kind)
  const root: XNode = {
    name: kind,
    ns: kind === 'CreditNote' ? UBL_CREDIT_NOTE_NS : UBL_INVOICE_NS,
    attrs: {},
    children: writeChildren(BINDINGS[kind], shaped),
    text: ''
  }
  return serialise(root, ['cac', 'cbc'])
}

/** UNTDID 1001 codes of credit notes (EN 16931 / BIS 3 CreditNote type codes). */
export const CREDIT_NOTE_CODES = new Set(['81', '83', '261', '262', '296', '308', '381', '396', '420', '458', '532'])

export function ublKind (model: Group): Kind {
  return CREDIT_NOTE_CODES.has(String(model['BT-3'] ?? '')) ? 'CreditNote' : 'Invoice'
}
