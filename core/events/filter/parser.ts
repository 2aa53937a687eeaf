/**
 * Filter parser: recursive descent over the tokens of lexer.ts, with every bound enforced while parsing (so hostile
 * input ends in a VALIDATION_FAILED error, never a stack overflow or a long run).
 *
 * Grammar (EBNF; `ident` is [A-Za-z_$][A-Za-z0-9_$]*, whitespace is free between tokens):
 *
 *   filter     = [ lambdaHead ] expr EOF ;
 *   lambdaHead = ( ident | "(" ident ")" ) "=>" ;            (* the ident is the parameter, e.g. x *)
 *   expr       = andExpr { "||" andExpr } ;
 *   andExpr    = unary { "&&" unary } ;
 *   unary      = "!" unary | "(" expr ")" | condition ;
 *   condition  = operand [ ( "==" | "!=" | "startsWith" | "endsWith" | "contains" ) operand
 *                        | "in" list
 *                        | "." ( "startsWith" | "endsWith" | "contains" ) "(" operand ")" ] ;
 *   operand    = literal | field ;
 *   field      = [ param "." ] name { "." ident } ;         (* param is required with a lambda head, else absent *)
 *   name       = "topic" | "partyId" | "sender" | "recipient" | "documentTypeId" | "processId" | "verdict"
 *              | "createdBy" | "hookId" | "documentId" | "details" ;   (* details needs at least one ".ident" *)
 *   list       = "[" [ literal { "," literal } ] "]" ;
 *   literal    = string | number | "true" | "false" | "null" ;
 *   string     = "'" { char | escape } "'" | '"' { char | escape } '"' ;   (* no raw line breaks *)
 *   escape     = "\\" ( "\\" | "'" | '"' | "/" | "n" | "r" | "t" | "u" hex hex hex hex ) ;
 *   number     = [ "-" ] digit { digit } [ "." digit { digit } ] ;
 *
 * Precedence, loosest first: `||`, `&&`, `!`, comparison. `!` negates a whole condition: `!sender == 'a'` means
 * `!(sender == 'a')`. A bare operand used as a condition is true only when its value is the boolean true.
 */
import {
  COMPARISON_WORDS, FILTER_FIELDS, FILTER_LIMITS, filterError, type CompareOp, type FilterAst, type FilterLimits,
  type Literal, type Operand
} from './ast.ts'
import { Lexer, type Punct, type Token } from './lexer.ts'

/** A Map, not an object literal: `'toString' in {}` is true. */
const KEYWORD_LITERALS = new Map<string, Literal>([['true', true], ['false', false], ['null', null]])
const RESERVED = new Set(['true', 'false', 'null', 'in', ...COMPARISON_WORDS])
const KNOWN_NAMES = [...FILTER_FIELDS, 'details.<name>']
const AFTER_CONDITION = ['&&', '||', ')']

const describe = (t: Token): string => {
  if (t.kind === 'eof') return 'end of filter'
  if (t.kind === 'string') return 'a string'
  if (t.kind === 'number') return `number ${t.text}`
  return `'${t.value}'`
}

class Parser {
  readonly #lexer: Lexer
  readonly #limits: FilterLimits
  /** Tokens read but not consumed yet (lookahead of at most 4). */
  readonly #ahead: Token[] = []
  #depth = 0
  #nodes = 0
  #param: string | null = null

  constructor (lexer: Lexer, limits: FilterLimits) {
    this.#lexer = lexer
    this.#limits = limits
  }

  parse (): FilterAst {
    this.#lambdaHead()
    if (this.#peek().kind === 'eof') throw filterError(this.#peek().pos, 'expected a condition', ['a condition'])
    const ast = this.#expr()
    const t = this.#peek()
    if (t.kind !== 'eof') {
      throw filterError(t.pos, `unexpected ${describe(t)} after a complete condition`, ['&&', '||', 'end of filter'])
    }
    return ast
  }

  #peek (ahead = 0): Token {
    while (this.#ahead.length <= ahead) {
      const last = this.#ahead[this.#ahead.length - 1]
      this.#ahead.push(last?.kind === 'eof' ? last : this.#lexer.next())
    }
    return this.#ahead[ahead]
  }

