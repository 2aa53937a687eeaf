import assert from 'node:assert/strict'
import { test } from 'node:test'
import { isWharfError } from '../../errors.ts'
import { FILTER_LIMITS, compileFilter, filterLength, hasFilter, parseFilter, type FilterAst } from './index.ts'

const field = (...path: string[]) => ({ type: 'field', path })
const lit = (value: string | number | boolean | null) => ({ type: 'literal', value })

/** Asserts a VALIDATION_FAILED filter error at `position` whose message contains `text`. */
const parseError = (src: string, position: number, text?: string, limits = {}): { expected?: string[] } => {
  let caught: unknown
  try { parseFilter(src, limits) } catch (err) { caught = err }
  assert.ok(isWharfError(caught), `expected a WharfError for ${src.slice(0, 60)}`)
  assert.equal(caught.code, 'VALIDATION_FAILED')
  const details = caught.details as { position: number, expected?: string[] }
  assert.equal(details.position, position, caught.message)
  assert.match(caught.message, new RegExp(`^Invalid filter at position ${position}: `))
  if (text !== undefined) assert.ok(caught.message.includes(text), caught.message)
  return details
}

test('lambda form, plain form and method-call form give the same tree', () => {
  const expected: FilterAst = {
    type: 'and',
    items: [
      { type: 'compare', op: '==', left: field('sender'), right: lit('0208:0123456749') },
      { type: 'compare', op: 'startsWith', left: field('verdict'), right: lit('acc') }
    ]
  } as FilterAst
  assert.deepEqual(parseFilter("x => x.sender == '0208:0123456749' && x.verdict.startsWith('acc')"), expected)
  assert.deepEqual(parseFilter("e => e.sender == '0208:0123456749' && e.verdict startsWith 'acc'"), expected)
  assert.deepEqual(parseFilter("(ev) => ev.sender == \"0208:0123456749\" && ev.verdict.startsWith(\"acc\")"), expected)
  assert.deepEqual(parseFilter("sender == '0208:0123456749' && verdict startsWith 'acc'"), expected)
  assert.deepEqual(parseFilter("  sender=='0208:0123456749'&&verdict.startsWith('acc')  "), expected)
})

test('every comparison and literal kind', () => {
  assert.deepEqual(parseFilter("recipient != null"), { type: 'compare', op: '!=', left: field('recipient'), right: lit(null) })
  assert.deepEqual(parseFilter("documentTypeId endsWith '::2.1'"), { type: 'compare', op: 'endsWith', left: field('documentTypeId'), right: lit('::2.1') })
  assert.deepEqual(parseFilter("processId.contains('billing')"), { type: 'compare', op: 'contains', left: field('processId'), right: lit('billing') })
  assert.deepEqual(parseFilter('details.attempt == -2.5'), { type: 'compare', op: '==', left: field('details', 'attempt'), right: lit(-2.5) })
  assert.deepEqual(parseFilter('details.urgent == true'), { type: 'compare', op: '==', left: field('details', 'urgent'), right: lit(true) })
  assert.deepEqual(parseFilter('details.urgent'), { type: 'value', operand: field('details', 'urgent') })
  assert.deepEqual(parseFilter("'abc'.startsWith('a')"), { type: 'compare', op: 'startsWith', left: lit('abc'), right: lit('a') })
  assert.deepEqual(parseFilter("details.statusCode in ['AP', \"RE\", 1, false, null]"),
    { type: 'in', left: field('details', 'statusCode'), list: ['AP', 'RE', 1, false, null] })
  assert.deepEqual(parseFilter('topic in []'), { type: 'in', left: field('topic'), list: [] })
  assert.deepEqual(parseFilter('details.a.b.c == 1').type, 'compare')
  for (const name of ['topic', 'partyId', 'sender', 'recipient', 'documentTypeId', 'processId', 'verdict', 'createdBy', 'hookId', 'documentId']) {
    assert.deepEqual(parseFilter(`${name} == 'v'`), { type: 'compare', op: '==', left: field(name), right: lit('v') })
  }
  // A details key may be spelled like a method or keyword when it is not called.
  assert.deepEqual(parseFilter('details.contains == 1'), { type: 'compare', op: '==', left: field('details', 'contains'), right: lit(1) })
})

