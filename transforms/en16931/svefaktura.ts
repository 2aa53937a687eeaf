/**
 * Svefaktura 1.0 (SFTI BasicInvoice, UBL 1.0 based, namespace urn:sfti:documents:BasicInvoice:1:0) -> the EN 16931
 * model: one binding table (sfti aggregate components `svc:`, UBL 1.0 basic components `cbc1:`) and the shape below.
 * A reader only (Svefaktura is a source: `svefaktura-to-bis3`). The bare Invoice is read; an SFTI ObjectEnvelope is
 * not unwrapped. Elements no binding maps (a second RequisitionistDocumentReference, PenaltySurchargePercent, a
 * registration address, a telefax, ...) are reported as unmapped by convert.ts.
 *
 * Shape: the party name (PartyName) is the legal name (BT-27 / BT-44) when the party has no RegistrationName, else
 * the trading name; the seller's SWT registration (F-skatt) is BT-30 when no legal entity CompanyID is given and its
 * ExemptionReason ("F-skattebevis finns") BT-33; the AccountsContact name is the seller contact BT-41 when the
 * Contact has none; a delivery date time is cut to its date (BT-72); the first RequisitionistDocumentReference is
 * the buyer reference BT-10; a line without TaxCategory takes the category and rate of the only VAT breakdown (and
 * keeps none when there are several); BT-115 is TaxInclusiveTotalAmount (Svefaktura has no payable amount), BT-107 /
 * BT-108 the exact sums of the document allowances / charges.
 */
import type { Bind, Group } from './binding.ts'
import { readChildren } from './binding.ts'
import { sumTerm } from './model.ts'
import { NS, type XNode } from './xml.ts'

const vat: Bind = { n: 'svc:TaxScheme', c: [{ n: 'svc:ID', fix: 'VAT' }] }
const taxCategory = (id: string, rate: string, reason?: string): Bind => ({
  n: 'svc:TaxCategory', c: [{ n: 'svc:ID', t: id }, { n: 'cbc1:Percent', t: rate }, ...(reason === undefined ? [] : [{ n: 'cbc1:ExemptionReason', t: reason }]), vat]
})

const address = (g: string, t: string[], name = 'svc:Address'): Bind => ({
  n: name,
  g,
  c: [
    { n: 'cbc1:StreetName', t: t[0] }, { n: 'cbc1:AdditionalStreetName', t: t[1] }, { n: 'cbc1:CityName', t: t[2] },
    { n: 'cbc1:PostalZone', t: t[3] }, { n: 'cbc1:CountrySubentity', t: t[4] },
    { n: 'svc:Country', c: [{ n: 'svc:IdentificationCode', t: t[5] }] }
  ]
})

const allowanceCharge = (g: string, charge: boolean, t: string[], tax: boolean): Bind => ({
  n: 'svc:AllowanceCharge',
  g,
  rep: true,
  c: [
    { n: 'cbc1:ChargeIndicator', fix: String(charge) },
    { n: 'cbc1:AllowanceChargeReason', t: t[1] }, { n: 'cbc1:MultiplierFactorNumeric', t: t[2] },
    { n: 'cbc1:Amount', t: t[0] },
    ...(tax ? [taxCategory(t[3], t[4])] : [])
  ]
})

/** A party: names, identifier, address, tax schemes, legal entity, contact; `x-name` is resolved by the shape. */
const party = (g: string, addr: string, a: string[], t: Record<string, string>, contact: string, extra: Bind[] = []): Bind => ({
  n: g === 'BG-4' ? 'svc:SellerParty' : 'svc:BuyerParty',
  g,
  c: [{
    n: 'svc:Party',
    c: [
      { n: 'svc:PartyIdentification', c: [{ n: 'svc:ID', t: t.id }] },
      { n: 'svc:PartyName', c: [{ n: 'cbc1:Name', t: 'x-name' }] },
      address(addr, a),
      { n: 'svc:PartyTaxScheme', c: [{ n: 'svc:CompanyID', t: t.vat }, vat] },
      { n: 'svc:PartyTaxScheme', c: [{ n: 'svc:CompanyID', t: 'x-swt' }, { n: 'cbc1:ExemptionReason', t: 'x-swt-reason' }, { n: 'svc:TaxScheme', c: [{ n: 'svc:ID', fix: 'SWT' }] }] },
      { n: 'svc:PartyLegalEntity', c: [{ n: 'cbc1:RegistrationName', t: t.legal }, { n: 'svc:CompanyID', t: t.company }] },
      { n: 'svc:Contact', g: contact, c: [{ n: 'cbc1:Name', t: t.cname }, { n: 'cbc1:Telephone', t: t.phone }, { n: 'cbc1:ElectronicMail', t: t.mail }] }
    ]
  }, ...extra]
})

