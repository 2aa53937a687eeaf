import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../../core/paths.ts'
import { needs, validateWithXsd } from '../../../test/helpers/tools.ts'
import { buildSbdh, parseSbdh, SbdhError, splitDocumentTypeId, withXmlDeclaration, type SbdhInput } from './sbdh.ts'

const FIX = path.join(projectRoot, 'test', 'fixtures', 'as4')
const INVOICE = fs.readFileSync(path.join(FIX, 'bis3-base-example.xml'))
const DOCTYPE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

const input = (over: Partial<SbdhInput> = {}): SbdhInput => ({
  sender: '9915:sender',
  receiver: 'iso6523-actorid-upis::0208:0123456749',
  documentTypeId: DOCTYPE,
  processId: PROCESS,
  instanceIdentifier: 'inst-1',
  creationDateTime: '2026-02-01T10:00:00+01:00',
  countryC1: 'BE',
  document: INVOICE,
  ...over
})

function reason (fn: () => unknown): string {
  try { fn() } catch (err) { if (err instanceof SbdhError) { assert.equal(err.code, 'EBMS:0004'); return err.reason as string } throw err }
  return 'no error'
}

test('round trip: the invoice comes back byte-identical (and as the original file with its declaration)', () => {
  const sbd = buildSbdh(input({ mlsTo: '0242:000123', mlsType: 'FAILURE_ONLY' }))
  const view = parseSbdh(sbd)
  const declEnd = INVOICE.indexOf('?>') + 2
  assert.ok(view.document.equals(INVOICE.subarray(declEnd + 1)), 'payload bytes identical, trailing newline included')
  assert.ok(withXmlDeclaration(view.document).equals(INVOICE), 'the original file, byte for byte')
  assert.equal(view.document.buffer, sbd.buffer, 'the payload is a slice of the SBD, not a copy')
  assert.deepEqual(view.sender, { value: '9915:sender', authority: 'iso6523-actorid-upis' })
  assert.deepEqual(view.receiver, { value: '0208:0123456749', authority: 'iso6523-actorid-upis' })
  assert.deepEqual([view.standard, view.type, view.typeVersion], ['urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', 'Invoice', '2.1'])
  assert.deepEqual([view.instanceIdentifier, view.creationDateTime], ['inst-1', '2026-02-01T10:00:00+01:00'])
  assert.deepEqual(view.documentTypeId, { scheme: 'busdox-docid-qns', value: DOCTYPE })
  assert.deepEqual(view.processId, { scheme: 'cenbii-procid-ubl', value: PROCESS })
  assert.deepEqual([view.countryC1, view.mlsTo, view.mlsType, view.documentKind], ['BE', '0242:000123', 'FAILURE_ONLY', 'xml'])
  // Byte identity holds for content a re-serialiser would change: CDATA, entities, odd whitespace, non-ASCII.
  const odd = Buffer.from('\uFEFF<?xml version=\'1.0\' encoding=\'utf-8\'?>\r\n<!-- c --><x:Invoice xmlns:x="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"  a = \'1\'><![CDATA[<&>]]>&#x20AC; €\t\r\n<y/></x:Invoice >\n\n')
  const oddView = parseSbdh(buildSbdh(input({ document: odd })))
  assert.equal(oddView.document.toString('utf8'), '<!-- c --><x:Invoice xmlns:x="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"  a = \'1\'><![CDATA[<&>]]>&#x20AC; €\t\r\n<y/></x:Invoice >\n\n')
})

test('the built SBD is valid against SBDH 1.3 (xmllint)', needs('xmllint'), () => {
  const res = validateWithXsd(buildSbdh(input({ mlsTo: '0242:000123' })).toString('utf8'), path.join(FIX, 'xsd', 'sbdh-entry.xsd'))
  assert.ok(res.ok, res.output)
})

