// A rewrite of a compiled rule set (XSLT) before it is exported to a SEF, after hoist-paths.js. The ISO skeleton (and
// the publishers' own compiled XSLT, made with it) writes every report's attributes as instructions:
//   <svrl:failed-assert test="..."><xsl:attribute name="id">BR-52</xsl:attribute>
//     <xsl:attribute name="flag">fatal</xsl:attribute>
//     <xsl:attribute name="location"><xsl:apply-templates select="." mode="schematron-select-full-path"/></xsl:attribute>
// In the SEF each such instruction is a tree of ten nodes (string-join over a sequence constructor), so in CEN UBL the
// 979 reports are 36,000 of the SEF's 57,000 nodes. SaxonJS walks the whole SEF three times at the start of every
// transform (it builds each call's context from it), so those nodes cost time on every document, however small.
// Here the same attributes become literal attributes of the element (`id="BR-52"`, two SEF nodes), and the location
// keeps its instruction with a select calling one function per mode (`select="wharf:location-1(.)"`, five nodes): 37
// -> 16 nodes per report, CEN UBL 57,170 -> 36,622. The output is the same: a literal attribute and an xsl:attribute
// whose content is the same text give the same value, the function returns the string value of what the same
// templates produce, and it runs only where the report fires, as before.
// Only an element's leading xsl:attribute instructions are rewritten (from the first one that stays as it is, the rest
// keep their place and their precedence), only with a plain name and nothing but `name`, and only when their content
// is one text node or exactly that apply-templates; elements with xsl:use-attribute-sets are left alone.
// Results are checked against Saxon-HE Java running the publisher's XSLT (test/validation/rule-agreement.ts).
import { DOMParser, XMLSerializer } from '@xmldom/xmldom'

const XSL = 'http://www.w3.org/1999/XSL/Transform'
const WHARF = 'urn:wharf:validation:functions'

const isBlank = n => (n.nodeType === 3 && n.data.trim() === '') || n.nodeType === 8
const children = el => { const out = []; for (let c = el.firstChild; c !== null; c = c.nextSibling) if (!isBlank(c)) out.push(c); return out }
const onlyAttributes = (el, names) => {
  for (let i = 0; i < el.attributes.length; i++) {
    const a = el.attributes[i]
    if (a.name.startsWith('xmlns')) continue
    if (!names.includes(a.name)) return false
  }
  return true
}
const avt = text => text.replace(/[{}]/g, c => c + c)

/** The rewritten stylesheet text and the number of attribute instructions rewritten (made literal, or a location made
 * a function call; 0: the text is returned unchanged). */
export function literalAttributes (xslt) {
  const doc = new DOMParser().parseFromString(xslt, 'text/xml')
  const root = doc.documentElement
  if (root === null || root.namespaceURI !== XSL) return { xslt, moved: 0 }
  if (root.lookupPrefix(WHARF) !== null || root.lookupNamespaceURI('wharf') !== null) return { xslt, moved: 0 }
  const xslName = name => root.prefix ? `${root.prefix}:${name}` : name
  const functions = new Map() // mode -> function name
  const functionFor = mode => {
    let f = functions.get(mode)
    if (f === undefined) { f = `wharf:location-${functions.size + 1}`; functions.set(mode, f) }
    return f
  }
  /** The literal value for one xsl:attribute, or null when it must stay an instruction. */
  const literal = attr => {
    if (attr.namespaceURI !== XSL || attr.localName !== 'attribute' || !onlyAttributes(attr, ['name'])) return null
    const name = attr.getAttribute('name')
    if (!/^[A-Za-z_][\w.-]*$/.test(name)) return null
    const content = children(attr)
    if (content.length !== 1) return null
    const c = content[0]
    let count = 0
    for (let n = attr.firstChild; n !== null; n = n.nextSibling) if (n.nodeType !== 8) count++
    if ((c.nodeType === 3 || c.nodeType === 4) && count === 1) return { name, value: avt(c.data) }
    if (c.nodeType === 1 && c.namespaceURI === XSL && c.localName === 'apply-templates' && c.firstChild === null &&
      onlyAttributes(c, ['select', 'mode']) && c.getAttribute('select') === '.' && /^[A-Za-z_][\w.-]*$/.test(c.getAttribute('mode'))) {
      return { name, select: `${functionFor(c.getAttribute('mode'))}(.)` }
    }
    return null
  }
  let moved = 0
  const visit = el => {
    for (let c = el.firstChild; c !== null; c = c.nextSibling) if (c.nodeType === 1) visit(c)
    if (el.namespaceURI === XSL || el === root) return
    if (el.hasAttributeNS(XSL, 'use-attribute-sets')) return
    const kept = new Set()
    for (const c of children(el)) {
      const lit = literal(c)
      if (lit === null || kept.has(lit.name)) break
      if (lit.select !== undefined) {
        while (c.firstChild !== null) c.removeChild(c.firstChild)
        c.setAttribute('select', lit.select)
        kept.add(lit.name)
      } else {
        el.setAttribute(lit.name, lit.value)
        el.removeChild(c)
      }
      moved++
    }
  }
  visit(root)
  if (moved === 0) return { xslt, moved: 0 }
  if (functions.size > 0) {
    root.setAttribute('xmlns:wharf', WHARF)
    const excluded = (root.getAttribute('exclude-result-prefixes') ?? '').trim()
    if (excluded !== '#all') root.setAttribute('exclude-result-prefixes', excluded === '' ? 'wharf' : `${excluded} wharf`)
    for (const [mode, name] of functions) {
      const fn = doc.createElementNS(XSL, xslName('function'))
      fn.setAttribute('name', name)
      fn.setAttribute('as', 'Q{http://www.w3.org/2001/XMLSchema}string')
      const param = doc.createElementNS(XSL, xslName('param'))
      param.setAttribute('name', 'node')
      param.setAttribute('as', 'node()')
      const v = doc.createElementNS(XSL, xslName('variable'))
      v.setAttribute('name', 'path')
      const apply = doc.createElementNS(XSL, xslName('apply-templates'))
      apply.setAttribute('select', '$node')
      apply.setAttribute('mode', mode)
      v.appendChild(apply)
      const seq = doc.createElementNS(XSL, xslName('sequence'))
      seq.setAttribute('select', 'string($path)')
      fn.appendChild(param)
      fn.appendChild(v)
      fn.appendChild(seq)
      root.appendChild(fn)
      root.appendChild(doc.createTextNode('\n'))
    }
  }
  return { xslt: new XMLSerializer().serializeToString(doc), moved }
}
