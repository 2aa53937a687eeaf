/**
 * XMLDSig of Peppol SMP 1.x responses (PEPPOL.md (d), "things that matter" 2).
 *
 * Shape (SMP XSD: SignedServiceMetadata = ServiceMetadata, ds:Signature):
 *   <SignedServiceMetadata xmlns="http://busdox.org/serviceMetadata/publishing/1.0/">
 *     <ServiceMetadata>...</ServiceMetadata>
 *     <Signature xmlns="http://www.w3.org/2000/09/xmldsig#">            last child, signs the whole document
 *       SignedInfo: CanonicalizationMethod inclusive C14N 1.0 (REC-xml-c14n-20010315), SignatureMethod RSA-SHA256,
 *                   one Reference URI="" with the single enveloped-signature transform (the node-set is then
 *                   canonicalized with inclusive C14N, XMLDSig 4.4.3.2) and a SHA-256 DigestMethod
 *       KeyInfo/X509Data/X509Certificate: the SMP certificate (base64 DER)
 *
 * The fixtures signed-service-metadata1/2.xml (real 2019-2021 responses) use the older RSA-SHA1, SHA-1 and
 * exclusive C14N; the verifier reads whatever algorithms the document declares, within a policy: SHA-1 only when
 * `allowSha1` is set (as peppol-commons' tests disable "secure validation" for these files), and only the
 * C14N and enveloped-signature transforms.
 *
 * Verification = signature intact (xml-crypto, with the C14N fix) AND the signing certificate chains to an SMP CA of
 * the trust store at the validation time. The result reports both separately.
 */
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto'
import { XMLSerializer, type Document, type Element } from '@xmldom/xmldom'
import { formatDistinguishedName, toX509 } from '../../../core/sdk/x509.ts'
import type { ChainCheckResult, TrustStore } from '../pki/trust-store.ts'
import { SignedXml } from './c14n-fix.ts'
import { childElements, descendants, parseXmlSafely, UnsafeXmlError } from '../../../core/sdk/xml.ts'
import { ALG, checkXmlSignature, DSIG_NS } from './verify.ts'

export const SMP_NS = 'http://busdox.org/serviceMetadata/publishing/1.0/'

export interface SignServiceMetadataOptions {
  /** PKCS#8 (or PKCS#1) PEM private key of the SMP certificate. */
  keyPem: string
  /** PEM of the SMP certificate (when a bundle is given, only its first certificate goes into KeyInfo). */
  certPem: string
}

/**
 * Signs SMP service metadata. `xml` is either a `ServiceMetadata` document (it is wrapped into
 * `SignedServiceMetadata`) or an unsigned `SignedServiceMetadata`. Returns the signed document with an XML
 * declaration. Throws when the input is not SMP service metadata, is already signed, or the key does not belong to
 * the certificate.
 */
export function signServiceMetadata (xml: string, options: SignServiceMetadataOptions): string {
  const doc = parseXmlSafely(xml)
  const root = doc.documentElement as Element
  const serializer = new XMLSerializer()
  let unsigned: string
  if (root.namespaceURI === SMP_NS && root.localName === 'ServiceMetadata') {
    unsigned = `<SignedServiceMetadata xmlns="${SMP_NS}">${serializer.serializeToString(root)}</SignedServiceMetadata>`
  } else if (root.namespaceURI === SMP_NS && root.localName === 'SignedServiceMetadata') {
    if (descendants(doc, DSIG_NS, 'Signature').length > 0) throw new Error('the SignedServiceMetadata is already signed')
    if (childElements(root, SMP_NS, 'ServiceMetadata').length !== 1) throw new Error('SignedServiceMetadata needs exactly one ServiceMetadata')
    unsigned = serializer.serializeToString(root)
  } else {
    throw new Error(`expected SMP ServiceMetadata or SignedServiceMetadata (namespace ${SMP_NS}), got {${root.namespaceURI ?? ''}}${root.localName ?? ''}`)
  }

  const cert = toX509(options.certPem)
  const key = createPrivateKey(options.keyPem)
  const publicDer = createPublicKey(key).export({ type: 'spki', format: 'der' })
  if (!publicDer.equals(cert.publicKey.export({ type: 'spki', format: 'der' }))) {
    throw new Error('the private key does not belong to the SMP certificate')
  }

  const sig = new SignedXml({
    privateKey: key.export({ type: 'pkcs8', format: 'pem' }) as string,
    publicCert: cert.toString(),
    signatureAlgorithm: ALG.RSA_SHA256,
    canonicalizationAlgorithm: ALG.C14N
  })
  sig.addReference({ xpath: '/*', uri: '', isEmptyUri: true, transforms: [ALG.ENVELOPED], digestAlgorithm: ALG.SHA256 })
  sig.computeSignature(unsigned, { location: { reference: '/*', action: 'append' } })
  return `<?xml version="1.0" encoding="UTF-8"?>\n${sig.getSignedXml()}`
}

