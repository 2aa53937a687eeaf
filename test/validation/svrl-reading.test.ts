// Wharf reads the assertions from the SVRL tree SaxonJS returns (schematron.ts svrlAssertions); the reference engine's
// SVRL is text, parsed to a tree by @xmldom/xmldom first (parseSvrl). Both ways must give the same assertions: ids,
// flags (from flag, else role), locations, texts (every svrl:text inside, nested elements' text included, whitespace
// collapsed), in document order. SaxonJS's result nodes have no hasAttribute and answer '' for a missing attribute.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { loadRuleSet, parseSvrl, svrlAssertions } from '../../core/validation/schematron.ts'
import { exportSef, transformSef } from '../helpers/sef.ts'

const STYLESHEET = `<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
<xsl:template match="/"><svrl:schematron-output><svrl:active-pattern/><svrl:fired-rule context="a"/>
  <svrl:failed-assert id="R-1" flag="warning" location="/a[1]"><svrl:text>  one  <svrl:emph>two</svrl:emph>
    three </svrl:text><svrl:diagnostic-reference diagnostic="d"><svrl:text>four</svrl:text></svrl:diagnostic-reference></svrl:failed-assert>
  <svrl:successful-report id="R-2" role="information" location="/a[1]/b[1]"><svrl:text>&lt;five&gt; &amp; "six"</svrl:text></svrl:successful-report>
  <svrl:failed-assert id="R-3" flag="" role="warning"><svrl:text/></svrl:failed-assert>
  <other><svrl:failed-assert><svrl:text>nested, no id</svrl:text></svrl:failed-assert></other>
</svrl:schematron-output></xsl:template></xsl:stylesheet>`

test('the tree reader and the text reader give the same assertions (hand-made SVRL)', () => {
  const sef = exportSef(STYLESHEET)
  const fromText = parseSvrl(String(transformSef(sef, '<a/>')))
  assert.deepEqual(fromText.map(a => `${a.id}|${a.flag}|${a.location}|${a.text}`), [
    'R-1|warning|/a[1]|one two three four',
    'R-2|information|/a[1]/b[1]|<five> & "six"',
    'R-3|error||',
    '|error||nested, no id'
  ])
  assert.deepEqual(svrlAssertions(transformSef(sef, '<a/>', 'raw') as Parameters<typeof svrlAssertions>[0]), fromText)
})

test('the tree reader and the text reader give the same assertions (CEN and BIS Billing 3 on invoices)', () => {
  const base = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/validation/peppol-bis-invoice-3/rules/examples/base-example.xml'), 'utf8')
  const broken = base.replace(/<cbc:ID>[^<]*<\/cbc:ID>/, '').replace(/<cbc:InvoiceTypeCode>[^<]*</, '<cbc:InvoiceTypeCode>999<')
    .replace(/<cbc:LineExtensionAmount currencyID="EUR">[^<]*</g, '<cbc:LineExtensionAmount currencyID="EUR">12.345<')
  let failed = 0
  for (const id of ['cen-en16931-ubl', 'peppol-bis-billing-3-ubl']) {
    const sef = loadRuleSet(id)
    for (const xml of [base, broken]) {
      const fromTree = svrlAssertions(transformSef(sef, xml, 'raw') as Parameters<typeof svrlAssertions>[0])
      assert.deepEqual(fromTree, parseSvrl(String(transformSef(sef, xml))), id)
      failed += fromTree.length
    }
  }
  assert.ok(failed >= 5, `the broken invoice fails several rules (${failed})`)
})
