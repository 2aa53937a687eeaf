/**
 * encryptAttachments: encrypts the attachments of a (normally already signed) Peppol AS4 message for the
 * recipient's certificate (PEPPOL.md (a), "Key transport", "Content encryption"; SwA profile 1.1 section 5.5).
 *
 * One random AES-128 key per message. Each attachment becomes IV(12) || AES-128-GCM ciphertext || tag(16)
 * (XML Encryption 1.1 section 5.2.4) and its MIME type application/octet-stream. Prepended to wsse:Security (the
 * order phase4/WSS4J write, so the signature that was there stays last):
 *   <wsse:BinarySecurityToken wsu:Id="X509-..."> recipient certificate
 *   <xenc:EncryptedKey Id="EK-...">  rsa-oaep (xmlenc11) + DigestMethod sha256 + MGF mgf1sha256,
 *       KeyInfo -> the token above, CipherValue, ReferenceList of the EncryptedData ids
 *   <xenc:EncryptedData Id="ED-..." Type="...#Attachment-Content-Only" MimeType="<plaintext type>">  per attachment,
 *       aes128-gcm, KeyInfo -> the EncryptedKey, CipherReference URI="cid:..." + Attachment-Ciphertext-Transform
 * node:crypto's `oaepHash: 'sha256'` sets both the OAEP digest and the MGF1 digest, which is what the two
 * algorithm URIs say.
 *
 * Envelopes signed on signEnvelope's text path get the same blocks written as text (encrypt-text.ts), no DOM.
 *
 * Large attachments (streamed from a spool file, never held in memory): encryptAttachmentsDeferred writes the same
 * header blocks but returns, per attachment, the ciphertext length (12 + n + 16) and a factory of the ciphertext as a
 * stream (aesGcmEncryptStream: the IV, then the ciphertext as the plaintext stream flows, then the tag):
 *   const enc = encryptAttachmentsDeferred(signed, [{ ...attachment, data: EMPTY }], theirCertPem)
 *   enc.attachments[0].encrypt(fs.createReadStream(gzFile), gzSize)   // Readable of enc.attachments[0].length bytes
 */
import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto'
import { Transform, type Readable } from 'node:stream'
import { type Document, type Element, XMLSerializer } from '@xmldom/xmldom'
import { AES128_KEY_BYTES, ALGO, GCM_IV_BYTES, GCM_TAG_BYTES, NS, WSS } from './constants.ts'
import { certInfo, declareSecurityPrefixes, el, newId, securityHeaders, takeDocument, xmlns } from './dom.ts'
import { cidUri } from './swa.ts'
import { encryptionHeaderText } from './encrypt-text.ts'
import { securityContentOf } from './sign-text.ts'
import type { Attachment } from './types.ts'
import { collectAsStreamed } from '../../../core/sdk/blobs.ts'

export const ENCRYPTED_CONTENT_TYPE = 'application/octet-stream'

/** IV || AES-128-GCM(plaintext) || tag. */
export function aesGcmEncrypt (key: Buffer, plaintext: Buffer): Buffer {
  const iv = randomBytes(GCM_IV_BYTES)
  const cipher = createCipheriv('aes-128-gcm', key, iv)
  const body = cipher.update(plaintext)
  const final = cipher.final()
  return Buffer.concat([iv, body, final, cipher.getAuthTag()])
}

