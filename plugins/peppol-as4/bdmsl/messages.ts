/**
 * BDMSL (SML management) SOAP 1.1 messages: envelope builders and parsers for both sides.
 *
 * Facts from the WSDLs vendored in ./wsdl (PEPPOL.md (f)):
 * - SOAP 1.1 (`soap:binding` of http://schemas.xmlsoap.org/wsdl/soap/), document/literal.
 * - Every body element (requests, responses, fault details) is in the locator namespace
 *   `http://busdox.org/serviceMetadata/locator/1.0/` (peppol-sml-types-v1.xsd, elementFormDefault qualified); the
 *   participant identifier is `ids:ParticipantIdentifier@scheme` in `http://busdox.org/transport/identifiers/1.0/`.
 *   The service namespaces (`…/ManageServiceMetadataService/1.0/`, `…/ManageBusinessIdentifierService/1.0/`) only
 *   appear in the SOAPAction values.
 * - SOAPAction of manageparticipantidentifier contains 9 blanks before `:createIn` etc. (a CEF SML quirk kept in the
 *   WSDL); manageservicemetadata has none.
 * - Outputs of Create/Update/Delete/CreateList/DeleteList/PrepareToMigrate/Migrate have no parts: an empty Body.
 * - Faults: detail holds `lrs:{BadRequest|InternalError|NotFound|Unauthorized}Fault/lrs:FaultMessage`.
 *
 * Read: the WSDL types `ReadServiceMetadataPublisherService` as the full ServiceMetadataPublisherServiceType (with a
 * PublisherEndpoint), but clients in practice send only the ServiceMetadataPublisherID inside it. We send only the ID
 * and accept both forms.
 *
 * All incoming XML goes through parseXmlSafely (no DTDs, size limit); lookups are by namespace + local name.
 */
import type { Document, Element } from '@xmldom/xmldom'
import { childElements, parseXmlSafely, UnsafeXmlError } from '../../../core/sdk/xml.ts'
import type { SmlParticipant } from '../sml/naming.ts'

export const SOAP11_NS = 'http://schemas.xmlsoap.org/soap/envelope/'
export const SOAP12_NS = 'http://www.w3.org/2003/05/soap-envelope'
export const LOCATOR_NS = 'http://busdox.org/serviceMetadata/locator/1.0/'
export const IDS_NS = 'http://busdox.org/transport/identifiers/1.0/'
export const SMP_SERVICE_NS = 'http://busdox.org/serviceMetadata/ManageServiceMetadataService/1.0/'
export const PARTICIPANT_SERVICE_NS = 'http://busdox.org/serviceMetadata/ManageBusinessIdentifierService/1.0/'

/** The two endpoints, as path segments under the SML base URL. */
export type BdmslEndpoint = 'manageservicemetadata' | 'manageparticipantidentifier'

/** 9 blanks, exactly as in the ManageBusinessIdentifierService WSDL. */
const NINE_BLANKS = '         '

interface OperationInfo {
  endpoint: BdmslEndpoint
  /** Operation name in the WSDL portType. */
  wsdlOperation: string
  /** Local name of the request body element (locator namespace). */
  element: string
  soapAction: string
}

