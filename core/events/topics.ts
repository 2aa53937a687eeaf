/**
 * Topics and topic patterns (pure, no I/O).
 *
 * A topic is a word such as `InvoiceReceived` or `SendInvoice`. A pattern is a topic that may contain `*`:
 * `*` matches zero or more characters, anywhere and any number of times; matching is case-sensitive and over
 * the whole topic (`Send*` matches `SendInvoice`, not `ResendInvoice`). `*` alone matches every topic.
 *
 * Matching is a small scanner, not a regular expression: the literal pieces between the stars are located left to
 * right with indexOf (leftmost placement is always sufficient when the only wildcard is `*`), so there is no
 * backtracking and the cost is bounded by pattern length x topic length whatever the pattern.
 *
 * Note on the spec's wildcard table: it lists InvoiceSent under `Send*`. With plain glob semantics `Send*` matches
 * the command topics (SendInvoice, SendInvoiceFallback, ...), which is how the spec's own routing rule 4 uses it;
 * all "sent" events are matched by `*Sent*`. See core/events/README.md.
 */
import { WharfError } from '../errors.ts'

export const TOPIC_PATTERN_MAX_LENGTH = 100

/** A document family's events, by its topic stem (core/documents/topics.ts): Received, Sent, SentRetry, SentError. */
const familyEvents = (...stems: string[]): string[] => stems.flatMap(s => [`${s}Received`, `${s}Sent`, `${s}SentRetry`, `${s}SentError`])
/** A document family's send commands, by its topic stem: Send<stem> and Send<stem>Fallback. */
const familyCommands = (...stems: string[]): string[] => stems.flatMap(s => [`Send${s}`, `Send${s}Fallback`])

/** Event topics (facts; every matching hook receives them). Matching never depends on this list. */
export const KNOWN_EVENT_TOPICS: readonly string[] = [
  // named by the interface spec
  'InvoiceReceived', 'InvoiceSent', 'InvoiceSentError', 'InvoiceSentRetry', 'InvoiceResponseReceived',
  'MessageLevelStatusReceived', 'MessageLevelStatusSent', 'OrderReceived', 'OrderSent',
  'HookSentRetry', 'HookSentError',
  // "OrderSent and other order topics": by analogy with the invoice family
  'OrderSentRetry', 'OrderSentError', 'OrderResponseReceived', 'OrderResponseSent', 'OrderResponseSentRetry',
  'OrderResponseSentError', 'InvoiceResponseSent', 'InvoiceResponseSentRetry', 'InvoiceResponseSentError',
  // issue 18: one set per document family (core/documents/topics.ts, README "Document families")
  ...familyEvents('OrderChange', 'OrderCancellation', 'DespatchAdvice'),
  // Peppol Logistics (capability logistics)
  ...familyEvents('ReceiptAdvice', 'WeightStatement', 'Waybill', 'TransportExecutionPlan', 'TransportExecutionPlanRequest',
    'TransportationStatus', 'TransportationStatusRequest', 'LogisticsApplicationResponse'),
  'DespatchAdviceResponseReceived'
]

/** Command topics (instructions; exactly one hook reacts). SendInvoice is named by the spec; the rest by analogy. */
export const KNOWN_COMMAND_TOPICS: readonly string[] = [
  'SendInvoice', 'SendCreditNote', 'SendOrder', 'SendOrderResponse', 'SendInvoiceResponse',
  'SendInvoiceFallback', 'SendCreditNoteFallback', 'SendOrderFallback', 'SendOrderResponseFallback',
  'SendInvoiceResponseFallback', 'SendOrderChange', 'SendOrderCancellation', 'SendDespatchAdvice',
  'SendOrderChangeFallback', 'SendOrderCancellationFallback', 'SendDespatchAdviceFallback',
  ...familyCommands('ReceiptAdvice', 'WeightStatement', 'Waybill', 'TransportExecutionPlan', 'TransportExecutionPlanRequest',
    'TransportationStatus', 'TransportationStatusRequest', 'LogisticsApplicationResponse')
]

export const KNOWN_TOPICS: readonly string[] = [...KNOWN_EVENT_TOPICS, ...KNOWN_COMMAND_TOPICS]

/** Topics about webhook delivery failures; see isDeliveryFailureTopic and the recursion rule in selection.ts. */
export const HOOK_FAILURE_TOPICS: readonly string[] = ['HookSentRetry', 'HookSentError']

export const isWildcard = (pattern: string): boolean => pattern.includes('*')

/** Length of a pattern without its stars: the specificity of a wildcard (longer is more specific). */
export const literalLength = (pattern: string): number => {
  let n = 0
  for (let i = 0; i < pattern.length; i++) if (pattern.charCodeAt(i) !== 42) n++
  return n
}

/**
 * What each `*` of the pattern stands for in the topic, left to right, or null when the pattern does not match.
 * An exact (star-free) pattern that matches gives []. Inner stars take the shortest text that still lets the
 * pattern match (leftmost placement of the following literal piece); the last star takes the rest.
 */
