// The cXML channel against a real HTTPS procurement network on loopback (test/channels/cxml-network.ts), run as Wharf
// runs it (manifest, settings schema, a worker thread): the BIS 3 invoice and credit note examples arrive as cXML
// the network accepts (credentials, totals equal to the UBL's, lines, tax); a cXML 400 fails without retry with
// its text; a 500 is retryable and the next attempt succeeds; an answer with an internal DTD subset / entity (XXE)
// is refused; the response parser accepts only an external DOCTYPE and never fetches it.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import type { Document, Element } from '@xmldom/xmldom'
import path from 'node:path'
import { createPluginTestRunner, fakeDocumentJob, type PluginTestRunner } from '../../test/helpers/plugin-harness.ts'
import { NETWORK, startCxmlNetwork, type CxmlNetwork } from '../../test/channels/cxml-network.ts'
import { childElements, parseXmlSafely } from '../../core/sdk/xml.ts'
import { testTls } from '../../test/helpers/receiver.ts'
import { Agent } from 'undici'
import { readCxmlResponse } from './response.ts'
import { resolveNetwork } from './target.ts'

const fixtures = path.resolve(import.meta.dirname, '../../test/fixtures/documents')
const INVOICE = fs.readFileSync(path.join(fixtures, 'bis3-base-example.xml'), 'utf8')
const CREDIT_NOTE = fs.readFileSync(path.join(fixtures, 'bis3-base-creditnote-correction.xml'), 'utf8')

let network: CxmlNetwork
let runner: PluginTestRunner

before(async () => { network = await startCxmlNetwork(); runner = await createPluginTestRunner('plugins/cxml') })
after(async () => { await runner.close(); await network.close() })

const settings = (pathname: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  networks: {
    acme: { url: `${network.url}${pathname}`, variant: 'ariba', from: { identity: NETWORK.from.identity }, to: { identity: NETWORK.to.identity }, sender: { identity: NETWORK.sender.identity }, sharedSecret: NETWORK.sharedSecret, ...extra }
  },
  allowlist: ['127.0.0.1/32'],
  ca: testTls.ca
})
const job = (xml: string, deliveryId?: string, attempt = 1) => fakeDocumentJob({ xml, deliveryId, attempt, topic: 'SendInvoice', hook: { id: 'h1', action: 'cxml://acme', settings: {} } })

/** The UBL's value of a monetary total (cac:LegalMonetaryTotal / cac:TaxTotal). */
const ubl = (xml: string, element: string): string => {
  const m = new RegExp(`<cac:LegalMonetaryTotal>[\\s\\S]*?<cbc:${element} currencyID="EUR">([^<]+)<`).exec(xml)
  assert.ok(m !== null, element)
  return m[1]
}
const ublTax = (xml: string): string => /<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="EUR">([^<]+)</.exec(xml)![1]
const money = (summary: Element, name: string): string => childElements(childElements(summary, '*', name)[0], '*', 'Money')[0].textContent!
const neg = (v: string): string => `-${v}`

function summaryOf (doc: Document): Element {
  const req = childElements(childElements(doc.documentElement!, '*', 'Request')[0], '*', 'InvoiceDetailRequest')[0]
  return childElements(req, '*', 'InvoiceDetailSummary')[0]
}

test('a BIS 3 invoice reaches the network as an InvoiceDetailRequest it accepts: credentials, totals, lines, tax', async () => {
  const before = network.requests.length
  const result = await runner.deliver({ job: job(INVOICE, 'dlv-inv-1'), settings: settings('/invoices') })
  assert.equal(result.ok, true, JSON.stringify(result))
  assert.equal(result.status, 200)
  const rec = network.requests[before]
  assert.deepEqual(rec.problems, [])
  assert.equal(rec.doctype, 'http://xml.cxml.org/schemas/cXML/1.2.050/InvoiceDetail.dtd')
  const doc = rec.doc!
  assert.equal(doc.documentElement!.getAttribute('payloadID'), 'dlv-inv-1@wharf')
  const s = summaryOf(doc)
  assert.equal(money(s, 'SubtotalAmount'), ubl(INVOICE, 'LineExtensionAmount'))
  assert.equal(money(s, 'TotalAmountWithoutTax'), ubl(INVOICE, 'TaxExclusiveAmount'))
  assert.equal(money(s, 'NetAmount'), ubl(INVOICE, 'TaxInclusiveAmount'))
  assert.equal(money(s, 'DueAmount'), ubl(INVOICE, 'PayableAmount'))
  assert.equal(money(s, 'Tax'), ublTax(INVOICE))
  const detail = childElements(childElements(s, '*', 'Tax')[0], '*', 'TaxDetail')
  assert.equal(detail.length, 1)
  assert.equal(detail[0].getAttribute('percentageRate'), '25.0')
  assert.equal(money(detail[0], 'TaxableAmount'), '1325')
  const items = Array.from(doc.getElementsByTagName('InvoiceDetailItem'))
  assert.deepEqual(items.map(i => [i.getAttribute('invoiceLineNumber'), i.getAttribute('quantity'), money(i, 'SubtotalAmount')]), [['1', '7', '2800'], ['2', '-3', '-1500']])
  assert.equal(doc.getElementsByTagName('InvoiceDetailRequestHeader')[0].getAttribute('purpose'), 'standard')
  // What cXML cannot carry is reported, not dropped silently (the buyer's phone number, the charge's VAT category).
  assert.deepEqual(result.details?.lost, ['BG-7/BG-9/BT-57', 'BG-21[0]/BT-102', 'BG-21[0]/BT-103'])
  assert.equal(result.details?.protocol, 'cxml-ariba')
})

