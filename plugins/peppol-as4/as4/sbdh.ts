/**
 * Peppol Business Message Envelope (SBDH) 2.0: build and parse without re-serialising the business document.
 *
 *   const sbd = buildSbdh({ sender: '9915:sender', receiver: '9915:helger', documentTypeId, processId,
 *     countryC1: 'BE', document: invoiceBytes })          // Buffer: header + the invoice bytes spliced in
 *   const view = parseSbdh(sbd)   // view.document: the invoice bytes, byte-identical (a slice of `sbd`)
 *
 * buildSbdh drops the document's BOM, XML declaration and the whitespace before the first markup (so the SBD stays
 * well-formed) and copies everything else verbatim, trailing whitespace included (it sits before the SBD's end tag,
 * where whitespace is allowed); the SBDH elements use the prefix `sh:` so no default namespace leaks into the
 * payload. parseSbdh DOM-parses only the header (root start tag .. </StandardBusinessDocumentHeader>) with
 * parseXmlSafely, and locates the payload by byte offsets (header end .. the SBD's end tag), so view.document equals
 * the document given to buildSbdh minus its XML declaration and leading whitespace; withXmlDeclaration(view.document)
 * restores a standalone file, byte-identical to the original when that began with the usual
 * `<?xml version="1.0" encoding="UTF-8"?>` and a line feed (what Peppol documents do). Peppol non-XML payloads (envelope
 * BinaryContent / TextContent) are decoded into view.document with view.mimeType.
 * Validation (SbdhError, an Ebms3Error EBMS:0004 with `reason`): HeaderVersion 1.0, one Sender and one Receiver with
 * Authority iso6523-actorid-upis, all DocumentIdentification fields, a timezone in CreationDateAndTime, unique
 * scopes with DOCUMENTID, PROCESSID and COUNTRY_C1 ([A-Z0-9]{2}), MLS_TYPE FAILURE_ONLY|ALWAYS_SEND, MLS_TO
 * 0242:..., Standard/Type equal to the payload root namespace/local name. No DTD anywhere.
 */
import { randomUUID } from 'node:crypto'
import type { Element } from '@xmldom/xmldom'
import { childElements, parseXmlSafely, UnsafeXmlError } from '../../../core/sdk/xml.ts'
import { Ebms3Error } from './errors.ts'
import { PEPPOL_AS4 } from './constants.ts'
import { attr, escapeAttr as a, escapeText as t, textOf } from './xml-text.ts'
import { hasDoctype, readStartTag, skipDeclaration, skipMisc, skipSpace, type StartTag } from './xml-bytes.ts'

export const SBDH_NS = 'http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader'
export const PEPPOL_ENVELOPE_NS = 'http://peppol.eu/xsd/ticc/envelope/1.0'
export const DOCTYPE_WILDCARD_SCHEME = 'peppol-doctype-wildcard'
export const MLS_TYPES = ['FAILURE_ONLY', 'ALWAYS_SEND'] as const
export type MlsType = typeof MLS_TYPES[number]

export class SbdhError extends Ebms3Error {
  constructor (reason: string, detail: string) {
    super('EBMS:0004', `invalid SBDH: ${detail}`, { reason })
    this.name = 'SbdhError'
  }
}

export interface ScopeInput { type: string, instanceIdentifier: string, identifier?: string }

export interface SbdhInput {
  /** Participant ids, with or without the "iso6523-actorid-upis::" prefix. */
  sender: string
  receiver: string
  /** Document type id value without scheme, e.g. urn:oasis:...:Invoice-2::Invoice##...::2.1 */
  documentTypeId: string
  documentTypeScheme?: string
  processId: string
  processScheme?: string
  /** Default: a random UUID. */
  instanceIdentifier?: string
  /** Default: now. A string must carry a timezone. */
  creationDateTime?: Date | string
  countryC1: string
  mlsTo?: string
  mlsType?: MlsType
  /** Additional scopes (reserved or extension keys); types must be unique. */
  extraScopes?: ScopeInput[]
  /** Default: the version after the last "::" of the document type id. */
  typeVersion?: string
  /** The business document (UTF-8 XML). */
  document: Buffer
}