test('phase4 base-sbdh.xml parses (default namespace SBD, comments, pretty-printed)', () => {
  const raw = fs.readFileSync(path.join(FIX, 'base-sbdh.xml'))
  const view = parseSbdh(raw)
  assert.deepEqual([view.sender.value, view.receiver.value, view.instanceIdentifier, view.countryC1], ['9915:phase4-test-sender', '9915:helger', '123456789', 'GB'])
  assert.equal(view.documentTypeId.value, DOCTYPE)
  assert.equal(view.processId.value, PROCESS)
  const doc = view.document.toString('utf8')
  assert.ok(doc.startsWith('<Invoice xmlns:cac='))
  assert.ok(doc.trimEnd().endsWith('</Invoice>'), 'the payload ends with the invoice (and the whitespace that followed it)')
  assert.equal(raw.indexOf(view.document), view.documentStart)
})

test('Peppol envelope rules give clear SbdhError reasons', () => {
  const sbd = buildSbdh(input()).toString('utf8')
  const bad = (from: string | RegExp, to: string): string => reason(() => parseSbdh(Buffer.from(sbd.replace(from, to))))
  assert.equal(bad('<sh:HeaderVersion>1.0', '<sh:HeaderVersion>2.0'), 'SBDH_VERSION')
  assert.equal(bad('Authority="iso6523-actorid-upis">9915:sender', 'Authority="GLN">9915:sender'), 'SBDH_AUTHORITY')
  assert.equal(bad('</sh:Sender>', '</sh:Sender><sh:Sender><sh:Identifier Authority="iso6523-actorid-upis">x</sh:Identifier></sh:Sender>'), 'SBDH_PARTNER')
  assert.equal(bad(/<sh:Scope><sh:Type>COUNTRY_C1<\/sh:Type>.*?<\/sh:Scope>/, ''), 'SBDH_SCOPE')
  assert.equal(bad(/<sh:Scope><sh:Type>PROCESSID<\/sh:Type>.*?<\/sh:Scope>/, ''), 'SBDH_SCOPE')
  assert.equal(bad('<sh:Type>COUNTRY_C1</sh:Type><sh:InstanceIdentifier>BE', '<sh:Type>COUNTRY_C1</sh:Type><sh:InstanceIdentifier>be'), 'SBDH_COUNTRY')
  assert.equal(bad('2026-02-01T10:00:00+01:00', '2026-02-01T10:00:00'), 'SBDH_DATETIME')
  assert.equal(bad('<sh:Type>Invoice</sh:Type>', '<sh:Type>CreditNote</sh:Type>'), 'SBDH_DOC_MISMATCH')
  assert.equal(bad('<sh:Identifier>busdox-docid-qns</sh:Identifier>', '<sh:Identifier>other-scheme</sh:Identifier>'), 'SBDH_SCHEME')
  assert.equal(bad('</sh:BusinessScope>', '<sh:Scope><sh:Type>MLS_TYPE</sh:Type><sh:InstanceIdentifier>SOMETIMES</sh:InstanceIdentifier></sh:Scope></sh:BusinessScope>'), 'SBDH_MLS')
  assert.equal(bad('</sh:BusinessScope>', '<sh:Scope><sh:Type>MLS_TO</sh:Type><sh:InstanceIdentifier>9915:x</sh:InstanceIdentifier></sh:Scope></sh:BusinessScope>'), 'SBDH_MLS')
  assert.equal(bad('</sh:BusinessScope>', '<sh:Scope><sh:Type>COUNTRY_C1</sh:Type><sh:InstanceIdentifier>NL</sh:InstanceIdentifier></sh:Scope></sh:BusinessScope>'), 'SBDH_SCOPE')
  assert.equal(bad('<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "e">]>'), 'SBDH_DOCTYPE')
  assert.equal(bad('</sh:StandardBusinessDocumentHeader>', '</sh:StandardBusinessDocumentHeader'), 'SBDH_NO_HEADER')
  assert.equal(bad('<sh:HeaderVersion>1.0</sh:HeaderVersion>', '<sh:HeaderVersion>1.0</sh:HeaderVersion><sh:Broken>'), 'SBDH_XML')
  assert.equal(bad(/<\/sh:StandardBusinessDocument>$/, '</sh:StandardBusinessDocument>trailing'), 'SBDH_STRUCTURE')
  assert.equal(reason(() => parseSbdh(INVOICE)), 'SBDH_ROOT')
  assert.equal(reason(() => parseSbdh(Buffer.from('not xml'))), 'SBDH_XML')
  assert.equal(reason(() => parseSbdh(Buffer.from(sbd.replace(/<\/sh:StandardBusinessDocumentHeader>.*<\/sh:StandardBusinessDocument>/s, '</sh:StandardBusinessDocumentHeader></sh:StandardBusinessDocument>')))), 'SBDH_NO_PAYLOAD')
  // An old SBDH without COUNTRY_C1 is accepted on request.
  const old = Buffer.from(sbd.replace(/<sh:Scope><sh:Type>COUNTRY_C1<\/sh:Type>.*?<\/sh:Scope>/, ''))
  assert.equal(parseSbdh(old, { requireCountryC1: false }).countryC1, '')
})

