// Issue 18 point 5, idempotent sends: X-Service-DocumentId chooses the documentId (6-64 letters, digits, -), a second
// send with the same id in the tenant and environment answers 409 DOCUMENT_EXISTS and sends nothing, enforced by the
// database (migration 012), so CONCURRENT sends with one id give one 202, the rest 409, one command and one delivery.
// On PostgreSQL (DATABASE_URL) the concurrent sends really race in separate connections; PGlite serialises them.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { api } from '../helpers/fixtures.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { PLUGIN_ROOT, createHook, eventsOf, fixture, sendXml, waitFor } from './helpers.ts'

const PARTY = '0088:7300010000001'
const OTHER = '0208:0123456749'
const INVOICE = fixture('bis3-vat-category-O.xml')

const t = await openWharf({}, { workers: { threads: 1, pluginRoot: PLUGIN_ROOT } })
const { token } = await tenantWithParties(t, 'idem', [PARTY])
await createHook(t, token, { partyId: PARTY, action: 'doc-ok', name: 'ap', topics: ['SendInvoice'] })
const otherToken = (await tenantWithParties(t, 'idem-other', [OTHER])).token

const withId = (id: string): { headers: Record<string, string> } => ({ headers: { 'x-service-documentid': id } })
const statusOf = async (documentId: string): Promise<string | undefined> => {
  const res = await api(t, token, 'GET', `/api/v1/${PARTY}/documents/${documentId}`)
  return res.statusCode === 200 ? res.json().document.status : undefined
}
const count = async (table: string, where: Record<string, string> = {}): Promise<number> =>
  Number((await t.wharf.knex(table).where(where).count<Array<{ n: string }>>('* as n'))[0].n)

test('X-Service-DocumentId names the document: answer, events, status and downloads use it', async () => {
  const id = 'INV-2026-000001'
  const res = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, withId(id))
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(res.json().id, id)
  assert.equal(res.json().documentId, id)
  await waitFor(`${id} sent`, async () => (await statusOf(id)) === 'sent')
  const events = await eventsOf(t, id)
  assert.deepEqual(events.map(e => e.topic), ['SendInvoice', 'InvoiceSent'])
  for (const e of events) {
    assert.equal(e.documentId, id)
    assert.equal(e.details.id, id)
  }
  // The plugin was handed the public id (doc-channel echoes it in its messageId).
  assert.equal(events[1].details.messageId, `msg-${id}-1`)
  for (const route of ['generic', 'salesInvoice']) {
    const dl = await api(t, token, 'GET', `/api/v1/${PARTY}/${route}/${id}/download`)
    assert.equal(dl.statusCode, 200, dl.body)
    assert.ok(dl.rawPayload.equals(INVOICE), 'byte-identical')
    assert.equal(dl.headers['content-disposition'], `attachment; filename="${id}.xml"`)
  }
  const list = (await api(t, token, 'GET', `/api/v1/${PARTY}/documents?direction=out`)).json()
  assert.ok(list.documents.some((d: { documentId: string }) => d.documentId === id))
})

test('a second send with the same id: 409 DOCUMENT_EXISTS with the existing id, nothing stored, published or sent', async () => {
  const id = 'resend-0001'
  assert.equal((await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, withId(id))).statusCode, 202)
  await waitFor(`${id} sent`, async () => (await statusOf(id)) === 'sent')
  const before = { documents: await count('documents'), events: await count('events'), jobs: await count('jobs') }
  const again = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, withId(id))
  assert.equal(again.statusCode, 409, again.body)
  assert.equal(again.json().code, 'DOCUMENT_EXISTS')
  assert.deepEqual(again.json().details, { documentId: id })
  // A document the send pipeline would store as InvoiceSentError (wrong EndpointIDs) is refused the same way.
  const wrong = await sendXml(t, token, PARTY, 'salesInvoice', fixture('bis3-base-example.xml'), withId(id))
  assert.equal(wrong.statusCode, 409, wrong.body)
  assert.deepEqual({ documents: await count('documents'), events: await count('events'), jobs: await count('jobs') }, before)
  assert.deepEqual((await eventsOf(t, id)).map(e => e.topic), ['SendInvoice', 'InvoiceSent'])
})

test('ids are scoped per tenant and environment: another tenant may use the same id', async () => {
  const id = 'shared-id-42'
  assert.equal((await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, withId(id))).statusCode, 202)
  // Stored (as InvoiceSentError: the invoice's sender is not this tenant's party): the id was free in this tenant.
  const other = await sendXml(t, otherToken, OTHER, 'salesInvoice', INVOICE, withId(id))
  assert.equal(other.statusCode, 202, other.body)
  assert.equal(other.json().id, id)
  assert.equal(await count('documents', { document_id: id }), 2)
  const dl = await api(t, otherToken, 'GET', `/api/v1/${OTHER}/generic/${id}/download`)
  assert.equal(dl.statusCode, 200)
})

test('a malformed X-Service-DocumentId: 400 VALIDATION_FAILED naming the header, nothing stored', async () => {
  const before = await count('documents')
  for (const bad of ['abcde', 'x'.repeat(65), 'INV_0001', 'INV 0001', 'INV/00001', 'ÄÖÜ-0001', '']) {
    const res = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, withId(bad))
    assert.equal(res.statusCode, 400, `${JSON.stringify(bad)}: ${res.body}`)
    assert.equal(res.json().code, 'VALIDATION_FAILED')
    assert.match(res.json().message, /X-Service-DocumentId/)
    assert.equal(res.json().details.field, 'X-Service-DocumentId')
  }
  // The bounds themselves are fine.
  for (const ok of ['abcdef', 'A'.repeat(64)]) assert.equal((await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, withId(ok))).statusCode, 202, ok)
  assert.equal(await count('documents'), before + 2)
})

test('without the header a new uuid is made', async () => {
  const res = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE)
  assert.equal(res.statusCode, 202)
  assert.match(res.json().id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  assert.equal(res.json().documentId, res.json().id)
})

test('concurrent sends with one id: exactly one 202, the others 409, one command, one delivery', async () => {
  for (const [round, n] of [['small', 2], ['many', 6]] as const) {
    const id = `race-${round}-0001`
    const answers = await Promise.all(Array.from({ length: n }, async () => await sendXml(t, token, PARTY, 'salesInvoice', INVOICE, withId(id))))
    const codes = answers.map(a => a.statusCode).sort()
    assert.deepEqual(codes, [202, ...Array(n - 1).fill(409)], answers.map(a => a.body).join('\n'))
    for (const a of answers.filter(a => a.statusCode === 409)) assert.equal(a.json().code, 'DOCUMENT_EXISTS')
    await waitFor(`${id} sent`, async () => (await statusOf(id)) === 'sent')
    assert.equal(await count('documents', { document_id: id }), 1)
    assert.deepEqual((await eventsOf(t, id)).map(e => e.topic), ['SendInvoice', 'InvoiceSent'])
    const key = (await t.wharf.knex('documents').where({ document_id: id }).first('id')).id as string
    const jobs = await t.wharf.knex('jobs').where({ kind: 'command.run' }).select('payload')
    assert.equal(jobs.filter(j => JSON.stringify(j.payload).includes(key)).length, 1, 'one command job, one delivery')
  }
})
