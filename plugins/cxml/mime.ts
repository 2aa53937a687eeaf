/**
 * The request body: the cXML alone (text/xml), or, with embedded attachments, a multipart/related body whose first
 * part is the cXML (its Content-ID the payloadID, named in `start`) and whose further parts are the attachments, each
 * with the Content-ID its `cid:` URL in the cXML names (RFC 2387; the cXML guide's way of attaching files).
 */
import { randomBytes } from 'node:crypto'
import type { CxmlAttachment } from '../../transforms/ubl-to-cxml/cxml.ts'

export interface CxmlBody { contentType: string, body: Buffer }

const wrap = (base64: string): string => base64.replace(/\s+/g, '').replace(/.{1,76}/g, line => `${line}\r\n`)
const quoted = (s: string): string => s.replace(/["\\\r\n]/g, '_')

export function cxmlBody (xml: string, payloadId: string, attachments: CxmlAttachment[]): CxmlBody {
  if (attachments.length === 0) return { contentType: 'text/xml; charset=utf-8', body: Buffer.from(xml, 'utf8') }
  const boundary = `wharf-cxml-${randomBytes(12).toString('hex')}`
  const parts = [
    `--${boundary}\r\nContent-Type: text/xml; charset=UTF-8\r\nContent-ID: <${payloadId}>\r\n\r\n${xml}\r\n`,
    ...attachments.map(a => `--${boundary}\r\nContent-Type: ${a.mimeType}\r\nContent-Transfer-Encoding: base64\r\nContent-ID: <${a.contentId}>\r\n` +
      `${a.filename !== undefined ? `Content-Disposition: attachment; filename="${quoted(a.filename)}"\r\n` : ''}\r\n${wrap(a.base64)}`),
    `--${boundary}--\r\n`
  ]
  return {
    contentType: `multipart/related; boundary="${boundary}"; type="text/xml"; start="<${payloadId}>"`,
    body: Buffer.from(parts.join(''), 'utf8')
  }
}
