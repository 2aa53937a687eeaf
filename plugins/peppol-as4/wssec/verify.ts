/**
 * verifyEnvelope: checks the WS-Security signature of a received Peppol AS4 message (or of a signal such as a
 * Receipt). Call it after decryptAttachments, with the decrypted (compressed) attachments.
 *
 * Checks, in order, each failure a WsSecurityError (errors.ts):
 *   1. one wsse:Security header with one ds:Signature                                      else EBMS:0103
 *   2. SignatureMethod RSA-SHA256, CanonicalizationMethod exclusive C14N                    else EBMS:0101
 *   3. KeyInfo = SecurityTokenReference/Reference to an X509v3 BinarySecurityToken of the
 *      same header (phase4 rejects any other key reference the same way)                   else EBMS:0103
 *   4. every Reference: "#id" resolving to exactly one element of the envelope (ids unique,
 *      the signature and its KeyInfo excluded) with the exc-c14n transform, or "cid:..." naming exactly one
 *      attachment with the Attachment-Content-Signature-Transform; DigestMethod SHA-256; no URI twice;
 *      the digest matches                                                                   else EBMS:0101
 *   5. eb:Messaging (the one in the Header, when present) and S12:Body are among the signed elements, and every
 *      attachment is signed (unless switched off): a message whose signed parts were moved aside and replaced
 *      (signature wrapping) fails here                                                    else EBMS:0101
 *   6. the SignatureValue over the canonical SignedInfo                                     else EBMS:0101
 *   7. options.trust(certPem, at) does not throw                                            else EBMS:0101
 */
import { createHash, timingSafeEqual, verify as rsaVerify } from 'node:crypto'
import type { Element } from '@xmldom/xmldom'
import { childElements } from '../../../core/sdk/xml.ts'
import { ALGO, NS, WSS } from './constants.ts'
import { canonicalize, certInfo, type CertInfo, inclusivePrefixes, idIndex, onlyChild, parseEnvelopeShared, releaseShared, securityHeaders, tokenText } from './dom.ts'
import { authFailure, policyFailure, WsSecurityError } from './errors.ts'
import { attachmentDigest, findAttachment } from './swa.ts'
import type { Attachment, VerifiedReference, VerifyOptions, VerifyResult } from './types.ts'

const algorithmOf = (e: Element | undefined): string => e?.getAttribute('Algorithm') ?? ''

/** The certificate of the X509v3 BinarySecurityToken that `keyInfo` references directly. */
export function tokenCertificate (keyInfo: Element | undefined, security: Element, ids: Map<string, Element[]>, what: string): CertInfo {
  const str = keyInfo === undefined ? undefined : onlyChild(keyInfo, NS.WSSE, 'SecurityTokenReference')
  const ref = str === undefined ? undefined : onlyChild(str, NS.WSSE, 'Reference')
  const uri = ref?.getAttribute('URI') ?? ''
  if (ref === undefined || !uri.startsWith('#')) {
    throw policyFailure('TOKEN', `the ${what} key must be a direct wsse:Reference to a X509v3 BinarySecurityToken (found no such reference)`)
  }
  const targets = ids.get(uri.slice(1)) ?? []
  if (targets.length !== 1) throw policyFailure('TOKEN', `the ${what} token reference ${uri} resolves to ${targets.length} elements`)
  const bst = targets[0] as Element
  if (bst.namespaceURI !== NS.WSSE || bst.localName !== 'BinarySecurityToken' || bst.parentNode !== security) {
    throw policyFailure('TOKEN', `the ${what} token reference ${uri} does not name a BinarySecurityToken of the security header`)
  }
  if (bst.getAttribute('ValueType') !== WSS.X509V3) throw policyFailure('TOKEN', `the ${what} BinarySecurityToken is not of ValueType X509v3`)
  const encoding = bst.getAttribute('EncodingType')
  if (encoding !== null && encoding !== '' && encoding !== WSS.BASE64) throw policyFailure('TOKEN', `the ${what} BinarySecurityToken is not Base64Binary`)
  try {
    return certInfo(tokenText(bst))
  } catch (err) {
    throw authFailure('CERTIFICATE', `the ${what} BinarySecurityToken is not a X.509 certificate: ${(err as Error).message}`, err)
  }
}