const line: Bind = {
  n: 'svc:InvoiceLine',
  g: 'BG-25',
  rep: true,
  c: [
    { n: 'svc:ID', t: 'BT-126' },
    { n: 'cbc1:InvoicedQuantity', t: 'BT-129', a: { quantityUnitCode: 'BT-130' } },
    { n: 'cbc1:LineExtensionAmount', t: 'BT-131' },
    { n: 'cbc1:Note', t: 'BT-127' },
    { n: 'svc:OrderLineReference', c: [{ n: 'svc:BuyersLineID', t: 'BT-132' }] },
    allowanceCharge('BG-27', false, ['BT-136', 'BT-139', 'BT-138'], false),
    allowanceCharge('BG-28', true, ['BT-141', 'BT-144', 'BT-143'], false),
    {
      n: 'svc:Item',
      c: [
        { n: 'cbc1:Description', t: 'BT-153' },
        { n: 'svc:SellersItemIdentification', c: [{ n: 'svc:ID', t: 'BT-155' }] },
        { n: 'svc:StandardItemIdentification', c: [{ n: 'svc:ID', t: 'BT-157' }] },
        { n: 'svc:BuyersItemIdentification', c: [{ n: 'svc:ID', t: 'BT-156' }] },
        taxCategory('BT-151', 'BT-152'),
        { n: 'svc:BasePrice', c: [{ n: 'cbc1:PriceAmount', t: 'BT-146' }, { n: 'cbc1:BaseQuantity', t: 'BT-149', a: { quantityUnitCode: 'BT-150' } }] }
      ]
    }
  ]
}

const BINDING: Bind[] = [
  { n: 'sv:ID', t: 'BT-1' },
  { n: 'cbc1:IssueDate', t: 'BT-2' },
  { n: 'sv:InvoiceTypeCode', t: 'BT-3' },
  { n: 'cbc1:Note', g: 'BG-1', rep: true, t: 'BT-22' },
  { n: 'sv:TaxPointDate', t: 'BT-7' },
  { n: 'sv:InvoiceCurrencyCode', t: 'BT-5' },
  { n: 'sv:TaxCurrencyCode', t: 'BT-6' },
  { n: 'sv:LineItemCountNumeric', t: 'x-count' },
  { n: 'svc:InvoicingPeriod', g: 'BG-14', c: [{ n: 'cbc1:StartDateTime', t: 'BT-73' }, { n: 'cbc1:EndDateTime', t: 'BT-74' }] },
  { n: 'svc:OrderReference', c: [{ n: 'svc:BuyersID', t: 'BT-13' }, { n: 'svc:SellersID', t: 'BT-14' }] },
  { n: 'svc:ContractDocumentReference', c: [{ n: 'svc:ID', t: 'BT-12' }] },
  { n: 'svc:InitialInvoiceDocumentReference', g: 'BG-3', rep: true, c: [{ n: 'svc:ID', t: 'BT-25' }, { n: 'cbc1:IssueDate', t: 'BT-26' }] },
  party('BG-7', 'BG-8', ['BT-50', 'BT-51', 'BT-52', 'BT-53', 'BT-54', 'BT-55'], { id: 'BT-46', vat: 'BT-48', legal: 'x-legal', company: 'BT-47', cname: 'BT-56', phone: 'BT-57', mail: 'BT-58' }, 'BG-9'),
  party('BG-4', 'BG-5', ['BT-35', 'BT-36', 'BT-37', 'BT-38', 'BT-39', 'BT-40'], { id: 'BT-29', vat: 'BT-31', legal: 'x-legal', company: 'BT-30', cname: 'BT-41', phone: 'BT-42', mail: 'BT-43' }, 'BG-6',
    [{ n: 'svc:AccountsContact', c: [{ n: 'cbc1:Name', t: 'x-accounts' }] }]),
  { n: 'svc:Delivery', c: [{ n: 'cbc1:ActualDeliveryDateTime', t: 'x-delivery' }, address('BG-15', ['BT-75', 'BT-76', 'BT-77', 'BT-78', 'BT-79', 'BT-80'], 'svc:DeliveryAddress')] },
  {
    n: 'svc:PaymentMeans',
    g: 'x-pm',
    rep: true,
    c: [
      { n: 'svc:PaymentMeansTypeCode', t: 'BT-81' },
      { n: 'cbc1:DuePaymentDate', t: 'BT-9' },
      {
        n: 'svc:PayeeFinancialAccount',
        c: [
          { n: 'svc:ID', t: 'BT-84' }, { n: 'cbc1:Name', t: 'BT-85' },
          { n: 'svc:FinancialInstitutionBranch', c: [{ n: 'svc:FinancialInstitution', c: [{ n: 'svc:ID', t: 'BT-86' }] }] },
          { n: 'svc:PaymentInstructionID', t: 'BT-83' }
        ]
      }
    ]
  },
  { n: 'svc:PaymentTerms', c: [{ n: 'cbc1:Note', t: 'BT-20' }] },
  allowanceCharge('BG-20', false, ['BT-92', 'BT-97', 'BT-94', 'BT-95', 'BT-96'], true),
  allowanceCharge('BG-21', true, ['BT-99', 'BT-104', 'BT-101', 'BT-102', 'BT-103'], true),
  {
    n: 'svc:TaxTotal',
    c: [
      { n: 'cbc1:TotalTaxAmount', t: 'BT-110' },
      { n: 'svc:TaxSubTotal', g: 'BG-23', rep: true, c: [{ n: 'cbc1:TaxableAmount', t: 'BT-116' }, { n: 'cbc1:TaxAmount', t: 'BT-117' }, taxCategory('BT-118', 'BT-119', 'BT-120')] }
    ]
  },
  {
    n: 'svc:LegalTotal',
    c: [
      { n: 'cbc1:LineExtensionTotalAmount', t: 'BT-106' }, { n: 'cbc1:TaxExclusiveTotalAmount', t: 'BT-109' },
      { n: 'cbc1:TaxInclusiveTotalAmount', t: 'BT-112' }, { n: 'cbc1:RoundOffAmount', t: 'BT-114' }
    ]
  },
  line,
  { n: 'sv:RequisitionistDocumentReference', c: [{ n: 'svc:ID', t: 'BT-10' }] }
]

