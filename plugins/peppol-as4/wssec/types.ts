import type { Document, Element } from '@xmldom/xmldom'

/**
 * Public data types of the WS-Security layer (plugins/peppol-as4/wssec). The AS4 layer (plugins/peppol-as4/as4) builds Attachment
 * values from MIME parts and passes the SOAP envelope as text.
 */

/** One MIME part of a SOAP-with-attachments message. */
export interface Attachment {
  /** Content-ID without 'cid:' and without the angle brackets. */
  contentId: string
  /** MIME type of the part as sent, e.g. application/octet-stream when encrypted, application/gzip when not. */
  contentType: string
  data: Buffer
  /** MIME type of the (plaintext) content, e.g. application/gzip; written to EncryptedData@MimeType. */
  mimeType?: string
  /** Base64 SHA-256 of what the Attachment-Content-Signature-Transform yields, computed while the (large) content was
   * streamed (swa.ts attachmentDigestOfSource); sign and verify use it instead of hashing `data`, which may then be
   * empty. */
  digest?: string
}

/** A certificate and its private key, both PEM (the key PKCS#8 or PKCS#1, unencrypted). */
export interface KeyPair {
  certPem: string
  keyPem: string
}

export interface SignOptions {
  /** wsu:Id values of the elements to sign; default: the ids of eb:Messaging and S12:Body (added when missing). */
  ids?: string[]
  /** Add a signed wsu:Timestamp (Created, and Expires when ttlSeconds is given). Peppol does not need one. */
  timestamp?: { created?: Date, ttlSeconds?: number }
  /** Leave the attachments unsigned (only for cross-checks with tools that cannot resolve cid: references). */
  skipAttachments?: boolean
}

export interface VerifiedReference {
  uri: string
  digestMethod: string
  digestValue: string
  transforms: string[]
}

export interface VerifyResult {
  signerCertPem: string
  signerSubject: string
  references: VerifiedReference[]
  signatureMethod: string
  c14nMethod: string
  /**
   * The parsed envelope the verification used (shared, do not modify): read eb:Messaging from here, and only
   * elements in `signedElements` (or inside them), so what is processed is what was signed.
   */
  document: Document
  /** The elements the "#id" references resolved to, in reference order. */
  signedElements: Element[]
}

export interface VerifyOptions {
  /** Chain and validity check of the signer certificate; throw to refuse it (-> EBMS:0101). */
  trust?: (certPem: string, at: Date) => void
  /** Validation time passed to `trust` (default: now). */
  at?: Date
  /** Every attachment given must be covered by a cid: reference (default true). */
  requireAttachmentReferences?: boolean
  /** eb:Messaging (when present) and S12:Body must be covered by the signature (default true). */
  requireMessagingAndBody?: boolean
}

export interface SecurityDescription {
  signatureMethod?: string
  digestMethods: string[]
  c14nMethod?: string
  references: string[]
  keyTransport?: string
  contentEncryption?: string[]
  tokens: Array<{ subject: string, issuer: string, notBefore: string, notAfter: string }>
}
