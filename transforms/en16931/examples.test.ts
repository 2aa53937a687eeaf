// Every other official example (BIS 3 invoices and credit notes, TC434 credit note, CEN max-content invoice and
// credit note, NLCIUS / SI-UBL, CII rounding case, XRechnung extension and UBL-only cases) converts to the other
// syntax and back without losing a business term; every output of every conversion is valid against the target's
// XSD (UBL 2.1 Invoice/CreditNote, CII D16B) with xmllint. BIS 3 -> PINT-EU against the official PINT-EU example.
// Official-rules validation of the outputs: core/validation/transform-output.ts (test/transforms/transform-api.test.ts).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { convertStep, readModel, XmlInputError } from './convert.ts'
import { CII_CANNOT_HOLD, lostTerms } from './model.ts'
import { needs } from '../../test/helpers/tools.ts'

const T = path.join(import.meta.dirname, 'testdata')
const load = (f: string): string => fs.readFileSync(path.join(T, f), 'utf8')
const list = (dir: string): string[] => fs.readdirSync(path.join(T, dir)).filter(f => f.endsWith('.xml')).map(f => `${dir}/${f}`)
const xrechnung = (dir: string): string[] => list(`xrechnung-testsuite/src/test/${dir}`)

const EXAMPLES = [
  ...list('peppol-bis-invoice-3'), ...list('eInvoicing-EN16931'), ...list('nlcius'), ...list('pint-eu'),
  ...xrechnung('business-cases/standard'), ...xrechnung('business-cases/extension'), ...xrechnung('technical-cases/cius')
]

/** Elements the EN 16931 model has no business term for, as found in these examples (reported as `unmapped`):
 * XRechnung extension content (sub-invoice lines, prepaid payments; BT-DEX terms the model does not carry yet), a
 * line's VAT exemption reason, a buyer's second tax registration. */
const UNMAPPED_OK = /UBLExtensions|SubInvoiceLine|PrepaidPayment|\/ram:ApplicableTradeTax\/ram:ExemptionReason$|BuyerTradeParty\/ram:SpecifiedTaxRegistration|AccountingCustomerParty\/cac:Party\/cac:PartyTaxScheme/

const outputs: Array<{ syntax: 'ubl' | 'cii', root: string, file: string }> = []
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-transform-'))
let seq = 0
const keep = (xml: string, syntax: 'ubl' | 'cii'): void => {
  const file = path.join(tmp, `${++seq}.xml`)
  fs.writeFileSync(file, xml)
  outputs.push({ syntax, root: /<CreditNote[\s>]/.test(xml.slice(0, 400)) ? 'CreditNote' : syntax === 'ubl' ? 'Invoice' : 'CrossIndustryInvoice', file })
}

test('a VAT accounting currency equal to the invoice currency is left out of the CII form (CII BR-53 refuses it)', () => {
  const f = 'eInvoicing-EN16931/sample-discount-price.xml'
  assert.match(load(f), /<cbc:TaxCurrencyCode>EUR<\/cbc:TaxCurrencyCode>/)
  const cii = convertStep(load(f), 'cii')
  assert.deepEqual(cii.lost, [])
  assert.doesNotMatch(cii.xml, /TaxCurrencyCode/)
  assert.match(cii.xml, /<ram:InvoiceCurrencyCode>EUR<\/ram:InvoiceCurrencyCode>/)
  assert.match(cii.xml, /<ram:TaxTotalAmount currencyID="EUR">3.03<\/ram:TaxTotalAmount>/)
})

test('the examples cover invoices and credit notes of both syntaxes', () => {
  const roots = EXAMPLES.map(f => readModel(load(f)).info.syntax + ':' + String(readModel(load(f)).model['BT-3']))
  assert.ok(roots.some(r => r === 'ubl:381'), 'a UBL credit note')
  assert.ok(roots.some(r => r.startsWith('cii:')))
  assert.ok(EXAMPLES.length >= 100, `${EXAMPLES.length} examples`)
})

for (const f of EXAMPLES) {
  test(`round trip through the other syntax: ${f}`, () => {
    const src = readModel(load(f))
    const own = src.info.syntax === 'ubl' ? 'ubl' : 'cii'
    const other = own === 'ubl' ? 'cii' : 'ubl'
    const there = convertStep(load(f), other)
    assert.deepEqual(there.lost.filter(l => !CII_CANNOT_HOLD.test(l.term)), [], `${src.info.syntax} -> ${other} loses nothing (but what CII cannot hold, reported)`)
    for (const u of there.unmapped) assert.match(u, UNMAPPED_OK, `unmapped source element ${u}`)
    keep(there.xml, other)
    const back = convertStep(there.xml, own)
    assert.deepEqual(back.lost, [])
    keep(back.xml, own)
    assert.deepEqual(lostTerms(src.model, readModel(back.xml).model).filter(d => !CII_CANNOT_HOLD.test(d.term)), [], 'A -> B -> A keeps every business term')
  })
}

