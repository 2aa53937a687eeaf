// The streamed sending path (outgoing.ts buildOutgoingStreaming / prepareOutgoing, country.ts senderCountryOfSource):
// a 20 MB invoice read from a file is opened by the real inbound code (openInbound on the whole body) and gives back
// the identical document; xmlsec1 verifies the signature over eb:Messaging and S12:Body of the wire envelope; the
// spool file is removed by dispose() and after a failed build; prepareOutgoing keeps small documents in memory;
// the supplier country is found after megabytes of embedded attachment, in any chunking, and never in comments.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-out-stream-'))
process.env.WHARF_SPOOL_DIR = path.join(dir, 'spool') // before the spool folder is first used: only this file's spool files there
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }))

const { makeTestPki } = await import('../../scripts/pki/make-test-pki.ts')
const { fileSource, memorySource } = await import('../../core/blobs/source.ts')
const { readAs4Body } = await import('./as4/mime.ts')
const { NS } = await import('./as4/constants.ts')
const { TrustStore } = await import('./pki/trust-store.ts')
const { needs, xmlsec1Verify } = await import('../../test/helpers/tools.ts')
const { buildOutgoing, buildOutgoingStreaming, prepareOutgoing, STREAM_ABOVE } = await import('./outgoing.ts')
const { openInbound } = await import('./incoming.ts')
const { apTrustCheck } = await import('./identity.ts')
const { CountryScan, senderCountry, senderCountryOfSource } = await import('./country.ts')

const pki = await makeTestPki({ instances: ['A', 'B'] })
const id = (i: number): { certPem: string, keyPem: string, seatId: string } => ({ certPem: pki.instances[i].ap.certPem, keyPem: pki.instances[i].ap.keyPem, seatId: pki.instances[i].seatId })
const [A, B] = [id(0), id(1)]
const trust = apTrustCheck(new TrustStore({ ap: [pki.apCa.certPem], roots: [pki.root.certPem] }))
const INVOICE = fs.readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures/as4/bis3-base-example.xml'))
const DOCTYPE = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
const base = { sender: '0088:7300010000001', receiver: '0192:987654325', documentTypeId: DOCTYPE, processId: PROCESS, countryC1: 'GB', identity: A, receiverCertPem: B.certPem }
const spoolFiles = (): string[] => fs.existsSync(process.env.WHARF_SPOOL_DIR as string) ? fs.readdirSync(process.env.WHARF_SPOOL_DIR as string) : []
const drain = async (r: Readable): Promise<Buffer> => { const c: Buffer[] = []; for await (const x of r) c.push(x as Buffer); return Buffer.concat(c) }

/** The BIS 3 example with `bytes` of base64 "PDF" embedded before the supplier (where UBL puts it). */
function bigInvoice (bytes: number, marker = ''): Buffer {
  const text = INVOICE.toString('utf8')
  const at = text.indexOf('<cac:AccountingSupplierParty>')
  const b64 = randomBytes(Math.ceil(bytes * 3 / 4)).toString('base64')
  return Buffer.from(`${text.slice(0, at)}<cac:AdditionalDocumentReference><cbc:ID>1</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="a.pdf">${b64}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>${marker}${text.slice(at)}`)
}
const asFile = (bytes: Buffer, name: string): ReturnType<typeof fileSource> => { const f = path.join(dir, name); fs.writeFileSync(f, bytes); return fileSource(f, bytes.length, false) }

