// A rewrite of a compiled rule set (XSLT) before it is exported to a SEF, after literal-attributes.js. SaxonJS keeps an
// xs:integer in a JavaScript number, so the cast of a digit string longer than 15 digits loses its last digits:
// xs:integer('512108001245126199131475') is 5.121080012451262e23 there and its `mod 97` is 83, where Saxon-HE Java
// (BigInteger) and the XPath rules (xs:integer is exact) give 1. The IBAN checks cast such a string and take it mod 97
// (XRechnung BR-DE-19, Peppol BIS DE-R-019, PINT-EU's copy of it), so every valid German IBAN failed them: a warning
// Saxon-HE does not give. SaxonJS's xs:decimal is exact at any length, so each `xs:integer(string-join(` becomes a call
// of wharf:integer(), which returns an exact xs:decimal of the same value when the string is castable to xs:integer,
// and otherwise casts it to xs:integer as before, so that a string that is not an integer raises the same error.
// Only string-join's result is rewritten: it is a string, and for a number the cast would differ (xs:integer(1.5) is 1).
// Results are checked against Saxon-HE Java running the publisher's XSLT (test/validation/exact-integers.test.ts).
import { DOMParser, XMLSerializer } from '@xmldom/xmldom'

const XSL = 'http://www.w3.org/1999/XSL/Transform'
const XSD = 'http://www.w3.org/2001/XMLSchema'
const WHARF = 'urn:wharf:validation:functions'
const CAST = /\bxs:integer\(\s*string-join\(/g
const HAS_CAST = /\bxs:integer\(\s*string-join\(/

/** The rewritten stylesheet text and the number of casts rewritten (0: the text is returned unchanged). */
export function exactIntegers (xslt) {
  if (!HAS_CAST.test(xslt)) return { xslt, casts: 0 }
  const doc = new DOMParser().parseFromString(xslt, 'text/xml')
  const root = doc.documentElement
  if (root === null || root.namespaceURI !== XSL || root.lookupNamespaceURI('xs') !== XSD) return { xslt, casts: 0 }
  const bound = root.lookupNamespaceURI('wharf')
  if (bound !== null && bound !== WHARF) return { xslt, casts: 0 }
  let casts = 0
  const visit = el => {
    for (let i = 0; i < el.attributes.length; i++) {
      const a = el.attributes[i]
      if (!HAS_CAST.test(a.value)) continue
      a.value = a.value.replace(CAST, () => { casts++; return 'wharf:integer(string-join(' })
    }
    for (let c = el.firstChild; c !== null; c = c.nextSibling) if (c.nodeType === 1) visit(c)
  }
  visit(root)
  if (casts === 0) return { xslt, casts: 0 }
  if (bound === null) root.setAttribute('xmlns:wharf', WHARF)
  const excluded = (root.getAttribute('exclude-result-prefixes') ?? '').trim()
  if (excluded !== '#all' && !excluded.split(/\s+/).includes('wharf')) root.setAttribute('exclude-result-prefixes', excluded === '' ? 'wharf' : `${excluded} wharf`)
  const xslName = name => root.prefix ? `${root.prefix}:${name}` : name
  const fn = doc.createElementNS(XSL, xslName('function'))
  fn.setAttribute('name', 'wharf:integer')
  fn.setAttribute('as', `Q{${XSD}}decimal`)
  const param = doc.createElementNS(XSL, xslName('param'))
  param.setAttribute('name', 's')
  param.setAttribute('as', `Q{${XSD}}string`)
  const seq = doc.createElementNS(XSL, xslName('sequence'))
  seq.setAttribute('select', `if ($s castable as Q{${XSD}}integer) then Q{${XSD}}decimal($s) else Q{${XSD}}integer($s)`)
  fn.appendChild(param)
  fn.appendChild(seq)
  root.appendChild(fn)
  root.appendChild(doc.createTextNode('\n'))
  return { xslt: new XMLSerializer().serializeToString(doc), casts }
}
