/**
 * Filter tokenizer: one left-to-right pass, no regular expressions, no backtracking. Every error names the 0-based
 * character position. A string literal longer than the limit is rejected as soon as the limit is passed.
 */
import { filterError, type FilterLimits } from './ast.ts'

export type Punct = '(' | ')' | '[' | ']' | ',' | '.' | '==' | '!=' | '!' | '&&' | '||' | '=>'

export type Token =
  | { kind: 'ident', value: string, pos: number }
  | { kind: 'string', value: string, pos: number }
  | { kind: 'number', value: number, text: string, pos: number }
  | { kind: 'punct', value: Punct, pos: number }
  | { kind: 'eof', pos: number }

const isDigit = (c: string): boolean => c >= '0' && c <= '9'
const isIdentStart = (c: string): boolean => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c === '$'
const isIdentPart = (c: string): boolean => isIdentStart(c) || isDigit(c)
const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r'
const isHex = (c: string): boolean => isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')

const SIMPLE_ESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', '/': '/', n: '\n', r: '\r', t: '\t' }
const SINGLE: Record<string, Punct> = { '(': '(', ')': ')', '[': '[', ']': ']', ',': ',', '.': '.' }

/**
 * A lazy tokenizer: `next()` reads one token, so errors are reported in reading order (the first problem in the
 * source wins) and nothing past the first error is scanned.
 */
export class Lexer {
  readonly #src: string
  readonly #maxStringLength: number
  #i = 0

  constructor (src: string, limits: Pick<FilterLimits, 'maxStringLength'>) {
    this.#src = src
    this.#maxStringLength = limits.maxStringLength
  }

  next (): Token {
    const src = this.#src
    let i = this.#i
    while (i < src.length && isSpace(src[i])) i++
    const start = i
    const emit = (t: Token, end: number): Token => { this.#i = end; return t }
    if (i >= src.length) return emit({ kind: 'eof', pos: src.length }, i)
    const c = src[i]
    if (isIdentStart(c)) {
      while (i < src.length && isIdentPart(src[i])) i++
      return emit({ kind: 'ident', value: src.slice(start, i), pos: start }, i)
    }
    if (isDigit(c) || (c === '-' && isDigit(src[i + 1] ?? ''))) {
      i++
      while (i < src.length && isDigit(src[i])) i++
      if (src[i] === '.' && isDigit(src[i + 1] ?? '')) {
        i++
        while (i < src.length && isDigit(src[i])) i++
      }
      if (i < src.length && isIdentStart(src[i])) throw filterError(i, `unexpected ${JSON.stringify(src[i])} after a number`)
      const text = src.slice(start, i)
      return emit({ kind: 'number', value: Number(text), text, pos: start }, i)
    }
    if (c === "'" || c === '"') {
      const r = readString(src, i, this.#maxStringLength)
      return emit({ kind: 'string', value: r.value, pos: start }, r.end)
    }
    const two = src.slice(i, i + 2)
    if (two === '==' || two === '!=' || two === '&&' || two === '||' || two === '=>') {
      return emit({ kind: 'punct', value: two, pos: start }, i + 2)
    }
    if (c === '!') return emit({ kind: 'punct', value: '!', pos: start }, i + 1)
    const single = SINGLE[c]
    if (single !== undefined) return emit({ kind: 'punct', value: single, pos: start }, i + 1)
    if (c === '=') throw filterError(i, "unexpected '='; compare with ==", ['=='])
    if (c === '&') throw filterError(i, "unexpected '&'; write && for and", ['&&'])
    if (c === '|') throw filterError(i, "unexpected '|'; write || for or", ['||'])
    throw filterError(i, `unexpected character ${JSON.stringify(c)}`)
  }
}

/** All tokens up to and including eof (for tests and tools; the parser reads lazily). */
export const tokenize = (src: string, limits: Pick<FilterLimits, 'maxStringLength'>): Token[] => {
  const lexer = new Lexer(src, limits)
  const tokens: Token[] = []
  for (;;) {
    const t = lexer.next()
    tokens.push(t)
    if (t.kind === 'eof') return tokens
  }
}

/** Reads the string literal opening at `open`; returns its value and the index after the closing quote. */
const readString = (src: string, open: number, maxLength: number): { value: string, end: number } => {
  const quote = src[open]
  const chunks: string[] = []
  let length = 0
  let i = open + 1
  let runStart = i
  const tooLong = (): never => { throw filterError(open, `string longer than ${maxLength} characters`) }
  while (i < src.length) {
    const c = src[i]
    if (c === quote) {
      chunks.push(src.slice(runStart, i))
      return { value: chunks.join(''), end: i + 1 }
    }
    if (c === '\\') {
      chunks.push(src.slice(runStart, i))
      const e = src[i + 1]
      if (e === undefined) break
      if (e === 'u') {
        const hex = src.slice(i + 2, i + 6)
        if (hex.length !== 4 || ![...hex].every(isHex)) throw filterError(i, 'bad \\u escape; write \\u and 4 hex digits')
        chunks.push(String.fromCharCode(parseInt(hex, 16)))
        i += 6
      } else {
        const s = SIMPLE_ESCAPES[e]
        if (s === undefined) throw filterError(i, `unknown escape \\${e}`, Object.keys(SIMPLE_ESCAPES).concat('u').map(k => `\\${k}`))
        chunks.push(s)
        i += 2
      }
      runStart = i
      if (++length > maxLength) tooLong()
      continue
    }
    if (c === '\n' || c === '\r') break
    if (++length > maxLength) tooLong()
    i++
  }
  throw filterError(open, 'unterminated string', [quote])
}
