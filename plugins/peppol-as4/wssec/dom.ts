/**
 * DOM helpers shared by the WS-Security modules: reading a SOAP 1.2 envelope (safely, once), building elements with
 * explicit namespace declarations, the id index used to resolve references, exclusive C14N of one element in
 * its document context, and small caches of parsed keys and certificates (parsing PEM costs more than an RSA
 * verification, and an AP signs with the same key all day).
 */
import { createPrivateKey, type KeyObject, type X509Certificate } from 'node:crypto'
import type { Document, Element, Node } from '@xmldom/xmldom'
import { derToBase64, formatDistinguishedName, toX509 } from '../../../core/sdk/x509.ts'
import { canonicalElement } from '../xmldsig/exc-c14n-dom.ts'
import { childElements, parseXmlSafely, UnsafeXmlError } from '../../../core/sdk/xml.ts'
import { NS, PREFIX } from './constants.ts'
import type { WsSecurityError } from './errors.ts'

export interface ParsedEnvelope {
  doc: Document
  envelope: Element
  header: Element
  body: Element
  /** Id index, computed once per read-only document by idIndex(). */
  ids?: Map<string, Element[]>
}

/** Largest envelope accepted (the SOAP part only; attachments travel in other MIME parts). */
export const MAX_ENVELOPE_CHARS = 1024 * 1024

/**
 * Parsing with @xmldom/xmldom 0.9 costs more than the RSA operation of a message (about 2 ms for a 10 KB
 * encrypted envelope), so a parse is shared between the steps that handle the same text:
 *   - `readOnly`: documents parsed from exactly the cached text, for decrypt, verify and describe, which never
 *     change the document. decryptAttachments returns the envelope text unchanged, so verifyEnvelope right after
 *     it reuses the parse, and then drops it (releaseShared).
 *   - `handoff`: the document signEnvelope serialized, taken (and removed) by encryptAttachments, which adds its
 *     blocks to it and serializes again. Never given to a read-only step: received text is always parsed.
 * Both are small (the steps of one message run back to back); texts are compared in full by Map lookup.
 */
const CACHE_ENTRIES = 8
const readOnly = new Map<string, ParsedEnvelope>()
const handoff = new Map<string, ParsedEnvelope>()

function put (cache: Map<string, ParsedEnvelope>, xml: string, parsed: ParsedEnvelope): void {
  cache.delete(xml)
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string)
  cache.set(xml, parsed)
}

/** Read-only parse (shared with other read-only steps on the same text). Do not modify the returned document. */
export function parseEnvelopeShared (xml: string, fail?: (reason: string, cause?: unknown) => WsSecurityError): ParsedEnvelope {
  const hit = readOnly.get(xml)
  if (hit !== undefined) return hit
  const parsed = parseEnvelope(xml, fail)
  put(readOnly, xml, parsed)
  return parsed
}

/**
 * Drops the shared parse of `xml`: verifyEnvelope, the last read-only step of a received message, calls it (its result
 * carries the document). A DOM left in the cache outlives the young generation, and promoting and then collecting
 * it cost more than the parse itself (the verify loop spent a third of its time in the garbage collector).
 */
export const releaseShared = (xml: string): void => { readOnly.delete(xml) }

/** Offers the document that produced `xml` to the next mutating step (encryptAttachments). */
export const offerDocument = (xml: string, parsed: ParsedEnvelope): void => put(handoff, xml, parsed)

/**
 * A read-only look at the document signEnvelope produced `xml` from, while it waits for encryptAttachments (the
 * sender reads its ds:Reference digests from it instead of parsing the signed text again); a fresh read-only parse
 * when there is none. Read it before encryptAttachments(xml) and never change it.
 */
export function peekSignedDocument (xml: string): Document {
  return (handoff.get(xml) ?? parseEnvelopeShared(xml)).doc
}

/** A document of `xml` the caller may change: the offered one (taken out of the cache) or a fresh parse. */
export function takeDocument (xml: string): ParsedEnvelope {
  const hit = handoff.get(xml)
  if (hit === undefined) return parseEnvelope(xml)
  handoff.delete(xml)
  return hit
}

