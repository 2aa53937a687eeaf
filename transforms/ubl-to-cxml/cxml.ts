/**
 * EN 16931 model -> cXML InvoiceDetailRequest (the procurement networks' invoice: SAP Business Network / Ariba,
 * Coupa and others). Element order follows the content models of the public cXML InvoiceDetail DTD (not vendored:
 * the output names it in its DOCTYPE and nothing here reads it). Every model term the writer reads is recorded, so
 * the caller can report the terms cXML does not carry (`lost`).
 *
 * Mapping (facts of the cXML reference guide; choices marked "choice"):
 * - Header From / To / Sender: Credential `domain` + Identity; Sender adds SharedSecret and UserAgent. Without
 *   configured credentials (the transform on its own) From and To are the seller's and buyer's electronic addresses
 *   (BT-34 / BT-49, domain = their scheme, e.g. 0088) and Sender is From without a secret (choice).
 * - InvoiceDetailRequestHeader: invoiceID BT-1, invoiceDate BT-2, operation "new", purpose "standard", or
 *   "creditMemo" for a credit note (BT-3 381 or a CreditNote) with every amount negative except unit prices (the
 *   cXML guide's rule for credit memos: quantities and amounts negative), "debitMemo" for 383.
 * - InvoicePartner: seller Contact role "from" (BG-4, VAT id BT-31 as IdReference domain "vatID"), buyer "soldTo"
 *   (BG-7), payee "remitTo" (BG-10, else the seller when there are bank accounts), bank account BG-17 as
 *   IdReference "ibanID" / "swiftID" / "accountName"; the invoiced-against invoice BG-3 as InvoiceIDInfo.
 * - InvoiceDetailShipping: shipFrom (the seller) and shipTo (BG-13), shippingDate BT-72.
 * - PaymentTerm payInNumberOfDays: due date BT-9 minus BT-2; the terms text BT-20 and notes BG-1 in Comments;
 *   attachments BG-24 by reference: Comments/Attachment/URL = BT-124 (the external location), and with
 *   `attachments: 'mime'` an embedded one (BT-125) as `cid:<n>.<payloadID>`, a MIME part the caller sends after the
 *   cXML in a multipart/related body (how cXML carries attachments).
 * - Lines BG-25 -> InvoiceDetailItem (invoiceLineNumber BT-126, quantity BT-129, UnitOfMeasure BT-130, UnitPrice
 *   BT-146, PriceBasisQuantity BT-149/BT-150, SubtotalAmount BT-131, item ids, description, classification,
 *   origin); the line's VAT category and rate as Extrinsic (choice: EN 16931 has no line tax amount, so no line
 *   Tax element is invented), the order references in InvoiceDetailOrderInfo (OrderIDInfo BT-13, SupplierOrderInfo
 *   BT-14; neither: SupplierOrderInfo with the invoice number, choice: a non-PO invoice).
 * - InvoiceDetailSummary: SubtotalAmount BT-106, Tax BT-110 with one TaxDetail per VAT breakdown BG-23
 *   (TaxableAmount BT-116, TaxAmount BT-117, percentageRate BT-119, exemption reason BT-120), ShippingAmount =
 *   document charges with reason code FC (freight) or DL (delivery), SpecialHandlingAmount = the other document
 *   charges, GrossAmount = BT-106 + BT-108 + BT-110, InvoiceDetailDiscount = BT-107, TotalCharges BT-108,
 *   TotalAllowances BT-107, TotalAmountWithoutTax BT-109, NetAmount BT-112, DepositAmount BT-113, DueAmount BT-115.
 * - Variant coupa (Coupa's published integration notes): the remitTo partner is always written and carries the seller's
 *   VAT id as IdReference taxPrefix (its country prefix) + taxNumber; no soldTo partner (Coupa takes the bill-to
 *   party from the referenced order, and a given one must match it exactly); the order as OrderReference orderID
 *   BT-13, a contract BT-12 as MasterAgreementReference/DocumentReference payloadID. Otherwise BT-12 is
 *   MasterAgreementIDInfo agreementID.
 */
