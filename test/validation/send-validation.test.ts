// Validation in the send pipeline (issue 17 point 6): under the production default `reject` an invalid document is
// refused with 400 DOCUMENT_INVALID (rule ids, flags, locations) before anything is stored; `warn` sends it and puts
// the findings into its status history; `off` does not validate; the policy is per tenant (admin route).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, party, tenant } from '../helpers/fixtures.ts'
import { startWorkers, type Workers } from '../../core/workers.ts'
import { PLUGIN_ROOT, createHook, eventsOf, fixture, sendXml, waitForStatus } from '../documents/helpers.ts'
import { compileRules } from '../../scripts/validation/compile-rules.js'

let t: TestWharf
let workers: Workers
let token: string
let tenantId: string
const PARTY = '0088:7300010000001'
const INVOICE = fixture('bis3-vat-category-O.xml').toString('utf8')
// Payable amount no longer the total: BR-CO-16 (CEN) fails.
const INVALID = INVOICE.replace(/<cbc:PayableAmount currencyID="([A-Z]+)">[^<]*</, '<cbc:PayableAmount currencyID="$1">999.99<')
const ORDER = fixture('poacc-uc1-order.xml').toString('utf8')
const TABLES = ['documents', 'document_chunks', 'document_history', 'document_status', 'events', 'jobs']

before(async () => {
  await compileRules({ only: ['cen-en16931-ubl', 'peppol-bis-billing-3-ubl', 'peppol-poacc-t01'], log: () => {} })
  t = await createTestWharf({ WHARF_VALIDATION_POLICY: 'reject' })
  workers = await startWorkers(t.wharf, { threads: 1, housekeeping: false, pollIntervalMs: 50, pluginRoot: PLUGIN_ROOT })
  const acme = await tenant(t, 'send-validation')
  tenantId = acme.id
  await party(t, acme.id, [PARTY, '0192:987654325'])
  token = await clientToken(t, await application(t, acme.id, ['ApManager']))
  await createHook(t, token, { partyId: PARTY, action: 'doc-ok', name: 'ap', topics: ['SendInvoice', 'SendOrder'] })
})
after(async () => {
  await workers?.stop()
  await t?.close()
})

const counts = async (): Promise<Record<string, number>> =>
  Object.fromEntries(await Promise.all(TABLES.map(async n => [n, Number((await t.wharf.knex(n).count<Array<{ c: string }>>('* as c'))[0].c)])))
const adminPut = async (policy: unknown) =>
  await t.app.inject({ method: 'PUT', url: `/admin/v1/tenants/${tenantId}/validation`, payload: { policy } as object, headers: { authorization: `Bearer ${t.adminToken}` } })
const history = async (id: string): Promise<Array<{ name: string, description: string }>> => {
  const res = await api(t, token, 'GET', `/api/v1/${PARTY}/salesInvoice/${id}/status`)
  assert.equal(res.statusCode, 200, res.body)
  const body = res.json()
  return (Array.isArray(body) ? body : body.history) as Array<{ name: string, description: string }>
}

test('the official invoice passes and is sent; its Validated entry names the rule sets', async () => {
  assert.equal(INVALID === INVOICE, false)
  const res = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE)
  assert.equal(res.statusCode, 202, res.body)
  const id = res.json().id as string
  await waitForStatus(t, id, 'sent')
  const validated = (await history(id)).find(e => e.name === 'Validated')
  assert.match(validated?.description ?? '', /Valid against ubl-2\.1-xsd .*cen-en16931-ubl .*peppol-bis-billing-3-ubl/)
  assert.deepEqual((await eventsOf(t, id)).map(e => e.details.validation), [undefined, undefined], 'no findings, nothing in the events')
})

test('reject: an invalid invoice is 400 DOCUMENT_INVALID with rule ids, flags and locations; nothing stored, no event, no command', async () => {
  const before = await counts()
  for (const url of ['salesInvoice', 'generic']) {
    const res = await sendXml(t, token, PARTY, url, INVALID, { headers: { 'x-service-documentid': `bad-${url}` } })
    assert.equal(res.statusCode, 400, res.body)
    const body = res.json()
    assert.equal(body.code, 'DOCUMENT_INVALID')
    assert.match(body.message, /BR-CO-16/)
    const a = body.details.assertions.find((x: { id: string }) => x.id === 'BR-CO-16')
    assert.ok(a, JSON.stringify(body.details.assertions))
    assert.equal(a.flag, 'error')
    assert.equal(a.ruleSet, 'cen-en16931-ubl')
    assert.match(a.location, /LegalMonetaryTotal/)
    assert.equal(typeof a.line, 'number')
    assert.equal(body.details.isValid, false)
    assert.equal(body.details.policy, 'reject')
    assert.deepEqual(body.details.ruleSets.map((r: { id: string }) => r.id), ['ubl-2.1-xsd', 'cen-en16931-ubl', 'peppol-bis-billing-3-ubl'])
  }
  assert.deepEqual(await counts(), before)
  // The refused id was never taken: the same id is free for the corrected document.
  const ok = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, { headers: { 'x-service-documentid': 'bad-salesInvoice' } })
  assert.equal(ok.statusCode, 202, ok.body)
  const key = await t.wharf.knex('documents').where({ document_id: 'bad-salesInvoice' }).first('id')
  await waitForStatus(t, key.id, 'sent')
})

