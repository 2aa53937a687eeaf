/**
 * WsSecurityError: every refusal of the WS-Security layer, carrying the ebMS3 error code the AS4 layer answers with
 * (ebMS3 core section 6.7.2 "Security Processing Errors"):
 *   EBMS:0101 FailedAuthentication  signature invalid, algorithm not allowed, signer certificate not trusted
 *   EBMS:0102 FailedDecryption      the attachments cannot be decrypted with our key
 *   EBMS:0103 PolicyNoncompliance   no or several security headers, no signature, token not a BinarySecurityToken
 *
 * `reason` is the explanation in words (fit for eb:ErrorDetail); `kind` a short machine-readable code for logs and
 * tests; `message` is "<code> <short description>: <reason>".
 */

export type WsSecurityEbmsCode = 'EBMS:0101' | 'EBMS:0102' | 'EBMS:0103'

export const EBMS_SHORT_DESCRIPTION: Record<WsSecurityEbmsCode, string> = {
  'EBMS:0101': 'FailedAuthentication',
  'EBMS:0102': 'FailedDecryption',
  'EBMS:0103': 'PolicyNoncompliance'
}

export type WsSecurityErrorKind =
  | 'MALFORMED' // not a parseable SOAP 1.2 envelope
  | 'NO_SECURITY_HEADER'
  | 'SEVERAL_SECURITY_HEADERS'
  | 'NO_SIGNATURE'
  | 'SEVERAL_SIGNATURES'
  | 'ALGORITHM' // signature, digest, canonicalization or transform not allowed
  | 'TOKEN' // signer or recipient key not given as a X509v3 BinarySecurityToken referenced directly
  | 'CERTIFICATE' // the token is not a certificate
  | 'REFERENCE' // a reference does not resolve, resolves to several elements, or duplicates another
  | 'UNSIGNED_PART' // Messaging, Body or an attachment is not covered by the signature
  | 'DIGEST_MISMATCH'
  | 'SIGNATURE_VALUE'
  | 'UNTRUSTED' // the trust callback refused the signer certificate
  | 'WRONG_RECIPIENT' // encrypted for another certificate
  | 'UNENCRYPTED' // an attachment travelled without encryption
  | 'DECRYPTION' // key unwrap or AES-GCM authentication failed, or the encrypted data is incomplete

export class WsSecurityError extends Error {
  readonly ebmsCode: WsSecurityEbmsCode
  readonly reason: string
  readonly kind: WsSecurityErrorKind

  constructor (ebmsCode: WsSecurityEbmsCode, kind: WsSecurityErrorKind, reason: string, options?: { cause?: unknown }) {
    super(`${ebmsCode} ${EBMS_SHORT_DESCRIPTION[ebmsCode]}: ${reason}`, options)
    this.name = 'WsSecurityError'
    this.ebmsCode = ebmsCode
    this.kind = kind
    this.reason = reason
  }

  /** The ebMS short description of the code, e.g. 'FailedAuthentication'. */
  get shortDescription (): string {
    return EBMS_SHORT_DESCRIPTION[this.ebmsCode]
  }
}

export const authFailure = (kind: WsSecurityErrorKind, reason: string, cause?: unknown): WsSecurityError =>
  new WsSecurityError('EBMS:0101', kind, reason, cause === undefined ? undefined : { cause })
export const decryptFailure = (kind: WsSecurityErrorKind, reason: string, cause?: unknown): WsSecurityError =>
  new WsSecurityError('EBMS:0102', kind, reason, cause === undefined ? undefined : { cause })
export const policyFailure = (kind: WsSecurityErrorKind, reason: string, cause?: unknown): WsSecurityError =>
  new WsSecurityError('EBMS:0103', kind, reason, cause === undefined ? undefined : { cause })
