import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { WharfError } from '../../errors.ts'
import {
  CAPABILITIES, CAPABILITY_NAMES, CAPABILITY_NOTES, capabilitiesOf, capabilityOf, documentTypesFor, familyOf,
  documentTypeMatches, formatDocumentTypeId, formatProcessId, parseDocumentTypeId, parseProcessId, resolveCapabilities, rootElementOf,
  UNRESOLVED, validateCapabilities, validateCapabilityDefaults
} from './capabilities.ts'

const CODE_LIST = path.resolve(import.meta.dirname, '../../../rules/peppol-codelists/document-types-v9.7.xml')

const BIS3_INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const BIS3_CREDIT_NOTE = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const CII = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100::CrossIndustryInvoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::D16B'
const MLS = 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2::ApplicationResponse##urn:peppol:edec:mls:1.0::2.1'
const ORDER = 'urn:oasis:names:specification:ubl:schema:xsd:Order-2::Order##urn:fdc:peppol.eu:poacc:trns:order:3::2.1'
const ORDER_CHANGE = 'urn:oasis:names:specification:ubl:schema:xsd:OrderChange-2::OrderChange##urn:fdc:peppol.eu:poacc:trns:order_change:3::2.3'
const DESPATCH = 'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2::DespatchAdvice##urn:fdc:peppol.eu:poacc:trns:despatch_advice:3::2.1'
const BILLING = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
const XR = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'
const XR_UBL = `urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##${XR}::2.1`
const XR_UBL_CN = `urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##${XR}::2.1`
const XR_CII = `urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100::CrossIndustryInvoice##${XR}::D16B`
const XR_EXT_UBL = `urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##${XR}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0::2.1`
const pintId = (root: 'Invoice' | 'CreditNote', customization: string): string =>
  `peppol-doctype-wildcard::urn:oasis:names:specification:ubl:schema:xsd:${root}-2::${root}##${customization}::2.1`

interface CodeListEntry { name: string, scheme: string, value: string, state: string, processes: string[] }

function readCodeList (): CodeListEntry[] {
  const xml = fs.readFileSync(CODE_LIST, 'utf8')
  const attr = (s: string, n: string): string => {
    const m = new RegExp(` ${n}="([^"]*)"`).exec(` ${s}`)
    return m === null ? '' : m[1] as string
  }
  return [...xml.matchAll(/<document-type ([^>]*)>([\s\S]*?)<\/document-type>/g)].map(m => ({
    name: attr(m[1] as string, 'name'),
    scheme: attr(m[1] as string, 'scheme'),
    value: attr(m[1] as string, 'value'),
    state: attr(m[1] as string, 'state'),
    processes: [...(m[2] as string).matchAll(/value="([^"]*)"/g)].map(p => p[1] as string)
  }))
}

function assertValidation (fn: () => unknown, field: string, reason?: string): void {
  assert.throws(fn, (err: unknown) => {
    assert.ok(err instanceof WharfError, String(err))
    assert.equal(err.code, 'VALIDATION_FAILED')
    assert.equal((err.details as { field: string }).field, field)
    if (reason !== undefined) assert.equal((err.details as { reason: string }).reason, reason)
    assert.ok(err.message.includes(field), err.message)
    return true
  })
}

