/**
 * Domain names in presentation form (no trailing dot, '' is the root) and their label bytes. Label bytes other than
 * letters, digits, '-' and '_' are written as \DDD escapes ('.' inside a label is '\046'), so a name read from the wire
 * encodes back to the same bytes.
 */
import { DnsFormatError, MAX_LABEL_LENGTH, MAX_NAME_LENGTH } from './message.ts'

const PLAIN_LABEL_BYTE = (b: number): boolean =>
  (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x2d || b === 0x5f

export function labelToText (bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += PLAIN_LABEL_BYTE(b) ? String.fromCharCode(b) : `\\${String(b).padStart(3, '0')}`
  return s
}

/**
 * Splits a presentation-form name into label bytes. Accepts \DDD and \X escapes; a trailing dot is ignored.
 * Throws DnsFormatError for empty labels, labels over 63 octets or names over 255 octets.
 */
export function nameToLabels (name: string): Uint8Array[] {
  if (name === '' || name === '.') return []
  const labels: Uint8Array[] = []
  let current: number[] = []
  const text = name.endsWith('.') && !name.endsWith('\\.') ? name.slice(0, -1) : name
  const utf8 = Buffer.from(text, 'utf8')
  let total = 1
  const finish = (): void => {
    if (current.length === 0) throw new DnsFormatError(`empty label in name ${JSON.stringify(name)}`)
    if (current.length > MAX_LABEL_LENGTH) throw new DnsFormatError(`label longer than 63 octets in ${JSON.stringify(name)}`)
    total += current.length + 1
    labels.push(Uint8Array.from(current))
    current = []
  }
  for (let i = 0; i < utf8.length; i++) {
    const b = utf8[i]
    if (b === 0x2e) { finish(); continue } // '.'
    if (b === 0x5c) { // '\'
      const d = utf8.subarray(i + 1, i + 4).toString('latin1')
      if (/^[0-9]{3}$/.test(d) && Number(d) <= 255) { current.push(Number(d)); i += 3; continue }
      if (i + 1 < utf8.length) { current.push(utf8[i + 1]); i += 1; continue }
      throw new DnsFormatError(`dangling escape in name ${JSON.stringify(name)}`)
    }
    current.push(b)
  }
  finish()
  if (total > MAX_NAME_LENGTH) throw new DnsFormatError(`name longer than 255 octets: ${JSON.stringify(name)}`)
  return labels
}

/** Case-insensitive comparison key of a name: ASCII lower case, no trailing dot. */
export function nameKey (name: string): string {
  const n = name.endsWith('.') && !name.endsWith('\\.') ? name.slice(0, -1) : name
  return n.replace(/[A-Z]/g, c => c.toLowerCase())
}
