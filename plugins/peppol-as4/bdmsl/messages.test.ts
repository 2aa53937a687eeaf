import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { childElements, descendants, parseXmlSafely } from '../../../core/documents/safe-xml.ts'
import {
  BdmslFault, type BdmslRequest, buildFault, buildRequest, buildResponse, escapeXml, IDS_NS, LOCATOR_NS, OPERATIONS,
  parseEnvelope, parseRequest, parseResponse, SOAP11_NS
} from './messages.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const wsdl = (name: string): string => fs.readFileSync(path.join(here, 'wsdl', name), 'utf8')
const WSDL_NS = 'http://schemas.xmlsoap.org/wsdl/'
const WSDL_SOAP_NS = 'http://schemas.xmlsoap.org/wsdl/soap/'

const P = { scheme: 'iso6523-actorid-upis', value: '0208:0123456749' }

test('SOAPActions, endpoints and request elements match the vendored WSDLs', () => {
  const files = { manageservicemetadata: 'ManageServiceMetadataService-1.0.wsdl', manageparticipantidentifier: 'ManageBusinessIdentifierService-1.0.wsdl' }
  for (const [endpoint, file] of Object.entries(files)) {
    const doc = parseXmlSafely(wsdl(file))
    const root = doc.documentElement!
    // SOAP 1.1 binding
    const binding = descendants(root, WSDL_NS, 'binding')[0]!
    assert.equal(childElements(binding, WSDL_SOAP_NS, 'binding')[0]!.getAttribute('transport'), 'http://schemas.xmlsoap.org/soap/http')
    const actions = new Map<string, string>()
    for (const op of childElements(binding, WSDL_NS, 'operation')) {
      actions.set(op.getAttribute('name')!, childElements(op, WSDL_SOAP_NS, 'operation')[0]!.getAttribute('soapAction')!)
    }
    // input message name -> element local name
    const messages = new Map<string, string>()
    for (const m of childElements(root, WSDL_NS, 'message')) {
      const part = childElements(m, WSDL_NS, 'part')[0]
      if (part !== undefined) messages.set(m.getAttribute('name')!, part.getAttribute('element')!.replace(/^lrs:/, ''))
    }
    const portType = childElements(root, WSDL_NS, 'portType')[0]!
    const inputs = new Map<string, string>()
    for (const op of childElements(portType, WSDL_NS, 'operation')) {
      inputs.set(op.getAttribute('name')!, childElements(op, WSDL_NS, 'input')[0]!.getAttribute('message')!.replace(/^tns:/, ''))
    }
    const ours = Object.values(OPERATIONS).filter(o => o.endpoint === endpoint)
    assert.equal(ours.length, actions.size, `${file}: every WSDL operation is covered`)
    for (const o of ours) {
      assert.equal(o.soapAction, actions.get(o.wsdlOperation), `${file} ${o.wsdlOperation} soapAction`)
      assert.equal(o.element, messages.get(inputs.get(o.wsdlOperation)!), `${file} ${o.wsdlOperation} element`)
    }
  }
  assert.equal(OPERATIONS.CreateParticipant.soapAction,
    'http://busdox.org/serviceMetadata/ManageBusinessIdentifierService/1.0/         :createIn')
  // The locator XSD puts FaultMessage etc. in the locator namespace
  const xsd = parseXmlSafely(wsdl('peppol-sml-types-v1.xsd')).documentElement!
  assert.equal(xsd.getAttribute('targetNamespace'), LOCATOR_NS)
  assert.equal(xsd.getAttribute('elementFormDefault'), 'qualified')
})