import type { Group } from '../en16931/model.ts'
import { daysBetween, el, money, node } from './write.ts'
import { negate, sum } from '../en16931/model.ts'
import { Used } from './used.ts'

export { termPaths, Used } from './used.ts'

export interface Credential { domain: string, identity: string, sharedSecret?: string }

export interface CxmlOptions {
  from?: Credential
  to?: Credential
  sender?: Credential
  userAgent?: string
  payloadId: string
  /** ISO 8601 with offset. */
  timestamp: string
  deploymentMode?: 'production' | 'test'
  version?: string
  lang?: string
  /** `mime`: embedded attachments (BT-125) become MIME parts referenced as `cid:` URLs (the caller sends the cXML as
   * multipart/related); otherwise they are not carried (lost). */
  attachments?: 'mime' | 'none'
  /** Network conventions (see the header): `coupa` writes the supplier's VAT id as taxPrefix/taxNumber on remitTo,
   * leaves the bill-to party out (Coupa takes it from the order) and references orders and contracts as documents. */
  variant?: 'generic' | 'ariba' | 'coupa'
}

/** An embedded attachment to send as a MIME part after the cXML (Content-ID without the angle brackets). */
export interface CxmlAttachment { contentId: string, mimeType: string, filename?: string, base64: string }

export const DEFAULT_CXML_VERSION = '1.2.050'
const SHIPPING_CODES = new Set(['FC', 'DL'])

export function isCreditNote (model: Group, rootName: string): boolean {
  return rootName === 'CreditNote' || model['BT-3'] === '381'
}

export function writeCxml (model: Group, rootName: string, options: CxmlOptions): { xml: string, used: Used, attachments: CxmlAttachment[] } {
  const u = new Used()
  const attachments: CxmlAttachment[] = []
  const credit = isCreditNote(model, rootName)
  u.get(model, 'BT-3')
  const purpose = credit ? 'creditMemo' : model['BT-3'] === '383' ? 'debitMemo' : 'standard'
  const amt = (v: string | undefined): string | undefined => credit ? negate(v) : v
  const cur = u.get(model, 'BT-5') ?? ''
  const lang = options.lang ?? 'en'
  const version = options.version ?? DEFAULT_CXML_VERSION
  const seller = u.group(model, 'BG-4')
  const buyer = u.group(model, 'BG-7')

  const endpoint = (g: Group | undefined, t: string, p: string): Credential | undefined => {
    const id = u.get(g, t, p)
    return id === undefined ? undefined : { domain: u.get(g, `${t}-1`, p) ?? 'EndpointID', identity: id }
  }
  const from = options.from ?? endpoint(seller, 'BT-34', 'BG-4/') ?? { domain: 'EndpointID', identity: '' }
  const to = options.to ?? endpoint(buyer, 'BT-49', 'BG-7/') ?? { domain: 'EndpointID', identity: '' }
  const sender = options.sender ?? from
  const credential = (c: Credential, secret: boolean): string => node('Credential', { domain: c.domain }, [
    el('Identity', c.identity), secret && c.sharedSecret !== undefined ? el('SharedSecret', c.sharedSecret) : undefined
  ], true)
  const header = node('Header', {}, [
    node('From', {}, [credential(from, false)]),
    node('To', {}, [credential(to, false)]),
    node('Sender', {}, [credential(sender, true), el('UserAgent', options.userAgent ?? 'Wharf')])
  ])

  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${version}/InvoiceDetail.dtd">`,
    node('cXML', { payloadID: options.payloadId, timestamp: options.timestamp, version, 'xml:lang': lang }, [
      header,
      node('Request', { deploymentMode: options.deploymentMode ?? 'production' }, [
        node('InvoiceDetailRequest', {}, [
          requestHeader(u, model, { purpose, lang, cur, amt, variant: options.variant ?? 'generic', attachments: options.attachments === 'mime' ? { list: attachments, payloadId: options.payloadId } : undefined }),
          detailOrder(u, model, { lang, cur, amt, credit, variant: options.variant ?? 'generic' }),
          summary(u, model, { lang, cur, amt })
        ])
      ])
    ])
  ].join('\n')
  return { xml, used: u, attachments }
}

