// POST /api/v1/generic/transform through a real Wharf (HTTP in-process inject, PGlite or PostgreSQL) and the real
// worker pool: UBL -> CII and back, multipart, aliases and document type identifiers, BIS 3 -> PINT-EU; plan gating
// (403 PLAN_REQUIRED naming the plan, configurable order); every error: TRANSFORM_UNSUPPORTED (unknown format, no
// path, disabled for the tenant), TRANSFORM_LOSSY (and lossy=true), TRANSFORM_INPUT_INVALID, INVALID_XML,
// XML_DTD_NOT_ALLOWED, UNSUPPORTED_DOCUMENT, VALIDATION_FAILED (sourceFormat, missing target); nothing is stored.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestWharf } from '../helpers/wharf.ts'
import { appToken, openWharf, tenantWithParties } from '../helpers/setup.ts'
import { api, application, clientToken, party, tenant } from '../helpers/fixtures.ts'
import { readModel } from '../../transforms/en16931/convert.ts'
import { differences } from '../../transforms/en16931/model.ts'
import { setTenantPolicy } from '../../core/validation/policy.ts'

const T = path.resolve(import.meta.dirname, '../../transforms/en16931/testdata')
const load = (f: string): string => fs.readFileSync(path.join(T, f), 'utf8')
const BIS = load('peppol-bis-invoice-3/base-example.xml')
const XR_UBL = load('xrechnung-testsuite/src/test/business-cases/standard/01.01a-INVOICE_ubl.xml')
const XR_CII = load('xrechnung-testsuite/src/test/business-cases/standard/01.01a-INVOICE_uncefact.xml')

const t = await openWharf()
const tenantId = (await tenant(t, 'transform-big')).id
await t.wharf.knex('tenants').where({ id: tenantId }).update({ plan: '10K' })
const token = await appToken(t, tenantId, ['ApUser'])
const smallToken = (await tenantWithParties(t, 'transform-small', [], { roles: ['ApUser'] })).token

const post = async (query: string, body: string, tok = token, type = 'application/xml') =>
  await api(t, tok, 'POST', `/api/v1/generic/transform?${query}`, { payload: body, headers: { 'content-type': type } })