test('every request round-trips through build and parse', () => {
  const requests: BdmslRequest[] = [
    { operation: 'CreateSmp', smpId: 'SMP-1', logicalAddress: 'https://smp.example.com/a?b=1&c=<2>', physicalAddress: '192.0.2.1' },
    { operation: 'UpdateSmp', smpId: 'SMP-1', logicalAddress: 'https://smp2.example.com', physicalAddress: '192.0.2.2' },
    { operation: 'ReadSmp', smpId: 'SMP-1' },
    { operation: 'DeleteSmp', smpId: 'SMP-1' },
    { operation: 'CreateParticipant', smpId: 'SMP-1', participant: P },
    { operation: 'DeleteParticipant', smpId: 'SMP-1', participant: { scheme: 'iso6523-actorid-upis', value: '9915:"a&b"<c>' } },
    { operation: 'CreateParticipantList', smpId: 'SMP-1', participants: [P, { scheme: 'iso6523-actorid-upis', value: '9915:x' }] },
    { operation: 'DeleteParticipantList', smpId: 'SMP-1', participants: [P] },
    { operation: 'ListParticipants', smpId: 'SMP-1' },
    { operation: 'ListParticipants', smpId: 'SMP-1', nextPageIdentifier: '3' },
    { operation: 'PrepareToMigrate', smpId: 'SMP-1', participant: P, migrationKey: 'Ab1@Cd2#<&>' },
    { operation: 'Migrate', smpId: 'SMP-2', participant: P, migrationKey: 'Ab1@Cd2#' }
  ]
  for (const req of requests) {
    const { endpoint, soapAction, xml } = buildRequest(req)
    assert.equal(endpoint, OPERATIONS[req.operation].endpoint)
    assert.deepEqual(parseRequest(xml, { endpoint, soapAction: `"${soapAction}"` }), req)
    // Body element namespace: locator; participant: identifiers ns
    const { body } = parseEnvelope(xml)
    assert.equal(childElements(body, '*', '*')[0]!.namespaceURI, LOCATOR_NS)
    for (const p of descendants(body, IDS_NS, 'ParticipantIdentifier')) assert.ok(p.getAttribute('scheme'))
  }
})

test('parseRequest accepts other prefixes, whitespace, Read with a PublisherEndpoint, and a SOAPAction without the 9 blanks', () => {
  const xml = `<?xml version="1.0"?>
    <S:Envelope xmlns:S="${SOAP11_NS}"><S:Header/><S:Body>
      <CreateParticipantIdentifier xmlns="${LOCATOR_NS}">
        <ServiceMetadataPublisherID> SMP-1 </ServiceMetadataPublisherID>
        <x:ParticipantIdentifier xmlns:x="${IDS_NS}" scheme="iso6523-actorid-upis">
          0208:0123456749
        </x:ParticipantIdentifier>
      </CreateParticipantIdentifier></S:Body></S:Envelope>`
  assert.deepEqual(parseRequest(xml, { soapAction: 'http://busdox.org/serviceMetadata/ManageBusinessIdentifierService/1.0/:createIn' }),
    { operation: 'CreateParticipant', smpId: 'SMP-1', participant: P })
  const read = `<s:Envelope xmlns:s="${SOAP11_NS}"><s:Body><l:ReadServiceMetadataPublisherService xmlns:l="${LOCATOR_NS}">` +
    '<l:PublisherEndpoint><l:LogicalAddress>https://x</l:LogicalAddress><l:PhysicalAddress>1.2.3.4</l:PhysicalAddress></l:PublisherEndpoint>' +
    '<l:ServiceMetadataPublisherID>SMP-1</l:ServiceMetadataPublisherID></l:ReadServiceMetadataPublisherService></s:Body></s:Envelope>'
  assert.deepEqual(parseRequest(read), { operation: 'ReadSmp', smpId: 'SMP-1' })
})

