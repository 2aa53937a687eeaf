/**
 * UN/CEFACT Cross Industry Invoice D16B (EN 16931 CII binding, CEN/TS 16931-3-3; also used by XRechnung CII and
 * Factur-X/ZUGFeRD EN16931) <-> the EN 16931 model. Element order follows CrossIndustryInvoice_100pD16B.xsd.
 * Public reference for the paths: bt-ubl-cii-draft-join.tsv (OpenPeppol's mapping, checked against the golden pairs).
 */
import { readChildren, writeChildren, type Bind, type Group } from './binding.ts'
import { fromSyntaxShape, toSyntaxShape } from './shape.ts'
import { ublKind } from './ubl.ts'
import { NS, serialise, type XNode } from './xml.ts'

const dt = (n: string, t: string): Bind => ({ n, c: [{ n: 'udt:DateTimeString', t, fmt: 'd102', a: { format: '=102' } }] })
const ind = (v: boolean): Bind => ({ n: 'ram:ChargeIndicator', c: [{ n: 'udt:Indicator', fix: String(v) }] })
const vatType: Bind = { n: 'ram:TypeCode', fix: 'VAT' }
const noScheme = (t: string) => (g: Group): boolean => g[t] === undefined
const scheme = (t: string) => (g: Group): boolean => g[t] !== undefined
const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{8,30}$/

/** `ram:ID` without a scheme, `ram:GlobalID` with one (a repeating group when `rep`). */
const ids = (t: string, s: string, rep: boolean): Bind[] => rep
  ? [{ n: 'ram:ID', g: t, rep: true, t, when: noScheme(s) }, { n: 'ram:GlobalID', g: t, rep: true, t, a: { schemeID: s }, when: scheme(s) }]
  : [{ n: 'ram:ID', t, when: noScheme(s) }, { n: 'ram:GlobalID', t, a: { schemeID: s }, when: scheme(s) }]

const address = (g: string, zip: string, l1: string, l2: string, l3: string, city: string, country: string, sub: string): Bind => ({
  n: 'ram:PostalTradeAddress',
  g,
  c: [
    { n: 'ram:PostcodeCode', t: zip }, { n: 'ram:LineOne', t: l1 }, { n: 'ram:LineTwo', t: l2 }, { n: 'ram:LineThree', t: l3 },
    { n: 'ram:CityName', t: city }, { n: 'ram:CountryID', t: country }, { n: 'ram:CountrySubDivisionName', t: sub }
  ]
})
const contact = (g: string, name: string, phone: string, mail: string): Bind => ({
  n: 'ram:DefinedTradeContact',
  g,
  c: [
    { n: 'ram:PersonName', t: name },
    { n: 'ram:DepartmentName', t: 'x-dept' },
    { n: 'ram:TelephoneUniversalCommunication', c: [{ n: 'ram:CompleteNumber', t: phone }] },
    { n: 'ram:EmailURIUniversalCommunication', c: [{ n: 'ram:URIID', t: mail }] }
  ]
})
const uri = (t: string, s: string): Bind => ({ n: 'ram:URIUniversalCommunication', c: [{ n: 'ram:URIID', t, a: { schemeID: s } }] })
const taxReg = (t: string, code: string): Bind => ({ n: 'ram:SpecifiedTaxRegistration', c: [{ n: 'ram:ID', t, a: { schemeID: `=${code}` }, key: true }] })
const ref = (n: string, t: string): Bind => ({ n, c: [{ n: 'ram:IssuerAssignedID', t }] })

/** t: percent, base, amount, reason code, reason, [category, rate] */
const allowanceCharge = (g: string, charge: boolean, t: string[]): Bind => ({
  n: 'ram:SpecifiedTradeAllowanceCharge',
  g,
  rep: true,
  c: [
    ind(charge),
    { n: 'ram:CalculationPercent', t: t[0] }, { n: 'ram:BasisAmount', t: t[1] }, { n: 'ram:ActualAmount', t: t[2] },
    { n: 'ram:ReasonCode', t: t[3] }, { n: 'ram:Reason', t: t[4] },
    ...(t.length > 5 ? [{ n: 'ram:CategoryTradeTax', c: [vatType, { n: 'ram:CategoryCode', t: t[5] }, { n: 'ram:RateApplicablePercent', t: t[6] }] }] : [])
  ]
})

