/**
 * Where the two syntaxes put a business term somewhere other than its EN 16931 group, the binding tables read and
 * write a "syntax shape" (pseudo terms named `x-...`); these two functions turn that shape into the model and back:
 * payment instructions (one UBL PaymentMeans / CII SpecifiedTradeSettlementPaymentMeans per credit transfer account),
 * the two tax totals (BT-110 in the document currency, BT-111 in the tax currency), BT-7/BT-8 (CII: in each VAT
 * breakdown), BT-90 (UBL: a SEPA party identifier of the seller or payee; CII: CreditorReferenceID), note subject
 * codes (UBL: `#CODE#text`, the XRechnung convention), the due date of a UBL credit note (PaymentMeans).
 */
import type { Group } from './binding.ts'
import { addDecimal } from './model.ts'

export type Kind = 'Invoice' | 'CreditNote'
export type Syntax = 'ubl' | 'cii'

const obj = (v: unknown): Group | undefined => typeof v === 'object' && v !== null && !Array.isArray(v) ? v as Group : undefined
const list = (v: unknown): Group[] => Array.isArray(v) ? v as Group[] : []
const str = (v: unknown): string | undefined => typeof v === 'string' ? v : undefined

function setIn (g: Group, path: string[], term: string, value: string | undefined): void {
  if (value === undefined) return
  let at = g
  for (const p of path) {
    at[p] ??= {}
    at = at[p] as Group
  }
  at[term] = value
}

function take (g: Group | undefined, term: string): string | undefined {
  if (g === undefined) return undefined
  const v = str(g[term])
  delete g[term]
  return v
}

const dropEmpty = (g: Group, key: string): void => {
  const v = obj(g[key])
  if (v !== undefined && Object.keys(v).length === 0) delete g[key]
}

/** BT-8, the VAT point date code: the model (and UBL) hold UNTDID 2005 codes (3 invoice date, 35 delivery date, 432
 * paid-to date), CII holds their UNTDID 2475 counterparts (5, 29, 72; EN 16931-3-3). BR-CL-06 checks each side. */
const BT8_TO_CII: Record<string, string> = { 3: '5', 35: '29', 432: '72' }
const BT8_FROM_CII: Record<string, string> = Object.fromEntries(Object.entries(BT8_TO_CII).map(([k, v]) => [v, k]))

