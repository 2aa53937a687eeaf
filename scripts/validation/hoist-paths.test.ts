// The rewrite that hoists document-wide paths out of compiled rule sets (hoist-paths.js): which paths move, which
// stay, and that a rewritten expression gives what the original gives (SaxonJS's XPath on a small invoice, the
// hoisted paths bound as variables). Whole rule sets are compared with Saxon-HE Java by test/validation/*-rules.test.ts.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { hoistDocumentPaths, hoistExpression, indexedPath } from './hoist-paths.js'
import { runExported } from '../../test/helpers/sef.ts'

const require = createRequire(import.meta.url)
const SaxonJS = require('saxon-js')

function hoist (expr: string, pattern = false): { out: string, vars: Map<string, string> } {
  const vars = new Map<string, string>()
  const name = (p: string): string => { if (!vars.has(p)) vars.set(p, `v${vars.size + 1}`); return vars.get(p) as string }
  return { out: hoistExpression(expr, name, pattern), vars }
}

test('a path from the root inside a predicate or a function call becomes a variable', () => {
  const { out, vars } = hoist("exists(//a/b) and c[//d = 'x']")
  assert.equal(out, "exists($v1) and c[$v2 = 'x']")
  assert.deepEqual([...vars], [['//a/b', 'v1'], ['//d', 'v2']])
})

test('paths inside a moved path move first, so the variable scans the document once', () => {
  const { out, vars } = hoist('sum(//c[//d]/e)')
  assert.equal(out, 'sum($v2)')
  assert.deepEqual([...vars], [['//d', 'v1'], ['//c[$v1]/e', 'v2']])
})

test('what depends on the node being checked stays: variables, current(), relative paths, strings', () => {
  for (const expr of ['every $x in y satisfies //a[@c = $x]', '//a[. = current()/b]', 'a//b', "contains('//a', x)", 'x/descendant::a', '2 * //a']) {
    const { out, vars } = hoist(expr)
    assert.equal(out, expr, expr)
    assert.equal(vars.size, 0, expr)
  }
})

test('after an operator keyword a path starts; inside a name it does not', () => {
  assert.equal(hoist('x and //a').out, 'x and $v1')
  assert.equal(hoist('if (x) then //a else //b').out, 'if (x) then $v1 else $v2')
  assert.equal(hoist('band//a').out, 'band//a')
})

test('a match pattern keeps its own steps (looked up by element name) and loses the scans in its predicates', () => {
  const { out } = hoist("//cac:TaxCategory[//cac:Party[x = 'SE'] and cbc:ID = 'S'] | //y", true)
  assert.equal(out, "//cac:TaxCategory[$v1 and cbc:ID = 'S'] | //y")
})

const XSLT = `<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:cac="urn:cac">
<xsl:function name="f:g" xmlns:f="urn:f"><xsl:if test="//cac:a">x</xsl:if></xsl:function>
<xsl:template match="cac:b[//cac:a]" priority="1" mode="M1"><xsl:variable name="n" select="count(//cac:a)"/><xsl:if test="exists(//cac:a)">y</xsl:if></xsl:template>
<xsl:template match="c" xmlns:cac="urn:other"><xsl:if test="//cac:a">z</xsl:if></xsl:template>
</xsl:stylesheet>`

test('a stylesheet: templates are rewritten, functions are not, and a prefix bound elsewhere stays', () => {
  const { xslt, hoisted } = hoistDocumentPaths(XSLT)
  assert.equal(hoisted, 1)
  assert.match(xslt, /match="cac:b\[\$wharf-doc-path-1\]"/)
  assert.match(xslt, /select="count\(\$wharf-doc-path-1\)"/)
  assert.match(xslt, /test="exists\(\$wharf-doc-path-1\)"/)
  assert.match(xslt, /<xsl:function[^]*test="\/\/cac:a"[^]*<\/xsl:function>/)
  assert.match(xslt, /<xsl:template match="c"[^]*test="\/\/cac:a"/)
})

test('a variable that starts with one named step reads it from the name index; positional predicates keep the walk', () => {
  const uriOf = (p: string): string | null => ({ cac: 'urn:cac', cbc: 'urn:cbc' } as Record<string, string>)[p] ?? null
  assert.equal(indexedPath("//cac:A[cbc:ID = 'x'][not(cbc:B)]/cbc:C", uriOf), "key('wharf-element', 'A')[namespace-uri() = 'urn:cac'][cbc:ID = 'x'][not(cbc:B)]/cbc:C")
  assert.equal(indexedPath('//@schemeName', uriOf), "key('wharf-attribute', 'schemeName')[namespace-uri() = '']")
  assert.equal(indexedPath('//Plain/b', uriOf), "key('wharf-element', 'Plain')[namespace-uri() = '']/b")
  for (const path of ['//cac:A[1]', '//cac:A[xs:decimal(cbc:P)]', '//cac:A[position() = 1]', '//cac:A[last()]', '//cac:A[cbc:ID = 1][2]', '//cac:A[not(b) + 1]',
    '//cac:A[count(b)]', '//(cac:A|cac:B)/c', '//cac:*', '//@*', '//text()', '//child::a', '//zz:A']) {
    assert.equal(indexedPath(path, uriOf), null, path)
  }
  const { xslt } = hoistDocumentPaths(XSLT)
  assert.match(xslt, /<xsl:key name="wharf-element" match="\*" use="local-name\(\)"\/>/)
  assert.match(xslt, /<xsl:variable name="wharf-doc-path-1" select="key\('wharf-element', 'a'\)\[namespace-uri\(\) = 'urn:cac'\]"\/>/)
})