describe('capabilities.json', () => {
  test('has the ten capabilities of the spec, in order, then despatchAdvice, xrechnung, pint and logistics; each with document types', () => {
    assert.deepEqual(Object.keys(CAPABILITIES), [...CAPABILITY_NAMES])
    assert.equal(CAPABILITY_NAMES.length, 14)
    assert.deepEqual(CAPABILITY_NAMES.slice(10), ['despatchAdvice', 'xrechnung', 'pint', 'logistics'])
    for (const name of CAPABILITY_NAMES) assert.ok(CAPABILITIES[name].documentTypes.length > 0, name)
  })

  test('every identifier is an entry of the eDEC code list v9.7 with its process allowed', () => {
    const list = readCodeList()
    assert.equal(list.length, 321)
    for (const name of CAPABILITY_NAMES) {
      for (const d of CAPABILITIES[name].documentTypes) {
        const entry = list.find(e => e.scheme === d.documentTypeId.scheme && e.value === d.documentTypeId.value)
        assert.ok(entry !== undefined, `${name}: ${d.documentTypeId.value} is not in the code list`)
        assert.equal(entry.name, d.name)
        assert.equal(entry.state, d.codeListState)
        assert.notEqual(entry.state, 'removed')
        for (const p of d.processIds) assert.ok(entry.processes.includes(p), `${name}: ${p} not allowed for ${d.name}`)
      }
    }
  })

  test('matches the exact ids of PEPPOL.md (i) and the key document types table', () => {
    const ids = (name: keyof typeof CAPABILITIES): string[] => CAPABILITIES[name].documentTypes.map(d => formatDocumentTypeId(d.documentTypeId))
    assert.ok(ids('invoices').includes(`busdox-docid-qns::${BIS3_INVOICE}`))
    assert.ok(ids('invoices').includes(`busdox-docid-qns::${BIS3_CREDIT_NOTE}`))
    assert.ok(ids('invoices').includes(`busdox-docid-qns::${CII}`))
    assert.deepEqual(ids('reviews'), [`busdox-docid-qns::${MLS}`])
    assert.deepEqual(CAPABILITIES.reviews.documentTypes[0]?.processIds, ['urn:peppol:edec:mls'])
    assert.deepEqual(CAPABILITIES.invoiceResponse.documentTypes[0]?.processIds, ['urn:fdc:peppol.eu:poacc:bis:invoice_response:3'])
    assert.deepEqual(CAPABILITIES.orderOnly.documentTypes.map(d => [d.documentTypeId.value, d.processIds]),
      [[ORDER, ['urn:fdc:peppol.eu:poacc:bis:order_only:3']]])
    assert.deepEqual(CAPABILITIES.orderResponse.documentTypes.map(d => d.documentTypeId.value),
      ['urn:oasis:names:specification:ubl:schema:xsd:OrderResponse-2::OrderResponse##urn:fdc:peppol.eu:poacc:trns:order_response:3::2.1'])
    assert.deepEqual(CAPABILITIES.invoice_bisv2.documentTypes.map(d => d.codeListState), ['deprecated', 'deprecated', 'deprecated'])
    assert.deepEqual(CAPABILITIES.orderAdvanced.documentTypes.map(d => d.family), ['Order', 'OrderChange', 'OrderCancellation'])
  })

  test('logistics: every Logistics entry of the code list that is not removed, with all its processes', () => {
    const list = readCodeList().filter(e => e.value.includes('##urn:fdc:peppol.eu:logistics:trns:') && e.state !== 'removed')
    assert.equal(list.length, 10)
    assert.deepEqual(CAPABILITIES.logistics.documentTypes.map(d => [d.documentTypeId.value, [...d.processIds]]).sort(), list.map(e => [e.value, e.processes]).sort())
    assert.deepEqual(CAPABILITIES.logistics.documentTypes.map(d => d.family), ['DespatchAdvice', 'ReceiptAdvice', 'ApplicationResponse', 'ApplicationResponse',
      'WeightStatement', 'Waybill', 'TransportExecutionPlanRequest', 'TransportExecutionPlan', 'TransportationStatusRequest', 'TransportationStatus'])
    assert.equal(familyOf('urn:oasis:names:specification:ubl:schema:xsd:Waybill-2::Waybill##urn:fdc:peppol.eu:logistics:trns:waybill:1::2.3'), 'Waybill')
    assert.equal(capabilityOf('urn:oasis:names:specification:ubl:schema:xsd:TransportExecutionPlan-2::TransportExecutionPlan##urn:fdc:peppol.eu:logistics:trns:transport_execution_plan:1::2.3'), undefined)
  })

  test('nothing is left unresolved; interpretations are written down', () => {
    assert.deepEqual(UNRESOLVED, [])
    assert.ok(CAPABILITY_NOTES.some(n => n.includes('SI-UBL 2.0')))
    assert.ok(Object.isFrozen(CAPABILITIES) && Object.isFrozen(CAPABILITIES.invoices.documentTypes[0]))
  })
})