const DATE_TIME_TZ = /^-?\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const COUNTRY = /^[A-Z0-9]{2}$/
const SCHEME = PEPPOL_AS4.PARTICIPANT_SCHEME

function stripScheme (id: string): string {
  return id.startsWith(`${SCHEME}::`) ? id.slice(SCHEME.length + 2) : id
}

/** Root namespace, local name and version encoded in a busdox-docid-qns value (undefined when it has another shape). */
export function splitDocumentTypeId (value: string): { rootNamespace: string, localName: string, version: string | undefined } | undefined {
  const hash = value.indexOf('##')
  const head = hash === -1 ? value : value.slice(0, hash)
  const sep = head.lastIndexOf('::')
  if (sep <= 0) return undefined
  const tail = hash === -1 ? '' : value.slice(hash + 2)
  const v = tail.lastIndexOf('::')
  return { rootNamespace: head.slice(0, sep), localName: head.slice(sep + 2), version: v === -1 ? undefined : tail.slice(v + 2) }
}

function elementNamespace (tag: StartTag, inherited?: Map<string, string>): string {
  return tag.namespaces.get(tag.prefix) ?? inherited?.get(tag.prefix) ?? ''
}

function scopeXml (s: ScopeInput): string {
  return `<sh:Scope><sh:Type>${t(s.type)}</sh:Type><sh:InstanceIdentifier>${t(s.instanceIdentifier)}</sh:InstanceIdentifier>` +
    (s.identifier === undefined ? '' : `<sh:Identifier>${t(s.identifier)}</sh:Identifier>`) + '</sh:Scope>'
}

/** Wraps `input.document` in a Peppol SBDH; returns the UTF-8 bytes. Throws TypeError on bad input. */
export function buildSbdh (input: SbdhInput): Buffer {
  const doc = input.document
  const { head, bodyStart } = sbdhHead(input, doc)
  // trailing whitespace (and comments) after the root travel too: byte identity
  return Buffer.concat([head, doc.subarray(bodyStart), SBDH_TAIL])
}

/** The end tag buildSbdh appends after the document. */
export const SBDH_TAIL = Buffer.from('</sh:StandardBusinessDocument>', 'latin1')

/**
 * What buildSbdh puts before the document, and where the document's own bytes start (after its BOM, XML declaration
 * and leading whitespace): SBD = head + document[bodyStart..] + SBDH_TAIL. `documentHead` may be only the start of
 * the document (through its root start tag; sbdh-wrap-stream.ts streams the rest): the DOCTYPE check then covers only
 * that part. Throws TypeError on bad input.
 */
