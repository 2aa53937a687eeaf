// The document API without workers: refusals that store nothing (malformed, DTD, XXE, oversized, wrong media type,
// wrong root, wrong family), EndpointID errors that store the document with InvoiceSentError, tenant isolation
// (404, not 403), the list with filters and paging, and storeReceivedDocument for the inbound side.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { api } from '../helpers/fixtures.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { storeReceivedDocument } from '../../core/documents/receive.ts'
import { countDocuments, eventsOf, fixture, sendXml } from './helpers.ts'

const PARTY = '0088:7300010000001'
const OTHER = '0208:0123456749'
const INVOICE = fixture('bis3-vat-category-O.xml')
const MAX = 65_536

const t = await openWharf({ WHARF_MAX_DOCUMENT_BYTES: String(MAX) })
const { token, parties: [partyInternal] } = await tenantWithParties(t, 'docs-api', [PARTY])
const otherToken = (await tenantWithParties(t, 'docs-api-other', [OTHER])).token

test('bad input is refused with a coded error and nothing is stored', async () => {
  const before = await countDocuments(t)
  const xml = INVOICE.toString('utf8')
  const cases: Array<[string, Buffer | string, number, string, string?]> = [
    ['truncated', xml.slice(0, 3000), 400, 'INVALID_XML'],
    ['not xml', 'hello', 400, 'INVALID_XML'],
    ['DTD', '<?xml version="1.0"?><!DOCTYPE Invoice [<!ELEMENT Invoice ANY>]>' + xml.replace(/^<\?xml[^>]*>/, ''), 400, 'XML_DTD_NOT_ALLOWED'],
    ['XXE', '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + xml.replace(/^<\?xml[^>]*>/, '').replace('<cbc:ID>', '<cbc:ID>&x;'), 400, 'XML_DTD_NOT_ALLOWED'],
    ['billion laughs', '<!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><Invoice>&b;</Invoice>', 400, 'XML_DTD_NOT_ALLOWED'],
    ['doubled UTF-8 BOM (issue 15)', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf]), INVOICE]), 400, 'INVALID_XML'],
    ['DOCTYPE after a comment (issue 15)', '<?xml version="1.0"?><!-- c --><!DOCTYPE Invoice>' + xml.replace(/^<\?xml[^>]*>/, ''), 400, 'XML_DTD_NOT_ALLOWED'],
    ['declared Latin-1', xml.replace(/^<\?xml[^>]*>/, '<?xml version="1.0" encoding="ISO-8859-1"?>'), 400, 'XML_ENCODING_NOT_SUPPORTED'],
    ['UTF-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml.replace(/^<\?xml[^>]*>/, '<?xml version="1.0" encoding="UTF-16"?>'), 'utf16le')]), 400, 'XML_ENCODING_NOT_SUPPORTED'],
    ['wrong root', '<Catalogue xmlns="urn:oasis:names:specification:ubl:schema:xsd:Catalogue-2"/>', 400, 'UNSUPPORTED_DOCUMENT'],
    ['not a Peppol document type', fixture('en16931-cii-example2.xml'), 400, 'UNSUPPORTED_DOCUMENT'],
    // issue 18: legacy BIS 5a (invoice_bisv2) is received, never sent
    ['legacy BIS 5a invoice', xml.replace(/<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/, '<cbc:CustomizationID>urn:www.cenbii.eu:transaction:biitrns010:ver2.0:extended:urn:www.peppol.eu:bis:peppol5a:ver2.0</cbc:CustomizationID>')
      .replace(/<cbc:ProfileID>[^<]*<\/cbc:ProfileID>/, '<cbc:ProfileID>urn:www.cenbii.eu:profile:bii05:ver2.0</cbc:ProfileID>'), 400, 'UNSUPPORTED_DOCUMENT'],
    ['oversized', xml.replace('<cbc:ID>', `<!-- ${'x'.repeat(MAX)} --><cbc:ID>`), 413, 'PAYLOAD_TOO_LARGE'],
    ['JSON body', JSON.stringify({ invoice: 'x' }), 415, 'UNSUPPORTED_MEDIA_TYPE', 'application/json'],
    ['unknown media type', xml, 415, 'UNSUPPORTED_MEDIA_TYPE', 'application/pdf']
  ]
  for (const [name, body, status, code, contentType] of cases) {
    const res = await sendXml(t, token, PARTY, 'salesInvoice', body, contentType !== undefined ? { contentType } : {})
    assert.equal(res.statusCode, status, `${name}: ${res.body}`)
    assert.equal(res.json().code, code, name)
    assert.ok(typeof res.json().message === 'string' && res.json().message.length > 0, name)
  }
  const order = await sendXml(t, token, PARTY, 'purchaseOrder', INVOICE)
  assert.equal(order.statusCode, 400)
  assert.equal(order.json().code, 'WRONG_DOCUMENT_FAMILY')
  assert.equal(await countDocuments(t), before)
})

