/**
 * signEnvelope: adds the WS-Security signature of a Peppol AS4 message (PEPPOL.md (a), "Security").
 *
 * Written into S12:Header (one parse, one serialization):
 *   <wsse:Security S12:mustUnderstand="true">
 *     [wsu:Timestamp, only with options.timestamp]
 *     <wsse:BinarySecurityToken ValueType=...#X509v3 wsu:Id="X509-...">signer certificate</...>
 *     <ds:Signature Id="SIG-...">
 *       SignedInfo: exclusive C14N (InclusiveNamespaces PrefixList = the SOAP prefix, as phase4), RSA-SHA256,
 *         one Reference per signed element ("#<wsu:Id>", exc-c14n transform, SHA-256; header elements carry the
 *         PrefixList too, as phase4 writes it) and one per attachment ("cid:<Content-ID>",
 *         Attachment-Content-Signature-Transform, SHA-256 over the attachment as given: the compressed payload)
 *       KeyInfo/wsse:SecurityTokenReference/wsse:Reference URI="#X509-..." (direct reference to the token)
 * Sign first, then encrypt (encrypt.ts prepends its blocks to the same Security header).
 * Two paths, one output: sign-text.ts writes this header as text for the envelopes Wharf builds (no DOM); the DOM
 * path below handles everything else (options, other shapes).
 */
import { createHash, sign as rsaSign } from 'node:crypto'
import { type Document, type Element, XMLSerializer } from '@xmldom/xmldom'
import { childElements } from '../../../core/sdk/xml.ts'
import { ALGO, NS, WSS } from './constants.ts'
import { canonicalize, certInfo, declareSecurityPrefixes, el, keyMatchesCertificate, newId, offerDocument, parseEnvelope, privateKey, securityHeaders, xmlns } from './dom.ts'
import { attachmentDigest, cidUri } from './swa.ts'
import { signEnvelopeText } from './sign-text.ts'
import type { Attachment, KeyPair, SignOptions } from './types.ts'

interface Signed { element: Element, prefixList: string[] }

/** The wsu:Id of `e`, added (with a fresh value) when missing. */
function ensureWsuId (e: Element, prefix: string): string {
  const existing = e.getAttributeNS(NS.WSU, 'Id')
  if (existing !== null && existing !== '') return existing
  if (e.lookupNamespaceURI('wsu') !== NS.WSU) e.setAttributeNS(NS.XMLNS, 'xmlns:wsu', NS.WSU)
  const id = newId(prefix)
  e.setAttributeNS(NS.WSU, 'wsu:Id', id)
  return id
}

/** Elements carrying wsu:Id="<id>" (there must be exactly one per id). */
function elementsByWsuId (doc: Document, ids: string[]): Map<string, Element> {
  const wanted = new Set(ids)
  const found = new Map<string, Element[]>()
  const walk = (e: Element): void => {
    const id = e.getAttributeNS(NS.WSU, 'Id')
    if (id !== null && wanted.has(id)) found.set(id, [...(found.get(id) ?? []), e])
    for (let c = e.firstChild; c !== null; c = c.nextSibling) if (c.nodeType === 1) walk(c as Element)
  }
  walk(doc.documentElement as Element)
  const out = new Map<string, Element>()
  for (const id of ids) {
    const list = found.get(id) ?? []
    if (list.length !== 1) throw new Error(`wsu:Id ${JSON.stringify(id)} names ${list.length} elements; exactly one is needed`)
    out.set(id, list[0] as Element)
  }
  return out
}

/**
 * Signs `envelopeXml` (a SOAP 1.2 envelope) and the attachments with `signer`; returns the signed envelope.
 * Throws a plain Error for an envelope that cannot be signed (not SOAP 1.2, already signed, unknown ids, key not
 * matching the certificate). Envelopes in the shape Wharf writes, without options, are signed without a DOM
 * (sign-text.ts); anything else through the DOM (signEnvelopeWithDom), with the same result.
 */
export function signEnvelope (envelopeXml: string, attachments: Attachment[], signer: KeyPair, options: SignOptions = {}): string {
  if (options.ids === undefined && options.timestamp === undefined && options.skipAttachments !== true) {
    const text = signEnvelopeText(envelopeXml, attachments, signer)
    if (text !== undefined) return text
  }
  return signEnvelopeWithDom(envelopeXml, attachments, signer, options)
}

/** signEnvelope through the DOM (xmldom + xml-crypto's C14N), for any envelope; the signed document is offered to
 * encryptAttachments. */
