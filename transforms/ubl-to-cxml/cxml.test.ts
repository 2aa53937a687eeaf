// The ubl -> cxml transform on its own and through the host: the official BIS 3 examples (invoice, credit note,
// allowances and charges) become InvoiceDetailRequests whose summary equals the UBL totals (GrossAmount = BT-106 +
// BT-108 + BT-110, InvoiceDetailDiscount = BT-107, NetAmount = BT-112, DueAmount = BT-115), every term cXML does
// not carry is listed in `lost`, and the host finds the path (also from CII) and refuses the lossy output without
// lossy=true.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import type { Element } from '@xmldom/xmldom'
import { projectRoot } from '../../core/sdk/host.ts'
import { childElements, parseXmlWithExternalDoctype } from '../../core/sdk/xml.ts'
import { discoverPlugins } from '../../core/plugins/discovery.ts'
import { createInProcessRunner } from '../../core/plugins/in-process.ts'
import { PluginEnablement } from '../../core/plugins/settings.ts'
import { TransformService } from '../../core/transforms/service.ts'
import { DEFAULT_PLANS } from '../../core/transforms/plans.ts'
import { findPath, transformPlugins } from '../../core/transforms/paths.ts'
import { WharfError } from '../../core/errors.ts'
import { convertedSource } from '../../core/transforms/download.ts'
import { memorySource } from '../../core/blobs/source.ts'
import type { Knex } from 'knex'
import { transform, ublToCxml } from './worker.ts'
import { negate, sum } from '../en16931/model.ts'

const bis = (f: string): string => fs.readFileSync(path.join(projectRoot, 'transforms/en16931/testdata/peppol-bis-invoice-3', f), 'utf8')
const NOW = Date.parse('2026-03-01T10:00:00Z')

function summary (xml: string): Record<string, string> {
  const doc = parseXmlWithExternalDoctype(xml).doc
  const s = doc.getElementsByTagName('InvoiceDetailSummary')[0]
  const out: Record<string, string> = {}
  for (const e of childElements(s, '*', '*')) {
    const money = childElements(e, '*', 'Money')[0] as Element | undefined
    if (money !== undefined && e.localName !== null) out[e.localName] = money.textContent ?? ''
  }
  return out
}

test('totals: the summary equals the UBL totals, with allowances and charges', () => {
  for (const f of ['base-example.xml', 'Allowance-example.xml', 'vat-category-E.xml', 'sales-order-example.xml']) {
    const r = ublToCxml(bis(f), {}, NOW)
    const m = r.model as Record<string, string>
    const s = summary(r.xml)
    assert.equal(s.SubtotalAmount, m['BT-106'], f)
    assert.equal(s.Tax, m['BT-110'] ?? '0', f)
    assert.equal(s.GrossAmount, sum(m['BT-106'], m['BT-108'], m['BT-110']), f)
    assert.equal(s.InvoiceDetailDiscount, m['BT-107'], f)
    assert.equal(s.NetAmount, m['BT-112'], f)
    assert.equal(s.DueAmount, m['BT-115'], f)
    assert.equal(s.TotalAmountWithoutTax, m['BT-109'], f)
    // Gross - discount = net (the cXML guide's summary rule), on decimal strings.
    assert.equal(Number(sum(s.GrossAmount, negate(s.InvoiceDetailDiscount ?? '0'))), Number(s.NetAmount), f)
    const order = parseXmlWithExternalDoctype(r.xml).doc.getElementsByTagName('InvoiceDetailOrderInfo')[0]
    if (m['BT-14'] !== undefined) assert.equal(childElements(order, '*', 'SupplierOrderInfo')[0].getAttribute('orderID'), m['BT-14'], f)
    if (m['BT-13'] !== undefined) assert.equal(childElements(order, '*', 'OrderIDInfo')[0].getAttribute('orderID'), m['BT-13'], f)
  }
})

test('credit note: purpose creditMemo, amounts and quantities negated, the credited invoice referenced', () => {
  const r = ublToCxml(bis('base-creditnote-correction.xml'), {}, NOW)
  assert.equal(r.credit, true)
  const doc = parseXmlWithExternalDoctype(r.xml).doc
  assert.equal(doc.getElementsByTagName('InvoiceDetailRequestHeader')[0].getAttribute('purpose'), 'creditMemo')
  assert.equal(summary(r.xml).DueAmount, '-1656.25')
  assert.equal(doc.documentElement!.getAttribute('timestamp'), '2026-03-01T10:00:00+00:00')
})

