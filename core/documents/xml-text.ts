/**
 * The encoding rule for XML bodies, in one place: Wharf takes UTF-8 (or its subset US-ASCII) only, and refuses the
 * rest with XML_ENCODING_NOT_SUPPORTED instead of decoding it as UTF-8, which would silently turn a Latin-1 'ü' into
 * U+FFFD. The streaming scan of the send and receive routes (xml-stream.ts) and the routes that take a document as
 * text without storing it (validate, transform) apply the same three checks:
 *
 * - UTF-16 / UTF-32 bytes, told by the byte order mark or by the first character '<' (XML 1.0 appendix F);
 * - an XML declaration naming another encoding (`encoding="ISO-8859-1"`);
 * - bytes that are not valid UTF-8.
 *
 *   const xml = xmlText(body)   // the text, a leading BOM dropped; throws WharfError XML_ENCODING_NOT_SUPPORTED
 */
import { WharfError } from '../errors.ts'

/** Encoding names whose bytes decode the same as UTF-8 (IANA names and aliases, case-insensitive). */
export const UTF8_NAMES = /^(utf-?8|us-ascii|ascii|iso646-us)$/i

export const notUtf8 = (what: string): WharfError => new WharfError('XML_ENCODING_NOT_SUPPORTED',
  `The document ${what}; Wharf accepts XML documents in UTF-8 (or US-ASCII) only`)

/** UTF-16 / UTF-32 by their byte order mark, or by the first character '<' without one (XML 1.0 appendix F). */
export function wideEncoding (b: Uint8Array): string | null {
  const at = (i: number): number => b[i] ?? -1
  if ((at(0) === 0x00 && at(1) === 0x00) || (at(0) === 0xff && at(1) === 0xfe && at(2) === 0x00 && at(3) === 0x00) ||
    (at(0) === 0x3c && at(1) === 0x00 && at(2) === 0x00 && at(3) === 0x00)) return 'UTF-32'
  if ((at(0) === 0xfe && at(1) === 0xff) || (at(0) === 0xff && at(1) === 0xfe) || (at(0) === 0x00 && at(1) === 0x3c) ||
    (at(0) === 0x3c && at(1) === 0x00)) return 'UTF-16'
  return null
}

/** The encoding an XML declaration at the start of `text` names (XML 1.0 production EncodingDecl), if any. */
const DECLARED = /^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(?:"[^"]*"|'[^']*')[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(?:"([^"]*)"|'([^']*)')/

/** The document's text: refuses what is not UTF-8 (see above) and drops a leading byte order mark. A declared
 * encoding is told before the bytes are decoded, as the streaming scan meets it first. */
export function xmlText (bytes: Uint8Array): string {
  const wide = wideEncoding(bytes)
  if (wide !== null) throw notUtf8(`is encoded in ${wide}`)
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 512)).toString('latin1').replace(/^\u00ef\u00bb\u00bf/, '')
  const m = DECLARED.exec(head)
  const declared = m?.[1] ?? m?.[2]
  if (declared !== undefined && !UTF8_NAMES.test(declared.trim())) throw notUtf8(`declares encoding="${declared.slice(0, 40)}"`)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes) // drops a BOM (ignoreBOM is false)
  } catch {
    throw notUtf8('contains bytes that are not valid UTF-8')
  }
}
