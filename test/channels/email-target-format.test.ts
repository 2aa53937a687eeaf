// A mailto: hook's targetDocumentTypeId (issue 19 point 5): the host converts the document (TransformService, the
// download conversion's code) before the email plugin runs, and the mail's attachment is the converted document.
// Real queue, worker threads and the SMTP server of the email tests (STARTTLS + AUTH): a received BIS 3 UBL invoice
// mailed as CII (root CrossIndustryInvoice, the same invoice number); a sent one through a SendInvoice mail hook
// (targetFormat alias, the CII URN); a tenant below the transformation plan gets HookSentError PLAN_REQUIRED and no
// mail, and after the plan is raised a redrive mails it; the hook API refuses an unknown target with 400.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { simpleParser, type ParsedMail } from 'mailparser'
import { api, hostOf } from '../helpers/fixtures.ts'
import { closeAfter, pluginsConfig } from '../helpers/cleanup.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { testTls } from '../helpers/receiver.ts'
import { receiveDocument } from '../../core/documents/receive.ts'
import { createHook, eventsOf, fixture, waitFor } from '../documents/helpers.ts'
import { startSmtp, SMTP_PASS, SMTP_USER } from './smtp.ts'

const BUYER = '0192:987654325'
const SELLER = '0088:7300010000001'
const CII_URN = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100::CrossIndustryInvoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::D16B'
const UBL = fixture('bis3-vat-category-O.xml').toString('utf8')
const invoice = (number: string): Buffer => Buffer.from(UBL.replace('<cbc:ID>Vat-O</cbc:ID>', `<cbc:ID>${number}</cbc:ID>`))

const smtp = await startSmtp()
const file = pluginsConfig({ email: { settings: { host: '127.0.0.1', port: smtp.port, requireTLS: true, user: SMTP_USER, pass: SMTP_PASS, from: 'ap@wharf.test', ca: testTls.ca, timeoutMs: 10_000 } } }, 'wharf-email-target-')
const t = await openWharf({ WHARF_PLUGINS_CONFIG: file }, { workers: true })
closeAfter(smtp)
const { id: tenantId, token, parties: [buyerId] } = await tenantWithParties(t, 'mail-convert', [BUYER, SELLER])

const setPlan = async (plan: string): Promise<void> => { await t.wharf.knex('tenants').where({ id: tenantId }).update({ plan }) }
async function receive (number: string): Promise<string> {
  const r = await receiveDocument({ knex: t.wharf.knex, clock: t.clock, hooks: t.wharf.hooks, wakeup: t.wharf.wakeup }, {
    tenantId, environment: 'acceptance', partyInternalId: buyerId, partyId: BUYER, bytes: invoice(number), createdBy: 'network'
  })
  return (await t.wharf.knex('documents').where({ id: r.id }).first('document_id')).document_id as string
}
async function mailFor (documentId: string): Promise<ParsedMail> {
  return await waitFor(`the mail of ${documentId}`, async () => {
    for (const m of smtp.messages) {
      const mail = await simpleParser(m.raw)
      if (mail.headers.get('x-service-document-id') === documentId) return mail
    }
    return undefined
  }, 30_000)
}
/** The attachment is CII with this invoice number (ExchangedDocument/ID). */
function assertCii (mail: ParsedMail, number: string, documentId: string): void {
  assert.equal(mail.attachments.length, 1)
  const att = mail.attachments[0]
  assert.equal(att.filename, `${documentId}.xml`)
  assert.equal(att.contentType, 'application/xml')
  const xml = att.content.toString('utf8')
  assert.match(xml, /^(<\?xml[^>]*>\s*)?<rsm:CrossIndustryInvoice\s/, 'the root element is CrossIndustryInvoice')
  assert.match(xml, new RegExp(`<rsm:ExchangedDocument>\\s*<ram:ID>${number}</ram:ID>`), 'the same invoice number')
  assert.doesNotMatch(xml, /<cbc:ID>/, 'no UBL in the attachment')
}

test('the hook API refuses an unknown or conflicting target format with 400', async () => {
  for (const url of ['mailto:ap@acme.test?targetDocumentTypeId=pdf', 'mailto:ap@acme.test?targetFormat=urn:nothing::Invoice', 'mailto:ap@acme.test?targetDocumentTypeId=svefaktura', 'mailto:ap@acme.test?targetDocumentTypeId=cii&targetFormat=ubl']) {
    const res = await api(t, token, 'POST', '/api/v1/hook', { payload: { partyId: BUYER, action: 'email', topics: ['InvoiceReceived'], url } })
    assert.equal(res.statusCode, 400, `${url}: ${res.body}`)
    assert.equal(res.json().code, 'VALIDATION_FAILED')
    assert.equal(res.json().details.field, 'url')
    assert.match(res.json().details.reason, /_TARGET_FORMAT$/)
  }
  const bad = await api(t, token, 'POST', '/api/v1/hook', { payload: { partyId: BUYER, action: 'email', topics: ['InvoiceReceived'], url: 'mailto:ap@acme.test?targetDocumentTypeId=pdf' } })
  assert.match(bad.json().message, /targetDocumentTypeId "pdf" is not a format Wharf converts to/)
})