  #next (): Token {
    const t = this.#peek()
    this.#ahead.shift()
    if (t.kind === 'eof') this.#ahead.unshift(t)
    return t
  }

  #isPunct (t: Token, p: Punct): boolean { return t.kind === 'punct' && t.value === p }

  #expect (p: Punct, expected: string[] = [p]): Token {
    const t = this.#peek()
    if (!this.#isPunct(t, p)) throw filterError(t.pos, `expected '${p}', found ${describe(t)}`, expected)
    return this.#next()
  }

  #node<N extends FilterAst | Operand> (n: N): N {
    this.#count(this.#peek().pos)
    return n
  }

  #count (pos: number): void {
    if (++this.#nodes > this.#limits.maxNodes) {
      throw filterError(pos, `the filter has more than ${this.#limits.maxNodes} parts; simplify it`)
    }
  }

  #enter (pos: number): void {
    if (++this.#depth > this.#limits.maxDepth) {
      throw filterError(pos, `nesting deeper than ${this.#limits.maxDepth} levels of parentheses and !`)
    }
  }

  #lambdaHead (): void {
    let param: Token | undefined
    if (this.#peek().kind === 'ident' && this.#isPunct(this.#peek(1), '=>')) {
      param = this.#next()
      this.#next()
    } else if (this.#isPunct(this.#peek(), '(') && this.#peek(1).kind === 'ident' && this.#isPunct(this.#peek(2), ')') &&
      this.#isPunct(this.#peek(3), '=>')) {
      this.#next()
      param = this.#next()
      this.#next()
      this.#next()
    }
    if (param === undefined || param.kind !== 'ident') return
    if (RESERVED.has(param.value)) throw filterError(param.pos, `'${param.value}' cannot name the lambda parameter`)
    this.#param = param.value
  }

  #expr (): FilterAst { return this.#chain('||', 'or', () => this.#and()) }

  #and (): FilterAst { return this.#chain('&&', 'and', () => this.#unary()) }

  /** operand (op operand)*: the operand alone, or an `or` / `and` node of all of them. */
  #chain (op: '||' | '&&', type: 'or' | 'and', operand: () => FilterAst): FilterAst {
    const items = [operand()]
    while (this.#isPunct(this.#peek(), op)) {
      this.#next()
      items.push(operand())
    }
    return items.length === 1 ? items[0] : this.#node({ type, items })
  }

  #unary (): FilterAst {
    const t = this.#peek()
    if (this.#isPunct(t, '!')) {
      this.#next()
      this.#enter(t.pos)
      const item = this.#unary()
      this.#depth--
      return this.#node({ type: 'not', item })
    }
    if (this.#isPunct(t, '(')) {
      this.#next()
      this.#enter(t.pos)
      const inner = this.#expr()
      this.#expect(')', AFTER_CONDITION)
      this.#depth--
      return inner
    }
    return this.#condition()
  }

  #condition (): FilterAst {
    const left = this.#operand()
    const t = this.#peek()
    if (t.kind === 'punct' && (t.value === '==' || t.value === '!=')) {
      this.#next()
      return this.#node({ type: 'compare', op: t.value, left, right: this.#operand() })
    }
    if (t.kind === 'ident' && COMPARISON_WORDS.includes(t.value)) {
      this.#next()
      return this.#node({ type: 'compare', op: t.value as CompareOp, left, right: this.#operand() })
    }
    if (t.kind === 'ident' && t.value === 'in') {
      this.#next()
      return this.#node({ type: 'in', left, list: this.#list() })
    }
    if (this.#isPunct(t, '.')) {
      this.#next()
      const m = this.#peek()
      if (m.kind !== 'ident' || !COMPARISON_WORDS.includes(m.value) || !this.#isPunct(this.#peek(1), '(')) {
        throw filterError(m.pos, `expected a method call after '.', found ${describe(m)}`, COMPARISON_WORDS.map(w => `${w}(`))
      }
      this.#next()
      this.#next()
      const right = this.#operand()
      this.#expect(')')
      return this.#node({ type: 'compare', op: m.value as CompareOp, left, right })
    }
    return this.#node({ type: 'value', operand: left })
  }

  #operand (): Operand {
    const t = this.#peek()
    if (t.kind === 'string' || t.kind === 'number') {
      this.#next()
      return this.#node({ type: 'literal', value: t.value })
    }
    if (t.kind === 'ident') {
      const keyword = KEYWORD_LITERALS.get(t.value)
      if (keyword !== undefined) {
        this.#next()
        return this.#node({ type: 'literal', value: keyword })
      }
      return this.#field()
    }
    const hint = this.#isPunct(t, '[') ? '; a list is only allowed after in' : ''
    throw filterError(t.pos, `expected a value or a field name, found ${describe(t)}${hint}`, ['a value', 'a field name'])
  }

  /**
   * Reads `[param.]name{.ident}`, stopping before `.startsWith(` and the like (method-call form). Each name is
   * checked as soon as it is read, so errors come in reading order.
   */
  #field (): Operand {
    const first = this.#next() as Extract<Token, { kind: 'ident' }>
    const param = this.#param
    let root = first
    if (param !== null) {
      const names = KNOWN_NAMES.map(n => `${param}.${n}`)
      if (first.value !== param) {
        throw filterError(first.pos, `unknown name '${first.value}'; in this lambda filter write ${param}.<name>`, names)
      }
      const dot = this.#peek()
      const name = this.#peek(1)
      if (!this.#isPunct(dot, '.') || name.kind !== 'ident') {
        const at = this.#isPunct(dot, '.') ? name : dot
        throw filterError(at.pos, `expected a field after '${param}.', found ${describe(at)}`, names)
      }
      this.#next()
      root = this.#next() as Extract<Token, { kind: 'ident' }>
    }
    if (root.value !== 'details' && !FILTER_FIELDS.includes(root.value)) {
      throw filterError(root.pos, `unknown name '${root.value}'; known names: ${KNOWN_NAMES.join(', ')}`, KNOWN_NAMES)
    }
    const path = [root.value]
    while (this.#isPunct(this.#peek(), '.')) {
      const name = this.#peek(1)
      if (name.kind !== 'ident') throw filterError(name.pos, `expected a field name after '.', found ${describe(name)}`)
      const isMethod = COMPARISON_WORDS.includes(name.value)
      if (isMethod && this.#isPunct(this.#peek(2), '(')) break
      if (root.value !== 'details') {
        if (isMethod) {
          const t = this.#peek(2)
          throw filterError(t.pos, `expected '(' after ${name.value}, found ${describe(t)}`, ['('])
        }
        throw filterError(name.pos, `'${root.value}' has no fields; only details.<name> paths are allowed`)
      }
      this.#next()
      this.#next()
      path.push(name.value)
    }
    if (path.length === 1 && root.value === 'details') {
      throw filterError(root.pos, 'details needs a field name: details.<name>', ['details.<name>'])
    }
    return this.#node({ type: 'field', path })
  }

  #list (): Literal[] {
    this.#expect('[', ['['])
    const items: Literal[] = []
    if (this.#isPunct(this.#peek(), ']')) { this.#next(); return items }
    for (;;) {
      const t = this.#peek()
      if (items.length >= this.#limits.maxListItems) {
        throw filterError(t.pos, `a list has at most ${this.#limits.maxListItems} items`)
      }
      if (t.kind === 'string' || t.kind === 'number') items.push(t.value)
      else if (t.kind === 'ident' && KEYWORD_LITERALS.has(t.value)) items.push(KEYWORD_LITERALS.get(t.value) as Literal)
      else throw filterError(t.pos, `expected a literal list item, found ${describe(t)}`, ['a string', 'a number', 'true', 'false', 'null'])
      this.#count(t.pos)
      this.#next()
      const sep = this.#next()
      if (this.#isPunct(sep, ']')) return items
      if (!this.#isPunct(sep, ',')) throw filterError(sep.pos, `expected ',' or ']', found ${describe(sep)}`, [',', ']'])
    }
  }
}

/** Parses a filter source (when a hook is saved). Throws WharfError VALIDATION_FAILED with the 0-based position. */
export const parseFilter = (src: unknown, limits: Partial<FilterLimits> = {}): FilterAst => {
  const l: FilterLimits = { ...FILTER_LIMITS, ...limits }
  if (typeof src !== 'string') throw filterError(0, 'a filter must be a string')
  if (src.length > l.maxLength) throw filterError(l.maxLength, `the filter is longer than ${l.maxLength} characters`)
  return new Parser(new Lexer(src, l), l).parse()
}
