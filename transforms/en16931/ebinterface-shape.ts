/**
 * Where ebInterface 6.1 keeps a business term other than in its EN 16931 group (the ebinterface.ts binding reads
 * and writes this "ebInterface shape", pseudo terms `x-...`):
 * - BT-3 is the root attribute DocumentType (380 Invoice, 381 CreditMemo, 386 InvoiceForAdvancePayment, 389
 *   SelfBilling); another type code has no DocumentType and is lost (written as Invoice).
 * - party names (BT-27/28, BT-44/45, BT-70) are the Name / TradingName of the party's address; an electronic
 *   address (BT-34, BT-49) with scheme 0088 (GLN) is the address's AddressIdentifier of type GLN, with scheme EM
 *   its Email (read as BT-34/49 when there is no GLN; next to a GLN it is a term of its own, EB-ADDRESS-EMAIL,
 *   that UBL reports as lost); a delivery location GLN (BT-71, 0088) is the Delivery Address GLN;
 * - the order references: BT-13 in InvoiceRecipient/OrderReference (and each line's InvoiceRecipientsOrderReference),
 *   BT-14 in Biller/OrderReference;
 * - the invoicing period BG-14 is the Delivery Period (when both dates are known and no delivery date BT-72 is);
 * - the payment means (BG-16) is a choice of UniversalBankTransaction (BT-81 30 or 58, read as 58), SEPADirectDebit
 *   (59), PaymentCard (48, 54, 55; read as 48) or OtherPayment (read as ZZZ);
 * - a line identifier BT-126 is a PositionNumber (a positive integer only; a line without one is read with its
 *   position in the document, as EN 16931 requires BT-126); a VAT breakdown at 0 % without TaxAmount is read with
 *   BT-117 = 0 (EN 16931 requires it); a GTIN item identifier (BT-157, scheme
 *   0160) an ArticleNumber of type GTIN; an allowance or charge without a base amount gets its amount as base (the
 *   schema requires one), read back as "no base" when equal to the amount and without percentage;
 * - the totals ebInterface does not carry are recomputed on reading, exactly on the decimal strings: BT-106 (sum of
 *   the line net amounts), BT-107 / BT-108 (sums of the document allowances / charges), BT-109 = BT-106 - BT-107 +
 *   BT-108, BT-110 (sum of the VAT amounts). A source whose totals differ from these sums has them reported lost.
 */
import type { Group } from './binding.ts'
import { negate, sum, sumTerm } from './model.ts'

export const EB_TYPE_OF: Record<string, string> = { 380: 'Invoice', 381: 'CreditMemo', 386: 'InvoiceForAdvancePayment', 389: 'SelfBilling' }
const CODE_OF: Record<string, string> = {
  Invoice: '380', CreditMemo: '381', InvoiceForAdvancePayment: '386', SelfBilling: '389', FinalSettlement: '380', InvoiceForPartialDelivery: '380', SubsequentCredit: '381', SubsequentDebit: '380'
}

const obj = (v: unknown): Group | undefined => typeof v === 'object' && v !== null && !Array.isArray(v) ? v as Group : undefined
const list = (v: unknown): Group[] => Array.isArray(v) ? v as Group[] : []
const str = (v: unknown): string | undefined => typeof v === 'string' ? v : undefined

function move (from: Group | undefined, fromTerm: string, to: Group | undefined, toTerm: string): void {
  if (from === undefined || to === undefined) return
  const v = str(from[fromTerm])
  delete from[fromTerm]
  if (v !== undefined) to[toTerm] = v
}

/** Parties: which group holds the names, which the address. */
const PARTIES: Array<[string, string, string, string, string?]> = [
  ['BG-4', 'BG-5', 'BT-27', 'BT-28', 'BT-34'],
  ['BG-7', 'BG-8', 'BT-44', 'BT-45', 'BT-49']
]

/** An address e-mail ebInterface has besides a GLN: a term of its own (no EN 16931 place), so that a target without
 * it reports it as lost. */
const EMAIL = 'EB-ADDRESS-EMAIL'

/** The electronic address (BT-34 / BT-49): a GLN (scheme 0088), else the address e-mail (scheme EM). */
function readEndpoint (a: Group, p: Group, endpoint: string): void {
  if (a['x-gln'] !== undefined) {
    move(a, 'x-gln', p, endpoint)
    p[`${endpoint}-1`] = '0088'
    move(a, 'x-email', p, EMAIL)
  } else if (a['x-email'] !== undefined) {
    move(a, 'x-email', p, endpoint)
    p[`${endpoint}-1`] = 'EM'
  }
}

function writeEndpoint (p: Group, a: Group, endpoint: string): void {
  const scheme = p[`${endpoint}-1`]
  if (scheme === 'EM' || scheme === '0088') { move(p, endpoint, a, scheme === 'EM' ? 'x-email' : 'x-gln'); delete p[`${endpoint}-1`] }
  move(p, EMAIL, a, 'x-email')
}

