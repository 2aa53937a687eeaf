import { before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { makeTestPki, type TestPki } from '../../../scripts/pki/make-test-pki.ts'
import { WharfError } from '../../../core/errors.ts'
import { parsePartyId } from '../../../core/peppol/identifiers.ts'
import { certificateToBase64, toX509 } from '../../../core/crypto/certificates.ts'
import { loadTrustStore } from '../pki/trust-store.ts'
import { signServiceMetadata, verifyServiceMetadata } from '../xmldsig/smp-signature.ts'
import { documentTypesFor } from '../../../core/peppol/doctypes/capabilities.ts'
import {
  businessCardUrl, businessCardXml, documentTypeFromHref, parseBusinessCard, parseRedirect, parseServiceGroup,
  parseServiceMetadata, participantIdentifier, redirectXml, selectEndpoint, serviceGroupUrl, serviceGroupXml,
  serviceMetadataUrl, serviceMetadataXml, signedServiceMetadataXml, SmpDocumentError, type BusinessCard,
  type EndpointInput, type ParsedServiceInformation, type ServiceMetadataInput
} from './documents.ts'
import { has, needs, validateWithXsd, XSD } from '../../../test/helpers/tools.ts'

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/peppol/smp')
const fixture = (name: string): string => fs.readFileSync(path.join(FIXTURES, name), 'utf8')

const BIS3_INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const BILLING = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
const PARTICIPANT = { scheme: 'iso6523-actorid-upis', value: '0208:0123456749' }
const BASE = 'https://smp.example.com'

function assertValidation (fn: () => unknown, field: string, reason?: string): void {
  assert.throws(fn, (err: unknown) => {
    assert.ok(err instanceof WharfError, String(err))
    assert.equal(err.code, 'VALIDATION_FAILED')
    assert.equal((err.details as { field: string }).field, field, err.message)
    if (reason !== undefined) assert.equal((err.details as { reason: string }).reason, reason, err.message)
    return true
  })
}

function assertXsdValid (xml: string, schema: string): void {
  const r = validateWithXsd(xml, schema)
  assert.equal(r.ok, true, `${r.output}\n${xml}`)
}


describe('phoss-smp fixtures (test/fixtures/peppol/smp)', () => {
  test('peppol-service-group.xml (prefix smp:, id:) parses', () => {
    assert.deepEqual(parseServiceGroup(fixture('peppol-service-group.xml')), {
      participant: { scheme: 'iso6523-actorid-upis', value: '9915:xxx' },
      references: []
    })
  })

  test('peppol-service-metadata.xml parses; its placeholder certificate "blacert" has no PEM', () => {
    const r = parseServiceMetadata(fixture('peppol-service-metadata.xml'))
    assert.deepEqual(r, {
      kind: 'service-information',
      participant: { scheme: 'iso6523-actorid-upis', value: '9915:xxx' },
      documentType: { scheme: 'busdox-docid-qns', value: BIS3_INVOICE },
      processes: [{
        processId: { scheme: 'cenbii-procid-ubl', value: BILLING },
        endpoints: [{
          transportProfile: 'peppol-transport-as4-v2_0',
          url: 'http://test.smpserver/as4',
          requireBusinessLevelSignature: false,
          certificate: 'blacert',
          serviceDescription: 'Unit test service',
          technicalContactUrl: 'https://github.com/phax/phoss-smp'
        }]
      }]
    })
    assert.equal(parseRedirect(fixture('peppol-service-metadata.xml')), undefined)
  })

  test('peppol-business-card-v3.xml parses', () => {
    assert.deepEqual(parseBusinessCard(fixture('peppol-business-card-v3.xml')), {
      participant: { scheme: 'iso6523-actorid-upis', value: '9915:xxx' },
      entities: [{
        names: [{ name: 'Test entity', language: 'en' }],
        countryCode: 'AT',
        identifiers: [{ scheme: 'iso6523-actorid-upis', value: '12345678912' }]
      }]
    })
  })

  test('the fixtures validate against the vendored XSDs; a reordered endpoint does not', needs('xmllint'), () => {
    assertXsdValid(fixture('peppol-service-group.xml'), XSD.smp)
    assertXsdValid(fixture('peppol-service-metadata.xml'), XSD.smp)
    assertXsdValid(fixture('peppol-business-card-v3.xml'), XSD.businessCard)
    const reordered = fixture('peppol-service-metadata.xml')
      .replace('<smp:RequireBusinessLevelSignature>false</smp:RequireBusinessLevelSignature>', '')
      .replace('<smp:ServiceDescription>', '<smp:RequireBusinessLevelSignature>false</smp:RequireBusinessLevelSignature><smp:ServiceDescription>')
    const bad = validateWithXsd(reordered, XSD.smp)
    assert.equal(bad.ok, false)
    assert.match(bad.output, /RequireBusinessLevelSignature/)
  })
})

describe('URLs: each path segment percent-encoded separately', () => {
  test('BIS3 invoice reference (":" -> %3A, "#" -> %23, "/" kept between segments only)', () => {
    assert.equal(serviceMetadataUrl(`${BASE}/`, PARTICIPANT, BIS3_INVOICE),
      'https://smp.example.com/iso6523-actorid-upis%3A%3A0208%3A0123456749/services/busdox-docid-qns%3A%3A' +
      'urn%3Aoasis%3Anames%3Aspecification%3Aubl%3Aschema%3Axsd%3AInvoice-2%3A%3AInvoice%23%23urn%3Acen.eu%3Aen16931%3A2017' +
      '%23compliant%23urn%3Afdc%3Apeppol.eu%3A2017%3Apoacc%3Abilling%3A3.0%3A%3A2.1')
    assert.equal(serviceGroupUrl('https://smp.example.com/smp//', PARTICIPANT), 'https://smp.example.com/smp/iso6523-actorid-upis%3A%3A0208%3A0123456749')
    assert.equal(businessCardUrl(BASE, PARTICIPANT), 'https://smp.example.com/businesscard/iso6523-actorid-upis%3A%3A0208%3A0123456749')
  })

  test('spaces, "#", "/" and "%" in ids; the href decodes back to the document type', () => {
    const doc = { scheme: 'busdox-docid-qns', value: 'urn:x:a b#c/d%e::Root##f::1' }
    const url = serviceMetadataUrl(BASE, { scheme: 'iso6523-actorid-upis', value: '9915:a b#c' }, doc)
    assert.equal(url, 'https://smp.example.com/iso6523-actorid-upis%3A%3A9915%3Aa%20b%23c/services/busdox-docid-qns%3A%3Aurn%3Ax%3Aa%20b%23c%2Fd%25e%3A%3ARoot%23%23f%3A%3A1')
    assert.deepEqual(documentTypeFromHref(url), doc)
    assert.equal(documentTypeFromHref('https://smp.example.com/iso6523-actorid-upis%3A%3A9915%3Ax'), undefined)
    assert.equal(documentTypeFromHref('https://smp.example.com/x/services/%E0%A4%A'), undefined)
  })
})

describe('ServiceGroup', () => {
  test('build -> parse round trip, from the capability table', () => {
    const docs = documentTypesFor({ invoices: 'on', reviews: 'on' })
    const xml = serviceGroupXml({ participant: participantIdentifier('0208:0123456749'), baseUrl: BASE, documentTypes: docs.map(d => d.id) })
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<ServiceGroup xmlns="http:\/\/busdox.org\/serviceMetadata\/publishing\/1.0\/" xmlns:ids="http:\/\/busdox.org\/transport\/identifiers\/1.0\/">/)
    assert.match(xml, /<ids:ParticipantIdentifier scheme="iso6523-actorid-upis">0208:0123456749<\/ids:ParticipantIdentifier>/)
    const parsed = parseServiceGroup(xml)
    assert.deepEqual(parsed.participant, PARTICIPANT)
    assert.equal(parsed.references.length, 6)
    assert.deepEqual(parsed.references.map(r => r.documentType), docs.map(d => d.documentTypeId))
    assert.deepEqual(parsed.references.map(r => r.href), docs.map(d => serviceMetadataUrl(BASE, PARTICIPANT, d.documentTypeId)))
  })

  test('no document types: an empty ServiceMetadataReferenceCollection; duplicates written once', () => {
    const empty = serviceGroupXml({ participant: PARTICIPANT, baseUrl: BASE, documentTypes: [] })
    assert.match(empty, /<ServiceMetadataReferenceCollection\/>/)
    assert.deepEqual(parseServiceGroup(empty).references, [])
    const twice = serviceGroupXml({ participant: PARTICIPANT, baseUrl: BASE, documentTypes: [BIS3_INVOICE, `busdox-docid-qns::${BIS3_INVOICE}`] })
    assert.equal(parseServiceGroup(twice).references.length, 1)
  })

  test('validates against the SMP XSD', needs('xmllint'), () => {
    assertXsdValid(serviceGroupXml({ participant: PARTICIPANT, baseUrl: BASE, documentTypes: documentTypesFor({ invoices: 'on' }).map(d => d.id) }), XSD.smp)
    assertXsdValid(serviceGroupXml({ participant: PARTICIPANT, baseUrl: BASE, documentTypes: [] }), XSD.smp)
  })

  test('input errors name the field', () => {
    const party = parsePartyId('0208:0123456749') // the ICD form, not the SMP form
    assertValidation(() => serviceGroupXml({ participant: party, baseUrl: BASE, documentTypes: [] }), 'participant.scheme', 'scheme')
    assertValidation(() => serviceGroupXml({ participant: PARTICIPANT, baseUrl: '/relative', documentTypes: [] }), 'baseUrl', 'url')
    assertValidation(() => serviceGroupXml({ participant: PARTICIPANT, baseUrl: BASE, documentTypes: [BIS3_INVOICE, 'busdox-docid-qns::'] }), 'documentTypes[1]', 'empty')
    assertValidation(() => serviceGroupXml({ participant: { ...PARTICIPANT, value: `0208:${'1'.repeat(140)}` }, baseUrl: BASE, documentTypes: [] }), 'participant.value', 'length')
  })
})

