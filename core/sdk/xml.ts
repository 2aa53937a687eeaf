/**
 * SDK: the XML safety check shared by every XML reader in Wharf (core/documents/dtd-markup.ts): DOCTYPE and entity
 * declarations are refused before a parser sees them, in a string, in bytes, or chunk by chunk in a stream.
 *
 *   if (findDtdMarkup(xml) !== undefined) throw ...   // whole text
 *   const scan = new DtdMarkupScanner(); scan.push(chunk) // streamed
 */
export { DtdMarkupScanner, findDtdMarkup, findDtdMarkupInBytes } from '../documents/dtd-markup.ts'
/** A DOM of XML text or bytes with DOCTYPE and entities refused first (UnsafeXmlError), and its child elements. */
export * from '../documents/safe-xml.ts'
/** Writing XML text: escapeXml (text and attribute values) and el (one element). */
export { escapeXml, el } from '../documents/xml-write.ts'