export function isSvefaktura (root: XNode): boolean {
  return root.ns === NS.sv && root.name === 'sv:Invoice'
}

const obj = (v: unknown): Group | undefined => typeof v === 'object' && v !== null && !Array.isArray(v) ? v as Group : undefined
const list = (v: unknown): Group[] => Array.isArray(v) ? v as Group[] : []

function take (g: Group, term: string): string | undefined {
  const v = g[term]
  delete g[term]
  return typeof v === 'string' ? v : undefined
}

/** The model of a Svefaktura 1.0 Invoice tree (mapped elements are marked used). */
export function readSvefaktura (root: XNode): Group {
  const m: Group = {}
  readChildren(root, BINDING, m)
  delete m['x-count']
  for (const [g, legal, trading] of [['BG-4', 'BT-27', 'BT-28'], ['BG-7', 'BT-44', 'BT-45']]) {
    const p = obj(m[g])
    if (p === undefined) continue
    const name = take(p, 'x-name')
    const registered = take(p, 'x-legal')
    if (registered !== undefined) p[legal] = registered
    if (name !== undefined) p[registered === undefined ? legal : trading] = name
    const swt = take(p, 'x-swt')
    const reason = take(p, 'x-swt-reason')
    if (swt !== undefined && p['BT-30'] === undefined && g === 'BG-4') p['BT-30'] = swt
    if (reason !== undefined && g === 'BG-4') p['BT-33'] = reason
  }
  const seller = obj(m['BG-4'])
  const accounts = seller === undefined ? undefined : take(seller, 'x-accounts')
  if (seller !== undefined && accounts !== undefined) { seller['BG-6'] ??= {}; (seller['BG-6'] as Group)['BT-41'] ??= accounts }
  const delivery = take(m, 'x-delivery')
  if (delivery !== undefined) m['BT-72'] = delivery.slice(0, 10)
  const period = obj(m['BG-14'])
  for (const t of ['BT-73', 'BT-74']) if (typeof period?.[t] === 'string') period[t] = (period[t] as string).slice(0, 10)
  const pms = list(m['x-pm'])
  delete m['x-pm']
  if (pms.length > 0) {
    const bg16: Group = {}
    const accountsList: Group[] = []
    for (const pm of pms) {
      for (const t of ['BT-81', 'BT-83']) if (bg16[t] === undefined && pm[t] !== undefined) bg16[t] = pm[t]
      const due = take(pm, 'BT-9')
      if (due !== undefined) m['BT-9'] ??= due
      const acct: Group = {}
      for (const t of ['BT-84', 'BT-85', 'BT-86']) if (pm[t] !== undefined) acct[t] = pm[t]
      if (Object.keys(acct).length > 0) accountsList.push(acct)
    }
    if (accountsList.length > 0) bg16['BG-17'] = accountsList
    m['BG-16'] = bg16
  }
  const breakdown = list(m['BG-23'])
  for (const l of list(m['BG-25'])) {
    if (l['BT-151'] === undefined && breakdown.length === 1) {
      l['BT-151'] = breakdown[0]['BT-118']
      if (breakdown[0]['BT-119'] !== undefined) l['BT-152'] = breakdown[0]['BT-119']
    }
  }
  if (m['BT-112'] !== undefined) m['BT-115'] = m['BT-112']
  const bt107 = sumTerm(list(m['BG-20']), 'BT-92')
  const bt108 = sumTerm(list(m['BG-21']), 'BT-99')
  if (bt107 !== undefined) m['BT-107'] = bt107
  if (bt108 !== undefined) m['BT-108'] = bt108
  return m
}
