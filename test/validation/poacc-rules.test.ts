// Peppol BIS 3 post-award rules (rules/peppol-poacc-3: the twelve poacc-upgrade-3 XSLT 2.0 artefacts of OpenPeppol's
// release 2026.5, BIS 3.0.17, as phive runs them): an ordering document (Order, Order Response, Order Cancellation ...)
// is validated with the XSD and its transaction's rules, chosen by root and CustomizationID. The official examples
// (test/fixtures/documents/poacc-*, MANIFEST.tsv) pass with 0 errors; broken documents fail with the expected rules;
// every business response Wharf builds (core/documents/responses: Invoice Response, Order Response, Order
// Cancellation, issue 18) passes its official rules; the failed rules agree with Saxon-HE Java on the same XSLT.
// DB-independent: runs on the PGlite run only.
import { before, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { validateDocument } from '../../core/validation/validate.ts'
import { factsOf } from '../../core/documents/responses/answered.ts'
import { buildInvoiceResponse, checkInvoiceResponseBody, type InvoiceResponseBody } from '../../core/documents/responses/invoice-response.ts'
import { buildOrderCancellation, buildOrderResponse, checkOrderResponseBody } from '../../core/documents/responses/order-response.ts'
import { needs } from '../helpers/tools.ts'
import { assertAgreement, wharfFailedRules as failed } from './rule-agreement.ts'
import { skipOnPostgres } from './vefa-suite.ts'

const DOCS = path.resolve(import.meta.dirname, '../fixtures/documents')
const read = (f: string): string => fs.readFileSync(path.join(DOCS, f), 'utf8')
/** Each official example and its transaction. */
const EXAMPLES: Array<[string, string]> = [
  ['poacc-uc1-order.xml', '01'], ['poacc-order-example.xml', '01'], ['poacc-despatch-advice.xml', '16'],
  ['poacc-catalogue.xml', '19'], ['poacc-catalogue-response.xml', '58'], ['poacc-mlr-example.xml', '71'],
  ['poacc-uc1-order-response.xml', '76'], ['poacc-order-response-example.xml', '76'], ['poacc-punch-out.xml', '77'],
  ['poacc-order-agreement.xml', '110'], ['poacc-invoice-response.xml', '111'], ['poacc-order-change.xml', '114'],
  ['poacc-order-cancellation.xml', '115'], ['poacc-order-response-advanced.xml', '116']
]
const IDS = [...new Set(EXAMPLES.map(([, t]) => `peppol-poacc-t${t}`))]
const order = read('poacc-uc1-order.xml')
const BROKEN: Array<[string, string, string, string[]]> = [
  ['an order whose line total is not the sum of its lines', order.replace('<cbc:LineExtensionAmount currencyID="EUR">115<', '<cbc:LineExtensionAmount currencyID="EUR">116<'), '01', ['PEPPOL-T01-R008 error']],
  ['an Invoice Response status outside UNCL4343-T111', read('poacc-invoice-response.xml').replace('<cbc:ResponseCode>RE<', '<cbc:ResponseCode>XX<'), '111', ['PEPPOL-T111-B03001 error']],
  ['an Order Response without OrderReference', read('poacc-uc1-order-response.xml').replace(/<cac:OrderReference>\s*<cbc:ID>1<\/cbc:ID>\s*<\/cac:OrderReference>/, ''), '76', ['PEPPOL-T76-B00107 error']]
]

const now = new Date('2026-11-27T10:11:12.345Z')
const facts = async (file: string, family: 'Invoice' | 'Order'): ReturnType<typeof factsOf> => {
  const bytes = fs.readFileSync(path.join(DOCS, file))
  return await factsOf(Readable.from([bytes]), bytes.length, { documentId: file, family, sender: null, receiver: null })
}
/** Every Invoice Response status, with reasons and actions where the BIS asks for them or allows them. */
const INVOICE_RESPONSES: InvoiceResponseBody[] = [
  { status: 'AB' }, { status: 'IP', note: 'In process' }, { status: 'AP', actions: { NOA: '' } },
  { status: 'UQ', reasons: { REF: 'PO number missing' }, actions: { PIN: 'Send the PO number' } },
  { status: 'CA', reasons: { PRI: 'Price differs from the contract' }, actions: { CNP: 'Credit note for the difference' } },
  { status: 'RE', reasons: { REF: 'Order reference missing', OTH: 'See note & call us' }, actions: { NIN: 'Send a new invoice', PIN: '' }, note: 'Rejected <on purpose>' },
  { status: 'PD', reasons: { PPD: 'Half of it paid' } }, { status: 'PD' }
]
/** The responses Wharf builds, as the API builds them (core/documents/responses/routes.ts), with their transaction. */
async function builtResponses (): Promise<Array<{ name: string, xml: string, t: string }>> {
  const out: Array<{ name: string, xml: string, t: string }> = []
  for (const file of ['bis3-base-example.xml', 'bis3-base-creditnote-correction.xml', 'cii-peppol-derived-from-example2.xml']) {
    const invoice = await facts(file, 'Invoice')
    for (const [i, body] of INVOICE_RESPONSES.entries()) {
      checkInvoiceResponseBody(body)
      out.push({ name: `Invoice Response ${body.status} to ${file}`, xml: buildInvoiceResponse({ id: `ir-${i}`, now, invoice, body }), t: '111' })
    }
  }
  for (const file of ['poacc-uc1-order.xml', 'poacc-order-example.xml']) {
    const o = await facts(file, 'Order')
    for (const status of ['AB', 'AP', 'RE']) {
      checkOrderResponseBody({ status })
      out.push({ name: `Order Response ${status} to ${file}`, xml: buildOrderResponse({ id: `or-${status}`, now, order: o, body: { status, note: 'Thanks' } }), t: '76' })
    }
    out.push({ name: `Order Cancellation of ${file}`, xml: buildOrderCancellation({ id: 'oc-1', now, order: o, body: { cancellationNote: 'Ordered twice', note: 'Sorry' } }), t: '115' })
    // An order that names no seller country: the body gives it.
    const noCountry = { ...o, seller: { ...o.seller, country: null } }
    out.push({ name: `Order Cancellation of ${file} with sellerCountry`, xml: buildOrderCancellation({ id: 'oc-2', now, order: noCountry, body: { cancellationNote: 'Ordered twice', sellerCountry: 'SE' } }), t: '115' })
  }
  return out
}

before(async () => { if (skipOnPostgres === false) await compileRules({ only: IDS, log: () => {} }) })

test('each official poacc example: its transaction\'s rules, chosen by root and CustomizationID, 0 errors', { skip: skipOnPostgres }, async () => {
  for (const [f, t] of EXAMPLES) {
    const r = await validateDocument(read(f))
    // Order Change, Order Cancellation and Order Response Advanced are UBL 2.3 document types in the Peppol code list.
    const ubl = ['114', '115', '116'].includes(t) ? '2.3' : '2.1'
    assert.deepEqual(r.ruleSets.map(s => s.id), [`ubl-${ubl}-xsd`, `peppol-poacc-t${t}`], f)
    assert.ok(r.source.documentTypeId.endsWith(`::${ubl}`), r.source.documentTypeId)
    assert.deepEqual(r.assertions.filter(a => a.flag === 'error'), [], f)
  }
})

test('an extension of the CustomizationID as the Peppol code list writes them selects the transaction; another version does not', { skip: skipOnPostgres }, async () => {
  const customized = (c: string): string => order.replace('urn:fdc:peppol.eu:poacc:trns:order:3<', `${c}<`)
  for (const c of ['urn:fdc:peppol.eu:poacc:trns:order:3:extended:urn:fdc:anskaffelser.no:2019:ehf:spec:3.0', 'urn:fdc:peppol.eu:poacc:trns:order:3:restrictive:urn:www.agid.gov.it:trns:ordine:3.1']) {
    const r = await validateDocument(customized(c))
    assert.deepEqual(r.ruleSets.map(s => s.id), ['ubl-2.1-xsd', 'peppol-poacc-t01'], c)
    assert.deepEqual(r.assertions.filter(a => a.flag === 'error'), [], c)
  }
  for (const c of ['urn:fdc:peppol.eu:poacc:trns:order:4', 'urn:fdc:peppol.eu:poacc:trns:order:30']) {
    assert.deepEqual((await validateDocument(customized(c))).ruleSets.map(s => s.id), ['ubl-2.1-xsd'], c)
  }
  assert.equal((await validateDocument(order, { optionId: 'peppol-poacc-t01' })).ruleSets.at(-1)?.id, 'peppol-poacc-t01')
})

test('broken documents fail with the transaction\'s rules: wrong line total, status outside the code list, no OrderReference', { skip: skipOnPostgres }, async () => {
  for (const [what, xml, , expected] of BROKEN) {
    assert.deepEqual((await failed(xml)).filter(k => k.endsWith(' error')), expected, what)
  }
})

test('every business response Wharf builds passes its official rules (Invoice Response T111, Order Response T76, Order Cancellation T115)', { skip: skipOnPostgres }, async () => {
  const built = await builtResponses()
  assert.equal(built.length, 3 * INVOICE_RESPONSES.length + 2 * 5)
  for (const b of built) {
    const r = await validateDocument(b.xml)
    assert.equal(r.ruleSets.at(-1)?.id, `peppol-poacc-t${b.t}`, b.name)
    assert.deepEqual(r.assertions.filter(a => a.flag !== 'information'), [], b.name)
  }
})

test('why the Order Response refuses CA: a header-level CA response fails PEPPOL-T76-R007', { skip: skipOnPostgres }, async () => {
  const ap = buildOrderResponse({ id: 'or-ca', now, order: await facts('poacc-uc1-order.xml', 'Order'), body: { status: 'AP' } })
  const ca = ap.replace('<cbc:OrderResponseCode>AP<', '<cbc:OrderResponseCode>CA<')
  assert.notEqual(ca, ap)
  assert.deepEqual(await failed(ca), ['PEPPOL-T76-R007 error'])
  assert.throws(() => { checkOrderResponseBody({ status: 'CA' }) }, /PEPPOL-T76-R007/)
})

test('the failed rules agree with Saxon-HE Java on the examples, the broken documents and the built responses', { ...(skipOnPostgres !== false ? { skip: skipOnPostgres } : needs('saxon')), timeout: 400_000 }, async () => {
  const cases = [
    ...EXAMPLES.map(([f, t]) => ({ name: f, xml: read(f), t })),
    ...BROKEN.map(([name, xml, t]) => ({ name, xml, t })),
    ...(await builtResponses()).filter((_, i) => i % 4 === 0)
  ]
  await assertAgreement(cases.map(c => ({ name: c.name, xml: c.xml, ruleSet: `peppol-poacc-t${c.t}` })))
})