/** The model from the ebInterface shape (mutates and returns `raw`). */
export function fromEbShape (raw: Group): Group {
  const m = raw
  const type = str(m['x-doctype'])
  delete m['x-doctype']
  if (type !== undefined) m['BT-3'] = CODE_OF[type] ?? '380'
  for (const [party, addr, name, trading, endpoint] of PARTIES) {
    const p = obj(m[party])
    const a = obj(p?.[addr])
    move(a, 'x-name', p, name)
    move(a, 'x-trading', p, trading)
    if (p !== undefined && endpoint !== undefined && a !== undefined) readEndpoint(a, p, endpoint)
    if (a !== undefined && Object.keys(a).length === 0) delete p?.[addr]
  }
  move(obj(m['BG-4']), 'x-order', m, 'BT-14')
  move(obj(m['BG-7']), 'x-order', m, 'BT-13')
  const place = obj(m['BG-15'])
  if (place !== undefined) {
    move(place, 'x-name', m, 'BT-70')
    if (place['x-gln'] !== undefined) { move(place, 'x-gln', m, 'BT-71'); m['BT-71-1'] = '0088' }
    move(place, 'x-email', m, EMAIL)
    if (Object.keys(place).length === 0) delete m['BG-15']
  }
  if (obj(m['x-period']) !== undefined) { m['BG-14'] = m['x-period']; delete m['x-period'] }
  const lines = list(m['x-lists']).flatMap(l => list(l['BG-25']))
  delete m['x-lists']
  if (lines.length > 0) m['BG-25'] = lines
  for (const [i, l] of lines.entries()) {
    move(l, 'x-pos', l, 'BT-126')
    // EN 16931 requires a line identifier (BT-126): a line without PositionNumber gets its position in the document
    l['BT-126'] ??= String(i + 1)
    if (l['BT-130'] === '') delete l['BT-130']
    if (l['x-gtin'] !== undefined) { move(l, 'x-gtin', l, 'BT-157'); l['BT-157-1'] = '0160' }
    delete l['x-order']; delete l['x-taxable']
    // item attributes in term order (the model's comparisons sort them as written by the other syntaxes)
    if (l['BG-32'] !== undefined) l['BG-32'] = list(l['BG-32']).map(p => ({ ...(p['BT-160'] !== undefined ? { 'BT-160': p['BT-160'] } : {}), 'BT-161': p['BT-161'] }))
  }
  const charges: Array<[Group[], string, string, string]> = [
    [list(m['BG-20']), 'BT-92', 'BT-93', 'BT-94'], [list(m['BG-21']), 'BT-99', 'BT-100', 'BT-101'],
    ...lines.flatMap(l => [[list(l['BG-27']), 'BT-136', 'BT-137', 'BT-138'], [list(l['BG-28']), 'BT-141', 'BT-142', 'BT-143']] as Array<[Group[], string, string, string]>)
  ]
  for (const [groups, amount, base, pct] of charges) {
    for (const g of groups) {
      delete g['x-taxable']
      if (g[pct] === undefined && g[base] !== undefined && g[base] === g[amount]) delete g[base]
    }
  }
  const pay = obj(m['x-pay'])
  delete m['x-pay']
  if (pay !== undefined) {
    const bg16: Group = {}
    const ubt = obj(pay['x-ubt'])
    const dd = obj(pay['x-dd'])
    const card = obj(pay['x-card'])
    bg16['BT-81'] = ubt !== undefined ? '58' : dd !== undefined ? '59' : card !== undefined ? '48' : 'ZZZ'
    move(pay, 'BT-82', bg16, 'BT-82')
    if (ubt !== undefined) { move(ubt, 'BT-83', bg16, 'BT-83'); if (ubt['BG-17'] !== undefined) bg16['BG-17'] = ubt['BG-17'] }
    if (card !== undefined) bg16['BG-18'] = card
    if (dd !== undefined) bg16['BG-19'] = dd
    m['BG-16'] = bg16
  }
  // the totals ebInterface does not carry
  const bt106 = sumTerm(lines, 'BT-131')
  if (bt106 !== undefined) m['BT-106'] = bt106
  const bt107 = sumTerm(list(m['BG-20']), 'BT-92')
  const bt108 = sumTerm(list(m['BG-21']), 'BT-99')
  if (bt107 !== undefined) m['BT-107'] = bt107
  if (bt108 !== undefined) m['BT-108'] = bt108
  const bt109 = bt106 === undefined ? undefined : sum(bt106, negate(bt107), bt108)
  if (bt109 !== undefined) m['BT-109'] = bt109
  // EN 16931 requires a VAT amount per breakdown (BT-117): at a 0 % rate (an exemption) it is 0
  for (const vb of list(m['BG-23'])) if (vb['BT-117'] === undefined && /^[+-]?0*\.?0*$/.test(String(vb['BT-119'] ?? '0'))) vb['BT-117'] = '0'
  const bt110 = sumTerm(list(m['BG-23']), 'BT-117')
  if (bt110 !== undefined) m['BT-110'] = bt110
  return m
}

