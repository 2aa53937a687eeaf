// Large documents through the API (issue 5): a ~5 MB invoice is spooled to a file on upload, detected by streaming,
// stored in chunks (documents.content null), handed to the channel plugin as a temporary file (deleted afterwards)
// and downloaded byte-identical with Content-Length; small documents stay in the row. Large bad input is refused as
// before (400/413, nothing stored), and no spool file is left behind after success, refusal or a forbidden upload.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { api } from '../helpers/fixtures.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { storeReceivedDocument } from '../../core/documents/receive.ts'
import { documentContent, openDocumentContent } from '../../core/documents/store.ts'
import { fileSource } from '../../core/blobs/source.ts'
import { PLUGIN_ROOT, countDocuments, createHook, eventsOf, fixture, sendXml, waitFor, waitForStatus } from './helpers.ts'
import { bigInvoice } from './large/big-invoice.ts'

// This file's own spool folder (read on first use, after the imports), to see what is left in it.
const SPOOL = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-spool-test-'))
process.env.WHARF_SPOOL_DIR = SPOOL

const PARTY = '0088:7300010000001'
const MAX = 8 * 1024 * 1024
const BIG = bigInvoice(5 * 1024 * 1024)
const sha = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex')
const spoolFiles = (): string[] => fs.readdirSync(SPOOL)

const t = await openWharf({ WHARF_MAX_DOCUMENT_BYTES: String(MAX) }, { workers: { threads: 1, pluginRoot: PLUGIN_ROOT } })
after(() => { fs.rmSync(SPOOL, { recursive: true, force: true }) })
const { token, parties: [partyInternal] } = await tenantWithParties(t, 'docs-large', [[PARTY, '0192:987654325']])
await createHook(t, token, { partyId: PARTY, action: 'doc-ok', name: 'ap', topics: ['SendInvoice'] })
const otherToken = (await tenantWithParties(t, 'docs-large-other', ['0208:0123456749'])).token

test('a ~5 MB invoice: stored in chunks, handed to the plugin as a file, downloaded byte-identical; no spool file left', async () => {
  const res = await sendXml(t, token, PARTY, 'salesInvoice', BIG)
  assert.equal(res.statusCode, 202, res.body)
  const id = res.json().documentId as string
  assert.equal(res.json().status, 'queued')
  const row = await t.wharf.knex('documents').where({ id }).first('size', 'sha256', t.wharf.knex.raw('content is null as chunked'))
  assert.equal(Number(row.size), BIG.length)
  assert.equal(row.sha256, sha(BIG))
  assert.equal(row.chunked, true, 'a large document is stored in chunks')
  assert.ok(Number((await t.wharf.knex('document_chunks').where({ document_id: id }).count<Array<{ n: string }>>('* as n'))[0].n) >= 5)

  await waitForStatus(t, id, 'sent')
  const sent = (await eventsOf(t, id)).find(e => e.topic === 'InvoiceSent')
  const d = sent?.details ?? {}
  assert.equal(d.receivedSha256, sha(BIG), 'the plugin read the exact bytes')
  assert.equal(d.receivedSize, BIG.length)
  assert.equal(d.receivedAsPath, true, 'the plugin got a path')
  assert.equal(d.receivedPathExisted, true)
  assert.equal(d.receivedBytesLength, 0, 'and no bytes')
  assert.equal(d.receivedDeclaredSize, BIG.length)
  assert.equal(fs.existsSync(d.receivedPath as string), false, 'the hand-over file is deleted after the delivery')

  for (const route of ['generic', 'salesInvoice']) {
    const dl = await api(t, token, 'GET', `/api/v1/${PARTY}/${route}/${id}/download`)
    assert.equal(dl.statusCode, 200)
    assert.equal(dl.headers['content-length'], String(BIG.length))
    assert.equal(dl.headers['x-content-sha256'], sha(BIG))
    assert.ok(dl.rawPayload.equals(BIG), 'download is byte-identical')
  }
  const whole = await documentContent(t.wharf.knex, id)
  assert.ok(whole?.bytes.equals(BIG), 'documentContent assembles a chunked document')
  assert.deepEqual(spoolFiles(), [])
})

