/**
 * The official unit test sets: VEFA `testSet` files (http://difi.no/xsd/vefa/validator/1.0) of eInvoicing-EN16931
 * and peppol-bis-invoice-3. Each `<test>` has an `<assert>` with `<success>RULE</success>` (the rule must not fail),
 * `<error>RULE</error>` (it must fail as an error) or `<warning>RULE</warning>` (it must fail as a warning), and the
 * document to check. The testSet's configuration names the rule set under test.
 *
 *   for (const c of readTestSet(text, file)) checkCase(c, runRuleSet(c.ruleSet, c.xml))   // -> null or why it failed
 */
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom'
import type { SvrlAssertion } from '../../core/validation/schematron.ts'

const VEFA = 'http://difi.no/xsd/vefa/validator/1.0'

export interface VefaCase {
  file: string
  index: number
  ruleSet: string
  expect: Array<{ kind: 'success' | 'error' | 'warning', rule: string }>
  xml: string
}

const CONFIGURATIONS: Record<string, string> = {
  'tc434-ubl': 'cen-en16931-ubl',
  'tc434-cii': 'cen-en16931-cii',
  'peppolbis-en16931-base-3.0-ubl': 'peppol-bis-billing-3-ubl',
  'peppolbis-en16931-01-3.0-ubl-invoice': 'peppol-bis-billing-3-ubl',
  'peppolbis-en16931-base-3.0-cii': 'peppol-bis-billing-3-cii'
}

export function readTestSet (text: string, file: string): VefaCase[] {
  const doc = new DOMParser().parseFromString(text, 'text/xml')
  const root = doc.documentElement
  if (root === null || root.namespaceURI !== VEFA || root.localName !== 'testSet') return []
  const ruleSet = CONFIGURATIONS[root.getAttribute('configuration') ?? '']
  if (ruleSet === undefined) throw new Error(`${file}: unknown configuration ${root.getAttribute('configuration') ?? ''}`)
  const out: VefaCase[] = []
  const elements = (parent: Element): Element[] => Array.from(parent.childNodes).filter((n): n is Element => n.nodeType === 1)
  for (const test of elements(root).filter(e => e.namespaceURI === VEFA && e.localName === 'test')) {
    const assert = elements(test).find(e => e.namespaceURI === VEFA && e.localName === 'assert')
    const document = elements(test).find(e => e.namespaceURI !== VEFA)
    if (assert === undefined || document === undefined) continue
    const expect = elements(assert)
      .filter(e => e.localName === 'success' || e.localName === 'error' || e.localName === 'warning')
      .map(e => ({ kind: e.localName as 'success' | 'error' | 'warning', rule: (e.textContent ?? '').trim() }))
    if (expect.length === 0) continue
    out.push({ file, index: out.length + 1, ruleSet, expect, xml: new XMLSerializer().serializeToString(document) })
  }
  return out
}

/** null when the assertions meet the case's expectations, else why not. */
export function checkCase (c: VefaCase, assertions: SvrlAssertion[]): string | null {
  for (const e of c.expect) {
    const fired = assertions.filter(a => a.id === e.rule)
    if (e.kind === 'success' && fired.some(a => a.flag === 'error')) return `${e.rule} expected to pass, failed: ${fired[0]?.text ?? ''}`
    if (e.kind === 'error' && !fired.some(a => a.flag === 'error')) return `${e.rule} expected as error, got ${fired.length === 0 ? 'nothing' : fired.map(a => a.flag).join(',')} (${assertions.map(a => a.id).join(' ') || 'no assertions'})`
    if (e.kind === 'warning' && !fired.some(a => a.flag === 'warning')) return `${e.rule} expected as warning, got ${fired.length === 0 ? 'nothing' : fired.map(a => a.flag).join(',')}`
  }
  return null
}