export function sbdhHead (input: Omit<SbdhInput, 'document'>, documentHead: Buffer): { head: Buffer, bodyStart: number } {
  const doc = documentHead
  const decl = skipDeclaration(doc)
  if (decl.encoding !== undefined && decl.encoding.toUpperCase() !== 'UTF-8') throw new TypeError(`the document must be UTF-8, it declares ${decl.encoding}`)
  if (hasDoctype(doc)) throw new TypeError('the document contains a DOCTYPE or ENTITY declaration')
  const bodyStart = skipSpace(doc, decl.end)
  const bodyEnd = doc.length
  let root: StartTag
  try {
    root = readStartTag(doc, skipMisc(doc, bodyStart, bodyEnd))
  } catch (err) {
    throw new TypeError(`the document has no root element: ${(err as Error).message}`)
  }
  const rootNs = elementNamespace(root)
  const parts = splitDocumentTypeId(input.documentTypeId)
  if (parts !== undefined && (parts.rootNamespace !== rootNs || parts.localName !== root.localName)) {
    throw new TypeError(`the document root {${rootNs}}${root.localName} does not match the document type id ${input.documentTypeId}`)
  }
  const typeVersion = input.typeVersion ?? parts?.version
  if (typeVersion === undefined || typeVersion === '') throw new TypeError('typeVersion is required (the document type id has no version)')
  if (!COUNTRY.test(input.countryC1)) throw new TypeError(`countryC1 "${input.countryC1}" must match [A-Z0-9]{2}`)
  const created = input.creationDateTime === undefined ? new Date().toISOString() : typeof input.creationDateTime === 'string' ? input.creationDateTime : input.creationDateTime.toISOString()
  if (!DATE_TIME_TZ.test(created)) throw new TypeError(`creationDateTime "${created}" must be an xsd:dateTime with a timezone`)
  if (input.mlsType !== undefined && !MLS_TYPES.includes(input.mlsType)) throw new TypeError(`mlsType must be one of ${MLS_TYPES.join(', ')}`)
  const scopes: ScopeInput[] = [
    { type: 'DOCUMENTID', instanceIdentifier: input.documentTypeId, identifier: input.documentTypeScheme ?? PEPPOL_AS4.DOCTYPE_SCHEME },
    { type: 'PROCESSID', instanceIdentifier: input.processId, identifier: input.processScheme ?? PEPPOL_AS4.SERVICE_TYPE },
    { type: 'COUNTRY_C1', instanceIdentifier: input.countryC1 }
  ]
  if (input.mlsTo !== undefined) scopes.push({ type: 'MLS_TO', instanceIdentifier: stripScheme(input.mlsTo), identifier: SCHEME })
  if (input.mlsType !== undefined) scopes.push({ type: 'MLS_TYPE', instanceIdentifier: input.mlsType })
  scopes.push(...(input.extraScopes ?? []))
  const seen = new Set<string>()
  for (const s of scopes) {
    if (seen.has(s.type)) throw new TypeError(`scope ${s.type} occurs twice`)
    seen.add(s.type)
  }
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<sh:StandardBusinessDocument xmlns:sh="${SBDH_NS}"><sh:StandardBusinessDocumentHeader>` +
    '<sh:HeaderVersion>1.0</sh:HeaderVersion>' +
    `<sh:Sender><sh:Identifier Authority="${SCHEME}">${t(stripScheme(input.sender))}</sh:Identifier></sh:Sender>` +
    `<sh:Receiver><sh:Identifier Authority="${SCHEME}">${t(stripScheme(input.receiver))}</sh:Identifier></sh:Receiver>` +
    '<sh:DocumentIdentification>' +
    `<sh:Standard>${t(rootNs)}</sh:Standard><sh:TypeVersion>${t(typeVersion)}</sh:TypeVersion>` +
    `<sh:InstanceIdentifier>${t(input.instanceIdentifier ?? randomUUID())}</sh:InstanceIdentifier>` +
    `<sh:Type>${t(root.localName)}</sh:Type><sh:CreationDateAndTime>${a(created)}</sh:CreationDateAndTime>` +
    '</sh:DocumentIdentification>' +
    `<sh:BusinessScope>${scopes.map(scopeXml).join('')}</sh:BusinessScope>` +
    '</sh:StandardBusinessDocumentHeader>'
  return { head: Buffer.from(head, 'utf8'), bodyStart }
}

export interface SbdhScope { type: string, instanceIdentifier: string, identifier: string | undefined }

export interface SbdhView {
  headerVersion: string
  sender: { value: string, authority: string }
  receiver: { value: string, authority: string }
  standard: string
  typeVersion: string
  instanceIdentifier: string
  type: string
  creationDateTime: string
  documentTypeId: { scheme: string, value: string }
  processId: { scheme: string, value: string }
  countryC1: string
  mlsTo: string | undefined
  mlsType: MlsType | undefined
  scopes: SbdhScope[]
  /** 'xml': document is the payload element bytes; 'binary' / 'text': the decoded envelope content. */
  documentKind: 'xml' | 'binary' | 'text'
  document: Buffer
  /** @mimeType of BinaryContent / TextContent. */
  mimeType: string | undefined
  /** Byte offsets of the XML payload in the input. */
  documentStart: number
  documentEnd: number
}

export interface ParseSbdhOptions {
  /** Largest header accepted, in bytes (default 256 KiB). */
  maxHeaderBytes?: number
  /** Require the COUNTRY_C1 scope (default true; Envelope 2.0). */
  requireCountryC1?: boolean
}

/** The text of a BinaryContent once BASE64_WHITESPACE is removed (xs:base64Binary: padding only at the end). */
export const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/
/** What a BinaryContent may hold between base64 characters (XML whitespace). */
export const BASE64_WHITESPACE = /[ \t\r\n]+/g

export const HEADER_END = /<\/(?:[A-Za-z_][\w.-]*:)?StandardBusinessDocumentHeader\s*>/

function fail (reason: string, detail: string): never {
  throw new SbdhError(reason, detail)
}

function need (parent: Element, name: string, path: string): string {
  const found = childElements(parent, SBDH_NS, name)
  if (found.length !== 1) fail('SBDH_STRUCTURE', `${path}/${name} must occur exactly once (found ${found.length})`)
  const value = textOf(found[0])
  if (value === '') fail('SBDH_EMPTY', `${path}/${name} is empty`)
  return value
}

function partner (header: Element, which: 'Sender' | 'Receiver'): { value: string, authority: string } {
  const list = childElements(header, SBDH_NS, which)
  if (list.length !== 1) fail('SBDH_PARTNER', `exactly one ${which} is required (found ${list.length})`)
  const ids = childElements(list[0], SBDH_NS, 'Identifier')
  if (ids.length !== 1) fail('SBDH_PARTNER', `${which} must have exactly one Identifier`)
  const authority = attr(ids[0], 'Authority') ?? ''
  if (authority !== SCHEME) fail('SBDH_AUTHORITY', `${which}/Identifier@Authority must be ${SCHEME}, found "${authority}"`)
  const value = textOf(ids[0])
  if (value === '') fail('SBDH_EMPTY', `${which}/Identifier is empty`)
  return { value, authority }
}

/** Parses and validates a Peppol SBD; see the module comment. */
export function parseSbdh (buf: Buffer, options: ParseSbdhOptions = {}): SbdhView {
  const maxHeader = options.maxHeaderBytes ?? 256 * 1024
  if (hasDoctype(buf)) fail('SBDH_DOCTYPE', 'DOCTYPE / ENTITY declarations are not accepted')
  let root: StartTag
  try {
    const decl = skipDeclaration(buf)
    if (decl.encoding !== undefined && decl.encoding.toUpperCase() !== 'UTF-8') fail('SBDH_ENCODING', `only UTF-8 is accepted, found ${decl.encoding}`)
    root = readStartTag(buf, skipMisc(buf, decl.end))
  } catch (err) {
    if (err instanceof SbdhError) throw err
    fail('SBDH_XML', `not an XML document: ${(err as Error).message}`)
  }
  if (root.localName !== 'StandardBusinessDocument' || elementNamespace(root) !== SBDH_NS) {
    fail('SBDH_ROOT', `the root element must be {${SBDH_NS}}StandardBusinessDocument, found ${root.qname}`)
  }
  const window = buf.toString('latin1', root.end, Math.min(buf.length, root.end + maxHeader))
  const m = HEADER_END.exec(window)
  if (m === null) fail('SBDH_NO_HEADER', `no StandardBusinessDocumentHeader end tag within the first ${maxHeader} bytes`)
  const headerEnd = root.end + m.index + m[0].length
  let header: Element
  try {
    const doc = parseXmlSafely(`${buf.toString('utf8', 0, headerEnd)}</${root.qname}>`)
    const found = childElements(doc.documentElement as Element, SBDH_NS, 'StandardBusinessDocumentHeader')
    if (found.length !== 1) fail('SBDH_NO_HEADER', 'StandardBusinessDocumentHeader must be the first child of StandardBusinessDocument')
    header = found[0]
  } catch (err) {
    if (err instanceof UnsafeXmlError) fail('SBDH_XML', `malformed SBDH: ${err.message}`)
    throw err
  }
  const headerVersion = need(header, 'HeaderVersion', 'StandardBusinessDocumentHeader')
  if (headerVersion !== '1.0') fail('SBDH_VERSION', `HeaderVersion must be 1.0, found ${headerVersion}`)
  const sender = partner(header, 'Sender')
  const receiver = partner(header, 'Receiver')
  const di = childElements(header, SBDH_NS, 'DocumentIdentification')[0]
  if (di === undefined) fail('SBDH_STRUCTURE', 'DocumentIdentification is missing')
  const p = 'DocumentIdentification'
  const standard = need(di, 'Standard', p)
  const typeVersion = need(di, 'TypeVersion', p)
  const instanceIdentifier = need(di, 'InstanceIdentifier', p)
  const type = need(di, 'Type', p)
  const creationDateTime = need(di, 'CreationDateAndTime', p)
  if (!DATE_TIME_TZ.test(creationDateTime)) fail('SBDH_DATETIME', `CreationDateAndTime "${creationDateTime}" must be an xsd:dateTime with a timezone`)
  const scopes = readScopes(header)
  const byType = new Map(scopes.map(s => [s.type, s]))
  const docScope = byType.get('DOCUMENTID') ?? fail('SBDH_SCOPE', 'the DOCUMENTID scope is missing')
  const procScope = byType.get('PROCESSID') ?? fail('SBDH_SCOPE', 'the PROCESSID scope is missing')
  const countryScope = byType.get('COUNTRY_C1')
  if (countryScope === undefined && options.requireCountryC1 !== false) fail('SBDH_SCOPE', 'the COUNTRY_C1 scope is missing')
  if (countryScope !== undefined && !COUNTRY.test(countryScope.instanceIdentifier)) fail('SBDH_COUNTRY', `COUNTRY_C1 "${countryScope.instanceIdentifier}" must match [A-Z0-9]{2}`)
  const docScheme = docScope.identifier ?? PEPPOL_AS4.DOCTYPE_SCHEME
  if (docScheme !== PEPPOL_AS4.DOCTYPE_SCHEME && docScheme !== DOCTYPE_WILDCARD_SCHEME) fail('SBDH_SCHEME', `unknown document type identifier scheme ${docScheme}`)
  const mlsType = byType.get('MLS_TYPE')?.instanceIdentifier
  if (mlsType !== undefined && !(MLS_TYPES as readonly string[]).includes(mlsType)) fail('SBDH_MLS', `MLS_TYPE must be FAILURE_ONLY or ALWAYS_SEND, found ${mlsType}`)
  const mlsToScope = byType.get('MLS_TO')
  if (mlsToScope !== undefined) {
    if (!/^0242:[0-9]{6}/i.test(mlsToScope.instanceIdentifier)) fail('SBDH_MLS', `MLS_TO must be a 0242 (SPIS) participant id, found ${mlsToScope.instanceIdentifier}`)
    if (mlsToScope.identifier !== undefined && mlsToScope.identifier !== SCHEME) fail('SBDH_MLS', `MLS_TO identifier scheme must be ${SCHEME}`)
  }
  const payload = locatePayload(buf, root, headerEnd)
  if (payload.kind === 'xml' && (payload.rootNamespace !== standard || payload.rootLocalName !== type)) {
    fail('SBDH_DOC_MISMATCH', `Standard/Type say {${standard}}${type} but the payload root is {${payload.rootNamespace}}${payload.rootLocalName}`)
  }
  return {
    headerVersion,
    sender,
    receiver,
    standard,
    typeVersion,
    instanceIdentifier,
    type,
    creationDateTime,
    documentTypeId: { scheme: docScheme, value: docScope.instanceIdentifier },
    processId: { scheme: procScope.identifier ?? PEPPOL_AS4.SERVICE_TYPE, value: procScope.instanceIdentifier },
    countryC1: countryScope?.instanceIdentifier ?? '',
    mlsTo: mlsToScope?.instanceIdentifier,
    mlsType: mlsType as MlsType | undefined,
    scopes,
    documentKind: payload.kind,
    document: payload.document,
    mimeType: payload.mimeType,
    documentStart: payload.start,
    documentEnd: payload.end
  }
}

function readScopes (header: Element): SbdhScope[] {
  const bs = childElements(header, SBDH_NS, 'BusinessScope')
  if (bs.length !== 1) fail('SBDH_SCOPE', 'exactly one BusinessScope is required')
  const scopes = childElements(bs[0], SBDH_NS, 'Scope').map(s => {
    const type = need(s, 'Type', 'Scope')
    const instanceIdentifier = need(s, 'InstanceIdentifier', `Scope[${type}]`)
    const idEl = childElements(s, SBDH_NS, 'Identifier')[0]
    return { type, instanceIdentifier, identifier: idEl === undefined ? undefined : textOf(idEl) }
  })
  const seen = new Set<string>()
  for (const s of scopes) {
    if (seen.has(s.type)) fail('SBDH_SCOPE', `scope ${s.type} occurs more than once`)
    seen.add(s.type)
  }
  return scopes
}

interface Payload { kind: 'xml' | 'binary' | 'text', document: Buffer, mimeType: string | undefined, start: number, end: number, rootNamespace: string, rootLocalName: string }

function locatePayload (buf: Buffer, root: StartTag, headerEnd: number): Payload {
  const close = Buffer.from(`</${root.qname}`, 'utf8')
  const endTag = buf.lastIndexOf(close)
  if (endTag < headerEnd) fail('SBDH_STRUCTURE', `no </${root.qname}> end tag after the header`)
  const after = skipSpace(buf, endTag + close.length)
  if (buf[after] !== 0x3e || skipMisc(buf, after + 1) !== buf.length) fail('SBDH_STRUCTURE', `unexpected content after </${root.qname}>`)
  const start = skipSpace(buf, headerEnd, endTag)
  const end = endTag // whitespace after the payload's root is the document's own trailing whitespace
  let tag: StartTag
  try {
    tag = readStartTag(buf, skipMisc(buf, start, end))
  } catch {
    fail('SBDH_NO_PAYLOAD', 'the SBD has no business document after the header')
  }
  const ns = elementNamespace(tag, root.namespaces)
  const document = buf.subarray(start, end)
  if (ns !== PEPPOL_ENVELOPE_NS || (tag.localName !== 'BinaryContent' && tag.localName !== 'TextContent')) {
    return { kind: 'xml', document, mimeType: undefined, start, end, rootNamespace: ns, rootLocalName: tag.localName }
  }
  // Non-XML payload: small enough to DOM-parse (declare the inherited prefix so the fragment stands alone).
  const declare = tag.namespaces.has(tag.prefix) ? '' : ` xmlns${tag.prefix === '' ? '' : ':' + tag.prefix}="${ns}"`
  let el: Element
  try {
    el = parseXmlSafely(`<wrap${declare}>${document.toString('utf8')}</wrap>`, { maxLength: 512 * 1024 * 1024 }).documentElement as Element
  } catch (err) {
    fail('SBDH_XML', `malformed ${tag.localName}: ${(err as Error).message}`)
  }
  const content = childElements(el, PEPPOL_ENVELOPE_NS, tag.localName)[0]
  const text = content?.textContent ?? ''
  const kind = tag.localName === 'BinaryContent' ? 'binary' : 'text'
  if (kind === 'binary' && content !== undefined && content.getElementsByTagName('*').length > 0) fail('SBDH_XML', 'malformed BinaryContent: an element inside its content')
  const base64 = kind === 'binary' ? text.replace(BASE64_WHITESPACE, '') : ''
  if (kind === 'binary' && !BASE64_TEXT.test(base64)) fail('SBDH_XML', 'malformed BinaryContent: the content is not base64')
  const data = kind === 'binary' ? Buffer.from(base64, 'base64') : Buffer.from(text, 'utf8')
  return { kind, document: data, mimeType: content === undefined ? undefined : attr(content, 'mimeType'), start, end, rootNamespace: ns, rootLocalName: tag.localName }
}

/** The extracted XML document as a standalone file (UTF-8 declaration + the exact bytes). */
/** The declaration withXmlDeclaration puts in front of a stored XML payload. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'

export function withXmlDeclaration (document: Buffer): Buffer {
  return Buffer.concat([Buffer.from(XML_DECLARATION, 'latin1'), document])
}