const LINE: Bind = {
  n: 'ram:IncludedSupplyChainTradeLineItem',
  g: 'BG-25',
  rep: true,
  c: [
    { n: 'ram:AssociatedDocumentLineDocument', c: [{ n: 'ram:LineID', t: 'BT-126' }, { n: 'ram:IncludedNote', c: [{ n: 'ram:Content', t: 'BT-127' }] }] },
    {
      n: 'ram:SpecifiedTradeProduct',
      c: [
        { n: 'ram:GlobalID', t: 'BT-157', a: { schemeID: 'BT-157-1' } },
        { n: 'ram:SellerAssignedID', t: 'BT-155' },
        { n: 'ram:BuyerAssignedID', t: 'BT-156' },
        { n: 'ram:Name', t: 'BT-153' },
        { n: 'ram:Description', t: 'BT-154' },
        { n: 'ram:ApplicableProductCharacteristic', g: 'BG-32', rep: true, c: [{ n: 'ram:Description', t: 'BT-160' }, { n: 'ram:Value', t: 'BT-161' }] },
        { n: 'ram:DesignatedProductClassification', g: 'BT-158', rep: true, c: [{ n: 'ram:ClassCode', t: 'BT-158', a: { listID: 'BT-158-1', listVersionID: 'BT-158-2' } }] },
        { n: 'ram:OriginTradeCountry', c: [{ n: 'ram:ID', t: 'BT-159' }] }
      ]
    },
    {
      n: 'ram:SpecifiedLineTradeAgreement',
      always: true,
      c: [
        { n: 'ram:BuyerOrderReferencedDocument', c: [{ n: 'ram:LineID', t: 'BT-132' }] },
        {
          n: 'ram:GrossPriceProductTradePrice',
          c: [
            { n: 'ram:ChargeAmount', t: 'BT-148' },
            { n: 'ram:BasisQuantity', t: 'x-gbq', a: { unitCode: 'x-gbu' } },
            { n: 'ram:AppliedTradeAllowanceCharge', c: [ind(false), { n: 'ram:ActualAmount', t: 'BT-147' }] }
          ]
        },
        { n: 'ram:NetPriceProductTradePrice', c: [{ n: 'ram:ChargeAmount', t: 'BT-146' }, { n: 'ram:BasisQuantity', t: 'BT-149', a: { unitCode: 'BT-150' } }] }
      ]
    },
    { n: 'ram:SpecifiedLineTradeDelivery', always: true, c: [{ n: 'ram:BilledQuantity', t: 'BT-129', a: { unitCode: 'BT-130' } }] },
    {
      n: 'ram:SpecifiedLineTradeSettlement',
      always: true,
      c: [
        { n: 'ram:ApplicableTradeTax', c: [vatType, { n: 'ram:CategoryCode', t: 'BT-151' }, { n: 'ram:RateApplicablePercent', t: 'BT-152' }] },
        { n: 'ram:BillingSpecifiedPeriod', g: 'BG-26', c: [dt('ram:StartDateTime', 'BT-134'), dt('ram:EndDateTime', 'BT-135')] },
        allowanceCharge('BG-27', false, ['BT-138', 'BT-137', 'BT-136', 'BT-140', 'BT-139']),
        allowanceCharge('BG-28', true, ['BT-143', 'BT-142', 'BT-141', 'BT-145', 'BT-144']),
        { n: 'ram:SpecifiedTradeSettlementLineMonetarySummation', always: true, c: [{ n: 'ram:LineTotalAmount', t: 'BT-131' }] },
        { n: 'ram:AdditionalReferencedDocument', c: [{ n: 'ram:IssuerAssignedID', t: 'BT-128' }, { n: 'ram:TypeCode', fix: '130' }, { n: 'ram:ReferenceTypeCode', t: 'BT-128-1' }] },
        { n: 'ram:ReceivableSpecifiedTradeAccountingAccount', c: [{ n: 'ram:ID', t: 'BT-133' }] }
      ]
    }
  ]
}