describe('identifier formatting', () => {
  test('document type ids: scheme prefix recognised only in scheme shape; the value keeps its own "::"', () => {
    assert.equal(formatDocumentTypeId({ scheme: 'busdox-docid-qns', value: BIS3_INVOICE }), `busdox-docid-qns::${BIS3_INVOICE}`)
    assert.equal(formatDocumentTypeId(BIS3_INVOICE), `busdox-docid-qns::${BIS3_INVOICE}`)
    assert.deepEqual(parseDocumentTypeId(`busdox-docid-qns::${BIS3_INVOICE}`), { scheme: 'busdox-docid-qns', value: BIS3_INVOICE })
    assert.deepEqual(parseDocumentTypeId(BIS3_INVOICE), { scheme: 'busdox-docid-qns', value: BIS3_INVOICE })
    const pint = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:peppol:pint:billing-1@eu-1::2.1'
    assert.deepEqual(parseDocumentTypeId(`peppol-doctype-wildcard::${pint}`), { scheme: 'peppol-doctype-wildcard', value: pint })
    assertValidation(() => parseDocumentTypeId('busdox-docid-qns::'), 'documentTypeId', 'empty')
    assertValidation(() => parseDocumentTypeId('x'.repeat(501)), 'documentTypeId', 'length')
    assertValidation(() => parseDocumentTypeId({ scheme: 'bad scheme', value: 'v' }, undefined, 'documentTypes[2]'), 'documentTypes[2]', 'scheme')
  })

  test('process ids', () => {
    assert.equal(formatProcessId(BILLING), `cenbii-procid-ubl::${BILLING}`)
    assert.deepEqual(parseProcessId(`cenbii-procid-ubl::${BILLING}`), { scheme: 'cenbii-procid-ubl', value: BILLING })
    assert.deepEqual(parseProcessId(BILLING), { scheme: 'cenbii-procid-ubl', value: BILLING })
    assertValidation(() => parseProcessId('p'.repeat(201)), 'processId', 'length')
  })

  test('rootElementOf', () => {
    assert.equal(rootElementOf(BIS3_INVOICE), 'Invoice')
    assert.equal(rootElementOf(CII), 'CrossIndustryInvoice')
    assert.equal(rootElementOf('no-root-here'), undefined)
  })
})

describe('capability maps', () => {
  test('on / off / inherited (missing = inherited; inherited without a default = off)', () => {
    const r = resolveCapabilities(
      { invoices: 'inherited', selfbilling: 'on', reviews: 'off', orders: 'inherited' },
      { invoices: 'on', reviews: 'on', orders: 'off', invoiceResponse: 'on' })
    assert.equal(r.invoices, true) // inherited from on
    assert.equal(r.selfbilling, true) // explicit on
    assert.equal(r.reviews, false) // explicit off beats default on
    assert.equal(r.orders, false) // inherited from off
    assert.equal(r.invoiceResponse, true) // missing -> inherited -> on
    assert.equal(r.orderOnly, false) // missing, no default -> off
    assert.deepEqual(Object.keys(r), [...CAPABILITY_NAMES])
  })

  test('documentTypesFor merges capabilities that share a document type into one entry with several processes', () => {
    const docs = documentTypesFor({ orders: 'on', orderOnly: 'inherited', orderAdvanced: 'on', orderResponse: 'off' }, { orderOnly: 'on', orderResponse: 'on' })
    assert.deepEqual(docs.map(d => d.name), ['Peppol Order transaction 3.0', 'Peppol Order Change', 'Peppol Order Cancellation'])
    const order = docs[0]
    assert.ok(order !== undefined)
    assert.equal(order.id, `busdox-docid-qns::${ORDER}`)
    assert.deepEqual(order.processIds, ['urn:fdc:peppol.eu:poacc:bis:ordering:3', 'urn:fdc:peppol.eu:poacc:bis:order_only:3', 'urn:fdc:peppol.eu:poacc:bis:advanced_ordering:3'])
    assert.deepEqual(order.capabilities, ['orders', 'orderOnly', 'orderAdvanced'])
    assert.equal(order.family, 'Order')
  })

  test('documentTypesFor: invoices on gives five document types; everything off gives none', () => {
    const docs = documentTypesFor({ invoices: 'on' })
    assert.equal(docs.length, 5)
    assert.ok(docs.every(d => d.processIds.length === 1 && d.processIds[0] === BILLING))
    assert.deepEqual(documentTypesFor({}), [])
    assert.deepEqual(documentTypesFor(Object.fromEntries(CAPABILITY_NAMES.map(n => [n, 'off'])), { invoices: 'on' }), [])
    const all = documentTypesFor(Object.fromEntries(CAPABILITY_NAMES.map(n => [n, 'on'])))
    assert.equal(new Set(all.map(d => d.id)).size, all.length)
  })

  test('unknown capability or bad state: VALIDATION_FAILED naming the field', () => {
    assertValidation(() => validateCapabilities({ invoicez: 'on' }), 'capabilities.invoicez', 'unknown-capability')
    assertValidation(() => validateCapabilities({ invoices: 'ON' }), 'capabilities.invoices', 'bad-state')
    assertValidation(() => validateCapabilities({ reviews: true }), 'capabilities.reviews', 'bad-state')
    assertValidation(() => validateCapabilities(['invoices']), 'capabilities', 'type')
    assertValidation(() => validateCapabilities(null, 'peppol.capabilities'), 'peppol.capabilities', 'type')
    assertValidation(() => validateCapabilityDefaults({ invoices: 'inherited' }), 'defaults.invoices', 'bad-state')
    assertValidation(() => documentTypesFor({ nope: 'on' } as never), 'capabilities.nope', 'unknown-capability')
    assert.deepEqual(validateCapabilities({ invoices: 'on', reviews: 'inherited' }), { invoices: 'on', reviews: 'inherited' })
  })
})