test('string escapes', () => {
  const value = (src: string): unknown => (parseFilter(`sender == ${src}`) as { right: { value: unknown } }).right.value
  assert.equal(value(String.raw`'it\'s'`), "it's")
  assert.equal(value(String.raw`"say \"hi\""`), 'say "hi"')
  assert.equal(value(String.raw`'a\\b\/c\n\t\r'`), 'a\\b/c\n\t\r')
  assert.equal(value(String.raw`'\u00e9'`), 'é')
  assert.equal(value(`"it's"`), "it's")
  parseError(String.raw`sender == 'a\qb'`, 12, 'unknown escape')
  parseError(String.raw`sender == '\u12'`, 11, '\\u')
})

test('precedence: && binds tighter than ||, ! negates a condition, parentheses group', () => {
  const a = { type: 'compare', op: '==', left: field('topic'), right: lit('A') }
  const b = { type: 'compare', op: '==', left: field('topic'), right: lit('B') }
  const c = { type: 'compare', op: '==', left: field('sender'), right: lit('C') }
  assert.deepEqual(parseFilter("topic == 'A' || topic == 'B' && sender == 'C'"), { type: 'or', items: [a, { type: 'and', items: [b, c] }] })
  assert.deepEqual(parseFilter("(topic == 'A' || topic == 'B') && sender == 'C'"), { type: 'and', items: [{ type: 'or', items: [a, b] }, c] })
  assert.deepEqual(parseFilter("!topic == 'A'"), { type: 'not', item: a })
  assert.deepEqual(parseFilter("!!(topic == 'A')"), { type: 'not', item: { type: 'not', item: a } })
  assert.deepEqual(parseFilter("topic == 'A' || topic == 'B' || sender == 'C'"), { type: 'or', items: [a, b, c] })
})

test('unknown names are errors with position and the known names', () => {
  const d = parseError("sender == 'a' && amount > 3", 17, "unknown name 'amount'")
  assert.ok(d.expected?.includes('sender') && d.expected.includes('details.<name>'))
  parseError("x => sender == 'a'", 5, 'x.<name>')
  parseError("x => x.foo == 'a'", 7, "unknown name 'foo'")
  parseError("x => x == 'a'", 7, "after 'x.'")
  parseError('details == 1', 0, 'details.<name>')
  parseError('sender.length == 1', 7, 'has no fields')
  parseError('x => x.details', 7, 'details.<name>')
  parseError("x => x.details.a == 1 && y.sender == 'b'", 25, "unknown name 'y'")
  parseError('Sender == 1', 0, "unknown name 'Sender'")
  parseError('sender == toString', 10, "unknown name 'toString'")
  parseError('sender in [constructor]', 11, 'literal list item')
  parseError('__proto__ == 1', 0, "unknown name '__proto__'")
  assert.deepEqual(parseFilter("constructor => constructor.sender == 'a'"), { type: 'compare', op: '==', left: field('sender'), right: lit('a') })
})

test('syntax errors', () => {
  parseError("sender == 'abc", 10, 'unterminated string')
  parseError("sender == 'ab\ncd'", 10, 'unterminated string')
  parseError("sender == 'a' foo", 14, 'after a complete condition')
  parseError("sender == 'a')", 13, 'after a complete condition')
  parseError("(sender == 'a'", 14, "expected ')'")
  parseError("sender = 'a'", 7, '==')
  parseError("sender == 'a' & verdict == 'b'", 14, '&&')
  parseError("sender == 'a' | verdict == 'b'", 14, '||')
  parseError('sender ==', 9, 'expected a value')
  parseError('', 0, 'expected a condition')
  parseError('   ', 3, 'expected a condition')
  parseError('x =>', 4, 'expected a condition')
  parseError("sender == 'a' &&", 16, 'expected a value')
  parseError("sender == ['a']", 10, 'only allowed after in')
  parseError("sender in 'a'", 10, "expected '['")
  parseError('sender in [sender]', 11, 'literal list item')
  parseError("sender in ['a' 'b']", 15, "expected ',' or ']'")
  parseError("sender in ['a',]", 15, 'literal list item')
  parseError("verdict.startsWith 'a'", 19, "expected '(' after startsWith")
  parseError("x => x.verdict.startsWith 'a'", 26, "expected '('")
  parseError("'a'.b('a')", 4, 'method call')
  parseError("verdict.startsWith('a'", 22, "expected ')'")
  parseError("verdict.", 8, 'field name')
  parseError('sender == 12abc', 12, 'after a number')
  parseError('sender == #', 10, 'unexpected character')
  parseError("true => true", 0, 'lambda parameter')
  parseError("sender == 'a' => 1", 14, 'after a complete condition')
  assert.throws(() => parseFilter(42), /Invalid filter at position 0/)
})

