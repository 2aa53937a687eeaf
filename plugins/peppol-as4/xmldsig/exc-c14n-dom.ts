/**
 * Exclusive XML Canonicalization 1.0 without comments of one element of a parsed (xmldom) document, as a document
 * subset: the general path for messages other implementations wrote (wssec/dom.ts `canonicalize`, used to verify and
 * by the DOM signer). It writes through the same start-tag rules as the streaming form (exc-c14n-stream.ts), so the two
 * give the same bytes by construction; exc-c14n-stream.test.ts checks them on every element of the fixtures, against
 * xml-crypto's (the library this replaced: slower, and it ignores `#default` in a PrefixList) and libxml2's.
 *
 * The walk is iterative: a hostile document may nest deeper than the call stack. The document is not changed.
 */
import type { Element, Node } from '@xmldom/xmldom'
import { escapeText, newCapture, startTag, XMLNS_NS, type Capture, type StartTag } from './exc-c14n-stream.ts'

const ELEMENT = 1
const TEXT = 3
const CDATA = 4
const PI = 7

/** `scope` with the namespace declarations of `e` applied (the same map when it declares none). */
function withDeclarations (e: Element, scope: Map<string, string>): Map<string, string> {
  let next = scope
  const attrs = e.attributes
  for (let i = 0; i < attrs.length; i++) {
    const a = attrs[i]
    if (a === undefined || a === null || a.namespaceURI !== XMLNS_NS) continue
    const prefix = a.name === 'xmlns' ? '' : a.prefix === 'xmlns' ? (a.localName as string) : undefined
    if (prefix === undefined) continue
    if (next === scope) next = new Map(scope)
    next.set(prefix, a.value)
  }
  return next
}

/** The namespaces in scope at `e` (prefix -> URI, '' for the default namespace). */
function scopeAt (e: Element): Map<string, string> {
  const chain: Element[] = []
  for (let p: Node | null = e; p !== null && p.nodeType === ELEMENT; p = p.parentNode) chain.push(p as Element)
  let scope = new Map([['', '']])
  for (let i = chain.length - 1; i >= 0; i--) scope = withDeclarations(chain[i] as Element, scope)
  return scope
}

function tagOf (e: Element): StartTag {
  const attributes: StartTag['attributes'] = {}
  const attrs = e.attributes
  for (let i = 0; i < attrs.length; i++) {
    const a = attrs[i]
    if (a === undefined || a === null) continue
    attributes[a.name] = { uri: a.namespaceURI ?? '', local: a.localName ?? a.name, name: a.name, value: a.value, prefix: a.prefix ?? '' }
  }
  return { name: e.tagName, prefix: e.prefix ?? '', attributes }
}

type Step = { node: Node, scope: Map<string, string> } | { close: string }

/** Exclusive C14N of the subtree at `elem`; `prefixList` is the InclusiveNamespaces PrefixList (`#default` allowed). */
export function canonicalElement (elem: Element, prefixList: string[] = []): string {
  const c: Capture = newCapture(prefixList)
  const parent = elem.parentNode
  const stack: Step[] = [{ node: elem, scope: withDeclarations(elem, parent !== null && parent.nodeType === ELEMENT ? scopeAt(parent as Element) : new Map([['', '']])) }]
  while (stack.length > 0) {
    const step = stack.pop() as Step
    if ('close' in step) {
      c.out.push(`</${step.close}>`)
      c.rendered.pop()
      continue
    }
    const { node } = step
    if (node.nodeType === ELEMENT) {
      const e = node as Element
      const scope = step.scope
      startTag(c, tagOf(e), scope)
      stack.push({ close: e.tagName })
      for (let child = e.lastChild; child !== null; child = child.previousSibling) {
        stack.push({ node: child, scope: child.nodeType === ELEMENT ? withDeclarations(child as Element, scope) : scope })
      }
    } else if (node.nodeType === TEXT || node.nodeType === CDATA) {
      c.out.push(escapeText((node as unknown as { data: string }).data))
    } else if (node.nodeType === PI) {
      const pi = node as unknown as { target: string, data: string }
      c.out.push(`<?${pi.target}${pi.data === '' ? '' : ` ${pi.data}`}?>`)
    } // comments are dropped
  }
  return c.out.join('')
}
