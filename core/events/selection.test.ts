import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseFilter } from './filter/index.ts'
import { bestMatch, dispatch, selectCommandHook, selectHooks } from './selection.ts'
import type { Hook, WharfEvent } from './types.ts'

const PARTY = '0208:0123456749'
const hook = (id: string, topics: string[], extra: Partial<Hook> = {}): Hook => ({ id, topics, isActive: true, ...extra })
const ids = (hooks: Hook[], event: WharfEvent): string[] => selectHooks(hooks, event).map(c => c.hook.id)
const sent: WharfEvent = { topic: 'InvoiceSent', partyId: PARTY, details: { recipient: '0088:123' } }
const send: WharfEvent = { topic: 'SendInvoice', partyId: PARTY, details: { recipient: '0088:123' } }

test('only active, in-scope, topic-matching hooks are candidates', () => {
  const hooks = [
    hook('a', ['InvoiceSent']),
    hook('b', ['InvoiceSent'], { isActive: false }),
    hook('c', ['InvoiceSent'], { isActive: undefined }),
    hook('d', ['InvoiceSent'], { partyId: '0208:other' }),
    hook('e', ['InvoiceSent'], { partyId: PARTY }),
    hook('f', ['OrderSent']),
    hook('g', [], { topic: 'InvoiceSent' }),
    hook('h', ['*Sent'], { partyId: null })
  ]
  assert.deepEqual(ids(hooks, sent), ['e', 'a', 'c', 'g', 'h'])
})

test('rule 1: party-level hooks before environment-level hooks, whatever the other keys', () => {
  const hooks = [
    hook('env-exact', ['InvoiceSent'], { filter: "recipient startsWith '0088'" }),
    hook('party-wild', ['*'], { partyId: PARTY })
  ]
  assert.deepEqual(ids(hooks, sent), ['party-wild', 'env-exact'])
})

test('rule 2: exact topic before wildcard; longer literal part before shorter', () => {
  const hooks = [hook('a-star', ['*']), hook('b-invoice', ['Invoice*']), hook('c-exact', ['InvoiceSent']), hook('d-sent', ['*Sent'])]
  assert.deepEqual(ids(hooks, sent), ['c-exact', 'b-invoice', 'd-sent', 'a-star'])
  const fallback: WharfEvent = { topic: 'SendInvoiceFallback', partyId: PARTY }
  assert.deepEqual(ids([hook('peppol', ['Send*']), hook('mail', ['Send*Fallback'])], fallback), ['mail', 'peppol'])
})

test('rule 2: a hook is ranked by its most specific matching topic', () => {
  assert.deepEqual(bestMatch(hook('x', ['*', 'Invoice*', 'InvoiceSent', 'Order*']), 'InvoiceSent'), { pattern: 'InvoiceSent', exact: true })
  assert.deepEqual(bestMatch(hook('x', ['*', 'Invoice*', '*Sent']), 'InvoiceSent'), { pattern: 'Invoice*', exact: false })
  assert.equal(bestMatch(hook('x', ['Order*']), 'InvoiceSent'), null)
  const hooks = [hook('a', ['*']), hook('b', ['*', 'InvoiceSent'])]
  assert.deepEqual(ids(hooks, sent), ['b', 'a'])
})

test('rule 3: the longest filter wins; no filter counts as 0; length is of the trimmed source', () => {
  const hooks = [
    hook('a', ['InvoiceSent']),
    hook('b', ['InvoiceSent'], { filter: "recipient != null" }),
    hook('c', ['InvoiceSent'], { filter: "recipient startsWith '0088'" }),
    hook('d', ['InvoiceSent'], { filter: '        recipient != null        ' })
  ]
  assert.deepEqual(ids(hooks, sent), ['c', 'b', 'd', 'a'])
})

test('rule 4: hook id breaks ties, ascending by code unit', () => {
  const hooks = [hook('b', ['InvoiceSent']), hook('B', ['InvoiceSent']), hook('a', ['InvoiceSent']), hook('a1', ['InvoiceSent'])]
  assert.deepEqual(ids(hooks, sent), ['B', 'a', 'a1', 'b'])
})

test('filters decide candidacy; pre-parsed trees are used; broken stored filters fail closed', () => {
  const hooks = [
    hook('match', ['InvoiceSent'], { filter: "recipient startsWith '0088'" }),
    hook('miss', ['InvoiceSent'], { filter: "recipient startsWith '0208'" }),
    hook('ast', ['InvoiceSent'], { filter: 'ignored', filterAst: parseFilter("x => x.recipient == '0088:123'") }),
    hook('broken', ['InvoiceSent'], { filter: 'recipient ==' }),
    hook('blank', ['InvoiceSent'], { filter: '   ' })
  ]
  assert.deepEqual(ids(hooks, sent), ['match', 'ast', 'blank'])
})

