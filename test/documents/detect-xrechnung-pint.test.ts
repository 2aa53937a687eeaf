// Issue 18 point 1: detection of XRechnung 3.0 and PINT documents (official examples and ones not in any example
// set), their capability and topics, and the validation option each gets (XRechnung: XSD + CEN + XRechnung;
// PINT: the XSD only, with an information assertion saying that no PINT Schematron is compiled yet).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { detectDocument } from '../../core/documents/detect.ts'
import { topicsFor } from '../../core/documents/topics.ts'
import { capabilityOf } from '../../core/peppol/doctypes/capabilities.ts'
import { selectOption } from '../../core/validation/rule-sets.ts'
import { validateDocument } from '../../core/validation/validate.ts'
import { WharfError } from '../../core/errors.ts'

const dir = path.resolve(import.meta.dirname, '../fixtures/documents')
const text = (f: string): string => fs.readFileSync(path.join(dir, f), 'utf8')
const XR = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'
const XR_EXT = `${XR}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`
const UBL = (root: string): string => `urn:oasis:names:specification:ubl:schema:xsd:${root}-2::${root}`
const CII = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100::CrossIndustryInvoice'

/** The official PINT EU invoice turned into another document: root, customization and type code changed. */
function pint (customization: string, creditNote = false): string {
  let xml = text('pint-eu-base-example.xml').replace('urn:peppol:pint:billing-1@eu-1', customization)
  if (creditNote) {
    xml = xml.replace('xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"', 'xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"')
      .replace('<Invoice ', '<CreditNote ').replace('</Invoice>', '</CreditNote>')
      .replace('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>', '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>')
  }
  return xml
}

