/**
 * signEnvelope without a DOM (issue 21 point 2), for envelopes in the shape Wharf writes them (as4/ebms.ts:
 * UserMessage, receipt, error signal): one streaming pass (xmldsig/exc-c14n-stream.ts) finds S12:Header, the one
 * eb:Messaging and S12:Body with their wsu:Id and gives their exclusive canonical forms; the Security header is
 * written as text, in the same form the DOM path serializes, its SignedInfo canonicalised the same way and signed;
 * the header goes in right after S12:Header's start tag. The envelope's own bytes are not touched.
 *
 * Returns undefined when the envelope is not in that shape, and signEnvelope then takes the DOM path (which also
 * reports malformed input): the root not a prefixed SOAP 1.2 Envelope (or its prefix one the Security header binds),
 * no Header or an empty one, namespaces declared on the Header, a Security header already there, not exactly one
 * eb:Messaging, a wsu:Id missing or empty, a NEL or LINE SEPARATOR character anywhere (xmldom, which Wharf's verifier
 * parses with, reads them as line feeds), or a start tag offset that does not check out. sign-text.test.ts holds the output to the DOM path's, byte for byte
 * apart from the fresh ids and the signature value, and has it verified by wssec, xmlsec1 and Santuario.
 */
import { createHash, sign as rsaSign } from 'node:crypto'
import type { SaxesTagNS } from 'saxes'
import { canonicalSubtrees, escapeAttr } from '../xmldsig/exc-c14n-stream.ts'
import { ALGO, NS, WSS } from './constants.ts'
import { certInfo, keyMatchesCertificate, MAX_ENVELOPE_CHARS, newId, privateKey } from './dom.ts'
import { attachmentDigest, cidUri } from './swa.ts'
import type { Attachment, KeyPair } from './types.ts'

/** A ds:Reference as signed: what a receipt's NonRepudiationInformation must repeat. */
export interface SignedReference {
  uri: string
  digestMethod: string
  digestValue: string
  transforms: Array<{ algorithm: string, inclusiveNamespaces?: string[] }>
}

// What the last few envelopes signed here hold, for the same message's next steps, which read it instead of parsing
// the signed text again: the references (the sender's receipt check, outgoing.ts) and where the Security header's
// content starts (encryptAttachments prepends its blocks there, encrypt-text.ts).
const CACHE_ENTRIES = 8
const written = new Map<string, { references: SignedReference[], securityContent: number }>()

/** The references signEnvelope wrote into `signedXml` without a DOM (recent ones only), else undefined. */
export const signedReferencesOf = (signedXml: string): SignedReference[] | undefined => written.get(signedXml)?.references

/** The offset just after the wsse:Security start tag signEnvelope wrote into `signedXml` without a DOM, else undefined. */
export const securityContentOf = (signedXml: string): number | undefined => written.get(signedXml)?.securityContent

/** The element's wsu:Id; an empty one counts as missing (the DOM path then adds a fresh id). */
const wsuId = (tag: SaxesTagNS): string | undefined => {
  const value = Object.values(tag.attributes).find(a => a.uri === NS.WSU && a.local === 'Id')?.value
  return value === '' ? undefined : value
}

// Prefixes the Security header binds itself: a SOAP prefix among them would be rebound inside it.
const SECURITY_PREFIXES = new Set(['wsse', 'wsu', 'wsse11', 'ds', 'ec', 'xenc', 'xenc11'])
// NEL and LINE SEPARATOR: XML 1.0 parsers keep them, xmldom (the verifier's parser) turns them into line feeds, so a
// signature over the raw characters would not verify at a Wharf receiver. The DOM path signs what xmldom reads.
const XMLDOM_LINE_ENDS = /[\u0085\u2028]/

interface Shape { prefix: string, headerEnd: number, messagingId: string, bodyId: string, messaging: string, body: string }