/** The model from a syntax shape (mutates and returns `raw`). */
export function fromSyntaxShape (raw: Group, syntax: Syntax, kind: Kind): Group {
  const m = raw
  // notes
  if (syntax === 'ubl') {
    for (const n of list(m['BG-1'])) {
      const text = take(n, 'x-note') ?? ''
      const coded = /^#([A-Za-z0-9]{1,10})#([\s\S]*)$/.exec(text)
      if (coded !== null) { n['BT-21'] = coded[1]; n['BT-22'] = coded[2] } else n['BT-22'] = text
    }
    // UBL needs an Amount in a price allowance: a gross price without discount is written with Amount 0.
    for (const l of list(m['BG-25'])) if (/^0*\.?0*$/.test(String(l['BT-147'] ?? 'x'))) delete l['BT-147']
    // BIS 3: OrderReference/ID is "NA" when only the sales order reference (BT-14) is known.
    if (m['BT-13'] === 'NA' && m['BT-14'] !== undefined) delete m['BT-13']
    const period = obj(m['BG-14'])
    const bt8 = take(period, 'x-BT-8')
    if (bt8 !== undefined) m['BT-8'] = bt8
    dropEmpty(m, 'BG-14')
  } else {
    for (const vb of list(m['BG-23'])) {
      const bt7 = take(vb, 'x-BT-7')
      const bt8 = take(vb, 'x-BT-8')
      if (bt7 !== undefined) m['BT-7'] ??= bt7
      if (bt8 !== undefined) m['BT-8'] ??= BT8_FROM_CII[bt8] ?? bt8
    }
    // BT-41 / BT-56: CII may carry the contact point as a department name.
    for (const [g, t] of [['BG-4', 'BG-6', 'BT-41'], ['BG-7', 'BG-9', 'BT-56']].map(([p, c, term]) => [obj(obj(m[p])?.[c]), term] as const)) {
      const dept = take(g, 'x-dept')
      if (g !== undefined && dept !== undefined) g[t] ??= dept
    }
    for (const l of list(m['BG-25'])) {
      const q = take(l, 'x-gbq')
      const u = take(l, 'x-gbu')
      if (l['BT-149'] === undefined && q !== undefined) { l['BT-149'] = q; if (u !== undefined) l['BT-150'] = u }
    }
  }
  // payment instructions
  const pms = list(m['x-pm'])
  delete m['x-pm']
  const bg16: Group = {}
  const accounts: Group[] = []
  for (const pm of pms) {
    for (const t of ['BT-81', 'BT-82', 'BT-83']) if (bg16[t] === undefined && pm[t] !== undefined) bg16[t] = pm[t]
    const acct = obj(pm['BG-17'])
    const bic = take(pm, 'x-86')
    if (acct !== undefined) { if (bic !== undefined) acct['BT-86'] = bic; accounts.push(acct) }
    const card = obj(pm['BG-18'])
    if (card !== undefined) { delete card['x-network']; bg16['BG-18'] ??= card }
    const mandate = obj(pm['BG-19'])
    if (mandate !== undefined) for (const [k, v] of Object.entries(mandate)) setIn(bg16, ['BG-19'], k, str(v))
    setIn(bg16, ['BG-19'], 'BT-91', take(pm, 'x-91'))
    const due = take(pm, 'x-due')
    if (due !== undefined) m['BT-9'] ??= due
  }
  if (accounts.length > 0) bg16['BG-17'] = accounts
  setIn(bg16, [], 'BT-83', take(m, 'x-BT-83'))
  setIn(bg16, ['BG-19'], 'BT-89', take(m, 'x-89'))
  const sepa = take(obj(m['BG-4']), 'x-BT-90') ?? take(obj(m['BG-10']), 'x-BT-90') ?? take(m, 'x-BT-90')
  setIn(bg16, ['BG-19'], 'BT-90', sepa)
  if (Object.keys(bg16).length > 0) m['BG-16'] = bg16
  delete obj(m['BG-4'])?.['x-BT-32-scheme']
  // tax totals. A VAT accounting currency (BT-6) equal to the invoice currency (BT-5) says nothing more: UBL allows it
  // (its TaxTotal in that currency then serves as BT-111), CII's BR-53 refuses TaxCurrencyCode = InvoiceCurrencyCode.
  // The model leaves it out, so both syntaxes read such a document the same and its CII form is valid.
  if (m['BT-6'] !== undefined && m['BT-6'] === m['BT-5']) delete m['BT-6']
  const totals = list(m['x-tt'])
  delete m['x-tt']
  for (const tt of totals) {
    const cur = str(tt['x-cur'])
    const isTaxCurrency = m['BT-6'] !== undefined && m['BT-6'] !== m['BT-5'] && cur === m['BT-6']
    if (isTaxCurrency) { setIn(m, [], 'BT-111', str(tt['x-amt'])); continue }
    if (tt['x-amt'] !== undefined) m['BT-110'] ??= tt['x-amt']
    if (syntax === 'ubl') for (const vb of list(tt['BG-23'])) { m['BG-23'] ??= []; (m['BG-23'] as Group[]).push(vb) }
  }
  void kind
  return m
}

