// Issue 18 point 4, the send routes' multipart/form-data form: a `file` part (the document, spooled and checked like
// a raw XML body) and an optional `metaAttributes` part (a JSON object of string values) echoed as
// details.metaAttributes in the document's events; the answer carries `id`.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, party, tenant } from '../helpers/fixtures.ts'
import { startWorkers, type Workers } from '../../core/workers.ts'
import { PLUGIN_ROOT, countDocuments, createHook, eventsOf, fixture, sendForm, waitFor, type FormField } from './helpers.ts'
import { bigInvoice } from './large/big-invoice.ts'

let t: TestWharf
let workers: Workers
let token: string
const PARTY = '0088:7300010000001'
const INVOICE = fixture('bis3-vat-category-O.xml')
const MAX = 3 * 1024 * 1024
const META = { erpId: 'SO-4711', costCentre: 'Nord', 'ünïcödé key': 'välue' }

before(async () => {
  t = await createTestWharf({ WHARF_MAX_DOCUMENT_BYTES: String(MAX) })
  workers = await startWorkers(t.wharf, { threads: 1, housekeeping: false, pollIntervalMs: 50, pluginRoot: PLUGIN_ROOT })
  const acme = await tenant(t, 'form')
  await party(t, acme.id, [PARTY])
  token = await clientToken(t, await application(t, acme.id, ['ApManager']))
  await createHook(t, token, { partyId: PARTY, action: 'doc-ok', name: 'ap', topics: ['SendInvoice'] })
})
after(async () => {
  await workers?.stop()
  await t?.close()
})

const file = (data: string | Buffer, contentType = 'application/xml'): FormField => ({ name: 'file', filename: 'invoice.xml', contentType, data })
const meta = (data: unknown): FormField => ({ name: 'metaAttributes', contentType: 'application/json', data: typeof data === 'string' ? data : JSON.stringify(data) })
const statusOf = async (id: string): Promise<string | undefined> => (await api(t, token, 'GET', `/api/v1/${PARTY}/documents/${id}`)).json().document?.status

test('a form send arrives byte-identical and its events echo metaAttributes', async () => {
  const res = await sendForm(t, token, PARTY, 'salesInvoice', [meta(META), { name: 'comment', data: 'skipped' }, file(INVOICE)])
  assert.equal(res.statusCode, 202, res.body)
  const id = res.json().id as string
  assert.equal(res.json().documentId, id)
  assert.equal(res.json().topic, 'SendInvoice')
  await waitFor(`${id} sent`, async () => (await statusOf(id)) === 'sent')
  const events = await eventsOf(t, id)
  assert.deepEqual(events.map(e => e.topic), ['SendInvoice', 'InvoiceSent'])
  for (const e of events) assert.deepEqual(e.details.metaAttributes, META, e.topic)
  const dl = await api(t, token, 'GET', `/api/v1/${PARTY}/salesInvoice/${id}/download`)
  assert.equal(dl.statusCode, 200)
  assert.equal(dl.headers['content-type'], 'application/xml')
  assert.ok(dl.rawPayload.equals(INVOICE), 'byte-identical')
})

test('without metaAttributes the events carry none; text/xml and octet-stream file parts are stored as application/xml', async () => {
  for (const type of ['text/xml', 'application/octet-stream']) {
    const res = await sendForm(t, token, PARTY, 'salesInvoice', [file(INVOICE, type)])
    assert.equal(res.statusCode, 202, res.body)
    const events = await eventsOf(t, res.json().id)
    assert.equal(events[0].details.metaAttributes, undefined)
    const dl = await api(t, token, 'GET', `/api/v1/${PARTY}/generic/${res.json().id as string}/download`)
    assert.equal(dl.headers['content-type'], 'application/xml')
  }
})

test('an undeliverable document: InvoiceSentError echoes metaAttributes; X-Service-DocumentId works with a form', async () => {
  const res = await sendForm(t, token, PARTY, 'salesInvoice', [file(fixture('bis3-base-example.xml')), meta({ erpId: 'X1' })], { headers: { 'x-service-documentid': 'form-err-0001' } })
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(res.json().id, 'form-err-0001')
  assert.equal(res.json().status, 'error')
  const events = await eventsOf(t, 'form-err-0001')
  assert.deepEqual(events.map(e => [e.topic, e.details.metaAttributes]), [['InvoiceSentError', { erpId: 'X1' }]])
})