/** The parts of the envelope the signature needs, or undefined when it is not in the shape this path handles. */
function readShape (xml: string): Shape | undefined {
  let ok = true
  let prefix = ''
  let parent: SaxesTagNS | undefined
  let headerEnd = -1
  let messagingId: string | undefined
  let bodyId: string | undefined
  let messagingCount = 0
  const picked: Array<'messaging' | 'body'> = []
  let forms: string[]
  try {
    forms = canonicalSubtrees(xml, (tag, place) => {
      if (place.depth === 0) {
        if (tag.uri !== NS.S12 || tag.local !== 'Envelope' || tag.prefix === '' || SECURITY_PREFIXES.has(tag.prefix)) ok = false
        prefix = tag.prefix
      } else if (place.depth === 1) {
        parent = tag
        if (tag.uri === NS.S12 && tag.local === 'Header') {
          if (headerEnd !== -1 || tag.isSelfClosing || Object.keys(tag.ns).length > 0) ok = false
          headerEnd = place.end
        } else if (tag.uri === NS.S12 && tag.local === 'Body') {
          if (bodyId !== undefined) ok = false
          bodyId = wsuId(tag)
          picked.push('body')
          return []
        }
      } else if (place.depth === 2 && parent?.uri === NS.S12 && parent.local === 'Header') {
        if (tag.uri === NS.WSSE && tag.local === 'Security') ok = false
        if (tag.uri === NS.EB && tag.local === 'Messaging') {
          messagingCount++
          messagingId = wsuId(tag)
          picked.push('messaging')
          return [prefix]
        }
      }
      return undefined
    })
  } catch {
    return undefined
  }
  if (!ok || messagingCount !== 1 || messagingId === undefined || bodyId === undefined || headerEnd < 0 || picked.length !== 2) return undefined
  // The offset must be just after `<prefix:Header ...>`, the first such tag in the text.
  const start = xml.lastIndexOf('<', headerEnd - 1)
  if (xml.charCodeAt(headerEnd - 1) !== 0x3e || !new RegExp(`^<${prefix}:Header(\\s[^<>]*)?>$`).test(xml.slice(start, headerEnd)) ||
    xml.indexOf(`<${prefix}:Header`) !== start) return undefined
  const form = (which: 'messaging' | 'body'): string => forms[picked.indexOf(which)] as string
  return { prefix, headerEnd, messagingId, bodyId, messaging: form('messaging'), body: form('body') }
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('base64')

function referenceText (r: SignedReference): string {
  const transforms = r.transforms.map(t => t.inclusiveNamespaces === undefined
    ? `<ds:Transform Algorithm="${escapeAttr(t.algorithm)}"/>`
    : `<ds:Transform Algorithm="${escapeAttr(t.algorithm)}">${inclusiveText(t.inclusiveNamespaces)}</ds:Transform>`).join('')
  return `<ds:Reference URI="${escapeAttr(r.uri)}"><ds:Transforms>${transforms}</ds:Transforms>` +
    `<ds:DigestMethod Algorithm="${escapeAttr(r.digestMethod)}"/><ds:DigestValue>${r.digestValue}</ds:DigestValue></ds:Reference>`
}

const inclusiveText = (prefixes: string[]): string => `<ec:InclusiveNamespaces xmlns:ec="${NS.EC}" PrefixList="${escapeAttr(prefixes.join(' '))}"/>`

/** The signed envelope, or undefined when signEnvelope must take the DOM path (see the module comment). */
export function signEnvelopeText (envelopeXml: string, attachments: Attachment[], signer: KeyPair): string | undefined {
  if (envelopeXml.length > MAX_ENVELOPE_CHARS || XMLDOM_LINE_ENDS.test(envelopeXml)) return undefined
  const shape = readShape(envelopeXml)
  if (shape === undefined) return undefined
  const cert = certInfo(signer.certPem)
  const key = privateKey(signer.keyPem)
  if (!keyMatchesCertificate(signer.certPem, signer.keyPem)) throw new Error('the signing key does not belong to the signing certificate')
  const p = shape.prefix
  const references: SignedReference[] = [
    { uri: `#${shape.messagingId}`, digestMethod: ALGO.SHA256, digestValue: sha256(shape.messaging), transforms: [{ algorithm: ALGO.EXC_C14N, inclusiveNamespaces: [p] }] },
    { uri: `#${shape.bodyId}`, digestMethod: ALGO.SHA256, digestValue: sha256(shape.body), transforms: [{ algorithm: ALGO.EXC_C14N }] },
    ...attachments.map(a => ({ uri: cidUri(a.contentId), digestMethod: ALGO.SHA256, digestValue: attachmentDigest(a), transforms: [{ algorithm: WSS.ATTACHMENT_CONTENT_SIGNATURE }] }))
  ]
  const signedInfo = `<ds:SignedInfo><ds:CanonicalizationMethod Algorithm="${ALGO.EXC_C14N}">${inclusiveText([p])}</ds:CanonicalizationMethod>` +
    `<ds:SignatureMethod Algorithm="${ALGO.RSA_SHA256}"/>${references.map(referenceText).join('')}</ds:SignedInfo>`
  // SignedInfo in its final place: its own ds and ec declarations, and the PrefixList's SOAP prefix from the Envelope.
  const [canonical] = canonicalSubtrees(`<${p}:Envelope xmlns:${p}="${NS.S12}"><ds:Signature xmlns:ds="${NS.DS}">${signedInfo}</ds:Signature></${p}:Envelope>`,
    tag => tag.uri === NS.DS && tag.local === 'SignedInfo' ? [p] : undefined)
  const value = rsaSign('sha256', Buffer.from(canonical as string, 'utf8'), key).toString('base64')
  const tokenId = newId('X509')
  const securityStart = `<wsse:Security xmlns:wsse="${NS.WSSE}" xmlns:wsu="${NS.WSU}" ${p}:mustUnderstand="true">`
  const security = securityStart +
    `<wsse:BinarySecurityToken EncodingType="${WSS.BASE64}" ValueType="${WSS.X509V3}" wsu:Id="${tokenId}">${cert.base64}</wsse:BinarySecurityToken>` +
    `<ds:Signature xmlns:ds="${NS.DS}" Id="${newId('SIG')}">${signedInfo}<ds:SignatureValue>${value}</ds:SignatureValue>` +
    `<ds:KeyInfo Id="${newId('KI')}"><wsse:SecurityTokenReference wsu:Id="${newId('STR')}"><wsse:Reference URI="#${tokenId}" ValueType="${WSS.X509V3}"/>` +
    '</wsse:SecurityTokenReference></ds:KeyInfo></ds:Signature></wsse:Security>'
  const out = envelopeXml.slice(0, shape.headerEnd) + security + envelopeXml.slice(shape.headerEnd)
  if (written.size >= CACHE_ENTRIES) written.delete(written.keys().next().value as string)
  written.set(out, { references, securityContent: shape.headerEnd + securityStart.length })
  return out
}
