import assert from 'node:assert/strict'
import { test } from 'node:test'
import { isWharfError } from '../errors.ts'
import {
  KNOWN_COMMAND_TOPICS, KNOWN_EVENT_TOPICS, isCommandTopic, isEventTopic, isWildcard, literalLength, matchesTopic,
  reportsDeliveryFailure, validateTopic, validateTopicPattern, wildcardCaptures
} from './topics.ts'

test('exact patterns match only the same topic, case-sensitively', () => {
  assert.equal(matchesTopic('InvoiceSent', 'InvoiceSent'), true)
  assert.equal(matchesTopic('InvoiceSent', 'InvoiceSentRetry'), false)
  assert.equal(matchesTopic('invoicesent', 'InvoiceSent'), false)
  assert.equal(matchesTopic('', 'InvoiceSent'), false)
})

test('spec wildcard rows', () => {
  for (const t of ['SendInvoice', 'SendOrder', 'SendInvoiceFallback']) assert.equal(matchesTopic('Send*', t), true, t)
  for (const t of ['InvoiceReceived', 'OrderReceived', 'InvoiceResponseReceived', 'MessageLevelStatusReceived']) {
    assert.equal(matchesTopic('*Received', t), true, t)
  }
  for (const t of ['InvoiceReceived', 'InvoiceSent', 'InvoiceSentError', 'InvoiceSentRetry', 'InvoiceResponseReceived']) {
    assert.equal(matchesTopic('Invoice*', t), true, t)
  }
  assert.equal(matchesTopic('*Received', 'InvoiceSent'), false)
  assert.equal(matchesTopic('Invoice*', 'OrderReceived'), false)
  assert.equal(matchesTopic('Invoice*', 'SendInvoice'), false)
  // The spec's table: Send* matches all send events too (the send family), but not webhook delivery reports.
  for (const t of ['InvoiceSent', 'InvoiceSentError', 'InvoiceSentRetry', 'OrderSent', 'MessageLevelStatusSent']) assert.equal(matchesTopic('Send*', t), true, t)
  for (const t of ['HookSentRetry', 'HookSentError', 'InvoiceReceived']) assert.equal(matchesTopic('Send*', t), false, t)
  assert.equal(matchesTopic('SendInvoice*', 'InvoiceSentRetry'), true)
  assert.equal(matchesTopic('SendInvoice*', 'OrderSent'), false)
  assert.equal(matchesTopic('SendInvoice', 'InvoiceSent'), false, 'an exact command topic is only the command')
  for (const t of ['InvoiceSent', 'InvoiceSentError', 'InvoiceSentRetry', 'OrderSent']) assert.equal(matchesTopic('*Sent*', t), true, t)
})

test('* alone matches everything, * matches zero characters', () => {
  for (const t of ['A', 'InvoiceSent', 'SendInvoice', '']) assert.equal(matchesTopic('*', t), true)
  assert.equal(matchesTopic('Invoice*', 'Invoice'), true)
  assert.equal(matchesTopic('*Invoice', 'Invoice'), true)
  assert.equal(matchesTopic('Send*Fallback', 'SendFallback'), true)
})

test('* anywhere and several stars', () => {
  assert.equal(matchesTopic('Send*Fallback', 'SendInvoiceFallback'), true)
  assert.equal(matchesTopic('Send*Fallback', 'SendInvoice'), false)
  assert.equal(matchesTopic('*Sent*', 'InvoiceSentRetry'), true)
  assert.equal(matchesTopic('In*o*e*R*', 'InvoiceResponseReceived'), true)
  assert.equal(matchesTopic('*o*o*o*', 'Foo'), false)
  assert.equal(matchesTopic('**', 'X'), true)
  assert.equal(matchesTopic('A*A', 'A'), false, 'head and tail must not overlap')
  assert.equal(matchesTopic('AB*BC', 'ABC'), false)
  assert.equal(matchesTopic('AB*BC', 'ABBC'), true)
  assert.equal(matchesTopic('*ab*ab*', 'xabyab'), true)
  assert.equal(matchesTopic('*ab*ab*', 'xaby'), false)
  assert.equal(matchesTopic('a*b*c', 'abcbc'), true)
  assert.equal(matchesTopic('a*bc*c', 'abcc'), true)
})