export const OPERATIONS = {
  CreateSmp: { endpoint: 'manageservicemetadata', wsdlOperation: 'Create', element: 'CreateServiceMetadataPublisherService', soapAction: `${SMP_SERVICE_NS}:createIn` },
  ReadSmp: { endpoint: 'manageservicemetadata', wsdlOperation: 'Read', element: 'ReadServiceMetadataPublisherService', soapAction: `${SMP_SERVICE_NS}:readIn` },
  UpdateSmp: { endpoint: 'manageservicemetadata', wsdlOperation: 'Update', element: 'UpdateServiceMetadataPublisherService', soapAction: `${SMP_SERVICE_NS}:updateIn` },
  DeleteSmp: { endpoint: 'manageservicemetadata', wsdlOperation: 'Delete', element: 'ServiceMetadataPublisherID', soapAction: `${SMP_SERVICE_NS}:deleteIn` },
  CreateParticipant: { endpoint: 'manageparticipantidentifier', wsdlOperation: 'Create', element: 'CreateParticipantIdentifier', soapAction: `${PARTICIPANT_SERVICE_NS}${NINE_BLANKS}:createIn` },
  DeleteParticipant: { endpoint: 'manageparticipantidentifier', wsdlOperation: 'Delete', element: 'DeleteParticipantIdentifier', soapAction: `${PARTICIPANT_SERVICE_NS}${NINE_BLANKS}:deleteIn` },
  CreateParticipantList: { endpoint: 'manageparticipantidentifier', wsdlOperation: 'CreateList', element: 'CreateList', soapAction: `${PARTICIPANT_SERVICE_NS}${NINE_BLANKS}:createListIn` },
  DeleteParticipantList: { endpoint: 'manageparticipantidentifier', wsdlOperation: 'DeleteList', element: 'DeleteList', soapAction: `${PARTICIPANT_SERVICE_NS}${NINE_BLANKS}:deleteListIn` },
  ListParticipants: { endpoint: 'manageparticipantidentifier', wsdlOperation: 'List', element: 'PageRequest', soapAction: `${PARTICIPANT_SERVICE_NS}${NINE_BLANKS}:listIn` },
  PrepareToMigrate: { endpoint: 'manageparticipantidentifier', wsdlOperation: 'PrepareToMigrate', element: 'PrepareMigrationRecord', soapAction: `${PARTICIPANT_SERVICE_NS}${NINE_BLANKS}:prepareMigrateIn` },
  Migrate: { endpoint: 'manageparticipantidentifier', wsdlOperation: 'Migrate', element: 'CompleteMigrationRecord', soapAction: `${PARTICIPANT_SERVICE_NS}${NINE_BLANKS}:migrateIn` }
} as const satisfies Record<string, OperationInfo>

export type BdmslOperation = keyof typeof OPERATIONS

export const FAULT_CODES = ['BadRequest', 'InternalError', 'NotFound', 'Unauthorized'] as const
export type BdmslFaultCode = typeof FAULT_CODES[number]

/** A WSDL fault: thrown by the server side, or parsed from a response. */
export class BdmslFault extends Error {
  readonly code: BdmslFaultCode
  constructor (code: BdmslFaultCode, message: string) {
    super(message)
    this.name = 'BdmslFault'
    this.code = code
  }
}

export type BdmslRequest =
  | { operation: 'CreateSmp' | 'UpdateSmp', smpId: string, logicalAddress: string, physicalAddress: string }
  | { operation: 'ReadSmp' | 'DeleteSmp', smpId: string }
  | { operation: 'CreateParticipant' | 'DeleteParticipant', smpId: string, participant: SmlParticipant }
  | { operation: 'CreateParticipantList' | 'DeleteParticipantList', smpId: string, participants: SmlParticipant[] }
  | { operation: 'ListParticipants', smpId: string, nextPageIdentifier?: string }
  | { operation: 'PrepareToMigrate' | 'Migrate', smpId: string, participant: SmlParticipant, migrationKey: string }

export interface SmpReadResult { smpId: string, logicalAddress: string, physicalAddress: string }
export interface ParticipantPage { participants: SmlParticipant[], smpId?: string, nextPageIdentifier?: string }

export type BdmslResponse =
  | ({ operation: 'ReadSmp' } & SmpReadResult)
  | ({ operation: 'ListParticipants' } & ParticipantPage)
  | { operation: Exclude<BdmslOperation, 'ReadSmp' | 'ListParticipants'> }

// ---------------------------------------------------------------------------------------------------------------
// Building

/** Escapes text content and attribute values (also quotes, and drops characters XML 1.0 cannot carry). */
export function escapeXml (text: string): string {
  return String(text)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;')
}

const el = (name: string, text: string): string => `<lrs:${name}>${escapeXml(text)}</lrs:${name}>`
const participantXml = (p: SmlParticipant): string =>
  `<ids:ParticipantIdentifier scheme="${escapeXml(p.scheme)}">${escapeXml(p.value)}</ids:ParticipantIdentifier>`

function envelope (body: string): string {
  return '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soap:Envelope xmlns:soap="${SOAP11_NS}" xmlns:lrs="${LOCATOR_NS}" xmlns:ids="${IDS_NS}">` +
    `<soap:Body>${body}</soap:Body></soap:Envelope>`
}

function endpointXml (logicalAddress: string, physicalAddress: string): string {
  return `<lrs:PublisherEndpoint>${el('LogicalAddress', logicalAddress)}${el('PhysicalAddress', physicalAddress)}</lrs:PublisherEndpoint>`
}

