/**
 * MIME header helpers for mime.ts: Content-Type parsing (parameters, quoted strings, folding), Content-ID
 * normalisation (no "<>", no "cid:") and header blocks. Malformed input is Ebms3Error EBMS:0007 MimeInconsistency.
 */
import { Ebms3Error } from './errors.ts'

function mimeError (detail: string, reason: string): Ebms3Error {
  return new Ebms3Error('EBMS:0007', detail, { reason })
}

export interface ContentType { mediaType: string, params: Record<string, string> }

/** Parses `type/subtype; a=b; c="quoted"` (header folding and quoted-pairs allowed); names are lower-cased. */
export function parseContentType (header: string | undefined): ContentType {
  if (header === undefined || header.trim() === '') throw mimeError('missing Content-Type', 'MIME_NO_CONTENT_TYPE')
  const text = header.replace(/\r?\n[ \t]/g, ' ')
  const semi = text.indexOf(';')
  const mediaType = (semi === -1 ? text : text.slice(0, semi)).trim().toLowerCase()
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(mediaType)) throw mimeError(`malformed Content-Type "${header}"`, 'MIME_BAD_CONTENT_TYPE')
  const params: Record<string, string> = {}
  let i = semi === -1 ? text.length : semi + 1
  while (i < text.length) {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === ';')) i++
    const eq = text.indexOf('=', i)
    if (eq === -1) break
    const name = text.slice(i, eq).trim().toLowerCase()
    i = eq + 1
    while (text[i] === ' ' || text[i] === '\t') i++
    let value = ''
    if (text[i] === '"') {
      i++
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) i++
        value += text[i]
        i++
      }
      i++
    } else {
      const end = text.indexOf(';', i)
      value = text.slice(i, end === -1 ? text.length : end).trim()
      i = end === -1 ? text.length : end
    }
    if (name !== '' && !(name in params)) params[name] = value
  }
  return { mediaType, params }
}

/** Content-ID / start value without surrounding "<>" and without a "cid:" prefix. */
export function normaliseContentId (value: string): string {
  let v = value.trim()
  if (v.startsWith('<') && v.endsWith('>')) v = v.slice(1, -1)
  if (v.toLowerCase().startsWith('cid:')) v = v.slice(4)
  return v
}

/** Header block (lines with optional folding) to a record with lower-cased names; the first occurrence wins. */
export function parseHeaderLines (text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  const unfolded = text.replace(/\r?\n[ \t]+/g, ' ')
  for (const line of unfolded.split(/\r?\n/)) {
    if (line === '') continue
    const colon = line.indexOf(':')
    if (colon <= 0) throw mimeError(`malformed MIME header line "${line.slice(0, 80)}"`, 'MIME_BAD_HEADER')
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!(name in headers)) headers[name] = line.slice(colon + 1).trim()
  }
  return headers
}