describe('ServiceMetadata', () => {
  let pki: TestPki
  before(async () => { pki = await makeTestPki({ instances: ['A'] }) })

  const endpoint = (over: Partial<EndpointInput> = {}): EndpointInput => ({
    url: 'https://ap.example.com/as4',
    certificatePem: pki.instances[0]?.ap.certPem,
    serviceDescription: 'Wharf test AP',
    technicalContactUrl: 'mailto:peppol@example.com',
    ...over
  })
  const input = (over: Partial<ServiceMetadataInput> = {}): ServiceMetadataInput => ({
    participant: PARTICIPANT,
    documentType: `busdox-docid-qns::${BIS3_INVOICE}`,
    processes: [{ processId: BILLING, endpoints: [endpoint()] }],
    ...over
  })

  test('element order and content of an endpoint with every optional field', () => {
    const xml = serviceMetadataXml(input({
      processes: [{
        processId: BILLING,
        endpoints: [endpoint({
          minimumAuthenticationLevel: '1',
          activation: new Date('2026-01-01T00:00:00Z'),
          expiration: '2027-01-01T00:00:00+01:00',
          technicalInformationUrl: 'https://example.com/info',
          extensionXml: '<ext:Note xmlns:ext="urn:example:ext">hi</ext:Note>'
        })]
      }]
    }))
    const order = [...xml.matchAll(/<((?:wsa:)?[A-Za-z]+)[ >]/g)].map(m => m[1]).filter(n => n !== undefined)
    const endpointChildren = order.slice(order.indexOf('Endpoint') + 1)
    assert.deepEqual(endpointChildren, [
      'wsa:EndpointReference', 'wsa:Address', 'RequireBusinessLevelSignature', 'MinimumAuthenticationLevel',
      'ServiceActivationDate', 'ServiceExpirationDate', 'Certificate', 'ServiceDescription', 'TechnicalContactUrl',
      'TechnicalInformationUrl', 'Extension'
    ])
    assert.match(xml, /<ServiceActivationDate>2026-01-01T00:00:00Z<\/ServiceActivationDate>/)
    assert.match(xml, new RegExp(`<Certificate>${certificateToBase64(pki.instances[0]?.ap.certPem as string).replace(/[+/]/g, '\\$&')}</Certificate>`))
    assert.match(xml, /<Endpoint transportProfile="peppol-transport-as4-v2_0">/)
    assert.match(xml, /<RequireBusinessLevelSignature>false<\/RequireBusinessLevelSignature>/)
  })

  test('build -> parse round trip: two processes, several endpoints, escaping of & < > " and non-ASCII', () => {
    const der = toX509(pki.instances[0]?.ap.certPem as string).raw
    const xml = serviceMetadataXml(input({
      processes: [
        { processId: BILLING, endpoints: [endpoint({ serviceDescription: 'A & B <AP> "quoted" – ünïcode 𝄞', certificateDer: der, certificatePem: undefined })] },
        {
          processId: 'cenbii-procid-ubl::urn:peppol:bis:billing_with_response',
          endpoints: [
            endpoint({ url: 'https://ap.example.com/as4?x=1&y=2', expiration: '2020-01-01T00:00:00Z' }),
            endpoint({ url: 'https://ap2.example.com/as4', requireBusinessLevelSignature: true })
          ]
        }
      ]
    }))
    assert.match(xml, /A &amp; B &lt;AP&gt; "quoted"/)
    assert.match(xml, /as4\?x=1&amp;y=2/)
    const parsed = parseServiceMetadata(xml)
    assert.equal(parsed.kind, 'service-information')
    const info = parsed as ParsedServiceInformation
    assert.deepEqual(info.participant, PARTICIPANT)
    assert.deepEqual(info.documentType, { scheme: 'busdox-docid-qns', value: BIS3_INVOICE })
    assert.deepEqual(info.processes.map(p => p.processId), [
      { scheme: 'cenbii-procid-ubl', value: BILLING },
      { scheme: 'cenbii-procid-ubl', value: 'urn:peppol:bis:billing_with_response' }
    ])
    const first = info.processes[0]?.endpoints[0]
    assert.equal(first?.serviceDescription, 'A & B <AP> "quoted" – ünïcode 𝄞')
    assert.equal(first?.certificatePem, toX509(pki.instances[0]?.ap.certPem as string).toString())
    assert.equal(first?.technicalContactUrl, 'mailto:peppol@example.com')
    assert.equal(first?.requireBusinessLevelSignature, false)
    const second = info.processes[1]?.endpoints
    assert.equal(second?.[0]?.url, 'https://ap.example.com/as4?x=1&y=2')
    assert.deepEqual(second?.[0]?.expiration, new Date('2020-01-01T00:00:00Z'))
    assert.equal(second?.[1]?.requireBusinessLevelSignature, true)

    // the expired endpoint is skipped, the next one of the process is used
    assert.equal(selectEndpoint(info, 'urn:peppol:bis:billing_with_response')?.url, 'https://ap2.example.com/as4')
    assert.equal(selectEndpoint(info, BILLING, { at: new Date('2019-06-01T00:00:00Z') })?.url, 'https://ap.example.com/as4')
    assert.equal(selectEndpoint(info, BILLING, { transportProfile: 'busdox-transport-as2-ver2p0' }), undefined)
    assert.equal(selectEndpoint(info, 'urn:unknown'), undefined)
  })

  test('validates against the SMP XSD (all optional fields, and the minimum)', needs('xmllint'), () => {
    assertXsdValid(serviceMetadataXml(input()), XSD.smp)
    assertXsdValid(serviceMetadataXml(input({
      extensionXml: '<Any xmlns="urn:example"/>',
      processes: [{
        processId: BILLING,
        extensionXml: '<Any xmlns="urn:example"/>',
        endpoints: [endpoint({ minimumAuthenticationLevel: '1', activation: new Date(), expiration: new Date(Date.now() + 1e9), technicalInformationUrl: 'https://example.com/i', extensionXml: '<x:E xmlns:x="urn:x"><x:F/></x:E>' })]
      }]
    })), XSD.smp)
  })

  test('signed with the SMP certificate of a test PKI: verifies, validates, and parses back', () => {
    const smp = pki.instances[0]?.smp
    assert.ok(smp !== undefined)
    const unsigned = serviceMetadataXml(input())
    const signed = signServiceMetadata(unsigned, { keyPem: smp.keyPem, certPem: smp.certPem })
    assert.equal(signed, signedServiceMetadataXml(input(), { keyPem: smp.keyPem, certPem: smp.certPem }), 'RSA PKCS#1 v1.5 signatures are deterministic')
    const trust = loadTrustStore('test', { localTestPki: { rootPem: pki.root.certPem, apCaPem: pki.apCa.certPem, smpCaPem: pki.smpCa.certPem } })
    const r = verifyServiceMetadata(signed, { trust })
    assert.equal(r.ok, true, r.reason)
    assert.ok(r.serviceMetadata !== undefined)
    const fromElement = parseServiceMetadata(r.serviceMetadata)
    assert.deepEqual(fromElement, parseServiceMetadata(unsigned))
    assert.deepEqual(parseServiceMetadata(signed), fromElement, 'SignedServiceMetadata documents parse too')

    const tampered = signed.replace('https://ap.example.com/as4', 'https://evil.example.com/as4')
    assert.equal(verifyServiceMetadata(tampered, { trust }).code, 'SIGNATURE_INVALID')
  })

  test('the signed document validates against the SMP XSD', needs('xmllint'), () => {
    const smp = pki.instances[0]?.smp
    assert.ok(smp !== undefined)
    assertXsdValid(signedServiceMetadataXml(input(), { keyPem: smp.keyPem, certPem: smp.certPem }), XSD.smp)
  })

  test('input errors name the field', () => {
    assertValidation(() => serviceMetadataXml(input({ processes: [] })), 'processes', 'empty')
    assertValidation(() => serviceMetadataXml(input({ processes: [{ processId: BILLING, endpoints: [] }] })), 'processes[0].endpoints', 'empty')
    assertValidation(() => serviceMetadataXml(input({ processes: [{ processId: BILLING, endpoints: [endpoint({ url: 'ap.example.com/as4' })] }] })), 'processes[0].endpoints[0].url', 'url')
    assertValidation(() => serviceMetadataXml(input({ processes: [{ processId: BILLING, endpoints: [endpoint({ certificatePem: undefined })] }] })), 'processes[0].endpoints[0].certificate', 'missing')
    assertValidation(() => serviceMetadataXml(input({ processes: [{ processId: BILLING, endpoints: [endpoint({ certificatePem: 'not a certificate' })] }] })), 'processes[0].endpoints[0].certificate', 'certificate')
    assertValidation(() => serviceMetadataXml(input({ processes: [{ processId: BILLING, endpoints: [endpoint({ certificate: pki.root.certPem })] }] })), 'processes[0].endpoints[0].certificate', 'ambiguous')
    assertValidation(() => serviceMetadataXml(input({ processes: [{ processId: BILLING, endpoints: [endpoint({ serviceDescription: 'bell \u0007' })] }] })), 'processes[0].endpoints[0].serviceDescription', 'character')
    assertValidation(() => serviceMetadataXml(input({ processes: [{ processId: BILLING, endpoints: [endpoint({ activation: '2026-13-01' })] }] })), 'processes[0].endpoints[0].activation', 'date')
    assertValidation(() => serviceMetadataXml(input({ processes: [{ processId: BILLING, endpoints: [endpoint({ activation: '2026-02-01T00:00:00Z', expiration: '2026-01-01T00:00:00Z' })] }] })), 'processes[0].endpoints[0].expiration', 'date')
    assertValidation(() => serviceMetadataXml(input({ extensionXml: '<a/><b/>' })), 'extensionXml', 'xml')
    assertValidation(() => serviceMetadataXml(input({ extensionXml: '<a>' })), 'extensionXml', 'xml')
  })
})