/** The syntax shape of a model (a copy; the model is not changed). */
export function toSyntaxShape (model: Group, syntax: Syntax, kind: Kind): Group {
  const m = structuredClone(model)
  if (syntax === 'ubl') {
    for (const n of list(m['BG-1'])) {
      const text = take(n, 'BT-22') ?? ''
      const code = take(n, 'BT-21')
      n['x-note'] = code === undefined ? text : `#${code}#${text}`
    }
    setIn(m, ['BG-14'], 'x-BT-8', take(m, 'BT-8'))
  } else {
    // CII carries a price discount (BT-147) only on a gross price (BT-148): gross = net + discount, exactly.
    for (const l of list(m['BG-25'])) {
      if (l['BT-147'] !== undefined && l['BT-148'] === undefined && l['BT-146'] !== undefined) {
        const gross = addDecimal(String(l['BT-146']), String(l['BT-147']))
        if (gross !== undefined) l['BT-148'] = gross
      }
    }
    // CII D16B holds one InvoiceReferencedDocument: further preceding invoices (BG-3) are reported as lost.
    const bg3 = list(m['BG-3'])
    if (bg3.length > 1) m['BG-3'] = [bg3[0]]
    const bt7 = take(m, 'BT-7')
    const bt8 = take(m, 'BT-8')
    for (const [i, vb] of list(m['BG-23']).entries()) {
      // CII-SR-461: one TaxPointDate in the document, so BT-7 goes in the first VAT breakdown only
      if (bt7 !== undefined && i === 0) vb['x-BT-7'] = bt7
      if (bt8 !== undefined) vb['x-BT-8'] = BT8_TO_CII[String(bt8)] ?? bt8
    }
  }
  const bg16 = obj(m['BG-16'])
  delete m['BG-16']
  if (bg16 !== undefined) {
    const base: Group = {}
    for (const t of ['BT-81', 'BT-82']) if (bg16[t] !== undefined) base[t] = bg16[t]
    if (syntax === 'ubl' && bg16['BT-83'] !== undefined) base['BT-83'] = bg16['BT-83']
    if (syntax === 'cii') setIn(m, [], 'x-BT-83', str(bg16['BT-83']))
    const mandate = obj(bg16['BG-19']) ?? {}
    const sepa = take(mandate, 'BT-90')
    if (syntax === 'ubl') setIn(m, [m['BG-10'] !== undefined ? 'BG-10' : 'BG-4'], 'x-BT-90', sepa)
    else setIn(m, [], 'x-BT-90', sepa)
    const first: Group = { ...base }
    if (bg16['BG-18'] !== undefined) first['BG-18'] = bg16['BG-18']
    if (syntax === 'ubl') {
      if (Object.keys(mandate).length > 0) first['BG-19'] = mandate
    } else {
      setIn(first, [], 'x-91', take(mandate, 'BT-91'))
      setIn(m, [], 'x-89', take(mandate, 'BT-89'))
    }
    const accounts = list(bg16['BG-17'])
    const pms: Group[] = accounts.length === 0
      ? [first]
      : accounts.map((acct, i) => {
        // UBL-SR-46: the payment means text (BT-82) once in a UBL document, on the first PaymentMeans.
        const pm: Group = i === 0 ? first : { ...base }
        if (i > 0 && syntax === 'ubl') delete pm['BT-82']
        const a = { ...acct }
        if (syntax === 'cii') setIn(pm, [], 'x-86', take(a, 'BT-86'))
        pm['BG-17'] = a
        return pm
      })
    if (Object.keys(pms[0]).length > 0) m['x-pm'] = pms
  }
  if (syntax === 'ubl' && kind === 'CreditNote') {
    const due = take(m, 'BT-9')
    const pm = list(m['x-pm'])[0]
    if (due !== undefined && pm !== undefined) pm['x-due'] = due
    else if (due !== undefined) m['BT-9'] = due // no place for it: reported as lost by the round-trip check
  }
  const tt: Group[] = []
  const main: Group = {}
  setIn(main, [], 'x-amt', str(m['BT-110']))
  setIn(main, [], 'x-cur', str(m['BT-5']))
  if (syntax === 'ubl' && m['BG-23'] !== undefined) { main['BG-23'] = m['BG-23']; delete m['BG-23'] }
  if (main['x-amt'] !== undefined || main['BG-23'] !== undefined) tt.push(main)
  if (m['BT-111'] !== undefined) tt.push({ 'x-amt': m['BT-111'], 'x-cur': str(m['BT-6']) ?? '' })
  delete m['BT-110']; delete m['BT-111']
  if (tt.length > 0) m['x-tt'] = tt
  return m
}