export const wildcardCaptures = (pattern: string, topic: string): string[] | null => {
  if (!isWildcard(pattern)) return pattern === topic ? [] : null
  const parts = pattern.split('*')
  const head = parts[0]
  const tail = parts[parts.length - 1]
  if (topic.length < head.length + tail.length) return null
  if (!topic.startsWith(head) || !topic.endsWith(tail)) return null
  const end = topic.length - tail.length
  const captures: string[] = []
  let pos = head.length
  for (let i = 1; i < parts.length - 1; i++) {
    const piece = parts[i]
    if (piece === '') { captures.push(''); continue }
    const at = topic.indexOf(piece, pos)
    // If the leftmost occurrence runs into the tail, every later one does too.
    if (at === -1 || at + piece.length > end) return null
    captures.push(topic.slice(pos, at))
    pos = at + piece.length
  }
  captures.push(topic.slice(pos, end))
  return captures
}

/**
 * Whether a hook's topic pattern matches a topic. Plain glob matching, plus the spec's send family: the spec's
 * wildcard table says `Send*` matches "all send events (InvoiceSent, InvoiceSentError, InvoiceSentRetry and so on)",
 * while its routing rules use `Send*` for the command topics (SendInvoice). Both hold here: a wildcard pattern
 * `Send<rest>` also matches the event topics that glob `<rest>Sent*` matches, so `Send*` catches InvoiceSent,
 * OrderSentRetry and MessageLevelStatusSent, and `SendInvoice*` catches InvoiceSent and InvoiceSentError. Webhook
 * delivery reports (HookSentRetry, HookSentError) are not send events and are not caught this way. Which hooks may
 * take commands and which take events is decided by the hook's channel (core/publish), not here.
 */
export const matchesTopic = (pattern: string, topic: string): boolean =>
  wildcardCaptures(pattern, topic) !== null || matchesSendFamily(pattern, topic)

const matchesSendFamily = (pattern: string, topic: string): boolean => {
  if (!pattern.startsWith('Send') || !isWildcard(pattern) || isCommandTopic(topic) || HOOK_FAILURE_TOPICS.includes(topic)) return false
  return wildcardCaptures(`${pattern.slice(4)}Sent*`, topic) !== null
}

/**
 * Command topics. Rule: a topic is a command when it starts with the verb `Send` followed by an uppercase ASCII
 * letter (the object of the verb): SendInvoice, SendOrder, SendInvoiceFallback. Everything else is an event:
 * InvoiceSent and InvoiceSentRetry (the verb is last, a fact), `Send` alone, `Sender...`, `Sending...`, `send...`.
 * Commands are answered by exactly one hook; events go to every matching hook. Patterns (with `*`) are not
 * topics and are never commands.
 */
export const isCommandTopic = (topic: string): boolean => {
  if (topic.length < 5 || !topic.startsWith('Send') || isWildcard(topic)) return false
  const c = topic.charCodeAt(4)
  return c >= 65 && c <= 90
}

export const isEventTopic = (topic: string): boolean => !isCommandTopic(topic)

/**
 * Recursion guard for the delivery worker: a failed delivery of a HookSentRetry or HookSentError event must not
 * produce another HookSentRetry/HookSentError event (otherwise two failing hooks that listen to each other's failures
 * would feed each other forever). Returns whether a failed delivery of an event with this topic is reported.
 */
export const reportsDeliveryFailure = (deliveredTopic: string): boolean => !HOOK_FAILURE_TOPICS.includes(deliveredTopic)

const isTopicChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 42

/** A hook topic or output-rule topic: non-empty, at most 100 characters, ASCII letters, digits and `*` only. */
export const validateTopicPattern = (pattern: unknown, field = 'topic'): string => {
  const fail = (reason: string, extra: Record<string, unknown> = {}): never => {
    throw new WharfError('VALIDATION_FAILED', `Invalid ${field}: ${reason}`, { field, ...extra })
  }
  if (typeof pattern !== 'string') return fail('a topic must be a string')
  if (pattern.length === 0) return fail('a topic must not be empty')
  if (pattern.length > TOPIC_PATTERN_MAX_LENGTH) {
    return fail(`a topic is at most ${TOPIC_PATTERN_MAX_LENGTH} characters`, { maxLength: TOPIC_PATTERN_MAX_LENGTH })
  }
  for (let i = 0; i < pattern.length; i++) {
    if (!isTopicChar(pattern.charCodeAt(i))) {
      return fail(`character ${JSON.stringify(pattern[i])} at position ${i}; use letters, digits and *`, { position: i })
    }
  }
  return pattern
}

/** A concrete topic (as carried by an event): a valid pattern without `*`. */
export const validateTopic = (topic: unknown, field = 'topic'): string => {
  const t = validateTopicPattern(topic, field)
  if (isWildcard(t)) {
    throw new WharfError('VALIDATION_FAILED', `Invalid ${field}: an event topic cannot contain *`, { field, position: t.indexOf('*') })
  }
  return t
}
