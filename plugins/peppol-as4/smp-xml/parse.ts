/**
 * Parsers for SMP 1.x documents and the business card v3, for the client side: parseXmlSafely (no DTD, size limit),
 * elements matched by namespace + local name (any prefixes), SmpDocumentError for documents that are not what they
 * claim to be.
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
import type { BusinessCard, BusinessEntity, BusinessCardName, BusinessCardContact } from './build.ts'

// ---------------------------------------------------------------------------------------------------------------
// Parsers

export type SmpDocumentErrorReason = 'UNSAFE_XML' | 'WRONG_ROOT' | 'MISSING' | 'INVALID'

export class SmpDocumentError extends Error {
  readonly reason: SmpDocumentErrorReason
  constructor (reason: SmpDocumentErrorReason, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SmpDocumentError'
    this.reason = reason
  }
}

type XmlInput = string | Document | Element

function rootOf (input: XmlInput): Element {
  if (typeof input === 'string') {
    try {
      return parseXmlSafely(input).documentElement as Element
    } catch (err) {
      if (err instanceof UnsafeXmlError) throw new SmpDocumentError('UNSAFE_XML', err.message, { cause: err })
      throw err
    }
  }
  if ((input as Document).nodeType === 9) return (input as Document).documentElement as Element
  return input as Element
}

const qname = (ns: string, name: string): string => `{${ns}}${name}`
const nameOf = (el: Element): string => qname(el.namespaceURI ?? '', el.localName ?? '')

function expectRoot (el: Element, ns: string, name: string): void {
  if (el.namespaceURI !== ns || el.localName !== name) {
    throw new SmpDocumentError('WRONG_ROOT', `expected ${qname(ns, name)}, got ${nameOf(el)}`)
  }
}

function one (parent: Element, ns: string, name: string, where: string): Element {
  const found = childElements(parent, ns, name)
  if (found.length === 0) throw new SmpDocumentError('MISSING', `${where}: missing ${name}`)
  if (found.length > 1) throw new SmpDocumentError('INVALID', `${where}: ${found.length} ${name} elements, expected one`)
  return found[0] as Element
}

function optional (parent: Element, ns: string, name: string, where: string): Element | undefined {
  const found = childElements(parent, ns, name)
  if (found.length > 1) throw new SmpDocumentError('INVALID', `${where}: ${found.length} ${name} elements, expected at most one`)
  return found[0]
}

const textOf = (el: Element): string => (el.textContent ?? '').trim()

function identifierOf (el: Element, where: string): Identifier {
  const scheme = el.getAttribute('scheme')
  if (scheme === null || scheme.trim() === '') throw new SmpDocumentError('MISSING', `${where}: ${el.localName ?? ''} has no scheme attribute`)
  const value = textOf(el)
  if (value === '') throw new SmpDocumentError('MISSING', `${where}: ${el.localName ?? ''} is empty`)
  return { scheme: scheme.trim(), value }
}

export interface ServiceMetadataReference {
  href: string
  /** The document type decoded from the last path segment (`.../services/{docScheme::docId}`), when it parses. */
  documentType?: DocumentTypeId
}

export interface ParsedServiceGroup {
  participant: Identifier
  references: ServiceMetadataReference[]
}

/** Parses an SMP 1.x ServiceGroup. */
export function parseServiceGroup (input: XmlInput): ParsedServiceGroup {
  const root = rootOf(input)
  expectRoot(root, SMP_NS, 'ServiceGroup')
  const participant = identifierOf(one(root, IDS_NS, 'ParticipantIdentifier', 'ServiceGroup'), 'ServiceGroup')
  const collection = one(root, SMP_NS, 'ServiceMetadataReferenceCollection', 'ServiceGroup')
  const references = childElements(collection, SMP_NS, 'ServiceMetadataReference').map(el => {
    const href = (el.getAttribute('href') ?? '').trim()
    if (href === '') throw new SmpDocumentError('MISSING', 'ServiceMetadataReference without href')
    const ref: ServiceMetadataReference = { href }
    const documentType = documentTypeFromHref(href)
    if (documentType !== undefined) ref.documentType = documentType
    return ref
  })
  return { participant, references }
}

/** The document type of a ServiceMetadata URL (`.../services/busdox-docid-qns%3A%3A...`), or undefined. */
export function documentTypeFromHref (href: string): DocumentTypeId | undefined {
  const m = /\/services\/([^/?#]+)\/?(?:[?#].*)?$/.exec(href)
  if (m === null) return undefined
  try {
    const decoded = decodeURIComponent(m[1] as string)
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)+::/i.test(decoded)) return undefined
    return parseDocumentTypeId(decoded)
  } catch {
    return undefined
  }
}