describe('Redirect', () => {
  test('build -> parse; validates', () => {
    const href = serviceMetadataUrl('https://other-smp.example.com', PARTICIPANT, BIS3_INVOICE)
    const xml = redirectXml({ href, certificateUid: 'CN=POP000002,OU=PEPPOL TEST SMP' })
    const expected = { kind: 'redirect', href, certificateUid: 'CN=POP000002,OU=PEPPOL TEST SMP' }
    assert.deepEqual(parseRedirect(xml), expected)
    assert.deepEqual(parseServiceMetadata(xml), expected)
    if (has('xmllint')) assertXsdValid(xml, XSD.smp)
    assertValidation(() => redirectXml({ href, certificateUid: '' }), 'certificateUid', 'empty')
  })
})

describe('parser errors', () => {
  test('wrong root, other namespace (OASIS BDXR), DOCTYPE, missing elements', () => {
    const isError = (reason: string) => (err: unknown): boolean => err instanceof SmpDocumentError && err.reason === reason
    assert.throws(() => parseServiceGroup(fixture('peppol-service-metadata.xml')), isError('WRONG_ROOT'))
    const bdxr = '<SignedServiceMetadata xmlns="http://docs.oasis-open.org/bdxr/ns/SMP/2016/05"><ServiceMetadata><Redirect href="x"><CertificateUID>u</CertificateUID></Redirect></ServiceMetadata></SignedServiceMetadata>'
    assert.throws(() => parseServiceMetadata(bdxr), isError('WRONG_ROOT'))
    assert.throws(() => parseServiceGroup('<!DOCTYPE x [<!ENTITY e "e">]><x/>'), isError('UNSAFE_XML'))
    assert.throws(() => parseServiceGroup('<ServiceGroup'), isError('UNSAFE_XML'))
    const noAddress = fixture('peppol-service-metadata.xml').replace(/<wsa:Address>[^<]*<\/wsa:Address>/, '')
    assert.throws(() => parseServiceMetadata(noAddress), (err: unknown) => err instanceof SmpDocumentError && err.reason === 'MISSING' && /Address/.test(err.message))
    const neither = `<ServiceMetadata xmlns="http://busdox.org/serviceMetadata/publishing/1.0/"/>`
    assert.throws(() => parseServiceMetadata(neither), isError('MISSING'))
  })
})