test('a document over 1 MiB in the file part is spooled and arrives byte-identical', async () => {
  const big = bigInvoice(2 * 1024 * 1024)
  const res = await sendForm(t, token, PARTY, 'salesInvoice', [file(big), meta({ erpId: 'big' })])
  assert.equal(res.statusCode, 202, res.body)
  const id = res.json().id as string
  await waitFor(`${id} sent`, async () => (await statusOf(id)) === 'sent')
  const dl = await api(t, token, 'GET', `/api/v1/${PARTY}/generic/${id}/download`)
  assert.ok(dl.rawPayload.equals(big), 'byte-identical')
})

test('refused forms store nothing: no file part 400, bad metaAttributes 400, oversize 413, DTD, malformed bodies', async () => {
  const before = await countDocuments(t)
  const xml = INVOICE.toString('utf8')
  const cases: Array<[string, FormField[], number, string, string?]> = [
    ['no file part', [meta(META)], 400, 'VALIDATION_FAILED', 'file'],
    ['no parts at all', [], 400, 'VALIDATION_FAILED', 'file'],
    ['two file parts', [file(INVOICE), file(INVOICE)], 400, 'VALIDATION_FAILED', 'file'],
    ['metaAttributes an array', [file(INVOICE), meta(['a'])], 400, 'VALIDATION_FAILED', 'metaAttributes'],
    ['metaAttributes null', [file(INVOICE), meta(null)], 400, 'VALIDATION_FAILED', 'metaAttributes'],
    ['metaAttributes a string', [file(INVOICE), meta('"x"')], 400, 'VALIDATION_FAILED', 'metaAttributes'],
    ['metaAttributes with a number', [file(INVOICE), meta({ a: 1 })], 400, 'VALIDATION_FAILED', 'metaAttributes'],
    ['metaAttributes with an object', [file(INVOICE), meta({ a: { b: 'c' } })], 400, 'VALIDATION_FAILED', 'metaAttributes'],
    ['metaAttributes not JSON', [file(INVOICE), meta('{erpId: x}')], 400, 'VALIDATION_FAILED', 'metaAttributes'],
    ['metaAttributes over 64 KiB', [file(INVOICE), meta({ a: 'x'.repeat(70 * 1024) })], 400, 'VALIDATION_FAILED', 'metaAttributes'],
    ['file part over WHARF_MAX_DOCUMENT_BYTES', [file(xml.replace('<cbc:ID>', `<!--${'x'.repeat(MAX - INVOICE.length)}--><cbc:ID>`))], 413, 'PAYLOAD_TOO_LARGE'],
    ['DTD in the file part', [file('<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + xml.replace(/^<\?xml[^>]*>/, ''))], 400, 'XML_DTD_NOT_ALLOWED'],
    ['not XML in the file part', [file('%PDF-1.7')], 400, 'INVALID_XML'],
    ['a part without a name', [{ name: '', data: 'x' }, file(INVOICE)], 400, 'BAD_REQUEST']
  ]
  for (const [name, fields, status, code, field] of cases) {
    const res = await sendForm(t, token, PARTY, 'salesInvoice', fields)
    assert.equal(res.statusCode, status, `${name}: ${res.body}`)
    assert.equal(res.json().code, code, name)
    if (field !== undefined) assert.equal(res.json().details.field, field, name)
  }
  const raw = async (body: string, contentType: string): Promise<{ statusCode: number, code: string }> => {
    const res = await api(t, token, 'POST', `/api/v1/${PARTY}/salesInvoice/send`, { payload: body, headers: { 'content-type': contentType } })
    return { statusCode: res.statusCode, code: res.json().code }
  }
  assert.deepEqual(await raw(`--b\r\nContent-Disposition: form-data; name="file"\r\n\r\n${xml}`, 'multipart/form-data; boundary=b'), { statusCode: 400, code: 'BAD_REQUEST' }, 'no closing boundary')
  assert.deepEqual(await raw(`--b\r\n\r\n${xml}\r\n--b--`, 'multipart/form-data'), { statusCode: 400, code: 'BAD_REQUEST' }, 'no boundary parameter')
  assert.deepEqual(await raw('--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--', 'multipart/form-data; boundary=b'), { statusCode: 400, code: 'BAD_REQUEST' }, 'no Content-Disposition')
  assert.equal(await countDocuments(t), before)
})