export interface ParsedEndpoint {
  transportProfile: string
  /** wsa:EndpointReference/wsa:Address. */
  url: string
  requireBusinessLevelSignature: boolean
  minimumAuthenticationLevel?: string
  activation?: Date
  expiration?: Date
  /** The Certificate element's text with whitespace removed (PEM armour, when present, removed too). */
  certificate: string
  /** PEM of the certificate; undefined when the text is not a decodable X.509 certificate. */
  certificatePem?: string
  serviceDescription: string
  technicalContactUrl: string
  technicalInformationUrl?: string
}

export interface ParsedProcess {
  processId: ProcessId
  endpoints: ParsedEndpoint[]
}

export interface ParsedServiceInformation {
  kind: 'service-information'
  participant: Identifier
  documentType: DocumentTypeId
  processes: ParsedProcess[]
}

export interface SmpRedirect {
  kind: 'redirect'
  href: string
  certificateUid: string
}

export type ParsedServiceMetadata = ParsedServiceInformation | SmpRedirect

/** The ServiceMetadata element of a ServiceMetadata or SignedServiceMetadata document (or the element itself). */
function serviceMetadataElement (input: XmlInput): Element {
  const root = rootOf(input)
  if (root.namespaceURI === SMP_NS && root.localName === 'SignedServiceMetadata') {
    return one(root, SMP_NS, 'ServiceMetadata', 'SignedServiceMetadata')
  }
  expectRoot(root, SMP_NS, 'ServiceMetadata')
  return root
}

/**
 * Parses SMP 1.x ServiceMetadata: a ServiceMetadata element or document, or a SignedServiceMetadata document.
 * Parsing does not check the signature: verify first (verifyServiceMetadata) and pass its `serviceMetadata`.
 */
export function parseServiceMetadata (input: XmlInput): ParsedServiceMetadata {
  const sm = serviceMetadataElement(input)
  const redirect = optional(sm, SMP_NS, 'Redirect', 'ServiceMetadata')
  const info = optional(sm, SMP_NS, 'ServiceInformation', 'ServiceMetadata')
  if (redirect !== undefined && info !== undefined) throw new SmpDocumentError('INVALID', 'ServiceMetadata holds both ServiceInformation and Redirect')
  if (redirect !== undefined) return redirectOf(redirect)
  if (info === undefined) throw new SmpDocumentError('MISSING', 'ServiceMetadata: missing ServiceInformation or Redirect')

  const participant = identifierOf(one(info, IDS_NS, 'ParticipantIdentifier', 'ServiceInformation'), 'ServiceInformation')
  const documentType = identifierOf(one(info, IDS_NS, 'DocumentIdentifier', 'ServiceInformation'), 'ServiceInformation')
  const processList = one(info, SMP_NS, 'ProcessList', 'ServiceInformation')
  const processes = childElements(processList, SMP_NS, 'Process').map((p, i) => {
    const where = `Process[${i}]`
    const processId = identifierOf(one(p, IDS_NS, 'ProcessIdentifier', where), where)
    const list = one(p, SMP_NS, 'ServiceEndpointList', where)
    const endpoints = childElements(list, SMP_NS, 'Endpoint').map((e, j) => endpointOf(e, `${where}/Endpoint[${j}]`))
    return { processId, endpoints }
  })
  if (processes.length === 0) throw new SmpDocumentError('MISSING', 'ProcessList: no Process')
  return { kind: 'service-information', participant, documentType, processes }
}

function endpointOf (e: Element, where: string): ParsedEndpoint {
  const transportProfile = (e.getAttribute('transportProfile') ?? '').trim()
  if (transportProfile === '') throw new SmpDocumentError('MISSING', `${where}: no transportProfile`)
  const ref = one(e, WSA_NS, 'EndpointReference', where)
  const url = textOf(one(ref, WSA_NS, 'Address', `${where}/EndpointReference`))
  const rblsText = textOf(one(e, SMP_NS, 'RequireBusinessLevelSignature', where))
  if (!['true', 'false', '1', '0'].includes(rblsText)) throw new SmpDocumentError('INVALID', `${where}: RequireBusinessLevelSignature is not a boolean: ${rblsText}`)
  const date = (name: string): Date | undefined => {
    const el = optional(e, SMP_NS, name, where)
    if (el === undefined) return undefined
    const d = new Date(textOf(el))
    if (Number.isNaN(d.getTime())) throw new SmpDocumentError('INVALID', `${where}: ${name} is not a date: ${textOf(el)}`)
    return d
  }
  const rawCert = textOf(one(e, SMP_NS, 'Certificate', where))
  let certificate = rawCert.replace(/\s+/g, '')
  let certificatePem: string | undefined
  try {
    const der = isPem(rawCert) ? pemToDer(rawCert) : undefined
    if (der !== undefined) certificate = derToBase64(der)
    certificatePem = toX509(der ?? certificate).toString()
  } catch { certificatePem = undefined }
  const out: ParsedEndpoint = {
    transportProfile,
    url,
    requireBusinessLevelSignature: rblsText === 'true' || rblsText === '1',
    certificate,
    serviceDescription: textOf(one(e, SMP_NS, 'ServiceDescription', where)),
    technicalContactUrl: textOf(one(e, SMP_NS, 'TechnicalContactUrl', where))
  }
  const minimum = optional(e, SMP_NS, 'MinimumAuthenticationLevel', where)
  if (minimum !== undefined) out.minimumAuthenticationLevel = textOf(minimum)
  const activation = date('ServiceActivationDate')
  if (activation !== undefined) out.activation = activation
  const expiration = date('ServiceExpirationDate')
  if (expiration !== undefined) out.expiration = expiration
  if (certificatePem !== undefined) out.certificatePem = certificatePem
  const info = optional(e, SMP_NS, 'TechnicalInformationUrl', where)
  if (info !== undefined) out.technicalInformationUrl = textOf(info)
  return out
}