test('a 20 MB invoice from a file: streamed message opens with openInbound, identical document; xmlsec1 verifies Messaging + Body', { timeout: 300_000 }, async t => {
  const doc = bigInvoice(20 * 1024 * 1024)
  const src = asFile(doc, 'big.xml')
  assert.equal(await senderCountryOfSource(src), 'GB')
  const out = await prepareOutgoing({ ...base, document: src })
  assert.ok(!('body' in out), 'a file source takes the streamed path')
  assert.equal(spoolFiles().length, 1, 'the gzipped payload waits in one spool file')
  const body = await drain(out.open())
  assert.equal(body.length, out.length, 'Content-Length is exact')
  const opened = openInbound(await readAs4Body(Readable.from([body]), out.contentType, { maxBytes: body.length + 1 }), { identity: B, trust, maxDecompressedBytes: 64 * 1024 * 1024 })
  assert.ok(opened.sbdh.document.equals(doc.subarray(INVOICE.indexOf('?>') + 3)), 'the document arrives byte-identical (minus its XML declaration)')
  assert.equal(opened.sbdh.countryC1, 'GB')
  assert.equal(opened.env.messageId, out.messageId)
  assert.equal(opened.sbdh.instanceIdentifier, out.instanceIdentifier)
  assert.deepEqual(opened.references.map(r => r.digestValue).sort(), out.signedReferences.map(r => r.digestValue).sort(), 'the receiver verified the digests we signed')
  const body2 = await drain(out.open())
  assert.equal(body2.length, out.length, 'the body can be produced again (a retry)')
  await out.dispose()
  assert.deepEqual(spoolFiles(), [], 'dispose() removes the spool file')

  const { skip } = needs('xmlsec1') // the checks above run without it
  if (skip !== undefined) { t.diagnostic(skip); return }
  const soap = (await readAs4Body(Readable.from([body]), out.contentType, { maxBytes: body.length + 1 })).root.data.toString('utf8')
  const idAttrs: Array<[string, string]> = [['Id', `${NS.EB}:Messaging`], ['Id', `${NS.S12}:Body`]]
  const r = xmlsec1Verify(soap, { pubkeyCertPem: A.certPem, idAttrs })
  // xmlsec1 has no Attachment-Content-Signature-Transform: the two element references verify, it stops at the cid: one.
  assert.match(r.output, /SignedInfo References \(ok\/all\): 2\/3/, r.output)
  assert.match(r.output, /Attachment-Content-Signature-Transform/)
  const tampered = xmlsec1Verify(soap.replace(`>${B.seatId}<`, '>POP999999<'), { pubkeyCertPem: A.certPem, idAttrs })
  assert.doesNotMatch(tampered.output, /SignedInfo References \(ok\/all\): 2\/3/, 'a changed Messaging does not verify')
  // and the cid: digest we signed is the SHA-256 of the gzipped payload the receiver decrypted
  const cid = /URI="cid:[^"]+">.*?<ds:DigestValue>([^<]+)</.exec(out.signedEnvelope)?.[1]
  const gz = (await import('./wssec/index.ts')).decryptAttachments(soap, (await readAs4Body(Readable.from([body]), out.contentType, { maxBytes: body.length + 1 })).attachments.map(a => ({ contentId: a.contentId as string, contentType: a.contentType, data: a.data })), B).attachments[0].data
  assert.equal(cid, createHash('sha256').update(gz).digest('base64'))
})

test('prepareOutgoing: small documents in memory (same path as buildOutgoing), large memory sources streamed', async () => {
  const small = await prepareOutgoing({ ...base, document: memorySource(INVOICE) })
  assert.ok('body' in small, 'in memory')
  assert.equal(spoolFiles().length, 0)
  const opened = openInbound(await readAs4Body(small.open(), small.contentType), { identity: B, trust })
  assert.ok(opened.sbdh.document.equals(INVOICE.subarray(INVOICE.indexOf('?>') + 3)))
  await small.dispose()
  const big = bigInvoice(STREAM_ABOVE + 1000)
  const streamed = await prepareOutgoing({ ...base, document: big })
  assert.ok(!('body' in streamed), 'over STREAM_ABOVE: streamed')
  const back = openInbound(await readAs4Body(streamed.open(), streamed.contentType, { maxBytes: 64 * 1024 * 1024 }), { identity: B, trust })
  assert.ok(back.sbdh.document.equals(big.subarray(INVOICE.indexOf('?>') + 3)))
  await streamed.dispose()
  assert.throws(() => buildOutgoing({ ...base, document: asFile(INVOICE, 'small.xml') }), /use prepareOutgoing/)
})

test('a build that fails leaves no spool file: bad header (before any file), DOCTYPE deep in the document (during gzip)', async () => {
  await assert.rejects(buildOutgoingStreaming({ ...base, document: asFile(Buffer.from('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/>'), 'cn.xml') }), /does not match the document type/)
  const doc = bigInvoice(3 * 1024 * 1024, '<!DOCTYPE x>')
  await assert.rejects(buildOutgoingStreaming({ ...base, document: asFile(doc, 'doctype.xml') }), /DOCTYPE or ENTITY/)
  assert.deepEqual(spoolFiles(), [])
  const ac = new AbortController()
  ac.abort()
  await assert.rejects(buildOutgoingStreaming({ ...base, document: asFile(bigInvoice(1024 * 1024), 'abort.xml'), signal: ac.signal }), /abort/i)
  assert.deepEqual(spoolFiles(), [])
})