test('parseRequest refuses bad input with BadRequest faults', () => {
  const good = buildRequest({ operation: 'CreateParticipant', smpId: 'SMP-1', participant: P })
  const cases: Array<[string, RegExp, Parameters<typeof parseRequest>[1]?]> = [
    ['', /EMPTY/],
    ['<not-closed', /MALFORMED/],
    ['<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "boom">]><x>&e;</x>', /DOCTYPE/],
    [good.xml.replace('<soap:Body>', '<!DOCTYPE soap:Body><soap:Body>'), /DOCTYPE/],
    [`<e:Envelope xmlns:e="http://www.w3.org/2003/05/soap-envelope"><e:Body/></e:Envelope>`, /SOAP 1\.2/],
    ['<Envelope/>', /Not a SOAP 1\.1 envelope/],
    [`<s:Envelope xmlns:s="${SOAP11_NS}"><s:Body/></s:Envelope>`, /exactly one element/],
    [`<s:Envelope xmlns:s="${SOAP11_NS}"><s:Body><Foo/></s:Body></s:Envelope>`, /Unknown request element/],
    [good.xml, /not an operation of manageservicemetadata/, { endpoint: 'manageservicemetadata' }],
    [good.xml, /SOAPAction/, { soapAction: OPERATIONS.DeleteParticipant.soapAction }],
    [good.xml.replace(' scheme="iso6523-actorid-upis"', ''), /scheme attribute/],
    [good.xml.replace('SMP-1', ''), /must not be empty/],
    [good.xml.replace('</lrs:ServiceMetadataPublisherID>', '</lrs:ServiceMetadataPublisherID><lrs:ServiceMetadataPublisherID>x</lrs:ServiceMetadataPublisherID>'), /more than one/],
    [buildRequest({ operation: 'CreateParticipantList', smpId: 'S', participants: [P] }).xml.replace(/<lrs:ServiceMetadataPublisherID>S<\/lrs:ServiceMetadataPublisherID>/, ''), /lacks the ServiceMetadataPublisherID/],
    ['x'.repeat(2000), /TOO_LARGE/, { maxLength: 1000 }]
  ]
  for (const [xml, why, options] of cases) {
    assert.throws(() => parseRequest(xml, options), (err: unknown) => {
      assert.ok(err instanceof BdmslFault, String(err))
      assert.equal(err.code, 'BadRequest')
      assert.match(err.message, why)
      return true
    }, xml.slice(0, 80))
  }
})

test('responses and faults round-trip', () => {
  assert.deepEqual(parseResponse(buildResponse({ operation: 'CreateSmp' }), 'CreateSmp'), { ok: true, response: { operation: 'CreateSmp' } })
  const read = { operation: 'ReadSmp' as const, smpId: 'SMP-1', logicalAddress: 'https://smp.example.com', physicalAddress: '192.0.2.1' }
  assert.deepEqual(parseResponse(buildResponse(read), 'ReadSmp'), { ok: true, response: read })
  const page = { operation: 'ListParticipants' as const, participants: [P], smpId: 'SMP-1', nextPageIdentifier: '1' }
  assert.deepEqual(parseResponse(buildResponse(page), 'ListParticipants'), { ok: true, response: page })
  assert.deepEqual(parseResponse(buildResponse({ operation: 'ListParticipants', participants: [] }), 'ListParticipants'),
    { ok: true, response: { operation: 'ListParticipants', participants: [] } })

  for (const code of ['BadRequest', 'InternalError', 'NotFound', 'Unauthorized'] as const) {
    const xml = buildFault(code, `why <${code}> & how`)
    const r = parseResponse(xml, 'CreateParticipant')
    assert.equal(r.ok, false)
    if (r.ok) continue
    assert.equal(r.fault.code, code)
    assert.equal(r.fault.message, `why <${code}> & how`)
    assert.equal(r.fault.faultcode, code === 'InternalError' ? 'soap:Server' : 'soap:Client')
    // detail element in the locator namespace with a FaultMessage child in the same namespace
    const detail = descendants(parseXmlSafely(xml), LOCATOR_NS, `${code}Fault`)[0]!
    assert.equal(childElements(detail, LOCATOR_NS, 'FaultMessage').length, 1)
  }
  // A fault without detail: classified by faultcode.
  const bare = (fc: string): string => `<s:Envelope xmlns:s="${SOAP11_NS}"><s:Body><s:Fault><faultcode>${fc}</faultcode><faultstring>nope</faultstring></s:Fault></s:Body></s:Envelope>`
  assert.deepEqual(parseResponse(bare('s:Client'), 'ReadSmp'), { ok: false, fault: { code: 'BadRequest', message: 'nope', faultcode: 's:Client', faultstring: 'nope' } })
  assert.equal((parseResponse(bare('s:Server'), 'ReadSmp') as { fault: { code: string } }).fault.code, 'InternalError')
  assert.throws(() => parseResponse(buildResponse({ operation: 'CreateSmp' }), 'ReadSmp'), /lacks ServiceMetadataPublisherService/)
})

test('escapeXml escapes markup and drops characters XML cannot carry', () => {
  assert.equal(escapeXml(`a<b>&"c"'\u0001\r`), 'a&lt;b&gt;&amp;&quot;c&quot;&apos;&#13;')
})
