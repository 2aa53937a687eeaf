/**
 * ebInterface 6.1 (the Austrian e-invoice, namespace http://www.ebinterface.at/schema/6p1/) <-> the EN 16931 model.
 * One binding table in the element order of the ebInterface 6.1 Invoice.xsd (rules/ebinterface-6.1), read and
 * written by the engine (binding.ts); ebinterface-shape.ts moves the terms ebInterface keeps elsewhere (party names
 * in the address, the payment means as a choice of elements, the document type as a root attribute, the totals it
 * does not carry). Elements the schema requires but the model may lack (an address Name, Town, ZIP; a contact Name;
 * the VAT number) are written empty, never invented. What ebInterface has no place for is reported as lost by the
 * round-trip check of convert.ts.
 */
import { readChildren, writeChildren, type Bind, type Group } from './binding.ts'
import { fromEbShape, toEbShape, EB_TYPE_OF } from './ebinterface-shape.ts'
import { NS, serialise, type XNode } from './xml.ts'

const EB = NS.eb

const percent = (rate: string, category: string): Bind => ({ n: 'eb:TaxPercent', t: rate, a: { TaxCategoryCode: category }, def: '0' })
const taxItem = (rate: string, category: string): Bind => ({ n: 'eb:TaxItem', c: [{ n: 'eb:TaxableAmount', t: 'x-taxable' }, percent(rate, category)] })

/** An address (name, town, ZIP and country are required by the schema). `x-name` / `x-trading`: the party's names,
 * `x-gln` / `x-email` its electronic address or location (GLN, scheme 0088; e-mail, scheme EM), moved into the
 * address group by the shape. */
const address = (g: string, street: string, city: string, zip: string, country: string): Bind => ({
  n: 'eb:Address',
  g,
  c: [
    { n: 'eb:AddressIdentifier', t: 'x-gln', a: { AddressIdentifierType: '=GLN' } },
    { n: 'eb:Name', t: 'x-name', def: '' }, { n: 'eb:TradingName', t: 'x-trading' }, { n: 'eb:Street', t: street },
    { n: 'eb:Town', t: city, def: '' }, { n: 'eb:ZIP', t: zip, def: '' },
    { n: 'eb:Country', a: { CountryCode: country }, always: true },
    { n: 'eb:Email', t: 'x-email' }
  ]
})

const contact = (g: string, name: string, phone: string, mail: string): Bind => ({
  n: 'eb:Contact', g, c: [{ n: 'eb:Name', t: name, def: '' }, { n: 'eb:Phone', t: phone }, { n: 'eb:Email', t: mail }]
})

/** Reduction / Surcharge (document level, with a TaxItem) and their line variants. Terms: amount, base, %, reason. */
const reductionOrSurcharge = (n: string, g: string, t: string[], tax?: [string, string]): Bind => ({
  n,
  g,
  rep: true,
  c: [
    { n: 'eb:BaseAmount', t: t[1] }, { n: 'eb:Percentage', t: t[2] }, { n: 'eb:Amount', t: t[0] }, { n: 'eb:Comment', t: t[3] },
    ...(tax === undefined ? [] : [taxItem(tax[1], tax[0])])
  ]
})

