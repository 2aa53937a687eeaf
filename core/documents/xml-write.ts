/**
 * Writing XML text: escaping for text and attribute values, and one element. Shared by every builder of XML in
 * Wharf that writes strings (business responses, MLS, the transform writers); plugins reach it through
 * core/sdk/xml.ts.
 *
 *   el('cbc:ID', 'INV-1', { schemeID: '0088' })   // <cbc:ID schemeID="0088">INV-1</cbc:ID>
 */

/** Escapes &, <, > and " (valid in text and in double-quoted attribute values). */
export const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** `<name attr="v">text</name>` with the text and attributes escaped; '' when text is null or undefined, and empty
 * or missing attributes left out. */
export function el (name: string, text: string | null | undefined, attrs: Record<string, string | null | undefined> = {}): string {
  if (text === null || text === undefined) return ''
  const a = Object.entries(attrs).filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`).join('')
  return `<${name}${a}>${escapeXml(text)}</${name}>`
}
