import assert from 'node:assert/strict'
import { test } from 'node:test'
import { isWharfError } from '../errors.ts'
import { applyOutputRules, expandOutputTopic, parseWhen, validateOutputRules, whenMatches } from './output.ts'
import { selectHooks } from './selection.ts'
import type { Hook } from './types.ts'

const failed = (status?: number, condition?: string) => ({ ok: false, status, condition })

test('status, status class and lists', () => {
  assert.equal(whenMatches('404', failed(404)), true)
  assert.equal(whenMatches('404', failed(400)), false)
  assert.equal(whenMatches('4xx', failed(404)), true)
  assert.equal(whenMatches('4XX', failed(499)), true)
  assert.equal(whenMatches('4xx', failed(500)), false)
  assert.equal(whenMatches('4xx', failed()), false)
  assert.equal(whenMatches('400, 404,500', failed(500)), true)
  assert.equal(whenMatches('400,404', failed(500)), false)
  assert.equal(whenMatches('5xx,not-registered', failed(undefined, 'not-registered')), true)
})

test('named conditions', () => {
  assert.equal(whenMatches('success', { ok: true, status: 200 }), true)
  assert.equal(whenMatches('success', failed(500)), false)
  assert.equal(whenMatches('error', failed()), true)
  assert.equal(whenMatches('error', { ok: true }), false)
  for (const c of ['not-registered', 'not-serviced', 'timeout', 'rejected']) {
    assert.equal(whenMatches(c, failed(undefined, c)), true, c)
    assert.equal(whenMatches(c, failed(undefined, 'other')), false, c)
    assert.equal(whenMatches(c, failed(500)), false, c)
  }
  assert.equal(whenMatches('Timeout', failed(undefined, 'TIMEOUT')), true)
  assert.equal(whenMatches('200', { ok: true, status: 200 }), true)
  assert.equal(whenMatches('bogus', failed(500)), false, 'an invalid when never matches')
})

test('the first matching rule wins; no match gives null (default topics)', () => {
  const rules = [
    { when: '404', topic: 'SendInvoiceNotFound' },
    { when: '4xx,not-registered', topic: 'Send*Fallback' },
    { when: 'error', topic: 'SendFailed' }
  ]
  assert.deepEqual(applyOutputRules(rules, 'SendInvoice', failed(404), 'Send*'), { topics: ['SendInvoiceNotFound'], ruleIndex: 0 })
  assert.deepEqual(applyOutputRules(rules, 'SendInvoice', failed(400), 'Send*'), { topics: ['SendInvoiceFallback'], ruleIndex: 1 })
  assert.deepEqual(applyOutputRules(rules, 'SendInvoice', failed(undefined, 'not-registered'), 'Send*'), { topics: ['SendInvoiceFallback'], ruleIndex: 1 })
  assert.deepEqual(applyOutputRules(rules, 'SendInvoice', failed(500), 'Send*'), { topics: ['SendFailed'], ruleIndex: 2 })
  assert.equal(applyOutputRules(rules, 'SendInvoice', { ok: true, status: 200 }, 'Send*'), null)
  assert.equal(applyOutputRules([], 'SendInvoice', failed(500)), null)
  assert.equal(applyOutputRules(undefined, 'SendInvoice', failed(500)), null)
  assert.equal(applyOutputRules(null, 'SendInvoice', failed(500)), null)
})

test('* expansion through the hook\'s wildcard pattern', () => {
  assert.equal(expandOutputTopic('Send*Fallback', 'SendInvoice', 'Send*'), 'SendInvoiceFallback')
  assert.equal(expandOutputTopic('Send*Fallback', 'SendOrder', 'Send*'), 'SendOrderFallback')
  assert.equal(expandOutputTopic('Mail*', 'SendInvoice', 'Send*'), 'MailInvoice')
  assert.equal(expandOutputTopic('*Failed', 'SendInvoice', 'Send*'), 'InvoiceFailed')
  assert.equal(expandOutputTopic('*InvoiceFallback', 'SendInvoice', '*Invoice'), 'SendInvoiceFallback')
  assert.equal(expandOutputTopic('*Fallback*', 'InvoiceSentRetry', '*Sent*'), 'InvoiceFallbackRetry')
  assert.equal(expandOutputTopic('SendInvoiceFallback', 'SendInvoice', 'Send*'), 'SendInvoiceFallback')
})