export type SmpVerifyCode =
  | 'OK'
  | 'UNSAFE_XML' // DOCTYPE, malformed, too large
  | 'NOT_SIGNED_SERVICE_METADATA' // wrong root or shape
  | 'SIGNATURE_MISSING'
  | 'SIGNATURE_POLICY' // algorithms, reference or transforms outside the policy
  | 'NO_CERTIFICATE' // no usable X509Certificate in KeyInfo
  | 'SIGNATURE_INVALID' // digest or SignatureValue does not verify
  | 'CERTIFICATE_INVALID' // the chain check failed (see `chain`)

export interface SmpVerifyResult {
  ok: boolean
  code: SmpVerifyCode
  /** 'ok', or the first problem in words (the signature first, then the certificate). */
  reason: string
  /** The digest and the SignatureValue verify with the certificate in KeyInfo (undefined when not checked). */
  signatureValid?: boolean
  signatureReason?: string
  /** The signing certificate from KeyInfo. */
  certificate?: X509Certificate
  certificatePem?: string
  signerSubject?: string
  chain?: ChainCheckResult
  algorithms?: { canonicalization: string, signature: string, digest: string, transforms: string[] }
  /**
   * The ServiceMetadata element of the parsed document (set once the structure checks pass). Read the endpoint
   * from this element, and only when `ok`: it is the element the signature covers.
   */
  serviceMetadata?: Element
}

export interface VerifyServiceMetadataOptions {
  /** Trust store whose SMP anchors the signing certificate must chain to. */
  trust: TrustStore
  /** Validation time for the certificate (default: the trust store's clock). */
  at?: Date
  /** Accept RSA-SHA1 / SHA-1 (pre-SMP-1.3 documents, e.g. the peppol-commons fixtures). Default false. */
  allowSha1?: boolean
}

const CANONICALIZATIONS = new Set<string>([ALG.C14N, ALG.C14N_WITH_COMMENTS, ALG.EXC_C14N, ALG.EXC_C14N_WITH_COMMENTS])

interface Inspected {
  result?: SmpVerifyResult
  signature?: Element
  certificate?: X509Certificate
  algorithms?: SmpVerifyResult['algorithms']
}

/** Structure, policy and KeyInfo of a SignedServiceMetadata; `result` is set when it is already refused. */
function inspect (doc: Document, allowSha1: boolean): Inspected {
  const refuse = (code: SmpVerifyCode, reason: string): Inspected => ({ result: { ok: false, code, reason } })
  const root = doc.documentElement as Element
  if (root.namespaceURI !== SMP_NS || root.localName !== 'SignedServiceMetadata') {
    return refuse('NOT_SIGNED_SERVICE_METADATA', `root element is {${root.namespaceURI ?? ''}}${root.localName ?? ''}, expected SignedServiceMetadata`)
  }
  const signatures = descendants(doc, DSIG_NS, 'Signature')
  if (signatures.length === 0) return refuse('SIGNATURE_MISSING', 'the SignedServiceMetadata has no ds:Signature')
  if (signatures.length > 1) return refuse('SIGNATURE_POLICY', `${signatures.length} ds:Signature elements; exactly one is expected`)
  const children = childElements(root, '*', '*')
  const signature = signatures[0] as Element
  const shapeOk = children.length === 2 &&
    children[0]?.namespaceURI === SMP_NS && children[0]?.localName === 'ServiceMetadata' && children[1] === signature
  if (!shapeOk) {
    return refuse('NOT_SIGNED_SERVICE_METADATA', 'SignedServiceMetadata must hold exactly ServiceMetadata followed by ds:Signature')
  }

  const one = (parent: Element, name: string): Element | undefined => {
    const found = childElements(parent, DSIG_NS, name)
    return found.length === 1 ? found[0] : undefined
  }
  const signedInfo = one(signature, 'SignedInfo')
  if (signedInfo === undefined) return refuse('SIGNATURE_POLICY', 'ds:Signature needs exactly one SignedInfo')
  const algorithm = (el: Element | undefined): string => el?.getAttribute('Algorithm') ?? ''
  const canonicalization = algorithm(one(signedInfo, 'CanonicalizationMethod'))
  const signatureMethod = algorithm(one(signedInfo, 'SignatureMethod'))
  const references = childElements(signedInfo, DSIG_NS, 'Reference')
  if (references.length !== 1) return refuse('SIGNATURE_POLICY', `SignedInfo has ${references.length} references; exactly one (URI="") is expected`)
  const reference = references[0] as Element
  if (!reference.hasAttribute('URI') || reference.getAttribute('URI') !== '') {
    return refuse('SIGNATURE_POLICY', `the reference must have URI="" (whole document), not ${JSON.stringify(reference.getAttribute('URI'))}`)
  }
  const transformsEl = one(reference, 'Transforms')
  const transforms = transformsEl === undefined ? [] : childElements(transformsEl, DSIG_NS, 'Transform').map(t => t.getAttribute('Algorithm') ?? '')
  const digest = algorithm(one(reference, 'DigestMethod'))
  const algorithms = { canonicalization, signature: signatureMethod, digest, transforms }
  const policy = (reason: string): Inspected => ({ result: { ok: false, code: 'SIGNATURE_POLICY', reason, algorithms } })

  if (!CANONICALIZATIONS.has(canonicalization)) return policy(`canonicalization ${JSON.stringify(canonicalization)} is not accepted`)
  const signatureMethods: string[] = [ALG.RSA_SHA256, ALG.RSA_SHA512, ...(allowSha1 ? [ALG.RSA_SHA1] : [])]
  if (!signatureMethods.includes(signatureMethod)) {
    return policy(`signature method ${JSON.stringify(signatureMethod)} is not accepted${signatureMethod === ALG.RSA_SHA1 ? ' (SHA-1: set allowSha1 for pre-SMP-1.3 documents)' : ''}`)
  }
  const digests: string[] = [ALG.SHA256, ALG.SHA512, ...(allowSha1 ? [ALG.SHA1] : [])]
  if (!digests.includes(digest)) {
    return policy(`digest method ${JSON.stringify(digest)} is not accepted${digest === ALG.SHA1 ? ' (SHA-1: set allowSha1 for pre-SMP-1.3 documents)' : ''}`)
  }
  if (!transforms.includes(ALG.ENVELOPED)) return policy('the reference lacks the enveloped-signature transform')
  const unexpected = transforms.find(t => t !== ALG.ENVELOPED && !CANONICALIZATIONS.has(t))
  if (unexpected !== undefined) return policy(`transform ${JSON.stringify(unexpected)} is not accepted`)

  // KeyInfo/X509Data/X509Certificate: the end-entity certificate (CA certificates may accompany it).
  const keyInfo = one(signature, 'KeyInfo')
  const encoded = keyInfo === undefined
    ? []
    : childElements(keyInfo, DSIG_NS, 'X509Data').flatMap(d => childElements(d, DSIG_NS, 'X509Certificate')).map(e => e.textContent ?? '')
  const certificates: X509Certificate[] = []
  for (const text of encoded) {
    try { certificates.push(toX509(text)) } catch (err) {
      return { result: { ok: false, code: 'NO_CERTIFICATE', reason: (err as Error).message, algorithms } }
    }
  }
  const endEntity = certificates.filter(c => !c.ca)
  if (endEntity.length !== 1) {
    const reason = certificates.length === 0
      ? 'no KeyInfo/X509Data/X509Certificate in the signature'
      : `KeyInfo holds ${endEntity.length} end-entity certificates; exactly one is expected`
    return { result: { ok: false, code: 'NO_CERTIFICATE', reason, algorithms } }
  }
  return { signature, certificate: endEntity[0], algorithms }
}

