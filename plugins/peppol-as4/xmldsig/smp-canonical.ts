/**
 * Signing SMP answers without a DOM (issue 21, point 2). The ServiceMetadata an SMP serves is written by Wharf
 * (smp-xml/build.ts), so it can be written in canonical form directly (XmlWriter's canonical mode): then the
 * enveloped-signature reference's digest is the SHA-256 of those bytes inside `<SignedServiceMetadata>`, and the
 * SignedInfo is a fixed template, also canonical. One RSA signature and one hash per answer; no parse, no C14N, no
 * serialisation, and the key is parsed and checked against the certificate once, when the signer is made.
 *
 * The signature is the one signServiceMetadata (smp-signature.ts, xml-crypto) makes of the same ServiceMetadata:
 * RSA-SHA256 over inclusive C14N 1.0, one Reference URI="" with the enveloped-signature transform, SHA-256, the SMP
 * certificate in KeyInfo. The tests check that both give the same DigestValue and SignatureValue, and that xmlsec1
 * verifies the result. Input that the canonical writer cannot give (extensions: raw XML) is signed the general way.
 *
 *   const signer = createServiceMetadataSigner({ certPem, keyPem })
 *   const xml = signer.sign(serviceMetadataInput)      // the SignedServiceMetadata, with an XML declaration
 */
import { createHash, createPrivateKey, createPublicKey, sign as rsaSign, type KeyObject } from 'node:crypto'
import { derToBase64, toX509 } from '../../../core/sdk/x509.ts'
import { serviceMetadataXml, type ServiceMetadataInput } from '../smp-xml/build.ts'
import { NotCanonicalError } from '../smp-xml/xml.ts'
import { signServiceMetadata, SMP_NS, type SignServiceMetadataOptions } from './smp-signature.ts'
import { ALG, DSIG_NS } from './verify.ts'

export interface ServiceMetadataSigner {
  /** The SignedServiceMetadata of `input`; throws like serviceMetadataXml on invalid input. */
  sign: (input: ServiceMetadataInput) => string
  /** The same, with the RSA operation on libuv's thread pool (node:crypto sign with a callback), so that a server's
   * main thread goes on serving while it runs: what the SMP's routes use. */
  signAsync: (input: ServiceMetadataInput) => Promise<string>
}

/** The canonical SignedInfo (its own default namespace declared, as C14N renders the apex of the signed subset). */
const signedInfo = (digest: string): string =>
  `<SignedInfo xmlns="${DSIG_NS}"><CanonicalizationMethod Algorithm="${ALG.C14N}"></CanonicalizationMethod>` +
  `<SignatureMethod Algorithm="${ALG.RSA_SHA256}"></SignatureMethod><Reference URI=""><Transforms>` +
  `<Transform Algorithm="${ALG.ENVELOPED}"></Transform></Transforms><DigestMethod Algorithm="${ALG.SHA256}"></DigestMethod>` +
  `<DigestValue>${digest}</DigestValue></Reference></SignedInfo>`

export function createServiceMetadataSigner (options: SignServiceMetadataOptions): ServiceMetadataSigner {
  const cert = toX509(options.certPem)
  const key: KeyObject = createPrivateKey(options.keyPem)
  if (!createPublicKey(key).export({ type: 'spki', format: 'der' }).equals(cert.publicKey.export({ type: 'spki', format: 'der' }))) {
    throw new Error('the private key does not belong to the SMP certificate')
  }
  const keyInfo = `<KeyInfo><X509Data><X509Certificate>${derToBase64(cert.raw)}</X509Certificate></X509Data></KeyInfo>`
  const open = `<SignedServiceMetadata xmlns="${SMP_NS}">`
  /** The canonical document without its signature and its SignedInfo, or null when only the general path can sign it. */
  const prepare = (input: ServiceMetadataInput): { body: string, info: string } | null => {
    let body: string
    try {
      body = open + serviceMetadataXml(input, { canonical: true })
    } catch (err) {
      if (err instanceof NotCanonicalError) return null
      throw err
    }
    // The enveloped transform removes the Signature: what is digested is the document without it.
    return { body, info: signedInfo(createHash('sha256').update(`${body}</SignedServiceMetadata>`).digest('base64')) }
  }
  const assemble = (p: { body: string, info: string }, value: Buffer): string =>
    `<?xml version="1.0" encoding="UTF-8"?>\n${p.body}<Signature xmlns="${DSIG_NS}">${p.info.replace(` xmlns="${DSIG_NS}"`, '')}` +
    `<SignatureValue>${value.toString('base64')}</SignatureValue>${keyInfo}</Signature></SignedServiceMetadata>`
  return {
    sign (input) {
      const p = prepare(input)
      return p === null ? signServiceMetadata(serviceMetadataXml(input), options) : assemble(p, rsaSign('sha256', Buffer.from(p.info), key))
    },
    async signAsync (input) {
      const p = prepare(input)
      if (p === null) return signServiceMetadata(serviceMetadataXml(input), options)
      const value = await new Promise<Buffer>((resolve, reject) => {
        rsaSign('sha256', Buffer.from(p.info), key, (err, sig) => { if (err !== null) reject(err); else resolve(sig) })
      })
      return assemble(p, value)
    }
  }
}
