/**
 * The XML writing helpers the response builders share: escaping and one element (core/documents/xml-write.ts), and
 * a UBL party (EndpointID, PartyIdentification, PostalAddress/Country, PartyLegalEntity/RegistrationName) in the element
 * order of UBL 2.1.
 */
import type { PartyFacts } from './answered.ts'

import { el } from '../xml-write.ts'
export { el, escapeXml } from '../xml-write.ts'

/** The UBL 2.1 namespaces of a response document's root. */
export const rootAttributes = (root: string): string =>
  `xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"`

/** The inside of a party element: EndpointID, PartyIdentification, PostalAddress (its country, when `country` is
 * given: T115's seller), PartyLegalEntity (what T111 / T76 / T115 ask). */
export function partyContent (p: PartyFacts, opts: { legalName?: 'always' | 'when-known', country?: string } = {}): string {
  const legal = p.registrationName ?? (opts.legalName === 'always' || p.identification === null ? p.name : null)
  return [
    el('cbc:EndpointID', p.endpoint.value, { schemeID: p.endpoint.scheme }),
    p.identification === null ? '' : `<cac:PartyIdentification>${el('cbc:ID', p.identification.value, { schemeID: p.identification.scheme })}</cac:PartyIdentification>`,
    opts.country === undefined ? '' : `<cac:PostalAddress><cac:Country>${el('cbc:IdentificationCode', opts.country)}</cac:Country></cac:PostalAddress>`,
    legal === null ? '' : `<cac:PartyLegalEntity>${el('cbc:RegistrationName', legal)}</cac:PartyLegalEntity>`
  ].join('')
}

/** Date and time of `now` (UTC) as UBL cbc:IssueDate / cbc:IssueTime write them. */
export function issueDateTime (now: Date): { date: string, time: string } {
  const iso = now.toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) }
}