test('a small invoice stays in the row and is handed over as bytes', async () => {
  const small = fixture('bis3-vat-category-O.xml')
  const res = await sendXml(t, token, PARTY, 'salesInvoice', small)
  assert.equal(res.statusCode, 202, res.body)
  const id = res.json().documentId as string
  const row = await t.wharf.knex('documents').where({ id }).first(t.wharf.knex.raw('content is null as chunked'))
  assert.equal(row.chunked, false)
  assert.equal(Number((await t.wharf.knex('document_chunks').where({ document_id: id }).count<Array<{ n: string }>>('* as n'))[0].n), 0)
  await waitForStatus(t, id, 'sent')
  const d = (await eventsOf(t, id)).find(e => e.topic === 'InvoiceSent')?.details ?? {}
  assert.equal(d.receivedAsPath, false)
  assert.equal(d.receivedSha256, sha(small))
  const content = await openDocumentContent(t.wharf.knex, id)
  assert.ok(content?.bytes?.equals(small))
  const dl = await api(t, token, 'GET', `/api/v1/${PARTY}/generic/${id}/download`)
  assert.equal(dl.headers['content-length'], String(small.length))
  assert.ok(dl.rawPayload.equals(small))
})

test('large bad input is refused as before, nothing stored, no spool file left', async () => {
  const before = await countDocuments(t)
  const xml = BIG.toString('latin1')
  const cases: Array<[string, Buffer, number, string]> = [
    ['truncated', BIG.subarray(0, BIG.length - 100), 400, 'INVALID_XML'],
    ['DTD at the end', Buffer.concat([BIG, Buffer.from('<!DOCTYPE x>')]), 400, 'XML_DTD_NOT_ALLOWED'],
    ['malformed in the middle', Buffer.from(xml.replace('<cac:AccountingSupplierParty>', '<cac:AccountingSupplierParty><a>'), 'latin1'), 400, 'INVALID_XML'],
    ['over the limit', bigInvoice(MAX + 1024), 413, 'PAYLOAD_TOO_LARGE']
  ]
  for (const [name, body, status, code] of cases) {
    const res = await sendXml(t, token, PARTY, 'salesInvoice', body)
    assert.equal(res.statusCode, status, `${name}: ${res.body}`)
    assert.equal(res.json().code, code, name)
    assert.ok(res.json().message.length > 0, name)
    assert.deepEqual(spoolFiles(), [], `${name}: no spool file left`)
  }
  // Refused after the body was read (the party is not the caller's): the spool file goes once the answer is sent
  // (the onResponse hook, which may run just after inject() resolves).
  const forbidden = await sendXml(t, otherToken, PARTY, 'salesInvoice', BIG)
  assert.equal(forbidden.statusCode, 403, forbidden.body)
  await waitFor('the spool file of the forbidden upload to go', async () => spoolFiles().length === 0, 5000)
  const order = await sendXml(t, token, PARTY, 'purchaseOrder', BIG)
  assert.equal(order.json().code, 'WRONG_DOCUMENT_FAMILY')
  assert.deepEqual(spoolFiles(), [])
  assert.equal(await countDocuments(t), before)
})

test('storeReceivedDocument takes a file source: detected by streaming, stored in chunks', async () => {
  const file = path.join(SPOOL, '..', `received-${process.pid}.xml`)
  fs.writeFileSync(file, BIG)
  const tenantId = (await t.wharf.knex('parties').where({ id: partyInternal }).first('tenant_id')).tenant_id as string
  try {
    const r = await t.wharf.knex.transaction(async trx => await storeReceivedDocument(trx, t.wharf, {
      tenantId,
      environment: 'acceptance', partyInternalId: partyInternal, partyId: PARTY, source: fileSource(file, BIG.length, false), createdBy: 'peppol'
    }))
    assert.equal(r.topic, 'InvoiceReceived')
    assert.equal(r.document.size, BIG.length)
    assert.equal(r.document.sha256, sha(BIG))
    const back = await documentContent(t.wharf.knex, r.document.id)
    assert.ok(back?.bytes.equals(BIG))
    await assert.rejects(t.wharf.knex.transaction(async trx => await storeReceivedDocument(trx, t.wharf, {
      tenantId: 'x', environment: 'acceptance', partyInternalId: null, partyId: null, createdBy: 'peppol'
    })), /exactly one of bytes and source/)
  } finally { fs.rmSync(file, { force: true }) }
})