/**
 * Parses a SOAP 1.2 envelope with Header and Body. Problems are reported through `fail` (so verify can answer
 * EBMS:0103 and decrypt EBMS:0102), or as a plain Error when `fail` is not given (signing our own envelope).
 */
export function parseEnvelope (xml: string, fail?: (reason: string, cause?: unknown) => WsSecurityError): ParsedEnvelope {
  const error = (reason: string, cause?: unknown): Error => fail !== undefined ? fail(reason, cause) : new Error(reason, { cause })
  let doc: Document
  try {
    doc = parseXmlSafely(xml, { maxLength: MAX_ENVELOPE_CHARS })
  } catch (err) {
    if (err instanceof UnsafeXmlError) throw error(`the SOAP envelope is not acceptable XML: ${err.message}`, err)
    throw err
  }
  const envelope = doc.documentElement as Element
  if (envelope.namespaceURI !== NS.S12 || envelope.localName !== 'Envelope') {
    throw error(`the root element is {${envelope.namespaceURI ?? ''}}${envelope.localName ?? ''}, not a SOAP 1.2 Envelope`)
  }
  const headers = childElements(envelope, NS.S12, 'Header')
  const bodies = childElements(envelope, NS.S12, 'Body')
  if (headers.length !== 1 || bodies.length !== 1) throw error('the SOAP envelope needs exactly one Header and one Body')
  return { doc, envelope, header: headers[0] as Element, body: bodies[0] as Element }
}

export type Attrs = Record<string, string>

/**
 * Creates `qname` in `ns`. Attribute names with a prefix (wsu:Id, S12:mustUnderstand, xmlns:ds) get the namespace
 * of that prefix from NS_BY_PREFIX; children are elements or text.
 */
export function el (doc: Document, ns: string, qname: string, attrs: Attrs = {}, children: Array<Node | string> = []): Element {
  const e = doc.createElementNS(ns, qname)
  for (const [name, value] of Object.entries(attrs)) {
    const colon = name.indexOf(':')
    if (colon < 0) { e.setAttribute(name, value); continue }
    const prefix = name.slice(0, colon)
    const attrNs = prefix === 'xmlns' ? NS.XMLNS : NS_BY_PREFIX[prefix]
    if (attrNs === undefined) throw new Error(`unknown attribute prefix ${prefix}`)
    e.setAttributeNS(attrNs, name, value)
  }
  for (const child of children) e.appendChild(typeof child === 'string' ? doc.createTextNode(child) : child)
  return e
}

const NS_BY_PREFIX: Record<string, string> = {
  [PREFIX.S12]: NS.S12,
  [PREFIX.WSU]: NS.WSU,
  [PREFIX.WSSE]: NS.WSSE,
  [PREFIX.WSSE11]: NS.WSSE11,
  [PREFIX.DS]: NS.DS,
  [PREFIX.XENC]: NS.XENC
}

/** xmlns:<prefix>="<ns>" as an attribute record entry. */
export const xmlns = (prefix: keyof typeof PREFIX): Attrs => ({ [`xmlns:${PREFIX[prefix]}`]: NS[prefix] })

/** Declares the wsse and wsu prefixes on a Security header we add to, when they are not bound as we write them. */
export function declareSecurityPrefixes (security: Element): void {
  if (security.lookupNamespaceURI(PREFIX.WSSE) !== NS.WSSE) security.setAttributeNS(NS.XMLNS, `xmlns:${PREFIX.WSSE}`, NS.WSSE)
  if (security.lookupNamespaceURI(PREFIX.WSU) !== NS.WSU) security.setAttributeNS(NS.XMLNS, `xmlns:${PREFIX.WSU}`, NS.WSU)
}

/** The wsse:Security header blocks that are direct children of the SOAP Header. */
export const securityHeaders = (header: Element): Element[] => childElements(header, NS.WSSE, 'Security')

/** One child element or undefined (also undefined when there are several). */
export function onlyChild (parent: Element, ns: string, localName: string): Element | undefined {
  const found = childElements(parent, ns, localName)
  return found.length === 1 ? found[0] : undefined
}

