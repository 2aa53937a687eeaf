import assert from 'node:assert/strict'
import { test } from 'node:test'
import { documentTypeName, fillTemplate, headerSafe, parseMailto, placeholderValues, recipientsFor } from './message.ts'
import { fakeDocumentJob } from '../../test/helpers/plugin-harness.ts'
import { testContext } from '../../core/sdk/index.ts'
import { mailtoTarget } from '../../core/delivery/hook-conversion.ts'
import { deliver } from './worker.ts'

test('document type names come from the Peppol identifier', () => {
  assert.equal(documentTypeName('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##urn:cen.eu:en16931:2017::2.1'), 'Credit Note')
  assert.equal(documentTypeName('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice'), 'Invoice')
  assert.equal(documentTypeName(undefined), 'document')
})

test('placeholders, templates and header safety', () => {
  const job = fakeDocumentJob({ documentId: 'd-1', sender: '0208:111', receiver: '0208:222', payload: {} })
  const v = placeholderValues(job)
  assert.equal(fillTemplate('{{ documentTypeName }} {{documentId}} {{sender}}->{{receiver}} {{nope}}', v), 'Invoice d-1 0208:111->0208:222 {{nope}}')
  const objectParties = placeholderValues({ ...job, payload: { documentId: 'x', sender: { scheme: 'iso6523-actorid-upis', value: '0208:1' }, receiver: { id: 'BE:EN:2' } } })
  assert.equal(objectParties.sender, 'iso6523-actorid-upis::0208:1')
  assert.equal(objectParties.receiver, 'BE:EN:2')
  assert.equal(headerSafe('a\r\nBcc: x'), 'a Bcc: x')
})

test('recipients: mailto first, then hook settings, then the tenant; malformed addresses refused', () => {
  assert.deepEqual(parseMailto('mailto:a@x.test,b%40y.test?cc=c@z.test&subject=Hi%20there&bcc=d@z.test'), { to: ['a@x.test', 'b@y.test'], cc: ['c@z.test'], bcc: ['d@z.test'], subject: 'Hi there', options: { includeAttachment: true, excludePrimaryAttachment: false, excludeAdditionalAttachments: false } })
  assert.deepEqual(parseMailto('mailto:[senderEmailAddress]?fallbackEmail=f@x.test&includeAttachment=false&filename={{id}}{{extension}}&replyTo=r@x.test&from=s@x.test').options,
    { includeAttachment: false, excludePrimaryAttachment: false, excludeAdditionalAttachments: false, fallbackEmail: 'f@x.test', filename: '{{id}}{{extension}}', replyTo: 'r@x.test', from: 's@x.test' })
  assert.throws(() => parseMailto('mailto:a@x.test?excludePrimaryAttachment=perhaps'), /true or false/)
  const job = fakeDocumentJob({ hook: { url: 'mailto:a@x.test', settings: { to: 'h@x.test' } } })
  assert.deepEqual(recipientsFor(job, ['t@x.test']).to, ['a@x.test'])
  assert.deepEqual(recipientsFor(fakeDocumentJob({ hook: { settings: { to: ['h@x.test', 'i@x.test'] } } }), ['t@x.test']).to, ['h@x.test', 'i@x.test'])
  assert.deepEqual(recipientsFor(fakeDocumentJob(), ['t@x.test']).to, ['t@x.test'])
  assert.throws(() => recipientsFor(fakeDocumentJob(), []), /no recipient/)
  assert.throws(() => recipientsFor(fakeDocumentJob({ hook: { settings: { to: 'a@x.test\r\nBcc: e@x.test' } } }), []), /not an email address/)
  assert.throws(() => parseMailto('https://x.test'), /not a mailto/)
})

test('targetDocumentTypeId / targetFormat: parsed; the name stays the source document\'s; unconverted means no mail', async () => {
  assert.equal(parseMailto('mailto:a@x.test?targetDocumentTypeId=cii').options.targetFormat, 'cii')
  assert.equal(parseMailto('mailto:a@x.test?TargetFormat=ubl').options.targetFormat, 'ubl')
  assert.equal(mailtoTarget('mailto:a@x.test?cc=b@x.test&targetFormat=cii'), 'cii')
  assert.equal(mailtoTarget('mailto:a@x.test?cc=b@x.test'), undefined)
  assert.equal(mailtoTarget('https://x.test/?targetFormat=cii'), undefined)
  const base = fakeDocumentJob({ documentId: 'd-2', hook: { url: 'mailto:a@x.test?targetDocumentTypeId=cii' } })
  const converted = { ...base.document!, documentType: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100::CrossIndustryInvoice##urn:cen.eu:en16931:2017::D16B', conversion: { targetFormat: 'cii', sourceDocumentType: base.document!.documentType, steps: ['ubl-to-cii'] } }
  const v = placeholderValues({ ...base, document: converted })
  assert.equal(v.documentTypeName, 'Invoice')
  assert.match(v.conversion, /^converted by Wharf to cii \(ubl-to-cii\) from /)
  assert.equal(placeholderValues(base).conversion, '')
  const ctx = testContext({ name: 'email' })
  try {
    const res = await deliver(base, { host: '127.0.0.1', port: 1, secure: false, requireTLS: true, from: 'ap@x.test', to: [], subject: 's', timeoutMs: 1000 }, ctx)
    assert.equal(res.ok === false && res.code, 'NOT_CONVERTED')
    assert.equal(res.ok === false && res.retryable, false)
  } finally { ctx.done() }
})