test('lost terms are listed; settings give the credentials and the payload id', async () => {
  const r = await transform({ xml: bis('Allowance-example.xml'), syntax: 'cxml' }, {
    from: { domain: 'NetworkID', identity: 'AN1' }, to: { domain: 'NetworkID', identity: 'AN2' }, sender: { domain: 'NetworkID', identity: 'AN1', sharedSecret: 's3' }, payloadId: 'p-1@x'
  }, { now: () => NOW })
  assert.equal(r.ok, true)
  if (!r.ok) return
  assert.equal(r.details.documentTypeId, 'cxml::InvoiceDetailRequest')
  const lost = r.details.lost.map(l => l.term)
  assert.ok(lost.includes('BG-20[0]/BT-98') || lost.includes('BG-20[0]/BT-97'), `document allowance reasons are not carried: ${lost.join(', ')}`)
  assert.ok(lost.some(t => /^BG-25\[\d+\]\/BG-27/.test(t)), 'line allowances are not carried')
  const doc = parseXmlWithExternalDoctype(r.details.xml).doc
  assert.equal(doc.documentElement!.getAttribute('payloadID'), 'p-1@x')
  assert.equal(doc.getElementsByTagName('SharedSecret')[0].textContent, 's3')
  const bad = await transform({ xml: '<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>', syntax: 'cxml' })
  assert.equal(bad.ok, false)
  if (!bad.ok) assert.equal(bad.code, 'TRANSFORM_INPUT_INVALID')
})

test('variants: coupa puts the VAT id on remitTo as taxPrefix/taxNumber, leaves out the bill-to party, references order and contract documents', () => {
  const xml = bis('Norwegian-example-1.xml')
  const m = ublToCxml(xml, {}, NOW).model as Record<string, unknown>
  assert.ok(typeof m['BT-13'] === 'string' && typeof m['BT-12'] === 'string', 'the example has an order and a contract reference')
  const doc = (variant: 'generic' | 'coupa') => parseXmlWithExternalDoctype(ublToCxml(xml, { variant }, NOW).xml).doc
  const roles = (d: ReturnType<typeof doc>) => Array.from(d.getElementsByTagName('Contact')).map(c => c.getAttribute('role'))
  const info = (d: ReturnType<typeof doc>) => childElements(d.getElementsByTagName('InvoiceDetailOrderInfo')[0], '*', '*').map(e => `${e.localName}:${e.getAttribute('orderID') ?? e.getAttribute('agreementID') ?? childElements(e, '*', 'DocumentReference')[0]?.getAttribute('payloadID')}`)
  const generic = doc('generic')
  assert.ok(roles(generic).includes('soldTo'))
  assert.deepEqual(info(generic), [`MasterAgreementIDInfo:${String(m['BT-12'])}`, `OrderIDInfo:${String(m['BT-13'])}`])
  const coupa = doc('coupa')
  assert.ok(!roles(coupa).includes('soldTo'), 'no bill-to party for Coupa')
  assert.deepEqual(info(coupa), [`OrderReference:${String(m['BT-13'])}`, `MasterAgreementReference:${String(m['BT-12'])}`])
  const remit = Array.from(coupa.getElementsByTagName('InvoicePartner')).find(p => childElements(p, '*', 'Contact')[0].getAttribute('role') === 'remitTo')!
  const ids = Object.fromEntries(childElements(remit, '*', 'IdReference').map(r => [r.getAttribute('domain'), r.getAttribute('identifier')]))
  const vat = String((m['BG-4'] as Record<string, unknown>)['BT-31'])
  assert.equal(`${ids.taxPrefix}${ids.taxNumber}`, vat)
  assert.match(String(ids.taxPrefix), /^[A-Z]{2,3}$/)
})

test('host: ubl -> cxml and cii -> ubl -> cxml paths; the lossy output needs lossy=true', async () => {
  const registry = await discoverPlugins({ root: projectRoot })
  const plugins = transformPlugins(registry)
  assert.deepEqual(findPath(plugins, { syntax: 'ubl', cius: 'bis3' }, { syntax: 'cxml' })?.map(s => s.plugin.name), ['ubl-to-cxml'])
  assert.deepEqual(findPath(plugins, { syntax: 'cii', cius: 'bis3' }, { syntax: 'cxml' })?.map(s => s.plugin.name), ['cii-to-ubl', 'ubl-to-cxml'])
  const service = new TransformService({ registry, enablement: new PluginEnablement({}), runner: createInProcessRunner(), plans: { plans: DEFAULT_PLANS, transformMinPlan: '10K' } })
  const tenant = { id: 't1', plan: '100K' }
  await assert.rejects(service.transform(bis('base-example.xml'), { target: 'cxml', tenant }), (e: WharfError) => e.code === 'TRANSFORM_LOSSY' && JSON.stringify(e.details).includes('BG-7/BG-9/BT-57'))
  const out = await service.transform(bis('base-example.xml'), { target: 'cxml', tenant, lossy: true })
  assert.deepEqual(out.steps, ['ubl-to-cxml'])
  assert.match(out.xml, /<InvoiceDetailRequest>/)
  // On the send routes cXML is refused up front: it is a delivery format, never stored and routed.
  await assert.rejects(convertedSource(undefined as unknown as Knex, service, memorySource(Buffer.from(bis('base-example.xml'))), 't1', { targetFormat: 'cxml' }),
    (e: WharfError) => e.code === 'TRANSFORM_UNSUPPORTED' && /cxml:\/\/ hook/.test(e.message))
})