/** `s` times 10^k, exactly (the decimal point moved right). */
function shiftDecimal (s: string, k: number): string {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(s.trim())
  if (m === null) return s
  const frac = (m[3] ?? '').padEnd(k, '0')
  const int = `${m[2]}${frac.slice(0, k)}`.replace(/^0+(?=\d)/, '') || '0'
  const rest = frac.slice(k)
  return `${m[1]}${int}${rest === '' ? '' : `.${rest}`}`
}

/** UnitPrice holds 4 decimals: a finer net price (BT-146) is written per 10^k base quantity (BT-149 x 10^k), the
 * same price, read back as other BT-146 / BT-149 values (reported as lost with those values). */
function fitPrice (l: Group): void {
  const price = str(l['BT-146'])
  const digits = price === undefined ? 0 : (price.split('.')[1] ?? '').length
  if (price === undefined || digits <= 4) return
  l['BT-146'] = shiftDecimal(price, digits - 4)
  l['BT-149'] = shiftDecimal(str(l['BT-149']) ?? '1', digits - 4)
}

const BIC = /^[0-9A-Za-z]{8}([0-9A-Za-z]{3})?$/

/** The ebInterface shape of a model (a copy). */
export function toEbShape (model: Group): Group {
  const m = structuredClone(model)
  for (const [party, addr, name, trading, endpoint] of PARTIES) {
    const p = obj(m[party])
    if (p === undefined) continue
    const a = obj(p[addr]) ?? {}
    move(p, name, a, 'x-name')
    move(p, trading, a, 'x-trading')
    if (endpoint !== undefined) writeEndpoint(p, a, endpoint)
    if (Object.keys(a).length > 0) p[addr] = a
  }
  if (m['BT-70'] !== undefined || m['BT-71-1'] === '0088' || m[EMAIL] !== undefined) {
    const place = obj(m['BG-15']) ?? {}
    move(m, 'BT-70', place, 'x-name')
    if (m['BT-71-1'] === '0088') { move(m, 'BT-71', place, 'x-gln'); delete m['BT-71-1'] }
    move(m, EMAIL, place, 'x-email')
    m['BG-15'] = place
  }
  move(m, 'BT-14', obj(m['BG-4']), 'x-order')
  const bt13 = str(m['BT-13'])
  move(m, 'BT-13', obj(m['BG-7']), 'x-order')
  const period = obj(m['BG-14'])
  if (period?.['BT-73'] !== undefined && period['BT-74'] !== undefined && m['BT-72'] === undefined) { m['x-period'] = period; delete m['BG-14'] }
  const lines = list(m['BG-25'])
  for (const l of lines) {
    if (/^[1-9]\d*$/.test(String(l['BT-126'] ?? ''))) move(l, 'BT-126', l, 'x-pos')
    if (l['BT-157-1'] === '0160') { move(l, 'BT-157', l, 'x-gtin'); delete l['BT-157-1'] }
    if (bt13 !== undefined) l['x-order'] = bt13
    if (l['BT-131'] !== undefined) l['x-taxable'] = l['BT-131']
    fitPrice(l)
    for (const [g, amount, base] of [['BG-27', 'BT-136', 'BT-137'], ['BG-28', 'BT-141', 'BT-142']]) {
      for (const ac of list(l[g])) ac[base] ??= ac[amount]
    }
  }
  delete m['BG-25']
  if (lines.length > 0) m['x-lists'] = [{ 'BG-25': lines }]
  for (const [g, amount, base] of [['BG-20', 'BT-92', 'BT-93'], ['BG-21', 'BT-99', 'BT-100']]) {
    for (const ac of list(m[g])) { ac[base] ??= ac[amount]; if (ac[amount] !== undefined) ac['x-taxable'] = ac[amount] }
  }
  const bg16 = obj(m['BG-16'])
  delete m['BG-16']
  if (bg16 !== undefined) {
    const code = String(bg16['BT-81'] ?? '')
    const pay: Group = {}
    if (bg16['BT-82'] !== undefined) pay['BT-82'] = bg16['BT-82']
    const accounts = list(bg16['BG-17']).map(a => {
      const out = { ...a }
      if (out['BT-86'] !== undefined && !BIC.test(String(out['BT-86']))) delete out['BT-86']
      return out
    })
    if ((code === '30' || code === '58') && (accounts.length > 0 || bg16['BT-83'] !== undefined)) {
      pay['x-ubt'] = { ...(accounts.length > 0 ? { 'BG-17': accounts } : {}), ...(bg16['BT-83'] !== undefined ? { 'BT-83': bg16['BT-83'] } : {}) }
    } else if (code === '59' && obj(bg16['BG-19']) !== undefined) {
      pay['x-dd'] = obj(bg16['BG-19']) as Group
    } else if (['48', '54', '55'].includes(code) && obj(bg16['BG-18']) !== undefined) {
      pay['x-card'] = obj(bg16['BG-18']) as Group
    } else {
      pay['x-other'] = ''
    }
    m['x-pay'] = pay
  }
  return m
}
