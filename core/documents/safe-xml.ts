/**
 * Safe XML parsing for signed Peppol documents (SMP responses, AS4 envelopes): no DTD at all.
 *
 * Documents that contain `<!DOCTYPE` or `<!ENTITY` as markup (outside comments, CDATA sections, instructions and
 * attribute values: dtd-markup.ts, on the text before any parser sees it) are refused outright with
 * UnsafeXmlError('DOCTYPE'). Peppol documents never need a DTD, and
 * refusing early also protects the second parser: xml-crypto re-parses the text it verifies with its own bundled
 * @xmldom/xmldom 0.8, which (like 0.9, DEPENDENCIES.md section 3) never fetches external entities but would keep an
 * internal subset. The parser used here is @xmldom/xmldom 0.9, stopping at the first error, with the end-tag RegExp
 * cache of xmldom-reg-cache.ts (a speed patch that changes no output).
 */
import { DOMParser, onErrorStopParsing, type Document, type Element } from '@xmldom/xmldom'
import './xmldom-reg-cache.ts' // speed: xmldom reuses its end-tag RegExps (see that module)
import { findDtdMarkup } from './dtd-markup.ts'

export type UnsafeXmlReason = 'DOCTYPE' | 'TOO_LARGE' | 'MALFORMED' | 'EMPTY'

export class UnsafeXmlError extends Error {
  readonly reason: UnsafeXmlReason
  constructor (reason: UnsafeXmlReason, message: string) {
    super(message)
    this.name = 'UnsafeXmlError'
    this.reason = reason
  }
}

export interface SafeParseOptions {
  /** Largest accepted document in UTF-16 code units (default 10 MiB). */
  maxLength?: number
}

/** Throws UnsafeXmlError('DOCTYPE') when the text holds a document type declaration or an entity declaration
 * (as markup: not in a comment, CDATA section, instruction or attribute value; dtd-markup.ts). */
export function assertNoDoctype (xml: string): void {
  const found = findDtdMarkup(xml)
  if (found !== undefined) {
    throw new UnsafeXmlError('DOCTYPE', `XML with a document type declaration (<!${found}) is not accepted`)
  }
}

/** Parses `xml` after the DOCTYPE check; throws UnsafeXmlError on anything unsafe or malformed. */
export function parseXmlSafely (xml: string, options: SafeParseOptions = {}): Document {
  const maxLength = options.maxLength ?? 10 * 1024 * 1024
  if (xml.length > maxLength) throw new UnsafeXmlError('TOO_LARGE', `XML document larger than ${maxLength} characters`)
  const text = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml
  if (text.trim() === '') throw new UnsafeXmlError('EMPTY', 'empty XML document')
  // One byte order mark may start a document; a second one is text before the prolog (not well-formed).
  if (text.charCodeAt(0) === 0xfeff) throw new UnsafeXmlError('MALFORMED', 'malformed XML: a second byte order mark before the document')
  assertNoDoctype(text)
  let doc: Document
  try {
    doc = new DOMParser({ onError: onErrorStopParsing }).parseFromString(text, 'text/xml')
  } catch (err) {
    throw new UnsafeXmlError('MALFORMED', `malformed XML: ${(err as Error).message}`)
  }
  if (doc.documentElement === null) throw new UnsafeXmlError('MALFORMED', 'malformed XML: no root element')
  return doc
}

/** An external document type declaration as some formats always write it (cXML: `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/...">`). */
export interface ExternalDoctype { name: string, publicId?: string, systemId: string }

// The prolog up to a DOCTYPE with an external identifier only: `<!DOCTYPE name SYSTEM "uri">` or
// `<!DOCTYPE name PUBLIC "pubid" "uri">`, then `>` (an internal subset `[...]` does not match).
const EXTERNAL_DOCTYPE = /^(\s*(?:<\?xml[^?]*\?>)?(?:\s*(?:<!--(?:(?!-->)[\s\S])*-->|<\?(?:(?!\?>)[\s\S])*\?>))*\s*)<!DOCTYPE\s+([A-Za-z_][\w.:-]*)\s+(?:SYSTEM\s+("[^"]*"|'[^']*')|PUBLIC\s+("[^"]*"|'[^']*')\s+("[^"]*"|'[^']*'))\s*>/

/**
 * parseXmlSafely for formats whose documents name an external DTD (cXML always does): a DOCTYPE that is only an
 * external reference is taken out before parsing, never fetched or read (the parser never sees it), and reported.
 * Anything else is refused as before (UnsafeXmlError DOCTYPE): an internal subset, an entity declaration, a second
 * DOCTYPE, a DOCTYPE after the root element.
 */
export function parseXmlWithExternalDoctype (xml: string, options: SafeParseOptions = {}): { doc: Document, doctype?: ExternalDoctype } {
  const text = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml
  const m = EXTERNAL_DOCTYPE.exec(text)
  if (m === null) return { doc: parseXmlSafely(text, options) }
  const unquote = (s: string | undefined): string | undefined => s === undefined ? undefined : s.slice(1, -1)
  const doctype: ExternalDoctype = { name: m[2], systemId: unquote(m[3] ?? m[5]) ?? '', ...(m[4] !== undefined ? { publicId: unquote(m[4]) } : {}) }
  return { doc: parseXmlSafely(m[1] + text.slice(m[0].length), options), doctype }
}

/** Element children of a node with the given namespace and local name ('*' for any). */
export function childElements (parent: { childNodes: ArrayLike<unknown> }, ns: string | '*', localName: string | '*'): Element[] {
  const out: Element[] = []
  for (let i = 0; i < parent.childNodes.length; i++) {
    const node = parent.childNodes[i] as Element
    if (node.nodeType !== 1) continue
    if ((ns === '*' || node.namespaceURI === ns) && (localName === '*' || node.localName === localName)) out.push(node)
  }
  return out
}

/** All descendant elements with the namespace and local name. */
export function descendants (root: Document | Element, ns: string, localName: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(ns, localName))
}
