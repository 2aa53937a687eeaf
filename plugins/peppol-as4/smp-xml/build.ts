/**
 * Peppol SMP 1.x documents (PEPPOL.md (d)) and the Directory business card v3 (PEPPOL.md (e)): builders for the SMP
 * side (parsers for the client side are in parse.ts).
 *
 * Builders are string templates with XML escaping (no DOM). They validate their input and throw WharfError
 * VALIDATION_FAILED with details.field naming the offending input path (e.g. 'processes[0].endpoints[0].url').
 * Element order follows the official XSDs (rules/peppol-smp-1.0/, rules/peppol-directory-businesscard/); the tests
 * validate the output with xmllint against them.
 *
 * ServiceMetadata is built unsigned: signServiceMetadata (../xmldsig/smp-signature.ts) wraps it into
 * SignedServiceMetadata and signs it. A client verifies with verifyServiceMetadata and then parses the element the
 * signature covers (result.serviceMetadata) with parseServiceMetadata.
 *
 * Parsers use parseXmlSafely (no DTD, size limit) and match elements by namespace + local name, so any prefixes
 * work. They throw SmpDocumentError for documents that are not what they claim to be.
 */
import type { Document, Element } from '@xmldom/xmldom'
import { WharfError } from '../../../core/sdk/runtime.ts'
import { parsePartyId, PARTICIPANT_SCHEME, type PartyIdentifier } from '../../../core/sdk/peppol.ts'
import { derToBase64, isPem, pemToDer, toX509, type CertificateInput } from '../../../core/sdk/x509.ts'
import { signServiceMetadata, type SignServiceMetadataOptions } from '../xmldsig/smp-signature.ts'
import { childElements, parseXmlSafely, UnsafeXmlError } from '../../../core/sdk/xml.ts'
import {
  DOCTYPE_SCHEME_QNS, formatDocumentTypeId, parseDocumentTypeId, parseProcessId, PROCESS_SCHEME,
  type DocumentTypeId, type ProcessId
} from '../../../core/sdk/peppol.ts'
import {
  BUSINESS_CARD_NS, IDS_NS, Identifier, NOT_XML_CHAR, PARTICIPANT_SCHEME_SHAPE, SMP_NS, TRANSPORT_AS4_V2, WSA_NS, XmlWriter, absoluteUrl, baseOf, businessCardUrl, checkExtension, checkParticipant, dateTime, encodeIdentifierSegment, escapeXmlAttribute, escapeXmlText, invalid, participantIdentifier, required, serviceGroupUrl, serviceMetadataUrl, xmlChars
} from './xml.ts'

// ---------------------------------------------------------------------------------------------------------------
// ServiceGroup

export interface ServiceGroupInput {
  participant: Identifier
  /** Absolute base URL of the SMP (with or without a path; trailing slashes are dropped). */
  baseUrl: string
  /** 'busdox-docid-qns::<value>', a bare busdox-docid-qns value, or { scheme, value }. */
  documentTypes: Array<string | DocumentTypeId>
}

/** The ServiceGroup of a participant with one ServiceMetadataReference (absolute URL) per document type. */
export function serviceGroupXml (input: ServiceGroupInput): string {
  const participant = checkParticipant(input.participant, 'participant')
  const base = baseOf(input.baseUrl)
  if (!Array.isArray(input.documentTypes)) throw invalid('documentTypes', 'expected an array', 'type')
  const hrefs = input.documentTypes.map((d, i) =>
    `${base}/${encodeIdentifierSegment(participant)}/services/${encodeIdentifierSegment(parseDocumentTypeId(d, DOCTYPE_SCHEME_QNS, `documentTypes[${i}]`))}`)
  const w = new XmlWriter()
    .open('ServiceGroup', { xmlns: SMP_NS, 'xmlns:ids': IDS_NS })
    .leaf('ids:ParticipantIdentifier', participant.value, { scheme: participant.scheme }, 'participant.value')
  if (hrefs.length === 0) {
    w.empty('ServiceMetadataReferenceCollection')
  } else {
    w.open('ServiceMetadataReferenceCollection')
    for (const href of new Set(hrefs)) w.empty('ServiceMetadataReference', { href })
    w.close('ServiceMetadataReferenceCollection')
  }
  return w.close('ServiceGroup').toString()
}

// ---------------------------------------------------------------------------------------------------------------
// ServiceMetadata