test('a BIS 3 credit note becomes purpose creditMemo with negative amounts and quantities; unit prices stay positive', async () => {
  const before = network.requests.length
  const result = await runner.deliver({ job: job(CREDIT_NOTE), settings: settings('/accepted') })
  assert.equal(result.ok, true, JSON.stringify(result))
  assert.equal(result.status, 201)
  const doc = network.requests[before].doc!
  assert.deepEqual(network.requests[before].problems, [])
  const header = doc.getElementsByTagName('InvoiceDetailRequestHeader')[0]
  assert.equal(header.getAttribute('purpose'), 'creditMemo')
  assert.equal(doc.getElementsByTagName('InvoiceIDInfo')[0].getAttribute('invoiceID'), 'Snippet1', 'the credited invoice (BG-3)')
  const s = summaryOf(doc)
  assert.equal(money(s, 'SubtotalAmount'), neg(ubl(CREDIT_NOTE, 'LineExtensionAmount')))
  assert.equal(money(s, 'NetAmount'), neg(ubl(CREDIT_NOTE, 'TaxInclusiveAmount')))
  assert.equal(money(s, 'DueAmount'), neg(ubl(CREDIT_NOTE, 'PayableAmount')))
  assert.equal(money(s, 'Tax'), neg(ublTax(CREDIT_NOTE)))
  const items = Array.from(doc.getElementsByTagName('InvoiceDetailItem'))
  assert.deepEqual(items.map(i => [i.getAttribute('quantity'), money(i, 'UnitPrice'), money(i, 'SubtotalAmount')]), [['-7', '400', '-2800'], ['3', '500', '1500']])
})

test('an embedded attachment travels as a MIME part of a multipart/related body, referenced by cid: in Comments', async () => {
  const before = network.requests.length
  const xml = fs.readFileSync(path.join(fixtures, 'bis3-norwegian-example-1.xml'), 'utf8')
  const result = await runner.deliver({ job: job(xml, 'dlv-att'), settings: settings('/invoices') })
  assert.equal(result.ok, true, JSON.stringify(result))
  const rec = network.requests[before]
  assert.deepEqual(rec.problems, [])
  assert.match(rec.contentType, /^multipart\/related; boundary="[^"]+"; type="text\/xml"; start="<dlv-att@wharf>"$/)
  const urls = Array.from(rec.doc!.getElementsByTagName('URL')).map(u => u.textContent)
  assert.ok(urls.includes('cid:1.dlv-att@wharf'), urls.join(', '))
  const part = rec.parts.get('1.dlv-att@wharf')
  assert.equal(part?.contentType, 'application/pdf')
  assert.equal(part?.filename, 'Hours-spent.csv')
  assert.equal(part?.data.toString('utf8'), 'Test base 64 encoding', 'the embedded bytes, decoded')
  assert.equal(result.details?.attachments, 1)
  assert.ok(!(result.details?.lost as string[]).some(t => t.includes('BT-125')), 'the attachment is not lost')
})

test('a CII invoice (EN 16931) is read through the same model and accepted by the network', async () => {
  const before = network.requests.length
  const cii = fs.readFileSync(path.join(fixtures, 'en16931-cii-example2.xml'), 'utf8')
  const result = await runner.deliver({ job: job(cii), settings: settings('/invoices') })
  assert.equal(result.ok, true, JSON.stringify(result))
  assert.deepEqual(network.requests[before].problems, [])
  const dueUbl = /<ram:DuePayableAmount>([^<]+)</.exec(cii)![1]
  assert.equal(money(summaryOf(network.requests[before].doc!), 'DueAmount'), dueUbl)
})

