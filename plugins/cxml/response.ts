/**
 * Reading a cXML Response: `<cXML><Response><Status code="200" text="OK">message</Status></Response></cXML>`.
 * cXML answers name their DTD (`<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/.../cXML.dtd">`): that
 * external reference is accepted and never fetched; an internal subset, an entity declaration (XXE) or any other
 * DTD markup is refused (core/sdk/xml.ts parseXmlWithExternalDoctype).
 */
import { childElements, parseXmlWithExternalDoctype, UnsafeXmlError } from '../../core/sdk/xml.ts'

export type CxmlStatus =
  | { kind: 'status', code: number, text: string, message: string, payloadId?: string }
  | { kind: 'unsafe', message: string }
  | { kind: 'unreadable', message: string }

export function readCxmlResponse (body: string): CxmlStatus {
  let doc
  try {
    doc = parseXmlWithExternalDoctype(body, { maxLength: 1024 * 1024 }).doc
  } catch (err) {
    if (err instanceof UnsafeXmlError && err.reason === 'DOCTYPE') return { kind: 'unsafe', message: `the cXML answer was refused: ${err.message} (only an external DTD reference is accepted, and never fetched)` }
    return { kind: 'unreadable', message: `the answer is not cXML: ${(err as Error).message}` }
  }
  const root = doc.documentElement
  if (root === null || root.localName !== 'cXML') return { kind: 'unreadable', message: `the answer is not cXML (root ${root?.localName ?? 'none'})` }
  const status = childElements(root, '*', 'Response').flatMap(r => childElements(r, '*', 'Status'))[0]
  if (status === undefined) return { kind: 'unreadable', message: 'the cXML answer has no Response/Status' }
  const code = Number(status.getAttribute('code'))
  if (!Number.isInteger(code)) return { kind: 'unreadable', message: `the cXML Status code "${status.getAttribute('code') ?? ''}" is not a number` }
  const payloadId = root.getAttribute('payloadID') ?? undefined
  return { kind: 'status', code, text: status.getAttribute('text') ?? '', message: (status.textContent ?? '').trim(), ...(payloadId !== undefined && payloadId !== '' ? { payloadId } : {}) }
}