/** RSA-OAEP with SHA-256 as OAEP digest and MGF1-SHA-256. */
export const rsaOaepEncrypt = (certPem: string, data: Buffer): Buffer =>
  publicEncrypt({ key: certInfo(certPem).publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data)

/**
 * Encrypts every attachment for `recipientCertPem`. The envelope must be SOAP 1.2; its wsse:Security header is
 * created when the message is not signed. Throws a plain Error when there is nothing to encrypt or the
 * certificate is unusable.
 */
export function encryptAttachments (envelopeXml: string, attachments: Attachment[], recipientCertPem: string): { envelopeXml: string, attachments: Attachment[] } {
  const { envelopeXml: xml, key } = encryptionHeader(envelopeXml, attachments, recipientCertPem)
  return {
    envelopeXml: xml,
    attachments: attachments.map(a => ({ contentId: a.contentId, contentType: ENCRYPTED_CONTENT_TYPE, data: aesGcmEncrypt(key, a.data), mimeType: a.mimeType ?? a.contentType }))
  }
}

/** Ciphertext length of an attachment of `plaintextBytes` bytes: IV || ciphertext (same length) || tag. */
export const encryptedLength = (plaintextBytes: number): number => GCM_IV_BYTES + plaintextBytes + GCM_TAG_BYTES

/** One attachment of encryptAttachmentsDeferred: what the MIME part needs, the ciphertext produced on demand. */
export interface DeferredEncryptedAttachment {
  contentId: string
  contentType: typeof ENCRYPTED_CONTENT_TYPE
  mimeType: string
  /**
   * IV || AES-128-GCM(plaintext) || tag as a stream, encrypting `plaintext` (which must yield exactly
   * `plaintextBytes` bytes, else the stream fails) as it is read. Each call draws a fresh IV.
   */
  encrypt: (plaintext: Readable, plaintextBytes: number) => Readable
}

/**
 * encryptAttachments for attachments too large to hold: the same envelope (EncryptedKey, one EncryptedData per
 * attachment, same key handling), but the attachment bytes are not touched (`data` may be empty); each returned
 * attachment encrypts a plaintext stream on demand.
 */
export function encryptAttachmentsDeferred (envelopeXml: string, attachments: Attachment[], recipientCertPem: string): { envelopeXml: string, attachments: DeferredEncryptedAttachment[] } {
  const { envelopeXml: xml, key } = encryptionHeader(envelopeXml, attachments, recipientCertPem)
  return {
    envelopeXml: xml,
    attachments: attachments.map(a => ({
      contentId: a.contentId,
      contentType: ENCRYPTED_CONTENT_TYPE,
      mimeType: a.mimeType ?? a.contentType,
      encrypt: (plaintext: Readable, plaintextBytes: number) => aesGcmEncryptStream(key, plaintext, plaintextBytes)
    }))
  }
}

/**
 * IV || AES-128-GCM(plaintext) || tag as a stream (the counterpart of aesGcmEncrypt). `expectedBytes`, when given, is
 * checked: a plaintext of another length fails the stream instead of producing a body of the wrong length.
 */
export function aesGcmEncryptStream (key: Buffer, plaintext: Readable, expectedBytes?: number): Readable {
  const iv = randomBytes(GCM_IV_BYTES)
  const cipher = createCipheriv('aes-128-gcm', key, iv)
  let seen = 0
  let first = true
  const t = new Transform({
    transform (chunk: Buffer, _enc, done) {
      seen += chunk.length
      collectAsStreamed(chunk.length)
      if (expectedBytes !== undefined && seen > expectedBytes) { done(new Error(`the attachment is longer than ${expectedBytes} bytes`)); return }
      const out = cipher.update(chunk)
      if (first) { first = false; done(null, Buffer.concat([iv, out])) } else done(null, out)
    },
    flush (done) {
      if (expectedBytes !== undefined && seen !== expectedBytes) { done(new Error(`the attachment has ${seen} bytes, ${expectedBytes} expected`)); return }
      const final = cipher.final()
      done(null, Buffer.concat(first ? [iv, final, cipher.getAuthTag()] : [final, cipher.getAuthTag()]))
    }
  })
  plaintext.on('error', err => t.destroy(err))
  t.on('close', () => { if (!plaintext.destroyed) plaintext.destroy() })
  return plaintext.pipe(t)
}

function rsaRecipient (certPem: string): ReturnType<typeof certInfo> {
  const recipient = certInfo(certPem)
  if (recipient.publicKey.asymmetricKeyType !== 'rsa') throw new Error('the recipient certificate has no RSA key')
  return recipient
}

/** The EncryptedKey / EncryptedData blocks for `attachments` with a fresh key (see the module comment). */
function encryptionHeader (envelopeXml: string, attachments: Attachment[], recipientCertPem: string): { envelopeXml: string, key: Buffer } {
  if (attachments.length === 0) throw new Error('there are no attachments to encrypt')
  if (securityContentOf(envelopeXml) !== undefined) { // signed on the text path: the same blocks, written as text
    const recipient = rsaRecipient(recipientCertPem)
    const key = randomBytes(AES128_KEY_BYTES)
    const text = encryptionHeaderText(envelopeXml, attachments, recipient.base64, rsaOaepEncrypt(recipientCertPem, key).toString('base64'))
    if (text !== undefined) return { envelopeXml: text, key }
  }
  const { doc, envelope, header } = takeDocument(envelopeXml)
  const recipient = rsaRecipient(recipientCertPem)

  let security = securityHeaders(header)[0]
  if (security === undefined) {
    const soapPrefix = envelope.prefix ?? 'S12'
    security = el(doc, NS.WSSE, 'wsse:Security', { ...xmlns('WSSE'), ...xmlns('WSU') })
    if (envelope.prefix === null) security.setAttributeNS(NS.XMLNS, 'xmlns:S12', NS.S12)
    security.setAttributeNS(NS.S12, `${soapPrefix}:mustUnderstand`, 'true')
    header.insertBefore(security, header.firstChild)
  }
  declareSecurityPrefixes(security)
  if (security.getElementsByTagNameNS(NS.XENC, 'EncryptedKey').length > 0) throw new Error('the envelope is already encrypted')

  const key = randomBytes(AES128_KEY_BYTES)
  const tokenId = newId('X509')
  const keyId = newId('EK')
  const dataElements = attachments.map(a => encryptedData(doc, newId('ED'), keyId, a))

  const token = el(doc, NS.WSSE, 'wsse:BinarySecurityToken', { EncodingType: WSS.BASE64, ValueType: WSS.X509V3, 'wsu:Id': tokenId }, [recipient.base64])
  const encryptedKey = el(doc, NS.XENC, 'xenc:EncryptedKey', { ...xmlns('XENC'), Id: keyId }, [
    el(doc, NS.XENC, 'xenc:EncryptionMethod', { Algorithm: ALGO.RSA_OAEP_11 }, [
      el(doc, NS.DS, 'ds:DigestMethod', { ...xmlns('DS'), Algorithm: ALGO.SHA256 }),
      el(doc, NS.XENC11, 'xenc11:MGF', { 'xmlns:xenc11': NS.XENC11, Algorithm: ALGO.MGF1_SHA256 })
    ]),
    el(doc, NS.DS, 'ds:KeyInfo', xmlns('DS'), [
      el(doc, NS.WSSE, 'wsse:SecurityTokenReference', {}, [el(doc, NS.WSSE, 'wsse:Reference', { URI: `#${tokenId}`, ValueType: WSS.X509V3 })])
    ]),
    el(doc, NS.XENC, 'xenc:CipherData', {}, [el(doc, NS.XENC, 'xenc:CipherValue', {}, [rsaOaepEncrypt(recipientCertPem, key).toString('base64')])]),
    el(doc, NS.XENC, 'xenc:ReferenceList', {}, dataElements.map(d => el(doc, NS.XENC, 'xenc:DataReference', { URI: `#${d.getAttribute('Id') as string}` })))
  ])
  const first = security.firstChild
  for (const node of [token, encryptedKey, ...dataElements]) security.insertBefore(node, first)
  return { envelopeXml: new XMLSerializer().serializeToString(doc), key }
}

function encryptedData (doc: Document, id: string, keyId: string, a: Attachment): Element {
  return el(doc, NS.XENC, 'xenc:EncryptedData', { ...xmlns('XENC'), Id: id, MimeType: a.mimeType ?? a.contentType, Type: WSS.ATTACHMENT_CONTENT_ONLY }, [
    el(doc, NS.XENC, 'xenc:EncryptionMethod', { Algorithm: ALGO.AES128_GCM }),
    el(doc, NS.DS, 'ds:KeyInfo', xmlns('DS'), [
      el(doc, NS.WSSE, 'wsse:SecurityTokenReference', { 'xmlns:wsse11': NS.WSSE11, 'wsse11:TokenType': WSS.ENCRYPTED_KEY_TOKEN }, [
        el(doc, NS.WSSE, 'wsse:Reference', { URI: `#${keyId}` })
      ])
    ]),
    el(doc, NS.XENC, 'xenc:CipherData', {}, [
      el(doc, NS.XENC, 'xenc:CipherReference', { URI: cidUri(a.contentId) }, [
        el(doc, NS.XENC, 'xenc:Transforms', {}, [
          el(doc, NS.DS, 'ds:Transform', { ...xmlns('DS'), Algorithm: WSS.ATTACHMENT_CIPHERTEXT })
        ])
      ])
    ])
  ])
}
