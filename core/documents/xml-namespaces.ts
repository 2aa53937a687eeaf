/**
 * Namespaces in XML 1.0 (third edition) for a SAX scan: declarations, prefix resolution and the namespace
 * well-formedness constraints, with O(1) work per lookup (a stack of URIs per prefix).
 *
 *   const scope = new NamespaceScope()
 *   const { uri, local } = scope.open(tag.name, tag.attributes)   // on each start tag; throws ScanFailure
 *   scope.close()                                                 // on each end tag
 *
 * Refused: a name with an empty part or two colons, an element prefixed `xmlns`, an unbound element or attribute
 * prefix, `xmlns:xmlns`, `xml` bound elsewhere or another prefix bound to the xml namespace, anything bound to the
 * xmlns namespace, `xmlns:p=""` in XML 1.0 (1.1 undeclares), two attributes with the same expanded name.
 */
import { ScanFailure } from './scan-guard.ts'

const XML_NS = 'http://www.w3.org/XML/1998/namespace'
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/'
/** Characters allowed in a Name but not at the start of an NCName (after the colon of a QName). */
const NOT_NCNAME_START = /^[-.0-9\u00B7\u0300-\u036F\u203F\u2040]/

function split (name: string): { prefix: string, local: string } {
  const colon = name.indexOf(':')
  if (colon === -1) return { prefix: '', local: name }
  const prefix = name.slice(0, colon)
  const local = name.slice(colon + 1)
  if (prefix === '' || local === '' || local.includes(':') || NOT_NCNAME_START.test(local)) {
    throw new ScanFailure(`malformed qualified name: ${name.slice(0, 100)}`)
  }
  return { prefix, local }
}

export class NamespaceScope {
  /** The XML version of the declaration ('1.0' without one). */
  version = '1.0'
  /** prefix ('' for the default namespace) -> URIs, innermost last; '' means not bound. */
  private readonly bound = new Map<string, string[]>()
  /** Per open element: the prefixes it declared, or null. */
  private readonly declared: Array<string[] | null> = []

  resolve (prefix: string): string | undefined {
    if (prefix === 'xml') return XML_NS
    const stack = this.bound.get(prefix)
    const uri = stack === undefined || stack.length === 0 ? '' : stack[stack.length - 1]
    return uri === '' ? undefined : uri
  }

  /** Applies the declarations of a start tag and resolves its name; `copy` stores URIs as fresh strings. */
  open (name: string, attributes: Record<string, string>, copy = false): { uri: string, local: string } {
    let declared: string[] | null = null
    let prefixed: string[] | null = null
    for (const attr in attributes) {
      let prefix: string
      if (attr === 'xmlns') {
        prefix = ''
      } else if (attr.startsWith('xmlns:')) {
        prefix = split(attr).local
      } else {
        if (attr.includes(':')) (prefixed ??= []).push(attr)
        continue
      }
      const value = attributes[attr]
      this.checkDeclaration(prefix, value)
      if (prefix === 'xml') continue
      let stack = this.bound.get(prefix)
      if (stack === undefined) this.bound.set(prefix, stack = [])
      stack.push(copy ? (' ' + value).slice(1) : value)
      ;(declared ??= []).push(copy ? (' ' + prefix).slice(1) : prefix)
    }
    this.declared.push(declared)
    const { prefix, local } = split(name)
    if (prefix === 'xmlns') throw new ScanFailure(`an element may not have the prefix xmlns: ${name.slice(0, 100)}`)
    const uri = prefix === '' ? (this.resolve('') ?? '') : this.resolve(prefix)
    if (uri === undefined) throw new ScanFailure(`unbound namespace prefix ${prefix.slice(0, 100)} on element ${name.slice(0, 100)}`)
    if (prefixed !== null) this.checkAttributes(prefixed)
    return { uri, local }
  }

  close (): void {
    const declared = this.declared.pop()
    if (declared === null || declared === undefined) return
    for (const prefix of declared) this.bound.get(prefix)?.pop()
  }

  private checkDeclaration (prefix: string, value: string): void {
    const what = prefix === '' ? 'the default namespace' : `the prefix ${prefix.slice(0, 100)}`
    if (prefix === 'xmlns') throw new ScanFailure('the prefix xmlns may not be declared')
    if (prefix === 'xml' && value !== XML_NS) throw new ScanFailure(`the prefix xml may only be bound to ${XML_NS}`)
    if (prefix !== 'xml' && value === XML_NS) throw new ScanFailure(`${what} may not be bound to the xml namespace`)
    if (value === XMLNS_NS) throw new ScanFailure(`${what} may not be bound to the xmlns namespace`)
    if (prefix !== '' && value === '' && this.version === '1.0') throw new ScanFailure(`${what} may not be undeclared in XML 1.0`)
  }

  private checkAttributes (names: string[]): void {
    const seen = new Set<string>()
    for (const name of names) {
      const { prefix, local } = split(name)
      const uri = this.resolve(prefix)
      if (uri === undefined) throw new ScanFailure(`unbound namespace prefix ${prefix.slice(0, 100)} on attribute ${name.slice(0, 100)}`)
      const expanded = `{${uri}}${local}`
      if (seen.has(expanded)) throw new ScanFailure(`two attributes named ${expanded.slice(0, 200)}`)
      seen.add(expanded)
    }
  }
}