test('a stylesheet with xpath-default-namespace is left as it is', () => {
  const withDefault = XSLT.replace('version="2.0"', 'version="2.0" xpath-default-namespace="urn:d"')
  assert.deepEqual(hoistDocumentPaths(withDefault), { xslt: withDefault, hoisted: 0 })
})

const INVOICE = `<Invoice xmlns="urn:inv" xmlns:cac="urn:cac" xmlns:cbc="urn:cbc">
  <cac:AccountingSupplierParty><cac:Party><cbc:Country>SE</cbc:Country></cac:Party></cac:AccountingSupplierParty>
  <cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:Amount>10.5</cbc:Amount><cac:Tax><cbc:ID>S</cbc:ID></cac:Tax></cac:InvoiceLine>
  <cac:InvoiceLine><cbc:ID>2</cbc:ID><cbc:Amount>4</cbc:Amount><cac:Tax><cbc:ID>Z</cbc:ID></cac:Tax></cac:InvoiceLine>
</Invoice>`

test('rewritten expressions give what the originals give, on every node they are checked at', async () => {
  const doc = await SaxonJS.getResource({ text: INVOICE, type: 'xml' })
  const namespaceContext = { cac: 'urn:cac', cbc: 'urn:cbc', xs: 'http://www.w3.org/2001/XMLSchema' }
  const nodes = SaxonJS.XPath.evaluate('//*', doc, { namespaceContext, resultForm: 'array' })
  const exprs = [
    "exists(//cac:AccountingSupplierParty/cac:Party[cbc:Country = 'SE']) and cac:Tax/cbc:ID = 'S'",
    'sum(//cac:InvoiceLine/xs:decimal(cbc:Amount)) = 14.5',
    'count(//cac:InvoiceLine[//cac:Tax/cbc:ID = cbc:ID]) + count(cbc:ID)',
    "string-join(//cac:InvoiceLine/cbc:ID, ',')"
  ]
  for (const expr of exprs) {
    const { out, vars } = hoist(expr)
    assert.notEqual(out, expr)
    const params: Record<string, unknown> = {}
    // In dependency order: a variable's path may name the ones before it.
    for (const [p, v] of vars) params[v] = SaxonJS.XPath.evaluate(p, doc, { namespaceContext, params, resultForm: 'array' })
    for (const node of nodes) {
      const original = SaxonJS.XPath.evaluate(expr, node, { namespaceContext })
      const rewritten = SaxonJS.XPath.evaluate(out, node, { namespaceContext, params })
      assert.deepEqual(rewritten, original, `${expr} at ${String(node.localName)}`)
    }
  }
})

test('a compiled stylesheet gives the same answers with its paths hoisted and indexed as without', () => {
  const stylesheet = `<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:cac="urn:cac" xmlns:cbc="urn:cbc">
<xsl:template match="/"><r><xsl:apply-templates select="//cac:InvoiceLine"/></r></xsl:template>
<xsl:template match="cac:InvoiceLine"><xsl:variable name="n" select="count(//cac:InvoiceLine[cac:Tax/cbc:ID = 'S'])"/>
<xsl:variable name="a" select="count(//@currencyID)"/><xsl:variable name="b" select="string-join(//cac:InvoiceLine[not(cbc:Note)]/cbc:ID, ',')"/>
<xsl:variable name="c" select="string-join(//cac:InvoiceLine[1]/cbc:ID, ',')"/><xsl:variable name="d" select="count(//cbc:ID[. = 'S'])"/>
<l n="{$n}" a="{$a}" b="{$b}" c="{$c}" d="{$d}"><xsl:if test="exists(//cac:Party[cbc:Country = 'SE'])">SE</xsl:if></l></xsl:template>
</xsl:stylesheet>`
  const source = `<Invoice xmlns:cac="urn:cac" xmlns:cbc="urn:cbc"><cac:Party><cbc:Country>SE</cbc:Country></cac:Party>
<cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:Amount currencyID="EUR">1</cbc:Amount><cac:Tax><cbc:ID>S</cbc:ID></cac:Tax></cac:InvoiceLine>
<g><cac:InvoiceLine><cbc:ID>2</cbc:ID><cbc:Note>n</cbc:Note><cac:Tax><cbc:ID>Z</cbc:ID></cac:Tax></cac:InvoiceLine>
<cac:InvoiceLine><cbc:ID>3</cbc:ID><cbc:Amount currencyID="SEK">1</cbc:Amount><cac:Tax><cbc:ID>S</cbc:ID></cac:Tax></cac:InvoiceLine></g></Invoice>`
  const { xslt, hoisted } = hoistDocumentPaths(stylesheet)
  assert.equal(hoisted, 6)
  assert.equal((xslt.match(/select="key\(/g) ?? []).length, 5, 'all but the positional //cac:InvoiceLine[1] read the index')
  const original = runExported(stylesheet, source)
  assert.match(original, /<l n="2" a="2" b="1,3" c="1,2" d="2">SE<\/l>/)
  assert.equal(runExported(xslt, source), original)
})