test('below the transformation plan: HookSentError PLAN_REQUIRED, no mail; the plan raised, a redrive mails the CII', async () => {
  const hookId = await createHook(t, token, { partyId: BUYER, action: 'email', topics: ['InvoiceReceived'], url: 'mailto:ap@acme.test?targetDocumentTypeId=cii' })
  try {
    await setPlan('standard')
    const id = await receive('MAIL-CII-PLAN')
    const error = await waitFor('HookSentError', async () => (await eventsOf(t, id)).find(e => e.topic === 'HookSentError'))
    assert.equal(error.details.code, 'PLAN_REQUIRED')
    assert.equal(error.details.hookId, hookId)
    assert.match(error.message ?? '', /could not be converted to cii .*plan 10K/)
    assert.equal(smtp.messages.length, 0, 'nothing was mailed')
    const deliveries = await api(t, token, 'GET', `/api/v1/hook/${hookId}/deliveries`)
    assert.equal(deliveries.statusCode, 200, deliveries.body)
    const failedOne = deliveries.json().deliveries.find((d: { status: string }) => d.status === 'failed')
    assert.ok(failedOne !== undefined, deliveries.body)
    assert.match(failedOne.lastError, /PLAN_REQUIRED/)
    // Nothing lost: the document is stored as received, and the delivery goes again once the plan allows it.
    await setPlan('10K')
    const redrive = await api(t, token, 'POST', `/api/v1/hook/${hookId}/deliveries/redrive`, { payload: { status: 'failed' } })
    assert.equal(redrive.statusCode, 202, redrive.body)
    assert.equal(redrive.json().redriven, 1)
    assertCii(await mailFor(id), 'MAIL-CII-PLAN', id)
  } finally {
    await api(t, token, 'DELETE', `/api/v1/hook/${hookId}`)
  }
})

test('a received BIS 3 UBL invoice is mailed as CII: same invoice number, the body names the conversion', async () => {
  await setPlan('10K')
  const hookId = await createHook(t, token, { partyId: BUYER, action: 'email', topics: ['InvoiceReceived'], url: 'mailto:ap@acme.test?targetDocumentTypeId=cii&subject={{documentTypeName}} {{documentId}}' })
  try {
    const id = await receive('MAIL-CII-1')
    const mail = await mailFor(id)
    assertCii(mail, 'MAIL-CII-1', id)
    assert.equal(mail.subject, `Invoice ${id}`)
    assert.match(mail.text ?? '', /Format: +converted by Wharf to cii \(ubl-to-cii\) from .*Invoice-2::Invoice##urn:cen\.eu:en16931:2017#compliant#urn:fdc:peppol\.eu:2017:poacc:billing:3\.0/)
    assert.match(mail.text ?? '', /CrossIndustryInvoice##/, 'the full identifier is the attachment\'s')
    const stored = await api(t, token, 'GET', `/api/v1/${BUYER}/generic/${id}/download`)
    assert.equal(stored.statusCode, 200, stored.body)
    assert.ok(stored.rawPayload.equals(invoice('MAIL-CII-1')), 'the stored document is unchanged')
  } finally {
    await api(t, token, 'DELETE', `/api/v1/hook/${hookId}`)
  }
})

test('a sent invoice through a SendInvoice mail hook (targetFormat = the CII URN): InvoiceSent names the CII type', async () => {
  await setPlan('10K')
  const hookId = await createHook(t, token, { partyId: SELLER, action: 'email', topics: ['SendInvoice'], url: `mailto:ap@acme.test?targetFormat=${encodeURIComponent(CII_URN)}` })
  try {
    const res = await t.app.inject({
      method: 'POST', url: `/api/v1/${SELLER}/salesInvoice/send?channel=${hookId}`, payload: invoice('MAIL-CII-SENT'),
      headers: { host: hostOf('acceptance'), authorization: `Bearer ${token}`, 'content-type': 'application/xml' }
    })
    assert.equal(res.statusCode, 202, res.body)
    const id = res.json().documentId as string
    assertCii(await mailFor(id), 'MAIL-CII-SENT', id)
    const sent = await waitFor('InvoiceSent', async () => (await eventsOf(t, id)).find(e => e.topic === 'InvoiceSent'))
    assert.match(String(sent.details.targetDocumentTypeId), /CrossIndustryInvoice##/)
    assert.match(String(sent.details.sourceDocumentTypeId), /Invoice-2::Invoice##/)
  } finally {
    await api(t, token, 'DELETE', `/api/v1/hook/${hookId}`)
  }
})