describe('BusinessCard v3', () => {
  const card: BusinessCard = {
    participant: PARTICIPANT,
    entities: [
      {
        names: [{ name: 'Voorbeeld & Zonen <BV>', language: 'nl' }, { name: 'Exemple et Fils', language: 'fr' }],
        countryCode: 'BE',
        geographicalInformation: 'Kerkstraat 1, 1000 Brussel, BE',
        identifiers: [{ scheme: 'iso6523-actorid-upis', value: '9925:BE0123456749' }, { scheme: 'VAT', value: 'BE0123456749' }],
        websites: ['https://example.be'],
        contacts: [{ type: 'technical', name: 'Peppol desk', phone: '+32 2 000 00 00', email: 'peppol@example.be' }, { email: 'only@example.be' }],
        additionalInformation: 'Line 1\nLine 2',
        registrationDate: '2026-03-01'
      },
      { names: [{ name: 'Second entity' }], countryCode: 'NL' }
    ]
  }

  test('build -> parse round trip', () => {
    const xml = businessCardXml(card)
    assert.match(xml, /<BusinessCard xmlns="http:\/\/www.peppol.eu\/schema\/pd\/businesscard\/20180621\/">/)
    assert.match(xml, /<BusinessEntity registrationDate="2026-03-01">/)
    assert.deepEqual(parseBusinessCard(xml), card)
  })

  test('normalises country and language codes and Date registration dates', () => {
    const xml = businessCardXml({ participant: PARTICIPANT, entities: [{ names: [{ name: 'x', language: 'EN' }], countryCode: 'be', registrationDate: new Date('2026-03-01T12:00:00Z') }] })
    assert.deepEqual(parseBusinessCard(xml).entities[0], { names: [{ name: 'x', language: 'en' }], countryCode: 'BE', registrationDate: '2026-03-01' })
  })

  test('validates against the business card v3 XSD', needs('xmllint'), () => {
    assertXsdValid(businessCardXml(card), XSD.businessCard)
    assertXsdValid(businessCardXml({ participant: PARTICIPANT, entities: [] }), XSD.businessCard)
  })

  test('input errors name the field', () => {
    assertValidation(() => businessCardXml({ participant: PARTICIPANT, entities: [{ names: [], countryCode: 'BE' }] }), 'entities[0].names', 'empty')
    assertValidation(() => businessCardXml({ participant: PARTICIPANT, entities: [{ names: [{ name: ' ' }], countryCode: 'BE' }] }), 'entities[0].names[0].name', 'empty')
    assertValidation(() => businessCardXml({ participant: PARTICIPANT, entities: [{ names: [{ name: 'x' }], countryCode: 'BEL' }] }), 'entities[0].countryCode', 'country')
    assertValidation(() => businessCardXml({ participant: PARTICIPANT, entities: [{ names: [{ name: 'x' }], countryCode: '' }] }), 'entities[0].countryCode', 'empty')
    assertValidation(() => businessCardXml({ participant: PARTICIPANT, entities: [{ names: [{ name: 'x', language: 'nld' }], countryCode: 'NL' }] }), 'entities[0].names[0].language', 'language')
    assertValidation(() => businessCardXml({ participant: PARTICIPANT, entities: [{ names: [{ name: 'x' }], countryCode: 'NL', registrationDate: '01-03-2026' }] }), 'entities[0].registrationDate', 'date')
  })
})