const line: Bind = {
  n: 'eb:ListLineItem',
  g: 'BG-25',
  rep: true,
  c: [
    { n: 'eb:PositionNumber', t: 'x-pos' },
    { n: 'eb:Description', t: 'BT-153', def: '' },
    { n: 'eb:Description', t: 'BT-154' },
    { n: 'eb:ArticleNumber', t: 'BT-155', a: { ArticleNumberType: '=BillersArticleNumber' } },
    { n: 'eb:ArticleNumber', t: 'BT-156', a: { ArticleNumberType: '=InvoiceRecipientsArticleNumber' } },
    { n: 'eb:ArticleNumber', t: 'x-gtin', a: { ArticleNumberType: '=GTIN' } },
    { n: 'eb:Quantity', t: 'BT-129', a: { Unit: 'BT-130' } },
    { n: 'eb:UnitPrice', t: 'BT-146', a: { BaseQuantity: 'BT-149' } },
    {
      n: 'eb:ReductionAndSurchargeListLineItemDetails',
      c: [
        reductionOrSurcharge('eb:ReductionListLineItem', 'BG-27', ['BT-136', 'BT-137', 'BT-138', 'BT-139']),
        reductionOrSurcharge('eb:SurchargeListLineItem', 'BG-28', ['BT-141', 'BT-142', 'BT-143', 'BT-144'])
      ]
    },
    { n: 'eb:InvoiceRecipientsOrderReference', c: [{ n: 'eb:OrderID', t: 'x-order', def: '' }, { n: 'eb:OrderPositionNumber', t: 'BT-132' }] },
    { n: 'eb:Classification', g: 'BT-158', rep: true, t: 'BT-158', a: { ClassificationSchema: 'BT-158-1' } },
    { n: 'eb:AdditionalInformation', g: 'BG-32', rep: true, t: 'BT-161', a: { Key: 'BT-160' } },
    taxItem('BT-152', 'BT-151'),
    { n: 'eb:LineItemAmount', t: 'BT-131' }
  ]
}

