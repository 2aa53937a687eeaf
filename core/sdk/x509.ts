/**
 * SDK: X.509 helpers over node:crypto (core/crypto/certificates.ts): PEM/DER conversions, subject attributes, the
 * Peppol seat id of an AP certificate, validity and fingerprints. For plugins that sign, verify or publish
 * certificates.
 *
 *   const [cert] = certificatesFromPem(pem); seatIdOf(cert)  // 'PXX000001' or undefined
 */
export * from '../crypto/certificates.ts'
