/**
 * Cryptographic check of one ds:Signature with xml-crypto (with the C14N fix of c14n-fix.ts): every Reference digest
 * and the SignatureValue over the canonical SignedInfo, with a key the caller chose. Which certificate to trust and
 * which algorithms to accept are the caller's policy (see smp-signature.ts); this module only says whether the
 * signature is intact, and if not, why.
 */
import type { Element } from '@xmldom/xmldom'
import { SignedXml } from './c14n-fix.ts'
import { assertNoDoctype } from '../../../core/sdk/xml.ts'

export const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#'

export const ALG = {
  C14N: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  C14N_WITH_COMMENTS: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315#WithComments',
  EXC_C14N: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  EXC_C14N_WITH_COMMENTS: 'http://www.w3.org/2001/10/xml-exc-c14n#WithComments',
  ENVELOPED: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
  RSA_SHA1: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
  RSA_SHA256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  RSA_SHA512: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512',
  SHA1: 'http://www.w3.org/2000/09/xmldsig#sha1',
  SHA256: 'http://www.w3.org/2001/04/xmlenc#sha256',
  SHA512: 'http://www.w3.org/2001/04/xmlenc#sha512'
} as const

export interface ReferenceCheck {
  uri: string
  ok: boolean
  error?: string
}

export interface SignatureCheck {
  ok: boolean
  /** 'ok', or the first problem in words. */
  reason: string
  references: ReferenceCheck[]
}

export interface CheckSignatureOptions {
  /** The verification key: a PEM certificate (or public key) chosen by the caller. */
  publicCertPem: string
  /** 'wssecurity' resolves `#id` references by wsu:Id as well as Id/ID/id. */
  idMode?: 'wssecurity'
}

/**
 * Checks `signature` (an element of a document parsed from exactly `xml`). Never throws for a bad signature;
 * a document with a DOCTYPE throws UnsafeXmlError (xml-crypto re-parses `xml` itself).
 */
export function checkXmlSignature (xml: string, signature: Element, options: CheckSignatureOptions): SignatureCheck {
  assertNoDoctype(xml)
  const sig = new SignedXml({ publicCert: options.publicCertPem, idMode: options.idMode })
  const references = (): ReferenceCheck[] => sig.getReferences().map(r => ({
    uri: r.uri,
    ok: r.validationError === undefined,
    ...(r.validationError !== undefined ? { error: r.validationError.message } : {})
  }))
  try {
    sig.loadSignature(signature as unknown as Parameters<SignedXml['loadSignature']>[0])
  } catch (err) {
    return { ok: false, reason: `cannot read the signature: ${(err as Error).message}`, references: [] }
  }
  try {
    if (sig.checkSignature(xml)) return { ok: true, reason: 'ok', references: references() }
    const refs = references()
    const bad = refs.find(r => !r.ok)
    return {
      ok: false,
      reason: bad !== undefined ? `reference ${JSON.stringify(bad.uri)}: ${bad.error ?? 'digest mismatch'}` : 'a reference does not validate',
      references: refs
    }
  } catch (err) {
    const message = (err as Error).message
    const reason = /signature value .* is incorrect/.test(message)
      ? 'the SignatureValue does not verify with the signing certificate (the SignedInfo was changed or another key signed it)'
      : message
    return { ok: false, reason, references: references() }
  }
}