test('every output is valid against the UBL 2.1 / CII D16B schema (xmllint)', needs('xmllint'), () => {
  const schema: Record<string, string> = {
    Invoice: path.join(T, 'xsd/ubl-2.1/maindoc/UBL-Invoice-2.1.xsd'),
    CreditNote: path.join(T, 'xsd/ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd'),
    CrossIndustryInvoice: path.join(T, 'xsd/cii-d16b/CrossIndustryInvoice_100pD16B.xsd')
  }
  assert.ok(outputs.length >= EXAMPLES.length, `${outputs.length} outputs`)
  for (const root of Object.keys(schema)) {
    const files = outputs.filter(o => o.root === root).map(o => o.file)
    if (files.length === 0) continue
    try {
      execFileSync('xmllint', ['--noout', '--nonet', '--schema', schema[root], ...files], { stdio: 'pipe' })
    } catch (err) {
      assert.fail(`xmllint: ${String((err as { stderr?: Buffer }).stderr ?? err).split('\n').filter(l => !l.endsWith(' validates')).join('\n').slice(0, 3000)}`)
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true })
})

test('BIS 3 -> PINT-EU against the official PINT-EU example, and back', () => {
  const bis = load('peppol-bis-invoice-3/base-example.xml')
  const pint = readModel(load('pint-eu/base-example.xml'))
  const out = convertStep(bis, 'ubl', 'pint-eu')
  assert.equal(out.target.customization, 'urn:peppol:pint:billing-1@eu-1')
  assert.deepEqual(out.lost, [])
  assert.deepEqual(lostTerms(readModel(out.xml).model, pint.model), [])
  assert.deepEqual(lostTerms(pint.model, readModel(out.xml).model), [])
  const back = convertStep(out.xml, 'ubl', 'bis3')
  assert.deepEqual(lostTerms(readModel(bis).model, readModel(back.xml).model), [])
})

test('credit notes: UBL CreditNote -> CII 381 -> UBL CreditNote; the due date of a credit note goes to PaymentMeans', () => {
  const cn = load('eInvoicing-EN16931/CreditNote-Max_content.xml')
  const cii = convertStep(cn, 'cii')
  assert.match(cii.xml, /<ram:TypeCode>381<\/ram:TypeCode>/)
  const back = convertStep(cii.xml, 'ubl')
  assert.match(back.xml, /^<\?xml[^>]*>\s*<CreditNote /)
  assert.match(back.target.documentTypeId ?? '', /CreditNote-2::CreditNote##/)
})

test('a term the target cannot hold is reported, not dropped: a UBL credit note has no DueDate without PaymentMeans', () => {
  const cii = load('eInvoicing-EN16931/CII_example1.xml').replace('<ram:TypeCode>380</ram:TypeCode>', '<ram:TypeCode>381</ram:TypeCode>')
    .replace(/<ram:SpecifiedTradeSettlementPaymentMeans>[\s\S]*?<\/ram:SpecifiedTradeSettlementPaymentMeans>/g, '')
    .replace(/<ram:PaymentReference>[^<]*<\/ram:PaymentReference>/, '')
  const m = readModel(cii).model
  assert.ok(m['BT-9'] !== undefined, 'the example has a due date')
  const out = convertStep(cii, 'ubl')
  assert.deepEqual(out.lost.map(l => l.term), ['BT-9'])
})

test('XRechnung extension content (ext:UBLExtensions) is reported as unmapped', () => {
  const f = xrechnung('business-cases/extension').find(x => load(x).includes('UBLExtensions'))
  if (f === undefined) return
  const out = convertStep(load(f), 'cii')
  assert.ok(out.unmapped.some(u => u.includes('UBLExtensions')))
})

test('amounts keep their decimal text (no doubles): 229.60 stays 229.60', () => {
  const xml = load('peppol-bis-invoice-3/base-example.xml').replace(/<cbc:PayableAmount currencyID="EUR">[^<]*</, '<cbc:PayableAmount currencyID="EUR">229.60<')
  assert.match(convertStep(xml, 'cii').xml, /<ram:DuePayableAmount>229\.60<\/ram:DuePayableAmount>/)
})

test('refused input: DOCTYPE, not XML, not an invoice', () => {
  const base = load('peppol-bis-invoice-3/base-example.xml')
  const doctype = base.replace(/^<\?xml[^>]*>/, '$&<!DOCTYPE Invoice [<!ENTITY x "y">]>')
  assert.throws(() => convertStep(doctype, 'cii'), XmlInputError)
  assert.throws(() => convertStep('<Invoice', 'cii'), XmlInputError)
  assert.throws(() => convertStep('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>', 'cii'), /neither a UBL Invoice/)
})

test('NLCIUS -> BIS 3: every SI-UBL / NLCIUS-CII example keeps all its business terms under the BIS 3 identifiers', () => {
  for (const f of list('nlcius')) {
    const src = readModel(load(f))
    const ubl = src.info.syntax === 'ubl' ? load(f) : convertStep(load(f), 'ubl').xml
    const out = convertStep(ubl, 'ubl', 'bis3')
    assert.equal(out.source.cius, 'nlcius', f)
    assert.equal(out.target.customization, 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0')
    assert.deepEqual(out.lost, [], f)
    const bis = readModel(out.xml).model
    assert.equal(bis['BT-23'], 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0')
    assert.deepEqual(lostTerms(src.model, bis).map(l => l.term).filter(t => t !== 'BT-23' && t !== 'BT-24'), [], f)
  }
})