export function signEnvelopeWithDom (envelopeXml: string, attachments: Attachment[], signer: KeyPair, options: SignOptions = {}): string {
  const parsed = parseEnvelope(envelopeXml)
  const { doc, envelope, header, body } = parsed
  const cert = certInfo(signer.certPem)
  const key = privateKey(signer.keyPem)
  if (!keyMatchesCertificate(signer.certPem, signer.keyPem)) throw new Error('the signing key does not belong to the signing certificate')

  const soapPrefix = envelope.prefix ?? 'S12'
  let security = securityHeaders(header)[0]
  if (security !== undefined && childElements(security, NS.DS, 'Signature').length > 0) throw new Error('the envelope is already signed')
  if (security === undefined) {
    security = el(doc, NS.WSSE, 'wsse:Security', { ...xmlns('WSSE'), ...xmlns('WSU') })
    if (envelope.prefix === null) security.setAttributeNS(NS.XMLNS, 'xmlns:S12', NS.S12)
    security.setAttributeNS(NS.S12, `${soapPrefix}:mustUnderstand`, 'true')
    header.insertBefore(security, header.firstChild)
  }
  declareSecurityPrefixes(security)

  // Which elements: the caller's ids, or eb:Messaging and S12:Body (wsu:Id added when missing).
  let targets: Element[]
  if (options.ids !== undefined) {
    const byId = elementsByWsuId(doc, options.ids)
    targets = options.ids.map(id => byId.get(id) as Element)
  } else {
    const messaging = childElements(header, NS.EB, 'Messaging')
    if (messaging.length !== 1) throw new Error(`the SOAP header holds ${messaging.length} eb:Messaging elements; exactly one is needed`)
    ensureWsuId(messaging[0] as Element, 'phase4-msg')
    ensureWsuId(body, 'id')
    targets = [messaging[0] as Element, body]
  }

  const first = security.firstChild
  if (options.timestamp !== undefined) {
    const created = options.timestamp.created ?? new Date()
    const ts = el(doc, NS.WSU, 'wsu:Timestamp', { 'wsu:Id': newId('TS') }, [el(doc, NS.WSU, 'wsu:Created', {}, [created.toISOString()])])
    if (options.timestamp.ttlSeconds !== undefined) {
      ts.appendChild(el(doc, NS.WSU, 'wsu:Expires', {}, [new Date(created.getTime() + options.timestamp.ttlSeconds * 1000).toISOString()]))
    }
    security.insertBefore(ts, first)
    targets.unshift(ts)
  }

  const signed: Signed[] = targets.map(element => ({
    element,
    prefixList: element.namespaceURI !== NS.S12 && envelope.prefix !== null ? [soapPrefix] : []
  }))
  const tokenId = newId('X509')
  const token = el(doc, NS.WSSE, 'wsse:BinarySecurityToken', { EncodingType: WSS.BASE64, ValueType: WSS.X509V3, 'wsu:Id': tokenId }, [cert.base64])

  const c14nMethod = el(doc, NS.DS, 'ds:CanonicalizationMethod', { Algorithm: ALGO.EXC_C14N })
  const signedInfoPrefixes = envelope.prefix !== null ? [soapPrefix] : []
  if (signedInfoPrefixes.length > 0) c14nMethod.appendChild(inclusiveNamespaces(doc, signedInfoPrefixes))
  const signedInfo = el(doc, NS.DS, 'ds:SignedInfo', {}, [c14nMethod, el(doc, NS.DS, 'ds:SignatureMethod', { Algorithm: ALGO.RSA_SHA256 })])
  for (const s of signed) {
    const transform = el(doc, NS.DS, 'ds:Transform', { Algorithm: ALGO.EXC_C14N })
    if (s.prefixList.length > 0) transform.appendChild(inclusiveNamespaces(doc, s.prefixList))
    const digest = createHash('sha256').update(canonicalize(s.element, s.prefixList), 'utf8').digest('base64')
    signedInfo.appendChild(reference(doc, `#${s.element.getAttributeNS(NS.WSU, 'Id') as string}`, transform, digest))
  }
  if (options.skipAttachments !== true) {
    for (const a of attachments) {
      const transform = el(doc, NS.DS, 'ds:Transform', { Algorithm: WSS.ATTACHMENT_CONTENT_SIGNATURE })
      signedInfo.appendChild(reference(doc, cidUri(a.contentId), transform, attachmentDigest(a)))
    }
  }

  const signatureValue = el(doc, NS.DS, 'ds:SignatureValue')
  const keyInfo = el(doc, NS.DS, 'ds:KeyInfo', { Id: newId('KI') }, [
    el(doc, NS.WSSE, 'wsse:SecurityTokenReference', { 'wsu:Id': newId('STR') }, [
      el(doc, NS.WSSE, 'wsse:Reference', { URI: `#${tokenId}`, ValueType: WSS.X509V3 })
    ])
  ])
  const signature = el(doc, NS.DS, 'ds:Signature', { ...xmlns('DS'), Id: newId('SIG') }, [signedInfo, signatureValue, keyInfo])
  security.insertBefore(token, first)
  security.insertBefore(signature, first)

  // SignedInfo is canonicalized in its final place: the PrefixList brings in the SOAP namespace of the envelope.
  const value = rsaSign('sha256', Buffer.from(canonicalize(signedInfo, signedInfoPrefixes), 'utf8'), key)
  signatureValue.appendChild(doc.createTextNode(value.toString('base64')))
  const out = new XMLSerializer().serializeToString(doc)
  offerDocument(out, parsed)
  return out
}

function inclusiveNamespaces (doc: Document, prefixes: string[]): Element {
  return el(doc, NS.EC, 'ec:InclusiveNamespaces', { 'xmlns:ec': NS.EC, PrefixList: prefixes.join(' ') })
}

function reference (doc: Document, uri: string, transform: Element, digest: string): Element {
  return el(doc, NS.DS, 'ds:Reference', { URI: uri }, [
    el(doc, NS.DS, 'ds:Transforms', {}, [transform]),
    el(doc, NS.DS, 'ds:DigestMethod', { Algorithm: ALGO.SHA256 }),
    el(doc, NS.DS, 'ds:DigestValue', {}, [digest])
  ])
}