test('reject: a UBL order that breaks its XSD is refused on the purchaseOrder route with the schema error and its line', async () => {
  const before = await counts()
  const broken = ORDER.replace('<cbc:IssueDate>', '<cbc:NotAnElement>x</cbc:NotAnElement><cbc:IssueDate>')
  assert.notEqual(broken, ORDER)
  const res = await sendXml(t, token, PARTY, 'purchaseOrder', broken)
  assert.equal(res.statusCode, 400, res.body)
  const a = res.json().details.assertions[0]
  assert.equal(a.artifact, 'schema')
  assert.equal(a.id, 'XSD')
  assert.equal(a.line, broken.split('\n').findIndex(l => l.includes('NotAnElement')) + 1)
  assert.deepEqual(await counts(), before)
})

test('an EndpointID problem still decides first: stored with InvoiceSentError as the interface says, not a 400', async () => {
  const noEndpoint = INVALID.replace(/<cbc:EndpointID schemeID="0192">987654325<\/cbc:EndpointID>/, '')
  assert.notEqual(noEndpoint, INVALID)
  const res = await sendXml(t, token, PARTY, 'salesInvoice', noEndpoint)
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(res.json().status, 'error')
  assert.deepEqual((await eventsOf(t, res.json().id)).map(e => e.topic), ['InvoiceSentError'])
})

test('the policy per tenant: GET shows default and effective; warn sends the invalid invoice with its findings in the history and the command', async () => {
  const get = await t.admin('GET', `/admin/v1/tenants/${tenantId}/validation`)
  assert.equal(get.statusCode, 200, get.body)
  assert.deepEqual(get.json(), { tenantId, default: 'reject', override: null, effective: 'reject' })
  assert.equal((await adminPut('sometimes')).statusCode, 400)
  assert.equal((await api(t, token, 'GET', `/admin/v1/tenants/${tenantId}/validation`)).statusCode, 401, 'not with a tenant token')
  const put = await adminPut('warn')
  assert.equal(put.statusCode, 200, put.body)
  assert.equal(put.json().effective, 'warn')

  const res = await sendXml(t, token, PARTY, 'salesInvoice', INVALID)
  assert.equal(res.statusCode, 202, res.body)
  const id = res.json().id as string
  await waitForStatus(t, id, 'sent')
  const entries = await history(id)
  assert.deepEqual(entries.map(e => e.name), ['Pending', 'Validated', 'Routed', 'Delivered'])
  assert.match(entries[1].description, /Not valid, sent under validation policy warn/)
  assert.match(entries[1].description, /\[error\] BR-CO-16 at \/.*LegalMonetaryTotal/)
  const command = (await eventsOf(t, id)).find(e => e.topic === 'SendInvoice')
  const v = command?.details.validation as { isValid: boolean, policy: string, assertions: Array<{ id: string, flag: string }> }
  assert.equal(v.isValid, false)
  assert.equal(v.policy, 'warn')
  assert.ok(v.assertions.some(a => a.id === 'BR-CO-16' && a.flag === 'error'))
  const sent = (await eventsOf(t, id)).find(e => e.topic === 'InvoiceSent')
  assert.deepEqual(sent?.details.validation, v, 'the sent event carries the findings')
})

test('off: not validated (no findings recorded); null returns the tenant to the operator default', async () => {
  assert.equal((await adminPut('off')).statusCode, 200)
  const res = await sendXml(t, token, PARTY, 'salesInvoice', INVALID)
  assert.equal(res.statusCode, 202, res.body)
  const id = res.json().id as string
  const validated = (await history(id)).find(e => e.name === 'Validated')
  assert.doesNotMatch(validated?.description ?? '', /BR-CO-16|Valid against/)
  assert.equal((await eventsOf(t, id)).find(e => e.topic === 'SendInvoice')?.details.validation, undefined)
  const cleared = await adminPut(null)
  assert.equal(cleared.statusCode, 200, cleared.body)
  assert.deepEqual(cleared.json(), { tenantId, default: 'reject', override: null, effective: 'reject' })
  assert.equal((await sendXml(t, token, PARTY, 'salesInvoice', INVALID)).statusCode, 400)
})
