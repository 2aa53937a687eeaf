/**
 * The Peppol MLS 1.0 document (PEPPOL.md (g)): a UBL ApplicationResponse with CustomizationID urn:peppol:edec:mls:1.0
 * and ProfileID urn:peppol:edec:mls, from the receiving provider (C3) to the sending provider (C2), both named by
 * their SPIS participant id (scheme 0242, the six digits of the AP certificate's seat id).
 *
 *   buildMls({ id, at, from: '000002', to: '000001', refId: sbdhInstanceIdentifier, code: 'RE', description, lines })
 *   parseMls(xml) // { code, description, refId, from, to, lines } or undefined for a document that is no MLS
 *
 * What buildMls writes passes the official MLS Schematron 1.0.1 (rules/peppol-mls; checked by
 * test/as4/mls-schematron.test.ts with Saxon-HE) and the UBL 2.1 ApplicationResponse XSD: RE carries a description and
 * at least one failure line (BV, FD or SV), AP/AB none (BW lines only with RE, see decide.ts).
 */
import type { Document, Element } from '@xmldom/xmldom'
import { childElements, escapeXml, parseXmlSafely } from '../../../core/sdk/xml.ts'

export const MLS_CUSTOMIZATION_ID = 'urn:peppol:edec:mls:1.0'
export const MLS_PROFILE_ID = 'urn:peppol:edec:mls'
export const MLS_DOCUMENT_TYPE_ID = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2::ApplicationResponse##urn:peppol:edec:mls:1.0::2.1'
export const MLS_PROCESS_ID = 'cenbii-procid-ubl::urn:peppol:edec:mls'
export const SPIS_SCHEME = '0242'

export const MLS_CODES = ['AP', 'AB', 'RE'] as const
export type MlsCode = typeof MLS_CODES[number]
export const MLS_REASONS = ['SV', 'BV', 'BW', 'FD'] as const
export type MlsReason = typeof MLS_REASONS[number]
/** The reason codes that make an MLS negative (BW is a warning). */
export const FAILURE_REASONS: readonly MlsReason[] = ['SV', 'BV', 'FD']

/** Text of the spec's details.status for each code. */
export const STATUS_TEXT: Record<MlsCode, string> = { AP: 'Accept', AB: 'Acknowledge', RE: 'Reject' }

export interface MlsLine {
  reason: MlsReason
  description: string
  /** XPath of the issue in the original document, or 'NA'. */
  location?: string
}

export interface MlsInput {
  id: string
  /** Epoch milliseconds of issue. */
  at: number
  /** SPIS ids (six digits, optional suffixes), without the scheme. */
  from: string
  to: string
  /** SBDH InstanceIdentifier of the message answered. */
  refId: string
  code: MlsCode
  description?: string
  lines?: MlsLine[]
}

const SPIS = /^[0-9]{6}(-[0-9A-Z_]{3,12}(\.[0-9A-Z\-._~]{3,24})?)?$/i

/** The SPIS id of an AP seat id (CN of its certificate, P + country + six digits): its six digits. */
export function spisOfSeat (seatId: string): string | undefined {
  const m = /^P[A-Z]{2}([0-9]{6})$/.exec(seatId.trim())
  return m?.[1]
}

/** '0242:000123' or '000123' -> '000123' when valid. */
export function spisValue (id: string): string | undefined {
  const v = id.startsWith(`${SPIS_SCHEME}:`) ? id.slice(SPIS_SCHEME.length + 1) : id.includes(':') ? undefined : id
  return v !== undefined && SPIS.test(v) ? v : undefined
}