interface Ctx { lang: string, cur: string, amt: (v: string | undefined) => string | undefined, variant?: CxmlOptions['variant'] }

function postalAddress (u: Used, g: Group | undefined, p: string, t: [string, string, string, string, string, string], attention?: string): string {
  const [street, street2, city, postcode, region, country] = t
  const s = u.get(g, street, p)
  const c = u.get(g, city, p)
  const cc = g?.[country]
  // cXML requires Street, City and Country: without street or city the address is not written (its terms are lost).
  if (s === undefined || c === undefined || typeof cc !== 'string') return ''
  u.get(g, country, p)
  return node('PostalAddress', {}, [
    el('DeliverTo', attention), el('Street', s), el('Street', u.get(g, street2, p)), el('City', c),
    el('State', u.get(g, region, p)), el('PostalCode', u.get(g, postcode, p)), el('Country', cc, { isoCountryCode: cc })
  ])
}

function partner (u: Used, role: string, name: string | undefined, address: string, email: string | undefined, ids: Array<[string, string | undefined]>, addressID?: string): string {
  if (name === undefined) return ''
  return node('InvoicePartner', {}, [
    node('Contact', { role, addressID }, [el('Name', name, { 'xml:lang': 'en' }), address, el('Email', email, { name: 'default' })]),
    ...ids.map(([domain, id]) => id === undefined ? '' : `<IdReference identifier="${escapeAttr(id)}" domain="${escapeAttr(domain)}"/>`)
  ])
}

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const scoped = (id: string | undefined, scheme: string | undefined): string | undefined => id === undefined ? undefined : scheme === undefined ? id : `${scheme}:${id}`

