// The rewrite that makes the reports' attributes literal in compiled rule sets (literal-attributes.js): what moves,
// what stays, and that the output is the same: byte for byte on SaxonJS for a small stylesheet in the skeleton's form,
// and assertion for assertion (id, flag, location, text) on Saxon-HE Java for the CEN UBL rules.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { literalAttributes } from './literal-attributes.js'
import { ruleSetDefinitions, xsltOf } from './compile-rules.js'
import { parseSvrl } from '../../core/validation/schematron.ts'
import { needs, SAXON_JAR } from '../../test/helpers/tools.ts'
import { runExported } from '../../test/helpers/sef.ts'

const STYLESHEET = `<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:svrl="http://purl.oclc.org/dsdl/svrl" xmlns:cbc="urn:cbc" exclude-result-prefixes="cbc">
<xsl:template match="/"><svrl:schematron-output><xsl:apply-templates select="//cbc:*" mode="M1"/></svrl:schematron-output></xsl:template>
<xsl:template match="cbc:*" mode="M1"><xsl:choose><xsl:when test="string-length(.) &lt; 3"/><xsl:otherwise>
  <svrl:failed-assert test="string-length(.) &lt; 3">
    <xsl:attribute name="id">BR-{1}</xsl:attribute>
    <xsl:attribute name="flag">fatal</xsl:attribute>
    <xsl:attribute name="role">a "quoted" &amp; braced {x}
 value</xsl:attribute>
    <xsl:attribute name="location"><xsl:apply-templates select="." mode="full-path"/></xsl:attribute>
    <xsl:attribute name="see" select="'computed'"/>
    <xsl:attribute name="icon">stays</xsl:attribute>
    <svrl:text>[BR-{1}] too long: <xsl:value-of select="."/></svrl:text>
  </svrl:failed-assert>
  <svrl:successful-report><xsl:attribute name="id" select="concat('R-', local-name())"/><xsl:attribute name="flag">warning</xsl:attribute></svrl:successful-report>
</xsl:otherwise></xsl:choose></xsl:template>
<xsl:template match="*" mode="full-path"><xsl:for-each select="ancestor-or-self::*">/<xsl:value-of select="name()"/>[<xsl:value-of select="count(preceding-sibling::*) + 1"/>]</xsl:for-each></xsl:template>
</xsl:stylesheet>`
const SOURCE = '<r xmlns:cbc="urn:cbc"><cbc:a>ok</cbc:a><g><cbc:b>too long</cbc:b><cbc:c>also long</cbc:c></g></r>'

test('leading literal xsl:attribute instructions become attributes; the location calls one function per mode', () => {
  const { xslt, moved } = literalAttributes(STYLESHEET)
  assert.equal(moved, 4) // id, flag, location, role of the failed-assert; nothing of the report
  assert.match(xslt, /<svrl:failed-assert test="string-length\(\.\) &lt; 3" id="BR-\{\{1\}\}" flag="fatal" role="a &quot;quoted&quot; &amp; braced \{\{x\}\}&#10; value">/)
  assert.match(xslt, /<xsl:attribute name="location" select="wharf:location-1\(\.\)"\/>/)
  assert.match(xslt, /<xsl:function name="wharf:location-1"[^>]*><xsl:param name="node" as="node\(\)"\/><xsl:variable name="path"><xsl:apply-templates select="\$node" mode="full-path"\/>/)
  assert.match(xslt, /exclude-result-prefixes="cbc wharf"/)
  // what stays: computed with select, and anything after the first instruction that stays
  assert.match(xslt, /<xsl:attribute name="see" select="'computed'"\/>\s*<xsl:attribute name="icon">stays<\/xsl:attribute>/)
  assert.match(xslt, /<svrl:successful-report><xsl:attribute name="id" select="concat\('R-', local-name\(\)\)"\/><xsl:attribute name="flag">warning<\/xsl:attribute>/)
})

test('a stylesheet without such attributes, or not a stylesheet, is returned as it is', () => {
  const plain = '<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template match="/"><r a="1"/></xsl:template></xsl:stylesheet>'
  assert.deepEqual(literalAttributes(plain), { xslt: plain, moved: 0 })
  assert.deepEqual(literalAttributes('<r/>'), { xslt: '<r/>', moved: 0 })
})

test('SaxonJS gives the same output, byte for byte, before and after', () => {
  const original = runExported(STYLESHEET, SOURCE)
  assert.match(original, /id="BR-\{1\}" flag="fatal" role="a &#34;quoted&#34; &amp; braced \{x\}&#10; value" location="\/r\[1\]\/g\[2\]\/cbc:b\[1\]" see="computed" icon="stays"/)
  assert.equal(runExported(literalAttributes(STYLESHEET).xslt, SOURCE), original)
})

test('the CEN UBL rules report the same assertions, locations and texts on Saxon-HE Java before and after', needs('saxon'), async () => {
  const def = ruleSetDefinitions().find(d => d.id === 'cen-en16931-ubl')
  const xslt = await xsltOf(def)
  const base = fs.readFileSync(path.join(import.meta.dirname, '../../test/fixtures/validation/peppol-bis-invoice-3/rules/examples/base-example.xml'), 'utf8')
  // Broken in many places at once: totals, a missing ID, an unknown code, too many decimals.
  const broken = base.replace(/<cbc:ID>[^<]*<\/cbc:ID>/, '').replace(/<cbc:PayableAmount currencyID="EUR">[^<]*</, '<cbc:PayableAmount currencyID="EUR">1.123<')
    .replace(/<cbc:InvoiceTypeCode>[^<]*</, '<cbc:InvoiceTypeCode>999<').replace(/<cbc:LineExtensionAmount currencyID="EUR">[^<]*</g, '<cbc:LineExtensionAmount currencyID="EUR">12.345<')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-literal-cen-'))
  try {
    fs.writeFileSync(path.join(dir, 'rewritten.xslt'), literalAttributes(fs.readFileSync(xslt, 'utf8')).xslt)
    fs.mkdirSync(path.join(dir, 'in'))
    fs.writeFileSync(path.join(dir, 'in', 'base.xml'), base)
    fs.writeFileSync(path.join(dir, 'in', 'broken.xml'), broken)
    const svrl = (stylesheet: string, out: string): Map<string, string> => {
      fs.mkdirSync(path.join(dir, out))
      const r = spawnSync('java', ['-Xss16m', '-cp', SAXON_JAR, 'net.sf.saxon.Transform', `-xsl:${stylesheet}`, `-s:${path.join(dir, 'in')}`, `-o:${path.join(dir, out)}`], { encoding: 'utf8', timeout: 180_000 })
      assert.equal(r.status, 0, r.stderr)
      return new Map(['base.xml', 'broken.xml'].map(f => [f, fs.readFileSync(path.join(dir, out, f), 'utf8')]))
    }
    const before = svrl(xslt, 'before')
    const after = svrl(path.join(dir, 'rewritten.xslt'), 'after')
    for (const f of ['base.xml', 'broken.xml']) assert.deepEqual(parseSvrl(after.get(f) as string), parseSvrl(before.get(f) as string), f)
    const failed = parseSvrl(before.get('broken.xml') as string)
    assert.ok(failed.length >= 5, `the broken invoice fails several rules (${failed.map(a => a.id).join(', ')})`)
    assert.ok(failed.every(a => a.location.startsWith('/')), 'each with its location')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
