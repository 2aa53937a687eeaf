import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { WharfEvent } from '../types.ts'
import { compileFilter, evaluateFilter, parseFilter, readField, type FilterAst } from './index.ts'

const received: WharfEvent = {
  topic: 'InvoiceReceived',
  partyId: '0208:0123456749',
  documentId: '9b0c0d55-1f7a-4c55-9d2c-0d6f0a3c1e11',
  createdBy: 'peppol',
  verdict: 'accepted',
  details: {
    id: 'INV-1',
    sender: '0208:0987654321',
    documentTypeId: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017::2.1',
    attempt: '2',
    count: 3,
    urgent: true,
    tags: ['a', 'b'],
    nested: { level: { name: 'deep' } },
    nothing: null
  }
}

const run = (src: string, event: WharfEvent = received): boolean => compileFilter(src).test(event)

test('the spec example in lambda, plain and method-call forms', () => {
  const forms = [
    "x => x.sender == '0208:0987654321' && x.verdict.startsWith('acc')",
    "sender == '0208:0987654321' && verdict startsWith 'acc'",
    "sender == '0208:0987654321' && verdict.startsWith('acc')"
  ]
  for (const f of forms) {
    assert.equal(run(f), true, f)
    assert.equal(run(f, { ...received, verdict: 'rejected' }), false, f)
    assert.equal(run(f, { ...received, details: { sender: '0208:1' } }), false, f)
  }
})

test('where names are read from: top level first, then details', () => {
  assert.equal(readField(received, ['sender']), '0208:0987654321')
  assert.equal(readField(received, ['createdBy']), 'peppol')
  assert.equal(readField({ ...received, createdBy: undefined, details: { createdBy: 'email' } }, ['createdBy']), 'email')
  assert.equal(readField({ ...received, sender: null }, ['sender']), '0208:0987654321')
  assert.equal(readField({ ...received, sender: '0088:1' }, ['sender']), '0088:1')
  assert.equal(readField(received, ['details', 'nested', 'level', 'name']), 'deep')
  assert.equal(readField(received, ['recipient']), null)
  assert.equal(readField(received, ['details', 'nested', 'missing', 'x']), null)
  assert.equal(readField({ topic: 'X' }, ['details', 'a']), null)
  assert.equal(readField({ topic: 'X', details: null }, ['sender']), null)
})

test('comparisons', () => {
  assert.equal(run("topic == 'InvoiceReceived'"), true)
  assert.equal(run("topic == 'invoicereceived'"), false, 'case-sensitive')
  assert.equal(run("topic != 'InvoiceSent'"), true)
  assert.equal(run("documentTypeId endsWith '::2.1'"), true)
  assert.equal(run("documentTypeId.contains('en16931')"), true)
  assert.equal(run("documentTypeId contains 'peppol'"), false)
  assert.equal(run("details.tags contains 'b'"), true)
  assert.equal(run("details.tags contains 'c'"), false)
  assert.equal(run('details.count == 3'), true)
  assert.equal(run('details.count == 3.0'), true)
  assert.equal(run('details.urgent'), true)
  assert.equal(run('details.urgent == true'), true)
  assert.equal(run('!details.urgent'), false)
  assert.equal(run('details.count'), false, 'a bare non-boolean is not true')
  assert.equal(run("details.nested.level.name == 'deep'"), true)
  assert.equal(run("'abc'.startsWith('ab')"), true)
})

test('in lists', () => {
  assert.equal(run("createdBy in ['email', 'peppol']"), true)
  assert.equal(run("createdBy in ['email', 'sftp']"), false)
  assert.equal(run('details.count in [1, 2, 3]'), true)
  assert.equal(run("details.count in ['3']"), false)
  assert.equal(run('recipient in [null]'), true)
  assert.equal(run('topic in []'), false)
  assert.equal(run("!(createdBy in ['email'])"), true)
})

test('missing fields are null; different types compare false, != is the negation of ==', () => {
  assert.equal(run('recipient == null'), true)
  assert.equal(run('recipient != null'), false)
  assert.equal(run('sender != null'), true)
  assert.equal(run('details.nothing == null'), true)
  assert.equal(run('details.nested == null'), false, 'an object is not null')
  assert.equal(run("details.nested == 'x'"), false)
  assert.equal(run('details.attempt == 2'), false, "the string '2' is not the number 2")
  assert.equal(run("details.attempt == '2'"), true)
  assert.equal(run('details.count startsWith 3'), false)
  assert.equal(run("recipient startsWith '0208'"), false)
  assert.equal(run("recipient endsWith ''"), false)
  assert.equal(run("details.count contains '3'"), false)
  assert.equal(run('details.urgent == 1'), false)
  assert.equal(run('details.urgent != 1'), true)
  assert.equal(run('null == null'), true)
})

test('&&, ||, ! and precedence a || b && c', () => {
  const src = "topic == 'InvoiceReceived' || topic == 'OrderReceived' && createdBy == 'email'"
  assert.equal(run(src), true, 'parsed as a || (b && c)')
  assert.equal(run(`(${src.replace(" && createdBy == 'email'", '')}) && createdBy == 'email'`), false)
  assert.equal(run("topic == 'X' || verdict == 'accepted'"), true)
  assert.equal(run("topic == 'X' && verdict == 'accepted'"), false)
  assert.equal(run("!(topic == 'X') && !(verdict == 'rejected')"), true)
  assert.equal(run("!!(topic == 'InvoiceReceived')"), true)
})

test('details paths never reach the prototype', () => {
  assert.equal(run('details.constructor == null'), true)
  assert.equal(run('details.toString == null'), true)
  assert.equal(run('details.__proto__ == null'), true)
  assert.equal(run("details.id.length == null"), true)
  const poisoned = JSON.parse('{"topic":"X","details":{"__proto__":{"a":1}}}') as WharfEvent
  assert.equal(run('details.__proto__.a == 1', poisoned), true, 'an own __proto__ key from JSON is plain data')
  assert.equal(run('details.a == null', poisoned), true)
})

test('tampered or unknown trees evaluate to false instead of throwing', () => {
  let deep: FilterAst = { type: 'value', operand: { type: 'literal', value: true } }
  for (let i = 0; i < 10_000; i++) deep = { type: 'not', item: deep }
  assert.equal(evaluateFilter(deep, received), false)
  assert.equal(evaluateFilter({ type: 'bogus' } as unknown as FilterAst, received), false)
  assert.equal(evaluateFilter(parseFilter('true'), received), true)
  assert.equal(evaluateFilter(parseFilter('false || null'), received), false)
})

test('evaluation is fast on large events', () => {
  const big: WharfEvent = { topic: 'InvoiceReceived', details: { sender: 'x'.repeat(1_000_000) } }
  const f = compileFilter(`sender contains '${'y'.repeat(1000)}' || sender endsWith 'xx'`)
  const started = performance.now()
  for (let i = 0; i < 100; i++) assert.equal(f.test(big), true)
  assert.ok(performance.now() - started < 10_000)
})
