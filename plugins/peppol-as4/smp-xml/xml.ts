/**
 * Shared pieces of the SMP and business card documents: namespaces, XML escaping and input checks, the line writer,
 * and the percent-encoded URLs of SMP resources. Builders are in build.ts, parsers in parse.ts.
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

export const SMP_NS = 'http://busdox.org/serviceMetadata/publishing/1.0/'
export const IDS_NS = 'http://busdox.org/transport/identifiers/1.0/'
export const WSA_NS = 'http://www.w3.org/2005/08/addressing'
export const BUSINESS_CARD_NS = 'http://www.peppol.eu/schema/pd/businesscard/20180621/'
export const TRANSPORT_AS4_V2 = 'peppol-transport-as4-v2_0'

/** A scheme + value identifier as it appears in SMP documents (participant: iso6523-actorid-upis + '0208:...'). */
export interface Identifier { scheme: string, value: string }

// ---------------------------------------------------------------------------------------------------------------
// Escaping and input checks

/** Characters XML 1.0 does not allow at all (C0 controls other than tab/LF/CR, lone surrogates, U+FFFE/U+FFFF). */
export const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u

export function invalid (field: string, message: string, reason = 'invalid'): WharfError {
  return new WharfError('VALIDATION_FAILED', `Invalid ${field}: ${message}`, { field, reason })
}

export function xmlChars (s: unknown, field: string): string {
  if (typeof s !== 'string') throw invalid(field, `expected a string, got ${s === null ? 'null' : typeof s}`, 'type')
  if (NOT_XML_CHAR.test(s)) throw invalid(field, 'contains a character that XML cannot carry (control character or lone surrogate)', 'character')
  return s
}

/** Escapes text content as canonical XML does (C14N 1.0): &, <, > and CR (a character reference, so it survives
 * end-of-line normalisation). The same bytes are then right in an ordinary document and in a canonical one. */
export function escapeXmlText (s: string, field = 'text'): string {
  return xmlChars(s, field).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;')
}

/** Escapes an attribute value for double quotes as canonical XML does: &, <, " and tab, LF, CR as character
 * references (attribute normalisation would turn them into spaces); > stays. */
export function escapeXmlAttribute (s: string, field = 'attribute'): string {
  return xmlChars(s, field).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;').replace(/\r/g, '&#xD;')
}

export function required (s: unknown, field: string): string {
  const v = xmlChars(s, field)
  if (v.trim() === '') throw invalid(field, 'must not be empty', 'empty')
  return v
}

export function absoluteUrl (s: unknown, field: string): string {
  const v = required(s, field).trim()
  let url: URL
  try { url = new URL(v) } catch { throw invalid(field, `not an absolute URL: ${JSON.stringify(v)}`, 'url') }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid(field, `must be an http(s) URL, not ${url.protocol}`, 'url')
  return v
}

export const PARTICIPANT_SCHEME_SHAPE = /^[a-z0-9]+-[a-z0-9]+-[a-z0-9]+$/i

export function checkParticipant (p: Identifier, field: string): Identifier {
  if (p === null || typeof p !== 'object') throw invalid(field, 'expected { scheme, value }', 'type')
  const scheme = required(p.scheme, `${field}.scheme`)
  // Catches a PartyIdentifier ({ scheme: '0208', ... }) passed where the Peppol form is needed.
  if (!PARTICIPANT_SCHEME_SHAPE.test(scheme) || scheme.length > 25) {
    throw invalid(`${field}.scheme`, `"${scheme}" is not a participant identifier scheme such as ${PARTICIPANT_SCHEME} (use participantIdentifier())`, 'scheme')
  }
  const value = required(p.value, `${field}.value`)
  if (value.length > 135) throw invalid(`${field}.value`, 'longer than 135 characters (Peppol maximum)', 'length')
  return { scheme, value }
}

/** The SMP form of a party identifier: { scheme: 'iso6523-actorid-upis', value: '0208:0123456749' }. */
export function participantIdentifier (party: PartyIdentifier | string): Identifier {
  const id = typeof party === 'string' ? parsePartyId(party) : party
  return { scheme: PARTICIPANT_SCHEME, value: `${id.scheme}:${id.value}` }
}

export function dateTime (v: Date | string, field: string): string {
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) throw invalid(field, 'invalid date', 'date')
    return v.toISOString().replace(/\.000Z$/, 'Z')
  }
  const s = required(v, field).trim()
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.test(s) || Number.isNaN(Date.parse(s))) {
    throw invalid(field, `not an xs:dateTime: ${JSON.stringify(s)}`, 'date')
  }
  return s
}

export function checkExtension (xml: string | undefined, field: string): string | undefined {
  if (xml === undefined) return undefined
  const text = required(xml, field).trim()
  let children: Element[]
  try {
    const doc = parseXmlSafely(`<x>${text}</x>`)
    children = childElements(doc.documentElement as Element, '*', '*')
  } catch (err) {
    throw invalid(field, `not well-formed XML: ${(err as Error).message}`, 'xml')
  }
  if (children.length !== 1) throw invalid(field, `Extension holds exactly one element (SMP XSD), got ${children.length}`, 'xml')
  return text
}

