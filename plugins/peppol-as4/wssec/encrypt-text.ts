/**
 * encryptAttachments' header blocks without a DOM (issue 21 point 2), for an envelope signEnvelope has just signed on
 * its text path (sign-text.ts knows where that Security header's content starts): the BinarySecurityToken,
 * EncryptedKey and EncryptedData blocks of encrypt.ts written as text, in the form the DOM path serializes them, and
 * put first in the Security header. Any other envelope (undefined here) goes through the DOM path in encrypt.ts.
 * encrypt-text.test.ts holds both paths to the same bytes apart from the fresh ids and the wrapped key.
 */
import { ALGO, NS, WSS } from './constants.ts'
import { escapeAttr } from '../xmldsig/exc-c14n-stream.ts'
import { newId } from './dom.ts'
import { securityContentOf } from './sign-text.ts'
import { cidUri } from './swa.ts'
import type { Attachment } from './types.ts'

/**
 * The envelope with the encryption blocks for `attachments` (the recipient's certificate as `recipientBase64`, the
 * AES key wrapped as `wrappedKeyBase64`), or undefined when `envelopeXml` was not signed on the text path.
 */
export function encryptionHeaderText (envelopeXml: string, attachments: Attachment[], recipientBase64: string, wrappedKeyBase64: string): string | undefined {
  const at = securityContentOf(envelopeXml)
  if (at === undefined) return undefined
  const tokenId = newId('X509')
  const keyId = newId('EK')
  const data = attachments.map(a => ({ id: newId('ED'), a }))
  const token = `<wsse:BinarySecurityToken EncodingType="${WSS.BASE64}" ValueType="${WSS.X509V3}" wsu:Id="${tokenId}">${recipientBase64}</wsse:BinarySecurityToken>`
  const encryptedKey = `<xenc:EncryptedKey xmlns:xenc="${NS.XENC}" Id="${keyId}">` +
    `<xenc:EncryptionMethod Algorithm="${ALGO.RSA_OAEP_11}"><ds:DigestMethod xmlns:ds="${NS.DS}" Algorithm="${ALGO.SHA256}"/>` +
    `<xenc11:MGF xmlns:xenc11="${NS.XENC11}" Algorithm="${ALGO.MGF1_SHA256}"/></xenc:EncryptionMethod>` +
    `<ds:KeyInfo xmlns:ds="${NS.DS}"><wsse:SecurityTokenReference><wsse:Reference URI="#${tokenId}" ValueType="${WSS.X509V3}"/></wsse:SecurityTokenReference></ds:KeyInfo>` +
    `<xenc:CipherData><xenc:CipherValue>${wrappedKeyBase64}</xenc:CipherValue></xenc:CipherData>` +
    `<xenc:ReferenceList>${data.map(d => `<xenc:DataReference URI="#${d.id}"/>`).join('')}</xenc:ReferenceList></xenc:EncryptedKey>`
  const encryptedData = data.map(({ id, a }) =>
    `<xenc:EncryptedData xmlns:xenc="${NS.XENC}" Id="${id}" MimeType="${escapeAttr(a.mimeType ?? a.contentType)}" Type="${WSS.ATTACHMENT_CONTENT_ONLY}">` +
    `<xenc:EncryptionMethod Algorithm="${ALGO.AES128_GCM}"/>` +
    `<ds:KeyInfo xmlns:ds="${NS.DS}"><wsse:SecurityTokenReference xmlns:wsse11="${NS.WSSE11}" wsse11:TokenType="${WSS.ENCRYPTED_KEY_TOKEN}">` +
    `<wsse:Reference URI="#${keyId}"/></wsse:SecurityTokenReference></ds:KeyInfo>` +
    `<xenc:CipherData><xenc:CipherReference URI="${escapeAttr(cidUri(a.contentId))}"><xenc:Transforms>` +
    `<ds:Transform xmlns:ds="${NS.DS}" Algorithm="${WSS.ATTACHMENT_CIPHERTEXT}"/></xenc:Transforms></xenc:CipherReference></xenc:CipherData>` +
    '</xenc:EncryptedData>').join('')
  return envelopeXml.slice(0, at) + token + encryptedKey + encryptedData + envelopeXml.slice(at)
}
