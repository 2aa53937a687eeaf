// A rewrite of a compiled rule set (XSLT) before it is exported to a SEF: paths that search the whole document
// (`//cac:AccountingSupplierParty/...`) inside template match patterns, assertion tests and rule variables do not
// depend on the node being checked, yet SaxonJS evaluates them again for every node (Saxon-HE Java hoists them itself).
// On an invoice with n lines that is n full scans of the document: 400 lines took 11.6 s in BIS Billing 3, 2,000 lines
// did not finish. Each such path becomes a global variable, evaluated once (lazily: on first use, so a path whose
// evaluation fails still fails only where the original would), and the place refers to the variable.
// A path is moved only when it certainly means the same at the top level: it starts with `//` where an expression
// starts, names no variable (`$`) and no `current()`, and its namespace prefixes resolve to the same URIs on the
// stylesheet element; stylesheets with `xpath-default-namespace` or without a template are left as they are.
// A variable whose path starts with one named step (`//cac:TaxCategory[...]/...`, `//@schemeName`) then reads that
// step from an index built once per document (xsl:key over every element, or every attribute, by local name)
// instead of walking the whole tree: one walk in all instead of one per variable (CEN UBL, 400 lines: 2.2 -> 0.84 s).
// Only where the two certainly agree: the step's predicates are comparisons or boolean functions, never positional
// (`//a[1]` is the first a of each parent; the index's [1] would be the first of the document).
// Results are checked against Saxon-HE Java running the publisher's XSLT (test/validation/rule-agreement.ts).
import { DOMParser, XMLSerializer } from '@xmldom/xmldom'

const XSL = 'http://www.w3.org/1999/XSL/Transform'
const STOP = new Set([' ', '\t', '\n', '\r', ',', '|', '=', '!', '<', '>', '+', ')', ']'])
const STARTS_AFTER = new Set(['(', '[', ',', '=', '<', '>', '+', '|', '!'])
const KEYWORDS = new Set(['and', 'or', 'in', 'satisfies', 'return', 'then', 'else', 'div', 'mod', 'idiv', 'eq', 'ne', 'lt', 'le', 'gt', 'ge', 'to'])

/** Walks s from i, skipping string literals and keeping the bracket depth (after the character at j): the first j
 * where at(character, depth) holds, else s.length. */
function walk (s, i, at) {
  let depth = 0
  let quote = null
  for (let j = i; j < s.length; j++) {
    const c = s[j]
    if (quote !== null) { if (c === quote) quote = null; continue }
    if (c === "'" || c === '"') { quote = c; continue }
    if (c === '[' || c === '(') depth++
    else if (c === ']' || c === ')') depth--
    if (at(c, depth)) return j
  }
  return s.length
}

const BRACKETS = new Set(['(', ')', '[', ']'])

/** Where the path that starts at s[i] ('//') ends: the first stop character outside brackets and string literals. */
const pathEnd = (s, i) => walk(s, i, (c, depth) => depth < 0 || (depth === 0 && STOP.has(c) && !BRACKETS.has(c)))

/** Does an expression start at s[i]: after an opening bracket, a comma, an operator or an operator keyword? */
function expressionStarts (s, i) {
  const before = s.slice(0, i).trimEnd()
  if (before === '') return true
  if (STARTS_AFTER.has(before[before.length - 1])) return true
  const word = /([A-Za-z-]+)$/.exec(before)?.[1]
  return word !== undefined && KEYWORDS.has(word) && !/[\w.:-]$/.test(before.slice(0, -word.length))
}

/**
 * Replaces the document-wide paths of one XPath expression by variable references; `name(path)` gives (or makes)
 * the variable of a path, or null when the path must stay. Paths inside a moved path's predicates are moved first,
 * so the variable itself scans the document once. `pattern`: the expression is a match pattern, whose own steps stay
 * (a pattern made of a variable could no longer be looked up by element name); its predicates are rewritten.
 */
export function hoistExpression (expr, name, pattern = false) {
  let out = ''
  let quote = null
  let depth = 0
  let i = 0
  while (i < expr.length) {
    const c = expr[i]
    if (quote !== null) {
      if (c === quote) quote = null
    } else if (c === "'" || c === '"') {
      quote = c
    } else if (c === '[' || c === '(') {
      depth++
    } else if (c === ']' || c === ')') {
      depth--
    } else if (expr.startsWith('//', i) && !(pattern && depth === 0) && expressionStarts(expr, i)) {
      const end = pathEnd(expr, i)
      const path = expr.slice(i, end)
      if (!path.includes('$') && !path.includes('current()')) {
        const inner = `//${hoistExpression(path.slice(2), name)}`
        const v = name(inner)
        if (v !== null) {
          out += `$${v}`
          i = end
          continue
        }
      }
    }
    out += c
    i++
  }
  return out
}

const withoutStrings = s => s.replace(/'[^']*'|"[^"]*"/g, '')

/** The text of a predicate body outside brackets and string literals (where a comparison would be its own). */
function topLevel (s) {
  let out = ''
  walk(s, 0, (c, depth) => { if (depth === 0 && !BRACKETS.has(c)) out += c; return false })
  return out
}

/** Is a predicate surely boolean (so not positional): a comparison or and/or at its top level, or a call of
 * not/exists/empty/boolean around all of it; and no position() or last(). */
