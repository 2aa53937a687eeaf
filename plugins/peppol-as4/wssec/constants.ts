/**
 * Namespaces and algorithm URIs of WS-Security 1.1 / SwA profile 1.1 / XMLDSig / XML Encryption 1.1 as the Peppol
 * AS4 profile uses them (PEPPOL.md (a), "Security"). Data only; every other module of plugins/peppol-as4/wssec imports
 * its names from here so a URI is spelled once.
 */

export const NS = {
  S12: 'http://www.w3.org/2003/05/soap-envelope',
  WSSE: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd',
  WSSE11: 'http://docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd',
  WSU: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd',
  DS: 'http://www.w3.org/2000/09/xmldsig#',
  EC: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  XENC: 'http://www.w3.org/2001/04/xmlenc#',
  XENC11: 'http://www.w3.org/2009/xmlenc11#',
  EB: 'http://docs.oasis-open.org/ebxml-msg/ebms/v3.0/ns/core/200704/',
  XMLNS: 'http://www.w3.org/2000/xmlns/'
} as const

export const WSS = {
  X509V3: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3',
  BASE64: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary',
  ENCRYPTED_KEY_TOKEN: 'http://docs.oasis-open.org/wss/oasis-wss-soap-message-security-1.1#EncryptedKey',
  ATTACHMENT_CONTENT_SIGNATURE: 'http://docs.oasis-open.org/wss/oasis-wss-SwAProfile-1.1#Attachment-Content-Signature-Transform',
  ATTACHMENT_COMPLETE_SIGNATURE: 'http://docs.oasis-open.org/wss/oasis-wss-SwAProfile-1.1#Attachment-Complete-Signature-Transform',
  ATTACHMENT_CIPHERTEXT: 'http://docs.oasis-open.org/wss/oasis-wss-SwAProfile-1.1#Attachment-Ciphertext-Transform',
  ATTACHMENT_CONTENT_ONLY: 'http://docs.oasis-open.org/wss/oasis-wss-SwAProfile-1.1#Attachment-Content-Only',
  ATTACHMENT_COMPLETE: 'http://docs.oasis-open.org/wss/oasis-wss-SwAProfile-1.1#Attachment-Complete'
} as const

export const ALGO = {
  EXC_C14N: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  RSA_SHA256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  SHA256: 'http://www.w3.org/2001/04/xmlenc#sha256',
  RSA_OAEP_11: 'http://www.w3.org/2009/xmlenc11#rsa-oaep',
  RSA_OAEP_MGF1P: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
  MGF1_SHA256: 'http://www.w3.org/2009/xmlenc11#mgf1sha256',
  AES128_GCM: 'http://www.w3.org/2009/xmlenc11#aes128-gcm'
} as const

/** Prefixes used when Wharf writes a header (the ones phase4 writes). */
export const PREFIX = { S12: 'S12', WSSE: 'wsse', WSSE11: 'wsse11', WSU: 'wsu', DS: 'ds', EC: 'ec', XENC: 'xenc', XENC11: 'xenc11' } as const

/** AES-GCM as XML Encryption 1.1 section 5.2.4 uses it: 96-bit IV before the ciphertext, 128-bit tag after it. */
export const GCM_IV_BYTES = 12
export const GCM_TAG_BYTES = 16
export const AES128_KEY_BYTES = 16