test('issue 15: DOCTYPE and ENTITY text in a CDATA section or a comment is data, not a DTD: the invoice is accepted', async () => {
  const xml = INVOICE.toString('utf8').replace('<cbc:Note>Payment within 30 days</cbc:Note>', '<cbc:Note><![CDATA[<!DOCTYPE html><!ENTITY x "y">]]></cbc:Note><!-- <!DOCTYPE c> -->')
  assert.ok(xml.includes('<![CDATA[<!DOCTYPE'))
  const res = await sendXml(t, token, PARTY, 'salesInvoice', xml)
  assert.equal(res.statusCode, 202, res.body)
})

test('wrong EndpointIDs in an official example, and a sender that is not the party: stored as InvoiceSentError', async () => {
  const official = await sendXml(t, token, PARTY, 'salesInvoice', fixture('bis3-base-example.xml'))
  assert.equal(official.statusCode, 202, official.body)
  assert.equal(official.json().status, 'error')
  assert.equal(official.json().error.code, 'ENDPOINT_ID_INVALID')
  assert.match(official.json().error.message, /0002:FR23342/)
  const events = await eventsOf(t, official.json().documentId)
  assert.deepEqual(events.map(e => e.topic), ['InvoiceSentError'])
  assert.equal(events[0].details.code, 'ENDPOINT_ID_INVALID')

  const creditNote = await sendXml(t, token, PARTY, 'salesInvoice', fixture('bis3-base-creditnote-correction.xml'))
  assert.equal(creditNote.json().family, 'CreditNote')
  assert.equal(creditNote.json().topic, 'InvoiceSentError', 'credit notes use the Invoice topics')

  const foreignSender = await sendXml(t, token, PARTY, 'salesInvoice', fixture('bis3-norwegian-example-1.xml'))
  assert.equal(foreignSender.json().status, 'error')
  assert.equal(foreignSender.json().error.code, 'SENDER_NOT_PARTY')
})

test('a valid document with no hook for SendInvoice: stored as error NO_CHANNEL', async () => {
  const res = await sendXml(t, token, PARTY, 'salesInvoice', INVOICE)
  assert.equal(res.statusCode, 202, res.body)
  assert.equal(res.json().status, 'error')
  assert.equal(res.json().error.code, 'NO_CHANNEL')
  const events = await eventsOf(t, res.json().documentId)
  assert.deepEqual(events.map(e => e.topic), ['SendInvoice', 'InvoiceSentError'])
  // The error event has the InvoiceSent structure; what no channel produced is null.
  const details = events[1]?.details as Record<string, unknown>
  for (const field of ['id', 'recipient', 'endpoint', 'protocol', 'attempt', 'messageId', 'sourceDocumentTypeId', 'targetDocumentTypeId']) assert.ok(field in details, field)
  assert.equal(details.endpoint, null)
  assert.equal(details.targetDocumentTypeId, details.sourceDocumentTypeId)
})

test('another tenant\'s document answers 404, not 403; another tenant\'s party answers 403', async () => {
  const mine = (await sendXml(t, token, PARTY, 'salesInvoice', INVOICE)).json().documentId as string
  assert.equal((await api(t, token, 'GET', `/api/v1/${PARTY}/generic/${mine}/download`)).statusCode, 200)
  for (const url of [`/api/v1/${OTHER}/generic/${mine}/download`, `/api/v1/${OTHER}/documents/${mine}`, `/api/v1/${OTHER}/salesInvoice/${mine}/download`]) {
    const res = await api(t, otherToken, 'GET', url)
    assert.equal(res.statusCode, 404, url)
    assert.equal(res.json().code, 'NOT_FOUND')
  }
  assert.equal((await api(t, otherToken, 'GET', `/api/v1/${PARTY}/generic/${mine}/download`)).statusCode, 403)
  assert.equal((await api(t, token, 'GET', `/api/v1/${PARTY}/generic/not-a-uuid/download`)).statusCode, 404)
  assert.equal((await api(t, token, 'GET', `/api/v1/${PARTY}/documents/00000000-0000-4000-8000-000000000000`)).statusCode, 404)
})

test('the list: filters and cursor paging, newest first', async () => {
  const all: string[] = []
  let cursor: string | null = null
  for (let i = 0; i < 20; i++) {
    const res = await api(t, token, 'GET', `/api/v1/${PARTY}/documents?limit=2${cursor !== null ? `&cursor=${cursor}` : ''}`)
    assert.equal(res.statusCode, 200, res.body)
    all.push(...res.json().documents.map((d: { documentId: string }) => d.documentId))
    cursor = res.json().nextCursor
    if (cursor === null) break
  }
  const total = Number((await t.wharf.knex('documents').where({ party_id: partyInternal }).count<Array<{ n: string }>>('* as n'))[0].n)
  assert.equal(all.length, total)
  assert.equal(new Set(all).size, total)
  const credit = (await api(t, token, 'GET', `/api/v1/${PARTY}/documents?family=CreditNote`)).json().documents
  assert.equal(credit.length, 1)
  assert.equal(credit[0].status, 'error')
  assert.equal((await api(t, token, 'GET', `/api/v1/${PARTY}/documents?direction=in`)).json().documents.length, 0)
  assert.equal((await api(t, token, 'GET', `/api/v1/${PARTY}/documents?status=bogus`)).statusCode, 400)
  assert.equal((await api(t, otherToken, 'GET', `/api/v1/${OTHER}/documents`)).json().documents.length, 0)
})

