/**
 * Finds DTD markup (`<!DOCTYPE`, `<!ENTITY`; any case, whitespace allowed after `<!`) where XML reads markup, and only
 * there: the text of a comment, a CDATA section, a processing instruction or an attribute value is skipped, so
 * `<![CDATA[<!DOCTYPE html>]]>` in an invoice note is data, not a DTD (issue 15). The delimiters are those of the
 * strict parsers behind it (saxes, xmldom): a comment ends at the first `-->`, a CDATA section at `]]>`, an
 * instruction at `?>`, an attribute value at its quote.
 *
 *   const scan = new DtdMarkupScanner()
 *   scan.push(piece) / scan.pushBytes(chunk)   // pieces in order; returns 'DOCTYPE' | 'ENTITY' once found
 *   findDtdMarkup(wholeText)
 *
 * Bytes are scanned as latin1 in 64 KiB pieces: every delimiter is ASCII, and no byte of a UTF-8 multi-byte sequence is.
 */

export type DtdMarkup = 'DOCTYPE' | 'ENTITY'

type State = 'text' | 'tag' | 'quote' | 'comment' | 'cdata' | 'pi'
const TERMINATOR: Partial<Record<State, string>> = { comment: '-->', cdata: ']]>', pi: '?>' }
const TAG_STOP = /["'>]/g
const SPACE = /[ \t\r\n]/
const PIECE = 64 * 1024

/** What starts at `<` (s[j]): the state it opens and where its content starts, DTD markup, or undefined when `s` ends too soon to tell. */
function classify (s: string, j: number): { state: State, next: number } | { found: DtdMarkup } | undefined {
  const c = s[j + 1]
  if (c === undefined) return undefined
  if (c === '?') return { state: 'pi', next: j + 2 }
  if (c !== '!') return { state: 'tag', next: j + 1 }
  for (const [open, state] of [['--', 'comment'], ['[CDATA[', 'cdata']] as const) {
    if (s.startsWith(open, j + 2)) return { state, next: j + 2 + open.length }
    if (s.length < j + 2 + open.length && open.startsWith(s.slice(j + 2))) return undefined
  }
  let k = j + 2
  while (k < s.length && SPACE.test(s[k] as string)) k++
  const word = s.slice(k, k + 7).toUpperCase()
  if (word.startsWith('DOCTYPE')) return { found: 'DOCTYPE' }
  if (word.startsWith('ENTITY')) return { found: 'ENTITY' }
  if (k + 7 > s.length && ('DOCTYPE'.startsWith(word) || 'ENTITY'.startsWith(word))) return undefined
  return { state: 'tag', next: k } // other declarations (<!ELEMENT ...): up to their '>'
}

export class DtdMarkupScanner {
  found: DtdMarkup | undefined
  private state: State = 'text'
  private quote = ''
  private carry = ''

  push (piece: string): DtdMarkup | undefined {
    if (this.found !== undefined) return this.found
    const s = this.carry + piece
    this.carry = ''
    let i = 0
    while (i < s.length) {
      if (this.state === 'text') {
        const j = s.indexOf('<', i)
        if (j === -1) return undefined
        const what = classify(s, j)
        if (what === undefined) {
          // Only one whitespace run matters ("<!   DOCTYPE"): a long one is kept as a single space.
          this.carry = s.slice(j).replace(/[ \t\r\n]+/, ' ')
          return undefined
        }
        if ('found' in what) return (this.found = what.found)
        this.state = what.state
        i = what.next
      } else if (this.state === 'tag') {
        TAG_STOP.lastIndex = i
        const m = TAG_STOP.exec(s)
        if (m === null) return undefined
        if (m[0] === '>') this.state = 'text'
        else { this.state = 'quote'; this.quote = m[0] }
        i = m.index + 1
      } else if (this.state === 'quote') {
        const k = s.indexOf(this.quote, i)
        if (k === -1) return undefined
        this.state = 'tag'
        i = k + 1
      } else {
        const end = TERMINATOR[this.state] as string
        const k = s.indexOf(end, i)
        if (k === -1) {
          this.carry = s.slice(Math.max(i, s.length - end.length + 1))
          return undefined
        }
        this.state = 'text'
        i = k + end.length
      }
    }
    return undefined
  }

  pushBytes (chunk: Buffer): DtdMarkup | undefined {
    for (let at = 0; at < chunk.length && this.found === undefined; at += PIECE) this.push(chunk.toString('latin1', at, Math.min(chunk.length, at + PIECE)))
    return this.found
  }
}

export const findDtdMarkup = (text: string): DtdMarkup | undefined => new DtdMarkupScanner().push(text)

export const findDtdMarkupInBytes = (bytes: Buffer): DtdMarkup | undefined => new DtdMarkupScanner().pushBytes(bytes)