test('* expansion when the hook matched the exact topic (or no pattern is given)', () => {
  assert.equal(expandOutputTopic('Send*Fallback', 'SendInvoice', 'SendInvoice'), 'SendInvoiceFallback')
  assert.equal(expandOutputTopic('Send*Fallback', 'SendInvoice'), 'SendInvoiceFallback')
  assert.equal(expandOutputTopic('*Fallback', 'SendInvoice', 'SendInvoice'), 'SendInvoiceFallback')
  assert.equal(expandOutputTopic('Mail*', 'SendInvoice', null), 'MailSendInvoice')
  assert.equal(expandOutputTopic('Send*Fallback', 'InvoiceSent'), 'SendInvoiceSentFallback')
  // More stars in the rule than in the hook's pattern: every star stands for the stem.
  assert.equal(expandOutputTopic('Send*Fallback*', 'SendInvoice', 'Send*'), 'SendInvoiceFallbackInvoice')
})

test('end to end: a Peppol hook on Send* hands SendInvoice to the mail hook on Send*Fallback', () => {
  const peppol: Hook = { id: 'peppol', topics: ['Send*'], output: [{ when: '400,404,500,not-registered', topic: 'Send*Fallback' }] }
  const mail: Hook = { id: 'mail', topics: ['Send*Fallback'] }
  const [first] = selectHooks([peppol, mail], { topic: 'SendInvoice' })
  assert.equal(first.hook.id, 'peppol')
  const decision = applyOutputRules(first.hook.output, 'SendInvoice', failed(undefined, 'not-registered'), first.pattern)
  assert.deepEqual(decision, { topics: ['SendInvoiceFallback'], ruleIndex: 0 })
  const [next] = selectHooks([peppol, mail], { topic: decision.topics[0] })
  assert.equal(next.hook.id, 'mail')
})

const invalid = (rules: unknown, index: number | null, field: string | null, text: string): void => {
  assert.throws(() => validateOutputRules(rules), (err: unknown) => {
    assert.ok(isWharfError(err))
    assert.equal(err.code, 'VALIDATION_FAILED')
    assert.deepEqual(err.details, { index, field })
    assert.ok(err.message.includes(text), err.message)
    return true
  })
}

test('validateOutputRules', () => {
  const ok = [{ when: '4xx, 500', topic: 'Send*Fallback' }, { when: 'not-serviced', topic: 'SftpDrop' }]
  assert.deepEqual(validateOutputRules(ok), ok)
  assert.deepEqual(validateOutputRules(undefined), [])
  assert.deepEqual(validateOutputRules(null), [])
  invalid('x', null, null, 'must be an array')
  invalid([ok[0], { when: '4x4', topic: 'A' }], 1, 'when', 'unknown condition "4x4"')
  invalid([{ when: '600', topic: 'A' }], 0, 'when', 'unknown condition')
  invalid([{ when: '40', topic: 'A' }], 0, 'when', 'unknown condition')
  invalid([{ when: '400,', topic: 'A' }], 0, 'when', 'unknown condition ""')
  invalid([{ when: '', topic: 'A' }], 0, 'when', 'non-empty')
  invalid([{ when: 404, topic: 'A' }], 0, 'when', 'non-empty string')
  invalid([ok[0], ok[1], { when: 'error', topic: 'Send Fallback' }], 2, 'topic', 'position 4')
  invalid([{ when: 'error', topic: '' }], 0, 'topic', 'empty')
  invalid([{ when: 'error' }], 0, 'topic', 'string')
  invalid([null], 0, null, 'object')
  invalid(Array.from({ length: 21 }, () => ok[0]), 20, null, 'at most 20')
  assert.equal('terms' in parseWhen('4xx'), true)
})