function verifyParsed (xml: string, options: VerifyServiceMetadataOptions, chainCheck: (cert: X509Certificate) => ChainCheckResult | Promise<ChainCheckResult>): SmpVerifyResult | Promise<SmpVerifyResult> {
  let doc: Document
  try {
    doc = parseXmlSafely(xml)
  } catch (err) {
    if (err instanceof UnsafeXmlError) return { ok: false, code: 'UNSAFE_XML', reason: err.message }
    throw err
  }
  const inspected = inspect(doc, options.allowSha1 ?? false)
  if (inspected.result !== undefined) return inspected.result
  const certificate = inspected.certificate as X509Certificate
  const base = {
    serviceMetadata: childElements(doc.documentElement as Element, SMP_NS, 'ServiceMetadata')[0],
    certificate,
    certificatePem: certificate.toString(),
    signerSubject: formatDistinguishedName(certificate.subject),
    algorithms: inspected.algorithms
  }
  const check = checkXmlSignature(xml, inspected.signature as Element, { publicCertPem: certificate.toString() })
  const finish = (chain: ChainCheckResult): SmpVerifyResult => {
    if (!check.ok) {
      return { ok: false, code: 'SIGNATURE_INVALID', reason: `signature invalid: ${check.reason}`, signatureValid: false, signatureReason: check.reason, chain, ...base }
    }
    if (!chain.ok) {
      return { ok: false, code: 'CERTIFICATE_INVALID', reason: `SMP certificate not accepted: ${chain.reason}`, signatureValid: true, signatureReason: 'ok', chain, ...base }
    }
    return { ok: true, code: 'OK', reason: 'ok', signatureValid: true, signatureReason: 'ok', chain, ...base }
  }
  const chain = chainCheck(certificate)
  return chain instanceof Promise ? chain.then(finish) : finish(chain)
}

/**
 * Verifies a SignedServiceMetadata: the signature (with the algorithm policy above) and the signing certificate's
 * chain to an SMP CA of `trust` at `at` (no revocation: see checkServiceMetadata). Never throws for a bad document.
 */
export function verifyServiceMetadata (xml: string, options: VerifyServiceMetadataOptions): SmpVerifyResult {
  return verifyParsed(xml, options, cert => options.trust.verifyChain(cert, 'smp', { at: options.at })) as SmpVerifyResult
}

/** verifyServiceMetadata plus the trust store's revocation check of the SMP certificate (when it has one). */
export async function checkServiceMetadata (xml: string, options: VerifyServiceMetadataOptions): Promise<SmpVerifyResult> {
  return await verifyParsed(xml, options, async cert => await options.trust.checkCertificate(cert, 'smp', { at: options.at }))
}
