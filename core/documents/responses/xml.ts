/**
 * The few XML writing helpers the response builders share: escaping, one element, and a UBL party (EndpointID,
 * PartyIdentification, PartyLegalEntity/RegistrationName) in the element order of the UBL 2.1 schema.
 */
import type { PartyFacts } from './answered.ts'

export const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** `<name attr="v">text</name>` with the text and attributes escaped; '' when text is null or undefined. */
export function el (name: string, text: string | null | undefined, attrs: Record<string, string | null | undefined> = {}): string {
  if (text === null || text === undefined) return ''
  const a = Object.entries(attrs).filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`).join('')
  return `<${name}${a}>${escapeXml(text)}</${name}>`
}

/** The UBL 2.1 namespaces of a response document's root. */
export const rootAttributes = (root: string): string =>
  `xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"`

/** The inside of a party element: EndpointID, PartyIdentification, PartyLegalEntity (what T111 / T76 / T115 ask). */
export function partyContent (p: PartyFacts, opts: { legalName?: 'always' | 'when-known' } = {}): string {
  const legal = p.registrationName ?? (opts.legalName === 'always' || p.identification === null ? p.name : null)
  return [
    el('cbc:EndpointID', p.endpoint.value, { schemeID: p.endpoint.scheme }),
    p.identification === null ? '' : `<cac:PartyIdentification>${el('cbc:ID', p.identification.value, { schemeID: p.identification.scheme })}</cac:PartyIdentification>`,
    legal === null ? '' : `<cac:PartyLegalEntity>${el('cbc:RegistrationName', legal)}</cac:PartyLegalEntity>`
  ].join('')
}

/** Date and time of `now` (UTC) as UBL cbc:IssueDate / cbc:IssueTime write them. */
export function issueDateTime (now: Date): { date: string, time: string } {
  const iso = now.toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) }
}