const sameDigest = (computed: string, stated: string): boolean => {
  const a = Buffer.from(computed, 'base64')
  const b = Buffer.from(stated.replace(/\s+/g, ''), 'base64')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** More references than any Peppol message needs (Messaging, Body, one per attachment) are refused. */
export const MAX_REFERENCES = 32

/**
 * Verifies the signature of `envelopeXml` over the envelope and `attachments` (decrypted). Throws WsSecurityError;
 * anything unexpected while processing (e.g. nesting too deep for the canonicalizer) becomes EBMS:0103.
 */
export function verifyEnvelope (envelopeXml: string, attachments: Attachment[], options: VerifyOptions = {}): VerifyResult {
  try {
    return verify(envelopeXml, attachments, options)
  } catch (err) {
    if (err instanceof WsSecurityError) throw err
    throw policyFailure('MALFORMED', `the security header cannot be processed: ${(err as Error).message}`, err)
  } finally {
    releaseShared(envelopeXml)
  }
}

function verify (envelopeXml: string, attachments: Attachment[], options: VerifyOptions): VerifyResult {
  const parsed = parseEnvelopeShared(envelopeXml, (reason, cause) => policyFailure('MALFORMED', reason, cause))
  const { header, body } = parsed
  const securities = securityHeaders(header)
  if (securities.length === 0) throw policyFailure('NO_SECURITY_HEADER', 'the message has no wsse:Security header')
  if (securities.length > 1) throw policyFailure('SEVERAL_SECURITY_HEADERS', `the message has ${securities.length} wsse:Security headers`)
  const security = securities[0] as Element
  const signatures = childElements(security, NS.DS, 'Signature')
  if (signatures.length === 0) throw policyFailure('NO_SIGNATURE', 'the security header holds no ds:Signature')
  if (signatures.length > 1) throw policyFailure('SEVERAL_SIGNATURES', `the security header holds ${signatures.length} ds:Signature elements`)
  const signature = signatures[0] as Element

  const signedInfo = onlyChild(signature, NS.DS, 'SignedInfo')
  const signatureValueEl = onlyChild(signature, NS.DS, 'SignatureValue')
  if (signedInfo === undefined || signatureValueEl === undefined) throw authFailure('ALGORITHM', 'ds:Signature needs one SignedInfo and one SignatureValue')
  const c14nEl = onlyChild(signedInfo, NS.DS, 'CanonicalizationMethod')
  const c14nMethod = algorithmOf(c14nEl)
  const signatureMethod = algorithmOf(onlyChild(signedInfo, NS.DS, 'SignatureMethod'))
  if (signatureMethod !== ALGO.RSA_SHA256) {
    throw authFailure('ALGORITHM', `signature algorithm ${JSON.stringify(signatureMethod)} is not allowed (only ${ALGO.RSA_SHA256})`)
  }
  if (c14nMethod !== ALGO.EXC_C14N) throw authFailure('ALGORITHM', `canonicalization ${JSON.stringify(c14nMethod)} is not allowed (only ${ALGO.EXC_C14N})`)

  const ids = idIndex(parsed)
  const cert = tokenCertificate(onlyChild(signature, NS.DS, 'KeyInfo'), security, ids, 'signing')

  const references: VerifiedReference[] = []
  const signedElements = new Set<Element>()
  const signedAttachments = new Set<Attachment>()
  const seen = new Set<string>()
  const referenceEls = childElements(signedInfo, NS.DS, 'Reference')
  if (referenceEls.length > MAX_REFERENCES) throw authFailure('REFERENCE', `the signature has ${referenceEls.length} references (at most ${MAX_REFERENCES} are accepted)`)
  for (const ref of referenceEls) {
    const uri = ref.getAttribute('URI') ?? ''
    if (seen.has(uri)) throw authFailure('REFERENCE', `the signature references ${uri} twice`)
    seen.add(uri)
    const transformsEl = onlyChild(ref, NS.DS, 'Transforms')
    const transformEls = transformsEl === undefined ? [] : childElements(transformsEl, NS.DS, 'Transform')
    const transforms = transformEls.map(t => algorithmOf(t))
    const digestMethod = algorithmOf(onlyChild(ref, NS.DS, 'DigestMethod'))
    const digestValue = (onlyChild(ref, NS.DS, 'DigestValue')?.textContent ?? '').trim()
    if (digestMethod !== ALGO.SHA256) throw authFailure('ALGORITHM', `reference ${uri}: digest ${JSON.stringify(digestMethod)} is not allowed (only ${ALGO.SHA256})`)

    let computed: string
    if (uri.startsWith('#')) {
      if (transforms.length !== 1 || transforms[0] !== ALGO.EXC_C14N) {
        throw authFailure('ALGORITHM', `reference ${uri}: transforms ${JSON.stringify(transforms)} are not allowed (exactly one exc-c14n)`)
      }
      const targets = ids.get(uri.slice(1)) ?? []
      if (targets.length !== 1) throw authFailure('REFERENCE', `reference ${uri} resolves to ${targets.length} elements (exactly one is required)`)
      const target = targets[0] as Element
      if (isWithin(target, signature)) throw authFailure('REFERENCE', `reference ${uri} points into the signature itself`)
      signedElements.add(target)
      computed = createHash('sha256').update(canonicalize(target, inclusivePrefixes(transformEls[0] as Element)), 'utf8').digest('base64')
    } else if (/^cid:/i.test(uri)) {
      if (transforms.length !== 1 || transforms[0] !== WSS.ATTACHMENT_CONTENT_SIGNATURE) {
        throw authFailure('ALGORITHM', `reference ${uri}: transforms ${JSON.stringify(transforms)} are not allowed (exactly the Attachment-Content-Signature-Transform)`)
      }
      const found = findAttachment(attachments, uri)
      if (found.length !== 1) throw authFailure('REFERENCE', `reference ${uri} names ${found.length} attachments (exactly one is required)`)
      const attachment = found[0] as Attachment
      signedAttachments.add(attachment)
      try {
        computed = attachmentDigest(attachment)
      } catch (err) {
        throw authFailure('DIGEST_MISMATCH', `reference ${uri}: the attachment cannot be canonicalized: ${(err as Error).message}`, err)
      }
    } else {
      throw authFailure('REFERENCE', `reference URI ${JSON.stringify(uri)} is neither a same-document "#id" nor a "cid:" reference`)
    }
    if (!sameDigest(computed, digestValue)) throw authFailure('DIGEST_MISMATCH', `reference ${uri}: the digest does not match (the part was changed)`)
    references.push({ uri, digestMethod, digestValue, transforms })
  }
  if (references.length === 0) throw authFailure('REFERENCE', 'the signature has no references')

  if (options.requireMessagingAndBody !== false) {
    const messaging = childElements(header, NS.EB, 'Messaging')
    for (const m of messaging) if (!signedElements.has(m)) throw authFailure('UNSIGNED_PART', 'eb:Messaging is not covered by the signature')
    if (!signedElements.has(body)) throw authFailure('UNSIGNED_PART', 'S12:Body is not covered by the signature')
  }
  if (options.requireAttachmentReferences !== false) {
    const unsigned = attachments.filter(a => !signedAttachments.has(a))
    if (unsigned.length > 0) throw authFailure('UNSIGNED_PART', `attachment cid:${unsigned[0]?.contentId ?? ''} is not covered by the signature`)
  }

  const signatureValue = Buffer.from((signatureValueEl.textContent ?? '').replace(/\s+/g, ''), 'base64')
  const canonicalSignedInfo = Buffer.from(canonicalize(signedInfo, inclusivePrefixes(c14nEl as Element)), 'utf8')
  let valid = false
  try {
    valid = rsaVerify('sha256', canonicalSignedInfo, cert.publicKey, signatureValue)
  } catch (err) {
    throw authFailure('SIGNATURE_VALUE', `the SignatureValue cannot be checked with the signing certificate's key: ${(err as Error).message}`, err)
  }
  if (!valid) throw authFailure('SIGNATURE_VALUE', 'the SignatureValue does not verify with the signing certificate (SignedInfo changed or another key signed)')

  if (options.trust !== undefined) {
    const at = options.at ?? new Date()
    try {
      options.trust(cert.pem, at)
    } catch (err) {
      if (err instanceof WsSecurityError) throw err
      throw authFailure('UNTRUSTED', `the signing certificate ${cert.subject} is not trusted at ${at.toISOString()}: ${(err as Error).message}`, err)
    }
  }
  return { signerCertPem: cert.pem, signerSubject: cert.subject, references, signatureMethod, c14nMethod, document: parsed.doc, signedElements: [...signedElements] }
}

function isWithin (node: Element, ancestor: Element): boolean {
  for (let p: Element | null = node; p !== null; p = p.parentNode as Element | null) if (p === ancestor) return true
  return false
}
