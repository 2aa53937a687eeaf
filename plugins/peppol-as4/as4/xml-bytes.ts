/**
 * Byte-level XML scanning used by sbdh.ts to splice and extract a business document without re-serialising it:
 * skip the prolog (BOM, XML declaration, comments, processing instructions, whitespace), read one start tag
 * (qualified name and namespace declarations) and find a DOCTYPE. These work on Buffers with byte offsets so the
 * extracted document is the exact received bytes. They do not check well-formedness: the DOM parser does that.
 */

import { findDtdMarkupInBytes } from '../../../core/sdk/xml.ts'

const WS = new Set([0x20, 0x09, 0x0a, 0x0d])

export function isXmlSpace (byte: number | undefined): boolean {
  return byte !== undefined && WS.has(byte)
}

export function skipSpace (buf: Buffer, i: number, end = buf.length): number {
  while (i < end && WS.has(buf[i])) i++
  return i
}

export function trimEnd (buf: Buffer, start: number, end: number): number {
  while (end > start && WS.has(buf[end - 1])) end--
  return end
}

export function startsWithAt (buf: Buffer, i: number, text: string): boolean {
  if (i + text.length > buf.length) return false
  for (let k = 0; k < text.length; k++) if (buf[i + k] !== text.charCodeAt(k)) return false
  return true
}

export interface XmlDeclaration { end: number, encoding: string | undefined }

/** Offset after a UTF-8 BOM and an XML declaration (if any), with the declared encoding. */
export function skipDeclaration (buf: Buffer): XmlDeclaration {
  let i = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0
  if (startsWithAt(buf, i, '<?xml') && isXmlSpace(buf[i + 5])) {
    const close = buf.indexOf('?>', i, 'latin1')
    if (close === -1) throw new Error('unterminated XML declaration')
    const decl = buf.toString('latin1', i, close)
    const m = /encoding\s*=\s*["']([^"']+)["']/.exec(decl)
    return { end: close + 2, encoding: m?.[1] }
  }
  return { end: i, encoding: undefined }
}

/** Skips whitespace, comments and processing instructions; returns the offset of the next other markup or text. */
export function skipMisc (buf: Buffer, i: number, end = buf.length): number {
  for (;;) {
    i = skipSpace(buf, i, end)
    if (startsWithAt(buf, i, '<!--')) {
      const close = buf.indexOf('-->', i + 4, 'latin1')
      if (close === -1 || close >= end) throw new Error('unterminated XML comment')
      i = close + 3
    } else if (startsWithAt(buf, i, '<?')) {
      const close = buf.indexOf('?>', i + 2, 'latin1')
      if (close === -1 || close >= end) throw new Error('unterminated processing instruction')
      i = close + 2
    } else return i
  }
}

export interface StartTag {
  start: number
  /** Offset just after the closing '>'. */
  end: number
  qname: string
  prefix: string
  localName: string
  /** Namespace declarations on this tag: prefix ('' for the default namespace) to URI. */
  namespaces: Map<string, string>
  selfClosing: boolean
}

/** Reads the start tag at `i` (which must point at '<' followed by a name). */
export function readStartTag (buf: Buffer, i: number, maxLength = 1024 * 1024): StartTag {
  if (buf[i] !== 0x3c || i + 1 >= buf.length || buf[i + 1] === 0x2f || buf[i + 1] === 0x21 || buf[i + 1] === 0x3f) {
    throw new Error('expected an element start tag')
  }
  let j = i + 1
  let quote = 0
  const limit = Math.min(buf.length, i + maxLength)
  for (; j < limit; j++) {
    const c = buf[j]
    if (quote !== 0) { if (c === quote) quote = 0 } else if (c === 0x22 || c === 0x27) quote = c
    else if (c === 0x3e) break
  }
  if (j >= limit) throw new Error('unterminated element start tag')
  const text = buf.toString('utf8', i + 1, j)
  const nameMatch = /^[^\s/>]+/.exec(text)
  if (nameMatch === null) throw new Error('element start tag without a name')
  const qname = nameMatch[0]
  const colon = qname.indexOf(':')
  const namespaces = new Map<string, string>()
  const attrRe = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g
  let m: RegExpExecArray | null
  attrRe.lastIndex = qname.length
  while ((m = attrRe.exec(text)) !== null) {
    const name = m[1]
    const value = m[2] ?? m[3] ?? ''
    if (name === 'xmlns') namespaces.set('', value)
    else if (name.startsWith('xmlns:')) namespaces.set(name.slice(6), value)
  }
  return {
    start: i,
    end: j + 1,
    qname,
    prefix: colon === -1 ? '' : qname.slice(0, colon),
    localName: colon === -1 ? qname : qname.slice(colon + 1),
    namespaces,
    selfClosing: text.endsWith('/')
  }
}

/** True when the bytes contain a document type or entity declaration as markup (refused everywhere in Peppol; not
 * the text of a comment, CDATA section, instruction or attribute value: xmldsig/dtd-markup.ts). */
export const hasDoctype = (buf: Buffer): boolean => findDtdMarkupInBytes(buf) !== undefined