test('supplier country: streamed from a file in any chunking, comments and CDATA ignored, kinds in order', async () => {
  const doc = bigInvoice(3 * 1024 * 1024)
  assert.equal(await senderCountryOfSource(asFile(doc, 'country.xml')), 'GB')
  const chunked = (bytes: Buffer, size: (i: number) => number): string | undefined => {
    const scan = new CountryScan()
    for (let i = 0, k = 0; i < bytes.length; k++) { const n = size(k); scan.push(bytes.subarray(i, i + n)); i += n }
    return scan.finish()
  }
  for (const n of [1, 2, 3, 7, 13, 4096]) assert.equal(chunked(INVOICE, () => n), 'GB', `${n}-byte chunks`)
  assert.equal(chunked(INVOICE, k => 1 + (k * 7919) % 97), 'GB', 'irregular chunks')
  const cases: Array<[string, string | undefined]> = [
    ['<Invoice><!-- <cac:AccountingSupplierParty><cbc:IdentificationCode>SE</cbc:IdentificationCode></cac:AccountingSupplierParty> --><cac:AccountingSupplierParty><cbc:IdentificationCode>NO</cbc:IdentificationCode></cac:AccountingSupplierParty></Invoice>', 'NO'],
    ['<Invoice><x><![CDATA[<cac:AccountingSupplierParty><cbc:IdentificationCode>SE</cbc:IdentificationCode>]]></x><cac:AccountingSupplierParty><a:IdentificationCode listID="x" >\n fr \n</a:IdentificationCode></cac:AccountingSupplierParty></Invoice>', 'FR'],
    ['<Invoice><cac:AccountingCustomerParty><cbc:IdentificationCode>SE</cbc:IdentificationCode></cac:AccountingCustomerParty></Invoice>', undefined],
    ['<Invoice><cac:SellerSupplierParty><cbc:IdentificationCode>DK</cbc:IdentificationCode></cac:SellerSupplierParty><cac:AccountingSupplierParty><cbc:IdentificationCode>XYZ</cbc:IdentificationCode><cbc:IdentificationCode>IT</cbc:IdentificationCode></cac:AccountingSupplierParty></Invoice>', 'IT'],
    ['<Invoice><cac:AccountingSupplierParty a=">"><cbc:IdentificationCode/></cac:AccountingSupplierParty><cac:AccountingSupplierParty><cbc:IdentificationCode>SE</cbc:IdentificationCode></cac:AccountingSupplierParty><cac:SenderParty><cbc:IdentificationCode>DK</cbc:IdentificationCode></cac:SenderParty></Invoice>', 'DK'],
    ['<rsm:X><ram:SellerTradeParty><ram:PostalTradeAddress><ram:CountryID>de</ram:CountryID></ram:PostalTradeAddress></ram:SellerTradeParty></rsm:X>', 'DE'],
    ['<?xml version="1.0"?><!DOCTYPE x><Invoice><?pi <cac:AccountingSupplierParty>?><cac:AccountingSupplierParty/><cac:SenderParty><c:IdentificationCode>be</c:IdentificationCode></cac:SenderParty></Invoice>', 'BE'],
    // Logistics roots whose sender is their own block (ROOT_SENDER): that block first, and only under that root.
    ['<?xml version="1.0"?><!-- c --><w:Waybill xmlns:w="x"><cac:CarrierParty><cbc:IdentificationCode>DK</cbc:IdentificationCode></cac:CarrierParty><cac:SenderParty><cbc:IdentificationCode>NO</cbc:IdentificationCode></cac:SenderParty><cac:ConsignorParty><cbc:IdentificationCode>SE</cbc:IdentificationCode></cac:ConsignorParty></w:Waybill>', 'SE'],
    ['<TransportExecutionPlanRequest><cac:TransportUserParty/><cac:SenderParty><cbc:IdentificationCode>FI</cbc:IdentificationCode></cac:SenderParty></TransportExecutionPlanRequest>', 'FI'],
    ['<Invoice><cac:TransportUserParty><cbc:IdentificationCode>SE</cbc:IdentificationCode></cac:TransportUserParty></Invoice>', undefined]
  ]
  for (const [xml, want] of cases) {
    assert.equal(senderCountry(Buffer.from(xml)), want, xml)
    assert.equal(chunked(Buffer.from(xml), () => 3), want, `3-byte chunks: ${xml}`)
  }
  const logistics = (f: string): Buffer => fs.readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures/documents', f))
  assert.equal(senderCountry(logistics('logistics-transport-execution-plan-request.xml')), 'SE', 'the transport user, not the provider (DK)')
  assert.equal(senderCountry(logistics('logistics-waybill.xml')), 'SE', 'the consignor, not the carrier (DK)')
  assert.equal(senderCountry(logistics('logistics-receipt-advice.xml')), undefined, 'its delivery customer names no country')
})