export function buildMls (m: MlsInput): string {
  for (const [name, v] of [['from', m.from], ['to', m.to]] as const) if (!SPIS.test(v)) throw new TypeError(`MLS ${name} must be an SPIS id, not ${v}`)
  const lines = m.lines ?? []
  const failing = lines.some(l => FAILURE_REASONS.includes(l.reason))
  if (m.code === 'RE' && (!failing || (m.description ?? '').trim() === '')) throw new TypeError('a negative MLS needs a description and at least one SV, BV or FD line')
  if (m.code !== 'RE' && failing) throw new TypeError('a positive MLS carries no failure lines')
  const iso = new Date(m.at).toISOString()
  const date = iso.slice(0, 10)
  const time = `${iso.slice(11, 19)}Z`
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2"',
    '                     xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"',
    '                     xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    `  <cbc:CustomizationID>${MLS_CUSTOMIZATION_ID}</cbc:CustomizationID>`,
    `  <cbc:ProfileID>${MLS_PROFILE_ID}</cbc:ProfileID>`,
    `  <cbc:ID>${escapeXml(m.id)}</cbc:ID>`,
    `  <cbc:IssueDate>${date}</cbc:IssueDate>`,
    `  <cbc:IssueTime>${time}</cbc:IssueTime>`,
    `  <cac:SenderParty><cbc:EndpointID schemeID="${SPIS_SCHEME}">${escapeXml(m.from)}</cbc:EndpointID></cac:SenderParty>`,
    `  <cac:ReceiverParty><cbc:EndpointID schemeID="${SPIS_SCHEME}">${escapeXml(m.to)}</cbc:EndpointID></cac:ReceiverParty>`,
    '  <cac:DocumentResponse>',
    '    <cac:Response>',
    `      <cbc:ResponseCode>${m.code}</cbc:ResponseCode>`,
    ...(m.description !== undefined && m.description.trim() !== '' ? [`      <cbc:Description>${escapeXml(m.description)}</cbc:Description>`] : []),
    '    </cac:Response>',
    `    <cac:DocumentReference><cbc:ID>${escapeXml(m.refId)}</cbc:ID></cac:DocumentReference>`
  ]
  for (const l of lines) {
    out.push(
      '    <cac:LineResponse>',
      `      <cac:LineReference><cbc:LineID>${escapeXml(l.location !== undefined && l.location.trim() !== '' ? l.location : 'NA')}</cbc:LineID></cac:LineReference>`,
      '      <cac:Response>',
      `        <cbc:Description>${escapeXml(l.description.trim() !== '' ? l.description : l.reason)}</cbc:Description>`,
      `        <cac:Status><cbc:StatusReasonCode>${l.reason}</cbc:StatusReasonCode></cac:Status>`,
      '      </cac:Response>',
      '    </cac:LineResponse>'
    )
  }
  out.push('  </cac:DocumentResponse>', '</ApplicationResponse>', '')
  return out.join('\n')
}

export interface ParsedMls { code: string, description: string | null, refId: string | null, from: string | null, to: string | null, lines: Array<{ reason: string, description: string, location: string }> }

const UBL = 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2'
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2'
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'

const path = (el: Element | undefined, ...steps: Array<[string, string]>): Element | undefined => {
  let cur = el
  for (const [ns, name] of steps) cur = cur === undefined ? undefined : childElements(cur, ns, name)[0]
  return cur
}
const text = (el: Element | undefined): string | null => el === undefined ? null : (el.textContent ?? '').trim()

/** The MLS fields of an ApplicationResponse, or undefined when the text is no MLS 1.0. */
export function parseMls (xml: string): ParsedMls | undefined {
  let doc: Document
  try { doc = parseXmlSafely(xml, { maxLength: 4 * 1024 * 1024 }) } catch { return undefined }
  const root = doc.documentElement as unknown as Element
  if (root.namespaceURI !== UBL || root.localName !== 'ApplicationResponse') return undefined
  if (text(path(root, [CBC, 'CustomizationID'])) !== MLS_CUSTOMIZATION_ID) return undefined
  const dr = path(root, [CAC, 'DocumentResponse'])
  return {
    code: text(path(dr, [CAC, 'Response'], [CBC, 'ResponseCode'])) ?? '',
    description: text(path(dr, [CAC, 'Response'], [CBC, 'Description'])),
    refId: text(path(dr, [CAC, 'DocumentReference'], [CBC, 'ID'])),
    from: text(path(root, [CAC, 'SenderParty'], [CBC, 'EndpointID'])),
    to: text(path(root, [CAC, 'ReceiverParty'], [CBC, 'EndpointID'])),
    lines: dr === undefined
      ? []
      : childElements(dr, CAC, 'LineResponse').map(l => ({
        location: text(path(l, [CAC, 'LineReference'], [CBC, 'LineID'])) ?? 'NA',
        description: text(path(l, [CAC, 'Response'], [CBC, 'Description'])) ?? '',
        reason: text(path(l, [CAC, 'Response'], [CAC, 'Status'], [CBC, 'StatusReasonCode'])) ?? ''
      }))
  }
}
