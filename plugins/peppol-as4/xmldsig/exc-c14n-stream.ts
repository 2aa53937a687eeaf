/**
 * Exclusive XML Canonicalization 1.0 without comments (https://www.w3.org/TR/xml-exc-c14n/) of chosen elements of a
 * document, in one pass of the streaming parser (saxes): no DOM is built. Issue 21 point 2: the signer uses it on
 * the envelopes Wharf writes; wssec/dom.ts `canonicalize` (xml-crypto over xmldom, with c14n-fix.ts) stays the
 * general path, and exc-c14n-stream.test.ts holds the two to the same bytes.
 *
 *   const [messaging, body] = canonicalSubtrees(envelopeXml, tag =>
 *     tag.attributes[WSU_ID]?.value === messagingId ? ['S12'] : tag.attributes[WSU_ID]?.value === bodyId ? [] : undefined)
 *
 * `select` is called for every start tag with saxes' namespaced tag and its place (depth, end offset); it returns
 * the InclusiveNamespaces PrefixList (`#default` for the default namespace) to canonicalise that element's subtree
 * as a document subset, or undefined.
 * Results come in document order of the selected elements (nested selections each get their own form).
 *
 * What the output follows: namespace declarations rendered where visibly used (the element's prefix, its attributes'
 * prefixes) or listed in the PrefixList and in scope, unless the nearest output ancestor rendered the same one;
 * `xmlns=""` only to undo a rendered default namespace; declarations sorted by prefix and attributes by namespace URI
 * then local name, in code point order; comments dropped; CDATA as escaped text; empty elements as start and end tag;
 * the parser's line-end and attribute-value normalisation. DOCTYPEs are refused, as everywhere in Wharf.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes'
import { codePointOrder } from './code-points.ts'

const XML_NS = 'http://www.w3.org/XML/1998/namespace'
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/'

/** Text as Canonical XML writes it. */
export const escapeText = (s: string): string => s.replace(/[&<>\r]/g, c => c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#xD;')
/** An attribute value as Canonical XML writes it; also safe for writing an attribute value that parses back to `s`. */
export const escapeAttr = (s: string): string => s.replace(/[&<"\t\n\r]/g, c =>
  c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '"' ? '&quot;' : c === '\t' ? '&#x9;' : c === '\n' ? '&#xA;' : '&#xD;')

/** One selected element being written: its output and the namespaces rendered by its open output ancestors. */
export interface Capture { out: string[], rendered: Array<Map<string, string>>, prefixList: Set<string>, index: number }

/** A new capture for an element whose PrefixList is `prefixList` (`#default` for the default namespace). */
export const newCapture = (prefixList: string[], index = 0): Capture =>
  ({ out: [], rendered: [new Map([['', '']])], prefixList: new Set(prefixList.map(p => p === '#default' ? '' : p)), index })

/** What startTag reads of a start tag: saxes' namespaced tag, or the same read off a DOM element (exc-c14n-dom.ts). */
export interface StartTag {
  name: string
  prefix: string
  attributes: Record<string, { uri: string, local: string, name: string, value: string, prefix: string }>
}

/** Where a start tag is: its depth (the root element 0) and the offset just after its `>` (UTF-16 code units). */
export interface TagPlace { depth: number, end: number }
export type Select = (tag: SaxesTagNS, place: TagPlace) => string[] | undefined

/** The canonical forms of the elements `select` picks, in document order. Throws on malformed XML or a DOCTYPE. */
export function canonicalSubtrees (xml: string, select: Select): string[] {
  const parser = new SaxesParser({ xmlns: true, position: true })
  const results: string[] = []
  const active: Capture[] = []
  const scopes: Array<Map<string, string>> = [new Map([['', '']])]

  parser.on('doctype', () => { throw new Error('a document type declaration is not accepted') })
  parser.on('opentag', tag => {
    const place = { depth: scopes.length - 1, end: parser.position }
    const parent = scopes[scopes.length - 1] as Map<string, string>
    let scope = parent
    const declared = Object.entries(tag.ns)
    if (declared.length > 0) {
      scope = new Map(parent)
      for (const [prefix, uri] of declared) scope.set(prefix, uri)
    }
    scopes.push(scope)
    const prefixList = select(tag, place)
    if (prefixList !== undefined) {
      active.push(newCapture(prefixList, results.length))
      results.push('')
    }
    for (const c of active) startTag(c, tag, scope)
  })
  parser.on('closetag', tag => {
    scopes.pop()
    for (let i = active.length - 1; i >= 0; i--) {
      const c = active[i] as Capture
      c.out.push(`</${tag.name}>`)
      c.rendered.pop()
      if (c.rendered.length === 1) { // the selected element itself closed
        results[c.index] = c.out.join('')
        active.splice(i, 1)
      }
    }
  })
  parser.on('text', text => { if (active.length > 0) { const t = escapeText(text); for (const c of active) c.out.push(t) } })
  parser.on('cdata', text => { if (active.length > 0) { const t = escapeText(text); for (const c of active) c.out.push(t) } })
  parser.on('processinginstruction', pi => {
    const t = `<?${pi.target}${pi.body === '' ? '' : ` ${pi.body}`}?>`
    for (const c of active) c.out.push(t)
  })
  parser.write(xml).close()
  return results
}

/**
 * Writes the canonical start tag of `tag` into `c`: the namespace declarations it renders (sorted by prefix), then its
 * attributes (by namespace URI, then local name). `scope` holds the namespaces in scope at the tag (prefix -> URI,
 * '' for the default namespace).
 */
export function startTag (c: Capture, tag: StartTag, scope: Map<string, string>): void {
  const above = c.rendered[c.rendered.length - 1] as Map<string, string>
  const used = new Set<string>([tag.prefix])
  const attrs: Array<{ uri: string, local: string, name: string, value: string }> = []
  for (const a of Object.values(tag.attributes)) {
    if (a.uri === XMLNS_NS || a.name === 'xmlns') continue
    if (a.prefix !== '' && a.uri !== XML_NS) used.add(a.prefix)
    attrs.push({ uri: a.uri, local: a.local, name: a.name, value: a.value })
  }
  for (const p of c.prefixList) if (scope.has(p)) used.add(p)
  let rendered = above
  const decls: Array<[string, string]> = []
  for (const prefix of used) {
    if (prefix === 'xml') continue
    const uri = scope.get(prefix)
    if (uri === undefined) continue
    if ((above.get(prefix) ?? (prefix === '' ? '' : undefined)) === uri) continue
    if (prefix !== '' && uri === '') continue
    decls.push([prefix, uri])
  }
  if (decls.length > 0) {
    rendered = new Map(above)
    for (const [p, u] of decls) rendered.set(p, u)
    decls.sort((a, b) => codePointOrder(a[0], b[0]))
  }
  attrs.sort((a, b) => codePointOrder(a.uri, b.uri) || codePointOrder(a.local, b.local))
  let s = `<${tag.name}`
  for (const [p, u] of decls) s += p === '' ? ` xmlns="${escapeAttr(u)}"` : ` xmlns:${p}="${escapeAttr(u)}"`
  for (const a of attrs) s += ` ${a.name}="${escapeAttr(a.value)}"`
  c.out.push(`${s}>`)
  c.rendered.push(rendered)
}