const AGREEMENT: Bind = {
  n: 'ram:ApplicableHeaderTradeAgreement',
  always: true,
  c: [
    { n: 'ram:BuyerReference', t: 'BT-10' },
    {
      n: 'ram:SellerTradeParty',
      g: 'BG-4',
      c: [
        ...ids('BT-29', 'BT-29-1', true),
        { n: 'ram:Name', t: 'BT-27' },
        { n: 'ram:Description', t: 'BT-33' },
        { n: 'ram:SpecifiedLegalOrganization', c: [{ n: 'ram:ID', t: 'BT-30', a: { schemeID: 'BT-30-1' } }, { n: 'ram:TradingBusinessName', t: 'BT-28' }] },
        contact('BG-6', 'BT-41', 'BT-42', 'BT-43'),
        address('BG-5', 'BT-38', 'BT-35', 'BT-36', 'BT-162', 'BT-37', 'BT-40', 'BT-39'),
        uri('BT-34', 'BT-34-1'),
        taxReg('BT-31', 'VA'),
        taxReg('BT-32', 'FC')
      ]
    },
    {
      n: 'ram:BuyerTradeParty',
      g: 'BG-7',
      c: [
        ...ids('BT-46', 'BT-46-1', false),
        { n: 'ram:Name', t: 'BT-44' },
        { n: 'ram:SpecifiedLegalOrganization', c: [{ n: 'ram:ID', t: 'BT-47', a: { schemeID: 'BT-47-1' } }, { n: 'ram:TradingBusinessName', t: 'BT-45' }] },
        contact('BG-9', 'BT-56', 'BT-57', 'BT-58'),
        address('BG-8', 'BT-53', 'BT-50', 'BT-51', 'BT-163', 'BT-52', 'BT-55', 'BT-54'),
        uri('BT-49', 'BT-49-1'),
        taxReg('BT-48', 'VA')
      ]
    },
    {
      n: 'ram:SellerTaxRepresentativeTradeParty',
      g: 'BG-11',
      c: [{ n: 'ram:Name', t: 'BT-62' }, address('BG-12', 'BT-67', 'BT-64', 'BT-65', 'BT-164', 'BT-66', 'BT-69', 'BT-68'), taxReg('BT-63', 'VA')]
    },
    ref('ram:SellerOrderReferencedDocument', 'BT-14'),
    ref('ram:BuyerOrderReferencedDocument', 'BT-13'),
    ref('ram:ContractReferencedDocument', 'BT-12'),
    { n: 'ram:AdditionalReferencedDocument', c: [{ n: 'ram:IssuerAssignedID', t: 'BT-17' }, { n: 'ram:TypeCode', fix: '50' }] },
    { n: 'ram:AdditionalReferencedDocument', c: [{ n: 'ram:IssuerAssignedID', t: 'BT-18' }, { n: 'ram:TypeCode', fix: '130' }, { n: 'ram:ReferenceTypeCode', t: 'BT-18-1' }] },
    {
      n: 'ram:AdditionalReferencedDocument',
      g: 'BG-24',
      rep: true,
      c: [
        { n: 'ram:IssuerAssignedID', t: 'BT-122' },
        { n: 'ram:URIID', t: 'BT-124' },
        { n: 'ram:TypeCode', fix: '916' },
        { n: 'ram:Name', t: 'BT-123' },
        { n: 'ram:AttachmentBinaryObject', t: 'BT-125', a: { mimeCode: 'BT-125-1', filename: 'BT-125-2' } }
      ]
    },
    { n: 'ram:SpecifiedProcuringProject', c: [{ n: 'ram:ID', t: 'BT-11' }, { n: 'ram:Name', t: 'x-project-name', def: 'Project reference' }] }
  ]
}