test('pathological patterns run in linear-ish time', () => {
  const long = 'a'.repeat(200_000)
  const started = performance.now()
  assert.equal(matchesTopic('*a*a*a*a*a*a*a*b', long), false)
  assert.equal(matchesTopic('*a*a*a*a*a*a*a*b*', long + 'c'), false)
  assert.equal(matchesTopic('*a*a*a*a*a*a*a*a*', long), true)
  assert.equal(matchesTopic('*' + 'a*'.repeat(49) + 'b', long + 'b'), true)
  assert.ok(performance.now() - started < 5000, 'matching is linear, no exponential backtracking')
})

test('wildcardCaptures tells what each star stood for', () => {
  assert.deepEqual(wildcardCaptures('Send*', 'SendInvoice'), ['Invoice'])
  assert.deepEqual(wildcardCaptures('Send*Fallback', 'SendOrderFallback'), ['Order'])
  assert.deepEqual(wildcardCaptures('*Sent*', 'InvoiceSentRetry'), ['Invoice', 'Retry'])
  assert.deepEqual(wildcardCaptures('InvoiceSent', 'InvoiceSent'), [])
  assert.equal(wildcardCaptures('Send*', 'InvoiceSent'), null)
})

test('command topics: Send followed by an uppercase letter', () => {
  for (const t of ['SendInvoice', 'SendInvoiceFallback', 'SendOrder', 'SendCreditNote']) assert.equal(isCommandTopic(t), true, t)
  for (const t of ['InvoiceSent', 'InvoiceSentRetry', 'Send', 'Sender', 'Sending', 'sendInvoice', 'Send1', 'Send*', 'HookSentError']) {
    assert.equal(isCommandTopic(t), false, t)
    assert.equal(isEventTopic(t), true, t)
  }
  for (const t of KNOWN_COMMAND_TOPICS) assert.equal(isCommandTopic(t), true, t)
  for (const t of KNOWN_EVENT_TOPICS) assert.equal(isCommandTopic(t), false, t)
})

test('isWildcard, literalLength, reportsDeliveryFailure', () => {
  assert.equal(isWildcard('Send*'), true)
  assert.equal(isWildcard('SendInvoice'), false)
  assert.equal(literalLength('Send*Fallback'), 12)
  assert.equal(literalLength('*'), 0)
  assert.equal(reportsDeliveryFailure('InvoiceSent'), true)
  assert.equal(reportsDeliveryFailure('HookSentRetry'), false)
  assert.equal(reportsDeliveryFailure('HookSentError'), false)
})

const rejects = (fn: () => unknown, position?: number): void => {
  assert.throws(fn, (err: unknown) => {
    assert.ok(isWharfError(err))
    assert.equal(err.code, 'VALIDATION_FAILED')
    if (position !== undefined) assert.equal((err.details as { position: number }).position, position)
    return true
  })
}

test('validateTopicPattern', () => {
  assert.equal(validateTopicPattern('Send*Fallback'), 'Send*Fallback')
  assert.equal(validateTopicPattern('A'.repeat(100)), 'A'.repeat(100))
  rejects(() => validateTopicPattern(''))
  rejects(() => validateTopicPattern('A'.repeat(101)))
  rejects(() => validateTopicPattern('Invoice Sent'), 7)
  rejects(() => validateTopicPattern('Invoice.*'), 7)
  rejects(() => validateTopicPattern('Fakturé'), 6)
  rejects(() => validateTopicPattern(42))
  rejects(() => validateTopic('Send*'), 4)
  assert.equal(validateTopic('SendInvoice'), 'SendInvoice')
})
