/**
 * Filter evaluation: a walk over the syntax tree, no eval, no new Function, no regular expressions.
 *
 * Semantics:
 * - A name the event does not have is null (see types.ts for where each name is read from).
 * - `==` is true when both sides are null, or both are strings, numbers or booleans and equal (case-sensitive;
 *   no conversion: the string '2' is not the number 2). Values of different types, objects and arrays are never equal.
 * - `!=` is exactly `!(a == b)`, so `sender != null` tests that sender is present.
 * - `startsWith`, `endsWith`: both sides strings, else false. `contains`: both strings (substring), or the left
 *   side an array from the event and the right side equal (==) to one of its items; else false.
 * - `in`: the left side equals (==) one item of the list.
 * - A bare operand is true only when it is the boolean true.
 * Evaluation never throws on event data. Trees are those of parseFilter; a tree nested deeper than the parse limit
 * allows (for example a tampered stored tree) or of unknown shape evaluates to false.
 */
import { FILTER_LIMITS, type FilterAst, type Literal, type Operand } from './ast.ts'
import type { WharfEvent } from '../types.ts'

const MAX_EVAL_DEPTH = FILTER_LIMITS.maxDepth * 2 + 2

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k)

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

const readPath = (root: unknown, path: string[]): unknown => {
  let cur = root
  for (const key of path) {
    if (!isObject(cur) || !hasOwn(cur, key)) return null
    cur = cur[key]
  }
  return cur === undefined ? null : cur
}

/** The value a field name stands for in an event: top-level first, then details.<name>; absent is null. */
export const readField = (event: WharfEvent, path: string[]): unknown => {
  const details = isObject(event.details) ? event.details : null
  if (path[0] === 'details') return readPath(details, path.slice(1))
  const name = path[0]
  const top = hasOwn(event, name) ? (event as unknown as Record<string, unknown>)[name] : undefined
  if (top !== undefined && top !== null) return top
  return readPath(details, [name])
}

const value = (o: Operand, event: WharfEvent): unknown => o.type === 'literal' ? o.value : readField(event, o.path)

const isScalar = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'

const equal = (a: unknown, b: unknown): boolean => {
  if (a === null || b === null) return a === null && b === null
  return isScalar(a) && typeof a === typeof b && a === b
}

const contains = (a: unknown, b: unknown): boolean => {
  if (typeof a === 'string') return typeof b === 'string' && a.includes(b)
  if (Array.isArray(a)) return a.some(item => equal(item === undefined ? null : item, b))
  return false
}

/** Thrown inside evaluate only, to abandon a tree too deep or of unknown shape; evaluateFilter turns it into false. */
class MalformedTree extends Error {}

const evaluate = (ast: FilterAst, event: WharfEvent, depth: number): boolean => {
  if (depth > MAX_EVAL_DEPTH) throw new MalformedTree()
  switch (ast.type) {
    case 'or': return ast.items.some(item => evaluate(item, event, depth + 1))
    case 'and': return ast.items.every(item => evaluate(item, event, depth + 1))
    case 'not': return !evaluate(ast.item, event, depth + 1)
    case 'value': return value(ast.operand, event) === true
    case 'in': {
      const left = value(ast.left, event)
      return ast.list.some((item: Literal) => equal(left, item))
    }
    case 'compare': {
      const a = value(ast.left, event)
      const b = value(ast.right, event)
      switch (ast.op) {
        case '==': return equal(a, b)
        case '!=': return !equal(a, b)
        case 'startsWith': return typeof a === 'string' && typeof b === 'string' && a.startsWith(b)
        case 'endsWith': return typeof a === 'string' && typeof b === 'string' && a.endsWith(b)
        case 'contains': return contains(a, b)
        default: throw new MalformedTree()
      }
    }
    default: throw new MalformedTree()
  }
}

export const evaluateFilter = (ast: FilterAst, event: WharfEvent): boolean => {
  try {
    return evaluate(ast, event, 0)
  } catch (err) {
    if (err instanceof MalformedTree) return false
    throw err
  }
}
