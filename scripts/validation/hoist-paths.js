// A rewrite of a compiled rule set (XSLT) before it is exported to a SEF: paths that search the whole document
// (`//cac:AccountingSupplierParty/...`) inside template match patterns, assertion tests and rule variables do not
// depend on the node being checked, yet SaxonJS evaluates them again for every node (Saxon-HE Java hoists them itself).
// On an invoice with n lines that is n full scans of the document: 400 lines took 11.6 s in BIS Billing 3, 2,000 lines
// did not finish. Each such path becomes a global variable, evaluated once (lazily: on first use, so a path whose
// evaluation fails still fails only where the original would), and the place refers to the variable.
// A path is moved only when it certainly means the same at the top level: it starts with `//` where an expression
// starts, names no variable (`$`) and no `current()`, and its namespace prefixes resolve to the same URIs on the
// stylesheet element; stylesheets with `xpath-default-namespace` or without a template are left as they are.
// Results are checked against Saxon-HE Java running the publisher's XSLT (test/validation/rule-agreement.ts).
import { DOMParser, XMLSerializer } from '@xmldom/xmldom'

const XSL = 'http://www.w3.org/1999/XSL/Transform'
const STOP = new Set([' ', '\t', '\n', '\r', ',', '|', '=', '!', '<', '>', '+', ')', ']'])
const STARTS_AFTER = new Set(['(', '[', ',', '=', '<', '>', '+', '|', '!'])
const KEYWORDS = new Set(['and', 'or', 'in', 'satisfies', 'return', 'then', 'else', 'div', 'mod', 'idiv', 'eq', 'ne', 'lt', 'le', 'gt', 'ge', 'to'])

/** Where the path that starts at s[i] ('//') ends: the first stop character outside brackets and string literals. */
function pathEnd (s, i) {
  let depth = 0
  let quote = null
  for (let j = i; j < s.length; j++) {
    const c = s[j]
    if (quote !== null) { if (c === quote) quote = null; continue }
    if (c === "'" || c === '"') quote = c
    else if (c === '[' || c === '(') depth++
    else if ((c === ']' || c === ')') && depth > 0) depth--
    else if (depth === 0 && STOP.has(c)) return j
  }
  return s.length
}

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

const prefixesOf = path => [...path.replace(/'[^']*'|"[^"]*"/g, '').matchAll(/(?:^|[^\w.-])([A-Za-z_][\w.-]*):(?=[A-Za-z_*])/g)].map(m => m[1])

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
  for (const [path, v] of vars) {
    const decl = doc.createElementNS(XSL, root.prefix ? `${root.prefix}:variable` : 'variable')
    decl.setAttribute('name', v)
    decl.setAttribute('select', path)
    root.insertBefore(decl, first)
    root.insertBefore(doc.createTextNode('\n'), first)
  }
  return { xslt: new XMLSerializer().serializeToString(doc), hoisted: vars.size }
}