function requestHeader (u: Used, model: Group, c: Ctx & { purpose: string, attachments?: { list: CxmlAttachment[], payloadId: string } }): string {
  const seller = u.group(model, 'BG-4')
  const buyer = u.group(model, 'BG-7')
  const sAddr = u.group(seller, 'BG-5')
  const sContact = u.group(seller, 'BG-6')
  const bAddr = u.group(buyer, 'BG-8')
  const bContact = u.group(buyer, 'BG-9')
  const sellerIds = (): Array<[string, string | undefined]> => [
    ['vatID', u.get(seller, 'BT-31', 'BG-4/')],
    ['taxID', u.get(seller, 'BT-32', 'BG-4/')],
    ['LegalRegistrationID', scoped(u.get(seller, 'BT-30', 'BG-4/'), u.get(seller, 'BT-30-1', 'BG-4/'))],
    ['EndpointID', scoped(u.get(seller, 'BT-34', 'BG-4/'), u.get(seller, 'BT-34-1', 'BG-4/'))],
    ...u.list(seller, 'BT-29').map((g, i): [string, string | undefined] => ['PartyID', scoped(u.get(g, 'BT-29', `BG-4/BT-29[${i}]/`), u.get(g, 'BT-29-1', `BG-4/BT-29[${i}]/`))]),
    ['TradingName', u.get(seller, 'BT-28', 'BG-4/')],
    ['LegalInformation', u.get(seller, 'BT-33', 'BG-4/')]
  ]
  const sellerName = u.get(seller, 'BT-27', 'BG-4/')
  const sellerAddress = (): string => postalAddress(u, sAddr, 'BG-4/BG-5/', ['BT-35', 'BT-36', 'BT-37', 'BT-38', 'BT-39', 'BT-40'], u.get(sContact, 'BT-41', 'BG-4/BG-6/'))
  const from = partner(u, 'from', sellerName, sellerAddress(), u.get(sContact, 'BT-43', 'BG-4/BG-6/'), sellerIds())
  const soldTo = c.variant === 'coupa' ? '' : partner(u, 'soldTo', u.get(buyer, 'BT-44', 'BG-7/'),
    postalAddress(u, bAddr, 'BG-7/BG-8/', ['BT-50', 'BT-51', 'BT-52', 'BT-53', 'BT-54', 'BT-55'], u.get(bContact, 'BT-56', 'BG-7/BG-9/')),
    u.get(bContact, 'BT-58', 'BG-7/BG-9/'), [
      ['vatID', u.get(buyer, 'BT-48', 'BG-7/')],
      ['LegalRegistrationID', scoped(u.get(buyer, 'BT-47', 'BG-7/'), u.get(buyer, 'BT-47-1', 'BG-7/'))],
      ['EndpointID', scoped(u.get(buyer, 'BT-49', 'BG-7/'), u.get(buyer, 'BT-49-1', 'BG-7/'))],
      ['PartyID', scoped(u.get(buyer, 'BT-46', 'BG-7/'), u.get(buyer, 'BT-46-1', 'BG-7/'))],
      ['TradingName', u.get(buyer, 'BT-45', 'BG-7/')]
    ])
  const payee = u.group(model, 'BG-10')
  const payment = u.group(model, 'BG-16')
  const accounts = u.list(payment, 'BG-17')
  const bank: Array<[string, string | undefined]> = accounts.flatMap((a, i): Array<[string, string | undefined]> => [
    ['ibanID', u.get(a, 'BT-84', `BG-16/BG-17[${i}]/`)], ['accountName', u.get(a, 'BT-85', `BG-16/BG-17[${i}]/`)], ['swiftID', u.get(a, 'BT-86', `BG-16/BG-17[${i}]/`)]
  ])
  const vat = typeof seller?.['BT-31'] === 'string' ? /^([A-Za-z]{2,3})(.+)$/.exec(seller['BT-31']) : null
  if (c.variant === 'coupa' && vat !== null) bank.unshift(['taxPrefix', vat[1].toUpperCase()], ['taxNumber', vat[2]])
  const remitTo = payee !== undefined
    ? partner(u, 'remitTo', u.get(payee, 'BT-59', 'BG-10/'), '', undefined, [
      ['PartyID', scoped(u.get(payee, 'BT-60', 'BG-10/'), u.get(payee, 'BT-60-1', 'BG-10/'))],
      ['LegalRegistrationID', scoped(u.get(payee, 'BT-61', 'BG-10/'), u.get(payee, 'BT-61-1', 'BG-10/'))], ...bank])
    : bank.length > 0 ? partner(u, 'remitTo', sellerName, c.variant === 'coupa' ? sellerAddress() : '', undefined, bank) : ''
  if (payment !== undefined) {
    u.get(payment, 'BT-81', 'BG-16/'); u.get(payment, 'BT-82', 'BG-16/')
  }
  const preceding = u.list(model, 'BG-3')[0]
  const invoiceIdInfo = preceding === undefined ? '' : node('InvoiceIDInfo', { invoiceID: u.get(preceding, 'BT-25', 'BG-3[0]/'), invoiceDate: dateTime(u.get(preceding, 'BT-26', 'BG-3[0]/')) }, [], true)

  const delivery = u.group(model, 'BG-13')
  const dAddr = u.group(delivery, 'BG-15')
  const shipDate = u.get(model, 'BT-72')
  const shipToName = u.get(model, 'BT-70') ?? u.get(delivery, 'BT-70', 'BG-13/')
  const shipTo = shipToName === undefined
    ? ''
    : node('Contact', { role: 'shipTo', addressID: u.get(model, 'BT-71') ?? u.get(delivery, 'BT-71', 'BG-13/') }, [
      el('Name', shipToName, { 'xml:lang': 'en' }),
      postalAddress(u, u.group(model, 'BG-15') ?? dAddr, u.group(model, 'BG-15') !== undefined ? 'BG-15/' : 'BG-13/BG-15/', ['BT-75', 'BT-76', 'BT-77', 'BT-78', 'BT-79', 'BT-80'])
    ])
  if (model['BT-71-1'] !== undefined) u.get(model, 'BT-71-1')
  const shipping = shipTo === '' || sellerName === undefined
    ? ''
    : node('InvoiceDetailShipping', { shippingDate: dateTime(shipDate) }, [
      node('Contact', { role: 'shipFrom' }, [el('Name', sellerName, { 'xml:lang': 'en' }), postalAddress(new Used(), sAddr, '', ['BT-35', 'BT-36', 'BT-37', 'BT-38', 'BT-39', 'BT-40'])]),
      shipTo
    ])
  const days = daysBetween(model['BT-2'] as string | undefined, u.get(model, 'BT-9'))
  const paymentTerm = days === undefined ? '' : node('PaymentTerm', { payInNumberOfDays: String(days) }, [], true)

  const notes = u.list(model, 'BG-1').map((n, i) => {
    const code = u.get(n, 'BT-21', `BG-1[${i}]/`)
    const text = u.get(n, 'BT-22', `BG-1[${i}]/`) ?? ''
    return code === undefined ? text : `#${code}# ${text}`
  })
  const terms = u.get(model, 'BT-20')
  if (terms !== undefined) notes.push(`Payment terms: ${terms}`)
  const attachments = u.list(model, 'BG-24').flatMap((a, i) => {
    const p = `BG-24[${i}]/`
    const urls: string[] = []
    if (typeof a['BT-124'] === 'string') urls.push(u.get(a, 'BT-124', p) ?? '')
    const data = a['BT-125']
    if (typeof data === 'string' && c.attachments !== undefined) {
      const contentId = `${c.attachments.list.length + 1}.${c.attachments.payloadId}`
      c.attachments.list.push({ contentId, base64: u.get(a, 'BT-125', p) ?? '', mimeType: u.get(a, 'BT-125-1', p) ?? 'application/octet-stream', filename: u.get(a, 'BT-125-2', p) })
      urls.push(`cid:${contentId}`)
    }
    if (urls.length === 0) return []
    const id = u.get(a, 'BT-122', p)
    const what = u.get(a, 'BT-123', p)
    notes.push(`Attachment ${id ?? ''}${what !== undefined ? `: ${what}` : ''}`)
    return urls.map(url => node('Attachment', {}, [el('URL', url)]))
  })
  const comments = notes.length === 0 && attachments.length === 0 ? '' : `<Comments xml:lang="${c.lang}">${notes.map(escapeText).join('\n')}${attachments.join('')}</Comments>`
  const period = u.group(model, 'BG-14')
  const periodEl = period === undefined ? '' : node('Period', { startDate: dateTime(u.get(period, 'BT-73', 'BG-14/')), endDate: dateTime(u.get(period, 'BT-74', 'BG-14/')) }, [], true)

  const extrinsic = (name: string, term: string): string => el('Extrinsic', u.get(model, term), { name })
  return node('InvoiceDetailRequestHeader', { invoiceID: u.get(model, 'BT-1'), purpose: c.purpose, operation: 'new', invoiceDate: dateTime(u.get(model, 'BT-2')) }, [
    '<InvoiceDetailHeaderIndicator/>',
    '<InvoiceDetailLineIndicator/>',
    from, soldTo, remitTo,
    invoiceIdInfo,
    shipping,
    paymentTerm,
    periodEl,
    comments,
    extrinsic('BuyerReference', 'BT-10'),
    extrinsic('AccountingCost', 'BT-19'),
    extrinsic('ProjectReference', 'BT-11'),
    extrinsic('ReceivingAdviceReference', 'BT-15'),
    extrinsic('DespatchAdviceReference', 'BT-16'),
    extrinsic('TenderReference', 'BT-17'),
    extrinsic('InvoicedObjectIdentifier', 'BT-18'),
    extrinsic('TaxPointDate', 'BT-7'),
    el('Extrinsic', u.get(payment, 'BT-83', 'BG-16/'), { name: 'PaymentReference' }),
    extrinsic('CustomizationID', 'BT-24'),
    extrinsic('ProfileID', 'BT-23')
  ])
}

