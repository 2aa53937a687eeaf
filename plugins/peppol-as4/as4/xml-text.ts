/**
 * Small XML helpers shared by the AS4 builders and parsers: escaping for text and attributes (the builders write
 * XML as strings, which is fast and keeps the bytes predictable for signing), and DOM accessors on top of
 * plugins/peppol-as4/xmldsig/safe-xml.ts.
 */
import type { Element } from '@xmldom/xmldom'
import { childElements } from '../../../core/sdk/xml.ts'

const TEXT_RE = /[&<>\r]/g
const ATTR_RE = /[&<>"\r\n\t]/g
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;', '\n': '&#10;', '\t': '&#9;' }
// XML 1.0 Char production: no C0 controls except TAB, LF, CR; no lone surrogates, no U+FFFE/U+FFFF.
const INVALID_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function checkChars (value: string): void {
  if (INVALID_CHAR.test(value)) throw new Error(`value contains a character XML 1.0 does not allow: ${JSON.stringify(value.slice(0, 60))}`)
}

export function escapeText (value: string): string {
  checkChars(value)
  return value.replace(TEXT_RE, c => ENTITIES[c] as string)
}

export function escapeAttr (value: string): string {
  checkChars(value)
  return value.replace(ATTR_RE, c => ENTITIES[c] as string)
}

/** Trimmed text content of an element ('' when it has none). */
export function textOf (el: Element | undefined): string {
  return el === undefined ? '' : (el.textContent ?? '').trim()
}

/** The only child element with that name, undefined when absent; `many` is called when there are several. */
export function onlyChild (parent: Element, ns: string, localName: string, many?: () => never): Element | undefined {
  const found = childElements(parent, ns, localName)
  if (found.length > 1 && many !== undefined) many()
  return found[0]
}

/** Attribute value or undefined (xmldom returns null or '' for a missing attribute). */
export function attr (el: Element, name: string, ns?: string): string | undefined {
  const has = ns === undefined ? el.hasAttribute(name) : el.hasAttributeNS(ns, name)
  if (!has) return undefined
  return (ns === undefined ? el.getAttribute(name) : el.getAttributeNS(ns, name)) ?? undefined
}