export interface EndpointInput {
  /** Default peppol-transport-as4-v2_0 (the only active Peppol transport profile). */
  transportProfile?: string
  /** The AS4 endpoint URL (wsa:EndpointReference/wsa:Address). */
  url: string
  /** The AP certificate: PEM, base64 DER, DER bytes or X509Certificate (give one of the three fields). */
  certificate?: CertificateInput
  certificateDer?: Uint8Array
  certificatePem?: string
  serviceDescription: string
  /** URL or e-mail address of the technical contact. */
  technicalContactUrl: string
  technicalInformationUrl?: string
  minimumAuthenticationLevel?: string
  activation?: Date | string
  expiration?: Date | string
  /** Default false. */
  requireBusinessLevelSignature?: boolean
  /** One XML element (with its own namespace declarations) for smp:Extension. */
  extensionXml?: string
}

export interface ProcessInput {
  /** 'cenbii-procid-ubl::<value>', a bare value, or { scheme, value }. */
  processId: string | ProcessId
  endpoints: EndpointInput[]
  extensionXml?: string
}

export interface ServiceMetadataInput {
  participant: Identifier
  documentType: string | DocumentTypeId
  processes: ProcessInput[]
  extensionXml?: string
}

/** Certificates already checked, by their input text: an SMP publishes the same AP certificate in every answer, and
 * parsing it (X509Certificate) costs a fifth of signing one without a DOM (xmldsig/smp-canonical.ts). */
const checkedCertificates = new Map<string, string>()

function certificateBase64 (e: EndpointInput, field: string): string {
  const given = [e.certificate, e.certificateDer, e.certificatePem].filter(c => c !== undefined)
  if (given.length !== 1) throw invalid(`${field}.certificate`, 'give exactly one of certificate, certificateDer, certificatePem', given.length === 0 ? 'missing' : 'ambiguous')
  const input = given[0] as CertificateInput
  const known = typeof input === 'string' ? checkedCertificates.get(input) : undefined
  if (known !== undefined) return known
  try {
    const base64 = derToBase64(toX509(input).raw)
    if (typeof input === 'string') {
      if (checkedCertificates.size >= 100) checkedCertificates.clear()
      checkedCertificates.set(input, base64)
    }
    return base64
  } catch (err) {
    throw invalid(`${field}.certificate`, (err as Error).message, 'certificate')
  }
}

/**
 * The unsigned ServiceMetadata/ServiceInformation document (sign it with signServiceMetadata). With
 * `{ canonical: true }`: the ServiceMetadata element in canonical form as the child of a SignedServiceMetadata (no
 * declaration, the default namespace inherited from that parent; xmldsig/smp-canonical.ts); NotCanonicalError when it
 * has extensions.
 */
export function serviceMetadataXml (input: ServiceMetadataInput, opts: { canonical?: boolean } = {}): string {
  const participant = checkParticipant(input.participant, 'participant')
  const documentType = parseDocumentTypeId(input.documentType, DOCTYPE_SCHEME_QNS, 'documentType')
  if (!Array.isArray(input.processes) || input.processes.length === 0) throw invalid('processes', 'at least one process is needed', 'empty')
  const canonical = opts.canonical === true
  const w = new XmlWriter({ canonical })
    .open('ServiceMetadata', { xmlns: canonical ? undefined : SMP_NS, 'xmlns:ids': IDS_NS, 'xmlns:wsa': WSA_NS })
    .open('ServiceInformation')
    .leaf('ids:ParticipantIdentifier', participant.value, { scheme: participant.scheme }, 'participant.value')
    .leaf('ids:DocumentIdentifier', documentType.value, { scheme: documentType.scheme }, 'documentType')
    .open('ProcessList')
  input.processes.forEach((p, i) => {
    const pf = `processes[${i}]`
    const processId = parseProcessId(p.processId, PROCESS_SCHEME, `${pf}.processId`)
    if (!Array.isArray(p.endpoints) || p.endpoints.length === 0) throw invalid(`${pf}.endpoints`, 'at least one endpoint is needed', 'empty')
    w.open('Process')
      .leaf('ids:ProcessIdentifier', processId.value, { scheme: processId.scheme }, `${pf}.processId`)
      .open('ServiceEndpointList')
    p.endpoints.forEach((e, j) => writeEndpoint(w, e, `${pf}.endpoints[${j}]`))
    w.close('ServiceEndpointList')
    const ext = checkExtension(p.extensionXml, `${pf}.extensionXml`)
    if (ext !== undefined) w.open('Extension').raw(ext).close('Extension')
    w.close('Process')
  })
  w.close('ProcessList')
  const ext = checkExtension(input.extensionXml, 'extensionXml')
  if (ext !== undefined) w.open('Extension').raw(ext).close('Extension')
  return w.close('ServiceInformation').close('ServiceMetadata').toString()
}