test('a cXML 400 fails for good with the status text (InvoiceSentError, no retry)', async () => {
  const result = await runner.deliver({ job: job(INVOICE), settings: settings('/reject') })
  assert.equal(result.ok, false)
  if (result.ok) return
  assert.equal(result.retryable, false)
  assert.equal(result.code, 'CXML_REJECTED')
  assert.equal(result.status, 400)
  assert.equal(result.condition, 'rejected')
  assert.match(result.message, /400 Bad Request: Invoice number already used/)
})

test('wrong SharedSecret: the network answers 401, failed without retry', async () => {
  const s = settings('/invoices')
  ;(s.networks as Record<string, Record<string, unknown>>).acme.sharedSecret = 'wrong'
  const result = await runner.deliver({ job: job(INVOICE), settings: s })
  assert.equal(result.ok, false)
  if (result.ok) return
  assert.equal(result.retryable, false)
  assert.equal(result.status, 401)
  assert.match(result.message, /Unauthorized: SharedSecret/)
})

test('a 500 is retryable; the next attempt (same payloadID) is delivered', async () => {
  const first = await runner.deliver({ job: job(INVOICE, 'dlv-retry', 1), settings: settings('/fail-1') })
  assert.equal(first.ok, false)
  if (first.ok) return
  assert.equal(first.retryable, true)
  assert.equal(first.code, 'CXML_SERVER_ERROR')
  assert.equal(first.status, 500)
  const second = await runner.deliver({ job: job(INVOICE, 'dlv-retry', 2), settings: settings('/fail-1') })
  assert.equal(second.ok, true, JSON.stringify(second))
  const sent = network.requests.filter(r => r.path === '/fail-1').map(r => r.doc!.documentElement!.getAttribute('payloadID'))
  assert.deepEqual(sent, ['dlv-retry@wharf', 'dlv-retry@wharf'])
})

test('an answer with an internal DTD subset and an external entity (XXE) is refused, nothing is resolved', async () => {
  const result = await runner.deliver({ job: job(INVOICE), settings: settings('/xxe') })
  assert.equal(result.ok, false)
  if (result.ok) return
  assert.equal(result.code, 'UNSAFE_RESPONSE')
  assert.equal(result.retryable, false)
  assert.match(result.message, /document type declaration/)
})

test('transport errors and non-cXML 5xx are retryable; a private address is refused without the allowlist', async () => {
  const html = await runner.deliver({ job: job(INVOICE), settings: settings('/html-502') })
  assert.equal(html.ok, false)
  if (!html.ok) { assert.equal(html.retryable, true); assert.equal(html.status, 502) }
  const closed = await runner.deliver({ job: job(INVOICE), settings: { ...settings('/invoices'), networks: { acme: { ...(settings('/').networks as Record<string, Record<string, unknown>>).acme, url: 'https://127.0.0.1:1/invoices' } } } })
  assert.equal(closed.ok, false)
  if (!closed.ok) { assert.equal(closed.retryable, true); assert.equal(closed.code, 'CONNECTION_REFUSED') }
  const guarded = await runner.deliver({ job: job(INVOICE), settings: { ...settings('/invoices'), allowlist: [] } })
  assert.equal(guarded.ok, false)
  if (!guarded.ok) { assert.equal(guarded.code, 'TARGET_FORBIDDEN'); assert.equal(guarded.retryable, false) }
})

test('refuseLossy fails before sending; a document that is not a UBL invoice is refused', async () => {
  const before = network.requests.length
  const lossy = await runner.deliver({ job: job(INVOICE), settings: { ...settings('/invoices'), refuseLossy: true } })
  assert.equal(lossy.ok, false)
  if (!lossy.ok) { assert.equal(lossy.code, 'TRANSFORM_LOSSY'); assert.match(lossy.message, /BG-7\/BG-9\/BT-57/) }
  const order = fs.readFileSync(path.join(fixtures, 'poacc-uc1-order.xml'), 'utf8')
  const notInvoice = await runner.deliver({ job: job(order), settings: settings('/invoices') })
  assert.equal(notInvoice.ok, false)
  if (!notInvoice.ok) assert.equal(notInvoice.code, 'UNSUPPORTED_DOCUMENT')
  assert.equal(network.requests.length, before, 'nothing was sent')
})