/** The writer cannot give this content in canonical form (raw XML, a prefixed attribute): write it the ordinary way. */
export class NotCanonicalError extends Error {}

/**
 * Line-based writer with two-space indentation and an XML declaration; or, with `{ canonical: true }`, the canonical
 * form (inclusive C14N 1.0) of the same elements: no declaration, no indentation, namespace declarations first
 * (default, then by prefix) and attributes by name, `<a></a>` for empty elements (both modes escape as C14N does). What it writes
 * canonically is then already its own canonicalization, so a signature's digest is the hash of these bytes
 * (xmldsig/smp-canonical.ts). Raw XML and prefixed attributes throw NotCanonicalError in that mode.
 */
export class XmlWriter {
  private readonly lines: string[]
  private readonly canonical: boolean
  private depth = 0

  constructor (opts: { canonical?: boolean } = {}) {
    this.canonical = opts.canonical === true
    this.lines = this.canonical ? [] : ['<?xml version="1.0" encoding="UTF-8"?>']
  }

  private attrs (attrs: Record<string, string | undefined>): string {
    let entries = Object.entries(attrs).filter((e): e is [string, string] => e[1] !== undefined)
    if (!this.canonical) return entries.map(([k, v]) => ` ${k}="${escapeXmlAttribute(v, k)}"`).join('')
    const isNs = (k: string): boolean => k === 'xmlns' || k.startsWith('xmlns:')
    if (entries.some(([k]) => !isNs(k) && k.includes(':'))) throw new NotCanonicalError('a prefixed attribute')
    const byName = (a: string, b: string): number => a < b ? -1 : a > b ? 1 : 0
    entries = [...entries.filter(([k]) => isNs(k)).sort(([a], [b]) => byName(a === 'xmlns' ? '' : a, b === 'xmlns' ? '' : b)), ...entries.filter(([k]) => !isNs(k)).sort(([a], [b]) => byName(a, b))]
    return entries.map(([k, v]) => ` ${k}="${escapeXmlAttribute(v, k)}"`).join('')
  }

  private indent (): string { return this.canonical ? '' : '  '.repeat(this.depth) }

  open (tag: string, attrs: Record<string, string | undefined> = {}): this {
    this.lines.push(`${this.indent()}<${tag}${this.attrs(attrs)}>`)
    this.depth++
    return this
  }

  close (tag: string): this {
    this.depth--
    this.lines.push(`${this.indent()}</${tag}>`)
    return this
  }

  /** `<tag attrs>text</tag>`; `text` is escaped here. */
  leaf (tag: string, text: string, attrs: Record<string, string | undefined> = {}, field = tag): this {
    this.lines.push(`${this.indent()}<${tag}${this.attrs(attrs)}>${escapeXmlText(text, field)}</${tag}>`)
    return this
  }

  empty (tag: string, attrs: Record<string, string | undefined> = {}): this {
    this.lines.push(this.canonical ? `<${tag}${this.attrs(attrs)}></${tag}>` : `${this.indent()}<${tag}${this.attrs(attrs)}/>`)
    return this
  }

  /** Already well-formed XML (checked by the caller). */
  raw (xml: string): this {
    if (this.canonical) throw new NotCanonicalError('raw XML')
    this.lines.push(`${this.indent()}${xml}`)
    return this
  }

  toString (): string {
    return this.canonical ? this.lines.join('') : `${this.lines.join('\n')}\n`
  }
}

// ---------------------------------------------------------------------------------------------------------------
// URLs

export function baseOf (baseUrl: string, field = 'baseUrl'): string {
  return absoluteUrl(baseUrl, field).replace(/\/+$/, '')
}

/** One path segment: scheme::value percent-encoded as a whole (':' -> %3A, '#' -> %23, ' ' -> %20, '/' -> %2F). */
export const encodeIdentifierSegment = (id: Identifier): string => encodeURIComponent(`${id.scheme}::${id.value}`)

/** `${baseUrl}/${scheme::value}` (the ServiceGroup resource). */
export function serviceGroupUrl (baseUrl: string, participant: Identifier): string {
  return `${baseOf(baseUrl)}/${encodeIdentifierSegment(checkParticipant(participant, 'participant'))}`
}

/** `${baseUrl}/${participant}/services/${documentType}`, each segment percent-encoded separately (PEPPOL.md (d)). */
export function serviceMetadataUrl (baseUrl: string, participant: Identifier, documentType: string | DocumentTypeId): string {
  const doc = parseDocumentTypeId(documentType, DOCTYPE_SCHEME_QNS, 'documentType')
  return `${serviceGroupUrl(baseUrl, participant)}/services/${encodeIdentifierSegment(doc)}`
}

/** `${baseUrl}/businesscard/${participant}` (where the Directory fetches the business card, PEPPOL.md (e)). */
export function businessCardUrl (baseUrl: string, participant: Identifier): string {
  return `${baseOf(baseUrl)}/businesscard/${encodeIdentifierSegment(checkParticipant(participant, 'participant'))}`
}

