/**
 * WS-Security for Peppol AS4 (SOAP 1.2 with attachments): sign then encrypt on sending, decrypt then verify on
 * receiving. See README.md in this folder for the algorithms and error codes.
 *
 *   const signed = signEnvelope(envelopeXml, attachments, ourKeyPair)
 *   const { envelopeXml: out, attachments: parts } = encryptAttachments(signed, attachments, theirCertPem)
 *   ...
 *   const plain = decryptAttachments(receivedXml, receivedParts, ourKeyPair)
 *   const result = verifyEnvelope(plain.envelopeXml, plain.attachments, { trust: (pem, at) => ... })
 */
export type { Attachment, KeyPair, SignOptions, VerifiedReference, VerifyOptions, VerifyResult, SecurityDescription } from './types.ts'
export { signEnvelope, signEnvelopeWithDom } from './sign.ts'
export { signedReferencesOf, type SignedReference } from './sign-text.ts'
export { encryptAttachments, ENCRYPTED_CONTENT_TYPE } from './encrypt.ts'
export { decryptAttachments, type DecryptOptions } from './decrypt.ts'
export { verifyEnvelope } from './verify.ts'
export { describeSecurity } from './describe.ts'
/** Read-only parse of a received envelope, shared with decryptAttachments/verifyEnvelope on the same text. */
export { parseEnvelopeShared as parseSoapEnvelope, type ParsedEnvelope } from './dom.ts'
/** The signed envelope's document, read-only, before encryptAttachments (saves a parse on sending). */
export { peekSignedDocument } from './dom.ts'
export { WsSecurityError, EBMS_SHORT_DESCRIPTION, type WsSecurityEbmsCode, type WsSecurityErrorKind } from './errors.ts'
export { ALGO as WSSEC_ALGORITHMS, NS as WSSEC_NAMESPACES, WSS as WSSEC_URIS } from './constants.ts'