describe('capabilityOf / familyOf', () => {
  test('document type (and process) to capability', () => {
    assert.equal(capabilityOf(BIS3_INVOICE), 'invoices')
    assert.equal(capabilityOf(`busdox-docid-qns::${CII}`), 'invoices')
    assert.equal(capabilityOf(MLS), 'reviews')
    assert.equal(capabilityOf(ORDER_CHANGE), 'orderAdvanced')
    // Order 3 is shared: the process decides.
    assert.deepEqual(capabilitiesOf(ORDER), ['orders', 'orderOnly', 'orderAdvanced'])
    assert.equal(capabilityOf(ORDER), undefined)
    assert.equal(capabilityOf(ORDER, 'urn:fdc:peppol.eu:poacc:bis:order_only:3'), 'orderOnly')
    assert.equal(capabilityOf(ORDER, 'cenbii-procid-ubl::urn:fdc:peppol.eu:poacc:bis:advanced_ordering:3'), 'orderAdvanced')
    assert.equal(capabilityOf(ORDER, 'urn:fdc:peppol.eu:poacc:bis:ordering:3'), 'orders')
    assert.equal(capabilityOf(BIS3_INVOICE, 'urn:fdc:peppol.eu:poacc:bis:ordering:3'), undefined)
    // Issue 18: Despatch Advice had no capability, so a Wharf receiver refused it.
    assert.equal(capabilityOf(DESPATCH), 'despatchAdvice')
    assert.equal(capabilityOf(DESPATCH, 'urn:fdc:peppol.eu:poacc:bis:despatch_advice:3'), 'despatchAdvice')
    assert.deepEqual(documentTypesFor({ despatchAdvice: 'on' }).map(d => [d.id, d.processIds]), [[`busdox-docid-qns::${DESPATCH}`, ['urn:fdc:peppol.eu:poacc:bis:despatch_advice:3']]])
    // case-sensitive and scheme-sensitive
    assert.equal(capabilityOf(BIS3_INVOICE.toLowerCase()), undefined)
    assert.equal(capabilityOf({ scheme: 'peppol-doctype-wildcard', value: BIS3_INVOICE }), undefined)
  })

  test('families: from the table, else from the root element', () => {
    assert.equal(familyOf(BIS3_INVOICE), 'Invoice')
    assert.equal(familyOf(BIS3_CREDIT_NOTE), 'CreditNote')
    assert.equal(familyOf(CII), 'Invoice')
    assert.equal(familyOf(MLS), 'ApplicationResponse')
    assert.equal(familyOf(ORDER_CHANGE), 'OrderChange')
    assert.equal(familyOf(DESPATCH), 'DespatchAdvice')
    assert.equal(familyOf('peppol-doctype-wildcard::urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##urn:peppol:pint:billing-1@eu-1::2.1'), 'CreditNote')
    assert.equal(familyOf('urn:x::Unknown##y::1'), undefined)
    assert.equal(familyOf('urn:x::toString##y::1'), undefined)
  })
})