const DELIVERY: Bind = {
  n: 'ram:ApplicableHeaderTradeDelivery',
  always: true,
  c: [
    { n: 'ram:ShipToTradeParty', c: [...ids('BT-71', 'BT-71-1', false), { n: 'ram:Name', t: 'BT-70' }, address('BG-15', 'BT-78', 'BT-75', 'BT-76', 'BT-165', 'BT-77', 'BT-80', 'BT-79')] },
    { n: 'ram:ActualDeliverySupplyChainEvent', c: [dt('ram:OccurrenceDateTime', 'BT-72')] },
    ref('ram:DespatchAdviceReferencedDocument', 'BT-16'),
    ref('ram:ReceivingAdviceReferencedDocument', 'BT-15')
  ]
}

const SETTLEMENT: Bind = {
  n: 'ram:ApplicableHeaderTradeSettlement',
  always: true,
  c: [
    { n: 'ram:CreditorReferenceID', t: 'x-BT-90' },
    { n: 'ram:PaymentReference', t: 'x-BT-83' },
    { n: 'ram:TaxCurrencyCode', t: 'BT-6' },
    { n: 'ram:InvoiceCurrencyCode', t: 'BT-5' },
    { n: 'ram:PayeeTradeParty', g: 'BG-10', c: [...ids('BT-60', 'BT-60-1', false), { n: 'ram:Name', t: 'BT-59' }, { n: 'ram:SpecifiedLegalOrganization', c: [{ n: 'ram:ID', t: 'BT-61', a: { schemeID: 'BT-61-1' } }] }] },
    {
      n: 'ram:SpecifiedTradeSettlementPaymentMeans',
      g: 'x-pm',
      rep: true,
      c: [
        { n: 'ram:TypeCode', t: 'BT-81' },
        { n: 'ram:Information', t: 'BT-82' },
        { n: 'ram:ApplicableTradeSettlementFinancialCard', g: 'BG-18', c: [{ n: 'ram:ID', t: 'BT-87' }, { n: 'ram:CardholderName', t: 'BT-88' }] },
        { n: 'ram:PayerPartyDebtorFinancialAccount', c: [{ n: 'ram:IBANID', t: 'x-91' }] },
        {
          n: 'ram:PayeePartyCreditorFinancialAccount',
          g: 'BG-17',
          c: [
            { n: 'ram:IBANID', t: 'BT-84', when: g => IBAN.test(String(g['BT-84'] ?? '')) },
            { n: 'ram:AccountName', t: 'BT-85' },
            { n: 'ram:ProprietaryID', t: 'BT-84', when: g => !IBAN.test(String(g['BT-84'] ?? '')) }
          ]
        },
        { n: 'ram:PayeeSpecifiedCreditorFinancialInstitution', c: [{ n: 'ram:BICID', t: 'x-86' }] }
      ]
    },
    {
      n: 'ram:ApplicableTradeTax',
      g: 'BG-23',
      rep: true,
      c: [
        { n: 'ram:CalculatedAmount', t: 'BT-117' },
        vatType,
        { n: 'ram:ExemptionReason', t: 'BT-120' },
        { n: 'ram:BasisAmount', t: 'BT-116' },
        { n: 'ram:CategoryCode', t: 'BT-118' },
        { n: 'ram:ExemptionReasonCode', t: 'BT-121' },
        { n: 'ram:TaxPointDate', c: [{ n: 'udt:DateString', t: 'x-BT-7', fmt: 'd102', a: { format: '=102' } }] },
        { n: 'ram:DueDateTypeCode', t: 'x-BT-8' },
        { n: 'ram:RateApplicablePercent', t: 'BT-119' }
      ]
    },
    { n: 'ram:BillingSpecifiedPeriod', g: 'BG-14', c: [dt('ram:StartDateTime', 'BT-73'), dt('ram:EndDateTime', 'BT-74')] },
    allowanceCharge('BG-20', false, ['BT-94', 'BT-93', 'BT-92', 'BT-98', 'BT-97', 'BT-95', 'BT-96']),
    allowanceCharge('BG-21', true, ['BT-101', 'BT-100', 'BT-99', 'BT-105', 'BT-104', 'BT-102', 'BT-103']),
    { n: 'ram:SpecifiedTradePaymentTerms', c: [{ n: 'ram:Description', t: 'BT-20', keepBreak: true }, dt('ram:DueDateDateTime', 'BT-9'), { n: 'ram:DirectDebitMandateID', t: 'x-89' }] },
    {
      n: 'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
      always: true,
      c: [
        { n: 'ram:LineTotalAmount', t: 'BT-106' }, { n: 'ram:ChargeTotalAmount', t: 'BT-108' },
        { n: 'ram:AllowanceTotalAmount', t: 'BT-107' }, { n: 'ram:TaxBasisTotalAmount', t: 'BT-109' },
        { n: 'ram:TaxTotalAmount', g: 'x-tt', rep: true, t: 'x-amt', a: { currencyID: 'x-cur' } },
        { n: 'ram:RoundingAmount', t: 'BT-114' }, { n: 'ram:GrandTotalAmount', t: 'BT-112' },
        { n: 'ram:TotalPrepaidAmount', t: 'BT-113' }, { n: 'ram:DuePayableAmount', t: 'BT-115' }
      ]
    },
    {
      n: 'ram:InvoiceReferencedDocument',
      g: 'BG-3',
      rep: true,
      c: [{ n: 'ram:IssuerAssignedID', t: 'BT-25' }, { n: 'ram:FormattedIssueDateTime', c: [{ n: 'qdt:DateTimeString', t: 'BT-26', fmt: 'd102', a: { format: '=102' } }] }]
    },
    { n: 'ram:ReceivableSpecifiedTradeAccountingAccount', c: [{ n: 'ram:ID', t: 'BT-19' }] }
  ]
}