test('XRechnung 3.0 UBL and CII (KoSIT examples): busdox-docid-qns, capability xrechnung, InvoiceReceived', () => {
  const ubl = detectDocument(Buffer.from(text('xrechnung-01.01a-invoice-ubl.xml')))
  assert.equal(ubl.documentTypeId, `busdox-docid-qns::${UBL('Invoice')}##${XR}::2.1`)
  assert.equal(ubl.processId, 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0')
  assert.equal(ubl.documentTypeName, 'XRechnung UBL Invoice V3.0')
  assert.equal(capabilityOf(ubl.documentTypeId, ubl.processId), 'xrechnung')
  assert.equal(topicsFor(ubl.family, ubl.documentTypeId).received, 'InvoiceReceived')
  const cii = detectDocument(Buffer.from(text('xrechnung-01.01a-invoice-cii.xml')))
  assert.equal(cii.documentTypeId, `busdox-docid-qns::${CII}##${XR}::D16B`)
  assert.equal(cii.family, 'Invoice')
  assert.equal(capabilityOf(cii.documentTypeId), 'xrechnung')
})

test('XRechnung documents outside the examples: a credit note by hand, the Extension variant, a CII credit note', () => {
  const cn = detectDocument(Buffer.from(text('handmade-xrechnung-creditnote.xml')))
  assert.equal(cn.family, 'CreditNote')
  assert.equal(cn.documentTypeName, 'XRechnung UBL Credit Note V3.0')
  assert.deepEqual([cn.sender, cn.receiver], [{ ok: true, id: '0088:7300010000001' }, { ok: true, id: '0192:987654325' }])
  assert.equal(topicsFor(cn.family, cn.documentTypeId).received, 'InvoiceReceived')
  const ext = detectDocument(Buffer.from(text('xrechnung-01.01a-invoice-ubl.xml').replace(`>${XR}<`, `>${XR_EXT}<`)))
  assert.equal(ext.documentTypeName, 'XRechnung UBL Invoice V3.0 Extension')
  assert.equal(capabilityOf(ext.documentTypeId), 'xrechnung')
  const ciiCn = detectDocument(Buffer.from(text('xrechnung-01.01a-invoice-cii.xml').replace('<ram:TypeCode>380</ram:TypeCode>', '<ram:TypeCode>381</ram:TypeCode>')))
  assert.equal(ciiCn.family, 'CreditNote')
  assert.equal(capabilityOf(ciiCn.documentTypeId), 'xrechnung')
})

test('PINT: peppol-doctype-wildcard; EU listed itself, other profiles covered by the Peppol-wide PINT', () => {
  const eu = detectDocument(Buffer.from(text('pint-eu-base-example.xml')))
  assert.equal(eu.documentTypeId, `peppol-doctype-wildcard::${UBL('Invoice')}##urn:peppol:pint:billing-1@eu-1::2.1`)
  assert.equal(eu.processId, 'cenbii-procid-ubl::urn:peppol:bis:billing')
  assert.equal(eu.documentTypeName, 'EU PINT Invoice v1.0')
  assert.equal(capabilityOf(eu.documentTypeId, eu.processId), 'pint')
  const euCn = detectDocument(Buffer.from(pint('urn:peppol:pint:billing-1@eu-1', true)))
  assert.equal(euCn.family, 'CreditNote')
  assert.equal(euCn.documentTypeName, 'EU PINT Credit Note v1.0')
  assert.equal(topicsFor(euCn.family, euCn.documentTypeId).received, 'InvoiceReceived')
  // a profile the code list does not list: its own identifier, named after the abstract parent
  const other = detectDocument(Buffer.from(pint('urn:peppol:pint:billing-1@xx-1', true)))
  assert.equal(other.documentTypeId, `peppol-doctype-wildcard::${UBL('CreditNote')}##urn:peppol:pint:billing-1@xx-1::2.1`)
  assert.equal(other.documentTypeName, 'Peppol PINT Credit Note v1.0')
  assert.equal(capabilityOf(other.documentTypeId), 'pint')
  // an unknown PINT specification, or a PINT process that is not allowed, stays unsupported
  for (const bad of [pint('urn:peppol:pint:nosuch-1@eu-1'), pint('urn:peppol:pint:billing-1@eu-1').replace('urn:peppol:bis:billing', 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0')]) {
    assert.throws(() => detectDocument(Buffer.from(bad)), (err: unknown) => err instanceof WharfError && err.code === 'UNSUPPORTED_DOCUMENT')
  }
})

test('validation options: XRechnung -> XSD + CEN + XRechnung; PINT-EU -> XSD + its three rule sets; PINT JP -> XSD + its two; a PINT without rules (NG) -> XSD only, with an information assertion', async () => {
  assert.equal(selectOption('ubl', XR).option.id, 'xrechnung-3-ubl')
  assert.deepEqual(selectOption('ubl', XR_EXT).option.ruleSets, ['cen-en16931-ubl', 'xrechnung-ubl'])
  assert.deepEqual(selectOption('cii', XR).option.ruleSets, ['cen-en16931-cii', 'xrechnung-cii'])
  const p = selectOption('ubl', 'urn:peppol:pint:billing-1@eu-1')
  assert.deepEqual([p.option.id, p.option.ruleSets, p.unknown], ['peppol-pint-eu-ubl', ['pint-eu-ubl', 'pint-eu-en16931', 'pint-eu-jurisdiction'], false])
  const jp = selectOption('ubl', 'urn:peppol:pint:billing-1@jp-1')
  assert.deepEqual([jp.option.id, jp.option.ruleSets, jp.unknown], ['peppol-pint-jp-ubl', ['pint-ubl', 'pint-jp-jurisdiction'], false])
  const ng = selectOption('ubl', 'urn:peppol:pint:billing-1@ng-1')
  assert.deepEqual([ng.option.id, ng.option.ruleSets, ng.unknown], ['peppol-pint-ubl', [], false])
  const r = await validateDocument(text('pint-eu-base-example.xml'))
  assert.equal(r.isValid, true, JSON.stringify(r.assertions))
  assert.deepEqual(r.ruleSets.map(s => s.id), ['ubl-2.1-xsd', 'pint-eu-ubl', 'pint-eu-en16931', 'pint-eu-jurisdiction'])
  const other = await validateDocument(text('pint-eu-base-example.xml').replace('urn:peppol:pint:billing-1@eu-1', 'urn:peppol:pint:billing-1@ng-1'))
  assert.deepEqual(other.ruleSets.map(s => s.id), ['ubl-2.1-xsd'])
  const info = other.assertions.find(a => a.id === 'WHARF-PINT-NO-SCHEMATRON')
  assert.equal(info?.flag, 'information')
  assert.match(info?.text ?? '', /No Peppol PINT rules of this specialisation are vendored/)
  const broken = await validateDocument(text('pint-eu-base-example.xml').replace('<cbc:IssueDate>2017-11-13</cbc:IssueDate>', '<cbc:IssueDate>13.11.2017</cbc:IssueDate>'))
  assert.equal(broken.isValid, false)
  assert.ok(broken.assertions.some(a => a.artifact === 'schema' && a.flag === 'error'))
})