test('buildSbdh refuses inconsistent input; non-XML payloads (BinaryContent) are decoded', () => {
  assert.throws(() => buildSbdh(input({ documentTypeId: DOCTYPE.replace('Invoice-2::Invoice', 'CreditNote-2::CreditNote') })), /does not match the document type id/)
  assert.throws(() => buildSbdh(input({ countryC1: 'Belgium' })), /countryC1/)
  assert.throws(() => buildSbdh(input({ creationDateTime: '2026-02-01T10:00:00' })), /timezone/)
  assert.throws(() => buildSbdh(input({ document: Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><Invoice/>') })), /UTF-8/)
  assert.throws(() => buildSbdh(input({ document: Buffer.from('<!DOCTYPE x><x/>') })), /DOCTYPE/)
  assert.throws(() => buildSbdh(input({ extraScopes: [{ type: 'COUNTRY_C1', instanceIdentifier: 'NL' }] })), /twice/)
  assert.deepEqual(splitDocumentTypeId(DOCTYPE), { rootNamespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', localName: 'Invoice', version: '2.1' })
  const pdf = Buffer.from('%PDF-1.7 binary \u0000\u00ff')
  const bin = `<bc:BinaryContent xmlns:bc="http://peppol.eu/xsd/ticc/envelope/1.0" mimeType="application/pdf">${pdf.toString('base64')}</bc:BinaryContent>`
  const sbd = buildSbdh(input({ document: Buffer.from(bin), documentTypeId: 'urn:x:bin', typeVersion: '1.0' }))
  const view = parseSbdh(sbd)
  assert.equal(view.documentKind, 'binary')
  assert.equal(view.mimeType, 'application/pdf')
  assert.ok(view.document.equals(pdf))
})

test('issue 15: DOCTYPE text in a CDATA section or comment of the payload is data; a doubled BOM before the SBD is refused (EBMS:0004)', () => {
  const doc = Buffer.from(INVOICE.toString('utf8').replace('<cbc:ID>', '<!-- <!DOCTYPE c> --><cbc:ID>').replace('</cbc:ID>', '</cbc:ID><cbc:Note><![CDATA[<!DOCTYPE html><!ENTITY x "y">]]></cbc:Note>'))
  const view = parseSbdh(buildSbdh(input({ document: doc })))
  assert.match(view.document.toString('utf8'), /<!\[CDATA\[<!DOCTYPE html>/)
  const bom = Buffer.from([0xef, 0xbb, 0xbf])
  const sbd = buildSbdh(input())
  assert.throws(() => parseSbdh(Buffer.concat([bom, bom, sbd])), (err: unknown) => err instanceof SbdhError && err.code === 'EBMS:0004' && err.reason === 'SBDH_XML')
  assert.throws(() => buildSbdh(input({ document: Buffer.concat([bom, bom, INVOICE]) })), TypeError)
})
