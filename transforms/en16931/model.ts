/**
 * The EN 16931 semantic model as data: a group is an object of business terms (`BT-n`, sub-terms `BT-n-1`) and
 * groups (`BG-n`: an object, or an array for repeating groups; repeating identifiers such as BT-29 and BT-158 are
 * arrays of one-term groups). Terms are strings exactly as written in the source: amounts, quantities and
 * percentages stay decimal strings (never numbers); dates are YYYY-MM-DD. CIUS extensions are carried as terms too
 * (XRechnung `BT-DEX-...`, PINT `ibt-...`), so a mapping that knows them keeps them and the lost-term check reports
 * them where the target cannot hold them.
 *
 * flatten() gives one `path -> value` map (`BG-25[2]/BT-131`) for comparisons: golden tests and the lost-term check
 * of every conversion (terms present in the source model and missing or changed after writing and re-reading the
 * target).
 */
import type { Group } from './binding.ts'

export type { Group } from './binding.ts'

/** Groups whose order carries no meaning (sorted before flattening, so ID before GlobalID does not matter). */
const UNORDERED = new Set(['BT-29', 'BT-158', 'BG-24', 'BG-32'])

/** `100.00` and `100` are the same amount; `-0.50` and `-.5` too. Only for comparisons: values keep their text. */
export function canonicalDecimal (s: string): string {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(s.trim())
  if (m === null) return s.trim()
  const int = (m[2] ?? '').replace(/^0+(?=\d)/, '') || '0'
  const frac = (m[3] ?? '').replace(/0+$/, '')
  const v = frac === '' ? int : `${int}.${frac}`
  return v === '0' ? '0' : `${m[1] === '-' ? '-' : ''}${v}`
}

/** a + b on decimal strings, exactly (no floating point): addDecimal('229.6', '0.40') = '230.00'. */
export function addDecimal (a: string, b: string): string | undefined {
  const parse = (s: string): [bigint, number] | undefined => {
    const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(s.trim())
    if (m === null || (m[2] === '' && (m[3] ?? '') === '')) return undefined
    const frac = m[3] ?? ''
    return [BigInt(`${m[1]}${m[2] === '' ? '0' : m[2]}${frac}`), frac.length]
  }
  const x = parse(a)
  const y = parse(b)
  if (x === undefined || y === undefined) return undefined
  const scale = Math.max(x[1], y[1])
  const sum = x[0] * 10n ** BigInt(scale - x[1]) + y[0] * 10n ** BigInt(scale - y[1])
  const neg = sum < 0n
  const digits = (neg ? -sum : sum).toString().padStart(scale + 1, '0')
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
  return neg ? `-${text}` : text
}

/** -x for a decimal string, keeping its digits as written ('0' and '0.00' stay unsigned). */
export function negate (value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const v = value.trim()
  if (/^-/.test(v)) return v.slice(1)
  if (/^\+/.test(v)) return `-${v.slice(1)}`
  return /^0*\.?0*$/.test(v) ? v : `-${v}`
}

/** The exact sum of decimal strings (undefined ones skipped); undefined when none is given or one is not a number. */
export function sum (...values: Array<string | undefined>): string | undefined {
  let total: string | undefined
  for (const v of values) {
    if (v === undefined || v === '') continue
    total = total === undefined ? v : addDecimal(total, v)
    if (total === undefined) return undefined
  }
  return total
}

/** The exact sum of a term over groups; undefined when no group has it. For the totals a syntax does not carry
 * (ebInterface: BT-106 to BT-110; Svefaktura: BT-107, BT-108). */
export const sumTerm = (groups: Group[], term: string): string | undefined =>
  sum(...groups.map(g => { const v = g[term]; return typeof v === 'string' ? v : undefined }))

export function flatten (g: Group, prefix = '', out: Map<string, string> = new Map()): Map<string, string> {
  for (const [k, v] of Object.entries(g)) {
    if (k.startsWith('x-')) continue
    if (typeof v === 'string') {
      out.set(`${prefix}${k}`, /^[+-]?\d*\.?\d+$/.test(v.trim()) ? canonicalDecimal(v) : v.replace(/\s+/g, ' ').trim())
    } else if (Array.isArray(v)) {
      const items = UNORDERED.has(k) ? [...v].sort((a, b) => JSON.stringify(a) < JSON.stringify(b) ? -1 : 1) : v
      items.forEach((item, i) => flatten(item, `${prefix}${k}[${i}]/`, out))
    } else {
      flatten(v, `${prefix}${k}/`, out)
    }
  }
  return out
}

export interface TermDifference {
  /** Path of the term in the model, `BG-25[0]/BT-131`. */
  term: string
  source: string
  /** Absent when the target lost the term. */
  target?: string
}

/** Terms of `a` that `b` lacks or holds with another value (b may have more terms). */
export function lostTerms (a: Group, b: Group, ignore: (term: string) => boolean = () => false): TermDifference[] {
  const fa = flatten(a)
  const fb = flatten(b)
  const out: TermDifference[] = []
  for (const [k, v] of fa) {
    if (ignore(k)) continue
    const w = fb.get(k)
    if (w === v) continue
    out.push(w === undefined ? { term: k, source: v } : { term: k, source: v, target: w })
  }
  return out
}

/** What CII D16B cannot hold of a UBL document: a second and further preceding invoice reference (BG-3). */
export const CII_CANNOT_HOLD = /^BG-3\[[1-9]\d*\]\//

/** UBL requires TaxTotal/TaxAmount: a document without BT-110 (a CII without VAT amounts) gets 0 there, the value
 * BR-CO-14 gives an empty sum. Absent and 0 are the same BT-110. */
const sameAbsentOrZero = (k: string, x: string | undefined, y: string | undefined): boolean =>
  k === 'BT-110' && (x ?? '0') === '0' && (y ?? '0') === '0'

/** Every difference between two models, both ways (for golden tests). */
export function differences (a: Group, b: Group, ignore: (term: string) => boolean = () => false): string[] {
  const fa = flatten(a)
  const fb = flatten(b)
  const out: string[] = []
  for (const k of new Set([...fa.keys(), ...fb.keys()])) {
    if (ignore(k) || sameAbsentOrZero(k, fa.get(k), fb.get(k))) continue
    if (fa.get(k) !== fb.get(k)) out.push(`${k}: ${fa.get(k) ?? '(absent)'} != ${fb.get(k) ?? '(absent)'}`)
  }
  return out
}