const BINDINGS: Bind[] = [
  {
    n: 'rsm:ExchangedDocumentContext',
    always: true,
    c: [
      { n: 'ram:BusinessProcessSpecifiedDocumentContextParameter', c: [{ n: 'ram:ID', t: 'BT-23' }] },
      { n: 'ram:GuidelineSpecifiedDocumentContextParameter', always: true, c: [{ n: 'ram:ID', t: 'BT-24' }] }
    ]
  },
  {
    n: 'rsm:ExchangedDocument',
    always: true,
    c: [
      { n: 'ram:ID', t: 'BT-1' },
      { n: 'ram:TypeCode', t: 'BT-3' },
      dt('ram:IssueDateTime', 'BT-2'),
      { n: 'ram:IncludedNote', g: 'BG-1', rep: true, c: [{ n: 'ram:Content', t: 'BT-22' }, { n: 'ram:SubjectCode', t: 'BT-21' }] }
    ]
  },
  { n: 'rsm:SupplyChainTradeTransaction', always: true, c: [LINE, AGREEMENT, DELIVERY, SETTLEMENT] }
]

export function isCii (root: XNode): boolean {
  return root.name === 'rsm:CrossIndustryInvoice'
}

export function readCii (root: XNode): Group {
  const raw: Group = {}
  readChildren(root, BINDINGS, raw)
  return fromSyntaxShape(raw, 'cii', ublKind(raw))
}

export function writeCii (model: Group): string {
  const shaped = toSyntaxShape(model, 'cii', ublKind(model))
  const root: XNode = { name: 'rsm:CrossIndustryInvoice', ns: NS.rsm, attrs: {}, children: writeChildren(BINDINGS, shaped), text: '' }
  return serialise(root, ['rsm', 'ram', 'qdt', 'udt'])
}