test('bounds: length, depth, nodes, string length, list items', () => {
  const max = FILTER_LIMITS
  parseFilter(`sender == '${'a'.repeat(max.maxStringLength)}'`)
  parseError(`sender == '${'a'.repeat(max.maxStringLength + 1)}'`, 10, 'string longer than 1000')
  parseError(`sender == '${'a'.repeat(max.maxLength)}'`, max.maxLength, 'longer than 2000 characters')
  parseFilter('('.repeat(max.maxDepth) + "topic == 'A'" + ')'.repeat(max.maxDepth))
  parseError('('.repeat(max.maxDepth + 1) + "topic == 'A'" + ')'.repeat(max.maxDepth + 1), max.maxDepth, 'nesting deeper than 32')
  parseError('!'.repeat(max.maxDepth + 1) + "topic == 'A'", max.maxDepth, 'nesting deeper')
  parseFilter(`topic in [${Array.from({ length: 100 }, (_, i) => i).join(',')}]`)
  const longList = `topic in [${Array.from({ length: 101 }, (_, i) => i).join(',')}]`
  parseError(longList, longList.lastIndexOf('100'), 'at most 100 items')
  const many = Array.from({ length: 70 }, () => 'topic == 1').join(' || ')
  assert.ok(many.length < max.maxLength)
  assert.throws(() => parseFilter(many), /more than 200 parts/)
})

test('hostile input fails fast and cleanly', () => {
  let started = performance.now()
  // 10,000 nested parentheses: rejected by length by default, and by depth (not by a stack overflow) when length allows.
  const deep = '('.repeat(10_000) + "topic == 'A'" + ')'.repeat(10_000)
  parseError(deep, 2000, 'longer than')
  parseError(deep, 32, 'nesting deeper', { maxLength: 1e6 })
  parseError('!'.repeat(10_000) + 'true', 32, 'nesting deeper', { maxLength: 1e6 })
  // 1 MB string: rejected on length before any scanning, and while scanning when length allows.
  const huge = `sender == '${'a'.repeat(1_000_000)}'`
  parseError(huge, 2000, 'longer than')
  parseError(huge, 10, 'string longer than', { maxLength: 2e6 })
  parseError(`sender == '${'a'.repeat(1_000_000)}`, 10, 'string longer than', { maxLength: 2e6 })
  assert.throws(() => parseFilter('topic == 1 || '.repeat(50_000) + 'true', { maxLength: 1e7 }), /more than 200 parts/)
  assert.ok(performance.now() - started < 10_000, 'hostile input took too long')
  started = performance.now()
  parseError('a'.repeat(1_000_000), 2000, 'longer than')
  assert.ok(performance.now() - started < 5000, 'refused before parsing')
})

test('compileFilter, hasFilter, filterLength', () => {
  const f = compileFilter("x => x.sender == 'a'")
  assert.equal(f.test({ topic: 'InvoiceReceived', details: { sender: 'a' } }), true)
  assert.equal(f.test({ topic: 'InvoiceReceived', details: { sender: 'b' } }), false)
  assert.throws(() => compileFilter('nope'), /unknown name/)
  assert.equal(hasFilter(null), false)
  assert.equal(hasFilter('  '), false)
  assert.equal(hasFilter("sender == 'a'"), true)
  assert.equal(filterLength("  sender == 'a'  "), 13)
  assert.equal(filterLength(null), 0)
  assert.equal(filterLength(undefined), 0)
})