test('XRechnung UBL -> CII and CII -> UBL over HTTP: the business terms of the official twin', async () => {
  const res = await post('targetFormat=cii', XR_UBL)
  assert.equal(res.statusCode, 200, res.body)
  assert.match(res.headers['content-type'] as string, /^application\/xml/)
  assert.equal(res.headers['x-wharf-transform-steps'], 'ubl-to-cii')
  assert.match(res.headers['x-wharf-document-type-id'] as string, /CrossIndustryInvoice:100::CrossIndustryInvoice##urn:cen\.eu:en16931:2017#compliant#urn:xeinkauf\.de:kosit:xrechnung_3\.0::D16B$/)
  assert.deepEqual(differences(readModel(res.body).model, readModel(XR_CII).model), [])
  const back = await post('targetFormat=xrechnung-ubl&sourceFormat=cii', XR_CII)
  assert.equal(back.statusCode, 200, back.body)
  assert.deepEqual(differences(readModel(back.body).model, readModel(XR_UBL).model), [])
})

test('multipart file part; document type identifier as target; nothing stored, no event', async () => {
  const boundary = 'xYzBoundary'
  const form = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="inv.xml"\r\nContent-Type: application/xml\r\n\r\n${BIS}\r\n--${boundary}--\r\n`
  const before = { docs: await t.wharf.knex('documents').count({ n: '*' }).first(), events: await t.wharf.knex('events').count({ n: '*' }).first() }
  const target = encodeURIComponent('urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100::CrossIndustryInvoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::D16B')
  const res = await post(`targetDocumentTypeId=${target}`, form, token, `multipart/form-data; boundary=${boundary}`)
  assert.equal(res.statusCode, 200, res.body)
  assert.match(res.body, /<rsm:CrossIndustryInvoice /)
  assert.deepEqual(differences(readModel(res.body).model, readModel(BIS).model), [])
  assert.deepEqual({ docs: await t.wharf.knex('documents').count({ n: '*' }).first(), events: await t.wharf.knex('events').count({ n: '*' }).first() }, before)
})

test('BIS 3 -> PINT-EU, and BIS 3 CII -> PINT-EU over two steps', async () => {
  const res = await post('targetFormat=pint-eu', BIS)
  assert.equal(res.statusCode, 200, res.body)
  assert.equal(res.headers['x-wharf-transform-steps'], 'bis3-to-pint-eu')
  assert.match(res.body, /<cbc:CustomizationID>urn:peppol:pint:billing-1@eu-1<\/cbc:CustomizationID>/)
  assert.deepEqual(differences(readModel(res.body).model, readModel(load('pint-eu/base-example.xml')).model), [])
  const cii = (await post('targetFormat=cii', BIS)).body
  const two = await post('targetFormat=pint-eu-ubl', cii)
  assert.equal(two.statusCode, 200, two.body)
  assert.equal(two.headers['x-wharf-transform-steps'], 'cii-to-ubl,bis3-to-pint-eu')
})

test('403 PLAN_REQUIRED below 10K, naming the plan', async () => {
  const res = await post('targetFormat=cii', BIS, smallToken)
  assert.equal(res.statusCode, 403, res.body)
  assert.equal(res.json().code, 'PLAN_REQUIRED')
  assert.equal(res.json().details.requiredPlan, '10K')
  assert.equal(res.json().details.plan, 'standard')
  assert.match(res.json().message, /plan 10K/)
})

test('422 TRANSFORM_UNSUPPORTED: unknown target, no path (BIS 3 -> XRechnung)', async () => {
  const unknown = await post('targetFormat=edifact', BIS)
  assert.equal(unknown.statusCode, 422)
  assert.equal(unknown.json().code, 'TRANSFORM_UNSUPPORTED')
  const none = await post('targetFormat=xrechnung-cii', BIS)
  assert.equal(none.statusCode, 422, none.body)
  assert.equal(none.json().code, 'TRANSFORM_UNSUPPORTED')
  assert.equal(none.json().details.source, 'bis3-ubl')
})

test('422 TRANSFORM_LOSSY lists the lost business terms; lossy=true converts anyway', async () => {
  const withTwoRefs = BIS.replace('<cac:AccountingSupplierParty>', '<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>A-1</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference><cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>A-2</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference><cac:AccountingSupplierParty>')
  const refused = await post('targetFormat=cii', withTwoRefs)
  assert.equal(refused.statusCode, 422, refused.body)
  assert.equal(refused.json().code, 'TRANSFORM_LOSSY')
  assert.deepEqual(refused.json().details.lost, [{ term: 'BG-3[1]/BT-25', source: 'A-2' }])
  const lossy = await post('targetFormat=cii&lossy=true', withTwoRefs)
  assert.equal(lossy.statusCode, 200, lossy.body)
  assert.equal(lossy.headers['x-wharf-lost-terms'], '1')
  assert.match(lossy.body, /A-1/)
  const unmapped = await post('targetFormat=cii', BIS.replace('<cbc:ID>', '<cbc:ProfileExecutionID>x</cbc:ProfileExecutionID><cbc:ID>'))
  assert.equal(unmapped.statusCode, 422)
  assert.deepEqual(unmapped.json().details.unmapped, ['/Invoice/cbc:ProfileExecutionID'])
})

test('400s: not XML, DOCTYPE, not an invoice, sourceFormat mismatch, no target; 401 without token', async () => {
  const bad = await post('targetFormat=cii', '<Invoice')
  assert.equal(bad.json().code, 'INVALID_XML')
  const dtd = await post('targetFormat=cii', BIS.replace(/^<\?xml[^>]*>/, '$&<!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]>'))
  assert.equal(dtd.statusCode, 400)
  assert.equal(dtd.json().code, 'XML_DTD_NOT_ALLOWED')
  const order = await post('targetFormat=cii', '<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"><ID>1</ID></Order>')
  assert.equal(order.json().code, 'UNSUPPORTED_DOCUMENT')
  const mismatch = await post('targetFormat=ubl&sourceFormat=cii', BIS)
  assert.equal(mismatch.statusCode, 400)
  assert.equal(mismatch.json().code, 'VALIDATION_FAILED')
  const noTarget = await post('', BIS)
  assert.equal(noTarget.json().code, 'VALIDATION_FAILED')
  const anon = await api(t, undefined, 'POST', '/api/v1/generic/transform?targetFormat=cii', { payload: BIS, headers: { 'content-type': 'application/xml' } })
  assert.equal(anon.statusCode, 401)
})

test('a UBL invoice whose TaxCurrencyCode equals its currency converts to a CII invoice the official rules accept', async () => {
  const res = await post('targetFormat=cii', load('eInvoicing-EN16931/sample-discount-price.xml'))
  assert.equal(res.statusCode, 200, res.body)
  assert.doesNotMatch(res.body, /TaxCurrencyCode/)
})

test('400 XML_ENCODING_NOT_SUPPORTED for a document not in UTF-8: converted text would carry U+FFFD for its letters', async () => {
  const latin1 = (await api(t, token, 'POST', '/api/v1/generic/transform?targetFormat=cii&lossy=true', {
    payload: Buffer.from(BIS.replace(/^<\?xml[^>]*\?>/, '<?xml version="1.0" encoding="windows-1252"?>').replace('<cbc:Note>', '<cbc:Note>Gr\u00f6\u00dfe '), 'latin1'),
    headers: { 'content-type': 'application/xml' }
  }))
  assert.equal(latin1.statusCode, 400, latin1.body)
  assert.equal(latin1.json().code, 'XML_ENCODING_NOT_SUPPORTED')
  const utf16 = await api(t, token, 'POST', '/api/v1/generic/transform?targetFormat=cii', { payload: Buffer.from(BIS.replace(/^<\?xml[^>]*\?>\s*/, ''), 'utf16le'), headers: { 'content-type': 'application/xml' } })
  assert.equal(utf16.json().code, 'XML_ENCODING_NOT_SUPPORTED')
})

test('400 TRANSFORM_INPUT_INVALID from the plugin: a CII whose root is right but whose content is not', async () => {
  const res = await post('targetFormat=ubl', '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"><x:y xmlns:x="urn:x"><unclosed></x:y></rsm:CrossIndustryInvoice>')
  assert.equal(res.statusCode, 400, res.body)
  assert.ok(['INVALID_XML', 'TRANSFORM_INPUT_INVALID'].includes(res.json().code))
})

test('a transform disabled for the tenant in the plugins configuration: TRANSFORM_UNSUPPORTED', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-transform-config-')), 'plugins.json')
  fs.writeFileSync(file, JSON.stringify({ plugins: { 'ubl-to-cii': { tenants: { 'transform-big': { enabled: false } } } } }))
  const t2 = await createTestWharf({ WHARF_PLUGINS_CONFIG: file, WHARF_PLANS: 'free,standard,pro', WHARF_TRANSFORM_MIN_PLAN: 'pro' })
  try {
    const a = await tenant(t2, 'transform-big')
    await t2.wharf.knex('tenants').where({ id: a.id }).update({ plan: 'pro' })
    const tok = await clientToken(t2, await application(t2, a.id, ['ApUser']))
    const res = await api(t2, tok, 'POST', '/api/v1/generic/transform?targetFormat=cii', { payload: BIS, headers: { 'content-type': 'application/xml' } })
    assert.equal(res.statusCode, 422, res.body)
    assert.equal(res.json().code, 'TRANSFORM_UNSUPPORTED')
    const pint = await api(t2, tok, 'POST', '/api/v1/generic/transform?targetFormat=pint-eu', { payload: BIS, headers: { 'content-type': 'application/xml' } })
    assert.equal(pint.statusCode, 200, 'the other transforms stay enabled; plan order from WHARF_PLANS')
    const b = await tenant(t2, 'transform-free')
    await t2.wharf.knex('tenants').where({ id: b.id }).update({ plan: 'standard' })
    const tokB = await clientToken(t2, await application(t2, b.id, ['ApUser']))
    const gated = await api(t2, tokB, 'POST', '/api/v1/generic/transform?targetFormat=cii', { payload: BIS, headers: { 'content-type': 'application/xml' } })
    assert.equal(gated.json().code, 'PLAN_REQUIRED')
    assert.equal(gated.json().details.requiredPlan, 'pro')
  } finally {
    await t2.close()
    fs.rmSync(file, { force: true })
  }
  assert.ok(tenantId.length > 0)
})

test('download with ?targetFormat= (and targetDocumentTypeId): the stored document converted, the stored bytes unchanged', async () => {
  const xml = load('peppol-bis-invoice-3/vat-category-O.xml')
  await party(t, tenantId, ['0088:7300010000001'])
  const sender = await clientToken(t, await application(t, tenantId, ['ApUser']))
  const sent = await api(t, sender, 'POST', '/api/v1/0088:7300010000001/salesInvoice/send', { payload: xml, headers: { 'content-type': 'application/xml', 'x-service-documentid': 'transform-dl-1' } })
  assert.equal(sent.statusCode, 202, sent.body)
  const raw = await api(t, sender, 'GET', '/api/v1/0088:7300010000001/salesInvoice/transform-dl-1/download')
  assert.equal(raw.body, xml)
  const cii = await api(t, sender, 'GET', '/api/v1/0088:7300010000001/salesInvoice/transform-dl-1/download?targetFormat=cii')
  assert.equal(cii.statusCode, 200, cii.body)
  assert.match(cii.headers['x-wharf-document-type-id'] as string, /CrossIndustryInvoice/)
  assert.deepEqual(differences(readModel(cii.body).model, readModel(xml).model), [])
  const generic = await api(t, sender, 'GET', `/api/v1/0088:7300010000001/generic/transform-dl-1/download?targetDocumentTypeId=${encodeURIComponent('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:peppol:pint:billing-1@eu-1::2.1')}`)
  assert.equal(generic.statusCode, 200, generic.body)
  assert.match(generic.body, /urn:peppol:pint:billing-1@eu-1/)
  const none = await api(t, sender, 'GET', '/api/v1/0088:7300010000001/salesInvoice/transform-dl-1/download?targetFormat=xrechnung-cii')
  assert.equal(none.json().code, 'TRANSFORM_UNSUPPORTED')
  assert.equal((await api(t, sender, 'GET', '/api/v1/0088:7300010000001/salesInvoice/transform-dl-1/download')).body, xml, 'stored bytes unchanged')
})

test('send with ?targetFormat=: the document converted before it is detected, stored and routed', async () => {
  const xml = load('peppol-bis-invoice-3/vat-category-O.xml')
  const sender = await clientToken(t, await application(t, tenantId, ['ApUser']))
  const sent = await api(t, sender, 'POST', '/api/v1/0088:7300010000001/salesInvoice/send?targetFormat=cii', { payload: xml, headers: { 'content-type': 'application/xml', 'x-service-documentid': 'transform-send-1' } })
  assert.equal(sent.statusCode, 202, sent.body)
  assert.match(sent.json().documentTypeId, /CrossIndustryInvoice/)
  const stored = await api(t, sender, 'GET', '/api/v1/0088:7300010000001/salesInvoice/transform-send-1/download')
  assert.match(stored.body, /<rsm:CrossIndustryInvoice /)
  assert.deepEqual(differences(readModel(stored.body).model, readModel(xml).model), [])
  const refused = await api(t, sender, 'POST', '/api/v1/0088:7300010000001/salesInvoice/send?targetFormat=xrechnung-cii', { payload: xml, headers: { 'content-type': 'application/xml', 'x-service-documentid': 'transform-send-2' } })
  assert.equal(refused.json().code, 'TRANSFORM_UNSUPPORTED')
  const none = await api(t, sender, 'GET', '/api/v1/0088:7300010000001/salesInvoice/transform-send-2/download')
  assert.equal(none.statusCode, 404, 'nothing stored when the conversion is refused')
})

test('outputs are checked with the official rules of the target under the tenant\'s policy: reject -> 422 TRANSFORM_OUTPUT_INVALID with the rule ids, warn -> returned with them, off -> not checked', async () => {
  const policy = async (p: 'reject' | 'warn' | null): Promise<void> => { await setTenantPolicy(t.wharf.knex, t.wharf.clock, tenantId, p) }
  // The official BIS 3 example's item and delivery-location GLNs (schemeID 0088) have wrong check digits: the UBL
  // binding of the Peppol rules does not check those elements, the CII binding does (PEPPOL-COMMON-R040).
  const fixed = BIS.replace(/schemeID="0088">21382183120983</g, 'schemeID="0088">7300010000001<').replace('schemeID="0088">9483759475923478<', 'schemeID="0088">7300010000001<')
  const wrongTotal = fixed.replace(/<cbc:PayableAmount currencyID="([A-Z]+)">[^<]*</, '<cbc:PayableAmount currencyID="$1">1.00<')
  try {
    await policy('reject')
    const gln = await post('targetFormat=cii', BIS)
    assert.equal(gln.statusCode, 422, gln.body)
    assert.equal(gln.json().code, 'TRANSFORM_OUTPUT_INVALID')
    assert.deepEqual([...new Set((gln.json().details.errors as Array<{ rule: string }>).map(e => e.rule))], ['PEPPOL-COMMON-R040'])
    const ok = await post('targetFormat=cii', fixed)
    assert.equal(ok.statusCode, 200, ok.body)
    assert.equal(ok.headers['x-wharf-output-validation'], 'valid')
    const totals = await post('targetFormat=cii', wrongTotal)
    assert.equal(totals.statusCode, 422, totals.body)
    const errors = totals.json().details.errors as Array<{ ruleSet: string, rule: string }>
    assert.ok(errors.some(e => e.ruleSet === 'cen-en16931-cii' && /^BR-CO-\d+$/.test(e.rule)), JSON.stringify(errors))
    assert.match(totals.json().message, /BR-CO-/)
    await policy('warn')
    const warned = await post('targetFormat=cii', wrongTotal)
    assert.equal(warned.statusCode, 200, warned.body)
    assert.equal(warned.headers['x-wharf-output-validation'], 'invalid')
    assert.match(String(warned.headers['x-wharf-output-errors']), /BR-CO-/)
  } finally {
    await policy(null)
  }
  const off = await post('targetFormat=cii', wrongTotal) // the test Wharfs' default policy is off
  assert.equal(off.statusCode, 200)
  assert.equal(off.headers['x-wharf-output-validation'], 'off')
})
