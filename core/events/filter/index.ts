/**
 * The hook filter language: parse once when a hook is saved, evaluate per event. Grammar and semantics: parser.ts,
 * evaluate.ts and core/events/README.md.
 */
import type { FilterAst } from './ast.ts'
import { evaluateFilter } from './evaluate.ts'
import { parseFilter } from './parser.ts'
import type { WharfEvent } from '../types.ts'

export {
  FILTER_FIELDS, FILTER_LIMITS, filterError, type CompareOp, type FilterAst, type FilterLimits, type Literal,
  type Operand
} from './ast.ts'
export { evaluateFilter, readField } from './evaluate.ts'
export { parseFilter } from './parser.ts'
export { tokenize, type Token } from './lexer.ts'

export interface CompiledFilter {
  source: string
  ast: FilterAst
  test: (event: WharfEvent) => boolean
}

/** parseFilter plus a ready test function. Throws like parseFilter. */
export const compileFilter = (src: string): CompiledFilter => {
  const ast = parseFilter(src)
  return { source: src, ast, test: event => evaluateFilter(ast, event) }
}

/** Whether a hook's filter field holds a filter at all (null, undefined and blank mean "no filter"). */
export const hasFilter = (src: string | null | undefined): src is string => typeof src === 'string' && src.trim() !== ''

/** The length that ranks hooks (longest filter wins): characters of the trimmed source; 0 without a filter. */
export const filterLength = (src: string | null | undefined): number => typeof src === 'string' ? src.trim().length : 0