test('storeReceivedDocument: stored as received with InvoiceReceived (id, sender, createdBy, documentTypeId)', async () => {
  const bytes = fixture('bis3-vat-category-O.xml')
  const acme = await t.wharf.knex('tenants').where({ name: 'docs-api' }).first()
  const r = await t.wharf.knex.transaction(async trx => await storeReceivedDocument(trx, t.wharf, {
    tenantId: acme.id, environment: 'acceptance', partyInternalId: partyInternal, partyId: 'GLN:7300010000001', bytes, createdBy: 'peppol', messageId: 'as4-msg-1'
  }))
  assert.equal(r.topic, 'InvoiceReceived')
  const [ev] = await eventsOf(t, r.document.id)
  assert.equal(ev.topic, 'InvoiceReceived')
  assert.equal(ev.details.id, r.document.id)
  assert.equal(ev.details.sender, '0088:7300010000001')
  assert.equal(ev.details.createdBy, 'peppol')
  assert.match(String(ev.details.documentTypeId), /^busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##/)
  const dl = await api(t, token, 'GET', `/api/v1/${PARTY}/purchaseInvoice/${r.document.id}/download`)
  assert.equal(dl.statusCode, 200)
  assert.ok(dl.rawPayload.equals(bytes))
  assert.equal((await api(t, token, 'GET', `/api/v1/${PARTY}/salesInvoice/${r.document.id}/download`)).statusCode, 404)
  const inbound = (await api(t, token, 'GET', `/api/v1/${PARTY}/documents?direction=in`)).json().documents
  assert.deepEqual(inbound.map((d: { status: string, messageId: string }) => [d.status, d.messageId]), [['received', 'as4-msg-1']])
})

// Issue 18 point 9: the content-level duplicate hint on receipt.
test('a second receipt of the same invoice content (other AS4 message id): details.possibleDuplicateOf names the first', async () => {
  const acme = await t.wharf.knex('tenants').where({ name: 'docs-api' }).first()
  const xml = fixture('bis3-vat-category-O.xml').toString('utf8').replace(/<cbc:ID>[^<]*<\/cbc:ID>/, '<cbc:ID>DUP-1</cbc:ID>')
  assert.match(xml, /<cbc:IssueDate>2018-08-30<\/cbc:IssueDate>/)
  // One second apart (the clock is moved), so "the first one received" is well defined.
  const receive = async (text: string, messageId: string) => { t.clock.advance(1000); return await t.wharf.knex.transaction(async trx => await storeReceivedDocument(trx, t.wharf, {
    tenantId: acme.id, environment: 'acceptance', partyInternalId: partyInternal, partyId: PARTY, bytes: Buffer.from(text), createdBy: 'peppol', messageId
  })) }
  const detailsOf = async (id: string): Promise<Record<string, unknown>> => (await eventsOf(t, id))[0].details
  const first = await receive(xml, 'dup-msg-1')
  assert.equal((await detailsOf(first.document.id)).possibleDuplicateOf, undefined)
  const second = await receive(xml.replace('<cbc:Note>', '<cbc:Note>resent '), 'dup-msg-2')
  assert.equal((await detailsOf(second.document.id)).possibleDuplicateOf, first.document.id)
  const third = await receive(xml, 'dup-msg-3')
  assert.equal((await detailsOf(third.document.id)).possibleDuplicateOf, first.document.id, 'the first one received')
  // Another issue date, number or sender: no hint.
  const otherDate = await receive(xml.replace('<cbc:IssueDate>2018-08-30</cbc:IssueDate>', '<cbc:IssueDate>2018-08-31</cbc:IssueDate>'), 'dup-msg-4')
  assert.equal((await detailsOf(otherDate.document.id)).possibleDuplicateOf, undefined)
  const otherNumber = await receive(xml.replace('<cbc:ID>DUP-1</cbc:ID>', '<cbc:ID>DUP-2</cbc:ID>'), 'dup-msg-5')
  assert.equal((await detailsOf(otherNumber.document.id)).possibleDuplicateOf, undefined)
  const otherSender = await receive(xml.replace('<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">5798000000124</cbc:EndpointID>'), 'dup-msg-6')
  assert.equal((await detailsOf(otherSender.document.id)).possibleDuplicateOf, undefined)
  assert.deepEqual(await t.wharf.knex('documents').where({ id: first.document.id }).first('issue_date'), { issue_date: '2018-08-30' })
})