/** The request body element (without envelope). */
export function requestBodyXml (req: BdmslRequest): string {
  const name = OPERATIONS[req.operation].element
  switch (req.operation) {
    case 'CreateSmp':
    case 'UpdateSmp':
      return `<lrs:${name}>${endpointXml(req.logicalAddress, req.physicalAddress)}${el('ServiceMetadataPublisherID', req.smpId)}</lrs:${name}>`
    case 'ReadSmp':
      return `<lrs:${name}>${el('ServiceMetadataPublisherID', req.smpId)}</lrs:${name}>`
    case 'DeleteSmp':
      return el('ServiceMetadataPublisherID', req.smpId)
    case 'CreateParticipant':
    case 'DeleteParticipant':
      return `<lrs:${name}>${el('ServiceMetadataPublisherID', req.smpId)}${participantXml(req.participant)}</lrs:${name}>`
    case 'CreateParticipantList':
    case 'DeleteParticipantList':
      return `<lrs:${name}>${req.participants.map(participantXml).join('')}${el('ServiceMetadataPublisherID', req.smpId)}</lrs:${name}>`
    case 'ListParticipants':
      return `<lrs:${name}>${el('ServiceMetadataPublisherID', req.smpId)}` +
        `${req.nextPageIdentifier === undefined ? '' : el('NextPageIdentifier', req.nextPageIdentifier)}</lrs:${name}>`
    case 'PrepareToMigrate':
    case 'Migrate':
      return `<lrs:${name}>${el('ServiceMetadataPublisherID', req.smpId)}${participantXml(req.participant)}` +
        `${el('MigrationKey', req.migrationKey)}</lrs:${name}>`
  }
}

/** A complete request: endpoint, SOAPAction value (unquoted) and the envelope. */
export function buildRequest (req: BdmslRequest): { endpoint: BdmslEndpoint, soapAction: string, xml: string } {
  const info = OPERATIONS[req.operation]
  return { endpoint: info.endpoint, soapAction: info.soapAction, xml: envelope(requestBodyXml(req)) }
}

/** The response envelope for a successful operation. */
export function buildResponse (res: BdmslResponse): string {
  switch (res.operation) {
    case 'ReadSmp':
      return envelope(`<lrs:ServiceMetadataPublisherService>${endpointXml(res.logicalAddress, res.physicalAddress)}` +
        `${el('ServiceMetadataPublisherID', res.smpId)}</lrs:ServiceMetadataPublisherService>`)
    case 'ListParticipants':
      return envelope('<lrs:ParticipantIdentifierPage>' + res.participants.map(participantXml).join('') +
        (res.smpId === undefined ? '' : el('ServiceMetadataPublisherID', res.smpId)) +
        (res.nextPageIdentifier === undefined ? '' : el('NextPageIdentifier', res.nextPageIdentifier)) +
        '</lrs:ParticipantIdentifierPage>')
    default:
      return envelope('')
  }
}

/** A SOAP 1.1 fault with the WSDL fault detail. faultcode: soap:Server for InternalError, soap:Client otherwise. */
export function buildFault (code: BdmslFaultCode, message: string): string {
  const faultcode = code === 'InternalError' ? 'soap:Server' : 'soap:Client'
  return envelope('<soap:Fault>' +
    `<faultcode>${faultcode}</faultcode><faultstring>${escapeXml(message)}</faultstring>` +
    `<detail><lrs:${code}Fault>${el('FaultMessage', message)}</lrs:${code}Fault></detail>` +
    '</soap:Fault>')
}

// ---------------------------------------------------------------------------------------------------------------
// Parsing

const bad = (message: string): BdmslFault => new BdmslFault('BadRequest', message)

/** Parses a SOAP 1.1 envelope and returns its Body element. Throws BdmslFault('BadRequest'). */
export function parseEnvelope (xml: string, maxLength?: number): { doc: Document, body: Element } {
  let doc: Document
  try {
    doc = parseXmlSafely(xml, maxLength === undefined ? {} : { maxLength })
  } catch (err) {
    if (err instanceof UnsafeXmlError) throw bad(`Unacceptable XML (${err.reason}): ${err.message}`)
    throw bad(`Unparseable XML: ${(err as Error).message}`)
  }
  const root = doc.documentElement as Element
  if (root.localName === 'Envelope' && root.namespaceURI === SOAP12_NS) {
    throw bad('SOAP 1.2 envelopes are not supported: the BDMSL binding is SOAP 1.1')
  }
  if (root.localName !== 'Envelope' || root.namespaceURI !== SOAP11_NS) {
    throw bad(`Not a SOAP 1.1 envelope: root element {${root.namespaceURI ?? ''}}${root.localName ?? ''}`)
  }
  const bodies = childElements(root, SOAP11_NS, 'Body')
  if (bodies.length !== 1) throw bad('The SOAP envelope must have exactly one Body')
  return { doc, body: bodies[0] as Element }
}

