/**
 * Small XML writing helpers for the cXML writer: `node` nests already written children (leaving out empty
 * ones), `money` is cXML's `<Money currency="EUR">12.50</Money>` inside a named amount element, and the decimal
 * helpers work on the EN 16931 model's decimal strings (never floating point).
 */
import { el, escapeXml } from '../../core/sdk/xml.ts'

export { el, escapeXml }

type Attrs = Record<string, string | null | undefined>

const attrText = (attrs: Attrs): string => Object.entries(attrs)
  .filter(([, v]) => v !== null && v !== undefined && v !== '')
  .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`).join('')

/** `<name attrs>children</name>`, children already XML; `<name attrs/>` when there are none and `empty` is allowed,
 * '' when there are none otherwise. */
export function node (name: string, attrs: Attrs, children: Array<string | undefined | false>, empty = false): string {
  const inner = children.filter((c): c is string => typeof c === 'string' && c !== '').join('')
  if (inner === '') return empty ? `<${name}${attrText(attrs)}/>` : ''
  return `<${name}${attrText(attrs)}>${inner}</${name}>`
}

/** `<wrapper><Money currency="..">value</Money></wrapper>`, '' without a value. */
export function money (wrapper: string | undefined, value: string | undefined, currency: string, extra: string[] = []): string {
  if (value === undefined || value === '') return ''
  const m = el('Money', value, { currency })
  return wrapper === undefined ? m : node(wrapper, {}, [m, ...extra])
}

/** Whole days from date a to date b (YYYY-MM-DD), or undefined. */
export function daysBetween (a: string | undefined, b: string | undefined): number | undefined {
  if (a === undefined || b === undefined) return undefined
  const x = Date.parse(`${a}T00:00:00Z`)
  const y = Date.parse(`${b}T00:00:00Z`)
  return Number.isNaN(x) || Number.isNaN(y) ? undefined : Math.round((y - x) / 86_400_000)
}
