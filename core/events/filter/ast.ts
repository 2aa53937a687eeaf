/**
 * Filter syntax tree, limits and field names. The tree is plain JSON (it can be stored next to the hook).
 * Grammar: see parser.ts and core/events/README.md.
 */
import { WharfError } from '../../errors.ts'

export type Literal = string | number | boolean | null

export type Operand =
  | { type: 'field', path: string[] }
  | { type: 'literal', value: Literal }

export type CompareOp = '==' | '!=' | 'startsWith' | 'endsWith' | 'contains'

export type FilterAst =
  | { type: 'or', items: FilterAst[] }
  | { type: 'and', items: FilterAst[] }
  | { type: 'not', item: FilterAst }
  | { type: 'compare', op: CompareOp, left: Operand, right: Operand }
  | { type: 'in', left: Operand, list: Literal[] }
  /** A bare operand used as a condition: true only when its value is the boolean true. */
  | { type: 'value', operand: Operand }

export interface FilterLimits {
  /** Characters of source (before trimming). */
  maxLength: number
  /** Nesting of parentheses and `!`. */
  maxDepth: number
  /** Syntax tree nodes, counting every operand and list item. */
  maxNodes: number
  /** Characters of one string literal, after escapes. */
  maxStringLength: number
  /** Items of one `in` list. */
  maxListItems: number
}

export const FILTER_LIMITS: Readonly<FilterLimits> = Object.freeze({
  maxLength: 2000,
  maxDepth: 32,
  maxNodes: 200,
  maxStringLength: 1000,
  maxListItems: 100
})

/** Names a filter may use, besides any `details.<name>` path. Where each is read from: see types.ts (WharfEvent). */
export const FILTER_FIELDS: readonly string[] = [
  'topic', 'partyId', 'sender', 'recipient', 'documentTypeId', 'processId', 'verdict', 'createdBy', 'hookId',
  'documentId'
]

export const COMPARISON_WORDS: readonly string[] = ['startsWith', 'endsWith', 'contains']

/** The one error shape of the filter language: VALIDATION_FAILED, 0-based character position. */
export const filterError = (position: number, reason: string, expected?: string[]): WharfError => {
  const details: { position: number, expected?: string[] } = { position }
  if (expected !== undefined) details.expected = expected
  return new WharfError('VALIDATION_FAILED', `Invalid filter at position ${position}: ${reason}`, details)
}