function onlyChild (parent: Element, ns: string, name: string, required: true): Element
function onlyChild (parent: Element, ns: string, name: string, required: false): Element | undefined
function onlyChild (parent: Element, ns: string, name: string, required: boolean): Element | undefined {
  const found = childElements(parent, ns, name)
  if (found.length > 1) throw bad(`${parent.localName ?? ''} has more than one ${name}`)
  if (found.length === 0 && required) throw bad(`${parent.localName ?? ''} lacks the required ${name}`)
  return found[0]
}

const text = (e: Element): string => (e.textContent ?? '')

function textOf (parent: Element, name: string, options: { trim?: boolean, allowEmpty?: boolean } = {}): string {
  const raw = text(onlyChild(parent, LOCATOR_NS, name, true))
  const value = options.trim === false ? raw : raw.trim()
  if (value === '' && options.allowEmpty !== true) throw bad(`${name} must not be empty`)
  return value
}

function optionalTextOf (parent: Element, name: string): string | undefined {
  const e = onlyChild(parent, LOCATOR_NS, name, false)
  if (e === undefined) return undefined
  const value = text(e).trim()
  return value === '' ? undefined : value
}

function participantOf (e: Element): SmlParticipant {
  const scheme = (e.getAttribute('scheme') ?? '').trim()
  const value = text(e).trim()
  if (scheme === '') throw bad('ParticipantIdentifier lacks its scheme attribute')
  if (value === '') throw bad('ParticipantIdentifier must not be empty')
  return { scheme, value }
}

const participantChild = (parent: Element): SmlParticipant =>
  participantOf(onlyChild(parent, IDS_NS, 'ParticipantIdentifier', true))

function operationForElement (element: Element): BdmslOperation | undefined {
  if (element.namespaceURI !== LOCATOR_NS) return undefined
  for (const [op, info] of Object.entries(OPERATIONS)) if (info.element === element.localName) return op as BdmslOperation
  return undefined
}

/** Compares SOAPAction values ignoring surrounding quotes and all blanks (so the 9-blank quirk matches either way). */
export function sameSoapAction (a: string, b: string): boolean {
  const norm = (s: string): string => s.trim().replace(/^"|"$/g, '').replace(/\s+/g, '')
  return norm(a) === norm(b)
}

/**
 * Parses a request envelope (server side). `endpoint` restricts the operations to that endpoint's; `soapAction`
 * (the header, when present and not empty) must match the operation of the body element. Throws BdmslFault.
 */
export function parseRequest (xml: string, options: { endpoint?: BdmslEndpoint, soapAction?: string, maxLength?: number } = {}): BdmslRequest {
  const { body } = parseEnvelope(xml, options.maxLength)
  const children = childElements(body, '*', '*')
  if (children.length !== 1) throw bad(`The SOAP Body must hold exactly one element, found ${children.length}`)
  const e = children[0] as Element
  const operation = operationForElement(e)
  if (operation === undefined) throw bad(`Unknown request element {${e.namespaceURI ?? ''}}${e.localName ?? ''}`)
  const info = OPERATIONS[operation]
  if (options.endpoint !== undefined && info.endpoint !== options.endpoint) {
    throw bad(`${e.localName ?? ''} is not an operation of ${options.endpoint}`)
  }
  const action = options.soapAction?.trim().replace(/^"|"$/g, '')
  if (action !== undefined && action !== '' && !sameSoapAction(action, info.soapAction)) {
    throw bad(`SOAPAction ${JSON.stringify(action)} does not match the body element ${e.localName ?? ''}`)
  }
  switch (operation) {
    case 'CreateSmp':
    case 'UpdateSmp': {
      const ep = onlyChild(e, LOCATOR_NS, 'PublisherEndpoint', true)
      return {
        operation,
        smpId: textOf(e, 'ServiceMetadataPublisherID'),
        logicalAddress: textOf(ep, 'LogicalAddress'),
        physicalAddress: textOf(ep, 'PhysicalAddress')
      }
    }
    case 'ReadSmp':
      return { operation, smpId: textOf(e, 'ServiceMetadataPublisherID') }
    case 'DeleteSmp': {
      const smpId = text(e).trim()
      if (smpId === '') throw bad('ServiceMetadataPublisherID must not be empty')
      return { operation, smpId }
    }
    case 'CreateParticipant':
    case 'DeleteParticipant':
      return { operation, smpId: textOf(e, 'ServiceMetadataPublisherID'), participant: participantChild(e) }
    case 'CreateParticipantList':
    case 'DeleteParticipantList': {
      const smpId = optionalTextOf(e, 'ServiceMetadataPublisherID')
      if (smpId === undefined) throw bad(`${e.localName ?? ''} lacks the ServiceMetadataPublisherID`)
      return { operation, smpId, participants: childElements(e, IDS_NS, 'ParticipantIdentifier').map(participantOf) }
    }
    case 'ListParticipants': {
      const next = optionalTextOf(e, 'NextPageIdentifier')
      return { operation, smpId: textOf(e, 'ServiceMetadataPublisherID'), ...(next === undefined ? {} : { nextPageIdentifier: next }) }
    }
    case 'PrepareToMigrate':
    case 'Migrate':
      return {
        operation,
        smpId: textOf(e, 'ServiceMetadataPublisherID'),
        participant: participantChild(e),
        // The key is taken as sent: whitespace in it is an error the key rules report, not something to trim away.
        migrationKey: textOf(e, 'MigrationKey', { trim: false })
      }
  }
}