function redirectOf (el: Element): SmpRedirect {
  const href = (el.getAttribute('href') ?? '').trim()
  if (href === '') throw new SmpDocumentError('MISSING', 'Redirect has no href')
  const certificateUid = textOf(one(el, SMP_NS, 'CertificateUID', 'Redirect'))
  if (certificateUid === '') throw new SmpDocumentError('MISSING', 'Redirect: CertificateUID is empty')
  return { kind: 'redirect', href, certificateUid }
}

/** The Redirect of a ServiceMetadata (href + CertificateUID), or undefined when it holds ServiceInformation. */
export function parseRedirect (input: XmlInput): SmpRedirect | undefined {
  const sm = serviceMetadataElement(input)
  const redirect = optional(sm, SMP_NS, 'Redirect', 'ServiceMetadata')
  return redirect === undefined ? undefined : redirectOf(redirect)
}

/**
 * The endpoint a sender uses: in the process `processId`, with the transport profile, active at `at`
 * (activation <= at < expiration; PEPPOL SMP: senders ignore services not yet active or expired).
 */
export function selectEndpoint (metadata: ParsedServiceInformation, processId: string | ProcessId, options: { transportProfile?: string, at?: Date } = {}): ParsedEndpoint | undefined {
  const process = parseProcessId(processId)
  const profile = options.transportProfile ?? TRANSPORT_AS4_V2
  const at = (options.at ?? new Date()).getTime()
  const p = metadata.processes.find(x => x.processId.scheme === process.scheme && x.processId.value === process.value)
  return p?.endpoints.find(e => e.transportProfile === profile &&
    (e.activation === undefined || e.activation.getTime() <= at) &&
    (e.expiration === undefined || at < e.expiration.getTime()))
}

export function parseBusinessCard (input: XmlInput): BusinessCard {
  const root = rootOf(input)
  expectRoot(root, BUSINESS_CARD_NS, 'BusinessCard')
  const ns = BUSINESS_CARD_NS
  const participant = identifierOf(one(root, ns, 'ParticipantIdentifier', 'BusinessCard'), 'BusinessCard')
  const entities = childElements(root, ns, 'BusinessEntity').map((el, i) => {
    const where = `BusinessEntity[${i}]`
    const names = childElements(el, ns, 'Name').map(n => {
      const out: BusinessCardName = { name: n.textContent ?? '' }
      const language = n.getAttribute('language')
      if (language !== null && language !== '') out.language = language.trim()
      return out
    })
    if (names.length === 0) throw new SmpDocumentError('MISSING', `${where}: no Name`)
    const entity: BusinessEntity = { names, countryCode: textOf(one(el, ns, 'CountryCode', where)) }
    const geo = optional(el, ns, 'GeographicalInformation', where)
    if (geo !== undefined) entity.geographicalInformation = geo.textContent ?? ''
    const identifiers = childElements(el, ns, 'Identifier').map(x => ({ scheme: x.getAttribute('scheme') ?? '', value: textOf(x) }))
    if (identifiers.length > 0) entity.identifiers = identifiers
    const websites = childElements(el, ns, 'WebsiteURI').map(textOf)
    if (websites.length > 0) entity.websites = websites
    const contacts = childElements(el, ns, 'Contact').map(c => {
      const out: BusinessCardContact = {}
      const field = (name: string): string | undefined => {
        const x = optional(c, ns, name, `${where}/Contact`)
        return x === undefined ? undefined : x.textContent ?? ''
      }
      const type = field('Type'); if (type !== undefined) out.type = type
      const name = field('Name'); if (name !== undefined) out.name = name
      const phone = field('PhoneNumber'); if (phone !== undefined) out.phone = phone
      const email = field('Email'); if (email !== undefined) out.email = email
      return out
    })
    if (contacts.length > 0) entity.contacts = contacts
    const additional = optional(el, ns, 'AdditionalInformation', where)
    if (additional !== undefined) entity.additionalInformation = additional.textContent ?? ''
    const registrationDate = el.getAttribute('registrationDate')
    if (registrationDate !== null && registrationDate !== '') entity.registrationDate = registrationDate.trim()
    return entity
  })
  return { participant, entities }
}

/** formatDocumentTypeId re-exported for callers that only import this module. */