test('settings: an unknown network or credentials in the action are refused; the schema names a missing secret', async () => {
  const unknown = await runner.deliver({ job: fakeDocumentJob({ xml: INVOICE, hook: { id: 'h', action: 'cxml://other', settings: {} } }), settings: settings('/invoices') })
  assert.equal(unknown.ok, false)
  if (!unknown.ok) { assert.equal(unknown.code, 'BAD_URL'); assert.match(unknown.message, /network "other" is not configured/) }
  assert.throws(() => resolveNetwork('cxml://u:p@acme', {}), /carries no credentials/)
  const nets = settings('/invoices').networks as Record<string, Record<string, unknown>>
  assert.equal(resolveNetwork('cxml://acme?toIdentity=AN99&toDomain=NetworkID', nets as never).to.identity, 'AN99')
  assert.throws(() => resolveNetwork('cxml://acme', { acme: { ...nets.acme, variant: 'generic' } } as never), /domain is required for the generic variant/)
  const noSecret = { ...nets.acme }
  delete noSecret.sharedSecret
  const invalid = await runner.deliver({ job: job(INVOICE), settings: { ...settings('/invoices'), networks: { acme: noSecret } } })
  assert.equal(invalid.ok, false)
  if (!invalid.ok) { assert.equal(invalid.code, 'PLUGIN_SETTINGS_INVALID'); assert.match(invalid.message, /sharedSecret/) }
})

test('the loopback network accepts a real cXML invoice (officeluv/cxml fixture) as it accepts ours', async () => {
  const real = fs.readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures/cxml/officeluv-invoice-taxes-at-line.xml'), 'utf8')
  const duns = (identity: string) => ({ domain: 'DUNS', identity })
  const coupa = await startCxmlNetwork({ from: duns('supplierid'), to: duns('buyerid'), sender: duns('supplierid'), sharedSecret: 'secret' })
  try {
    const post = async (body: string): Promise<string> => {
      const res = await fetch(`${coupa.url}/invoices`, { method: 'POST', body, headers: { 'content-type': 'text/xml' }, dispatcher: new Agent({ connect: { ca: testTls.ca } }) } as RequestInit)
      return await res.text()
    }
    assert.match(await post(real), /<Status code="200" text="OK">/)
    assert.deepEqual(coupa.requests[0].problems, [])
    assert.match(await post(real.replace('<SharedSecret>secret</SharedSecret>', '<SharedSecret>guess</SharedSecret>')), /<Status code="401" text="Unauthorized">SharedSecret</)
    assert.match(await post(real.replace(/<InvoiceDetailSummary>[\s\S]*<\/InvoiceDetailSummary>/, '')), /<Status code="400" text="Bad Request">InvoiceDetailSummary\/SubtotalAmount/)
  } finally {
    await coupa.close()
  }
})

test('response parser: external DOCTYPE accepted (not fetched), internal subsets, entities and bad answers refused', () => {
  const ok = '<?xml version="1.0"?><!-- c --><!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd"><cXML payloadID="p"><Response><Status code="200" text="OK"/></Response></cXML>'
  assert.deepEqual(readCxmlResponse(ok), { kind: 'status', code: 200, text: 'OK', message: '', payloadId: 'p' })
  const pub = '<!DOCTYPE cXML PUBLIC "-//x" "http://x/cXML.dtd"><cXML><Response><Status code="406" text="Not Acceptable">no</Status></Response></cXML>'
  assert.equal((readCxmlResponse(pub) as { code: number }).code, 406)
  for (const bad of [
    '<!DOCTYPE cXML [<!ENTITY a "b">]><cXML><Response><Status code="200" text="&a;"/></Response></cXML>',
    '<!DOCTYPE cXML SYSTEM "x.dtd" [ ]><cXML><Response><Status code="200" text="OK"/></Response></cXML>',
    '<!DOCTYPE cXML SYSTEM "x.dtd"><!DOCTYPE cXML SYSTEM "y.dtd"><cXML/>',
    '<!DOCTYPE cXML SYSTEM "x.dtd"><!ENTITY e SYSTEM "file:///etc/passwd"><cXML/>'
  ]) assert.equal(readCxmlResponse(bad).kind, 'unsafe', bad)
  assert.equal(readCxmlResponse('<html/>').kind, 'unreadable')
  assert.equal(readCxmlResponse('<cXML><Response/></cXML>').kind, 'unreadable')
  assert.equal(readCxmlResponse('not xml').kind, 'unreadable')
  assert.throws(() => parseXmlSafely(ok), /document type declaration/, 'the strict parser still refuses any DOCTYPE')
})