const BINDING: Bind[] = [
  { n: 'eb:InvoiceNumber', t: 'BT-1' },
  { n: 'eb:InvoiceDate', t: 'BT-2' },
  { n: 'eb:RelatedDocument', g: 'BG-3', rep: true, c: [{ n: 'eb:InvoiceNumber', t: 'BT-25' }, { n: 'eb:InvoiceDate', t: 'BT-26' }] },
  { n: 'eb:AdditionalInformation', g: 'BG-1', rep: true, t: 'BT-22', a: { Key: 'BT-21' } },
  {
    n: 'eb:Delivery',
    // the schema requires a date or a period in a Delivery
    when: m => m['BT-72'] !== undefined || m['x-period'] !== undefined,
    c: [
      { n: 'eb:DeliveryID', t: 'BT-16' },
      { n: 'eb:Date', t: 'BT-72' },
      { n: 'eb:Period', g: 'x-period', c: [{ n: 'eb:FromDate', t: 'BT-73' }, { n: 'eb:ToDate', t: 'BT-74' }] },
      address('BG-15', 'BT-75', 'BT-77', 'BT-78', 'BT-80')
    ]
  },
  {
    n: 'eb:Biller',
    g: 'BG-4',
    c: [
      { n: 'eb:VATIdentificationNumber', t: 'BT-31', def: '' },
      { n: 'eb:FurtherIdentification', t: 'BT-30', a: { IdentificationType: '=FN' } },
      { n: 'eb:FurtherIdentification', g: 'BT-29', rep: true, t: 'BT-29', a: { IdentificationType: 'BT-29-1' }, when: g => g['BT-29-1'] !== undefined },
      { n: 'eb:OrderReference', c: [{ n: 'eb:OrderID', t: 'x-order' }] },
      address('BG-5', 'BT-35', 'BT-37', 'BT-38', 'BT-40'),
      contact('BG-6', 'BT-41', 'BT-42', 'BT-43')
    ]
  },
  {
    n: 'eb:InvoiceRecipient',
    g: 'BG-7',
    c: [
      { n: 'eb:VATIdentificationNumber', t: 'BT-48', def: '' },
      { n: 'eb:FurtherIdentification', t: 'BT-47', a: { IdentificationType: '=FN' } },
      { n: 'eb:OrderReference', c: [{ n: 'eb:OrderID', t: 'x-order' }] },
      address('BG-8', 'BT-50', 'BT-52', 'BT-53', 'BT-55'),
      contact('BG-9', 'BT-56', 'BT-57', 'BT-58'),
      { n: 'eb:BillersInvoiceRecipientID', t: 'BT-46' }
    ]
  },
  { n: 'eb:Details', always: true, c: [{ n: 'eb:ItemList', g: 'x-lists', rep: true, c: [line] }] },
  {
    n: 'eb:ReductionAndSurchargeDetails',
    c: [
      reductionOrSurcharge('eb:Reduction', 'BG-20', ['BT-92', 'BT-93', 'BT-94', 'BT-97'], ['BT-95', 'BT-96']),
      reductionOrSurcharge('eb:Surcharge', 'BG-21', ['BT-99', 'BT-100', 'BT-101', 'BT-104'], ['BT-102', 'BT-103'])
    ]
  },
  {
    n: 'eb:Tax',
    always: true,
    c: [{
      n: 'eb:TaxItem',
      g: 'BG-23',
      rep: true,
      c: [{ n: 'eb:TaxableAmount', t: 'BT-116' }, percent('BT-119', 'BT-118'), { n: 'eb:TaxAmount', t: 'BT-117' }, { n: 'eb:Comment', t: 'BT-120' }]
    }]
  },
  { n: 'eb:TotalGrossAmount', t: 'BT-112', def: '0' },
  { n: 'eb:PrepaidAmount', t: 'BT-113' },
  { n: 'eb:RoundingAmount', t: 'BT-114' },
  { n: 'eb:PayableAmount', t: 'BT-115', def: '0' },
  {
    n: 'eb:PaymentMethod',
    g: 'x-pay',
    c: [
      { n: 'eb:Comment', t: 'BT-82' },
      { n: 'eb:SEPADirectDebit', g: 'x-dd', c: [{ n: 'eb:IBAN', t: 'BT-91' }, { n: 'eb:CreditorID', t: 'BT-90' }, { n: 'eb:MandateReference', t: 'BT-89' }] },
      {
        n: 'eb:UniversalBankTransaction',
        g: 'x-ubt',
        c: [
          { n: 'eb:BeneficiaryAccount', g: 'BG-17', rep: true, c: [{ n: 'eb:BIC', t: 'BT-86' }, { n: 'eb:IBAN', t: 'BT-84' }, { n: 'eb:BankAccountOwner', t: 'BT-85' }] },
          { n: 'eb:PaymentReference', t: 'BT-83' }
        ]
      },
      { n: 'eb:PaymentCard', g: 'x-card', c: [{ n: 'eb:PrimaryAccountNumber', t: 'BT-87', def: '' }, { n: 'eb:CardHolderName', t: 'BT-88' }] },
      { n: 'eb:OtherPayment', t: 'x-other' }
    ]
  },
  { n: 'eb:PaymentConditions', c: [{ n: 'eb:DueDate', t: 'BT-9' }, { n: 'eb:Comment', t: 'BT-20' }] }
]

export function isEbInterface (root: XNode): boolean {
  return root.ns === EB && root.name === 'eb:Invoice'
}

/** The model of an ebInterface 6.1 Invoice tree (mapped elements are marked used). */
export function readEbInterface (root: XNode): Group {
  const raw: Group = {}
  readChildren(root, BINDING, raw)
  if (root.attrs.InvoiceCurrency !== undefined) raw['BT-5'] = root.attrs.InvoiceCurrency
  if (root.attrs.DocumentType !== undefined) raw['x-doctype'] = root.attrs.DocumentType
  return fromEbShape(raw)
}

/** ebInterface 6.1 XML of a model (DocumentType from BT-3: 381 is a CreditMemo). */
export function writeEbInterface (model: Group): string {
  const shaped = toEbShape(model)
  const attrs: Record<string, string> = {
    GeneratingSystem: 'Wharf',
    DocumentType: EB_TYPE_OF[String(model['BT-3'] ?? '380')] ?? 'Invoice',
    InvoiceCurrency: String(model['BT-5'] ?? '')
  }
  const root: XNode = { name: 'eb:Invoice', ns: EB, attrs, children: writeChildren(BINDING, shaped), text: '' }
  return serialise(root, ['eb'])
}