const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
/** cXML dates are date-times with a zone; a document date becomes the start of that day in UTC. */
const dateTime = (d: string | undefined): string | undefined => d === undefined ? undefined : /^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T00:00:00+00:00` : d

function detailOrder (u: Used, model: Group, c: Ctx & { credit: boolean }): string {
  const po = u.get(model, 'BT-13')
  const so = u.get(model, 'BT-14')
  const contract = u.get(model, 'BT-12')
  const coupa = c.variant === 'coupa'
  const docRef = (id: string): string => `<DocumentReference payloadID="${escapeAttr(id)}"/>`
  const info = node('InvoiceDetailOrderInfo', {}, [
    po !== undefined && coupa ? node('OrderReference', { orderID: po }, [docRef(po)]) : undefined,
    contract !== undefined ? (coupa ? node('MasterAgreementReference', {}, [docRef(contract)]) : node('MasterAgreementIDInfo', { agreementID: contract }, [], true)) : undefined,
    po !== undefined && !coupa ? node('OrderIDInfo', { orderID: po }, [], true) : undefined,
    node('SupplierOrderInfo', { orderID: so ?? (po === undefined && contract === undefined ? String(model['BT-1'] ?? '') : undefined) }, [], so !== undefined || (po === undefined && contract === undefined))
  ])
  const items = u.list(model, 'BG-25').map((line, i) => item(u, line, `BG-25[${i}]/`, c))
  return node('InvoiceDetailOrder', {}, [info, ...items])
}

function item (u: Used, line: Group, p: string, c: Ctx & { credit: boolean }): string {
  const get = (t: string, g: Group | undefined, q: string): string | undefined => u.get(g, t, q)
  const own = (t: string): string | undefined => u.get(line, t, p)
  const itemG = u.group(line, 'BG-31')
  const priceG = u.group(line, 'BG-29')
  const vatG = u.group(line, 'BG-30')
  const ip = `${p}BG-31/`
  const g = (t: string): string | undefined => get(t, itemG, ip) ?? own(t)
  const pr = (t: string): string | undefined => get(t, priceG, `${p}BG-29/`) ?? own(t)
  const vat = (t: string): string | undefined => get(t, vatG, `${p}BG-30/`) ?? get(t, itemG, ip) ?? own(t)
  const qty = own('BT-129')
  const unit = own('BT-130') ?? 'C62'
  const supplierPart = g('BT-155')
  const buyerPart = g('BT-156')
  const standard = scoped(g('BT-157'), g('BT-157-1'))
  const itemId = supplierPart === undefined && buyerPart === undefined && standard === undefined
    ? ''
    : node('ItemID', {}, [el('SupplierPartID', supplierPart ?? standard ?? buyerPart), el('BuyerPartID', buyerPart),
      standard !== undefined ? `<IdReference identifier="${escapeAttr(standard)}" domain="StandardItemID"/>` : undefined])
  const name = g('BT-153')
  const description = g('BT-154')
  const classes = u.list(itemG ?? line, 'BT-158').map((k, i) => {
    const q = `${itemG !== undefined ? ip : p}BT-158[${i}]/`
    return el('Classification', u.get(k, 'BT-158', q), { domain: u.get(k, 'BT-158-1', q) ?? 'Classification' })
  })
  const origin = g('BT-159')
  const baseQty = pr('BT-149')
  const properties = u.list(itemG ?? line, 'BG-32').map((k, i) => {
    const q = `${itemG !== undefined ? ip : p}BG-32[${i}]/`
    return el('Extrinsic', u.get(k, 'BT-161', q), { name: u.get(k, 'BT-160', q) })
  })
  const lineNote = own('BT-127')
  return node('InvoiceDetailItem', { invoiceLineNumber: own('BT-126'), quantity: c.credit ? negate(qty) : qty }, [
    el('UnitOfMeasure', unit),
    money('UnitPrice', pr('BT-146'), c.cur),
    baseQty === undefined ? '' : node('PriceBasisQuantity', { quantity: baseQty, conversionFactor: '1' }, [el('UnitOfMeasure', pr('BT-150') ?? unit)]),
    node('InvoiceDetailItemReference', { lineNumber: own('BT-132') ?? String(line['BT-126'] ?? '') }, [
      itemId,
      (name ?? description) === undefined ? '' : `<Description xml:lang="${c.lang}">${name !== undefined ? `<ShortName>${escapeText(name)}</ShortName>` : ''}${escapeText(description ?? '')}</Description>`,
      ...classes,
      origin === undefined ? '' : el('Country', origin, { isoCountryCode: origin })
    ], true),
    money('SubtotalAmount', c.amt(own('BT-131')), c.cur),
    lineNote === undefined ? '' : `<Comments xml:lang="${c.lang}">${escapeText(lineNote)}</Comments>`,
    el('Extrinsic', vat('BT-151'), { name: 'VATCategory' }),
    el('Extrinsic', vat('BT-152'), { name: 'VATRate' }),
    el('Extrinsic', own('BT-133'), { name: 'AccountingCost' }),
    el('Extrinsic', scoped(own('BT-128'), own('BT-128-1')), { name: 'InvoicedObjectIdentifier' }),
    ...properties
  ])
}

function summary (u: Used, model: Group, c: Ctx): string {
  const charges = u.list(model, 'BG-21').map((ch, i) => ({ amount: u.get(ch, 'BT-99', `BG-21[${i}]/`), code: u.get(ch, 'BT-105', `BG-21[${i}]/`), reason: u.get(ch, 'BT-104', `BG-21[${i}]/`) }))
  const shipping = charges.filter(ch => ch.code !== undefined && SHIPPING_CODES.has(ch.code))
  const special = charges.filter(ch => !shipping.includes(ch))
  const reasons = (list: typeof charges): string => list.map(ch => ch.reason ?? ch.code ?? '').filter(s => s !== '').join('; ')
  const breakdown = u.list(model, 'BG-23').map((b, i) => {
    const q = `BG-23[${i}]/`
    const category = u.get(b, 'BT-118', q)
    const reason = u.get(b, 'BT-120', q)
    return node('TaxDetail', {
      purpose: 'tax', category: 'vat', percentageRate: u.get(b, 'BT-119', q),
      exemptDetail: category === 'Z' ? 'zeroRated' : category === 'E' ? 'exempt' : undefined
    }, [
      money('TaxableAmount', c.amt(u.get(b, 'BT-116', q)), c.cur),
      money('TaxAmount', c.amt(u.get(b, 'BT-117', q)) ?? '0', c.cur),
      reason === undefined ? '' : el('Description', reason, { 'xml:lang': c.lang }),
      el('Extrinsic', category, { name: 'VATCategory' }),
      el('Extrinsic', u.get(b, 'BT-121', q), { name: 'VATExemptionReasonCode' })
    ])
  })
  const subtotal = u.get(model, 'BT-106')
  const allowances = u.get(model, 'BT-107')
  const chargesTotal = u.get(model, 'BT-108')
  const tax = u.get(model, 'BT-110') ?? '0'
  const gross = sum(subtotal, chargesTotal, tax)
  for (const [i, a] of u.list(model, 'BG-20').entries()) {
    u.get(a, 'BT-92', `BG-20[${i}]/`) // in the InvoiceDetailDiscount total; reasons and VAT category are not carried
  }
  return node('InvoiceDetailSummary', {}, [
    money('SubtotalAmount', c.amt(subtotal), c.cur),
    node('Tax', {}, [el('Money', c.amt(tax) ?? '0', { currency: c.cur }), el('Description', 'VAT', { 'xml:lang': c.lang }), ...breakdown]),
    special.length === 0 ? '' : money('SpecialHandlingAmount', c.amt(sum(...special.map(s => s.amount))), c.cur, [el('Description', reasons(special), { 'xml:lang': c.lang })]),
    shipping.length === 0 ? '' : money('ShippingAmount', c.amt(sum(...shipping.map(s => s.amount))), c.cur),
    money('GrossAmount', c.amt(gross), c.cur),
    allowances === undefined ? '' : money('InvoiceDetailDiscount', c.amt(allowances), c.cur),
    money('TotalCharges', c.amt(chargesTotal), c.cur),
    money('TotalAllowances', c.amt(allowances), c.cur),
    money('TotalAmountWithoutTax', c.amt(u.get(model, 'BT-109')), c.cur),
    money('NetAmount', c.amt(u.get(model, 'BT-112')), c.cur),
    money('DepositAmount', c.amt(u.get(model, 'BT-113')), c.cur),
    money('DueAmount', c.amt(u.get(model, 'BT-115')), c.cur)
  ])
}