export interface ParsedFault {
  code: BdmslFaultCode
  message: string
  /** soap faultcode (QName text as sent) and faultstring. */
  faultcode: string
  faultstring: string
}

/** The fault in a parsed envelope, or undefined. Unknown or missing details map to InternalError/BadRequest by faultcode. */
export function faultOf (body: Element): ParsedFault | undefined {
  const fault = childElements(body, SOAP11_NS, 'Fault')[0]
  if (fault === undefined) return undefined
  const firstText = (name: string): string => {
    const e = childElements(fault, '*', name)[0]
    return e === undefined ? '' : text(e).trim()
  }
  const faultcode = firstText('faultcode')
  const faultstring = firstText('faultstring')
  const detail = childElements(fault, '*', 'detail')[0]
  let code: BdmslFaultCode | undefined
  let message: string | undefined
  if (detail !== undefined) {
    for (const d of childElements(detail, '*', '*')) {
      const m = /^(BadRequest|InternalError|NotFound|Unauthorized)Fault$/.exec(d.localName ?? '')
      if (m === null) continue
      code = m[1] as BdmslFaultCode
      const fm = childElements(d, '*', 'FaultMessage')[0]
      if (fm !== undefined && text(fm).trim() !== '') message = text(fm).trim()
      break
    }
  }
  if (code === undefined) code = /(^|:)Client$/.test(faultcode) ? 'BadRequest' : 'InternalError'
  return { code, message: message ?? (faultstring !== '' ? faultstring : `${code} fault`), faultcode, faultstring }
}

/**
 * Parses a response envelope for `operation` (client side). Returns the fault when the body holds one.
 * Throws BdmslFault('BadRequest') — meaning "the response is unusable" — for malformed responses.
 */
export function parseResponse (xml: string, operation: BdmslOperation): { ok: true, response: BdmslResponse } | { ok: false, fault: ParsedFault } {
  const { body } = parseEnvelope(xml)
  const fault = faultOf(body)
  if (fault !== undefined) return { ok: false, fault }
  const children = childElements(body, '*', '*')
  if (operation === 'ReadSmp') {
    const e = children.find(c => c.namespaceURI === LOCATOR_NS && c.localName === 'ServiceMetadataPublisherService')
    if (e === undefined) throw bad('Read response lacks ServiceMetadataPublisherService')
    const ep = onlyChild(e, LOCATOR_NS, 'PublisherEndpoint', true)
    return {
      ok: true,
      response: {
        operation,
        smpId: textOf(e, 'ServiceMetadataPublisherID'),
        logicalAddress: textOf(ep, 'LogicalAddress', { allowEmpty: true }),
        physicalAddress: textOf(ep, 'PhysicalAddress', { allowEmpty: true })
      }
    }
  }
  if (operation === 'ListParticipants') {
    const e = children.find(c => c.namespaceURI === LOCATOR_NS && c.localName === 'ParticipantIdentifierPage')
    if (e === undefined) throw bad('List response lacks ParticipantIdentifierPage')
    const smpId = optionalTextOf(e, 'ServiceMetadataPublisherID')
    const next = optionalTextOf(e, 'NextPageIdentifier')
    return {
      ok: true,
      response: {
        operation,
        participants: childElements(e, IDS_NS, 'ParticipantIdentifier').map(participantOf),
        ...(smpId === undefined ? {} : { smpId }),
        ...(next === undefined ? {} : { nextPageIdentifier: next })
      }
    }
  }
  return { ok: true, response: { operation } }
}
