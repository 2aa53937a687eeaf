/**
 * SOAP-with-Attachments profile 1.1 pieces shared by signing and verification: the octets the
 * Attachment-Content-Signature-Transform yields for an attachment (section 5.4.2), and matching a `cid:` URI to an
 * attachment's Content-ID.
 *
 * Content canonicalization by MIME type (the part's Content-Type, as WSS4J/phase4 do it):
 *   - XML types (text/xml, application/xml, *+xml): Exclusive C14N without comments of the document element;
 *   - other text/* types: line ends normalized to CRLF;
 *   - anything else, e.g. the Peppol payload application/gzip: the bytes as they are.
 */
import { createHash } from 'node:crypto'
import { parseXmlSafely } from '../../../core/sdk/xml.ts'
import { canonicalize } from './dom.ts'
import type { Attachment } from './types.ts'
import { openSource, readSource, type ByteSource } from '../../../core/sdk/blobs.ts'

const XML_TYPE = /^(text\/xml|application\/xml|(application|image)\/[^;]*\+xml)\b/i
const TEXT_TYPE = /^text\//i

/** The octets covered by the Attachment-Content-Signature-Transform. */
export function attachmentContentOctets (attachment: Attachment): Buffer {
  const type = attachment.contentType.trim()
  if (XML_TYPE.test(type)) {
    const doc = parseXmlSafely(attachment.data.toString('utf8'), { maxLength: 64 * 1024 * 1024 })
    return Buffer.from(canonicalize(doc.documentElement as NonNullable<typeof doc.documentElement>), 'utf8')
  }
  if (TEXT_TYPE.test(type)) return Buffer.from(attachment.data.toString('latin1').replace(/\r\n|\r|\n/g, '\r\n'), 'latin1')
  return attachment.data
}

/** Base64 SHA-256 digest of the attachment as the transform yields it (the precomputed `digest` when given). */
export const attachmentDigest = (attachment: Attachment): string =>
  attachment.digest ?? createHash('sha256').update(attachmentContentOctets(attachment)).digest('base64')

/** Whether the transform passes the content through unchanged (binary types, e.g. application/gzip), so its digest
 * can be computed while streaming. */
export const isBinaryContent = (contentType: string): boolean => !XML_TYPE.test(contentType.trim()) && !TEXT_TYPE.test(contentType.trim())

/** The transform's digest of a large binary attachment, streamed (XML and text types need the whole content: use
 * attachmentDigest on the bytes). */
export async function attachmentDigestOfSource (contentType: string, src: ByteSource): Promise<string> {
  if (!isBinaryContent(contentType)) {
    return attachmentDigest({ contentId: '', contentType, data: await readSource(src) })
  }
  const hash = createHash('sha256')
  for await (const chunk of openSource(src)) hash.update(chunk as Buffer)
  return hash.digest('base64')
}

/** The cid: URI of an attachment, as phase4 writes it (the Content-ID as is). */
export const cidUri = (contentId: string): string => `cid:${contentId}`

/** The Content-ID a cid: URI names (RFC 2392: percent-decoded), or undefined when it is not a cid: URI. */
export function contentIdOf (uri: string): string | undefined {
  if (!/^cid:/i.test(uri)) return undefined
  const raw = uri.slice(4)
  try { return decodeURIComponent(raw) } catch { return raw }
}

/** The attachment a cid: URI names (exact Content-ID, else the percent-decoded one). */
export function findAttachment (attachments: Attachment[], uri: string): Attachment[] {
  const raw = uri.slice(4)
  const exact = attachments.filter(a => a.contentId === raw)
  if (exact.length > 0) return exact
  const decoded = contentIdOf(uri)
  return attachments.filter(a => a.contentId === decoded)
}