function booleanPredicate (body) {
  if (/\b(position|last)\s*\(/.test(withoutStrings(body))) return false
  const top = topLevel(body).replace(/=>/g, ' ')
  if (/[=<>]|\s(eq|ne|lt|le|gt|ge|and|or)\s/.test(top)) return true
  const call = /^\s*(not|exists|empty|boolean)\s*\(/.exec(body)
  return call !== null && closing(body, call[0].length - 1) === body.trimEnd().length - 1
}

/** Where the bracket that opens at s[i] closes (string literals skipped), or -1. */
function closing (s, i) {
  const j = walk(s, i, (c, depth) => depth === 0 && BRACKETS.has(c))
  return j < s.length ? j : -1
}

const ELEMENT_INDEX = 'wharf-element'
const ATTRIBUTE_INDEX = 'wharf-attribute'
const indexOf = path => path.startsWith('//@') ? ATTRIBUTE_INDEX : ELEMENT_INDEX

/**
 * The path read from the name index when that surely gives the same nodes, else null: `//p:name` or `//@name`, then
 * only boolean predicates on that step, then the rest of the path. `uriOf(prefix)`: the namespace of a prefix.
 */
export function indexedPath (path, uriOf) {
  const m = /^\/\/@?(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)/.exec(path)
  if (m === null) return null
  const [step, prefix, local] = m
  let rest = path.slice(step.length)
  let i = 0
  while (rest[i] === '[') {
    const end = closing(rest, i)
    if (end < 0 || !booleanPredicate(rest.slice(i + 1, end))) return null
    i = end + 1
  }
  if (i < rest.length && rest[i] !== '/') return null
  const uri = prefix === undefined ? '' : uriOf(prefix)
  if (uri === null || uri.includes("'")) return null
  // keyed by local name alone, the namespace tested on the few nodes found: SaxonJS's key map walks its key string
  // character by character, and a namespace URI is ~80 of them (CEN UBL, 400 lines: 0.93 -> 0.84 s)
  return `key('${indexOf(path)}', '${local}')[namespace-uri() = '${uri}']${rest}`
}

const prefixesOf = path => [...withoutStrings(path).matchAll(/(?:^|[^\w.-])([A-Za-z_][\w.-]*):(?=[A-Za-z_*])/g)].map(m => m[1])

/** The rewritten stylesheet text and the number of paths moved (0: the text is returned unchanged). */
export function hoistDocumentPaths (xslt) {
  const doc = new DOMParser().parseFromString(xslt, 'text/xml')
  const root = doc.documentElement
  if (root === null || root.namespaceURI !== XSL) return { xslt, hoisted: 0 }
  const all = root.getElementsByTagNameNS('*', '*')
  for (let i = 0; i < all.length; i++) if (all[i].hasAttribute('xpath-default-namespace')) return { xslt, hoisted: 0 }
  if (root.hasAttribute('xpath-default-namespace')) return { xslt, hoisted: 0 }
  const taken = new Set()
  for (let i = 0; i < all.length; i++) if (all[i].namespaceURI === XSL && all[i].hasAttribute('name')) taken.add(all[i].getAttribute('name'))
  const vars = new Map()
  const nameFor = el => path => {
    for (const p of prefixesOf(path)) {
      const uri = el.lookupNamespaceURI(p)
      if (uri === null || uri !== root.lookupNamespaceURI(p)) return null
    }
    let v = vars.get(path)
    if (v === undefined) {
      let n = vars.size + 1
      while (taken.has(`wharf-doc-path-${n}`)) n++
      v = `wharf-doc-path-${n}`
      taken.add(v)
      vars.set(path, v)
    }
    return v
  }
  const rewrite = (el, attr) => {
    const before = el.getAttribute(attr)
    const after = hoistExpression(before, nameFor(el), attr === 'match')
    if (after !== before) el.setAttribute(attr, after)
  }
  const visit = el => {
    for (let c = el.firstChild; c !== null; c = c.nextSibling) {
      if (c.nodeType !== 1) continue
      if (c.namespaceURI === XSL) {
        if (c.localName === 'if' || c.localName === 'when') rewrite(c, 'test')
        else if (c.localName === 'variable' && c.hasAttribute('select')) rewrite(c, 'select')
      }
      visit(c)
    }
  }
  for (let t = root.firstChild; t !== null; t = t.nextSibling) {
    if (t.nodeType !== 1 || t.namespaceURI !== XSL || t.localName !== 'template') continue
    if (t.hasAttribute('match')) rewrite(t, 'match')
    visit(t)
  }
  if (vars.size === 0) return { xslt, hoisted: 0 }
  const first = root.firstChild
  const xsl = name => doc.createElementNS(XSL, root.prefix ? `${root.prefix}:${name}` : name)
  const indexes = taken.has(ELEMENT_INDEX) || taken.has(ATTRIBUTE_INDEX) ? null : new Set()
  for (const [path, v] of vars) {
    const decl = xsl('variable')
    decl.setAttribute('name', v)
    const indexed = indexes === null ? null : indexedPath(path, p => root.lookupNamespaceURI(p))
    if (indexed !== null) indexes.add(indexOf(path))
    decl.setAttribute('select', indexed ?? path)
    root.insertBefore(decl, first)
    root.insertBefore(doc.createTextNode('\n'), first)
  }
  for (const name of indexes ?? []) {
    const key = xsl('key')
    key.setAttribute('name', name)
    key.setAttribute('match', name === ELEMENT_INDEX ? '*' : '@*')
    key.setAttribute('use', 'local-name()')
    root.insertBefore(key, root.firstChild)
  }
  return { xslt: new XMLSerializer().serializeToString(doc), hoisted: vars.size }
}