describe('xrechnung and pint (Wharf capabilities, issue 18)', () => {
  test('xrechnung: the six XRechnung 3.0 document types of the code list, process billing:01:1.0', () => {
    const docs = documentTypesFor({ xrechnung: 'on' })
    assert.deepEqual(docs.map(d => d.documentTypeId.value).slice(0, 3), [XR_UBL, XR_UBL_CN, XR_CII])
    assert.equal(docs.length, 6)
    assert.ok(docs.every(d => d.documentTypeId.scheme === 'busdox-docid-qns' && d.processIds.join() === BILLING))
    assert.deepEqual(docs.map(d => d.family), ['Invoice', 'CreditNote', 'Invoice', 'Invoice', 'CreditNote', 'Invoice'])
    assert.equal(capabilityOf(XR_UBL, BILLING), 'xrechnung')
    assert.equal(capabilityOf(XR_EXT_UBL), 'xrechnung')
    assert.equal(capabilityOf(XR_CII), 'xrechnung')
    assert.equal(familyOf(XR_UBL_CN), 'CreditNote')
    // XRechnung 2.x (deprecated) is not covered, nor is BIS 3 by xrechnung.
    assert.equal(capabilityOf(XR_UBL.replace('xeinkauf.de:kosit:xrechnung_3.0', 'xoev-de:kosit:standard:xrechnung_2.3')), undefined)
    assert.deepEqual(capabilitiesOf(BIS3_INVOICE), ['invoices'])
  })

  test('pint: Peppol-wide and EU PINT under peppol-doctype-wildcard, process urn:peppol:bis:billing', () => {
    const docs = documentTypesFor({ pint: 'on' })
    assert.deepEqual(docs.map(d => d.id), [
      pintId('Invoice', 'urn:peppol:pint:billing-1'), pintId('CreditNote', 'urn:peppol:pint:billing-1'),
      pintId('Invoice', 'urn:peppol:pint:billing-1@eu-1'), pintId('CreditNote', 'urn:peppol:pint:billing-1@eu-1')])
    assert.ok(docs.every(d => d.processIds.join() === 'urn:peppol:bis:billing'))
    assert.equal(capabilityOf(pintId('Invoice', 'urn:peppol:pint:billing-1@eu-1'), 'urn:peppol:bis:billing'), 'pint')
    assert.equal(capabilityOf(pintId('CreditNote', 'urn:peppol:pint:billing-1@eu-1')), 'pint')
    // the same value under busdox-docid-qns is another identifier
    assert.equal(capabilityOf(pintId('Invoice', 'urn:peppol:pint:billing-1@eu-1').replace('peppol-doctype-wildcard', 'busdox-docid-qns')), undefined)
    assert.equal(capabilityOf(pintId('Invoice', 'urn:peppol:pint:billing-1@eu-1'), BILLING), undefined)
  })

  test('wildcard matching: billing-1 covers billing-1@<profile>, never the reverse nor another root or version', () => {
    const id = (v: string): { scheme: string, value: string } => { const [scheme, ...rest] = v.split('::'); return { scheme: scheme as string, value: rest.join('::') } }
    const abstract = id(pintId('Invoice', 'urn:peppol:pint:billing-1'))
    assert.ok(documentTypeMatches(abstract, id(pintId('Invoice', 'urn:peppol:pint:billing-1@jp-1'))))
    assert.ok(documentTypeMatches(abstract, id(pintId('Invoice', 'urn:peppol:pint:billing-1@aunz-1@x-1'))))
    assert.ok(!documentTypeMatches(id(pintId('Invoice', 'urn:peppol:pint:billing-1@jp-1')), abstract))
    assert.ok(!documentTypeMatches(abstract, id(pintId('Invoice', 'urn:peppol:pint:billing-10'))))
    assert.ok(!documentTypeMatches(abstract, id(pintId('CreditNote', 'urn:peppol:pint:billing-1@jp-1'))))
    assert.ok(!documentTypeMatches(abstract, { ...id(pintId('Invoice', 'urn:peppol:pint:billing-1@jp-1')), value: id(pintId('Invoice', 'urn:peppol:pint:billing-1@jp-1')).value.replace('::2.1', '::2.3') }))
    assert.ok(!documentTypeMatches({ scheme: 'busdox-docid-qns', value: abstract.value }, { scheme: 'busdox-docid-qns', value: id(pintId('Invoice', 'urn:peppol:pint:billing-1@jp-1')).value }))
    // A-NZ PINT is not listed by pint, but the Peppol-wide entry covers it (family from the table)
    assert.equal(capabilityOf(pintId('Invoice', 'urn:peppol:pint:billing-1@aunz-1')), 'pint')
    assert.equal(familyOf(pintId('CreditNote', 'urn:peppol:pint:billing-1@sg-1')), 'CreditNote')
  })
})