test('commands: exactly one hook, the first ranked', () => {
  const hooks = [hook('env-peppol', ['Send*']), hook('party-mail', ['SendInvoice'], { partyId: PARTY }), hook('env-exact', ['SendInvoice'])]
  const d = dispatch(hooks, send)
  assert.equal(d.kind, 'command')
  assert.equal(d.kind === 'command' && d.hook?.id, 'party-mail')
  const none = dispatch([hook('x', ['Order*'])], send)
  assert.deepEqual(none.kind === 'command' && [none.hook, none.selection], [null, { kind: 'not-found', reason: 'no-matching-hook' }])
})

test('events: every matching hook, in ranking order', () => {
  const hooks = [hook('all', ['*']), hook('sent', ['*Sent']), hook('exact', ['InvoiceSent']), hook('other', ['OrderSent'])]
  const d = dispatch(hooks, sent, { channel: 'all' })
  assert.equal(d.kind, 'event')
  assert.deepEqual(d.kind === 'event' && d.hooks.map(h => h.id), ['exact', 'sent', 'all'])
  assert.deepEqual(d.kind === 'event' && d.candidates.map(c => c.pattern), ['InvoiceSent', '*Sent', '*'])
})

test('channel override: the named hook when active, in scope and listening to the topic', () => {
  const hooks = [
    hook('peppol', ['Send*']),
    hook('mail', ['Send*', 'Send*Fallback'], { filter: "recipient startsWith '9999'" }),
    hook('off', ['Send*'], { isActive: false }),
    hook('foreign', ['Send*'], { partyId: '0208:other' }),
    hook('orders', ['SendOrder'])
  ]
  const auto = selectCommandHook(hooks, send)
  assert.ok(auto.kind === 'found' && auto.hook.id === 'peppol' && !auto.forced)
  const forced = selectCommandHook(hooks, send, { channel: 'mail' })
  assert.equal(forced.kind, 'found')
  assert.ok(forced.kind === 'found' && forced.forced && forced.hook.id === 'mail' && forced.candidate.pattern === 'Send*')
  assert.deepEqual(selectCommandHook(hooks, send, { channel: 'nope' }), { kind: 'not-found', reason: 'channel-not-found', channel: 'nope' })
  assert.deepEqual(selectCommandHook(hooks, send, { channel: 'off' }), { kind: 'not-found', reason: 'channel-inactive', channel: 'off' })
  assert.deepEqual(selectCommandHook(hooks, send, { channel: 'foreign' }), { kind: 'not-found', reason: 'channel-out-of-scope', channel: 'foreign' })
  assert.deepEqual(selectCommandHook(hooks, send, { channel: 'orders' }), { kind: 'not-found', reason: 'channel-topic-mismatch', channel: 'orders' })
  const viaDispatch = dispatch(hooks, send, { channel: 'off' })
  assert.ok(viaDispatch.kind === 'command' && viaDispatch.hook === null)
  const own = selectCommandHook([hook('mine', ['Send*'], { partyId: PARTY })], send, { channel: 'mine' })
  assert.ok(own.kind === 'found' && own.candidate.scope === 'party')
})

test('HookSentRetry/HookSentError are never delivered to the hook they are about', () => {
  const hooks = [hook('failing', ['*']), hook('monitor', ['HookSent*']), hook('other', ['HookSentError'])]
  for (const topic of ['HookSentRetry', 'HookSentError']) {
    const event: WharfEvent = { topic, partyId: PARTY, details: { hookId: 'failing' } }
    const d = dispatch(hooks, event)
    assert.ok(d.kind === 'event')
    assert.ok(d.kind === 'event' && !d.hooks.some(h => h.id === 'failing'), topic)
    assert.ok(d.kind === 'event' && d.hooks.some(h => h.id === 'monitor'), topic)
    const aboutMonitor = dispatch(hooks, { ...event, details: { hookId: 'monitor' } })
    assert.ok(aboutMonitor.kind === 'event' && aboutMonitor.hooks.some(h => h.id === 'failing') && !aboutMonitor.hooks.some(h => h.id === 'monitor'))
  }
  // Other topics are not affected by details.hookId.
  const d = dispatch(hooks, { topic: 'InvoiceSent', partyId: PARTY, details: { hookId: 'failing' } })
  assert.ok(d.kind === 'event' && d.hooks.some(h => h.id === 'failing'))
})

test('keeps the caller\'s own hook objects', () => {
  const rich = { ...hook('r', ['InvoiceSent']), url: 'https://example.test/hook' }
  const [c] = selectHooks([rich], sent)
  assert.equal(c.hook, rich)
  assert.equal(c.hook.url, 'https://example.test/hook')
})

test('rule 4: on a tie, a peppol hook before another channel (the default channel is Peppol), then the id', () => {
  const hooks = [hook('a-mail', ['Send*'], { action: 'email' }), hook('z-peppol', ['Send*'], { action: 'peppol' }), hook('b-sftp', ['Send*'], { action: 'sftp' })]
  assert.deepEqual(ids(hooks, send), ['z-peppol', 'a-mail', 'b-sftp'])
  // Earlier keys still decide first: an exact mail hook beats a wildcard peppol hook.
  assert.deepEqual(ids([hook('z-peppol', ['Send*'], { action: 'peppol' }), hook('mail', ['SendInvoice'], { action: 'email' })], send), ['mail', 'z-peppol'])
})