function writeEndpoint (w: XmlWriter, e: EndpointInput, field: string): void {
  if (e === null || typeof e !== 'object') throw invalid(field, 'expected an endpoint object', 'type')
  const transportProfile = required(e.transportProfile ?? TRANSPORT_AS4_V2, `${field}.transportProfile`)
  const url = absoluteUrl(e.url, `${field}.url`)
  const certificate = certificateBase64(e, field)
  const serviceDescription = required(e.serviceDescription, `${field}.serviceDescription`)
  const technicalContactUrl = required(e.technicalContactUrl, `${field}.technicalContactUrl`)
  const rbls = e.requireBusinessLevelSignature ?? false
  if (typeof rbls !== 'boolean') throw invalid(`${field}.requireBusinessLevelSignature`, 'expected a boolean', 'type')
  const activation = e.activation === undefined ? undefined : dateTime(e.activation, `${field}.activation`)
  const expiration = e.expiration === undefined ? undefined : dateTime(e.expiration, `${field}.expiration`)
  if (activation !== undefined && expiration !== undefined && Date.parse(expiration) <= Date.parse(activation)) {
    throw invalid(`${field}.expiration`, 'must be after the activation date', 'date')
  }
  w.open('Endpoint', { transportProfile })
    .open('wsa:EndpointReference').leaf('wsa:Address', url, {}, `${field}.url`).close('wsa:EndpointReference')
    .leaf('RequireBusinessLevelSignature', String(rbls))
  if (e.minimumAuthenticationLevel !== undefined) w.leaf('MinimumAuthenticationLevel', required(e.minimumAuthenticationLevel, `${field}.minimumAuthenticationLevel`))
  if (activation !== undefined) w.leaf('ServiceActivationDate', activation)
  if (expiration !== undefined) w.leaf('ServiceExpirationDate', expiration)
  w.leaf('Certificate', certificate)
    .leaf('ServiceDescription', serviceDescription, {}, `${field}.serviceDescription`)
    .leaf('TechnicalContactUrl', technicalContactUrl, {}, `${field}.technicalContactUrl`)
  if (e.technicalInformationUrl !== undefined) w.leaf('TechnicalInformationUrl', required(e.technicalInformationUrl, `${field}.technicalInformationUrl`))
  const ext = checkExtension(e.extensionXml, `${field}.extensionXml`)
  if (ext !== undefined) w.open('Extension').raw(ext).close('Extension')
  w.close('Endpoint')
}

export interface RedirectInput {
  /** Absolute URL of the ServiceMetadata at the destination SMP. */
  href: string
  /** Subject unique identifier of the destination SMP's signing certificate. */
  certificateUid: string
  extensionXml?: string
}

/** The unsigned ServiceMetadata/Redirect document. */
export function redirectXml (input: RedirectInput): string {
  const href = absoluteUrl(input.href, 'href')
  const w = new XmlWriter()
    .open('ServiceMetadata', { xmlns: SMP_NS })
    .open('Redirect', { href })
    .leaf('CertificateUID', required(input.certificateUid, 'certificateUid'), {}, 'certificateUid')
  const ext = checkExtension(input.extensionXml, 'extensionXml')
  if (ext !== undefined) w.open('Extension').raw(ext).close('Extension')
  return w.close('Redirect').close('ServiceMetadata').toString()
}

/** serviceMetadataXml + signServiceMetadata: the SignedServiceMetadata an SMP serves. */
export function signedServiceMetadataXml (input: ServiceMetadataInput, options: SignServiceMetadataOptions): string {
  return signServiceMetadata(serviceMetadataXml(input), options)
}

// ---------------------------------------------------------------------------------------------------------------
// Business card v3

export interface BusinessCardName { name: string, language?: string }
export interface BusinessCardContact { type?: string, name?: string, phone?: string, email?: string }

export interface BusinessEntity {
  /** At least one; the XSD requires non-empty names. */
  names: BusinessCardName[]
  /** ISO 3166-1 alpha-2 (upper-cased on output). */
  countryCode: string
  geographicalInformation?: string
  /** Further identifiers, e.g. { scheme: 'iso6523-actorid-upis', value: '9925:BE0123456749' } or a VAT number. */
  identifiers?: Identifier[]
  websites?: string[]
  contacts?: BusinessCardContact[]
  additionalInformation?: string
  /** xs:date, 'YYYY-MM-DD' (a Date is written as its UTC date). */
  registrationDate?: string | Date
}

