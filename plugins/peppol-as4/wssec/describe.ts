/**
 * describeSecurity: what the wsse:Security header of an envelope says, without any key and without verifying
 * anything (for a diagnostics CLI and logs): algorithms, reference URIs, and the subject, issuer and validity of
 * every BinarySecurityToken. Throws a plain Error only when the text is not a SOAP 1.2 envelope.
 */
import type { Element } from '@xmldom/xmldom'
import { childElements } from '../../../core/sdk/xml.ts'
import { NS } from './constants.ts'
import { certInfo, onlyChild, parseEnvelopeShared, securityHeaders, tokenText } from './dom.ts'
import type { SecurityDescription } from './types.ts'

const algorithmOf = (e: Element | undefined): string | undefined => e?.getAttribute('Algorithm') ?? undefined

export function describeSecurity (envelopeXml: string): SecurityDescription {
  const { header } = parseEnvelopeShared(envelopeXml)
  const out: SecurityDescription = { digestMethods: [], references: [], tokens: [] }
  for (const security of securityHeaders(header)) {
    for (const bst of childElements(security, NS.WSSE, 'BinarySecurityToken')) {
      try {
        const cert = certInfo(tokenText(bst))
        out.tokens.push({ subject: cert.subject, issuer: cert.x509.issuer.split('\n').join(', '), notBefore: cert.x509.validFrom, notAfter: cert.x509.validTo })
      } catch (err) {
        out.tokens.push({ subject: `(not a certificate: ${(err as Error).message})`, issuer: '', notBefore: '', notAfter: '' })
      }
    }
    for (const signature of childElements(security, NS.DS, 'Signature')) {
      const signedInfo = onlyChild(signature, NS.DS, 'SignedInfo')
      if (signedInfo === undefined) continue
      out.signatureMethod ??= algorithmOf(onlyChild(signedInfo, NS.DS, 'SignatureMethod'))
      out.c14nMethod ??= algorithmOf(onlyChild(signedInfo, NS.DS, 'CanonicalizationMethod'))
      for (const ref of childElements(signedInfo, NS.DS, 'Reference')) {
        out.references.push(ref.getAttribute('URI') ?? '')
        const digest = algorithmOf(onlyChild(ref, NS.DS, 'DigestMethod'))
        if (digest !== undefined && !out.digestMethods.includes(digest)) out.digestMethods.push(digest)
      }
    }
    for (const key of childElements(security, NS.XENC, 'EncryptedKey')) {
      out.keyTransport ??= algorithmOf(onlyChild(key, NS.XENC, 'EncryptionMethod'))
    }
    for (const data of childElements(security, NS.XENC, 'EncryptedData')) {
      const alg = algorithmOf(onlyChild(data, NS.XENC, 'EncryptionMethod'))
      if (alg === undefined) continue
      out.contentEncryption ??= []
      if (!out.contentEncryption.includes(alg)) out.contentEncryption.push(alg)
    }
  }
  return out
}
