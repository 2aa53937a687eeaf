/**
 * A small element tree over saxes (the parser the core already uses), for the EN 16931 readers and writers.
 *
 * Safety: a document type declaration is refused outright (no DTD, no entity of any kind is ever resolved; saxes
 * knows only the five predefined entities and character references). Namespaces are resolved and every element is
 * named with a canonical prefix (cbc, cac, ext, rsm, ram, udt, qdt, eb = ebInterface 6.1; sv, svc, cbc1 = Svefaktura 1.0 and its UBL 1.0 basic components), whatever prefixes the source used; UBL Invoice
 * and CreditNote roots are named by their local name; an element in another namespace keeps `{uri}local`.
 */
import { SaxesParser } from 'saxes'
import { escapeXml } from '../../core/sdk/xml.ts'

export const NS: Record<string, string> = {
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  eb: 'http://www.ebinterface.at/schema/6p1/',
  sv: 'urn:sfti:documents:BasicInvoice:1:0',
  svc: 'urn:sfti:CommonAggregateComponents:1:0',
  cbc1: 'urn:oasis:names:tc:ubl:CommonBasicComponents:1:0'
}
export const UBL_INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2'
export const UBL_CREDIT_NOTE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2'
const PREFIX_OF = new Map(Object.entries(NS).map(([p, uri]) => [uri, p]))

export interface XNode {
  /** `prefix:local` with the canonical prefix, `{uri}local` otherwise; the root keeps its namespace in `ns`. */
  name: string
  ns: string
  attrs: Record<string, string>
  children: XNode[]
  text: string
  /** The text (trimmed) ended with a line break right before the end tag, e.g. XRechnung's Skonto lines in BT-20,
   * each of which ends with one (BR-DE-18); a pretty-printed end tag (break + indentation) does not count. */
  endsWithBreak?: boolean
  /** Set by a reader when it maps the element. */
  used?: boolean
}

export class XmlInputError extends Error {
  constructor (message: string) {
    super(message)
    this.name = 'XmlInputError'
  }
}

/** Parses `xml` into a tree; throws XmlInputError on malformed input or any DOCTYPE. */
export function parseXml (xml: string): XNode {
  const parser = new SaxesParser({ xmlns: true, position: false })
  const stack: XNode[] = []
  let root: XNode | undefined
  parser.on('doctype', () => { throw new XmlInputError('a document type declaration is not accepted') })
  parser.on('opentag', tag => {
    const uri = tag.uri ?? ''
    const prefix = PREFIX_OF.get(uri)
    const name = prefix !== undefined ? `${prefix}:${tag.local}` : uri === '' || uri === UBL_INVOICE_NS || uri === UBL_CREDIT_NOTE_NS ? tag.local ?? tag.name : `{${uri}}${tag.local}`
    const attrs: Record<string, string> = {}
    for (const a of Object.values(tag.attributes)) {
      if (typeof a === 'string') continue
      if (a.prefix === 'xmlns' || a.name === 'xmlns') continue
      attrs[a.local] = a.value
    }
    const node: XNode = { name, ns: uri, attrs, children: [], text: '' }
    const parent = stack[stack.length - 1]
    if (parent !== undefined) parent.children.push(node)
    else if (root === undefined) root = node
    stack.push(node)
  })
  parser.on('text', t => { const top = stack[stack.length - 1]; if (top !== undefined) top.text += t })
  parser.on('cdata', t => { const top = stack[stack.length - 1]; if (top !== undefined) top.text += t })
  parser.on('closetag', () => {
    const node = stack.pop()
    if (node === undefined) return
    if (node.children.length === 0 && /\S\r?\n$/.test(node.text)) node.endsWithBreak = true
    node.text = node.text.trim()
  })
  try {
    parser.write(xml).close()
  } catch (err) {
    if (err instanceof XmlInputError) throw err
    throw new XmlInputError(`the document is not well-formed XML: ${(err as Error).message}`)
  }
  if (root === undefined) throw new XmlInputError('the document has no root element')
  return root
}


/** Serialises a tree written with canonical prefixes; `rootNs` declares the default namespace on the root, and
 * `prefixes` are declared on the root. Indented by two spaces. */
export function serialise (root: XNode, prefixes: string[]): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n']
  const decl = prefixes.map(p => ` xmlns:${p}="${NS[p]}"`).join('')
  const walk = (n: XNode, depth: number, isRoot: boolean): void => {
    const pad = '  '.repeat(depth)
    let open = `${pad}<${n.name}`
    if (isRoot) open += (n.name.includes(':') ? '' : ` xmlns="${n.ns}"`) + decl
    for (const [k, v] of Object.entries(n.attrs)) open += ` ${k}="${escapeXml(v)}"`
    if (n.children.length === 0) {
      out.push(`${open}>${escapeXml(n.text)}</${n.name}>\n`)
      return
    }
    out.push(`${open}>\n`)
    for (const c of n.children) walk(c, depth + 1, false)
    out.push(`${pad}</${n.name}>\n`)
  }
  walk(root, 0, true)
  return out.join('')
}

/** Leaf elements (with text) that no reader marked as used, as slash paths from the root. */
export function unusedLeaves (root: XNode): string[] {
  const found: string[] = []
  const walk = (n: XNode, path: string): void => {
    const here = `${path}/${n.name}`
    if (n.children.length === 0) {
      if (n.used !== true && n.text !== '') found.push(here)
      return
    }
    for (const c of n.children) walk(c, here)
  }
  walk(root, '')
  return found
}