export interface BusinessCard {
  participant: Identifier
  entities: BusinessEntity[]
}

function xsDate (v: string | Date, field: string): string {
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) throw invalid(field, 'invalid date', 'date')
    return v.toISOString().slice(0, 10)
  }
  const s = required(v, field).trim()
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(Date.parse(`${s}T00:00:00Z`))) throw invalid(field, `not a date (YYYY-MM-DD): ${JSON.stringify(s)}`, 'date')
  return s
}

/** The Directory business card v3 (namespace http://www.peppol.eu/schema/pd/businesscard/20180621/). */
export function businessCardXml (input: BusinessCard): string {
  const participant = checkParticipant(input.participant, 'participant')
  if (!Array.isArray(input.entities)) throw invalid('entities', 'expected an array', 'type')
  const w = new XmlWriter()
    .open('BusinessCard', { xmlns: BUSINESS_CARD_NS })
    .leaf('ParticipantIdentifier', participant.value, { scheme: participant.scheme }, 'participant.value')
  input.entities.forEach((e, i) => {
    const f = `entities[${i}]`
    if (e === null || typeof e !== 'object') throw invalid(f, 'expected an object', 'type')
    if (!Array.isArray(e.names) || e.names.length === 0) throw invalid(`${f}.names`, 'at least one name is needed', 'empty')
    const country = required(e.countryCode, `${f}.countryCode`).trim().toUpperCase()
    if (!/^[A-Z]{2}$/.test(country)) throw invalid(`${f}.countryCode`, `expected a two-letter ISO 3166 code, not ${JSON.stringify(e.countryCode)}`, 'country')
    const registrationDate = e.registrationDate === undefined ? undefined : xsDate(e.registrationDate, `${f}.registrationDate`)
    w.open('BusinessEntity', { registrationDate })
    e.names.forEach((n, j) => {
      const nf = `${f}.names[${j}]`
      const name = required(n?.name, `${nf}.name`)
      let language: string | undefined
      if (n.language !== undefined) {
        language = required(n.language, `${nf}.language`).trim().toLowerCase()
        if (!/^[a-z]{2}$/.test(language)) throw invalid(`${nf}.language`, `expected a two-letter ISO 639-1 code, not ${JSON.stringify(n.language)}`, 'language')
      }
      w.leaf('Name', name, { language }, `${nf}.name`)
    })
    w.leaf('CountryCode', country)
    if (e.geographicalInformation !== undefined) w.leaf('GeographicalInformation', required(e.geographicalInformation, `${f}.geographicalInformation`), {}, `${f}.geographicalInformation`)
    ;(e.identifiers ?? []).forEach((id, j) => {
      const idf = `${f}.identifiers[${j}]`
      w.leaf('Identifier', required(id?.value, `${idf}.value`), { scheme: required(id.scheme, `${idf}.scheme`) }, `${idf}.value`)
    })
    ;(e.websites ?? []).forEach((u, j) => w.leaf('WebsiteURI', required(u, `${f}.websites[${j}]`).trim(), {}, `${f}.websites[${j}]`))
    ;(e.contacts ?? []).forEach((c, j) => {
      const cf = `${f}.contacts[${j}]`
      if (c === null || typeof c !== 'object') throw invalid(cf, 'expected an object', 'type')
      w.open('Contact')
      if (c.type !== undefined) w.leaf('Type', xmlChars(c.type, `${cf}.type`), {}, `${cf}.type`)
      if (c.name !== undefined) w.leaf('Name', xmlChars(c.name, `${cf}.name`), {}, `${cf}.name`)
      if (c.phone !== undefined) w.leaf('PhoneNumber', xmlChars(c.phone, `${cf}.phone`), {}, `${cf}.phone`)
      if (c.email !== undefined) w.leaf('Email', xmlChars(c.email, `${cf}.email`), {}, `${cf}.email`)
      w.close('Contact')
    })
    if (e.additionalInformation !== undefined) w.leaf('AdditionalInformation', xmlChars(e.additionalInformation, `${f}.additionalInformation`), {}, `${f}.additionalInformation`)
    w.close('BusinessEntity')
  })
  return w.close('BusinessCard').toString()
}

/** Parses a business card v3; optional fields and empty lists are left out of the result. */
