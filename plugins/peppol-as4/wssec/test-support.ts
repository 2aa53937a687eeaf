/**
 * Test helpers for plugins/peppol-as4/wssec (used by the *.test.ts files here, not at run time): a minimal Peppol-shaped
 * SOAP 1.2 envelope with eb:Messaging and S12:Body carrying wsu:Id, a gzip attachment, the fixture directory,
 * and the SOAP envelope out of a stored HTTP message (headers, blank line, body).
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Attachment } from './types.ts'

export const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/as4')

/** The XML body of a stored HTTP message (helger.as4in): everything after the first blank line. */
export function httpBody (raw: string): string {
  const m = /\r?\n\r?\n/.exec(raw)
  if (m === null) throw new Error('no blank line between HTTP headers and body')
  return raw.slice(m.index + m[0].length).trim()
}

export interface TestEnvelope { xml: string, messagingId: string, bodyId: string, contentId: string }

export function testEnvelope (contentId = `phase4-att-${globalThis.crypto.randomUUID()}@cid`): TestEnvelope {
  const messagingId = `phase4-msg-${globalThis.crypto.randomUUID()}`
  const bodyId = `id-${globalThis.crypto.randomUUID()}`
  const xml = '<?xml version="1.0" encoding="UTF-8"?>' +
    '<S12:Envelope xmlns:S12="http://www.w3.org/2003/05/soap-envelope"><S12:Header>' +
    '<eb:Messaging xmlns:eb="http://docs.oasis-open.org/ebxml-msg/ebms/v3.0/ns/core/200704/" ' +
    'xmlns:wsu="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd" ' +
    `S12:mustUnderstand="true" wsu:Id="${messagingId}"><eb:UserMessage><eb:MessageInfo>` +
    '<eb:Timestamp>2026-11-22T10:00:00.000Z</eb:Timestamp><eb:MessageId>wharf-test@wharf</eb:MessageId></eb:MessageInfo>' +
    '<eb:PartyInfo><eb:From><eb:PartyId type="urn:fdc:peppol.eu:2017:identifiers:ap">POP000001</eb:PartyId>' +
    '<eb:Role>http://docs.oasis-open.org/ebxml-msg/ebms/v3.0/ns/core/200704/initiator</eb:Role></eb:From>' +
    '<eb:To><eb:PartyId type="urn:fdc:peppol.eu:2017:identifiers:ap">POP000002</eb:PartyId>' +
    '<eb:Role>http://docs.oasis-open.org/ebxml-msg/ebms/v3.0/ns/core/200704/responder</eb:Role></eb:To></eb:PartyInfo>' +
    `<eb:PayloadInfo><eb:PartInfo href="cid:${contentId}"><eb:PartProperties>` +
    '<eb:Property name="MimeType">application/xml</eb:Property><eb:Property name="CompressionType">application/gzip</eb:Property>' +
    '</eb:PartProperties></eb:PartInfo></eb:PayloadInfo></eb:UserMessage></eb:Messaging></S12:Header>' +
    `<S12:Body xmlns:wsu="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd" wsu:Id="${bodyId}"/>` +
    '</S12:Envelope>'
  return { xml, messagingId, bodyId, contentId }
}

/** A gzip attachment of about `size` bytes (random content, so it does not compress). */
export function gzipAttachment (contentId: string, size = 10 * 1024): Attachment {
  const sbdh = Buffer.concat([Buffer.from('<StandardBusinessDocument>'), Buffer.from(randomBytes(size).toString('base64').slice(0, size)), Buffer.from('</StandardBusinessDocument>')])
  const data = gzipSync(sbdh)
  return { contentId, contentType: 'application/gzip', mimeType: 'application/gzip', data }
}