/** Index of every element by wsu:Id and by unqualified Id/ID/id; an id used twice maps to several elements. */
export function indexIds (doc: Document): Map<string, Element[]> {
  const map = new Map<string, Element[]>()
  const add = (id: string, e: Element): void => {
    const list = map.get(id)
    if (list === undefined) map.set(id, [e])
    else if (!list.includes(e)) list.push(e)
  }
  // Iterative walk: a hostile document may nest deeper than the call stack.
  const stack: Element[] = [doc.documentElement as Element]
  while (stack.length > 0) {
    const e = stack.pop() as Element
    const attrs = e.attributes
    for (let i = 0; i < attrs.length; i++) {
      const a = attrs[i]
      if (a === undefined || a === null) continue
      if ((a.namespaceURI === NS.WSU && a.localName === 'Id') ||
        ((a.namespaceURI === null || a.namespaceURI === '') && (a.name === 'Id' || a.name === 'ID' || a.name === 'id'))) add(a.value, e)
    }
    for (let c = e.lastChild; c !== null; c = c.previousSibling) if (c.nodeType === 1) stack.push(c as Element)
  }
  return map
}

/** The id index of a read-only parsed envelope (computed once). */
export function idIndex (parsed: ParsedEnvelope): Map<string, Element[]> {
  parsed.ids ??= indexIds(parsed.doc)
  return parsed.ids
}

/**
 * Exclusive XML Canonicalization 1.0 (without comments) of the subtree at `elem`, as a document subset of its
 * document: namespaces are output where visibly used, plus the InclusiveNamespaces `prefixList` ones in scope
 * (`#default` for the default namespace). ../xmldsig/exc-c14n-dom.ts; the document is not changed.
 */
export const canonicalize = (elem: Element, prefixList: string[] = []): string => canonicalElement(elem, prefixList)

/** PrefixList of an ec:InclusiveNamespaces child (of a CanonicalizationMethod or Transform), or []. */
export function inclusivePrefixes (parent: Element): string[] {
  const inc = childElements(parent, NS.EC, 'InclusiveNamespaces')[0]
  const list = inc?.getAttribute('PrefixList') ?? ''
  return list.split(/\s+/).filter(p => p !== '')
}

export interface CertInfo {
  x509: X509Certificate
  pem: string
  base64: string
  subject: string
  publicKey: KeyObject
}

const MAX_CACHE = 64
const certCache = new Map<string, CertInfo>()
const keyCache = new Map<string, KeyObject>()

function remember<T> (cache: Map<string, T>, key: string, make: () => T): T {
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const value = make()
  if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value as string)
  cache.set(key, value)
  return value
}

/** Parsed certificate (PEM, base64 DER or DER), cached by its text. */
export function certInfo (cert: string | Buffer): CertInfo {
  const key = typeof cert === 'string' ? cert : cert.toString('base64')
  return remember(certCache, key, () => {
    const x509 = toX509(cert)
    return { x509, pem: x509.toString(), base64: derToBase64(x509.raw), subject: formatDistinguishedName(x509.subject), publicKey: x509.publicKey }
  })
}

/** Private key object, cached by its PEM text. */
export const privateKey = (keyPem: string): KeyObject => remember(keyCache, keyPem, () => createPrivateKey(keyPem))

const pairCache = new Map<string, boolean>()
/** True when the private key belongs to the certificate (cached per pair). */
export const keyMatchesCertificate = (certPem: string, keyPem: string): boolean =>
  remember(pairCache, `${certPem}\u0000${keyPem}`, () => certInfo(certPem).x509.checkPrivateKey(privateKey(keyPem)))

/** A fresh id for wsu:Id / Id attributes: `<prefix>-<uuid>`. */
export const newId = (prefix: string): string => `${prefix}-${globalThis.crypto.randomUUID()}`

/** Base64 text of a BinarySecurityToken, EncodingType checked by the caller. */
export const tokenText = (bst: Element): string => (bst.textContent ?? '').replace(/\s+/g, '')

