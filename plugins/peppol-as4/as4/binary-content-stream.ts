/**
 * The content of a large Peppol envelope BinaryContent element, decoded as it streams (sbdh-stream.ts): the base64
 * text between its start tag and its end tag, fed chunk by chunk, comes out as the decoded bytes, so a 100 MB PDF in
 * an SBD is never held whole, neither as text nor decoded.
 *
 *   const d = new BinaryContentDecoder('</bc:BinaryContent')
 *   for (const chunk of chunks) for (const bytes of d.push(chunk)) write(bytes)   // d.done once the end tag is seen
 *   write(d.end())        // the last bytes; d.rest holds what follows the content, from the end tag on
 *
 * It reads the content as an XML parser gives it to parseSbdh: character data (whitespace ignored, as base64
 * decoders do), character references (&#x41; and the five predefined entities), CDATA sections, comments and
 * processing instructions (skipped). Anything else inside (a child element) is an error, as is text that is not
 * base64 (the buffer path, sbdh.ts, applies the same rules): SbdhError SBDH_XML; a missing end tag is
 * SBDH_STRUCTURE.
 */
import { BASE64_TEXT, BASE64_WHITESPACE, SbdhError } from './sbdh.ts'

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }
/** The longest character reference accepted (leading zeros included). */
const MAX_REFERENCE = 64
/** Comment and instruction text kept when a long one is cut (for their end across the cut). */
const KEEP = 64

type State = 'text' | 'markup' | 'comment' | 'cdata' | 'pi' | 'reference'

const bad = (message: string): never => { throw new SbdhError('SBDH_XML', `malformed BinaryContent: ${message}`) }

export class BinaryContentDecoder {
  /** What follows the content once the end tag has been found: the end tag and the rest of the SBD. */
  readonly rest: Buffer[] = []
  done = false
  /** Decoded bytes so far. */
  size = 0
  /** Bytes in `rest`. */
  restBytes = 0
  private state: State = 'text'
  /** Markup, reference or the end of a section being collected (latin1; the content is ASCII). */
  private pending = ''
  /** base64 characters not yet decoded (fewer than 4, or up to a padded end). */
  private carry = ''
  private padded = false
  private readonly close: string

  /** `closeTag`: the content's end tag up to its name, e.g. `</bc:BinaryContent` (chunks are read as latin1, so a
   * prefix beyond ASCII is matched by its UTF-8 bytes). */
  constructor (closeTag: string) { this.close = Buffer.from(closeTag, 'utf8').toString('latin1') }

  /** Decodes what `chunk` completes; after the end tag, keeps the remaining bytes in `rest`. */
  push (chunk: Buffer): Buffer[] {
    if (this.done) { this.rest.push(chunk); this.restBytes += chunk.length; return [] }
    let text = ''
    const s = chunk.toString('latin1')
    let i = 0
    while (i < s.length && !this.done) {
      if (this.state === 'text') {
        const lt = s.indexOf('<', i)
        const amp = s.indexOf('&', i)
        const end = lt === -1 ? (amp === -1 ? s.length : amp) : (amp === -1 ? lt : Math.min(lt, amp))
        text += s.slice(i, end)
        i = end
        if (i < s.length) { this.state = s[i] === '<' ? 'markup' : 'reference'; this.pending = s[i] as string; i++ }
        continue
      }
      this.pending += s[i]
      i++
      if (this.state === 'reference') {
        if (this.pending.endsWith(';')) { text += this.reference(this.pending); this.state = 'text' } else if (this.pending.length > MAX_REFERENCE) bad(`reference ${this.pending}...`)
      } else if (this.state === 'markup') {
        const m = this.pending
        if (m === '<!--') { this.state = 'comment'; this.pending = '' } else if (m === '<![CDATA[') { this.state = 'cdata'; this.pending = '' } else if (m === '<?') { this.state = 'pi'; this.pending = '' } else if (m.length === this.close.length && m === this.close) {
          this.done = true
          this.rest.push(Buffer.from(this.close, 'latin1'), chunk.subarray(i))
          this.restBytes += this.close.length + chunk.length - i
        } else if (!this.close.startsWith(m) && !'<!--'.startsWith(m) && !'<![CDATA['.startsWith(m) && m !== '<?') {
          bad(`unexpected markup ${JSON.stringify(m)} in the content`)
        }
      } else if (this.state === 'cdata') {
        // CDATA content is character data as it is; only its end "]]>" is looked for.
        if (this.pending.endsWith(']]>')) { text += this.pending.slice(0, -3); this.pending = ''; this.state = 'text' } else if (this.pending.length > 4096) { text += this.pending.slice(0, -2); this.pending = this.pending.slice(-2) }
      } else {
        this.commentOrInstruction()
      }
    }
    return this.decode(text, false)
  }

  /** In a comment or processing instruction (`pending`: its text so far, after "<!--" or "<?"): skipped, as a parser
   * skips them in text content; ends at "-->" or "?>", with XML's rules ("--" only before the end, an instruction
   * has a target name). Their text is data: `<!DOCTYPE` inside is no DTD (xmldsig/dtd-markup.ts), as on the buffer path. */
  private commentOrInstruction (): void {
    const p = this.pending
    if (this.state === 'comment') {
      if (p.endsWith('-->')) { this.state = 'text'; return }
      if (p.length >= 3 && p.endsWith('--', p.length - 1)) bad('"--" inside a comment')
    } else {
      if (p.length === 1 && !/[A-Za-z_:\x80-\xff]/.test(p)) bad('a processing instruction without a target')
      if (p.length > 2 && p.endsWith('?>')) { this.state = 'text'; return }
    }
    if (p.length > 4096) this.pending = p.slice(-KEEP)
  }

  /** The last decoded bytes; fails when the end tag was never found. */
  end (): Buffer {
    if (!this.done) throw new SbdhError('SBDH_STRUCTURE', `no ${this.close}> end tag`)
    return this.decode('', true)[0] ?? Buffer.alloc(0)
  }

  private reference (ref: string): string {
    const body = ref.slice(1, -1)
    if (body.startsWith('#')) {
      const code = body[1] === 'x' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10)
      if (!Number.isInteger(code) || code < 0 || code > 0x10ffff || !/^#(x[0-9A-Fa-f]+|[0-9]+)$/.test(body)) bad(`reference ${ref}`)
      return String.fromCodePoint(code)
    }
    return PREDEFINED[body] ?? bad(`entity ${ref} (only the predefined ones are allowed)`)
  }

  private decode (text: string, last: boolean): Buffer[] {
    const chars = this.carry + text.replace(BASE64_WHITESPACE, '')
    if (this.padded && chars.length > 0) bad('text after the base64 padding')
    if (!BASE64_TEXT.test(chars)) bad('the content is not base64')
    const whole = last ? chars.length : chars.length - (chars.length % 4)
    this.carry = chars.slice(whole)
    if (whole === 0) return []
    const decoded = chars.slice(0, whole)
    if (decoded.endsWith('=')) this.padded = true
    const bytes = Buffer.from(decoded, 'base64')
    this.size += bytes.length
    return [bytes]
  }
}
