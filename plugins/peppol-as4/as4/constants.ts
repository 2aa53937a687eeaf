/**
 * Namespaces and Peppol AS4 profile constants (Peppol AS4 profile 2.0.3 on eDelivery AS4 1.14), shared by the
 * builders (ebms.ts, sbdh.ts) and parsers (ebms-parse.ts, checks.ts). Import them from ebms.ts or from here.
 */
export const NS = {
  S12: 'http://www.w3.org/2003/05/soap-envelope',
  S11: 'http://schemas.xmlsoap.org/soap/envelope/',
  EB: 'http://docs.oasis-open.org/ebxml-msg/ebms/v3.0/ns/core/200704/',
  EBBP: 'http://docs.oasis-open.org/ebxml-bp/ebbp-signals-2.0',
  WSU: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd',
  WSSE: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd',
  DS: 'http://www.w3.org/2000/09/xmldsig#',
  XENC: 'http://www.w3.org/2001/04/xmlenc#',
  EC: 'http://www.w3.org/2001/10/xml-exc-c14n#'
} as const

export const PEPPOL_AS4 = {
  AGREEMENT_REF: 'urn:fdc:peppol.eu:2017:agreements:tia:ap_provider',
  PARTY_ID_TYPE: 'urn:fdc:peppol.eu:2017:identifiers:ap',
  ROLE_INITIATOR: 'http://docs.oasis-open.org/ebxml-msg/ebms/v3.0/ns/core/200704/initiator',
  ROLE_RESPONDER: 'http://docs.oasis-open.org/ebxml-msg/ebms/v3.0/ns/core/200704/responder',
  DEFAULT_MPC: 'http://docs.oasis-open.org/ebxml-msg/ebms/v3.0/ns/core/200704/defaultMPC',
  SERVICE_TYPE: 'cenbii-procid-ubl',
  DOCTYPE_SCHEME: 'busdox-docid-qns',
  PARTICIPANT_SCHEME: 'iso6523-actorid-upis',
  ORIGINAL_SENDER: 'originalSender',
  FINAL_RECIPIENT: 'finalRecipient',
  COMPRESSION_GZIP: 'application/gzip',
  PAYLOAD_MIME_TYPE: 'application/xml',
  /** Seat id (AP certificate CN) pattern. */
  SEAT_ID_RE: /^P[A-Z]{2}[0-9]{6}$/
} as const

